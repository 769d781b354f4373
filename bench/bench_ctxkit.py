"""The peer benchmark: one command, one report, every figure measured in the same run.

    python -m pip install ".[bench]" && python -m pip install --no-deps litellm
    python bench/bench_ctxkit.py [--json bench/results.json]

Sections (each also in its own script, for detail):
1. estimator (bench_estimator.py): error per text category against tiktoken o200k / cl100k and the
   Claude tokenizer on the held-out corpus, next to len/4 and LangChain's count_tokens_approximately;
   throughput ratio to tiktoken;
2. replay (bench_history.py): every shared trace turn by turn at 8k and 32k tokens: validity,
   cache-friendly turns, modelled cost and time, for default_pipeline, LangChain trim_messages and a
   naive window;
3. progressive output (bench_outputs.py): tool-output token reduction and byte-exact retrievability;
4. memory: peak RSS of caching 200 MB of tool outputs under a 50 MB cache bound (in a subprocess).
Results also go to a JSON file (default bench/results.json) so later runs can be compared.
"""
from __future__ import annotations

import platform
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import cli  # noqa: E402
import results_file  # noqa: E402

import ctxkit  # noqa: E402

MEMORY_PROBE = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
import ctxkit

def high_water_kb():  # VmHWM: unlike ru_maxrss, not inherited from the parent across exec
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1])

baseline = high_water_kb()
pt = ctxkit.ProgressiveTransformer(ctxkit.extractive_summarizer(), 2_000, max_cache_chars=50_000_000,
                                   max_cache_entries=10_000)
