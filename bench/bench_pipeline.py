"""Pipeline benchmark: TokenBudget.should_run scaling and the cost of a pipeline of skipped steps.

    python bench/bench_pipeline.py

Prints, for histories of 100 and 100,000 messages:
- the steady-state cost of ``TokenBudget.should_run`` in an agent loop (one tool unit appended
  per call, the budget far away) and the ratio 100,000 / 100 (goal: within 2x);
- the one-off cost of the first call on a history it has never seen (a full estimate);
- the overhead of ``apply_transforms`` when every step is skipped, per call and per step;
- ``default_pipeline(32_000)`` at 1,000 and 100,000 messages: the first call on an unseen history
  against a plain ``estimate_messages`` of it (goal <= 2x), and the mean cost per turn over 300
  appended tool units, batches included (goal: 100,000 / 1,000 <= 2x); the batches' share;
- ``estimate_messages`` of a history parsed again from JSON every turn (a stateless token counter:
  new objects, equal texts), one estimator against one with ``memo_size=0``;
- ``default_pipeline(8_000)`` built for each request of that history (a stateless service: a cold
  estimator every request), with the estimators' shared memo and with it emptied before each request.

    python bench/bench_pipeline.py --many

Prints the per-call cost of one ``default_pipeline(8_000)`` serving 16, 64, 256 and 1,000
conversations round-robin (each call appends a tool unit to one conversation, as a web service
with that many live conversations does), its ratio to 16, and the memory the pipeline holds
(tracemalloc: what it allocated beyond the histories themselves).
"""
from __future__ import annotations

import json
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import cli

import ctxkit


def history(n: int) -> list[dict]:
    """``n`` messages: system, user, then tool units with ~300-char outputs."""
    messages = [{"role": "system", "content": "You are a coding agent."}, {"role": "user", "content": "Fix the bug."}]
    t = 0
    while len(messages) < n:
        messages.append({"role": "assistant", "content": None, "tool_calls": [
            {"id": f"c{t}", "type": "function", "function": {"name": "bash", "arguments": '{"cmd": "ls -la"}'}}]})
        messages.append({"role": "tool", "tool_call_id": f"c{t}", "content": f"line {t}\n" * 40})
        t += 1
    return messages[:n]


def steady_should_run(n: int, turns: int = 2_000) -> tuple[float, float]:
    """(first-call seconds, median per-call seconds over ``turns`` appended units)."""
    messages = history(n)
    budget = ctxkit.TokenBudget(max_tokens=10**12)
    cx = ctxkit.TransformContext.for_test()
    start = time.perf_counter()
    budget.should_run(messages, cx)
    first = time.perf_counter() - start
    samples = []
    for t in range(turns):
        messages.append({"role": "assistant", "content": None, "tool_calls": [
            {"id": f"n{t}", "type": "function", "function": {"name": "bash", "arguments": '{"cmd": "ls"}'}}]})
        messages.append({"role": "tool", "tool_call_id": f"n{t}", "content": "ok\n" * 40})
        start = time.perf_counter()
        assert not budget.should_run(messages, cx)
        samples.append(time.perf_counter() - start)
    return first, statistics.median(samples)


class Never(ctxkit.ContextTransform):
    def should_run(self, messages, cx):
        return False


def skipped_pipeline(n: int, steps: int = 5, calls: int = 2_000) -> float:
    """Median seconds of apply_transforms over ``steps`` skipped steps."""
    messages = history(n)
    pipeline = [Never() for _ in range(steps)]
    cx = ctxkit.TransformContext.for_test()
    samples = []
    for _ in range(calls):
        start = time.perf_counter()
        ctxkit.apply_transforms(pipeline, messages, cx)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def pipeline_scaling(n: int, turns: int = 300) -> dict:
    """default_pipeline(32k) on an ``n``-message history: first call, plain estimate, per turn."""
    messages = history(n)
    steps = ctxkit.default_pipeline(32_000)
    start = time.perf_counter()
    ctxkit.apply_transforms(steps, messages, ctxkit.TransformContext())
    first = time.perf_counter() - start
    start = time.perf_counter()
    ctxkit.CharHeuristicEstimator(memo_size=0).estimate_messages(messages)
    plain = time.perf_counter() - start
    samples, batches = [], 0
    previous = None
    for t in range(turns):
        messages.append({"role": "assistant", "content": None, "tool_calls": [
            {"id": f"n{t}", "type": "function", "function": {"name": "bash", "arguments": '{"cmd": "ls"}'}}]})
        messages.append({"role": "tool", "tool_call_id": f"n{t}", "content": f"line {t}\n" * 40})
        start = time.perf_counter()
        out = ctxkit.apply_transforms(steps, messages, ctxkit.TransformContext())
        samples.append(time.perf_counter() - start)
        batches += previous is not None and out[:len(previous)] != previous
        previous = out
    return {"first_ms": first * 1e3, "plain_estimate_ms": plain * 1e3, "first_vs_plain": first / plain,
            "turn_mean_ms": statistics.mean(samples) * 1e3, "turn_median_ms": statistics.median(samples) * 1e3,
            "batches": batches, "turns": turns}


