"""Cache benchmark: what a handle names, under evictions, outages, shared stores and hostile input.

    python bench/bench_cache.py

Prints:
- handles: the shared traces replayed turn by turn through a ProgressiveTransformer whose cache
  holds only 50 outputs and a TokenBudget(4000) sharing it; every handle a request names is
  read back: the full original output, an honest miss (evicted), or anything else (must be 0);
- outage: a store that hangs 4 s then fails (a Redis timeout), while 20 outputs arrive: the
  seconds it costs (one timeout, then fail fast) and what the model gets (the text, whole);
- scopes: 16 threads, one store, one scope each, 150 outputs each read back by tool_name:
  answers that came from another conversation (must be 0);
- hostile patterns: __get_full_output over a 10 MB output with literal patterns of 1,000 to
  10,000 characters, and a catastrophic one: seconds per call (the bound is 1 s).
"""
from __future__ import annotations

import re
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import cli  # noqa: E402
import results_file  # noqa: E402
from bench_history import traces, turns  # noqa: E402

import ctxkit  # noqa: E402

HANDLE = re.compile(r'__get_full_output\(handle="([^"]+)"\)')


def handles_in(request) -> set[str]:
    return {h for m in request for h in HANDLE.findall(ctxkit._content_text(m.get("content")))}


def named_handles() -> dict:
    counts = {"requests": 0, "handles named": 0, "original": 0, "evicted": 0, "other": 0}
    for _, messages in traces():
        progressive = ctxkit.ProgressiveTransformer(ctxkit.extractive_summarizer(), 2_000, max_cache_entries=50)
        pipeline = [ctxkit.TokenBudget(4_000, target=0.3, cache=progressive.cache)]
        originals = {ctxkit._content_text(m.get("content")) for m in messages if m.get("role") == "tool"}
        named: set[str] = set()
        for t in turns(messages):
            request = ctxkit.apply_transforms(pipeline, progressive.transform_messages(messages[:t]),
                                              ctxkit.TransformContext())
            counts["requests"] += 1
            named |= handles_in(request)
        for handle in named:
            text = progressive.cache.get(handle)
            counts["handles named"] += 1
            counts["original" if text in originals else "evicted" if text is None else "other"] += 1
    return counts


def outage() -> dict:
    class Hanging(dict):
        def __setitem__(self, key, value):
            time.sleep(4)
            raise ConnectionError("timeout")

        def get(self, key, default=None):
            time.sleep(4)
            raise ConnectionError("timeout")

    progressive = ctxkit.ProgressiveTransformer(ctxkit.extractive_summarizer(), 500, store=Hanging())
    outputs = [f"output {k}\n" + "line\n" * 2_000 for k in range(20)]
    start = time.perf_counter()
    views = [progressive.transform(o, "bash", call_id=f"c{k}") for k, o in enumerate(outputs)]
    return {"outputs": 20, "seconds": round(time.perf_counter() - start, 2), "passed_whole": sum(v == o for v, o in zip(views, outputs))}


def scopes() -> dict:
    fleet = ctxkit.ProgressiveTransformer(ctxkit.extractive_summarizer(), 100)
    wrong = []

    def worker(k):
        mine = fleet.scoped(f"conversation-{k}")
        tool = mine.retriever_tool()
        for turn in range(150):
            mine.transform(f"thread {k} turn {turn}\n" + "x\n" * 500, "bash", call_id=f"call_{turn}")
            wrong.extend([1] if not tool.retrieve("bash").startswith(f"thread {k} turn {turn}\n") else [])

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return {"lookups": 16 * 150, "wrong": len(wrong)}


def hostile() -> dict:
    cache = ctxkit.OutputCache()
    cache.put("big", "".join(f"2026-12-01 line {i} status=ok\n" for i in range(330_000)), "log")  # ~10 MB
    tool = ctxkit.FullOutputRetriever(cache)
    rows = {}
    for name, pattern in [("literal 1,000", "a" * 1_000), ("literal 2,000", "b" * 2_000), ("literal 4,000", "c" * 4_000),
                          ("literal 10,000", "d" * 10_000), ("catastrophic (x+x+)+y", r"(x+x+)+y"), ("status=ok$", "status=ok$")]:
        start = time.perf_counter()
        answer = tool({"handle": "big", "pattern": pattern})
        rows[name] = {"seconds": round(time.perf_counter() - start, 3), "reply_chars": len(answer),
                      "answer": answer.split("\n", 1)[0][:110]}
    return rows


def main() -> None:
    cli.check(__doc__, saves=True)  # -h, or an option it does not take: before any work
    results = {"ctxkit": ctxkit.__version__}
    results["handles"] = named_handles()
    print("handles named by requests (shared traces, cache of 50 outputs, TokenBudget(4000)):",
          ", ".join(f"{k} {v:,}" for k, v in results["handles"].items()))
    results["outage"] = outage()
    print(f"store outage (4 s hang, then an error): {results['outage']}")
    results["scopes"] = scopes()
    print(f"16 threads, one store, one scope each: {results['scopes']}")
    results["hostile"] = hostile()
    print("__get_full_output on a 10 MB output:")
    for name, row in results["hostile"].items():
        print(f"  {name:<24} {row['seconds']:>7.3f} s  {row['answer']}")
    results_file.save(results)


if __name__ == "__main__":
    main()
