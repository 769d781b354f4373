"""History benchmark: replay the shared agent traces turn by turn against ctxkit and its peers.

    python -m pip install ".[bench]"
    python bench/bench_history.py [--json results.json]
    python bench/bench_history.py --frontier    # recall against cost over a grid of settings
    python bench/bench_history.py --families [--tune-family openhands]   # per agent family, held out

At turn t the agent sends messages[:t] (before each assistant message of the trace); the strategy
sees the full history every turn, as an agent loop does. Per strategy and budget (8k and 32k
tokens), over the conversations whose history exceeds the budget:
- validity: share of requests that pass ctxkit.validate_messages in both dialects: as an OpenAI
  chat request, and as an Anthropic request once converted (bench/dialects.py); ctxkit's own
  strategies are also replayed natively on the Anthropic form of each trace ("anthropic" column);
- cache-friendly: share of requests that start with the previous request (a prompt-cache hit);
- modelled cost at Anthropic-style prices (cache read 0.1, cache write 1.25 per token: the common
  message prefix with the previous request is read, the rest written), and its ratio to the
  naive window and to LangChain trim_messages;
- over budget: share of requests above the budget (by ctxkit's o200k estimate);
- milliseconds per turn (the strategy's own time), and ctxkit's per-turn time at turn ~30 and
  ~300 of the longest trace.

Recall (issue 14): for the assistant message at turn t, its facts are the salient strings of its
text and tool-call arguments (paths, dotted or snake_case identifiers, CamelCase names, numbers of
3+ digits, quoted literals) that occur in an earlier tool output and not in the system prompt or
the first user message; a fact is kept when it occurs verbatim in the request of turn t; "within
one retrieval" also counts a fact found in a full output whose handle the request names (for the
strategies given a cache). An offline proxy for what the agent went on to use.

Strategies: ctxkit default_pipeline(budget) (with its embedded cache), also with its output
persisted as the history (the framework pattern of issue 20); ctxkit TokenBudget alone
without a cache, and with trigger 0.95 / target 0.7 and a cache; LangChain trim_messages
(strategy="last", include_system=True, count_tokens_approximately); a naive window (system +
the newest messages that fit, cut anywhere).
"""
from __future__ import annotations

import json
import os
import re
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import cli  # noqa: E402
import results_file  # noqa: E402
from dialects import to_anthropic  # noqa: E402

import ctxkit  # noqa: E402

BUDGETS = (8_000, 32_000)
EST = ctxkit.CharHeuristicEstimator()


#: The shared traces: CTXKIT_TRACES if set (as the tests and the corpus read it), else ../shared/traces.
TRACES = Path(os.environ.get("CTXKIT_TRACES") or HERE.parent.parent / "shared" / "traces")


def traces() -> list[tuple[str, list[dict]]]:
    folder = TRACES / "conversations"
    return [(p.stem, json.loads(p.read_text())) for p in sorted(folder.glob("*.json")) if not p.name.endswith(".tools.json")]


def family_of() -> dict[str, str]:
    """Conversation name -> agent family, from the manifest's ``source`` (issue 22): OpenHands,
    AutoCodeRover, SWE-agent (demonstrations and other authors' runs), mini-swe-agent, tau-bench
    (tau and tau2, every agent)."""
    manifest = json.loads((TRACES / "manifest.json").read_text())
    families = {"openhands": "openhands", "auto-code-rover-swe-agent": "swe-agent", "auto-code-rover": "autocoderover",
                "mini-swe-agent": "mini-swe-agent", "swe-agent": "swe-agent", "tau": "tau-bench"}
    out = {}
    for entry in manifest:
        source = str(entry.get("source", ""))
        name = Path(str(entry.get("file") or entry.get("name"))).stem
        out[name] = next((f for prefix, f in families.items() if source.startswith(prefix)), source)
    return out


