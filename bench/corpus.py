"""Build the estimator's calibration corpus from real text found on this machine.

    python bench/corpus.py            # prints per-category sizes, writes nothing

Every sample is real text read from installed Debian and PyPI packages or printed by real commands;
nothing is generated except the UUIDs (read from the kernel's generator) and the base64 of real binary
files. Provenance and the package list are in ``bench/CORPUS.md``. Each category is split by
*source file* into a fit part (3 of 4 sources) and a held-out part (the sources whose SHA-1 starts
with a byte divisible by 4), so the
reported accuracy is on files the constants were never fitted on.
"""
from __future__ import annotations

import base64
import codecs
import glob
import gzip
import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

#: Characters per sample: tool outputs and messages are counted one at a time, in pieces of this order.
CHUNK = 3_000
#: Per category and part, at most this many characters (keeps a bench run under a minute).
CAP = {"fit": 360_000, "heldout": 120_000}
#: Pieces of one source at most: variety over volume.
PER_SOURCE = 8

PY_LIB = Path(os.__file__).parent
SITE = __import__("sysconfig").get_paths()["purelib"]


def _read(path: str | Path) -> str:
    data = Path(path).read_bytes()
    if str(path).endswith(".gz"):
        data = gzip.decompress(data)
    return data.decode("utf-8", "replace")


_ROFF_ESCAPES = re.compile(r"\\f[BIRP]|\\f\(..|\\\(..|\\\*\(..|\\\*.|\\[&|^~0-9-]|\\s[+-]?\d|\\e")


def _man_text(path: str) -> str:
    """A man page's prose: roff requests dropped, font escapes removed."""
    lines = []
    for line in _read(path).splitlines():
        if line.startswith((".", "'")):
            words = line.split(None, 1)
            if words and words[0] in (".B", ".I", ".BR", ".IR", ".RB", ".BI", ".IB", ".SH", ".SS", ".TP", ".IP") and len(words) > 1:
                line = words[1].replace('"', "")
            else:
                continue
        lines.append(_ROFF_ESCAPES.sub("", line).replace("\\-", "-"))
    return "\n".join(lines)


def _mo_strings(path: str) -> str:
    """The translated strings (msgstr) of a gettext catalogue, one per line."""
    data = Path(path).read_bytes()
    if len(data) < 28:
        return ""
    magic = int.from_bytes(data[:4], "little")
    order = "little" if magic == 0x950412DE else "big"
    count = int.from_bytes(data[8:12], order)
    table = int.from_bytes(data[16:20], order)

    def entry(i: int) -> bytes:
        length = int.from_bytes(data[table + 8 * i: table + 8 * i + 4], order)
        offset = int.from_bytes(data[table + 8 * i + 4: table + 8 * i + 8], order)
        return data[offset: offset + length]
    # Entry 0 is the catalogue header; it names the charset (87 of the machine's 3,681 catalogues
    # are not UTF-8: EUC-JP, EUC-KR, ISO-8859-x). Read as UTF-8 they were mojibake of U+FFFD.
    charset = re.search(rb"charset=([\w-]+)", entry(0)) if count else None
    encoding = charset.group(1).decode() if charset else "utf-8"
    try:
        codecs.lookup(encoding)
    except LookupError:
        encoding = "utf-8"
    return "\n".join(entry(i).replace(b"\x00", b"\n").decode(encoding, "replace") for i in range(1, count))


def _with_emoji(path: str) -> str:
    """English man-page lines with emoji after some words, as chat messages have them."""
    emoji = [chr(c) for c in list(range(0x1F600, 0x1F64F)) + list(range(0x1F300, 0x1F3F0)) + list(range(0x1F680, 0x1F6C5))]
    words = _man_text(path).split(" ")
    return " ".join(w + (" " + emoji[(i * 7919) % len(emoji)] if i % 6 == 5 else "") for i, w in enumerate(words))


def _pydoc_topic(topic: str) -> str:
    """One topic of the Python reference manual, as ``pydoc`` shows it: plain English prose."""
    import pydoc_data.topics

    return pydoc_data.topics.topics[topic]


