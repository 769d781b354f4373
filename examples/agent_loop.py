"""A complete, synchronous agent loop that uses every part of ctxkit.

    python examples/agent_loop.py --base-url http://localhost:11434/v1 --model llama3.1

Works against any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, llama.cpp
server, LM Studio); the key, if one is needed, comes from $OPENAI_API_KEY. What it shows:

- two toy tools, one of which returns a large output (a 40 KB test log);
- ProgressiveTransformer on every tool result: the model sees a summary and a handle;
- ``__get_full_output`` registered as a tool and served from the retriever: the model reads the
  full log back, a page or a regex at a time;
- apply_transforms(default_pipeline(...)) before every call, with a TransformContext that carries
  the iteration, the model id, the last response's Usage and a CalibratedEstimator that is fed
  what the provider billed after each response.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout, or installed

import ctxkit  # noqa: E402


def run_tests(arguments: dict) -> str:
    """A toy test runner: 1,200 passing tests and one failure in the middle (about 40 KB)."""
    lines = [f"tests/test_invoice.py::test_case_{i:04d} PASSED" for i in range(1_200)]
    lines.insert(737, "tests/test_invoice.py::test_rounding_half_cent FAILED - assert Decimal('0.02') == Decimal('0.03')")
    return "\n".join(lines) + "\n=== 1 failed, 1200 passed in 9.81s ===\n"


def read_file(arguments: dict) -> str:
    """A toy file reader."""
    path = str(arguments.get("path", ""))
    if path.endswith("tax.py"):
        return "def invoice_tax(lines):\n    return sum(line_tax(line) for line in lines)  # rounds every line\n"
    return f"error: no such file: {path}"


TOOLS: dict[str, tuple[Callable[[dict], str], dict]] = {
    "run_tests": (run_tests, {"type": "object", "properties": {}, "additionalProperties": False}),
    "read_file": (read_file, {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}),
}


def tool_definitions(retriever: ctxkit.FullOutputRetriever) -> list[dict]:
    tools = [{"type": "function", "function": {"name": name, "description": fn.__doc__, "parameters": schema}}
             for name, (fn, schema) in TOOLS.items()]
    return tools + [retriever.openai_tool()]


def run_agent(task: str, *, base_url: str, model: str, api_key: str | None = None, max_turns: int = 12,
              budget: int = 32_000, session: Any = None) -> dict:
    """Run the loop until the model answers without a tool call; returns the answer and state."""
    import requests

    session = session or requests.Session()
    progressive = ctxkit.ProgressiveTransformer(ctxkit.extractive_summarizer(), max_summary_length=2_000)
    retriever = progressive.retriever_tool()
    estimator = ctxkit.CalibratedEstimator(ctxkit.CharHeuristicEstimator.for_model(model))
    pipeline = ctxkit.default_pipeline(budget, cache=progressive.cache)
    history: list[dict] = [
        {"role": "system", "content": "You are a careful coding agent. Use the tools; be brief."},
        {"role": "user", "content": task},
    ]
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    usage = None
    for iteration in range(max_turns):
        cx = ctxkit.TransformContext(model_id=model, iteration=iteration, last_provider_usage=usage,
                                     estimator=estimator)
        request = ctxkit.apply_transforms(pipeline, history, cx)
        response = session.post(f"{base_url.rstrip('/')}/chat/completions", headers=headers, timeout=120,
                                json={"model": model, "messages": request, "tools": tool_definitions(retriever)})
        response.raise_for_status()
        data = response.json()
        if data.get("usage"):
            usage = ctxkit.Usage.from_response(data)
            estimator.observe(request, usage)  # learn how far the heuristic is from the real bill
        message = data["choices"][0]["message"]
        history.append({"role": "assistant", "content": message.get("content"),
                        **({"tool_calls": message["tool_calls"]} if message.get("tool_calls") else {})})
        if not message.get("tool_calls"):
            return {"answer": message.get("content"), "history": history, "iterations": iteration + 1,
                    "estimator_ratio": estimator.ratio, "observations": estimator.observations}
        for call in message["tool_calls"]:
            name, arguments = call["function"]["name"], call["function"].get("arguments") or "{}"
            if name == retriever.name:
                output = retriever(arguments)  # already the right size: never summarized again
            elif name in TOOLS:
                try:
                    parsed = json.loads(arguments)
                except ValueError:
                    parsed = {}
                output = progressive.transform(TOOLS[name][0](parsed), name, call_id=call["id"])
            else:
                output = f"error: unknown tool {name!r}"
            history.append({"role": "tool", "tool_call_id": call["id"], "content": output})
    raise RuntimeError(f"no answer after {max_turns} turns")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base-url", default=os.environ.get("OPENAI_BASE_URL", "http://localhost:11434/v1"))
    parser.add_argument("--model", required=True)
    parser.add_argument("--task", default="Run the tests and tell me which one fails and why.")
    args = parser.parse_args(argv)
    result = run_agent(args.task, base_url=args.base_url, model=args.model, api_key=os.environ.get("OPENAI_API_KEY"))
    print(result["answer"])
    print(f"[{result['iterations']} model calls; estimator ratio {result['estimator_ratio']:.2f} after "
          f"{result['observations']} billed responses]", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