def turns(messages: list[dict]) -> list[int]:
    """The t at which the agent sends messages[:t]: before every assistant message."""
    return [t for t in range(1, len(messages)) if messages[t].get("role") == "assistant"]


class CtxkitStrategy:
    """default_pipeline(budget) (its embedded cache), or TokenBudget(budget, **options) with a
    content-addressed cache or none."""

    def __init__(self, budget: int, pipeline: bool = True, cache: bool = False, **options):
        if pipeline:
            self.steps = ctxkit.default_pipeline(budget)
            self.cache = self.steps.cache
        else:
            self.cache = ctxkit.OutputCache(content_addressed=True) if cache else None
            self.steps = [ctxkit.TokenBudget(budget, cache=self.cache, **options)]
        self.iteration = 0

    def __call__(self, history: list[dict]) -> list[dict]:
        self.iteration += 1
        cx = ctxkit.TransformContext(iteration=self.iteration, estimator=EST)
        return ctxkit.apply_transforms(self.steps, history, cx)


class PersistedStrategy(CtxkitStrategy):
    """default_pipeline(budget) in a framework that stores what it returns as the history
    (pydantic-ai's ProcessHistory, a LangChain before_model hook): each turn's history is the
    previous request plus the messages the trace added since (issue 20)."""

    def __init__(self, budget: int):
        super().__init__(budget)
        self.persisted: list[dict] = []
        self.seen = 0

    def __call__(self, history: list[dict]) -> list[dict]:
        request = super().__call__(self.persisted + history[self.seen:])
        self.persisted, self.seen = list(request), len(history)
        return request


class PinnedWindow:
    """The frontier's bound by recency alone: the system prompt, the first user message (pinned,
    as ctxkit pins them) and the newest messages within ``share`` of the budget, recomputed
    every turn (cut anywhere: no batches, so it is cache-friendly only when nothing moved)."""

    def __init__(self, budget: int, share: float):
        self.room, self.cache = budget * share, None

    def __call__(self, history: list[dict]) -> list[dict]:
        first = next((i for i, m in enumerate(history) if m.get("role") == "user"), 0)
        pinned = [m for m in history[:first] if m.get("role") == "system"] + history[first:first + 1]
        return pinned + newest_within(history[first + 1:], self.room - EST.estimate_messages(pinned))


class LangChainStrategy:
    def __init__(self, budget: int):
        from langchain_core.messages import convert_to_messages, convert_to_openai_messages
        from langchain_core.messages.utils import count_tokens_approximately, trim_messages

        self.budget = budget
        self.to_lc, self.to_openai = convert_to_messages, convert_to_openai_messages
        self.trim, self.counter = trim_messages, count_tokens_approximately

    def __call__(self, history: list[dict]) -> list[dict]:
        trimmed = self.trim(self.to_lc(history), strategy="last", token_counter=self.counter,
                            max_tokens=self.budget, include_system=True)
        return self.to_openai(trimmed)


class NaiveWindow:
    def __init__(self, budget: int):
        self.budget = budget

    def __call__(self, history: list[dict]) -> list[dict]:
        system = [m for m in history[:1] if m.get("role") == "system"]
        # the request's 3 tokens whether or not a system message leads (estimate_messages([]) is 0)
        room = self.budget - 3 - sum(map(EST.message_tokens, system))
        return system + newest_within(history[len(system):], room)


def newest_within(messages: list[dict], room: float) -> list[dict]:
    """The newest ``messages`` whose estimates add up to at most ``room`` (cut anywhere)."""
    kept: list[dict] = []
    for message in reversed(messages):
        room -= EST.message_tokens(message)  # estimate_messages([m]) would add the request's 3 tokens again
        if room < 0:
            break
        kept.append(message)
    return kept[::-1]


def common_prefix(a: list[dict], b: list[dict]) -> int:
    n = 0
    for x, y in zip(a, b):
        if x is not y and x != y:
            break
        n += 1
    return n