line = "tests/test_mod.py::test_case PASSED [ 42%] duration=0.0123s worker=gw3\n"
start = time.perf_counter()
for k in range(200):  # 200 distinct outputs of 1 MB: 200 MB through a 50 MB cache
    output = f"run {k}\n" + line * (1_000_000 // len(line))
    pt.transform(output, "pytest", call_id=f"call_{k}")
    assert pt.cache.chars <= 50_000_000
seconds = time.perf_counter() - start
peak = high_water_kb()
print(baseline, peak, pt.cache.chars, len(pt.cache), pt.cache.evictions, seconds,
      int(pt.cache.get("call_199") is not None), int(pt.cache.get("call_0") is None))
"""


def memory() -> dict:
    out = subprocess.run([sys.executable, "-c", MEMORY_PROBE, str(HERE.parent)], capture_output=True, text=True,
                         check=True).stdout.split()
    baseline, peak, chars, entries, evictions = (int(x) for x in out[:5])
    return {"outputs_mb": 200, "bound_mb": 50, "cache_chars": chars, "entries": entries, "evictions": evictions,
            "bound_held": chars <= 50_000_000, "peak_rss_mb": round(peak / 1024, 1),
            "baseline_rss_mb": round(baseline / 1024, 1), "seconds": round(float(out[5]), 1),
            "newest_kept": out[6] == "1", "oldest_evicted": out[7] == "1"}


def main() -> None:
    cli.check(__doc__, saves=True)  # -h, or an option it does not take: before any work
    import bench_estimator
    import bench_history
    import bench_outputs
    import corpus
    import tokenizers_offline

    started = time.time()
    results: dict = {"ctxkit": ctxkit.__version__, "python": platform.python_version(),
                     "machine": platform.machine(), "date": time.strftime("%Y-%m-%d %H:%M:%S")}
    print(f"ctxkit {ctxkit.__version__} peer benchmark (Python {results['python']}, {results['machine']})")
    mem = memory()  # first, while this process is small

    # 1. estimator
    corp = corpus.load()
    counts = tokenizers_offline.counters()
    accuracy = bench_estimator.accuracy(corp, counts)
    throughput = bench_estimator.throughput(corp)
    stress = bench_estimator.stress_table(counts)
    results["estimator"] = {"accuracy": accuracy, "stress": stress, "throughput": throughput,
                            "incremental": bench_estimator.incremental()}
    print("\n1. estimator: |summed error| % on the held-out corpus, worst and mean over the 15 categories")
    methods = list(next(iter(accuracy["o200k"].values())).keys())
    print(f"   {'profile':<8}" + "".join(f"{m:>24}" for m in methods))
    for profile, rows in accuracy.items():
        cells = []
        for m in methods:
            errors = [abs(rows[c][m][0]) for c in bench_estimator.REQUIRED]
            cells.append(f"worst {max(errors):5.1f} mean {sum(errors) / len(errors):5.1f}")
        print(f"   {profile:<8}" + "".join(f"{c:>24}" for c in cells))
    for profile in accuracy:
        low = min((row[n][profile], f"{family}@{n}") for family, row in stress.items() for n in row)
        print(f"   {profile:<8} stress corpus: worst under-count {100 * (low[0] - 1):+.1f}% ({low[1]})")
    for name, row in throughput.items():
        print(f"   {name:<36} o200k {row['o200k_MBps']} MB/s vs tiktoken o200k {row['tiktoken_o200k_MBps']} MB/s "
              f"-> {row['o200k_x_tiktoken']}x")

    # 2. replay
    conversations = bench_history.traces()
    if conversations:
        strategies = {"ctxkit default_pipeline": bench_history.CtxkitStrategy,
                      "langchain trim_messages": bench_history.LangChainStrategy,
                      "naive window": bench_history.NaiveWindow}
        results["replay"] = {}
        print(f"\n2. replay of {len(conversations)} shared traces turn by turn (conversations over the budget)")
        print(f"   {'budget':<8}{'strategy':<26}{'valid':>8}{'cache-hit':>11}{'cost':>12}{'vs naive':>10}{'vs trim':>9}"
              f"{'ms/turn':>9}")
        for budget in bench_history.BUDGETS:
            exceeding = [c for c in conversations if bench_history.EST.estimate_messages(c[1]) > budget]
            rows = {name: bench_history.replay(make, exceeding, budget) for name, make in strategies.items()}
            results["replay"][budget] = rows
            for name, row in rows.items():
                print(f"   {budget:<8,}{name:<26}{row['valid_%']:>7.1f}%{row['cache_friendly_%']:>10.1f}%{row['cost']:>12,}"
                      f"{row['cost'] / rows['naive window']['cost']:>9.2f}x"
                      f"{row['cost'] / rows['langchain trim_messages']['cost']:>8.2f}x"
                      f"{1e3 * row['seconds'] / row['requests']:>9.3f}")
        scaling = bench_history.per_turn_scaling(conversations)
        results["replay"]["per_turn"] = scaling
        print(f"   ctxkit per turn: {scaling['turn_30_ms']} ms at turn ~30, {scaling['turn_300_ms']} ms at turn ~300 "
              f"({scaling['ratio']}x)")

        # 3. progressive output
        progressive = bench_outputs.traces_reduction()
        results["progressive"] = progressive
        print(f"\n3. progressive output on {progressive['tool_outputs']} tool outputs: {progressive['replaced']} replaced, "
              f"{progressive['retrievable_exactly']} retrievable byte-exactly; tool-output tokens "
              f"{progressive['tokens_before']:,} -> {progressive['tokens_after']:,} (-{progressive['reduction_%']}%)")
    else:
        print("\n2-3. ../shared/traces is absent: no replay and no trace figures")

    # 4. memory
    results["memory"] = mem
    print(f"\n4. memory: 200 MB of tool outputs through a 50 MB cache: {mem['cache_chars'] / 1e6:.1f} M chars kept "
          f"in {mem['entries']} entries ({mem['evictions']} evicted; bound held: {mem['bound_held']}), "
          f"peak RSS {mem['peak_rss_mb']} MB (interpreter and ctxkit alone: {mem['baseline_rss_mb']} MB), "
          f"{mem['seconds']} s")

    results["seconds"] = round(time.time() - started, 1)
    print(f"\ntotal {results['seconds']} s")
    results_file.save(results, HERE / "results.json")


if __name__ == "__main__":
    main()
