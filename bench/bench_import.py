"""Import-time benchmark: what `import ctxkit` costs a small script, beside tiktoken and the
standard library modules ctxkit itself imports (issue 23).

    python bench/bench_import.py [--runs 15]

Each figure is the median wall time of a fresh interpreter doing only that import (`python -c`),
minus the median of an interpreter that imports nothing. "warm": a .pyc is cached (ctxkit is
copied to a temporary folder and imported once first); "cold": no .pyc can be written or read
(`-B`, `PYTHONDONTWRITEBYTECODE=1`, a folder without `__pycache__`), as in a read-only checkout:
the 300 KB source is compiled on every run.
"""
from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # tokenizers_offline, for tiktoken's BPE files offline
import cli  # noqa: E402

STDLIB = ("bisect, collections, contextlib, copy, dataclasses, functools, hashlib, itertools, json, logging, "
          "math, operator, os, re, sys, threading, time")


def timed(code: str, folder: str, env: dict[str, str], flags: tuple[str, ...], runs: int) -> float:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, *flags, "-c", code], cwd=folder, env=env, check=True)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def own_time(folder: str, env: dict[str, str], runs: int) -> tuple[float, float]:
    """Medians of ``-X importtime``'s self and cumulative times of ctxkit (seconds): its own work,
    without the modules it imports (self), and with them (cumulative)."""
    own, cumulative = [], []
    for _ in range(runs):
        lines = subprocess.run([sys.executable, "-X", "importtime", "-c", "import ctxkit"], cwd=folder, env=env,
                               check=True, capture_output=True, text=True).stderr.splitlines()
        line = next(line for line in lines if line.rstrip().endswith("| ctxkit"))
        us = [int(part) for part in line.split(":", 1)[1].split("|")[:2]]
        own.append(us[0] / 1e6)
        cumulative.append(us[1] / 1e6)
    return statistics.median(own), statistics.median(cumulative)


def main() -> None:
    cli.check(__doc__, (), ("--runs",))  # -h, or an option it does not take: before any work
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 15
    folder = tempfile.mkdtemp()
    shutil.copy(HERE.parent / "ctxkit.py", folder)
    warm_env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    cold_env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    subprocess.run([sys.executable, "-c", "import ctxkit"], cwd=folder, env=warm_env, check=True)  # the .pyc
    cold_folder = tempfile.mkdtemp()
    shutil.copy(HERE.parent / "ctxkit.py", cold_folder)
    base = timed("pass", folder, warm_env, (), runs)
    rows = {
        "ctxkit, warm .pyc": timed("import ctxkit", folder, warm_env, (), runs),
        "ctxkit, no .pyc (compiled every run)": timed("import ctxkit", cold_folder, cold_env, ("-B",), runs),
        "the stdlib modules ctxkit imports": timed(f"import {STDLIB}", folder, warm_env, (), runs),
        "regex (a runtime requirement)": timed("import regex", folder, warm_env, (), runs),
    }
    # What a small script pays before its first count: the import, then one count of 10 KB of code
    # (ctxkit builds its profile's tables and compiles its patterns at their first use; tiktoken reads
    # its BPE file at get_encoding).
    sample = os.path.join(folder, "sample.txt")
    Path(sample).write_text("".join(p.read_text() for p in sorted((HERE.parent / "samples" / "code").glob("*")))[:10_000])
    rows["ctxkit, import and a first count of 10 KB of code"] = timed(
        f"import ctxkit; ctxkit.CharHeuristicEstimator().estimate(open({sample!r}).read())", folder, warm_env, (), runs)
    # and of 4 KB of prose past ASCII (Vim's tutors, where installed): the classes of the characters a text holds
    # are built at the first text that holds them (stop 81: a Japanese text's first estimate after the import was
    # 831 ms, 186 ms since)
    for lang, name in (("pl", "Polish"), ("ru", "Russian"), ("ja", "Japanese")):
        tutor = next(iter(sorted(Path("/usr/share/vim").glob(f"vim*/tutor/tutor.{lang}.utf-8"))), None)
        if tutor is not None:
            prose = os.path.join(folder, f"prose_{lang}.txt")
            Path(prose).write_text(tutor.read_text(encoding="utf-8")[:4_000], encoding="utf-8")
            rows[f"ctxkit, import and a first count of 4 KB of {name}"] = timed(
                f"import ctxkit; ctxkit.CharHeuristicEstimator().estimate(open({prose!r}, encoding='utf-8').read())",
                folder, warm_env, (), runs)
    try:
        import tiktoken  # noqa: F401
        rows["tiktoken"] = timed("import tiktoken", folder, warm_env, (), runs)
        from tokenizers_offline import _tokenizer_dir
        tik_env = {**warm_env, "TIKTOKEN_CACHE_DIR": str(_tokenizer_dir())}
        rows["tiktoken, import and a first count of it"] = timed(
            f"import tiktoken; tiktoken.get_encoding('o200k_base').encode_ordinary(open({sample!r}).read())",
            folder, tik_env, (), runs)
    except (ImportError, SystemExit):
        print("(tiktoken, or the bench extra's litellm for its BPE files, not installed: no tiktoken rows)")
    print(f"ctxkit import time, median of {runs} fresh interpreters each, less an empty one ({base * 1e3:.1f} ms):")
    for name, seconds in rows.items():
        print(f"  {name:<52}{(seconds - base) * 1e3:8.1f} ms")
    own, cumulative = own_time(folder, warm_env, runs)
    print(f"  ctxkit's own work (-X importtime self, warm .pyc) {own * 1e3:.1f} ms; with the modules it imports "
          f"{cumulative * 1e3:.1f} ms")
    source = (HERE.parent / "ctxkit.py").read_text()
    start = time.perf_counter()
    compile(source, "ctxkit.py", "exec")
    print(f"  compiling the source alone ({len(source) / 1e3:.0f} KB):  {(time.perf_counter() - start) * 1e3:.1f} ms")


if __name__ == "__main__":
    main()