def _docstrings(path: str) -> str:
    """The long docstrings (modules, classes, functions) of a standard-library module: prose."""
    import ast

    tree = ast.parse(_read(path))
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    docs = [ast.get_docstring(node) for node in ast.walk(tree) if isinstance(node, kinds)]
    return "\n\n".join(d for d in docs if d and len(d) > 200)


def _metadata(path: str) -> str:
    """An installed package's long description (the body of its METADATA): a README, mostly prose."""
    parts = _read(path).split("\n\n", 1)
    return parts[1] if len(parts) == 2 and len(parts[1]) > 1500 else ""


def _chat(path: str) -> str:
    """The user and assistant messages of one shared trace: what people and models write."""
    messages = json.loads(_read(path))
    return "\n\n".join(m["content"] for m in messages
                        if m.get("role") in ("user", "assistant") and isinstance(m.get("content"), str))


def _traces_dir() -> Path:
    return Path(os.environ.get("CTXKIT_TRACES") or Path(__file__).resolve().parents[2] / "shared" / "traces")


def _run(command: str) -> str:
    result = subprocess.run(command, shell=True, capture_output=True, text=True, errors="replace", timeout=120)
    return result.stdout + result.stderr


def _files(patterns: list[str], limit: int = 400) -> list[str]:
    found: list[str] = []
    for pattern in patterns:
        found += sorted(glob.glob(pattern, recursive=True))
    found = [f for f in dict.fromkeys(found) if os.path.isfile(f) and os.path.getsize(f) > 200]
    # Spread over the whole listing rather than the first files of one package.
    step = max(1, len(found) // limit)
    return found[::step][:limit]


def _sources() -> dict[str, list[tuple[str, callable]]]:
    """category -> [(source name, loader)]."""
    # Languages are interleaved so that the per-category cap keeps some of each.
    man = lambda langs: _interleave([(f, _man_text) for f in _files([f"/usr/share/man/{lang}/man[1578]/*.gz"], 120)]
                                    for lang in langs)
    mo = lambda langs: _interleave([(f, _mo_strings) for f in _files([f"/usr/share/locale/{lang}/LC_MESSAGES/*.mo"], 40)]
                                   for lang in langs)
    text = lambda patterns, limit=300: [(f, _read) for f in _files(patterns, limit)]
    commands = [
        "ls -la /usr/bin", "ls -la /etc", "ls -lR /usr/share/doc/python3*", "df -h", "ps aux", "pip list",
        "dpkg -l", "apt-cache show python3 bash coreutils", "mount", "ip addr", "uname -a; cat /proc/cpuinfo",
        "find /usr/lib/python3 -maxdepth 3 | head -400", "du -sh /usr/share/* 2>/dev/null", "env | sort | grep -v -i key",
        "git -C /work/main log --stat -n 20", "python3 -m pip show -f requests", "ls -la /usr/lib/x86_64-linux-gnu | head -400",
        "stat /usr/bin/* | head -600", "cat /proc/meminfo", "free -h; uptime; who -b", "netstat -tln 2>/dev/null || ss -tln",
        "python3 -m pydoc -k json", "find /etc -name '*.conf' | head -200", "locale -a", "ldd /usr/bin/python3*",
        "python3 -m pip download --no-deps -d /tmp/ctxkit-corpus-dl six 2>&1", "apt-cache policy git gcc", "tar tvf /usr/share/doc/*/*.gz 2>&1 | head -50",
        # what coding agents run most: listings, searches, diffs, file views, builds and tests
        "ls -la /usr/lib/python3/dist-packages | head -300", "ls -la /usr/share/man/man1 | head -300", "ls -la /var/lib/dpkg/info | head -300",
        "ls -la /usr/include | head -300", "ls -lah /usr/local/bin", "ls -la /etc/ssl/certs | head -200", "ls -R /usr/share/doc/bash",
        # listings are what agents print most: many directories, so that the fit sees some whatever the split
        "ls -la /usr/sbin", "ls -la /usr/lib | head -300", "ls -la /var/log", "ls -la /usr/share/doc | head -300",
        f"ls -la {PY_LIB} | tail -200", "ls -l /dev | head -200", "ls -la /usr/include/linux | head -300",
        "ls -lat /etc | head -100", "ls -lhS /usr/bin | head -150", "ls -la /usr/share/locale | head -200",
        "ls -la /usr/lib/node_modules/npm/node_modules | head -300", "ls -la /root", "ls -la /usr/share/zoneinfo | head -150",
        f"ls -la {PY_LIB} | head -300", f"ls -la {PY_LIB}/json {PY_LIB}/email {PY_LIB}/http", "ps -ef", "ps auxww --sort=-rss | head -50",
        "df -hT; lsblk 2>/dev/null", "id; groups; umask", "top -bn1 | head -60", "cat /etc/passwd /etc/group",
        f"grep -rn 'def __init__' {PY_LIB}/json {PY_LIB}/email | head -200", f"grep -rn 'import' {PY_LIB}/http | head -200",
        f"grep -rn -i 'error' {PY_LIB}/logging | head -150", "grep -rn 'TODO' /usr/share/cargo/registry | head -150",
        f"cat -n {PY_LIB}/json/decoder.py | head -250", f"cat -n {PY_LIB}/shlex.py | head -250", f"sed -n 1,200p {PY_LIB}/csv.py",
        f"head -150 {PY_LIB}/argparse.py", f"wc -l {PY_LIB}/*.py", f"find {PY_LIB}/email -type f | xargs wc -c",
        f"diff -u {PY_LIB}/json/encoder.py {PY_LIB}/json/decoder.py | head -300", f"diff -u {PY_LIB}/glob.py {PY_LIB}/fnmatch.py",
        "git -C /work/main log --oneline -n 50", "git -C /work/main show --stat HEAD", "git -C /work/main diff HEAD~3 --stat",
        "git -C /work/main log -p -n 3 -- setup.cfg README.md", "git -C /work/main status; git -C /work/main branch -a",
        "python3 -m unittest -v test.test_json 2>&1 | head -300", "python3 -m unittest -v test.test_shlex 2>&1 | head -200",
        "python3 -m unittest test.test_textwrap 2>&1 | tail -50", "python3 -m pip list --outdated --format=columns 2>&1 | head -80",
        "python3 -m pip freeze", "python3 -m pip check", "python3 -m pip show -f pytest | head -120", "npm ls -g 2>&1 | head -80",
        "npm help install 2>&1 | head -100", "echo 'int main(){ return x; }' > /tmp/ctxkit-corpus.c; gcc -Wall /tmp/ctxkit-corpus.c -o /tmp/ctxkit-corpus 2>&1",
        "echo 'fn main() { let x: i32 = \"a\"; }' > /tmp/ctxkit-corpus.rs; rustc /tmp/ctxkit-corpus.rs -o /tmp/ctxkit-corpus 2>&1",
        "python3 -m py_compile /usr/share/doc 2>&1; python3 -c 'print(1' 2>&1", "node --version; npm --version; python3 -VV; gcc --version",
        "dpkg -L coreutils | head -200", "dpkg -s bash coreutils python3", "apt-cache depends python3 gcc", "apt list --installed 2>/dev/null | head -300",
        "cat /proc/self/status /proc/self/limits", "cat /proc/self/maps | head -100", "ls -la /proc/self/fd /proc/self", "env -0 | tr '\\0' '\\n' | cut -c1-80 | grep -v -i -e key -e token -e secret",
        "tree -L 2 /usr/share/doc/python3 2>/dev/null || find /usr/share/doc/python3* -maxdepth 2", "find /usr/share/cargo/registry -maxdepth 2 | head -200",
        "stat /etc/hosts /etc/passwd /usr/bin/env", "file /usr/bin/* 2>/dev/null | head -150", "du -ah /usr/share/doc/git | sort -h | tail -100",
        "cat /etc/os-release; cat /etc/debian_version; hostnamectl 2>&1 | head", "ip route; ip -s link 2>&1 | head -40", "cat /etc/apt/sources.list.d/* /etc/apt/sources.list 2>/dev/null",
    ]
    tracebacks = [
        "python3 -c 'import json; json.loads(\"{bad\")'", "python3 -c 'import nonexistent_module_xyz'",
        "python3 -c 'import subprocess; subprocess.run([\"false\"], check=True)'",
        "python3 -c 'def f(n): return f(n + 1)\nf(0)' 2>&1 | head -30",
        "python3 -c 'import urllib.request; urllib.request.urlopen(\"http://127.0.0.1:9/\")'",
        "python3 -c 'import sqlite3; sqlite3.connect(\":memory:\").execute(\"select * from nope\")'",
        "python3 -c 'from decimal import Decimal; Decimal(\"1\") / Decimal(\"0\")'",
        "python3 -c 'import asyncio; asyncio.run(asyncio.wait_for(asyncio.sleep(1), 0.01))'",
        "python3 -m pytest /nonexistent 2>&1", "node -e 'JSON.parse(\"{\")'", "node -e 'null.x'",
        "python3 -c 'import tomllib; tomllib.loads(\"a = \")'",
        "python3 -X importtime -c 'import json, email, http.client, asyncio' 2>&1",
        "python3 -v -c 'import json' 2>&1 | head -300", "GIT_TRACE=1 GIT_TRACE_PERFORMANCE=1 git -C /work/main status 2>&1",
        "python3 -m pip install --dry-run -v --no-deps six 2>&1 | head -300", "apt-get install -s -o Debug::pkgProblemResolver=1 gcc-12 2>&1 | head -200",
        "npm install --dry-run --loglevel silly left-pad 2>&1 | head -300",
        "python3 -c 'import logging, sys; logging.basicConfig(level=logging.DEBUG, format=\"%(asctime)s %(levelname)s %(name)s: %(message)s\"); import asyncio; asyncio.run(asyncio.sleep(0))' 2>&1",
        "python3 -m unittest test.test_json.test_fail 2>&1 | tail -80", "python3 -W error -c 'import imp' 2>&1",
        "python3 -c 'import json, sys\ntry:\n    json.loads(\"[1, 2\")\nexcept ValueError as e:\n    raise RuntimeError(\"config load failed\") from e' 2>&1",
        "python3 -c 'import xml.etree.ElementTree as ET; ET.fromstring(\"<a><b></a>\")' 2>&1",
        "python3 -c 'import threading; t = threading.Thread(target=lambda: 1/0); t.start(); t.join()' 2>&1",
        "python3 -m doctest /usr/share/doc 2>&1 | head -50", "node -e 'require(\"nonexistent-pkg\")' 2>&1",
        "node -e 'Promise.reject(new TypeError(\"bad\"))' 2>&1", "cat /var/log/dpkg.log | tail -400", "cat /var/log/apt/term.log | tail -400",
    ]
    return {
        "english": [(f, _man_text) for f in _files(["/usr/share/man/man[1578]/*.gz"], 300)]
        + text(["/usr/share/common-licenses/*"], 20),
        "latin": _interleave([man(["de", "fr", "es", "pl", "it", "pt", "pt_BR", "ro", "sv", "nl", "cs", "da", "fi", "hu",
                                   "id", "tr", "sl", "hr"]),
                              mo(["de", "fr", "es", "it", "pt", "pt_BR", "nl", "sv", "pl", "cs", "ro", "tr", "vi"])]),
        "prose": _interleave([
            [(f"pydoc {t}", _pydoc_topic) for t in sorted(__import__("pydoc_data.topics").topics.topics)],
            [(f"docstrings {f}", _docstrings) for f in _files([f"{PY_LIB}/*.py", f"{PY_LIB}/*/*.py"], 400)],
            [(f"metadata {f}", _metadata) for f in _files([f"{SITE}/*.dist-info/METADATA"], 300)]]),
        "chat": [(f"chat {f}", _chat) for f in sorted(glob.glob(str(_traces_dir() / "conversations" / "*.json")))
                 if not f.endswith(".tools.json")],
        "cjk": _interleave([man(["zh_CN", "ja"]), mo(["zh_CN", "zh_TW", "ja", "ko"])]),
        "cyrillic": _interleave([man(["ru", "uk"]), mo(["ru", "uk", "bg", "sr"])]),
        "greek": _interleave([man(["el"]), mo(["el"])]),
        "arabic_hebrew": mo(["ar", "he", "fa", "ur", "ug"]),
        "indic_thai": mo(["hi", "bn", "ta", "te", "mr", "gu", "kn", "ml", "pa", "th"]),
        "python": text([f"{PY_LIB}/*.py", f"{PY_LIB}/*/*.py"], 300),
        # Languages interleaved, as for the scripts above: concatenated, the cap kept only C headers.
        "code": _interleave([text(["/usr/include/*.h", "/usr/include/*/*.h"], 100),
                             text(["/usr/lib/node_modules/npm/lib/**/*.js",
                                   "/usr/lib/node_modules/npm/node_modules/*/lib/*.js"], 100),
                             text(["/usr/share/cargo/registry/**/*.rs"], 100),
                             [(f, _read) for f in _files(["/usr/bin/*", "/etc/init.d/*", "/usr/share/debconf/*.sh"], 2000)
                              if _read(f).startswith(("#!/bin/sh", "#!/bin/bash", "#! /bin/sh",
                                                      "#!/usr/bin/env bash"))][:100],
                             text(["/usr/share/perl/**/*.pm"], 100)]),
        "json": text(["/usr/lib/node_modules/npm/node_modules/*/package.json", f"{PY_LIB}/site-packages/**/*.json",
                      "/usr/share/**/*.json"], 300),
        "logs": text(["/var/log/*.log", "/var/log/apt/*.log", "/var/log/postgresql/*.log", "/root/.npm/_logs/*.log"], 40)
        + [(f"$ {c}", lambda c: _run(c)) for c in tracebacks],
        "command_output": [(f"$ {c}", lambda c: _run(c)) for c in commands],
        "markup": text(["/usr/lib/node_modules/npm/node_modules/*/README.md", f"{PY_LIB}/site-packages/**/*.md",
                        "/usr/share/doc/**/*.html", "/usr/share/doc/**/*.md"], 300),
        "numbers_csv": text([f"{PY_LIB}/site-packages/numpy/**/*.csv", "/usr/share/distro-info/*.csv",
                             "/usr/share/zoneinfo/*.tab", "/proc/stat", "/proc/interrupts", "/proc/vmstat",
                             "/proc/zoneinfo"], 120),
        "encoded": text(["/etc/ssl/certs/*.pem"], 60)
        + text(["/var/lib/dpkg/info/*.md5sums"], 60)
        + [(f"base64 {f}", lambda f: base64.b64encode(Path(f).read_bytes()[:6000]).decode()) for f in _files(["/usr/bin/*"], 40)]
        + [(f"urls {f}", lambda f: "\n".join(re.findall(r"\S*https?://\S+", _read(f)))) for f in _files(["/usr/share/doc/*/copyright"], 300)]
        + [(f"uuids {i}", lambda i: "\n".join(Path("/proc/sys/kernel/random/uuid").read_text().strip() for _ in range(80))) for i in range(16)]
        + [(f"sha256 {f}", lambda f: "\n".join(f"{hashlib.sha256(p.encode()).hexdigest()}  {p}" for p in sorted(glob.glob(f + "/*"))[:60]))
           for f in ["/usr/bin", "/usr/lib", "/etc", "/usr/share/doc", "/usr/include", "/var/lib/dpkg/info"]],
        # Not one of the target categories: other scripts and emoji, so that their weights are fitted
        # on something rather than extrapolated.
        "misc": [(f"emoji {f}", _with_emoji) for f in _files(["/usr/share/man/man1/*.gz"], 400)[::25]]
        + mo(["ka", "my", "km", "am", "hy", "si", "lo"]),
    }


#: Latin-script languages whose gettext catalogues are in no part of the corpus (the "latin"
#: category reads others): text from languages the fit never saw, for bench_estimator.py.
UNSEEN_LATIN = ("af", "az", "br", "ca", "cy", "eo", "et", "eu", "fil", "fo", "fy", "ga", "gd", "gl", "ht", "ia", "is",
                "ku", "lt", "lv", "mg", "ms", "mt", "nb", "nn", "oc", "rw", "sk", "so", "sq", "sw", "tl", "uz", "wa",
                "xh", "yo", "zu")

#: Languages of the scripts the fit reads (Cyrillic, Hebrew, Arabic, Devanagari, Bengali, Oriya) and
#: Tibetan, whose gettext catalogues no part of the corpus reads (its Cyrillic is Russian, Ukrainian,
#: Bulgarian and Serbian): text from languages the fit never saw in scripts it did, for
#: bench_estimator.py (stop 63).
UNSEEN_SCRIPTS = ("be", "mk", "kk", "ky", "mn", "tt", "uz@cyrillic", "yi", "ps", "ckb", "as", "ne", "or", "mai", "dz")


#: Code the corpus never reads: languages its code category does not hold (PHP, Go, CSS, Ruby, Java,
#: TypeScript) and JavaScript from other packages than npm, where this machine has them (Debian's
#: documentation, the Google Cloud SDK, Python packages), for bench_estimator.py.
UNSEEN_CODE = {
    "php": ["/usr/lib/google-cloud-sdk/**/*.php", "/usr/share/**/*.php"],
    "go": ["/usr/share/doc/**/*.go", "/usr/lib/google-cloud-sdk/**/*.go"],
    "css": ["/usr/share/**/*.css"],
    "ruby": ["/usr/share/**/*.rb", "/usr/lib/ruby/**/*.rb"],
    "java": ["/usr/share/**/*.java", "/usr/lib/google-cloud-sdk/**/*.java"],
    "typescript": ["/usr/share/**/*.ts", "/usr/lib/node_modules/corepack/**/*.ts"],
    "javascript, not npm's": ["/usr/share/javascript/**/*.js", "/usr/share/gitweb/**/*.js", "/usr/share/doc/**/*.js",
                              "/usr/libexec/**/*.js", f"{PY_LIB}/site-packages/**/*.js"],
}


def unseen_code(files: int = 25, limit: int = 3_000) -> dict[str, list[str]]:
    """language -> the first ``limit`` characters of up to ``files`` of its files (UNSEEN_CODE; none
    minified: no line over 400 characters), and "samples/code": the repository's own samples (eleven
    languages written at stop 54)."""
    out: dict[str, list[str]] = {}
    for lang, patterns in UNSEEN_CODE.items():
        texts: list[str] = []
        for path in _files(patterns, 2_000):
            text = _read(path)
            if len(text) >= 1_500 and max(map(len, text.splitlines())) <= 400 and text[:limit] not in texts:
                texts.append(text[:limit])
            if len(texts) >= files:
                break
        if texts:
            out[lang] = texts
    samples = sorted((Path(__file__).resolve().parents[1] / "samples" / "code").glob("*"))
    if samples:
        out["samples/code"] = [path.read_text(encoding="utf-8") for path in samples]
    return out


def unseen_languages(limit: int = 30_000, languages: tuple[str, ...] = UNSEEN_LATIN) -> dict[str, str]:
    """language -> up to ``limit`` characters of its gettext catalogues (``languages``: UNSEEN_LATIN, or
    UNSEEN_SCRIPTS; those with at least 3,000 characters installed)."""
    out = {}
    for lang in languages:
        text = "\n".join(_mo_strings(f) for f in _files([f"/usr/share/locale/{lang}/LC_MESSAGES/*.mo"], 12))
        if len(text) >= 3_000:
            out[lang] = text[:limit]
    return out


def vim_tutors() -> dict[str, str]:
    """language -> Vim's tutor in it (``/usr/share/vim/vim*/tutor/tutor.LANG.utf-8``, and ``tutor``, the
    English one): one tutorial of technical prose with its commands, in 33 languages here, a source no
    category of the corpus reads (stop 63), for bench_estimator.py."""
    out = {}
    for path in sorted(glob.glob("/usr/share/vim/vim*/tutor/tutor*")):
        name = Path(path).name
        if name == "tutor" or name.endswith(".utf-8"):
            lang = "en" if name == "tutor" else name.split(".")[1]
            out.setdefault(lang, _read(path))
    return {lang: text for lang, text in out.items() if len(text) >= 3_000}


def _interleave(lists) -> list:
    """a1, b1, c1, a2, b2, ...: every list is represented however early the cap is reached."""
    lists = [list(x) for x in lists]
    out = []
    for k in range(max((len(x) for x in lists), default=0)):
        out += [x[k] for x in lists if k < len(x)]
    return out


def _chunks(text: str) -> list[str]:
    """Pieces of about CHUNK characters, cut at line ends where there is one."""
    out, start = [], 0
    while start < len(text):
        end = min(len(text), start + CHUNK)
        if end < len(text):
            newline = text.rfind("\n", start + CHUNK // 2, end)
            end = newline + 1 if newline > 0 else end
        piece = text[start:end]
        if piece.strip():
            out.append(piece)
        start = end
    return out


def build() -> dict[str, dict[str, list[str]]]:
    """{category: {"fit": [samples], "heldout": [samples]}} read from this machine."""
    corpus: dict[str, dict[str, list[str]]] = {}
    for category, sources in _sources().items():
        # The source of every sample (fit_sources, heldout_sources): cross-validation leaves sources out.
        parts: dict[str, list[str]] = {"fit": [], "heldout": [], "fit_sources": [], "heldout_sources": []}
        sizes = {"fit": 0, "heldout": 0}
        for name, loader in sources:
            # By a hash of the source, not its position: positions alias with the interleaving.
            part = "heldout" if hashlib.sha1(name.encode()).digest()[0] % 4 == 0 else "fit"
            if sizes[part] >= CAP[part]:
                continue
            try:
                text = loader(name.split(" ", 1)[1] if name.startswith(("$ ", "base64 ", "urls ", "uuids ", "sha256 ", "emoji ", "pydoc ", "docstrings ", "metadata ", "chat ")) else name)
            except (OSError, ValueError, SyntaxError, KeyError, subprocess.SubprocessError):
                continue
            text = text.replace("\r\n", "\n")
            for piece in _chunks(text)[:PER_SOURCE * (4 if category == "logs" else 1)]:
                parts[part].append(piece)
                parts[part + "_sources"].append(name)
                sizes[part] += len(piece)
        corpus[category] = parts
    return corpus


def name_lists(size: int = 3_000) -> dict[str, str]:
    """Lists of the names of 30 locales of Latin letters and 3 of Cyrillic ones (Faker, seeded; bench extra),
    ``size`` characters each, three layouts: comma-separated, one a line, in sentences: text the corpus never
    reads and no test or table of ctxkit holds (what a customer list or a CRM export holds)."""
    from faker import Faker

    out = {}
    for locale in ("en_US", "de_DE", "fr_FR", "pl_PL", "hu_HU", "fi_FI", "it_IT", "es_ES", "nl_NL", "tr_TR", "cs_CZ",
                   "sv_SE", "pt_BR", "ro_RO", "da_DK", "no_NO", "id_ID", "zu_ZA", "tl_PH", "et_EE", "lv_LV", "lt_LT",
                   "sk_SK", "sl_SI", "hr_HR", "ga_IE", "yo_NG", "sw", "en_IN", "vi_VN", "ru_RU", "uk_UA", "bg_BG"):
        fake = Faker(locale)
        fake.seed_instance(3)
        names = [fake.name() for _ in range(size // 6)]
        out[f"{locale} list"] = ", ".join(names)[:size]
        out[f"{locale} lines"] = "\n".join(names)[:size]
        out[f"{locale} prose"] = " ".join(f"{a} wrote to {b} about the meeting." for a, b in zip(names, names[1:]))[:size]
    return out


def load(cache: str | None = None) -> dict[str, dict[str, list[str]]]:
    """The corpus, built once and cached as JSON (outside the repository) for repeated runs."""
    cache = cache or os.path.join(os.environ.get("TMPDIR", "/tmp"), "ctxkit-corpus.json")
    if os.path.exists(cache):
        with open(cache, encoding="utf-8") as handle:
            return json.load(handle)
    corpus = build()
    with open(cache, "w", encoding="utf-8") as handle:
        json.dump(corpus, handle, ensure_ascii=False)
    return corpus


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import cli
    cli.check(__doc__, ("--rebuild",))  # -h, or an option it does not take: before any work
    if "--rebuild" in sys.argv:
        cache = os.path.join(os.environ.get("TMPDIR", "/tmp"), "ctxkit-corpus.json")
        if os.path.exists(cache):
            os.remove(cache)
    corpus = load()
    for category, parts in corpus.items():
        print(f"{category:<16} fit {len(parts['fit']):>4} samples {sum(map(len, parts['fit'])):>8,} chars   "
              f"held-out {len(parts['heldout']):>4} samples {sum(map(len, parts['heldout'])):>8,} chars")