def valid_both(request: list[dict], history: list[dict] | None = None) -> bool:
    """The request is valid as OpenAI chat and in its Anthropic form; a form the history itself
    is invalid in (a request of the system prompt alone, sent by tau2's agents for their greeting,
    has no Anthropic form) is not held against the strategy."""
    if ctxkit.validate_messages(request):
        return False
    if not ctxkit.validate_messages(to_anthropic(request), "anthropic"):
        return True
    return history is not None and bool(ctxkit.validate_messages(to_anthropic(history), "anthropic"))


def native_anthropic(make, conversations, budget) -> float:
    """Share of valid requests when the strategy is fed the Anthropic form of each trace."""
    requests = valid = 0
    for _, messages in conversations:
        strategy, converted = make(budget), to_anthropic(messages)
        for t in range(1, len(converted)):
            if converted[t].get("role") != "assistant":
                continue
            requests += 1
            valid += not ctxkit.validate_messages(strategy(converted[:t]), "anthropic")
    return round(100 * valid / max(requests, 1), 1)


#: Salient strings of an assistant message (issue 14's fact extractor): file paths, dotted or
#: snake_case identifiers, CamelCase names, numbers of three or more digits, quoted literals.
FACT = re.compile(r"(?:[\w.-]*/[\w./-]+|\b\w+\.\w{1,5}\b)"          # paths, file names
                  r"|\b[A-Za-z_][A-Za-z0-9]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+\b"  # dotted identifiers
                  r"|\b[a-z][a-z0-9]*_[a-z0-9_]+\b"                        # snake_case
                  r"|\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\b"                  # CamelCase
                  r"|\b\d{3,}\b"                                          # numbers of 3+ digits
                  r"|\"[^\"\n]{3,80}\"|'[^'\n]{3,80}'")                   # quoted literals


def _text(message: dict) -> str:
    parts = [ctxkit._content_text(message.get("content"))]
    for call in message.get("tool_calls") or ():
        parts.append(str((call.get("function") or {}).get("arguments") or ""))
    return "\n".join(parts)


def facts_by_turn(messages: list[dict]) -> dict[int, list[str]]:
    """For each turn t, the facts of the assistant message messages[t] that occur in an earlier
    tool output and not in the system prompt or the first user message: what the agent could
    only know from a tool result."""
    return {t: [fact for fact, _ in facts] for t, facts in facts_in_line(messages).items()}


def facts_in_line(messages: list[dict]) -> dict[int, list[tuple[str, str]]]:
    """facts_by_turn with each fact's line: the line of the latest earlier tool output that holds
    it, or 60 characters either side of it in a line longer than 200 (in-line recall, issue 22:
    the fact read where the tool printed it, not in a list of names or a restatement)."""
    first_user = next((m for m in messages if m.get("role") == "user"), {})
    known = _text(messages[0]) + "\n" + _text(first_user)
    outputs = ""
    result: dict[int, list[tuple[str, str]]] = {}
    for t, message in enumerate(messages):
        if message.get("role") == "assistant":
            found = {f.strip("\"'") for f in FACT.findall(_text(message))}
            facts = sorted(f for f in found if len(f) >= 3 and f in outputs and f not in known)
            result[t] = [(f, _line_of(outputs, f)) for f in facts]
        if message.get("role") == "tool":
            outputs += "\n" + _text(message)
    return result


def _line_of(text: str, fact: str) -> str:
    at = text.rfind(fact)
    start, end = text.rfind("\n", 0, at) + 1, text.find("\n", at)
    end = len(text) if end < 0 else end
    if end - start > 200:
        start, end = max(at - 60, start), min(at + len(fact) + 60, end)
    return text[start:end]


_HANDLE = re.compile(r'handle="([^"]+)"')


