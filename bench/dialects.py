"""Dialect converters for the tests and the benchmarks: the shared traces are OpenAI chat lists.

ctxkit itself takes each dialect as it is; these only build real-shaped Anthropic requests from
OpenAI ones, so that both dialects are driven by the same conversations.
"""
from __future__ import annotations

import json


def to_anthropic(messages):
    """An OpenAI chat history as the ``messages`` of an Anthropic request: the leading system
    block leaves (it is the request's top-level ``system``), ``tool_calls`` become ``tool_use``
    blocks and each run of ``tool`` messages one user message of ``tool_result`` blocks.
    Anything else (Anthropic blocks already there, a late system message) is kept as it is, so
    the validator judges it."""
    out, i = [], 0
    while i < len(messages) and isinstance(messages[i], dict) and messages[i].get("role") in ("system", "developer"):
        i += 1
    for message in messages[i:]:
        if not isinstance(message, dict):
            out.append(message)
        elif message.get("role") == "assistant" and message.get("tool_calls"):
            content = message.get("content")
            blocks = [{"type": "text", "text": content}] if isinstance(content, str) and content.strip() else \
                [b for b in content or () if isinstance(b, dict)] if isinstance(content, list) else []
            for call in message["tool_calls"]:
                function = call.get("function") or {}
                try:
                    arguments = json.loads(function.get("arguments") or "{}")
                except ValueError:
                    arguments = {"raw": function.get("arguments")}
                blocks.append({"type": "tool_use", "id": call.get("id"), "name": function.get("name"),
                               "input": arguments if isinstance(arguments, dict) else {"value": arguments}})
            out.append({"role": "assistant", "content": blocks})
        elif message.get("role") == "tool":
            block = {"type": "tool_result", "tool_use_id": message.get("tool_call_id"),
                     "content": message.get("content") or ""}
            if out and out[-1].get("role") == "user" and out[-1].get("_results"):
                out[-1]["content"].append(block)
            else:
                out.append({"role": "user", "content": [block], "_results": True})
        else:
            out.append(message)
    return [{k: v for k, v in m.items() if k != "_results"} if isinstance(m, dict) else m for m in out]


def to_responses(messages):
    """An OpenAI chat history as the ``input`` items of an OpenAI Responses request: each message
    a ``message`` item (assistant text as ``output_text``), each tool call a ``function_call``
    item preceded, once per assistant turn, by a ``reasoning`` item (as reasoning models return
    them), each tool message a ``function_call_output``."""
    out = []
    for k, message in enumerate(messages):
        role = message.get("role")
        if role == "tool":
            out.append({"type": "function_call_output", "call_id": message.get("tool_call_id"),
                        "output": message.get("content") if isinstance(message.get("content"), str) else
                        json.dumps(message.get("content"))})
            continue
        if role == "assistant" and message.get("tool_calls"):
            out.append({"type": "reasoning", "id": f"rs_{k}", "summary": [
                {"type": "summary_text", "text": "Deciding which tool to call next."}]})
        content = message.get("content")
        if content:
            text = content if isinstance(content, str) else " ".join(
                p.get("text", "") for p in content if isinstance(p, dict))
            kind = "output_text" if role == "assistant" else "input_text"
            out.append({"type": "message", "role": role, "content": [{"type": kind, "text": text}]})
        for call in message.get("tool_calls") or ():
            function = call.get("function") or {}
            out.append({"type": "function_call", "call_id": call.get("id"), "name": function.get("name"),
                        "arguments": function.get("arguments") or "{}"})
    return out