def file_reads(n: int, name: str = "f") -> list[dict]:
    """A history of ``n`` messages: a system prompt and a task, then tool units that read a file each
    (outputs of 1-4 KB; ``name``: the files' and the calls' prefix, so that two histories differ)."""
    messages = history(2)
    for t in range(n // 2):
        messages.append({"role": "assistant", "content": None, "tool_calls": [
            {"id": f"{name}{t}", "type": "function",
             "function": {"name": "bash", "arguments": f'{{"cmd": "cat {name}{t}.py"}}'}}]})
        messages.append({"role": "tool", "tool_call_id": f"{name}{t}",
                         "content": f"def {name}{t}(x):\n    return x + {t}\n" * (40 + t % 120)})
    return messages


def parsed_every_turn(n: int = 400) -> tuple[float, float]:
    """Mean ms per turn of ``estimate_messages`` over a history of ``n`` messages (outputs of
    1-4 KB) parsed again from its JSON at every turn: (one estimator, memo_size=0)."""
    messages = file_reads(n)
    raw = json.dumps(messages)
    result = []
    for est in (ctxkit.CharHeuristicEstimator(), ctxkit.CharHeuristicEstimator(memo_size=0)):
        spent = 0.0
        for t in range(4, len(messages) + 1, 2):
            view = json.loads(raw)[:t]  # the request of turn t, parsed (not timed)
            start = time.perf_counter()
            est.estimate_messages(view)
            spent += time.perf_counter() - start
        result.append(spent / (len(messages) // 2 - 1) * 1e3)
    return result[0], result[1]


def pipeline_per_request(n: int = 400) -> tuple[float, float]:
    """Mean ms per turn of a service that builds ``default_pipeline(8_000)`` and a ``TransformContext``
    for each request and plans the history parsed again from its JSON (new objects, a cold estimator
    every request), over the history of :func:`parsed_every_turn`'s shape: (the estimators' shared
    memo as it is, the shared memo emptied before each request: every text estimated again)."""
    messages = file_reads(n, "g")
    raw = json.dumps(messages)
    result = []
    for emptied in (False, True):
        ctxkit._SHARED_TEXTS.clear()
        spent, turns = 0.0, 0
        for t in range(4, len(messages) + 1, 8):
            view = json.loads(raw)[:t]  # the request of turn t, parsed (not timed)
            if emptied:
                ctxkit._SHARED_TEXTS.clear()
            start = time.perf_counter()
            ctxkit.apply_transforms(ctxkit.default_pipeline(8_000), view, ctxkit.TransformContext())
            spent += time.perf_counter() - start
            turns += 1
        result.append(spent / turns * 1e3)
    return result[0], result[1]


def many_conversations(count: int, turns: int = 30, length: int = 240, same_task: bool = False,
                       copies: bool = False) -> dict:
    """One default_pipeline(8_000) over ``count`` conversations of ``length`` messages, each
    called ``turns`` times round-robin with a unit appended: per-call ms after the first round,
    and the bytes the pipeline allocated (the histories are built before tracing starts).
    ``same_task``: runs of one task (the same system prompt and first user message; they part at
    the agent's first step). ``copies``: each call passes new dicts of the messages, as a
    framework recipe that converts its own message objects does."""
    conversations = []
    for c in range(count):
        messages = history(length)
        if same_task:
            messages[2] = {**messages[2], "content": f"Run {c}: looking at the code first."}
        else:
            messages[1] = {"role": "user", "content": f"Fix bug #{c}."}  # each conversation its own task
        conversations.append(messages)
    view = (lambda ms: [dict(m) for m in ms]) if copies else (lambda ms: ms)
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    pipeline = ctxkit.default_pipeline(8_000)
    first = time.perf_counter()
    for messages in conversations:  # the first round: every conversation folded once, cold
        ctxkit.apply_transforms(pipeline, view(messages), ctxkit.TransformContext())
    first = (time.perf_counter() - first) / count
    samples = []
    for t in range(turns):
        for c, messages in enumerate(conversations):
            messages.append({"role": "assistant", "content": None, "tool_calls": [
                {"id": f"m{t}", "type": "function", "function": {"name": "bash", "arguments": '{"cmd": "ls"}'}}]})
            messages.append({"role": "tool", "tool_call_id": f"m{t}", "content": f"conversation {c} turn {t}\n" * 20})
            passed = view(messages)
            start = time.perf_counter()
            ctxkit.apply_transforms(pipeline, passed, ctxkit.TransformContext())
            samples.append(time.perf_counter() - start)
    held = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    return {"per_call_ms": statistics.mean(samples) * 1e3, "median_ms": statistics.median(samples) * 1e3,
            "first_call_ms": first * 1e3, "held_mb": held / 2**20, "calls": len(samples)}


def many() -> None:
    print(f"ctxkit {ctxkit.__version__}, Python {sys.version.split()[0]}")
    print("\none default_pipeline(8_000) serving N conversations round-robin (240 messages each, a unit appended per call):")
    rows = {}
    for count in (16, 64, 256, 1_000):
        rows[count] = row = many_conversations(count, turns=max(3, 480 // count))
        print(f"  {count:>5,} conversations: {row['per_call_ms']:7.3f} ms per call (median {row['median_ms']:.3f}), "
              f"ratio to 16: {row['per_call_ms'] / rows[16]['per_call_ms']:5.2f}x; held by the pipeline "
              f"{row['held_mb']:7.1f} MB ({row['held_mb'] * 1024 / count:6.1f} KB per conversation); {row['calls']} calls")
    print("\nruns of one task (the same system prompt and first user message), and new dicts every call:")
    for same_task, copies in ((True, False), (True, True)):
        for count in (16, 1_000):
            row = many_conversations(count, turns=max(3, 480 // count), same_task=same_task, copies=copies)
            print(f"  {count:>5,} runs{', new dicts every call' if copies else '':<24}: first call "
                  f"{row['first_call_ms']:7.3f} ms, then {row['per_call_ms']:7.3f} ms per call")


def main() -> None:
    cli.check(__doc__, ("--many",), ())  # -h, or an option it does not take: before any work
    if "--many" in sys.argv[1:]:
        many()
        return
    print(f"ctxkit {ctxkit.__version__}, Python {sys.version.split()[0]}")
    print("\nTokenBudget.should_run, agent loop (one tool unit appended per call):")
    rows = {}
    for n in (100, 100_000):
        first, per_call = steady_should_run(n)
        rows[n] = per_call
        print(f"  {n:>7,} messages: first call {first * 1e3:9.3f} ms (full estimate), "
              f"then {per_call * 1e6:7.2f} us per call")
    print(f"  ratio 100,000 / 100 messages: {rows[100_000] / rows[100]:.2f}x (goal: <= 2x)")
    print("\napply_transforms with every step skipped (5 steps):")
    for n in (100, 100_000):
        per_call = skipped_pipeline(n)
        print(f"  {n:>7,} messages: {per_call * 1e6:8.2f} us per call, {per_call / 5 * 1e6:6.2f} us per step")
    print("\ndefault_pipeline(32_000), agent loop (300 tool units appended, batches included):")
    rows = {n: pipeline_scaling(n) for n in (1_000, 100_000)}
    for n, row in rows.items():
        print(f"  {n:>7,} messages: first call {row['first_ms']:8.1f} ms = {row['first_vs_plain']:.2f}x a plain "
              f"estimate ({row['plain_estimate_ms']:.1f} ms); per turn mean {row['turn_mean_ms']:.3f} ms, "
              f"median {row['turn_median_ms']:.3f} ms; {row['batches']} batches in {row['turns']} turns")
    print(f"  per-turn mean 100,000 / 1,000 messages: {rows[100_000]['turn_mean_ms'] / rows[1_000]['turn_mean_ms']:.1f}x "
          "(goal <= 2x)")
    remembered, raw = parsed_every_turn()
    print("\nestimate_messages of a 400-message history parsed again from JSON every turn (new objects, equal texts):")
    print(f"  one estimator {remembered:.2f} ms per turn, memo_size=0 {raw:.2f} ms per turn: {raw / remembered:.1f}x")
    shared, emptied = pipeline_per_request()
    print("\ndefault_pipeline(8_000) built for each request of that history, parsed again (a cold estimator each time):")
    print(f"  the estimators' shared memo {shared:.2f} ms per request, emptied before each request {emptied:.2f} ms: "
          f"{emptied / shared:.1f}x")


if __name__ == "__main__":
    main()
