"""Progressive-output benchmark: the extractive summarizer and the retriever on a 10 MB output,
and the token reduction on the shared traces.

    python bench/bench_outputs.py

Prints:
- extractive_summarizer throughput on a 10 MB test log (MB/s, ms);
- FullOutputRetriever latency on it: the first page, a page in the middle, a regex search;
- over every tool output in ../shared/traces (when present), with ProgressiveTransformer,
  extractive_summarizer() and max_summary_length=2000: outputs replaced, byte-exact retrievals,
  and tool-output tokens before and after.
"""
from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

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
    folder = HERE.parent.parent / "shared" / "traces" / "conversations"
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


def main() -> None:
    text = test_log(10_000_000)
    mb = len(text.encode()) / 1e6
    summarize = ctxkit.extractive_summarizer()
    seconds, summary = timed(lambda: summarize(text), repeat=3)
    print(f"ctxkit {ctxkit.__version__}, Python {sys.version.split()[0]}")
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
