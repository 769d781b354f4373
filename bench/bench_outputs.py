"""Progressive-output benchmark: needles in logs, 100 MB outputs, and the token reduction on the traces.

    python bench/bench_outputs.py [--quick]

Prints:
- needles: for the logs of 8 tools (bench/logs.py), 3 line widths, 3 needle positions and 10 to
  1,000,000 lines (--quick: to 100,000), how often the error line is in the default summary;
- 100 MB: ProgressiveTransformer.transform with extractive_summarizer() on a 100 MB server log
  (seconds, MB/s, peak memory as a multiple of the output, by tracemalloc), and
  FullOutputRetriever pattern searches on it (seconds of CPU, the answer's first line, peak memory);
- extractive_summarizer throughput on a 10 MB test log (MB/s, ms);
- FullOutputRetriever latency on it: the first page, a page in the middle, a regex search;
- over every tool output in ../shared/traces (when present), with ProgressiveTransformer,
  extractive_summarizer() and max_summary_length=2000: outputs replaced, byte-exact retrievals,
  and tool-output tokens before and after.
"""
from __future__ import annotations

import json
import os
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import cli  # noqa: E402
import logs  # noqa: E402

import ctxkit  # noqa: E402


def test_log(size: int) -> str:
    """A pytest-like log of ``size`` chars with a few failures and warnings spread through it."""
    lines, n = [], 0
    total = 0
    while total < size:
        if n % 9_973 == 17:
            line = f"FAILED tests/test_mod_{n}.py::test_case_{n} - AssertionError: assert {n} == {n + 1}"
        elif n % 4_999 == 3:
            line = f"tests/test_mod_{n}.py:12: DeprecationWarning: the 'foo' argument is deprecated"
        else:
            line = f"tests/test_mod_{n}.py::test_case_{n} PASSED [{n % 100:3d}%]"
        lines.append(line)
        total += len(line) + 1
        n += 1
    return "\n".join(lines) + "\n=== 31 failed, 150000 passed in 812.33s ===\n"


def timed(fn, repeat: int = 5) -> tuple[float, object]:
    best, result = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - start)
    return best, result


def traces_reduction() -> dict | None:
    folder = Path(os.environ.get("CTXKIT_TRACES") or HERE.parent.parent / "shared" / "traces") / "conversations"
    paths = sorted(p for p in folder.glob("*.json") if not p.name.endswith(".tools.json"))
    if not paths:
        return None
    est = ctxkit.CharHeuristicEstimator()
    before = after = outputs = replaced = exact = 0
    views = []
    for path in paths:
        messages = json.loads(path.read_text())
        pt = ctxkit.ProgressiveTransformer(ctxkit.extractive_summarizer(), max_summary_length=2_000)
        out = pt.transform_messages(messages)
        for original, seen in zip(messages, out):
            if original["role"] != "tool":
                continue
            outputs += 1
            text, view = ctxkit._content_text(original["content"]), ctxkit._content_text(seen["content"])
            before += est.estimate(text)
            after += est.estimate(view)
            if len(text) > 2_000:
                replaced += 1
                views.append(len(view))
                exact += pt.cache.get(original["tool_call_id"]) == text
    return {"conversations": len(paths), "tool_outputs": outputs, "replaced": replaced, "retrievable_exactly": exact,
            "tokens_before": before, "tokens_after": after, "reduction_%": round(100 * (1 - after / before), 1),
            "mean_view_chars": round(statistics.mean(views))}


def needles(quick: bool) -> dict:
    """Per kind: (cases, error line in the summary) over widths, positions and line counts."""
    summarize = ctxkit.extractive_summarizer()
    rows: dict[str, list[int]] = {}
    for kind, needle in logs.cases():
        row = rows.setdefault(kind, [0, 0])
        runs = [(width, n, where) for width in logs.WIDTHS for n in (10, 1_000, 100_000) for where in (0.0, 0.5, 1.0)
                if not (width == "huge" and n > 10_000)]  # 2,000-char lines: 20 MB at 10,000 lines
        if not quick:  # a million lines (95 MB), the needle in the middle
            runs.append(("long", 1_000_000, 0.5))
        for width, n, where in runs:
            text, core = logs.build(kind, n, width, needle, where)
            row[0] += 1
            row[1] += core in summarize(text)
    return rows


