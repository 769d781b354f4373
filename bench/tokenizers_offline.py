"""The real tokenizers, offline: tiktoken's o200k/cl100k and the Claude tokenizer.

The ``litellm`` wheel (installed with ``--no-deps``, bench extra only) bundles tiktoken's BPE files
and ``anthropic_tokenizer.json`` in ``litellm/litellm_core_utils/tokenizers/``; pointing
``TIKTOKEN_CACHE_DIR`` there makes ``tiktoken.get_encoding`` work with no network. ctxkit itself
never imports any of this.
"""
from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from typing import Callable


def _tokenizer_dir() -> Path:
    spec = importlib.util.find_spec("litellm")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("bench: install the bench extra and litellm: "
                         "python -m pip install '.[bench]' && python -m pip install --no-deps litellm")
    return Path(next(iter(spec.submodule_search_locations))) / "litellm_core_utils" / "tokenizers"


def counters() -> dict[str, Callable[[str], int]]:
    """profile -> a function returning the real token count of a text."""
    folder = _tokenizer_dir()
    os.environ["TIKTOKEN_CACHE_DIR"] = str(folder)
    import tiktoken
    from tokenizers import Tokenizer

    o200k, cl100k = tiktoken.get_encoding("o200k_base"), tiktoken.get_encoding("cl100k_base")
    claude = Tokenizer.from_file(str(folder / "anthropic_tokenizer.json"))
    return {
        "o200k": lambda text: len(o200k.encode(text, disallowed_special=())),
        "cl100k": lambda text: len(cl100k.encode(text, disallowed_special=())),
        "claude": lambda text: len(claude.encode(text).ids),
    }


def encoders():
    """The tiktoken encodings themselves, for throughput comparisons."""
    os.environ["TIKTOKEN_CACHE_DIR"] = str(_tokenizer_dir())
    import tiktoken

    return {"o200k": tiktoken.get_encoding("o200k_base"), "cl100k": tiktoken.get_encoding("cl100k_base")}


def vocabularies(inner: bool = False) -> dict[str, list[str]]:
    """profile -> the text of every token of its vocabulary that decodes to whole UTF-8 characters; with ``inner``,
    of every token, the whole characters it holds between a piece of one at either end (``\\x97京赛车``: a
    character's last byte, then three: ``京赛车``), where there are any."""
    read = _inner if inner else _text
    return {profile: [t for t in map(read, tokens) if t is not None]  # type: ignore[arg-type]
            for profile, tokens in token_bytes().items()}


def token_bytes() -> dict[str, list[bytes]]:
    """profile -> the bytes of every token of its vocabulary, pieces of characters included (``\\x9e\\xc5``)."""
    import json

    out = {profile: [t for t in (_token_bytes(enc, i) for i in range(enc.n_vocab)) if t is not None]
           for profile, enc in encoders().items()}
    # Claude's tokenizer is byte-level BPE: a token is spelled in GPT-2's byte-to-character map.
    bs = [*range(ord("!"), ord("~") + 1), *range(ord("¡"), ord("¬") + 1), *range(ord("®"), ord("ÿ") + 1)]
    cs = bs[:]
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + len(cs) - 188)
    byte_of = {chr(c): b for b, c in zip(bs, cs)}
    model = json.loads((_tokenizer_dir() / "anthropic_tokenizer.json").read_text())["model"]
    out["claude"] = [bytes(byte_of[ch] for ch in token) for token in model["vocab"] if all(ch in byte_of for ch in token)]
    return out


def _token_bytes(enc, i: int) -> bytes | None:
    """Token ``i`` of a tiktoken encoding, or None (no such id)."""
    try:
        return enc.decode_single_token_bytes(i)
    except KeyError:
        return None


def _inner(data: bytes) -> str | None:
    """The whole characters of ``data`` between a piece of one at either end, or None if there are none (or if a
    piece stands elsewhere: no text)."""
    start = len(data) - len(data.lstrip(bytes(range(0x80, 0xC0))))  # the last bytes of a character
    end = len(data)
    lead = max((k for k in range(max(start, end - 4), end) if data[k] >= 0xC0), default=None)
    if lead is not None and end - lead < (2 if data[lead] < 0xE0 else 3 if data[lead] < 0xF0 else 4):
        end = lead  # the first bytes of one
    return _text(data[start:end]) or None


def _text(data: bytes) -> str | None:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None