def replay(make, conversations, budget) -> dict:
    requests = valid = friendly = over = 0
    cost = 0.0
    seconds = 0.0
    facts = kept = reachable = inline = 0
    for _, messages in conversations:
        strategy = make(budget)
        previous: list[dict] = []
        wanted = facts_in_line(messages)
        for t in turns(messages):
            history = messages[:t]
            start = time.perf_counter()
            request = strategy(history)
            seconds += time.perf_counter() - start
            requests += 1
            valid += valid_both(request, history)
            text = "\n".join(_text(m) for m in request)
            cache = getattr(strategy, "cache", None)
            named = [cache.get(h) or "" for h in set(_HANDLE.findall(text))] if cache is not None else []
            for fact, line in wanted.get(t, ()):
                facts += 1
                hit = fact in text
                kept += hit
                inline += line in text
                reachable += hit or any(fact in full for full in named)
            k = common_prefix(previous, request)
            friendly += bool(previous) and k == len(previous)
            sizes = [EST.message_tokens(m) for m in request]
            total = sum(sizes) + 3  # = EST.estimate_messages(request)
            cached = sum(sizes[:k]) if k else 0
            cost += 0.1 * cached + 1.25 * (total - cached)
            over += total > budget
            previous = request
    return {"requests": requests, "facts": facts, "recall_%": round(100 * kept / max(facts, 1), 1),
            "inline_recall_%": round(100 * inline / max(facts, 1), 1),
            "recall_within_one_retrieval_%": round(100 * reachable / max(facts, 1), 1),
            "valid_%": round(100 * valid / requests, 1), "invalid": requests - valid,
            "cache_friendly_%": round(100 * friendly / requests, 1), "over_budget_%": round(100 * over / requests, 1),
            "cost": round(cost), "seconds": round(seconds, 2), "ms_per_turn": round(1e3 * seconds / requests, 3)}


def per_turn_scaling(conversations) -> dict:
    """ctxkit default_pipeline time per turn around turn 30 and turn 300 of the longest trace."""
    name, messages = max(conversations, key=lambda c: len(c[1]))
    times: dict[int, float] = {}
    for _ in range(5):  # five fresh replays; the fastest of each turn, to keep scheduler noise out
        strategy = CtxkitStrategy(32_000)
        for t in turns(messages):
            start = time.perf_counter()
            strategy(messages[:t])
            times[t] = min(times.get(t, float("inf")), time.perf_counter() - start)
    near = lambda center: statistics.median(v for t, v in times.items() if abs(t - center) <= 20)
    early, late = near(30), near(300)
    return {"trace": name, "messages": len(messages), "turn_30_ms": round(early * 1e3, 3),
            "turn_300_ms": round(late * 1e3, 3), "ratio": round(late / early, 2)}


