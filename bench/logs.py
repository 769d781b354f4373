"""Tool-output logs with one needle: the line a reader would look for, among 10 to 1,000,000 others.

    from logs import KINDS, build
    text, needle = build("cargo", n_lines=100_000, width="long", needle=0)

Each kind is the output of a real tool (pytest, cargo, npm, a C compiler, a Java service, a Python
traceback, a Go test run, a server log) as filler lines that say nothing went wrong, and the lines
that carry the failure. ``width``: ``short`` (about 40 characters a line), ``long`` (about 95,
the issue's case: head and tail alone fill the summary) or ``huge`` (about 2,000: every line,
the needle's too, starts with a long payload, so the key word sits deep in its line).
``build`` returns the log and ``core``, the part of the needle a reader needs (what a summary must
show). Deterministic: the same arguments give the same text.
"""
from __future__ import annotations

#: kind -> (filler line template with {i}, [(needle line, core that must be in the summary)])
KINDS: dict[str, tuple[str, list[tuple[str, str]]]] = {
    "pytest": ("tests/test_mod_{i}.py::test_case_{i} PASSED{pad}[ 42%]", [
        ("FAILED tests/test_x.py::test_a - AssertionError: assert 2 == 3", "FAILED tests/test_x.py::test_a"),
        ("E   AssertionError: 2 != 3", "AssertionError: 2 != 3"),
        ("E   KeyError: 'x'", "KeyError: 'x'"),
    ]),
    "cargo": ("   Compiling crate_{i} v0.1.{i}{pad}(/src/crates/crate_{i})", [
        ("error[E0308]: mismatched types", "error[E0308]: mismatched types"),
        ("error: could not compile `app` (bin \"app\") due to 1 previous error", "could not compile `app`"),
    ]),
    "npm": ("npm http fetch GET 200 https://registry.npmjs.org/pkg-{i}{pad}12ms (cache hit)", [
        ("npm ERR! code ELIFECYCLE", "npm ERR! code ELIFECYCLE"),
        ("npm error Missing script: \"build\"", "Missing script: \"build\""),
    ]),
    "compiler": ("gcc -O2 -Wall -c src/file_{i}.c{pad}-o build/file_{i}.o", [
        ("src/parser.c:42:13: error: expected ';' before '}' token", "src/parser.c:42:13: error: expected ';'"),
        ("ld: undefined reference to `parse_config'", None),  # no key word a reader could rely on: skipped
    ]),
    "java": ("2026-01-01 12:00:00.{i} INFO  [main] c.e.App - processed batch {i}{pad}in 12 ms", [
        ("Exception in thread \"main\" java.lang.NullPointerException: Cannot invoke \"String.length()\"",
         "java.lang.NullPointerException"),
        ("Caused by: java.io.FileNotFoundException: /etc/app.conf (No such file or directory)",
         "java.io.FileNotFoundException: /etc/app.conf"),
    ]),
    "python": ("INFO:root:step {i} done{pad}in 0.01 s", [
        ("Traceback (most recent call last):", "Traceback (most recent call last):"),
        ("KeyError: 'x'", "KeyError: 'x'"),
        ("ModuleNotFoundError: No module named 'yaml'", "No module named 'yaml'"),
    ]),
    "go": ("=== RUN   TestCase{i}{pad}--- PASS: TestCase{i} (0.00s)", [
        ("--- FAIL: TestParse (0.00s)", "--- FAIL: TestParse"),
        ("panic: runtime error: index out of range [5] with length 3", "panic: runtime error: index out of range"),
    ]),
    "server": ("2026-01-01T12:00:00Z INFO worker-3 GET /api/items/{i} 200{pad}12ms errors=0", [
        ("2026-01-01T12:00:01Z ERROR worker-3 disk full on /dev/sda1", "ERROR worker-3 disk full"),
        ("ERROR: disk full", "ERROR: disk full"),
        ("error: disk full", "error: disk full"),
        ("2026-01-01T12:00:01Z FATAL db: connection refused (127.0.0.1:5432)", "FATAL db: connection refused"),
    ]),
}

WIDTHS = {"short": 0, "long": 1, "huge": 2}


def _pad(width: str, i: int) -> str:
    if width == "short":
        return " "
    if width == "long":
        return " " * (1 + i % 7) + "ok " + "." * 20 + " "
    return " " + ('{"k' + str(i) + '": "' + "v" * 40 + '"}, ') * 36 + " "


def build(kind: str, n_lines: int, width: str = "long", needle: int = 0, where: float = 0.5) -> tuple[str, str]:
    """(a log of ``n_lines`` lines of ``kind`` with needle ``needle`` at ``where`` of its
    length, the core of the needle); ``huge`` lines carry a 2,000-char payload before the needle."""
    template, needles = KINDS[kind]
    line, core = needles[needle]
    at = min(int(n_lines * where), n_lines - 1)
    if width == "huge":
        line = _pad("huge", at).lstrip() + line
    lines = [template.format(i=i, pad=_pad(width, i)) for i in range(n_lines)]
    lines[at] = line
    return "\n".join(lines) + "\n", core


def cases():
    """Every (kind, needle index) whose needle carries a key word."""
    return [(kind, k) for kind, (_, needles) in KINDS.items() for k, (_, core) in enumerate(needles) if core]
