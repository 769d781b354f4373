#!/usr/bin/env bash
set -euo pipefail

readonly SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly BACKUP_ROOT="${BACKUP_ROOT:-/var/backups/app}"
readonly KEEP_DAYS="${KEEP_DAYS:-14}"

log() { printf '[%s] %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2; }
die() { log "error: $*"; exit 1; }

usage() {
  cat <<USAGE
usage: $(basename "$0") [-n] [-d DATABASE] TARGET...
  -n           dry run: print what would be done
  -d DATABASE  also dump this PostgreSQL database
USAGE
}

dry_run=0
database=""
while getopts ":nd:h" opt; do
  case "$opt" in
    n) dry_run=1 ;;
    d) database="$OPTARG" ;;
    h) usage; exit 0 ;;
    \?) usage; die "unknown option -$OPTARG" ;;
  esac
done
shift $((OPTIND - 1))
[[ $# -gt 0 ]] || { usage; exit 2; }

stamp="$(date +%Y%m%d-%H%M%S)"
dest="$BACKUP_ROOT/$stamp"
run() { if (( dry_run )); then echo "+ $*"; else "$@"; fi; }

run mkdir -p "$dest"
for target in "$@"; do
  [[ -e "$target" ]] || die "no such file or directory: $target"
  name="$(basename "$target")"
  log "archiving $target"
  run tar -czf "$dest/$name.tar.gz" -C "$(dirname "$target")" "$name"
done

if [[ -n "$database" ]]; then
  log "dumping database $database"
  run pg_dump --format=custom --file="$dest/$database.dump" "$database"
fi

log "removing backups older than $KEEP_DAYS days"
run find "$BACKUP_ROOT" -mindepth 1 -maxdepth 1 -type d -mtime +"$KEEP_DAYS" -exec rm -rf {} +
log "done: $(du -sh "$dest" | cut -f1) in $dest"