def frontier(conversations) -> dict:
    """Recall against modelled cost and cache-friendly turns for a grid of settings (issue 14):
    TokenBudget(trigger, target) with a cache, Microcompact(keep) before it, and AutoCompact with
    a deterministic stand-in summarizer (the first line of each message it folds)."""
    def stand_in(prompt: str) -> str:
        return "\n".join(line[:120] for line in prompt.splitlines() if line.strip())[:2_000]

    rows = {}
    for budget in BUDGETS:
        exceeding = [c for c in conversations if EST.estimate_messages(c[1]) > budget]
        naive = replay(NaiveWindow, exceeding, budget)["cost"]
        grid = {f"TokenBudget({trigger}, {target})+cache": (lambda b, tr=trigger, ta=target:
                                                           CtxkitStrategy(b, False, True, trigger=tr, target=ta))
                for trigger in (0.85, 0.95) for target in (0.3, 0.5, 0.7, 0.8) if target < trigger}
        for target in (0.6, 0.65, 0.7):  # a batch only when the budget itself is reached
            grid[f"TokenBudget(1.0, {target})+cache"] = (lambda b, ta=target:
                                                        CtxkitStrategy(b, False, True, trigger=1.0, target=ta))
        grid["Microcompact(keep_last=3)+TokenBudget(0.95, 0.7)"] = lambda b: _Steps(
            [ctxkit.Microcompact(keep_last=3, trigger_tokens=int(b * 0.6), clear_at_least=int(b * 0.1)),
             ctxkit.TokenBudget(b, trigger=0.95, target=0.7, cache=ctxkit.OutputCache())])
        grid["AutoCompact(stand-in)"] = lambda b: _Steps(ctxkit.default_pipeline(b, summarize=stand_in))
        grid["default_pipeline"] = CtxkitStrategy
        for share in (0.7, 0.95):
            grid[f"bound: pinned + newest within {share:.0%}"] = lambda b, s=share: PinnedWindow(b, s)
        grid["naive window"] = NaiveWindow
        for name, make in grid.items():
            row = replay(make, exceeding, budget)
            rows[f"{budget // 1000}k {name}"] = {"recall_%": row["recall_%"], "inline_%": row["inline_recall_%"],
                                                "one_retrieval_%":
                                                row["recall_within_one_retrieval_%"], "cost_x_naive":
                                                round(row["cost"] / naive, 2), "cache_friendly_%": row["cache_friendly_%"],
                                                "valid_%": row["valid_%"], "over_%": row["over_budget_%"]}
    return rows


class _Steps:
    def __init__(self, steps):
        self.steps, self.iteration = steps, 0
        self.cache = next((getattr(s, "cache", None) for s in steps if getattr(s, "cache", None) is not None), None)

    def __call__(self, history):
        self.iteration += 1
        return ctxkit.apply_transforms(self.steps, history, ctxkit.TransformContext(iteration=self.iteration,
                                                                                   estimator=EST))


def by_family(conversations, tune: str) -> dict:
    """default_pipeline against the naive window per agent family and budget, and over the
    families other than ``tune`` (held out: the defaults were not chosen on them)."""
    families = family_of()
    groups: dict[str, list] = {}
    for name, messages in conversations:
        groups.setdefault(families.get(name, "?"), []).append((name, messages))
    groups["held out (all but " + tune + ")"] = [c for c in conversations if families.get(c[0]) != tune]
    groups["total"] = conversations
    rows = {}
    for budget in BUDGETS:
        for family, members in groups.items():
            exceeding = [c for c in members if EST.estimate_messages(c[1]) > budget]
            if not exceeding:
                continue
            naive = replay(NaiveWindow, exceeding, budget)
            ours = replay(CtxkitStrategy, exceeding, budget)
            rows[f"{budget // 1000}k {family}"] = {"conversations": len(exceeding), "naive": naive, "ctxkit": ours,
                                                  "cost_x_naive": round(ours["cost"] / naive["cost"], 2)}
    return rows


