"""A benchmark's command line, read before any work: ``-h`` / ``--help`` prints the script's docstring and
exits 0; an option it does not take exits 2 with one line naming it and those it takes. A benchmark runs
for minutes: ``--help`` or a mistyped option (``--no-vc``) used to start the whole run."""
from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence


def check(doc: str | None, flags: Iterable[str] = (), valued: Iterable[str] = (), positional: int = 0,
          argv: Sequence[str] | None = None, saves: bool = False) -> None:
    """Read ``argv`` (``sys.argv[1:]``): ``flags`` alone, each of ``valued`` followed by its value, up to
    ``positional`` other arguments, and ``--json PATH`` when the benchmark ``saves`` its figures
    (results_file.save)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if "-h" in args or "--help" in args:
        print((doc or "").strip())
        raise SystemExit(0)
    flags, valued = set(flags), set(valued) | ({"--json"} if saves else set())
    takes = ", ".join(sorted(flags | {f"{option} VALUE" for option in valued})) or "no option"
    others = 0
    at = 0
    while at < len(args):
        arg = args[at]
        if arg in valued:
            if at + 1 >= len(args):
                _fail(f"{arg} needs a value")
            at += 2
            continue
        if arg.startswith("-") and arg not in flags:
            _fail(f"unknown option {arg!r} (this benchmark takes: {takes}; -h for help)")
        if not arg.startswith("-"):
            others += 1
            if others > positional:
                _fail(f"unexpected argument {arg!r} (this benchmark takes: {takes}; -h for help)")
        at += 1


def _fail(message: str) -> None:
    print(f"{sys.argv[0]}: {message}", file=sys.stderr)
    raise SystemExit(2)
