"""Purity benchmark: the request as a pure function of the history, on the shared traces.

    python bench/bench_purity.py [--fuzz-seconds 60]

Replays every shared trace turn by turn (before each assistant message, as an agent sends), in
the OpenAI dialect and converted to Anthropic's (bench/dialects.py), through several pipelines
and budgets (and at 8k converted to OpenAI Responses items), and counts:
- cold == warm: at every turn, a fresh pipeline (a new worker) against the warm one that served
  the earlier turns, compared as JSON bytes;
- interleaved: all traces in round robin through one pipeline object against one pipeline each;
- threads: 16 threads, one trace each, through one pipeline object, against sequential runs;
- fuzz: random histories and random pipelines replayed turn by turn for a while, in the three
  dialects (Anthropic's with turns that answer tool calls and speak and attached texts, Responses'
  with apply_patch calls), checked by an independent validator for pins (leading system block,
  first and latest user message), validity in the history's dialect, foreign content (a message
  neither from the history nor written by ctxkit), mutation of the input, and the budget of a
  pipeline that ends with a TokenBudget (of 600 tokens or more).
Every count of a violation must be 0.
"""
from __future__ import annotations

import argparse
import copy
import hashlib
import json
import random
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import results_file  # noqa: E402
from bench_history import traces, turns  # noqa: E402
from dialects import to_anthropic, to_responses  # noqa: E402

import ctxkit  # noqa: E402


def summarizer(prompt: str) -> str:
    """A deterministic LLM stand-in: the same prompt always gets the same summary."""
    digest = hashlib.sha256(prompt.encode("utf-8", "surrogatepass")).hexdigest()[:12]
    return f"Summary {digest}: the task, decisions, files touched, what is done and what remains."