def main() -> None:
    cli.check(__doc__, ("--families", "--frontier"), ("--tune-family",), saves=True)  # -h, or an option it does not take: before any work
    conversations = traces()
    if "--families" in sys.argv:
        tune = sys.argv[sys.argv.index("--tune-family") + 1] if "--tune-family" in sys.argv else "openhands"
        rows = by_family(conversations, tune)
        print(f"{'budget family':<44}{'n':>4}  {'recall naive/ctxkit':>20}{'in-line naive/ctxkit':>22}{'1-retr.':>9}"
              f"{'cost':>7}{'cache':>8}{'invalid':>9}{'over':>7}")
        for name, r in rows.items():
            n, c = r["naive"], r["ctxkit"]
            print(f"{name:<44}{r['conversations']:>4}  {n['recall_%']:>9.1f}% {c['recall_%']:>8.1f}%"
                  f"{n['inline_recall_%']:>11.1f}% {c['inline_recall_%']:>8.1f}%{c['recall_within_one_retrieval_%']:>8.1f}%"
                  f"{r['cost_x_naive']:>6.2f}x{c['cache_friendly_%']:>7.1f}%{c['invalid']:>9}{c['over_budget_%']:>6.1f}%")
        results_file.save({"families": rows})
        return
    if "--frontier" in sys.argv:
        rows = frontier(conversations)
        print(f"{'setting':<52}{'recall':>8}{'in-line':>9}{'1-retr.':>9}{'cost':>7}{'cache':>8}{'valid':>8}{'over':>7}")
        for name, r in rows.items():
            print(f"{name:<52}{r['recall_%']:>7.1f}%{r['inline_%']:>8.1f}%{r['one_retrieval_%']:>8.1f}%{r['cost_x_naive']:>6.2f}x"
                  f"{r['cache_friendly_%']:>7.1f}%{r['valid_%']:>7.1f}%{r['over_%']:>6.1f}%")
        results_file.save({"frontier": rows})
        return
    if not conversations:
        raise SystemExit("bench: ../shared/traces is absent")
    strategies = {"ctxkit default_pipeline": CtxkitStrategy,
                  "ctxkit output persisted": PersistedStrategy,
                  "ctxkit TokenBudget, no cache": lambda b: CtxkitStrategy(b, False),
                  "TokenBudget(0.95, 0.7)+cache": lambda b: CtxkitStrategy(b, False, True, trigger=0.95, target=0.7),
                  "naive window": NaiveWindow}
    try:
        LangChainStrategy(1)
        strategies["langchain trim_messages"] = LangChainStrategy
    except ImportError:
        print("(langchain-core not installed: no trim_messages column)")
    results = {"ctxkit": ctxkit.__version__, "budgets": {}}
    print(f"ctxkit {ctxkit.__version__}: replay of {len(conversations)} shared traces, turn by turn")
    for budget in BUDGETS:
        exceeding = [c for c in conversations if EST.estimate_messages(c[1]) > budget]
        rows = {name: replay(make, exceeding, budget) for name, make in strategies.items()}
        for name, make in strategies.items():
            rows[name]["anthropic_valid_%"] = native_anthropic(make, exceeding, budget) if name.startswith("ctxkit") else None
        results["budgets"][budget] = rows
        print(f"\nbudget {budget:,} tokens: {len(exceeding)} conversations exceed it, "
              f"{rows['naive window']['requests']} requests")
        print(f"  {'strategy':<26}{'recall':>8}{'1-retr.':>8}{'invalid':>8}{'valid':>8}{'anthropic':>10}{'cache-hit':>11}{'over':>7}"
              f"{'cost':>12}{'vs naive':>10}{'vs trim':>9}{'ms/turn':>9}")
        for name, row in rows.items():
            vs_naive = row["cost"] / rows["naive window"]["cost"]
            vs_trim = row["cost"] / rows["langchain trim_messages"]["cost"] if "langchain trim_messages" in rows else float("nan")
            native = f"{row['anthropic_valid_%']:>9.1f}%" if row["anthropic_valid_%"] is not None else f"{'-':>10}"
            print(f"  {name:<26}{row['recall_%']:>7.1f}%{row['recall_within_one_retrieval_%']:>7.1f}%{row['invalid']:>8}"
                  f"{row['valid_%']:>7.1f}%{native}{row['cache_friendly_%']:>10.1f}%{row['over_budget_%']:>6.1f}%"
                  f"{row['cost']:>12,}{vs_naive:>9.2f}x{vs_trim:>8.2f}x{row['ms_per_turn']:>9.2f}")
    scaling = per_turn_scaling(conversations)
    results["per_turn"] = scaling
    print(f"\nctxkit per-turn time on {scaling['trace']} ({scaling['messages']} messages, budget 32k): "
          f"turn ~30 {scaling['turn_30_ms']} ms, turn ~300 {scaling['turn_300_ms']} ms -> {scaling['ratio']}x (goal <= 2x)")
    results_file.save(results)


if __name__ == "__main__":
    main()