def big_output() -> dict:
    """transform and pattern searches on a 100 MB server log with one error line in the middle."""
    line = "2026-01-01 12:00:00 INFO worker-3 request handled status=ok path=/api/v1/items/12345 took 12ms\n"
    n = 1_050_000
    lines = [line] * n
    lines[n // 2] = "2026-01-01 12:00:00 ERROR worker-3 disk full on /dev/sda1\n"
    text = "".join(lines)
    del lines
    mb = len(text) / 1e6
    pt = ctxkit.ProgressiveTransformer(ctxkit.extractive_summarizer(), 2_000)
    start = time.perf_counter()
    view = pt.transform(text, "bash", call_id="c1")
    seconds = time.perf_counter() - start
    tracemalloc.start()
    ctxkit.ProgressiveTransformer(ctxkit.extractive_summarizer(), 2_000).transform(text, "bash", call_id="c1")
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    result = {"MB": round(mb, 1), "transform_s": round(seconds, 3), "MBps": round(mb / seconds),
              "peak_x_output": round((len(text) + peak) / len(text), 3), "error_line_in_summary": "disk full" in view,
              "searches": {}}
    tool = pt.retriever_tool()
    for pattern in ("disk full", r"ERROR \w+-\d", "status=ok", r"took \d+ms$", r"(x+x+)+y"):
        cpu = time.thread_time()
        answer = tool({"handle": "c1", "pattern": pattern})
        cpu = time.thread_time() - cpu
        tracemalloc.start()  # a second run for memory: tracing slows the search several times
        tool({"handle": "c1", "pattern": pattern})
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        result["searches"][pattern] = {"cpu_s": round(cpu, 3), "answer": answer.splitlines()[0],
                                       "peak_x_output": round((len(text) + peak) / len(text), 3)}
    return result


def main() -> None:
    cli.check(__doc__, ("--quick",), ())  # -h, or an option it does not take: before any work
    quick = "--quick" in sys.argv
    print(f"ctxkit {ctxkit.__version__}, Python {sys.version.split()[0]}")
    rows = needles(quick)
    total, found = sum(r[0] for r in rows.values()), sum(r[1] for r in rows.values())
    print(f"\nneedles (bench/logs.py: 3 widths x 3 positions x 10 to 100,000 lines"
          f"{'' if quick else ', and 1,000,000 long lines'}): "
          f"error line in extractive_summarizer()'s summary in {found} of {total} logs")
    for kind, (n, ok) in rows.items():
        print(f"  {kind:<9} {ok:>4} of {n}")
    big = big_output()
    print(f"\n{big['MB']} MB server log: transform with extractive_summarizer() {big['transform_s']} s "
          f"({big['MBps']} MB/s; goal under 1 s), peak memory {big['peak_x_output']}x the output (goal under 1.5x), "
          f"error line in the summary: {big['error_line_in_summary']}")
    for pattern, row in big["searches"].items():
        print(f"  pattern {pattern!r:<16} {row['cpu_s']:>6.3f} s CPU, peak {row['peak_x_output']}x: {row['answer'][:110]}")
    text = test_log(10_000_000)
    mb = len(text.encode()) / 1e6
    summarize = ctxkit.extractive_summarizer()
    seconds, summary = timed(lambda: summarize(text), repeat=3)
    print(f"\nextractive_summarizer on a {mb:.1f} MB test log: {seconds * 1e3:.0f} ms ({mb / seconds:.0f} MB/s), "
          f"summary {len(summary)} chars; FAILED lines kept: {summary.count('FAILED')}")

    cache = ctxkit.OutputCache()
    cache.put("log", text, "pytest")
    tool = ctxkit.FullOutputRetriever(cache)
    first, _ = timed(lambda: tool({"handle": "log"}))
    middle, _ = timed(lambda: tool({"handle": "log", "offset": len(text) // 2, "limit": 100_000}))
    search, answer = timed(lambda: tool({"handle": "log", "pattern": r"FAILED .*AssertionError"}), repeat=3)
    print(f"FullOutputRetriever on it: first page {first * 1e3:.2f} ms, 100 KB page in the middle "
          f"{middle * 1e3:.2f} ms, regex search {search * 1e3:.0f} ms ({answer.splitlines()[0]})")

    figures = traces_reduction()
    if figures is None:
        print("\n../shared/traces is absent: no trace figures")
        return
    print(f"\nshared traces ({figures['conversations']} conversations, {figures['tool_outputs']} tool outputs), "
          f"extractive_summarizer(), max_summary_length=2000:")
    print(f"  replaced {figures['replaced']} outputs over 2,000 chars, {figures['retrievable_exactly']} retrievable "
          f"byte-exactly; mean summary + note {figures['mean_view_chars']} chars")
    print(f"  tool-output tokens {figures['tokens_before']:,} -> {figures['tokens_after']:,}: "
          f"-{figures['reduction_%']}% (goal: at least 60%)")


if __name__ == "__main__":
    main()