def pipelines(budget: int) -> dict:
    return {
        "default_pipeline": lambda: ctxkit.default_pipeline(budget),
        "default_pipeline+summarizer": lambda: ctxkit.default_pipeline(budget, summarize=summarizer),
        "every transform": lambda: [
            ctxkit.ToolResultCap(max(budget, 2_000)),
            ctxkit.Microcompact(keep_last=2, trigger_tokens=budget // 2, clear_at_least=budget // 10),
            ctxkit.AutoCompact(summarizer, trigger_tokens=int(budget * 0.8), keep_recent_tokens=budget // 4),
            ctxkit.TokenBudget(budget, target=0.3)],
    }


def run(steps, history):
    return ctxkit.apply_transforms(steps, history, ctxkit.TransformContext())


def responses_turns(items: list[dict]) -> list[int]:
    """The t at which an agent sends items[:t] in the Responses API: before each assistant turn
    (the first of its reasoning, message or function_call items)."""
    starts = lambda item: item.get("type") in ("reasoning", "function_call") or item.get("role") == "assistant"
    return [t for t in range(1, len(items)) if starts(items[t]) and not starts(items[t - 1])]


def cold_warm(make, conversations, turns=turns) -> tuple[int, int]:
    checked = differ = 0
    for history in conversations:
        warm = make()
        for t in turns(history):
            out = run(warm, history[:t])
            checked += 1
            differ += json.dumps(out) != json.dumps(run(make(), history[:t]))
    return checked, differ


def interleaved(make, conversations, turns=turns) -> tuple[int, int]:
    shared, own = make(), [make() for _ in conversations]
    schedule = [turns(h) for h in conversations]
    checked = differ = 0
    for step in range(max(map(len, schedule))):
        for k, history in enumerate(conversations):
            if step < len(schedule[k]):
                prefix = history[:schedule[k][step]]
                checked += 1
                differ += run(shared, prefix) != run(own[k], prefix)
    return checked, differ


def threaded(make, conversations) -> tuple[int, int, int]:
    expected = [[run(own, h[:t]) for t in turns(h)] for own, h in ((make(), h) for h in conversations)]
    shared, results, errors = make(), [None] * len(conversations), []

    def worker(k):
        try:
            results[k] = [run(shared, conversations[k][:t]) for t in turns(conversations[k])]
        except Exception as error:  # noqa: BLE001 - any failure is a finding to count
            errors.append(error)

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(len(conversations))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    differ = sum(r != e for rs, es in zip(results, expected) for r, e in zip(rs or [], es))
    return sum(map(len, expected)), differ, len(errors)


# -- fuzz ---------------------------------------------------------------------------------------


def random_history(rng: random.Random) -> list[dict]:
    texts = ["", "ok", "é" * rng.randint(1, 200), "x " * rng.randint(1, 3_000), "line\n" * rng.randint(1, 400)]
    history = [{"role": "system", "content": "rules"}] if rng.random() < 0.7 else []
    if rng.random() < 0.3:
        history.append({"role": "assistant", "content": "Hello! How can I help?"})  # opens like tau2
    counter = 0
    for _ in range(rng.randint(1, 40)):
        kind = rng.choice(["user", "assistant", "calls", "calls", "calls"])
        if kind == "user":
            history.append({"role": "user", "content": rng.choice(texts[1:])})
        elif kind == "assistant":
            history.append({"role": "assistant", "content": rng.choice(texts[1:])})
        else:
            ids = [f"id{counter + k}" for k in range(rng.randint(1, 3))]
            counter += len(ids)
            history.append({"role": "assistant", "content": None, "tool_calls": [
                {"id": i, "type": "function", "function": {"name": rng.choice(["bash", "read"]), "arguments": "{}"}}
                for i in ids]})
            history += [{"role": "tool", "tool_call_id": i, "content": rng.choice(texts)} for i in rng.sample(ids, len(ids))]
    return history


def openai_shapes(history: list[dict], rng: random.Random) -> list[dict]:
    """``history`` (chat) with the shapes stop 84 found unclipped: a step of one call made the functions API's
    (``function_call`` writing a file, answered by a ``function`` message), an assistant's text made a refusal,
    a text split in parts of 50 characters."""
    out, names = [], {}
    for message in history:
        calls = message.get("tool_calls") or ()
        if len(calls) == 1 and rng.random() < 0.3:
            names[calls[0]["id"]] = calls[0]["function"]["name"]
            message = {"role": "assistant", "content": None, "function_call": {
                "name": calls[0]["function"]["name"], "arguments": json.dumps({"text": "+x = 1\n" * rng.randint(1, 3_000)})}}
        elif message.get("tool_call_id") in names:
            message = {"role": "function", "name": names[message["tool_call_id"]], "content": message["content"]}
        elif message["role"] == "assistant" and isinstance(message.get("content"), str) and rng.random() < 0.2:
            message = {"role": "assistant", "content": None, "refusal": message["content"]}
        elif message["role"] in ("assistant", "user") and isinstance(message.get("content"), str) and \
                len(message["content"]) > 100 and rng.random() < 0.2:  # a text in many short parts
            text = message["content"]
            message = dict(message, content=[{"type": "text", "text": text[k:k + 50]} for k in range(0, len(text), 50)])
        out.append(message)
    return out


def anthropic_shapes(items: list[dict], rng: random.Random) -> list[dict]:
    """``items`` (Anthropic) with the shapes stop 83 found unclipped: a user's text put into the message of tool
    results before it (a turn that answers tool calls and speaks), a user's text attached as a plain-text
    document or a search result; and stop 84's: code the API runs in the model's step (its input and output
    long)."""
    out: list[dict] = []
    for n, item in enumerate(items):
        if item.get("role") == "assistant" and isinstance(item.get("content"), list) and rng.random() < 0.2:
            code, printed = ("print(1)\n" * rng.randint(1, 3_000) for _ in range(2))
            item = dict(item, content=[
                {"type": "server_tool_use", "id": f"srvtoolu_{n}", "name": "code_execution", "input": {"code": code}},
                {"type": "code_execution_tool_result", "tool_use_id": f"srvtoolu_{n}", "content": {
                    "type": "code_execution_result", "stdout": printed, "stderr": "", "return_code": 0, "content": []}},
                *item["content"]])
        text = item.get("content") if item.get("role") == "user" else None
        if isinstance(text, str) and text.strip() and out and out[-1].get("role") == "user" \
                and isinstance(out[-1].get("content"), list) and rng.random() < 0.5:
            out[-1] = dict(out[-1], content=out[-1]["content"] + [{"type": "text", "text": text}])
            continue
        if isinstance(text, str) and text.strip() and rng.random() < 0.3:
            item = dict(item, content=[rng.choice([
                {"type": "document", "source": {"type": "text", "media_type": "text/plain", "data": text}},
                {"type": "search_result", "source": "s", "title": "t", "content": [{"type": "text", "text": text}]}])])
        out.append(item)
    return out


def responses_shapes(items: list[dict], rng: random.Random) -> list[dict]:
    """``items`` (Responses) with a function call here and there made an apply_patch call writing a file, and
    (stop 84) a shell call writing one through a heredoc, or code interpreter's call before it (its code long)."""
    patched = {item["call_id"] for item in items if item.get("type") == "function_call" and rng.random() < 0.2}
    shelled = {item["call_id"] for item in items if item.get("type") == "function_call" and rng.random() < 0.1}
    out: list[dict] = []
    for n, item in enumerate(items):
        if item.get("type") == "function_call" and rng.random() < 0.1 and out and out[-1].get("type") not in (
                "function_call", "reasoning"):
            out.append({"type": "code_interpreter_call", "id": f"ci_{n}", "container_id": "cntr_1", "status": "completed",
                        "code": "print(1)\n" * rng.randint(1, 3_000), "outputs": [{"type": "logs", "logs": "1"}]})
        if item.get("call_id") in shelled and item.get("call_id") not in patched and item["type"] == "function_call":
            item = {"type": "shell_call", "call_id": item["call_id"], "status": "completed", "action": {
                "commands": ["cat > a.py <<'EOF'\n" + "x = 1\n" * rng.randint(1, 3_000) + "EOF"]}}
        elif item.get("call_id") in shelled and item.get("call_id") not in patched and \
                item["type"] == "function_call_output":
            item = {"type": "shell_call_output", "call_id": item["call_id"], "output": [
                {"stdout": item["output"] if isinstance(item["output"], str) else "", "stderr": "",
                 "outcome": {"type": "exit", "exit_code": 0}}]}
        elif item.get("call_id") in patched and item["type"] == "function_call":
            item = {"type": "apply_patch_call", "call_id": item["call_id"], "status": "completed", "operation": {
                "type": "create_file", "path": "a.py", "diff": "+x = 1\n" * rng.randint(1, 3_000)}}
        elif item.get("call_id") in patched and item["type"] == "function_call_output":
            item = {"type": "apply_patch_call_output", "call_id": item["call_id"], "status": "completed",
                    "output": item["output"] if isinstance(item["output"], str) else "Done!"}
        out.append(item)
    return out


def random_pipeline(rng: random.Random):
    makers = []
    for _ in range(rng.randint(1, 4)):
        kind = rng.choice(["cap", "micro", "auto", "budget"])
        if kind == "cap":
            makers.append(lambda c=rng.randint(200, 3_000): ctxkit.ToolResultCap(c))
        elif kind == "micro":
            makers.append(lambda k=rng.randint(0, 3), t=rng.randint(50, 3_000), c=rng.randint(1, 500):
                          ctxkit.Microcompact(keep_last=k, trigger_tokens=t, clear_at_least=c))
        elif kind == "auto":
            fail = rng.random() < 0.3
            makers.append(lambda t=rng.randint(300, 3_000), fail=fail: ctxkit.AutoCompact(
                (lambda p: 1 / 0) if fail else summarizer, trigger_tokens=t, keep_recent_tokens=100))
        else:
            makers.append(lambda b=rng.randint(100, 4_000): ctxkit.TokenBudget(b))
    return lambda: [make() for make in makers]


def budget_of(steps: list) -> int | None:
    """The budget a pipeline's last step holds every request to (a TokenBudget's of 600 tokens or more), or
    None: under a few hundred tokens the pins' first words and the digest's frame alone may not fit."""
    last = steps[-1] if steps else None
    return last.max_tokens if isinstance(last, ctxkit.TokenBudget) and last.max_tokens >= 600 else None


def user_texts(messages) -> list[tuple[str, ...]]:
    """The texts of each user turn a person wrote, part by part (a turn that also answers tool calls: its
    texts, not its results; an attached document's or search result's text as a part's)."""
    return [tuple(ctxkit._content_text([b]) for b in m["content"] if not (isinstance(b, dict) and b.get("type") == "tool_result"))
            if isinstance(m.get("content"), list) else (ctxkit._content_text(m.get("content")),)
            for m in messages if ctxkit._is_user_turn(m)]


def pinned(texts: tuple[str, ...], kept: list[tuple[str, ...]]) -> bool:
    """A user turn's ``texts`` are in the request, each whole or as its clip: its head, a note saying how
    much was clipped to fit the token budget (naming the full text's handle when a cache keeps it), its
    tail. Pinned messages that alone exceed the budget are clipped so that the request fits."""
    def clip_of(text: str, k: str) -> bool:
        head, _, rest = k.partition("\n[ctxkit: ")
        note, _, tail = rest.partition("]\n")
        return k == text or ("clipped here to fit the token budget" in note and text.startswith(head)
                             and text.endswith(tail))
    # (a run of short text parts is clipped as one text, their texts joined by line breaks: stop 84)
    return any((len(k) == len(texts) and all(map(clip_of, texts, k))) or
               (len(k) < len(texts) and clip_of("\n".join(texts), "\n".join(k))) for k in kept)


def violations(out, history, dialect) -> list[str]:
    found = []
    lead = []
    for m in history:
        if not ctxkit._is_system(m):
            break
        lead.append(m)
    if out[:len(lead)] != lead:
        found.append("system")
    texts, kept = user_texts(history), user_texts(out)
    if texts and not (pinned(texts[0], kept) and pinned(texts[-1], kept)):
        found.append("user pin")
    if not ctxkit.validate_messages(history, dialect) and ctxkit.validate_messages(out, dialect):
        found.append("invalid")
    if any(not any(m is h or m == h for h in history) and "ctxkit" not in json.dumps(m) for m in out):
        found.append("foreign")
    return found


def fuzz(seconds: float, seed: int = 1) -> dict:
    rng = random.Random(seed)
    counts = {"histories": 0, "pipeline calls": 0, "system": 0, "user pin": 0, "invalid": 0, "foreign": 0,
              "mutated": 0, "cold != warm": 0, "over budget": 0}
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        history, make = random_history(rng), random_pipeline(rng)
        snapshot = copy.deepcopy(history)
        counts["histories"] += 1
        for dialect, full in (("openai", openai_shapes(history, rng)),
                              ("anthropic", anthropic_shapes(to_anthropic(history), rng)),
                              ("responses", responses_shapes(to_responses(history), rng))):
            warm = make()
            budget = budget_of(warm)
            for t in range(1, len(full) + 1):
                out = run(warm, full[:t])
                counts["pipeline calls"] += 2
                counts["cold != warm"] += out != run(make(), full[:t])
                # (nothing in these histories is never clipped: no image, no signed thinking)
                counts["over budget"] += budget is not None and ESTIMATOR.estimate_messages(out) > budget
                for name in violations(out, full[:t], dialect):
                    counts[name] += 1
        counts["mutated"] += history != snapshot
    return counts


ESTIMATOR = ctxkit.CharHeuristicEstimator()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--fuzz-seconds", type=float, default=60)
    parser.add_argument("--json", help="write the figures to this file")
    args = parser.parse_args()
    conversations = [messages for _, messages in traces()]
    if not conversations:
        raise SystemExit("bench: ../shared/traces is absent")
    both = conversations + [to_anthropic(h) for h in conversations]
    results = {"ctxkit": ctxkit.__version__, "cold_warm": {}, "interleaved": {}, "threads": {}}
    print(f"ctxkit {ctxkit.__version__}: {len(conversations)} shared traces, each also as an Anthropic request")
    print(f"\n{'pipeline':<30}{'budget':>8}{'cold==warm turns':>20}{'differ':>8}{'interleaved':>13}{'differ':>8}")
    for budget in (2_000, 8_000, 32_000):
        for name, make in pipelines(budget).items():
            start = time.perf_counter()
            checked, differ = cold_warm(make, both)
            mixed, mixed_differ = interleaved(make, both)
            key = f"{name} @ {budget}"
            results["cold_warm"][key] = {"turns": checked, "differ": differ}
            results["interleaved"][key] = {"turns": mixed, "differ": mixed_differ}
            print(f"{name:<30}{budget:>8,}{checked:>20,}{differ:>8}{mixed:>13,}{mixed_differ:>8}"
                  f"   ({time.perf_counter() - start:.1f} s)")
    responses = [to_responses(h) for h in conversations]
    for name, make in pipelines(8_000).items():  # the Responses dialect: items in, items out
        start = time.perf_counter()
        checked, differ = cold_warm(make, responses, responses_turns)
        mixed, mixed_differ = interleaved(make, responses, responses_turns)
        key = f"{name} @ 8000, Responses items"
        results["cold_warm"][key] = {"turns": checked, "differ": differ}
        results["interleaved"][key] = {"turns": mixed, "differ": mixed_differ}
        print(f"{name + ' (Responses)':<30}{8_000:>8,}{checked:>20,}{differ:>8}{mixed:>13,}{mixed_differ:>8}"
              f"   ({time.perf_counter() - start:.1f} s)")
    total, differ, errors = threaded(pipelines(8_000)["every transform"], (both * 2)[:16])
    results["threads"] = {"threads": 16, "requests": total, "differ": differ, "errors": errors}
    print(f"\n16 threads, one pipeline (every transform @ 8k): {total:,} requests, {differ} differ from "
          f"sequential runs, {errors} errors")
    counts = fuzz(args.fuzz_seconds)
    results["fuzz"] = counts
    print(f"\nfuzz ({args.fuzz_seconds:.0f} s): " + ", ".join(f"{k} {v:,}" for k, v in counts.items()))
    results_file.save(results)


if __name__ == "__main__":
    main()
