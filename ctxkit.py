# SPDX-License-Identifier: MIT
# Copyright (c) 2026 the ctxkit authors
# https://github.com/ctxkit/ctxkit - this file is the whole library; copy it freely, keep this header.
"""ctxkit: keep an LLM agent's context window small, valid and cheap, without losing anything.

Components (one banner section each, in this order):

- tokens: ``CharHeuristicEstimator`` (script-aware, no tokenizer library; profiles o200k,
  cl100k, claude), ``CalibratedEstimator`` (corrected by what the provider bills), ``Usage``;
- context: ``CancellationToken`` and ``TransformContext``, handed to every transform;
- messages: ``validate_messages`` (what a provider would reject) and ``split_units``
  (the atomic units a history may be cut between);
- context transforms: ``apply_transforms`` runs ``ContextTransform`` steps before every LLM
  call: ``TokenBudget``, ``ToolResultCap``, ``Microcompact``, ``AutoCompact``, composed by
  ``default_pipeline``;
- summarizers: ``SlidingWindowSummarizer`` and ``LlmSummarizer`` compact a history in place;
- tool outputs: ``ProgressiveTransformer`` turns a large tool output into a summary plus a
  handle; the full text stays in an ``OutputCache`` (any ``MutableMapping``, e.g.
  ``RedisStore``) and the model reads it back with the ``FullOutputRetriever`` tool,
  ``__get_full_output``; ``extractive_summarizer`` needs no LLM;
- LLM callables: ``openai_summarizer`` for any OpenAI-compatible server;
- CLI: ``python ctxkit.py compact|summarize|inspect|count``.

Messages are plain OpenAI chat dicts (``role``, ``content`` str | list | None, ``tool_calls``,
``tool_call_id``); Anthropic content blocks (``tool_use`` / ``tool_result``), OpenAI Responses
items and the SDKs' objects work too.

The vocabulary, the same in every class (canonical names first; where a reference design fixed
another spelling, both are accepted, giving both is a ``TypeError``):

- sizes: ``*_tokens`` counts tokens, ``*_chars`` characters (``max_summary_length``, a
  ``ProgressiveTransformer``'s summary size, is characters: the reference design's name);
  ``max_tokens`` is always the context budget, the completion length is ``max_output_tokens``
  (``openai_summarizer``; ``max_tokens`` accepted);
- when work starts: a fraction of ``max_tokens`` is a ``trigger`` and the size a batch prunes
  down to a ``target`` (``TokenBudget``); an absolute size is ``trigger_tokens``
  (``Microcompact``, ``AutoCompact``, ``LlmSummarizer``, which also takes ``token_threshold``);
  ``SlidingWindowSummarizer(window).trigger_at(n)`` counts messages (the reference design);
- what stays verbatim: ``keep_last`` counts the newest items (tool results for
  ``Microcompact``, which also takes ``keep``; messages for ``LlmSummarizer``, which also takes
  ``retain_last``), ``keep_recent_tokens`` measures them in tokens, ``keep_first_user`` pins
  the first user message; ``window`` is ``SlidingWindowSummarizer``'s count;
- collaborators: ``summarize`` is the ``str -> str`` callable (first argument of
  ``AutoCompact``, ``LlmSummarizer``, ``ProgressiveTransformer``), ``prompt`` its template
  (``None``: the default, :data:`COMPACTION_PROMPT` or :data:`DEFAULT_SUMMARY_PROMPT`),
  ``cache`` an ``OutputCache`` (where removed outputs are kept), ``store`` a
  ``MutableMapping[str, str]`` (where a component keeps its text), ``estimator`` a
  ``TokenEstimator``; templates name their fields in braces (``{output}``, ``{previous}``,
  ``{conversation}``, ``{tool}``...) and nothing else in them is special;
- the first argument or two are positional, every other one keyword-only (but
  ``apply_transforms(transforms, messages, cx)``, the reference design's three).

>>> import ctxkit
>>> history = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hi"}]
>>> cx = ctxkit.TransformContext.for_model("gpt-4o")
>>> request = ctxkit.apply_transforms(ctxkit.default_pipeline(32_000), history, cx)
>>> request == history, ctxkit.validate_messages(request)
(True, [])
"""
from __future__ import annotations

import binascii
import bisect
import collections
import contextlib
import copy
import dataclasses
import functools
import hashlib
import itertools
import json
import logging
import math
import operator
import os
import re
import sys

if sys.version_info < (3, 9):  # noqa: UP036 - a vendored copy may meet an old interpreter: say so first
    _OLD = f"ctxkit needs Python 3.9 or newer, not {'.'.join(map(str, sys.version_info[:3]))}"
    if __name__ == "__main__":  # run as the command: one line, as its other errors (exit 2: bad usage)
        sys.stderr.write(f"ctxkit: error: {_OLD}\n")
        raise SystemExit(2)
    raise ImportError(_OLD)

import threading
import time
import weakref
from collections.abc import (
    Callable,
    Collection,
    Iterable,
    Iterator,
    Mapping,
    MutableMapping,
    Sequence,
)
from typing import TYPE_CHECKING, Any, AnyStr, ClassVar, NamedTuple, Protocol, cast, runtime_checkable
from zlib import adler32 as _adler32
from zlib import decompress as _decompress
from zlib import decompressobj as _decompressobj
from zlib import error as _ZlibError

__all__ = [  # noqa: RUF022 - grouped by section, in the module's order
    # errors
    "CtxkitError",
    "Cancelled",
    "SummarizerError",
    "CacheUnavailable",
    # tokens
    "TokenEstimator",
    "CharHeuristicEstimator",
    "CalibratedEstimator",
    "profile_for_model",
    "Usage",
    # context
    "CancellationToken",
    "TransformContext",
    # messages
    "Message",
    "as_messages",
    "validate_messages",
    "split_units",
    # context transforms
    "ContextTransform",
    "TransformApplied",
    "apply_transforms",
    "TokenBudget",
    "ToolResultCap",
    "Microcompact",
    "AutoCompact",
    "default_pipeline",
    "Pipeline",
    # summarizers
    "Summarizer",
    "SlidingWindowSummarizer",
    "LlmSummarizer",
    "SUMMARY_PREFIX",
    "DIGEST_PREFIX",
    "COMPACTION_PROMPT",
    # tool outputs
    "OutputTransformer",
    "ProgressiveTransformer",
    "OutputCache",
    "FullOutputRetriever",
    "RedisStore",
    "SqliteStore",
    "DEFAULT_SUMMARY_PROMPT",
    "extractive_summarizer",
    # LLM callables
    "openai_summarizer",
    # CLI
    "main",
]

__version__ = "0.1.0"

#: A chat message: a mapping in the OpenAI chat format (``role``, ``content``, ``tool_calls``,
#: ``tool_call_id``...), Anthropic content blocks allowed; ctxkit reads it and never mutates it,
#: and the messages it writes are plain dicts.
Message = Mapping[str, Any]

_log = logging.getLogger("ctxkit")
# A library stays quiet unless the application configures logging (no last-resort stderr output).
_log.addHandler(logging.NullHandler())

#: Tokens a provider adds per message for the role and the separators (OpenAI documents 3 for its
#: chat format, plus 1 when a ``name`` is present); 4 rounds up, since over-counting is safer.
_MESSAGE_OVERHEAD = 4
#: Tokens that prime the assistant's reply, billed once per request (OpenAI: 3).
_REQUEST_OVERHEAD = 3
#: Tokens of framing around each tool call (id, type and the JSON keys around name and arguments).
_TOOL_CALL_OVERHEAD = 8
#: Fixed cost of one image part. Anthropic bills about width*height/750 tokens, 1,600 at its
#: 1.15-megapixel cap; OpenAI bills 765 for a 1024x1024 image at high detail. The larger figure
#: is used because an under-count overflows the window while an over-count only prunes early.
_IMAGE_TOKENS = 1_600
#: Tokens of one page of a PDF sent as a document: its text (Anthropic: 1,500 to 3,000 a page)
#: and its image (each page is also seen as an image), at the upper end, for the same reason.
_PDF_PAGE_TOKENS = 4_600
#: Tokens of one second of audio input (OpenAI bills about 10), doubled for the same reason.
_AUDIO_SECOND_TOKENS = 20
#: Roles a provider accepts in a message list (``developer`` is OpenAI's newer ``system``;
#: ``function`` is its legacy tool-result role).
_KNOWN_ROLES = frozenset({"system", "developer", "user", "assistant", "tool", "function"})


# ============================================================================================
# Errors and shared helpers (argument checks, templates, one-line text)
# ============================================================================================


class CtxkitError(Exception):
    """Root of every error ctxkit raises on purpose; catch this to catch them all."""


class Cancelled(CtxkitError):
    """Raised by :meth:`CancellationToken.raise_if_cancelled`: the caller cancelled the work."""


class SummarizerError(CtxkitError):
    """A summarizer (an LLM call, usually) failed or answered with no usable summary."""


def _check_positive_int(name: str, value: Any) -> None:
    """``ValueError`` naming ``name`` unless ``value`` is an int >= 1 (a bool is not an int here)."""
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError(f"expected a positive int for {name}, not {value!r}")


def _check_non_negative_int(name: str, value: Any) -> None:
    """``ValueError`` naming ``name`` unless ``value`` is an int >= 0."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"expected a non-negative int for {name}, not {value!r}")


def _check_str(name: str, value: Any) -> None:
    """``TypeError`` naming ``name`` unless ``value`` is a str."""
    if not isinstance(value, str):
        raise TypeError(f"expected a str for {name}, not {type(value).__name__}")


def _spelling(canonical: str, value: Any, alias: str, alias_value: Any, default: Any) -> tuple[Any, str]:
    """The value of a parameter that has a canonical name and a reference-design spelling (see
    the module docstring's vocabulary), and the name it was given under (errors name it):
    either may be given, not both."""
    if value is not None and alias_value is not None:
        raise TypeError(f"give {canonical} or its other spelling {alias}, not both")
    if alias_value is not None:
        return alias_value, alias
    return (value if value is not None else default), canonical


def _cut(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` chars (an ellipsis marks the cut)."""
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _one_line(text: Any, width: int = 60) -> str:
    """``text`` on one line (whitespace runs as one space), cut to ``width`` characters."""
    return _cut(" ".join(str(text)[:width * 4].split()), width)


def _alias(canonical: str) -> Any:
    """A read-only attribute under the other spelling of ``canonical`` (see the vocabulary)."""
    return property(lambda self: getattr(self, canonical), doc=f"The other spelling of ``{canonical}``.")


class _LazyPattern:
    """A regular expression compiled at its first use, not at import: ctxkit's 49 module-level
    patterns took 40% of its own import time (11 of 27 ms), and most programs use a few of them.
    The search methods are the compiled pattern's, bound on the instance at the first use (as fast
    as the pattern's own after it); ``pattern`` and ``flags`` are known before; anything else is
    the compiled pattern's."""

    def __init__(self, pattern: Any, flags: int = 0) -> None:
        self.pattern, self.flags = pattern, flags

    def __getattr__(self, name: str) -> Any:
        compiled = re.compile(self.pattern, self.flags)  # re caches it: a second call is a lookup
        for method in ("search", "match", "fullmatch", "findall", "finditer", "sub", "subn", "split"):
            setattr(self, method, getattr(compiled, method))  # two threads at once bind the same methods
        return getattr(compiled, name)


def _lazy_re(pattern: AnyStr, flags: int = 0) -> re.Pattern[AnyStr]:
    """``re.compile(pattern, flags)``, compiled at its first use (:class:`_LazyPattern`)."""
    return cast("re.Pattern[AnyStr]", _LazyPattern(pattern, flags))


def _fill_template(template: str, **fields: str) -> str:
    """``template`` with each ``{name}`` of ``fields`` replaced, in one pass (a value that
    contains ``{name}`` is never filled again); other braces are left alone. The one template
    mechanism of ctxkit: the summary and compaction prompts, Microcompact's placeholder."""
    pattern = "|".join(map(re.escape, fields))
    return re.sub(r"\{(" + pattern + r")\}", lambda match: fields[match.group(1)], template) if fields else template


# ============================================================================================
# Tokens
# ============================================================================================


@runtime_checkable
class TokenEstimator(Protocol):
    """What ctxkit needs to count tokens: any object with these two methods will do.

    >>> isinstance(CharHeuristicEstimator(), TokenEstimator)
    True
    """

    def estimate(self, text: str) -> int:
        """Tokens in ``text``."""
        ...

    def estimate_messages(self, messages: Sequence[Message]) -> int:
        """Tokens a provider bills for sending ``messages`` as one request's history."""
        ...


class CharHeuristicEstimator:
    """The default estimator: a script-aware char heuristic that needs no tokenizer library.

    A linear model over what a byte-pair tokenizer reacts to, computed at C speed (``translate``,
    big-int arithmetic, Adler-32 sums, ``bytes.count``; no Python loop per character):

    - pairs of neighbouring byte classes (lower, upper, digit, space, newline, tab, punctuation,
      the lead and continuation bytes of multi-byte characters by script): a space before a
      letter starts a word, a case change splits camelCase, punctuation ends a pre-token...;
    - each byte's own weight: a language the tokenizer knows less shows in its letters, a path
      in its backslashes, a 2-byte character's 64-code-point block in its lead byte (a block
      the fit saw no text of costs, with its page, what its characters cost alone);
    - the 10- and 16-letter pieces of words: a word of ordinary length is one token, a long run
      of letters (a rare word, glued identifiers, random noise) several;
    - in a word of mixed case, each piece of one or two letters after the first (``h|El|Lo``,
      ``get|By|Id``): a token, where the pairs priced the letters of one word;
    - in a run of 4 or more ASCII symbols, each change from one symbol to another (``+-<>``: three):
      unlike symbols side by side (ASCII art, table borders, a regex, Brainfuck) cost about a token
      each two characters; and each repeat, 1/2^e token, e read from the vocabulary (a symbol
      repeated merges by pairs up to the longest token of it: ``-----`` almost nothing, ``||||``
      a token), with the rest of a run 8 long or more; two spaces or more between two symbols
      (``|   |-- src``, an empty table cell): a token for the spaces and one for the space glued
      to the symbol after them; and beside a word (``ls`` in columns, ``end.  Next``): a token for
      the spaces, less what their pairs charge (derived from the profile's own table);
    - a run of two to eight of one ASCII symbol between two words (``std::vec``, ``wait...what``) or
      beside a space or a line break (`` ~~~word``, ``;;; Code``, pandoc's ``:::``): a token or two of
      its own, where the pairs price a repeat at a tenth of one (by its sides, symbol and length,
      what 200 runs of it between words need); Markdown emphasis closed before punctuation
      (``**Label**:``), a ``$`` before math, a bracket or a capital and a symbol opening a
      word after a space (`` #tag``, `` #Travel``, `` (see``: the word is a token without its space),
      likewise measured;
    - a word the tokenizers spell in pieces where the pairs price it whole, unless the profile's
      vocabulary holds the form (tables read from the vocabularies): a listed word right after a
      symbol or a line break (``(plateau``), a run of capitals after a symbol (``"ABANDONED"``), a
      capitalised word glued after a symbol or ``::`` (``Users\\Name``, ``Perl::Module``), a word
      after ``->`` or ``=>``, a tag's name (``<Project>``), a camelCase hump (``setErosion``) and a
      capitalised word opened by a symbol (``"Corridor,"``); and a run of symbols pays a change of
      symbol only past the pieces the vocabulary holds (``"));`` is one token);
    - for non-ASCII text, a weight per 256-code-point page (Cyrillic, kana, arrows...), and
      inside a long run of one script with no space or punctuation (random characters), each
      character's price alone;
    - a kana, CJK ideograph or Hangul syllable: its page's weight (one weight for all the pages of
      ideographs, one for Hangul: their order, by radical and stroke count or by letters, says
      nothing of a character's cost), at least one token over the mean length of the tokenizer's
      tokens of its script (a common character merges with its neighbours into tokens of about
      that length), and more when the tokenizer spells it in two or three byte tokens alone (a
      rarer one: a table of the 39,680 code points of those pages, 2-4 KB a profile);
    - a character standing alone between spaces, punctuation or line breaks (an emoji between
      words, a letter a line, a CSV of single kanji: a word of one character, with no neighbour
      of its script to merge with) a weight per 64-code-point block, held by the fit at what
      the tokenizers charge for every character of the block alone;
    - an astral character (emoji, CJK extensions, historic scripts), a weight per 1,024-code-
      point block (its high surrogate), and a character of a 64-code-point block the fit saw no
      prose of (Lao beside Thai, superscripts beside punctuation), a weight of its block: both
      held at what the tokenizers charge for the block's characters in words;
    - the end of any word or symbol before a space, a line break, a tab or a digit (and the
      start of one after a line break, a tab or a digit): a pre-token of its own, at least
      0.9 token whatever its script;
    - control characters and zero-width ones, a token each;
    - a carriage return before a line feed (Windows text, HTTP), what the tokenizers charge for it:
      nothing more than the line feed with o200k and cl100k, a token with Claude's;
    - a tab between two lower-case words (a TSV export), about a space's price: the tokenizers
      glue it to the next word as they glue a space;
    - a word the three vocabularies all hold whole (14,450 of four letters or more,
      _KNOWN_WORDS: `` maintenance``, `` neighbours``), 1.1 tokens where the tokenizers read it as
      one (a tenth over its cost), however long; its capitalised form and its capitals likewise
      where the profile holds that form, else two or more (`` Endemic``, `` ENDEMIC``:
      _KNOWN_WORD_FORMS); and a word with a letter of U+1E00-1EFF (Vietnamese's tones) that the
      profile's vocabulary holds whole (`` người``, `` được``: _HELD_ACCENTED_WORDS), 1.1 tokens too,
      where its letters are priced for random words of their page, and such a vowel inside any word
      a measured rebate (_TONE_LETTER_WEIGHTS);
    - measured, not fitted (each weight the need of families of random text, in ``bench/``): two
      letters side by side that their script's prose seldom writes (a weight per page where its
      random words need more), a change of script inside a word, invisible format characters,
      Unicode spaces, dashes and digits of other scripts, three ASCII letters in two rare pairs,
      a Unicode space or a dash before a letter more than before anything else (the word after it is
      spelt without its space), a dash after a space less (`` — ``: one token), and so a symbol the
      vocabulary holds with its space (`` →``, `` ≥``, `` ✓``), a typographic apostrophe by what
      follows it (a contraction or a word), typographic punctuation glued between two words
      (``wait…what``),
      an ASCII letter beside a kana, an ideograph or a CJK punctuation mark, an Arabic vowel
      mark, a word split by an invisible character, a letter said a third time or more after a
      space or a symbol (`` ffff``), three letters all different in a run of one case no word is
      as long as (a DNA sequence), a word of three letters after a space that the profile's
      vocabulary does not hold with its space (`` rbx``, `` gpg``: two tokens, not one), the
      emoji's own price on their page, a script its page-mate's prose underprices (Bengali
      beside Devanagari), a Latin-1 symbol alone (`` « ``, ``90° ``: its own
      measured price, symbol by symbol), glued to an ASCII letter or symbol (``a°b``, ``"»"``: by
      what it is glued to; a digit, ``25°C``, ``£5``, nothing) or beside another (``°°°``: each what
      it costs alone), a symbol of another block repeated (``‖‖‖``, ``」」」``:
      each character its own need, code point by code point), a lower-case word right after an
      ASCII symbol (``a,b``, ``"word"``, ``key:value``: a weight for the symbol, by symbol, and one a
      letter past the fourth: the vocabularies hold common words with their leading space), a
      punctuation mark or symbol of a script's page wherever it stands (``٣٫٥٪``, the Khmer full
      stop ``។``: each its own measured cost, code point by code point), and what the
      tokenizers spell in bytes: a code point Unicode 14 leaves unassigned (in the BMP; above it,
      a 1,024-code-point block with none assigned), a C1 control character, a line or paragraph
      separator (U+2028, U+2029: white space to their pre-tokenizers), a letter of U+0100-052F
      (Latin Extended, Greek, Cyrillic) that the profile's vocabulary holds in no token and the
      fit's text seldom writes (``ŝ``, ``ħ`` with cl100k, ``ѣ`` with o200k: _BYTE_LETTERS, a weight
      per 64-code-point block), the symbol blocks beside the emoji.

    And past 64 bytes, never fewer tokens than the pre-tokens the profile's tokenizer must split the
    text into (a word, a run of symbols, a number, a space before them...: :func:`_pretokens`), each a
    token or more: a text that says one short thing again and again (``(a)(a)(a)``) is never priced
    below them, whatever its pairs.

    Safe by construction where it matters: the weights were fitted (``bench/fit_estimator.py``,
    a linear program against the real tokenizers on prose, chat, code, logs, JSON and 15 other
    categories, every category's sum within [-1%, +5%]) under floors measured from the
    tokenizers themselves, not fitted: a pre-token end costs at least 0.9 token, a page (or a
    2-byte block) the fit saw no text of costs what its characters cost one by one, a symbol
    page 0.9 of its average character, a combining mark what a mark costs alone, every 64-code-
    point block's characters alone (between spaces, commas, tabs or digits, in a ", " list, one
    a line) 0.97 of what the tokenizer charges for them. An under-count
    overflows the context window; an over-count only prunes a little early. The figures, cross-
    validated (each category predicted by fits that never saw its source, each family of
    unusual text by fits that never saw the family), are in the README. Known limits: prose in a
    Latin-script language the fit never saw (Welsh, Zulu, Tagalog...) and pronounceable random
    words can be 40% under, and one fitted language alone 20% (Italian, Dutch: the fit binds
    their sum); wrap the estimator in a :class:`CalibratedEstimator` for such text.

    Profiles: ``"o200k"`` (GPT-4o, 4.1, 5, o-series; the default), ``"cl100k"`` (GPT-4,
    GPT-3.5) and ``"claude"``, which reads letters as Claude's tokenizer does, in their NFKC form
    (``ⓑⓤⓘⓛⓓ`` is ``build``, an accent typed apart is one letter with its base: _NFKC_READ); o200k
    and cl100k read an accent typed apart as written, a mark after its letter, priced at what it
    costs them there, not at a lone mark's price (_NFD_MARK_REBATES).
    :meth:`estimate_messages` adds what providers bill around the
    text (per-message and per-request overheads, tool calls, ids, images, Anthropic blocks) and
    memoizes each message's count, so re-estimating a growing history costs only the new
    messages; a history parsed again for each request (new objects, equal texts) costs a hash of
    its texts, which are remembered by value too (at most ``memo_size`` of them and 4 million
    characters; ``memo_size=0`` remembers nothing). Messages are treated as values: replace a
    message or its ``content`` rather than editing nested parts in place (as every ctxkit
    transform does).

    >>> est = CharHeuristicEstimator()
    >>> est.estimate(""), est.estimate("The build failed: 3 tests did not pass.")  # o200k: 11 tokens
    (0, 12)
    >>> est.estimate_messages([{"role": "user", "content": "Hello, world!"}])
    14
    >>> CharHeuristicEstimator.for_model("claude-sonnet-4-5").profile
    'claude'
    """

    def __init__(self, profile: str = "o200k", *, memo_size: int = 8_192) -> None:
        if profile not in _PROFILES:
            raise ValueError(f"unknown profile {profile!r}; known profiles: {', '.join(sorted(_PROFILES))}")
        _check_non_negative_int("memo_size", memo_size)
        self.profile = profile
        self.memo_size = memo_size
        # The tables derived from the weights are immutable and shared by every estimator of a
        # profile (building them costs more than a short estimate); the memos are per instance.
        self._tables = _profile_tables(profile)
        self._short: dict[str, int] = {}
        self._texts: dict[str, int] = {}  # longer texts by value (_remembered)
        self._text_chars = 0
        # LRU: id(message) -> (message, its values, tokens). The entry keeps the message and its
        # values alive, so neither id can be reused while the entry exists, and a hit requires
        # every value to be the very object counted (``is``): a replaced content is always seen.
        self._memo: collections.OrderedDict[int, tuple[Any, tuple[Any, ...], int]] = collections.OrderedDict()
        self._memo_lock = threading.Lock()  # held per insertion, never across a whole estimate
        self.memo_hits = 0
        self.memo_misses = 0

    def __repr__(self) -> str:
        return f"{type(self).__name__}(profile={self.profile!r})"

    @classmethod
    def for_model(cls, model_id: str, **kwargs: Any) -> CharHeuristicEstimator:
        """The estimator whose profile matches ``model_id`` (``""`` or unknown: the default)."""
        return cls(profile_for_model(model_id), **kwargs)

    def estimate(self, text: str) -> int:
        """Tokens in ``text``; ``TypeError`` for anything but a str."""
        if type(text) is not str:  # a str subclass passes; anything else is a TypeError
            _check_str("text", text)
        if not text:
            return 0
        short = len(text) <= _SHORT_TEXT
        if short:
            # Roles, tool names, ids and small arguments repeat in every message: remembered.
            cached = self._short.get(text)
            if cached is not None:
                return cached
        elif self.memo_size and type(text) is str:  # a str subclass may compare as it likes
            return self._remembered(text)
        tokens = self._estimate(text)
        if short:
            if len(self._short) >= _SHORT_MEMO:
                self._short.clear()
            self._short[text] = tokens
        return tokens

    def _remembered(self, text: str) -> int:
        # A history parsed again for each request (a stateless service) is made of new message
        # objects every time, which the message memo never recognises; their texts are equal, and
        # found here by value (a hash and a compare: far cheaper than an estimate). At most
        # memo_size texts and _TEXT_MEMO_CHARS characters are kept: forgotten all at once when
        # full, as _short is (an LRU would be no better on a history re-read oldest first).
        texts = self._texts
        cached = texts.get(text)
        if cached is not None:
            return cached
        tokens = self._estimate(text)
        size = len(text)
        if size <= _TEXT_MEMO_CHARS:
            with self._memo_lock:
                if len(texts) >= self.memo_size or self._text_chars + size > _TEXT_MEMO_CHARS:
                    texts.clear()
                    self._text_chars = 0
                texts[text] = tokens
                self._text_chars += size
        return tokens

    def _estimate(self, text: str) -> int:
        # Circled, bold, decomposed letters: read as the profile's tokenizer reads them (_as_read).
        text, raw = (text, text.encode("ascii")) if text.isascii() else _as_read(text, self.profile)
        units = self._units(text, raw)
        # A word of _KNOWN_WORDS, one token (_known_word_units): after a space, four letters or more.
        if 0x20 in raw and raw.translate(_WORD_MASK).find(_SPACE_THEN_WORD) >= 0:
            units -= _known_word_units(raw, self)
        # A word of Latin letters, one of U+1E00-1EFF, that the profile holds whole (`` người``):
        # one token (_accented_word_units); the last word of any text, if it may become one (an ASCII
        # text's only if it ends with one of the few starts of ASCII letters that pay less: `` Qu``).
        if 0x20 in raw:
            ends = self._tables.accented_ascii_ends[0]
            if not text.isascii() or ends is None or (ends and text.endswith(ends)):
                units -= _accented_word_units(text, raw, self)
        # Every weight is >= 0 and every feature only grows when text is appended; the rebates are
        # paid back by the byte that earns them (a word of _KNOWN_WORDS, a tab, a carriage return), or
        # letter by letter, each at most what it adds (a word of _HELD_ACCENTED_WORDS): the estimate is
        # monotone. The ceiling makes any non-empty text at least one token, and past _SHORT_TEXT bytes
        # the pre-tokens its tokenizer must split it into (:func:`_pretokens`) one each: a floor that
        # only text saying one short thing again and again reaches (``(a)(a)(a)``, ``&nbsp;&nbsp;``).
        tokens = max(1, math.ceil(self._tables.constant + units / _PAIR_UNIT))
        return max(tokens, _pretokens(raw, self._tables)) if len(raw) > _SHORT_TEXT else tokens

    def _units(self, text: str, raw: bytes) -> int:
        """What ``text`` (``raw``: as read, UTF-8) pays beyond the profile's constant, in
        1/_PAIR_UNIT token, but for what the forms of _KNOWN_WORDS pay less or more (_known_word_units)."""
        ascii_only = text.isascii()  # a flag of the str: O(1)
        tables = self._tables
        n = len(raw)
        # The pairs, then each byte's own weight: a language the tokenizer knows less (Indonesian,
        # Dutch, Czech...) shows in its letters (k, j, z, w...), a Windows path in its backslashes,
        # the 64-code-point block of a 2-byte character in its lead byte.
        if n <= 256:  # one Adler-32 each: short texts are most of the calls
            units = (_adler32(_pair_codes(raw).translate(tables.pairs)) & 0xFFFF) - 1
            units += (_adler32(raw.translate(tables.unigram)) & 0xFFFF) - 1
        else:
            units = _weighted_sum(raw, tables.pairs) + _byte_sum(raw.translate(tables.unigram))
        # A byte is looked for as an int, a longer needle with find: CPython's ``bytes in bytes`` first
        # tries the needle as an int and raises and clears a TypeError, 0.3 us, a tenth of a short
        # text's estimate.
        if 0x0A in raw or 0x0D in raw:  # no line break, nothing to pay (most short texts: no call)
            units += _break_units(raw, tables)
        if tables.tab_rebate and 9 in raw:  # a tab glued to a word like a space (_TAB_GLUE_REBATE)
            units -= _tab_rebates(raw, tables)
        # a $ before math, a parenthesis or a capital (_DOLLAR_BEFORE); looked for as an int, at C speed
        units += sum(b"".join(_DOLLAR_BEFORE.findall(raw)).translate(tables.dollar)) if 0x24 in raw else 0
        # a number of four digits or more after a space, in the profiles that hold it whole (_SPACED_NUMBER)
        units -= tables.spaced_number * len(_SPACED_NUMBER.findall(raw)) if tables.spaced_number and 0x20 in raw else 0
        # Long words: a word of ordinary length is one token whatever its letters, a long run of
        # letters (a rare word, identifiers glued together, random noise) is several. And runs of
        # symbols: one repeated merges into few tokens, unlike ones next to each other do not.
        if n > _TRIGRAM_MIN:  # and a word of three letters no token holds with its space (`` rbx,``)
            units += _rare_ascii_units(raw, ascii_only, tables) + _short_word_units(raw, tables)
        if n >= _PUNCT_RUN_LEN:
            classes = raw.translate(_WORD_MASK)
            if n >= _SHORTEST_RUN_LEN and classes.find(_SHORTEST_RUN) >= 0:  # else no piece: most non-Latin text
                for needle, weight in tables.letter_runs:
                    units += weight * classes.count(needle)
                if tables.long_runs and classes.find(_LONG_LETTERS) >= 0:  # a run of letters no word is as long as
                    units += _long_letter_run_units(raw, tables)
            if classes.find(_PUNCT_RUN) >= 0:
                changes, repeated = _symbol_runs(raw, raw.translate(_SYMBOL_MASK), tables.symbol_repeats,
                                                 tables.symbol_rests)
                units += tables.punct_change * (changes - _held_run_rebate(raw, classes, tables.profile)) + repeated
            if classes.find(_SPACED_SYMBOLS) >= 0:
                units += _SPACED_GAP * _spaced_symbols(classes)
            if raw.find(b"  ") >= 0:  # two spaces or more before a word, or after one (_WORD_GAP)
                units += _word_gap_units(raw, tables.gaps)
            # hElLo, getById, getPlateau: short texts go without (_CASE_FRAGMENT_MIN)
            units += _case_units(raw, tables) if n > _CASE_FRAGMENT_MIN else 0
            if classes.find(b"\x02\x02") >= 0:  # two symbols: quoted fields, a run between words, maybe
                units += (_quoted_units(raw, classes, tables) + _run_units(raw, tables)
                          + _emphasis_units(raw, tables.emphasis))
            if n > _GLUED_MIN:  # a word right after a symbol or a line break
                units += _after_symbol_units(raw, classes, tables)
        if not ascii_only:
            units += _non_ascii_units(text, raw, tables)
        return units

    def estimate_messages(self, messages: Sequence[Message]) -> int:
        """Tokens billed for ``messages``; malformed messages are counted as best it can, but
        anything other than a list (or another iterable) of messages is a ``TypeError``: a str,
        one message dict, None."""
        if isinstance(messages, (str, bytes, bytearray, Mapping)) or not isinstance(messages, Iterable):
            # a dict was read as its keys, a str as its characters, None as nothing: said instead
            hint = " (one message? pass [message])" if isinstance(messages, Mapping) else ""
            raise TypeError(f"expected a list of messages for messages, not {type(messages).__name__}{hint}")
        if type(messages) is not list and type(messages) is not tuple:
            messages = list(messages)  # an iterator, a deque: sliced and measured below
        if not messages:
            return 0
        if not self.memo_size:
            return _REQUEST_OVERHEAD + sum(_message_tokens(self.estimate, m) for m in messages)
        # Aligned to the tail: an agent re-reads its whole history, oldest first, every turn. When
        # the history is longer than the memo, only its newest memo_size messages go through the
        # memo (and hit next turn); the older ones are counted directly instead of evicting, one
        # by one, exactly the entries the next turn would need (0% hits for LRU and FIFO alike).
        split = max(len(messages) - self.memo_size, 0)
        direct = sum(_message_tokens(self.estimate, m) for m in messages[:split]) if split else 0
        return _REQUEST_OVERHEAD + direct + sum(map(self.message_tokens, messages[split:]))

    def estimate_request(self, body: Mapping[str, Any]) -> int:
        """Tokens billed for a whole request body, in any dialect (see :func:`_request_tokens`).

        >>> est = CharHeuristicEstimator()
        >>> bare = est.estimate_request({"messages": [{"role": "user", "content": "hi"}]})
        >>> bare == est.estimate_messages([{"role": "user", "content": "hi"}])
        True
        >>> est.estimate_request({"messages": [{"role": "user", "content": "hi"}], "tools": [
        ...     {"type": "function", "function": {"name": "ls", "parameters": {"type": "object"}}}]}) > bare
        True
        """
        return _request_tokens(self, body)

    def message_tokens(self, message: Any) -> int:
        """One message's tokens without the per-request overhead, memoized by value.

        ``estimate_messages(ms) == 3 + sum(map(message_tokens, ms))`` for this estimator.
        The memo holds the message and its values: a message whose content (or any other value)
        was replaced since is counted again; a part appended to a content list is seen too.
        Nested parts edited in place are not: treat messages as values, as ctxkit does.
        """
        if type(message) is not dict or not self.memo_size:
            return _message_tokens(self.estimate, message)
        memo = self._memo
        key = id(message)
        values = tuple(message.values())
        content = message.get("content")
        parts = len(content) if type(content) is list else -1
        entry = memo.get(key)
        if (entry is not None and entry[0] is message and len(entry[1]) == len(values) + 1
                and entry[1][-1] == parts and all(map(operator.is_, entry[1], values))):
            self.memo_hits += 1
            try:
                memo.move_to_end(key)
            except KeyError:  # evicted by another thread meanwhile: the answer stands
                pass
            return entry[2]
        tokens = _message_tokens(self.estimate, message)
        self.memo_misses += 1
        with self._memo_lock:
            memo[key] = (message, values + (parts,), tokens)
            memo.move_to_end(key)
            while len(memo) > self.memo_size:
                memo.popitem(last=False)
        return tokens


def profile_for_model(model_id: str) -> str:
    """The estimator profile for a model id: ``"o200k"``, ``"cl100k"`` or ``"claude"``.

    Provider prefixes (``openai/``, ``anthropic.``, ``azure/``...) are ignored, a fine-tuned model
    (``ft:gpt-3.5-turbo:org::id``) counts as its base model; ``""`` gives the
    default, ``"o200k"``, and so does a model ctxkit does not know (Gemini, Llama, DeepSeek...),
    with a ``UserWarning`` once per model id: its tokenizer is not one of the three profiles, so
    the counts are an approximation (calibrate with :class:`CalibratedEstimator`).

    >>> [profile_for_model(m) for m in ("gpt-4o-mini", "openai/gpt-4.1", "claude-sonnet-4-5",
    ...                                 "gpt-3.5-turbo", "gpt-4-0613", "llama3", "")]
    ['o200k', 'o200k', 'claude', 'cl100k', 'cl100k', 'o200k', 'o200k']
    """
    _check_str("model_id", model_id)
    model = model_id.lower().rsplit("/", 1)[-1]
    if model.startswith("ft:"):  # a fine-tuned model ("ft:gpt-4o-mini-2024-07-18:org::id"): its base's
        model = model[3:]
    if "claude" in model:
        return "claude"
    if re.match(r"(gpt-3\.5|gpt-35|gpt-4(?![o.])|text-embedding-(ada|3)|text-davinci|davinci-002|babbage-002)", model):
        return "cl100k"
    if model and not re.match(r"(gpt-|chatgpt|o\d|text-embedding|omni|codex|computer-use)", model):
        _warn_unknown_model(model_id)
    return "o200k"


@functools.lru_cache(maxsize=256)
def _warn_unknown_model(model_id: str) -> None:
    """Say once per model id that its tokenizer is not one ctxkit models."""
    import warnings

    warnings.warn(f"ctxkit does not know the tokenizer of model {model_id!r}: counting with the o200k profile "
                  "(pass profile= or calibrate with CalibratedEstimator)", UserWarning, stacklevel=3)


def _pretokens(raw: bytes, tables: _Tables) -> int:
    """How many pre-tokens ``tables.profile``'s tokenizer splits ``raw`` into, at least: each costs a
    token or more, whatever the pairs price. A pre-token starts (:data:`_PRETOKEN_STARTS`) at a space,
    a tab or a line break after a letter, a digit or a symbol, at a symbol or a digit after a letter,
    at a letter or a symbol after a digit or a line break, and at a letter after two symbols or more
    (o200k and cl100k; after any symbol with Claude's, whose pattern is GPT-2's), at a capital after
    a lower-case letter (o200k's words split by case) and at a digit after a space (o200k, cl100k: the
    space is a pre-token of its own); an apostrophe may open a contraction (``'s``) in its word's
    pre-token, and takes one back. The pairs' codes tell them at C speed (:func:`_weighted_sum`); no
    start is counted inside other scripts' text, which only lowers the floor. Checked below the real
    count of 57,315 texts and profiles (the shared traces, the corpus, random text): a lower bound,
    and the estimate only rises to it where it was under (``(a)(a)(a)`` 0.64x, ``&nbsp;&nbsp;`` 0.62x)."""
    total = 1 + _weighted_sum(raw, tables.pretoken_starts)  # a weight of 1 at each start
    if tables.profile != "claude":  # two symbols or more before a letter: a pre-token of their own
        total += raw.translate(_WORD_MASK).count(b"\x02\x02\x01")
    return max(total - raw.count(b"'"), 1)


#: The pairs of byte classes (:data:`_PAIR_NAMES`) at which a pre-token starts (:func:`_pretokens`), per
#: profile: those of all three, and o200k's capital after a lower-case letter and digit after a space,
#: cl100k's digit after a space, Claude's letter or line break after a symbol.
_PRETOKEN_STARTS = {
    "o200k": ("aA", " 0"), "cl100k": (" 0",), "claude": (".a", ".A", ".n"),
    "": ("a.", "A.", "a0", "A0", "0a", "0A", "0.", ".0", "a ", "A ", "0 ", ". ", "at", "At", "0t", ".t",
         "an", "An", "0n", "na", "nA", "n0", "n."),
}


def _pair_codes(chunk: bytes) -> bytes:
    """The pair code of every position of ``chunk``: ``16 * first + second``, where ``first``
    is the class of the byte (:data:`_FIRST_CLASSES`) and ``second`` the class of the byte
    after it (:data:`_SECOND_CLASSES`; ``$``, 0, after the last byte). Two translates and one
    big-int addition: the first class sits in the high nibble, the second in the low one."""
    high = int.from_bytes(chunk.translate(_FIRST_TABLE), "little")
    low = int.from_bytes(chunk[1:].translate(_SECOND_TABLE), "little")
    return (high + low).to_bytes(len(chunk), "little")


def _weighted_sum(raw: bytes, weights: bytes) -> int:
    """The sum of ``weights[pair code]`` over every position of ``raw``, at C speed, in 64 KiB
    slices; each slice carries one byte of the next so the pair across the cut is counted
    once, and the last position pairs with the end of the text (weight 0)."""
    total = 0
    for start in range(0, len(raw), _SLICE):
        chunk = raw[start:start + _SLICE + 1]
        n = min(_SLICE, len(raw) - start)
        total += _byte_sum(_pair_codes(chunk)[:n].translate(weights))
    return total


def _byte_sum(data: bytes) -> int:
    """The sum of the bytes of ``data`` at C speed: Adler-32's low half is ``1 + sum(bytes) mod
    65521``, exact for 256 bytes of at most 255 each."""
    view = memoryview(data)
    total = 0
    for block in range(0, len(data), 256):
        total += (_adler32(view[block:block + 256]) & 0xFFFF) - 1
    return total


def _cuts(data: bytes, inside: int, outside: re.Pattern[bytes]) -> Iterator[tuple[int, int]]:
    """(start, end) of the slices of ``data`` a term's regex reads one at a time, so that a text of
    a million matches builds no list of a million of them: _SLICE bytes (two at least), each ending
    after a byte other than ``inside`` (``outside`` finds the first such byte: a run of ``inside``,
    the spaces of a gap or the letters of a word, is never cut) and overlapping the next by that
    byte, which may open the next match (a symbol before a gap or a word). A match that starts with
    ``inside``, or contains it past its first byte, is found in one slice only."""
    start, n = 0, len(data)
    while start < n:
        end = min(n, start + max(2, _SLICE))  # two bytes at least: the next starts at the last
        if end < n and data[end - 1] == inside:
            found = outside.search(data, end)
            end = n if found is None else found.start() + 1
        yield start, end
        start = end - 1 if end < n else n


def _word_gap_units(raw: bytes, weights: bytes) -> int:
    """What the gaps of _WORD_GAP in ``raw`` pay (``weights``: by the gap's number of spaces), by
    :func:`_cuts` (a gap, its spaces and the characters either side, is never cut; the lookbehind
    reads before a slice)."""
    return sum(sum(map(weights.__getitem__, map(len, _WORD_GAP.findall(raw, start, end))))
               for start, end in _cuts(raw, 0x20, _NOT_SPACE))


def _symbol_changes(raw: bytes, symbols: bytes) -> int:
    """How many times a run of 4 or more ASCII symbols in ``raw`` goes from one symbol to another
    (see :func:`_symbol_runs`)."""
    return _symbol_runs(raw, symbols, _NO_REPEATS, _NO_REPEATS)[0]


def _held_run_rebate(raw: bytes, classes: bytes, profile: str) -> int:
    """How many of the changes of symbol that :func:`_symbol_runs` counts in ``raw`` (``classes``: it
    through _WORD_MASK, ``profile``'s tokenizer) it does not charge: in a run of four symbols or more
    that ends, those past one a piece of the pieces it splits into among _HELD_SYMBOL_RUNS
    (:func:`_run_rebate`: ``"));`` is one token, one of its two changes goes; a run of noise splits
    into single symbols and keeps them all); in a run that ends the text, those past what it keeps
    whatever follows (:func:`_tail_keeps`: appending only adds, and a text made of a run of symbols,
    ``{}{}{}...``, is charged what it costs, where it was once charged nothing: 100 KB of it two
    tokens)."""
    rebates, rebate = _RUN_REBATES[profile], 0
    for run in _ENDED_SYMBOL_RUN.findall(raw):
        known = rebates.get(run)  # one lookup: another thread may clear the memo between two
        rebate += _run_rebate(run, profile) if known is None else known
    tail = len(classes) - len(classes.rstrip(b"\x02"))
    if tail >= len(_PUNCT_RUN):
        run = raw[len(raw) - tail:]
        changes = sum(map(operator.ne, run, run[1:]))
        rebate += changes - _tail_keeps(run, changes, profile)
    return rebate


def _tail_keeps(run: bytes, changes: int, profile: str) -> int:
    """The changes of symbol a run that ends the text (``changes`` of them) keeps whatever is appended:
    every one past _HELD_RUN_MAX symbols (so does the longer run it may become); else one a piece of the
    fewest pieces of ``profile``'s _HELD_SYMBOL_RUNS (or single symbols) that cover it, the last of
    which may run past its end. The split :func:`_run_rebate` makes of the run once it ends (or of a
    longer run it becomes) has at least as many pieces over it, and its changes only grow: the
    estimate never drops when text is appended, and never waits on a byte that may never come."""
    if len(run) > _HELD_RUN_MAX:
        return changes
    if not changes:
        return 0
    memo = _TAIL_KEEPS[profile]
    known = memo.get(run)  # a message being written ends in the same run estimate after estimate
    if known is not None:
        return known
    held, starts = _held_symbol_runs(profile)[0], _held_run_starts(profile)
    n = len(run)
    fewest = [0] + [n] * n  # fewest[i]: the fewest pieces that cover run[:i]
    for end in range(1, n + 1):
        best = fewest[end - 1] + 1
        for start in range(end - 2, -1, -1):  # pieces of two symbols or more
            if fewest[start] + 1 < best and run[start:end] in held:
                best = fewest[start] + 1
        fewest[end] = best
    # the last piece may begin anywhere and run past the end: a start of a held piece
    open_end = min((fewest[start] + 1 for start in range(n - 1) if run[start:] in starts), default=n)
    keeps = min(changes, fewest[n], open_end)
    if len(memo) >= 8_192:
        memo.clear()
    memo[run] = keeps
    return keeps


@functools.cache
def _held_run_starts(profile: str) -> frozenset[bytes]:
    """Every start (two symbols or more, _HELD_RUN_MAX at most) of a piece of ``profile``'s
    _HELD_SYMBOL_RUNS, the piece itself too: what a run that ends the text may still become."""
    return frozenset(piece[:k] for piece in _held_symbol_runs(profile)[0]
                     for k in range(2, min(len(piece), _HELD_RUN_MAX) + 1))


def _run_rebate(run: bytes, profile: str) -> int:
    """The changes of symbol in ``run`` (four symbols or more) past the pieces it splits into among
    ``profile``'s _HELD_SYMBOL_RUNS, the longest first, from its start or from its end (the
    tokenizers' merges may cut either way: the more pieces), remembered per run (code repeats its
    runs: ``());``, ``"),``). One change a piece is kept: a run is a token a piece, and the symbols'
    pairs price the pieces at less than one (a rebate to one token a piece took SMILES strings to
    0.89x, Morse code to 0.88x with Claude)."""
    if len(run) > _HELD_RUN_MAX:  # a long run is noise, not code
        return 0
    changes: int = sum(map(operator.ne, run, run[1:]))
    if not changes:  # one symbol repeated
        return 0
    rebate = max(changes - max(_held_pieces(run, profile)), 0)
    rebates = _RUN_REBATES[profile]
    if len(rebates) >= 8_192:
        rebates.clear()
    rebates[run] = rebate
    return rebate


def _held_pieces(run: bytes, profile: str) -> tuple[int, int]:
    """How many pieces ``run`` splits into, the longest of ``profile``'s _HELD_SYMBOL_RUNS first (else
    one symbol), from its start and from its end: a run of _PIECE_LOOP_MAX symbols or fewer by
    looking its pieces up, a longer one by one pass of a pattern each (:func:`_piece_patterns`),
    where a loop over every symbol and every length took 40 us for a run of 30 symbols (100 KB of
    sparklines 0.3 s)."""
    n = len(run)
    if n <= _PIECE_LOOP_MAX:  # most runs of code: a few lookups each way, and no pattern to compile (40 ms)
        held = _held_symbol_runs(profile)[0]
        forward = at = 0
        while at < n:  # the longest piece at each position from the start
            at += next((size for size in range(n - at, 1, -1) if run[at:at + size] in held), 1)
            forward += 1
        backward = end = 0
        while end < n:  # and from the end
            end += next((size for size in range(n - end, 1, -1) if run[n - end - size:n - end] in held), 1)
            backward += 1
        return forward, backward
    ahead, behind = _piece_patterns(profile)
    return len(ahead.findall(run)), len(behind.findall(run[::-1]))


#: The longest run :func:`_held_pieces` splits by looking its pieces up (at most 28 lookups each way),
#: not by _piece_patterns' patterns, which take 40 ms to compile for a profile: a text of code whose
#: runs of symbols are short (``"));``, ``) {``) never compiles them.
_PIECE_LOOP_MAX = 8


@functools.cache
def _piece_patterns(profile: str) -> tuple[re.Pattern[bytes], re.Pattern[bytes]]:
    """Two patterns that match, at any position, the longest piece of ``profile``'s _HELD_SYMBOL_RUNS
    there, else one byte: of the pieces as they are, and of the pieces reversed (for a run read from
    its end, reversed). A trie of the pieces (each byte a branch, a piece's end an optional group
    that is greedy): one path through it, never a try of every piece; the pieces longer than
    _HELD_RUN_MAX never fit in a run that is split, and are left out (the trie's depth is a group
    each)."""
    held = [piece for piece in _held_symbol_runs(profile)[0] if 2 <= len(piece) <= _HELD_RUN_MAX]
    return (re.compile(b"(?:" + _trie_pattern(held) + b")|[\x00-\xff]"),
            re.compile(b"(?:" + _trie_pattern([piece[::-1] for piece in held]) + b")|[\x00-\xff]"))


def _trie_pattern(pieces: Iterable[bytes]) -> bytes:
    """A pattern matching the longest of ``pieces`` (non-empty, distinct) at a position: their trie, a
    branch per next byte (which excludes the others), whose ends are optional groups tried first
    (greedy), so that the match goes as deep as a piece lets it and backs up to the last piece's end."""
    trie: dict[int, Any] = {}
    for piece in pieces:
        node = trie
        for byte in piece:
            node = node.setdefault(byte, {})
        node[-1] = True  # a piece ends here

    def branches(node: dict[int, Any]) -> bytes:
        parts = []
        for byte in sorted(key for key in node if key >= 0):
            child, head = node[byte], re.escape(bytes([byte]))
            rest = branches(child) if len(child) > (-1 in child) else b""
            parts.append(head + (b"" if not rest else b"(?:" + rest + b")?" if -1 in child else b"(?:" + rest + b")"))
        return b"|".join(parts)

    return branches(trie)


#: The profiles in the order of the bits of the tables of held tokens (:func:`_held_tokens`).
_PROFILE_ORDER = ("o200k", "cl100k", "claude")
#: Profile -> run of symbols -> its rebate (:func:`_run_rebate`): a pure function of the two, shared.
_RUN_REBATES: dict[str, dict[bytes, int]] = {profile: {} for profile in _PROFILE_ORDER}
#: What a run that ends the text keeps (:func:`_tail_keeps`), remembered per profile and run like _RUN_REBATES.
_TAIL_KEEPS: dict[str, dict[bytes, int]] = {profile: {} for profile in _PROFILE_ORDER}
#: The longest run :func:`_run_rebate` splits (its work grows with the run times the longest held
#: piece: 100 KB of ``-=`` took 1.3 s, 85 ms with the cap, as stop 57's estimator); a longer run keeps
#: every change, as before the rebate (the longest run of unlike symbols in the held-out code is 35
#: symbols, in JSON 25, in markup 50).
_HELD_RUN_MAX = 64
#: A run of four ASCII symbols or more, from its first (the look-behind: a match starting inside a run
#: that does not end would run to its end and back from every symbol, 56 s for 100 KB of symbols), and
#: the byte that ends it (not a symbol).
_ENDED_SYMBOL_RUN = _lazy_re(rb"[!-/:-@\[-`{-~](?<![!-/:-@\[-`{-~][!-/:-@\[-`{-~])[!-/:-@\[-`{-~]{3,}"
                             rb"(?=[^!-/:-@\[-`{-~])")


def _symbol_runs(raw: bytes, symbols: bytes, repeats: bytes, rests: bytes) -> tuple[int, int]:
    """How many times a run of 4 or more ASCII symbols in ``raw`` (``symbols``: it through
    _SYMBOL_MASK) goes from one symbol to another, and what its repeats pay (``repeats``: a symbol
    -> what each of its characters that repeats the one before pays; ``rests``: what a run of one
    symbol 8 long or more pays once, where it starts). The runs are found by
    ``bytes.find`` (a regex pass over every byte cost a third of an ASCII text's estimate), joined
    by line breaks (never equal to a symbol), and their repeats counted at once: the join XOR
    itself shifted by one character has a zero byte where a symbol repeats. Past _ONE_BY_ONE runs
    (a text made of short runs would take a Python step each), the rest by big-int masks: a
    position in a window of 4 symbols is in a run of 4 or more, and a change counts where it and
    the next are both; by slices of at least _SLICE bytes that end after anything but a symbol, so
    that no run spans two and the masks stay small."""
    pieces: list[bytes] = []
    at = symbols.find(_SYMBOL_RUN)
    while at >= 0 and len(pieces) < _ONE_BY_ONE:
        end = symbols.find(0, at)
        end = len(symbols) if end < 0 else end
        pieces.append(raw[at:end])
        at = symbols.find(_SYMBOL_RUN, end)
    changes = repeated = 0
    if pieces:
        joined = b"\n".join(pieces)
        n = len(joined)
        xor = int.from_bytes(joined[:-1], "little") ^ int.from_bytes(joined[1:], "little")
        shifted = xor.to_bytes(n - 1, "little")
        same = shifted.count(0)
        # the pairs inside runs: n - 2 * len(pieces) + 1 (a run of k characters holds k - 1)
        changes = n - 2 * len(pieces) + 1 - same
        if same:  # the repeated symbols themselves, each weighed: the join where the XOR is zero
            flags = int.from_bytes(shifted.translate(_IS_ZERO), "little")
            symbols_after = int.from_bytes(joined[1:], "little")
            repeated = _byte_sum(((flags * 0xFF) & symbols_after).to_bytes(n - 1, "little").translate(repeats))
            repeated += _long_repeat_rests(flags, symbols_after, n - 1, rests)
    while at >= 0:  # by slices cut after anything but a symbol: no run spans two (10 MB of code took 115 MB)
        end = symbols.find(0, at + _SLICE)
        end = len(raw) if end < 0 else end + 1
        rest, n = int.from_bytes(raw[at:end], "little"), end - at
        ones = int.from_bytes(symbols[at:end], "little")
        window = ones & (ones >> 8) & (ones >> 16) & (ones >> 24)
        member = window | (window << 8) | (window << 16) | (window << 24)
        both = member & (member >> 8)
        differ = (rest ^ (rest >> 8)).to_bytes(n, "little")
        counted = both & int.from_bytes(differ.translate(_NONZERO), "little")
        changes += counted.to_bytes(n + 4, "little").count(1)
        # a repeat where both are in a run and the XOR is zero: 1 there, times 0xFF (no carry), the symbol
        flags = both & int.from_bytes(differ.translate(_IS_ZERO), "little")
        repeated += _byte_sum(((flags * 0xFF) & rest).to_bytes(n, "little").translate(repeats))
        repeated += _long_repeat_rests(flags, rest, n, rests)
        at = symbols.find(_SYMBOL_RUN, end) if end < len(raw) else -1
    return changes, repeated


def _long_repeat_rests(flags: int, symbols: int, n: int, rests: bytes) -> int:
    """What the runs of one symbol 8 long or more pay once (``flags``: a byte 1 where a symbol
    repeats the one before, over ``n`` bytes; ``symbols``: the symbol at each position): a window
    of _LONG_REPEAT repeats starts where the one before it does not."""
    window = flags
    for shift in range(1, _LONG_REPEAT):
        window &= flags >> (8 * shift)
    if not window:
        return 0
    starts = window & ~(window << 8)
    return _byte_sum(((starts * 0xFF) & symbols).to_bytes(n, "little").translate(rests))


def _case_units(raw: bytes, tables: _Tables) -> int:
    """What the words of mixed case in ``raw`` (longer than _CASE_FRAGMENT_MIN) pay, in 1/_PAIR_UNIT
    token: their pieces of one or two letters (``hElLo``, ``getById``: :func:`_short_case_fragments`) and
    the camelCase humps the vocabulary spells in pieces (``getPlateau``: _HUMP_WEIGHTS). The text
    through _CASE_MASK is read by both; a hump is looked for in it first (the pattern's pass costs
    5 ms a MB, the mask's find next to nothing)."""
    cases = raw.translate(_CASE_MASK)
    units = _CASE_FRAGMENT_COST * _short_case_fragments(raw, cases)
    if tables.hump and cases.find(_HUMP_CASES) >= 0:
        units += tables.hump * _unheld_listed(_HUMP.findall(raw), tables.word_held)
    return units


def _unheld_listed(words: Iterable[bytes], held: frozenset[bytes]) -> int:
    """How many of ``words`` (capitalised: a camelCase hump, _HUMP; a word a symbol opens, _OPENED_TITLE
    without its symbol) are words of _KNOWN_WORDS whose capitalised form the profile does not hold
    (``held``: _Tables.word_held): the vocabulary spells them in pieces. Each pattern finds its word
    with the byte that ends it (appending only adds)."""
    known = _known_words()
    return sum(1 for word in words if word not in held and word.lower() in known)


def _short_case_fragments(raw: bytes, mask: bytes | None = None) -> int:
    """How many pieces of one or two letters a word of mixed case (``hElLo``, ``sImUlTaNeOuS``,
    ``getById``) holds after its first (_SHORT_CASE_FRAGMENT; a word as _CASE_FRAGMENT_COST says).
    Only the words around a case change that may start such a piece are read (_CASE_CUT, in the
    text through _CASE_MASK; a regex over every word made the estimate of English 20% slower):
    ordinary text has few. Appending text only adds: a word counts once the byte after it is
    there, and what follows cannot change it. ``mask``: ``raw`` through _CASE_MASK, if the caller has it."""
    mask = raw.translate(_CASE_MASK) if mask is None else mask
    total, found = 0, _CASE_CUT.search(mask)
    while found is not None:
        at = found.start()
        end = mask.find(0, at)
        if end < 0:  # the last word may go on
            break
        start = mask.rfind(0, 0, at) + 1
        found = _CASE_CUT.search(mask, end)  # the next word's: the rest of this one is read below
        if (start and _NOT_BEFORE_MIXED[raw[start - 1]]) or _NOT_AFTER_MIXED[raw[end]] \
                or mask.find(b"\x01\x02", start, end) < 0:
            continue
        total += len(_SHORT_CASE_FRAGMENT.findall(raw, start, end))
    return total


def _spaced_symbols(classes: bytes) -> int:
    """How many runs of two spaces or more stand between two ASCII symbols (``classes``: the text
    through _WORD_MASK; a symbol ending a gap may start the next one: ``|   |   |``, two). One
    regex whose match is the opening symbol alone (a byte: no new object a match), the rest a
    lookahead, by :func:`_cuts` (a slice ends after a byte other than a space, which may open the
    next gap). Where a slice holds more than one gap in _DENSE_GAPS bytes, the rest is counted at
    once (:func:`_collapsed_gaps`): a Python step a match would be slower there, and a pass over
    the text a halving of its runs of spaces slower on ordinary text (a third of the time of a
    Python file's estimate, when it was the only way past a few hundred gaps)."""
    gaps = 0
    for start, end in _cuts(classes, 3, _NOT_SPACE_CLASS):
        counted = len(_SPACED_GAP_OPENS.findall(classes, start, end))
        gaps += counted
        if end < len(classes) and counted * _DENSE_GAPS > end - start:
            return gaps + _collapsed_gaps(classes[end - 1:])
    return gaps


def _collapsed_gaps(classes: bytes) -> int:
    """:func:`_spaced_symbols` at once, for text dense in gaps: each run of two spaces or more
    collapsed to one marker (a halving a pass), each symbol doubled so that the gaps either side
    of it are both counted by a non-overlapping count."""
    rest = classes.replace(b"\x03\x03", b"\x04").replace(b"\x04\x03", b"\x04")
    while rest.find(b"\x04\x04") >= 0:
        rest = rest.replace(b"\x04\x04", b"\x04")
    return rest.replace(b"\x02", b"\x02\x02").count(b"\x02\x04\x02")


def _non_ascii_units(text: str, raw: bytes, tables: _Tables) -> int:
    """What a text's non-ASCII characters cost beyond the byte and pair weights, in 1/_PAIR_UNIT token.

    Each character pays the weight of its 256-code-point page (the high byte of its UTF-16 code
    unit: Cyrillic, Arabic, kana, arrows, box drawing... each have their own; an astral
    character pays at its high surrogate). A page the fit saw no ordinary text of pays what its
    characters cost one by one (``iso``, measured from the tokenizer itself): a script or
    symbol block nobody fitted is never cheap. Inside a long run of one script with no space or
    punctuation (:func:`_long_runs`), where tokenizers find no word they know (random
    characters, a hash spelled in Hangul), every character costs at least its one-by-one price.
    """
    # Mostly ASCII (a few quotes or accents in English or code): only the non-ASCII characters,
    # still valid UTF-8 without their ASCII neighbours, are looked at; dense text is taken whole.
    sparse = 4 * len(raw) < 5 * len(text)
    chars = raw.translate(None, _ASCII).decode("utf-8", "surrogatepass") if sparse else text
    utf16 = chars.encode("utf-16-le", "surrogatepass")
    pages = utf16[1::2]
    units = _byte_sum(pages.translate(tables.pages))
    for needle, half, weight in tables.prose_halves:  # a script its page-mate's prose underprices
        start = pages.find(needle)
        if start >= 0:  # counted over the span from the page's first character to its last
            units += weight * _half_count(utf16[2 * start:2 * pages.rfind(needle) + 2], needle[0], half)
    # A 64-code-point block the fit has no prose of (Lao beside Thai, Tagbanwa beside Khmer,
    # superscripts beside punctuation) pays what its characters cost in words, measured: its
    # page's weight is its page-mate's prose price.
    # Such characters are rare where their page has prose: they are picked out first (one regex
    # pass deleting every other character), then weighed.
    if tables.words_other is not None and pages.translate(tables.words_pages).strip(b"\0"):
        priced = tables.words_other.sub("", chars)
        if priced:
            units += _block_units(priced.encode("utf-16-le", "surrogatepass"), tables.words, tables.words_flat)
    # Kana, CJK ideographs and Hangul syllables: a character the tokenizer's vocabulary holds whole
    # (a common one) pays its page's weight; one it spells in two or three byte tokens (a rarer
    # one) pays more, in two steps. The pages say nothing of that (their order is by radical and
    # stroke count), the characters' classes do: a regex pass over the text at C speed (prose holds
    # few such characters, random text many), another over what it found.
    if (tables.cjk_multi or tables.cjk_three) and len(pages.translate(None, _CJK_PAGES)) < len(pages):
        several, costly = _cjk_classes(tables.cjk_costs)
        if tables.cjk_three:  # the costly ones are among the several: looked for there only
            picked = "".join(several.findall(chars))
            units += tables.cjk_multi * len(picked) + tables.cjk_three * (len(picked) - len(costly.sub("", picked)))
        else:
            units += tables.cjk_multi * (len(chars) - len(several.sub("", chars)))
    units += _format_units(text, raw, chars, pages, tables)
    units += _measured_units(raw, chars, pages, tables)
    if tables.typographic_glued and 0x20 in pages and _TYPOGRAPHIC_MARK.search(chars):  # wait…what (U+20xx)
        units += tables.typographic_glued * len(_TYPOGRAPHIC_GLUED.findall(text))
    if "\u2019" in chars and any(tables.apostrophes):  # isn’t, user’s; l’homme
        units += sum(weight * len(pattern.findall(text)) for pattern, weight in zip(_APOSTROPHES, tables.apostrophes))
    if _REPEATED_SYMBOL_PAGES.search(pages):  # the symbols' pages (U+2000-2BFF, U+3000-30FF, U+FF00-FFFF)
        units += _repeated_symbol_units(text, chars, tables) + _symbol_glued_units(text, chars, tables)
        if tables.held_spaced or tables.held_bare:  # `` → ``, `` ≥ ``, ``\n✓``: one token, where the page prices more
            units -= _held_spaced_rebate(text, chars, tables)
    # A character alone between ASCII characters (a letter or a symbol between spaces, one a
    # line, in a CSV cell) is a word of its own: it merges with no neighbour of its script, and
    # costs about what it costs alone. Looked for only where its page has a price for it.
    if pages.translate(tables.lone_pages).strip(b"\0"):
        units += _lone_units(_lone_chars(raw, text, chars) if sparse else _lone_chars(raw), tables)
    # An astral character (emoji, CJK extensions, historic scripts) pays the weight of its
    # 1,024-code-point block too (its high surrogate): the pages D8-DB hold them all, and a word
    # of cuneiform costs what its characters cost, not what a word of emoji does.
    if len(pages) > len(chars):  # two code units for a character: an astral one is there
        units += _astral_units(utf16, pages, tables)
        if tables.emoji_neighbours and 0xD8 in pages:
            units += tables.emoji_neighbours * len(_EMOJI_NEIGHBOURS.findall(chars))
    units += _side_by_side_units(text, pages, utf16 if not sparse else None, tables)
    units -= _nfd_mark_rebate(raw, pages, tables)  # an accent typed apart after its letter
    units -= _tone_letter_rebate(text, pages, tables)  # a Vietnamese vowel with its tone inside a word
    # A long run needs 2 * _RUN_CHARS non-ASCII bytes in a row: most texts are done here.
    if raw.translate(_IS_ASCII).find(_LONG_BYTES) < 0:
        return units
    return units + _long_run_units(text, raw, utf16 if not sparse else text.encode("utf-16-le", "surrogatepass"),
                                   tables)


def _lone_units(lone: bytes, tables: _Tables) -> int:
    """What the lone characters ``lone`` (:func:`_lone_chars`, UTF-8) pay: the Latin-1 symbols their
    own price, the dashes nothing (:func:`_lone_split`), every other character its 64-code-point
    block's lone weight."""
    units, rest = _lone_split(lone, tables)
    if rest:
        units += _block_units(rest.decode("utf-8", "surrogatepass").encode("utf-16-le", "surrogatepass"),
                              tables.lone, tables.lone_flat)
    return units


def _lone_split(lone: bytes, tables: _Tables) -> tuple[int, bytes]:
    """What the lone characters ``lone`` that are not priced by their block pay, and the others: a
    Latin-1 symbol its own price (_LATIN1_LONE_WEIGHTS; its block's is the C1 controls' and the
    no-break space's), a dash of _SEPARATORS nothing (it pays its own weight wherever it stands,
    _SEPARATOR_WEIGHTS, _DASH_LETTER_WEIGHTS; its block's is the rarer punctuation's, ``‖ † ‰ ※``).
    (``bench/fit_estimator.py`` fits the blocks' weights on what it leaves.)"""
    units = 0
    if 0xE2 in lone:
        lone = _LONE_DASH.sub(b"", lone)
    if 0xC2 in lone:
        symbols = _LATIN1_LONE.findall(lone)
        if symbols:
            units += sum(map(tables.latin1_lone.__getitem__, map(ord, symbols)))
            lone = _LATIN1_LONE.sub(b"", lone)
    return units, lone


def _long_run_units(text: str, raw: bytes, utf16: bytes, tables: _Tables) -> int:
    """What the characters of the long runs of ``text`` (``utf16`` its UTF-16-LE) pay on top of their
    page's price (:func:`_long_runs`), in 1/_PAIR_UNIT token: at least their one-by-one price, but in
    the script written without spaces (_SPACELESS_HALVES) a long run is a sentence."""
    pages = utf16[1::2]
    units = 0
    for start, end in _long_runs(pages):
        units += _byte_sum(pages[start:end].translate(tables.excess))
        for needle, half, excess in tables.spaceless:
            if needle in pages[start:end]:
                units -= excess * _half_count(utf16[2 * start:2 * end], needle[0], half)
    # Latin-1 letters share page 0 with ASCII: their runs are found in the UTF-8 bytes.
    if 0xC3 in raw or 0xC2 in raw:
        units += tables.latin1_run * raw.translate(_LATIN1_MASK).count(_LATIN1_NEEDLE)
    return units


def _held_spaced_rebate(text: str, chars: str, tables: _Tables) -> int:
    """What the symbols of _HELD_SPACED_SYMBOLS after an ASCII space in ``text`` (``chars``: its
    non-ASCII characters, or it), and those of _HELD_BARE_SYMBOLS after a line break (``\n✓``,
    ``\n• ``), are rebated (_HELD_SPACED_REBATES, _HELD_BARE_REBATES): each its rebate,
    paid back when a letter follows it (`` →word``: the word is spelt without its space, as after a
    dash), which is when the letter is appended: the estimate stays monotone. Looked for only where
    a held symbol is among ``chars``, then in one pass a kind (:func:`_held_pattern`)."""
    rebate = 0
    for held, before in ((tables.held_spaced, " "), (tables.held_bare, "\n")):
        if held and _held_class(tables.profile, before).search(chars):
            # one pass: each held symbol after ``before``, and the letter after it if there is one
            rebate += sum(held[symbol] for symbol, letter in _held_pattern(tables.profile, before).findall(text)
                          if not letter)
    return rebate


@functools.cache
def _held_class(profile: str, before: str) -> re.Pattern[str]:
    """A class of ``profile``'s _HELD_SPACED_SYMBOLS (``before`` a space) or _HELD_BARE_SYMBOLS (a
    line break), compiled at its first use."""
    spec = (_HELD_SPACED_SYMBOLS if before == " " else _HELD_BARE_SYMBOLS)[profile]
    return re.compile("[" + re.escape("".join(_code_point_weights(spec))) + "]")


@functools.cache
def _held_pattern(profile: str, before: str) -> re.Pattern[str]:
    """A held symbol of :func:`_held_class` after ``before``, and the letter after it or nothing
    (:func:`_held_spaced_rebate`): the class first, which the engine scans for at C speed (a
    lookbehind first is tried at every character), the character before it checked behind it."""
    return re.compile("(" + _held_class(profile, before).pattern + ")(?<=" + re.escape(before) + ".)("
                      + _A_LETTER.pattern + "?)")


#: A letter of any script (:func:`_held_spaced_rebate`).
_A_LETTER = _lazy_re(r"[^\W\d_]")


def _repeated_symbol_units(text: str, chars: str, tables: _Tables) -> int:
    """What the runs of one symbol repeated (_REPEATED_SYMBOLS: ``‖‖‖``, ``」」」``, ``━━━``) pay, each
    character its weight, and each after the first its rebate less (it can be negative: never more
    than a repeat pays elsewhere, :func:`_repeat_rebates`): looked for among the non-ASCII
    characters (``chars``) first, then, when those are not the whole text, in the text itself
    (ASCII between two of them breaks the run). The caller has seen their pages in the text."""
    if not _REPEATED_SYMBOLS.search(chars):
        return 0
    weights, rebates = tables.repeated_symbols, _repeat_rebates(tables.profile)
    units = start = 0
    while start < len(text):  # by slices that never cut a run: a text of a million runs builds no list of them
        end = min(len(text), start + _SLICE)
        if end < len(text) and text[end] == text[end - 1]:
            end = _SAME_RUN.match(text, end - 1).end()  # type: ignore[union-attr]  # (.) always matches
        units += sum(weights.get(symbol, 0) * len(run) - rebates.get(symbol, 0) * (len(run) - 1)
                     for run, symbol in _REPEATED_SYMBOLS.findall(text, start, end))
        start = end
    return units


def _measured_units(raw: bytes, chars: str, pages: bytes, tables: _Tables) -> int:
    """What the characters priced one by one cost on top, in 1/_PAIR_UNIT token: a code point no
    text holds (_UNASSIGNED), a C1 control, a line or paragraph separator and a letter no token
    holds (_BYTE_LETTERS), all spelled in bytes, a Latin-1 symbol glued to printable ASCII
    (:func:`_latin1_glued`), an Arabic vowel mark (what a mark costs alone), and a punctuation mark
    or symbol of a script's page (_SCRIPT_SYMBOL_WEIGHTS)."""
    units = tables.unassigned * len(_unassigned_pattern().findall(chars)) if tables.unassigned else 0
    # memchr first (most text has neither lead byte), then a search that starts with it (« » and
    # no-break spaces share C1's lead byte)
    c2 = 0xC2 in raw
    if c2 and _C1_BYTES.search(raw):
        units += tables.c1 * len(_C1_CONTROLS.findall(chars))
    # × ÷: the symbols of lead C3
    if (tables.latin1_glued or tables.latin1_glued_symbol) and (c2 or raw.find(b"\xc3\x97") >= 0
                                                                 or raw.find(b"\xc3\xb7") >= 0):
        letters, symbols = _latin1_glued(raw)
        units += tables.latin1_glued * letters + tables.latin1_glued_symbol * symbols
    if c2:  # Latin-1 symbols side by side: each its cost alone (_LATIN1_SYMBOL_RUN)
        # (no join: bytes.join keeps a buffer view per item, 80 bytes each)
        units += sum(map(tables.latin1_symbols.__getitem__, map(ord, _LATIN1_SYMBOL_RUN.findall(raw))))
    if tables.byte_letters and pages.translate(tables.byte_letter_pages).strip(b"\0"):  # a letter no token holds
        units += sum(map(tables.byte_letters.__getitem__, _char_class(tables.byte_letter_chars).findall(chars)))
    if 0x20 in pages and any(tables.line_separators):  # U+2028, U+2029: spelled in bytes
        line, paragraph = tables.line_separators
        units += line * chars.count("\u2028") + paragraph * chars.count("\u2029")
    if 6 in pages:
        units += tables.arabic_marks * len(_ARABIC_MARKS.findall(chars))
    # A punctuation mark or symbol of a script's page (the Arabic decimal separator, the Khmer full
    # stop, the Bengali taka): its own price, wherever it stands (_SCRIPT_SYMBOL_WEIGHTS)
    if tables.script_symbols and pages.translate(tables.script_symbol_pages).strip(b"\0"):
        found = _char_class(tables.script_symbol_class).findall(chars)
        units += sum(map(tables.script_symbols.__getitem__, found))
    return units


def _letter_run_table(profile: str) -> bytes | None:
    """_LETTER_RUN_WEIGHTS[profile] as a table for ``bytes.translate`` (None: every weight 0)."""
    weights = bytes.fromhex(_LETTER_RUN_WEIGHTS[profile])
    if not any(weights):
        return None
    table = bytearray(256)
    for char, weight in zip(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", weights):
        table[char] = weight
    return bytes(table)


def _long_letter_run_units(raw: bytes, tables: _Tables) -> int:
    """What a text with a run of ASCII letters no word is as long as (_LONG_LETTERS) pays for its runs
    of letters: each change of letter in such a run (:func:`_long_run_counts`: among three letters,
    _LONG_RUN_WEIGHTS; in its part of two letters, _PAIR_RUN_WEIGHTS), and each repeat in a run of four
    or more of one letter (``NNNN``: _LETTER_RUN_WEIGHTS). A text without such a run (most
    prose and code) pays neither and makes no pass; the runs it may hold are a few letters each."""
    changes, pairs = _long_run_counts(raw)
    units = tables.long_runs * changes + tables.pair_runs * pairs
    first = _LETTER_RUN_START.search(raw) if tables.alike_runs is not None else None
    if first is not None:  # a search fails at twice the speed the runs are found at (most texts have none)
        found = _LETTER_RUN.findall(raw, first.start())
        units += _byte_sum(b"".join(run[1:] for run, _ in found).translate(tables.alike_runs))
    return units


def _byte_letter_weights(profile: str) -> dict[str, int]:
    """Each letter of _BYTE_LETTERS[profile] (its bitmask read) whose 64-code-point block has a
    weight in _BYTE_LETTER_WEIGHTS[profile] -> that weight."""
    bits = int.from_bytes(bytes.fromhex(_BYTE_LETTERS[profile]), "little")
    weights = _BYTE_LETTER_WEIGHTS[profile]
    return {chr(0x100 + k): weights[k >> 6] for k in range(min(bits.bit_length(), 64 * len(weights)))
            if bits >> k & 1 and weights[k >> 6]}


@functools.cache
def _char_class(chars: str) -> re.Pattern[str]:
    """A pattern matching one of ``chars`` (compiled at its first use, once)."""
    return re.compile("[" + re.escape(chars) + "]")


def _symbol_glued_units(text: str, chars: str, tables: _Tables) -> int:
    """What the symbols of _GLUED_SYMBOLS glued to printable ASCII in ``text`` pay, each side: the
    profile's weight, and a symbol of _SYMBOL_GLUED_EXTRA its own on top (1/_PAIR_UNIT token).
    ``chars`` (the non-ASCII characters, or the text) says which symbols are there: a few are
    found with ``str.find`` and their neighbours looked at (English with a few arrows pays no pass
    over its text), many by two regex passes."""
    found = _GLUED_SYMBOL.findall(chars)
    if not found:  # curly quotes and dashes are not of them
        return 0
    if len(found) > 256:
        glued = _symbols_glued(text)
    else:
        glued, last = [], len(text) - 1
        for symbol in set(found):
            at = text.find(symbol)
            while at >= 0:
                sides = (at > 0 and "!" <= text[at - 1] <= "~") + (at < last and "!" <= text[at + 1] <= "~")
                glued += [symbol] * sides
                at = text.find(symbol, at + 1)
    extra = _symbol_glued_extra(tables.profile)
    return tables.symbol_glued * len(glued) + (sum(map(extra.get, glued, itertools.repeat(0))) if extra else 0)


@functools.cache
def _symbol_glued_extra(profile: str) -> dict[str, int]:
    """Symbol -> its _SYMBOL_GLUED_EXTRA of ``profile``."""
    return _code_point_weights(_SYMBOL_GLUED_EXTRA[profile])


def _symbols_glued(text: str) -> list[str]:
    """The symbols of _GLUED_SYMBOLS (U+2010-2BFF but the typographic punctuation prose glues to its
    words) in ``text``, once for each side glued to a printable ASCII character (``x≠y``: ``≠``
    twice), by two regex passes: what :func:`_symbol_glued_units` prices. After ASCII is before it
    in the reversed text (a lookbehind first is tried at every position)."""
    return _SYMBOL_BEFORE_ASCII.findall(text) + _SYMBOL_BEFORE_ASCII.findall(text[::-1])


def _latin1_glued(raw: bytes) -> tuple[int, int]:
    """How many times a Latin-1 symbol (U+00A1-00BF but the soft hyphen, an invisible character
    priced with them; × and ÷) stands right before or after an ASCII letter, and an ASCII symbol
    (punctuation), with no space, in ``raw`` (UTF-8; ``a°b``: two and none, ``25°C``: one and
    none, ``"»"``: none and two; a digit counts neither). Each pattern starts with a literal lead
    byte, searched at C speed (a pattern over every byte, or every character, cost a third of an
    English estimate and half of a non-Latin one), and each symbol found has its two neighbours
    looked at: a printable ASCII character is one byte, which no byte of another character equals.
    A text dense with them (a lead byte in 64 or more) is read by two regex passes instead."""
    n = len(raw)
    if 64 * (raw.count(b"\xc2") + raw.count(b"\xc3\x97") + raw.count(b"\xc3\xb7")) > n:
        # dense (a text of such symbols): two regex passes at C speed, the symbols after a printable
        # character found as before one in the reversed bytes; a Python step per symbol would not do
        sides = b"".join(_LATIN1_BEFORE.findall(raw) + _LATIN1_AFTER.findall(raw[::-1])).translate(_GLUED_SIDES)
    else:
        found_sides = []
        for pattern in _LATIN1_SYMBOLS:
            for found in pattern.finditer(raw):
                start, end = found.span()
                found_sides.append(raw[start - 1:start] + raw[end:end + 1])
        sides = b"".join(found_sides).translate(_GLUED_SIDES)
    return sides.count(1), sides.count(2)


_LATIN1_SYMBOLS = (_lazy_re(b"\xc2[\xa1-\xac\xae-\xbf]"), _lazy_re(b"\xc3[\x97\xb7]"))
_LATIN1_BEFORE = _lazy_re(b"(?:\xc2[\xa1-\xac\xae-\xbf]|\xc3[\x97\xb7])([\x21-\x7e])")
_LATIN1_AFTER = _lazy_re(b"(?:[\xa1-\xac\xae-\xbf]\xc2|[\x97\xb7]\xc3)([\x21-\x7e])")
#: A byte beside a Latin-1 symbol (:func:`_latin1_glued`) -> 1 for an ASCII letter, 2 for an ASCII
#: symbol, 0 for anything else (a digit, a space, a byte of another character).
_GLUED_SIDES = bytes(1 if chr(b).isascii() and chr(b).isalpha() else 2 if 0x21 <= b <= 0x7E and not chr(b).isalnum()
                     else 0 for b in range(256))
#: A lone Latin-1 symbol among the lone characters (:func:`_lone_chars`, UTF-8 joined: C2 is always a
#: lead byte there): its second byte, priced by _LATIN1_LONE_WEIGHTS.
_LATIN1_LONE = _lazy_re(b"\xc2([\xa1-\xac\xae-\xbf])")
#: A dash of _SEPARATORS (U+2010-2015, U+2212) among the lone characters (:func:`_lone_units`).
_LONE_DASH = _lazy_re(b"\xe2(?:\x80[\x90-\x95]|\x88\x92)")


def _half_count(utf16: bytes, page: int, half: bytes) -> int:
    """How many code units of ``utf16`` are in one half of ``page`` (``half``: _UPPER_HALF, or
    _LOWER_HALF, the low byte's mask)."""
    n = len(utf16) // 2
    kept = (int.from_bytes(utf16[1::2].translate(_page_is(page)), "little")
            & int.from_bytes(utf16[0::2].translate(half), "little"))
    return n - kept.to_bytes(n, "little").count(0) if kept else 0


def _format_units(text: str, raw: bytes, chars: str, pages: bytes, tables: _Tables) -> int:
    """What invisible format characters (_INVISIBLE), Unicode spaces, digits of other scripts and
    dashes (_SEPARATORS) cost beyond their pages' price, in 1/_PAIR_UNIT token. One pass finds
    them all (ordinary text holds few: they are then told apart among what it found), only where
    their pages occur; an invisible one between two letters also splits a word (:func:`_invisible_splits`)."""
    astral = 0xD8 in pages or 0xDB in pages
    if not (pages.translate(_FORMAT_PAGES).strip(b"\0") or "\xad" in chars or "\xa0" in chars or astral):
        return 0
    found = "".join(_FORMAT_CHARS.findall(chars))
    if astral:
        found += "".join(_INVISIBLE_CHARS[1].findall(chars))
    if not found:
        return 0
    units = 0
    invisible = len(_INVISIBLE_CHARS[0].findall(found)) + (len(_INVISIBLE_CHARS[1].findall(found)) if astral else 0)
    if invisible:
        units += tables.invisible * invisible + tables.invisible_split * _invisible_split_count(
            text, found, invisible, astral)
    for pattern, weight in zip(_SEPARATORS, tables.separators):
        if weight:
            units += weight * len(pattern.findall(found))
    units += _dash_units(text, set(_SEPARATORS[2].findall(found)), tables)
    if (tables.space_letter or tables.space_latin1) and _SEPARATORS[0].search(found):  # a Unicode space
        units += tables.space_letter * len(_SPACE_BEFORE_LETTER.findall(text))  # before a letter, it pays more
        if 0 in pages:  # before a Latin-1 symbol (``mot\u00a0»``): the symbol pays, as alone
            symbols = _SPACE_BEFORE_LATIN1.findall(text)
            units += tables.space_latin1 * len(symbols) + sum(map(tables.latin1_lone.__getitem__, map(ord, symbols)))
    return units


def _dash_units(text: str, dashes: Iterable[str], tables: _Tables) -> int:
    """What the dashes ``dashes`` (those of _SEPARATORS that ``text`` holds) pay on top of their own
    weight: more before a letter (_DASH_LETTER_WEIGHTS), less after a space (_SPACED_DASH_REBATES)."""
    units = 0
    for dash in dashes:
        units += tables.dash_letter * _dashes_before_letters(text, dash)
        units -= tables.spaced_dash[_DASH_GROUP[dash]] * text.count(" " + dash)
    return units


def _dashes_before_letters(text: str, dash: str) -> int:
    """How many times ``dash`` stands before a letter of _DASH_LETTERS in ``text``: a pattern that
    starts with the dash, which the engine searches for fast (a class first is tried at every
    character)."""
    return len(_then_letter(dash).findall(text))


@functools.lru_cache(maxsize=16)
def _then_letter(dash: str) -> re.Pattern[str]:
    """``dash`` before a letter of _DASH_LETTERS (:func:`_dashes_before_letters`)."""
    return re.compile(re.escape(dash) + "(?=" + _DASH_LETTERS + ")")


def _invisible_split_count(text: str, found: str, invisible: int, astral: bool) -> int:
    """How many invisible characters of ``text`` split a word (:func:`_invisible_splits`): ``found``
    holds its format characters, ``invisible`` of them invisible. A few (most texts that have any:
    one in _SPARSE_INVISIBLE characters or fewer) are looked at one by one, ``str.find`` per
    character and its two neighbours; many by the patterns, whose search for a rare character still
    reads every character of the text (about as costly as looking at one in a hundred)."""
    if invisible * _SPARSE_INVISIBLE > len(text):
        patterns = _invisible_splits() if astral else _invisible_splits()[:2]
        return sum(len(pattern.findall(text)) for pattern in patterns)
    splits, last = 0, len(text) - 1
    for char in set(found):
        if char not in _INVISIBLE_SET:
            continue
        letter = _is_ascii_letter if char in _INVISIBLE_FIVE else _is_letter
        at = text.find(char)
        while at >= 0:
            splits += 0 < at < last and letter(text[at - 1]) and letter(text[at + 1])
            at = text.find(char, at + 1)
    return splits


#: Characters per invisible one at most for them to be looked at one by one (_invisible_split_count).
_SPARSE_INVISIBLE = 128


def _is_letter(char: str) -> bool:
    """A character of _LETTER."""
    return "A" <= char <= "Z" or "a" <= char <= "z" or "\u00c0" <= char <= "\uffff"


def _is_ascii_letter(char: str) -> bool:
    """An ASCII letter."""
    return "A" <= char <= "Z" or "a" <= char <= "z"


def _side_by_side_units(text: str, pages: bytes, utf16: bytes | None, tables: _Tables) -> int:
    """What letters side by side cost: of a script, in a pair its prose seldom writes (a random
    word); of two scripts (a look-alike letter, a mixed identifier); an ASCII letter beside a kana
    or an ideograph. ``pages``: those of the text's non-ASCII characters; ``utf16``: the whole
    text's, or None when the text is mostly ASCII (it is then read with the inside of each ASCII
    run cut out: the same pairs, the same changes)."""
    paired = tables.rare_pairs and pages.translate(tables.rare_pages).strip(b"\0")
    foreign = tables.script_change and pages.translate(_FOREIGN_PAGES).strip(b"\0")
    mixed = tables.cjk_latin and pages.translate(_CJK_LATIN_PAGES).strip(b"\0")
    if not (paired or foreign or mixed):
        return 0
    if utf16 is None:
        utf16 = _ASCII_INSIDE.sub("\0", text).encode("utf-16-le", "surrogatepass")
    units = _rare_pair_units(utf16, tables) if paired else 0
    if mixed:
        units += tables.cjk_latin * _cjk_latin_changes(utf16)
    return units + tables.script_change * _script_changes(utf16) if foreign else units


def _rare_pair_units(utf16: bytes, tables: _Tables) -> int:
    """What the rare pairs of letters of ``utf16`` (a whole text, UTF-16-LE) cost, in
    1/_PAIR_UNIT token: per page with a weight, its letters' codes (others 0) are laid out in
    lanes, each code beside the next one's, and the lanes read as UTF-16 are matched at C speed
    against the page's common pairs (:func:`_rare_pair_pattern`). Appending text only adds pairs."""
    low, pages = utf16[0::2], utf16[1::2]
    units = 0
    for needle, page, weight in tables.rare_pairs:
        start = pages.find(needle)
        if start < 0:
            continue
        # Only the span from the page's first character to its last holds its pairs (a text of
        # several scripts has each in its own part): the same count, over less.
        end = pages.rfind(needle) + 1
        span_low, span_pages, n = low[start:end], pages[start:end], end - start
        index, pattern = _rare_pair_pattern(page)
        keep = int.from_bytes(span_pages.translate(_page_is(page)), "little")
        codes = (int.from_bytes(span_low.translate(index), "little") & keep).to_bytes(n, "little")
        lanes = bytearray(2 * n)
        lanes[1::2] = codes
        lanes[0:2 * n - 2:2] = codes[1:]
        units += weight * len(pattern.findall(lanes.decode("utf-16-le")))
    return units


@functools.cache
def _unassigned_pattern() -> re.Pattern[str]:
    """A pattern matching a code point of _UNASSIGNED."""
    raw = _decompress(binascii.a2b_base64(_UNASSIGNED))
    spans = [(int.from_bytes(raw[k:k + 2], "little"), int.from_bytes(raw[k + 2:k + 4], "little"))
             for k in range(0, len(raw), 4)]
    return re.compile("[" + "".join(f"\\u{a:04x}-\\u{a + n:04x}" for a, n in spans) + "]")


@functools.cache
def _page_is(page: int) -> bytes:
    """Page -> 0xFF for ``page``, 0 for any other (a mask of its code units)."""
    return bytes(0xFF if c == page else 0 for c in range(256))


def _break_units(raw: bytes, tables: _Tables) -> int:
    """What the line breaks of ``raw`` pay beyond their pairs (1/_PAIR_UNIT token): a carriage return
    before a line feed, or last, less (_CRLF_TOKENS); a space before a line break, then a letter or a
    symbol, more (_SPACE_BREAK, Claude's). Each byte looked for as an int or a short needle, at C speed."""
    units = 0
    if tables.crlf_rebate and 0x0D in raw:
        units -= tables.crlf_rebate * (raw.count(b"\r\n") + (raw[-1] == 0x0D))
    if tables.space_break and raw.find(b" \n") >= 0:
        units += tables.space_break * len(_SPACE_BREAK.findall(raw))
    return units


def _tab_rebates(raw: bytes, tables: _Tables) -> int:
    """What the tabs of ``raw`` between two words pay less than the pairs charge (1/_PAIR_UNIT
    token): before a lower-case word or last (_TAB_GLUE_REBATE), but for a word the tokenizers split
    without its space (_TAB_THEN_WORD), before a capitalised one (_TAB_CAPITAL_REBATE)."""
    rebate = tables.tab_rebate * len(_GLUED_TAB.findall(raw))
    if len(raw) > 5:  # a word of four letters after such a tab, then the byte that ends it
        rebate -= tables.tab_split * _split_count(_TAB_THEN_WORD.findall(raw))
    if tables.capital_tab_rebate:
        rebate += tables.capital_tab_rebate * len(_CAPITAL_TAB.findall(raw))
    return rebate


def _rare_ascii_units(raw: bytes, ascii_only: bool, tables: _Tables) -> int:
    """What ``raw`` (UTF-8, longer than _TRIGRAM_MIN) pays for its runs of ASCII letters and
    symbols that no vocabulary holds (1/_PAIR_UNIT token): three letters no fit source writes, four
    letters no token of the profile's vocabulary holds; past
    _RARE_ASCII_MIN, two rare pairs of letters side by side, a pair of unlike symbols no token
    holds, three letters alike after a space or a symbol, and the words of capitals are read as
    lower case by the first two (:func:`_lower_words_of_capitals`)."""
    # read over one byte per character: another character's bytes stand for one separator
    skeleton = raw if ascii_only else raw.translate(_LEADS_AS_NUL, _CONTINUATION)
    units = 0
    if len(raw) > _RARE_ASCII_MIN:  # words of capitals pay what the same words in lower case pay
        skeleton = _lower_words_of_capitals(skeleton)  # 1 KB of English and code: 18 us, a sixth of its estimate
    if tables.trigrams:  # three letters English, code and the fitted languages never write
        units += tables.trigrams * _unknown_trigrams(_settled(skeleton), _unknown_trigram_pattern())
    # four letters no token of the vocabulary holds (a word it does not know), and past
    # _RARE_ASCII_MIN the rare pairs of letters and of symbols, over the pairs' lanes
    fourgrams = _unknown_fourgram_pattern(tables.profile) if tables.fourgrams else None
    patterns = _rare_ascii_patterns(tables.profile) if len(raw) > _RARE_ASCII_MIN else None
    codes = skeleton.translate(_ASCII_LANE_CODES)
    found = letters = symbols = 0
    start, n = 0, len(codes)
    while start < n:  # by slices cut after neither a letter nor a symbol: no term reads across a cut
        end = codes.find(0, start + _SLICE - 1)  # 10 MB of English: 82.4 MB in one piece, 40.1 MB so
        end = n if end < 0 else end + 1
        lanes = _lanes_of(codes[start:end])
        if fourgrams is not None:
            found += _unknown_fourgrams(_fourgram_letters(lanes), fourgrams)
        if patterns is not None:
            pairs = _rare_ascii_counts(lanes, patterns)
            letters, symbols = letters + pairs[0], symbols + pairs[1]
        start = end
    units += tables.fourgrams * found
    if patterns is None:
        return units
    units += tables.rare_ascii * letters + tables.rare_symbols * symbols
    if tables.repeats:  # three letters alike after a space or a symbol
        units += tables.repeats * _repeated_letters(raw)
    return units


def _settled(skeleton: bytes) -> bytes:
    """``skeleton`` (the text as :func:`_rare_ascii_units` reads it) but for the ASCII letters that
    end it, if they are _TRIGRAM_WAIT or fewer: a word still being written, whose three letters
    no fit source writes are counted with the byte that ends it, the byte that also tells whether
    it is a word of _KNOWN_WORDS or _KNOWN_NAMES, which pays none of them (:func:`_known_word_units`). Appending
    only adds: a letter keeps the word waiting or, past _TRIGRAM_WAIT, counts it all."""
    tail = len(skeleton) - len(skeleton.rstrip(_ASCII_LETTERS))
    return skeleton[:-tail] if 0 < tail <= _TRIGRAM_WAIT else skeleton


#: The ASCII letters (:func:`_settled`).
_ASCII_LETTERS = bytes(range(65, 91)) + bytes(range(97, 123))
#: The longest word of _KNOWN_WORDS and _KNOWN_NAMES (16, 15): a run of letters this long or shorter
#: at the end of a text may be one (:func:`_settled`).
_TRIGRAM_WAIT = 16


@functools.cache
def _listed_trigrams() -> dict[bytes, int]:
    """The words of _KNOWN_WORDS and _KNOWN_NAMES that hold three letters no fit source writes (the
    class of :func:`_unknown_trigram_pattern`: ``oat`` in ``coat``, ``cil`` in ``council``, ``oky`` in
    ``Tokyo``; 959 words and 230 names) -> how many. Every vocabulary holds the word whole, so they
    cost it nothing: where _KNOWN_WORD finds it, what they charged is taken off
    (:func:`_known_word_units`), with the byte that ends the word, which is also when they were
    counted (:func:`_settled`): the estimate stays monotone. Read once, at the first long text
    with such a word."""
    # The words joined by spaces, read as _unknown_trigrams reads a text (each position's three letters
    # in a lane; a space or a capital is no lower-case letter, so no three letters cross a word's end),
    # the matches mapped back to their words: one pass, where a lookup of every three letters of every
    # word took a third of the first count of a short text.
    words = list(itertools.chain(_known_words(), _known_names()))
    starts = list(itertools.accumulate((len(word) + 1 for word in words[:-1]), initial=0))
    counts: dict[bytes, int] = {}
    for found in _unknown_trigram_pattern().finditer(_trigram_lanes(b" ".join(words))):
        word = words[bisect.bisect_right(starts, found.start()) - 1]
        counts[word] = counts.get(word, 0) + 1
    return counts


@functools.cache
def _rare_ascii_patterns(profile: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Two patterns matching in the lanes of :func:`_rare_ascii_counts`: a pair of ASCII letters
    outside _COMMON_ASCII_PAIRS followed by another, and a pair of unlike ASCII symbols outside
    ``profile``'s _COMMON_SYMBOL_PAIRS. Each starts with a class, which
    the regex engine skips to at C speed (one pattern of both, an alternation, was 40% slower)."""
    letters = _rare_letter_pair_class().pattern
    bits = int.from_bytes(_COMMON_SYMBOL_PAIRS[profile], "little")
    symbols = "".join(chr((27 + a) << 8 | (27 + b)) for a in range(32) for b in range(32)
                      if not bits >> (a * 32 + b) & 1)
    return re.compile(letters + "(?=" + letters + ")"), re.compile("[" + re.escape(symbols) + "]")


def _rare_ascii_counts(lanes: str, patterns: tuple[re.Pattern[str], re.Pattern[str]]) -> tuple[int, int]:
    """How many times, in ``lanes`` (:func:`_ascii_lanes` of a text), two pairs of lower-case ASCII
    letters that English, code and the fitted languages seldom write stand side by side (three
    letters, each pair rare), and how many pairs of unlike ASCII symbols the profile's tokenizer
    has no token for stand side by side (``patterns``: :func:`_rare_ascii_patterns` of the
    profile). Appending text only adds."""
    letters, symbols = patterns
    return len(letters.findall(lanes)), len(symbols.findall(lanes))


def _ascii_lanes(raw: bytes) -> str:
    """``raw`` (one byte a character) as the rarity terms read it: each letter's code (a 1 to z 26)
    or symbol's (27 to 58, in the order of _ASCII_SYMBOLS; anything else 0) laid out in lanes
    beside the next one's, read as UTF-16, one code unit a pair of neighbours (the last one's
    neighbour 0), matched at C speed (as :func:`_rare_pair_units` does)."""
    return _lanes_of(raw.translate(_ASCII_LANE_CODES))


def _lanes_of(codes: bytes) -> str:
    """:func:`_ascii_lanes` of a text already through _ASCII_LANE_CODES."""
    n = len(codes)
    lanes = bytearray(2 * n)
    lanes[1::2] = codes
    lanes[0:2 * n - 2:2] = codes[1:]
    return lanes.decode("utf-16-le")


def _fourgram_letters(lanes: str) -> bytes:
    """The codes :func:`_unknown_fourgrams` reads, from :func:`_ascii_lanes`: a lower-case letter's
    code (a 1 to z 26), 255 for anything else and for the second letter of a pair of unlike letters
    outside _COMMON_ASCII_PAIRS, so that no four letters holding such a pair count (a rare pair is
    _RARE_ASCII_WEIGHTS' business; counted both ways, random words of the 26 letters were
    2.2-2.6x, 1.7-1.9x without the four letters). It also leaves out the four letters that start
    with the pair's second letter: a little fewer counted, never more. The second, not the first:
    a letter appended makes a pair with the last one, and only four letters that hold the new
    letter may be left out (appending text only adds). Each code unit's low byte is the next
    letter's code; a rare pair's unit is replaced by 0xFFFF first."""
    if not lanes:
        return b""
    marked = _rare_letter_pair_class().sub("\uffff", lanes).encode("utf-16-le")
    return (bytes((ord(lanes[0]) >> 8,)) + marked[0:-2:2]).translate(_FOURGRAM_CODES_OF_LANES)


@functools.cache
def _rare_letter_pair_class() -> re.Pattern[str]:
    """A class of the code units of :func:`_ascii_lanes` that hold two unlike lower-case letters
    outside _COMMON_ASCII_PAIRS."""
    bits = int.from_bytes(_COMMON_ASCII_PAIRS, "little")
    return re.compile("[" + re.escape("".join(chr(a << 8 | b) for a in range(1, 27) for b in range(1, 27)
                                              if a != b and not bits >> ((a - 1) * 26 + b - 1) & 1)) + "]")


def _bit_flags(number: int, count: int) -> str:
    """The ``count`` low bits of ``number`` as ``"0"`` and ``"1"``, bit 0 first: a bit tested by an index,
    where ``number >> k & 1`` shifts the whole integer."""
    return format(number, "b").zfill(count)[::-1][:count]


@functools.cache  # built at the first long text of ASCII letters, not at import
def _unknown_trigram_pattern() -> re.Pattern[str]:
    """A class of the code units ``first << 10 | second << 5 | third`` (letters a 1 to z 26) of the
    trigrams :func:`_unknown_trigrams` counts: outside _KNOWN_TRIGRAMS, both pairs common
    (_COMMON_ASCII_PAIRS; a letter repeated is a common pair: a rare pair is _RARE_ASCII_WEIGHTS'
    business, and random words were 1.9-2.2x with both terms on them), not three hex digits (a hash or a
    hex dump is priced by its pairs and digits: with them, held-out numbers and encoded text were
    3-4 points further over) and not one letter thrice (a run of one letter has its own terms)."""
    known = _bit_flags(int.from_bytes(_decompress(binascii.a2b_base64(_KNOWN_TRIGRAMS)), "little"), 26 ** 3)
    pairs = _bit_flags(int.from_bytes(_COMMON_ASCII_PAIRS, "little"), 26 * 26)

    def common(a: int, b: int) -> bool:
        return a == b or pairs[a * 26 + b] == "1"

    units = [(a + 1) << 10 | (b + 1) << 5 | (c + 1) for a in range(26) for b in range(26) for c in range(26)
             if known[(a * 26 + b) * 26 + c] == "0" and common(a, b) and common(b, c)
             and max(a, b, c) > 5 and not a == b == c]
    spans: list[list[int]] = []
    for unit in units:
        if spans and spans[-1][1] == unit - 1:
            spans[-1][1] = unit
        else:
            spans.append([unit, unit])
    return re.compile("[" + "".join(chr(a) if a == b else f"{chr(a)}-{chr(b)}" for a, b in spans) + "]")


def _unknown_trigrams(raw: bytes, pattern: re.Pattern[str]) -> int:
    """How many trigrams of lower-case ASCII letters side by side in ``raw`` (one byte per
    character, as :func:`_rare_ascii_counts` reads it) match ``pattern``
    (:func:`_unknown_trigram_pattern`): each position's three letter codes packed in 15 bits of
    a UTF-16 code unit, matched at C speed. The codes widened to 16-bit lanes are one big integer;
    shifted by 10 bits, by one lane back and 5 bits, and by two lanes back, they put each letter
    and the next two in bits that never overlap (a code is at most 26, 5 bits). Read by slices of
    _SLICE positions and the two letters after them (the last two positions of a slice have no
    third letter: the next slice counts them), so that a long text builds no integer or list as
    large as itself (a 10 MB text took 113 MB). Appending text only adds."""
    count, n = 0, len(raw)
    for start in range(0, n - 2, _SLICE):
        count += len(pattern.findall(_trigram_lanes(raw[start:start + _SLICE + 2])))
    return count


def _trigram_lanes(piece: bytes) -> str:
    """``piece`` as :func:`_unknown_trigrams` reads it: code unit k holds the codes of its bytes k, k + 1
    and k + 2 (a lower-case letter's, 1 to 26, else 0) in 15 bits, one big-integer expression."""
    m = len(piece)
    wide = bytearray(2 * m)
    wide[0::2] = piece.translate(_LOWER_CODES)
    codes = int.from_bytes(wide, "little")
    lanes = codes << 10 | codes >> 16 << 5 | codes >> 32  # the top lane's first code stays in its lane
    return lanes.to_bytes(2 * m, "little").decode("utf-16-le")


def _short_word_units(raw: bytes, tables: _Tables) -> int:
    """What the words of _SHORT_UNHELD_WORDS after a space in ``raw`` (longer than _TRIGRAM_MIN, as the
    three letters no fit source writes: short texts, roles and names, are spared the pass) pay
    (_SHORT_WORD: each found with the byte that ends it, which is no letter: appending text only
    adds), in 1/_PAIR_UNIT token."""
    found = _SHORT_WORD.findall(raw)  # most short texts: none, and nothing more to look up
    return tables.short_words * sum(map(_short_unheld_words(tables.profile).__contains__, found)) if found else 0


@functools.cache
def _short_unheld_words(profile: str) -> frozenset[bytes]:
    """The words of _SHORT_UNHELD_WORDS of ``profile`` (read at the first such word, never at import)."""
    bits = _decompress(binascii.a2b_base64(_SHORT_UNHELD_WORDS[profile]))
    return frozenset(bytes((97 + k // 676, 97 + k // 26 % 26, 97 + k % 26))
                     for k in range(26 ** 3) if bits[k >> 3] >> (k & 7) & 1)


def _nfd_mark_rebate(raw: bytes, pages: bytes, tables: _Tables) -> int:
    """What the combining marks right after a Latin, Greek or Cyrillic letter in ``raw`` are rebated
    (_NFD_MARK: each with its letter, the first mark only; _NFD_MARK_REBATES), in 1/_PAIR_UNIT token;
    ``pages``: the pages of its non-ASCII characters (a mark's is 03)."""
    if 3 not in pages or not (0xCC in raw or 0xCD in raw):  # most text: two lookups
        return 0
    rebates = tables.nfd_marks
    return sum(rebates[found[0]] for found in _NFD_MARK.findall(raw))


def _tone_letter_rebate(text: str, pages: bytes, tables: _Tables) -> int:
    """What the letters of U+1EA0-1EF9 right after an ASCII letter, ơ or ư in ``text`` (_TONE_LETTER) pay
    less (_TONE_LETTER_WEIGHTS), in 1/_PAIR_UNIT token; ``pages``: the pages of its non-ASCII characters."""
    if not tables.tone_rebate or 0x1E not in pages:  # most text: one lookup
        return 0
    return tables.tone_rebate * len(_TONE_LETTER.findall(text))


def _nfd_mark_table(rebates: tuple[int, int, int]) -> tuple[int, ...]:
    """_NFD_MARK_REBATES of a profile by the first byte of the letter: ASCII letters Latin, CE-CF
    Greek, D0-D1 Cyrillic."""
    latin, greek, cyrillic = rebates
    return tuple(latin if 0x41 <= b <= 0x5A or 0x61 <= b <= 0x7A else greek if b in (0xCE, 0xCF)
                 else cyrillic if b in (0xD0, 0xD1) else 0 for b in range(256))


#: Byte -> 1 to 26 for a lower-case ASCII letter, 0 for anything else (:func:`_unknown_trigrams`).
_LOWER_CODES = bytes(c - 0x60 if 0x61 <= c <= 0x7A else 0 for c in range(256))


@functools.cache  # built at the first long text of ASCII letters of the profile, not at import
def _unknown_fourgram_pattern(profile: str) -> re.Pattern[str]:
    """A class of the code points :func:`_unknown_fourgrams` gives four lower-case letters that no
    token of ``profile``'s vocabulary holds and the fit sources write fewer than 5 times
    (_KNOWN_FOURGRAMS: a bit per value of the hash, set when a known four letters hash to it)."""
    low = sum(_FOURGRAM_KEYS)  # "aaaa"; "zzzz" is 26 times as much, below 0xFFFF
    known = _bit_flags(int.from_bytes(_decompress(binascii.a2b_base64(_KNOWN_FOURGRAMS[profile])), "little"),
                       25 * low + 1)
    # the runs of values no known four letters hash to (a regex over the flags: a loop testing a bit of
    # the big integer at each of the 56,750 values took 53 ms, a shift of the whole integer each)
    spans = [(low + run.start(), low + run.end() - 1) for run in re.finditer("0+", known)]
    # a value in the surrogates' range is a code point like another here
    return re.compile("[" + "".join(re.escape(chr(a)) if a == b else f"{re.escape(chr(a))}-{re.escape(chr(b))}"
                                    for a, b in spans) + "]")


def _unknown_fourgrams(codes: bytes, pattern: re.Pattern[str]) -> int:
    """How many runs of four lower-case ASCII letters in ``codes`` (:func:`_fourgram_letters` of a
    text: a letter's code, or 255) hash to a class of ``pattern``
    (:func:`_unknown_fourgram_pattern`): each position's four letter codes (a 1 to z 26) times
    _FOURGRAM_KEYS, summed in a 32-bit lane of a big integer (one multiplication) and read as
    UTF-32, matched at C speed. Anything but a lower-case letter has code 255, which puts the sum
    past 0xFFFF (255 times the least key), outside the class: only four letters match. The largest
    sum, 255 times the keys' sum, is below 0x110000: no lane carries into the next, and every lane
    is a code point (one in the surrogates' range is read as one, ``surrogatepass``). The hash
    never calls four letters the vocabulary holds unknown; about half the unknown ones hash to a
    known value (_FOURGRAM_WEIGHTS was measured through the hash). By slices of _SLICE positions
    and the three letters after them, as :func:`_unknown_trigrams` reads. Appending text only adds."""
    count, n = 0, len(codes)
    for start in range(0, n - 3, _SLICE):
        piece = codes[start:start + _SLICE + 3]
        m = len(piece)
        wide = bytearray(4 * m)
        wide[0::4] = piece
        # one multiplication sums each lane and the three before it, each times its key
        sums = int.from_bytes(wide, "little") * _FOURGRAM_FACTOR
        text = sums.to_bytes(4 * m + 16, "little")[:4 * m].decode("utf-32-le", "surrogatepass")
        count += len(pattern.findall(text, 3))  # lane k holds the four letters that end at k
    return count


#: A word _KNOWN_WORDS may hold (or its capitalised form, or its capitals: _KNOWN_WORD_FORMS), where
#: the tokenizers read it as one: four letters or more after a space, before a line break, a space,
#: or a digit or an ASCII symbol that no letter follows, which end its pre-token (a letter would go on
#: with the word, a non-ASCII byte may be a letter, a tab has a rebate of its own,
#: _TAB_GLUE_REBATE). The last byte of the text is no such end: the word may go on. Not before a
#: symbol glued to the next word (``spindle.viscosity``, ``maintenance_window``): the pieces after
#: it, ``.visc`` ``osity``, cost more than the pairs say, and the first word's price covered them
#: (dotted names 0.98 -> 0.93x with it, Claude 0.93 -> 0.88x). A capitalised word or capitals may
#: pay more (a form the vocabulary does not hold): found before any symbol, so that what it pays
#: more never goes when a letter follows the symbol (the estimate stays monotone).
_KNOWN_WORD = _lazy_re(rb" ([a-z]{4,}(?=[\n\r ]|[!-@\[-`{-~](?![A-Za-z]))"
                        rb"|(?:[A-Z][a-z]{3,}|[A-Z]{4,})(?=[\n\r !-@\[-`{-~]))")
#: A space and four letters through _WORD_MASK: a text without it holds no word _KNOWN_WORD finds
#: (one translate and one find, where the regex took a short text's estimate a fifth longer).
_SPACE_THEN_WORD = b"\x03\x01\x01\x01\x01"
#: A space or a line break: where a slice of :func:`_known_word_units` may end (what follows it cannot
#: change whether a word before it is one _KNOWN_WORD finds).
_WORD_BREAK = _lazy_re(rb"[\n\r ]")
#: A lower-case word of four letters or more before a symbol a letter follows, where _KNOWN_WORD
#: finds none: a word of _SPLIT_WORDS there pays its surcharge too (found at the end of a text before
#: the symbol, it must not go when a letter is appended; a rebate may, and does).
_GLUED_LOWER_WORD = _lazy_re(rb" ([a-z]{4,})(?=[!-@\[-`{-~][A-Za-z])")
#: The words before the one measured by :func:`_word_rebate`: plain prose, longer than _TRIGRAM_MIN
#: so that every term of a long text reads the word.
_WORD_PAD = b"so the team said that it was time to read the notes of the last meeting and then to write down"


def _known_words() -> frozenset[bytes]:
    """The words of _KNOWN_WORDS (about 14,000; read with the first profile's tables, never at import)."""
    return _listed()[0]


@functools.cache
def _bare_split_words() -> frozenset[bytes]:
    """The words of _BARE_SPLIT_WORDS (read at the first tab before a word, never at import)."""
    bits = _decompress(binascii.a2b_base64("".join(_BARE_SPLIT_WORDS)))
    return frozenset(word for k, word in enumerate(sorted(_known_words())) if bits[k >> 3] >> (k & 7) & 1)


@functools.cache
def _held_opened_words() -> frozenset[bytes]:
    """The words of _HELD_OPENED_WORDS with their symbol (read at the first such word, never at import)."""
    return frozenset(_decompress(binascii.a2b_base64(_HELD_OPENED_WORDS)).split(b" "))


def _held_tokens(table: str, mask: int) -> frozenset[bytes]:
    """The tokens of a table of held tokens (_HELD_CAPITALS, _HELD_SYMBOL_RUNS, _HELD_TITLES: each
    after a digit whose bits say which profiles' tokenizers hold it, in _PROFILE_ORDER) that every
    profile of ``mask`` holds; none for 0."""
    if not mask:
        return frozenset()
    entries = _decompress(binascii.a2b_base64(table)).split(b" ")
    return frozenset(entry[1:] for entry in entries if entry[0] - 0x30 & mask == mask)


@functools.cache
def _held_symbol_runs(profile: str) -> tuple[frozenset[bytes], int]:
    """The runs of _HELD_SYMBOL_RUNS that ``profile``'s tokenizer holds, and the longest's length
    (read at the first run of symbols that ends, never at import)."""
    runs = _held_tokens(_HELD_SYMBOL_RUNS, 1 << _PROFILE_ORDER.index(profile))
    return runs, max(map(len, runs))


@functools.cache
def _held_titles(profile: str) -> frozenset[bytes]:
    """The words of _HELD_TITLES, with their symbol, that ``profile``'s tokenizer holds (none for
    Claude's, whose table bit none has; read at the first capitalised word glued after a symbol,
    never at import)."""
    return _held_tokens(_HELD_TITLES, {"o200k": 1, "cl100k": 2}.get(profile, 0))


@functools.cache
def _held_capitals(profile: str) -> frozenset[bytes]:
    """The runs of _HELD_CAPITALS that ``profile``'s tokenizer holds whole (Claude's: those both hold;
    read at the first run of capitals after a symbol, never at import)."""
    return _held_tokens(_HELD_CAPITALS, {"o200k": 1, "cl100k": 2}.get(profile, 3))


def _split_count(words: Iterable[bytes]) -> int:
    """How many of ``words`` (each found by a pattern ending in _ENDED_WORD) are _BARE_SPLIT_WORDS."""
    return sum(map(_bare_split_words().__contains__, words))


@functools.cache
def _known_names() -> frozenset[bytes]:
    """The names of _KNOWN_NAMES (read with the first profile's tables, never at import)."""
    return frozenset(_decompress(binascii.a2b_base64("".join(_KNOWN_NAMES))).split())


def _listed() -> tuple[frozenset[bytes], frozenset[bytes], tuple[bytes, ...], tuple[bytes, ...]]:
    """The words of _KNOWN_WORDS; they, their capitalised forms and their capitals (the keys of each
    profile's rebates); the capitalised forms and the capitals in the list's order (for
    :func:`_held_forms`). Read once, at the first profile's tables (6 ms)."""
    global _LISTED
    if _LISTED is None:
        words = sorted(_decompress(binascii.a2b_base64("".join(_KNOWN_WORDS))).split())
        capitalised, capitals = tuple(w.capitalize() for w in words), tuple(w.upper() for w in words)
        _LISTED = (frozenset(words), frozenset(words).union(capitalised, capitals), capitalised, capitals)
    return _LISTED


_LISTED: tuple[frozenset[bytes], frozenset[bytes], tuple[bytes, ...], tuple[bytes, ...]] | None = None


@functools.cache
def _split_costs(profile: str) -> dict[bytes, int]:
    """The words of ``profile``'s _SPLIT_WORDS -> their cost, in 1/_PAIR_UNIT token (none: {})."""
    if profile not in _SPLIT_WORDS:
        return {}
    lines = _decompress(binascii.a2b_base64("".join(_SPLIT_WORDS[profile]))).split(b"\n")
    return {word: int(cost) * _PAIR_UNIT for cost, *words in map(bytes.split, lines) for word in words}


def _split_forms(profile: str) -> list[bytes]:
    """The words of ``profile``'s _SPLIT_WORDS, their capitalised forms and their capitals: the
    keys of its rebates they add (the capitalised forms and capitals pay what such forms of a word
    the profile does not hold pay, :func:`_word_rebate`)."""
    words = list(_split_costs(profile))
    return words + [w.capitalize() for w in words] + [w.upper() for w in words]


def _held_forms(profile: str) -> frozenset[bytes]:
    """The capitalised forms and the capitals of the words of _KNOWN_WORDS that ``profile`` spells
    as one token (_KNOWN_WORD_FORMS: a bit per word, little-endian, each form in turn)."""
    _, _, capitalised, capitals = _listed()
    data = _decompress(binascii.a2b_base64(_KNOWN_WORD_FORMS[profile]))
    bits = "".join(f"{byte:08b}"[::-1] for byte in data)  # bit k of the bytes -> character k
    size = 8 * ((len(capitalised) + 7) // 8)
    return frozenset([form for form, bit in zip(capitalised, bits) if bit == "1"]
                     + [form for form, bit in zip(capitals, bits[size:]) if bit == "1"])


def _known_word_units(raw: bytes, estimator: CharHeuristicEstimator) -> int:
    """What the words of _KNOWN_WORDS and _KNOWN_NAMES in ``raw`` pay less, and the words of the
    profile's _SPLIT_WORDS more (1/_PAIR_UNIT token): each, where _KNOWN_WORD finds it, what its
    estimate in prose is over one token (:func:`_word_rebate`), remembered per profile, and what
    its three letters no fit source writes charged (:func:`_listed_trigrams`); a split word before
    a glued symbol too (_GLUED_LOWER_WORD). A text longer than _SLICE bytes by slices that end after
    a space or a line break (a word and the bytes that tell whether it ends are in one slice; the
    next slice starts at that byte, which may be the space before the next word): a text of a
    million words builds no list of a million."""
    # the three letters no fit source writes that the words found hold cost them nothing (_listed_trigrams)
    trigrams = estimator._tables.trigrams if len(raw) > _TRIGRAM_MIN else 0
    n = len(raw)
    if n <= _SLICE:  # most texts: one pass, few steps (a short text's estimate is 3 us)
        return _word_units_in(raw, 0, n, estimator, trigrams)
    total, start = 0, 0
    while start < n:
        found = _WORD_BREAK.search(raw, start + _SLICE) if start + _SLICE < n else None
        end = n if found is None else found.start() + 1
        total += _word_units_in(raw, start, end, estimator, trigrams)
        start = end - 1 if end < n else n
    return total


def _word_units_in(raw: bytes, start: int, end: int, estimator: CharHeuristicEstimator, trigrams: int) -> int:
    """:func:`_known_word_units` of ``raw[start:end]`` (``trigrams``: the weight of the three letters
    taken off, 0 for a text too short to pay them)."""
    tables = estimator._tables
    words = _KNOWN_WORD.findall(raw, start, end)
    total = _rebates_of(words, tables.word_rebates, estimator)
    if trigrams:
        total += trigrams * sum(map(_listed_trigrams().get, words, _ZEROS))
    if tables.word_split:  # a word of _SPLIT_WORDS before a symbol a letter follows: its surcharge stays
        split = tables.word_split
        total += sum(_word_rebate(estimator, word) for word in _GLUED_LOWER_WORD.findall(raw, start, end)
                     if word in split)
    return total


def _rebates_of(words: list[bytes], rebates: dict[bytes, int | None], estimator: CharHeuristicEstimator) -> int:
    """The sum of the rebates of ``words`` (``rebates``: every form of a word of _KNOWN_WORDS -> its
    rebate, below 0 a surcharge, None until it is first met; any other word pays 0), at C speed:
    one lookup a word; a form met for the first time is measured once (:func:`_word_rebate`)."""
    paid = list(map(rebates.get, words, _ZEROS))
    if None in paid:
        return sum(_word_rebate(estimator, word) if r is None else r for word, r in zip(words, paid))
    return sum(cast("list[int]", paid))  # no None: checked


#: What a word the profile spells as one token still pays after its rebate (:func:`_word_rebate`),
#: in 1/_PAIR_UNIT token: 1.1 tokens, a tenth over its cost, for the words around it that the pairs
#: price under theirs. A word the vocabularies do not hold whole (a rare word, a name) costs 1.8-2.6
#: tokens where the pairs charge 1.4-1.9, which the listed words' overcharge used to cover: random
#: words of English text (28% not listed) were 1.02-1.06x before the rebate, 0.92-0.93x with words
#: brought to one token, 0.95x at 1.1; plain English prose stays within 4% (the five registers
#: -0.6 / +1.1 / -1.3% at one token, +1.8 / +3.6 / +0.7% at 1.1; held-out English +2.3 to +3.6%).
_KNOWN_WORD_PRICE = 70
#: Zeros without end: the default of each lookup of :func:`_rebates_of` (map stops at its words).
_ZEROS = itertools.repeat(0)


def _word_rebate(estimator: CharHeuristicEstimator, word: bytes) -> int:
    """What a word of _KNOWN_WORDS, or one of its other forms, or of _KNOWN_NAMES or _SPLIT_WORDS, pays
    less: ``charge``, what adding it to prose (`` word`` before a full stop, after _WORD_PAD) costs
    the estimate without the rebates, less what its three letters no fit source writes charge
    (taken off apart, :func:`_listed_trigrams`). A word the profile's tokenizer splits (_SPLIT_WORDS):
    below 0, a surcharge up to its cost. A form the profile spells as one token (every lower-case
    word of the list, every name; a capitalised form or capitals where _KNOWN_WORD_FORMS says so):
    ``charge`` less
    _KNOWN_WORD_PRICE (1.1 token), at least 0 and at most ``word_cap``, the least the pair of a
    letter and a byte that ends the word pays (``a0``, ``a ``, ``an``, ``a.`` and the same after
    a capital), so the byte that ends a word pays at least its rebate and the estimate stays
    monotone. A form it does not (`` Spindle``, `` SPINDLE``): below 0, a surcharge up to two
    tokens for the capitalised form (1.8-2.2 on average over the list), and for the capitals up
    to what such capitals of the word's length cost on average (_CAPITALS_WORD_COSTS); the pairs
    priced them as the lower-case word, about one token: random words of the list capitalised
    were 0.78-0.90x, in capitals 0.62-0.72x. Remembered in the profile's tables (a pure function
    of the word); a surcharge only adds where the byte that ends the word is appended."""
    tables = estimator._tables
    rebate = tables.word_rebates.get(word, 0)
    if rebate is None:
        after = (_WORD_PAD + b" " + word + b".").decode()
        charge = math.floor(estimator._units(after, after.encode()) - _pad_units(estimator))
        charge -= tables.trigrams * _listed_trigrams().get(word, 0)  # taken off apart (_known_word_units)
        if word in tables.word_split:  # split by the profile's tokenizer: at least its cost
            rebate = min(0, charge - tables.word_split[word])
        elif word[:1].islower() or word in tables.word_held:
            rebate = max(0, min(tables.word_cap, charge - _KNOWN_WORD_PRICE))
        elif word[1:2].islower():
            rebate = min(0, charge - 2 * _PAIR_UNIT)
        else:
            rebate = min(0, charge - _CAPITALS_WORD_COSTS[estimator.profile][min(len(word), 12) - 4])
        tables.word_rebates[word] = rebate
    return rebate


def _pad_units(estimator: CharHeuristicEstimator) -> int:
    """What _WORD_PAD and its full stop pay (``estimator._units``): the same for every word a profile
    measures (:func:`_word_rebate`), measured once per profile's tables (their ``pad_units`` cell,
    as their word rebates), not once per word."""
    cell = estimator._tables.pad_units
    units = cell[0]
    if units is None:
        before = (_WORD_PAD + b".").decode()
        units = cell[0] = estimator._units(before, before.encode())
    return units


def _accented_word_units(text: str, raw: bytes, estimator: CharHeuristicEstimator) -> int:
    """What the words of _HELD_ACCENTED_WORDS after a space in ``text`` (as the profile reads it;
    ``raw``: its UTF-8) pay less, in 1/_PAIR_UNIT token: each ended by an ASCII space, line feed,
    digit or punctuation mark but for an apostrophe (_ACCENTED_WORD), what it costs over one token
    (:func:`_accented_rebate`), and the last word of the text, not ended yet, if it is a word of the
    table or the start of one, that less ``accented_end``. The vocabulary spells such a word as one
    token (`` người``, `` được``) where the pairs of its 3-byte letters charge it two to four
    (Vietnamese prose was 1.7-1.8x with o200k). Not capped by what the byte that ends the word
    pays, as _KNOWN_WORDS' rebates are: the last word's own rebate grows letter by letter, each letter
    adding at most what it costs (its charge is measured after a space in _ACCENTED_PAD, a text as
    short as any, which pays no term of longer texts), and the byte that ends it adds what is kept
    back, at most what that byte pays: appending never lowers the estimate."""
    held, starts = _held_accented(estimator.profile)
    kept = estimator._tables.accented_end
    if text.isascii():  # no such word; the last one rebated only if it is a start that pays less (`` Qu``)
        ends = _ascii_starts_rebated(estimator, starts)
        return _accented_rebate(estimator, text[text.rfind(" ") + 1:], kept) if ends and text.endswith(ends) else 0
    if not starts:  # Claude's vocabulary holds none
        return 0
    units = 0
    if _ACCENTED_LEAD.search(raw):  # a letter of U+1E00-1EFF: maybe a word
        units = sum(_accented_rebate(estimator, word, 0) for word in _ACCENTED_WORD.findall(text) if word in held)
    tail = _LATIN_TAIL.search(text, max(0, len(text) - _ACCENTED_LONGEST - 1))
    if tail is not None and tail.group() in starts:  # the last word, maybe the start of one
        units += _accented_rebate(estimator, tail.group(), kept)
    return units


def _ascii_starts_rebated(estimator: CharHeuristicEstimator, starts: frozenset[str]) -> tuple[str, ...]:
    """The starts of words of _HELD_ACCENTED_WORDS in ASCII letters (``starts``: all of them) that pay less
    as the last word of a text, each after a space (o200k's: `` Q``, `` Qu``, `` az``), measured once per
    profile's tables: an ASCII text looks only at its end for them (one ``endswith``), not with a regex."""
    cell = estimator._tables.accented_ascii_ends
    ends = cell[0]
    if ends is None:
        kept = estimator._tables.accented_end
        ends = cell[0] = tuple(sorted(" " + start for start in starts
                                      if start.isascii() and _accented_rebate(estimator, start, kept) > 0))
    return ends


def _accented_rebate(estimator: CharHeuristicEstimator, word: str, kept: int) -> int:
    """What ``word`` (a word of _HELD_ACCENTED_WORDS, or the start of one) pays less, ``kept`` held back:
    what it costs after a space in _ACCENTED_PAD over _KNOWN_WORD_PRICE (1.1 token), at least 0. Its
    cost is remembered in the profile's tables."""
    charges = estimator._tables.accented_charges
    charge = charges.get(word)
    if charge is None:
        after = _ACCENTED_PAD + " " + word
        charge = charges[word] = (estimator._units(after, after.encode())
                                  - estimator._units(_ACCENTED_PAD, _ACCENTED_PAD.encode()))
    return max(0, charge - _KNOWN_WORD_PRICE - kept)


@functools.cache
def _held_accented(profile: str) -> tuple[frozenset[str], frozenset[str]]:
    """(the words of ``profile``'s _HELD_ACCENTED_WORDS, every start of them: read at the first text with a
    space, never at import)."""
    words = [w for w in _decompress(binascii.a2b_base64(_HELD_ACCENTED_WORDS[profile])).decode().split("\n")
             if w]
    return frozenset(words), frozenset(w[:k] for w in words for k in range(1, len(w) + 1))


#: The Latin letters of a word of _HELD_ACCENTED_WORDS (a regex class): ASCII, U+00C0-024F but for ×
#: and ÷, U+1E00-1EFF (Vietnamese, Yoruba, Welsh...).
_LATIN_LETTERS = "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff"
#: A word of Latin letters after a space, ended by an ASCII space, line feed, digit or punctuation mark
#: but an apostrophe or a backquote (a contraction's ``'s`` may be read with it; a carriage return and
#: a tab have rebates of their own): where the tokenizers end the word. One class and a lookahead, so
#: that a long run of letters is read in linear time (a class of the page's letters between two of
#: all of them backtracked quadratically: 16,000 of them before a Cyrillic letter took 1.6 s); the
#: words of _HELD_ACCENTED_WORDS among them are picked by a lookup.
_ACCENTED_WORD = _lazy_re(f"(?<= )[{_LATIN_LETTERS}]+(?=[ \n0-9!-&(-/:-@\\[-_{{-~])")
#: The last run of Latin letters of a text, after a space (a word not ended yet).
_LATIN_TAIL = _lazy_re(f"(?<= )[{_LATIN_LETTERS}]+\\Z")
#: U+1E00-1EFF in UTF-8: its lead byte and the first continuation byte (a search, no more).
_ACCENTED_LEAD = _lazy_re(b"\xe1[\xb8-\xbb]")
#: The longest word of _HELD_ACCENTED_WORDS, in UTF-8 bytes (bench/bigrams.py --held-accented keeps
#: no longer one): with _ACCENTED_PAD and a space, 50 bytes, under _TRIGRAM_MIN.
_ACCENTED_LONGEST = 40
#: A letter of U+1EA0-1EF9 (Vietnamese's vowels with their tone) right after an ASCII letter, ơ or ư:
#: inside a word, where the tokenizers merge it with its neighbours (_TONE_LETTER_WEIGHTS).
_TONE_LETTER = _lazy_re("(?<=[A-Za-z\u01a0\u01a1\u01af\u01b0])[\u1ea0-\u1ef9]")
#: What such a letter pays less than its page prices it (1/_PAIR_UNIT token), per profile: the page
#: U+1E00-1EFF pays what its characters cost alone (no fitted prose held its price down), while a
#: Vietnamese word spends a token or two on its letters. Measured by ``python bench/bigrams.py
#: --tone-letters``: the largest rebate that keeps five families of such letters in words at 0.95 of
#: their real count or more (one of the page's letters in an English word or glued between two,
#: words mixing them with ASCII letters, random Vietnamese syllables, the catalogues' Vietnamese
#: words in random order; 1 KB and 20 KB, two seeds), the tightest the letters glued between English
#: words; each family left out, the others' weight keeps it at 0.94x or more, but for Claude's (0.89x:
#: its weight, 16, would rest on that family alone: 0). A letter's page weight (125 or more) is far
#: above it: appending the letter still adds. Vietnamese's catalogues with cl100k 1.69x -> 1.45x,
#: Vim's tutor 1.61x -> 1.39x (o200k 1.31x -> 1.30x, 1.28x -> 1.26x).
_TONE_LETTER_WEIGHTS = {"o200k": 14, "cl100k": 98, "claude": 0}
#: What a word of _HELD_ACCENTED_WORDS is measured after (:func:`_accented_rebate`): a text shorter than
#: any term of longer texts needs, so that no letter is charged more there than in any text.
_ACCENTED_PAD = "so it was"


#: The first letter of each code unit of :func:`_ascii_lanes` (1 to 26, a lower-case letter) as
#: :func:`_unknown_fourgrams` reads it, 255 for anything else (:func:`_fourgram_letters`).
_FOURGRAM_CODES_OF_LANES = bytes(c if 1 <= c <= 26 else 255 for c in range(256))


def _lower_words_of_capitals(raw: bytes) -> bytes:
    """``raw`` (one byte per character, as :func:`_rare_ascii_counts` reads it) with its words of
    three to _LONG_WORD capitals in lower case, for the rarity terms, which read lower-case letters only: a
    word of capitals was priced by its classes of pairs alone, as an acronym is (Roman numerals were
    0.52-0.55x for o200k and cl100k, DNA reads in words of ten 0.29x, upper-case random words
    0.51-0.89x). A tokenizer spells the capitals of a word it does not know in pieces as short as the
    lower-case ones, and knows the words of capitals English and code write (``ERROR``, ``HTTP``),
    whose lower-case trigrams are known too. A word stands between two characters that are neither a
    letter nor a digit: the capitals inside a word of mixed case (base64, a hash, ``getHTTPClient``,
    ``APIs``) are not lowered (the encoded text of the corpus was 24% over with them, 1.3 points
    with the capitals after a symbol that a letter follows). A run longer than _LONG_WORD is a
    sequence (DNA, protein) that _long_run_changes prices (lowered too, DNA in lines of 60 was 2.2x,
    1.13x without). A run of capitals at the end of the text waits for the character after it, so
    that appending text only adds (the estimate stays monotone).

    Big-integer arithmetic on the byte lanes, by slices cut where no capital is (no run spans two;
    each slice sees the byte after it): the first capital of each run that is no word gets 1, and
    the carry of ``capitals * 255 + firsts`` runs through its capitals (0xFF lanes), marking them;
    the last capital likewise, the lanes read the other way round (big-endian); the capitals left
    get 0x20, lower case. Lowering only adds letters to the lower-case ones the terms read: what they
    counted before they still count."""
    mask = raw.translate(_UPPER_MASK)
    if mask.find(b"\1\1\1") < 0:
        return raw
    n = len(raw)
    if n <= _SLICE:
        return _lower_piece(raw, mask, n)
    pieces, start = [], 0
    while start < n:
        end = mask.find(0, start + _SLICE)  # cut before anything but a capital: no run spans two pieces
        end = n if end < 0 else end
        pieces.append(_lower_piece(raw[start:end + 1], mask[start:end + 1], end - start))
        start = end
    return b"".join(pieces)


def _lower_piece(piece: bytes, mask: bytes, n: int) -> bytes:
    """:func:`_lower_words_of_capitals` of the first ``n`` bytes of ``piece``, which holds the byte
    after them if the text has one (the text before them, if any, ends with anything but a capital)."""
    size = len(piece)
    separators = piece.translate(_SEPARATOR_MASK)  # 1: neither a letter nor a digit
    capitals = int.from_bytes(mask, "little")  # 1 in the lane of each capital
    firsts = capitals ^ (capitals & capitals << 8)  # a capital after anything else
    words = firsts & capitals >> 8 & capitals >> 16 & (int.from_bytes(separators, "little") << 8 | 1)
    if mask.find(_LONG_LETTERS) >= 0:  # a run longer than _LONG_WORD is no word: _long_run_changes prices it
        two = capitals & capitals >> 8  # 1 where two capitals start, then 4, 16, then _LONG_WORD + 1
        four = two & two >> 16
        sixteen = four & four >> 32
        sixteen &= sixteen >> 64
        words ^= words & sixteen & four >> 128 & capitals >> 8 * _LONG_WORD
    lanes = capitals * 0xFF
    others = (lanes + (firsts ^ words) ^ lanes) & lanes  # the runs that start no word
    # Read backwards (big-endian: a carry runs to the lower indices), the last capitals of the runs
    # not followed by a separator (or by nothing yet) mark their runs.
    backwards = int.from_bytes(mask, "big")
    lasts = backwards ^ (backwards & (backwards | int.from_bytes(separators, "big")) << 8)
    lanes = backwards * 0xFF
    others |= int.from_bytes(((lanes + lasts ^ lanes) & lanes).to_bytes(size, "big"), "little")
    kept = capitals ^ (capitals & others)  # 1 in the lanes of the words' capitals
    return (int.from_bytes(piece, "little") | kept << 5).to_bytes(size, "little")[:n]  # | 0x20: lower case


#: Byte -> 1 for an upper-case ASCII letter (:func:`_lower_words_of_capitals`).
_UPPER_MASK = bytes(1 if 0x41 <= c <= 0x5A else 0 for c in range(256))
#: Byte -> 1 for anything but an ASCII letter or digit: what a word of capitals stands between.
_SEPARATOR_MASK = bytes(0 if chr(c).isascii() and chr(c).isalnum() else 1 for c in range(256))


#: The 32 ASCII symbols (punctuation), in the order of their codes in _ASCII_LANE_CODES and of the
#: bits of _COMMON_SYMBOL_PAIRS.
_ASCII_SYMBOLS = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
_ASCII_LANE_CODES = bytes(c - 0x60 if 0x61 <= c <= 0x7A else 27 + _ASCII_SYMBOLS.index(chr(c))
                          if chr(c) in _ASCII_SYMBOLS else 0 for c in range(256))


def _repeated_letters(raw: bytes) -> int:
    """How many ASCII letters of ``raw`` (UTF-8) repeat the one before them in a run of three or
    more alike right after a space or a symbol (``a ffff``: three, ``-XXX``: two, ``ff``: none): a
    tokenizer has few tokens of a space or a symbol and a letter repeated (`` ffff`` is `` f`` +
    ``fff``). A run inside a word, after a digit, a line break or at the start of the text stands
    in a pre-token of its own or its word's, which the tokenizers know better (base64's
    ``AAAAAAAA`` is cheap). Every space and symbol is read as a space (one translate); a regex
    whose first character is a space (searched at C speed) tells whether there is any such run (most
    texts have none), another measures them. Appending text only adds."""
    spaced = raw.translate(_SYMBOLS_AS_SPACE)
    if _REPEATED_START.search(spaced) is None:
        return 0
    found = _REPEATED_RUN.findall(spaced)
    return sum(len(run) for run, _ in found) - len(found)


#: Byte -> a space for a space or an ASCII symbol (or a control character but a line break), the
#: byte itself for a letter, a digit or a line break, ``0`` for a byte of a non-ASCII character.
_SYMBOLS_AS_SPACE = bytes(0x30 if c >= 0x80 else c if chr(c).isalnum() or c in (0x0A, 0x0D) else 0x20
                          for c in range(256))
_REPEATED_START = _lazy_re(rb" ([A-Za-z])\1\1")
_REPEATED_RUN = _lazy_re(rb" ((?P<letter>[A-Za-z])(?P=letter){2,})")


def _quoted_units(raw: bytes, classes: bytes, tables: _Tables) -> int:
    """What the quoted fields of ``raw`` pay (``classes``: it through _WORD_MASK): a semicolon or a
    pipe between two quotes (_QUOTED_SEPARATOR_WEIGHTS), a key of a Python dict (_QUOTED_KEY), a
    comma between two quotes before a capitalised word (_QUOTED_CAPITAL_WEIGHTS), a comma or a colon
    between two double quotes, a comma between two single ones or ``="``, before a lower-case one
    (_QUOTED_LOWER_WEIGHTS; and a word the tokenizers split without its space after them,
    _QUOTED_SPLIT_WEIGHTS). Each is counted at C
    speed: ``bytes.count`` (the capitals' in the text through _QUOTE_CODES), or a pattern that starts
    with its sequence (which the engine skips to as ``find`` does); appending text only adds."""
    units = 0
    if tables.quoted and classes.find(b"\x02\x02\x02") >= 0:  # three symbols in a row
        units += sum(weight * raw.count(sequence) for sequence, weight in tables.quoted)
    if tables.quoted_key:  # a key of a Python dict
        units += tables.quoted_key * raw.count(_QUOTED_KEY)
    if tables.quoted_capitals and raw.find(b",") >= 0:
        quotes = raw.translate(_QUOTE_CODES)
        units += sum(weight * quotes.count(sequence) for sequence, weight in tables.quoted_capitals)
    for sequence, weight in tables.quoted_lower:  # every sequence, a weight of 0 too (its split words pay)
        found = len(_QUOTED_BEFORE_LOWER[sequence].findall(raw))
        if found:
            units += weight * found
            if tables.quoted_split:  # and a word the tokenizers split without its space, once it ends
                units += tables.quoted_split * _split_count(_QUOTED_THEN_WORD[sequence].findall(raw))
    return units


def _opening_units(raw: bytes, tables: _Tables) -> int:
    """What the ASCII symbols opening a word after a space, a line break or first in ``raw`` pay
    (_OPENING_SYMBOL): each its weight before a lower-case letter, or before an upper-case one, at C
    speed: the symbols and their letters found in one scan, each symbol + 128 when its letter is a
    capital (big-int addition, no carry: a symbol is below 128), through the weights, summed."""
    found = b"".join(_OPENING_SYMBOL.findall(raw))
    if not found:
        return 0
    codes = int.from_bytes(found[0::2], "big") + int.from_bytes(found[1::2].translate(_CAPITAL_BIT), "big")
    return _byte_sum(codes.to_bytes(len(found) // 2, "big").translate(tables.opening))


def _spaced_run_table(weights: str) -> dict[bytes, int]:
    """A profile's _SPACED_RUN_WEIGHTS (hex) as sides and run -> weight (``b"S~~~W"``), the runs that
    pay (``bench/bigrams.py`` measures the need with every byte 0: an empty table)."""
    runs = ((sides[0] + symbol * length + sides[1]).encode()
            for sides in _SPACED_SHAPES for symbol in _ASCII_SYMBOLS for length in (2, 3, 4))
    return {run: weight for run, weight in zip(runs, bytes.fromhex(weights)) if weight}


def _run_units(raw: bytes, tables: _Tables) -> int:
    """What the runs of one ASCII symbol, two to eight long, between words, spaces or line breaks in
    ``raw`` pay (_SPACED_RUN): one glued between two words (two letters or digits before it, two
    letters after) its profile's _GLUED_RUN_WEIGHTS (a run of two, a longer one), any other its
    _SPACED_RUN_WEIGHTS by its sides, symbol and length. A run is found once the byte after it is
    there and no byte appended takes it away; the second letter after a run between two words turns
    it from a spaced one, which pays nothing (no such shape is listed), to a glued one: the estimate
    stays monotone."""
    units = 0
    get = tables.spaced_runs.get
    two, longer = tables.glued_runs
    for found in _SPACED_RUN.finditer(raw):
        start, end = found.span()
        if raw[start - 2:start].translate(_RUN_SIDES) == b"WW" and raw[end:end + 2].translate(_LETTER_MASK) == b"\1\1":
            units += two if end - start == 2 else longer
        else:
            units += get((raw[start - 1:start].translate(_RUN_SIDES) if start else b"N")
                         + raw[start:min(end, start + 4)] + raw[end:end + 1].translate(_RUN_SIDES), 0)
    return units


def _emphasis_units(raw: bytes, weights: dict[bytes, int]) -> int:
    """What the Markdown emphasis marks closed before a punctuation mark in ``raw`` pay
    (_EMPHASIS_CLOSE; ``weights``: mark + punctuation -> weight, the others 0). The punctuation mark
    after a mark decides it, and what it decides no byte appended changes: monotone."""
    if not weights:
        return 0
    get = weights.get
    return sum(get(raw[found.start():found.end() + 1], 0) for found in _EMPHASIS_CLOSE.finditer(raw))


def _glued_word_units(raw: bytes, codes_of: bytes, symbols: bytes, letter: int, high: int = 0,
                      capitals: bytes = b"") -> int:
    """What the lower-case words right after an ASCII symbol in ``raw`` pay: each symbol alone
    between a letter or digit and a lower-case letter its weight (``symbols``: a symbol -> its
    weight), and between a letter or digit and an upper-case letter its ``capitals`` weight (a
    separator of fields: ``,``, ``;``, ``|``), each letter past the fourth of a lower-case word
    right after an ASCII symbol ``letter``, or ``high`` after the symbols whose words need more
    (code 17 in ``codes_of``). At C speed, over the text through ``codes_of`` (:func:`_glued_codes`;
    one code a byte: 1 or 17 a symbol, 2 a digit, 6 a lower-case letter, 66 an upper-case one):
    the symbols by big-int masks
    (:func:`_glued_symbols`), the letters by regexes whose match starts with a literal (a symbol's
    code and five lower-case letters: searched fast, never tried at every byte), each behind a
    ``find``; a text longer than _SLICE by slices, the symbols' read with a byte of each neighbour
    (whose own positions lack a neighbour there and count nothing), the letters' by :func:`_cuts`
    (never inside a word). Appending text only adds."""
    n = len(raw)
    codes = raw.translate(codes_of)
    if capitals and raw.translate(_SEPARATOR_CAPITAL).find(b"\x01\x02") < 0:  # no `,Name`: most texts
        capitals = b""
    if n <= _SLICE:  # one slice: most texts
        units = _glued_symbols(raw, codes, symbols, capitals)
    else:
        cuts = [slice(max(0, start - 1), start + _SLICE + 1) for start in range(0, n, max(1, _SLICE))]
        units = sum(_glued_symbols(raw[cut], codes[cut], symbols, capitals) for cut in cuts)
    words = [(pattern, weight) for pattern, literal, weight in ((_GLUED_WORD, _GLUED_WORD_START, letter),
                                                                  (_GLUED_WORD_HIGH, _GLUED_WORD_HIGH_START, high))
             if weight and codes.find(literal) >= 0]
    for start, end in _cuts(codes, 6, _NOT_LOWER_CODE) if words else ():
        for pattern, weight in words:
            found_words = pattern.findall(codes, start, end)
            units += weight * (sum(map(len, found_words)) - 5 * len(found_words))
    return units


def _after_symbol_units(raw: bytes, classes: bytes, tables: _Tables) -> int:
    """What the words right after a symbol or a line break in ``raw`` (longer than _GLUED_MIN;
    ``classes``: it through _WORD_MASK) pay, in 1/_PAIR_UNIT token: a word glued to the one before by
    a symbol (:func:`_glued_word_units`), a symbol opening a word (:func:`_opening_units`), and a word
    the tokenizers spell in pieces without its space after a separator (:func:`_separated_split_units`)
    or after any other symbol or a line break, and a run of capitals after one (:func:`_opened_word_units`)."""
    units = 0
    after_symbol = classes.find(_SYMBOL_THEN_WORD) >= 0
    if after_symbol:
        units += _glued_word_units(raw, tables.glued_codes, tables.glued_symbols, tables.glued_letter,
                                   tables.glued_high, tables.glued_capitals) + _opening_units(raw, tables)
        units += _separated_split_units(raw, tables) if tables.separated_split else 0
        units += _glued_title_units(raw, tables)
        if tables.opened_title:  # "Plateau: a listed word the profile does not hold capitalised, opened
            units += tables.opened_title * _unheld_listed((found[1:] for found in _OPENED_TITLE.findall(raw)),
                                                          tables.word_held)
    if after_symbol or 10 in raw or 9 in raw:  # a line break or a tab is no symbol to _WORD_MASK
        units += _opened_word_units(raw, tables)
    return units


def _glued_title_units(raw: bytes, tables: _Tables) -> int:
    """What the capitalised words glued after a symbol in ``raw`` (_GLUED_TITLE: ``Users\\Name``,
    ``Well-Known``, ``Program:Software``) pay more, in 1/_PAIR_UNIT token: the symbol's _GLUED_TITLE_WEIGHTS,
    unless the profile's tokenizer holds the word with its symbol (_HELD_TITLES: ``.Collections``).
    Each found with the byte that ends the word: appending text only adds."""
    held, weights, scope = _held_titles(tables.profile), tables.glued_titles, tables.scope_title
    units = 0
    for found in _GLUED_TITLE.findall(raw):
        if found[1] != 0x3A:  # after one symbol
            units += weights[found[0]] if found not in held else 0
        elif found[2:] not in tables.word_held:  # after ``::`` (which the tokenizers hold), not a word held whole
            units += scope
    opening, closing = tables.tag_titles
    if (opening or closing) and raw.find(b"<") >= 0:  # a tag's name
        units += sum(closing if found[1] == 0x2F else opening for found in _TAG_TITLE.findall(raw))
    return units


def _separated_split_units(raw: bytes, tables: _Tables) -> int:
    """What the words of _BARE_SPLIT_WORDS right after a comma, a semicolon or a pipe between them and
    a letter or a digit (``tags=plateau,erosion``) pay more (_SEPARATED_SPLIT_WEIGHTS, 1/_PAIR_UNIT
    token), each found with the byte that ends it: appending text only adds."""
    split, weights = _bare_split_words(), tables.separated_split
    return sum(weights[separator] for separator, word in _SEPARATED_WORD.findall(raw) if word in split)


def _opened_word_units(raw: bytes, tables: _Tables) -> int:
    """What the words right after an ASCII symbol, a line break or a tab (_OPENED_WORD) pay more, in
    1/_PAIR_UNIT token: a word of _BARE_SPLIT_WORDS its symbol's _OPENED_SPLIT_WEIGHTS (``(plateau``,
    ``--recursive``, a line that starts with one), unless _HELD_OPENED_WORDS holds it with its symbol
    (``.expires``); a run of capitals the profile's tokenizer does not hold (_HELD_CAPITALS) its
    symbol's _SYMBOL_CAPITALS_WEIGHTS and _CAPITAL_LETTER_WEIGHTS for each of its letters past the
    third, up to the ninth (``"ABANDONED"``). Each found with the byte that ends it: appending text
    only adds."""
    split, opened, held = _bare_split_words(), _held_opened_words(), _held_capitals(tables.profile)
    lower, capitals = tables.opened_split, tables.opened_capitals
    units = 0
    for found in _OPENED_WORD.findall(raw):
        word = found[1:]
        if found[1] >= 0x61:  # lower case: split, unless held whole with its symbol
            units += lower[found[0]] if word in split and found not in opened else 0
        elif word not in held and found not in held:  # held whole, alone or with its symbol
            units += capitals[found[0]] + tables.capital_letter * (min(len(word), 9) - 3)
    dash, equals = tables.arrow_word
    if (dash or equals) and (raw.find(b"->") >= 0 or raw.find(b"=>") >= 0):  # a word after an arrow, on top of ``>``'s
        arrows = _ARROW_WORD.findall(raw)
        units += sum(dash if found[0] == 0x2D else equals for found in arrows)
    return units


def _glued_symbols(chunk: bytes, codes: bytes, symbols: bytes, capitals: bytes = b"") -> int:
    """The weights (``symbols``) of the ASCII symbols of ``chunk`` (``codes``: it through
    :func:`_glued_codes`) between an ASCII letter or digit and a lower-case letter: a symbol (bit 0),
    bit 1 of the byte before it, bit 2 of the byte after it meet at bit 0 of its byte, times 0xFF
    (no carry) the symbol itself, then its weight; and the ``capitals`` weights of those between an
    ASCII letter or digit and an upper-case letter (bit 6 of the byte after it; none when
    ``capitals`` is empty). No other bit survives the ANDs: a byte's bit k must meet bit k + 1 of
    the byte before, and no code has bit 3, 5 or 7 (a symbol's code is 1 or 17, a letter's 6 or 66,
    a digit's 2), so k is 0 or 1 (a byte's own bits are 0, 1, 2, 4, 6; the byte before gives 0, 1,
    3, 5), and bit 1 would need bit 3 (or 7) of the byte after."""
    mask = int.from_bytes(codes, "little")
    after = mask & (mask << 7)  # a symbol after a letter or digit (and bits no third mask keeps)
    units = 0
    for glued, weights in ((after & (mask >> 10), symbols), (after & (mask >> 14) if capitals else 0, capitals)):
        if glued:
            picked = ((glued * 0xFF) & int.from_bytes(chunk, "little")).to_bytes(len(chunk), "little")
            picked = picked.translate(weights)
            units += (_adler32(picked) & 0xFFFF) - 1 if len(picked) <= 256 else _byte_sum(picked)
    return units


def _long_run_changes(raw: bytes) -> int:
    """In each run of more than _LONG_WORD ASCII letters of one case that is no words glued
    together (upper case, or lower case whose first _LONG_WORD + 1 letters hold at most
    _FEW_LETTERS different ones: ``ACGTTGCA...``, a DNA, RNA or protein sequence; a word is seldom
    that long), how many letters differ from the two before them, which differ too (``CGT``; base64's
    ``AAAAEAAOAA`` has none: a letter repeated merges, one between two alike is cheap): the first of
    :func:`_long_run_counts`."""
    return _long_run_counts(raw)[0]


def _long_run_counts(raw: bytes) -> tuple[int, int]:
    """:func:`_long_run_changes`'s count, and how many letters of the same runs, while the run holds
    two different letters at most (``ATATTA``, ``HTTHTH``, ``xoxo``: a sequence of two letters, whose
    tokens are a pair or three letters each), differ from the letter before them. The runs are found
    by ``bytes.find`` over a mask of letters (a regex over every letter cost the whole estimate
    again), their parts of one case by a regex over the run, the letters of each by big-int XORs of
    the part with itself shifted by one and two letters. Appending text only adds (a run's first
    letters decide its case and alphabet; its part of two letters only grows until a third comes)."""
    changes = pairs = 0
    mask = raw.translate(_LETTER_MASK)
    at = mask.find(_LONG_LETTERS)
    while at >= 0:  # from one run of letters long enough to the next, at C speed
        end = mask.find(0, at)
        end = len(raw) if end < 0 else end
        for found in _LONG_LETTER_RUN.finditer(raw, at, end):  # its parts of one case
            run = found.group()
            if run[0] >= 0x61 and len(set(run[:_LONG_WORD + 1])) > _FEW_LETTERS:
                continue
            n = len(run)
            letters = int.from_bytes(run, "little")
            one = (letters ^ (letters >> 8)).to_bytes(n, "little")
            rest = run.translate(None, run[:1])
            others = rest.translate(None, rest[:1])
            two = n if not others else run.find(others[:1])  # the part of two letters at most
            pairs += two - 1 - one[:two - 1].count(0)
            if not others:  # one letter or two: no three differ (``ababab``)
                continue
            one_flags = int.from_bytes(one.translate(_NONZERO), "little")
            two_flags = int.from_bytes((letters ^ (letters >> 16)).to_bytes(n, "little").translate(_NONZERO), "little")
            changes += (one_flags & (one_flags >> 8) & two_flags).to_bytes(n, "little")[:n - 2].count(0xFF)
        at = mask.find(_LONG_LETTERS, end)
    return changes, pairs


#: Letters of one case in a row past which a run is no word: its changes of letter pay _LONG_RUN_WEIGHTS.
_LONG_WORD = 20
_LONG_LETTER_RUN = _lazy_re(b"[a-z]{%d,}|[A-Z]{%d,}" % (_LONG_WORD + 1, _LONG_WORD + 1))
_LONG_LETTERS = b"\x01" * (_LONG_WORD + 1)
#: A run of lower-case letters with at most this many different ones in its first _LONG_WORD + 1
#: is a sequence (acgt), not words glued together (``destinationdatabaseengine``).
_FEW_LETTERS = 6


_LEADS_AS_NUL = bytes(0 if c >= 0xC0 else c for c in range(256))
_CONTINUATION = bytes(range(0x80, 0xC0))


def _script_changes(utf16: bytes) -> int:
    """How often a word of ``utf16`` (a text, UTF-16-LE) changes script: two letters side by side
    of two scripts of _SCRIPT_HALVES (anything else between them, a space, a digit, a mark, makes
    no change). Each code unit's script is laid out as a byte of a big int, at C speed."""
    low, pages = utf16[0::2], utf16[1::2]
    n = len(pages)
    # a page's lower half's script, or its upper half's (lower ^ (lower ^ upper)) where the low byte is 80-FF
    script = (int.from_bytes(pages.translate(_SCRIPT_LOWER), "little")
              ^ (int.from_bytes(pages.translate(_SCRIPT_HALVES_DIFFER), "little")
                 & int.from_bytes(low.translate(_UPPER_HALF), "little"))
              | (int.from_bytes(low.translate(_LATIN_LETTER), "little")
                 & int.from_bytes(pages.translate(_page_is(0)), "little")))
    if 5 in pages:
        script |= (int.from_bytes(low.translate(_SCRIPT_05), "little")
                   & int.from_bytes(pages.translate(_page_is(5)), "little"))
    letters = int.from_bytes(script.to_bytes(n, "little").translate(_NONZERO), "little")
    changes = (script ^ (script >> 8)) & letters & (letters >> 8)
    return n - changes.to_bytes(n, "little").count(0)


def _cjk_latin_changes(utf16: bytes) -> int:
    """How often an ASCII letter and a kana, a CJK ideograph or a CJK punctuation mark stand side
    by side in ``utf16`` (a text, UTF-16-LE), either way round (``Python的list``: two; ``「build」``:
    two). Each code unit's class is laid out as a byte of a big int, at C speed, as
    :func:`_script_changes` does."""
    low, pages = utf16[0::2], utf16[1::2]
    n = len(pages)
    latin = (int.from_bytes(low.translate(_ASCII_LETTER_FF), "little")
             & int.from_bytes(pages.translate(_page_is(0)), "little"))
    cjk = int.from_bytes(pages.translate(_CJK_PAGES_FF), "little")
    side_by_side = (latin & (cjk >> 8)) | (cjk & (latin >> 8))
    return n - side_by_side.to_bytes(n, "little").count(0) if side_by_side else 0


_ASCII_LETTER_FF = bytes(0xFF if 0x41 <= c <= 0x5A or 0x61 <= c <= 0x7A else 0 for c in range(256))
#: Pages of CJK characters: U+3000-30FF (CJK punctuation, hiragana, katakana), the ideographs, the
#: compatibility ideographs and U+FF00-FFFF (fullwidth punctuation, halfwidth katakana).
_CJK_PAGES_FF = bytes(0xFF if c == 0x30 or 0x34 <= c <= 0x9F or c in (0xF9, 0xFA, 0xFF) else 0 for c in range(256))
#: Pages that hold them (a gate: a text without them has no such change).
_CJK_LATIN_PAGES = bytes(1 if c else 0 for c in _CJK_PAGES_FF)


def _lone_chars(raw: bytes, text: str | None = None, chars: str | None = None) -> bytes:
    """The UTF-8 bytes of the characters of ``raw`` that stand alone, a word of one character: an
    ASCII byte that is not a letter (a space, a newline, punctuation, a digit) or the text's start
    before, such a byte after (not the end: appending a letter of the character's script would
    then lower the estimate, which must be monotone; not a letter: é in "dépasse" is inside a word).

    Bytes are classed (``S`` such a separator, ``a`` a letter, ``c`` a continuation byte,
    ``2``/``3``/``4`` the lead of a character of that many bytes): a lone character is ``S2cS``,
    ``S3ccS`` or ``S4cccS``. A long text with non-ASCII bytes in few of its 4 KB chunks (English
    with a dash or an accent) is looked at only there, by ``bytes.find``; any other text whose
    characters are given (``text``: the caller gives them for mostly-ASCII text, English or a log
    with a quote or an accent every line; ``chars``, its non-ASCII ones) with a few non-ASCII
    characters one by one (:func:`_lone_few`), with more by one regex pass over them, which skips
    ASCII ones at C speed (a third of the masks' time there, twice it on dense non-Latin text); any other text
    by big-int masks over the whole of it (no Python loop per word), its few lone characters then
    picked one by one at C speed, or many (a text of spaced characters) by a mask too."""
    n = len(raw)
    if n > 4 * _LONE_CHUNK:
        chunks = [a for a in range(0, n, _LONE_CHUNK) if not raw[a:a + _LONE_CHUNK].isascii()]
        if 4 * len(chunks) * _LONE_CHUNK < n:
            return b"".join(_lone_found(raw, a, min(a + _LONE_CHUNK, n)) for a in chunks)
    if text is not None:
        if n - len(text) <= _FEW_EXTRA_BYTES and n > _RARE_ASCII_MIN:  # a few in a long text: each looked at
            return _lone_few(text, chars)
        return "".join(_LONE_RE.findall(text)).encode("utf-8", "surrogatepass")
    # One class byte per byte (bits: separator 1, leads of 2, 3, 4 bytes 2, 4, 8, continuation
    # 16): a lead whose predecessor and whose character's successor are separators. Other bits
    # of the ANDs can meet by chance; only bit 0 of each byte is the answer.
    bits = int.from_bytes(raw.translate(_LONE_BITS), "little")
    ends = ((bits >> 1) & (bits >> 16)) | ((bits >> 2) & (bits >> 24)) | ((bits >> 3) & (bits >> 32))
    lone = ends & ((bits << 8) | 1)
    ones = _ONES if n <= _ONES_BYTES else int.from_bytes(b"\x01" * n, "little")
    marks = (lone & ones).to_bytes(n + 8, "little")[:n]
    if marks.count(1) <= n // 64:  # few: one by one at C speed
        pieces = []
        at = marks.find(1)
        while at >= 0:
            pieces.append(raw[at:at + _UTF8_LENGTH[raw[at]]])
            at = marks.find(1, at + 1)
        return b"".join(pieces)
    # Many: keep each lone lead and its continuation bytes (the byte after the character is a
    # separator, so no other character's); every other byte becomes 0xFF, which UTF-8 never
    # holds, and is deleted.
    lone = int.from_bytes(marks, "little")
    cont = (bits >> 4) & ones
    keep = lone | (cont & ((lone << 8) | (lone << 16) | (lone << 24)))
    dropped = ((1 << (8 * n)) - 1) ^ ((keep * 255) & ((1 << (8 * n)) - 1))
    return (int.from_bytes(raw, "little") | dropped).to_bytes(n, "little").translate(None, b"\xff")


def _lone_few(text: str, chars: str | None = None) -> bytes:
    """The lone characters of ``text``, a text with a few non-ASCII characters (``chars``, when
    the caller has them; at most _FEW_EXTRA_BYTES bytes beyond one each in UTF-8): each found by
    ``str.find`` (at C speed) and its neighbours looked at, cheaper there than a regex over
    every character."""
    found = []
    last = len(text) - 1
    if chars is None:
        chars = text.encode("utf-8", "surrogatepass").translate(None, _ASCII).decode("utf-8", "surrogatepass")
    for char in set(chars):
        at = text.find(char)
        while at >= 0:
            if at < last and text[at + 1] in _LONE_SEPARATORS and (at == 0 or text[at - 1] in _LONE_SEPARATORS):
                found.append((at, char))
            at = text.find(char, at + 1)
    return "".join(char for _, char in sorted(found)).encode("utf-8", "surrogatepass")


_LONE_SEPARATORS = frozenset(chr(c) for c in range(128) if not chr(c).isalpha())


def _lone_found(raw: bytes, lo: int, hi: int) -> bytes:
    """The lone characters of ``raw`` whose lead lies in ``lo:hi``, found one by one."""
    start = max(lo - 1, 0)
    classes = (b"S" if lo == 0 else b"") + raw[start:hi + 4].translate(_LONE_CLASSES) + b"a"
    shift = -1 if lo == 0 else start  # classes[k] is raw[k + shift]
    pieces = []
    for shape in _LONE_SHAPES:  # a continuation byte last, rare in ASCII text: find skips ahead
        at = classes.find(shape)
        while at >= 0:
            lead = at + 1 + shift
            if classes[at + len(shape)] == _SEPARATOR_CLASS and lo <= lead < hi:
                pieces.append((lead, raw[lead:lead + len(shape) - 1]))
            at = classes.find(shape, at + len(shape))
    return b"".join(piece for _, piece in sorted(pieces))


def _astral_units(utf16: bytes, pages: bytes, tables: _Tables) -> int:
    """The weights of the astral characters of ``utf16`` (UTF-16-LE, ``pages`` its high bytes) by
    1,024-code-point block: per page D8-DB, the weights of the high surrogates' low bytes, kept
    where the page is that one (an AND of big ints), summed."""
    lows = utf16[0::2]
    units = 0
    for weights, page in zip(tables.astral, _HIGH_SURROGATE_PAGES):
        if page[0] in pages and weights.strip(b"\0"):
            kept = int.from_bytes(pages.translate(_page_is(page[0])), "little") & \
                int.from_bytes(lows.translate(weights), "little")
            if kept:
                units += _byte_sum(kept.to_bytes(len(pages), "little"))
    return units


def _block_units(utf16: bytes, quarters: tuple[bytes, ...], flat: bytes) -> int:
    """The weights of the characters ``utf16`` (UTF-16-LE) by 64-code-point block (``flat``: code
    unit >> 6 -> weight; ``quarters``: the same per quarter of a page): a page holds scripts the
    tokenizers know and scripts they do not (Thai and Lao, Tamil and Oriya, Khmer and Tagbanwa).
    Per quarter of a page: the page's weights for that quarter, kept where a code unit's low byte
    falls in the quarter (an AND of big ints), summed."""
    if len(utf16) <= 64 and _LITTLE_ENDIAN:  # a few characters: looked up one by one (native "H")
        return sum(flat[unit >> 6] for unit in memoryview(utf16).cast("H"))
    pages, lows = utf16[1::2], utf16[0::2]
    units = 0
    for weights, quarter in zip(quarters, _QUARTERS):
        priced = pages.translate(weights)
        if not priced.strip(b"\0"):  # no page of the text has a weight in this quarter
            continue
        kept = int.from_bytes(priced, "little") & int.from_bytes(lows.translate(quarter), "little")
        if kept:
            units += _byte_sum(kept.to_bytes(len(pages), "little"))
    return units


def _long_runs(pages: bytes) -> list[tuple[int, int]]:
    """Spans (start, end) of ``pages`` (one byte per UTF-16 code unit: its high byte) where at
    least _RUN_CHARS characters in a row belong to one script group (:data:`_PAGE_GROUPS`; the
    group of page 0, ASCII and Latin-1, is 0, whose runs cost nothing). Big-int XOR marks each
    character whose group equals its predecessor's; ``find`` jumps from one long run to the next
    at C speed."""
    n = len(pages)
    if n < _RUN_CHARS:
        return []
    groups = pages.translate(_PAGE_GROUPS)
    differ = int.from_bytes(groups[1:], "little") ^ int.from_bytes(groups[:-1], "little")
    # A run of page-0 characters (ASCII, Latin-1) is found too, and costs nothing: excess[0] = 0.
    marks = differ.to_bytes(n - 1, "little").translate(_IS_ZERO)
    spans = []
    at = marks.find(_RUN_NEEDLE)
    while at >= 0:
        stop = marks.find(b"\x00", at)
        stop = n - 1 if stop < 0 else stop
        spans.append((at, stop + 1))
        at = marks.find(_RUN_NEEDLE, stop)
    return spans


#: The profiles whose tokenizer reads a text in its Unicode NFKC form (Claude's: the normalizer of
#: its ``tokenizer.json``): ``ⓒⓘⓡⓒⓛⓔⓓ`` is ``circled``, ``𝐛𝐨𝐥𝐝`` is ``bold``, ``x²`` is ``x2``, ``ﬁ``
#: is ``fi``, a decomposed ``é`` (macOS file names) one character. Priced as written, such text was
#: 2.2-21x over for Claude (circled letters 21x, mathematical bold 9.9x, a PDF's ligatures 2.8x,
#: fullwidth letters and digits in Japanese 2.5x, decomposed Vietnamese 2.2x: the tests); o200k and
#: cl100k read the text as written.
_NFKC_PROFILES = frozenset({"claude"})
#: What is read in its NFKC form (_NFKC_READ): a Latin, Greek or Cyrillic letter with the combining
#: diacritical marks after it (``e`` and U+0301 are ``é``), and a run of the characters NFKC turns
#: into letters and digits (superscripts ``²`` ``⁵``, letterlike symbols, number forms ``½`` ``Ⅻ``,
#: enclosed alphanumerics, the Latin ligatures, fullwidth letters and digits ``ＡＰＩ`` ``１２３``,
#: mathematical alphanumerics). Nothing else: the rest was measured against Claude's tokenizer as
#: written, and read as NFKC some of it is under (Unicode spaces between words, which NFKC makes
#: ASCII spaces: a soup of French and English words then 0.88x; Chinese prose with its fullwidth
#: commas made ASCII 0.89x; Kanbun marks made ideographs 0.88x); and a character is read the same
#: way whatever follows it, else appending text could lower an estimate (an Arabic presentation
#: form read as its letter once a digit of the run follows it). Hangul jamo are not composed either:
#: a leading consonant costs more alone than the syllable it makes with a vowel (decomposed Korean
#: stays 6x over for Claude).
_NFKC_READ = _lazy_re("[A-Za-z\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u0148\\u014a-\\u017e\\u0180-\\u01c3"
                      "\\u01cd-\\u01f0\\u01f4-\\u024f\\u0391-\\u03a9\\u03b1-\\u03c9\\u0400-\\u045f][\\u0300-\\u036f]+"
                      "|[\\u00b2\\u00b3\\u00b9\\u00bc-\\u00be\\u2070-\\u207f\\u2100-\\u217f\\u2460-\\u24ff\\ufb00-\\ufb06"
                      "\\uff10-\\uff19\\uff21-\\uff3a\\uff41-\\uff5a\\U0001d400-\\U0001d7ff]+")


def _as_read(text: str, profile: str) -> tuple[str, bytes]:
    """``text`` as ``profile``'s tokenizer reads it (_NFKC_PROFILES, _NFKC_READ) and its UTF-8
    ("surrogatepass": lone surrogates, which occur in JSON-decoded tool output, must not raise)."""
    raw = text.encode("utf-8", "surrogatepass")
    if profile not in _NFKC_PROFILES:
        return text, raw
    codes = raw.translate(_NFKC_CODES)
    if not any(codes.find(needle) >= 0 for needle in _NFKC_NEEDLES):
        return text, raw  # most text: one translate, six finds (a regex scan was a fifth of an estimate)
    import unicodedata  # 0.4 ms, only for the text that may have such characters

    read = _NFKC_READ.sub(lambda match: unicodedata.normalize("NFKC", match.group()), text)
    return (text, raw) if read == text else (read, read.encode("utf-8", "surrogatepass"))


#: The UTF-8 bytes that begin the characters of _NFKC_READ, as :func:`_as_read` looks for them: a
#: lead byte (``A`` U+0300-037F, ``B`` C2, ``C`` E2, ``D`` EF, ``E`` F0) and the continuation byte
#: after it (``b`` the superscripts and fractions of Latin-1, and after EF the fullwidth letters
#: and digits, ``c`` the superscripts, letterlike symbols, number forms and enclosed alphanumerics,
#: ``d`` the ligatures, ``e`` the mathematical alphanumerics); a few neighbours of theirs match too
#: (they only cost the exact search).
_NFKC_CODES = bytes(ord("A") if c in (0xCC, 0xCD) else ord("B") if c == 0xC2 else ord("C") if c == 0xE2
                    else ord("D") if c == 0xEF else ord("E") if c == 0xF0
                    else ord("b") if c in (0xB2, 0xB3, 0xB9, 0xBC, 0xBD, 0xBE)
                    else ord("c") if c in (0x81, 0x84, 0x85, 0x91, 0x92, 0x93)
                    else ord("d") if c == 0xAC else ord("e") if c == 0x9D else ord(".") for c in range(256))
#: Those beginnings, through _NFKC_CODES (``Db``: EF then BC or BD, the fullwidth letters and digits).
_NFKC_NEEDLES = (b"A", b"Bb", b"Cc", b"Dd", b"Db", b"Ee")


#: Texts up to this many characters are remembered by the estimator (at most _SHORT_MEMO of them).
_SHORT_TEXT = 64
_SHORT_MEMO = 4_096
#: Characters of the longer texts an estimator remembers by value, at most (with at most
#: memo_size texts): the texts of a long agent session, not every 1 MB output it ever saw.
_TEXT_MEMO_CHARS = 4_000_000
#: Bytes per slice of _weighted_sum: the big ints stay small and in cache.
_SLICE = 1 << 16
#: Pair weights are stored in units of 1/_PAIR_UNIT token, one byte each (so at most ~4 tokens).
_PAIR_UNIT = 64

#: The 16 classes of a byte as the first of a pair, by name: ``a`` lower-case letter, ``A``
#: upper-case, ``0`` digit, `` `` space, ``n`` newline or CR, ``.`` other ASCII punctuation,
#: ``t`` tab and control characters, ``c`` a UTF-8 continuation byte, and the lead bytes of
#: multi-byte characters by script: ``L`` Latin-1 and Latin extensions (U+0080-02FF), ``M``
#: combining marks and Hebrew points (U+0300-037F, U+0580-05BF), ``G`` Greek, ``C`` Cyrillic
#: and Armenian, ``R`` Hebrew letters, Arabic, Syriac, Thaana (U+05C0-07FF), ``P``
#: U+0800-2FFF (Indic, Thai, Georgian, Vietnamese, punctuation, symbols, box drawing), ``J``
#: U+3000-DFFF (kana, CJK ideographs, Hangul), ``F`` U+E000 and up (private use, fullwidth
#: forms, specials, emoji and the other 4-byte characters).
_FIRST_CLASSES = "aA0 n.tcLMGCRPJF"
#: The 16 classes of a byte as the second of a pair: ``$`` the end of the text (weight 0), the
#: 7 ASCII classes above, continuation bytes in three ranges (``x`` 80-8A, ``y`` 8B-9F, ``z``
#: A0-BF: they tell Arabic vowel marks, fullwidth forms and emoji from their neighbours), and
#: lead bytes (``L`` Latin-1 U+0080-00FF, ``K`` the other 2-byte characters: Latin extensions,
#: Greek, Cyrillic, Hebrew, Arabic..., ``P`` U+0800-2FFF, ``J`` kana, CJK and Hangul
#: U+3000-DFFF, ``F`` U+E000 and up). A letter before é is not a letter before ř.
_SECOND_CLASSES = "$aA0 n.txyzLPJKF"


def _class_table(spans: Iterable[tuple[int, int, int]], scale: int) -> bytes:
    table = bytearray(256)
    for lo, hi, cls in spans:
        table[lo:hi + 1] = bytes([cls * scale]) * (hi + 1 - lo)
    return bytes(table)


_ASCII_SPANS = ((0x00, 0x7F, 5), (0x00, 0x08, 6), (0x09, 0x09, 6), (0x0B, 0x0C, 6), (0x0E, 0x1F, 6),
                (0x7F, 0x7F, 6), (0x61, 0x7A, 0), (0x41, 0x5A, 1), (0x30, 0x39, 2), (0x20, 0x20, 3),
                (0x0A, 0x0A, 4), (0x0D, 0x0D, 4))
_FIRST_TABLE = _class_table(_ASCII_SPANS + (
    (0x80, 0xBF, 7), (0xC0, 0xCB, 8), (0xCC, 0xCD, 9), (0xD6, 0xD6, 9), (0xCE, 0xCF, 10), (0xD0, 0xD5, 11),
    (0xD7, 0xDF, 12), (0xE0, 0xE2, 13), (0xE3, 0xED, 14), (0xEE, 0xFF, 15)), 16)
_SECOND_TABLE = _class_table(tuple((lo, hi, cls + 1) for lo, hi, cls in _ASCII_SPANS) + (
    (0x80, 0x8A, 8), (0x8B, 0x9F, 9), (0xA0, 0xBF, 10), (0xC0, 0xC3, 11), (0xC4, 0xDF, 14), (0xE0, 0xE2, 12),
    (0xE3, 0xED, 13), (0xEE, 0xFF, 15)), 1)
#: Pair code -> its name (first class + second class), e.g. ``" a"``: a space before a
#: lower-case letter, a word start. Pairs with the end of the text (``$``) weigh 0.
_PAIR_NAMES = tuple(_FIRST_CLASSES[code >> 4] + _SECOND_CLASSES[code & 15] for code in range(256))

#: ASCII letters -> 1, any other byte -> 0: ``count(b"\x01" * n)`` is the number of n-letter pieces
#: of the text's words (a word of 21 letters holds two pieces of 10 and one of 16).
_LETTER_MASK = bytes(1 if 65 <= b <= 90 or 97 <= b <= 122 else 0 for b in range(256))
#: The same with the 32 ASCII symbols (punctuation) -> 2 and the space -> 3: one translate finds
#: the runs of letters, the runs of symbols and the spaces between symbols.
_WORD_MASK = bytes(1 if 65 <= b <= 90 or 97 <= b <= 122 else 2 if 33 <= b <= 126 and not chr(b).isalnum()
                   else 3 if b == 32 else 0 for b in range(256))
#: A run of this many ASCII symbols or more, and each change in it from one symbol to another
#: (``-=`` is one, ``--`` is none), what it costs on top, per profile, in 1/_PAIR_UNIT token.
#: The pair weights price a symbol after a symbol at about 0.1 token: what the tokenizers charge
#: for a symbol repeated ("-----", "...."), merged into a token or two, and for the pairs code is
#: full of ("()", "):", '",'), a token each. Symbols that seldom follow one another (ASCII art,
#: table borders of uneven widths, Brainfuck, a regex, line noise) cost 0.55-0.65 token each in
#: all three tokenizers, and were estimated at 0.20-0.84x. Measured, not fitted: the largest
#: weight a change needs for 0.95x of the real count over every alphabet of two symbols (496
#: pairs, random runs of 4-40 between spaces or lines; ``bench/bigrams.py --punct``; it was
#: measured for 0.90x until the refit of stop 38 priced the pairs lower and ``:;`` fell to
#: 0.81x; measured again at stop 40 on top of _RARE_SYMBOL_WEIGHTS, which prices a change
#: between two symbols no token holds wherever it stands, the need was 61/60/68: not adopted, as
#: families it never saw fell under 0.90 with it, a diffstat's ``++++----`` 0.87x and Brainfuck
#: 0.89x with Claude's tokenizer). With more symbols a run changes more often and is over-counted,
#: the safe side.
_PUNCT_CHANGE = {"o200k": 67, "cl100k": 76, "claude": 77}
#: A symbol repeated in a run of 4 or more (``||||||||``, ``''''``, ``))))``, a rule of ``+`` or
#: ``#``): the pairs price a symbol after the same one at nothing, as if every run merged into a
#: token or two, but the tokenizers build a run's tokens by merging pairs, up to the longest token
#: of that symbol their vocabulary holds (``-`` and ``=``: 64 and more; ``|``, ``'``, ``,``: 2-4), so
#: a run of n costs about n / 2 ** e tokens, e the exponent of the largest power of two no longer
#: than that token (``bench/bigrams.py --symbol-runs`` reads it from the vocabularies: a digit per
#: symbol in _ASCII_SYMBOLS' order; checked against the tokenizers, runs of 4 to 200 of every
#: symbol: within a token but 3 of 576 with Claude's). Each repeat pays _PAIR_UNIT / 2 ** e less
#: what the pairs charge for a symbol after a symbol (nothing in the tables of stop 41): derived,
#: not fitted (``|`` x 80 was estimated at 2 tokens: 10-40 real; lines of ``+`` 0.53x).
_SYMBOL_RUN_EXPONENTS = {"o200k": "42625122265266644363331213611215", "cl100k": "31626112265366634363221212611215",
                         "claude": "43635153265175531364241213641125"}
#: And the rest of a run of one symbol 8 long or more: the tokens a run spells are the binary
#: digits of its length in the tokens the vocabulary holds (60 ``+`` are 32 + 16 + 8 + 4, four
#: tokens, not two), so each such run pays on top what a run of it 8 to 100 long between two words
#: costs on average over what the estimate charges for it without this term: measured against the
#: tokenizers by ``bench/bigrams.py --symbol-runs``, in quarters of a token, a digit per symbol
#: (lines of 60 ``+`` between text: 0.53x before these two terms, 0.74x with the repeats alone).
_SYMBOL_RUN_RESTS = {"o200k": "50408000128204056000400000600100", "cl100k": "40000000128400046000000000700209",
                     "claude": "75300095209305060600000400603043"}
#: Seven repeats in a row: a run of one symbol 8 long.
_LONG_REPEAT = 7
_PUNCT_RUN = b"\x02" * 4
_PUNCT_RUN_LEN = len(_PUNCT_RUN)
#: ASCII symbols -> 1, any other byte -> 0 (for _symbol_changes).
_SYMBOL_MASK = _WORD_MASK.translate(bytes.maketrans(b"\x01\x02\x03", b"\x00\x01\x00"))
_SYMBOL_RUN = b"\x01" * len(_PUNCT_RUN)
#: A symbol, then two spaces or more, then a symbol (``|   |-- src``, an empty table cell,
#: ``foo()    # note``): the tokenizers split the spaces as a token and a space glued to the
#: symbol after them, two tokens where the pairs price one; what each such gap costs on top, in
#: 1/_PAIR_UNIT token, for every profile (measured, not fitted: an ASCII tree was 0.76-0.84x and
#: empty cells 0.77-0.82x, 0.94-1.04x and 1.11-1.14x with it; the corpus's held-out categories
#: move by at most +0.2 point).
_SPACED_SYMBOLS = b"\x02\x03\x03"
_SPACED_GAP = 48
#: A word of mixed case is spelt in the pieces its case cuts it into: o200k's pre-tokenizer starts
#: a piece at a capital after a lower-case letter and at the last capital of a run before lower
#: case (``h|El|Lo``, ``get|By|Id``, ``HTTP|Client``), and no vocabulary merges ``lEs`` or ``sEr``
#: (cl100k's and Claude's BPE split there too). A piece of one or two letters is a token of its
#: own, where the pairs priced it as letters of one word: each such piece after the first costs one
#: token on top, for every profile (measured, not fitted: English words in alternating case were
#: 0.57-0.72x, in random case 0.55-0.64x, identifiers with short humps, ``getTackleInOf``,
#: 0.89-0.93x; with it 1.30-1.41x, 0.94-1.03x, 1.04-1.11x; the corpus's held-out categories
#: move by at most +0.6 point, chat's, for ``LaTeX``, ``SymPy``, ``NumPy``). A word here is a run
#: of ASCII letters holding a lower-case letter before a capital, with no letter, digit, non-ASCII
#: byte or ``+/=_\\-`` before it and a byte that is neither after it: the runs of letters of
#: base64 or of a hash, between digits and symbols, are not words (random base64 stays within
#: 1.07-1.08x).
_CASE_FRAGMENT_COST = _PAIR_UNIT
#: A hump of a camelCase identifier: a capitalised word of three letters or more glued after a lower-case
#: letter (``setErosion``, ``handleDictator``, ``#SenatorRaging``'s second), ended by anything but a
#: lower-case letter. When the profile's vocabulary does not hold the capitalised word, the tokenizers
#: spell it in pieces (``set`` ``E`` ``ro`` ``sion``), where the pairs price it whole: Objective-C
#: setters, Java accessors, JS handlers and Swift flags of less common words were 0.84-0.905x with
#: Claude, 0.89x with cl100k (stop 59). Such a hump, of a word of _KNOWN_WORDS (of another word nothing
#: is known: ``Xyzzy``, ``Http`` are left alone), pays _HUMP_WEIGHTS (1/_PAIR_UNIT token), ``python
#: bench/bigrams.py --humps``: the largest need, for 0.95 of the real count, of lines of camelCase
#: calls, variables and hashtags, words of 4-10 letters, the everyday words of three sources and three
#: disjoint draws of _KNOWN_WORDS (each source left out, the others set 0.92-1.08x of its real count;
#: measured with _OPENED_TITLE_WEIGHTS in place, which price a hashtag's first word: 63/86/42 before).
_HUMP = _lazy_re(rb"[A-Z](?<=[a-z][A-Z])[a-z]{2,}(?=[^a-z\x80-\xff])")
_HUMP_WEIGHTS: dict[str, int] = {"o200k": 47, "cl100k": 54, "claude": 42}
_HUMP_CASES = b"\x01\x02\x01\x01"  # a hump's start through _CASE_MASK: lower, upper, lower, lower
#: Texts of at most this many bytes are priced without it: a few words, a token or two at stake,
#: where its pass (a word of mixed case read in Python) took 20-character strings from 1.2x to 0.8x
#: tiktoken's speed. Appending only adds it (the estimate stays monotone).
_CASE_FRAGMENT_MIN = 64
#: Byte -> 1 for a lower-case ASCII letter, 2 for a capital, 0 for anything else.
_CASE_MASK = bytes(1 if 97 <= b <= 122 else 2 if 65 <= b <= 90 else 0 for b in range(256))
#: Where, in the text through _CASE_MASK, a piece of one or two letters after the first of a word
#: may start: a capital and a lower-case letter before anything but a lower-case letter, or a
#: capital after a lower-case letter before anything but one (``NumPy``, ``hElLo``, ``OpenAI``,
#: ``aBCd``). It starts with the capital, which the regex engine skips to at C speed (four
#: ``find`` calls of three bytes were 11 ms a MB of English: the mask is mostly lower case).
_CASE_CUT = _lazy_re(rb"\x02(?:\x01[\x00\x02]|(?<=\x01\x02)[\x00\x02])")
#: Bytes before which (_NOT_BEFORE_MIXED) or after which (_NOT_AFTER_MIXED) a run of ASCII letters is
#: no word of mixed case: a digit, a non-ASCII byte, and before it ``+/=_\\-`` (base64, a hash,
#: ``snake_case``).
_NOT_BEFORE_MIXED = bytes(1 if 48 <= b <= 57 or b >= 0x80 or chr(b) in "+/=_\\-" else 0 for b in range(256))
_NOT_AFTER_MIXED = bytes(1 if 48 <= b <= 57 or b >= 0x80 else 0 for b in range(256))
#: A piece of one or two letters after the first of a word (matched from the word's first letter to
#: its end): a capital and one lower-case letter, or one or two capitals after a lower-case letter
#: before a capital and a lower-case letter (``aBCDe``: ``BC``) or at the word's end.
_SHORT_CASE_FRAGMENT = _lazy_re(rb"(?<=[A-Za-z])[A-Z][a-z](?![a-z])|(?<=[a-z])[A-Z]{1,2}(?=[A-Z][a-z]|(?![A-Za-z]))")
#: Two spaces or more inside a line, after anything but a space and before a letter, a digit or a
#: character of another script, or after one of those before an ASCII symbol (``ls`` in columns,
#: ``end.  Next``, the cells of an aligned table, ``word    |``; between two ASCII symbols it is
#: _SPACED_SYMBOLS's gap). Every tokenizer here spells such a run but its last space as one token
#: and glues the last space to what follows: a gap of k spaces costs exactly one token more than
#: one space, whatever the words (measured on English words, command names, random letters,
#: numbers, Cyrillic, ideographs: 0.95 token over one space at k = 2, 0.58 at k = 10, 0.11 at
#: k = 20 with o200k and cl100k; 0.94, 0.44, -0.19 with Claude's). The pairs charge the weight of
#: a space after a space for each space past the first, so a gap pays the rest,
#: ``_PAIR_UNIT - (k - 1) * that weight`` when positive: derived from the profile's own pair
#: table, not fitted (two spaces between words were 0.61x, ``ls`` in columns 0.83x). Runs of more
#: than 42 spaces are not counted (their pairs already charge more than a token).
_WORD_GAP = _lazy_re(rb"  (?:(?<=[^\s]  ) {0,40}(?=[A-Za-z0-9\x80-\xff])"
                       rb"|(?<=[A-Za-z0-9\x80-\xff]  ) {0,40}(?=[!-/:-@\[-`{-~]))")
_WORD_GAP_LONGEST = 42
#: Where a run of spaces ends (_word_gap_units).
_NOT_SPACE = _lazy_re(b"[^ ]")
#: A carriage return before a line feed (``\r\n``: Windows text, HTTP, CSV exports): o200k and
#: cl100k spell it as one token with the line feed, as they spell ``\n`` alone; Claude's tokenizer
#: a token more (measured on ``dir`` listings, response headers, prose, CSV and MSBuild errors with
#: either line end: +1.0 token a line). The byte's weight is a lone carriage return's (a redrawn
#: progress line: _LONE_CR; the fit's, 4 tokens, put Windows prose 36% over); before a line feed it
#: pays this many tokens instead, its pair with the line feed (two line breaks) included; and as
#: the text's last byte too, where a line feed may follow it: the estimate stays monotone.
_CRLF_TOKENS = {"o200k": 0, "cl100k": 0, "claude": 1}
#: A lone carriage return (a redrawn progress line, old Mac text) pays a token on top of what it pays
#: as a line break (its pairs are a line feed's): the tokenizers charge 0 to 2 tokens more for one
#: than for a line feed (o200k: +1.0 on prose with \r line ends, +0 on curl's progress; Claude up to
#: +2 between runs of spaces), and every family measured stays over its real count with a token (the
#: fit had put 255/64, the most a byte holds: a tqdm log 1.58x, \r-ended prose 1.34x).
_LONE_CR = 64
#: A tab between a lower-case word or a number and a lower-case word (a TSV export,
#: ``key<TAB>value`` lines): every tokenizer here glues the tab to the word after it as it glues a
#: space (``\tservice`` one token), where the pairs, fitted on tabs that indent, price it at 2.5
#: tokens: a TSV of everyday words was 1.6-1.8x (o200k, cl100k). Such a tab pays this much less
#: (1/_PAIR_UNIT token; the least, over three sources of words, of what brings TSV files of them to
#: their real count: measured by ``bench/bigrams.py --tabs``, not fitted; at most what the pairs
#: charge for the tab, so nothing gets cheaper by growing). A tab last in the text pays it less too,
#: so the estimate stays monotone: a character after it that is no lower-case letter pays it back.
#: Before an upper-case word or after one the tab keeps its price (an upper-case word after a tab is
#: no cheaper).
_TAB_GLUE_REBATE = {"o200k": 80, "cl100k": 75, "claude": 12}
#: Such a tab: after a lower-case letter or a digit, before a lower-case letter or the end (searched
#: from its literal tab).
_GLUED_TAB = _lazy_re(rb"\t(?<=[a-z0-9]\t)(?=[a-z]|\Z)")
#: A word of four lower-case letters or more (a word _BARE_SPLIT_WORDS may hold) and the byte that ends
#: it, which no letter (ASCII or not) can be: what follows never changes the word, so a charge found
#: with it only adds (the tail of _TAB_THEN_WORD, _QUOTED_THEN_WORD and _SEPARATED_WORD, and of
#: _OPENED_WORD without its group).
_ENDED_WORD = rb"([a-z]{4,})(?=[^A-Za-z\x80-\xff])"
#: Such a tab before a word of _BARE_SPLIT_WORDS: the tokenizers hold a tab with about 800 words only
#: (``\tservice``, ``\tthe``); before any other word the tab is a token of its own and the word is
#: spelt as it is first on a line (``\t`` ``ab`` ``andoned``). Such a tab pays its rebate back, and at
#: least what a line break in its place costs (``tab_split``: the profile's own prices, nothing fitted):
#: TSV files of less common words were 0.72-0.82x (o200k, cl100k), Claude's 0.85x. Found with the byte
#: that ends the word (_ENDED_WORD): the surcharge only adds.
_TAB_THEN_WORD = _lazy_re(rb"\t(?<=[a-z0-9]\t)" + _ENDED_WORD)
#: A tab between a word or a number and a capitalised word (a TSV of names, cities, headers:
#: ``Name<TAB>City``): the tokenizers spell it as a token of its own (``Allowed`` ``\t`` ``Member``),
#: or glue it to the capital (``\tL`` ``ondon``), about one token, where the pairs price it at 2.6:
#: a TSV of capitalised words was 1.33-1.44x (o200k, cl100k). Such a tab pays this much less
#: (1/_PAIR_UNIT token; ``python bench/bigrams.py --capital-tabs``: the least, over TSV files of
#: capitalised words of three lengths from three sources, of what brings them to their real count;
#: at most what the pairs charge for a tab before an upper-case letter, so that a capital appended
#: after a last tab never lowers the estimate).
_TAB_CAPITAL_REBATE = {"o200k": 40, "cl100k": 50, "claude": 0}
#: Such a tab: after an ASCII letter or a digit, before an upper-case letter (searched from its
#: literal tab).
_CAPITAL_TAB = _lazy_re(rb"\t(?<=[A-Za-z0-9]\t)(?=[A-Z])")
#: Runs of symbols counted one by one before the rest is counted at once (see _symbol_runs).
_ONE_BY_ONE = 256
#: A symbol that opens _SPACED_SYMBOLS's gap, in the text through _WORD_MASK (_spaced_symbols), and
#: where a run of spaces ends there.
_SPACED_GAP_OPENS = _lazy_re(rb"\x02(?=\x03\x03+\x02)")
_NOT_SPACE_CLASS = _lazy_re(rb"[^\x03]")
#: A slice of _spaced_symbols with more than one gap in this many bytes: the rest at once.
_DENSE_GAPS = 64
#: The letter-run lengths whose counts are weighted (``runs`` in _PROFILES, in this order).
_LETTER_RUNS = (10, 16)
_SHORTEST_RUN = b"\x01" * min(_LETTER_RUNS)
_SHORTEST_RUN_LEN = len(_SHORTEST_RUN)
#: Characters in a row of one script group that make a long run (see _long_runs).
_RUN_CHARS = 48
_RUN_NEEDLE = b"\x01" * (_RUN_CHARS - 1)
#: Half pages (their first code point) of a script written without spaces between its words,
#: where a long run is a sentence, not noise: its characters pay no one-by-one price there, their
#: page's only, and _SCRIPT_PROSE_WEIGHTS (``bench/scripts.py --spaceless``). Thai prose was
#: 1.7-5.3x over (o200k), 1.3-2.7x (Claude), short phrases of one catalogue 0.65x (o200k): the
#: page's price was fitted low, the long runs of the fit's Thai paying the rest. Random Thai letters
#: in runs stay over (their rare pairs pay: 2.8-3.2x -> 1.3x); Lao, beside Thai, keeps the one-by-one
#: price (0.80x for o200k without it). Khmer and Myanmar are written without spaces too, but this
#: machine holds three Khmer sentences and no Myanmar one to measure a price on: left as they were
#: (a long run of Khmer prose 1.9-5.0x over).
_SPACELESS_HALVES = (0x0E00,)
#: Whole pages of the same: kana (Japanese is written without spaces, and each kana already pays
#: its own one-by-one price, ``cjk`` in _PROFILES). A run of 48 with no punctuation (a text in
#: hiragana alone, a compound word in katakana) was 2.1-3.1x over, 1.1-1.7x now. Not the CJK
#: ideographs: a run of Chinese with no punctuation is 1.9-3.2x over, but 0.73-0.84x without the
#: one-by-one price (classical Chinese, a chat message: their characters' own prices are low).
_SPACELESS_PAGES = frozenset([0x30])
#: Latin-1 letters (lead bytes C2, C3) and continuation bytes -> 1: a run of _RUN_CHARS of them.
_LATIN1_MASK = bytes(1 if b in (0xC2, 0xC3) or 0x80 <= b <= 0xBF else 0 for b in range(256))
_LATIN1_NEEDLE = b"\x01" * (2 * _RUN_CHARS)
#: Invisible format characters a tokenizer spells in one to three tokens, restarting the word
#: after them: zero-width space, non-joiner and joiner, word joiner, byte-order mark; since stop 36
#: every other format character (Unicode's Cf: the soft hyphen, Arabic's number signs and letter
#: mark, the direction marks and bidi controls, the invisible operators, the interlinear
#: annotation marks, Egyptian and shorthand format controls, musical beams, tag characters) and
#: the invisible letters and marks of Khmer, Mongolian and halfwidth Hangul: priced as their
#: pages' visible punctuation, a word with soft hyphens was 0.23x (o200k). A fixed list, not
#: unicodedata's: the same estimate on every Python.
_INVISIBLE = ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", *map(chr, range(0x0600, 0x0606)),
              "\u061c", "\u06dd", "\u070f", "\u0890", "\u0891", "\u08e2", "\u17b4", "\u17b5",
              *map(chr, range(0x180B, 0x1810)), "\u200e", "\u200f", *map(chr, range(0x202A, 0x202F)),
              *map(chr, range(0x2061, 0x2065)), *map(chr, range(0x2066, 0x2070)), "\uffa0", "\ufff9", "\ufffa",
              "\ufffb", "\U000110bd", "\U000110cd", *map(chr, range(0x13430, 0x13440)),
              *map(chr, range(0x1BCA0, 0x1BCA4)), *map(chr, range(0x1D173, 0x1D17B)), "\U000e0001",
              *map(chr, range(0xE0020, 0xE0080)))
_LETTER = "[A-Za-z\u00c0-\uffff]"
#: (pattern of one, pattern of one that splits a word) for the BMP ones and for the astral ones
#: (searched apart: a class with astral characters is matched member by member, 10x slower).
#: One between two letters (Latin or any BMP character) splits a word: the letters after it start
#: a token (English words with a soft hyphen every few letters were 0.65x with the character's own
#: token alone). The first five were fitted where they stand between letters of their scripts (a
#: Persian zero-width non-joiner, a Thai zero-width space): they split a word of ASCII letters only
#: (one hidden in an English word every few letters was 0.68x). The split patterns start with the
#: characters themselves: searched at C speed.
_INVISIBLE_BMP = "".join(c for c in _INVISIBLE[5:] if c < "\U00010000")
_INVISIBLE_ASTRAL = "".join(c for c in _INVISIBLE[5:] if c >= "\U00010000")
_INVISIBLE_CHARS = (_lazy_re("[" + "".join(_INVISIBLE[:5]) + _INVISIBLE_BMP + "]"),
                    _lazy_re(f"[{_INVISIBLE_ASTRAL}]"))
#: The same as sets, for the one-by-one way of _invisible_split_count.
_INVISIBLE_SET = frozenset(_INVISIBLE)
_INVISIBLE_FIVE = frozenset(_INVISIBLE[:5])


@functools.cache
def _invisible_splits() -> tuple[re.Pattern[str], ...]:
    """The split patterns (BMP, the fitted five, astral): compiled when first needed (two of them
    take 8 ms each to compile, most scripts never meet an invisible character)."""
    return (re.compile(f"[{_INVISIBLE_BMP}](?<={_LETTER}.)(?={_LETTER})"),
            re.compile("[" + "".join(_INVISIBLE[:5]) + "](?<=[A-Za-z].)(?=[A-Za-z])"),
            re.compile(f"[{_INVISIBLE_ASTRAL}](?<={_LETTER}.)(?={_LETTER})"))


#: The pages of the BMP ones of _INVISIBLE but 00 (the soft hyphen is looked for in the UTF-8 bytes;
#: the astral ones wherever astral characters are).
_INVISIBLE_PAGES = {ord(c) >> 8 for c in _INVISIBLE if "\u0100" <= c < "\U00010000"}
_ASCII = bytes(range(128))
#: Non-ASCII bytes -> 0, ASCII -> 1: a run of _RUN_CHARS non-ASCII characters holds _LONG_BYTES.
_IS_ASCII = bytes([1]) * 128 + bytes(128)
_LONG_BYTES = bytes(2 * _RUN_CHARS)
_IS_ZERO = bytes([1]) + bytes(255)
#: Byte -> its class for _lone_chars (``S`` an ASCII separator: not a letter, ``a`` an ASCII
#: letter, ``c`` a continuation byte, ``2``/``3``/``4`` a lead), the shapes of a lone character in
#: those classes, and the same classes as bits for the big-int way.
_LONE_CLASSES = bytes(b"c"[0] if 0x80 <= b <= 0xBF else b"2"[0] if 0xC0 <= b <= 0xDF else b"3"[0] if 0xE0 <= b <= 0xEF
                      else b"4"[0] if b >= 0xF0 else b"a"[0] if chr(b).isalpha() else b"S"[0] for b in range(256))
_LONE_SHAPES = (b"S2c", b"S3cc", b"S4ccc")
_SEPARATOR_CLASS = b"S"[0]
#: The same for a text's characters: a non-ASCII one with no ASCII letter and no non-ASCII
#: character before it (or the start: a two-character look-behind fails there) and an ASCII
#: separator after it. The character class comes first, so the search skips ASCII at C speed;
#: what may not come before is spelled as "not a separator" (3 ms less to compile at import
#: than the letters and every non-ASCII code point).
_LONE_RE = _lazy_re(r"(?s)[^\x00-\x7f](?<![^\x00-\x40\x5b-\x60\x7b-\x7f].)(?=[\x00-\x40\x5b-\x60\x7b-\x7f])")
_LONE_BITS = _LONE_CLASSES.translate(bytes.maketrans(b"Sa234c", bytes([1, 0, 2, 4, 8, 16])))
_LITTLE_ENDIAN = sys.byteorder == "little"
#: A 1 in every byte of _ONES_BYTES (an AND with a shorter int costs only the shorter's length).
_ONES_BYTES = 1 << 16
_ONES = int.from_bytes(b"\x01" * _ONES_BYTES, "little")
#: Lead byte -> the length of its character (other bytes: 1).
_UTF8_LENGTH = _LONE_CLASSES.translate(bytes.maketrans(b"Sa234c", bytes([1, 1, 2, 3, 4, 1])))
_HIGH_SURROGATE_PAGES = tuple(bytes([b]) for b in range(0xD8, 0xDC))
#: Bytes per chunk of a long text in which _lone_chars looks for lone characters at all.
_LONE_CHUNK = 4_096
#: A mostly-ASCII text over _RARE_ASCII_MIN bytes whose UTF-8 is at most this many bytes longer than
#: its characters (a few quotes, dashes or accents) has its lone characters found one by one
#: (:func:`_lone_few`; on a shorter text one regex call costs less).
_FEW_EXTRA_BYTES = 24
#: Low byte of a code unit -> 0xFF in its quarter of the page (64 code points), else 0.
_QUARTERS = tuple(bytes(0xFF if b >> 6 == q else 0 for b in range(256)) for q in range(4))


def _page_groups() -> bytes:
    """Page -> its script group, for _long_runs: 0 for page 0 (ASCII and Latin-1 are never a run:
    spaces and punctuation live there), else one group per region of pages whose blocks run
    into each other (Latin extensions, Cyrillic to Hebrew, Arabic and its neighbours, Indic,
    symbols U+2000-2FFF, CJK ideographs, Hangul syllables, private use, astral characters...),
    so that a block spanning two pages is one run."""
    groups = bytearray(range(256))
    groups[0] = 0
    for lo, hi in ((0x01, 0x02), (0x04, 0x05), (0x06, 0x08), (0x09, 0x0D), (0x0E, 0x0F), (0x12, 0x13), (0x14, 0x16),
                   (0x1E, 0x1F), (0x20, 0x2F), (0x32, 0x33), (0x34, 0x4D), (0x4E, 0x9F), (0xA0, 0xA4), (0xA5, 0xA6),
                   (0xA8, 0xAB), (0xAC, 0xD7), (0xD8, 0xDF), (0xE0, 0xF8), (0xF9, 0xFA), (0xFB, 0xFD), (0xFE, 0xFF)):
        groups[lo:hi + 1] = bytes([lo]) * (hi + 1 - lo)
    return bytes(groups)


_PAGE_GROUPS = _page_groups()

#: The pages of kana (and CJK punctuation), CJK ideographs (Extension A, Unified, Compatibility)
#: and Hangul syllables: thousands of characters, each one token or several in a tokenizer's
#: vocabulary by how common it is, in an order (radical and stroke count, Hangul by its letters)
#: that says nothing of it. Their characters are priced one by one (``cjk`` in _PROFILES).
_CJK_PAGES = bytes([0x30, *range(0x34, 0xA0), *range(0xAC, 0xD8), 0xF9, 0xFA])


@functools.cache  # built at the first CJK text (20-40 ms): an import or an English-only run never pays it
def _cjk_classes(blob: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(a run of characters of the _CJK_PAGES that cost two tokens or more alone, a run of those
    that cost three or more) from ``blob``: zlib-compressed, base64, one byte per code point of the pages
    in order (its cost alone, capped at 3), measured from the tokenizer by bench/fit_estimator.py."""
    costs = _decompress(binascii.a2b_base64(blob))
    if len(costs) != 256 * len(_CJK_PAGES):
        raise ValueError(f"cjk table of {len(costs)} code points, expected {256 * len(_CJK_PAGES)}")
    # the pages in blocks of consecutive pages, each (first code point, its costs): a run of code points
    # never crosses from one block to the next
    blocks: list[tuple[int, bytes]] = []
    for k, page in enumerate(_CJK_PAGES):
        if blocks and blocks[-1][0] + len(blocks[-1][1]) == page << 8:
            blocks[-1] = (blocks[-1][0], blocks[-1][1] + costs[256 * k:256 * k + 256])
        else:
            blocks.append((page << 8, costs[256 * k:256 * k + 256]))

    def runs(least: int) -> re.Pattern[str]:
        # the runs of code points that cost ``least`` or more, by a regex over each block's costs as flags
        # (a loop over the 40,000 code points took 20 ms a class)
        wanted = bytes(1 if cost >= least else 0 for cost in range(256))
        body = "".join(f"\\u{first + run.start():04x}-\\u{first + run.end() - 1:04x}"
                       for first, block in blocks for run in re.finditer(b"\x01+", block.translate(wanted)))
        return re.compile(f"[{body}]+" if body else "(?!)")

    return runs(2), runs(3)


#: Letters of one script side by side (a word of Cyrillic, Devanagari, Thai...): a tokenizer's
#: vocabulary merges the pairs its languages write and few others, so a word of random letters
#: (a transliterated name, an identifier, noise) costs about a token per pair it never saw, where
#: a price per character, right for prose, made random words of six scripts 0.19-0.45x (o200k).
#: A rare pair pays _RARE_PAIR_WEIGHTS (1/_PAIR_UNIT token) per profile: measured from the
#: tokenizer on random words of two alphabets of each script (0.95 of their real count), the
#: largest need of any page (one page's alphabets are not every alphabet of the next text).
#: _RARE_PAIRS, per page: zlib-compressed, base64, the number of the page's letters in prose, their
#: low bytes, which low bytes are letters or unassigned (32 bytes, a bit each), and the common
#: pairs (the fewest that make 99% of the pairs of the page's prose in the fit sources), two low
#: bytes each. Built by ``bench/bigrams.py``.
_RARE_PAIR_WEIGHTS = {"o200k": 85, "cl100k": 74, "claude": 75}
#: Code points of the BMP that Unicode 14.0 leaves unassigned (a fixed list: the same estimate on
#: every Python): no text a tokenizer learned from holds them, so it spells each in its UTF-8 bytes
#: (two or three tokens), where its page prices an assigned neighbour. Random code points of a
#: block (a fuzzer, a test) hold many: words of them were 0.87-0.89x for o200k in Gujarati, Thai
#: and Khmer. Each pays _UNASSIGNED_WEIGHTS on top (1/_PAIR_UNIT token; measured by
#: ``bench/bigrams.py --unassigned``, the largest need of 57 spans of 128 code points for random
#: words of their unassigned code points to reach 0.95 of the real count). As (first, last - first)
#: pairs of 16-bit numbers, zlib, base64.
_UNASSIGNED = (  # Unicode 14.0.0
    "eNoN02toW3UcxvHn3HKSnCRtV2kuDaaD6ixrepFBpTrmhYp1WEQHnVvt3lQU3IaTDeuLqmB9MevWdS82qRREars0onROhaobo/S2"
    "YbqJmtLpthcFQUHrpVObNfH74sPz/H/nlnNyTq9l6A3L0oAlHcMHaHKkTsfQAE7Q5x1XvzqW1pygIq600zV01g2rQDb4De3wS13k"
    "PvJFv61B8qTfUX+AcwYMDSFDn8SnAVNTrGewgMWAq6WApetsW2Fdgh2UvKCliqChOnoztqEFrcy2k4+wvZ3eETT1VNCnZ5ntI18J"
    "BtRPP46TyGAS5zDF/rPkJeToV4MRrZB/cpw8yUbYM1SBOnoztqGVdRva0eH5tNuz1M28h3Wvx/XoA56pIfIU+R45gvfpHyKLKY6Z"
    "JheY5zjuqudoyeMZerbCIakCdWgNcS2yHR0hnzrJvcy60YOXmB1jNoQMzmGK+Qy5gBzb8yFHN+grzFfJv0IhhcNcA21ox5NhSz1h"
    "/nt6P06HTZ0lv8J55nOsL7PP96zzuBl2tMp8Lezp/oilrkit3oxIb2EAoxjD+Qi/hZxDjr6Mm5GUHiuTDpRZepf8Gt/gWlmtZst5"
    "v8pt5cp5vpu4502GOsln0E0/Sh4nJ8nPyQvkRczS82RFpVRVaWgv+ipNDVc6ukUvYqTK1H9VPlVF/WrBrqinA1HpEA7Tr0cN/RJ1"
    "tI5EzNGrMZ+yMVu3YgGl4lJ93NIDeChu6mDc0JF4UB+xvhR3dI1ZMsE7n5D6yLcTjobxMX0x0aQnqk29Xi39Xe3qvqSpx3E06dOX"
    "SUPzSVeFpK2qlKE78Sg6sDsl7UEXuvEas8/IGXxH/5FcJdfIEp6rkV6uMTRIjtSYulgT0R94Z7OlLbUx7ay9Q4e3Gjq1ld9Rb+vu"
    "tHRP2lZD2tALaZ8OpcM6nfZrnPkn+AIXMIdF5HED3Q2bNdzAORo8/dAY1+1GSw828c40GXwktpqapUGs8MGk7uWbHzU1N+pX/Vil"
    "/h1zdXnc1rfj3AOWx6NKnzHVesZR7xlXs1im7+JD7cuYymXYJ2OpRLZM+NUxYWgPpiei+mciIDdrqAzRrF9bslIj9mct/cZsPeto"
    "NO9pLm/pNg6u8/6t3yW34ClWsNVSkLZjBx5GG6YLZTqxwX+y4dOVjZQSRUdPF6Xnsb9o6Qi5UeQ+Szybkqn5kqErWMJPrH9m/nsp"
    "oCLr/wFjLwS3"
)
_UNASSIGNED_WEIGHTS = {"o200k": 32, "cl100k": 7, "claude": 30}
#: The C1 control characters, U+0080-009F: no text writes them but text decoded with the wrong
#: codec (cp1252's quotes read as latin-1: ``don\x92t``) and a fuzzer's random code points, and
#: the tokenizers spell each in its two UTF-8 bytes, where its 64-code-point block (that of
#: ``·``, ``£``, ``°``, one token) prices it at one: a quote in a word was half its cost, words of
#: them 0.51x (o200k). Each pays _C1_WEIGHTS on top (1/_PAIR_UNIT token; ``bench/bigrams.py
#: --unassigned``: the largest need of random words of them, each alone, repeated words, and one
#: in an English word, for the text to reach 0.95 of the real count).
_C1_CONTROLS = _lazy_re("[\x80-\x9f]")
_C1_BYTES = _lazy_re(b"\xc2[\x80-\x9f]")
_C1_WEIGHTS = {"o200k": 152, "cl100k": 160, "claude": 148}
#: The letters of U+0100-052F (Latin Extended-A and -B, IPA, Greek, Cyrillic) that a profile's
#: vocabulary holds in no token and the fit's text seldom writes (fewer than one in 100,000
#: characters; a bitmask of the 1,072 code points, in hex; ``bench/bigrams.py --byte-letters``):
#: Welsh's ``ŵ ŷ``, Esperanto's ``ĉ ĝ ĥ ĵ ŝ ŭ``, Maltese ``ħ ġ ċ`` with cl100k, Sami's ``ŧ`` and Old
#: Cyrillic's ``ѣ ѧ ѫ`` with o200k. The tokenizer spells each in its two bytes, and the word around it
#: in pieces, where the page prices it as the letters of the fitted languages that it holds
#: (Polish, Czech, Turkish, Russian): words of them were 0.59x (Welsh, cl100k) to 0.78x (Old
#: Cyrillic, o200k). Each pays _BYTE_LETTER_WEIGHTS on top (1/_PAIR_UNIT token; ``--byte-letters``:
#: the largest need of four shapes in words of its script, two seeds, for 0.95 of the real count,
#: each shape left out). The letters the fit's text writes (cl100k's Greek, which it spells in
#: bytes too) are priced by the fit.
_BYTE_LETTERS = {
    "o200k": (  # 601 letters
        "0044741474755caba1d4f010d0545500ff7ffafdfc7ffeffffbffffffffffffffffffff0ffffffffffff65f5ffffdfff"
        "ffffffffffffffe783ff03001f5000000000000000000000000000000000dfbc00c60000000c01000080ffffffffbfff"
        "093e00000000000000000120ffffffff03fc323174051053fffffffcf53c7fffffffffffdfff"
    ),
    "cl100k": (  # 731 letters
        "55dff475fff7fcffebdff531d577fdabfffffffffdfffefffffffffffffffffffffffff5fffffffffffffffdffffdfff"
        "ffffffffffffffffc3ff03001f5000000000000000000000000000000000dfbc00c60141000f01000088ffffffffbfff"
        "bbff0000205f0000000029f0ffffffff03fcffffffffffffffffffffffffffffffffffffffff"
    ),
    "claude": (  # 737 letters
        "55dffd75fff7fcffebdff175f477ffabfffffffffffffefffffffffffffffffffffffff5fffffffffffffff7ffffffff"
        "ffffffffffffffff83ff03001f5000000000000000000000000000000000dfbc00c60141000f01000088ffffffffbfff"
        "bfff0000007f0000000029f0ffffffff03fcffffffffffffffffffffffffffffffffffffffff"
    ),
}
#: Per profile, one weight per 64-code-point block of U+0100-052F (the blocks no prose writes, priced
#: at what their characters cost, need none).
_BYTE_LETTER_WEIGHTS = {"o200k": (85, 97, 29, 0, 62, 0, 0, 0, 0, 0, 53, 50, 19, 36, 0, 0, 79),
                        "cl100k": (25, 91, 41, 0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 31),
                        "claude": (0, 14, 51, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 21)}
#: A letter said four times or more (``NNNN``, ``XXXXXXXX``, ``zzzzz``) in a text with a run of letters no
#: word is as long as (_LONG_LETTERS: the run itself, once it is 21 long): the tokenizers merge a
#: run of one character by pairs up to the longest token of it, and that depends on the character
#: (``aaaa...`` in tokens of 8 or 16, ``NNNN...`` of 2 with o200k), where the pieces of 10 and 16
#: letters priced every run alike: 1,000 ``N`` were 0.31 / 0.31 / 0.23x, DNA with runs of ``N`` 0.79-0.88x,
#: and 3,062 of 7,440 runs of 4 to 1,000 of one letter in five shapes under 0.90. Each character of
#: such a run after its first pays its own weight (1/_PAIR_UNIT token; a byte per letter, in the
#: order A-Z, a-z: ``bench/bigrams.py --letter-runs``, the largest need of runs of 50, 200 and
#: 1,000 in four shapes for 0.95 of the real count, each shape left out). The longest runs set it: a
#: run of a few letters is a few tokens at most (one after a space pays _REPEAT_WEIGHTS too), and the
#: needs of short runs, up to 38 a repeat, priced base64's runs of ``A`` 11-16 points over.
_LETTER_RUN = _lazy_re(rb"(([A-Za-z])\2{3,})")
_LETTER_RUN_START = _lazy_re(rb"([A-Za-z])\1\1\1")
_LETTER_RUN_WEIGHTS = {
    "o200k": "0000061506001115060000060615061500151315001100000600"  # A-Z
              "000606060600060606000000061500150100061315000e000600",  # a-z
    "cl100k": "0000061106001315150000060615151500151415001500000600"  # A-Z
              "00060606060006151500001215150015000f151415040b000600",  # a-z
    "claude": "0000020b17040009170000180018090300180b09000000000200"  # A-Z
              "0009000909010509170000171709091700040917160004000900",  # a-z
}
#: The line and paragraph separators, U+2028 and U+2029 (a word processor's line breaks pasted
#: into a message, a JavaScript string): white space to the tokenizers' pre-tokenizers, and
#: spelled in their UTF-8 bytes (o200k holds U+2028 alone), where their page prices them as its
#: punctuation that merges (an ellipsis, a dash): words between them were 0.65 / 0.57 / 0.56x.
#: Each pays _LINE_SEPARATOR_WEIGHTS on top (1/_PAIR_UNIT token, per profile (U+2028, U+2029);
#: ``bench/bigrams.py --line-separators``: the largest need of six shapes, two seeds, for 0.95 of
#: the real count, each shape left out).
_LINE_SEPARATOR_WEIGHTS = {"o200k": (39, 99), "cl100k": (98, 98), "claude": (94, 94)}
#: A Latin-1 symbol (U+00A1-00BF: ° £ § ¶ ½ ², and × ÷) glued to an ASCII letter: the tokenizers
#: seldom merge it with them, and its 64-code-point block prices it as a symbol between words;
#: random letters with such symbols between them were 0.33-0.47x. Each side glued to a letter pays
#: _LATIN1_GLUED_WEIGHTS (1/_PAIR_UNIT token; ``bench/bigrams.py --latin1``: the largest need, for
#: 0.95 of the real count, of 7 shapes of random noise, two seeds, and of 5 of ordinary writing,
#: ``«word»``, ``¡Word``, ``¿Word``, ``Word®``, ``word·word``, 6 word sources; ``¬word``, a symbol
#: two tokens alone, needs 135 / 72 / 106 and is left out: 0.90x with o200k). A side glued to a digit
#: pays nothing (random noise of symbols, digits and punctuation is 1.2-1.6x without), one glued to an
#: ASCII symbol _LATIN1_GLUED_SYMBOL_WEIGHTS: until stop 61 every side paid this weight, which put
#: 90°, £5, § 12, 3×4 at 1.3-2.0x.
_LATIN1_GLUED_WEIGHTS = {"o200k": 75, "cl100k": 79, "claude": 61}
#: And each side glued to an ASCII symbol (``"»"``, ``(°)``, ``,·,``: the tokenizers merge the
#: punctuation either side of it into none of their tokens of two): _LATIN1_GLUED_SYMBOL_WEIGHTS
#: (``bench/bigrams.py --latin1-alone``: the largest need, per side, of a symbol quoted, in
#: parentheses and between commas, over what it pays alone).
_LATIN1_GLUED_SYMBOL_WEIGHTS = {"o200k": 48, "cl100k": 51, "claude": 41}
#: A Latin-1 symbol alone between separators (`` « mot » ``, ``90° ``, ``§ 12``, `` · ``: a space, a
#: line break, a digit, an ASCII symbol either side): it costs what the tokenizer's vocabulary says,
#: one token with the space before it for most, two for the few it holds only bare (``¢``, ``¤``,
#: ``²``...). Each pays its own weight (1/_PAIR_UNIT token, code points in hex;
#: ``bench/bigrams.py --latin1-alone``: the largest need, for 0.95 of the real count, of the
#: symbol alone between words, on a line, between commas, after and before a number, quoted and
#: in parentheses, 6 word sources), not its 64-code-point block's lone weight, which the C1
#: controls and the no-break space beside them set (1.1-2.7 tokens: « » between spaces were
#: 1.2-1.7x, · between words 1.3-2.0x).
_LATIN1_LONE_WEIGHTS = {
    "o200k": "a1,a3,a5,a7,a9,ab,ae,b0-b1,b4-b7,ba-bb,bf:5 a2,a4,a6,a8,aa,ac,af,b2-b3,b8-b9,bc-be:66",
    "cl100k": "a1,a3,a5,a7,a9,ab-ac,ae,b0-b1,b5-b7,bb,bf:5 a2,a4,a6,a8,aa,af,b2-b4,b8-ba,bc-be:66",
    "claude": "a2,a4-a5,ac,ae,b4:48 a8,af,b8:109",
}
#: The same for a symbol of U+2010-2BFF (general punctuation, currency, letterlike symbols, arrows,
#: mathematical operators, technical symbols, box drawing, shapes, dingbats) glued to printable
#: ASCII (``x≠y``, ``a→b``, ``q∧r``): o200k seldom merges them with a letter, and letters and such
#: symbols in turn were 0.75x, one between two letters 0.85x. Each side glued pays
#: _SYMBOL_GLUED_WEIGHTS (``bench/bigrams.py --symbols-glued``: the shapes of --latin1, one between
#: two letters and letters and symbols in turn, two seeds, the largest need for 0.95 of the real
#: count; cl100k and Claude need none on such mixtures).
#: The typographic punctuation prose glues to its words (‘ ’ “ ” – — … • ′ ″) is left out: English
#: set with them is over already (1.04-1.22x), and ``don’t`` would pay twice.
_GLUED_SYMBOLS = ("\u2010-\u2012\u2015-\u2017\u201a\u201b\u201e-\u2021\u2023-\u2025\u2027\u2030\u2031"
                  "\u2034-\u205e\u20a0-\u20c0\u2100-\u214f\u2190-\u2bff")
_GLUED_SYMBOL = _lazy_re(f"[{_GLUED_SYMBOLS}]")
_SYMBOL_BEFORE_ASCII = _lazy_re(f"[{_GLUED_SYMBOLS}](?=[!-~])")
_SYMBOL_GLUED_WEIGHTS = {"o200k": 20, "cl100k": 0, "claude": 0}
#: The typographic punctuation _GLUED_SYMBOLS leaves out (‘ “ ” … • ′ ″: prose sets it against
#: its words) glued between two ASCII letters (``wait…what``, ``said“hello``): the word after it is
#: spelt without its space, in pieces (0.77x / 0.78x / 0.84x). Each pays _TYPOGRAPHIC_GLUED_WEIGHTS
#: (1/_PAIR_UNIT token), found with the letter after it, measured by ``bench/bigrams.py
#: --typographic-glued``; after a space or before one, nothing more (English set with it is over).
_TYPOGRAPHIC_GLUED = _lazy_re("[\u2018\u201c\u201d\u2026\u2022\u2032\u2033](?<=[A-Za-z].)(?=[A-Za-z])")
_TYPOGRAPHIC_GLUED_WEIGHTS = {"o200k": 74, "cl100k": 74, "claude": 56}
#: Any of those marks (a text without one pays no pass of _TYPOGRAPHIC_GLUED).
_TYPOGRAPHIC_MARK = _lazy_re("[\u2018\u201c\u201d\u2026\u2022\u2032\u2033]")
#: A typographic apostrophe (U+2019) after an ASCII letter, before one: a contraction or a possessive
#: (``isn’t``, ``user’s``, ``we’ll``: the suffix, then no letter), which o200k and cl100k hold
#: as they hold ``'s`` and Claude's tokenizer spells in two tokens (English contractions 0.71-0.77x
#: with Claude), or a word glued after it (``l’homme``, ``O’Brien``), which every tokenizer spells
#: apart from the apostrophe (0.75-0.82x). Each pays its _APOSTROPHE_WEIGHTS (1/_PAIR_UNIT token;
#: contraction, word), found once the letters after it decide which (a suffix at the end of the text
#: waits: ``’re`` may go on as ``’rest``); measured by ``bench/bigrams.py --apostrophes``.
_APOSTROPHES = (_lazy_re("\u2019(?<=[A-Za-z]\u2019)(?=(?:s|t|d|m|ll|re|ve)[^A-Za-z])"),
                _lazy_re("\u2019(?<=[A-Za-z]\u2019)(?=[A-Za-z])(?!(?:s|t|d|m|ll|re|ve)[^A-Za-z]|(?:s|t|d|m|ll?|re?|ve?)$)"))
_APOSTROPHE_WEIGHTS = {"o200k": (0, 55), "cl100k": (0, 59), "claude": (49, 59)}
#: A symbol a tokenizer spells in more pieces than its block's mean pays more on top, each side
#: glued (1/_PAIR_UNIT token, "codes:weight" as _REPEATED_SYMBOL_WEIGHTS; measured by ``bench/bigrams.py
#: --symbols-glued``: per symbol, forty of it each between two letters, the need for 0.95 of the real
#: count, kept from 8): ``a⊕b`` said again and again.
_SYMBOL_GLUED_EXTRA = {
    "o200k": "201a,201e-2021,2024,2030,2039-203c,2100-2102,2104-210a,2201-2205,2207-220a,2240-2247,2249-224a,"
             "22cb-22ff,23c0-23ca,26c0-26c3,26c5-26c7,26c9-26ca,2840-284a,2880-2884,2886-288a,28c0-28ca,2980-2981,"
             "2983-298a,2b40-2b4a:8 204b-205e,214b-214f,2194-21bf,21cb-21d1,21d3-21ff,228b-22bf,234b-237b,237d-237f,"
             "238b-23bf,23cb-23ff,240b-2426,250b-251b,251d-2522,2524-253f,254b-254f,2552-2556,2558-255c,255e-257f,"
             "258c-2590,2594-259f,25a2-25a9,25ad-25b1,25b4-25b5,25b8-25b9,25bb,25be-25bf,25cc-25cd,25d0-25ff,"
             "27cb-27e4,27e6-27f2,27f4-27ff,280b-283f,284b-286f,2871-287f,288c-28af,28b1-28bf,28cb-28fb,28fd-28fe,"
             "290b-2910,2912-293f,294b-297e,298b-29ab,29ad-29bf,29cb-29cf,29d1-29ff,2a0b-2a3f,2a4b-2a7f,2a8b-2abc,"
             "2abe-2abf,2acb-2ad7,2ad9-2aff,2b8b-2b95,2b97-2ba3,2ba5-2bbf,2bcb-2bff:12 20a0-20a9,20ab,20ad-20b8,"
             "20ba-20bf,210b-2115,2117-2121,2123-2125,2127-213f,220b-2211,2213-2218,221b-221d,221f-2227,2229-223f,"
             "224b-2263,2266-226a,226c-227f,26cb-26ef,26f1-26ff,2b4b-2b4f,2b51-2b53,2b56-2b73,2b76-2b7f:16 2016-2017,"
             "201b,2023,2025,2027,2031,2034-2038,203d-203f:40",
    "cl100k": "2b74-2b75,2b96:8 2802-286f,2871-2873,2875-28fb,28fd-297e,2980-2981,2983-29ab,29ad-2a20,2a22-2a8b,"
              "2a8d-2ad7,2ad9-2b00,2b02-2b33,2b35-2b37,2b39-2b4f,2b51-2b73,2b76-2b95,2b97-2bff:12 2200-2211,"
              "2213-227f:20 2100-2121,2123-214f,2194-21bf:24 201a,201e,2020,2030,203a-203b,2040-205e,20a0-20ab,"
              "20ad-20bf,21c0-21ff,2280-22b5,22b7-22bf:28 20c0:32 2016-2017,201b,201f,2021,2023-2025,2027,2031,"
              "2034-2039,203c-203f:60",
    "claude": "2b40-2b73,2b76-2b95,2b97-2bff:12 20b0:16 2200-2211,2213-2216,2218-2219,221b-222b,222e,2231-2235,"
              "2237-2264,2266-22bf:24 201e-2021,2024-2025,203c,2044,2047-2048,2190,2194-21bf:28 21c0-21ff:40 20c0:44 "
              "20a0-20a7,20a9-20ab,20ad-20af,20b1-20bf:48 2040-2043,2045-2046,2049-205e:56 2016-2017,201a-201b,2023,"
              "2027,2030-2031,2034-2035,2038-203b,203d-203f,2104,2108,2114,2117-2118,211e-211f,2123,2125,2127,2129,"
              "212e,2132,213a,2141-2144,214a-214f:60 2adc:64 222c,222f:88 2036:120 222d,2230:148 2a0c:156 2037:180",
}
#: Latin-1 symbols side by side (``°°°``, ``»»``, leader dots ``·····``, ``¯¯¯``): the pairs price a
#: byte of page 0 after another at almost nothing (they merge accented letters into words), and
#: the tokenizers merge almost none of these: a run of 40 was 0.01-0.15x, 2 tokens for 40. A symbol
#: beside another pays what it costs alone (_LATIN1_SYMBOL_COSTS: a digit per symbol, U+00A1-00BF
#: but the soft hyphen, in order; what bench/tokenizers_offline.py counts for each alone: 1 token,
#: 2 or 3 for a few with cl100k and Claude), less what the pairs charge for a lead byte after a
#: continuation byte and the continuation after the lead (nothing, in the tables of stop 41):
#: measured, not fitted (a symbol repeated 2-40 times, runs of random ones: 0.95-0.99 token each
#: over what the estimate gave with o200k and cl100k, 0.97-1.05x with the term; Claude merges some
#: repeated ones, 0.4-0.7 token each, over-counted: the safe side).
#: (Its one group is the symbol's second byte: a bytes object of one byte, which CPython shares.)
_LATIN1_SYMBOL_RUN = _lazy_re(rb"\xc2(?:(?<=\xc2[\xa1-\xac\xae-\xbf]\xc2)"
                                rb"|(?=[\xa1-\xac\xae-\xbf]\xc2[\xa1-\xac\xae-\xbf]))([\xa1-\xac\xae-\xbf])")
_LATIN1_SYMBOL_COSTS = {"o200k": "111111111111111111111111111111", "cl100k": "111111111111111111111121111111",
                        "claude": "111221121112121111111121113331"}
#: A symbol of U+2010-2BFF, a CJK punctuation mark or a fullwidth symbol repeated (``‖‖‖``, ``‼‼``,
#: ``‡‡``, ``」」」``, ``〜〜〜``, ``＃＃``): the block weights price these at their block's mean,
#: about a token each, and the tokenizers spell some of them in two byte tokens and merge none: a
#: run of 40 was 0.25-0.53x.
#: Each character of such a run pays what it needs on top (1/_PAIR_UNIT token), measured for each
#: code point of these pages against the tokenizers, not fitted: the largest need of a run of 2, 3,
#: 8 and 40 for 0.95 of the real count, kept where it is 8 or more or a run was under 0.90
#: ("first-last,...:weight", code points in hex; ``bench/bigrams.py --repeated-symbols`` prints
#: them). A symbol beside a different one is priced by its block (random characters of each block
#: are never under 0.90).
_REPEATED_SYMBOLS = _lazy_re("(([\u2010-\u2bff\u3001-\u303f\uff01-\uff60])\\2+)")
_REPEATED_SYMBOL_WEIGHTS = {
    "o200k": "26cb-26ef,26f1-26ff,3008-300a:8 2015:10 300b-3012,3014-3016,301c:21 2212:39 2010-2011:40 "
             "2016-2017,201b,2023,2025,2027,2031,2034-2038,203d-203f:55 2012:77",
    "cl100k": "300a-3011,301c:7 ff02-ff07,ff0a-ff0b,ff1c-ff1d,ff20,ff3b-ff3d,ff3f:10 2012:40 2016-2017,201b,"
              "201f,2021,2023-2025,2027,2031,2034-2039,203c-203f:55",
    "claude": "2010-2011,2015:7 3001-3002,300c-300d,3010-3011:10 2040-2043,2045-2046,204a-205e:23 2016-2017,"
              "201a-201b,2023,2027,2030-2031,2035,2038-203b,203d-203f:28 2104,2108,2114,2117-2118,211e-211f,"
              "2123,2125,2127,2129,212e,213a,2141-2144,214a-214d,214f:29 2adc:37 2012:39 222c,222f:82 "
              "ff5f-ff60:98 2036:149 222d,2230:204 2a0c:220 2037:271",
}
#: And a repeat of a symbol whose runs the tokenizer merges (a rule of ``─`` or ``—``, a progress
#: bar of ``━`` or ``█``, ``……``) pays less than its page charges (1/_PAIR_UNIT token, "codes:rebate"
#: as above; ``bench/bigrams.py --repeated-symbols``: per symbol, the largest rebate that leaves
#: runs of 2 to 80 alone on lines, between words, glued to letters or to Chinese and in a progress
#: bar at or over their real count). A pip download's bar (40 of ``━``) cost 100-200 tokens, 6 to
#: 40 real. The first character of a run pays in full.
_REPEATED_SYMBOL_REBATES = {
    "o200k": "2010-2011,3001-3002:16 2026,2b0b-2b3f:24 230b-233f,26f0,288b,28b0,2b00-2b0a,2b54:40 2015,20aa,"
             "20ac,20b9,2116,2122,2190-2192,21d2,2219-221a,221e,2228,2264-2265,226b,237c,27e5,27f3,2870,28fc,"
             "28ff,2911,297f,29ac,29d0,2abd,2ad8,2ba4:48 2103,2200,2206,2248,2300-230a,251c,2523,2551,2557,"
             "255d,258b,2591-2593,25aa-25ab,25b2-25b3,25b6-25b7,25ba,25bc-25bd,25cb,25ce-25cf,26c4,26c8,27c1,"
             "2885,2982,ff0b,ff0f,ff1a-ff1c,ff1e,ff20,ff3b-ff3d,ff5c:56 2013-2014,2212,2502-2503,2580,"
             "25c6-25c7:64 260e,2634,263a,2661,2665-2666,266a-266b,2713-2714,2728,2764,27a1,ff05-ff06,"
             "ff08-ff09,ff40:72 2193:80 25a0,25ac,2642,2705,ff0c-ff0e,ff1f,ff3e-ff3f,ff5e:88 2550,2584,25a1:96 "
             "2b55,3013,3017-301b,301d-3020,3030,3036-3037,303d-303f,ff1d:104 2500-2501,2588:112 2606,"
             "3003-3004,ff01,ff0a:120 2605,2640,2b50:136 2800:160",
    "cl100k": "2680-268b,268d-26c3,26c5-26ff:32 22c0-22ff,ff08-ff09,ff0c-ff0f,ff1a-ff1b,ff1e-ff1f,ff3e:40 "
              "2010-2011,2015,22b6:48 20ac,2400-241b,241d-2426,249c-24cc,24ce-24d7,24d9-24e9,ff5e:56 2122,"
              "2190-2193:64 2301-2327,2329-236f,2371-23b6,23b8-23ff,2503-254f,2552-2556,2558-255c,255e-2587,"
              "2589-2590,2592-259f,25a1-25b9,25bb-25ce,25d0-25ff,ff01:72 2700-2713,2715-2775,2794-27e8,"
              "27ea-27ff:80 2013,2801,2870,2874,28fc,297f,2982,29ac,2a21,2a8c,2ad8,2b01,2b34,2b38,2b50:88 2014,"
              "2600-2604,2607-2633,2635-263f,2641-2664,2666-2669,266b-267f,268c,26c4:104 2212,241c,2440-244a,"
              "24cd,24d8:128 2300,2328,2370,23b7:136 2502,2551,2557,255d,2591,25a0,25ba,25cf,2714,27e9:144 "
              "2501,2550,2606,2634,2665,266a:176 2800:184 2500,2588:192 2605:208 2640:224",
    "claude": "20b0:24 2022,2032,203c:32 2024-2026,2047,2b40-2b73,2b76-2b95,2b97-2bff:40 ff04-ff06,ff0c,"
              "ff1a-ff1c,ff20,ff3b,ff3d-ff3e,ff5b-ff5c:48 2900-2981,2983-29ab,29ad-29ff,ff09,ff1f,ff3c,ff5d:64 "
              "2801-28fe,2a00-2a0b,2a0d-2a20,2a22-2a73,2a77-2adb,2add-2aff,ff01-ff02,ff07-ff08,ff0b,ff0f,ff1e,"
              "ff40:72 2010-2011,2015,2191-2193,ff03,ff0a,ff0d-ff0e,ff1d,ff3f,ff5e:80 2217,221a,2236,2265:88 "
              "2013,208b,20a8,20ac,22c0-22ff,2400-2417,2419-241b,241d-2426,2440-244a,2680-26bf,27c0-27e4,"
              "27e6-27ff:112 2b00-2b1a,2b1d-2b3f:120 2014,2982,29ac,2a21,2a74:136 2212,2301-230b,230d-2328,"
              "232b-23bf:144 208e,2502,2504-2507,2509-2512,2514-251a,251c-254f,2551-2556,2558-2559,255b-255c,"
              "255e-256b,256d-257f,2581-2583,2585-2587,2589-258b,258d-258f,2593-259f,25a1-25ab,25ad-25ce,"
              "25d0-25fa,25fd-25ff:160 208d:168 208a,208c,2418,241c,2600-264d,264f-2652,2654-2669,266b-267f,"
              "26c0-26cd,26cf-2775,2794-2795,2797-27bf,27e5,28ff:176 2800:192 2300,230c,2329-232a,"
              "23c0-23ff:208 2501,2503,251b,2557,255a,255d,256c,258c,2590,25fb-25fc:224 2b1b-2b1c:232 264e,"
              "2653,266a,26ce:248 2508,2513,25ac:256 2a75-2a76:264 2580,2584,2591,25a0,25cf:272 2500,2550,2588,"
              "2592,2796:280",
}
#: A character and its repeats (where _repeated_symbol_units may end a slice).
_SAME_RUN = _lazy_re(r"(?s)(.)\1*")
#: The pages of those symbols (U+2000-2BFF, U+3000-30FF, U+FF00-FFFF), as UTF-16 high bytes.
_REPEATED_SYMBOL_PAGES = _lazy_re(b"[\x20-\x2b\x30\xff]")
#: The symbols of U+2000-2BFF (punctuation and symbols; the dashes have their own terms,
#: _SPACED_DASH_REBATES) that each profile's vocabulary holds with the space before it as one token
#: (`` →``, `` ≥``, `` ✓``, `` €``, `` •``, `` …``), as code points in hex ("codes:1"), read from the
#: tokenizers (``python bench/bigrams.py --held-spaced``). Their page's weight is its rarer
#: symbols', two or three byte tokens each: arrows, comparisons, check marks, prices and bullets
#: between spaces were 1.23-1.64x. After an ASCII space such a symbol is rebated
#: _HELD_SPACED_REBATES of its page ("pages:rebate", 1/_PAIR_UNIT token; the least excess, over 5
#: shapes and 6 word sources, of the page's held symbols, at most the page's weight, which the
#: symbol pays: the estimate never falls as text is appended), paid back before a letter.
_HELD_SPACED_SYMBOLS = {
    "o200k": "2018-201a,201c-201e,2020,2022,2026,2033,2039-203b,20aa,20ac,20b9,20bd,2103,2116,2122,2190-2193,"
             "21d2,221a,2264-2265,2502,2581,2588,25a0-25a1,25b2-25b3,25b6,25ba,25bc,25c6,25cb,25ce-25cf,"
             "2605-2606,2665-2666,266a,2705,2713-2714,2764,2b50:1",
    "cl100k": "2018-2019,201c-201e,2022,2026,203a-203b,20ac,20b9,2116,2190-2194,21d2,2200,2208,2227,2260,"
              "2264-2265,24d8,2502,251c,2588,2591,25a0,25ba,25cf,2605-2606,2665,2713-2714,2764,27e8:1",
    "claude": "2018-2019,201c-201e,2022,204a,20ac,2192,223c,2264-2265,2502,255a,2588,2590-2591:1",
}
#: And the symbols it holds alone (``✓``, ``•``, ``✅``, ``→``) after a line break (a list of check
#: marks, bullets, arrows; first in a text they pay their page): _HELD_BARE_SYMBOLS and _HELD_BARE_REBATES, read and
#: measured the same way (``--held-spaced``).
_HELD_BARE_SYMBOLS = {
    "o200k": "2018-201a,201c-2022,2024,2026,2030,2032-2033,2039-203c,20aa,20ac,20b9,2103,2116,2122,2190-2193,"
             "21d2,2200,2206,2219-221a,221e,2228,2248,2264-2265,226b,2500-2503,251c,2523,2550-2551,2557,255d,"
             "2580,2584,2588,258b,2591-2593,25a0-25a1,25aa-25ac,25b2-25b3,25b6-25b7,25ba,25bc-25bd,25c6-25c7,"
             "25cb,25ce-25cf,2605-2606,260e,2634,263a,2640,2642,2661,2665-2666,266a-266b,2705,2713-2714,2728,"
             "2764,27a1,2800,2b50,2b55:1",
    "cl100k": "2018-201a,201c-201e,2020,2022,2026,2030,2032-2033,203a-203b,20ac,2122,2190-2193,2500-2502,"
              "2550-2551,2557,255d,2588,2591,25a0,25ba,25cf,2605-2606,2634,2640,2665,266a,2714,27e9,2800:1",
    "claude": "2018-2019,201c-2022,2032,2044,20ac,2191-2193,2217,221a,2236,2265,2500-2501,2503,2508,2513,251b,"
              "2550,2557,255a,255d,256c,2580,2584,2588,258c,2590-2592,25a0,25ac,25cf,25fb-25fc,264e,2653,266a,"
              "26ce,2796,2800,28ff,2b1b-2b1c:1",
}
_HELD_BARE_REBATES = {
    "o200k": "20:145 21:199 22:200 25:203 26:221 27:227 28:276 2b:261",
    "cl100k": "20:43 21:113 25:182 26:219 27:192 28:202",
    "claude": "20:42 21:104 22:116 25:243 26:265 27:264 28:165 2b:208",
}
_HELD_SPACED_REBATES = {
    "o200k": "20:58 21:110 22:111 25:117 26:133 27:138 2b:173",
    "cl100k": "20:37 21:101 22:119 24:232 25:176 26:205 27:185",
    "claude": "20:43 21:109 22:113 25:243",
}
#: A script that shares its page with another (Bengali beside Devanagari, Gurmukhi beside
#: Gujarati, Sinhala beside Malayalam, Myanmar beside Georgian): its prose is priced at the page's
#: weight, which its page-mate's prose sets, and a tokenizer can know one far less than the other:
#: Bengali prose was 0.74x for Claude, 0.88x for cl100k. Each character of such a half page pays
#: _SCRIPT_PROSE_WEIGHTS on top, keyed by the half's first code point (1/_PAIR_UNIT token;
#: ``bench/scripts.py --prose``: per half page, the fit sources' prose of its script, the need
#: for 0.95 of the real count; the held-out sources are the check). Thai (0x0E00), whose long
#: runs are prose (_SPACELESS_HALVES), is measured by ``--spaceless``: its fit catalogues and Thai
#: prose written for the bench, a source each, the largest need.
_SCRIPT_PROSE_WEIGHTS: dict[str, dict[int, int]] = {"o200k": {0x0A00: 5, 0x0D80: 3, 0x0E00: 10, 0x1000: 4},
                                                      "cl100k": {0x0980: 7, 0x0E00: 8},
                                                      "claude": {0x0980: 29}}
#: A 64-code-point block that fell between the two ways a script is priced: the fit holds a few
#: hundred of its characters (enough that its page prices it, so it has no weight in words) but its
#: page's prose is another script's, and too few for a weight of its own in _SCRIPT_PROSE_WEIGHTS.
#: Lao (U+0E80-0EBF, 1,566 characters of country names in the fit) was priced as Thai: random Lao
#: words 0.70x, Lao syllables 0.67x (o200k), a paragraph 0.82x. Each pays what a block with no
#: prose pays in words (``words`` in _PROFILES): the least weight at which random words and lines
#: of its characters reach the fit's floor (0.97 of the real count), measured by ``bench/bigrams.py
#: --shared-pages``, which finds such blocks in the corpus (1/_PAIR_UNIT token). A weight only
#: rises: the fit had raised Lao's other block (U+0EC0-0EFF, the most a weight can be) to make the
#: sum right on its country names; at that block's own measured need (0.66 token, o200k), Lao
#: prose was within 9% but lines of country names (the word for country on each) 0.73x (cl100k).
_SHARED_PAGE_WORD_WEIGHTS: dict[str, dict[int, int]] = {"o200k": {0x0E80: 42}, "cl100k": {0x0E80: 11},
                                                          "claude": {0x0E80: 33}}
#: A word split by an invisible format character (``infor\xadmation``): the letters after it start a
#: token. What each split pays, measured by ``bench/bigrams.py --invisible`` (every format character
#: of Python 3.11 every 1 to 6 letters of English words, two seeds: the largest need for 0.95 of the
#: real count; 1/_PAIR_UNIT token). It was the invisible character's own weight until the refit of
#: stop 38 priced letters lower (a soft hyphen every five letters 0.79x for cl100k).
_INVISIBLE_SPLIT_WEIGHTS = {"o200k": 89, "cl100k": 107, "claude": 105}
#: The Arabic vowel marks (harakat, U+064B-065F): each pays what a mark costs alone, on average
#: (measured from the tokenizers, ``bench/bigrams.py --marks``; 1/_PAIR_UNIT token). The fit used
#: to hold the pair of classes their UTF-8 bytes make ('R' before a continuation byte 8B-9F) at
#: that price, and the first half of the Hebrew alphabet (U+05D0-05DF) makes the same pair:
#: Hebrew prose was 2.8x over for o200k, 1.5x for Claude.
_ARABIC_MARKS = _lazy_re("[\u064b-\u065f]")
_ARABIC_MARK_WEIGHTS = {"o200k": 98, "cl100k": 113, "claude": 128}
#: A punctuation mark, symbol or number sign of a script's page (the BMP from U+0370 but the symbol
#: pages U+2000-2BFF, kana and CJK punctuation U+3000-30FF, the half- and fullwidth and small forms
#: and the private use area, which have terms of their own) pays
#: its own price on top, wherever it stands (1/_PAIR_UNIT token, "codes:weight" as
#: _REPEATED_SYMBOL_WEIGHTS). Priced with its page, whose weight is its letters' (which merge into
#: words), such a mark cost nothing or little: the Arabic decimal and thousands separators and
#: percent sign (``٣٫٥٪``, ``١٢٬٤٥٠``) nothing at all beside Arabic words, where cl100k and Claude
#: spell them in 2 tokens each (Arabic figures 0.86-0.88x), the Khmer full stop a fifth of its token
#: (0.55-0.64x with o200k), the Bengali taka and the Tamil rupee a third of their 2 tokens. Measured,
#: not fitted (``bench/scripts.py --symbols``): per character, its marginal cost in six shapes (glued
#: to its script's words, every third word or every word, between spaces, at a line's end, after
#: ASCII numbers, alone), the words its page's most common in the corpus (ASCII words for a page
#: with none), the largest need for 0.95 of that cost, kept from 8 (1/8 token).
_SCRIPT_SYMBOL_WEIGHTS = {
    "o200k": "1360-137c,2fcb-2fcf,2fd1-2fd5,2ff0-2ffb:8 2ce5-2cea,2cf9-2cff,2e0b-2e2e,2e30-2e3f:10 2ecb-2ef3,"
             "2f0b-2f3f,2f4b-2f53,2f55-2f7f:11 2e4b-2e5d,2e8b-2e8f,2e91-2e99,2e9b-2eaa,2eac-2ebb,2ebd-2ebf,"
             "2f8b-2f98,2f9a-2fb2,2fb4-2fb7,2fb9-2fbf:13 1735-1736:14 964-965,970,9f7:31 55d:38 5f3-5f4:39 "
             "b70,b72-b77:40 384:44 55b,55e,17d4,17d6:49 5c0,5c3,5c6,6de,6e9:59 60c,61b,61f:61 66a-66c,104c,"
             "104e:67 d4f,d58-d5e,d70-d79:75 c77-c7f:78 c84:81 a76:83 df4:86 606-60a,9f2-9f6,9f8-9fb,9fd:92 "
             "10fb:94 385,387,55a,55c,55f,af0-af1:99 e3f,e4f,e5a-e5b:100 17d5,17d8-17db,17f0-17f9:110 "
             "bf0-bfa:114 3f6,60b,60d-60f,61d-61e,66d:122",
    "cl100k": "c77-c7f:8 109e-109f:9 1369-136f,1371-137c:10 a76,af0-af1:13 104a-104f:20 b70:21 9f2-9fb,9fd:"
              "24 17d4-17d6,17d8-17db,17f0-17f9:27 6d4,6de,6e9,6fd-6fe:29 606-60a,964-965,970:30 bf0-bfa:31 "
              "b72-b77:33 5f3-5f4:52 60c:56 e3f,e4f,e5a-e5b:64 384-385,387:67 3f6:70 60b,60d-60f,61b,61d-61f:"
              "117 66a-66d:122",
    "claude": "606-60a,df4:9 33ae:10 a76,e3f:11 2ff0-2ffb:14 b70,b72-b77,3200-320d,3212-3213,3217-321a,321d,"
              "3225-3228,322b,322d,3231,3236-3238,323a,323c,323f-3241:16 964-965,970:17 2fbe-2fc3,2fcd-2fd0:"
              "18 d4f,d58-d5b,d5d-d5e,d70-d79:19 af0-af1,104b-104f:20 c77-c7f,17d4-17d6,17d8-17db,17f0-17f9:"
              "21 bf0-bfa:24 e4f,e5a-e5b,10fb:25 3f6:38 5f3-5f4:44 332a,332d-332e,3339,3348,33a8:61 3304,"
              "3311,3315-3317,3319,3320,3334,334c,3356,337f:65 33af:71 60b-60f,61b,61d-61f:81 66a-66d,3336,"
              "3338:122 3313,331a:126 321e:138 385:181 334a:183",
}
#: The emoji (U+1F000-1FBFF: the high surrogates D83C-D83E) share the page of their high surrogate
#: (D8: planes 1 to 4) with historic scripts and CJK extensions, which the tokenizers spell in
#: bytes: the fit priced the page at what those cost (3.6 tokens a character, o200k) and the emoji
#: blocks rode along at 0 of their own, so an emoji between words cost 4.6 tokens where o200k
#: charges 1-3 (chat with one every eight words +24%; now 3.5 tokens, +14%). The page's weight is
#: _EMOJI_PAGE_WEIGHTS and every other block of it pays the difference on its own weight (their
#: estimates unchanged): measured by ``bench/bigrams.py --emoji``, the least page weight at which
#: random emoji and code points of those blocks, in 11 shapes (words, lines, runs, alone, between
#: words, glued to one, repeated...), reach 0.95 of the real count, the largest of three seeds
#: (1/_PAIR_UNIT token).
_EMOJI_UNITS = (0x3C, 0x3D, 0x3E)
_EMOJI_PAGE_WEIGHTS = {"o200k": 145, "cl100k": 181, "claude": 177}
#: The other blocks of U+1F000-1FBFF (tiles, cards, enclosed characters, ornaments, alchemical and
#: geometric symbols, arrows, chess, legacy computing), the newest emoji (Symbols and Pictographs
#: Extended-A, U+1FA70-1FAFF: 🫠 🫶 🪐) and the code points of the emoji blocks that Unicode 14.0
#: leaves unassigned cost their bytes, more than an emoji: each pays _EMOJI_NEIGHBOUR_WEIGHTS on
#: top (1/_PAIR_UNIT token; ``bench/bigrams.py --emoji``, the largest need of their texts in the
#: same 11 shapes, at the page weight above). A fixed list.
_EMOJI_NEIGHBOURS = _lazy_re(
    "[\U0001F000-\U0001F1E5\U0001F200-\U0001F2FF\U0001F650-\U0001F67F\U0001F700-\U0001F8FF"
    "\U0001FA00-\U0001FBFF\U0001F6D8-\U0001F6DC\U0001F6ED-\U0001F6EF\U0001F6FD-\U0001F6FF]")
_EMOJI_NEIGHBOUR_WEIGHTS = {"o200k": 33, "cl100k": 1, "claude": 3}
#: The 1,024-code-point astral blocks (bit k: high surrogate 0xD800 + k) where Unicode 14.0 assigns
#: nothing: planes 4 to 13 whole, most of plane 3 (CJK Extension H came with 15.0), a few of planes
#: 1, 2 and 14. The fit had no sample of them (it measures assigned blocks), so their astral
#: weights were 0, and the pages of planes 5 to 12 (D9, DA) too: random code points there (a
#: fuzzer, hypothesis's characters(), a hostile tool output) were estimated at 0.00-0.07x of their
#: real count. The tokenizers spell such a code point in its four UTF-8 bytes: each pays at least
#: _EMPTY_ASTRAL_WEIGHTS, per page D8-DB (1/_PAIR_UNIT token; measured by ``bench/bigrams.py
#: --unassigned``: the largest need of its empty blocks for random words and runs of their code
#: points to reach 0.95 of the real count). A fixed list, the same estimate on every Python.
_EMPTY_ASTRAL = bytes.fromhex(  # Unicode 14.0.0
    "00c4fd03f067078000000000000000b8e0ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
    "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
    "fffffffffffffffffeffffffffffffff00000000000000000000000000000000"
)
_EMPTY_ASTRAL_WEIGHTS = {"o200k": (20, 241, 241, 0), "cl100k": (0, 244, 244, 0), "claude": (57, 244, 244, 0)}


#: Pages whose rare pairs cost more than that (per profile): random words of every assigned
#: character of a 128-code-point half of the page (its vowel signs, digits and the letters prose
#: seldom writes, not only its prose's alphabet; words of 2-6 characters, and short ones of 2-4),
#: or of its letters alone, need more to reach 0.95 of their real count (``bench/bigrams.py
#: --pages``): o200k spells random Tamil, Malayalam, Khmer, Telugu... in short pieces (random
#: Tamil words were 0.62x, Khmer 0.82x, Telugu 0.82x with the weight above), and random Arabic
#: letters cost more than their marks (0.89x at 100 KB).
_RARE_PAIR_PAGE_WEIGHTS = {
    "o200k": {0x04: 96, 0x06: 116, 0x09: 110, 0x0A: 93, 0x0B: 195, 0x0C: 122, 0x0D: 139, 0x0E: 86, 0x10: 109,
              0x17: 136},
    "cl100k": {0x04: 79, 0x06: 133, 0x0E: 89},
    "claude": {0x06: 110},
}
_RARE_PAIRS: dict[int, str] = {
    0x03: (
        "eNpVlFtyGzcQRStrywKyK5ecciWhqLFMkcxQRcVKqvAoDADiPRgQL46DmS1kKQ5/3X/92feePj//9OHh46+ffvv9j83j9qn7/Pxl"
        "97I/HP/sT6/nt7++vv/9D4AIk4EyfhFSaWPd6KdwjSmXepu//duW9fsP85//5Yfdf/9AP+gH+uAe6sf6yW1eN3TDNnpjNnbjNtMm"
        "bPKmPJJH/qge/WN4bNvnLdnyrdrqrd+Gp/6JP4kn9eS7XXfsTt1rd+5AhzvaqU53prOd68Zu6uJn8nx4Pn+Bu6fd826/63duF3bx"
        "BbyQF/6iXvxL2Pd7sEd7vCd7vld7f9gcusPzARzggRz4QRzUwR+mY39ER3L0x3Rs/bbv+l1/6I/9qT/3qje97UOfT5vT7nQP6URO"
        "/CRO6mRO/hRe+9f38/OZnPlZnNXZn9M5n8t5eSNv/O3y5t/CW3xb/pq+qvfunbz79wAGQAEDFyCBAhoYYIEDI/BgAgFcQQQJFFDB"
        "DRJIIYMXKKGGBlro4Ag9nGCAVxhhggVWOCOKGJJII4MscmhEAV1RRAkVdMMED5hihjm+YIEl1thgix32eMIBX3HECVc8k3vbhBJG"
        "LkQSRTQxxBJHRuLJRAK5kkgSyaSQSr6RZQADHNCABzLwQQxqMIMfAgUUUkQxJZRSTgVVVFNDLXV0pJ4GWulMG13oygCDDDHMCONM"
        "MMU8CyyzmTW2sJUDjvnAKb/TxyVXXHPDLXd85J5PPPArjzzxzAuv/MZnvlzQBV/I5Q7rRV38pQkqmJBCCyOscCKIq4giiSKquEkg"
        "oUQSSyK5vMMtrfQyyCxn2eQiVwUUVEgRNSiqmOLqooS6/4AyyiqnRuXVpIK6qqiSKqqqm5pVU6sGGmqksSaaaa6FVlpro70OOums"
        "i6561k0vejXAQIMMNsQMhhpuhFHGGGu8SSabYmbTzGJWCyy0yGJL7GC5FVZZa531drLFzrbZ1QEHHXLYEUcdc9wJJ51y3kWXXHaz"
        "a25x6whGOJKRj2JUox/TmMd5bOPioUcee+IHTz3z3AsvvfLaG2+9895PPvirjz757IuvfpnABCc04YlMfBKTmsx018KUpnlq0xpA"
        "gAEFHEi4wxBY4EEEGVTQwQQbXBiDDyHEkEIOJdQwhxaWsEYQUcSRxCGyyKOIMqqoo4k2+jjFGFPMscQa59jikkCCCSWcSOLpkkRS"
        "ySSbfArprqc0p5aWtGaQUSaZZpZlVllnk212ecxTDvmaY76bLNd8y62AAgsquJDCiyiyqOJLKKnkMpdW1goqrKjiSiqvosqqqqu+"
        "hprqXFtdb/wmbn6mM5vlbGY7u3maw3yd45y+6TY02liTTTfTbHNtaqFdW2yp1YUufJGLWezilnu4S1iuy/3A5bayVa73etewXte4"
        "pv8Bpg8WDQ=="
    ),
    0x04: (
        "eNpdlMuO5EgVQIUQI8QCnK8udz6c6cx6MT3VHQ5H2OF4OR7pRzrSaZUQVqk1Sv6BT6F3XRJI1AKxGJIWIHYwa76A2sEGyB+ABQuo"
        "9dzd3d57zvnpt779nc+++73v/8AbDEfjyasL//V0Nl8Ey1W43lxeXd/c/vDzN1/cvX0HIhgjnKQko4wLmStt7LYoq3rXuH176O5/"
        "9OP+4f2Xx5/87MPHx5//4pdPv/r1V785/fbT737/hz/+6c9f/+Wvz3/7+z/++a/zv//zv2/Mf7+xf6a9gTf2LrzX3tSbeXNv4a28"
        "0Ft7N17kQQ95qZd51GMe94SnPO0Zz3pb7zjwBrPBagAGeEAGbCAHamAH/dAbTob+MBi+GYIhHpIhHYqhHKqhHjZDN+xH3mgxWo02"
        "IzCCIzySIzWyY288GfvjYLwZgzEeJ+N0TMZsLMdq3IzbycuZJtPJbDKfLCarSThZT64n+tX41eSV/wpczC8WF6sLcCEurD/yx/7E"
        "v/Cn/txf+Et/5Yf+2r/23/mxj/zU577wla9983o29aazaTANp+spmOIpmbKpnKqpnTbTfubNJjN/Fsy+mL2dvZuBGZ6RmZzZ2WHW"
        "z735cD6Zv5uDOZ6TuZzbeb/wFuPFZOEvFotgsV5sFmCBF2QhF92iDwbBMBgF4+B1MA1mwTx4+XWwCsLgJoiCJMgDFejABHXwtPSW"
        "k6W/fEFheb0ES7xkS7lUS720y37lrUarycpfzVfBCqzwiqzkyq7cqg39cBrOwmW4Djfh5yEIoxCGOCQhDVnIQxnmoQpNaMMm7Nfe"
        "erierP11sF6twRqvyVqu1dqu3bpdnzbzzXJzuUGbdEM3bCM2+UZt9KV36V8Gl+ASX5JLdikv1VVwBa7wlbyyV+3V6dq7nlz718vr"
        "d9fwGl+31/2Nd+PfLG7ADb4hN+bG3nq3/i24hbfkVt2aW/dm8GZ1R+/YnbhTd/rOvL0BAEQAghgggEECUkBABihggAMBJMiBAhoY"
        "YMEWFKAEFajBDhxAB+5BDx7Ae3AEH8AjeIpepIlwRCIasUhEMlKRjmxURGW0i5rIRW3URX10ggBCGEMEMUwhgRQyyKGAEuZQQQ0N"
        "tLCAFaxhAx1sYQf7GMQwjmMU45jELOaxiGWsYh2b2MZlXMVN7OI27uNTfEYARQiiGCGEUYJSRBBFDHEkkEQ5UkgjgywqUIVq1CCH"
        "WtShe9SjEzpjgCMMcYwRxjjBKSY4wxQzzLHAEudYYY0NtniLC1ziCtd4hw+4ww/4PT7ipwQkUQITlOCEJDQRiUxs4pI2OSWfkucU"
        "pFEK0zhFKU5JSlOW8lSkMs1TlerUpDYt0iqt0yZ16T5t0y7t0zMBJCKQxAQRTBKSEkIyQgkjnAgiSU4U0cQQS7akICWpSE125EA6"
        "8kDeZzCLM5ThjGYs45nIVKYzkxVZmVVZnbmsp4BCimlCCaWUUU4FlVRRTQ21tKAlrWlDW9rTEz0zwCIGWcwQwyxhKSOMMsY4E0wy"
        "zQyzrGAlq1jDHNuzlh1Yx+5Zzz6wMwc84pDHHHHME0445YxzLrjkOVdcc8sb7njLO97zE3/mZwFEJKCIBRJYpIIIKpgQQgotjLBi"
        "KwpRikrUohFO7EUrDqIT96IXZwlkJKGMJZJYJjKVRGaSSia5FFLKXCqppZFWbmUhS1nJWu5kJx/kUT7KpxzkOCc5zVkucpnnucp1"
        "bnKbl3mVN7nLD3mX9wqoSEEVK6SwSlSqiKKKKa6EkipXSmlllFVbVahSVapWjXJqr1rVqV6dNdCRhjrWSGOdaKKpZpproaXOtdJa"
        "G231Vhe61JWudaOd3utWd7rXj/pZnw0wkYEmNshgQww1zHAjjDS5UUYbY6wpTGVq0xhn9qY1nenNyXwyz+ZsgY0stLFFFtvEpjaz"
        "1DLLrbC5VVZbY63d2sKWtrK13VlnW3uw/RZs8ZZs2VZu1dZs7Xa77QtQwCIucEEKUchCFbowhS1csS/aoi9OJShhiUtS0lKWtixL"
        "V+7LtuzKvjxVoIJVXOGKVLRilahkpSpT2cpVbXVfgxrWuCY1rVktalmr2tS2rmpXt/V93e/ADu/ITu7sbr+7b6IGNnGDGtwkTdrQ"
        "hjW8EY1s8kY1ujFN1exc5KCLHXLYpS5z1DHHnXC5U04747aucKWrXO0617uj++Ae3dMe7KM93KM93qd7uud7sc/3em/25b7eH/Zd"
        "G7WwjVvUJm3aZi1tWctb0apWt6Yt2rKt2rptD9GBHtRBH8yhPFSHXRd1sIs71OEu6dKOdqzjnejyTnW6M13RlV3V1d2uO3Rdd+we"
        "7+G9uFf3po/6lxT2qMd90qf9i7w963kv+hcce92bvujLvurrvuvv+6cH8IBesgTe4y/xER7RMTmmR3pkR3FUR300H8AH9xF8lI/g"
        "UT7qR/PoHp+fXiL+hJ7cU/8VOMUndMpO9MRO/CRO6qRP1ak+nT7xT+pr8AyexQtM8Byf0/OL3mdxVmdzLs71+fx/CWJf1g=="
    ),
    0x05: (
        "eNpFld1y27gVxy/6FH0MJ2m72aSNt02TTXad9GtzD0lw7EC2HEWk4Q9RlKIkL5Sp1BnNaKZPABAESZgQCMI0CfJK0gtsNbkpLg5u"
        "zhzgf35/4PT37t1/8Lvf/+G7h98/evzHPz3Z/+HPf3n612fPf3zx8qefD169/tvf//HPf/3yBrTaHXj49uj4HeqenPbO3vc/DBz3"
        "HF9cXl0PvZE/nnycfvr85ets/p/F8r+EBizkUZyIm1SuVKZzc1vclZWtm/Vm++v/12++xd9+i8t/f9uqX/e6e4M9Z8/d8/b8vc/3"
        "wD14D9/z74P78D6+7933H4AH8AH+zn0IHuLv8aPzR8NH/mPwGD5GT8AT9KT/BO+DfbiP9p19dx//8OUpeAqfoqf4GXgGn6Fn+Ln3"
        "3P9x8gK8QC/OXoKX8CX+Cf2MfsYH4AAeoIPuwckBfgVewVfoNXiNX/u/tN+AN+iND1qgDTrgEBwDBLrgBJyCHjgDfTAADnDBOcDg"
        "AlyCK3ANhsADI+CDMfgIpi3Qgi3Uclq4DdqwjdrdttvGba89avsd0IEd1Ol1nA7u+BDANtz1GSLYhaewB/twAB3oQgyv4DUcwhH0"
        "4RhO4PQQHLYO0aH/9urIPQbH8BgdO8f4HXgH3yEEUAu1UQdBdIiOEUJd1EMD5KJzhNEFukRXaIg8NEI+GqNpF3Rb3U4Xdo+6x90d"
        "3K7Tdbv4BJy4J/jEOxmdglN46p1Oe6AHe0c91Ov3nJ7bw71hb9Tzz8AZPENn+D187/dBH/YP+6h/2h/0nT7uex92rRm0BnBwNEAD"
        "d4Ad4EDn2EFO13Ed7AydkTN2gdty227Hhe5Oiovcrttzz9yB67iue+5i98odup47cn137E7PwTk8PznfOe/cxwC3cQfvLot7uI8/"
        "4N0B2MXneIg9PMI+HuMJ/ngBLuDF251scAkv0SW+HF2BK3SFr8F199q9xkMwhEM07A5Phr2hM8TDy6E3HHnAgx7yHM/1sDf0PM8f"
        "gREcoVFv5I7w6GK0Sxn5o6kP/Ja/w+hD/8h/5yO/65/6Pf+9P/Ad3/Wxf+Ff+lf+0N8V8H1/OgZjOEbjnewxHnsTMGlN2pPOBE6O"
        "J2jSnfQmZ5PBxJm4k+HEm4wm/mQ8mX4EH/EUTI+maOpOh59an9qfwWf82f8CvpKvZkZnwYzNwlk0S2Y3s3QmZ2qWzfQsnxWzclbN"
        "7Kyered0HszZPJon85u5nKt5NtfzfF7My3k1twuy4It4IRZyoRbZwizKRbWwS7Lky2QplnKZLc2yXm7JjMwJIZQEhJGQcBKRmCRE"
        "EElWRJGMaJKTgpSkIpbUpCEbsqVLSiilAWU0pJxGNKYJFTSlkiqaUU1zamhB72hJK2ppTRu6DUhAgyBgQRjwIAlEIINVoIIs0EEe"
        "mKAIbFAHDSOMsoAxFjLOIhazhAmWMslWTLGMaZYzwwpWsopZVrOGbUIS0jAIWRiGPIzCOExCEaahDFWowzw0YRGWYRXasA6bcMsX"
        "nHDKA854yDmPeMwTLvgNT7nkK654xjXPueG3vOB3vOQVt7zmTUQiGgVRGO1+wCiJRJRGMlJRFunIRFVko21MYhoHMYvDmMdRLGIZ"
        "q1jHeXwXl3EV27iOm4QkNAmSMOFJnCSJSGSikizRSZ6YpEjKpEpsUidb8VUQQUUgmAgFF5GIRSKEuBGpkGIllMiEFrkw4lYU4k6U"
        "ohJW1KIR6xubLlKS0pSlYcrTKI3TJBWpTFepSrNUp3lq0tu0SG1ap40kkspAMhlKLiMZy0QKeSNTKeVKKplJLXNpZCFLWUkra9nI"
        "jdyuxKpWRFEVKKZCxVWkYpUooW5UqqRSKlNa5cqoQpWqUlbVqlHbjGciSzOVNZpoqgPNdKi5jnSsEy30jU611CutdKa1zrXRhS51"
        "pa2udZOTnOZBzvIw53mSizzNZa7yLNd5npv8Ni/yMq9ymzeGmsAwExpuIpMYYW5MaqRZGWUyo01ujLk1hSlNZaypTWPWxaJYFqSg"
        "RVCwIix4ERdJIYq0kIUqskIXeWGKoqgKW9RFs7M0KWkZlKwMS14mpShlqcqsNGVR3pW2bMp1ua1IRStWhRWvoiqukkpUslJVVukq"
        "r0x1WxXVbnBWddVU62priaU2sMyGltvIxjaxwu5AWmmVzay2uTW2sHe2tJW1traNXduN3dakpnVQszqseR3XSS3qtJb1Dk6d1bo2"
        "dVFX9W48N4uGNLQJmrDhzc6EjWh26BvV7FA0pimasqka2+wS12TN1nwt1ma93dBNsllt8o3Z3G6K7Wy7e8Jbtk22N9t0K7fZVm/z"
        "rfkfwQi0kQ=="
    ),
    0x06: (
        "eNpNlb+O3MgZxJX5OTTcYTd7SPY0uzlcMhKb/V+2JB4u8KsssKat4AjpEsNYnLAYGHByCbUYMLrkLAwsB8MBpiUQBvgcfgJDnsCB"
        "6wm+r1BVv98/XwU36xDACG3iJMVbklGW74rbsnpR80ZIpY11L3/7u1ev37TffX93/4fuj396+0P/7v2Pf/7Lw08fHvc/Dx+fDuMv"
        "v/790/HzP0/T+eK/fJ3/tTx79u033/6nZ//49n/699++/efZX59Hq3AFV+kKr7YrsqKreiVWcqVWZuVW/coHMNgESZAGONgGJMgC"
        "GrAgD8qgDnjQBCKQgQpM4G42N+SG3fA1XG/W6Rqvt2uyztZ0zdb5ercu1rfrcl2vxVqu1dqFIIxCHJKwCEUoQxXq0IQ2dOEpnMJz"
        "6MM5XMBzcAOujoAIILABMUhACjDYAgIyQAEDOdiBAtyCElSgBhw0QAAJFNDAAAdegjtwDzrQg3fgAQzgAEbwC/gVfAJHcAEe3sCr"
        "2RDBDYxhAlOIIYEZpJDBHSxgCWvIYQMFlFBBDQ200MFXsIUDHOEneIIT9HCGCwrQDQIIogghFKMEpQgjgjJEEUM52qEC3aISVahG"
        "HDVIIIkU0sggixx6jVrUowE9oRF9Qkd0QhM6owvyaEbLBmzgJtqQDd+Ijdyojdm4GMQwjmIUxzGOSZzFNC7jKhaxjFWsYxPb2MVT"
        "7OMlAQlMogQlmyROcLJNSJIlNGFJntQJT0QiE52YxCU+BSlMoxSlOCVpltKUpXlapHUqUpnq1KQ2dWmb+nTBAQY4whsc4xRjTDDF"
        "DJe4xhwLLLHCGhtsscOvcIsHPOITnvAZX7DHM162YBtt4226Jdt6q7du2249CUhIAIEkIojEJCEpwYSQjFDCSE52pCAlqUhNOGmI"
        "IJIoookhljjymrSkIz3Zk4E8kZFM5EwuxJMvZCZL9jwLM5DBLMqSDGfXMmVV1mQik5nKdGYym7lsn43ZlJ0zn83ZQgGFNKKIxjSl"
        "hFJa0JJWtKacNlRQSRXV1FBLHW3pHe3oQE90omd6oZ7OdGGAQRYxxGKWMswIK1jJKlYzzhommGSKaWaYZY61rGcDm9iZebbkII/y"
        "JMc5yfO8zkUuc5Xr3OQ2d3mb+x3YwV20I7tyV+30zhVBAQpYREVSkKIoyqIueCEKVejCFLZwRVv4W3BLbsWtvvUlKGEZlajclLjc"
        "lqTclUUpSlmqUpemdGVb+gpUUUWqrGJVUYlKVboyla1cta+myldLDeqoRnVS43pbk5rWrM7rXX1bl3VV87qpRa1qXZva1q5ua1/P"
        "HHDII4445oRnnHLGc77jBS95zTkXXHLFNTfccsdbPnHPZ740oIFN1KCGNLRhTdm8aHjTNKKRjWpMYxvXtM2pmZpzc2nmZhErEYi1"
        "CAUQUEQCiY2IRSJSgcVWEJEJKpjIxU4U4laUohIvRC24aIQQUiihhRFWOPFGtKITvXgQezGIJzGKSZyFF1/ELBZ5I4GEMpJIbmQs"
        "E5lKLInMJJVM5nInC3krS1nJWnLZSCGlVFJLI6108rVsZS8HeZSf5UlO0stZLgooqCKFVKwSlSqsiMoUVUzlqlC3qlK14qpRQkml"
        "lFZGWeVUq+7UW9Wrd+q9+lHt1aCe1KhOalJefVGzWjTQkUYa660mmupKCy210lobbbXT32tvViY0wECDTGwSkxpstoaYzFDDTG52"
        "pjClqUxtuGmMMNIoo40x1jjTmjvTmd48mA/m0ezNYA5mNL+ai/Hmq5nNYkMLLbKxTS22xGaWWmYry21jhZVWWWc729uDHe3RXtxz"
        "FzrgoIscctdJc4lLHXZbR1zmqGMud9eYu9JVrnbcNU446ZTTzjjrnGtd5z64wX10Jze5s5vd8hK8Qq/q18lr8ka8UW+GFrRRm7S4"
        "JW3elm3dNq1oZata07r2zXfiDtyZO38P7vW9uZ870KFu25GOdqxrOtGpTnems53r7ruu67uH7qk7d7772s3d8ha8JW/ND64HPepJ"
        "T3veN73oZa963Zve9kM/9efe93O/vAPvzDv/3rwfHsCDejAP7mH4gD+4R/CoH82j36O92Ju92w/7+Wc/gAEOaNgMeCBDNtCBDWKQ"
        "gxr0YAY3dEM/PAz74TicBj98GeZh+Qg+0ifwRJ70kzngAztUB34QB3Wwh/GwjGCE43YkYzayUYxyVKMZ7Xgap/E8XkY/zuPyC/j0"
        "5dN8BEd0JEdxNEd7PB2n43xcPoPP5oRO8YmcshM9iZM8qVN36k+XKZzghCY8kSmb6MSmauJTM4lJTmpyUzf102Eap+N0OaMzOWdn"
        "embn5izO8qzO3bm/gEt8wRdysZf5svjn/gpjj3zsryjy2BOfeeqZz33tuRdeeuWv8fV3vvO9f/SDH/1n7/3yVc1oTmc8kzmb6czm"
        "auZzM4tZzmo2s5u7uZ/38zAf5vH60BXVyxVhyxUOy3Wul2q5Ts5yrfiiFrO4pVt+WoblattyXK5n/RczkUl3"
    ),
    0x09: (
        "eNpNl99u49h9x2MuJI22CLQLh6JXppfDEU0TFE0yNChTgME/crWUQ/GiSROgSJte5A22foFxYKtOC0wBl9ZaVkbjmJYJmaIIXsgU"
        "MCBF+4IDsFz0ASbQK9Av0FSXOXfn5vwOzu/7+3xwjDXgi1y+8Kr45d/9tPTV1+s/A8vQxjeVTXjrW+Q1+qaKbeM7BFmjdmmG/Tm3"
        "x9f3hcaBKMlK8/DvW9+p7aNfaB39H375q3/89W/+6bf//C+/+9fff/9vx29P/nB61v338z/+x3+++6+L/zYuez9c9a8Hf3o//HDz"
        "51vzbnRvjR/siTN1vdmjP/8YhIvo6Tn+lPxP+uPnvyyzl7/+zSr95P/+dvtX6Sdf/O8auFZeg9Yqa8gauoavMWscAAJlAAIqAAxs"
        "AQiAAhiAAzsAAZAABewCNMAALMABPFAHBKDxhZBbywG59RyYK+eg3EauktvMwbmtHJJDc1huO4fndnJEjszVclRuN0fnmByb43J8"
        "rp4Tco3cL/NreSBfyL/KF/Nf5tfzYB7Kw3kk/yZfzWN5PL+TJ/Jkvpan8nSeybN5Ls/n63kh3ygAhVwhXygVwAJUqBQ2C3Bhq4AU"
        "0AJW2C7gBaJAFmoFqkAXmAJb4Ap8QSg0Xq29Kr1CXqGviFfMK+4V/0oorhWBIliEihvFShEuIkW0iBW3i3iRKJJFqkgXmSJb5Ip8"
        "UfgS+BL5kvgpUForAaViCSxVSnAJKaElrESUyFKtRJXoElviSnypXhJKja/4r4Sva19TXwtf/24dWAfX4XVkHV3H1ol1cp1ap9fZ"
        "dW59b51fF9YbP4N/xoIAmANLIAhCYAWEQQREwSqIgThIgCRIgTTIgCzIgTxYBwWwAR6AIiiBMqiATfAQbIEq2AaPQA3sgDp4XK6W"
        "sTJRpspsmSvzZbEsleWyUm6W1XK7rJV1CIAKEAjBEAKhUBXCIBwiIAqiIQZiIQ7iIQFqQCIkQTKkQE2oBalQG9KgDqRDxxvIBroh"
        "bkgb8oayoW5oG/o3egWorFfASrWCVYgKXWEqbIWriBWpIleUSrOiVtoVrdKp6JvEJrm5u8lvipvSprypbKqb7U0NXoNLMAiXYQiu"
        "wChMwCRMwTTMwhzMwwLcgA9gEZZgGVbgJqzCR7AGd2B9S9yStuQtZUvd0rb0b8VvdQREKgiBkAiNsAiH8EgdERARkRAZUZAm0kJU"
        "pI0cIRqivwZf777mX4uv5dfN1+prHQVRCK2gVRRDCZRGWZRDeVRAD1ARlVAZVdAm2kJVtI0eoRqqv9l7c/BGfNN8o1fBKlbdqRJV"
        "sspW+Wq9KlalqlxtVtWqjq1hAPYFVsK+wkCsjEFYBcMwAiMxCqMxBmMxDtvDeKyOCVgDEzEJkzEFa2KHmIq1MQ3rYDp2vI1uE9vk"
        "Nr29t81vi9vStrytbKvb2raOl3AQh/BNHMNxnMApnMZZnMMFvIGLuITLuII38UNcxdu4hndwfQfcqe5gO8QOu8PtiDvSjryj7DR3"
        "1B2dAIgvCJCAiAoBEwiBEhiBEwRBEjWCInYJmmAIluAInqgT+4RANAiRkAiZUIgm0SJUok0cERrRIXTimFwjATJHlkiQrJCbJEKi"
        "5BuySmLkNomTBEmSFEmTDMmSHFknBbJBiqREyqRCNslDskWqZJs8IjWyQ+o1sMbWuJpQO6iJNakm15SaWmvXjmpaTacACqQgqkLB"
        "FEKh1BsKo3CKoGoUTTEUS3EUTwlUgxIpiZIphWpSLUql2tQRpVEdSt8t7YK7xC6zy+7yu+KutCvvKrvNXXVX29VpgAbpMg3RFRqm"
        "t2iUxuhtGqd3aIImaYqmaYZmaY7maYFu0CIt0TKt0E36kG7RKt2mj2iN7tA6AzAgAzEVBmYQBmNwhmBIhmJWzGc4hmfqjMA0GJGR"
        "GJlRmCajMm1GY3R2jQXYPAuyZRZiv2ErLMwibJXFWJwlWJKtsRS7y9Isw7Isx/Jsnd1nBbbBiqzEyqzCNtlDtsWqbJs9YjW2w+rs"
        "9+zxz3UO4EAO4iocwmEczhEcydU4itvlaI7hWI7jeE7gGpzISZzMKVyTa3Eq1+aOOI3rcDr3/V55r7q3MtWeuCfvqTzAgzzEwzzC"
        "o3yVx3ic3+EJnuQpnuYZnuU5nufrvMA3eJGXeJlX+CZ/yLd4lW/zGt/h9TpYJ+pUnasLdbEu1eW6Um/W1Xq7rtX1fXC/uo/t0/vM"
        "Prsv7kv78r66397X94+FNQEQSgIofCNUhG8FRKgKmIALhEAKNYESdgVaYAVO4AVBaAiiIAmyoAhNoSWoQls4EjShI+jC98JxA2iA"
        "jUoDbiCNagNrEA26wTa4Bt8QGmJDasgNpaE22g2t0WnoB8QBdcAecAfigXQgHzQPdHFNBMSC+Eosil+KJXFdBMWyCIkb4jdiRYTF"
        "LRERX4uo+Easipi4LeLijkiIpFgTKZEWGZEVOXFP5MW6uC8Kq3KAlJPyUkEqSiVpXQKlsgRJG9I3UkXalGBpS0IkVKpKmLQt4dKO"
        "REikVJMoaVeiJUZiJU7ak3ipLu1LwurigJyT83JJXpdBGZIrMiwjMipjMi4TMilTMi0zMitzMi/XZUFuyIfKmgIoOSWvFJSSsq6A"
        "SlmBlIoCK1sKoqDKG6WqYAqu7CiEQio1hVJ2FVphFFbhlD2FV+rKviIojSbQzDdLTbAJNStNpIk2q02siTeJJtmkmnSTbXJNodk4"
        "BA6xQ/yQPKwf7h/+vgW0wBbUQlpoi2iRLapFt9gW16q3hO++/+5YXVMBNacW1KJaUtdVUC2rkFpRN1VY3VIRFVWrKqZuq7hKqKRa"
        "UymVVhmVVTl1FU61ru6rwqqBQDvXXm+Dbai92YbbSBttV9tYG2/vtIk22abadJtps22uzbfrq3gAR+ARdIQcoUfEEXlUO6KP2CNu"
        "FRpAy2l5raC90opaSQO1sgZpFQ3WtjREe62hWlXDtG0N13Y0QiO1mkZptMZorMZpvFbX9jVBa2itDtDJdcAO3EE6aAfr4B2iQ3Zq"
        "HbbDrSIJ6isR6xv6Sov6Smf6SmD6SkX6Sh36CvD6Cs36CoX6Clr6Cis6q3P6aoT0fV3QG79Sfy3/hvgt+z3xPbkadfAYPcaPiWP2"
        "mDvmj4Xj745/ffybt8bb/tvB2+Fb8+3oxDi5POmd2CfTE/fEO5md+CfLk+wP1unJqXHaO706HZy+PzVP705Hp/en1un49OHUPp2c"
        "uqf+aXCanr6cvT3rnp2fXZwZZ5dnvbPrs8HZzdnozDobnz2c2WeTM+fMPfPO/LP52eez5VnWPemedy+6Rveq2+8OusPuTdfs3nWt"
        "7rhrdyddp+t2va7fXXaz8+65cd47759fnw/Oh+fm+ejcOh+fO+fuuXfun/94vjzP/ui+674z3g3f3byz3tnvnHfuO++df/H2wriw"
        "LsYXkwvnYnrhXngX/sXSODMM48oYGqYxMixjbNjGxHAM1/CMmeEbgREaCyMyno3YSIzUyC6Ny9tL89K6DC7Dy+gyuUwvs57RG/SG"
        "vQ+9257Zs3p2z+m5Pa8X9MJe1It7SS/tZT8EP6RX8VV6lfWNvtm3+m7f68/7QT/sL/pRP+6n/ezavLau7evgOryOruPr5DobGIPe"
        "YDgwB9bAHrgDfxAMwsFiEA3iQTJIB9mf4vfB+3R4MTSGveFwaA3Hw8nQGbpDb+gPg2E4jIbxMBmmH6wPwYfwxrjp3QxvvJuPN8FN"
        "eBPdxDfJTfrn5Na4NW+t2/Ht9Na/DW7D28VtfJveZqZh3pmWaZuO6ZqeOTMDMzQXZmQ+m7H5yUzM1MzujLvenXVn3zl33l1wF95F"
        "d/FdcpeOjJE5skbuyBv5o2AUjqLR8ygefRolo3SU3Rv35r17H9yH94v76D69z6w/WIbVswbW0LqxTOvOGlmWNbZsa2I51tRyLc+a"
        "Wb41twIrtBZWZMVWYqXW0srGJ2NjfDW+Hg/HN2NzPBpb4/F4OnbH3ng29sfBOBwvxtH4afw8jsfJOB1/Hv9lvBxnD9aD++A9+A/B"
        "Q/gQPcQPyUNqn9gXtmH37YF9Y5v2yL63LXts27Zju7Znz2zfntuBHdoLO7Kf7dj+ZCd2an+2l3Y2sSfuxJsEk3ASTZ4m8SSZpJPl"
        "JJu8OIbTc66coXPj3Dqmc+9YztixnanjOp7z6PjO3Amc0Fk4kfPkPDuxkzips3SyaXdqTM3paGpN7enqyzb1px+nwTSaxtNkmk6z"
        "6Yt74l64httzr9y+e+0O3KF765runTty713LHbsPru1OXMeduq7ruTPXd+du4Ibuwo3cJzd2Ezd1l57h9bxrb+ANvRvP9Cxv7D14"
        "tjfxHM/zfC/wQm/hRV7sffISL/WymTGzZvbMmU1n7iyYhbPFLJo9zeJZMksf+4+3j+aj8+g+Bo/hY/QYP6aPS//Ev/AN/8p/7w/9"
        "D77pW/7Yf/Bt3/Fd3/PnfuCH/sKP/Cf/2Y/9xE/9bH4xN+b9+e3cnFtzez6du3Nv7s+DeThfzKP58zyef5on83S+nGcfzY/Wx+Bj"
        "HLwNToJucB5cBEZwGfSCq6AfXAeD4E/B+2AYfAhugtvADO6CUXAfWME4eAjsYBI4wTRwAy+YBY+BH8yDH4PPwTLIgpfwJDwPL0Ij"
        "vAx74VXYD6/DQTgMb8Lb0AzvwlF4H1rhOHwI7XASOuE0dEMvnIWPoR/Ow2WYhS8LY9Ff3C7MhbUYL+yFs5gu3IW3WC6y6CTqRheR"
        "EV1GvagfXUeD6H00jG6i28iMRtF9ZEXjyI4mkRNNIzfyolnkR8soi16e+k+3T+bT6Gn85Dy5T97T/Cl7Np7N57vn0fPs+THuxhex"
        "EV/GvbgfX8eD+H08jG/i29iMR7EVj+OH2I4nsRO7sRfP4sfYj+fxMs7il0/Xn8xP95/cT7PkbXKSdBMj6SVXST8ZJMPkJjGTu2SU"
        "3CdWMk4eEjuZJE7iJl7iJ/Pkc7JMsuQlNdJe+kPaT6/TQbpCU/ohvUlvUzNdISG9T610nNrpJHXSaeqmXroKTOqnWfryo//Z/Bx8"
        "DpfG0lxaS3vpLL2lvwyW4XKxjJbx6vCTzMhW+MwG2ftsBadslFmZnTnZKpDZKi5ZkIXZ6lmzpyzOkizNllmWvbz4L/OXVSNf4pfs"
        "/wG9S8vy"
    ),
    0x0A: (
        "eNpVl12L4liDgBfBj/KmGtxUCjvvptNaVojpGAKRCEW+biLE/gU272/Qm/0BWdSqWZZiqI0OljW2Y9QQUzFEYsWbfNg0qSGTf7Qw"
        "6+XuuTtwOJxzeJ4Hzr9nsrl84aJ4+aH0r8AVeF3+CP3j3+BPyOdK9aZ2i2J1/AvRICm6ybTuWI4XRKktd752v/2z11f+YzAc3T/8"
        "8p//9fjr03+r48lv0+fZy+/z74s/ltpqvdGNrflq7Wxn7x7evKMfhNHpx8/4/c/kr/Tv/zO4fwn+/v/z//k7A2TAzHWmnIEycAbJ"
        "1DJYBs8wmW62kAWyYPY6W85CWTiLZD9nK9lqtpa9zaJZLFvP4lki28iSWSpLZ5tZJtvKdrO9bD+XyeVzhdxFrpgr5YAcmINycA7J"
        "1XJoDsvVc3iOyDVyZI7K0Tkm18rn8kAezEN5OI/kq/mbPJrH8vU8nifyZJ7K03km38p38718v5At5AqlAlAAC1ABLiAFtIAV6gW8"
        "QBQaBbJAFegCU2gVuhflC/iicoFdkBfURfeiX8wUc8VCESiCRagIF5EiWsSK9SJeJIqNIlmkinSRKXYvM5fAZfkSuoQv0Uv8krgk"
        "L6kPmQ/AB/gD8gH9gH2gSpkSUIJKcAkpoSWshJeIUqNElqgSXWJKLaAMwAACVIEagAIYgAME0ABIgAJooAkwAAtwAA8IgAhIQBuQ"
        "gQ7wFegB/avKVfWKuCKv6Cv2irvir8Qr6Uq+6oN5sAAC4BUIgwhYAVEQBwmwAZIgBdJgE2TAO5AFOZAHBVAEJbANymDvGr5mr/lr"
        "8Vq6lq/7ZbTcKJNlqsyWuTJfFspiWSq3y3K5U+5/JD6yH+WPfagCoRAG4RAJ0dAdxEIcxEMCJEIS1IZkqAP1YAAuwxCMwhhch3GY"
        "gBswCVMwDTMwC3MwDwuwCEtwG5bhDtz9RH1iP/EIgIAIhKBIAyERCqERBmERDuERARERCWkjMtJBukj/M/tZ+Cx/7lWAClSpVhoV"
        "skJX2ApX4StSRa4C1atqpYpW8SpRJatUla1yVb4qVMWqVJWrvRvihr3hbvgb8Ua6kWu1GlmjakyNrXE1vibWpJpc69T6t+Qte8vd"
        "8rfirYwWUAAF0TIKoTCKoCiKoThKoA2URCmURhm0hbIoh/KogIqohLZRGe2gXbSHAdhHDMYqWBVDMRxrYCRGYTTGYC2MxTiMxwRM"
        "xCSsjclYB/uKfcN6WL9O1qk6U7+rs3WuzteFuliX6u26jAM4hMN4Ba/iNfwWR/E63sBJnMJpnMFbOItzOI8LuIhLeBuX8Q7ew/tf"
        "Kl/oL+wX7gv/RfoiEwABEmUCJhACJTCiTuBEgyAJiqAJhmgRLMERPCEQIiERbUImOkSX6BH9BtxAG+e4NKgG02AbXINvCA2xITVk"
        "MkcC5BUJkmUSImESIavkDVkjURIj6yROEuS5SCRNNkmGbJEsyZE8KZAiKZFtUiY7ZJfskX2qQAEUSJUpiIIphKpQVapGoRRG1Smc"
        "IqgGdY4a1aQYqkWxFEfxlECJlES1KZnqUF+pb1SP6tNlGqJhGqFvaZTG6QZN0hTN0CzN0Twt0CIt0W1apnt0vwk04SbaZJtck2+K"
        "TakpMwADMmUGZqrMDYMyGFNncOYLQzANhmQohmZazB3DMhzDMwIjMhLTZmSmw/SYfgtuIa1KC20RrUaLbFEtusW2uBbfElpiS2q1"
        "W3Kr0+q1+nfAHXxXvUPv8Dvyjrpj77g7/k64E++kuzabYbNsni2wF2yRvWRLLMBesSB7zZZZiIXZTyzCVtgqe8PW2FsWZTG2zuIs"
        "wTZYkqVYmm2yDNtiu+w3LsddcEXukitxAHfFgVyZgziYQ7gKV+VuOJTDuDqHcwTX4EiO4miuyTFci+tyPa7PZ/gsn+PzfIEv8pd8"
        "iQd4kC/zEA/zCF/lazzKY3ydx3mCb/AkT/E03+QZvsV3+W9CTsgLgAAKkPAPARYQoSJUBVTABEIgBUqghabACC3hm9AT+mJWzIl5"
        "sSBeiiUREK9EUCyLkAiLiFgTURET6yIuEmJDJEVKpMWmyIgtsSv2pIyUlXJSXipIRakkAdKVBEplCZJg6ZOESBWpKqESJtUlXCKk"
        "hkRKlERLTYmRWlK3nWkDbbBdbsNtpF1po22sXW/jbaJNtqk23W62mXZfzsg5OS8X5KJ8KQPylQzKZRmSYRmRzymRb+Sz/jImnwWU"
        "CfkMvUzJtHwGR27JXflbJ9MBOlAH7pAdqvPtK/m11UW7eJfs0t1Wl+1yXb4rds8HOS9lv/Hfvv6T7AG9c3B75d45kT2kV+3Vere9"
        "cyp6eO9Lj+g1zmid494H++fY9qE+3D/nrl/t3/TPSepj/bPU/bM2fUa5V54UVRkrE2WqzJS5slA0ZaWslY2iK4ZiKq+KpewUVzko"
        "3kAZqIPJYDqYDV4G88FysBqsB/rAGGwH5sAa7Ab2wBm4A2+oDEfDh6E6HA8nw9lwMdSG6+FmqA+N4XZoDe2hM3SH3uhxpI4mo+lo"
        "NnoZzUeLkT4yRubIGtkjZ+SOvPvH++n9y/38Xr+37p177+HlYf6gPawf9Afj4fXBerAfnAfvF+WX10f1cf6oP1qP9qPz6P26/dX8"
        "1X56ftKftk/mk/VkP+2f3CdPVdSBOlVf1Ln6XV2omrpWddVQTdVSd6qtOupedVVP9dVADdVIjdVETcfaWB/bY2fsjr2xPw7H0fg0"
        "jsfJOJ2ok8VkOdEm+sSa7Cb2xJnsJ97EnwSTcBJN4kky+WuS/jb/bfmbP1Wn+tSeOlN36k+DaTiNpvE0mabP/nPwHD5Hz/FzMlNn"
        "k9litprpM2tmz9yZPwtm4SyanWbxLJmlL+aL/eK/BC/hS/QSvyS/+3N1rs+NuTW3587cnfvzYB7Oo/lp/nMez5N5+t397i+mi+eF"
        "vrAW9sJZuAtv4S+CRbiIFvEiWaR/hEt1uVnqS2vpLv1lsAyX0TJeJpqiqZquWZqtuZqvBVqoRdoPLdYSLV3dr7SVvrJWu9V+5a78"
        "VbAKV9EqXiWrdK2s1fVkPV1r6/VaX5tra22vnbW39tfBOlxH69P6xzpeJ+t0o230jbmxN+7G3wSbcBNt4k2ySXVFH+qqPtEXuqav"
        "dF03dEu3dUd39YPu6Ufd1wM91CM91hM9NQaGajwbc2NhLA3NWBu6YRqvhmXsDNtwDNc4GG+GZxwN3wiM0IiMkxEbfxqJkW7Vrba1"
        "t/utt/W3wTbcRtt4m2xTUzEn5tzUzLW5MXVza1qmbTqmZx5N3wzM0IzMk/nTjM13808zMdNX7VV/tV7tV/fVfw1fo9fTa2Iplmot"
        "Lc1aWxtLtwzLtCxrZ9mWY+0t1zpYnnW0fCuwQiuyTtZPK7bercRKd8pO3c122k7fGTtr5+zc3WHn7fxdsAt30e60i3eJrdiqPbYn"
        "9tSe2Utbs1f22tZtw97apv1qW/bOtm3Hdu2D7dlH27cDO7Qj+2THdmKnjuKoztiZOHNHc3THcLaO6bw6lrNzXMdzfCdwQidyfjqx"
        "kzjpXt2P99pe3xv717279/fhPtrH+2SfumN34k7dpau5a3fj6q7hWq7tuu7B9dyj67uBG7qR+8ON3Xc3cdODetAP5sE+OAf/EBzC"
        "Q3Q4HeLD+yE5pG/q2/JNf7Pf/LfgLXyL31JP8VRv7mme7hme5dme47ne0fO9wAu9yDt5sZd46VE5akf9aB/d4+F4/m8cg2N4jI7x"
        "8f2YHFNf8Uf+vf/gP/pPvuqP/Yk/9Z/9mf/iz/2F/4e/9DV/5a/9ja/7hr/1Td/yd77tO/7ed/2D/+Z75y2VYBAMg8fgKVCDSTAN"
        "ZsE8WATLQAtWwTrYBHpgBGbwGljBLrADJ3CDQ/AWeOejKOEgHIaP4VOohpNwGs7Cl3AeLkItXIWbUA+N0AytcBfaoRO64eF8MSUa"
        "RqPoMXqK1GgcTaJpNIvm0SJaRlq0jjaRHhmRGVnRLrIjJ3Kjw/kplNPwpJ6mp/lpedJOq5N+Mk7myTrZJ+e0Px1/qD+0H4ef+hkx"
        "JR7F9/FTrMbjeBJP41n8Es/jRazFq3gd67ERb2MztuJdbMdOvI/d+BB77+q79r57d97dPxd/6omSDJNRcp88JmoySabJLHlJ5sn3"
        "ZJFoySrZJHpiJNvETKzkDGriJPvETd4S769lqqaT9Jy79Jyx9Pd0ni7SZXpOSXoOQXrWOD2Ll76mZwXSM6TpGZj0jEF6/F+/dyJT"
    ),
    0x0B: (
        "eNpVlsGOqloWhvvUjXrtO7CTCnK0vEV5QCSIuINpxaSyN1gDTsLhGXyAHvkMJ1Z19aD6pm4YSMxlIANhAIiS0gmIAzFyeJ+edZse"
        "da/ZHqzsrPX/35/1t083PxWKpZ/Lf/6l8pdbrIp/rtXvGr/eEw/NLyTVotsM2+G6fA8I/b8OhuLoESJJHj8pX9Vv2mT6ffb88vfX"
        "f7z987f33/W5sfjDXFor23E9fx1stuHHbh/Fh+R4Ss+X7Ef+7/8p9Kebf///+0//usFuqje9G3Aj3PRvBjdi4aaAFfBCrVAv3BUa"
        "hfsCUSALVKFVoAvtAlNgC50CV+gWQEEoDAtisVQsF2+LWBEv1or1YqNIFJtFskgV20WmyBY7Ra7YLfLFXhEUheKgKBZHxUlxWvpU"
        "uilhpVqpXrorNUpEqVkiS1SpVaJLTIktcSW+1CuBklASS9OfG+VPZbxcL9+VG2Wq3CrTZabMlvkyKAtl8RemglVqlUblodKskBWq"
        "wlTYSqfCVfgKqAgVsTKqTG8bt8QtcwtuhVvxVsMwDMdqGIGRGI0xGIvxGMAErI+JGMQQJmEy9oQpmIp9wzRsWsWqZJWpgiqsoqpS"
        "VasaXsIxHMcbOIE3cRKncAbncYALOMQRLuEyruAqrn0mPpOf4Wf5s/JZrWl1rE7VmTqoC/V+HdZRXarLdaWu1rX65I66Y+64O3iH"
        "7pQ7tYE1yAbT4BqgARuoITXkhtJQG9qv6Ff5Ht5rBEYQBEkwBEvwBCAEAhKIkAmFUAntgXnoPsAH9KA1sSberDeZJmg+NmETNeWm"
        "0lSb2pfHL4jESJyskRTZJhkSkCIJSURKpEb9RGEUQVFUi2IojuIpQAlUnxIpSCFKomTqiVIolfpGaS2sxbS4Ft8CrX4LtlBLbikt"
        "taXRGE3RDM3SHA1oge7TkEa0RMv0mH6iFVqltTbVZtqgDduoLbXlttLWmJ8YjMGZGkMwFNNiGIZlOIZnACMwIjNiIIMYiZGZMaMw"
        "KvON0ZgJe8NiLM7esfcswT6wX1iSpdgWS7MMy7KAFdgBK7IjFrKIldkx+8QqrMpqHdDpd2AHdeSO0lE7GnfDYVydu+MIrsl94UiO"
        "4miuzTFchwOcwPW5ASdyIw5yiJM4mXviFO4rp3Jat9LFumSX64Iu7KKu3B13la7a1XiMx3mCb/IkT/FtnuFZnuMBL/AiD3nES7zM"
        "j/knXuFVXuMnPaxX7VG9Vo/uMT2u1+1dUe+JPdhDPbmn9NSeBioAA1WAgxqogwYgAAkoQAMGsIADXcADAAQwACIYAQgQkIAMxkAB"
        "KtDABEwFTMCFmtAQCKEpUAItMAIrdARO6Aq8AARRgAISJEEWFEEVtD7Wr/apPtMHfdhHfamv9LX+ZIAN8AEz4AZgAAdoIA3kwXig"
        "DL4O1IE2xIbkkBqCIRyioTxUhtpwIt6ImIiLNbEh3ouESImM2BE5kReBKIgjEYpIlERZHItPoiKqojb6NKqN7kfkCIyEkTiCIzSS"
        "RvLoaaSM1JH2yDzCR/QoPyqPKvwEb2ARluDPsAwr8BZisApxWIN1eAcb8B4S8AE24RdIQgq2IA3bkIEs7EAOdiEPexBAAfbhAA6h"
        "CEdwAqfoEyqgIiqjCrpFGKoiHH1GNVRHd6iB7hGBHlATkYhCLUSjNmIQizqIQ13Eox4CSEB9NEBDJKIRmqCphEm41JAIqSmREiUx"
        "EitxUlfiJSAJUl8aSBNpKhfkolySKzImV2Vcrsl1uSHfy4TclEmZklsyLTMyK3NyV+ZlIAvyQB7KojySJ/J0XB3Xx80xNabHzJgd"
        "82MwFsb9sTgePWFPxBP1RD8NnobKJ6WklJVfFEypKrhSU+pKQ7lXCKWpkAql0AqjsEpH4ZSuwitAEZS+MlCGiqiMlIky/Yp9bX/t"
        "q0W1pFZUTMXVmlpXGyqhNlVSpdSWSqttlVFZtaNyalflVaAK6kAdqqI6Uifq9Bv5DWiYdg0+ra7daQ3tGlXaNYi0a7Bo12jQrqhr"
        "Vwy1K0Iar10Nrl2Np12tpInaRJtOsEl1gk+ICTVpT5gJN+EnYAInaCJN5Ily/aA+5adgKk6v4k2v65wqU3U6+e7M9Nl8ZszM2XJm"
        "zVYze+bM3Jk382frWTDbzLazcLab7Z+/P+vP82fr2Xn2n8Pn3cv3F/3FfFm+WC+rF/vFefFe/JfgJXzZ/d1/1V/N1+Wr9eq+eq/+"
        "6/o1eN287t70N/Nt+Wa9rd7sN+fNffPfgrftW/i2++f6N/038zf/XX833613+91599/X78H75n37u/67+buv6/pcN3RTX+qWbuuO"
        "7uqe7uuBvtG3eqjv9L0e6bF+0BP9qJ/0VD/rFz3Tf+j5PDd0wzRswzFcwzcCIzQiIzYORmIcjZORGmfjYmTGDyNf2At/ES3ixWGR"
        "LE6LdJEt8j9yUzfnpmFapm06pmt6pm8G5sYMzZ0ZmbF5MBPzaJ7M1DybFzMz86W1dJbu0l/Gy2R5XuaWbhmWaVmWbTmWa3mWb62t"
        "wNpYoRVZsXWwEutonazUOlsXK7Pylb4yV+7KW4WraBWvDqtkdVqlq/MqW+W2bpv20rbslW3bru3boR3ZsX2wEzu1z3Zm547uzB3T"
        "WTqWYzuO4zqe4zuBs3VCZ+9ETuwcnMQ5Oicndc7OxcmcH07u6u7cNVzTXbqWa7vXI8j13bUbuKG7c/du5MbuwU3co3tyU/fsXtzM"
        "/eHmnu7NPdOzPNtzvOvd5K29wNt4oRd5sXfwEu/onbzUO3sXL/NyX/fnvuGb/tK3fNt3fNcP/NDf+ZEf+wc/8Y/+yU/9s5/5+Vpf"
        "z9fW2lm762gdr5P1eZ2t80AP5oEV2IETuIEfhMEuiII4OARJcAxOQRqcgyzIN/rG3FgbZ+Nu/E24iTbx5rBJNudNvtW3wTbeJtt0"
        "e97moR7OQzNchlZoh07ohn64DoNwE27DKIzDQ5iEx/AUpuE5zML8w/6IPuKP5CP9yD7ynbMLdtEu3iW70y7dnXfZLt/P9/be3fv7"
        "aB/vk/1pn+7P+2yfR98jPZpHRrSIzGgZWdEqsiMnciMv8qN1FESbKIw+ot21TY/nsREvYjNexla8iu3Yid3Yi/14HQfxJt7GYfwR"
        "7+L9QT/MD8bBPFgH++Ac3IN38A/rQ3DYHLaH8LBL9GSeGMkiMZNlYiWrxE6cxE28xE/WSZBskm0SJh/JLtkf9aNxNI/20Tl6R/+6"
        "Rv00PxmnxemPk3myTvbJObkn7+Sf1qfgtDmFp911MD010kVqpsvUSu3USd3US/10nQZpmH6ku+vg+tk4L87m2TqvzvbZObtn7+yf"
        "g3N40S/mZXmxLvbFufiX4LK5bLPvmZ7NMyNbZGZmZavMzpzMzbzMz9ZZkIXZLtv/8PPv+X9Rzhf5FbH8ikl+NXt+tWF+NUx+FT6/"
        "ypRfhfgPF5jFpg=="
    ),
    0x0C: (
        "eNpVllFvo2iWhmdpJdmalapbM0t5RHuHQqEIIgQQJRx8A8aRjGUXt/Vn9mIlRk4qe5FuZYbQcjtN06YIwhQgLGwsjcC4JGyB+S37"
        "E3q53P3uvpujc97zvo/Of/4L8M3J6dm/vvrjv73+9rs//fnfwTetv0Dft//jr/Bb5Bx9h13gxCV5RdEM+57rXPNdQexJ/ZuBPByN"
        "Pygf1b9Nbu8+3f/3ww8/Pv79H9qT/tP059nzL8av5m9z67P94rgL74sfhNEyXq2TzT/TbJvvvhb7Q1kd69//zxP/8F9/+J//9//9"
        "dwAE3gAtAALaAAwgAApgwAWAAwRAAlcADbBAB+C/wb8hToAT8KR1Ap8gJ+gJdnJxgp8QJ1cn1Al9wpywJ9wJfwqeYqcXp/gpcXp5"
        "Sp5Sp8wpewacgWfQGXyGneFnxBlzxp3xr4BX7VfoK+wV/or4Y/c18Bp83XqNvEZf46/Z1/y34LfYd9B3yHfsn8A/cyAAgmALhEAY"
        "REAUxEAcJEAKZEAW5MAOKIAi2AMlsA/egANQBkfgGFTeAG+EN+IbpQW00BbWwltUi2mxLa4ltMRWryW1Bi25NWqNW8pfYAiAQKgF"
        "wRACYRAOkRANMRALcZAAiZAE9aEBJENDaAwp3wvfy22wDbfRNt6m2kxbaIvtXltq99uD9rit/FWAARiEcZiEKZiBWZiDBViEe7AE"
        "9+EBLMNDeAwrb4G31FvxrYIACIi0EBTBEBwhEBKhEAZhEQ4REBHpIRIyQGRkiIyQMfIBUc6Bc/AcPyfOqXP6nD3nz4Vz8bx3rqAA"
        "CqItFEJRFEcJlEIZlEU5VEBFtIdKaB+9QQeojA7RETpGlXfsO+Gd+K6HARiItTAUwzAcIzEKozEGYzEO4zEBE7EeJmF97AaTsRE2"
        "xpQL4AK9wC+oC+FCvFBwAP8GB/EWDuEwjuAYjuMETuIUzuAszuECLuI9XML7+ACX8SE+wse4QgAESEAETCAESmAETpAERdAEQ7AE"
        "R/CEQIhEj5CIPjEgZGJIjIgxoVwyl+ylcCle9i4Hl/Ll8HJ8qZAACZMIiZGXJEXSJEOyJE92SYEUSYkckDI5JEfkmFSugCvqSrgS"
        "rxQKoECqRSEUSmHUBYVTBEVRNMVQLMVRAiVSPUqi+tSAkqkhNaLG1AdKoQEapFs0RMM0SmM0ThM0STfJpFmao3laoEVaovv0gJbp"
        "ET2mFQZgQKbFQAzMnDMogzE4QzAkc8VQDM0wDMtwTIfhGYERmR4jMX1mwMjMkBkxY+YDo7AAC7ItFmJRFmNxlmAplmYZlmU5lmcF"
        "VmR7rMQOWJkdsiN2zCrvxfe999J7hQM4kGtxEIdw5xzKYRzOkRzNMRzLcRzPdTmBE7keJ3E33ICTuSE34sac0gE6YAfvEB2qI3TE"
        "Tq8jdfqdYWfcUa6B6/Nr/Jq6pq+Za/ZavJavFR7gQR7iUR7nKZ7hWZ7ju7zAi3yPl/g+f8MPeJkf8iN+zH/glS7QBbtYl+oyXaEr"
        "dqXuoDvsjruKAAig8EZoCZDQFmDhrYAI5wIqYMKFgAuEcCmQAiXQAiOwwnuBEzrCtcA3BQDxlQiKLRES2yIsIuK5iIrvREy8EHGR"
        "EC9FUrwSKZEWGZEVObEjXou82O2BPagH9972kB7aw3tEj+xRPbrH9Nge17tu2gakUwmU3kgtCZJgCZHOJVTCJFwiJFK6kiiJlhiJ"
        "ld5LnNRpRoT6cB/p432iT/XpPtNn+3y/e9O6QW+wG+6mc3M9AAbgoDWABvAAGaADbIAPiAE5oAb0gBmwA25wPeAHH2VABuU3MiS3"
        "ZVhGZFTGZFwmZFKmZFpmZFZ+L3NyR75uxASG4LA9hIfIEB3iQ2JIDpkhO3w/5BqZgRE4gkfICB3hI2rEjNhGeGAMjltjaNwew2Nk"
        "jI6x8cUYHxNjckyN6TEzZsfc+LpZD/AB/YArJwqotJQGZUqDK6WBkdKgRWnAoDQxV5qgKk3IlCY2SmNrpTGb0lhGaYygdBXlI/wR"
        "/8h8ZFVNfVJ1dar+rM7UZ9VQTdVSbfVFdVVP/aIGaqyu1GSiTrSJPplNjIk5sSafJ/bEmbiTxcSb+JNgEk6iyXIST1aTZLK5VW+1"
        "W/12dmvfvtwubr3b4Da8jW7j2+ROvdPujDvrzr5z7ry78C66i++ST9on/dPsU3Kv3mv3+v3s3rq379374D68j+6X98mD+qA9mA/W"
        "g/3gPPgP4UP0ED8kP2g/OD9OfzR/DH+MHtVH7VF/nD0aj/aj8+g+eo/+Y/i4fEz+bv/D0FRN03Rtphmaqc01S7M1R3M1T/O1QAu1"
        "SFtqsbbWEi3VMm2r5dpO+6oV2l47aKVWaUetfpo+xU/pU/5U67pu6nPd0m3d0T3d1wM91CN9qcd6oqd6pm/1XN/phb7XS73Sj3r9"
        "k/FTOtWmzjScRtN0mk2303xaTA/Tcnqc1j87P2czdabNnFk4++csnWWz7Syf7WbFrJxVs/pZe3af0+fsOX8unsvn6rn+Jf2lMFRD"
        "M3TDNhzDNTzDN0IjMmIjNTJja+TGziiMvXEwSqMyjkb9a22qpmbq5tS0TNt0TM8MzciMzdTMzK2ZmzuzMPdmaVbm0ax/2861uT63"
        "54t5OI/m8TydZ/NiXluqpVm6ZVuO5Vq+FVqRFVsbK7Uya2vlVmGVVmXVn5ef48/p5+xz8Xlva7ZuW7ZtO3Zgh3Zkx3Zip3Zm5/bO"
        "/moX9t4u7cquX5yX8CV9yV5qR3U0R3dMx3Ycx3V8J3BCJ3JiZ+OkTuZsndzZOYWzdw5O6VTO0ald1dVc3TXcX13TtVzbdVzX9dzA"
        "Dd3I3bipm7lbN3d3buHu3YNbupV7dOtFuIgW6SJb5ItiUS6qRe2pnubpnuGZ3tyzPcdbeJ7ne4EXepG39GIv8TZe6mXe1su9nVd4"
        "e+/glV7lHb36i/4l/ZJ9qX3V13zdf/YN3/Qt3/Yd3/U93/cDP/QjP/YTf+OnfuZv/dzf+YW/9w9+6Vf+0a8DNdACPbACO3ACL2iO"
        "vyAK4iANsmAb5MEuKIJ9UAZVUIdqqIV6OA1noRGa4Ty0Qjt0Qi/0wyAMwyhchnG4CtdhEm7CNMzCbZiHu7AI9+EhLMMqPIZ1pEZa"
        "pEdWZEdO5EVfIj8KozhKok2URlm0jfJoFxXRPjpEZVRFx6heakt9aS+dpbdsrtJlskyX2XK7zJfFso7VWIunsRGb8Ty245fYiYM4"
        "jKM4iTdxGmfxNs7jr3ER7+NDXMZVXK+0lb6yV87KX0WreJWs0lW22q7y1W5VrParw6pcVat6/bf1fB2sw3W0jtfpOlsX6zpREy3R"
        "k1liJFZiJ07iJl7iJ2ESJXGySdIkS7ZJnuySr0mR7JNDUiZVckzqjbrRN/ONvXE2/ibcLDfxJt1km+0m3+w2xWa/OWzKTbU5bupU"
        "TbX0KdXTaTpLn1MjNdN5aqV2+pI6qZsuUi/10yAN0yhdpnG6Stdp0pRSMy3Ts2k2y54zIzOzeWZlnzM7e8mczM0WmZd9yfwsyMIs"
        "ypZZnK2ydZY0DWhbfWtsza2zdbfe1t8G23AbbePtuhlDzR9yLX/K9Xyaz3IjN/N5buV27uRuvsi93M+DPMyjPM5X+TpPmlHUnbab"
        "7oydubN3zs7deTt/F+6iXbLbfP3tq/V1XaiFVujFtJgVRmEWVmEXTuEWi8Ir/CIowiIqlkVcrIqkEUXda/un/Wxv7M29tXf27t7b"
        "+/tgH+6j/XIf71f79T5ppFMP2mF2MA7mwTm4B+/gH4JDeIgO8WHVLEAttVIvjdIsrdIundItF6VX+mVQhmVULsu4XJVJI75aaZVe"
        "zarnyqjMyqpeKqdyq0XlVX4VVGEVVXG1qtZV0qxJOxpH6+gc3ePi6B/DY3SMj0mzPK3W6waq9az+pTZqs26wVX+uG8TUDSrqJuZ1"
        "E7W6CUDd2LZuLFY31vhfhwQvog=="
    ),
    0x0D: (
        "eNpNll9r4+gVxhcVJ81NdpjZN157TYSQYgtZ0d/IVm70b0AyVvSFetGWQGbIztWU7Y3WZaamxZisRhEjNFoJgRw5e6EbubIIY6/d"
        "r1DodWGqm0LPB3jPec/zPD/O76DfNA4Of3t0/PWz5y++ASfNb1vt7zqnMIJiZ90eTvTJc4pmWI6/EAZD8VKSFVV7qRujsXll/f76"
        "5tXr2+/fvP3TD3+2f5z85d37v07/9vfZ/O4n54N77330g0/hz1GcpIuHbPn4S16s/lGuq6fPm+2vu/0///3lf/WHL3+Uv/rqP1/+"
        "r+Sv/vUFakIERELnEAcJ0AASG1ADNOAG0kAbWKPb6DXwBtHoN8jGeYNq0A2mwTa4Bt8QGuIBdAAO4AP0oHvQO8AP+gf0AXPAHggH"
        "4iF0CA7hQ+wQPyQOqUP2kDsUDsXfdo6aR/ARetQ9Io7oI/aIPxKPwXHruH2MHmPH+DFx3D/mji+OhWPxa+xr9hl41n6GPGOfic/B"
        "c/g5/px4Tj5nnrMvkBdnL/ovmBf8C+GF+A0MIABAC8AABRjAAQFIQAEaMIAFHODBBRCACCQgAwWoQAMvgQ4MMAJjYALrBD1hTrgT"
        "6cRqQs1WE21iTaJJNekm2+SaUlNuKk21aTTNpvUt3EJbeItvyS21ZbVBG2vjbbrNtNk21xbaUltuK221rbeN9qhtfSd3QAfvUB26"
        "w3TYjtiROnJH6agdrWN2rFPpVD7VTy0YggHcgtswCmMwDhMwCVMwDTMwC3OwAEuwDCuwCmuwDhvwCB7DJmwhTaSNwAiOkAiNMAiL"
        "cIiEyIiCqIiOGMgYMZErxEIhFKAtFEMplEYlVEYVVEV11EBHqIlaGIQBDMNwjMAojMYYjMMETMJkTMFUTMNeYjpmYCZmneFn3Jl0"
        "Jp8pZ1YX6uJdqkt3ma7UlbtKV+u+7Bpdqwd6eI/oST25p/TUnoVDOMBbOIwjOIbjOIXTOIcLuIhLuIwruIpruI4b+Agf4yZuERAB"
        "iBYBEyiBEThBECRBETTBECzBERfEgJAImVAIldAInTCIETEmTMLq032mz/alvtxX+np/1Df7FgmRTRImcbJPMiRLciRPiuQlKZEy"
        "qZAqqZE6aZAj0iSvSOscO2fOhXPpXD63KIgCFEphVJfCKZpiKJbiKJGSKJlSKJXSKJ0yqBE1pkzqirJoiAZ0i0ZpjMZpgqZommZo"
        "luZogRZpiZZpldZonTZok76iLQZiANNi2swpgzIY02V6DM70GYqhGY4RmCEjMpeMxMiMwqiMxuiMwYyYMWMyV4zFQixgW+wpi7AY"
        "22VxlmBJlmJplmFZlmMFVmQlVmYVVmU1VmcNdsSOWZO1OIgDXItDOYzDuXOO4miO5QRO5CRO5hRO5TRO5wxuxJmcxUN8i4d5jGd4"
        "lud5gZd4mVd5jdf5EW/y1gW4oC/kC/VCvzAuLAESgNAU2gIsIAIqYEJX6Am4QAm0wAiswAm8UONLEAVJkAVFUAVdMISRYArWABqA"
        "QWuADboDckAPmIE80AbGYDQwB9YQGoIhNsSH1JAeMkNuKA3loTLUh8bQHFoiJHbEUxETcZEUKZERWZETBVEUL0VJlEVFVEVN1EVD"
        "HImmeCVal51L+pK5rBF6KV/ql6NL89KSIAlIJ1JTakltqSOdSrCESKiESWdSV+pJuERIpERJtMRIrMRJvHQhCdJQEusnIBnITbkl"
        "t+WOfCrDMiJjck/GZULuy6R8LlMyLTMyK3MyL1/IgjyQh7IoXyqQApSW0lEQBVUwBVcIpa+QCqXQCqOwCqfwiqAM6+Eh9UAF6ona"
        "VDsqrCIqqmJqT8VVQiVVSmVUVuVUXr1QBVVULQ1oba2jwRqq4RqhkRql0RqjsRqn8ZqgiS/BS+zlQId0oDf1lt7WT3VYR3RMx3VC"
        "J3VKp3VGZ3VO53VBH9ZLA8aJ0TEQAzVwgzBIgzYYgzU4QzAGxnAEjcCoM0JG2AgfESNyRI3YETfiR8JIHDfH8BgZo2N8TIypMTNm"
        "x/xYGIsmZAKzabbMjgmbiImamHlm9kzcJMy+SZqUSZuMyZqcyZsXpmAOa8ngK/SKrYUDVtOqsWp9Z9V4tGrMWTWmrBo7Vo0Uq468"
        "RVp1/Kw6GFZtXKs2lVXb49q+nlxH1+n14ub6xr6Z3Ly7md84N96Nf/PpJrqJb9Kb7JX9KnoVv3Zee6/D18ntu9v5rXPr3ca36W12"
        "u/zeeeO8cd/4b+I32Vv7bfQ2e7v8Ifghs2f23HZszw7tyI7txE7tzH60c7uwV3Zpr+3K/mxv7K29s/eTu4kz8SbBJJxEk3iSTB4n"
        "+aSYrCblpJpsJ7vJ/l30rnyfvM/fl+/X0/upN42m8TSd5tNiWk7X0/3Mn0WzdLac5bNitpqVs/Wsmm1m29lutp/bc28ez9N5Ns/n"
        "xbycV/PNfDff39l33l10l95ld8VdeVc5tuM4nhM6kRM7iZM7hbNySmftVM7W2Tn7D/aH4kPp2u7EdVzPjdzYTd2lm7uFu3JLd+1W"
        "7pP72d24W3d/b9879/F9fl94tjfxZp7jeZ7vhV7kxV7qZV7uFd7KK721V3kbb+vtvP3H5ce1b/uO7/qeH/mxn/ipn/lL/9HP/cJf"
        "+aW/9iv/yd/4W3/n74NZMA/cwAuiIA6SIA2WQR4UwSoog3VQBU/BJtgGu2D/Kf9UfHoK7XAW3oVO6IVRGIdJuAzzsAhXYRmuwyp8"
        "Cj+Hm3Ab7sL9z2VkR7PIidzIi/wojKIojpIojbLoMSqiMqqiTbSNdtE+vo7teBJP41l8FzuxG9/HXhzG9TEVp3EWL+M8LuIyXsdV"
        "/BRv4m28i/fJdWIns8RJ3MRL/CRIwiRK0iRPimSVlMk6qZJNsk32qZ1O0lnqpG7qpUEaplEap/WRlmZpnhbpKi3TdVqlT+nndJNu"
        "0/3CXniLaJEs8kWxKBfrRbXYLn59sB/uHqKH+CF/KB7K7Dqzs2k2y5zMzbzsYxZmURZnSZZmy+wxy7MiW2Vlts6q7CnbZNtsl+2X"
        "0+VPS2fpLr1luIyW8TJZ1mfisliuluWyWm6Wu+X+0X70H8PH5LF8rH4pftnkdj7Jp/ksn+d3uZN/yN38PvdyPw/yT3mYR3mcJ3ma"
        "L/KHuuV1YReTYlrMinlxVziFW9SmKfwiKMIiKuIiKdJiUWR1Q3s1Wc1W85Wzclfe6uMqWIWrn1fRKl4lq3SV1QNdl3Y5Kd+X03JW"
        "zsu70ind8r70Sr8MyrCshS3jMinTclFm5bJ8XNvr+dpbh+toHa+TdVp/3K4m1ayaV3UcKrfyKr8KqrCKqrhKqrTKqmX1+OQ8eU/+"
        "U/yUfHZqu9ub2Wa+cTbuxtsEm3ATbeJNskk32Wa5edz+uJ1una279bb+NtiG23i72D5sH39Ndtc7ezfZzXbznbNzd94u2IW7aBfv"
        "kl26y+qlTvbTvbf39+G+Ns2+Fnj/sM/+C8b8+hI="
    ),
    0x0E: (
        "eNpVltFu5LiVhkOBWLGldbqSIiWTqqhMcgjaVFgrUZJLupNUwpQ00XvkMQJfTWAgd9UYeAZB0AmMBmbRC7e3DWTQCOBu7MU+zj7A"
        "ArNe7NX+F+fi3B6c//t+Dzz4Tz56FYT/fPbL16tf/XqNSRSfU5ZsfpNuL7iQXyl9eWWy39rdv+SFK6v6et+0XT8cxq+P0/zN75ab"
        "b/94+6fTm+/uvv/hz395+9e/3b/78V/f/9vDh8d///j0958+/eP585f/+M+f/y9/+PkPv/ivn/9ffvHf/zsBAB6AwAcIBCAEr8Ea"
        "YEBABGJAAQMJ2IAUXAAOBJDgK6CABpfgChiQAQtyUAAHSlCBGjSgBR3owQAOYARHMIEZLN7aIx71hCc97RnPeoXnvNq79iZvhgBC"
        "6MMAEkghgynkUEAJFdTQQAtzWEAHS1jBGu5hA1vYwQEe4AgnOMPFB77nQ9/3kR/4oY994kd+7FOf+Ym/8VP/wue+8KWvfO0bP/Ot"
        "n/vOr/zO7/3BP/ij/zUCyEM+QihAIcKIoBhRxNAGcSSRQhoZlCGLclQgh0pUoRpdowa1qEM9GtABjeiI5lfsVfpKvaoDEHgBDIKA"
        "BDRIAhmoQAcmsEEeFIELqqAO9kETtEEXDMEYHIMpmIMlBCEM/RCHJKQhC5OQhzJUoQ5NaMM8LEIXVmEdXodN2IZdOITHcA6XM3R2"
        "dpadubP6rD+bXrvX1Qqs4Cpc0RVbJat0tV3xlVqZlV25VbfqV8NqXMP1r9ZkzddybdZ2na/dul5363G9YIA9DLGPEQ5wiDEmOMIx"
        "ppjhBKd4iy8wxwJLrLDGBmfY4hwX2OESV7jGDW5xh3s84AMe8dd4xgsBxCM+CUhICIkJJQnhRBBJFNHEkIxYkpOCOFKSitRkTxrS"
        "ko70ZCAHMpIjmchMlghEXgQjFOGIRFEURyxKIhmpSEcmspGLqug62kdt1EV9dIjmGMRejOPzmMYs5rGIZaxiHV/GJrZxHhexi8u4"
        "iuv4Om7iNu7iPj7GUzzHy7k8t+fuvDqvzxcKqEchRfQVDWhIVxRTQiMa03NKKaMJ3dCUXlBOBZVUUU0vqaEZtXRHc1pQR0ta0Zpe"
        "0z1taEs72tOBHuhIJzrThQHmMch8htgrFrCQYUZYxGJGGWMJ2zDOBJNMMc0My5hlOSuYYxWrWcNa1rGeDezARnZkUwISLwmSMHmd"
        "4IQkcUKTJLlIRCITlZjEJnlSJC6pkjppkjbpkj4ZkjE5JnOybNTGbKpNu5l+I1OQeilMURqkJI3T85SmLOWpSGWqUpsWqUurtE73"
        "aZO2aZcuW7Al2+1WbtXWbO222Lptta23zbbddtt+O2zni+LCXbQccI9DjnjAQ77mmBMe8Zifc8oZT/iGp5xzwSVXXHPDM255zgvu"
        "eMVrvucNb3nHez7wAx/5kU98FkB4AgpfIBEILIiIRCyoYCIRXAghhRJaGJEJK3JRCCcqUYu9aEQrOtGLQRzEKCYxi0UC6UkofYlk"
        "IEO5kmuJJZGRjCWVTCYylReSSyGlVFLLS3kljcyklbkspJOVrOW13MtGtrKTvRzkQY7yKCc5y+WrKwWUp6DyFVKBChVWRMWKKqYS"
        "tVFcCSWVUloZZVWuCuVUqSpVq71qVKs61atBHdSojmpSs1o00J6G2tdIh3qtsSY61lQzzbXQUitttNW5LrTTla51p3s96IMe9VFP"
        "etbLJbuUl1eX5rK9+uXV+iq+klfqyhlgPAONb0KDDTGRic25oSYxG3NhuBFGGmW0MSYz1uSmMM6UpjK1aUxrOtObwYxmMrNZsrOM"
        "ZDRLs4uMZyKTmcp0VmQua7Ipm7PFAutZaH2LbGBDe2axJTaysT231DKb2I1N7dZyK6y0ymprbGat3dncFtbZ0la2ttd2bxvb2s72"
        "drAHO9qjney8C3Zkx3dyp3d2V+zcrtrVu2437KYc5F4Ocz9HeZCHOc5JHuVxTnOWJ3mab3Oei1zmKte5ybPc5ru8y/t8yA/5WIAC"
        "Fn6BiqAIi7NiVawLXJAiLmjBirTYFrwQhSp0YYqpmItvHHCeg853yAUudCu3dtgRF7nYnTvqmEtc6raOO+GkU067S/dyAJc563Yu"
        "d53r3eAObixBCUu/xCUpozIuacnKpExLWarSlFlpy67sy0M5VqDyKlj5FaqCKqxwRaq4Oq9oxaqkSqttxStRyUpVujJVVtmqq/pq"
        "qMZqquZqqUHt1bBGdVCH9arGNanjmtasTuq03ta8FrWsVa1rU9u6q/t6qA/1WE/1fA2u/Wt6za+n63lP92xv99N+bkADG78JmrA5"
        "a9YNbkgTN7RhTdKkDW9EIxvV6MY0XdM3QzO1oIWt36I2aMP2dYtb0sYtbVmbtLyVrWp1a1rbdm3fDu3YTu3cgc7rYOd3qHvVBV3Y"
        "4Y50cXfe0Y51Sbfp0m7b8U50slOd7i4702Wd7XY96GGP+qAPe9yTPurjnvasT/pNn/bbnveil73qdW/6rLf9bgADHNAQDnggQzzQ"
        "gQ3JkA7bgQ9ikIMa9GCGbLDD7oAOwQEfyIEeshGM3gjHcMQjGaMxHunIxmTcjnyUoxr1mI123B3BER3xkRzpkR350R7HCUzeBCd/"
        "QlMw4YlM0RRPdHop9mkzpROfxCQnNenJTNlkJzeVUzf10zAdpnEG84tCzf6M5mDGM5lf8DfTmc3JvJnTmc9yVrOezZzNdnZzOXdz"
        "Pw/zYR6/AcuLmC1wQcuLfiwvsF7i5QVMywsUlu3Cl5dyXF5KZ3l57MUu3dIvw3JYxpvbm+9v7m/e3TzcPN58unn+9mVx++H24+3T"
        "7U+nm9Pt6e70/emH09vT/enH0/vT8+nz6cubxzdP353ubu8e756+f/rh4YfHt3dvP7x9vP9w/3j/8f7p3d27x3dP755/fHh/8/7D"
        "+8f3Hx/ePNw93D88P3z5cPPh2w+nx5vHPz3ePd4/Pj9+/njz8fTx7unu6fmnm58+f/r20+nTu+fb5zfP3z3fPb99fv/59vP953df"
        "br7cf3n/PyHJIsU="
    ),
    0x10: (
        "eNpFlE2TqzYWhuEOOGlXTV3cAacxXLpYTFIpgzFeAI3B8yvmfwsQICPkFsjY+Av3bpYZFlPJWZ3FWbyl99HzH47/9g9BnPz088v0"
        "n9+l2esvsjL/9U1daPoP493812+//7G07JWzdjeeH3yE2yje/RskaQbzokT7Ctfk8Emblh2707m/XG/3x/D8+vP/w3F/bdGff89/"
        "OZnTOYuzOYdbcy73wYXclou4mBd4mdd4nV/yNu/wLu/xWz7i42/at62wEDwhFDnxRZyKkiiLimiJtrgSHdEVPfFDDMV4wk2EyXRi"
        "TezJauJM3En8Yr2EU2u6mobTeLr7HkqcxEuCNJVkSZUWkiXZ0kpypLXkShvJkz6kUIpn3Gw6s2b2zJm5s80sfl2+2q+rV+fVfQ1l"
        "UZ7KC9mSbXklu/JGDuWdIiiqslCWiq04iqt4SqhslUiJ59xcnttzd76dR/P41/e3xZv1tn5zVV6dqpI6UxV1rqqqpuqqoZqqpdrq"
        "WnXVjRqqWzVSdwtzYS3Wi3ARa4Ima4qmapZmayvN0Vxto8XaTud0QVd0S7d1R3f1je7pW333wzU4QzAkQzUswzYcY224Rvxuvdsm"
        "Z/KmYIrmxJyakjkzZVMx56ZqaqZu/jAN0zJt0zHd34KlsJws5aW2DC3OEqzvlmTJlmLNLdXSLN0yLNPyrcAKbd6WbNlW7DdbtRe2"
        "ZjsrcSWv1NVipa30VeBwDu8IjuTMnFdHdhRHdTRHd0zHc3wnWMtrcx24kiu7qqu5prt0Ldd3gw23kTbKRt382Bgb3+M8wRO9iTfz"
        "ZE/xVE/3DM/3Ap/zeX/iS/7Ml33Fn/uqv/A13/DNgAv4QAwmwTSQglnwGsiBEswDNVgEWqAHRvAemB/cB/8hjoVzIR9+C0e0wkk4"
        "whJK4Swciw6VcB6+hWqohXpohGboh0H4seW2wvZlq24XW2trb93tZruLhEiMppEUyZESqZERWZEdrSIncqM42sVcLMRSLMeL2Ird"
        "eBPvdsJO3Ek7eWft7J2zcwEACUhBBiDIQQFKgMAeVACDGhBwABQ0oAUMHEEHTuAMenABV3ADd/AAA3gmIMkSmBRJmaCkSnBSJySh"
        "SZOwpE9BCtM8LVKUVilO65SkNGUZyMb/m+UZynBWZySjGctOEMAEpjCDEOawgCVEcA8riGENCTzAT0hhA1vI4BF28Ax7eIV3+IBD"
        "DvIsh3mZo7zK65zkNG/yNmd5X4ACFqioC1LQghWnEpRZCcu8HM1R4pKUrOzKvhwQQAlKUYYgylGBSoTQHlUIoxoRdEAUNahFDB1R"
        "h07ojHp0RTd0Rw80oOce7JM93Of7Yj/aaI/3ZE/3rAJVUqVVVsGqqMoKVbgiVVO1Fat6DHCCU5xhiAtcYoT3uMIY15jgA/7EFDe4"
        "xQwfcYfPuMdXfMdDDeq0zmpYF3VZo3qUXt3Ubc3qY93VfX2tb/VQPwkgCUlJRiDJSUFKgsieVAST0ZGEkoa0hJEj6ciZ9ORCruRG"
        "7mQgzwM4wAM6VAdyoIfm0B7YJ/hEn4wCmtCUZhTSnBa0pIjuKaY1JbShLWX0SDt6pj290Cu90Tt90IE+G9CkDWzypmxQs2+qBjd1"
        "Q5pDQ5umaRvWdE3fXJt782iGFrSwzduiRS1paTtqvD2257ZvnwywhI2osIKVbHxQhlnNxkisYaPrWcd6dmU3dmcPNrDnERzhMT+W"
        "R3SsjuRIj82xHY9AB7u8Qx3u6o50tGu6truewGmE7ZSf0Kk64RM73c/gDM/5GZ3JmfWgh33eo77q6570tG97dgEXeMkv6FJf6KW7"
        "gmt2hdf8iq71dbiBG7zlN3SrxjDgDu/5Hd33d3wnd3o/P7IHfKDHeQBDNoyoDmiohrHOgQx0aMbg4Jk+4TN/oif9Al/wi3x1/wPR"
        "L7dA"
    ),
    0x12: (
        "eNqF0V9v2tYCAPA2KxOxYxSyRHIxRm3+SGBzULB9qkgRU6qKvfTxfgGDAU1JJgHuQdOyqJq09yU2Jy9Hk5wEqgRmXqI9Tfc9IhD1"
        "3ioSJSUPfaKyHFGoed3uN7i/r/D77cHDma8e+b72z1L0HBOYDy58s7jEPg5xYT7y5OnyyupaNCaIcZBYT0qyAp9tbKa+3Xr+Iv3d"
        "y3+pmayWyxe+397Z/aFYKuuvUOXHn/Z+3n/9y68Hh4ZZxUfkd+v45LRWf3N23mj+Ybcu/vzr35ftq073+u1//vvupve+f/thcPdx"
        "+Mlx70efx5Mv3vTv/+MBfuA+BA8PZ6gZ8lX3EXik+ERf3Cf5ZJ/uw77J19jP+1U/8Z/4+35nllApSqO2qRJVpTBFKJvqUQPKoXk6"
        "Rov0Bl2mEY1pQrfpLu3Q7tzHuSmTYjQmx+wwZUZnMEOYc8ZmnAAf2A7sBHYD+/PReTzfD2rBUrC6EFtAC3hRW9SXVpcyS+UlnfWz"
        "AgvZDRaxJovZJjtivceTEBMCoWxIDxmhbsjhKI7m5jiGi3EiBzjIGVyVI9wZ53L34VhYCBthHLbDtzzDz/NxHvCQz/J5vsBjnvA3"
        "/DQiREAkEcERK2I/EZ9mnxrL3ywvLseWlZXYSnLFWMGr8ipcza4W1pJryhpcw1EYzUbzUSOKoyRqR7sxGNuIaTEUw0JKeCG8EpBg"
        "CKaABSI0BVtoCY5IizERiFDcFFNiWtREJBoiFmtiP07F+TiKV+IYUIAGLHgMOBAGEsgCDeRACZSBDhAwAQF1YINLcAU6YADuwGcw"
        "AV6CS4QTfAImUgmSqCVa6yvrYD2/7ia55HJSSL5KGsmJlJSeS2lJk7BEpKbUkhxpIvtkRg7KYTkiIxnLRO7K17KrLCis8lhZUTQl"
        "p+gKUipKVbmGNGRgAC7AJcjDFShCACUIoQ4RrMADaMAqJLABbdiCl7ANr6DzjHt2twE3yWY7FUoJKZJyvjW3/Fu/P2df4LQ/DdIk"
        "7X0Xehl6iVVajaoxVVSLKlIPVKw2VDvjyzCZxYyYARktk8/KWZglWUfzaX4NaIoGNVVDmqFh7Uhra26OytE5JhfMLeQWcyCn5Io5"
        "IzfNU/n5fDAv5uN5Ke8UqEKwAAt6Yb8w/l7ZRtvGNtl2dvBOY8feme6iXWO3uouLs0VQXC+qRa24VyQlpgRKqGSUrFKnzJUj5bUy"
        "LJfKZhmXiU7rIR3ouo50Q8e6+8pAAhJRHCWRhGQEkYq2UQmZCCOC2ui+IlS0yn7l14pRwT9Re/49d8/72X5NfgkeqAfoEB/ahmRA"
        "I2UQwzKahm10jb4xMBxjYoZMzuTNpyYxj8226ZqTaq86qH7ENF7AHObxMpYxxFv4JS7iMq5ggpv4PXbwCH/GYzzBHp4egSPlCJKu"
        "9dDyW4zFWWGLt55YUQtYsgUt1cpbhmVa2CJW1+pZH6yh5ViuNT6OHYvH4Lh9PDgRT9AJPrk4ZU/BKT7t1ZgaXwM1WEvVLuqgDuvp"
        "+mHdrOM3wpvEG3jmP5ueM+fgXGuABmzgBmk4zblmuMk3xWaqqTfNJmmeNW//wDZrR23BFu2ELdllG9nE7rQCrUhLaIEWbJVaqIUv"
        "KhfTP1//RS6ZS/dy1EZt0rbavbZ3NXNVvjKvcIfuoI7Rlbuw610Hrvff8m/Bu+g790a8UW7yN4Mbtwd6bu/L+9n3nb6vT/eZPuk7"
        "t/xt5da+bX8AA26QHqgDMugMnDv5Dt+Rj86QHYaG3JAfguHW8PmwOCwND4bWsP7J/jRwaIdxOAc4acd0sEOctnPl0i7jBlzeFVzo"
        "pt2cW3Z198A1XewSt+mO72P3wj0YzY6YUWQkjpRRZrT/vyDxMxnD8eaYjJ0JP8ETMvG+GF+wN+OxHu9FvZSHPeJZ3t00NBWnYKpM"
        "4XR/akyr/wC4R9El"
    ),
    0x17: (
        "eNpllF2O4zYWhbO2WRmtIktllYc0TVrmjwDKAhp5CdBAP1C0SWlMWZZjqxoR+JJtzAICZIx5zdnBufd837/AKnuD6D3/WBefm39j"
        "sqU7xvflQUilK1Mfm2+//vb9h23d6exD1//nEofreJvuvz+e89fPP5b059//j/n7nyH//eWvX/4CbwCBNSgABgRsAQU7wIEACmhQ"
        "AQNq8B1Y4EEAPYhgAFcwggnM4A+QVnhlV+3qtPKrsIqrlMEsz3BGMpHZrM1cds58FrIuu2QxG7MpW7L05t76twQBzCCCOdxAAilk"
        "cA9LqKCGFTSwhkfYQAuvcIYJ/okAyhBEGBFEEUMc7ZFACmlkUI0sapFHAUU0oAmld/5u3+N7ykVu8zZ3uc9D3uV9PuZTvuTpQ324"
        "j7Qu13Jt1/16WKcCFrqwRVu44lSEoi9iMRRjcSumIn3yT/FpN3bjNn4TNguGmGCGFTbY4hM+Y48D7nHEAx7x7/gL/8SJQIIJIZwc"
        "iCAVMcSSljjiSSAd6UkkA7mSiczki6Qt2fKt3tqt34Zt3A7b6zZRSCll1NKWOnqingba0QuN9EpHeqMTvdOFph3diZ3dtTu3u+ym"
        "XWKAZQyynBVswwijbMcY42zPDkwwyRTTzLAja5hlLXPsxDwLrGM9i2xgVzayG3uymf1kC0sc8IxDjviaF/yTY0445TvOOOcHLrji"
        "mlfccMtb7rjngXe85xce+cCvfOQTf/Ann/nC017v/T6VsMQlKVmpSlM2pS3b0pWn0pdd2ZexXMp0KA/2EA9JAEEEFUxwUYqDqIQV"
        "rXDCiyA60YsoBjGKh1hEkkCuJJK5LCSWVHL5wkFqWUkja9lIK70MMspRPmRSQEGFVK4+VKGwImqrqNopprjaq1IdlFBSKVUpo2p1"
        "VI2yqlVOnZRXQXWqVxcV1aBGNam7eqifatFAZxrqXBeaaKqZ5nqvhZa60kbX2upWO33WXgfd6V5HPeirHvWkZ50qUJGKV7ZqK1f1"
        "1aWK1VA9qqVKBhhocrM2xDDDzcEIo4w2L8iNNa1xxptgehPNYEZzM5N5mtksJtWkLmtV2/pc+zrUfR3rob7WY32rpzod4ZEf7dEf"
        "w7E/xgY0sCENa3hjGtuEpm8uTWyGZmqeTfqGv5Ff+XfwI1lgMwstsrn9sGtbvCDAllhqd5ZZbksrrLTKaltZY2t7tI2dWtCuWtii"
        "dt2Slra7lrW8LVvRyla1+lUAuMzlrnAbhx1x1DHHXemEk0457SpnXO2OJ3hiJ3HOz+wsXoWAhx753K899sRTzzz3wkuvvfGTvwcQ"
        "VgEGFNahCJuAAwk0sMDDPpRBBBV0qIIJdTiGpgMd6kjHOt6JTnaq053pmh70sF/3RU961vO+7EUve9Xr3vQ/LvCCL+TCLvyiXo8C"
        "cRWzCCOK61jETcSRRBp3kUUeRZRRRR2raGIdX4eO9wEMcCADG/ggBjXowQz10FzBlV6rMRvhiEY28lGMctRjNR7H+w3cyK286Wk1"
        "wamY8EQnNvFpP5WTmNSkp3o6Ts0d3Mmd3vld3NW9upt784AP+2gf54d/hEd8DI/xcX+CZ/t0T/8Mz/gcZjCv5mxGcz4X82YmM513"
        "M5v5vJ/L+TCLWc16rmYz13Pzxb7EgheysKVc5KLSS/QpSzC99Jry9FJm+kyb9FJdeukqveSTeCrTC8qk0mvg6TXJ1PwPEy5WUw=="
    ),
    0x30: (
        "eNpFl11v2+i6nnuy/0N/TQ8MwggsejxeHldR3GwliJdIk7tk1h60yGAKeSwEXZbphQAc7B9gipEVUQrpyDJJKx5KpSGRUmRTlklZ"
        "/qC+LGfIl4QOaKAnRFv3aD9Hz/Hz4r3v6/q3f5qD5p8tRODFH5Z+XP7Lyk+r/zn6PPZi7b+8/Of4q9dv1v+aQNANDP+X/0qQb//2"
        "rz//t//+7pdf/0dy87et1Pv/+fft9A61+48P9O97TIb9mN3PfcpzheJnXjj4UjosH4mSfFz5evKHUq39L/W03tD0Zutb++zc6Fx0"
        "L02rd9W/vrm9swfD0XhyP334/qfjAs+fBY/hq//wNOF/+o//99/n+//59/1//xMx92wuPvdmDp3D5pJzO3PU3C4EQfPQMygCwdAS"
        "tAytQFHoBRSH3kDrUAJCIBTCIBwiIBL6FUpCKWgboqBdiIYYiIVyUB7ioCIkQCWoDImQDFUgBapBdagBaZABdaAuZEI9yIZG0APk"
        "QC7kQf58ZH5l/vU8Mo/Ob8xj8/j89jw135g3n714Fn+WeIY8w569fZZ8ln5GPaOf5Z+BBWhhfmFhIbKwtLC8EFt4ufBmYXshvbAT"
        "mYtEInBkKRKNxCIvI28i6xEkgkY2IlgEjxARMpKMpCLpyE6EiuxGPkToSC4iRmR4DobgBTgCr8CrcAx+Cb+BEXgDxuAkvAmn4Q8w"
        "A7NwDs7DHFyEeViAS3AZFmEZrsBf4RNYgWtwHW7AGqzD57ABd+AubMI9+Aq+g214BD/ADuzC/iK0GFmEF5cWVxeji7HF+GJiEVnE"
        "FvFFYpFcTC6mFqnF3UV6sbyoLGqLxmJn0Vwc/5D4IfkDtTS3FFlaWYouxZZeLa0vJZbQJWwJXyKWyKX0Um6pvCQuyT/Gf8R/TC/D"
        "y6vL8eXEMrKMLmPL+DKxnFxOL1PLu8v0cucvyb9QK5GVlZXoCrKCruArxEpyZWdld+UfP6E/ba5Cq89W4dWl1djq2iqyiq3iq8Qq"
        "uZpcTa2mV3dX6SgUjUTh6GJ0KboSjUcTUSSKRrEoHiWiZPRtNBn9e3Q7uhulo2Z09DzxHHmOP08+Tz1PP6eeN54bz80YFIvE4NgP"
        "sR9jK7FYLB5DYmgMjxGxX2LJ2FZsO0bFmJgQk2Ld2N0L+MX6C+QF/oJ4sbsGr71Yi68l1pA1bA1f+5c1Yo1cS66l16g1eu33NePl"
        "/MvoS+Jl+uXuP+/GoXgkDsdX4tF4LL4Wj8dfxd/E0fhGHIvjcSJOxpPxrXgqvh1Px3fiVJyJs/FsPBfPx7l4MV6Kl+NiXIrL8Ur8"
        "JK7Ea/HTeD3eiGtxI96Jm3Er3otfxa/jN3E7Poo/xN24F/dfwa+WX62+ir568wp9xb4qv4Zf46+J18nXf3+dfhN/k3iDvvnbOrQe"
        "WV9cX15fWY+vv1pH1tF1bB1fJ9bJ9eT61npqnV4vrovr8rq57q77f4X+upyAEguJSAJOLCaWEiuJaCKWQBJYAk8QCTKRTGwmUont"
        "RDpBJegEk2AT+UQpUU6ICTlxkqgnGgkj0UmYCSvRS9iJUcJN+MgcAiGLyBKygkSRGIIgGwiG4AiBkEgKYRAWySF5hEOKCI+UkDIi"
        "IjJSQU4QBakiDURDdMRAOoiJWEgPuUJuEBsZIQ+Ii3iIj0IojC6iK+gqGkVj6Br6En2DrqMIiqE4SqAk+hbdRLfQFLqD0ujvKIOy"
        "aA7No0WURwW0hIqojCpoHW2gBtpBTbSH3qI2OkIfUAf1N+Y3FjZWNl5v4BvERnqD2tjdoDEIm8ciGIwtYcvYCraKRbEYFsfeYE/B"
        "ihFYCktjOxiF7WIMxmI5LI9xWBHjMQErYWVMxCRMxirYCaZgNayONTAN07FzzMA6WBczMQvrYVfYNXaD3WE2NsLG2APmYh7m43P4"
        "Ah7BV/Cf8FU8isfwl/grfB1H8A0cwwmcxFP4Nv4BZ3AWz+I5PI9zeBHncQEv4Yd4GRdxGa/gJ7iCV/EaforX8Qau4Tp+jht4B+/i"
        "Jm7hPfwGt/ER/oA7uIsD3MN9Yo6AiHkiQsDEChEjXhBxAiFQYoPACJwgCJJIEptEitgmaIIhWCJL5Ig8wRFFgicEokQcEmVCJCRC"
        "JirECaEQVaJGnBJ1okFohE60iDZxThhEh+gSl4RJWESPuCL6xDVxQ9wSd4RNjIgx8UA4hEsAwiN8YkbOkRC5QC6SK2SMfEG+JOPk"
        "axIhN0iMTJIp8j25TTIkS2bJHJknObJI8qRAlsgyKZIyWSG/kiekQlbJGlknG6RG6uQ5aZAd8oLskiZpkT3yjrTJEflAOqRLAtIj"
        "fXL2FnobfRt7i71Nv939G/Sv6M/Cz+Wfuz/b74h35LvSO/+XxV8Sv1C/Rn5Ff91IQsloMpZ8kVxLxpOvkm+SSBJNYkk8mUzuJKnk"
        "bvLDZmQT3lzZXN9MbCKb6Ca2iW8Sm8nN95vUJr2Z2yxtljfFTW3T2Oxs+r9Fflv5Lf4b+hv+W+O37ha8ldhCttAtbAvfIrbIreRW"
        "eovaoreYLXZL3Kpvmam51Hwqkoqm3qSQFJrCUniKSJGpnVQ+JabMlP8+9v7le+Z96X3jvfn3+W1oe357afvN9s/bO9tUGkpH0kvp"
        "aDqWfpHG0niaSJPpt+lUejdNp5l0Lp1Pl9JyWkk30ka6k+6mzbS7M7cD70R3YjvrO8gOuoPt4DvEDrmT3EntvN+hd3I7pR2Rgqh5"
        "KkLB1Ar1E7VKxag4hVIYhVMERVK/UEkqRW1TDMVSWSpH5SmOKlI8JVAlqkyJlETJVIU6oRSqSp1SdapBaZROnVMG1aEuqC5lUj3q"
        "iupT19QNdUvdUTY1osbUA+VQLgUoj/J3I7vw7tLui/8fzLuvdhO7yC62i+8Su+Tu293kbmp3eze9S+3S/8A/RD68+LD24c0H7EP6"
        "w84H6sMuDdEL9AodpWP0SzpOr9MovUGn6G2aoVk6R+dpji7SPC3QJfqQLtMiLdMV+oRW6Cpdo+t0g9ZonT6nDbpDX9Bd2qQtukdf"
        "0zY9oh9oh3Zpj/bp2e+R3+HfX/2O/L7xO7EH7+F7xB65R++xe8U9cU/d6+8N9pw9dw/seXvBXsjATJRBGJTBGYIhGZphGJbJMnmG"
        "Y4oMzwhMiTlkyozISIzMVJivjMJUmRqjMqdMnWkwGqMzTabFtJkz5pwxmA7TZUzGYnrMFXPN3DJ3jM0MmRFzzziMywDGY3xmxgTM"
        "IxNm4AySwTNEhszQGSaTy+QzXIbPCJlSRsxIGTmjZGoZNVPPaJlmppUxMt2MmbEy/cx15i4zyIwzTsbNgIyXCTIhi7AES7MMu8/m"
        "2DzLsQWWZwW2xJbZI1ZiZfaYrbBf2RNWYatsjVXZU7bONliN1dkm22K/sQbbYS/YLmuyFttj++wta7MDdsiO2DF7zz6wDuuygPVY"
        "nw3Y8CPzUfiofex+tD86H92P4GPwMczCWSJLZuksk81k2ex+Npf9lOWyhSyfFbLl7FFWzEpZOXucVbLV7Gm2ntWyevY828na2WF2"
        "lHWybhZkvWyQDfeZfXY/v8/vl/YP98V9eb+2r+7X91v77f2LfWvf2Xf3wb6/P9sP9sMcm8vmuFwxx+eEXCl3mJNycq6Sq+XUXCOn"
        "585yZu42Z+cGuWFulHNybg7kvJyfC3KPufAT/Yn5ZH5yPoFP3if/U/ApzLN5Pi/kD/NiXsrL+Uq+kW/nz/NG/jJv5q18L3+dv83f"
        "5e28k3fzIO/l/XyQDzmWy3J5rswdcSIncTJX4U44hatxKlfnGpzG6VyTa3HfuDZ3xp1zBtfhutwl1+P6nM0NuRF3zzmcywHO43wu"
        "4MICXEAKeIEokAW6wBayhXxBLEgFuXBcUApqoVX4VjAKFwWzcFu4KwwL48KfBafgFkDBL8wKQSEsMsVckS+KRbl4UqwV1WK92Cxa"
        "xV7xrjgsTorTolsExaAYfmY+c5/lz+rn1ufvn93P4HPwOeQjPMyv8lE+xiM8yuM8wZP8Oz7F0/wez/Asn+Vz/Cc+z3O8wJd5kZd4"
        "ma/wJ7zCV/kar/J1vsFrvM43+TZv8B3e5C2+x1/zd7zND/ghP+LH/APv8C4PeI/3+Rkf8KEAC6tCVIgJiIAKmIALhEAKtMAIrJAV"
        "ckJeKAllQRQkQRYqwldBEeqCJuhCU2gJbcEUrgRbGAljwRFcAQie4AvhAXuQP5AO5AP1QD9oHbQPnAP3ABwEB+EX9YvzBXwJvoQl"
        "psSWxJJUkktKSS3VS1qpXTJKl6Ve6a5klwalUWlcckug5JX8UlB6LIWHzKF4KB82DruHg0Pn0D0Eh/5hcBiWiTJZZsvZMlfmywfl"
        "UrlclstqWSu3y0a5UzbLVvmubJcH5WF5XHbKbhmUvbJfDsrhEXyEHOFHxBF59O4oeUQfMUfsEX8kHrWOzKO7I/sIHAVHoQiLhEiK"
        "tMiI+2JOzIucWBCLoiCWxLIoiydiVayJqlgXG2JTPBM7Yle8FE3REq/FgTgRp+J30RWB6IuBGEoRCZaiEiKhEi4REinREiNlpX0p"
        "L3FSQSpKvFSSytKTmkqKpEqa1JRa0plkSB3JlCypJ11JfelaupVsaSJNpe+SKwEpkEL5SbnkVTkmIzIq4zIhk/I7OSVvy7TMyKyc"
        "lXNyXubkoszLgnwgl+SyLMqSLMuKXJVrcl1uyJqsy025JRtyR+7Kl7Ip9+Rr+U625aE8ksfyg+zIrgxkT/blmRzIj3J4DB+vHkeP"
        "Y8fIMXqMHxPH5PH2MX2cPc4dF44/H0vHreP+8fDYPQbHYYWrFCt8RagcVsoVsSJX1Eq9olValXalU7EqdmVQGVacilsBFa8SVMKv"
        "/NfmV/vr8Cv46n8NvoYnwsnBiXqinbROzBP7xD0BJ/5JcBL+0fwD/BH8ESqwgiiogiuEQiq0wiisklXyCqcUFF4RlLIiKpIiKyeK"
        "otQUVWkoTaWlGEpHuVBMxVJ6Sl+xlYEyVEbKWHEUVwGKp/hKoIRVuIpU0SpeJap0la1mq1y1UOWrX6qlarkqV9Vqo9qsnleNqlm1"
        "qjdVuzqoDquj6rh6X3WqbhVUvWpQDWtwLVqL1ZAaXWNq+7VcLV8r1uSaWqvXtFqz9q1m1MyaVevXhrVRbVKb1r7XnJpbm9WCWqhy"
        "akEtqrwqqAdqSS2roiqpFfVEVdSqWlNPVU3V1Y56qZqqpfZO904zp/unn065U+PUPZ2dhvVMna1z9UK9WOfrh3WpLtfVulZv1tv1"
        "67pdH9andafu1kHdq/v1oB42mEamwTbyDb5RaogNqSE31IbeMBpmw2pcNfqNUWPacBpuAzS8RtAItTltQYtosPaTtqpFtZiGaKiG"
        "abhGaKT2TktqKe29tq3RGqOx2kctq+W0vMZpBa2o8ZqgHWglrayJmqTJWkU70RStqtU0VatrDU3TdK2ptTRD62hdzdQsraddaX3t"
        "WrvRbrU7zdYG2kgba47makDzNF+baYH2qIV6RIf1VT2qx3RER3VcJ3RSf6endFpndFb/qGf1nJ7XOb2of9Z5XdBLelkXdVmv6Iqu"
        "6nW9oTf1lt7Wz3RD7+imbuk9va9f63e6rQ/0oT7Sx7qjuzrQPd3XZ3qgh024iTSJJtvMNvNNrllo8k2hWWpKTblZbarNRlNr6s1m"
        "02h2m2bTat417eagOWyOmvdNp+k2QdNr+s1ZM2g+NsMW08q2cq18i2sVW3yr1JJacuu4pbSqLbWltXqtUWvSum9NW99bQSv8xnxj"
        "v+W+8d/K3xrfLr+538C34FvYZtv5dqHNt4X2YVtsy+3jdq2ttvV2u91pu23QnrWD9mM7PGPPCmfi2e0ZOAvOHs/Cc/Y8e86dS+fq"
        "eeP87Nw+H5475+45OJ+dB+ehETFgAzFwgzBogzWyRs7IG5xRNHhDMA6NsiEaslExFKNqqEbD0AzdaBnfjLZxZpwbpmEZPcM2Bsa9"
        "4RiuAQzPCIywQ3TYTrHDdw465Y7cUTpqp95pdLROs9PqfOu0O5cdq9Pr3HTuO07H7YCO1wk64QVzIV/ULtSL+sX0wr0AF8FF2GW6"
        "uW6++6Vb6pa7UlfuVrpfu2r3tFvvNrpat9ltdc+7067TdbugG3TDS/iSvmQuc5f8ZflSuaxdqpfNy7PL6aV7CS6Dy9DETcKkzT0z"
        "Y+6bOfOTWTBls2KqZt3UzEvTMV0TmJ7pmzMzMEMrYsHWqoVYqIVZuEVYpEVbjJWzOKtgfbZ4S7BKVtkSLcmSLcWqWjVLtRqWZp1b"
        "htWxTKtn3Vkjy7FcC1ie5VszK7DCXqQH91Z70V6sh/TQHt4jemTvXY/uMb1cj+sVe0JP7Mm9Sk/pVXuNntY765k9q3fbs3uj3rjn"
        "9Nwe6Hk9vzfrBb3wSr2yrpwrcOX1mT7bL/b5vtiX+nJf7Wv9Zr/Vb/f7fafv9kHf6wf98Jq5Zq/564Pr0rV4LV+fXNeu1Wv92rkG"
        "1951cB3eMDfsTflGvlFvjBv7xrkBN7Ob4Ca8ZW4PbqVb+Va5VW9Pbxu3t7fDW+fWvQW3s9vg9vE2vGPu2DvpTr2r32l3+t34zr0D"
        "d8FdaEds2EZs3CZs0qZtxmbtrJ23Obtg87ZgH9glu2yLtmTLdsVW7Kqt2nVbs3W7abfsb3bbPrPPbdPu2ff2n7ZjuzawPdu3Z3Zg"
        "hwN4wAz4QWlQHogDeaAOmoPWoDuYDKYDZ+AOwMAbBINwGBnCQ2SIDrEhPiSG5PDdMDWkh8yQHWaHuSE3LA75oTAsDctDcSgPK8M/"
        "hspQHdaHjaE21IfNYXt4PjSG5rA3vBr2h9fD2+Fo+DB0hu4QDL2hPwxHzIgdFUbFkTQ6GSkjddQYaaPWaDxyRu4IjIJROGbG2TE/"
        "PhqLY2ksj9VxY6yNm+PW2Bm7YzD2xv44GIcTeIJM8AkxISf0hJ1kJ4VJeSJPjifqpDHRJ81Je2JMOhNzYk2uJv2JPRlPnIk7ARN/"
        "MpsEk/A+f8/fq/fOvXsP7r17/z64D6fwdHUanSJTfEpMySk9ZabZaW7KTflpaapMq9P6tDHVps1pa9qeGtPO1JyOps7UnYKpN/Wn"
        "s+njNHyoPrQegofwO/ud/65+b363vrvfwXf/e/A9/FP9E/wZOrCDOKiDO4RDO4zDOlkn5+Qdzik4vCM4h07ZOXJER3Jk58RRnJqj"
        "OqdO3Wk4mqM7TaflnDnnjuF0nK5z6ZiO5fScK6fv3Di2M3CGzsi5dxzHdYDjOTMncB6d0I24sIu4qIu5uEu4pPvOTbop971Lu4yb"
        "dXNu3uXcglt0eVdwD9ySW3aPXNGVXNk9divuifuHq7hVV3VP3brbcDVXd5tuy227Z67hdtwLt+teuqZruT237167t+6da7sDd+iO"
        "3LE7ce/dqeu4ruu5vhu4j24IFkAEwOAnsAqiIAZeAQSgAAM4IAAJ3oEkSIH3YBvQgAEsyIIcyAMOFEARfAY8EMABKIFDUAYikIAM"
        "jkEFfAUnQAFVUAOnoA4aQAM6aIIWaIMzcA4M0AEXoAsugQks0ANXoA+uwQ24BXfABgMwBCMwBvfgATjABQB4wAczEIBHEHqMx3pZ"
        "L+9xXtHjPcEreaInebJ37H31Trw/PMVTvVOv4Wme7jU9w+t4Xc/0el7fu/XuPNsbeq4HPN8LvEcv9BEf97d92md81uf8os/7gn/g"
        "f/FL/qFf9kVf8mW/4lf9mq/6mt/y277hd3zTt/y+b/tDf+w7PvA93/cD/9EPZ+yMm/EzcVafNWbN2cXMmbkzMPNnwSwMFoJIAAer"
        "QTSIBa8CJEADLMADIiCDd0EySAXvg+2ADpiADbJBLsgHXFAIisHngA+E4CD4EpSCw6AcHAViIAVycBxUgq/BSaAE1aAWnAb1oBFo"
        "gR40g3ZwHhhBJ+gGl4EZWEEvuAr6wXVwE9wGd4EdjIJxcB88BE7gBiDwAj+YPe49Zh73Hz+FkRAOV8NoGAuREA3xkAjJ8F2YDN+H"
        "dMiEbJgNc+GT6oZPehk+aWL4pFjhk0KFT/ITPglK+CQA4RNih0+YHD4Ba1gLn6AvfAKz8AlKwic8CJ9KPnyq7vCpNMOn0gufqirs"
        "hf3wKabDp8ANnyIvfIqc8D58CJ8+Svj05OHTYcMgfPx/pT+UQQ=="
    ),
}


#: Three lower-case ASCII letters in a row whose two pairs English prose and code both seldom
#: write: a random word or identifier (a base32 id, a slug, keyboard mash), a word of a language
#: the tokenizer knows less. Priced as English, random words of ASCII letters were 0.42-0.63x.
#: _COMMON_ASCII_PAIRS holds the pairs that make 99% of the pairs of English prose and code, or 99%
#: of those of the 19 other languages the fit reads (fit sources only; a letter repeated counts as
#: common); two rare pairs side by side pay _RARE_ASCII_WEIGHTS (1/_PAIR_UNIT token) per profile:
#: measured by ``bench/bigrams.py --ascii`` (the largest need of its families for 0.95 of their
#: real count) at 214 / 228 / 222 before the trigrams, the four letters and the long runs priced
#: random words, 0 since (stop 62, with words of consonants alone, where every window fires); a token
#: now, the most the letter a window adds can cost (an ASCII letter is never more than one token:
#: 3.3 tokens a window priced ``fcvtzs`` at 8.3 tokens over ``x``, where it costs 2), which keeps the
#: terms measured with it in place (words opened by a symbol fell to 0.897x without it). One rare
#: pair alone is not charged: real words write one now and then. Held-out text has such runs 0.07
#: (English), 0.24 (other languages), 3-4 (logs, base64) and 11 (numbers and CSV: hex digits) times
#: per 1,000 characters; random words 91.
_COMMON_ASCII_PAIRS = bytes.fromhex(  # 438 pairs of 676
    "efffff77ad7b54f9fdf146bec7ffffffe7a47954dfee61449e07ffffbf47045150d1e4d5ffbf4f1bf93cfdf7f3fcffef"
    "6f77be47000810fcf7ff5ddffff77fbfff7fffee4784599419665d45a24257f90e54c4630d"
)
_RARE_ASCII_WEIGHTS = {"o200k": 64, "cl100k": 64, "claude": 64}
#: Three lower-case ASCII letters in a row that the fit sources of English, code and the 19 fitted
#: languages write fewer than 5 times in 3.5 MB (_KNOWN_TRIGRAMS holds the 4,839 they write more,
#: of 17,576), though both of their pairs are common (a rare pair is _RARE_ASCII_WEIGHTS' business):
#: the words of a language the tokenizer's vocabulary knows little (Welsh ``ddw``, Zulu ``hlw``,
#: Lithuanian ``ykl``), names a generator made pronounceable, identifiers glued together. The pair
#: weights price such a word as English, whose words are a token each; the tokenizer spells it in
#: pieces of two or three letters. Each such trigram pays _TRIGRAM_WEIGHTS (1/_PAIR_UNIT token) per
#: profile, ``python bench/bigrams.py --trigrams``: the third quartile of what the gettext
#: catalogues of the 37 Latin-script languages the corpus never read need for 0.95 of their real
#: count (each left out, the others set its weight: 25 / 23 / 20 of them under 0.90 without, 4 / 2
#: / 4 with, the lowest 0.85 / 0.84 / 0.83; o200k's 109 measures 108 since stop 44 lowers the words
#: of capitals it reads, the rest the same). Held-out English has 1.5 such trigrams per 1,000
#: characters (+1.2 to +1.6 points), the fitted languages 6.7 (+3.9 to +5.0), Welsh 53, Xhosa 90.
#: zlib-compressed, base64: a bit per trigram, (first * 26 + second) * 26 + third, a = 0.
_KNOWN_TRIGRAMS = (
    "eNqNVX9MW9cVPvf5YuzMYvexx4+2hL0EJyFrFZElk9J1offBxZjUWYzihTLCIAo/xkaTRUUtkVf8zNyFSlVms9Kq0da0U7I0UtR1"
    "/DGVqgFHCyVpl+BurA1aG2eFiKWk2BWkCcPm7V4/0Kbtn13pPb9777nnfPec73x2fGfN/k31vsWF2PXhuK0wFP3WVjIwo7Fe62f3"
    "jjPQvLVzFwyj6YHFooW04YAa2rlsASCptPFMfPzIEyMzh0vfYKfqw94K3CnRbUetLGS/MzF3kPUHv+LO9WBbMv5Z+a4wrL1VTDFK"
    "np6LYjXLS6wtilZEMC0oy6q5Njxx6j4MQNuJde3lnaNWWPjwj+sZgIygy3c/hHqRBpBzvtwCJeQ+jDw6BM7n6EEOQ6XxV5oemS9m"
    "mMReulrlejPbHsXNoEbHE5XwG+6C+Fo6JuSLlZ4TrTCUUwGSzgOBpFoBmI4WxmfrlBdxkOq+0w3Ju8aPaRgpIFGA5DHjIABG3MyJ"
    "fDKjlGh16R5F4UhAq1J8n/S5u6THfb+fbeZREEgghkT5ZMs75T/4ud83OTO/b+lk9/njHzr9kYEztaxfCnRvYUBIZPpCoiceSG9P"
    "GYs7332w0jOYDaCk7i6l48ZHgZH445vnpi9uJifbaLtq3aY9xUKVl2JTJTyE3gxuDLH0FPbkotxM0NjYfCkIBMCwRiBEpXx4qCMf"
    "gy0Dh+DGIVsr25UV+RT4zRHN4CQgJnuGyjlc2petYxkZqTkrXlMWWR9h37QEflguXMrAHXTKOvhYLYn8rpq8ICJyONB0ucKJKuSj"
    "OdiMLYauc6c3Plray90HxYI9GUnIHIe5nxyblfgOD82yfqLwjPoI8qR7cuExvkldJDsMhWx624aNU8IaZQ6p8J74+e7QlpSxVPC3"
    "z4/sO7FpbqTny9C6F+KJauiVuPeWSGRHJHThesGevZNKypgf1xNVTwx+lV9yIf1ocsn4IjDchB92sJDMQ0fZRolQYC0fuKMlFjMZ"
    "lEA0OrWSlszohf8eUl6+aYzEhekaPtGhEjJrthUbPpn7R3GBCrAZ87zR8rOHkJPoFpVfBStv/QhlUsV3mEwxCyH9tQerICzCehio"
    "Lz+vtYSx9E+rDnzRabq0CSZ+PBtQwzToLuwKfT8ZNx6hxKJoEgOUDBhPcjiyBrcHlvJkERTGFgKjrq0m0PyCmzkuV/3CnSkvcwDS"
    "BFCa51YdIdgz8ka70076+qhXQun01WrsBaSKkI3Lxy1AwhYOVJLk2sIqRG7snGr3nKgzE0Sz9IqW0lO4u6gra7XyX7/l4DiSy7Pt"
    "jFS9/H7xJ23+pJFoYv04Pc5bU0vOGH4ryZI7PAwjRQaNkerGxR7MOngbapjA+fT+iXZ/XiThZmWcdbzu4A0/yxhgx45iz7nFrvrp"
    "Gtfbo+7pHB2v440h4/txUdlxiimRWy489UDTk5NFhrH0/LuzNPCHMY7zp3f9jR9cOdI62HD17CFXqD4cGeNlp4UEaEi+ObG0naMO"
    "/gV7sP3PA4nTFfCsAlaG6yeOJUSSfKKZDnxc0sk5ig8bPW3tfiFPLDc08FzhRWv9b4c+dYvqZK4fHXhdogT+n8Eyb/yfS/8+KGv/"
    "Y5/8cvZpFmaRyfx9rYtfGEagLtdacJk3rczTKyA9XPOrQ040IV/lGc0OGMt1aocu5KmIDYztuD7XsBB/X5BCRoLRzUW33JyWiZGe"
    "1oc03+Q5jQUhMDLiwpoiO6PsRVcgNSzxjEama3eTallzODFp7j9c3f5LLiaKD2ux+Jm/xkeank67uoLrwnKGo6gMe/XmheXZAJZZ"
    "8Jqy32nn2A6zQUzs0r7po6kZY73oeg18IVkJ/onuJllxo2e72sClhO7+9ujAqIc5H3tnfpZyHuRpXCJKo702N7NY3yv9Rvdt//fq"
    "XzvYOIjs3eUXN+wgv/78AFZh7bktFKuEhLSxR6v3LnLp9Nvg9cq6t4WUpG767528fScw/JKZ8TDnE8aolnc9hkupKTvv3DBIfBIb"
    "SGwFHZkliB2bWU27g2s0VyTetM8U1+qiK4SsQydkUQQ6FgtX0KsZ0z7xunI2B5k6wJuyYfPGjNCqnC507aGcFWkwS882cJXcZDHD"
    "cFAURU06SILyhH/rtEIxT/xMyEa/mygaiup/t7lXGdSMxjInkJgQ3WH2oMRaakxyEbARb3O9bIrTqjRR8SeB38p34RpyCd/ghLWX"
    "5mBujTcgyAXSvIJJ0OVr14hPPQDR9VrLmxXiNKa0Vj/glHfx4oighasUplzw702Zwga8l2OxuRITDn+8Z34B5g43KzTliahtFNtW"
    "TJDQNxu0HVRBcNQEeikD+1+VfE4/"
)
_TRIGRAM_WEIGHTS = {"o200k": 108, "cl100k": 153, "claude": 139}
#: Four lower-case ASCII letters in a row that no token of the profile's vocabulary holds (in a
#: run of lower-case letters, or lowered in a token of capitals), that the fit sources write fewer
#: than 5 times, that are not one letter four times and hold no rare pair (_RARE_ASCII_WEIGHTS'
#: business): a word the tokenizer does not know though its pairs and trigrams are English (a
#: misspelling, a word turned around, Pig Latin, a language the vocabulary holds few words of).
#: The pair and trigram terms price such a word as an English word, a token; the tokenizer spells
#: it in pieces. English words with their vowels rotated were 0.77-0.86x, with a letter inserted
#: 0.80-0.95x, Indonesian prose 0.80x with Claude's tokenizer (now 0.94-1.00x, 1.00-1.17x,
#: 1.01x). Each pays _FOURGRAM_WEIGHTS (1/_PAIR_UNIT token) per profile, ``python bench/bigrams.py
#: --fourgrams``: the third quartile (as _TRIGRAM_WEIGHTS) of what six pseudo-word families of
#: English words need for 0.95 of their real count (reversed, two letters swapped, Pig Latin,
#: glued, inner letters shuffled, halves swapped; each left out, the others set its weight:
#: reversed 0.75 -> 1.12x, typo 0.81 -> 1.17x, Pig Latin 0.70 -> 0.84x, halves swapped 0.60 ->
#: 0.75x for o200k). Held-out English +0.8 to +2.0 points, prose +0.2 to +0.4, code +1.6 to +1.8,
#: the fitted languages +2.7 to +3.9, Claude's command output +0.6 (to +10.3%); random words of
#: the 26 letters 1.70-1.92x -> 1.91-2.02x. Measured again at stop 62, after the words of three letters
#: (_SHORT_WORD_WEIGHTS) and two rare pairs at a token (_RARE_ASCII_WEIGHTS): 172 / 48 / 63 -> 169 / 50 / 64.
#: A table of the 457,000 four letters would be 57 KB: each is hashed instead (the sum of its
#: letters' codes, a 1 to z 26, times these keys: below 0xFFFF, a BMP class the regex engine tests
#: in one lookup) and _KNOWN_FOURGRAMS holds a bit per hash value, set when a known four letters
#: hash to it. The hash never calls a known four letters unknown; about half the unknown ones
#: share a value with a known one and go unseen (the weights were measured through the hash).
_FOURGRAM_KEYS = (978, 339, 627, 326)
#: The keys as one factor: lane k of ``codes * _FOURGRAM_FACTOR`` is the sum of the codes of lanes
#: k-3 to k, each times its key (the first letter's key the first).
_FOURGRAM_FACTOR = sum(key << 32 * (3 - lane) for lane, key in enumerate(_FOURGRAM_KEYS))
_KNOWN_FOURGRAMS = {  # zlib-compressed, base64
    "o200k": (  # 33,270 four letters known, 17,587 hash values
        "eNrtmXtUU1faxvc5uXCAAOGiIKAcQkFEChEVEDFEdJRaW6n11qoEcUZtvSFFoFySEy4Swk2nKtGKhFAlXOTi1CEqQgQLiBawaLUW"
        "CSYWYkRAUIkhJnMSaevMtF+d+f771rcXZAXOe5732c/eJ2vltyHwpgN500L4TYqYhhfqG9VCKCBif1SEGl4cDLV/4MvB2HZSj/i7"
        "PfFfKQDYP+v/ZiyGGhg1SKGT0/qt6KiAOGmRYJwO9TcjJRp/6JMWEYMN5Ne4/jkTiAlgJrAztCcbL0f+e6RwpHEOhhpTFFAAiP51"
        "OpMejAODHACMW+wzSCOTFo2JUfFW6OvxkzGDxWiDNZgJGy2+mo7RryvVoI0YYoGiAUGKSxDwyzV4Ld4CCF8lTmQChGKMNNwQndEB"
        "/MoiZpg90yCFe+BhBg+RxggwYLRIlkJEg5Q5LoUR6YYI6LhfptFi6qu4pgJgB4DA8B5mko1SdgZdWIrhf9DoxnWAF+OzjgQmGDDD"
        "08ModIAyIYRJQCFcyhYlL8Vwi4sRgEmpcBRuiUTFrKjAFYV3YUg4ZCMFK1CDRQGwRmGCFDHDp5OeGgigcEAUAlRKQqBpQngdoMwD"
        "NlTgSSWhkYDXhBsi4rZc0anpmB2AEgApHKJJzXjAhA6/jZnMw+ArwNOBANPteHiOMAHhESLRKUzAkJrZYZQaKEpKEmAmwrS3MGCD"
        "Tr1iSDGSCXgYBLYBhGmxTwgLDfvMG0MScF14JRMSMu1q0g+i8BIpgsCoHcaToGarwUol5Co1QWDcIq5LBVPDgQQQaK4WWAtEhSl4"
        "TCgtBuOuAYQYJhIIpUpteBiJTrQy1LrdJAU6ELyodjwhYMLcDTxbOm1+G3BkOlExYhdEiyRhUrInyR0ztXX1D8OQlQaLGJMKy8k8"
        "ZBrAZgiBC2qGW7wDaOEgB3NHQze1IXNQMxMm4kmk2eUIAiN9/P7U0gehfZSD5I0obCP1DgaO4XAN1Toqygdpx1eEChCSK7ounXf4"
        "ECEB3yKQiDmVh1lFm1lgxKPA/XBOm4RAC6fz3IA4lGkmJuzzCK9EgrqCNmE+NVDiFtL1UAJK8sDMktz8l6YKekhRXDpPaheqYZ6Q"
        "usxKnXET2AvNkjHTQHPc4krpThRe24ZMQ70IzRQ/Im1DTq0AeCR+kyMloE2kMKuPUDiiaZczZDMCSagkWiiZ18SdYxLLdZi5FY1I"
        "z9pkjSpBXjTBu2kZL92ebuuOWTZgXk9z3wsk+MU84ym3lrktMeOZxPrYS0FQeOImYuPIlETF221SpxorX6bZApr/nzGxdlq0cg1/"
        "n52XiFwYNmWLiJzOc6H5PMjgqU3dboA26RJhaEZX7nkhvL7YmW4XNaPyYSCJ9lfuFRFUJjfhWTm5+kdIB8MRWzVB8oG9qPl9Xsdm"
        "+oGAWgH5Ey92BtIDeSSGmwaainCLvIAaG9IVogaEPM3NExDk4fvvCpeI0+5/ybOP9VvPywnCfmRj4hq7GIVVWxsh8pQv1zTFNaQP"
        "E5/Ij1KC7Gi6SBUuCStYzCcLCS5R3snpWWpT2ndQh3R5Tep7AqvztV7xcmfGAdrKnCcSa4/vvuk5YBussKqx+pDgpYMfJ0NstY1k"
        "UwBtyftIB4ue+knxigOKWTMO87XWbonR5SPmVc0mbfwvambvzrCQNC28mfutwHZrzAKeAq5s3Qpnsfb7R4h4iYeC9AfHRghxiu3K"
        "9i/RmSG1Tno3xrYDV3umRUVv5t13Tq1Yf6etaE7qqqdZAQ+8knPeSTC/0D1lpVQhDF0rtVzo6mOvmO5h78XhjyXto40u72k5QpG7"
        "iC03lrj1LtvzFIpTw5Ub7NWKiKzO3VtKWRm8AoUb44Qg+ZDPp/sEI4SG5iXlvMwa+xRgdUHq05NxXeA6+llKm8r2fPX2rnKXLfGs"
        "6zw1V6fFVDX2oxMm6pZMV4sQd7OP3AL2ZJRpi2perBEIF5DLv7kXVjT3gos8r07itSmjUel0sZvYcXm4LfSWNP+iq1dBq7P/h553"
        "Tz99McdjdLm86si3/UVl77IqPHpbHrOtbUZs68+FlCtW8TqelVVHlPL5illxOW9rrRsSnx1Xu5UvWVfGbzy0UH/lBJvIZmfmjDip"
        "xlLa7+/PGt7qUL5eEc9J99Yec9RxL4zMj1LMVF+vc33bhZvN2hLUn85tqB7tWpqtmpMnvyHIKmrms+o6A9SMXbkTCVYXxhb3XHsk"
        "7E9uK2p08xlv8XY+WX68SLN7i89EZ1d/0aL7IWUzWK5eEQfatbaJmriaH6bLQ2Xc9rFavr5LUnSfwfgqp/7Y9qHx4yPmFUu2Hc/b"
        "WBtURAzRwcMRGVUS+6j4S+1NTuLO7TwBqyROf6Vcl5+gS5WPBPSPzld31AnNGfcvvpyZGJt5IfnLa0GxBzSXRPJW9dWGMT6rID/k"
        "gedg+uOE6UHdm3UDe4sfydqKfnTzkXkzGC5K9mxl0rm4sb2FVUUrmny9LfPL5rJbkmLNNmoWTrzcrFLIBK36ub63MisbFAt6Kffq"
        "reer9/9dvfF067gq7XbtwnuZ5jrw8vsjgy8C5OOm19vHhNVJ4uPvK/w5V2Zrzj/X4ymGiPo56mV613zfDL7enZOcKy7kXHwSX6VZ"
        "wNC0Hmsu2loe4eHLkXgl1z2STE/s/rSnf/hBv/5qUZIbQ5YxxDg0MpHXlzTf//mqg1UNV+UcySqZwkefp0u4yJ6YW39xvbK1l9de"
        "/ZUv59SC6q2KiFwrre3AyMs76pDhzngeX3bIX3b6km7DcESRqjZEPr6oren2/dJhXtXmeIY+11t31V93RDxyRKRYrw6rm+MUktke"
        "v9dPV7Sj3ndCk9J+8XPR0BdXhycup8rezgu4xtAW6NXTLo7tVnZ21nemYDLWXH891zs4U6QreMh2nznWmV81sKOZdd5S5kqL6J1I"
        "JkyMfvZUzRJ1y7JVA655e7mSRsV5dsMJbcjziGd31cux1vXZVbIn8bKm01qiRne77Bieokub6sbs/NtpZ1gz53KYw7qXW3u/1tek"
        "DDXFKzsao2tD3PjjMzW6fLWW9Shp7fG+i8cTb939dqI2SJ9frf8pKDlT88JldneKcvgad/h51gzObIb+diVjkVzb0KvbHzfaWXh6"
        "vErBEVt1ujF6T96JdUoac5RoOEPDsuzO8blWa7Mr9VuTZuRbveBsf/GsN2H9161xgjx9bWNRS0c95aGuQHsHt7hTLV8fOLz3WEVE"
        "SQzn1iaNPkDHnahprFOwejoe11YPlzrdqmPrL0m0rIoXhTlDC6s+vfXDj43xfHZVpf6URlugvDTl87Fd2oHO4jhOVi+npKGxUxm8"
        "SJNwqTdlH+O7zsKf9LMGVpVel5UxdAUdyS4TL+ZW/i1CGd8ruVbn7nO7RNKwd4xdmKvdJ1endCYkVXQu0/D1hCBZa4LOUq2bUvk0"
        "QB6X1NbfXVw1fL6RFRcfkm+huUTTHZWPLKoa5XzdWYFmVS/R6AnluuoeLXs0mlM+cb6q+8jVRyHTUrX5g/E/+e0qwFMUju3iDQ1z"
        "O1i5vQvxx6W1PthFk1w0nDw/bpRV+NW4+0CKa7Uszb/3vc56p7EXY2p1ijxGltXS6Hpy1WNG9c7HEYVXX07ZOvh4CH9cOvUX8/R/"
        "C9Ef8NVdVz4vUL8IEMXrrzZ9UValUA6v2rszZebD3vwJ3dK+Jy9Voy+VVn+rXRjSenF8JiM2V611UqiDy/uSjvreuvOIZevSmzkY"
        "UpG4KfOFmuXZnTI4XCQcHs/q4ZSyZQXB7LqKoCKVZr7/GOeHC+MVE7srXPQlNN2t+mTzeM3CEc1mUdTL7OE6N6v3Hng2lKWwKs9o"
        "XJIfBQyp3SwecYT5+rmM/FSVbpNyvGjo3v6occ7V5u4F+oHwE+sfbdP37Ij5Mog9VTWS8kC+CP9clFSHNB/nhDCeFaqDXRQ/sMpV"
        "SRGqW1eLZFsuRFT7MM4l4k+02h63mKuXCeP3P+zVb2fICipPTItJsJK93CcaHzjYL4tWrCq11Gf76DKHkp38xvz6NXr5dhmvo8HN"
        "ksUV62buS7DI1YbEPFnUPvrFmU42L49jnXSvhaWdPrGsqPcZRxXDubpE71k+cMyXtd6/sVCp1gcNTR3SFFUpUsq+LX1S5JvtyDmX"
        "+PxMX3KE4sl+vurid823sjWsxX+9N4SwuRJtgerh9L6x3TkDq4TbOWW9m+t8vj/qrXWRB1meGjvn8dP6b3Lrdk5sv2+l5/ro7Ief"
        "mt8ajTml4Yw+v53Nn3jbcv8ZScO7tcmXeMq1iket7ZrbZ5o5wjx9N/65uCiBItbe1t4LkI9xst7doMjXzQn+/t1tepOdGt+56luq"
        "kUUqxfPKjjrXgobWhfpvE1IK1ckbz46l8IcaR6ufSTaFmBy9VyXmuCfuOq1UhyjHdt953HFqSPeQxaEl/v3A4DxfuRf5ITs+doh1"
        "pEof1s6R5r0kuUXYP4rd+HT0M/Eo6+w2WdbJ+zOtOFxxw4DfzTPnlSlfKV3aH9wue1cvzh++HCTL1Nd7Kntb+woDoj6baGv6saRC"
        "f+PkuuX1OlZWXDZds1n1pLBEniS8XoL5hGRW6Uv3pOQqE5zOJnyd83BBz6rbPwhkhIDe6kH2kcQrvkr1ImW3t1Lewd3DKT6+2S1o"
        "/EvveZmKxIbBxP1R/fqD226apy0v9tFbMXR5wwlOz0c++yqJJcQXmt9Is5SViE9uf7Kh8NzDFE/By7s/fYg1P+WdZF32ky1LTl4k"
        "4bhceHKuX5PU1vQhLb+qNnj93o81JtdjGukasny0xmPge+Fg6Q1TFzeHcZNPthWq1fH3u9h8VSOa8+zY4V7CjB5FVlyGH8WEHzS9"
        "/LPddx7kY0Mpri7T3fYMH/V2djmbOGP44wBGye10y+fvZne6m5ZCtKopzfUuIyNzH1xg523T87Ib5zjIsiUN10ZirYOfbDxdwfmr"
        "6gve8hc1Z1al+d8jf641k7CLBg+N9ykSLIZ+dBveKwyeYRKjsbimLKSp18pHZohV3cK80vuZIXgsFgnzCsvUTqrnDH4FRzhjfmoX"
        "a8rUO76UhtzoNfZn1HaeYylhAwe4qoEtezZbep9s9daSWhKntn14Ck2LLyQf/jRtJ9Gn3zSQnaFKdqwZoYkv/IBtd8HySuZZxZcG"
        "er2zcIOvuGz+W580pl5Yx2/+i9vQNa5/l/+GQYoy1uXBoS1NJbM+aXlCq/SB/IhmiTvec4j2GhHYy+fcAe3dxSvPckm+MG2CmBB3"
        "Xi52/O6DYH5FkvN733RltZuIurxIDbniLnvl6HTEdseVtDyuON78+ebZfnmXd9y0Gp2wpUT9GeX3YsSBMNFHaH1zhhfbRJ7gKCqe"
        "K6T9+PU2GcRvRJHPTYob0uXhnsvFi6KzUzD5bX5zLDi++jL7LlmyY5pWad106KvUyHfuL2um5W3leqxZvm2WBfLgvF3aftHiHEwx"
        "dv79Uuiw70yRihR208I1cO9YuB1S7ii2OnJZcHeJzRqCs4dFDZGsqndWlnxyeUAFnOdDM96hWXTwdzlb9KlsxR/sA6d6i9GnIG0T"
        "yecLKxQxGfH/uG8kXnl8m+myY+YH7hc77oYCg5ZKwt3bRGtR+J5N5Opst0jIeaMrgzuVluLZdvVD7MZ+LJ+XseIGP+s5N3BZnq3S"
        "YofULJA3pQ0O5EWtRnNOgxxTgvisSWKNKeq5MY2aCIts0KVXbPPvkmy6yMEeUN9Kct8ch/Stn6OZRzGL1VzHXb5IAdgVPFOlJHhF"
        "RaLZbMzz67DjYSRnqQlaSZFGOtqM0mm0dcXkQ6YtroQ93xK8+RCgO/LEIYOmp2DeXVPfaNTxL9zA4zaYyAJ/SiKtH4T2J2Q13YAr"
        "Ey9Tb1o67JgSxjQHZkQp6gBawq0pImCBEk73kSOZYhQhCD+qSS3/GDXNkGIfQ7CANviWqSfiIa1BV6R5Mpc9wjAf6OZicwch1dPO"
        "8rtIGx4zkipadwjVMlMRqBJDJESiFP8OLJ0LUkOF7gIoTWKHCCG6I0nKRIqFf0LN3JmBXaAzEpiFpgULQHisuUBoFkZ1l/4lDCxb"
        "DCp9sLeIZLonzAstQYVrMFSAlawGlNMo6gDDCPFj4MB8KxxbHIiVf4bCxQTzuwTQ5YXg31qBpXDLGgDPEpKkgGIDTf0ARjDYk2qJ"
        "eVJRuM8udR1AtsHmGyAEwCiFdBmsYAI/AFZiRAxKFQDKYVjoCaQARoQkAJtKkdWQJR2sXELw5JPRaIQqAsgHKAgHABKiYhjQiTC6"
        "g4RIEYAuldp4Y1G4RSFw9ibQULACmKIOhFQmFcDTAFEIAQEEh1sSAUQF5D5TOyRtB6AdhBAqN4cJI02AaUfDMCqAMAAfgKjzDHyI"
        "giGoI1EEzEAY1QhlbgKYTqQcAoBKiqQCIPwzCnIwYANmo2AZBKEYmUmlYIBq4DBUA+p5xb8Q1ABtgIHIoc4ADsctQggJACYcBvMM"
        "PImZA1KpgMgF1mEGBkU08CGylIoC3OK6doAhRAAIFMxIx1AIhAKMb6RWBCaClyMwEQMOMORnaIjfG4oaaKERYtHwchQ2wj4C0wAa"
        "6Xw7OkCkBtInnHSH4ikalKlG0EVlAjwAKX4ZUCG82yuIaOhioEYwBiFhuF8Y73BwEu69InNmeApkYAR46CTOYxpIJIw7wgCK4Uvq"
        "BcBZ3PPP4JJo0DRQP4xoJIQ2GJMJpeMWMRhMgkAUIL8CSSKKUsCrnpP8UWhgohhqFAJM9FfQi+cV/honhYz0FDUs7a9y2C8A9dX/"
        "UPiXt7hn4m+iWKqha7oh8d/GyvBr1BQY2OAvkhj4J7wLU1+jukwE/Mwcf+kDveZzcnD/FXrD/2ruF9q6AX4dz/4sje8OqjE3o+TS"
        "n8V+D2TjW2bSAfG/5+n/w52vi2CTUcD/TtBfweA/BO3/yWEB9d8Z9397aPCG5xHoGx0W/IeD+b858/i9m4lv0hn74xIY/N8bEPj/"
        "8Xvb6R8Lbr83"
    ),
    "cl100k": (  # 22,477 four letters known, 13,806 hash values
        "eNrtmH9UE1fax+9MJskkBBICQgSESUAMSCGgUgTEERSotYI/qlYtRnQVrdtSxUoR8Sb8GkIIwfUHVYQhUo1oa7S2L1bWpmABs1Zs"
        "rdXaVkKwNqJ1qXSVImt3Brpb7epu3z3vOe8f73tPznAmd+5zv8/3PhPO80HA/8pASfYq+W0PEwCD//4ZZsgAQvzPabT+U/zHDfw3"
        "RMLZVLFfJD4xHWz4oxp2iL0gT4rITpDsZ8RC8kk2q4f/wJEMRACk/zL3sAaISADKSGQfR3DA+bX9D4eE7G02qwAl0eHsR9KBTJoI"
        "8vcjxSGiBqgVSJlEIJPRyIHTP4ciAY4/6ixEh20SwYeKAqOGfSDwkfAS1kWeFcEAswtnOJSEtUkFOMSIAdqRdV5gZA5nJfJw1nFP"
        "VgOAkLlRDG+AowgTUg04cFgaxFWACcI+y8QHUgKbzkqchjNrhl0kmT1dJEAOwEqIS4CEBKkEK70auBMoYsWFw1UaA5B01g4lRHBk"
        "NIHOByJPIJUAQoKx0RMZQawBcsKriJGILGIvChKlWHVywPdkHSNkCCrxZHNGURxy1AAhQYJVyKilEdSKGSEXcpgtpIQXE1EESJKR"
        "iABGLuBGQpRm6ywIMnVGWNFZJAJJTwtmJFAOM88jJBDGEEIUzMpiPOHj6GiAzociCZCmAzNACTkGtQjrGw4IYi5E5gNONonLgNYK"
        "KMhVYWLIlBBq5CpliFIiwWnmRiOjOCqFewfwIX2YAjqPKNQIhDyCy4UCD3k0CVmJw8WGOgCFu6ugP8EcELoO4pfZw5tl5YLEWcwE"
        "EPIYxzGFZxGIUQdLkTaakegKeL4EkFrD4oEwHVgk7orEcFxHsrWKYwiRjFHbqzhKwJzjsItiFXCF2HYwzohTFo4CqCAHmFGAmjmv"
        "8tIP47Gk0g+GWRiJ3NREDoEEQ2GuPHq6tlrPzYSMNRI0DxRZR08G/kVASgvzoUAmUJCMxBUEmt6BjyZCOa2iKKAAoqMyoFj8URHk"
        "EFouKRYAdIF2nQSR9iEWgNGJPKoFRvInamTy5YQ/xGvcCSfQZ3OwliSqyJtAudDtFAxtqHhOhkSt/wtFLTejSUKKnx3sAUBsumIp"
        "OGkZleV4ClpdjPwIUjhZEb0S0n4CdVY6VEuEBLY3lbscokWUF4FfwyiLQP4JsFqT6MRiWPEGLZxRz5xnpg9ujwEKqea0CTG38Cmx"
        "rzw4A15LBx4WQM/xViTNptoWESXj3Kt5y5U+xfhSwAtNF2QL0JZkinqalnKtmBnEHa/QUxwH2KiDpLlw+WjKm4xeSBXFwguLodko"
        "yXSIrR0cYmwEItgoj7YDpagiMwuUq1SgN7061RsR8miOV2YQVlTWJ1AkIuesyRb0mWrxicjQZFrkVaLAQbdZEiz9qKYEeXefq0Xs"
        "gYS+j36XCyZbpE2eExiJuOEFQru8fmZJj9xnO3ULCVyfLbRzDC1cSucBA5/CuE1kXFHxWSNnheIFqgUcbl8BKOnG6AwFlWeMHYT9"
        "Fs5rPas7dL7EuKnuvj/Jo1aWlPm5Z6o9qW5P7aFRl1PrIrWzfxB4NyiXFglyXaovjBKRLXTiZ1a30fJQHu2K8YmXhK15kUF3+F+1"
        "FYtMLkq3efWKxcnrfkDm9qENuLezZ3FZyxr5uGVFMm2P3L+mOqcKU76q7+O815pkpkotHi8CcRMZXsM9a5Q7VkzusLnHHFGnN4qX"
        "Ry3TUwOaliHosHjYb/L7SjiE61RC+II8elVRfU2dZc58ip7Ma/yoJrVuQmyAwrDTrJxedNLpcuJT7Kq1EybOt4p3y0NLS0UTk5SL"
        "edd+jAw+tsrRuCNMGwDSksqCryZ+l+8u7ZM27whA96VRtokHj/DetOm6Q6T6kCH3tzPrdzvl5ta5ZdoPqmLrTvvFYC+v5VNGF8er"
        "+TZ7juAIR9bo7Vi/FQsaKPMpgKbzQZk94+izHvKxERqXtMBYdZGmufJO+vTCXgnPoakW1BVql+38+OnL8Zjox1yX93uQmvKbMDi/"
        "Y+qhwPB72jBZCfG+dPD3RHh/qXX/GP9u3xC3F+Wh/lrbkDTvznrLF2MciV1ltg3u2m+MSsPyWP8GfbP76tvf7rZzypOCdxt8jbG1"
        "2JQh9Mbs4sNNozI3nZhpczdXBsJq8YHoB6d7Bytkl7WO897XHZOc53ZBTrj15NHf5eWUNvmV26JySgZOoI72pjO1/cJlu0QR15Tr"
        "im7kjom6MGUwZbam8AG19wsivI5ISHBT54U6l7y7qn/8DkOtUMtXuonrowpKNmcLfQc9uv/q15j4ZXXp5uURF0saarvlfvqvmt3H"
        "Ojc22Dn72zc1ci4dnfp1iXAIrGkpvvX90/Z+UYdtA3xrM7U7uSf6ldPKvIN3BhBT3xiTY5lzloEQRyDlA2MLVlaYa+JOzJloaJT5"
        "rf2I0tQl6ZYquAm0Mv/dG01j8i6s/ez6zWtteWU7Xw306Sq+Fa/pu8+zv64KPpYED79HOVKq07q6wwtKbuXuWU9vaHjjeTrlHKU7"
        "FBSx8M3JjSt6MvTiIck3xskdfd6d7asp3SZLdJ2punnRmll1tqqnHBvjOxxvfH/gz5T++cC41yvCbp859mBHU98Ok8N7IPVA5Og4"
        "jnBehGJdRdZx8f3cibpDryvsmo6sL0nt1RC36D/F5Ox6MCB7vz+C6jzXnJIPr74YGN2lCfMrpQdKbuSPHdffXqI/oGxdluv2tVyR"
        "oXfmo/fvbLjW9KKJU1dm6yEMr2ia3u4+mnFKPxS3ftGOmX182D6fMtRZomtbgpqxgQd3zVXjMu8F4LY5IZWXtunTFBO2kLfvnpVf"
        "IX6yTOlt2eTUH5hUNTVQd2Fs7N3KpoG0m2skBvvJ3es/uvLxnqrYLv5T976JzykdPOE7/kLu6W//pDlyt8x/izK8q31d+FOOgVPn"
        "HoyNvpNW0fCXw6Y0s7hSfmqp9nKOT1y/j2Ww4HZnra6tJ1I8qlB5MmmFm8HtRsDqH/+rJnfh9vbPqw1dRz+oaznbjN1w7BgyTnDc"
        "e8nZMk925KXLZrfA9VunpeZdCXxf02Opea8n7WzbdxMN3wW6fPJ0wbk/mofE+16o0fdGlaydceZM3SbdgoYwr/rYoVLn5FFr+rNu"
        "HemEyQVlV7fKTx0pd/pxB3Px01uyo60p+m+8Q3rSgmd31Sc82DUrx63/kwkN72TcWlhrbn0nKDxlX8z7r3xfsLei2d0x8LtKdVx5"
        "54IB3VYkqqs9e0g0MLjD/NmEzPWbO673E403Q2q9X3t6Cl8wYFbklTj6ppjvpDTM3kcXHuH4vAPWDh25XFNwTBWrO3RCdKHqzKGp"
        "o7VfVRze1K1aWTr4YwCxQUmdvWk8lwEz4gIT6kqb48c4cg3t+ZPWH1u4t2HT2MLnwOGufYqrz33c7Lvhs2N21fP2uXvLSk7Ka6e9"
        "Ffr22oNL91J/9VzhXNnmnLe/8wFl+ImYWlkScWp61t1d5u8nmF796Uyb5qCuh7id8sraKePWXCl8Z3C61Z7f6/hjh/ido77jOSfv"
        "8xNy9E69S09uvM4eu/3IxSutaR4Bu4vXJZRHLeUPDHgr5+V3dFbS7ffKvtpyoKDuD/EFpYdiDY68SdH9S94wX1Jue0kZwEgs4Nbk"
        "CyP7Yu2mF+szvy7vfG+cG9agPBWy0feweTBgpXPS23aOqGchXdkpSSjROptnOS96916MVNyb0tFyQbDnAKlPubnqvj4ruyx0COvt"
        "G3PNMYU+W6+MCG8VLomI/uaNgfiA7mcyGnsn+K+9eKa2a3lsBh2WUJ870dQx4KH8ZEtl5TJ608b6c39dldC+yywSrI9x61ynNl1Y"
        "bXR0Ze9LG+v27MHwB4W9uS5Ev/Tapx+YUrrguWOBbmka86lxG2SiiqH4TM0Um4OjT3oZGra6b/6sbclhv83TS6/+5SnH+qlnEjfH"
        "NPbIwhfOi/6g2Nl3Jtbpdd1RR/dsMesPpIvHF8q27oi9+5Y6PsMxJ0fbGCdrvVjeuwzZ9tUq3F9juVXa6xzTsmJNUXsancLU4pin"
        "wz7fGVbj6gh1g33Hgz9MseonrdkzgxZ3asIfcG//ILxomdtgmXpnwSWh7n6I26iDTadcjuafoJzPd9tabWsviVo2QsPmqrgKfkCu"
        "6KCzfejrSY6erWUzZfXl1yPDdoYG/8R9dgCdkLfD0Xeit2eV+ey7SEB4a9w7H+durBjI9z2WuVS3Ly5K/E31LH/Ozpr96mVjVev2"
        "Oweis1aEXf743Jv7H4QsW6LI21/S4BnhYP5VZ27IcSwsNnyubEkjDccRRQavN3/JnTuZdPYyS/KXZYYbga6roXL3CtX8g9XOiQ12"
        "sc2+6+Czd82GP2tiPuf/1Iyrbe32HczrMtih/RIpf3uOYQFfWSAWrCxX/TjL0VdjcmymZ2tgeESp4faBrIkVzhjfbTHH9Tcmy2Yv"
        "tFWf40RdPSJKqIqdHtExMMX8YVZqi415o+t9XgyMub4nTFXck+vvzH5V7bhk5G13KUyRh59zCb9acjt9yfy+qIbNS+hxXZTuhELc"
        "tc9cu/roItHxG1uU1O8vX/OArTlU7UKNdHtyQfzoptyAxk8i2/LWdrTMUVQeUsXPeHZmHr9j/R7iCtZitWR+u4DWF1chvhxZD3cN"
        "b29fzCZrerSO9iWKvn9j+2Lgv9SBvKZRifi2WD86MMRqrYTX80HAmMDwtp1hfqO3Zbm1JU2KN10qcrtLavhBo0uR0Le5rTX+fX0T"
        "rpmW6pLuUYWnIn0Ky5t8nj3vKYnpkzQcWrOt5Q9lyVn0W2ma6K94rzcJmwq8D1f9YG/Ndb3+haJzPI3786LWIs+q9ypyUxzpfkrb"
        "PFrfAPlxgbH9rrkTx5hzfXujvHSHltG8UdD45Sivyy6ihIpsT/7BAT/lhjV4e4kG/Xbay0vdlLXTwvRca570zLQ3icLXqnjbUwtf"
        "wtz2C2JeLu3N8qH7FBT9BVy1B2jHS8QzSonQaZNlEUrnKGL5H6HJC7YuJ8L/5B593mvRLVFHtvdKjdoaGKJu61bow5leRxib9Rye"
        "rVTJkk2qamC7QIiiEK4YVQxg2Tkn1JTw0zlBwkMbPAXFFsTG0Z4P5fpUmI185x0/3CPrdLkBUhM5rz03XlrUmmXkf3ofwdVqQncV"
        "wVaTpmcU8YXFofm8lkVSoj6KBku2J1ch2pMAl/PrGzE6XTnDPCW7cAx0fK5NygG6uZoMI69JKVtkdndUNWjVqfbEaQp9oCYY4wUr"
        "Edxe5gl/R5MU7EkyT9+HgPFyk5OfanQlZC/Vk564yYcSIx/iNo40HRGhiAVDsw57OuVrYHsj8IsCXgKFqE2n9HOl7VIwLRLUL6gH"
        "x0HhLEy0zYXA+Xaw2G7NTNWuwnnVwpJujc/vkZhYUpIeZKVH0egzUrW0PDAb+C2Wx0MvMFaZ2uEBPsmBWoor/FAn2K+RJbt5ZInU"
        "VqHMzO1AZVRiOqFvADIBx3yMn23BCXymRpKHmqQEPO1RbuNKz4N4HkKTPDsiKQoMIfgl0HWuxic1HC8C6+IxWxYgMgmi0Asoi0hp"
        "Fiay8glC1EL6SK0qYJJCnrugRI7OtKIqHdP7+0Da9RZSj1JX8AgVIZwBY7axxKDjvFTtfo1sUyLa8+jhWAi2u4EsLkmKmQacZJpj"
        "NB2ITMBVxQmy8tQkQeAIfEGlNfkQAg3T2TNtPaEPQnAQbIVEItNg8hohsR/MBy4yKCGA6FMJoEi1RDtXg04kUYCEQbwaA1ZcSJJR"
        "QJtIcCVA0+TJ9McqGYs66mkuAbgkbgTPqYEwEcQYQXq20EhzANOkj2X68mmoORxgGFApUQrsA9ATEjjcRwKsgYUiTJc8E+AkBuA0"
        "AEKlAJVzXGwAMEIIjQTwaEYXGgK5AIikiJREcShRSkSQ6YoRKNEmArAKCFKZXFACQ6xMJCBlum6ISYC2mg1OE8OQhRYBFmMwtkjA"
        "LCBXQpQAuMQBwByC7d8RgmAaaQkTJBVhwRgx3SqVwcTEYWAThCiGJQIZMkyC3Jl5BFAIS5RYVoPagQRnFUAE99ToGYlWJibxMzVC"
        "UYQFKSQiGiZlJiBk2Y1wGMChKkw0jLsICQB0EIuVmLnxACQjCAFRkmUtEmIE+qEPQTBIDsM0wo/9VkQjOMYyp1RADcMnigVFGCDd"
        "U9mNMRZl8VjYxx70z1iKw7j4MyMjARSOMDdyBBwBlq4wKaPDmCnxFzKoYGkWkw0jkcOmgkgoiWQE0uF/f4pZrhpmhvBn3gdHaNnD"
        "LHQkHZZtIf/AZMZHuR57iI8O8hGuBwFz/sceRyohNowWJaxFRcwLBNHHskyMeIRssggH+RU0fGgV+ZB25BdsiT8EG4l/xrU4+Afo"
        "fNyQgBGJ+G8jypLHo82Hp5Cfd0WJR/dBHg9YH8kA/bW4f3y9CGV/MR4PismHxeBPMHAkHvpY7b8W9OsBnxDtX1kL/xVZfrKCfwPC"
        "n0TFJf/MuB93fP9tPI+D/3j8yxyeoIQE/8Gif7cY+y1qIfg/ORDw/+NJ5fQ3rvXudg=="
    ),
    "claude": (  # 20,658 four letters known, 13,173 hash values
        "eNrtmH9UU1e2x8+9uUluQkguASEg4k1ACIgYkdLIr15BgUHLD2uroxYj+Cz+qEMt1mgpPQkBLzGE0LHKw1+XQDVFl432x1B12gCK"
        "kVGgdWbsT4nBsRGdluLMiJZn5ybYvtpp1/jWzB9vvfXOYoVLzj57f/feJ2HtDwIeblEPaQeIh/WHPaxHQAIMPpShDCDkv0kfuxwP"
        "ZYX/Uws4ERYjvw//s6ljvh+V9xH1viA/Z4hMtIS6nw71M+mhGl8sOFHFcAAKfyTrB+fYgJjG6xr/UVjyx+lg9/2g3uxZ24nuQG8p"
        "kO/i4xDRAJQCUtYKshmh1P1O+g5SAMcfdA99zryuiO+lYTS7iQISn3BPeFXyKMQXhcNMlAv1lotDUr4z6MS5YN+O2usPBSgrUQMI"
        "rwYAWSME9UnEUYQ9ogEcAISsNIiTgPRKREiEPSslMcwrkcKBzldFQLEx/QggByAK4gQgKJDrky4DASTKcQCh75aqAVLozYGECEDY"
        "jSAgCgJSAqgIn/cu1pe3ACQZbGAlIjIgAoiCArQ3CTngBHkvHU5wUCII96WD0xwNQCiQAYWsWgZBHRgBuXBCopT1KAIUmzobbbW3"
        "FbOgHwRcNhOIy4DKgS6kEEgF2TGCRFGIAx5JYFDGSgULNewHhQPQUIAGedNBCxEPQNnUoR4QbN5KVuIiiMwDSDnFukIdgIaICouB"
        "IrbEFgSXIQpWItsCVEfQHBINcIIwKowAUQMIqkEg5JFcLsAD5ckUVC4EmQDoWVM3oHPZokeQIJhE4yH+kbf4JorLtogGAUDMo3Bc"
        "pAiigRZES5EexvdZRkNZc4pMA8JCwBABisxo3Ohzh2MImY3RFp1CCdg+KhwoDiUq4A8xC4iyiGg7RwFUkANsvio+xys8gqc48HCI"
        "WxCFhot3cUgkGgrVSMQ8Pb2XWwIJPUOg64DBERALIixAygjToECGs21b6IhUoZQTDyUVnGqRCigAfkwNFMs6DZBD6jFKEgvQp/Qb"
        "CCTMBewgSJEppjPhLH6STkauIiMgvjggygNMGg7oyqQNIaSUC8X3oLKt7gKBKEr+6qTn2vQcHOeXRwcCkEIploKTTIDS7Q9P+9n5"
        "fCCco0heDUmZQFNGQZIQMtheJ3cV4BnoYFK5GqNVAvkHwOFYwKBnYP1/ksL5LeyVUwhxDysxUXfaitj0XCAOlUcXw6tLQaAFMEUh"
        "iqx8ukdG6vkBTTy5UmZgJfIUhXi5AO3KoWEII0V02BEw/a16E+S4QUWzfq6tGplMh4DEJbQhBT6xDdosQQo335nLAdNmIoIkeaIL"
        "KEX1JWVgh0oFhgubckPmCnkM+kcNiRnoMVxRgvRRYju6wiJ5d1ZcNiPi6RUibMgWFC2t2WvmpLdySUkgqbiM/nkpUNulY0GBiiwx"
        "bf4lKVzVklfbzSwy0FeRyE3luAsxdyFO+GsYmY5xO6hUyD1v4ZQqAmAXEPWUAjrsueTiaHobDLsLR+0Bm4aecRolZIxf0eSv5IlX"
        "a+vCQ0s0QfSVIP107oDzwCz9wgpBRhu50CDQ+jV9MMnk6GbQpx2iADKOx/hj/LK1aPfdgGmj/M96akRWP5u4SK5Ylr3BjiwaEbaB"
        "YE/3srqutfJoiQHXl8ojdsoqGoGy3OTivNKd1UFvt0sfB/42KmEv96ZF7i7ROnsD1A0lRLtEk7jcUDemg+OwyxLouMEfqeWT/o+R"
        "wl/Kk1cbWvYesBctppk5PNuZfc6G2YlTD/bttynn1Zz04B0fgr85+uGixQ5JMxlXvT0+KUu5jHdNOyv6eLa1vdFfP5XIL3g9urjr"
        "z5UBUrv0yKtTUWs+7UyKfYP3mtN4JVZqiB0POKRpafaA81mZOuP7x1IPzAsfw9bF8WkLxz2rstdRIXgDlcWFdG16eV7UmCnsZWgd"
        "iXK7YzwmvlwuQfwKIlNcUHeqYbQQq3apot26JsGBav3KV/q3fJQm4m7VClK6kc923IAHK51TBZHRt/WicANzQup6nEy4tX1gzRRx"
        "62Sl+EV5XIS+d0y6bnQRc2eKO7O/rqE0QH/VoDSvOiGuFZ0KeObuF80ujjFrS7M5dSBlPzblFLo2v+ZIY0jJlqa8riJbQylslrQm"
        "V51uP1En+wh2DYRccz9i67MySIJjz7Fp2ypqOkw7ehMrajveRd1nOzrDbgmLq0UzVyvTDNe1UxM/TP8wP79Rf4+e+jGZcEARn8bT"
        "ZCS4X3x7zej0xqO7hHquUiyRJ1YZvikXTh4NvPJfK2ycwabtLyLTB7hHzavkMlHDqYBpzs0GF+fo2VKb4NKx1M/1wnFQ1mW4eSXE"
        "dQt3/q4IvvGCoDnbnfGrhWurbKMdiNU+xepe6ck3M5IExDg27d6GfbamjJaiJGO7WrTuTJ3uQJZ+hYKbcUpZ+ZvrHVO2Xcw9ffDw"
        "1Z5ietdzkcLB7TeDdK71PNdWVfTxLHjkHdqdYxEPXom+XDum3bPINbut8UnrEjMND0fNzHltTnvpcDGUjEtnWOZ4RkIacrZA4xZL"
        "8gHr/lNL1y7c1/vBDPfWNGfXwNeHVtKmJ0tSXuJGDZ9T3NtpG3nV6g4ZyDs0KzSVk/cEv+RqPW6feac8yXi4A2g695Z9CvQRuDi5"
        "TL169z1t6En3THrQbMqphJc/jowe1MWHxzDjtdcrp8XcOnvGcEhZvVKd3y9XFJu+HEe/GX3+qv1pK2c3bWyVm5/VqRNcx4qPmv6i"
        "XrN0Sp6LT59dTDccsIfs10edwsaOPuppjCz5dgrdVxTbcFF/viBu9svUl/cukJ/AOyPpw11bPjIdUh17rNV4MSbsLxL1WMGNrTKj"
        "62TzpjOfXNjTmDLIn3H7T+oK3t07kw9f1J7+4pzuq6q6iHRlwmD3hgR/99g7ffe4yaMF9W23j1gLbPwGecYK43hF2J5bUsvdF671"
        "99E9Q7MkT1aTqVmlPKP4+tRn7rx2Shuy9+wfm8yD9vf2d/Wdwq5f233TMtt9O87Z/bzsi/UyW37kppfn5m77JPJE9ZB97ztDOZ/1"
        "/FkV8Uak38cxVX2/tY1NtobuNN1N5K07c855IFhf3BYf3BJ3c/vw1klrL5YdOdTPZFfVFa+Uv/f+Dlc4926l6PRL2mRHlunqpNjW"
        "guiFgy0Z47vOl4tvfTC77XjxzSX7X+9+MyohZ0h9Yt3XxfvqTwW4xv5ar0ld0J89YnwZSR48W27DPe4Q2+/fLNmU6rz2NWm9kbqf"
        "+8Kj6XzBmE2xrdY9km4bzWHyWxWdb3DCAkDceMNHe6tulePG9ndFnyLnDk8P1YebjjzVotpQO3ZHQs5OoM+vh+biV4onlyYfqE1T"
        "+5dozWcr52w6vmRf26NR1Y+DI4McRXH/hfHQ9QPHXarNrpx9dbW/kR+YPyOub71txRT6W6LUs6pL84S1/167+VvVY2L9sx35Yx/u"
        "tn092zrr23N63fvGIWVfzq/WpcesXVbdehdz2F8aHk13Nrx5bPJjnJO3YpI2mzwmyRVtRbMrxTD9g0+6swIjmms2ZBxWrcA6xkLi"
        "n9fazkiYG7d3fLb5UMKuX8dXbT+Z0ude9h9v3lpJ2y4pX3lWKRmcnlhVc1krmT3CfoM9zZR8vuPCO5FirE353vrNk+Ntdye5XI8c"
        "dXFEXzxlbegnMmpRz6mFnj+EDDcGKm7NOFd9Ub3nEGJasn7jiyZP+bm4ccw9MuWqOx2ef23OzIRu4fJpyX/aM5a2cuiXxcYbqREl"
        "Tzr3D8oziltEGS3aJOgs4yiLtorNK5nnN+suv7TmnUu7baKiUbW4s5y0dudYXIObqguiEorrEqqqh2V+ilvSqxfft+YUwL7jCnGB"
        "ruNEzHMyc/1YWknn2043x9S9EZrXB6T+vmdZe7h2Xs2XO2e4Nz12LvMXMuOQTJyTlfhtjae8LsUTfO1aCDP0LGM6VCiZXk2/+GrK"
        "qL8mrcpdFGV0p8q6/1B3fRA5/tkaUQS0V9YOe9Kp0vWGswX27Cp4OT1G2bMrfu9Ud5wYut6KduWc3vvo2j3zSUm/Lu4e11Mh/MPA"
        "E9dGHhtZdElo/EYgzrF1HPU7VinbMfzkld7u3rJLoq7NevOnltQL/HCtWHlz+/jnj2haq+ryZC07rsnjdwl533J/N+I3e9urXSPv"
        "Dg+tsZ1+GwlJ6D7x5gLt5jpb5dTjihVGa6pK8ifZwgjOrqaDZUu46g0HPeMZZVnPLr3QX8OMxy5fHp1y0NAWNGOI/Vft2rLavaTG"
        "/JsyRwFlHpErNmYPVy63j5YyrpX24E/rzFciJ83XK5ufSVr8Ou1KauuSGN27Yxf8zWb+SpfSw3+vAy/rzXG9muIuv+vUXwQ7Dj5n"
        "foqrrBILVvup7uSPjkxxu59nGw0kM88ebY9Zt7jBow60z0oyX58jy780IOvLSrx8WJRhSZk30zM21dapzO3Kg9kbWyY/zcG/+HW8"
        "qmZIHTFcXrTafQnydi7Q5cjjTX4Jl7d/SYQuHklp27qciXmfPn+SFH/Vyux/xr5U9Nb1dBJP/8QVCLsr6AMv6BJrs6vSQjuWTmU6"
        "Z/UMr3N2BSgaWsm0xXkl23jOTSfJj3gOx9u9Q08xptcaST8Ofotb1lNfqN3iKEw2tk4ma6/UEctA8Ao3Z02nSsRvjwtnImPh6QZ4"
        "bQWQ1Ecm9OxKCxc0K8U9WY8ktV5qE/+N0kmiBNVzFUe5XXvFrpHZV60r9Jm36er3Z8k49bbmBQME+K2dYA6vt3RdhLwx5kiBLvlz"
        "3tYOYcc9/pHGq65urejax2j/dBcewUvcxs3T7FZo57upcLz3iZZ6AwhJiUz5xl+bNIXWLnAnBhnbVzLoI9CyvCb4Mz88o0ZF8F9X"
        "BylLt+Ld23XobcfGpeL4/SBe5O8Ylp6fO01V/VSjeGdu9YIo8UGBeuOZ4bIwZkBhs35uWbMD6CMJCdvouLlzQv2VnknYqn3QKgVZ"
        "GjKhrzHZErz0pmigPHhep8YRKbD1/FVhSkAITCjVzs8tt5GybL2qCfReJEWJCCZBFR5eWcW7Glo4UBQlPPw8ENTYsV6OfkDJjfBX"
        "FvE9o+HCwLLTO8yQTua88Lhf8M7uMgv3lRsI1KwGxsuA9wyl/wUZv12XUskzLg3TXJnNIMtV2QGI/iRQruK3tAOmUDnfll5RPRW6"
        "PtQvqADGRbqIJp6FlGnpQEdjm5XMdWXOVZgj50ZjvGglInQJgizzIUXD7iwmuxUhY+VWDzc3yJ9UL2hhp2lrGC1BdHgvh53kRJjO"
        "DtCyI0E2+Vp4xgrCVUAqUOB9RqVMYvVIARILdNk68BZAczGRnkPifAcodLk3lek34jxauOuKLuxXcnUKRRSSDtckRvELKSXcEakB"
        "Ecta0mAwIJW5nkBQVAEhzRV2CutqdTKeeHKZaJVDGNSE0aiMziwEpjYgE3BsjGSTHVfgCzpV21CrlASGQHMel7CANB5ip3gjCAEj"
        "lQx/FxQt0oXh0TgGNqRFOXJRUEJqqoOBcicl1WAiik+S9V1UmNShAqQU8AIEtXJenoNDsoOgKhUy/jeRFr3zExCjIsXzofoVlCJF"
        "TohqGqOoWqVO/wGgUyAIEoMyLkU1gECMYod2tBCIrGBKlDDKxcMpksQXwKJE1BomF+goQoiQTeA8CMBBtIMGmRwtwmuHeDQIAmJC"
        "T5BA9CEANEXh+kRkgtWIIE5jXAcupGAigJkkl8B1NIFbgcrCzvz4FQaQgJ2HLcCfBGJUp4agUCO0uFAckA4ER3idwCYCGMBVSpQG"
        "VgCDIInDVorE2rxQBIUgD+AUBuBcABRSIJVzJL2YF4eQOgJgDKtLEQvZMVokRaRzUdwnESq9nIGA7Oy9BghyERFASCh3gDwvkgG5"
        "EGOHaJx1ziF9UzZgwgGKsPcAiAiwEMhJiJIAJ9wEKPLxGS+8Qr2QiMQRH22a55BiXue4j8sogHfIZ598fyE+QAW9pAXzshqeCxA4"
        "ggP2LZxAIIXiBkAR5H1qhGb6cBPFSvTyFquXT/gQDeUAKIGJfLiLZF0zrGaBN8B0AHgIm84ERCS+g37U9ywOg5SPDpHhXtQkYhD2"
        "ZrHbFFD6tmnvCw8BRK6X4GBevagX9nGUgIdPgC0O/gOSBlHw3wFw1Ee62Jgo6g2fSX4PsRTfPRBeauT1hAcVTsA5/HuIpvCa4PeZ"
        "GXafdU1U8UF05yVyyPeY7EFah3qb+OAG9SNIx0ZJfBDj+VwR0IfJMO9vH2v8LrkfsUy24fiD+Bci/yCD+u4U9SAsRP7BH5zYeBD6"
        "4T+NU+EPUabhYWktSvzzre90oeSD6BP5acD6gET0pzEy+zaB/rD45M9jc/x+AX+a6qI/1eh/EPTvWPBf2Sb/p9EeDrij4H/5ov4V"
        "+dTP8/5/uV3/VxcC/n/93HX6O1ZDnEQ="
    ),
}
_FOURGRAM_WEIGHTS = {"o200k": 169, "cl100k": 50, "claude": 64}
#: Words of three lower-case ASCII letters that ``profile``'s vocabulary does not hold with the
#: space before them and that no other term prices as rare (two rare pairs side by side, three
#: letters no fit source writes): the registers of an assembly listing (`` rbx``, `` rdx``, `` edi``),
#: lower-case acronyms of logs and shells (`` gpg``, `` lsb``, `` avx``), short words of another
#: language. The pairs price such a word as an English word of three letters, one token; the
#: tokenizer spells it in two (`` r|bx``). A bit per word, ``aaa`` to ``zzz`` in order, zlib, base64;
#: facts of the vocabularies filtered by ctxkit's own classes, printed by ``python bench/bigrams.py
#: --short-words`` (run it again when _COMMON_ASCII_PAIRS or _KNOWN_TRIGRAMS change).
_SHORT_UNHELD_WORDS = {  # zlib-compressed, base64
    "o200k": (  # 7,735 words
        "eNo9lX1YE/cBx38XEjhDCgeCCwVJcDwMU+WlpVSra44YErSgUd7sYymgjCIvMlsmSuwSbSpUkOE2V5CXADIroEC1skAgiSWgPEXA"
        "ISgFFwspPC1KGgEDJOT2OyL98+653H3yffuFUlHpftmV0Dhv5pGXasLoefBfhS1DVfJJay3AFXNNzQE7ONUaRYrfI0qEEwAeJQWR"
        "CsI0a+dPveJH2f5lWrUU9VEsx820ll9tTxxv2LDQoKywA0CT/VW9JO2FhVW0HoCIvZcFLDOBTAQBALRcA+Ee9ZEPoCrP3I3+6te3"
        "4b3xjkpHKYZcAZtY79/udqJSmRiPXxpV4DMS68uxT3fNCN/ZgwDw4Y08Pct+QKDqcQNAX3cqRjdbczmzHiAii0lFqHWBlKSbPwm6"
        "ZnOHGIibRtq1SJisdv7oi2DZ7r6D4VKA8GW9bh6pCeG1h8/aG2eVlRQIGtDdcUnHUpbr7ACGQ9CF596Uie0AXmgwGgRFqNR94pwt"
        "0sE/AxypYHaToGdAkI6uyaF/SGVjbLw0siDZBooZVF2budfZrSOE8tHvrcqZNu4X0nclusbgW9+PfrL4B9HhjjlV81X1+Zq0xb4A"
        "Ex3nB2l3DBVNqqCib6GU2utvykt/GX+8LllBOImtxMQPCZWNAtOsUkdHwJ1H7UIISrBk672BRp3bRoJOnYSgfO0aqPLivuizI1Bl"
        "JGc6gwpBpcA3USn9U2QkDQU4VLQ0eSTGl3MuD8sO3zmCAeB/Q+xb7NDPU+UjQOqVWNx2+y2553EzFYj4jP3VXE8OzIDn0s7wyIT1"
        "GHOwdLgdABdQAGolEfQ6nIfgUNFRGZMXBRUV9jLquRWkojbQbP2nkQgVKiqEoO2e51gU8Ao0nBaSKMnJfDgYDEFPTIupAEO+w/wu"
        "U0r5z35H24QBCFoWRip64qJWBEHjqrcoxGplT0ag8nvvJjn+V93XfyNGdeVHFgGKW+aam6+WNxTgy3VOXXQ2Y5e041JfVyu0/lbb"
        "m7WbghRl6UzZ9tcURGg5enjcKpFfszd+55oAFX0FGqgXR+LgFahg6hTMo0xpWIagK4T524sDQ2LuAMDscqbEUNE7EkJH59EtJrMz"
        "TIhNURL0koEEhT89fUNcF2jfz2vKB2sZ9WEX21Gh/AxRdTap6Lzn0rZO0xwDviBXJQSoCxoBauuLdms0VCgILhvVT3UehopeoyzF"
        "aY9sRADuP7w4mbb4VP4/mNEzxr8ovaMnOz3ynTG3bq5h2TxX0/SN+pAkJFM7GARD3vfRbTKjMhDKmj4n2JtA3YwNElk3bRkVcJnZ"
        "Yaug1Z8UHTKuHG8L287W4P+uO8XX9fskVTkAEnS/6IHeHef9XR8/JlznBT+qKeglIGiHSfecDfbo06phF55J/Ao9UknrmwdI0Nfg"
        "SzNjV8Qz1jKxipyAhYWOgKqsJY98J4DFwjKlm2/wqLRESdBWzeN34MNFXs+doaJcwxhXPT549BgNZd4jciHof2N96T157gZr11Yv"
        "5oaCA18oN6Q6tWlScD3KTMxvDI2Xy8UWt6CeRVNT83s7GoLC6q9uGCrMKy48G1fyOPw0BMU4e5qTwDYp72BPQVg7EWA+MXpzOaFS"
        "WOb0845KB/h/oPU/TzyNYV2wAzCjpUJv1+kyj4eOFKoto3EIoI5ln87UDIb4AOQ5S+dMlonCLj5foqWH27usWn9xdZ56xEyyTD+N"
        "zEPrY5ZWjALVXZOOmFq1Pjml2IGYVgptivLxFlimFdOc5bML2dB6wmQgTMQHOsL0mVq9Ok+j/7TNU/ySfazN+sxhi3npZZxkASp6"
        "x5Sr2jhGdHqcc0RBAgQ1mzuP+dJ0ElWWdvAdtvTzvm33zRKDpLsipUrYUrw3ke+KaaCiJ+SNcb6c1LxTBuvQUVtG5wXn+yEovPBK"
        "vKsOdq8qpyjAauulTmOcdfgtvUMvhcGAH5UWhimI6VkHNOxF7vTGsvTXYUavves3M9VGZrSGYmxvHIetT9oSa8k4OT/OvbDLFWgX"
        "TB2ve042LrU62uZpea7GVUZLNMxn3h+Eg490MHVkRr/kACd7LZ+RjUJLlB/f9JO/0XDoyW64o9auwB/8OYvL/7HGX3E2Dm1DTr53"
        "UKJq3PnkWEqFg/v1VNJ6v3LO51nfaEMfoKg9HSiGRj+Ae+DSgm6it+KKkswSKXCxiP1mXpbVqhIqrwl+/IVbAVt/b7X1ntl6MQOg"
        "IlvreautfzVPncQybH10jyaE3FEh2XpEA9j0Y9KVabMz6lat/Li9zDb4HHJHH1JXFYXWB6+EwYODbWv9j2NHFDQc2Mo0TKj3kTu6"
        "FSqKHbC1nspAJnw09yRqwmZ9CgRtf/KkmmKEZYpCzpCDv5z2a6Ze3CfVRKzN0/EkRLa2o/AIdekfknAH1MR4/+n7ttYHLVgk0WkJ"
        "D0wGCbmjySP1Y8O96aJ9MKPw1NTG3Vf2288KVPkoSs7Tt75vJ6ZU0TDc1vq6WCBqebn3Hwf8s8jWPzMuQ1CcgU8clx6t27/nj+9b"
        "wn/LKNzReNh6245msJ9y9J+OA8au33ZUtFYmckdjJCFb4DxhwKfXS+Zo29GFFckulAHYGA5Ko1KrNsOM9qQ/bm7vqgf/B6xFwCk="
    ),
    "cl100k": (  # 8,761 words
        "eNpNlYtXE2caxr8JSYw0xYlAhYIEkHWFtQqLF2i7ZuLmgh4EXG62FYPVAkWEekQQQ5lRqbZ70JZ2PcULRpGzipfqetSjBDK0BJBW"
        "IC3iDXCsItSqpDHAEHL59htiaf+D3/k97/O8ywI9HyR36JcUBW3fNAahjdTs1V/oZphHrofUdYfVbCa1ucd+cYwsu/1dTgIG/L/4"
        "NP4aZIf3nu3RnxTHtpc83i0KuTpB2q8c/u+Epk9PssP66lne4ub823VkzguHtCIZiOLiD6mkdqgcLMExYJSZoe+qdSFAQe9sS/76"
        "t8WACulrqH6FwrETIFT6w+UWL77PGny5omrVwfW3UsMi9gx/WaB8u1UiwDPO7RiRCrtUy1pJXzBQW5LSNXz8cL7duzvJwRogzSzk"
        "ZV55rGp2FXeL5T5NVPM4ZF0eOaIXUfwVN9YoqWBMUd7u45+Voax5/7TQgkBnegDjgpaGSmYW1DHehI884ZBq9HmQcLAEAFxpxAUI"
        "VM4XJGoL51OmjzACq/Zr4UB3gkWMZ1Oh51pFDJ75B2gubjY0h8saIl23nI3pc1jaXkVWV5SRUP+/6C7GOrF0Tb7DaqBp+syjHIdT"
        "xiaUKmXGt7pvWA3IaPT80NMLonX3Yf+d8IIGOEML4cN7GdVn1OwwzRxKBt/erlcfYKRQWh5dRjTRW68hUBUySuAKDnTFOozP11cm"
        "Ju+6FRkMsG1Dm/gIlAJhmjPUB/HxAj+cQKCVbtAdODJ6yxeLyTunDds/LUFl2CsAVKBm/7XL0Tpmq91HVKgQrz4mC8gFxNUA29up"
        "8RneEv+bVT31AEjAp0RNwYqVtcTySmKaovzuf9xG05+I62RHeNPwl6AFA1vXYnxkVI1A6wP2yNTBKrdRpaBQQxbm3TRFAWVU0ZAW"
        "gcpb8bmHeFWKZ7MEoTiYMlp0YDAJga6rm++AkG41F+h7g4bpsjLmJA2dzOENE0BEOKxIqO7poRRXbWKzV+aqRKqx55n1Eor+ZGN0"
        "Ta7Exux4tzz21Qa49LB/Vr+L1F1VWYbJfk8MTIFq4wkPwg2q4qLnlevNEwjUCe2XKtu6SVkX8PUoHORAvyUh47nc08HaZ4gkxJ9A"
        "zRzoCMBLz2lrFwo7VYa2JVgmd6PM8Hqk2IfKVCKjBQERRNJIgC2mkbWKQ/DUYoMaiCQgHtTUVawYMPF3/UuAjI4MNr6PjJ4S2tKM"
        "G2ZXAvm8nvFHOeMPdPe3fu933LJNH5T8yOm/d4bfolGZecJuPf7NZaghF+UZTZE7TVjHusvcjZaDJdLsPaqEDH54kgluvugGbSX9"
        "uOi9ARgs2hdgc265Jo893kI8ri1RMJ3rNx6dBgChFq9O+nEgVbH8S0t6r3p6oEc4bqy4SyLQERY+D6ZWDuSUU4TEQc497I6eNnOg"
        "Gd6AyEt12p+6+knovZ74aXS0wcWQztlt0tAUEkVvtz9X8QUaMnKz8U4xFoftC3w+Y9JoFw37bm4u861aex0Wu0E9WycOmF3NbwTG"
        "vFZxq4VWZyXaep1xA15+aJ5ks3Q6rcMnsnMcVUNGPo18D45pmPOw6/M90GRId3BG33yXtghKHv/0TuupD1yQtBf1X5zIqE63eT2h"
        "q/+K4U0o+l8ePkiRVnjg/EwUfdDMIad/fwBPMFmmVWkYX9lbUJrXZFoUArDnUmYGVyZemO7fXxi9lMJYPG6qTK1kDGfUDCF5Tpti"
        "c1pQ9CyEQ+7okVF0uW6jvgriAiqTk7U64PkCFD1kzZCF7zCQJWmaAtifymTzSkXRfwXkeT0Ou20sjRz19uf/yG4zzO6Fjf57pHeD"
        "P5402pgfJmBIw2ajaWlU1okbMR120ky2HNl4VH1hf4JGcc+vCRkt1p1JC4sYLLOZXd0fVvL46EYHVFSXqqEtlBe8VtNGRy0+2rve"
        "EEp8hFpPLYARKwjr42k/CMViDxzf9Zm8AbLP1GL5i+Kh6ru5r1NAfvbNufaxa9yN1gktE3rHzDmgcH6q48n2kT7Zvjkz+UOjbMPr"
        "AY/0titvzU3JQqAT1uNp5QKNeSSvw7R4J+8vDX4Md6OfRXyiUxsV4gKRFifo4ovZur+dfq+//VccRb/w3ryIcReEmhOJzu7Y6duX"
        "9ZEG/T+cJDLqezZrnP2GXqbb1Pbx6Ah5mydSeIKr3f294yj6S3Ha7w1xjjHX1xSQOLRz7ezBGkNGtQ21XnbEMxxrn2p9oES82j34"
        "XOt5fHf07tZ3Jbc2LcIVWGE213rMCII98ynnkP1Vkc8xfXb974NfxUU/eyco5aJvjHLKYzEQ7G79z70brgoIQjEZfQ+kE1H0yjfE"
        "uwGe7G49X4w9DGm6TtLQHf3GsYM19f39vwotqEyrsN3cPI3n/JY3oL1B/Rz3+zxtycTaXoIqAV8v6eTmCUJHZ2mHu/WRow4yOSfD"
        "wppJ9zzV9fa05yYlIlAfv9eMaR36TuEwutHpIu6FXgpbrEFG8cyXoKmKpAvs/e60eZs9wN9NzyxoYSWEmHi4hfqwdvVKssClnrrR"
        "U0JLOgL1/44D3RT8IH9A22e6sWFqR5N27f3DaAoZxs0THpzdHljxintHR53kP0VikDv5QrN14ehGW3PvnK9vrgP/B+pKLNs="
    ),
    "claude": (  # 9,167 words
        "eNpNlYtTU2cehk8wAaSpJgIWFuRiqSJbFVdcpXVMwCSAwyUsBNxVCArlVi46UCgbhxM1pWrVLl2dooDxQruyVIdasUAgJ9YIMnLJ"
        "bgTkZrYSzSiSCAFCOOfk2+8QhvYPOGeeed7f+357vF30RT2KLZmpZfgcAFYU/VbRaNbpxm3PTz0izCYTik406AmyRPtLXu9KxFPz"
        "Q18LsBi/ujmguEfP6cL1JwP922zlE/eqv18QjypQy2usNtmV+aBwsAXNniZ8z253cI6NvSzwNQP+yzKhP6LmmIB7TCqDzsMqOxO+"
        "fbuDJvUfbat9R8qijSPrfR83PVxFL97PPsyrirl0aEAUEFRh/KaQv7uDzUDQW5IZX8c+gbIT3YHo63IS+4zXqguAq1ZIWJQA0xU6"
        "pN17IXhgK9Uy97mpTj2YBxbbisjA6W2yqO6/8aX+DIFsyM0zM4V//fBtxymjorbksfPDLZ01lbr34Nf/POJ2KPYbweykj+BlmR/i"
        "xlezGBCUT2eIJcUfqjRH2Lz3az0eUqDH6SGDLqpil4OJzfFpEPS0HTSXZbI92MRpC7YNAM5gOgC4klN7vhwFih9/0unMCzv3FxBm"
        "JYaBhvFskuBYYokYjuBjbbdZCY1KwHiDbbv8GTn2dJOpDayWAPB8OKW2IcJixHSXE7j3B1sjLup8ga+sqJyrwkpb7KCsMGGGHZRB"
        "pysq4xJODAQHIrTPDOl0CCpF/MSKU59ERzM8WFwIWmkH/Tsrn797wJ0WfOyWJOC8Uyw02im76iM+r2jaLtcV4e6RiTxm/FWOVy7C"
        "bfZ6tVsUneLKXjdY1d+KOLORU9wTaNS+Om54JdeJJxu6YDeanLOqnlPjkMxaAi3UbyfY9LDYyxEQtNWrAt3rJ1gyykgUo8V5TzTb"
        "nPkflBokEDSsg7XhskMV7817jPVruMvRl1w0CCFoassWAgNYh2nrjREfI1ZervsXBkhddfoC4swlzBiGySeGRbaf47SxaTF9UvLJ"
        "pPkujN5AcqbxUKuuPFUW+i4BdlZ7Zo7ZUHmzYMqIjrmEIcugkmjVXq4dFBpFkBMyhWkBgpIAv8vu06KcPsTdqXgR9D4KdC7hZwgL"
        "vtqZ/XtQEwVqU3mX35LUbXXsDVd27rmWoa8rS9QZD2VccXL7x2E+NFrolcsVznjN724vNZ/13yUqVUZAo9HRyPUWZpRaQz8xTBmd"
        "edl+GBq96WhNUqevG0KiAvvnx7Pn38qfFQ15/zj1mcI7Ybzd80vfXSGzHNMCbr5mbAJiNCRPrQk+fuH9ntQm6kZlyJ99DRWC2JQL"
        "rzQakH/HDtqBesAyDbgiyPcl5w5YyaPWsNCmhyoDBdpLgbI7uBHMeOF/9CJe+J3Z5BGnld57N7PUsiEAQQkLmPST7tNn10nT2AS6"
        "odoePWaiQEnc75M8EYlP2EQoKMK5/521tAEdINd1+maWoDB6HJ8UwDKhwfnqp6XsKNq5g5Pv2I1iYPRJfqF71cFHoNQO6jKwcBGW"
        "abP3Lp/uuR4sOTPOipOR+lUe4i8UWLJcLiHcgnvnYTU46MSRA8Cig//Qfd1h0dgGCQjq9pEEm2KUvZg+0HuabwMoXjJ2ZyGlNtm6"
        "6hVWuzGMrYfRv57WJ/qec2XTM2D0PmsMpOeYlwODt3ijSTQ6fyT/GDQakh7hbyoHq6FRxKHu6zNVaia/IlQY+VuZ8GbKqAkAOE+J"
        "VnIKlgkAYFiOHgDMbtSdx230su4mLWYCmAph9MBiAhbwVx2woBh2HKH9rkzWVSJ1+mazX1heP4Fb55JQ0rWMPjZXqlw3AkjPCi9r"
        "AKqijLYXBDB0qDJfrdl59OVPfbsmcdSEPqzJuBLR+KxA/GRkvwoaLZU3JAUEvSy3Gm3anEonFmz9TMcJakfXO/qlijuxbTuujHQq"
        "N9KLBcz4xtsgKIr78wunx45M+oo1ib88vt8G58mJGTZdYqgdKvCR8sPefLQRn2uhbrTecWpBQaz9GCn5UERMfD4zyvkivZxpgNH/"
        "wWscI+e8MoszodEF87UkGUNsmsnr0ey4v8K/zWOQutHTQd/JI9Q8ZlwVLuRiRXey5H/894GertfUjm4dDgyatwEgvlFIakNXfr5n"
        "FFUq2kmUutEfCuYtt7E98k870dkZMOjSEOuCNGvHhuapG42UDN97ND9nuyhF2IRkA265dF2ZUmuFrefUuOTQupZbX+P+bnzsmYi7"
        "S62n26NfbH1lX0KHKoTFp2VkUa2nqRE/lwIpaYCtd7uqyGpdeplyq6jox+qRY4vRbyPDQuNpAfbW/zqS3swI5/IWo+8HWByMnr+Z"
        "eVLqlmBvPcKkPfdXPUIxIF2MPmPu0vXWsbHXa6dgmWJoJ6l5Wsh+m6eXdEt/jVyepzRa5xIoH6Er2L3UPAFA9B7rsbc+eJZEE7JT"
        "piwm1D5P9SP9XbnCOAjqtmttR1KPotfRCKNfGQif0LK7ATvE0CgrbQlUxBM2Wp5pkwLzV6j+pHkzBReWzWVynx+V5tTF70OBLWL5"
        "Rm86TiWr0yet4xTop37/K9BLRjXd6cugwhtf/mY0EQ2g5omFZHV5n11qPQTd68xECv5CPaFZ8k3wRjtyn5paH9Qj/wdl3WiY"
    ),
}
#: What a word of _SHORT_UNHELD_WORDS after a space pays, before the byte that ends it (1/_PAIR_UNIT
#: token): ``python bench/bigrams.py --short-words``, the third quartile of what 6 shapes x 4 sources of
#: such words need against the same shapes with words the vocabulary holds in their place (the real
#: tokens they add less what the estimate adds), each source left out 0.91-1.37x.
_SHORT_WORD_WEIGHTS = {"o200k": 69, "cl100k": 69, "claude": 71}
#: Per profile, the words of two Latin letters or more (_LATIN_LETTERS), one of them of U+1E00-1EFF
#: (Vietnamese's tones, Yoruba's and Igbo's dots), that its tokenizer holds with the space before them
#: and spells as that one token after a space, alone and before a full stop, a space, a comma, a line
#: feed, a digit, a parenthesis, a hyphen or a colon (`` người``, `` được``, `` những``, `` ọdị``):
#: newline-joined, zlib-compressed, base64, read from the vocabularies by ``python bench/bigrams.py
#: --held-accented``, nothing measured or fitted. Claude's holds none. The page's letters are priced
#: for random words of them (no fitted prose held its price down: U+1E00-1EFF pays what its
#: characters cost alone), two to four tokens a word where o200k spends one. Only this page: words of
#: the letters of Latin-1 and Latin Extended held whole (`` über``, `` está``) were tried at stop 63,
#: which the fit prices with the languages that write them: 1 KB pieces of 30 catalogues and 25 of
#: Vim's tutors under 0.90 went from 147 to 189 (o200k; Galician, Irish, Asturian, Romanian: the
#: words the fit priced over their cost paid for their neighbours priced under), with this page's
#: words alone 147 to 147.
_HELD_ACCENTED_WORDS: dict[str, str] = {
    "o200k": (  # 596 words
        "eNpFl1Fr20gUhd/nX3V3H/ZlAwtL3xU5lVRZY1ce2XHfSlhCCaY1oRQTSrcYYUIw3tCH4IglDxv2f+if7Dnnjt0Hf2c0mhnduTP3"
        "zviFn/fdlXsx67uFdz/1j9/EXQp2K/dz3ncb9wub/No/rguwuyZWhfsNDOTenQzY4iRrMNifHoX//u67L4U7yfvHbaB0O5+5k/7x"
        "qQHZ+/em75ap+6PvPuHNy6LvLoN72Xc3hUtO+66FPS55JaL3VSJpXVLOfgiB9+WRx1Jr/PFsdT7JOBgKcxPVjvvHfY2fS2o9h2Ko"
        "pxDJMYK9AatYtm+b35K3qur3ayFxpwWm6k0CpbvwJo0Ecz2lj25SdwqfGz25jswkI7IN5Fbciff2ei/UVugufU65Ij4QS+ITsSK+"
        "FmQrmBtYGiYSzTzNaW8a1Uu7dw2UC3vhY+FShf7xlgq75xJYSdmlJvbuOwylPhnVpHtvhLmpzBAbycKb1HQuS0sbAJuQvE1MUpP4"
        "bmfEO+6pQrJCEzp4DaVrc8paKMRKtPp2LDbkxosqb1kPN6Z0I7DiB+UoGQQk5K3AHt1WFfepGxRcFZDxQIHTBlrxwvQbxhrQMgm+"
        "PdBXwTu0RDenmCLSXFImlFZIRfXF9IF7ARVnfnZmq/uKFmRY3MWA3swKOkAsTCoTL2nnFPmbeqM23RdxZ0xcJv+AD2MQ3wAWBXld"
        "kdvCcctcVCaNBDOX4GnEvZ6bBslD6g57Kpd78H0VvrKgoMi1QMwkjbOdZVsJk7wkFkJKfijIa0HFz8RK0POaA8GH3C+NszgHMUZR"
        "HVkn3hXj+BIPfK9oL5QLitmRaMeYJ87Yaqw3eBrNRlIO8brRB16zXCZpnkzouZLJBmmtjLFW0hvro2YocL3EkQQ7rOQcjWcmhSvZ"
        "vzLxFLq/NPeX5v5SdpWzM3651tcZkqXciMx44ZQoge/E3g1tvYZcp8IN4wINEfPbKMENFV4w1AqosMYWbUPtqKH2y1CRJHcSecEq"
        "bPAhF3BoG1wuOjoahc8cqrsR1P6GQ/BQAdfifSKmrlJeq5isvAQxV1WJogUqf1fVmSYJZf4OiauYLdBQZlcWipVZXymdgXcNuVUZ"
        "ma1SAq60bUmV90D3rnLaQJUCopL9lQ7ISsEEfiVadmQCq+hnn/AIunJ+cGDrfJbbRKxwedDqUBizgBYmlybvTTBIZovmM0zvmqPM"
        "kniCsmi5lV+JR7TPmMt8zPT+8KncDilviZ2ClZeMTazyvpLsyZi1vfYoeSPy4PfFGKvAZvZxnaB+Fo9hH09Cb+PpkuDNBRoQqE4T"
        "KpI7+ElciTshcaPa4hXKiBwFi9UxU0glwZ6ReMnG5FbvkOJFtUCqHytHiKlk48aNYohXhWHjYjkem28QH4wkKq1+0zByxfgAF7yx"
        "+04tf9Z2hOvkptPqxlORs2o7ZSY2m0mj5hNLmxMNONFOBDviHwC2TDiHiaXvCbfaRJsM3AoJee9CbhcS00bKyA4xQYfcNk/ILdRN"
        "g5TWS1dU7R58LByTdbA8HWzHSOaSjZdsrXIXmz6RyDxBuzbEo576pZBsxFtjKtmKCPhQaABLeSaZ6dgkULgWIU6wtiuYlBOt41qF"
        "Om4+K2hK9XFKtWUF6tpYSOiaOs6l5koEZVVyYXWaRc2VINVZhmureKnsUWqFtY35qdHuDkcDDjk22LKAI3KtMt3MbnpNkxSdurUS"
        "w1iAo+y2pYgI3CnBVlNbnuRATBaBuz/YlTwobylSgwIh2Dr03Z1gTbbEPfHgGlvDqS3AlJ5OTbybxkNiCrM9eSdujarfzskOQG6b"
        "MrNN6dSp+XSqZD2VUVMaBdwlJNyqQ8MOZHFeuHMLnfNo1DmcNgcxv3NaPadz5gqCf/+yns8fLQc+f5SzIXBJJsW8n5fx7dJOWCkm"
        "9rwc6ZbyvDzsHyut2cUGWmrZJEGyrkyssrXKtpFsoswlDzbKgzXZjyVP/BqdJKo9AolEkpdgsakL9UY2JpeyBJcjUXZqs1FWRmu+"
        "inWxyRd73Ii8cvOyI4iFcKg73Hkgja6e3h1qdNlWUsBjdmp1e184/YXB+kHniYP1Os3tWgDqaMRPD3l8hWG7RWy3ULvFQGj0Jvax"
        "iy9+2Sw2zaKqR35I4Ci/TsTYvkw0THl4jI2G8blS4+rwFN+qi9crb99uY1k6jgOMY7faHU7Mw5kMncRnXVFi3SzWvTVtTzVlm2Eb"
        "Z9q++vHFVo5XIXZto+FtNLUN8XlGa9s4MNb2f5RWfU8="
    ),
    "cl100k": (  # 14 words
        "eNoVijEKgDAUQ/fcUru0qEVQT+Agjs5O0kFEBOdmFe+Rm/hd8h68lMpbhPPiDCfuBSqvfAyogzgZrAc04hoQrVwt2v/QoFNO0ZYL"
        "evHEs7y3mJyJOH7y3S8P"
    ),
    "claude": (  # 0 words
        "eNoDAAAAAAE="
    ),
}
#: What a combining mark of U+0300-036F right after a letter is rebated (1/_PAIR_UNIT token), by the
#: letter's script (Latin, Greek, Cyrillic): an accent typed apart (NFD: macOS file names, text
#: decomposed by a program), which o200k and cl100k read as written (Claude's tokenizer composes it:
#: _NFKC_READ). Its lead byte's weight is a lone mark's (stacked marks, ``Zalgo``: a token or two each),
#: and a decomposed accent costs the tokenizers a token or two, the word split around it: NFD Latin
#: prose was 1.29x with o200k where the same text composed is 1.03-1.08x, Greek 2.1x and 1.5x. Only the
#: first mark after a letter is rebated, never more than the mark adds to the text (monotone); ``python
#: bench/scripts.py --nfd-marks`` (the least excess of the corpus' samples decomposed, each left out).
_NFD_MARK_REBATES = {"o200k": (107, 377, 187), "cl100k": (0, 252, 0), "claude": (0, 0, 0)}
#: Words of four lower-case ASCII letters or more that the three tokenizers spell as one token
#: with the space before them (`` deployment``, `` maintenance``, `` neighbours``): every one of
#: o200k's, cl100k's and Claude's vocabularies holds it, and each tokenizer spells it as one token
#: in five sentences (bench/bigrams.py --words: facts of the tokenizers, not of a corpus). The pairs
#: price a word by its letters, the letters no vocabulary merges and its length (the pieces of 10 and
#: 16 letters), which a long English word, one token, pays like a long identifier, several: plain
#: English prose written for the tests was 7.0-8.9% over. Such a word pays 1.1 tokens
#: (_word_rebate, _KNOWN_WORD_PRICE). Sorted, joined by spaces, zlib-compressed, base64.
_KNOWN_WORDS = (  # 14,450 words, zlib-compressed, base64
    "eNpUXYt2q6wafJW+mokkoVXJD5o2++kPc/kwZ3V1ZrhfJIgIOF2mbS7b1yROc1eXml552j91ppe5rMmct2npKtUOecl7Ts3q3XlJ"
    "HbZSV3qSCD9lqoi4LITcHknG7ERK3YWyr2F90PqFmOuEiGqZ4KMez920IO2WtmsSw74xoY7HHpyGUIBShRcTE4bI213q6Uw0xrHX"
    "6XoKuxws1bEZJ2WCCn6PloR0b5nleLdejus0pzVfhwirnrXrNS2oYfGEjA85n5o5CEORfyTa6RmkayLJrFE6ll48lJSqkVuQfbSW"
    "4+La5Oi6dNCunI/WnAkIXnRrhs6zM0eBBjLkcnpgoGXKqzJQ1rWcwjVh7WTL+py2HN67fp/KeeyGJbg3vA85gsGwRvqlzqaosy4j"
    "LirluBwqEXg660lGVRS0E+kq4jicEKurpjnbz7EKj8VFtZxP7ShsUBXIoMo/jNP1beGYIJTtownP8JK2TiYlGtf5aHvRRUko8wO+"
    "Htn4GjyHWHW1h242KLo8E9j88wy3n638mhbGYnVPn/r/HNqHQdGWjYXt16iAep6Zwn8HYcrMkoSv7H9HroNnC0XWVXPndKWfyhRr"
    "4Y9EF8WXw76iEvf8EqruJeahWqgI/JpGBC8H0KXqIrc1xD6EY3DXKkn/bAMdaVv1cybLH+Eg8AcIYkLsHOdpBTwJu9A5G7JJozTk"
    "KmZJKFCAeaZ7v7y7SZHoN9RpmCGQkyGRGxualWJUANtWAosnVnpRUCknBjPuXnNCMwDyqlgwvQeL0TGZ2Da6Un89Z1TJd2/5G35U"
    "UijZd/IVm79L3pTe9zET225ST0CZwim8tn11TJbIbL/HCvuFZsZCMrgMp3XcBz6MzNEwlvr/Jich+ghdk0mpuFsPJe+70IbdXneX"
    "pyypuWZCwmdhWypuNCUaS/HNdT4Wwi5EiJd+nOI5hKuKOnwpqq726Z5OVY52GigdttPBglrJrQYlM39NULsphxPUfMrI02lqp7EO"
    "6WxmlSo3oQ2KL/yD7V5qMHNTrkL27BRsxxLzUD1wqhk/qoQ22OGR2A3eblOupgZO+HmSEJyCGZXCtaGi3zxPr0zv/TZnYvqh5lO2"
    "IR1J3uRxY712UVeTWyu1ouC9l6QfDiWdFKrg8gFR2Vkj11udcEO58ecC7PE+pLbCLHT1y/FnqJ7H+4QfGhD1dJ96WN5g7v1nzn71"
    "rt97p3ki7UI6Ae51eplUA12mu4m1E2o+ZRuStQPdWvCHFStmSPRTusnd6aVgmHMvFRmrKQlnkbx1odYZqkmK6CNf+w+uDwyWD0OP"
    "6pEwwH4w8j4oI8zAHlQDs7wyjbzChrXTK7E3i1yvtVcxBL3V24K7eq4Lm0Cuz2Wy4HBfjEjQInPDBf+e/r6mH1yaH95HlwnXHcg0"
    "Ibrf5ZLQHJcLhkxA2F3LA6N+MZr8wl8wEM73dEGRlnsh1Lw/1lPRx7EJYciTMZFxDwHScN+EKCVYNb3knwTEjWbh9VsWJLhQoc6B"
    "vvBDNmlGRca1prJLVndIuSkSx7gSqxB3V4UQvoT6mXbFWEdcWelleS6Eq9ABol+Rcp7LTvwVRmTl1x5/ncHyq2iZJhsV7+zLWvBb"
    "WwoaQce7sLGVLbw3LQU30OX5IEzCC8acFvmK9rrU3kgRY833BxwbirDjR7ywGwBGrkM2aea1s/KKTsKkgkudju6jTs2SDBMjfZTj"
    "jhzveT9Ylp3ZKfe0c3CxHL31sqke69Z/KMvv9O4Bez+VMGBfp3/IVCcmu16m1vodEi581F4vmQ2s8/1gJ0rF21xXKqbFsJJjfzLg"
    "ReITfIdZmMxquKEapYeVK/rUNd8L9dYL1J+7EMl6bJEkLyEQl3XV89Aazzyrn3P49NUhEfONTc+qSqnWVj11gJwvP35wjNih3E0s"
    "HNWRLN5kY0vBc4hmkUPswbbgTdLC6UHa9V8KnkNUC2exXh+g/phkQl76UIUjMItmxT5Xir4eBHnsxDQg6F/Xvl8z/I5IG7gWXKCN"
    "N/iW+y9lwxCowyJsJER5z4AlCWnPZO+9ccA9rwTmCdTE+DWIZwte9K7g8MP4NsEfMGPoNDFmtJYOu1AxScyhFFfIRn2wqVrMQ6kx"
    "fBiGb1X9VpTme4rwb4d+2wMfd0hsIUVlBbGpU9FhI7xXE39rVGpxhaDf9NZ+BzE5CKUHBZ+77tZiPsDxAbXDtk3B9NhD8upzfLBh"
    "9NKhlic4Ey7CXNROQzbpMqsglG8K+brmZ7AuQ8j51LoUe++FnxqMdH1PsluJ5S/PQ3Bmq2vc5kiMFsH+cmKF/an32d7OzPuBOwZq"
    "kU34zf5/e+8PVVf/mbFJvXuvSNKj2FPTDM8JN3HgIyEXUGoRoXpSz8SKfPZbPW83TzTJJwcBz8J+g8RKksIPmuoNxjMKsLB/ePI2"
    "9Xzi1wGcdhQHSulKoMU8n4mA9kRCvVKwaFRNXE1qpEOGawSsI2CV07KYJqUNtSuGbTalEPmPQh773Yj+GMEycWrnyX4YyNhjQBDK"
    "lleTxuCSSl0qvLntnNoOyo9+XJ3fQpesZEUFlkcoX9KhGbKma3ZhLedTO+m4JrUIJ/SmFvZO2YZ0PvrPq+YhIhlr5bmWl65s5Qy0"
    "2HG+RjR/JveZp45I/kbn+XwiG/1Xpkwjz5iHQIXzd/Tf0XNULxjbAquJvaqU4qmYK/7SPafDlExs2rx9dWO//HjEC9VOqUH/aUr/"
    "Z7DHVwqeQ4RLAcOQJgLlRoDF/QrovxK0uIpRab0fvS29KZJwFsmRddlZrcCCTn0YW/msDGwkeWZ/yqG7nm/1BNkfE+hrRXfa8SDR"
    "Bqnj5txhEipcYeyFc/i1XwCWrup2Kp5DOHtDNxuUo4ruC0hrPn6TFD41ec9sUuBkms12dmTFOClJ9KBAeEIrqxzmAvmwT5HkyMbS"
    "bx99lEYLlrLjkoJt7XnmLm98tWEh11u/OSjmjMcLxqk6BzlOlUnwW+rP14R5n9nEknhOqFPd+cjdrrk38vaYeMEaf5l6BGg/tPlR"
    "uB/YLyn1G1h7siWTYPvETAYwOp0+Xm5BefOPpJs4ryRm1FTy+BbSkFZ2dBZzKFaoJH3zcZJkP1XPCVJKUqpZiluQg3lykkpNakj5"
    "lI0N/4B85CQpji4cx3j8HLJZi1di203q7y1PSwdqLlluUTJd4tbKNZvYZkLNp2xDuipC0+FYk2k229rpHOszwlnKvUaG2UuREEFv"
    "5Rz/9tEvfs19cL0Jc1P/3ofWRbhNB4sAWVb1jjbgqr4XPJi199r7kYpm3d6b8QFPuPV/GNgSujH32Hu9dcAgZX8saR/cLBDb3p95"
    "nxrQhKQ1Zir4rLCXVRbopXYM+XreYLHzTkZCkSl0pYds0j+m8PaDrsEivLBSqGSDXyJJgdL63INPGweCZCj+tEm6Kpa7VQrXlIaI"
    "cBFVeNbFhjqm0H4OtGDIUjfMXFjQimXTu1ixkh0vZYdsQ78Ya8UgmnR4Wt6GDzWfsg0Z0XabA9fkcEpHH3WzHiwaVSHuwvDHp8Dj"
    "rusndrFlQMK++/Ep+sBUFZv8gd6jQ//5HXgw6JA0vA/FH+SHYf40KY2dD5ckO2PWq98+p+00qZ5sYt9n/Q717zM+DqFDRaQMVAjM"
    "YekPEvHi+mB7B057cNhPLpGUntNsUoJlLZe8MEX8cvmzlJRPFq/QkrW2VxXgWBH8D/PRuIe9prwIxxtbGRB1VzuQPjZKTim90hWw"
    "YejySrSofOEgnkM0C7b1FzrusYjixd4KqF8OVLKNvBdOsHbq8f8yI0C6/U6YWNQMNjCZG0lOvZobzb1Ev6kVdLe/N7xc+X2w3n5/"
    "FMEfsvnHW/sfxgf/0MouvTa6fad3h97hLL1CL+hZABc8sEHMeCS9qKchbeK7hk+nbNTIPPgZEcn6eJpkZLZCyOptq15zF/zAqylP"
    "Qyxd4e0wEaEwb3qZ7pAZjr0GL6g3ACJzbjQfZp5DNAv7uWJ+vTPdF0JhXjgDKmKQBbheSum09T/QTGjE3zz332xXiHb7IbA0G7tm"
    "cLYbF7SEuL4p6WNjNjtVk2wdDgYGrJd0PVCyei0zGcF4bWti3dQ7AV2/WXFU5KvSshIm1mutTLjTYmrk/kMlpRpMewIzwo4fjo1X"
    "qSWCa7Ix0pb4SgCCnR7E1geEFIipodYak2ruD6joxuvbWAw8r18wcNxNkQytablz1oWCVbJfH0ImxMuDuZbeN3VBq53AIuyaMJbQ"
    "T2TnCBus6tv3JZlm8y2nJbSCLPJ7dNtLf2C8XOsbVy3hHk+EP7x4AVCuBMqNQFkJ9MaZggvnCTq2XUgDdb8MJHuTy3Et+Pl10Uf4"
    "vXcYChUMDbrySnTClEHnsgY1saKcVWliuDDj6QZA0qjAxNaRGBDXKPENnujB30q6s3z3uyK95024DfPGNxuUpAM+HtNyI72SqYkV"
    "DAJdmAUaomV4w6NhV5l5eBRcr5RRHEXgNPszgPBmsuUrBc8h6hDDTwhFiYaZ8DYISCdWOl+EiBRZ2VwXfDlCdjL9IbDjToDDxtaz"
    "ufV0XvljDkXLmaAI8ZPrwEbf+SbUg96QauY07cFMnopOeBq58Hebtn8deElrkiu6mVQdS8VPBc9Nl8RnPBFcWuGVZrvtTxsrqn6f"
    "AHiOFjFbEEyfset3mfzjS/uv2tq7oKD3a+GNC+/uAAimN3gXLl0DZiEeAy4Z/WyHK920QOWC+zBeuHS4YwKdhGzmO2auLnjLB4Av"
    "PECzcWXGsFDptw7GPUOMV6KhGRANoD+pqpogkBOUIftiienIDDFY6Zd6dd4LPJd7nZ4PhB1TP5K0WglIuDwbbRDJk0/u+NVl9CSZ"
    "d91c0SiAM6ofArbtCnjgtk+CHTvQjryAmGME0EEZ39cJ3nda8XKROEC59DFkRVUsHBMAFzycUjXQzHvHgvktIi0fgDUJZ9D2I0x7"
    "cJMgKcZ/CKAudklJ1brwF7HoaUVcxXZGJhc9q5OHta7GkvpvcOGVAiazCtfVj1ChyoUAlz4cBvwIVbourg/ejiEZVblGUFVHoVY7"
    "FMuWyEx0ZFxlFr5JK5BZwoCFHYdfz4KZ4i9cMWLo8Kxs2svB6j6kK4G3P67eJTKKopFaYT2XSQALvoYAoWdjXsr9gA1u2R0YV8Y7"
    "a5DiQs9b0KmV9UJQWnz1CZKvFbXIEhfVevEVK/x5cITagVKa6XakXfkhMGBRFXdWd2khb8SFwBsvq7IUFrRweqQzDfi9FI4Dgb2X"
    "6o0ei1WqCQ5o6UU1qNt1wTgLz7JAvjXujMk9kXxWXylewNJUAibHV08ieu2PWhdlAYOWoqFI8bCjMzN/4BX5RW/XLn63donXZxeN"
    "3IHujCTfEvY6D6/08N+RGGMl3FPJtIadivCLMWP5FSjsH3P+xxT+ZPW+9RSZen+yv/Qn9SSUgT9tMS3wOwHS8EOvtOFNkKSAm2b4"
    "oWZhMg9r+hMQcTev6igqB2HAXaYf4cxfDdSNrR5K8XWhdxqUTYQRJa9uTeGdY7PKwVnVLZiUgmcLx0ojHS2d/cRhVqd/dOwtp4/I"
    "f4RwyDMhCWVzTyYacd8HKr4u8GOtmYb7pJBsMiRcNgr7euzq6yrvdsA8sfCOzoOXqu6yskesuRHhrbB+O+pRCeqqKrJigtaKyoYm"
    "Ge7MT2FD6LiJqol+VwAdNlYWf0PVPyIx/ekHwl9h1WVm5whMphpse2XswGMKkJcI7b8DbsEVk0qXhsSPy4WAXyapx3Dggh1q4Ycb"
    "+MHLd8zoNI9+qXYTLQG3GwFZISFNCjiiro+MrhRIP2RbM7sWthLtQvy2jgUZXZAzXNkOzAOokdsjy+Kt6Nbe4R389fV+gcUDzWaE"
    "wbU/CgpUsQj3wqmGDtNhutYhsK6x6zsB6eshvxOjrAy+WbOAVY8InRsRmavNaCe2mgO9mW4EvGIHXzpgP4aassWH3YquJTRzzngx"
    "hjrw5Ijk0eMeGt+Q+DPqihcdhOjedH7rQrje0Nkd//q4+f1k//NGW3ljCHWdLhc8fHcm9MtC7BfCTD9LEsKAd+RXTRFf9Rh59SvO"
    "6zRPX3xPCNigb9C3QDyBX5XcneF+IJcrIR8ruT8jijDLONR8yjakErUu26c+PfXheZeYNj4FXW+AfKkRO6WjYR4WF3xZODEVgoEX"
    "hcHAQiRb52ihieVZ+0W6Yq1ZVsZfpD7w4DMvYCEWYp1M9PQkTHj4CSF7JbM+GegpuwOEhUtXzC8FMZsQYTGqioZwribGQbs5B+k6"
    "WMnDkkwyooQb49x6o6Hdppg3JYWVOdfJhrLxqQHqyZAMQA97T4PhXgTWAlZvdHqe+7+G4S3J3Dynq/D0c826+FT0m/fJtARjv8OQ"
    "yMTzyayzVp/tUOR04DsMcB9Dk1WRz2hv2o0ARrdjnkM0C107Xmi+UxDxCkjQZ70QmEC95iC8Sb5iuArQIBkqC1kFGDGzeBVvBkS9"
    "Jq9ce3XlOPo6MX/KXE1KO+nq13TjL5DMtovFu0C5MsN3RpyZnMvDHD4J8tN7U/7SK/vTqyfwrjGBJyEuu0nGt9AR044e9qLqeDG+"
    "hppoV4L6nCZAgN7pdsgERtOwoLCTgF4EeL7/4nggbv/gRXb0crA2m9ZySbiJqRntXCdobiGOJPVmzPs0qJbnI31o1iKecImsot3d"
    "6h79KrO4pzubM9k/IWl5pvzHuqF+UzAE3VUoDj0w0UZgJAcrjmshSXJSygc9u6UfWuUZgtXxmhamxJbPbUHXxCuROBtyTf1BDMDo"
    "0jIBEuFSTSxeqHlIh0ijWz51s8G/des3VRX1a4nCseNDr8fElPLCIMthy6M3E00Kg3ZFsGE3hKiPQp6UKLq8baxXEjMMIcfKRMm6"
    "FtDJZC94M6PNKlfuCskpFFKuE17PXhND1cT4KgousbImyPm0UhSUjGP/itUP5uUdapfCcgtV/NDtw6AKp4mlqC+Cmh3GMFf9cDib"
    "QIS3B5+WQFWIYQ0FbftQD9jvwfd0qvmUbUhe/Me0EvBgbqaPfiu8b0mKGbVop+I1+zDQiT7xUCqS3V2YTLPZjs5Hv58twXLZgYWa"
    "KyQ7M8WnPHKrmpmesNqqEy2jww+l5S3/b2wfZr8F/bBI/2eYT5OC3YXJNJvt6DLhDSzvnZRv8ioMHwqA5SFgo3O+07ElIZNoDodF"
    "HGAG2B1AE6i9Z2M9JSydJO9CO2KcBcQ7CwrGnLjCgDz86XYNhXkACj0Vn7JJB2GA+UjpR0hbxdqH0rjnQTh6VWRKLB6IxhuAkWhK"
    "NEST4uJqKD7oTU8adN2VTpV7o3/l/tcJ/uuQWfiMt5zB8JmZrp6aOy+z8IEJOKoq/0smLsIkR/W7j4xc85fK34V+D5i5JuLh/foo"
    "16Ix96Pka1Ajwx8efIGKsCyExHUx1IV1BarmJnaAJ4GDK07rcvk5gBaVgetBe8XUWKyqy4xna+JkUxLxqQGitGFH2ag3IX9dB6sX"
    "j4hEeDiwnlGUZO4BMp5mrxkbtIjq6EJ1b72vwzAs99Eue+P85PUl7emvZzDXKwG/LlIjH3kPtgVvQRL6BYRmvBUbtEU37xKVyauq"
    "Pg2OELRH+Fjqfs0sAW+uWUXQjTM70T3/E6YtuA3BJsMOIh8cnucX6rPjIsSajhDNKrosbK3/ig32ZKa4cC9XJzzjLBM9VkK+vcW7"
    "uADpFWO6Rcv3wMZkshE5E+P3KRVO543t/4yns7IoWT/k8PGWWHWzhOQ7ZCq+m7xq1bOIXn4JlAidWNaOTAtcxaoWvHUd6niS5UHL"
    "0qgctDpojQB1UQrMb2I69FHvtK8/wBft2NUAGVd2t7pwRu+6cAOIKJlpfbsJaVgJk3ys0x/pIlSsmknvYiNI8gJlPwJaMN+QakCU"
    "5CfBzzldPZPZsaEbWcqEspSrsYl+M68DpumJs4iuruwiH01uLTEb6r8WdV+kXSyKkHzCWzC/R5RnTaVeuaWMSFs+8S/HhUCZCJSc"
    "fTQzH1SKhpK++HiwaO7nipdd1xVxq/FxAfrVq8+vXnp+jXXnXSwELQ3rCoukr3yTQpQzDbsi2B0OF71cJ87asHo77Fjr0kUhTMQN"
    "918sAQFchY00EyuRNhlPjmVWArivdTBm7Tv60AjBwAndaaHH2y0lEhpVuQuiaFR4ECmxqd4K0T6wA1SEiFmMvFBuhKuQN0MLRaGx"
    "beHQtmQ8d+IVUocMWAg4QWYI/ihOPX8YlNFhetkjdr9QPFsawuEcr977QspHmviMGapJYkJB7ODeZB3SySevVwztfKQ4CsIGlynp"
    "iAdLi3sKloXqjayUc4vUcovEZOFHF4pke6ap9Pj+isxhGYSL4FzgPZDIHg/ZC54TE8E6PBFHEFTwgD4K7/x2Eq89KC7N0M2GFDyH"
    "CBdlar0U4tH2YMfEkElzhzjLhPdJiDeJrXJVbIn6piZK1tB86HdoJ4putPAUH6+OwSk1hEm4zcFpiNOqnqqFjFj4uopCpPBpLQrk"
    "H4XEbLUH4z2e5ekYMfs33UWNOOpVTSGkChrHQZzSkdlQPwyKMe+mkZm8n+nlwZErqHSq4RxZLbOJ45DCnagi5/DYTM7+oYaCvarX"
    "IdQRDD1/GCIhm8r2/6b2YXTFH27I3g+bhhfn8FBibI1PAqcXeTLRVxxb1EKV7VRh+RZXUzRBbkhTFzH08h6mEv7Dg8r51JQhhQsL"
    "1SJhyvCwB8fl44sK88irXfY4IypMzmZaTItzkPz4A+mkOvuiSEbc+gE+U7jtEcUe7Z0yfI1o9zysPuLK4xLK8EpDu7Yk5SUvZz6y"
    "y5KjDFy7IBGJqpjLpL6Lwp6XafRK1G2o/VS2TKZR45L+AT+XFLZ7GmIeahm+tA44DEONbKRRtiX9BQ9/f3EdvTEwpBPXb0m7/SL1"
    "j9/LxzZAmc7CKNbeV9iCSt7cyz6LjS0FzyHqEOEn72moSN3aXo5tHkJWNT2SLSlHS7bJzaJGBfpkoZCnb550Rpmd2ZqHT25Ts4pa"
    "5+OyeISgVBj5d4mORcZjN53Va60uLkzhOwXPIeoQw08IZ6xOGghGN7kJ+MsGcRgkoZ+p2kRH5oHM9HDvCaF6lLDVtgfXIUaE0vOH"
    "QbkbprL9v6nJ+NyDh4/nPtyOyGHdgiONuo0EakRW92BbxPUOKevlmNMQ81DDMSJejrAa0UjKuiYXHsurXDmS/KGwkfbBAIdM5FEL"
    "MCQ7b80qD9c82of1pw9nbh6/km3Gul3wIeQNiuxwRwxXJfVCQQb+BLpij8u77XYjsN1tY4ZkyCbdBiuN21nVtzHGl9xPpWFJN9xN"
    "zXzEfdGGfcQVptPn6c1Ju6emWEd6mHYVf8TG7aVWrhJIR974w7ktWTVIEb6g5a045s6uyFstThXiTA4mpwcZUXEyQzxbnE4OS6Me"
    "YDauWwVX4WRTnEIjg65IHECkiv4m6Pll+z7uoi0eWaB3DG02mrC4AMvu5H2Lxx0qZ3Abjzsh29DRrLZ4xrEaPigK6/i/Q6hWBlZS"
    "Xams9NuuOVpSl+Vop9IvTNr3yk3V2tL18OCga71golK8mDuOOK3bafAvt/HVjHjUsQ0Rsw0tTLLWPKdFtOkwvE/DiHSY2jCqKihd"
    "7dT24PrRJs9QOONq6P1DLsN+RNV0IVpZzlwUZ7Q/fs9DuG8P/ekwwomwh9c5UOL7tJ3CedD+VKq8Bx9DjDLIsH/qEexwliTnD/3h"
    "JTIXBv0Wmu5aWOKZt1NFJNXjuZCOr7o3lRqezx7VhkjSho/Q0WBoKPXUw49jxS5n8zTEtn/INvRIUFuirSJLx2pKwXOIOoQjW89A"
    "4xbMNJWJXY87ZMWyT6Ps++RS7DzniEJ1u4+apaqnaiFHHHmLTnv36LqLNeLBYcUj5fWcUtiwn3UZYvhJGIqeSiPvTTtjKRx4s/ct"
    "rM94XdG7u6I9tRF5C6e/PXhYeKyy+0wnys0UyVCFv22kFHWRt3v8DKQj1BE8wnrlhHUdahQjb5zJkpiHigSPM83DHTfkmfNj9LIw"
    "qEntmiQiy5+MdTK5sdSztdSP5hKbe0OX+iHb0KeK4vYRbh5Rx1Gkp6n4Io+rXae2D+HoVBnYPWx2XzK2DJ+6nXpkPXYQfxo+/EVR"
    "pO1QTEvwEskULXIbsg09EtTMG8TrdOe5llEpNLHAvFm91LQ7jbum9P4hdUVfp2UUylJx29Ckq+mehhjx1/AzHvtPw3D6cPiw3oNV"
    "KVT1VMOba+QVo/oXn3g7uShvh3cLAZ82kXQ+u+VXtlUUInvOjSpSwxHjClx+CPTCtcmgnExNzFC80EUXuegCF1/Q8pTxmfzIJOUU"
    "pHmj4KvbwgOqgx3Acv7Q7dSOSQa2xsJVaT1uAF/DgWilPD2VJz644r16Bzu8tXT8WjQ7ziwpNv6MNAeFV1+Fz2VVPXx19843xED9"
    "HCFemW+hsVli1+wvlrWVqr4apEJKqSxDM+DTKF+KjGGrxqtkFpJKBZFUbPUcr1Lzl0Dl8SO3yIqcGal5yBHTMn1E1Z561AvpH8dp"
    "3D9MI180KYasm6eErIrwYofSIunjuQc7Y0fctvmDwrtykt4FFr5YaZx0bqp4LM3swJmCtnK6hp1lU42ov2y7Bg9kWOw8mxfMtA6+"
    "HcPWiI58b9ORDv0XtAQ3ipaWYJX+YI105G6MOF1dXIM9fzl0C4OFWvIR984uFl3GA71wOLIBkptepRxbxESXJ4GDX9BsbmJH/VSR"
    "mbWqajj0vg9Ev8prr3z2x13oxTWU3bkZ/qrbK573TDQi8IvHOLDl9N5X4z51vT6mgII5fMVzgbtf96W/SuH3UpCHX/0+8ZK8P3oA"
    "8Makate/uDYJRla1CJsnvxLlbQVsgCcAywWActSyAbCj4PWr0+8iDJNd//V81cQoO8qAHxppNjexgiT/5iheKQTHK5D4eYgdjLMD"
    "FrRitGPqYUi5jSlv6iVJ7F/jNH8Jxz7zhUfFxp0rt/MAf4hPoTN9AzRG80tAgMx9Ilet21UDrTgwjyiDlhhbyIoPWDXT0ExIjJnM"
    "qu6sIxUsFIBL30iKMk7jkNSUpeV6qhbyXzpV+LQjl16xh8cpEgCuH6i8jfBYfaLstIQErKrpQo0au3QAszCZ6Rl9Qn8+Iuiqcbqu"
    "PyctQl6xg1OwJMR3YGfhlTcZ7ue5ej8PWYnzXaJXQHPfPrGYkN5bL+7FQ/QoW+3XdK/dasfAf38/US6OTjv8d3Bly4GPsHTCpo8O"
    "8HDBZTiwgQNPsSRY4xkb3yVAf3wsTwIvKR8B8SCno6hD8qLGKc9xwrN5DoGI9T0J/FAO7by/4niO64GF7wqjAL2Z8Hh0qoM+FoJc"
    "65fmMXmCtuX7a0xznnOcUvKDg8jwlHBwQR6fD9RLAmeR7Arj16OimPYv/3wPzqUcWpEOgisuKa4kawIXEp+ywDtfftLCxPGGvnFR"
    "h2hW+Z+mY2z4ULMlfKI/6iN4LIs4WDC/vXyjE3xzzez7unxpszmxkXCh316Q8+aW4jpEs/L68rfX6XAR+3vvw8t5uqTcEbvGOhZC"
    "68iFyfPEjcPz9CBiU27HClxxYxDN5iZGRrrojarjRpCXJ8HO8Ix7zqxjVGbtWpm9a2XWErjZJ6rMk0FeOqHpDMVsbXcHvC8OgrQ3"
    "WNVEQCpVbvWHwOjqD0dhXThgRc77VQdordKs+8480V//NQF4MEkI2d8qVvBAyYxVRmZb9Pvx1T72UqXwm/7ilJfmurQvB8hzTWfd"
    "kjrxwvRhUcdDGytDwOGVEfQXpe7XHIPoGafTzdO/f19zGt8TmbE/FcADVCjeoBtgISBiUiMzdbEshDuQPveHEPYXpXFRSci0piXa"
    "BJb204Ya91EQbY67kJeZQkn3B1sho+TuEFEjI/tXWmmPAsS2myrL9LmEHyYNXLvKszCZwqhKuWanoTOWIFbFp2OOISpRukWsetiU"
    "ejHuHwCDLqw00BS5CN1sSMFziHBxNnztyHOIZmE/haCSFZeMq7fI4el8AwqTHKuu4dWrnayGH/XzlmeQwuZyVeYrN42EmIdqoZw+"
    "diiTVl8y3h7NDIeP/BCnYY688H2T6LRwNdIvBkwzvl5Aw5PAB04I1kSntpN5wWl346mPZs7+WCOyWyJMu4lR3zxshJJ3L8KSUjj2"
    "duDZNG37qexnTuGqrCT14lKRxNZSsJ1aJKZAVS1H6+54Kx2G95C71WD52oTJNJvt6CzgUxzBaYjlHVKXI2QbWrnEayxRXMkbvNzr"
    "NIcFdAqeKVIywS+GEB3/OizsABae8UKGO76WQFRTXvzpDCulgSURxGSazfLnK+oFD13kS/IvIyQLvLCBakmDBAc2UOyExYocCovg"
    "IFchh9Jz8i8an32owQ7jhy7LFoJpM6plAjIp3JsSV4uJUgjFoMVgsz5+Qq+ZbWktBG2ittpZrlUHxFgvQn35TNK1swY2016HUMUM"
    "PX8a2ofBeQzTiHE/e0cWjMsNQUkmRoLbfdrKKsxbsLuorTATIPoW0Kpp9ZUUis+fBifLZ+7vAtH+rRxygkDEHIyFTqds1ge7w6fy"
    "/YzfN4X6A0tlwIb3kLuV0026ek/1SU9NN0rYR1Zv84zm/BzN94mvaYjsUt6R6cL7FxfSgGRoeQ9WgPNGQSlf9FNT9M5a/GI+bZy7"
    "WAUTkt3Bs8aDhrRCMRIOLJ4aWDwPZfLwxXoevFZ4KOSXDQBIpMcgjNtUyCZtK6ZSbd2uBF0lsvrmkC10Gh5UouaRRrtWYeZAR2Ie"
    "qoWKUDXHCGTodhpeaehSPyS9sFtsApxwgOcJ6t2kdPla2DwsGAG2n4v0u7Sah3TGdFSwRR0i4nBRuIcdrFfOVEGzmR5+CJI4pbaz"
    "YOIQqul+3J7Rx1qxi21P3WbYtFqUVTAR6brzVw8ahdjH6l8ZlKcuGG3/bQ+2Sy3+kVMqWB0DjPO96px4vK6IYbmUXjTMigqqiZWB"
    "XaOEPfkHvKf4Ae8pktrHEMKqWbJJ7F7fICXeRkj54CchQkynozpHCbVz6//zkk41n7INGfmt+jYcbxC7wleu22P3yZH7gdv0a+IF"
    "A0VPz9K90sLWQGZSUvVULWQE69Jd19BMbZhGCAnGlaN8rzyaBD+pJpKRsWT1XDxyFcTWBbKR0WR8TAihsr4qBHEnbEKsQwwxD9VC"
    "5aEisGK9800YBKZAzfRLW24JAJe76WAyqy57xha2OZjBahU+0kTxBsIFRc98+M5oydhDpNFuB/4GxbMFGpMF95D5ZagOfRoGxD6j"
    "IAxHF/ZWwEW0ijZRFdHjTlAkHMtmLv1SNd9uBFnr+BoL3kmHbEPvp1LtDcOe/t80/59R19fm5W3Nxpd1Xg6YHzw7VU4f1gpztGRW"
    "jFxNJTot+BvPftTN97wLmd8777LssNHjMtrvPhyJFcYzlhcDsE2gc0YUi56T8Rt0ulaM0hrRsh/I/Pk+hlBQOPe+HkkxW5uJN4Lc"
    "2+x0nAKe8V0XZKWPKrClMwRbtiR84c6Qq1qwX5pJKPp4ZTZUC/lKpwpLXpjqDtEiD1d2jlb0yM1Vc5Y1M8DqbOc5JMNge9YteQ5h"
    "T+rXu5pfJn9B8tMgv3pusVCn1Q347IsZswGhNCMWJic7PuoyDM2S26NPOfzDcAYYH0eBsamXkGhWmk3LzeeUzliNCODUl1hxczEs"
    "WLvRh5Jjv9DBKjxUdp9gQ/qQ8sO9pFVSXWbzJj4rDqG79H4aSi0VPKV9jyUnNDj3fOkXIp12zar6wlmGh+q88K1BiHB9JTe1Nt6J"
    "hT5tVWznvvbHAY7sqffgcHS7b3oHc6opfOTzBn0ai3KmJHHOu9nZPFpLwy7yeHgIPiR9MBXN2YhpyxD3w873g90XOwu+f5txKhuA"
    "kl8vNNNinVTx2NgTzD6ISnnUeYch6O1J0M/iyZNUQijI0+eqQEaQVB3f02s+IJfpakuo+Ak8OV8gHs5v185T0wcZr8hFNjnjT7fQ"
    "ZzTQ86Go61qe/u48TMduSsFzCEaKRbRqony1bk7DxvHQr1JtLgIGwKMtNN6KW4tVI9KvNAQjZLg9+hfvMJ/9DY+ZazSvp3A80oqK"
    "ml0u13MeQ7g9hHZyNrlad/9wwfZwVpTWboWwc6zXok6qhD2eKSHzJdgVPBZTDR2JjwVUnwbHmCNpPThDuZXveHVlHvVm3cLg5LpS"
    "YmqtrDF1G2PJ0uy5m6zvBIuVqfhiMBXS5kw+MJnCuIWo5iZW4i91r68wybFl3cheOZKL2emsbwR3DlQ+wT2h72m79wFAQZGwXRiA"
    "hAv6m6LbbvGNtnNl6uWqj1CEYOcfWhfBJiRhyQxbI7Ik2ISIDC8eirxlSlhi8ksbakVwWPFqT0RjImiIrVkhzgnxipR4/inR0ZZY"
    "8mml/NotXD7tVZHY9jLzGN25sBI2OnOwVLZipEekhjmqUjgpXegot1Lx7YW5PCc9fXGWVE6V3U/vhHCnYhekJwm83WYirLZd+Tsu"
    "BFx00mxuYtXigdcvQM5GQtD5jmuN5otX4QDPw3bFo0ggFhzAGSJ9yDqk0pBuVMadRwdJcj0G5B6JcRnJXHBqBbH75KKQ2YtCyIy7"
    "ToK7bD16rnqG4iprIuvLS607Y5AMZGuw4NqEbth+gM1O7cPll6DhYBcoZicn+KuXYpXv3SoOhph5ACyRdatiApOsVwXl2fxzlWVr"
    "X/Ed+vgK/fgG/Yy1HDNXb3RkdeSoBl6T6mNhZp6VShxGxOPzFWZNfgE3UTU1sYmt0J8RmysbdOVJC/x4B0CtA3c73OO8DoPsME96"
    "5tFkM798N2NtBT3hHV89WGd4kdmBo796sDYOFqAjs6i7sl6PYsVDh+7puLDbPS6aZscxMHoRhLUaM44enY/1AljfwCeBQfz2+cCO"
    "ufngBkYQrvnxjBn8Y2xPHLINyV++twyBt108HNwl8CSaWacDzgeGSbytdECe9LjBCcxfdF8d+rD7l9P5v97lOqv07w3NB4hcitUy"
    "pRsFo323W2yw+dCoN7zv5+nEacK7VWKPAkeMZJrB9GPrjdCrgCQXPgOa2xcfQxI+Eyf878DpnxxB6o0f3vEx7uaoW2bc0vxqcmfY"
    "YGG8X6DxKxPpAosr39n2QqfroxAQKaj74FkhPaXrOLRe8g3eCL2XFTGK+HLX8h6GFioNhbyFCksGaL0G03qq7ogzkQEzERb9pgRg"
    "2/AqLhDL5S12KfbOaXGXCZMTsdpLa73wJpOAFmmeLRSPFUMeV7191dvHdPsg/OSHQuFDc82DTGKGQF0B8Roozu34kPupFBfGdSJE"
    "gmfLPqjtWbqjhfAbsERx7w2IKYwPUY8JNzzAStyIlYh4thuBDThveAPf6V8C8SjmxH1mSYd2pHFkR/KpG2lRv56WS/ntiDsVEWXQ"
    "GccgXPxFEemJMsUJG2mcr5F0dgZyAFVNjFxiOGWesSRdgud0qhZyGd5WnIO3j9giaZ14dcoRUjm6EzCSSfike/IecLMyFGMxyzJE"
    "CyVBfD4cGQWtXoTJ1eL3NVKs84SbCl+FdrgB7rHEURq/Cbzz5CvPTZcnx3BryDYkfzXL+dTbNcMs0xfPfUzcxoC+kh3BsrAkhaFo"
    "0ZI+A5yWA6s80orpeWID9RjxoYA+wiX/mJCZlZ8w4s14aGYnDKpefmX9DZbHNM9D2LtUo1yQ+oUXaL2UWZhTiIjTkmF4oL15tnDM"
    "OHQSMwyQxmJCUO6YEM3m7ZqGelvZq+LUVqEUZ3WkcR5Hwlqu5MM2UpyqkdbynYE7QUFK9Emh0LalEU9/dH/Aoj+lo9WsvX01Ux7i"
    "XzrVfEq65ypMIv3cVr7aFCkERBqihapDhJUKMl6FStKx/Mp7H4VNwXTYdc2eaNmrTrUWo0SbOv9Nk4biJmZSGx51iXLGadH9euB0"
    "4k6a9pKQ95j/6op9x6aVPOIqtk/uiDJPUg6oxe1DObxXtFNyCmyo+ZSqlTCdvp0mF+uYFQyKTWHjutMvvj+9O1GWYE7Ti1U12443"
    "6I2n6YBuX367mvz9msSDqckFj87mOYTzOPPLEZ01LRqC4Qiqx/lwXjQ26/cmDQA6v4GVcBeqL4ayHxy9lrD/Gj8m8RzC+YBWzHfV"
    "6t1Vej/r8x41eOeNj8SUJeSd8vSmi3XXLRGLHNsDjG9PwLsOQjUPC6fn41ElFOU3fjJAt9hv/XbAw4NDf/MnsS0Tq2Xh1K8ZIbTM"
    "BdzUCPDgSsT4PAQ6go0PmAlbrQ9EUfHeScSAEE4T+9FMcurCTv7YLvZX16DZ3MQqAXdaJjf+aPh7Gq5Vx2+csn2l+FHsmIkR4Wly"
    "qBF2bB7t/w/C0XLw1NZT7h+SzSkMTId9GYk1BLFL7GpzXagKKCLJLE9YMSXW1d+rEV81T0f9PwNjq461Yhlc4jYV3W62/RdvANN2"
    "rAS9hw+l3zQe0tKmN7ZmeHllAnudV+awRezcDo3e+jQxLs1KdYF8/OtNztQdn6itJ+7dHfrPNJi2aAFAfJaqi8buUcygPd0npq6I"
    "sOmPH0joPzxIElmF/2kzK7mRVFQLWmV8SgAHk0I/hUmkAkLhARPCw///DkefX0KlCmaQygelqiclvhFLfiGW6q0swjuuZsUN3duw"
    "sLAPsLY7aCtAwZZM/NFV3l+BMKAJem45Nd4yOz6FyTSbm5jtvF0L/XKU354TIF2FfGaxQAVy/UbvpifCW4jIUE7MXF/Nu0JaMeg+"
    "ES4mdW2hmLPQ7dTKoQ26Dp8m+ZwLCXvNwJUojcZNkvHFxGmHUSpwCqPGqFYtlDOQvYjRsjANJktVC5+C2n70KPDUi9KD2T723iGj"
    "jvUYA8SnOrrQyAbcQBsBLZ+ksPm/oyPeL6b9dyJ0zwcaxIGpGmIidfvXdCUcKo0UM8622eEQstgW81AtFItt6dDjtyKNKnjhrs9o"
    "nzSiDrAPmIGTpxC6wPXnlmCi7Lj3OoQ8MIoq+eZ3wajwpTkKNn8IHdlJ6eE/JtPTywfDhAirPZjJ4AFh7L4dio9NL75SEc1iJvTX"
    "h+b1Qt6FiOlP+ybMqse/aSWMB5pTNxtS8BwiXJwWj/kyywl4nV7AxGCgIRTsynXQ4EUYpCqx3KmeQcqi1bR8apbQJsVbHaw1E6cd"
    "/nwQe4h5KHrTBAl5dfKeLPnTMUnmOUSzGH5s0ZxXqFc6lfKJRRgieEf39YdjWkzqrSkHzyGahRKkYkpWw/mVThWWaPV/PCdClMxF"
    "vJscYb0KOR6xmIdqoZwRdMd/jwkzimZ6plKEkszXI1+EeQ+W73yJ6pZUQMsWGoI32z/OjgFtYCw6AcY2ik1zZ39MzmlFQoqOCfGQ"
    "/fT3xFJlUQohv08uVSYHKYtP3i1JfKNuuZ+u40f19C2VwtFqwuvvafuYmPvzOYMQW1Dm+t0PrZBbS8FhobrmPRCYTa6bkPOHbqeO"
    "nFXPAgzJ310YHMDue3YmqhxyHTWQlWcuwBTbB+uKUfKwQbN8xVGDlk3CnkaXNXQbhuJodTkXbigIscipCPmTJivFYp8ln1cPhtM5"
    "MlTUcLqoHz5rCp5D1BDhfcRgizZCt1GKEldPipY6aDBE1oUIrWIVXQq90raoFk62+OIUXSs93pNtHf6a21lp0cgYU2h1rLGmOtSw"
    "cyyxuvqUwwdzrOchUgqhoLuekcGOYY9lYpasIKuIbCdxlSnFZmJlScgr1xaYHT2D1EkoV7/9t3LGYh2AZamhmoROqzglb9YwyR2z"
    "baQUrBxBdR/vdCHwc308zaPDAmhftwlfRDTxFh4S+ZGmr2PBkPs2cV/aDVN2AH4x9MaJuxu/SAnchTSgTYGWJMp7MAZgp5w/dDs1"
    "6seGfNq/KeTE+JxZT19DFGE1ORteO3fzeThixqbcckzWGUseRXBkgWdmcVaqeSHQSsufb5xxBaKNm2mxIapcCXTBhDyI7yZu3Gja"
    "kZJe+4M2Ee9Vb3jddMNe6Vt80O3GT82QlPDChA1JyCSwTeaG9YAdmOMVHzuoFszdmumTo7JOusSeyLj1+w6BEg4syoZHC9HOlgMF"
    "LyxdTXy/d8NHWQCpmhpZOcZ5gDfsLgE86KVdCZ4pDynv2pXM74kCJqJC8Qipmz+BdeOnrW5qWI5XH6/snLGCuDOvqK4v97qRaAer"
    "V74yqRdbTkeOnKiYrc55T0M0KdFRTfLxD+lj3eNNixxBvKR8p9hREO8PpJEYXx5y790tuRgpysE3hzefw2CeQ4QL6yLhc2+3NDP4"
    "zFPYb4l+06x25JHzjePmjvSw2ErbYCGIBGQI1xavIX5NLRhrpW+JR6LfsEvrltaJpQHBF5alENnWktbTQ6xJCE8YSNw0brglNCF+"
    "feaG8QAArZiUzKo5xoORIAspgQjYHBJWKxFZen+drAu09XTA7sVKwlT4DVvehA2EWsb0HSDTxX1NjrfOOHdT2chpmYUISs88MVy0"
    "0AcKk298Nwh+EGGHycWbvyNrbhLMLQTNfHHgUzrjiE5xE8s7Kkj9U0euCQ7RqPCKgkJGx9qF3gDf3Klh4QUgCWdRJYUHxsAgqzys"
    "dlnpshMURrOTEvbkci67PHjgc8uq2o1NCKQM6l570/EdN65wMqXgOUR4yI5p8xyONZPf6Ju/EX9P/hbfk7/xe/LcIqoNokAFl3cl"
    "wLbngHc53DnPuu2futkQHI47PgZy09r0W6xMtwgHx85eBUPWG+8jHdjHimU7Ez+aTzeUP7JMv7yTZFe+gq8slKNYfydFzmJVHllE"
    "dhvivNpNuY2c0WtjEXXS0y3LwJ7c79HMsH8hor+40H/09McM/snnn3o3cbdfpjsBz9ZgWanHWXhrXaYfeUQmF7XyRUuQbvjYPZCe"
    "K92R/UWHHdz8bR6y/beHJvsp3yTGQJudfnes5jArlhehVBN9/RLkjp6Sv6AlJYISY6/af3fIUYL/9EcYtwVq/Ar49Zub7tuRP3cL"
    "C2tCs7O3+NDMbSnMsT6QQh7WCFMYHT7HRUxm+ykz/bA8RcXhgoAbP2Nx4w1gKSobXyKKHPo3KcRvmDci7LCGiRjTad2QZyENTPLA"
    "w81Vt4Nh2KWxYLQLVtnhi6iPzHRG7fHVzk0ttky9kRe22oLvTBERpGiuhEz/+LbKDesub/hOCiCZqklO8sxOviz8WmjnHwKt8IgI"
    "Qg2RFI1ryaJZOTLVTWH3VPz4cMMOpxvWUgKakN0gr5muEE7EA/AXWcpOUJ7KfuGvvQsmXHT5O7t36qp39uh/SmUt1QsuBAmfocYr"
    "vi+9BPQrQBL9X/OFedVLwBseUgFYuwLml0lDMEC6l/B5rzx0HvKBRYQQ2PxjVuXgo5COY2us0d4GklKxfcTMu3epNzoyibvyio+D"
    "i1z0emfnI96GYJ/VddlNuxxxUSsrZp2Ei0llxxagc3v/UM0yeFduVn1T0MoZWu1mBy7W4bnXswaexUPmwv6547GYpuCwnyKd+BLb"
    "h6YfZnZ/CP39Fejq8u8HF6xIDZYTc3WsQlpxFas5DeU4f/nB3ltpAv6yQDTuBJaYayc7wV1tomPkPmSTTnZWwM2/x8O3bbzox2zP"
    "jd0TT4pLMrHEGNz352mCpBKxwIWt4/GRB6OiRVvQ6k7gwKozZ7BCTBHX3Su+QzLg+qXzcoizSA6JR8gNRUvGg4/FizD9deOyXSJa"
    "R52OWXgsykWa4IwfB09NI5aVvAjfJCx5Bf9LpipmBVYtXbvhs4w37kYE/Uc4hN7AH/odah9CCdELOiSgrR4ri4ZfZI0xdO/J0VNx"
    "zS9wC2KYzNkaM+/11Tnk+GZTIEoVAAOqTuVOQFBWAlNiN8qz4xexEsNOKtaCetjKxulFvJ1ZUVyofas4wJ8Ifwdee4n0s7NURo5x"
    "sMMNy3YB8HPoIMAbjlkDNGCP5lhu+IGQBjPAMsbZh1wW+V90b+OXrrEAlqD0NszWxPrYj8Wxp+SowibFvUXDhyqFGUP14Aeohh5K"
    "EYVW6vxhxs+wc500g3/jB0U66tnzkNU9Ew+6oG74jVoQItNhaTd80BLAu5qYiVQPh+VF09a3w1MI+A4x96Lq2H9vR70d9uUfMrh0"
    "+veP8P66o9e4a4L47tnhO6eG79My/aHBU8BnvwgA7YqTknWh9/VCWBRFv0IAbsS68zd/14i0U7+f3CfK7V+HJ9y4OgnUK7zTxcaZ"
    "kDYTfWKIcZ94KOydm9g6Fm47vOPGC6j0ghezpszDtflcxdNidFIM8JcZZCWKWBMQyu3BjGAX3YRcvGDqv4w75jbunMy4J7z9vaf+"
    "68TiHwAs2VdjXSxBsk6mJZjr36x7i7JqFnsaYh5qODKDlmX7kMNHqaeyJWoGrBP6JA+5GbN4t8/YJWFNx6wQhYdqQaxBsl8VtnBZ"
    "fxfVSFfCTqA1vnEuQi9playY7kHIqspDT6JQiGkcXXNK1q4M8DeWj3e5EpIaiBS8cAMMd24DjpqCkUK/w+2ox7084b7TbucV3XlS"
    "ewyx7g/0oMTuhx9EIsJwgb4JcC07wRorepEVzBTc9Qx9zwxXF4LvDJDwvz+O/jPDOE6DuDvfZdy1keO+9Hs8AL165xmAhwiRjMRK"
    "uz4+ufs7rPclYaLnvuQVS207q4RLuRBQeyTUPEUjw2uhP3VeEPTBuLEr5K6Pad7xRHD3mP/en4AIhWkdhJ2AMi1vuL6fPT9c0HvH"
    "5zABDdj9lZnHhNzxEHDHXgENr+94dAEgkrLcOqDJ8Msjdzw2AC7vRN4Ug6Iod8JCJ+QJ42YhS1UaPlR2L9yI2YfIBbBPXx4t37l/"
    "mGiDJmUkUfEUyiMU7yunZPHC0KxLHQJW/SHy/sw9YRy3C8CKZDKj7aIBr4QkxIRrCFy4OjHInL585NZd33YCceV/CFsp4lmmQzgt"
    "wY6Ra0lCzEO1UBGL15Lcudvrzv1bRHpcCUb0rDwP444RIWAWji9n05REnuym1le8pfEtO5ek34qVMqeR7rrJcF+PIo482vszCWV4"
    "CNmRR1dz9jNS9kkSPInUTEvpOsE9rgw+IaJyvAiSaREx9CuP73nJxFoXYD6KQf6pAIlpJZ6TLG624LVKTD3hW5agTfgoGDZQNtIu"
    "tGfXjXyjVOkXgCjyTEAoHCkARDEwjiMi1oxrykudeRU90dgF4spIq1w5kOCR1nce8etnZFEKIfun0LZPRVZwDu0dp/4CbIdfDF/6"
    "AXdcxicuHTrQerAFMLLj2X9U+MQFgHu9Qnyo+ZSNUhazHbiwmQKu7FkOvccV28yM8RNERNiiDjuouzh4Oz2yos0+MG4o+TcpLnxZ"
    "HrgL36CNBgGLBcotLBAcV/qgDV4o3Q9m5d3hjRHTv35tHlPv2wEbsMdGnAY3CRN6hS6wTfeB3gdAmSfgD6EX6uFzwR8+FvyBvqgD"
    "EuGE/QMTmg++FXxMvQcHYIT2wOjzwZd9QFsVwE5g2AW/mcfE3YYP9BoPLTkB4RcH7j/fh9efgJdkms01uFmYI4CM7YFXk1QY+0Ag"
    "R/Jzt987/D6fBNYjiAlByNOTX7kEZybdeXmLeYeCgnlsSekSO6BIB3kmcCfAg6PkJJskVzQ3MKOts2OteqqE4KT3A9PpANVTXRf7"
    "w5l/ItYcBCOKePpDSseXU3npYzZWKmLj+Okx0SefZR6adX5wrvlC3id6RVqMl9GhcT54OsQDHehjUtw7w+5VBmq6MucH60ingDzQ"
    "owIQ7Uu5+acKA+HWLtUZc3EAnPQ1hOyTXFCfJNkyOrEs+GMNIavno9iOSpb/HZM+QAKDsXe6D5zM+9C3Eh8+kRfcey7RldeJMisv"
    "C3badH4CaFMZtjpsjbwpsboLL7hPUNmakdBqV+K7I3gRUH2k5W3BcC/n4pVtb/zVXMoD5+E+sI7rwX2UD8zHPPhK9RE+xlyGJF0q"
    "AXKBfX/a6+NuphSSbguhAFcCq3B5Ehjj8lSop0M82bQ7q3DLU028C+DKClhze3JJ6YOz7w+8KhTmPcNbvRAokQi91nR5kzJqqt/V"
    "Jpa3FgIve38EvYrohVYtoYfrD1xcDWKBMdIjqcAdsbKYY9BHOpjWUXUQ2yP9TXFW8UNT1g/cPh68Qzx0g1BD6TDVqwYsYej57TVO"
    "oJdO+Ml11tuVoVCVoRWlDU1SEbFDFsMefWNWD59xoDELgHHBg69MH3lV2TEmeOCG9dDRRg++LOwd0xMAhTLz3d5D7+0emdlse+Go"
    "kaqacBMeqoW8DsHih2TGm5fESMGGyfPZ5+F3dw88bT3KBZcYp2OAvmGD5qkXJA+/IHn4BYlZFkT6T5QZC5rNtMCT0QMbRB9lxSv3"
    "B+8oHfi0RsGG2sXK+2UXmKSrsnuysfHRG8iDFiA4vfrgozgxK6jiPptV1y398QY+JAaZ7K920xJmMRHVDuRUvVS1Ay6XTsMA4S6F"
    "p68HVks99KkjEFyfiTAT+fsUM8FnFPzJsul325MhwKbmf/i1iHcWISQjwC0NO5PQB4sZikE2ypqV+y5urChuqhDRQ0tCGHBCJROR"
    "UC1J03kn6HLoNohz/5Zktn81quKXyposeJQdnSOQhl1Vz5o7KstyMD8H88MpPpJboZV9iJTMi83Tx1c9yi/fFz3wEZHHvvYk9/1J"
    "6GEw0wVAcgdfNz8w8fo4MC1D5EDyNLwlEJS7tTrlWWjHXmiTOzZquXE2sDPquyPKivlTJktGvPTCaREQ2hfv79rt+PDneR78PMSE"
    "qwzFGCr94o531PCEij7ahb8qMS26n/cFDzOP91wJfSSBxtBVEWKC74G5LEAVNlEsp+yGQrgS+3MoL4RlHlLfTHm8+Q6I660APbnM"
    "z5L2X+lEWIT9YmQdxw8i9grQ126v8tTVLfNXGAavXwxjr5Ah64dspx7yPQQqTXo/3Xe6jxk1a1jmgmwxE6U7cI1k1rsfHmtoYr7u"
    "6DyIfO6x2iVsRqbJTczs3NFP5Qf8PPBICuwx/fT7DZ4370L4EaP2loVDVXOiwmcpgznmGZr5W7zfgKKPXc24S59y/tDt1B/hPBfb"
    "b9F3QhJuot5As76okflBDdNk+5EZ6hQ8W9zNUpdJE315nS8d7ogzBhO5d/kzT8McCtWyrlzinvmw1DFrWmSoFjIi0dbxLsolL+SK"
    "3rCLYxMmERtJF9p3kdcnXjqKmP0n15uCczXZHt9P3uS3BmWmgQGYneTXy5qhqlBHQVPybAwqh+5tnYV40rSooGTFtrjAT2++HCpK"
    "/2n88OjQKQ64Ggb5wa96HSfNhIwYrcNr3ofg9ekyAiX5ke3bCRVVEa6CLr3kabl/WCqslrFbVIszOqZSWjLJZwv3pgWaWd+2D5av"
    "WJV+yuHBF4WLLsi+EhQODRn13rtcoq8rhXLPQ4bMc4gz2Ous+MopZwln/8Di4P6b8sKirq7Xfssx89exTTpKpYuZe0MleV5bF0/k"
    "pWZbH3chv5mUtwsnrMB/Ha/TU22/q4qZEIoNxOySlJRVo9RWIahGXw+CHL25zWofgo4LYXQZm78Zkv0t+hyfos/xJfo8PkSfx/fn"
    "rZQtjEFFTWy/hT9FF64b0m7BTyxAbkJ+SXoo5/j8ZCgM/DxjiMnBredPQ/swRD7OTznSxO21Q6HBbDiVkzi1U8xDtVCO0TKC2uMc"
    "ZZW04+oi1Dh9ZWjGelyI68Xe2ND4NSvEygvCj5eAbsL4tkbefHXns/fZ/HGBEG4I5/cDPrSj+BM6jT8WtrOKijkwouo8PrsSqoUa"
    "vkc+zi7L+jUi4KW0srvdIsLd5Mqbs9zjGGdovDM85P2uBH1dx2nAkA1zZv6BzfklzHMwxwhDOowMjLooq9QHQTk9rqqEwzk+rq4A"
    "nwwPtQjvCoAXzUqM0sEa3il2gWtwHtBE7QOWuo7N6VhPuwvzBKbhRfA+8yHpm7GO7Wg4MWlVlXGDgojp33RP23QzJLF8txTFucWJ"
    "RyEVD/urOHKbKhdbVccQi8+7zsyh1jCbo7noCzLmNMTyDkmxEPDaJ4LJUFSKxW3ztpzuOYqyHMLIqtR8yjakriW1xhTS/yYpVOut"
    "EPpTo0i+xhK3D91Ogy6C1rJJOCUuWgMT6yR0DeL0QXxl4GAfdasOw1U8/n3colfmiHG7655wRz8kDyGbNO7J22O6CFnxmquXD2om"
    "/uAFfsSv7hEnoFPmPVijCukIlxVVvgjlOY+IY4upJVuNFcLlqyoeH8/5ctvoAYRyAWd215L/oupt/HBhkqHrh26nVrVm7+eT2tMQ"
    "EcN++vtIztc2JKL91m/pO35L3+O39H3+lr5jARKkrndn9Q7fB1v1N3busno5x9OJv3vOIOPwsz0IYTYZNxZSA/5Nm+s7l6vQvwCq"
    "neIljBKFbEOzdAxfeEvSMc1540nK4GMXIsh/R2ZTBasoUChLm5jp83snXauaGrfhktXOm77D85Kuwt3Eimr+ILeVY6uOhl4zM9uy"
    "Mts4W2m+sX9ump2k2Ex8KN7ksQUpRe9plmKwwljKurFHbk+X5hlXncp5e+pseqgcNA1H1VnTNl0Jp8UY93M4qk+CmkcEw9DCpHio"
    "aqiIcvLxOdRqDxLlNqQjGr7iBzH0HIZF2cJ7ETD3d4ZQLNkW++EoqOYhoxDW0/JpUhQqA3rCIRxBHXfdodswlAg3yivpJOrHUcSn"
    "mcGPj5twO86aPpZslkuNCvQvGIxEdz7MdsKUAx+xOtzllLjFhcJmPRxQhNcY3Erq0lkzJ9BqEjs2qys1qcOxLfgGRAj/8MMg79ts"
    "SiGUry0oBS9vq0gzxhX7iGtkbBtXcegIHpdndz3vrpHq6kqx3XdoxznWHQ+DU9f+XyqeWCGlwyakx1cBbORp/tS6F1LsQ4TH1M6M"
    "pBZp3EyTa7NqQ69kFAaDolNt19MwYsyruTgMplxOFc2g8qQ913B1VUTd1rNi6zZ9VPowDdfkGJ6msgwxkqIe9f2MIjzrCFzT/v8+"
    "xkRHmKPyqOupR7mx8DjER1w89X6oiAXakbdo4VQjXEufzeIV5X9pCA+VtiHSUGcEr882WV85/Z4qsgEtD24mXiEakvHqguYVp6VK"
    "7LbnE8deCH98pGJ3tnOoxxWGIgeo+tF2OlxrNXNzR+bn54h8HiGrbUnNp2xDRhzlfDzZK8eaqtqDvTPIjkfceV/THDSLFVev3DwH"
    "K9M860fPIPyAvJ5B9C35ncpjVAhFrkb98uTYdl6UjysCyd+HBONM+vXGiflUu8kxtd00zKxSCWc49PxhcPHC5NiHqX0aX5+xOI9h"
    "GB5HfGuUtu1xh4Ee4RzG5/NDjR/aS49EL4+dX1mDvVeO6Mt47H4VjRXJ9FR+kmkWR5hFqFLoHCOLyGpZXo5DpxtlnciuesBXe3m2"
    "W9ZxtKB+dWodvRAOJwPcDyz2gcL5sIi6cqoe+IxH3lpHhVc+WQB1caTo1C6Ac9DSNCYm9Rg5HGvuz8SzhYLjxUNrBXAQknAWVVEj"
    "scR4d9fLhq2+mec88/OcALX1XSuvxUxjHwurLV/hXBRQGwf64xFea39jxROgd7DfWMD6Pa044uCb6+C/sRrjG2eRATRspvzr+Aun"
    "f/++vtPEEyfMb4gNRnT936k8cc2+U+3p4GfxjVXJHf5B/qZF2H9Y33qX/V0u3b08tg5Z0KsHhAoBN+IuRBo6V/MbLQ1AKc8Hzhz8"
    "Lga0CnNu6yn3D9lCW6Q3GaY3HoR6KZ6pR42pYQBeQ30fWDRCnEVswVSNxNx0Hvb6CXalB83vAz8bImzXJ4Gx8a3Bt4+K/+ZR8eOp"
    "rQssBO6Ee/g39mng8a0J/Q20/zPQCTlu/x3A/Sue78jjfZxNzEHbVUjcx4iYR/nB98x/Jmy4+8H6zB98zxiAbIJbR9yXfjAi+sHR"
    "gsCN0K+6CHZvfdM8BK0SzZS/RY7gboErAICPrJV5YLjomOMffO4NMHGXLVS/hj+Zgftzy4/27Pxof7xITgq96ECFH67+6Fj4Jbsh"
    "0XP0VDFP+4MlIYCJuLxJfIP3w0m7n6ytCWZa3AnY9fXjdJqAedK6yx98twV1ijmMHy5+/9lSIlD+dsg3WPCRstOLDtgpTERkYMYG"
    "gX11XQjo9ZdgD78L1z0Nxc4Fpo3YA5R1JSBbhS/iQD0+bNj6KQ0zNT+9e+5FWqZLv8DEng8ykqEYNvTWG61PR9falmF4Ux50hnVv"
    "nwt6qkVrMxevyQTTee8w4yl7mWZFNBcA4snw/5O+tPV8weYfQL9q3IW+aOcUN6EDnwR43GZCEim9fpnRHkPI24rzukPIysgDLYei"
    "Jc2SjPB+CPHONQRcmYUnvkzKg251zC1xeYurqCHzfbgJ10ZLHGYJ2gnMv0YC4E2FRk+3cL0i71aLXrWCsF+QvJOqcFrITZZ/QNaX"
    "l4Uv2jMLyrxYOFmXyOQ7K/0umkjej405AMnjxm9pWTQLh91mNgxM0Cy4KS3TL6ZROq0T1+ou+OwJd/ADMKw00+LNiH/f8inTm5uo"
    "yLRUSm/8XPjprWX615Ocp34VMLuwaG3l4rWVZqxOXbzMcuFCyY43AI6yEdHuh8Ar3Tkxvh+6bATZbI6HkTKxugnlzu1kS3wBg6KJ"
    "dlBLQvpttOJOgwXLIYX0/lJo/HaSZnfNNQS8zWxn6bYTuEYHyxXQRrh6IdYuLNhZNpuwMEAKUdyzcTHpFjM0cyVdahtaOcIHKIl6"
    "rAm50w2ec5NHbNVb+NnvRRnxTzZt9/1hambEwzrjiXncnLukdiFkXoumHOr1MJd2LfzQL0lOzU4Iuz9YFXieWjC+6UBrNnKS7JSj"
    "fWeO938djh9CWjOCosfDh2KFjSSrqlbzR+MfV7QsOebkFq2p4WfghXS+aH+evw7PEkHuJnaUVIjhUvXlVCnawKDZWnIbPIewD961"
    "uAagA1KhQzoIvSfBoHvBDQvAjyJAtCeqGmJ/L3Lrl5aC3tlz+dNCCzehab3n4tN3xjpPCrRB8DZs7N9rfBfMsAKQwI9gJi6Za/4o"
    "31/6XCDwN7PEutNk3DY6wIl5xEcIlnPpyimbNCNfszO4sg/KuLtk5mBLk/BuU/3Si/CFHxxZeHiNVmcTXUVbOhTFb57RrBU7Vp2F"
    "OoRaebvgZQrQrj8Ep6nybz9K6Ce8MEGUbTt6N6+yqVQ4+xrft+jw30GgxX88EASM+zmG04CJmL58DDtpMw1zqkM0K2WjcQJw8YS3"
    "WRZAXX7OvL0tluBl2NinWjMfgdhVZFbceMD2/kEQq/glmImMjL9BDrGIO4ZZi/YxLn2w8MXlXNrqzY+R+UNk/ghZfIBMHx/reANs"
    "BJixWpcoT/xlF+6WEjUxF21S8RdP4VdONjBJLRcmK+CeTHLdI5UR0m226MU4T5tZNIRc9IW9xQNJMD32wevCM1qWcu+dBqqz3Pl2"
    "tfOdAXneMEgB72iLXohnZi6xlgyoxlr4feFOhYB7MI4HWLAoFsAgjG9T9HrTSH6pVjYn2BknXIdIQ3HWDAZ1NVjnu2idL0iBC4tZ"
    "fvBTK0VglyddWhIyQwU5wJgQ6wEX3sHkgbcLoGyIiqZR2wrBWWw0Q0TIfB9qOsfMNLCu9It7VBeuKALSgU1Tn3nV5tVFy4h0iA3x"
    "yhEBFAP67B8IJv1mfXRE/R08Y3LBYQgA2Fw9h7AcCdfluKOnOu78mMSCdSMwcuyMx9bl2OjOYR2WxAJ6rnAIEBYadvjDA6iWhi3v"
    "9dnt30z0zQMsV5xMA+idBQi9pbkHs6K3WoQwzPCkR6/OFaY7dhqeAg5ohcReZDLu9fjGEaHf7I9Vav8aXz6CwGMxxgjUbE0rnioA"
    "zGVeCFhQtfqUSX73EcDHCIo3yd8ZXHncJDF87jraIGTEsnPfKVXSVt2u+w+V0zTr9E35XfgiBsNgQv3yiHjlQw+wN+ZOihX7HKYv"
    "HvunQ/86el3AigknLq+AYtWAJuZ2QUEXbsJasQUWgH5mnbaJcE+m2byq3jZ+583cLMzKEmtp41yuOSwKrzsvZb/7vRQPg9yZKAcQ"
    "Q6hf+z9TkxHLzyGeQn0q55TzqZ0jGxQdH/Y7b0p/czEE9sNc7KzU7WAb27SqR4J+D56EGuKo6VPPn4b6f4b2YXL+Dk/InZKekNyT"
    "meAECKmSFI4Mn09A/3U/mPt6YZjKn1/l4xhZgaqATRXE0kEwjkz4PtQMqn53lTsQyOhq+ZAM4NcaV33bSsQaqmq11c22/vBXCAp/"
    "vi5Qeu8vLd/h5rLhORzIVl9rVsuUaFKKFhtxQW+ho6GX9hCqFMwN136s2DEIatcjSEVuPwTG3Jylxpw0wXTlBW9N+eEtAIQOdp3Y"
    "jLnYfvX30Fc+oa/+2PTqL02L7apUumBR2aQVw64lxSGalK7czki5k4x9XEg7ysAQjv7Zb0/Y/9hl5SQlxZ/oH2j/8rlZImU3CqF2"
    "jqbLXuovE1YhE+2MJTMU7Ib//OS2Tu8L7N/s6OAFGw5W7jNY8eC8+onZjBkBSz63WUsIdyFbZRe/DwxdVmxZAPhrmpKD5xDq0U4d"
    "gVII5wWe8A7YhGq2YPYlW6i2ngqWMz3NKuScCZNwEW1ffkk7W6B+0sx0Zicy1kOeUvFd2V4tZDVPYn5+Y+WHI0dQXBBstl+9x97c"
    "KIDoidMDGVDEvCthU5gQbTj1ESwtEfuCT2asOH0WwCIsjrk/ZwHQkEgtGLMsKz86xyQk6EpjIWQGK0ZfSKhtZiFWnTAtodC8v+Cz"
    "UERYbQLcviS+E3mv7NXVALiCYxyvtPrdoZkl2uLgpjVeJ656mbjimJiVh8Ks+NQC4CHERGNLofch5PNgVuuVSF+JaWNq0B/XI9Uv"
    "f04vvqa3crXcqlVxKz4ht3LPz4rTvwDSrET+ZtxDicNCMWF2UUngc4Nr2ifCRViWYLZEKbbufeo3c/mVnyW8sJHvOL5CxCra2R0m"
    "fAmHxiTbZGQQBnioPfTb2GzSPh9p+XszRVbZrl8qX3qLZCzCZ8Fx5riQnKVZMZu54ryZDvADvORglARKm6cp2xU7BYdEKqHfkr+Y"
    "h1vzPBOWZNKwKs86njgEypvRAeRZk/1d6ItyXaCGcuqP6aud+PVSbIUhTPwxerfM2CujnTIpeP46t84MBV/MxMKbM/vHvHCyYuVZ"
    "xMRdhcZR8UQls3gdp1R9S6D3yssPYCEovWWJ1LCW8lowY7jy1cvK7jmvrECulF05BMs8H0FD/SzvzIWOqjLLtoqId8ADmdgywTel"
    "rlahQvs2ZDGHcgS6N3lwznOxeX0kmhWLzP4EqC1plnShCTXFDqAjL8bGD7yQ0QnlOl1Z69zlKWJ2tN1zze1KKFzzDelXwlRIp8WU"
    "dJfrJORoIvN3nlmBfO9EkklXmmwLRaAhrljX1Ftn+JFiAB89xFsIOVddq6YjIdfsFRBdlOuj8JpaqW/OGEvwuGFgJSKCP+VFhw6v"
    "PzP6+j6K/dIuL2ISsaIxkbFqImP1DMbKGYy18O6KlaQAyYXeZr2qojhVETEkbgn41iVLYIGfiCQuFdRGUgDUT5nPV6ufhmaTEtem"
    "xxDDzeJtcraYKTpxeYM4EjhYEyD7KCI0OL5B78h8ZR0htvLhSCfproWBl3R1xFTDijHiN1x0Iyz6fq+4mfErQUNBcysbB7PI/sYq"
    "7w/Wk4yJeCcgii2rBsnMCpVKvGltdhc/BAXma2IwkZGgDw+mH/1KxfS2Ex5C+cHLgU6HC4V7SWFdFhjZtQCTSA1Mk41rYQXWxMmY"
    "LtQ7lIr7GdC3I2yC80ZEkSPZOZWyljahqyvtv4OmncD4G7+gunLjNY6N+vLZUSLke883oQzMeLSvPb+EarISc6jw+7IbL6+uQsfr"
    "m51Qcc3vvNDYPgbchZy/sGhSyR5UEYfaxVEJ9IwhTjlYkuN/XZ3rgqMst4RvpW8t3dJpp436AiaTufpNPbWWybf/VBXISUREjs75"
    "uyuv7W6YwHgYuVzutjl597kYbVAk/6nOaGqRHipzh85ovx2TWpnH98gbjQUKZPtHWSeU/2MhJzWXVjAbv0yT6dvknzypaI1L7kH8"
    "IKI8tBi6nKKlysBfKyzTWKaXPEN4noIbRWsfqqiaZXaXFI9lgG5R6xb2ZBW4VPE1ehkVPJPpTSQBkTZyXcfrfDSKAtRgVw/jWR63"
    "IOx/ALbISoE99938ZyLmFyYEDoAOaEJIrsoVqxgc0aw42ILEZFeRiWdvz+HrvkqT/Yij+27P7Yuwn+NTI2IS1KD/FmEHdOsQWWVF"
    "h9gz6jEmAinYp0rwM05HlIhX/akyvaonc9WBqKt6CFfOnRk4SvjK4C8DBit7DXPy8vPDxz6Auzo4ToWlnvd6GXWcYDeqS4IHosoW"
    "0Hd9ZR7GwAq4A/dUvrI9goheggS0i5Kq3TNiheY5qzeFWvMv3V/69ENW57lc5oeWQqyZkM5S1GC71VdovahiAJVpd9zc56tRTz2E"
    "03WPeY+rtvPRoLP2mmMkTfBpXWzSV3iN3YbEC1ex62jyuHBkoGm4zQtNnysrblK7Ba1aFLn6cMM1DmgRjwJrarAw5mqmINRrPoly"
    "ZQg+mMCumjNvYvA1ZQ/FBM0hNy+IONV0SicmtPLqpRWldtMBNQEnBWOg74Z2mhyc9Wl71Jd693u8Oz/snq/VWkjJ/lNGySv1DhRj"
    "g/SSrX5SjRtrvqku684mMcGOonsz7lWnN3O6sECFhkNHwRx0wrAGnWb8diD8dbu6k17N5/3xxi5reWjYa+XsGSGpfPBJEOuZPnDW"
    "Ythfcjde9jRf2Ixj1U6sq/4sBfI7a+X1qnOnQa7+AuOTL3JdMRf8FF2//gTe9N+4esCbI3sEbKqeYtRSSEWkjJttE2fBrksfUW0U"
    "qo2zTFcdVCyQzUQJV2N5pUm7buqgAG2QezYDYmtdbai7GpWjW+5aEYrSuL0OGkUXeaOk64dScGb7tsbg+FDjs/c9PuOr/bFCS65V"
    "9Abwxm0E/9+oPbQ0cvXCSFMOlqapvNQUUk8C0WBQOSVkKo1VXS1cCDYSoYOGhZtQtv0COFe9IlYcSehkcOeaj2ZL0VATaP1QXPim"
    "r3fdmGFlyvDnL3uhaxZOp+dvx7uhhSk88duBIJr0Gp7CeeyaOxSPuj/GW61p0K75RiPvg+2TVju66/bVSw7ymdiY0QKpJI6GG7dx"
    "V5Y9LuwwNQTblK3bv3+6seMrUSVAPJsUhxo961Hk/5gbI2OrNgESOF+O8ds74BPQLUK6aQQJP9zHyLHiH3G4+BZqtFiCVYqktiDi"
    "v+3PD44gX4/1SzFpWQDYIIc/2oXjl76yjitFs3IWpyKOcWlT7/x2Uet408a5Ah/cOVQz6jM0WPDnS6BviElhnqqlvJeXSksz/iT1"
    "1QEvEcZyLjpAk5Rl/Exsn/UyoH0B+nAPVoVuIu9DRkinHvf4ZmphSOfEgKinON2kUK5KtRYUvtxFMdTG9g5DdIBulBT48Rq+FPbF"
    "X4yJ8HIEdvu8U+yDx1u8fX1dmhGvIXRnp0xnvscvTikU7UZO6gvVW6geoYV0eGEIN3pfQ4RNBMOvwcYuIWC4q2+C8nPKFvr0JwsN"
    "poDDMKnfb6CknsY03ont28e+wfoqhKinaFatJKcF5U+7JxjDr6MPYacOYrx4YAmqyXG1BKu7KIXSG5KrfJoHaymuCev2o991iT2i"
    "17Sk7UeO1UDffkcj0lvlCVWIeDGYF7Qx0sEXbtP8r+3ms7O21XPY+YgN8NK/TXubjM843R5s6CbQD4e6O4h85aGvfsReU71ppsDG"
    "CuJNHSsC/iq21Ye1jEY/B64PVlfBtnOgxCB9ozft3rp571aoQkS2xznnEoqD7VzZvEZwMa5Tsq+phRk8pcgrEWp0Hp9KD2U/V6Fs"
    "535HVls9hS4qKwc4gDlyYp+3WbHFsbcpGkqH3fg39mV6om2j0rd7UyDYqZToJYWjy12BQtnS96kuAJCbYTBUdDOGpXpSU6SHW7Yz"
    "wlBOMZ2qWh32HG4j387/p23P/NN9uzeYfigNZl1LkC5pbwOQi6NlIShasJxiPFtOpvCy+S1+9GFyR0JR+n/fZ9j6+NolmIKdB9qy"
    "09lWr6ovhLp1uMWtvxlamojw6qHOFHnxX/K7/39nYXoznj7KKaZT1Zc63fn+rlRq/gibMqb5tVWWDYSnN34A2TBfIx8syCekilOq"
    "6ZSOcGZqxFZXry5QNyC5pY96+9IYiMnvQ1vGe65fno2nxu9S9O1BzETdeI4cJbxpuGpjDaVPZhrNLz2gw1U71bnaIayf2w72eRzk"
    "nZ8kOIloCPZOCsalJ95IaOuZYK4UjN+AOtphxdyjLju6doYw4cPVmXlK4Stq8Q7Wtg0mrHV/QqdWzKdXDSTfJLd9xH3bT3OcbLUg"
    "/p1rXMi26dAsG9zUn7B5QejgAlRAE5vEzo4hODZPgp2aEZr+L2GjTikMZlpN6Bbiad7SjyeEWurWQ7zZnYHYq//vpKo3zA1ZTtFS"
    "pc9Wgi6+1M4gAue4uX6wkkCSxcYSMUkaOf69TnELh+iMKQ2R1gfn6Kbic6pOJU0w/PAKI5/TxEawH7EdrElj+kOFm2H7V/X+3zmO"
    "Fgulb8df7v3vU3+s9I3tPlh617IggUpN8JSihUiHcWUUGZOv51VMujRNQDH5MgO1u2bwDvgreA5QFbg7Zg2J7xFn1A77a2vEkJvc"
    "zAp3XgHNVglenqgGdmOZgmtyXHaiLLDCQbX7GldxPP6FVGVIkGvL5T7es/3C7dBXIZ7Xqarw73oVBtwAedMMTbVYgVqCmDe0q7Ug"
    "uBgbVG6+hNOyGLlke2T/cNvXfSPRLwLRzbNfSGNVF6poMhbTfL1ZbH9hH31xqoZcFuIe4qktTaXsy5MIThWXTKtxmx2hLWk4pMCK"
    "jNRRwdCPkYqexa4CnjnZVYudx2VPHLHwxqvWfmY+B2TXIQgEq6bNfnGOuPjWKK+V8loJapkvGXtIfaaHaZtMPGzfarN0WM05Ealo"
    "EXJbCt4I0PfukjjqkI/c6DJ4sUserWi80Cn8lE/dXoYIM/T0ZogUpMm5SBf3x6uv24rhh5fMhITDdBZO2iVCeoXpj75keF2dGX2N"
    "QtGzhnrTvmCUr7YJGuB6IGbMSHBnOV3mVHEtbGzybbsJGuxMilH2PeYIitlNU+Lh4FkgmwKnXO4XED+ud0Q8uE6R9ZzCPeYS7l7x"
    "Z7J9FMWYNMhB1ILih905D0FM36TExolZqOx3TcMT5YvagD0YC3du5Lapwb6i3B1ff3BbTGsQLnDPtiTBsj0o44fzn1y7h4y35On8"
    "fvKBHpzWt4j4WTeqQaWvUG2WOKJo5+TUXc2n3Uv4dpbwDVxHY2ZXR5UAl7LW3FDs9C9J02Nntp46l6R0bs0QReGpPinMRBhUAQWx"
    "XAQjKwrPQejyjXqKR1Pyg30XBbx3sfxNv4DeDTjVuy3FbfwVEhZyJTjMLa5GCSSLyqYhTZPsmFpswtj1lQ6WxX8HILv6BVgWCnOI"
    "yYrwYV6kU7bU8xLWe092ElPa5RGvkTbKyQ12g9Pe+zNK6cWAbsn86rzplganM86APdV52flavZeexHEjnB+1CrW9L7CA8QnSuOIU"
    "RHGwcKWKwT51zMPFPvVVKJQup/hGgRJF/lk5ACeAqTqfy0s7E84ZPOgelMbuu73FwQKSvpTDrW+aCyqelVIXFbNMPSiNh+9i19nZ"
    "UWS0fU7QkQE3xl8k1HEc7AR5g1Y/odysNaRDixBG/Zm8nGKO1yZNz5f+F8HHz3fIdLyWU2RovpTbh7xpXziMNFlCTKFaeCDh2c+4"
    "s5mc70bfFC0vNV6CFC650WmOlPyUhSDDzo9acXVJC3c08XRDqp00k3S7iUc5+Uoel1xX2/iUUA36w86zOk4M0MSeU1xOtYUl5yfu"
    "PyrhA7a2qUmWSql76fYyRMRhUtSEp3GgOIZm17kFP0FUZCjN2h3Ygc34ZYrm4CmV8y9D/R9DezPN7/7fLzgmJ6yTv2JRdUbVyKmn"
    "gYCeLe7NQoUKyScgVboPfn020zR84WHWuP+u3sTdm19AFaL8DNYrzlYYwmMX0eTWdrYC9dQHTynkmPbpzAg4JzsJvnBSfGr4Pusf"
    "g+qXk692Zgfu6sUQ6G2HbDf+nHdmcA7U85lZ3razR7ROigLGbzPBEfqqu1pXQl5xKm+UASFJgu1c5WzA4rD2OG9MSuiP3ex+yl2z"
    "IXbPctypTHR6ymJSttIUmqMpNHt5BeyoSLhen/nOrQzU05n/lkBd//dvvA06z9KrUsDPzTyZ4vCVN91scMsjVViaSMFyMRyEq5/G"
    "xWvJ4GbiZE+r+fv7pXw5cCZ6AliLsZl6EP8MKF/4BVffg3fzlPBFe8qPQWxPD6c7h/KfU64ZqPvixS3wTHYRSi/Gy2HGX/c3OQRW"
    "R3zG1L0iuKTpkz4AzbuaPmL61R5bOojjiL49tncQMyKZwq4255zYFsJyASZjCXYotO+Ezgw2Xthj5wX4dMaLt+Qqkd17rZhwuqqE"
    "RZI2QwOdp1t8g5fDQCk4rn78hzKJ5aEmeWAShInCq2mfu1vpqyZrgZu2DN0394Zs0RuyfY1yu01f/ENoPEFwU1XHMNBOi2QrNwDZ"
    "AT3NjQNqRbrAO7xFF8YWXRhbdmFs2YXBFk4ay9u9idMgg73xOYfs+rcAN6yp/zaqHyG3iohu5J3fXs4y2lmOAJYgWk5Sc17HOy0s"
    "iBRobjtYgha7ii9mqpftHMH2rN+tEXhYfCdUkAOPTCohPK9huG72+7wZfatPTZdwvCqemjst4CL5rQGjXfug7ZtquQHcxRaRbkSq"
    "Nu+AYiLi/UtHDQ3ece8+zV2rnQfot0dIRsPO6lhCmWJK5RtK6SDG12hThwlVGIMUu8bhdoYSdrp8nIK6nt/cjXH2QdQh/PVq3ixv"
    "vefRir7HzW0ox1sz0jr+cOZ+irR6Jof/6mqDMyUYPPLQ0c6K7Rg+Yszo4xw5SkEIlvYx54qf1C3UvZyC/LbkqqG82EE1HwATKsLM"
    "Ue6XtIuZOe9zeTc9P85zMEJgw20479ym3lwnby12ArUipP49/4Wvfkot3tnWdyfCWeaGxfgyNlZQS1EMRfhzKx1y6Q1FikLjTnBQ"
    "BVFhb3FY/e4jVXfNLxGQbM8zG3zXoq+djm2F9/Dr8EjE8UP/Y4vFCMhHfOzs+Ar6bU6ldFmXU0ynaqmIH5kN8DcDrrh+1acPopoc"
    "ZbGVIAIlsmdoh/IM//5eVfc5VP0oqTNxCnoJfohC9lDh9YvNkBG8TRJ7UC7xwxTXWkkmF6TSyTH+e5Q8xzt5BFfK0yZPFY5Cx4Vv"
    "BoGQbCmbJu85eqoWsif7dbc+vfS4udzh7iVP/7xylpEe1HndgqH8FBfnXWrf/4TDb4CHI8pEWT5D5mMI2UJHfn37mRbeKShcgNfV"
    "yNSQUKTmzzEFuTSO1u4tyIOxQ2MRq2ylZidUfFo4Ebd4vjdm7yEOfK+T0R42TVURM1686zBlwaUGncUmdQtDSZ5S5JV4YnvEFFPY"
    "32Q4cBC1/HfM7nd/M+Dc8FXnz/JS0ykjmNcW7zLkk2nxerRzAPjd0NIUwWWnvKUfc3MrXSKnN4WhnGI61enyDMfRc0DO85QvS9eP"
    "abD3wAg2ntuZX63FU2/RumSqMzhfS4p899txywLb6J8yEzS+ejyfnv2HVR2F+bbSk1DLHdCk9mBfvcfeF8gl8xxJ2Pc3Dh+vLM7N"
    "d0OSWkYn4Uh+zsHadaj3Xv1GRJWc9TE9kJq634O4eAMuxsXEBG8rczHO9ZJis6hBYe8Q47M+SvaXMQx+YjrzaE92jFaOU3opL2Uv"
    "3RjVSzSeazSeazaeJb5NccvOL77ewmgKWBIdJhrTPsuqniKvwHeALiBxDyrJTvt9dvLE1zc1vSSh/StGGbZPQBuWnSKTmaZnaEJH"
    "hE0UjO3TF8KT7337dIDhaaEyhC+naKfyFxhtSxA7f1dF/n0KWV7Kbku6iw8wKtIS8nQYop2cPuI1fqv4kNsp6kvZ4Wg5304RwRw1"
    "KLoR6ob9dBgpkLErd4h6ipYqRSSD1aT7a6vul2ynvpeXjMcmAw6+gbjl72yvntI5exr8hE/j6cn3//26/2+XObimyCuRdE1HMWUZ"
    "+p4jUW5PhnCkeGE2waDAjZHi6vN6gy8pqB5CTS9Z32R76ZeM1F09yCwRuXM9q/WQL9vItGueSvemnXqda2PyTefJNikjADTB/gGK"
    "H24cChMqEpiTh1+ypQ6BXx6g9uo7WwEy+b1id65gh082upHFTH/Xkluc0IhqJXlK0UJEym5bDyrJU4p6ipYqxct3pNPKRTDXR0ru"
    "PSiC3U+vuz/7EjglmJVUrMy2woPmf89nbvgV2GjXbTvAj8DGdJHpktI3YzWdMgLZfWM+UNAia8vdPzradKB8peAO/I9sznAsfc+v"
    "n2PplpYtXjz//ZqnFHklcuT1D8wJg0HRd1jpMNDsLEExfgUd6Q3tFzyk3e9ROF+DKqHzck2OOkfSDQN+a4WRqZj65bqts6+EdcTQ"
    "z+LfX8W/v4p/fyv+/ZWYnmnpZV6TwyKjaWfALYtkjzYIwxTCL79DiLjg4GIMJZWvcdf8BHgzOB0U+eEDJuN4SWj9iKMkOUhyKslT"
    "inqK002KyIF7tGEsWio3Sbf76SprJyvcqZmmyTgDopRqPx8/pr/CI5q5By/P4U6SVnRfwpEz7amfXGExzWp/hGC0/NQtL4Rl+H6N"
    "npymdBmG9jKNRB2fdApC8eK9dAsDN4FaQqiD0KzMDVVfqp3yVNytNtXbD/wUPZ+BI+Fanbwf+uxo7YoAF9FNeNBNeCw377ow1C7A"
    "Ti+YUIbbDuDVO8WLf1VM2TF+Z0O+PbZZFnfjkTe++r7WvC0JtyqYba3Spu3l98NWKsvHrsacUBHsDPcedO0J6Q4PMZ2qpXIaK274"
    "ph3axGbga8WSDfbsx1BpMx81TodFtZJM2Abs2sE/tESY7cdHK1joOjcetx1PLR+ZSswR3e/Hv38ASRBNwcPN80rv+pOdU/enu/Gf"
    "44uviWRPVw9PNlr777hMQDUqiRZqm+qoReCVC/9jamksU6hnstLokxo9Y9Jab2Oe3yj+T4dMDLFOxg3qxnnSeLWlA9Yx2mdwebx2"
    "yHBw3MQEWrux1GRGZkLjsc1C3Gm2jm+Qm9GCRaH8lgVQv2+wPBfF5OvV6dBqbNA3P4T+sOU8MMJH0ChMg6Ns2V+betUcytNEFE5D"
    "pNEJmbkpD8DCi5IxE/VAmxYAK/J3Nii0+d+ArQMXYzNFgjec0cyBfJXpUYiR4nr5VNPP1AaPqrsy4FgZQRyoirt6HFHUbiZ5GjdQ"
    "mfFaL9N4dppTCeBjYuACJj1SX3HFvaOh7GgzxnlY0ocuXKWvjnyeAFnPC1A186qyJF6oKWHqZgA+x+dE/K25qJVhTneaRp8pZLsI"
    "vpFKXDt5oz6sbDvGgpbKTPAOb7cgpnxY4kWCXYW0ruLDayzA6SNWWogc4foL+NJv2vHnJwE2YtoLIIf7HEh0LF350CGbAHb0xDN+"
    "7eU2HsOu3r49pm6ZsCXn4wlFIy9FscIZoKieUv9Gy8sdyiAvBUrxwc1MZEU95GBcdnQlT0KzujuIHkHToqsaNRVkDGqB1Ng3X6zO"
    "F9iZHsOqwbZghF+CNVGVnfWF6AWgWJinEKpHUVRWVvaRA4PWJXlKEa7/RUIWR7rchCS+2XOLyuSUz5DhsUXWtEAPVdSiYzHAxang"
    "GIyqZb8dYpRjiEN7bwWHT6oSsZCXUZjELUg0eP9gzrFA+4PC95I8painaKlSOFbm5Jm4RWbemXwDqAh59+O3cDgtKVz/4HvejSWo"
    "meeIzCos6xb3+gssEeQGXNcgF4JQU8pMo/S/8lLTS7ZTxg3rlBOT+kFPdTnDehnby1zenNrajtevoHkpp5pfgelz07xy2cbC28Y5"
    "5H5dJL1c9U1HdG8HT8pYp6Byihoib67mq/XFTGFxlAJx+LuXmu7v+r4OUYuRmskiYg3pZ1T1jQt2YFIRmOQtHnHlRI4ad9svHGJ0"
    "qpaSEWfGnYweYEnZQ0X4NPrMkTape3kpF+G7QLsaTSHsf5oAbmAqQLlBtyzsccB3CgKwbKjA8X/yeZBRk4rpaNg9RAdA+t0jZ67B"
    "zRyJOR/r2fUmuU5BDBKlVIrK94eHpzz4FJTsXAs1fbwNUIXU1pgequJBxpiVhVP07Tri2xWyx/LM8Uy/F+fN95JZgwrfS8kbStlO"
    "zSNCht1fkSb/mLB122Cw9qsMdixSEUudr7HAlFG1Ace1BJ1se7Ly+2i+36OVoLAOV25elKsjv17itq+XmnSa02Wdoo66XvyKXbUG"
    "N9+XKzc3UFXgVQMOpjW5h8Bn+Mn36xrZxl+tiSdu4ZQgIy2xJ6FVOnwlRYYthYqT+yWDw5FGhWqhzhiv40eepRfMG3X1LJAU06la"
    "qkhPTg15ydPFVl/qzVLB/3hsIL3+KKaZml8ncoDx6vOQOMz8q7zU9JKRv39cUv9kQf1zltM/ZzH9E8VRM9TAEjQFx0X7O2/sdVuh"
    "fvjYvQx56Z5cTkFmLrEtkNRf4yvsvxH734wVH8w7C55StBDhshi5fVGUUY5D/Cof58GIGlYGckDGmtp5maOhM0R4oqHFtmXQt6mZ"
    "fGtiX74a42bmLM1LDE5Krf+plmRRhugr89vfP1Ek0sqpMfhGb35TRf763fKdvcU8a6sG/xao/gbFjYZ8hgzvWm6lcZbJNzgEDrxT"
    "cQq7Lbm5SGo8zNQ5onKKGiIcz24+sItocrTBbrOKw229uGl07lQp6eJ/oxFJH7nJdxAb61kt5jA6HZvLW2ykV4srG2YLmuRqNZDg"
    "dYobXb1NnEV4juY9EwkGlYcx0iC1mB3CdgcffkjcKcvjqoeIa7QE2dXAhG02blj3aMLeax7FT2O88rQ1d/8z7OXSg+wHQWZJ+j6k"
    "CCj9177N1aHYomf78jXrPjX5uxMXE4KDpxSZqNes3zCkiDT4Bd/9mrFbYHJL0ctLTaeMhMWbucc7ufseN6D2IDtBxPXqz4pFCxVJ"
    "YpacOHCOg/tOA0HgPWZbnOpM1v/MuHg3O9/ejG+XnczXpIzTkG5ahr4ZaXDlMOipplOeqTmHNGuheuYXJ/qGJWw8k08V5R6mYAK1"
    "qqmcRGRDuPDAU4ooB6c+XabIUDwTRpNagKMEKaRWWIGagiSkbKd2SG3URktU3uiXaKnSJUkT3VLW+8f7tJc33T5yCsw5A+acAGOx"
    "zU6XQ+JOaci1H3pINN/FGIZos8bsmPfJMa+5MVbBkex5OtLNUZLthDaD6Ey+zgJztPayzGe0y5zx2mXrQZl7yLSMUPKxN/9utvjX"
    "bFtM8n3JZu0M89HHIWqICCl8rRmt39u2HTXMEoS2f8RpxslR5aId/n42t1PyxscYm8Rcs9nVmFwcXF7K9xyynbqminTvmz9lEieX"
    "U5xWr4mr/2PxfBmX01cmXcN8H9UvoHYKDT5qPJCQBOnXJu4/H082f1gPm09GGw4nTyHSfWVBPmr+eolwV+evM+Q6f50B1vn80wmD"
    "b8ApO+jPEV34TwyV1+JejiViOZaMYyg74gPt2VujmU7HKsTDsGhWa1C6jJZQj5aQtiLOfOj+t+kxG6vqnIcLRPb0qL/6q/rqWU/1"
    "jR/1Xt1nqHOOzH68YrdAUOUU06lOZxEgdTm7fZiiePe3MeJa/POiPS2CHOBR8y6P6rt05IecjR8/Fyz/+cWPH8Hd3UoQheUl6sQ7"
    "R45UjmcEM8/ub+3+e7ENvcfi42RfrsYwtIjMTTh4ChFFHxnxU9SZFGey25k9KVO0UOFn1q6UYkcQ/WMxhpvCLpw/d+fqPToKOb7d"
    "ZCPF9v6q0lJeeAwPF59H/ho/zl/jR/wPe7MQs7YKqdfPUb40gUGwaaA3hdLzoy12wdtHnT8/FacOpmTuX9W5DALd/+yua6jD7ljm"
    "m+LuNA9+e/OUgVcuaL0qPyDxEdEBlnX+VuYLdUE7o4DFDkNF+D57snoDTm38Mwn1Syu0DwKO0QP3wc1qrs8bXvQJnFl6UXlOcyMN"
    "1JMxxjG3XwCbX0XHYlqTLHl6Qj0HMZbctYsbf1UcQTiwCpRNmw8IrtvnZ5IC0FQ7z7QbqJQK9WjEWB74Vr+slxDVWEJU2WJfqGCU"
    "9xtRKj9ZisPSegFjgxJEzGncNZbHiHX8X2WZTN20VgfUQxc7Ldu34HeWpUZbBnACkrecrnSrb5vvz8lWTm90OWvcuDJorNpEaXX7"
    "besOwbtLw05RtgBDKLu3sxXLjul1c4nWlkxGlQumnoEl2OG5s993SX+h91gy+Uox0elmdoCdBY8WCorHrFO6BTt59SR9PtWvHn64"
    "ogrhTaxG2GA9nONTLvXAjiuSkxzroa/H4W/HwffiwDVP7eChHf7ScDRAPfwAD53BAzbogDk9zWSj3RKqz2MazFjgoWb4AM0QqEzI"
    "rAeJdb9fDNBXSqF2yhT4s64XYVTvBajCUQyayhqnb00QJ/q91JtlG3KagEUu9FfU4mjBdvkuAHbfhP6tbXXZ+mNAF87yPS9AsVZa"
    "xVsNUlhqU4AYBL/yvlyACeTbiVAkJGixjQqFSCFqeoio4bUDOCJpyx1w8W36r28aHxUsJWgKrsHN7HRrsgjoANZo1qAOp2ydAJ2A"
    "KH6oYk5BYOuEM8XnMEer71+x4IoeD4F2DY+RkaGwnNt30CXTEYaNBMgwcxtW6SmvPX0rozwZebtDObiDAnHEo7wHGSawggr57tDu"
    "VOWDNx5DxPEcVl+X72+jDtZo+pQJRr3bONkV9IUSdvhyjn9dboIVmIwOgdW45moODyvesdOvgUnF9EsjzCAeK1ZsUB1s+x79xupv"
    "AkbR207RUMVoQxfuwp8CTMZjKad4WdVTtVSOTUfNBfnKrQRhnP9t+08tWqo6TErZz+ZchLlBVDuFulzftC/Y57YEYfkY4D++4GbR"
    "g5jU+pIMB4ex9ZfC184lz1b2AVDgZMKOx7A5u1l8CfmS80LfgvZVL/yYp5hQu7EEhSWBaEoB3od4QlrTHmyXeCsUKlFY+kABqwbz"
    "6EXhoqzpoqzpomnPhZe09cMY3h5YzhQOn0o5WF990yfPLz/1Qx2f4PiYKf3HgkfRQcpDjVDK5VOwAIos2uaNlnnjDt0dEj0gU4r2"
    "8eoHYYO85sF8k0NszApq50B+i4H8pv+Y5u7CFj2Ejf5BH1gVxKsVJ1g1xkzBr6e5B4Uz/TcRv9SSVvgEcJ5Oor4tzLAwYWQsRuzI"
    "WBhpdoied2DBT3ZIXZxUvZTJg06t4JMVDY11CwPtt/wCaeDKDbDbW1yJ/QClcKPQifEaMcBR2dpAAFf3fA1xqBIdpCnS5lEB6VDB"
    "pqGdxsmCA5u2lxv8DyjGCXI+wArxj8JZtA/0IE38GeScjUFKC9/Acmb38srwHKA8FXe45IPwoKV41TI6tvYVqFnVdNChoNQgXEZ5"
    "XSivHJsLde7JgivuTRxiBuKYr81WLrC3ndv1roLB8kuJpE+mxSKuVlwo19ku53BoyGey5oat3lgfnEy2448U4TC1JtrkPLJy8Vqb"
    "o2oZFZ9pl4TVO/ikmE7VUkUEfaYI0DIMn3MWl5XmsIVi2i+Bar6nmE7Fg7NsqRzLuZwx5FZfCqdkpOok9f0KiHaQb8KipXKgknRX"
    "6lQ2gLyqYTW/5iKlqbzU9JL1TTa03RUb9HMZzA0ylZyXpVIe6x24kHkw7nladNPGZuu51Xr02bJi0fgVVJLjKndZowGkDt4PlrDn"
    "AvVzdXobNV7vioGoeweIsscD6D1C6Z3yJZqC47mnTFc1RARw7MbuT3s5FqAYIwyy6k69dLcN6xBPi5/g54e3nwJ5XJobE7TEVRfy"
    "h+P/q5v/e+D2b8y1tcL53wE/mlgLVlODtkcQxu8u/C3G1cQVV78/tBx/NO0LtO8bwIU9cDLhdQ+vxFsnI1dqMdru3JYGgym9/hpt"
    "uRudvqpBpcHZkPwpRGRZdhALff9+OCy2aXtZwTdovdi+2/HSnRDvX8zseoH2thlNOp2OadK1mVwbSJyDneghuKpvxo87PMVKrNqH"
    "A1wsftzvAoejHY+1GzFIq68DxHkcKDhEAeRMO/sKu5FUb1skiA6IQTsQcW3ERdPwZyNG7WtxDePX0U9hd51ch52KGrFUppgjfvhl"
    "kOLRbL4FJ6qPr+pHNNt+toOMFDmQIwuAFO6cgMN5G90NQ9xtvvMgKYXb40vTECR87eEgH+HjQXAUc5cTTbaymPUvOkh/gJC9RP9D"
    "+zm+vyn2MBYdmBzoSNQCOSdisj5C3maPaAWP+PkzdZdh0zxugX/u1VEooH06T7GtlMeYhI/L8hviic147WctgB3obzHd2tp2GVBi"
    "6Tps7hocpH+dgdpelgEphqOWIKdT6k02s5vCqWzp8Ff/poSgh+xl6O9axcGmCEBz/OGIzbaqTOfrAbAf+ocOA3W4TCExEdoyCgU7"
    "CGvETLMeg7FQZi12Rn0632baq+ZokKbhmRIPLKtslIwBi7EE1WAVeAmv0bF0H4Bl2EGeo5RiSsWn6pQt9VatetBlpeP33UCw6xdQ"
    "jDUIo6IgG8hbNoA1NTitlxI0BbfgTsrcpI6CGxMiWx4723hl8oWZNe18oAold7KSYjJpOKfkhTfPCxuNNZ1oxdCyN1doM6U03qC5"
    "H0DkV64UOpWc/vX3c/APqMT+Y2iFMVCPgAq3b2j4+R2tZc3wsFCAv4XTFoJ9SUoLFobkbxay91Hd/FJ0frX/HKhI4G7m4gqoxv8l"
    "Q35V7/9Gdf+b1f0v1f0v1f2vjhmSt4OAtRTroy3651zoPtRebI0djAbeAH6CtBe8YLdBjX8Xtyhry0V79CvrFzqUhGoNL+5NIvlL"
    "KcBuJG0ST+hegnDutv1Cm1SzFBq7WoGTqUEOhEpumbkyFWM14WwKZ9RUEG/WEuMaTfuNDNgB36KYG8hc1C5ZbdmugH4sF7pAFvd9"
    "aDFUY0+zRptl8Udi8UdiiY/EwgGETZucDRg+bjR0hHIGN6xroK1r93aRL9mk9RSEiolD58E0yYkmZYOTyXak5aZRL3Ay1aAGhxud"
    "xGp6WegWbn1k1kqRWVlk01Zadaubc+uFy87Lwf44h9B1bS7cVlo768yyumBdVAZucrCx+/CgEdpGT/emQ9ja9kVVtH3NgN4niNcp"
    "VA+l1A5RXBejbLMJf4HSg3Chu9n0g75N/PJu39Jqg3GQDin6ptwM4kTztukDzdk6jX7STYXFvXh0jg6YS02WKz2YAYQy2u+rSOV8"
    "oxgL45OxxQnjjd6lAR2fSv1yfDoYD1S+Zl543kXMuoDW/hFzLyA74ZFuqja1Lb6Ao/EkpouZps9gSt+mY+bDU2EoI0VDPX7Ui4Tg"
    "E8GsCaULL9TwTh2pIcXs09HO8qUNVdkyldNHqVloOW6c5SlSsvRyqDloxI3rczcEfVzIoAXARh+rGJ9qOT7VPD4FddaLDamSpg50"
    "Tz/JySeNbyOn+YKclGfFDR5xUl7b/CMF0fpJxaN86Nd2v3x9+OhT8KvyU7Qzew6qH3EeaovzHwbfPhj0EqxhteIAx7UYCUC/MrGT"
    "fvMW+s1b4g8iIv+075fHasQhLyTbfdfkZuHo2AG8sfe3JiYADqec79sp26n/OfB8Ea16qBLuaN2FeLk7V4f+j+nlZe4vh6dtRvf9"
    "CjxdPeNGvpiMnsKujL4Fn6YWys0RtPtKJNXdYV5CqJpgH3S+iaEy7UfMgh666EMPOXlOLp2ROxX4HhX4nt1ou2ty9pRqueM5wrak"
    "uSp6v3NQM7ulsfPl3P3J3P1l3D1NYHDBhS/9FiMGUhMND51gJbiQfPfNDWL0kO1uhVEuaYjsM5E4g+aq2hBqwYcvYE2OuUmhfUIn"
    "1X+7P/e7hwB3vr3CZuKlt6ghHPnmTx2baIKrqQXdLmkR+2jb8NjiAmnf3LFndnDRxxeC32t2owSz6fzSFGEN3QsJmPBqN0Zaqaz2"
    "DcsejRM2CBT6FjlFvLGBXsu98hr/YTuLD01pe6FMwO6N8PFvpmb+DeLRsR2TqJcgudL/86468L/lsmic6imJm/90CyzvFiodUBob"
    "rCfJAmiOeReUfyfjVKWjq9E5QMP2Yn1Be87JD5X9h2EqL2U/CzaquLtPvoG55+5WSb/4G94ZrHS/Q+f4nOZ990X8uZjD7zWZyOdA"
    "+4qeFglG46Wq0R0EnRnag36L8ex26m4d8W/QL079QuoX2yyOQj+FwjThh5+wTs9HZ7CUbzKyTqfIvMFgf1Okd/XSOJQ3r0ViQ4Tc"
    "BUNLnWfb/Wj7JbOlktaatqc1QdRujIvdmeoJ1oh03Zd0spxW4eRwOu7nc49u2E6h6hei6MU4mdzJlapZBnEkt5S+MDHNpfUz9JzU"
    "FTJC9FdGop3+4jT0N708XyY7Nx4lKIxJaY7UH/202JwCg9PwjISqE6aPsqOsnCiGEx1WnZe/xxJjhOkXXIwOZAg1WzpDh10HcAh3"
    "sBrDIduc60cauIWtxrq63bs9L45rlEyHQoEZuEH8eHBmiZDOoK7f2u7pc8q0XyO+53xrZ7+1s6ZWNXb6Bt171d271Pk26aBCQXxz"
    "+6vfI2QE+OoEQc/BPJdwQvlRnc4wywAX8DkLODuom3hoN7nftMOHywe/Ed0/Dp2WvVAxju8KXv2q+r+t6zRnoW5CfaV9i3zNPtNO"
    "nyldNJq+S51FM9gTdyE7mJPtTe2AznrCFqVqoL+hXUtimObLdybE91bjeVTXcjWrOe9JIF6noJIi7K9BJZmiiKqnsNsddLy9XJPJ"
    "PavSUjqQB4gmfBdtj/D3c2C/x8D+4NKDbFyvFHoLnkVK30YYMhSZ7LElhbvmN1dC2+tKOSYXCjicZvlARciaTG1y7rhC8vxM8W8J"
    "qsFhnd5Pci0XX/LBu7EEhaULUs1OCylf8dPfAMe5RVybHW752CRaD+VE4+6glLNQ28SUtZTlpaaXtMfrNWgpp5hOlW6iutJMiQGf"
    "G3WHIz0mwFlwTFHNHxPNfTjMW5CNT2OES10y0H5i3kk/PN2ox0Q9CSLZqbKeC1CMLciNq+4d9nXayYDPr0V7IaQoyGmOWchDa4f+"
    "XeIPwN+GWfEf5xHWIfGvVjDj1JI3WFt6rlZxzs1LNuseFAHn+TZD6hyEQT7ktBMK2/iIYxPHIWOR+FAYYx/aU00vWd/k6dZryd8N"
    "vpSTDyQZO36TKmYyhJ3vXgtmTDMfacuS12xjH9E6StVSnlf9z/vSESGme/iMex589PImp5fOG0hDRFSDLumvRoa3pz+nxydhD29L"
    "OQWe08IJ8sKCFBGbajVYO6cNPupn0GUNQVCaVNqOry+AX0vzSzlVX962E5F08suG2u6UyzMNTpUlWfcVu3meiiAizB/BL+B06CN5"
    "cNyniYA1zjTg9/hgA6vGy3pwmLYpLKOpcvgUbTH/ibCntZ2ScL+1E3U7rmrXCOXn6urNTLgoB2zJHaY8/UiMsJmmiFDMM7Yd8A8J"
    "GyA17w8B2QV4H/CHUq6h4QEuMcu3frcONW6O2w0gxSIXeJR+gFJNIZ9wGIs9kZwbE2YhX1Uw3KP+AY81fjgPhg+OlVn5g/0OrjGs"
    "fDAzRPhpylpOh3/5bHI0k25C8P92cExXpWdVmkG9dB0BeKVGSme6tUPbASdgzzkOp3RgaSAfTlM8wTQ7lv2cXyE9p+WcEcyRMK8l"
    "RUSg/oIc3s4oOLzH6HSqlvLNh1+SPf73D5/eHTydIuJy++M4j+1OGTeknqeD3dBNCqgaCKB+A3QumqcUCrZegWIkSNjXGO8Y7D+d"
    "g3OdxZytIo4yYjGd6rzom07pBMWS6lPZX92uLvnVawdSlJeMwFITSefn59CUn4MZPkIdy+TafxieQQ5oCPzd53uQ7+w+h2dWAIVI"
    "lxHxUBRDC12MycDmXMR3Gnn12w74457LEkM1i3VKzktrPF310b0rcp2qKvogzJdXzDY65uygeER/xiNmz5h9ZQd2G/SzwCfjQafu"
    "gymgQnzzh/jIYboHLZ4HXZSP7Jp8kB0PZqcI9cAf+isb4Ob548QQNXz6j+oRh1KFaCHsRKtl1g+f/BnHfopkRTX2VFqet88tST8T"
    "iCa+FTbUDPWU4HTPYI7zCe2L3ajhYrOC0ej3gB/tipvi7JU6zeVdT6eBB/hcsfDJw0MUvYPPdVufikg12oDLX+jHWFry/FIR8Jny"
    "qsbks7FBlloZH9nUgNzhcUq3dzCe9u1jfK/KIlwuH/52gZfD3ILownzJsO5BGAXjIy8gFHaxEndgxNnzABILXWTui0jPe7Ds5gUg"
    "EK0hwYWG1ehM60wZcyda98AEvWjd2++b8LJQ0feLk7H8Ar6S3n65sgCjxHfyqF9unx/0v3VOeRZdAUcwCrLzyfMZutZ0dHbDo7Ep"
    "2AbuBaigrvHO9ThHveu0TBahCuR01L09CHcSdimFY11vv4DMWvXbva4Nsp39jD+TD81I3JQUxsJGAbsAFNwhcP93FoxyepP7vzsn"
    "s6QYDj5HbdbZRg/URXMLEUysIbC6ASxTS2F7kGAqU5skwrcDNbjEhZAVSdDaCNDlKJWemjVbOlqr4/lUYXlunfsyvV9SMBOVLhM+"
    "BOp5Ca6n8HWwK1kqDtp9pnLbamOoupHymL2Ul0tIRUNHfW2A715DPOOV3AHiEnlG1Ju2I7aJl1iMzuZbHCuHCoswbsYadFlScDhE"
    "aiv7iBYUUiWsxHbhvXBki0lO1wkoQeuXs3T12R/d3/7OYJVGztHa+KU7B/Vv2+P71/MU3u6J1aZvfcN6zLHmjKV+bqTRmdHqI5wH"
    "OrPqDSBFOoIniJu2aKl6eanplL7P0Fv6zxJSKcN1tMNAh+/F746iuoKweFpofDOEI6oxGolU9136jS691PZPZog0vSFVfyncy9wM"
    "jEKwOfdHbNbtnbqhTENj+1v4psPUevwCeSdvTlsUfGrCZwrbF3ADbXOQ/L9RXP9GUf0Zf6eCX6NiFeu3EoGTDki64REcFgoP9nv7"
    "UzB/y1OZqxGnN6AYbdM8s5bOvwGvt9/6iahG+9+0YCWdhF7C3eygeCQ/Tqd6NU0cLhs6HEq1/lJpae/FePmOW67lMy58b3lxXs3b"
    "N3wzOnUNN2oeqD1wEcq/+tRBQs1Jn0OVb9D5obmbIIb1w1MvetTePzMPbKCfQsy9Q9i8OnR9vgZyk3N1nSlBQuSSzN28UjgF2bmR"
    "/O0AfNFfKbMLCJJgjkB1RKeQFQOgppLCSfVIKNyDSJ1FOu7u/U2dHswFbD9BmsRzKrt4CGfKYtWAhMmBz25S/NDtCkVMG+BUbTdw"
    "xcXWe9BiszMG1k9PyD3kw5ihPlYTKTt4JIcaMsKVRpWUrh6ukX/I1CcDMwzFxEgM1IPah4djOl0eHHve1e3WqUFmf1lmrZkEV5GC"
    "UCmb+WTSxQA622fPEewx747TzjvT0hjT6doAVoBbdh1jllHnNBiwLCruQ33XS1xhfAPxhMguDjQC24cnKIFu2qVKy2K7f5sDIlcD"
    "fhSbqseZm3U7bsanXlS2CulsZ9Tnpj3YTTKOxqCGnt3nB04f0e/Xf33eUecjzi4FPXYp6Nvn5etrxKUZaIIGPoW6OnFpk61yXLPy"
    "+zYaiVRK2/UKKEJNhVCwNJmF+k9JUa3kVyV7o7gK+ZMO1UP0cgrcKsnqnxLqOwCRDpW57ebJWox5ecira4hBcJQg7Fw6+OTzldGI"
    "mOCTsAdvf+HfuX942YtQA3WdeYl921XtCnVJD2iA63YPqeWIGgNqnSM5wWyFUdnqiHvutWKzXshiDuQcVONawxLp75xZcaiO3eit"
    "6RydDKowinXtIN6BbvSmikv4O9ycFjvBvP/b8YddBdh2pm8Rn5c8wmoQwD3ZjtV1s/Y3aWsQ4BoPloHovjEMaMKoP0OhDdXoeNmB"
    "pftWfBcP7wLZt788kL+enCUhN8/h5L9ppLRePi9/NvMS9INZhU7Ifhnde7xD1dQgoq/p5Dfc/Iaj3/OyXfePsxMdseFsKsbJxNaI"
    "p2qW4bCG0RShT3OGOOX5qG9aTz1NePv+NipfzJnMq3ZXFPvSvBgduefodm8e77HZHJo129WarhzZ3D/iGNhBfwCWcc6+BRuIlOC0"
    "FaXJkTuQtb0yLXVc+Api3fNLno5jJTT6O8gpRVSn3jpSjiG9aPz6VJdXuKfxzeEZlnR912+OXpEwKI68xk+JNEMGVi3KBys+g88E"
    "vD3ptc1vKQkr/4Olml6ynfJMyvJ2Y8v7XXlRBjKH9sLQT3EGfvPct1OfwWsaKP9epyF8+0Dzl3xLBv3ap/p/FzJG91+HbNzuDux2"
    "sXNRLSYN9A/QcIapu4jfgbIE2ZuEH9m9ZKG/exJkqJdlOGNHqVCkQ3dLY7DGQeQp2od36AKLHURWDeEqMlW4DSJIAnIgN+AzElPY"
    "Oj2YGrXqK6uc/wmyN7uiverU8KdXOQtYxOqYFGnFnFNtsQ3Yw2cx4oa9t/VT9GtsJqV55gK36rd+vgI0x8y+mJPdQuLUe/ZL8A3V"
    "iZICv2uzKmpV8pVTHU1448mPps6uex9NXVKsM84HbrsRA1rHXov8p6VzrAYcwKeR0OEpBd6P5nTy9Rp4554OcuFwLuibXQ9qYZ0X"
    "BKoVVI/1y+g31WJC4b11o+00KSq5WTivDj6w7MYD8q8iIVv/0h96VAOq9tziF+3gsXkAtGuosx9Rt7CDUPcOQl3HRgnkyBW75iYs"
    "QXJAvh/Odg0CC2j8mm27gYeXs6XsUt+CX/0pHvWmFQtsKBfbyeVmcmI2W/KecgNpvnKaGcjjDTGuPzQxpzM+ACqoB7NwBmkVwqDV"
    "/wQWyroHa5D7Q4O3A1dALmjIPLzdJEySPFwgos5zPmswXDAZ9Ys7mDEric3mJnRRM6tsPGkUcpbP8TnrxBq9w8fnsfbj49DAFefZ"
    "HIvaH9qVkK7MFLq8aA446LUF4++qavrcx+HxmEFfGhZKw/e3h4IO0jdwHe+WiahTKWxmJA489NNMv/8w6NzZDIwlJzqYT+mH1D44"
    "FZn9Mimsrx8f8sLZWJTDoQjsS+vBxNvtOw+ex0TlaLWtFjtkw3q2fjA1D1dZ5+SIuKjCFEzEUwG+jbRp/FcKXrdknpHlWkKNttXB"
    "s7DJeS/NT6DV8/R4Oy3XorGfw1s3m9it5iXTmgm2LxkZksYz6Jg5G1oz+pA9SKMVp1pPeXp/0NkV8hnCTwK1OqA210zATGRkzqgR"
    "vZPxqCwuDRr/kduTjLSMp1c4a2vwnUSUv3sWw5SE8q0JzCKtDSMR33Mckjak/hBNTr7KybH6KZyacH5GYwBmyqnU+PALNp754Kpk"
    "cASXbsd9kWK1/IIJaXaDbQi1oio3MWoIBmxQh8sSryknbIH4+A84jCXIoWqukbrEdNwbUIwE1W1PN+rBll0D7y4wc7Q6TrWcV0uK"
    "OV68MODg74A/BwH+agvwwcvlYdS3Y4gCkKhlptiICF/nnztxi3rlBmmDQ9HXbxBXb7EN0vhQsPORPhiaf+OKZPuOmRpDKpb9gu9d"
    "m7gN0hb6F7Jx10E2k4fQMHFG/amiJL7OBTxWN+cGn4cSofPsIBniCAdJt41R83mdvGHTOc09oZg23GsiykAvAh/iXN9zrC3T8jZT"
    "SYacmHFQPgY55u5nKBp/11zXgnoO+BMckXnZSjxWqjJ2TBX5HYJ5LPcCsNREW/lFhj1mt1WlqEMeaiEf67/RaDr2T7VDj/1r46fk"
    "2CdeIGgKrsHNbHdXflmDpxQthN38aLuIQbypuwsJVE5RQ9jDwh6Zx673hhk2IOMGx+69QI+c0HHsPImdvQMGeXWDBJNxj92V3U4H"
    "gmlcZm4aU00EE6jfErhDcsXY78GMxqOqyUJNUUdGfop2Nt3Qa11HWyN2tPX2dQNHsnlErVAAIL/e2q7IjJs6cvOCmHHumS0p7A4U"
    "kCI/83zig9X8PbruaSRIxYMS1HNnZ6unOeYHWJfkKUW45jgmKZl5+EJFd4xU3i9fnIADd4hAh/gCcnjKuiQ3ieO4DVJvG7gomFlO"
    "l3JUERFoiWkvpzitlK6URIDc6ks1S92wxBVHS3kGcdnu+bCyUeuAA+AZIjL4w2an4LCHezHKcNvAHVC36320ltTYEo8fThPed6Kt"
    "uqQTODHMQM6asSYJFs1KrWWLnhxXIpmhbElk/GFB/aUcgxpD9wsZVbF5OlebFxTe1eMr4NFoE4a7KmwhktyOPdDuRZMDQKc7VVyK"
    "9JUrw9n38jN/4QqWxSiod40m3TnJ965DR1xoQ44k6D9VQLQiXVQnE5s8O2/Kut0+WEgs0K5e4nnJ+Fe6Rb0bdOwFfde0QcFlgdRt"
    "YHasmrd619s5Yc/nZvAVEys+66kilhhDDdEsCAvdLkZGFlJFZFH5+5sN2ksE7MFniQMiKb0Y/0L8R6RYniEdTAdl10btEyQ7PenS"
    "yUu1ZNZkXRsfoHtRjXB/lc8onfNnBSiPYmeA/pju2vbAbt3svpNx2n39FmQ79/xZyfV0+eDYZMFm1GUldy5EWh4fsel2bLmdG27n"
    "dttirx3zttv3+aryxV7Q99wLOoWySOM6AtXZwQSHCqHCSR02QFN1767IRiz2tT4VxmagzjJPKVoIp3DLMpnKl/khtujJpHBbSIBa"
    "mQOvNnTgsF33hwBVghRoPQIxqfDN42fCpXs+9/lHkr0ua7EfubgbuZM2R/o5ZCQ53EGdCJwmUX5p0lRCkdSOs66FMskKRGtANMlR"
    "Md6HXFQib5dRwLevy6fxYC/eO+cSgsPjNv2O2DfK38YuHJCuzOiRYrJbN2rBvW+LNnk1jfahxSYeX4pPtefZb13Aw94WbfpvarBm"
    "92qiSupUJbnUlyJdoeX9Fpm6KUc3v8kbXsl0drACGwTagyYf3GkbyoUeNLMo7wyN3D00ct/+YniS9HoZn5pjoQSrJZJ0OQ+AeDc/"
    "T9PIsYcCePBGPHSk+0B1hTzUpS8YEYuUsgcd/APvttTv9UNNsAfz4h7+y2Qjp4cnvUEVyktyN7JeUDokm3UCcBtzdS3sbfxdCPtH"
    "NHlFcYUUVVnVAvywcvlUXP6OizeAWNxFLx6/5w/tTCMgbHdHBeN/BXfATqpTA79sWoonQnPTg7kC4E3X2w+Ab2+4PVjJIPs1h+bh"
    "gdlHzK97sPcsOG1h5HKnqJibOdzbutRv5zml7aFtch4XP8S7DwN80BvOyrWXtFPQwY32FZ1uAobVH961QUTzN0VBavHnI37IB6vN"
    "b+Iq3vx8mYMnxB0Dyo/yqX2aB03eaH8otoAbvFNkyyebKwU3hDdUeWgVEeFOOCSh5RfQeLZY7Y7ghlhsL4OmqYB4HOzAmLcC9aC8"
    "3k8HHReLoHIRpzyGogXtkObjBk8hHMASyV5cXjVT78EMvUdZlXcqcqOxUqRxUJEqL8VLXh/sYgi2DzZFEbDjokTbQhauaEUuOBqs"
    "c7WUN4Wq5YrhVlExaaiZP5/meTWHMz+3H20BB4b9TILGz4ZiHD+kj9gUcHD7NZYnvNu9OK53+8VntywsfUO1IHY0efzkvW142pwD"
    "oktY6BH/jKbkg3lAj5k+DNZpC3RVZx+FXQVjs4OHjrPoQU28PYQq4EJZFfvRD/Fj/laY3/OAXwF2y/RFRTUvdAvqdRlysdtlIn49"
    "8fiZDw6HKq5xlJ2Y6Fe2tnxwrt1DrZgHrZdHOLoifwUrSfPBAI/YL4N+74dngzy0mlOgWHZfJal69Mw0ES5OSiUOv7lz086/j5n8"
    "VIXm3yGoQXZGxTV3A4e2prgsb7KdOryh11DFvmabNRYjdr/pUJFTcDltSAa12Giz6J60BvWxLd8f3npjoIq7j1kyyTNCP/en0vPZ"
    "zk/S5g7dh7bieKgTVkBAOpDjoQklrB8QYF2xVn5u9Re4uBNZkrmOEsVmklJ/HUP9ZSpqirDiHE4pJ6f6fHQJemEkyKHBPidPyg68"
    "itRq208RF/dwvEzGZvJ7wreCDlIWRAzgj9SMpepwYSSr4Yk5GmKiVTEQujxJRS0hKe8HcbNN5iPyyCt0Ht436bGpV5lOrkcMA5tr"
    "crMgEQwQP3TO+0Cddf2g7+/hs6pqCDulbtGmMQK3j9iiBKxBzWwKf95lN4/debC0+RHLmAcriEMz7v8uLH34q3bvXzWQ/96W8R7+"
    "ZYXIX69pf17Gl27gbRkwwnmq3D7p3XqWy4+gAiPsJ9/OJ7tCPfXBeHoE+xnD1+JReJ58H/Txe1JDgSUYd97x9enkPbUt3VNpfCqN"
    "z+16ERyj8fLctAYGHBliblhjUmKE2oA2hF6+JxtYCTVI+dQJh89jvH3/yvgpELSPf/OfYdauj//mnd64f9vtc04aDjQY849pXf+8"
    "h/w/nUvz72jaKXD4HV/aAbMOOFj/D4kfgAk="
)
#: The words of _KNOWN_WORDS that o200k or cl100k spell in two tokens or more without a space before
#: them (``abandoned``: ``ab`` ``andoned``; ``service`` is one token either way): a bit per word of
#: the sorted list, read from the two vocabularies (bench/bigrams.py --bare-split; nothing measured
#: or fitted). A tab before such a word stands alone (_TAB_THEN_WORD).
_BARE_SPLIT_WORDS = (  # 10,170 of 14,450 words, a bit each, zlib-compressed, base64
    "eNoVlH9QVNcdxeOYlk4TSn9Mw8QkbptOymTaQhsGGV3wmSHGjkTJTJpQtLBOaQYblB01usj+uEloNBFHOgMjxRQ2gzU0LrBG0A0u"
    "uy8/DIiwLA3RJyxvr0pgZZd9F3jLPva9d++35P9z/jnncw43PYgxQn0UoA70SBL4dTOXxl9/6iYoBymMgIaAaGD9gRRklPyw6vD1"
    "VRP33xPna/coOhMo8/ETzzy8/0U+f3+nGRwKoCAmwftax0Vc+s5Wv+qQWkpafjeP5Jx5NcHUscbPsWY33dJNtftiBTt7zCMXxlKe"
    "Ru8NYQiCP20nJmem6OUs4NC0C350ry4ARkNd5qYjgsS600N8w8JM287xgi7vY9Gm3MAVsO+pPqJN5mjdv/79ErVgqTAbjWU5M5ef"
    "9SI4x65ddmjzsrK8eFLxvqpxGmZdQPzPQf5n5zIK6ox/ZEvhW50pW2ONPgJXzJ3i5WmS4mYMY5P9dw5gn/KwDeqW5MAxsezQVeFd"
    "YrymsP592E4dT0FQ5qoLGVnVgVIUTM7vehwATOMYePA52ea+1NH0BdS65LTaTLBNgVPAz7s/cn2ryWsyzJu51HX8ABK923YkZHWK"
    "swLINk2EU7x1tlR3rmDCVw4+FB4lCMByBP4FCu9eMy5NT7aBIBIAruz1xVjYGZmfPYZZVBAFFYBPyATiXsLvhfiqsBI8t58BB3yK"
    "AXErUS0FTgqlAHHl7Tw5Bb6UGY6hEFoNo5agiI/4zaBYmysw5re19CoStElabAAtPz9oAEAxCB6UDSyYx7drHgqIK+HRxDiv5C+o"
    "9sr2LX9CVwpMgERjLo+pPrYQqrHwgIYi5Zxlw6oZgDjE64d1Kg8jsXV46ycOZwy5jTKc+T6WwYs/4KSdecWhTUmty1wa2UDlGDJ2"
    "41vJC4/3B+pnGy+Flb8+/XXuDHIIsW95ErKvXsQe06iqQISWp5iAt1ddgXvwmzSSyawqzPQOKkqqPmxa1W5urarIws6XPjb3DPBr"
    "aB6V39IwpWuZHCoi6VWwwdwMFhY4CXNdbYYvrAyyvD63/bc7Fv1IRsQ0OpndjjgDVdgyWKLH7WsFaLC3SIWk4G1ky0jhMHxXhd2v"
    "h5yDCIwQAD8IOWVSKKEkGMJqHjwbISqJKYrMrSAc4ximP+6w6/KHzhyqOFoj1asTIomwW2etzOPyPO088IUJKtbNGp8I/AdizHWv"
    "SPtVjTt8o+nc6P8W08pUOf3NPd+rHb/jGY/PhkSaUx6j1cpjUeOnPnDFt/P5HXMtVekvq3HDsJ1y4kYNTZuf+TwbzbQ7o7VIpyJ6"
    "wxoP79Osy8G9Q8eDzwHJQI9o4YhEDpatA5sqAXILBJwLIE9Uag3L4IUGiM0OXNUGdT0r2ZsdcGhQ9UrKFbz/QUxBZg1S3pqaM181"
    "vfBKJoNQ1vPpP7GtnOYb6qFuTtjOI/C/09UcTusvIfD3xM8drhA33daZPyGdT4baDBtDNCkgNhZM9QaHwPsVJpjWGSIoujGvVi4u"
    "QabmS4U2afhFSR76lEGsXYkTmwQXSUfav+n6TkImNDEC6lHYvALWKjyDgmxMOW0Mef+xlfrCHufyg+aBNxSCbhPmsdhTVIOAMll5"
    "xxyEJ4EyxGuqBR/aovTc/kPG7X1douPjLbVtUfUhS4+QDvUA9VpmyEvX8NSrD8RRDDOJce5HBQb0hEMHoFdDgFu/wURBlCu4y9Bp"
    "Gxo5DFBaoDv+srg7chyA3VDB54Eezuz3inTWZfvstan47N+oJjZcBZ7AUsXa4qGXC8e9GwdR1EOJpxEkX2XG3CYUpyWePpvO5oCo"
    "vzBv3rGosdlmCzcZotfed6TRET7iISnUysRgTCBiGPQc2MVAouU61MaB7+7xOc1YEqQ3E02eCf7LZDxl4yEqEI3GFGjxW3eDox08"
    "5im1KPfisbkfFVbJ+RFoOb/+k4TyWh2J3p/IxH+mi56RXf0Epqid+iGOwMfWYC8kvK59Rz0kiQNW1v4puxse9YMbzoK1BulqX55D"
    "IhPFp6DiyaxRU4LITVyf16atQOjy3ZJIecfX7oGBJAy85MdmBDTJZ9zF4i9z/Rqf6zCuvWAExf1+Cnx4IIVA7oZHXlhJAjP4ZSAW"
    "TnF1m0rtwPfPsd32E7BQdPKt1QS815IwvO88297yxP3h4vcoyYgxKwpmPmDwrhuJOjpaXDuYDS4yMuKqbjw+Fb55oJAqFSUnPd8M"
    "2s8Ef4Ze/bJ9EslL6J8Nb1dE4oGP1v8f1ILyuw=="
)
#: The runs of four capitals or more that o200k or cl100k holds as one token without a space before
#: them (``ERROR``, ``WARNING``, ``HTTP``, ``LICENSE``; ``ABANDONED`` is ``AB`` ``AND`` ``ON`` ``ED``),
#: alone or with the symbol before them (``_RECORD``, ``.ERROR``, ``(NULL``; ``_PYTHON`` is ``_PY``
#: ``THON``), each with the profiles that hold it (Claude's: those both hold), read from the two
#: vocabularies (bench/bigrams.py --held-capitals; nothing measured or fitted). Such a run after a
#: symbol costs a token or less; any other, a token every two or three letters
#: (_SYMBOL_CAPITALS_WEIGHTS).
_HELD_CAPITALS = (  # 3,246 runs of capitals (2,273 held by both), zlib-compressed, base64
    "eNplfMuu47CS5Lr/ooDpRQ3Q91yI3vX0ACNbss06sqQiJfu4epH//xedEZHUqYvxIiNF0RTFZzIZ1Onf+lrHsv04/dt5WaYfCVA3"
    "4HsbPfRyHy+fjsN43m/Ey9QX3BleSxk84ljKUvx6/FrHCxK65gn3r2V5ONzWvHisez8PHuxKGes+4Ql5nsfiOI1X/G1abrcRCc37"
    "hIx46rxcl4LYZfy95zJS2/YyQ9k8awT8v2zD+Ua8L4vCp8zrqQh2hzpOyuU28jW30l+Q6H7d58uWl9lv7XnGrX1aZiS4r2VZvYze"
    "rr/uI/PwZ1zv2ZP9X/Xcb5f7j9O/36bl3E/VtanH3/79MVa/+tlPSz84nvvqf/x5WSaUluN8zTcG+MNOP4d+6wEqZsdrz1L6qWI+"
    "/RyvV2b8Z5T3z/E58p/jVxasCL16HkYgKiH9vE79Dbm4TdcXgJXx875tq1/dXzNSzvN1Iaz79qNzfKL4hEjqV0Wp/PwcC2DuHwhU"
    "Jf1c+9J7LTtudwDq6vSzLAuy3sr659af0SR+sswBX4SyM/C9Aljo3c999ZIYka29ovp/7nv2Vvbz2U8eO/1vPfc/puXSq7b+I0Jq"
    "vs09lckffvrHebxlv/2Pay6o6H/4W5Y838YHS+0fU8/QMvp/Th/95cLackWpfvTDIxMnTxe4rlOOZ6aPvl5yRuiO1wZ4sX6ce3SV"
    "D9a0YMoz1Snu4B0clmkgbBu6yMd5dwUPuXi6/YAoF88lXv/DexszdpkyM/5xWRRB7Qi4P/jf5bES2K6ozCz9D7UwQiThb72Nh4K8"
    "qPkBEB6t8ONohdD0KoPXqcdBSL3gennh6eOjzxNx9X6SPlr2o7F+RGP9UGN18H7neNW/1GjTx3VkX/q45pElpEZMqLpkbG/ThKVH"
    "Wle93m1h/tjCu49b6d+4KuOI7N2Xkv94PFb2fdmRpfv24BX7wkcePIOZefcKX9DJP/KjvyFNdpCOUB7R7D7UXYB16+eL4m0jhzBq"
    "B858qncnb0uDtFwze8RH3ka0AHWxj6n/g1xPYz9kjCEfGhod5hsbWrQnHyozmqEXOv720BD08RiH3BNrVc4fXmK5jl71Q/U38Ca9"
    "s4IfaESJMPFy9uRxvbPpPlDppw919Y9ZLW5WAc8og0kK88T+d/rwIRJ50ajdfazKgMYHvxwL3hOQa1UJrnlllElvobHDoRLKePXG"
    "443T/7yfve95oDdXtmjHgTBF88XkwPHctToqStVLlHy7+8DyUXavX75PKw9oGqBcKU/MRa48WXFERs5/UFJ18Q7cOajDe5Uzs44s"
    "T+DOFLeimqt7G1Lqu6qSYxT80Cj4wVEwEXY+itnzgGVYcFW8bygtV2cCRw+Nlx/7/Dmr7+3zd0Fo+ITC0fODo+fpQ6On41ii8F3b"
    "fDxDzX23xldfZj3ypTy+7pmpvUq/EnT5peH+4z32hTBNi08vH3/G4ln/Z5+9dNM/Na/806tunNGs/vn234/0n3Pdt+uP7j+fGhS6"
    "/7P9QSb/Sx3y/6o9/b/rF656/0mGdr6gMRKut0O557/UX5/TY17W/z/kt88E+/P19f6De97yO5cbJEYhSAwAJ1ZTBzngYkE378+V"
    "75wwU6wIiOp1XHaYC25GaGpxheH3UXLAvTtqwyFLzrzHonbwCukI/RSKUlBuLp8jU534n00JaRACPpHXoccfNIj3gwYPxyKpjA58"
    "HfZOlwxBvOSw8GJnGKe9flgYzcdBBi6SL0i2nKqXTf2Nndc7u3dUlw/qvIfLGTFUKhwYXVYEoTe7ZDZvj54yorEwbrQqvAOwLpIr"
    "lZdv6DOLNNN4dMCdX5hk+k8+ws1TD5+8yB9vT8rHzkEhuusZ8ECMkzG19xNLdpqYrMMkYOYcy5u4XAQvAlOmYSd7q59UMZO3kU6d"
    "refs0TmgFB4s/SgYwBi4MBizoUOVXGGT+u3c7rN9PjIf+2BlPNZJkhFXTpCahiAHAd4E0K4VBzn0MoHuJcNb0WJoouPmwgsYJw5l"
    "yQND+Xd2m/nGv99GyUFQBIx2m8YAXTLF264imb34PWe/0BtmpEjg3+cFBTTXTPlSIJs1ioySmdnGUcDktyzJDjPD4Mc9PnNDhJXp"
    "rOwz68r8rhG26tXXlRn+y8rr/ALtba13GJT9qhpGy0wuowcWzLyQPW+yjHx6ohwoZ0m8lnpTwdjqF7czLm5o30WF57AR8swICy/4"
    "n9sTISw3l+oVrrDPaMpxWBiH7SMG8r6UiEODyCHrSWzVhU23VI4JZWPibMCYG1geYY/K3k095laX9/OihlN9KLttLCxXWSDV+7Zf"
    "scVW3eFTYpkJrASta9wMHyWRh7pxZKicEH00O0vSoO5pvUEuNyLeg4aP5j6XN0k39vgMqqhCV968LpJZKUUkzHT9BtsOqJFa+dhU"
    "hhsHyKjwTeO0FCaAIdiBvWXjQOSyCvjYkr+QiY0DFmAO5N2NBb1tRTKfaaL1W5QBR2XO+anfMVQ7sDh21pRLPpLotspAHfl9tuHT"
    "VfaZJ7su7Zz+qaHfp37cZgpvvvib051WMpC34tPbAN1n5e7czwxHBiA1J7rmtXD2n0stu85uaPgNVvmZltmZtvwZJrxLJpk3xPlF"
    "EyyWSJ5fNxdl7p0nGl1n1reWTtHuzsvwhlw+KZGiy1EXI4wleTEAlMxvLLfOfCH/B6rt7H0ViVQaNuf9epVEWZz37KuQ7rwXPF9r"
    "tCTUqocukgTppXjRjK/+4oaV5CSp+rvEmHzpV971V+kucKakY+F3YdFesDh1GQ3YI7HKL/7zuPx54GUcMad3skQc2EAvtAISbkoK"
    "Ofs5eCVCcrK9HFI3101S6bDuZOT46IZKdQiJgR/IsRuKD2iEZkQlv9KAqZHRZdV/kKh8SrSNKHc0DU3YDih1wIqbPqeX31BQzd0l"
    "93jTzNLMNGU7mUkXTv60lZKvmbNXdCydfSBjDrxNfRI4Fl/YuBKhEpm/aR8k44LlC6y65oDgii5lS1NBY9LSPFbmbWHu63KfqVzq"
    "r8vjIdmjC0BRdqRUBS363yqpFrJgkt+YPpovZI6a0moGK39J+JWw/OcVnQBdKCxwDluQGyEkV1bNR5CofEVIWVDL3tsyM8Jx+7Kw"
    "DS8ryj5CCl9053N3vZWvtP0fHHMIjP2EuQ/fA4s8nBEXLdUdZAm6ghSKNwPKuNDUTA0m6qWwwsqbbTfKI0bmCwfjy1aQ+61uvODi"
    "6bLD/LnspehRe+XIIPt5OGYcLaXCHzVovhjUqcNDAm+oJCvJFV+2IkB+k1NzmwgHxJgwD4cXxdFXzQxesaCSTwWyvSkumM5GT8kw"
    "PjNMwyF7baUhY7gachl1BeSEN+SqRYwrF8mpb+irzEJ9RTUAlaXMB0WbGh6jTyjIGdYDaVjUvxxVgq7sqie3Ejk4DHQPDMvOKUcD"
    "JCSt5DTQoHf5gsTibNjR4CBZo8POCgqn8vD15Lv8SGNMhLrsxkFT0zhgCKK/I0FiIBbyJpxMkEzBVzYPgNLhgOgw4h9RTZyz0niX"
    "0TPSVeM4se86RpPUMjeNtPjl8UoO/M/jjPKJlc8YfXlkTx5hqyfIHu2fysb/wFd2GmfN0iPdLckBhpxfXnhFY36k8Y6ru+SjLz41"
    "usYCcEDbBE6EN+5h2eMXet+ZznSHfBX4aIQ4fBJXeyNHkRF2uOss3vmG1tuF92mcvTgeQL7/rNFPWBHLJ1GMg4ka36wufCi6FZc8"
    "J8013SjDHS43+GyBl4Cws6A33Pg6G7O6sQhVujPrVY74ccV2Qxp/76y6gqX0GFY6Fb5i4ZSXxqI5qylt1kIEZahE8ReWQ7nxXlbS"
    "sE0g+4CZiNHdLbuRz/XlHGQe+G+6QDmPeYJl56191QXGrRHWuF/V+4iXCxcNEAuFsbD4mrsGnirJQcC0OSycfOBAIfn//G91YXOq"
    "K9IKh6CQd+Mhdesxz8jxOnLGhkTxyhTWOOBA59kok3jUKBBeXfrMOnnM0vilVelp/BpRp18cV+T3bVtEQr7Al7Z3uHvhUsaxEG97"
    "xUoYcoPMkyRGUiB7dOx4XGkzRYe+xrDRXaMmT+Fa1iZKJwPvesX4eb3+ja75XaxhXH65ZOsKhzTBS++a4dmSdxpSjtJwUzuwGH3E"
    "R1PiBNBp+EcYDM2OyAqg9gZym8KfyaTo4o7NGwfY19cpsxTk9r5iKOquizwS9IEnX8JgcrhyOr4uLBysajr6rXUhH4Ec2Q3ZR650"
    "v15lHBOiJ16L3s7nZ0jW/99bKdznS1c5Sq969e3FPcIrXXnYWZOMBOHZ6+Q4ujHtG4csAP5NQOXfOPfd4EpIHIlOchndpnxTrbqG"
    "otHeW0MfKF2pAI5Xt3n3598WNGOsDTGWCXET+wWnW6H1LbeTy/VO8F5542vHPsKNC/ibHGq3gvmzrY+A3o9u8Ld29/7eQ+IN7zT0"
    "YvvT0fOb7j368J1ebEi8tWzi+wiL2uUGSde148SwaYVERbrk/wslCunuUSFRPPTZpvsyKV3OYXfOztwYdYmavnOBdJfHv23KnuSD"
    "1Z4IpBcidwm78Dn4EJj/BKBBZ67GOzoiOk7DnSbhLtOpmptTVR5mLG4l4wLlyXGtc+kPy1r6HD4YH9auuNScky+KzzHagZOt4wIJ"
    "0x/AGHzYZVJ0mOV+ByaeS6a68IZMizygHiARbaBzFIhcDwPq3YEJDmzwDr4Kh6y8KJTUb6MkcjLoNlpbhrVx0hiiISRlNWBt6kG2"
    "F+ZE51AukE/GeeEP14FFcWV9ZwxRlDQlpLB3HWqlzkq60umTNRhk75V+cWvxoytl7b57O0LZulTj0+4JJNLj2h6yZxIN+BDtmnU5"
    "Y2eUY3R3DI2Zy0+OjylrE0ubG7jaaLy0djK5pQqJxjZFKlPmRWYb+GtHCxeUfBENu7Fpl7lJ5RL2gsOmsHhnmWk5/K+yiHNzt7qy"
    "SWLZAqRV48ofvJ9mN4J84FBVzg/tYQnpd8uPHa1OBTUrM3PsIudZC82mIIW5LTIR2JZCrlKqqTl8EWCLalrJM5usy1EXlcA/Yab6"
    "173vLFdtlo/WgbHpxjthNkJKmYaZX0ZlyT0be555li8vcwnJDdBpCkVtqW2Eah80ETiVS50bsh+7TYdHboU53fn/na/4VB60cdrF"
    "Bgm2RySRb7VzH8U8aOXtdWTLWGm9ZDrI8xpvHt7e/JtPKRomuHwSqAv61ODZKg9NYrmwYFxGdcue43ztkv27bDQ7cz0jKqyw5I0U"
    "NVPvghj/qp4v4yvDUPOI2r91hf6DTK8pdklhorfdUreiekq+lfykhEqkpzFzCQXZWliVP1GBioH49KRmGkSZZpi2obMS3zT7Zg3O"
    "sgId9jNARqj6bJdlDeZ4WnON5jb8RMfZ0HH8iiVAQ9wl78cD4w69LlmV/lSPpZXrcqYsklXwJvBC2XjShs/PBaX6hYk0/2k9XrPV"
    "HybxB3/61T+9QOl8TL/CGv0VTcADYLyesG8oif3E9GvOYa+efi0YCX+tcDlr8/7XDvvtU7san+Po8T+1Hjh9clbtPplL7dp2nxsW"
    "wZO2IbUDPtFSIHsoQfbDQwp3TU5krJy00dtN4beeBmzMyucpP9ckt4o2tqd4IVdGxrsy8IaO4uCV4xL9ro1ljWkwcQyRkwJywK0N"
    "0zuBz4E/+TT5DI+u1XZ5O7rZumCrxCQy5U88yuX0xhUHWI4s3cSx66SdbpefkFj2THSpTRM8ltP09HrQfpvM3zD4QAMKUMW5xmlE"
    "3j05906NWSbaBIAxWM60CicSxlyulIy68il8o4VdmSaly41yZ8hecPvJSC8W0vLSk97wL0xBj5q24p1HFBl5Sx49qFVyAnItf9JM"
    "9egrdfXzGBgesYXwOOMR8jQ8znDKifHRPZoLxO1djgQa7sIL4bBD/uta9yR+2sEVeYwYYJrb56FlRpLXEpwNSQ6QoTBoY8d5PODW"
    "JKvkFKQSB7h1T8EteSwL2tWDq5IHKYaPZaOOMQIS6dAIfbzrb09B/pD5e0N0bntxc197yqH/7cF0gsjdoTlSxKe5DegzhwxNiz4r"
    "vhaU9wyryiVIGGrzc5ZvTztnYr2I9NI4LzNy3LnEajt5R+bO6lz34vOYF+0XZOOCiMcw76yvztGntPmNBrVwL+S0xNbHoh3+w6Pm"
    "io+tC3fqFxiWyeXTw1Wgy/WKbbhu4cLotITkoqVb6B5cgn+0fGLgpN+2W7AvfopFgXZJPAwNaoFx5hLLGa0n/QKDBh3Zrm9wxcOd"
    "LTkK5gDkb6JBD8j6I+p0eWgbbXmcUelyHrnccGvkfLQ84PdZHmuGxKSPvRXkjOadFz4LhEOES1+Pea+dJEnOXLCzjMtlOONfMlcc"
    "kTjXDGJ9+a2NEVm07fX95xHo+Rd9aeGm8EILb1k5PftA0GMDaAmHrBD5Kew3IjylhVQl8SUW7NOetAvpN5q9jCXnm/BHMuamtm/3"
    "F0dtKRMD0OqS1uqe9nqDZEnT7FgUl/P0onl6iSTp+l44y8a217Jjul92XyemZccWiy9cYaxp/QpZCRvv0G4Dspr2opiFbkhHvdBe"
    "dMUC3CWZsX0jl9RxP6PtsXNzG6DTLkCnTQCNlj4hAtjJIT8lyRVY6foRm2ztM6NxTAXQv7tqG3slIwtSvWjl5s96bDSv2ivWjuXK"
    "NWFaOWO6RPyRy8qTPFQrts9cYreSLnrXS7iiXeOMv9IIhuQCJijCK5fanQPWEit7uqxO8t26FSRmSm8v69R7B4FEbmQGOMy8iC1p"
    "uechWUgxvx+rjzWmZ8cvBKNDicQw6jJaGVRMu1qrIApq2IFpLHzEflMGvJOkMJnXhaW2kBJNwKtyM25d1p2DCk2iDpKFxv7kkikv"
    "2lklcoamxklKTL9VbUB0jLXA7ILUpgtYgJj5VtD6mB35XghKrrg9gsQKPaAOmkhdUXyHq2eucPHoIMNyLctFMtJbtB/hiujrrsgb"
    "5AqH6Y4OZlyuklHdBfWcYnBoTMUVDSWtGBXT+vYp1e/9poNPHLQfXXDRFNxIaXRed5AcKVxBe/PFCp3RxDfuh98cd4oCKi9QngRm"
    "xrWdf8+lwYBUclH0zNiY0lJBL+vkBCs9jMSCtpggeQGnYAlKUGEBF5Zj48GQkZlKI65CwTwBfBM+KSfKB+UmOQYMwAsDh/Z+rtKO"
    "TFCqrhlj5CNH6nTlElRMh1ojuChtNqQy3iK/t1hLNe6k34qu5cvuZQt8EtXAQTLFVVBN40DCgBtujnStiQYD1eFOGYOnaytlldQj"
    "Y3VHStCpnYwQMh5POpzK7ewWjsvFH3O7bHgRrvwKXcI+0WCEEutFfNdEP61LTTqJG6jp2D8tmW/Arlm4QQdJ31tSV1C2wPzygE9G"
    "myQnSYwejngiPYxlYdsg4eLoHYVuWHYR1zH3nMJfSnep39k3Sabw4jNfVZJP4BRWSBDgJi+lp1YbB7L2Vx9PK3bhUqXFWGMDotLL"
    "Ggc0Ur0oimy8im2bJFZT5c61B7FdJWy+8iqfFcqi+96SDRUTbB3F/5I/ynPR/FJ15PY1MHIZTGPHKyXyMD7OkOhbLqskpjQ2JJfe"
    "3iijP3SgKeMf2vWpbduntmbkDY8P37guT6Eg4asvQFO9czyp94weXsmwcINasjBokfRxqXLzCqcq/Lny8aV4CpuN/P310xNxydVs"
    "fXAOrg94j+vS487CzSHHtidQ2Y6qnhd9Q/Y9YKbUtrwYtw4+J3S1zc+Vk7Jfy7yr2j8KdpmXw0DJeqp8wY0GhXxUXWx3haMKl+JA"
    "Utt4o0jqIuQowNAe5n2q28DGK3K3SybLetnyJolm7Smz0DauJKoKaqOrtPIQBCRGX2BWHjhGIoDdu3HKHXfJCG3d9FBr09k4tzcb"
    "vLbqGh891Z3eTgdNlHVfde3APQGoMZcnEfHqiy/3xjZOY7OLzN6JNkJyguugLW5i5p62YDNuXNF6F/RX3fhe24g+s7E/bOF52VpH"
    "CcehA6VXVtq0gb4dG+cbDxPQj3hqG4Xcs+zEqZNrhPyVbruDspbcOkbeaCNv2iZxqJB8qnZGtrtOFoiJv9EvfJKPSx3pFJmUL2tb"
    "LliEi7C/abG1LRgTOzEAN1royYF1oLNmhE/BRoDRJY4/ZA3gvLZx+2krNzxHA7yOAcgU1fQgdhlk5YXPEqLUy3G0i1Cws02LnhFm"
    "CsBnqU6ICt8bq+zU2suu1emuvY+dWxzkIZ5kb+zcnO0IYPuIPAfA9ul+Q3/a6QWidZkgPZvk1iVIxs6Y9yBRFjwKdqJtmXZVOYCd"
    "GsrCcP7P5yFG5WJw5ymiHYTrk9bS3U46u7d1bxY72RM7neltM7LDPifvcV28iwG9gxfRcUXk8bHY3meW13yY0zsc5ZRvxPF3PbUT"
    "GV2cNPHgnZ6jdiijnW1L7HIuWRWr/FrqdAhthvROEoNLLtP2RmbYi3JcFCec+juMurRrpNg16e9FbixvJCjxUkbJAYnARNIl916D"
    "C+U3OAPtcgo5sNHoNXikBFKbOjuZvDsJv3vMQLuGQBGq0r6JB7SLUaDtvn2DGwySRu4ebxXj186xK8iWu1q5DrHELgCOsvACvYBQ"
    "gWJg+91gR5+CQOQ4eV1CrrjAxApJnpRPTXhNoDiiruSrbsyURZJzoTzPkHHBN8ZxCEbasP6KwxGHosrhktfjYHSNUy8nTt3pqS3N"
    "J/cUu6c2FYmFoXAkPPP4Qhj21Z7cGXPAjof/WxsPfpM1dJzkecYOw/MxaS/lSccQwJufznU+i9uRp1ePdvzCHJggx8DKwJFylmTT"
    "en1zvl3nkvrVvxF7PGvp/oIV1b0ae0oniV4gfnYvjMInnaE9xdmil7ZIX7GhJfQyeHHV8mJhvrKi+DCNzYwXnbZa1kNWwqf/h36T"
    "hNNKXE7GeaUX9kWSllhf/vvRfRF48VfAX78f3ZubQzzhlNoBpzdOp6Q3tzHfdJG9Z6xmIDE+vHmykONweq+Y4mmsdu+qbZM3PUry"
    "bmoe9YuNvFSejTrpANUfmArpvx/9lz/B+jNXH4YTRxOu4wSStSNI1s4gQdMoGUoN7Rm3YA9L4fhg/RAkXdNhITtOC1kcBLL+GhF4"
    "jMf/4qPyA9cTDS7DUZoqvM0N1eotTs1YHJsRop26tsIecIwVomtqRtY/2rtwXrd2AMUfrQ1LQ+XOg5Rv/wauvPASkOnAMk+EeG8e"
    "yzAdqADsLZs6GwFEC7Q43GvtyAKUeLla9UIVVhSjwihy5HBHyIywuWF0P5T2oE22qJHtn0x0/7gOUsS3zlyK8e9YmHd616yR/k1M"
    "f/uL6m/9F6waI0syEVRWf3H5ERxh2G4xkV0BzHusl+w8ikJkQem3c2xgG+n7icAxwbXtgX0oI6XfQWR+x3i4tmOEirAzZdH5jXx+"
    "v81z0SZev5HYL+D2lonM7yCPqyssjcbrt3N7u/Bl2rnwtBMUOiActax0LcwaE+XfGuffRPoHVr5qHM02fQ7BguxvYvsnx+nCSyzo"
    "COKnuqpDXdZI/1BwuAnKGmf7oGqKs4tK4sL51nQMwESGseMggKujHhScfRNL30TQTyaGvjWKfihDaLPyIa0qsAToZCHvwqkrHCNt"
    "wagXEz/fSNAHLJzCoO2wtO0SW+920SBzmbjksqDjC/WPqNhg6Jso+kmoXGsfkUFKY1EmuDOXhIooy8OD5o0lxO0bwiWQD19UfnBg"
    "xIrDRNhPwiol4nKXIxTdeZwXhmC/yw4evzUiP6Nwe9Makd/I5OcNX9++I4B8cWnxL7qKD81tGRPnP/6gY/eHOhz6V0TQZglC5yEg"
    "H2+IowHWvg0QSrMo47rojeYI0B6a/XVwoOmaYXCAYInczXVryFW06ViBHecKpGlhaMeHCKydMmBqm7gfdpw4aNqkel3mZ0C0eR1I"
    "oKK+w8MIJm+OA6wt03kEaxPkpW1tSFOfkjPS2kkEa59F8EglGA9Q5XgyHijwa+xsAAb28naWABpZzxanClIoeqisCht0OBQKdl3t"
    "+8yBcamQHN5ocAPXoxbHDUznDew4cECtKoQnD+z4ZIPxzIFCuClmxyEEaa1xxJEEa192CEXxJpwlcpxzBOi8ApTDSW9xesF0fMH+"
    "5fzCccUy4WmGRCiLHqqDDaHoleUasDjskELhPfrkHXPP4hD9EIr+gQMRuCvmqCtrc4bhokS6B9Wn6VwMQGdRxuGJQ/NFh/EgRSJE"
    "1+DFp2ANkD1sx5kK06EKglZx9n1wwtrJCdPRCWtnJ0yLJjtOT7iKgxP+jCJThsjyxG6Eh+8cYYfvHj00k9TG4zCK6dCEyYlucT7C"
    "FZGik+GgA67beYemoVTiuIOj/qyzC9YOL4QyULuAQSAcW4DqAAcPOOS7oj0lqOT24g9yN1mb3NoXOaDI92FxAMDI/XcQ3V/I+yJn"
    "CRlQedrO03gq5jNe7dle7Os48mairBNkjAV7XajYen0R2RF1zbqmQ9PEYye0HSoDm12nMKT+HRw8Cgvme1OUVX0kxcSBN5HgCXxF"
    "KW9q7ELBjJfCDSjXJt2hZ8SRZ8gRUJUW/VPWGkijzXvIqJTEmrfgv1sQ4KGAV2jaK7ODA5+ktluKqSwEPdNEiycqxVl/m8nkdqUo"
    "xaIc5i9lhIR4C0a8BSXeggxvZMN7Km4FwHS9kkLhwaI7ICCWIPpYjIkpT+TTF3xZ5K6AR0AfEV+yzMSMdyztWwUmZnwSHhakiPKA"
    "37w3xr4ddG3UmD6NBVA6u4rIITYhcAH3jB2s+XSoeDGR503seQc21qDP28Gfl8ZRIBjyyUSDN9He7VZ0oJ4aSO+mD+dYEN5NJHcT"
    "uz0JmQG6ZOzeYzvDxHG3RnIPBQV/V+HdVV3ivZuI79aY76FgfHcNX1CgsvKOCGRG9nsiKF2eNQHw0IxrQdWGwmeQEO/AEr4HRdLj"
    "aY1BVjyuuNT4+/NARic4bu3MGwnxJka8kT7uIGeoMNjVfsF3Dx60KzHFEyuVOEtjmV9vsG8OMXWNIFJYJ40gfGgYVskLviqsHP8W"
    "KdhE+nVox0pMBGD7l28XGVm+AlLpmwZq/7eutwpKjQX31xr518T+tYP+a9/8XzsIwBZMJPumAIdOLq9UHIY6HerWdA3YpAcD4vNJ"
    "lpcLLXxxVglViHgiZho5mcl+aWIkHRNQtAT6HN9t6elqVYj8SfapcUnMzOTIt9c33exgY+IGz4aZaJkW9Awgt4XM1zRs7OJcWhAr"
    "Ec5VUNAnbcpn7afb8Z0cC9akBVHSogYAXCcFZ9JIl0wWLj6bNFdNjcBrOnpJYHuConk4eJP2/Rk1iyV640pakCVNrnUTRZLA2hJZ"
    "0oLvaI/4qk2CBh+WI7/yYmI9Wpg6D36qBbE+FTlcRL6M4hdiEMQ10qN9mcO1cov/lk9GKJ/xTOwsWSNLWrAlgTqrR/WuOyRQuvIl"
    "Rr6JOZmIEUCiXgqlKkgTLBmUuMNR7KBMNk1xacgDwqZvVEp7xPERV2bO3PgMF/8jo5LsSgG3be0RBEFXBlaTiJUmZiXuD3Gyw4Jl"
    "mUJhOsschp2ol8CiKFoDxVe+TOwGE+eSkIl0ZJt8/ITaUNu0NuubF8nYHgUy7GeZDQfJ0sivdCDdisDEZPA6iCRpjWBpZFgS8qUp"
    "32dbdIkaaf/bo9Jm7GqC+mTL+RcaVCNX2nK5aM/DVTEnPY5GKdEEbVnDUCUHMBGw32ZiAxJaBqQvCj7Cmq/VNbxec1CBAdgO9vBK"
    "7TioehYsOVeeiu5wlZmyHJsOFuQ4k3PdGjFOGkf7tX3xyVYNTWu0SfHlHMhCtyDOCXXU81uv7SIUzSvi1iVhxN90vbX1o4h29s20"
    "s7YO0v49QGc+XNsjuXcsbFwLv8l6ybw16jlj8y2ucWiXWub0+fdX5Kyx8WzVJyZMBLxkYuAB6Vde5Vta26kvIx0vEWKAXXVowMTH"
    "I86CoOJZLOsaGc8aZc7ImXOINc3aGLjWKHOu+AAPC2SVC2qVe1ObfgTFqke5yg4BHGa3yHKdkSeXACwPGQRBlqNSo8jozWdE7iIh"
    "RB3rIMpZMOUsqHJUgqoK9RkgG1O8OWvEOaSsKmkEuqbFPaUXnDo7SHXSNBM2gh21uLcGNG6lfRPuTIy7QGzA80Gkk4aigi/LF6PH"
    "XrcrKnctEX7HbBILSDHpcNnYcxb0OSNFDq9T9KU0Imu7EeKgsOMVOdRFjbOiDwdZGWKgKcMLORNXjtBuxCaIGHIEMQagqnV7hfMJ"
    "DjoUA1XdTZ9/ADwJh6MjuHH2Fzku9AgVR821G4f8Ro6zgx2XQmXZuMq3bjw5a0Q5a0w5V+Yh/gYlnkOCLcJax4KmFNdFl7J9G7dO"
    "mlaCB80Oao1z7yaSHVKoB+vcDrJdOlRlGMw7AjlDvKuH6NCrNcId7si/0L4xHMpByECAZk9y8gCg4zmGzaYNeBNbzkSKM30P14L6"
    "ZmS9CRTpxWzu+ss+z5FG+2KlkeOWrOqrbxYEtwhg26z9HMesTLQ3E9+NiPcAiPTs6jgLSfkQ7hFZB4xd4fddLLhxdqxLgw9HRQNZ"
    "I8FZsOCaUqWRB2eNCNdBA01EOOpW8BVcbUvrxpcLZRwOVVUtnfOwKHUmHp2RSMerGncjvcYXhx6MWqg0FJErMOusUevs4NZZI9ch"
    "zqakmkfx4NdRpVlc7706ABT6JFxRSYp8J+TriIZnwb0z0e5MvDuLHcf4qnEoMXPVOINqNc5wmih5VqMFkJRndYqWoMNfpg8jW31o"
    "uVZ17sTjLcpHZCMaaePmWbP6yMMTZGWJJPlkYuQBJy5XgnEHpKFykOyoloCt4Rg3IoAuaGKNAI7eUFrAzha/xedOjNw7BDz4NtsS"
    "T+csgnV/y0Y0ZdHrqMjehqK4otaFEoUtGp3VvVmUx6ddXSPLCTez8i1mD3DlyB5cum9NJba3pXB90c9RXzqNafWtg10mtp01up2J"
    "b5cc2d4au85Er7NNr0TCnEC8KSNXLhFoqOiz5wSmI/v8+AitgS+H+9r02/SlARNXzho/LpQWxElEirwrrrPti9rgwEYagxlAA6AI"
    "dolY4zoImiaKnd8DuQ6g004WNDvbZD4BeDzJtZUNRZw7IA+8WJDuTKy7ZMG3MxHuLBh3wsYptr/Ge6ky/6gzcfj4cC+LlPCtKi0d"
    "pkdoJL4rzk62gFh7FlM8AI2CSEMumHwmxp7pc/QGitq1YWzk7DHdgpimwd01ZpYajzkbqWq85hQnspod3w92LXZV97kRfaF+E9Gs"
    "EdmsMdns+Ey7BX/N/yLOjQV1zII7Zu2vNe42+hhVvubGnQUAL+VabO4eoh4apC8L1ldnYHvxun0SEyrSaOQvV/hxIyhB8bLgeFGJ"
    "kT12FBuJy74/jmxiZgFHtOjGuEKAuFYexgM7FhQrE8fKgabFM07MmYhWDnR8vDQGi1xljV2Vmlapyp3x6mWJvUZ9wNQVfOTKIUyO"
    "IFLZS1+eoMKF18uXzgRSq5pSqSkCP7ZlwaGyWLOLReWIjz4nO9hUJjoVQhZlttB+TfZ1bD+KL2WNMGUiNBkYTf8DrHzeDg=="
)
#: The words of _BARE_SPLIT_WORDS that o200k and cl100k both hold as one token with the symbol, line
#: break or tab before them (``.expires``, ``-memory``, ``-safe``; code's vocabulary), read from the two
#: vocabularies (bench/bigrams.py --held-opened; nothing measured or fitted): after that symbol such a
#: word costs what a word after a space costs, and pays no _OPENED_SPLIT_WEIGHTS.
_HELD_OPENED_WORDS = (  # 205 words with their symbol, zlib-compressed, base64
    "eNpNVUty3DgMXfsW2iWblk8wVXMTFURBEsoUyYBkO5rTzwPYjrOw8QgCFD4P6LeNd9bp7Yi9TW/1TuHUnOQ/3qYf1JtynX7uclRo"
    "pp+SSqQAUFmFInSK656kNa5teqwUPuD4WHnTnC8AiVFymh6BrtKryRZOSQcQp8Zq1oa63gA55qHJqQbJ7gDYr+GRUyNJA/cIH4rT"
    "Y+OQlZp/xXJJlQ1clDaTNaisPKAcyZFcsIKDu4tyaK7OMZJCqjw5Denf2npDcBxh51/hq8R8mwunJ8dc8EH+1aUU1wE9IWqjNUo9"
    "XefWO0o3hD+7Uz39vV0QSTXpye+5p+0bIKL9pTg0f7rrSUMhEIXxLzU/9DC0e6TropatqJJqGQ8LCo68nwg30soxmhIpH967iAs7"
    "55H0xZuQ1+XqLlJG56ZHVrHGQVHodksEEASVLBnNbya7lb6AOjIiK5pfoQ3kbkrp+AJOGqUbRVCmF0GANpSQDVVBOe0p5afwp5nX"
    "YO2rIA8o+qiWWfPcKhfSETpoOrKpJ3lzUHFtZu4Ef9QcX/eF6eOFQLjBwnYihPYleRCvOcYtOuGamQI6rjzNxv5P0m2agygICjLN"
    "ITIZ6WaQN9gj+BuHrmrFMdxA0WneqFHNXTFf84vUGeMFzCXkchuyUZ0xW6gxXLd+FRhwiFLA+plTv+ycnoIZnuZd6QDVkfAMTmBy"
    "wOPZWKAlRw/kg5VwG3OwaR5TNF9cK3lv5rSRoi/TnFcbPcjS5LJdMBfMPrqC5ttBLbQ/GG0OeMSfKDemBcGizZtYwtbXKIkNGS3U"
    "QMna3BylWC0I7SnZdpm9z3PF+CXpF9AJ09AtqRrFFL86s0VUrTe+Kub6OcR9XYzqBoOpndwMIgPeODYCzDmu+TeAkkT3AUp1z2qV"
    "dCxWFRx6KmiwSeXDMkfgn7zWQfv5pjPn6R2pg7NwfleETBXkfLflKPs9/VP7+irN9O+wXyjYMeu0/KEPEEYNjsuKxkwLChB9EIBQ"
    "Q/DE7kKkXk3nCxKy15a9NYsxCb2/DHJA+yDaa3u9oH3wi0fL1kuUMJ7lC9sSjTqAd1DdhO0nfxiLKEAhaYRnHEoBz6M3RztNIyiL"
    "LbMl5kOay2o1WC6qHyby5iesb8FHUcMl73tlM81P1khlWqzOrgGVNgmj/n5wkVfC74qR2Q/QgQF645Fp+WYSoFUTtxW/PdG+5FRa"
    "vlcFIDxBWjOyDWES9Mbk+usVi8RKjO1gaYNoZIthqb2UaPe92vadFtsQ9YS0X0VYvqiy/EWV5elVx+UzEtrwxMitJsDDg/8HwJ3F"
    "wA=="
)
#: The runs of two ASCII symbols or more that o200k, cl100k or Claude's tokenizer holds as one token
#: (``());``, ``"$``, ``=>``, ``-->``, ``*/``), each with the profiles that hold it, read from the
#: vocabularies (bench/bigrams.py --held-symbols; nothing measured or fitted): a run of symbols that
#: code and JSON write is a token or two, where _PUNCT_CHANGE prices every change of symbol in it
#: (:func:`_held_run_rebate`).
_HELD_SYMBOL_RUNS = (  # 3,635 runs of symbols, a space between, zlib-compressed, base64
    "eNrdnYly4jq3hV+FAIltMHYFSFxlsMl72IrzHsZ59ru+JZIe0unhNOc/VZduL83T1pa0Naa6uZlVNxe4me1urNzfRLW6ufxmDzff"
    "/Wb7m5t5hs9str25yQlaKMCcD6t5dkCbA4V8L6VJpCaZAfuEUCnf3DBGnOa2r+Uj48NrVshqJU2uJDdSN0AhQxEB91JfPXu8Ocrp"
    "WAoaWTTkqEnQkVSzAXA4yb5TXrrVCgypzL2+INOgb5rdz0WC+ZxvPnuYg/v55WddZsxnj8LC+h60tXJc4SZtPo+I5hGfcqixCtIt"
    "9C1nu/lylOaWTxmZ3+kTteailjT5bDtPRM55Kqv0BCinkHmeqZD7eSYvMhMyywyZohQebLBjRg6zrLbe9muVMFtTvowyZM5nllMb"
    "82zTYk9eY5ADloeyRBH9ZNPhu3OYboNFQBsyY44/ipRNmCfbTmRE1J6L5NV8LS9OHVunnUO7R1NKbvn83fbtv20X9r62yybiRtWT"
    "m7C5qkCeoGgOEfMEHXTLM4Nj3gBPjo5S5L0omQ8DZvJMaWAwx1jgrVgaxBfzgnop1ics7A7vzYtSxCw6mUs5lyRdtoq1bAux4qPU"
    "o3wJ7dxSfZC1nstPbR6rLwWsVfGY1nYpwQ3wZE+dwaFE9HthUOx1N0KpmszXIx6pLmprOz9MMh75qLsj2TiS+aY1zI1qnXOy2y5k"
    "bJcGImtv0d4ZoHsLOduEvLU0X2ER0WFSYOWEWiUu/0d8Ht1c5210cOrC5qI45BPuUKUdMY4XJF/w+4nM4Yfy4w1eC24dQrJA+50H"
    "W2QRcyNcH8TC8iEelh7+C2vcYPqQQ8uQm6TBTB8KtIUtCsdKSQLVFWg3gYyHxu7KPNhEjFaOozPYoqMQwRl24wgxYdpFmPKIrr4w"
    "KR8jfcSzQgz6XvRRDWd9+J9gDbelKcuNcOBE/zCZeS4xTZR6oo+ZKPNEtzQFQ2qENpNjpE0ubvjELAv1iNVCES1olIsFX4QLvimL"
    "2eNi8Y2FdPvFD7Tf6L/y/cHpg/GD+bvQP/TyqeUntgsV+pPf5y4/ie7zrH7w8bj4zd+v4/rDzF0pyC8odJ3CXyuvf0XPK2fgijm5"
    "do6uHdcVi3j1rF09uqvHd2Xq/StZ/A9S+N+l8t+m+CXp3WIh6XQhaWMhuWy/uFUHegtIGF1oSF+s+K74U2JrPuE9aF21kNCx2PC9"
    "4be6r21Wxs0Ff/r7DS+/6emvg7wHffzHQa+Q+r8U0ZXjUmzba8Z25cxdP77rR6hp0UKzl4VmhQsmTItaJNWMftH84if+bP7y9xup"
    "/IfR/QsREmPbtiKdZpKLTmov0jPtX4wi+/gkd82JFq+zx6VmUcu55pFLJkJL9btLgTTC/fLyQ9cbwFt9CR+hWI9Zaja8ZDFFsDAW"
    "YGKwhebO+2XGlwOayy3RbPhIDf+alS3LDA1Rakq31BzUyYZRmV0+842GtXFj1Bx5qYIthy5RBCrjfjmMBlzQafq3u9XE71ZFvaWo"
    "t6y63LIMcMu8fX+rLGiM2d/Kx+5WOpne8Fvd5zYffGxv//JHfhKiWZXKlebDt9CaRbNbysCs/5ZJ/y1rXLeY1MZuNaW/VfO6PSjM"
    "QbNyQSstCxK3ms7fPvFR1bei7G2QSVNwVjzu7ma7u7ub2f4u6lSn/lQjd6qru4bvDlDAO/HTnebtiUiaQNKEBcCECXqlGq8SsUyi"
    "uquSWz6N28kdnyZSiaKvEvFPIk/SJLOHJInm+Pui+9zmhz4yI/mI2iwiWUoMYruErKQb4ASQRbKfUZCMBU1hrlxmIpv0lCUjTJZm"
    "ER1f5jBOIHtXooNYS8j6SuKVyISVSKwO1neJlTB7TLI1fhwqTzDnqR3zzMTM8oEmlBDXFhwwVywCychinTCxPmEROGH5MlEysjnY"
    "1ctiUqh8KSfHI2V+MUb7oz2xUpxk0YtdFFVncJ66GjS1ArqQRXRGg8s84jhhnuw42XaKidAGwflFad/UN2enuNKntp2sKSeEYakn"
    "yeETljcFrKWiFNFuYdNSxMvFaXuhqx6lsGWMJSE41mtjbqeN9QxMUgobiqKM/22KeHQSjYM0LFBHdRmtL/mCQ3KnHOsuz6LB+g1h"
    "GPOSvMNzl0S8pNMDJmE+kspI4cmcs0bGXNcFTYolWCH1QK2VcFmtQPUcDfHWbgx1bAe1C1ynBtun1GkdwRZdMGlqkq6dtHoTFbqK"
    "PAVXsH6aeP00Yf10Cw42JDZ0hMKPvGwFayPrpElrOBqo6BYmoeFpXErIBYXvKU5QoMD2xT4Jc0M2uwdZ80Sl8QYTN3hh0Ao1yXpo"
    "wnpoEkz1kL0peVRqos7cMKSM9gi5Q2ylwazildMkXHydbN85PE01rADaqysq5JBBONiGxhty0zNscI7xOuOuO2ESFTe2YNqEItol"
    "c1slZTSxbi7VMZfqG4M5h0XZJBzwQjuOyvyiuqZYrE1YrAWXtkiM0Z7dIRRnshmdZcdzuuA8KjEu+NTLuUKH6DbGOmIelWBfAV90"
    "CiFWQnClxNIH80aYKOHkiGLVsZArjNS4NP5nBXtemm+f3Tk/Q/9nmEODesKgnrzwvcgGwyhZJjlLc4aQ57Os6X4md+pOZ8oikiOv"
    "ICcsQycsECdeGk4mh4ie3WFNk+ouvZnt0pslkAKqDIk3jynbZCl7GKk3xsBbG7KIGX7YY7JJFEA5WFnbLnegAv0Ca4lj0pLQfGnv"
    "S1s40lt7uwMSnBLngIFWNmRrrjxthbdE6hys8MGWE2jFyTpE7gzn0WMe7TZYbaLV5mK1ibghgQ8y/A/sPsr5Fv9StpMewYxECnbR"
    "cGFwTb2fBJb2GLtcLEr7LW2IEIOXcecNjXNZOmBZrrona2qjaVfjv47Bau/doTrV2qEO+DoaSmzZpUnnNBzh93K0fLU4nNA9AS5G"
    "5xrqceldCX1qix58BswykkZFghe0I/kYa/yOvTlIQq3wjI9XInqlwBKQ0gX1AU8s54YRTA1z3C1foyS2YxBMLWLb7oiSYUUt0FGn"
    "SMVCyAOvIEKmkvHSOxJByEvvIKAEuq1gIOtqq2kCtyPhCRhWrXRRpRYQ9NKEOBLHzQicWtgTUsGS+R5TS2dgbyWLmBOKQVq+aPKp"
    "pbNU4tlW4BD0ASnCWSq5QLar6M98ncDXMRP0vqAjzhO3QdTuYg7REwyAssQI3yebGGRjOQfV0W2i27vyNV+bxIm6bbQxdGFR0Gp3"
    "MXfRa8ytGT2J7H0RLyj5F0ED69I+zfVJhBh5iUj3aLV7UzfR3XlVCGwvrSBRK5Al/K+B32SoLwHr6P+A0yGS9Ij+eGuts6RmIJ8N"
    "2sb0b2ImmkscdIsJzSBxYk/OqCnXG1y9fY9wlSY0AXptQYxluMQyxJwMdqNhJHA3XTlaWgQ9uiAW4FUWcCuTy9Rtwoz7xqXIw2n0"
    "kMJ2lx9mWkCaIbqkKRyTQriUOmJ4SFN4PXW7SEkb75wwkA6G90wAzKNS2AGm9bwgzWhz2a2ymEGrzIXMIj/7iELKpEFABs0h2RtS"
    "Lk8WdigFvjxDSOMhhvTNCRkixcNWWDpQbZuDnQ9ml8xcx3QCOxeEwmpmITNHDlIPRhx4AJ2bjcGxO3IklNQzCdApIX2AVpyOk3bK"
    "B3s/ZHg/rJ2QD0uknmAoMwe6xYwONjNnZezEgw7YOA8IJWC0opIyw8lQGJ3DzuDcd6Y0gkjq6QjoslCfzEpSZiVoXeTgWIIjeMHx"
    "xbRGekgjpSbMk4NMprnlEHPLCh5aUcZVZu1KflcrOvEVMVLsNX0QGdjQg7rD2JAV0i3gh2JlyJZWThGzi4KYlxZrwykiPOj+onhD"
    "8gYJyxXQARC3fFbGSiSjFMapc0NUsICNGAaONNfT7D51qifIcqIiacBPDFtPc68FSEMhKVhHjUjw26Ydkodp3jGJF0KcDrbuLAx1"
    "Zu4OoaCLOe4cAznsqI6OSSJICl2Arp3rpnvG/tkeIWnHvCPF6MG0p533pNxjR2GfVQv36TPdCj3HQHaHdG4k7AClBggwQP6BUrpx"
    "e868TWN38aI4Xmi5L0t6nRdI+3LEkozDE5woSUeSHhOCj55wpSP5GEl5HOnnWI8SkOho1jnzSQBN1WFlN3zqSuhJMguKmQdMdyoZ"
    "UuLePcsudixeb8h8ZCqb21zj1OJLgxdLELBQtjQwrGRLwwZQcTOWzjLmIuqRqkwdZHYXQWSif8o8BtNJyeiE3VPRUUmb283mGl0w"
    "5EZsxd1ZSiGQN7LURuE2i50uCyPSr9CdgB4Pg4EsUVqVQUD+3TlmtCl3iHHxJMveDXa9YGGX0ljb5gBKyBWQsnBjZYX9GnBIsWTs"
    "PzMXkx5M4BClB4JLfAf8eZEko0dStCesOzz2GCGFlzoyOhX5esZ9xKyhiq42ZmSVRiRqugqBLTCTrTXkW0uWBwtjybkuqb0RQq2p"
    "h3Vi58TWia2Jaa227rJxiCfLoWTOMq279Izlh7h4lLEIkXn1IcsJQw7on7KNdTAVnZTpUpCrIjKoxfSsUJw7hgJpE6rV01EpxKDu"
    "7D4roG3h0EK5lJjpNzPOhGUFGS+C/UMsRpI4kLgWXAmuAxSyxDCWwXc1PFKbJWuC16Sk7uwxq4mzpi5q4oEJDuT5wLnA7ECWPRp6"
    "5Mk4Bcbo48HHY092pDFqxMka2lgD8zU2clqS4WefNRAFjmlxaNGdFPkJSp+WztWJUlNGhiNGo0cGo0ePRZnnxB6QQMaljFz3koay"
    "/oiOBChDSGnQZiqvV8RFtMzntzKWGDx+MXzJqPlCplm/dBQhwJmekGfBUdEPZUymK3HmPnsmSZbIMy+OZ14cz2iKyFsZM+jMy+IM"
    "iNkLyTIoekw0V4/qHLPRtDzzUVtnIj0/y0EdHAD5SHcyy0xLA9FMiS1SA+2HDpKhdZtNdFMeXrMJcnNOS3AmW5PzNUUgc6wVeqlw"
    "n73O7lfqTlfSr5imrpDBVqrxlaYWKxFihZzIzKBiyKYdVu4UVvRFK0Q9jeK7lbpiwR2QGozK7grir6D9iqWflah1v4JcFe14RXqP"
    "bswrt+6VYyOme6FkUdnTljzbXr3jm/KuftE41h/pvzV8FeDdZvvj7etPN7a3P932rn69Mf7bW+jVn2+6/+Pt+urvN/yvdnSguupB"
    "hPvV6roHG1ZX/l07h/+LmL+nRhmbWe4US2qQDoAjHKsVvYDs1OBrdD0Q3Pbd01qxb3VbK/XUK7odQnIE5H719zvkK7oSDVsr9kEF"
    "dHbshjo/klY4cFytGrXsRrhbtXz0apxHFtzJpaWobU0IzaZWTwqgYYMlgsol6leGqGhkWgU+DUr7SykvhXzmw9OzRyyXWX306pVP"
    "rC+ZZodII00CqDNdc+RdwKrjmp567ePrFTKPoDSwg7OWiLtdz4/ojrbu0QZ0A1EMSEfr+dngEMrCejl7XEvCZXdonZB8QvKItWtG"
    "AGQnQWlg52MtgVaenAKrFAhUshxYPUKsWjNSrDVSPK4ZKdYUwQLqGqlTYGl7neGBWSYzvrV87QQjWpvf8Fvd5zYffCg6aLUW+63X"
    "NQEOGINItGbcX5OjDd8bWrd7073b7Ndfs9P6e/M/ZkwKAWkhSknCkNVUJXdM4teSpLYCarSBshKk15KVJLfu1z37VSrOfq2p3Joq"
    "kCCRa1hnVSKf3872+ZxN58qr0txrkAXyUq5KR9ZF1N15syW/lQafEtxyNk7YAqzY+xNIImOd757dPOmIQOIAErEF4jx7w9wKaUUt"
    "8nPOlCDX3CJnJM5Xpdpblavkueomv4BEmfzyk8Nm9pDTavNCaSIT554tgngv+USkXNTK68xAMObpAjVQMChFZFtBZsyNkpfyo5wQ"
    "YnM1XXYOvcOUqyFvc8+jEfBzzZj3OYtvOZEEJgT73JEEhbnPJYTnInk+0AVy86PKR0XA4fmcuWwucXkz51sDinYjYm9Y0N2I2BsR"
    "e6MoWSyVBj8IwxtvR27UvirNLvYbrylv8CKxg96w2hCTWHKjyAWIhhuCgiLIRp63cJbAPu0VTos94eYr5V1dE+4rVl6/Obz7uETj"
    "n3P80fqrUN/af+uw+cbwjb/vfX7v96P5o8V3EX5m9UM7TTp+fGRr8wfWn9p/7vATl585/dTtk7L8VtBfBf5l8B/Vyx9H8VtefsvP"
    "73n6TV+/6+0PPP6Bzz/x+kd+f6PG/ir6K4T7Qf/wT1LfXenY5f3VDnBeLaYrFu9fyNrVo7tyYf+dGP9tGvyr7e3/TQ7+cwp8y1dI"
    "nx9NF/WiPJlq54hvRDx/Y3W+xHygW2wR+TqDJggbCbqbUibHxobVRnMKedptODu2aTtgMFxwEGui2Dga7HPUFEQoCVfR3286TQw2"
    "mlZusNDEdaPJ7b0ytSs08yjmfBEknxbxirsVyfiFprU7H9kqfCUdjEcOi+iNTdzCd8kLtnCwqe14ANdATuDcKRRoS+AAHA0lLh3a"
    "nlgCOpWoUK6dECexC3Z3CkTxQqJ4IVGcswccGNsViU2SzAs2dyofR/BhBJA8cxJUejLDnnzBPo+0BU6cP/OBMwEGWdUAWfOKf8Eu"
    "UOHzdrIZ0LPKzD5AwVZPwXyZTc7CKbILIiM+RI6HggX9QtNmgajPPmixcgZXzop8b4uVzSucc3QnRe3t0YJlisKLERUbpOyPVgVx"
    "i4kKJABeQihUjbuCLYyCStkWIs29d0y9F1lcnHCzIY+m6JTYkESnJDpxvVtKaruMuCiQlRgoNxb2bP4p3lL6Sv2i+Urn7P5I/42n"
    "N5td8cnvo9/fD/u7P6chDiCTJ2Nnq94YXPhgGpWGr1S0j+9aH3RRVMRB/bExJIgx4bEkFloNbebIR4CGT/N6wRFMDPAl/KGJsPKz"
    "LzQHFgQahlp4wRy46DuWuJxF1uwKptMFE+GCc4m74lm6Z3uBnQcax9BgotW9SENsZ2X3dVaV89kjJ88qVqsqzpztSrf/ct4KFjJy"
    "cq/ExptDJY20vJ3tS02EdzyKUCZ8ykPpRlnSKPc+0FOxNlWVDgbTuQXKqQaCXJT7MjVsMJ3QiWol+dEkvmRHpGR9v1y94WXBv/y4"
    "B1B+vj1Q/nLN9Nde/oHXvwjyZTG3/Pv14PJ6S8vlVVeqt+XVF7+vH+WnRChjYupCpER+lVLY9gj++dW78u+X1q8Qx7ez0EuRSjXO"
    "1QHdX1/ZUhzqnUr6Bg015UZdENJUuSGNzbOsNHaU3naP3S6nrsryRkb1V9LRLalLEiTY0RGVVH15BfYpr8iK5ZX5ruRIVjwFqcg3"
    "hgt+L91+tPsnfq4R5gccWl6VQ68c378V53+Rxg9ac+n2xFGgsnw3WLcrv/p9sf/c5oOPXfmHv0sm/ieh/i7kPyvf9WO4XizXjen6"
    "sf19ff12nhmtuVlRlgxOZRyjyn8wrpVXGBvL5tpXpFUuDxgdwF2ispw05eQUvYq+K7kXopJXZavxt2VG0BaYjgYqgWe8Sk1uSsZt"
    "xiDNccq+NGheUmpSXzJuD3wAiYwI++NaTjz9VY7RPBk4GygliUqhJMeJ6M4K+zrb1hL8eUet9rNx9Xwxe/RFl9pnSms/Q8dzapXv"
    "u9TzDVAYlvg/Kuv1Qh8mZiy1Ziw1M5ZaMxauD9ZcJuEK4dY3CB+5R7CvPYOpPXfhRmHFKT15cKTckqzZB+SWYc2Geq0Zy67WlLz2"
    "eex6xQcQUpMgb3pWnJSrGTrr71ecZE23WovYNWoZQSKOULl+lHJrq8RY2obSiFdrl63m2kvtlDlGWCuufa3I7uuanILb2r9osu6+"
    "/u5HwCPgyHwZV4oNI/AqOMwVA2SFIWrWr+pGaTW9MtXKHYsnPqrtaU4hnua3EZ9sFU9g108UoJMDJ7C5mykQS9Xio5r5bd1j1cNe"
    "shTjsXPsPePaxwhrHyOsgyuJ3WH2kGWuATFi/cynOTdnKOsX2XL0r355USwvmvLyol4NG9aRDevIhjWHQbYHMR5HLjlxKU0OqHQH"
    "bs8by6ic8HKWXhPjg+rocCc9l8sPiVxYbzmw2nLwmeMD+8AHLo4exIGHbHZ/UKvwlYIDKajiDuKBgwh7YB7hM56HgzQXuOC3uneb"
    "6nDkU6UfTmJq35qMdyYvNyYPqqNDzzlr8IgiYh+COPAw6OOod8Vp0uMNH6IJqBKjdJiA+ez+qPiPasZHVexRRT6KMY8q05HbF2Ar"
    "f2LGoyQNGPxY4hHm43iqL0YIepBQNNPjMTr5F40XnTrDI4/xHTnHelShjhz+EYgT6bKOJ9LkzcH44uBRBb8XZNbiv1MOSAxWOoqd"
    "j+LmRmXkimgzj6DKbuIrn42XRsHaLopd2EY8XpQSp4VhHtEeFviQcYlhmVo7grfEeGuLBDf1KmARcTl7bHgBVOBrEWi4M9AoJ/LA"
    "elzDASGBo8gBVU/j24vN3NGwrNn4JUtsWI1q3m4avut8A/srg6dVzTyi/dHtgK1tbH8k3qNLDr3B5qK4nCc8PQEd0AMDYQZnZUQ7"
    "8gStlDHiklyw3tmIkxqWlrjB23Dpr4mX/hrf80Ox3QDgDUKKjo8NF+4a9eLcr2mSuQGiJqZGEsmRXOhBL98ktnEs3NxrEtcHS8oN"
    "S8qPjS/rgbXtcwwZWkif+MhVE23z6NM365uEOnBVemGr8VU4bEzWJCJ0TxwvhOTymcynGBtk4/ROkziv0CgxibggZqSMZBaeb1Kb"
    "YBdfkUIhPYaihgtfDTcSmhUfSZO7zRt+q3u32Tcckm80324KzVgb55mPHJNh5XfbUO9G6qrhg1miCSpCHJnJqFNB5mgunlxNTQz1"
    "RXlXv2i+0n2t/Ub/reE70/fGD+aPFg2Z/7XVD+1+bPmJ7WfWn9p/7vATl585/dTt546/cP21+w8I/1FI/WOxtvprwfj+aiL2/TXl"
    "9YerSv/3V55NVFefn9w3//JPfTVP+HL90q978LjHjkc9qoYx7MSeGciIg1DRSGBteJy5oYfurKGf405gw21AIf1cZ+eAEfkUrG1D"
    "t0y/2pNYP4+4MDIW9RILQDranlxICmsGBjeu+oGMSgjgzYtcGRdGxJaRiEaP1zyjzOMW0qWGLKLLOKYOQv89SnIT2OOLYWm3F0fC"
    "kOihJorCUu6MSTRkEWv7gi6TIpMILRruW0SnxxZBpbWgwnMoghwntoNbxmO/jiKt5NZWUhN09yvUrcbhlmG41Uiuiti3HonbhOj8"
    "8E/Ltu6Od6krnqWu/Cq1H6WW3xrtAZ0mWEiFCIU7joULEsB2EKXl1l7L1WS0ufXsurepM+27vm26AgYcyVzGR3IUvdW46Aewty15"
    "IQYOq1at5LAWMUyT5X3L1q+Au1Btsb4oJ/CIDwfQ/K31bpgf0m5LXEiASVpb24ukeUTN+Lw2SodFifZkaCJCVDVFpNyWc/GtidC6"
    "wK2BZIi54nm0bYsHtA7gXzRat2+/+8kTyUm2ayVXtNx0beHzVsJp1WLqJRwKMAbpJL+0mmq1TLXaF0yS/loLfy1c65ML7UiEiIJ+"
    "BnzXagLVTnxUmS9NnW5m96cbYXUSj52YhdE6709ipntmN9xTO2nCdRLPnBDSEKV2p3S2PfFIyInaP/GHBk64MSs5UZMn5KUTk3O1"
    "7/0pP6HhnjBo3e4kaehEfZ5IqogAki1Ce35+OvKJGRCJTghNO+ZbTLe2J9WwdEeDtSLyiaQucFJsl5/MqtqTZmanMHs4DXI5K41z"
    "L9Y/8ecSKvofZsz7JxX7ScV+0lzqKZ3dP6l0T098woeny0/u3/3kW0k8iRWf1L9o2r3vbtRceMG8Y6LS8X5RRyvtkOI7TmV0SotL"
    "0Z2kZ4EaAw+A0PlxN1qwMRjFAQK8SHx97HjqoKKHpIPcdVxQ60SdTtPcfbcmYRG5y9Go5XSOYyOe6sgA+/Gdjx48dN5+rzoRu6v5"
    "RALBRklwlhwLWVW+gdjVtuAWIo/0yEw/3HlZgKciOoioXnrfddZQDnbGxdD7rvdlkEp8vevCHCDLbKHHfpxuXFqyF1TZHY8NoR3B"
    "1pCCnYEsBztxtboLmuMwk+ueWwNv1HMRvOqgFV17p66dS+GdOlTeSfEw0TPtlFal6H3Ipmca2vPnDNCyPtJztKPnTw0IooWUDb7q"
    "MUbUYmgdHdzYx3lr79f4e6bfPY/t9zxiZxwdjWjRq19h+YXHLfY9D2T1GpV6csOiS8/lTqFGjH41e+ixcs5E/55ciem9cLPryR5J"
    "q4fY9yJBL6r3qoh4eIFlnd6Jcvu9d0Q9h/t3veNRFI+90+pdoqgnz5x46Knk3stAvW+T9sFadCT33Cm0WL4fSHDkI/iZbzBgRyG4"
    "0ynIjQSf+tlDUO8T+EMjfqWr4pGu4MGOl7p28YEuv88V+NsN+7CQi+IJSwOOaqhB41pQ2fiDBjv/PQMZCcNcUIXYBm6amwGDeu2K"
    "IgVujwdfVg9cHPdfPfAjX1V84wu8mAqbNHD4vS/0nTHgukK7Us0F3xgP2RoL7mYHX74O8d514Mp1FWLMHJoKXCiPj4UF55jbQYG7"
    "zJVbBI+GKU6EQN4Mq3gyTO4x79wbD1yuDfCH4CwPpK6M7MIqU0gunISV6p7bv8H54cbUNnDhKThnaxPJl8PDmqL6hlJ4u6IUfD0p"
    "rBu05ID74rR2/ujDXiBxx2+WBS7P+MU3wdlBc6Ljj4P4BTP54IWNwDUTMNq/uY+OjbjVV4UNEXI5JNBrCeBh3j6T3lrKwF+X4KUz"
    "mcgYh2+C74Ozzua3zbjkHGqIJ5kjeJUvHPnUYALrLMErZIFb3MEfJsZ6XjjbBtYKZIacTLOD68Hvnfm5sy1/p0IACZqAJ/XNgbpE"
    "VAga0AM3u3kohD9jsfOzZ8Gk6KhhRNpAt+vXz+LjZ8HdbHAXK+WJUETdUS7IQ8MMtMzgRhhohVWAC80VXrENkcUiS7myaKrB5ODP"
    "b4RAdQYyH9xTBe5/+0m1h8D973CJzGHVwsMz8T0XciYf8NxIjIiy8VJfYFMBpEOQ4jN24SwuO1N8DFy75pG2yn+xI0ySKf1O2/7t"
    "b3ZUz+ns4VkJcznwebU0bEBV7fOaT5ErK9UztpsIRp9iUP72zyoNr7v5PBa31uMdQ973eNZP8V9+MqsYzxLm97z6Wvleu4Ago4FF"
    "2kF5HhCKuDYoUJMbvOUx8JcbhoXGn0H5HJbqYAbWzgaG8EEj94CwPYiFeaao8sVAXijaDUjUFc+MMPXYD7zf9cj8Q9rMgHd0UZOj"
    "U1cwiCbctNoPxIRtLqwGdSADJ18HTqMOosDA8cSBM4WDaDGIygPbFYPqfRDLD+wkDKr/gScLBpaTBi/BPQ7iXDpwnrutBgovxhue"
    "+cit6mAQOR4GqICWmF14l9KvMYG1YqKkGGpjILSjYFXN76YopOQVeXSZXWgreVRqe1vZwEEMKT6bNvAayzBE39m7clFzu0UsbCWG"
    "Fx6IgBW6YaD+Bt9VG3jORcB6oZRog5gwmGymG0f5hoEGH5VIAy/BWYnxdAb76ezi8tprjCrGivIwRPV+uGiq4YPuGw8/dv6xzQcf"
    "98Mf/n4d52/EoFY10KoEPbgGNobRFq3IEHURPRMe4hx4cDciHCLSmCRGvMz55sYMUENiXr19Ud/8wnD+4k9hX2CeF9xzzY9e1MUy"
    "RXrxaezdC8cxX/BwUNiGj6eCX9TNvwQ+5ZvJ1AtBFeXjC09ZvDgGB4sOb/it7t1m96I5FlOxik6NhYNRMj0PY4ou21FsDVFGMaro"
    "shs3EkLUm+7Gkm8FiG1GMSDTN3ohi4ujev4tZ9CZz3k6N450flBxO7KyMEoAGEna0xnTtTJZKz8oRD9dmb4jf9Zo9PxPHbayxbOV"
    "4/SMUWwz8mKGQFGdNcaeJW+dJS+c1aud72YPZzE5A3zFIx5nVA3ZZ67MnRX3WVGfNVM5NzKrafDIB5Osx7P6bqRBC4PnIWrjP/nS"
    "zJT3P+7PUSfcn6fZ/SQiatyo/CLI5D+vVrl0LhzS5LQ00OFMvANu4XJi2EDA3E3LEh3DkfQi0qSqmCSqaAq8nfzkJY+LCMQyk0+y"
    "mxEn+q4p0bjFqyMTS/68PCIYI1IvrNdMmUg0+W3eiUeWhEuDLZa2SAzkhjdCBEw0eEG04gHRivdDH73qMyFaTixmTPGhlUmi3XYS"
    "x0zqBh8msc2EAEZN8seq9hMXmLfCESQdHv2dkOzlYTRAMvHZxM1bYWtQHUzsREwbPJFLv9AzcSdAelw4tjxp4j1xInk3lQ7OAY6J"
    "x4En9sUZw6faQWqCsNXLX8uaDmiOfOKxSaPNxN3tiTW6iQwwS5o8Z594uHeSrDSJ2ScxjBhyN8HwU58akHgmpkQT05aJCdB26gt7"
    "JT7x7sRxAJ5d3V9Eib2YWR+EkxDwMDHWTx7sJ7/xDvJSzBSpLJwuSrSM+KqZohrEbhpcRMZEPykzuUOb3IuB2KvZT3RAQjjpBc6B"
    "YGwvCfCpXkBAHhzcoUeiQ1aS9L6fzsQEpyIrTTD6lpesvY03TRFyIzU2menNn5E3L8xptoQNKx6elZbat6Q1qSp2vEP7MLmgk2lr"
    "WkUSXYpO9zvFol5KOVnPa2UTeX6ceN52uuQpZiEmG+O16+ts/6pO95W/0Ld/lSuPO7yKdV9V/FfW21430m5B6/avatSvYopXccyr"
    "aKEKeHilFl7f0br961e/L/Y/dv/c3/e//wOKyLzs"
)
#: The capitalised words of three letters or more that o200k or cl100k holds as one token with the
#: ASCII symbol before them (``.Collections``, ``(String``, ``<Type``; Claude's tokenizer holds none),
#: each with the profiles that hold it, read from the vocabularies (bench/bigrams.py --held-titles;
#: nothing measured or fitted): after that symbol such a word pays no _GLUED_TITLE_WEIGHTS.
_HELD_TITLES = (  # 2,735 words with their symbol, a space between, zlib-compressed, base64
    "eNpdXF1z3DiS/Csbew/ju7PY0fSbg6OQbUm2Zy1Lo5btnTUjEFQ31eKKTfbwQ5bm/vxVZhbI9r6gEmwQBEGgUKhKdPr3N3dD2f0t"
    "/fubuv7bq7+/aTaWvh0Hu3LaNobPW/z6of1h6W9jjx8+t0px6bIprdDliEJXZbuvSwOre6btDuLmvhisyM19qbTTxbL3/DNF1dvV"
    "byUb8U13fLsvG1y8r1jpt/tnpNVwb+KPspDoreAf7fi39L/OrOnpf12X2wrt/uVtV+H2X961TWOvsPzlzNpu6VBQjF27t1p/+VxW"
    "9szlL18a3vbizW0/dMV6AFyv27ERGvxXA4/V8Ay4KfbouaWhDfObrux75ndVA1mX3UBZ4/dm07XVBvmm2hWxwn3FdK+0rtb6JX3x"
    "ptviWtcVz1H2vMwGDUNX3Y5DCTxuqpbSemZJUTZDrOjVi7eF9fTyxdsK9b2tmqJ7JhiU7go8+23drh8ox3LfVXzrt23RbSjbB4m6"
    "LFhj223szQGekI53d8qOVc0bxmZTlwTDoDY8s6kQ6KF3xRqjwWRdNpuiE6wpdmVXEDSPhcrqZzblXTGU25Yv8A5jxX6+L5ot6zLQ"
    "lLVQ58I+ZOl4YOGSb/muLuxLQdoYGQjahpW0G4m6LuM3nzP9nGu7mKnQFalgP93RdpLjThd2u6LBtwfyRxry0ru9Pd0vNnf8TgJj"
    "V0yNsJebW9T0bV06GqIsmkPYR9yNaK5yg0Y2UdWU8er08KF8iqhra74WUe3v2Dzq18eyU7mOrejKgt/33dh1qGsJ1GPWGeiHdsff"
    "APjI02IoXNxicBJSlLfjlvKuGGvUc1rWpf/UqGT5WK0JqqJuWbhiv2hYn1bd1E2nVb+vOXtO2/Xo3X7ajrfsutO5c882nAwQ7Kiz"
    "uvTSZ7t93T6XpihenDXrdlM1eOKZTS/qgLNm3FE8Vl3bxHv+HAsMw7OuU22Pfv1pXe7jE5/21sxyIwi9oevnRc23PK9KzqTzqla2"
    "1jg+r1uoxhfnbSPR7ayTzrti6w83uOMdY7N24Y98jx+WL96X9tkr/Pa+xA3v6/aWzX3fFfv7KKt1L+jK7n1XbSjaEdri/YBZ9H60"
    "i+mLDwVn+9JAjwo+FI/MlcWG6vFDyxZ9GHY1xYAaPq41nT7uCs7ej82mfLLKPjbVYB+2+ot987HZjwOlp+WW3fAxDtmPQ4kO+K14"
    "xID6rb1F2vN9/4GFBSke86m4pWr4ZMpi1BM/Fc8tK/9UPuq3iirAxAMFlosXn/6tqj+1a/YSZenAe/YTh6GlapyBSpc5WC4K5i6o"
    "Zi/49Sy1b8D6DN5LdNUTAdNyUxWUu1vWeVE2I0Xfq/WOesLhvoVuuai205C+gDpfUtig5oWNUr6ryZHf7KKdbhh7XXisMNwvejT+"
    "swbNZw4VS3+03QPRD6RSlp+hOq1MyzLtoGtDdTcvQZ9Hf4/L23/buLfSl/sSP5iYmnzJycFeufT15XIcNACuivVDKcDXvyq0RF0V"
    "GO+aG4bXfDkDfRmlfuHKCIEOuyo7DZGr+5Z9c2VaQgVbVJtK+pVeaeWtNMgHc420OjtW0LXrkiuKoc24Von2joYLkH2Yna7x/Yns"
    "1Yeq7OcMxuvvY0k9dm2TqsXQvrZphLy6zawbZrY2Ojm5rsua6Y6XG3XbdfnnWLKZ12Xfjh31ZYS9sC05/N7XU0EoXIBh7PCi1y0b"
    "D8FbWmrx6xZGh93WYgRcm3lUcXav1qZXrPjKFnYMLS6Pq3VX8jOvSvs2+ASrcj12Uimrsr6jaLSArso/me0e+Q4AUPRLopoffzXp"
    "yZXnh8E0MqyEVbVtKHZ7Ts+VaRCI1sfNSkpoFXtjBSNn64BDdvUnxs7KVkhMHJPbUhIGykaQi55J3WBy5LNt1YiltSCuhk5pyc9u"
    "wB82jBsprtUIVbV63t1ymV0924L8hBqoriyVYrspUMxSvtRNsWXabflON0X/YPfelDuolht9yBut4BAj20K7+wUNbIhO48lA+yNW"
    "W7lgF920D/xmN13R9MXarVHm7rDc4JeSBbuR4nkPYfYzBiiEmekmH5r2R8MrZvpY96ALv+w36rsvHczeL5qeX4aqdoE2fi1qVvy1"
    "XCvVovzVZkiJLvpqFhcm3deKWuirjOqvvOdbif76VtnkwW/f2o7L6D+59PxRVX9b/jeXvf+W3v0fivR/V/Zyf0tfavVdvtQa9XJa"
    "b15qMXhpWtO08ksqvFcvXZe9ehk/70v/bOlLds3ypXfGS+xSlkdvuD8oge46pdWD1Xf0Zkub6ehNxcuwg5HaGyC3182wnFIKLN4O"
    "YI1PkMVgZFq6tX4wiW2FpawWY/fojSmpFGnBcuMdrpnJBYz73xb3qPItDOgjbBw2kGXzF35jC9626NEjM9ftEmzz9OjdBre+u69K"
    "VGeyKZjv0GuvHFRsqwzvJeSIxYOAfSLL20StlFVAAx7RZOasBdzbcsFha5lGKU1VoA4VnXLJOqJFCfEIy8XkM1IMqSPYhVGhWwmz"
    "bvm6ZwWbO9l5y6Mz9uZZszXL/h7INo0uMOYd8MXO2eHntl+k0XNkdljDJp9jsiBfbawJBKbxarSGphj78T3vsXQHY2F5BJPKCsiE"
    "Qn99aGulNbcRQDbUVLbFR/4IvWJLLiv6iJ3w0ce+ZtoVWBWPfmM7YSltWvTCbyOvjrgKW2l59A929z/YK//oSuzIjyaDyWBZbDHJ"
    "DDRbzJ4jt5yOPpmipnVu6A5v+6na3g/MNsqaSWWiHSu8zKcRzze7qKZomKLdllal5IMuDsw9MYMuu8CW/kgWD6q6YBdcwHw/umhv"
    "ocgsC2vo6GJE+y2tK5uSR5+Lv2z2H9GSOYL9AvyjR6a1Tc3RJdbXo8s7DGH6NI4uu4qG3NElTJCjyx8NZ4OZIjBthPBaV2z7lRp7"
    "ZfsWCPsQHI1XLefdlU39Sqr/6IqDiIaC5X4vSiiVo2uODq7vSMeaU8tX8hLf83q01a/A+6/g+0Bq1g/ef0VryOQaX2VV7qw/Uklr"
    "aET9jnCPgiU6+pVkrwtabY9W97Ynw6pjqOIrUbLQvQ01q2JX8euv9iWUusmKowDrowRn3iqmfOCAPorL2tEN1kUIGAUUDWWnq5yH"
    "XLeOuCilR1qUTHYjFrsjLjrLI1OwSnsKmkRHXzmlvkJxI+01zbkyWApFTnEH3wMu6W3+KNH65M1tr9S27lipkskflE5QnoDkzXqt"
    "1HZ1DqBdHUhJJZMPyZCntGAc9I4eywhoHAG2bM4GBkQSfU1AGzxis/EMXU5AdDmZfEROLr3kzZbVankxue1seKUC1kI9lE4qSFhQ"
    "LrWZTLgUJVqK7LZ6f18w703Z8c2sYhrtJtb3ajSUVzL5uwzxqaZG+cDJ+7V07Dc17eC+r4NMz1J8xYYds6/w+77iJaxvSMvC1S0z"
    "evyBM0053t6VSgsXrAaeNqSekasgnSDb0LGR8sYl7o0DGJRWa6ie5E3PFmkc2GK/u9VjDaokQfzwlvGL3vf9c8MxNbSVxK5SflBa"
    "YIInB86/GbNCegKtFSPLwx8ocegP5AV1OUH118EPLdptYnd47UfVlezSJ/X6XzQsk7dQfxLbDgsfM/jgb4tGv3RMe5Xu+S5vi4Ev"
    "8Zbrpom7VrWVVLYJ3ZRJdFMCbFzQxkrot0yi3zJ5W3sr6L9MJXteGFmtfJgmN6yO1ksijyZE7cJb445NA4NS+q4M2Oux1vYJD8Fo"
    "40t0hZrXtcVmTfsheTuwJveJOmD/uXtU0n+UoxSguhsJeqW2cvaCg9LB76BHNXXAEvStJvKtvkrkW10mtNCQrm0tYYnZ25rI20px"
    "qw6MjlcDjVJuphP3wwLslfrIeOcVsXvfcWtkol8XGz0LkYLE/bWVt8ydt3Z9U65Ze1lHwRKldLiBzh0IJUrf04eSRF9vMvl6E/l6"
    "kwNfL/Ggu7pBg4buX4hS7wrJT2LGaj3JDkuMwZYXOu4Yk3dVt64FqJnNYK12vcBuL9n3Ueo9a60l70wBPUhKn76Tkz1xbzNkz/eD"
    "3OjCKDn2/jI75lt1astPalYgboIxuPf7DvzVyU/+6uTQX524YzqJjmkH+mmn9JY2G1HLx+z8h53GuiO/x1cKoCoCb4X1Dm/fF001"
    "XSqoxYk61/zKlF64UmcLdX5RPuAJejOi13zGfcz0/gq08+OtoyO1pVlrTBhwrzWe5a9o2mbqTXnkk//wyE95r9MvNdwSJgfuetaq"
    "hslrv0zca5/MXvvkwGsv3MnDxcy4856IV+TGTw7c+BH7/UM5FaU/gKib7wKMRbl7Sg4c/YeZg0IOH11oQXtnmrTStwNQmT2nuH9c"
    "7yD9MnqzxsaHN1CnITF2+moIJuCCBxUcbCJStXDadBX1VddiS2ly3FA873W7Sfjd9vdsjeYov/T6eYKDUK9KCVROQYtkDlokp0XL"
    "1LYmSxMDM4hjJHMcg1CLuiIaCfedieIaqeRdvLBVvdiTIjVTqBbSbD8tyz2FbvCIiCGVqr1mnxseHzGpm2xKDT45LQMnm97bMjQL"
    "TvmtLF276Kqo2S1H9zRdaMjBOkkdeJttgLbPbI2eMGA3lzpQzY9KGa1JTqti27T9gMBCilytiwzhJAjhuPBIjtXMYXVa3fH1bRvQ"
    "9N68qlNa+k1TxMcx44OGe9bSy8sV0YaV9muocb1L1e9pk6QTnK57H9Nf4HUMbmieVny/dq30QWKMXe6QPdGqqzmgLNVadqol4LRV"
    "8dEbCZ+ZRN3CUZecdsUPF/FFDGpZO+2qR7W1w86MgjGN5HTgYJ211elzU8CYXCZnGy6hinklMeaVnE2LyRT9igitP9vpA5/tblUI"
    "6t4q4xI4RckIuUyeNd5aAfT6GW1bulfKCPQeZ9S6lu5bKb2zZstgjAHb/44l79YP0huMwEndxGAcQCeJoByFfn9UOofoEg/RSbIQ"
    "zXuP2EneRYABe2Z2zZ4NollzNmptOnss6lET3aN8kqzySQbUQdhvxl4g2jNnTyU/jQl+PoFyQvFuYLXQTHF/ij7j014pwwTJHF4k"
    "7DB7Br3x054eCYDORfSqH2RUtcoN08ybcM9n2KfQzu+84JQw4XPvXIMFQguke1ZNsv/OqT4t9dtNorvPTb17eSF0/Xlp3UTJ9zkv"
    "tX/wCKlkT8DxBuHZWkIjRgANP6+81dpanFd6oglX4ga5PJ9XT3pkDb87RS/JXxmKTSH5Sc6xS4YYe7bPNACbD6lqtHyft623qPWU"
    "HWPCd1HKaEfIAK+EHkYw3Q+sKYQMG4cq4qQ/J5ODPTtFiBOPEEsqnpfQSQlBHXU+qusYQk7mELJB/zzvVcV7OFCS6MaMaCgP4GbG"
    "qiPGn5eGWuZtfdXEpWceackpa0Av+h4cC0qFqh3MG9f3bQvfQpq874qN29oezk7mcHYyhbOBJEq9AaPbiUe3JXlDTy/F+xG7cUa7"
    "IRqs+fLQJh77Th3MlzqiXina8YFxl8Sj4hH0QvWgInKbGqj3LrwsAEbTh5L9/6F8QlptNmz/B/XPB7vdRc2aloYfig4ekw9UEwrF"
    "m7Bdf+sa4QMDmhQaSh/MEqPAcFbUPlFEJEHUHmJ2NscMu/WjLfEczR/NdNyydo/vS/YO9JyPu904cJVIDbP6nSunj826ZnwgES/A"
    "amxKjP+PzR0v3rUuYrabPBaW6wqxXjRYQSlwIbNj5hgwoyiOAdk2zjkwSZ8NngmfIYV2zUSwAvxio+KeKmSURIoCQbzQ3UlTTriP"
    "mcZbZrDdR/ToFx+VWpM3jsw888qx3LQ0mAxHToIylT/rsX1gH1vz6YIhaUKil+xcuHX9cWgxxsWqSMiqsJQOxt/2vKSJ8dsPtIFE"
    "C6S37msR5wLC1AsvSNOKhJEmiCkwG0MLBjuOkk8Fu/oTFewnBeUTJ2rY5Vt0x6fyjpmSdXD8x4CEgW5PwbhE8qm6VdrJmeRhiURM"
    "Dwp42Ql6XXhwwals4E+KfnChxxGobXKifpKtBqHLYoskkS0iMCusmTwCyGe22B9YeqfM1uvZcrLwF347J5ckIpeYaB9cUHV9QtAw"
    "uShwi6VY9YV4s0IuiRgpJh5KFq4xffjCCMbgiuK1rxz5wqFMJ1Td0UsP+EyxV7r3Avu9JvlFoXy39WdyvYHwgl1/X6hRvX5xx8eF"
    "+wkvJoPcUS/oBJpEgdwkEmgSRouQVjszA/Huz7f4Ahdl0UsfOLkmcXJN6qDXJRkw4tuY0Li8KKnDJ/pNMtFvUof+tuVQuNgUEYKc"
    "Q9DBn3JRrW3D2t6x80yBc3hMzB02ogKT0HaBnDQX6req4fsQjXSKXdgmBh/LjRSPfgFwQE3Mn+RCz5fV7QQgyV4AmtyLjF4FgH7F"
    "zs/SQgWarWps1OnS9pFDlIhDBPnooqLs2Tfkl1BUUdbyNRHv5UK8GDWupqXBEFe7i0cM4c+yPCCwp4DsPW97t7V+83jK5+JRabWV"
    "UeJQjfUMFR6jgknkN6URaep9LrXJIukpUdDQBK3jz5xQIkJR8Ld2d0t/1mctt5/1PG34PmOpqiegRYjcqUTcqeRn7pSyzwR8vowz"
    "CN9hfea4cIrVEkAcgeTy9t9KtcAJ9EQ9Fhfdrgzf8PLuTmuGAXkxLrXZZUA0EWcrOeBsOWYfXu6na5HH5ZCPpGM9lfQLtMOXhrbM"
    "b02r/BUjQJcIkw/TYwapgMtR6aBUC/WlNb6TBYQYLUogMquJGoljBja+2ySFbEnhXXDltolYZfipUi0N16urQjlyuJIDytmM+5hx"
    "oK2fwPQQ9zc5PS2J9LTkSiP/Sn5kCF83r6TbnLcGWcUqYBo3RM9K3V1gyKNXV2UJPXBVxsjJlR4GKoUqMRNE2wtDuypuAsGO4wLH"
    "Lz/l/I5eZe41mEWgs2fdP/ewsa3raNpb6sbXFdXXlSkpdkhd0Gwy2Sg7xCbI1eJMvNQB37outS27qkctIldUaFfuK4hcvVSIjWjN"
    "0HnmFfo2r2hSWVrq9v2ovLqdrsmZ4eeQGkRkPxM/lKoH9WKdLSNr6RXDiPHIJLQM3NlsYqfpZHInC0S0QZd3EdSNUCtqHOBjrLlV"
    "6rFlZw0kE80wol7wTmvAxDgUUiRpIh8C2ff2gnsXkY2YTGxEPs7LD+1aXdmZUt94P7RPLDQwN97KuiTgcnklVXU1eg6j8vex2Ejg"
    "JxNx7+DER8jeP8Tv7vr5faQBf83YoqUVhtx1oTdwoiTBVhd+MH32eNx1Kbe3iJQUbL4BTO5rul8tLfXJDWnyXZd+29os/C399oaf"
    "17XfrTKb6IYE7CnvlPqAIJ6DM5bpZEyA6oEqt1zd4rGVZOJ2RsheiYwQoFppXOUM+gQhCxSp1hEAL9HEVwaQNrgu93Xh7fNdl8D0"
    "M6ZBDN1NWTXG6aVEcp842sxQt3laqnSv5Q5U1PoxIjEykwN+ajLxUwn93qHj5zJZeY+LsurA7xvBFzEwsHOhuGK/DpgeKk+KK0rZ"
    "0qGnVLe33NJcV7Q6r32nIBJs4iRYyFrZGDYVLRZCxcUNNaB4uOiyLvkJqEosZXUyt67HRqm4tMmquJMQl9UA+2rle4kVaX8UWu3E"
    "vYUU99bhDqY/ga6QswbZSbrzY0XPv4Beb7XBmzlnF8BNUQMdP+RqGs4zn9dgqdtqTQiBcjNBLezATWUmy9Lgjj/S52VCUZgVRpdm"
    "jqDv2lfR4l95cMLX1Sk7NSnGLpYz3hz+0HkGzCeARzare/TaHmMBD1046h3W3gVxvVx53p1VEyeZkAvN6l6+Y0o+877o/IKmDM/L"
    "WVrt+WuruzQrTY61CnHsrGTqrOQghFCvVHG0VOzmyruwctqNwKAmKya68k56qPTZH7i6muDja4WfVvUdfqu9L3ZygTivOnXQE8k9"
    "Iaa1CbXeJ0IkXicrWukpJJ+2p/6F8K+7l593ta85WSNRW4BrZqRsJ6RsW6onDZqRYm5TirlNCCabJNsKoG8zFH7zUEbp+11grmhO"
    "9AbY8GZTop2Aoi0iuZlovQX6gE4LFypVwL83l8zIDyfQbncVlZtzilMHeno3+m/OIjf0rI8LNjlSLvApkMLxBhDZu+XThaOZjuwQ"
    "+3YUeQ1ox/t3NFiA+GbjnnsLk/ZZNM4N+ic21MW75eFCyX7vE5vBKkp/R5HeAehgdu47QK9U/ily3xPnvkv2BFulyjzoR1Hikxt5"
    "ESD4M3mGCXmGyKkm8uUpnBhzE3UPGYgQXHMgVMvT4EJGrU60JmQoIt25bCT4rf2Aa6IDron490nk3ztQ75OLHyVLVeQyQSirdmt1"
    "gNCwu/EIJmQ/iI1yU+1bikH3tDKCbtoN7eubdrv1Hx7UXFnIELe0L4AeqsERH8/RbCknw00rt/FNO6pTO1kRkA+S3PAdHh/4Kae7"
    "eZxArZ9PFgjHjwK8j5sm5TTgeP7Aerir3E1mSHePuhHe0JtR6vDmh5a5G31DHlag2LhEY7/IKv9SD6RAfTEzCVrvS1N5sNLQn6OD"
    "wcUzpY45ADm5B+cdolPrS9NrmvBp8fSDAd+t8RiEpVC/X9y19KX3tHPRyOUByLb2Y9HhwG/yZVgzpQ8CIoZEhZ8d4cpXNuere5Ap"
    "1RSHchp7hlPBT2FIqgpdtkVUM9JPZtht5X219kudUnksIvuWaHBBcxegko/Uj3MkOs5BwcdVpqG9QF/dxhdihsY40KArXk5s068k"
    "SX0Fe4U3gOGEtn0rWPxbwX0zhGYficGWusWns+fJN83mbzqunugMOvJaeb5VGykcA9yjf+PaGQ+eOOiJ9Ls2Fd9a0kcg7hQv9CMq"
    "ybeOLtRvvrRRojP/WTAA80+ljD39U6P0Dzmv/yhr1cSz8AnOwr9K/lVy4/gvGhT/0mb9XzBVl4s3t9QeC55aX4g4bBJU2sVPJ9AX"
    "oskuxCNdkMeZLiL3cRHPdi9IAVwunAe3iAywhag/i8jjWYgts4iMFQP9A1bK5SLyQBYHtImFCAoLxeSXC4+vLxTmXcQo6kIR0sVB"
    "3DNdHIQ2FwxVpiZAR18wxIgU29vFHBtcKAS4iOG5BSNly4UCXgtFsdKFR7EMMCxlPzBYhLwiTpWKTxGdhQcv0sUUhTDUjE+UUM0L"
    "9+gv6JVPF/RnLxd0QC8XcGEypXJe0AW5cI9eujj04y3knVtcqaVXZWEDbUEHhuWiQ2ERHQfLxeQtWMSt+2Lae6aLeTdmOO5MFr4n"
    "SBc0ehfx4NOC9gfS4R67W5JsF3EhX2gJXy7iiov+5hKLS1DLC66kC9PGkbD1akEFmC6k9ZYLaYcFJ+trkuBfkxD+2inZryOJN33t"
    "I+U1v/VrxuVexwOor6M39PW8z37Nl3kdX+Z1bPdrtGqZzX8IkU1k/sxp/Mts5uxnkY2fZhOtHfAZpfAvDxnnWPYTMT3z5mcThTyb"
    "aeOZ87kzzcBMf+SQkSGd+R82ZKIyZxOHOeN/MmRxdmak6Waao5loutn8LwqZCLjZAX8284mcRdpq5qzRbKJ7Zgfky2yiI2aRwpfF"
    "KZ/N9LlMsz/Tsaws8sKymTOVRRJUJoZSNvGQsplflEW2T+Zsn0xfO80OiSyZk0MyKYvMT81n0hWZiA2ZDsRnGCaWcv5nTgHIGOxf"
    "Zozdm6AyyBQEzzyknXmgOOMIy6bIb6Yz6RnCppbSYZoxRpopvphp4mdTEHCZuQ7IFNXLGE3L4uHvTMGoTEGobApCZR7LyRRnWWaK"
    "jWSKRmRxpGfRMZ/JB7/MdIY6k5c7k5M5i77dLB6GztzBmskJmk0uxyw6EpfZfHCZ0CZqJj8epfvxMnralpl71tJMbig2ZXIlZbMn"
    "KJu9P1n08WTX1bba3JLEn9EpA8GjyBlcKmkG7wiHugCaEj0YWfRJZDpznE17+yxuJTPfAGZRC2Rxk2XVYFuSxbNLmW9IMu5DMm04"
    "Mu0YMqmzbNopZG5mZz8dps1mk9eqI/Umc3M1k4Ga6TRt5mZmRmVo2Wj6ZW6dZTwjm8Uzslm0rzKpy0wmUUat+av/t8Sv00j9VbHT"
    "X3WA/9fpW/xKQzr9VSr4Vz0rPZbhYNKXuWOq4WMcEkqPJy1w7JM/PdaMPz71nC/7xz9xTY+1yh+LXmhSDLzjDzBq7C4SAkxUEq22"
    "TECcMCY7qOpjLZ7HNgPwSE4Ey1kfWEpv6PEcVjn2iEJ6LEegfd1jHyHpsZwsx3HLf8yV6Vh/T3Tsu6pj7YEsz491rH46/lbWa/o+"
    "jmmDIbWPdsJDVCdcAU4OTtOc6ADMiR+AWZ5Mp0JOIjv/5EDNnvwH/fzkkK99oq4+iaTLE9eSyxNy3JYnMxsLGNVFctVJ5L840FJ9"
    "QrbHqxPxPE4Y5IdQeP8k/nvEicKwJlsbrSeMEp7M4bgT/e/CiRTIyYEPeXkSB5uQd8mkA3A1/kPByXUsF525huExPZmm8Un0vp3A"
    "W2WpfEbLk9k1ceJGyEl0FZxoyp78x870hHPlhOb2dyze6ffJsviukzbf40L13a3A71wBvkutf5cB9312Q776Hp0536Np8Z0PT79r"
    "N5nPZwzzOLnyeCowl4Vuv8wH5OwihlNOgyL/yaDI3aDIaTOkOU5n8UBcLvs9d7shn//oya51FZfcfBqDuZ9MSnP/qyaTHTzkuDDI"
    "Ws9nMyKPtkJ+cBIlzX86iZLHYZ1PZ0nyuFfID0Z67icu0vw/hnw+/e1RPh98YCmdccgPDjbkh9Mj/+k4Q859id032Sa5pk8+8fjT"
    "/IAyj4w2KobaNT4lmhCJ3PlZ3dJLbT/PrOQ82im52yd55AXnB3zg/JAPnM9M22V+XpheR1qQUpCLWlsdYDTMzZxcZk4u8yY/pIDm"
    "B1uhnHzE3FmFaR5ZhXaJJL+c9k2au32Tu32TUwmkOchUlvLLi0iUTzSfPBolaS5Oyw86uPODf6TJDzkuuZsuudNQ0txVSgS2fOf8"
    "l7n8kA2BgtGsyZ1RkGvDkx+GrS13jzeJEeNcGiifTJjco425hxjzOZCX/xz5yg8jX/m0REakEq610vwghpXPVkzuUSBK9ZfHZwxM"
    "ARSDpebepNfyOfSQx4BDmk9+5Tz6YO2aK5Zcai7NZ+9mLkWXuzczN4VXwQme3/zARiLnIpbmVEUmOnwWeZ/yA+fQlGn5A8yLNKeu"
    "DLP2CnGDBDTgJ9dmgc6GMJ1XNvRv8HyWDlBpcFdEoEERcIgYKQ7vB6q7AHUHfOCjCDy7G6T0rDYcvw1v9Agcmg08pJoGHkUNUoHB"
    "j5oGPzMaeFTUBF2hgfun4Oc37aoObYa4oQo6Ohmmo5Np8KOTADo0GWbNGLTBCvHEYhp4YlHCd1zBzyWG6Vxi8D1Y8KOEwY8Shqhn"
    "gx8dDDwfGHQ+MPykb4O2bWmIejfwiF/Qgb4wKeEQlXCYlTBu0hWp4nD493Nh+lc54cFbFPVwmA6VhUMtHHguDKJTW0fd5nvFMB3I"
    "Cn76Kg2zig5S0UGnqoKfpwo8OxV4QirEE1K4SjJJiCZnwJkoXO6Vrl1MVmiI55lwXSeZwnSSKcS9asCJIqY8F2RF3A4IOqMTZMuG"
    "ad8a3KoNbpelgUdgAv+oMpyxn3WghZL/FRN8Xxv8aIpdwNGU4IZxcOdGmFcRK+GnRZaBRzaCLwtBy0KIRyCCH3wIOvgQdMwhDTze"
    "AMFNctAxhcDTCUFLSvDzBwZ0eCAcLCtBhweCDg+E+bhA0CmBMP3jXKDpGZzGnwbtuYPvuYNz6SPA490dl4ZIjQ+REx98lTK5xzu5"
    "KRZEDQ/kfC+DbFrOKF/NgtO6CfwsV6D9FuK+KA1O2Q4HlO0w+fRQq1Oxg3OrDVD7BqdUB273g//pXNAmJnyiwR/IX4YQZzk4WTmI"
    "lBzkIwgyJoOIxUF84jTMvOHAhTj4PijIcRC0DQr8T5Uw8XUD/QnBqbX4WVzZQK5skHshTH6FIBZrmFmsIbJYA9mo4UJYSseX8hDZ"
    "o8FZoIEsUHtaz5Zhm2wpGqLtWYg8zUCvZpDbIogmGSJNMtAKCGI9BlIdQ3TmBRIcQ3SHBvx5C1PQTQywIrpFLRPNrOB2Q7jEycdA"
    "LmGIXMIgYyKI+YcsWFRpOOD8Baf58SI/tvh8zA8UcaMZ5FoJV7qPXSeeW4g8t3CF/7GxvHwtQZy0QE5amDlpQQZMAPXM7hGtLIhM"
    "loZIJgvRzYtLLfP+t3RhsnzC5PYNEx8szIyvQDJXiB7h4HZSIHkqDfTkICeOVLhWx4MMhfROaWQ+Bf6bTZi9yuGaK+DEWApkLIVI"
    "VApOVErD5CHCNUX9QrS98GvPvD7z7DgKs8kVouMoxP+zC07pCWTgBO4gw+TZDuLYhOgyCtFlFCYaSxpmGgsuU4dGukiINhtKuRcy"
    "0K8c5j+pC5HKEeRlCPqTuuDcCLtV3IjgHIjg/zgX3DkVIiPBQe9oFMAOJfg/0AUyDEJkGIS4Aw1OIgAgdSDAdW+5SAAIMYRvyOPy"
    "IRqXgRH54A6wQAdYiPvpIE9YmA3PIMMzyCkWolMsDR4ENyCjRoHt4OFskz3TgUsmA9QQ0BzueAkKMkOWLEN/Vbj5gUEvezbIgxbc"
    "gxZi7DXIWRMYNZVARV9ZrcdHg3u8wldaanPIM8SQZ/jKSmJ8kwjvSLt4GWAXW8oQYvBQYRo8VBg8SGgF+FfWQaHB8E2rqQKAaWAE"
    "b/l/v/WVmb7/B5X5/ypEh58="
)
#: Names the three tokenizers spell as one token with the space before them (`` Tokyo``, `` Brazil``,
#: `` Warsaw``, `` Adelaide``), held by every vocabulary and checked in five sentences
#: (bench/bigrams.py --words), whose lower case is no word of _KNOWN_WORDS: a capitalised word of
#: the list pays what the vocabulary's form of it pays (_KNOWN_WORD_FORMS), a name paid its letters,
#: and for three of them no fit source writes (`` Tokyo``: ``oky``, ``kyo``), 2-5 tokens: five English
#: encyclopedia paragraphs written at stop 53 were +4.5% / +7.2% / +6.9% summed, +2.4% / +4.4% /
#: +3.8% since. Each pays 1.1 tokens as a word of _KNOWN_WORDS does (:func:`_word_rebate`,
#: :func:`_listed_trigrams`).
_KNOWN_NAMES = (  # 1,602 words, zlib-compressed, base64
    "eNpVmutW6zgShV8lrzIHOHBIAjShYfr8U2LFVsex0pKVYJ5+9ldymJm1svYu636tKkn5l0txWPxru3UZ9BMYx1HUlL5i7zoJMYU2"
    "DI6w5Dp3NBY27qisje9daLyEY0gVSdrEfi9MwcCppv3epyhqO/uCQh5NTmHnZtJnd3QN6IUh+Qz2YUDo3dYdHTwA+YC8tQ/hBPk0"
    "zkSc3wGfBq7i0FzZp6ukFkrcJ6rsWwsXWmDYqW91JPpabe/BOGT1pv/qfDiS4ahiHGTyF2Nbw33tXeXhW8hXCSGPPjWMKY3K5FWb"
    "fEU3U658mck+1eOh1QRUYoSGtlezhoGgIVDE6NJuDLv/SkSNXWS4htHqEoZYWYGn2FPGKQXNY3JbA8YC2hmporTrtiF38WQiPRVR"
    "4Vxbav0wBtoxS0RpwuPYm6QRIu6gkaBr6cioglaTsQXkUeu0lTTEXrOTsrelmMauqM5M6mxJx84zqGPXezUASdPFIjCmSVWoMcKy"
    "LUn5yu7Q26IobclaOyXFpFxVzmq4kS3qysH9Vxr+R8xVvkZb5NlrYpJivnzauvC3wn5oDQOTlpB41wlCr/33wx00jD9c31wCMf0B"
    "GA3UfKNj1LL44Yb2EA/GvWt8poiTekba5HbEpK2BPo2t4LTzPaMuqdaU2FQ/TBEIkx+tgERTNL6GFpV9Lxwt8Xi0Poyj+myRxYr6"
    "HI0mb5Pxw7sCnAn0NMg3+5gacfg7aDrF+RQoVqs3lQy3BjW7uBzFg2/CbkRoHYmHv92RwfHDYK0Vq7WeJQYdDLyNpkdpQBWc1Z7Y"
    "E5B2nMVmxt+PBiO5apOFvb6k2JQoeBu/oPUn6LfRypJEiqT2tGjFH9KDCTyohj7GozKpS33xY4xU0J+VK263yhW9DULs1XENi0br"
    "E4Eg7RFhZhuIbPxj6f3Z6oyTNs+PJP0I1BGVYP0VG3bA0JAxuS/t4Uo2rslXGMHR8ELXkv8MfNVEoe2sXjVFWtWbMEYKCqMLFqHF"
    "Rj3RNRdHrZE51jraxWz8CcZDxX4aqmBxBpcBKjsKL4NBNMyXYEWVrEVHmsmaJFT7CpOl/Xod8dI0XUVXKeTjVSC5H6it7PdOCu1H"
    "6VvH7pTATIKxzSZ4tvmPkpi6Uhd9kZ5Kixvns4MUL5ABu2F/+r5H8FtQpU5w2FeMicmTeLZMx21s7Pu4TaFpPZJny4lP21rS4BpX"
    "iRm4ChlJ+0p6igpOZD0FZuJGqwGTTIrkiUxBNtzyJovuY0VLcQQG3wZKSDV/7FHOs2DhJ09lSBWiNc3MkWiOGusGv5FOoFrpx96q"
    "Qk2LtM4B36AvTUq1dBkcmdJvQc3yO63NG01yKHxJ0QGk6bS+BYPUVR+TiTWgsSnp3AkdJKaroBTTzEydiXQVlkeDpGpkSMVE+2yd"
    "6WQK2wj7PQVICYOMSoe7wVe8CNiShqN1/SoF6Yvvj+8UfhaO7hoUT51VpzkPO6tjlkhQsJoMdBh2QWZ7DBLzTs1CnXhIKhys8qGi"
    "fZQG8kf2s/jszY7daD5tGOKWnFF75iZaxyPZYl/BhpC5B0UZju1gsVJeM7FyJQxS1bCUTEQo1xgJTF88HkPOMggYO77icOWLl+Gi"
    "DYPVOOw9jtdVcEyPDHw0lLeXa8Ok3/EjyoiMwrvB4UojZkGi9LP0w4SIArqJWryda62XWnFWn3GdGm1J22hSqLT6so2TQpMLLXgx"
    "MG16k+TNOUgK5Eb6baSbKR4BspSvxU2RAQcGUIEFVV/HvsjpqsrpRnrEgMUznbBxN19ek3HrDlGtuJX6AHBFRMzYrXzbvCt8H4kb"
    "SDVgJaFMVszdrUs4CLcaOvBM0nNospVwDj4bgRcLQy3c+m0w2nkaK6F3F9aUhC4Ij3GXZnLjt6BC5IgZHll74vnzbIUkGTOhJ0YK"
    "IJCzjNjUmf1VsOG59WdrkDkLt8E6GLAwt8FrBQgVi0KBDPIgNXMbPvmIKE9DrbFbLSdp8Vt8w9uYZGCVLpbWwMbUbOVtwhzfpnja"
    "xs/Fbdmy4G8LYWXAHRcdAKTEvN2WkeZP+Pp3rlUZhlkkdXPnTHfcOebrble0HfTVNNr2d/gKd42sgTAMUtptJ+lY1PE7mcl0pQyr"
    "GXftdBorMjd3YXZK7kKmpB7lupPakobQl2aRqmTHM/jltngtd3YaEQaObjCxzP4dp4+7Y9AmuTvqzCSQNOymXa/NgkW6w3ukcUMK"
    "/xR1QKcRwKSDQDpQZWrLNFr6d0W7S1EFHXwnJ/nkKrG8roKSnfk8V9Fj+e8+Y6M1ffelVfLT9Ts0w0+/TQWz+bPqACb7p++DTBz0"
    "KUzyxi00VcClQUiLn2GwdosHA7bGz5DtFCKuNH4ZaLGwTn5K4eFyiceaTkboAMUKXtbGhCBLLJ6UJ8pvzpDJidEQW8hYpKpRQD9j"
    "0YipjHhhYH4mKSHQijPKV5ZSNynkK19DKh32qAyTWKUIX2C2cnU0BWaZk+MByfT4T5rfQYVU6sIE+aZGSlBy4m1UVItGwE4S904+"
    "ifTLveudHdvuUUgtA3TPEN9r8WmliJrBwhKL7n4+K9wzg/fuiwRfHkN7L18/Cgf5q6K431fER5EgB9fQz5QrB3flQYLNl+hYv44s"
    "pcqUgW65N1f9vkN/3MvvyaCy6XyLxLK5D/Um4B7beh+iFuQQFvcoBqCVXb9n5wBCHS3NW0eweqOG/j7G+SPhTd/bgOHJA4wVW+4+"
    "uT2A6rjXdGjaoUPFbDTUsOHCJFRJRSO1BhUjg5kCQwYGKkrxTF5UyH3RaU9oHSryT9T30itxUcIHjMkDzqf7hPt4US2S8EKEKCM4"
    "mJ2RILvcwCeD3OFqINVorUitLrGBhQyOWoZsYImSjhsPuI8UJOcxQbhKlWqaZGlGwE4wsCcsZ0cCztctWQpwcaHilSzN5UCcTpaL"
    "B4+DaUh1UiL+ImIiH3Akh4MyenrmrxcpkpIF0pK6tkS2Nh7qGntAwzxUDeO/kCg6qza22IPGm2X+EIYmGBahfN0HHWBllXcS7KTw"
    "IMMk0PQBVnBsDTVhAPsJniraEpB0pF/yrHaOGwdJwNEKtAwDpcazBZwO+GkPkcbHYs7uQzTLIvIGVFbMF3gosj8AFRSZ14dyPBEy"
    "2DFomKUJHjGpsGbDSp3kWv7aVYfyV+O6uPiFkxg1vb8GjIfhMNP1051if00xGEduGGauuSaBXK2jKX1PCfkEjK7lVhEpjGW0bNKw"
    "hqhetUxD90vdXfxK1CwIlf8xCMK5wYkt9ythF35l53ZgcHz0VAEGArVpfuXkqMUoXFmVczW5LYoZXQWrTKxGYOMe3e7AMIvjtmKG"
    "ZEnhThvKkBQHZNlggPs3cSBoMDBD+OhOVqiQk8ejs7KxrY8y1gItLKCuaiR06qMfbEk8osWAoAQIeBCPGrcjaeS+eijZR7Z88kel"
    "M46ScjbwhtY6nwthF8bvkZvGR5TOY8CDeIw0KWrIHmNnopBJloBzCtUPayc8mjC4bDjWXDWLFvejtKuF0AKBlqioQlFj4iSV+lhI"
    "wnlHoEoKl3CGg5E3pNWlJ5qBLRRedF5mROpF3tIxo0u3PzhhwLAu0YFLZmKJfl3W68ilY+KWeHxLp8YsOaYsUT7L7zOtpGD4JSh7"
    "wZc7dHajvfRo76U2IzVAkxFIdaioJVMG+GaqbFkYwyUHOqDsDvY1qbnoLqNkQDj3C8tOy3PJmC6DPwvMvV8Gu92GtMaXAT9deFgs"
    "ezzM5cAVj7o5yCleckJcMhVLLBzgKiphzPEcIc4aS60nPJMlWn5pR6RlUXVqumZzWbj7XspWkbQMFitNtcQPXzlCV+5omnclC2NQ"
    "vWlJmpCVWYuVRnWI0DkQVlJFy32pbtrK6+ylRSXmynflfQO2wcKk6VY6tCDGCijIlc8sk5UGzWBA1gpfrMJWw7sKLSDD1w9wY2BB"
    "TZY3tQp2BF6FTNiolckdzypIL59iVIR5jCs7oqxM7684Q6+iXcSt5Bx/CfH9V9H6Egt1g76SqVGTztptBEqjrwrvAyuuvLR4xIAO"
    "D61or3G0QjjNrAq58RNWxYxjJdox4RoKEdWWtdvJlVxzS7x2DQdNkZlrsVxHUctF0doxRmv3t3TvJO6djsyV1POrQC659P1RrHrq"
    "zYrEjgtiIofQO6Mxbk2wQA7JcNGYrrngEOwMaoA8YrBQY6IVqcX1RLDKU605WTsTVzZG3tKHWNFSHCwTbUpZW8VKlwoyCsNMmhwJ"
    "n8BkYGZkzc5fuzo08ld2XcnyPKlj1OBerkxASQY8Fq3t1nvtPs0Yr91EZZMFTWoZF9qOYTaBzknQqGmu2HFrT0pvj2Rr9ura91ud"
    "MZgLDJPW39rbCXktVdJp/tfaAzvud9Zew9cwBioNjb2WSokN23TtP+3xyZhGWHuCzJBw12EBYV9x/uivn7MQWNZrnCJAKk2UpCC0"
    "ENehuXA8WofWpjQcyNJbelOC6+p5ii5O65VYabzZXzA5cymyDsme0dZcJul3OgWTOWRJwME33HpT65K1tg1trNVZgVxx3g7X2nva"
    "uWvu2hyUoocyMLLbYAsaWzwuSztK71GSjoUA0cn6LZclGqH8Ktm3DnEXiHGPGfjCZVysS1X/60J7nNpTaGI5buXkrsvAWWBd0qmb"
    "oERLtbwAnb2FfTjOpDIn/LMntwvcekjgkuFJG24SagxRdE+sVqCqjyc3Wkozt0/uKxioELr3JM/ZHk+ffCtX9skHwno69ORPlsCC"
    "NUqT6wrSnlO5uKs3XRR05tJaVOvzFy6IRCj1GoATLDrhr4pZAE/qduQUVoVcg6RADS2cq1pCW98bpora90/hYCkHRE0dNwJPdjf0"
    "FOXdPcUtWeKBpLzhPXFyF+xjf4CtPXUCRdacmLg+hLwdP5/kaZsFfXb1VfDZHpyfLWgrh+HsRg5qzzvpM8I6aZtnJe0iyXoMgmiS"
    "lTeUmzlzXjzzAEtyDnuDKMjEa7CfTVc927gS29tFynNi88o+P2epicWz9KlcX1E0oC/PF19BqT/t+vLFbfso3IW9ahYfWDgv7lBf"
    "2q9CkMRl+Uwo+qsULNm3TOae08iLNox6KGIJEJwwG2RkPF/qkyIUzPNDYmhfeH14caPdVxjHkeTjWD3ZFyePDKDZZ4880RxfHx5e"
    "fKOV+OJlLgCde2FVUbTFJA156s9mi18YzNayJO0LobT6i3lKQjNVYvlYwiIYvUGqmGeyg3IVKaoLvK/20rPOPsJppm+2sfsWs8l9"
    "xTmxmOCoZn8uXgJK2ihBB4Cz80uQZal3hi89VyovWjaRs/1LtIX4Ih9CYO8w0ByYxtLOpKVUhcIJ4oWXD5KaGXpJ9Z1YrGiRZ9J0"
    "rtpOozdrygdb4kV2dOdnSQ1OsSmHmUZYvt7Ia5zEM++jdEdnCc1y0fhqsuSJj19UXYa/3VaEof3DeWmLPxwq/I8ix20HsXQrWXf+"
    "KFzpvTqzQa/8rUQT8+o0/sJjNpDdeWWj1EBe12cierJ7jVfvUNmvHtuXwrbY/eL/f2a+AU96dM2rRyULCRgcppa+IRcdyl/9idvj"
    "nRV8FSmg2PJ59RN/UJCgXesr6gPT81ozYWe1RWfO30KscbXl7JJXTPSr/SXgVcZOIKUiiuY7V4oz5ytTStyGGevn1R+TdPD7ao5e"
    "o5y8dqaiLfIabQhjHcG61l5RL8FdeagC0XIXBVzKv9YL+Nco03fm9e41ordfsYGv3JK9xiJn+LXwba+5vTHFGg1XVjyPvBu3lV+2"
    "4Q8RguR41ooS91IwIg6rwpDtNVRSbxjJeMwc9sQ4HxtzRL9gWz8bFuvG/goCBt78ECJRyRlQZT4YOJyJi7VnrFgSfoQJfJeG5hQq"
    "KnMNmt9GQ7+Rj6RjuqgHjqEZ4cGzkJGKhctQzqSjYxXgOBpofCCbB4Qaau/tm10KJ7XCLza4ioIRS7vRcag+TW48t9KiSE3+NFZb"
    "tvGJ17pKpOIG1tCGhoPnxn8ioXKUvuN0IOyAg88nj6O6wZUAqigXNZjAUUycKl0Efr+XGW+QcP83eKebrl63bTo5NgKTkgErfROs"
    "paEZ7AN/WCTdLqyviWJqCMdTNh529ocLCa18INrHy9ti08uEDzPR6yNn8c0w2RzwpklurWeuEDb4fXLqJejcvUHfzpegGyk3wk+8"
    "/G9O9f1NnAhD6amwk2Zrr2wnqUw20eafoiMUmUfH1I9ub1Z5w+2RhVa4Bg7WcdxZHfCySSpk9Hjeor0l95bTnzo3s/9msti/XFqE"
    "s684zGSxF2vwKAXQcUjbjAyrIBBaamQZx9akwkXMRm5qOFfBGsyhEmAP2IKvS7OcuAbBCeO2wj5tekuumP2naLSxvHhO/5CNoo7d"
    "GcRK1MKmOu1ylOx/aZspuR3esARmaTIL9ebCxagPW+Oj3FbhyQmHL0GuauvNTTzrvPmmmYQdx+A3fNw3jWybnCzHG7cvADdfXhJ+"
    "whuWzV7T3/ynfNE3VjhgjZTAXa1oOOQ2nBn2t87LR9Pae5P/Z2DZYl2jCJVLyozfmxa5Cg+ma9+0nnm1fAsMs6EC40GHxLfIVdsb"
    "Q/EWtaBGgniAEk2ck954ERfw0PfGfwPRiW+8w77Zv3uEZ0YAa8eJoQoetr8tiEkUkQrT9lZwFSFrsDwIa2/htfetyKnTvMH2xVPQ"
    "24Q1+ZNN+2drZ7Y/D4m9UsnPzLz9OYTz4s9R2uRdWlytq0Sid54aCj7ze/0/5rsbzVq+O26v332r8Xz3HNANC/91lMQ5W1SITM6A"
    "+6Z3nrUG48FAfXkPctXTTFocV4EYz/8k39nngBzcK+NAvYeDvU2823HuHa+oIhUEHbqg1NLHxbvcRIPAn2DfOW98yOEStAzWB5by"
    "A68a7N2OmF5D+sH/+wBLpAX14VLNkLglEmUp1A8e/HcUmbv5gv7DsfNjRLAbYHGu4SMf+NAf9f93H367BapoDsGH136zGf5AvQi0"
    "IT88N/y1dG+N89zWf2hTHO1pWvk6dBMcRjbsh4aoviV/mLsilOd2hOdjwAf+rzteOX8L1zhfqUboJC2qcd+3SR/4hICqahHMTf3g"
    "9XTItF6e8+Ij9ntv2Nowcp35YX9kW3xM0Z5+/81/I9Li3/wR4C/ey/7SRvZXyou/+CPN4q+oUyxQ38T+4ir6Nz7Jbx2cUQO/vbbO"
    "b6+l9xsjKIxl8ZtH1N9BZ/vtxUuIw38ABl1i/Q=="
)
#: Per profile, a bit per word of _KNOWN_WORDS (sorted), set when the profile spells its capitalised
#: form as one token after a space, then a bit per word for its capitals (`` Maintenance``,
#: `` ERROR``), read from the vocabulary and checked in a sentence (bench/bigrams.py --words):
#: zlib-compressed, base64.
_KNOWN_WORD_FORMS = {
    "o200k": (
        "eNpNVQ08VFkbP/fONa6JXIzK1tYdH61aFVJsKZdYs9ki1i4rQr27fS6bfIRt7gjR2mW1RYippLS9tk+VfAx9qJCU0qpF0puPNsIm"
        "hD3n3pn2vT/uzDnnOc/zf/7P/3mGEfhutEy6seoow9TjQkqL6RjTXregec8ikNnfRo9Fmx7XnSzUaxw1Sjuoufr+pda5um2l3jH+"
        "CWUtgh5zbMUr69olY5HJDLMvCihvt+rUzlH0T3jpeu+P7l1WGeqw38D8/AjrFV9770CGg5aZ46L5tGZ7TsSkiRuHZOfGgu4uebvw"
        "+s0l9ZHzSnJsmibuFx/oWtA0/rPGY8rex7vb73pGTV1XX1ddjmjhIs+eievhUz/sv9jr7vWkMCNkx0i0ae3YjKKpu0bFzZdlk/HC"
        "+TajTeW+I5tL/Yd2nbxi8vF1t8Yviju1/qwv2XptiZjMy897bBeVNzYyIZN9fyW1Me/m8t6RWPeDGwaEF3G38dowWeWjO+Flhz8x"
        "S5QZKCLfPlOKErIMtx+MyCha9V2AZ+2Dm4YRFyN7dsvPOoV9p2wMFniU6ZFz8dLTWsuzgklQqXBQ2KyjlIGaN26VPzYwSJotCkp4"
        "ZtlWFpUYKWJaf3AN969YzVKWpf5ljwJkxzK0l26YWLLJYmje3XyjYosqqfWv4TXPm0eNLFLN7Fe3GnXPi/n6V8AklbFmAobxYT7T"
        "KBLMfqYM/CbUHMhzc3UGrZwMxVSXpNww1jr0P5i4Q3fGhoLlkZcG/pLrC8yjQo8PY8CZ9ZwiAa/XKA03CAKDWHAS+GUlj9f/6dB5"
        "e3aVsjB5Q5xm4W+ji9uZRt8nH7zMX/N6ftnK8ZrPU6aucmtweOK2TTjTKBSAvTb43yUzFdkecU5P85uXOjq1pQWlvbtwrc1n8TwJ"
        "a/JqItG/ugNLNakbrw6covuDN3Pm5Prk5E9mLLxa8uEMPeVcShEcttdgVsqBKpPI2ecihrcP3eqPr5X3VwzPC197YrDP66PfGl92"
        "6X60oqTF6Hk3mcte8Gr/mCyJu23d+0G46LCo4oJ5/sxf6o3Ffj37enan7t8uDbI9dKd66b3R3rzo4+Ult+c9lA48Cui2baz7dEw2"
        "Wt0Vv9W0e8p876vZR2tPxIQFN732u9khkd/WDp9/VrPApU8vz853qHD6hfTeRfVa1jtX50V/t6v3d7PFLc5ug25NJQd0Ois2TVXY"
        "mllJypO6jwQWajNZeuw+H3oBMD71TkPsK9K21VpRKQylT+srGpSJLgLQt+6wk0u/pbxBo7upaN8y9yS/LddpjdbTX1pauWiIpwkI"
        "J/N7DlNYjF1zy7XoVuy69mTPSamusgOaRYo++x+LpO+eRQd8/d8IatnhnMvdrR3HZI8fnCq0DyhrfvVwRvj6VcePnPxzuLu3rvuK"
        "3mhCiEzqPitm/Flx7pmhN0/8xqY+CYkg1sqKv33VWPi2ZuTVouYCh/Rd97ePOtSfy/F56X9i19Mgw3rlwsnd97Jbple0CPN/Cn19"
        "6eGiP078MZY1PitE5tWfW5A7eF/zdWKpb5Ld3shsC22Hil/CdYC2z7vpNk+exdZ+IhB+Pax730aia5L9cqeYXtAmpo7oY4GCgNa/"
        "jax1Mu1LUx033igZKaiePuAzLnxUaF9Uwih0sKjAmBelNwxbNrRu6a7ZUVQfMvDylmz9QzeifajvomuPfbmrlWWBy6Ad5XxlKG35"
        "aEKDz5kHl/11O85f2Kdwd7ne7iUb0/tcrNsQYlizKSPzXJaj90HZtM34O8/0Dyq8C0lTjb0a/zPeGu9HB0yepWMlHaorGgqr3u1p"
        "1VxY7TDkl1AyA9tESaKS4qaka6eXzF18rCJOkfPi2O7n7IDQkNQ4tGfy9JP1dn+leuYffFg/EGx/XtblsaWdsvdkYud3mlZO6qvb"
        "LHDOtqz6graag/nvGLXOlOA7kzV1z+BSe9JsXfYWD5I90rapmfAYOIqXNwjaCrsF8oo9EqMpzMmps1L8q7ZVGj0K9Xc2+SrgbsW5"
        "im3p2dluYuMdtRvXFtfeGc75anXa+Bs7fef780YrfFd6dG7PfPRtXldyT2WV5puNIUMOjtM3Zpq1ZleXucd35co6by9/WeP65uwo"
        "HqmcsrFDePSb5IW2RvlpxXN2xpw1jnDUN5h6pB64PpQEr3WM3pT3+uDSy7+5xa6eWLF4S0z5rPWUoYm3i4MeqTu+6dU1POV74CVe"
        "lFia4n95kua1nFM506TBW8c3J4307KH0PrR4Sw8Za0ptTptIKBrsFh7Gbbr0nUwc5D+12HSGGeg9kjjv1DI8JBYtTdFrGPB48W3I"
        "a2yYuro/+VxdzM9X1uwwtQltkzz7fODsx3arxqvcWnq0RUKLbaseRh39aZvfSJPR4POJoAvn24oWbIu+6ysLfnzT5U7bp1dTnhTs"
        "X9YfZht0ce0DTfcb+WkPmmIX/7xUjumzVgqCIpN0nFvKfHDAOOqAS7utSEzxmW1Ggygsq/ncl3Yr10dtqIw4Xz0z/e269R2MffdI"
        "WPCS2BPtK478eL6+bE3VV/q2NoMpFxL/GI58/OLGqeuD0W4Ts3r/Pt157PfyYYc+cnJzCNj2lI143CIAYBqgAXAEABCAe8xJ9MYA"
        "wLklhV7x6EUDigUkb6QBpCor9c6/D4URyJiAJywAlsgDtGHVxywLMJrI5C7TnAfCmPMl4Y2YJLQiGbgD0we8FwDiAENBTxqTcIZz"
        "g7+Py8KIXFyGQZbmwIOzcCYAAYFIRdCQJFEsAy4ZlgyEL86EpNA2d5eESCiCgRcIIY29T40CNAwMPIAz3GF28wH1ECxojauy5Shi"
        "CRoRGIigsTiHGX5AotCjD8AMjFSTSIg47wLuzdGOQ18wfRH8OhcxgOG0Hsa+J5firBFU/P9opiCPaBPBZUhV9UjOxhK5ZtTWXD3U"
        "N+PgLoKnhYjDgDml2ieAApKO834oPpKWmmGVc4JUHZqaqqmHfwzH1rUUNZVwwVrC+9qqJc6RKYSfszFCjkQEr3lwJUJXON4RWpKU"
        "o6ISFI8VN8UpHAOcGlg5XHNxxICk9TV4JuGjUMNnMQAJI+ewHHAh1A5Ls6gUgMF4uWCIA+gjjkTaQUpO4uii6Da19PEqdiZnTUu4"
        "NaNKMoknj7ZQV0NlD5ToAAVw5tIGHhwonAf3pYoyQiVVGlRicRAbrVTLl6ZUaVEggfm32xBhBEkKoZwxXAr7CElHG6YjBRKaIXER"
        "Up6CwtOAqUoRMDEKykbBZ8+LD6NQdjBtMYvcslwhEHKFJdfvFOo+TuEKTojQAG1xkqORLQO7QkDCNQ67owH5TVLTzqsBwxigTZE8"
        "EYhthisryWdBQclyZ4SWgpMpScPepJDA+FwxYElw38x5slEzEjwHJDKh9dB9iP+97DGA4/oQFqFqDByH+dAkai9AKRn4QMNpNCt4"
        "yiBYGMW1FlBf5v8BQ8CisIijm5QqcdaJOyOViB+xqlpqVvgu511gKme4igdUmSDAtSDUAZIpifP9zufIcFDlyCCJryw60FZwvLAq"
        "eTHcJKJAPAMt0RxDra8FD+RUFU8vmoawMaAPmuHcCHmeaFhf6n1BMBjWCawMZGH50KgmZzNcL6hT4piG5kjckAN2DQqbhgDSTCbJ"
        "ZYFhAE1CXN3orIoyOPNUGakbH6UC0XJ4oEMYDyB1w1hQRSwwUZAkKQVOBLJE04LENWBmAgyxyKaxqoIDXPrep3qgYxivU8oYV9cN"
        "zYrbp1XHlhwAUgNDSEWMkAcmpuBHKKFyxM9kgMezwEPKCSYezUqxvAr9nlBSNE1pTtDczxQDnDA0UME/CivrjQ=="
    ),
    "cl100k": (
        "eNplVgtUE1cavjOZhAsCTkKCgaJOwitUankJHIsyRKhRUBGFotYK6lF8VUwFrI8yCSABUVGLWqEYFF3tUYuKXYpSIqKCRdFqXYut"
        "InW7BbsKdLcWtHbvvRNse3Zghvv4X9//f/9/sEk80riWza1VgG9naM4RWDc5LxjTUagCe/s5XYORKxzGMGzzgJwtksAddeWvDgfn"
        "kjfcKTh+TzJPR3m/qU0YvylnL8+79QKhqYNpDjhQ9txt22xp1qOo85nDC9x0NcsFN2nbV+6FjY6+mnFjfRwOCNnDnlz6+IPTWenX"
        "Jw6GFrSEXIoIOFsRtuf3m4c3//j6f5+XSMvZwNTknrkFe+Ivdnd2t5Z4Bo9LevbbxWTVSOOZJ5Nn3dGVrcrqX+5j+bfXdlX2XWXH"
        "57mudFFg2LN/nIsZXH5u2tPsH8/6j4mLb24Ob3H8bkZ9AlOvhFt9yuep121tGLy/YPWa8u239reMbR/cONxj4c+yM/SkF22Tci90"
        "bEs+VxXsuznajcv59aANFuxjjB+FF56YMv4dRVtyqm/233O0eaZ+fs1K23UtlTjBjXmVrq1xdN+3EILzVdFWnwWsLVNyrXXfNwo3"
        "i59rWkEX96Ahw5xF8/fmx2XNb7wigMi67xpaUnLP7HEOSGsMXxb41mvXqz0+C2ziQ9zXfFk992ePNldN2PT98p7XctaXxvCWn4Cv"
        "3MCn8vHSbRK/rhhuSaaON23b7fJhcJNSyR7VHFYFhixcZVLahnsxhyfm9F54SCkkusjMvw1QIFZIcteAvpk2lQ/NpQPwCYjZCV+0"
        "X31D1+RnsxUVLTYvPXpgRXZX2ocx15N+qo7p0zZMrf8ywTmF0t+YUDFjGnT1yGRAsQ+dtdPL6pFYzJ/06Qil9J01mtK1x893pob7"
        "Ogqa5l8Op15eLN3uffXFxTSZJFrO7PiELyqqU3tf2KtykdtCWKs2tNjN03m3zX+p347sb4w5rf35zqb+/e8HjEvQLe6d5W++tbjb"
        "hZl19ttXji+Eu4WypK4xsN48NeSx51qnKqdPz+iqR5W2a5XzenYdyRteFrIuLbTszctvNA3671/n/8Vg8WtJhpt3UgYjSq7Kfstd"
        "dqE7fyV3xP1dVd6+gy26Fcam231zWvIp01TnTWNrHA7H1cgrI1OfHvUs2/lkXKtj0Puu+9cveffJcWn4t0z8rUm363e7dE5Y5maN"
        "8A/mKoSFB9IsznyxyrxLzTkAOjBKqtzkBCPgFJMsE9SwVpvNHCvhbPer9LGngqgb0s6vT+waOQPOXSFwqmvWFFYeJ1Ua6BK97odo"
        "d4ESqNbJJ1o3zrBZkoZtl72x2+GctjdwywnD87z1s1OPp7BZVSWf99x/eCj67vyo7ijPusEnX3llGRN8D+i+G+j5Z1vXWfkz0+pc"
        "w4wRG77wllWebLxdod40onl1NvP2e58tfXzr819bBx9P6KiO3vnuzZABF/PBitSV06wbH6Sr2vlQ2Sdfld9TNHYw1UWZfXW3J3yj"
        "u/HrvucjXh/plln5QyW4wPTl186xcMXG8kDn6Ab5WhfgrP7PK2Gbvt/YFimRzR0AN8M1rtryY2sYH2kny2p3yjkq5f4OD63L3qhz"
        "BTG6prODB/IUPxuMwFDldaSet6qodWnz/OsmqzoW31vRsyXxWPtYY0LrpkW345mup52fTd4y/guH4JDNcbWRbOzZftbzl4K+1JNf"
        "n0kY/rC29rQ1Pu5i18yc31TOyuE7oKp72Z69pz2pZPVq9XL6eaJC0agSIJAWMz+EZOR7cu+4jpYGG55erH664aI5KfjKUenopfOk"
        "R7xMASxlsJjddx5T1L/qV9Botlb8S0ofEjIZFZR+nO882qktaGth0qGPbrf36aN8cx8kLetno4z8B4FpQQ+G9U7TS2LLg5qUXHA6"
        "eHvtM+1eX/r9rQ6OVfQUH6hZUJ/OQuFA56MOJrHvIB12QWI70iUxNRZqHN2BdsTo/DlNGTaP65nJsd5uoxL3n21cpegoj1dq17bx"
        "s8OvTh+ofGua8PgXnSL2ZkB545ypiRlGy51Fld1F3edpUJsx41+vU69klPreL790cjqzYl/ujx0Tf/pysvHUMzrX5p7RLKtaUhQa"
        "4VFdejggM/6U1hincBthPg8KZ2kWJsYYp1T2eYw/uSV+5fTfJ4Wv2LB/9CK2zDuZ+UAOZIOGazZgWQPkynGbz5XMPzqMelhxzKI2"
        "LE8YnGoZfFTIzhypq+OeamWGMKueYwGdJ6uimW6a9x9t+vBe+INQN9ZTw6QHqD4OclKXsDuMQd8v9Q+mBtgLZUWnL25o38L6+IRl"
        "2ry/50+fGqZOeHEp/tojZychcNW065EHt65KvXLT8dah39OtNdZq7Sr9dfmERXdb4to6Yy+XNAtlUTXvRaT7r7vhEO9ezX59c2P4"
        "tvEmSiForAwLLS6xHQ2pNOCbh1E1ecGAsk6JcDjv9J6T564UdcaiyCVUeO2bo3Y+mp3+kI/sORW60DPzyHq9dktte8PMplmKiLC1"
        "JWc2J/Zl3b287VhB77r41aMfr6npKfh0/MDEXvW24tVg1QPBWH4PAKBGL4hBLwPIo4boI1AA0GTL4k8+/nCAFQAkR1BKFoAC//+w"
        "LMVgYYaCQMDCyAK0G0PHQBAAxTFqURlqsGOO2NIQV4C34C82TyH4PFqRA7RmkQAzhkZneA+HHApATeJgeV5AznRiyBgOg14oQYIQ"
        "YtcSciPAxUiF2IBozwlEF6JwWIbHSjISGYkOKXBmtEgEsTw6MdsREm2WIZgQWuJPEFGkUehOoIHAkT9ASjKIFl6Uzp5EwGiJdQkY"
        "ihNI0EcjZhxJ8QJFc3IKB2Z5WQMJSd5fEo3ySA4JeuYlauLFJOaMPFJcD/saYaDRjwAcceKQOxYMhYEs8TTEBmgxZCwjZthODQba"
        "o2F8ROvCUCwm0OyMk8bZCRNEvIjSNIkQ7/0AY7IrJZJSY58anHe8hjCfhkOMQwo+NEtTJAMs4gygcdIpJYCcggDmcFBWdogGFEAJ"
        "gwFDoClawJVFG55Uk4YoNhoXzgyBFgdBeIW1uc4h6tOlwigxfxogpkPkl0W0yQUOVcMuLwpgB7G4GggVZ087hzy5YznmD2EOnKcQ"
        "g2TARuiLi8LaYbGggCe4Wbs+xUAoQ3SmaAMDIM47RHAMQMPxkKYx8wSWLsUxYoQiMN5iFYA9YvyyGB2kgAovkTywd7IQRPodURtQ"
        "mOFaK6GigDuVo8SUiGZZiARQ76Ik38DwLOCvJERcd2ZxbwEbzZF6orISm6TxJ4lDgoFWrMZBDvcmZF5qo8KTCogl5Fn7IEDaEOPh"
        "5Ng3BZR4ptg1aFrxx6RCOzEgkjke6eB64ESl85gXFD6nGXsjUC/nFYPySSZaC0eJwAU9uYM2bHr20KSyX2I9lrJz7M+ebQQsQP9p"
        "Ejs8JSB2Q3yjAKQg6JcgNGEBi72x0CljxYYYgROLxeNJhBzl86RtERJB7D0TaBLzBTEw1OEWwPEEjkzkCieCtEdFIbd6oE9DdvFk"
        "g9APC2NRpT1sFG2pKI5yIMwEjol4D5FVPPVRkBSuP2Ufrpg1om1CTv5PlRcIFJOdDhrcosgumY9KxCIr8LY6QmgAegZT0gdZgWYX"
        "hAzZR2uhVCAFx/RveWnzj04WS8xq6ZdbAcReqRHPqSCcN6tBSuFInXh3EhjDsvZ0gz9NQxoNjkQD4Rke9Bxb0ISgCSzE05QjhMZX"
        "Ag/0GkKy/wFYqXNx"
    ),
    "claude": (
        "eNp1Vm9sU9cVP/f62ly7Jrrv4aROyNh9xoTXYDYnCmqKOuna+VMnRMXJTAVMZQ4KlAKVzNYP3fZh14+X4KQpe6HAipgmJ822UKEO"
        "OjZ1f6SaCA0PdVug+1DxoUtZP6Duj7JP+7B92PN/O9An+b13zzv3nN8553fOtUCtnEscAYAzBHP78Yx3cMfKBgXoA4CeFAFEBNy6"
        "i2AaxdJLmU4v9LLR2OTVWUR12BqF2O5TKhXCEQdYboNb7iVfyjHLnKtXQjdT3kmg4ZMSYCSuTv0cEdTVyWFBvuDYOXXJy/eNS/V+"
        "lwktrm6K23vO/PfrC8bDYGI1g+aA7I/Ig5NTIB6uPoyZHoVEjWxOUdoPm3/fM7qfmnwi4AH5ky2TzR2Xoa11TxOepr6VlSVYOfz+"
        "yEepvH+7g/TJ/hYB9PlOL3mdeL363Df0FLp07a9fPpKE14Upv/KD470uJfltfB3ExRh+0fBPJYLzShBzhbcAkpTMQPd0x9TFCD6k"
        "3tpHtx26PL4AMhvtorkcANvlIRhY2O2zAhRuZgmHbzKRRINDRgYrmQ4PNzHABYr34aQagcSLv/PYm/j+C7mznQhR98QHvRH9SNeK"
        "SVkoCt2QEsSTRNTDWf+PFBxq3W8BZEKwDUDERR/xoEAWQUeKgsSqE3iU+ABpoAS7+SvMF32inYM6fi3yGTBMefhnaXsbAOEeKy4g"
        "yCEpYQnAoAfvvBEAjHPgzkwYBBl6PMvNiKWeXBSr/HpsITcCCRQdDbUPA21yrwFgwLsMkkUMRJJ8jBHkLA5ke47HAgSkJqTMI4Em"
        "t374yS0NHE8rxNJtxzoN4JkNhAnMeEClDup1yUBHR3pwWqiZJCEo/mPh5iMwkVK3G+cnhjbS0UwGJrGnRZpqoBO4gQNBTwJrntk0"
        "N1usdIDdiyrccDZ3Q7LbKUy2/I5rw2vB939zNszEWL7lYZd5ANj3rxgxMxbMtvQrkXNv52nyewsro0N5AOTx7gtmHYEEg7OtdDBD"
        "TxtP8TwKt9LN4aPHZ5wQfov0xfE9awplQ0Ll25yIgzy8ABkKhiKXgRPbiA+Bn9IWN6QhBZwB5LBTQm6vBv08DBG7UHxu4x7apklO"
        "ovwFCgQFAZt5agCRbon+8NyCm+4VmTH3Rpfnh84QXyP43dj/4LuJ2Btx1qVR7fNWk+CDCaaNbNGtf90BFB0JBvQv5eWRDxd+i2Lw"
        "UjC219VGsAuy55ctevJp82jclcC/2nYnob82vba4a8uicu6w1f0pGPM+pg8stY/z5j8DMhZWLpnq184R0x3Ohk12kytr514lX/Ur"
        "8aYH58FBcq7zB4DPJB3g3flrNu4FoInW7qW+WL4XXAe/wz9impdnJqLAnVkGAQYczCfn/Nhr+a+6EF/eccww4N/wLZt1/ux7YPc8"
        "gz5YGrCWs2TH5ygeOtM5RvPPoniMJLeKoIty08m467mwzohuc5VPxv2WT4s+ATfChvQM/HFZ6biOmsIuBM1o6KJ/axtqpk4WDSZE"
        "i7pIJAVnBqJYNymn0OJUYhdvLg6kbhtj2rDuVF8aA92HNIZANrkkxZbuMjslt247sQmCNFMyK2ObPflw+nR8Ud77/d0oCR5Acf0B"
        "ezYserxhpkF4ABwwxwwfcARDPfMBP8fPIAQaxDhohwwAj+S5l+8QdsrAN9xM6ssOM40Vaje9c7McjcZuohyM9nPHJ+zNgKapMw7q"
        "C7w6C6JlduSKb9Qr//GZrsIpfe6DIRqLxSXDs59mhiSGa8fggZ52cxm8+9adayPkBAxl8jy77FSN+7BTMHtcy6Nu2NUcZD9FvE+F"
        "wIDdphgJpwrReDz1srXGdluv7wkN/zMCQ62uDX2sGXyEMsDHxVV7cp0qDC9z1tw370a35Cz2i0D/x8MyfGISlI1c5//BBrXb1j4L"
        "QLo0TLIgHD6krPBVOzYL2Y3A0qxJnYU53P+38aBiG8zOydPoxIwR56SHZbVV8YvAtH/kmNzz/NswDKGkU+jGRmLlR9GN4CWQlgzC"
        "UzmL9Qba8pGR5CDySrDa5ZiFXBQuDOEsOM/9pedsL0IqaDaXaIb23//lfhtQvxvWjDCg7NCTG9KwyeORLia2UgJha3CLlSfjJvTK"
        "9xBgEcIOmDkv9QhssnqAmdwg47su38ahtHVs+ETrn7Tww/S7u+dtenjeOQGvzBN1E4UCbe2rcByWr4IMCuciLi6Ln0lFVhM9/rJp"
        "SuosybI6rVcpmCL+8kqryu35U9KXZRSsjMAWsAIawcofxCNuUdFPtLi14quCA1NoACDpBDxqg5ZsVMFzVHkp2EyVTdV5q/kmVlGv"
        "tJVXI7AfuE63vS57fL0ZTArCgj7ohY3IPmeRhPqEo7oClPwwcH9RGXgjxIL1MnYwCgdcnXfWUBi8Lim1L0U7dH25a6/9hZujsgrX"
        "KeHyHYML7OO0Sopq7VgpdZSWVBvplak6EgUjhVAYqmY6W18IWUSM61JUWIjGWOy/BBWDtEyzbKXs2J6e9b5FAwbgvJKxCk0ErrGv"
        "8GCVgHld6ivK3CNKklw9wgp4UdzMqgmj1FVQx7GgDZIWichKTYLLEWKrDqSoA1hfFvtca4aa6XJxqKhnMq8xgTcWjaJCirD9JV3J"
        "A1/XN4yWElGSx4tpZZWE0GqNOXBq/2wp+SLSsvWMVKDICF99m2MV1lGLV4tVJEhp6ogCLPTIjECNRRHrdKh8dKA9HiuuGZWRGlvS"
        "ZZ7h9Qxah0U2zJpiGu2bKYpqdfxny8wNjeOrdLlqYbEGVLg8sUpxCg7r801rwY4WFrJhpCLUWBBZAc4eN3bT64b4coXXObsqtOBJ"
        "kCqVjCIliuYkq0LE+UeQ1SZT/TTqx9kGfsRKM9uTq5SU1eeU1NCKOtwsHS3yg5abJVMtR7Rk9/8qmQfe"
    ),
}
#: What the capitals of a word of _KNOWN_WORDS cost where the profile does not hold them as a token,
#: on average over the list, by the word's length (4 to 12 letters, 12 and more), 1/_PAIR_UNIT token.
_CAPITALS_WORD_COSTS = {"o200k": [130, 139, 151, 164, 176, 190, 199, 211, 227],
                        "cl100k": [131, 144, 154, 168, 179, 192, 202, 214, 233],
                        "claude": [135, 153, 168, 184, 200, 213, 227, 239, 264]}
#: Words every other profile's vocabulary holds whole with the space before them and the profile's
#: own does not (for Claude's: ``lorem``, ``ipsum``, ``consectetur``, ``servidor``, ``concurrency``:
#: 6,264 words), a line per cost, the fewest tokens its tokenizer spells the word in, then the
#: words (``python bench/bigrams.py --words``: facts of the tokenizers). Where _KNOWN_WORD finds one,
#: or before a symbol a letter follows (_GLUED_LOWER_WORD), it pays at least that cost
#: (:func:`_word_rebate`): the pairs priced it as a word the vocabulary holds, about 1.3 tokens,
#: where it costs 2 or more. Lorem ipsum was 0.67-0.74x for Claude, -2.5% with it; the held-out
#: Latin-script languages move +1.5 points (+8.0% -> +9.5%: their words the others hold cost Claude
#: two tokens and more), every other category 0.1 or less. o200k's 317 and cl100k's 439 such words
#: moved nothing by 0.3 point: their estimate already paid for them.
_SPLIT_WORDS = {  # per profile: the words the others hold whole and it splits, by their cost in tokens
    "claude": (  # 6,264 words
        "eNpVvW2a4yqwrfn/jMJj6L635yNb2CYtCW2Q7LRH3+tdgZx16smKWMiAEJ8BBMH/cxrOwzKWJS+3A85p2YRTraJ5TKKlbrksDbQv"
        "o1gdWn7ySzXJkykBmkInHrZSz4TYWwrmV1yGM2Q0SXMeBC5pCprqsIWvi2Jp5p2WYC3cSkyAacgzvDiGEniey/iN6HA5+TjXzoYl"
        "p+PRlNs9PlvOOsqz0b5sQzysaTTbg4aLX9Jq2pop+J62VOE5PYfzlDr0u/KYt7f4YymvKY231F96uLtzIVCk1AmFE/y/fcjKXV5e"
        "y/Lma+t7yhdxPrC/bcvPPDqHO/Krt32Y8mcgZTsB93Vf9JDyG4d1i7CgVFuAIr/jmC9+oYGL3KiZ8wBE+Y3OCf3mzBv1Xn754SXm"
        "zWHmvOSmV7hwuqsepSN3DdpTM+dNL5/eQMdaptRUNS7pD2/Gq2MvR8BSgxKmpmWYDp7JWsEW9GA83KftYC34vZQxELk/Pge9eI6K"
        "iYPveiq3khMotOX2BZGLYPPcesqEUn8SeSBQwm+59EqbajlTqOIt6Drwyapfqlz5oodXCvKayNvrNY+mdXZGgqdeaterarMa8eRq"
        "d838qNyfh/pICnpLft8tLS6t2y1DaroNLvxbJsm3HvqWtx7/bcJfaZsa5Y2cdhAC1HxRbgnsatfqOqppg/pNeZbvXNWfLAYm8Uul"
        "bPBZ12noSG/9Kbvi+9lHCO3rQXN4PBT/gyp9GiYeTKR/uhgqz/n2Kf2K3IYEpcpD7e22L0Nn3Uk+K8/wmqMNBo/n//E108Mvm1Ja"
        "zILWW2eUl8EbnqkqhJ2+hdqhK3pgslhoi9RO5RVVxOgb/A2beb9awNgZzwotXKFFNn6m8k7ReKet2lGzaTHdoXvFqzNjp/EFWuRj"
        "Vj5A1RZG+GaSduKbh48+gVouRAWYz/JH++LHsz/WIFqjwG03I5IzeThTE0TyZTg40VAH5zw2sxupoAWpwzZZGBxmcml2exbFY9l5"
        "st5N8hk25SuJWxV4GR6Q6d2CfcjHRZ2y6DhASAqU52P1I2Jf0mWEvkRukwk5sdxI3XLbNUKI5/koQ0MStzwmv2PJELIHSo4E928a"
        "Sjoiyxc677I3snRpFyJWy57NylSoQ0K1rF9HPmeKWuCS116jlugKxEbTeFR+1fW6j1rcHy0MAnUHmbxfA3mz0l5FlMw1qcKOynO/"
        "LtMZBvqQAWv3BJuCb7BwTMNuP3VQD+cnNd2Dkbz0D2zG5TlMB/Ij/Tp2RsmsliX8q9kv47saYHVd/W/ntRUZop7loWpoffJeA2oa"
        "vTzs5lZcqUJVn6RSqbSiSlXS+2odyMJa8zOoU1VruUVlrhGkxdihDl392uCGKnxVIahtvu1o1OTgxLC9Sn0ItLN6axLUkt7TSIfI"
        "YrpBb+ByUaVpa669ZwWmYC5itbLW6LXVLGf1DvVA/VdysFExRQqdh3y3LdtbuQTV+zxuC1NyZnxIa+SoaO29DdB8c3MTk6wXL9qq"
        "Sa+OoGWgXzZC6moIIxs5vw1q+6rNmXaz3ac+YG1k9OZuepvS4B9n8mcrV4jyQYIAfiptWvFeJF6QnG1DpjqA0yOUu5i60eOIuFOE"
        "x8cK+RUb/bJo9bOKSBQRGD7TYhkgnACPKPult/H9sivv9zGbuHfekXqIAlAYoQD4vXl42j1siC+qq2LtZrpC+Jnk7soet2SGVTkK"
        "NXQE5jYHc7r3rZyD5s7KrQ7r3aGK5dYU8ZGHonme9yUe0HkHUDB3UMaRO4IuNfHVlC71yUjqjlKyzUfU+Su6E1qSDL/Q1TzpVpBW"
        "6DOezqinW+1ryK5Z8AZ70IjM4rGA8+43U/K/5OfbctSbXkRkOJ018TCZTBv0DVUvKfJQDeqg3MxXiS8GbQskUQb/16vI7RbPJNic"
        "h/yATAgU5+GHV/0UkYdalelbbLqoGYrhVcP5ZhbFASp87VmDmsgy0NOIX0yIavEHqCOD3vhUcdUDollduOb0q2f1Yib2VPVn5rTU"
        "8UNsdUokqapLg+0iavsDjibxjXdv0SAEvryWMvunu2ga/D1J3WI1ky8/3k2UrnTRp6bR7Vw8+dnYmPaJbwhs55RWEUmPSna63ZJZ"
        "XhbHGYBIb3aC7oO93lVrOs+qYmpaX4yveIcoKcyUU3qoVprOfjg5dzQvhBzTKcFpgBZnMTEh0ZzdBYgmuucvGChW4y0+kZEBdlcf"
        "TIIq34/wCTMhlrqplqVGqSQGaNESQoPQWh4kQ92vf95SUAuFRsHKy1+viQ8DrF++EUBNybWyA6J8Fn54MdKe1c9827mmAe8LrVfz"
        "cIZHMX1aJt78cJR5AhM9XZfQdC6qQEYpWMbbEsEXXixaoAsJzWXMzGLojOSY3XrEk6ZyjlGyANmQlSUjosNZQx3kstPKBe6OWb2b"
        "BL5LybSQzKSON20H1ZsmNdKfgfoGcjOcJPHxFZNb0RTNaHLtYaiA0KOYd4/MI8Uc2LNz8U/8lgbiTg6Q8tnvjFoxpadI/oEsTCjN"
        "+UFjpUgzZGIK3z6i5fI47/2J8B/Ha7lF60ZKWq6kWVNFDYZpmI1ne2IEENOI66d7s/P1o179PKlXKIVaNu10VdNeqanTTvdGCfIV"
        "5fjsEp+tPldE3TmJEDeF0CDK5A8rfjpFysvkYAs/q3Oi8N2DFZIgYviIViTgDk88JAChKJ1CH1JKj7IcaSqRpuKeRoyXlw/hqH8i"
        "qaYDeOJ9RvYiL0qtJmohf4BIVKBR6xRpLBIE8m9Oxba5Wos7k1mi4b275pT8rLHTuS7Ary9nxgvy62Dvi0Kezhrukz+2gwa6QVR9"
        "9fEz8JH8ONoZC150PsgoEA8XdfiY0JGo7DV4jgdoBuOl7gwWXxiPXZvgbgSAfTVv21XVN16Y1IVHh1fVU0BfEb3yKkf8r0hFekWI"
        "zJsk/ZOafLtbBGJtLqajX7hRTchcGkhVv0iVE9/8Ls0rL7Q68hyHPRVW2LLBnSUjgUfvxer+gCwm9JSaa8Tni0e69m3wEkIg3r5r"
        "/FbYvY87Oy8RGUzVnNQkNLc179UAtJkp6v12IxL1feSb+iGHn8jdfXrw00S3uDOCZ/80uc+E87HiawSZHMRJmld7Eatm/EJHtC8u"
        "rn1Z8KXKTAPaK98OrZ3Fw8njzd4uJkNQvLTs0tijPxOLEWFX11ivk8tz3ys+Pu7NLhaBoJ8BRrcqVkSUyRekHA0mF5avRK+JX3Pl"
        "54exelYo05bawe7nTLfEMqIGnJVCuOfugGupzLwvyD+mmkiIzZGqqdSgmR9nR66ZftDDVTrjhbPfo9B+uA6a+ERMzmjYrXpRGRgh"
        "Vi8ZC0AWfWowpk8XBgpIH1IFx2zPC+lZcrACXVlv9deBNrgfB8xUyk86IFGsbZ8cl2S0Z0yyA1N5VYz6lsmcQjN4Oknqe+7v0SOe"
        "HcuBiKuS3iox6RlhAvkX9TzN4GYyBLUvf4bKgcmtAGOHwUpfJW5PLu66OVy8cQtfm+VUgLqDW/pD8dD06cfP+Ei1VKdOc00XQXN0"
        "LT6zSbJwBkjaNEu3Ul1DAiWjGjFtd5M0Vqd8b/iLr3giX8H0hjTyncmCC84pnck/w2kdol8wvhfyQohF0OPpPsGibtNteB24rjld"
        "knEN6s7GKF+DK8cSJSJCKPJRst7g1pViat8XeML5NieUpuKeo1/S/nu63IcLJJtEhb6znjnCpyloiscG5ORdjYLmKr4GbbDjx2Xr"
        "8bB6I1YvZXBMtXuoMSMGzWbqUUTDN5KW2O4UIFJcEL9Fk6q9PSYvYJgTIqVO37CrHbw+qa3CKnNBOF1m5xH+JeK2fs8XkyGopEr4"
        "g6hyxJidEHXUlh8DUvMDRcwC9urCuud5SeaLY9UE3Z7XlviGzFvpfagU97mQnsLuj1huppROWdfISwkfflr9scX9yr0yoaPlGrEm"
        "LFTooMwQ6i7OeWbr7kNgTIdVASWhXvx2EZZJOycnsiuVaF8rUqczmDQoa3BihHhmtmJ6PQsX3qfBZIZIXqfQPAOCNugKqd9Kergi"
        "LPkEtc/WYh5o+IY9/fPnI5oGz9gMvOre8cGSeb2SlewuQe6mDwsklxgt/hABWQ7t4GyGHHaZfsAliPsulqxF9pFUlRcfsZ/vFo4v"
        "pXc5cEuMQlv0EGVQYgrJKBdXDcni7snF1X7pvwubZJci4cN5Y8BXM1u7ICKLjI5+8gNqe9FcUgJo7+z/XC6Zr5OFbrtuKfjaDn6E"
        "SwfL7vwLS6rxLskxogyiohIGYdVeJLVe6cmK5q/+pDnIMhJkPh+p8hr6JaZk5sumci//wPh5+ZjVoJfOMlW5zBrWN3ujT5NgP/pd"
        "c5pLDFyec18OHhuT4Rg737xhc2DWvv/B7XCk/rheDp49ugprmsXGbfdbxt6dGZfgyzqx1RU4ftuZEmzp63DZCh1v2rcjxv3Ir3W4"
        "LcFreGLROn9R7OHZ4RT175dI2KLdgiVTXt4d5u9SIe7s/GTtbfiCOcSncJUOfntaDY9vXS2KBojii7dM7yPxyqIjstK+D9sWXKJS"
        "Dx/fU4fOujPdO1+6L5V16682PmKM+PaplUjBvgQNmYmdi4Ol4DnWX4yXrQ/X3uEInlv8OJkW053VK+ejcOsNU18wm+Wgm2uFcQk6"
        "BQtfrt3LuF86c9kt7H1erAYA/Q3a47+yqKQu3rOOr3vq+LbXL4jMEO4RXaegbmia2dc5HaB14NdKlNr6y25Tb3PLTXnirv9fR+9K"
        "FvZI4Xf/Wi4RpDS/6KAxyAj1r2vpth/c9Vco+roFPYue+pb+2w8e321Xdvm1MsWnse7PJgpw7ZGxaDUcHyLX79qfV2VzNOql7VNn"
        "mp1HURrXL/p+Y9vndACX5DZctg5uwSRchHyDowbrXlJQNYXhf+H+lVvsEH1R6zCPPTibX/vxdA/evET0B/vPv/2VedkHgxq9ToD1"
        "yBG5xoPny/cz5YzuF9S+6avDdvD+Yww0AK+wRd5YZaCDLfcW9Uy9+YPcsy4SzV0rniUoOV8eLM8YEJcGNX+dxjWPpKWsJuk7oLH4"
        "sgRXxveHK77Wd6wRjH+YKFnSuLA9X9tmybvUlQRUd/2il7/Ozq4YYgW7L0dS3WZdRGyNuT37o9ucLCqVppLli5o70SMTm3MOgaVo"
        "KuZ26m5pX4411I5L/UO8ZWdqJxoltLM0EXVBTdyVZg9vyno26Az9DWKH8PFMkRtPNxy8RSX7KDmqFo/I4zpcI7GABvPCgTi5JfqA"
        "rqsDbSmo/T3tePbAL4g9KcNrGkxGU7oasWq6BY26Z/RE4QSNpOwxuKZk4jfSsbooXBAiymvP1aoF3mqxnYUiEbzG0CDm0CziXphl"
        "XHIsQoD/2+2loNgE76J1tRCjgm4hoIEkl9+YPIBfrAIKvRbnzm6CiA6NGLxeFIy3715J7tweyZn3upU+jLgB/fuAUG/S3AblunND"
        "c1V87QO7cGKe8u2XB2Sfveixj0rLbpRcuT1b8srSxSncVdM8LO+sevT+cUeO2zU3hbKbGcxF3JG/ag8ti849p9nVjYnSVPc1lucF"
        "qGV7DYFjryFP9QFpr/TxogSurQT1I+LQbN21YVdzmftEQq5YlXizg5GIibHvfZlcqMEV5qPJyDioFmiUB7EIOA73QYSZx8jkFeIH"
        "6ptGtXaTakoQRumR2i5yhzwgrVMe18Fkv8JMMuTBlEac11Reuw1n0xWaT2MX9kc60HHYY4Ab2WMUfXveKO5NqXH47JCPe4VRTSf0"
        "h4RYHteEEbhAyMYxdWlagC9O1ARRBg8xq2cIoJgInYhIEs8W7Onf0hyBPEDEo7ze49Ej4mbuKyrBBVqPV16+c4rR2yobgZFk0tiB"
        "x4ExJQKm1Sm8DqpC6h7t+epJ+5hQvRpTXkz44WcwIRGUmcg73un4JlS5/JJY8IO7owc8Yx15TFP4nciKaf+1w983ey8T3njtHBkK"
        "K8Q1+2G51M6GzcB7V2z644Au/p7l5tBL5hsXJ34p3/bFsmpyQaG2QkRI6kPspocjvmtFWS1ya40xGTSV/tmgkO+Fq4mK6WTtxBH5"
        "aCdk1YwRduaF8nAv5kRV8zNiQp0OtmRnXC08bH2JDuQ3twvKTKWj9RLpaWkwrUF7jM0/xegc3lZqNEtLplYWZN6Pxl6AixmLp3Ck"
        "si9wEWwDHrcU+i5C5Rfqn7bBlDfsG5uYnX8f+HutyAhzVRu/MFL4TB9obkEJ+tx77fiIZM20GL0pbcmd5WY+Q1jeDcYzZzEbswhS"
        "HhHHPPLmzDQKypNrcj8/HJDE5+tVEsOYg6KFSKcqRABVZ6uDdrR9gb3QT2QrmXonYnSTyYsTFrvW4oRR/wyh3ZqRgJVhHRZBVzyr"
        "qkQJZ4s+Be2gwPHrYzMzzYRqoSk63BxXG+KZ5gJdkVQudSLU5gB5CY8sl1gbB1yC7tVcYbcO1iEGxXA5PfUdruyWVcJJQed2dfhb"
        "p4NzraHYFq9EfyU+tbHm2vySKT/i13WwNBMoJrMH9iuYPB/c+dv6V0kki87tC8NfCY3YgP29IL9WM9XO1lA917tdoo1ZlJnedLHf"
        "uq+9b+346VhZrm3XofcQcnfvLf31OZk5QVS3QJGMLfbOjZbLN/It6gr7LqZDZ5cj2wIfviVl7VHPOy71X8wPTAWGA8RCXuDSH279"
        "iZ1MYkejnVr3kVw6lrMiLX34KR5+Cl0D9VKgBo2RUVJTXy/6x1X+EA/ZLRgL9aX88BMbZCMLVkH5cVLnvhycX2fXFXXlF9Nl6Mwf"
        "33t4J2+24sFYvg+COIAHBPStRTT1SBq+S7Q8VQER9cbkPtPvsfh9muQ9xXZ3aGykIp9fLb8IoB8bFUwOz26MrNgCCCECsCOKhDAv"
        "drtFKCEXZO3L+wZ2z5AXGkdf4Ofewh4R4im0mvIpVMuVdbVXKDh+EE7QPBxrob5Decz8wjRe+Cbo7th3lKhHlB/H3Qgxa6dFsFG5"
        "2WMAfiS0SKKK70hnEi+7DrigcvOFKs/4ycnkdUrDTd+ckMxE9Jmi213Rm/+3H9x7i2lwc2U3oZ4kVsmXRCoyXr+dy4KbSaqpHl2U"
        "9akvBSYQoz7r6+niceZySqw4pVCwY1aj8RWhKGpJIFXARA+TkFlO6Yrqu3I0MTbkPjVIaLtv3lP7g3zETR1mQlCzursIykaJ4hT5"
        "iGimKBlKCflJJpLXyymhaxI0VPXSZFWCNLHnKtEq5r4GsYZqWDWIdGBdBhKAGMYoJfCAEEl6RhANEyLsuQTj41VUJvaIIgwimmle"
        "+cWpaylfxfYWqaCTkKCWqWjm/taZ/VIJrsRq8VW0eMfU4A3zQ8YDP1RlDMUNjVCVGFCOEd2CutAl7EF+Ms9W9vzEJCkk1LIhqiKf"
        "eD+jgCgKHo7TqP8E9DpzYr3ScQkvamGJmSGERi/u7QvxWLL9QymwF2iK4b70rUg7Kmx7rw68e9USpNlQ0eiecWiC8KQ37shBLBMS"
        "36hqhDoHcDLpVWoZexixPpTLEaq0oNcdbRFJvvXmt1yH8HIl+5Zr9VcvaCcegW9WBRPHw22fVLbL/e/EieXmtExsBkaeLRblrVr5"
        "xd9fqLmLVy/TQvsV4ThFWmrhOxrPm9EemdXQojh5kX/qjJf2RTev67NN6pdt8RU0C4fdvGTMEGJFYu+/Hnm9de1io3icbsGWYCxV"
        "p3+gZq7D9L/cns31B7mlf2DEm55moVuRln128mDuyzVOJMobz88cFeWZaxx0iwa6IOGashRNJKy3peXzVqav/Lbu55OmD3ntxQEs"
        "nYXziW4FP7FomCwf8vIuKApch7s/ul7LJAmQPTXUEKfND8tmQndYK0tfYt62FIewJW+K552G0gWfE5MSL5l24ELpMH5G4/vgYwcN"
        "Xv240t1I1KPuIHokb7UXc8JL0lKRxKpfuJDFuwQWExpYj9T50ZA5TTdv/3hSQ3aIj0HtbWPKywyHLs0K89D36ZjsiO8jSQktMDHe"
        "vN3x6KUp5jcpeqWdDNX4tjJN1QxHridbt0xxbupOPeag1cySQ6DSWYPXQ8sQHKsMmvP00nvGsPRkM1E0uttflrN59S86DuHxlw5A"
        "xGpc1K1ftBucdb9slcTynfC9qwgLkv+/l8mEM1LKoV/y5dcL4LRbUIiWgvVyHMVKv/ehi+2CGX2I9MuI8osyY2wFpF+VYuthDelL"
        "f1dGUgu/gWMjLyI93E7I4YiXaGQcv4i30Qp+KXuXz69L/9eCfI+rxkcL/sfKnzOCyHa42wosFqglIL3D/RxuBow/2x9S5O+kMeoF"
        "f+XNm3LX4Qy5qOdC4Gf5TZxFucTz0TRv96s1va5WvxPdTggtSI7XgTwX1ag5HHw6gKc4xqrA6sgts1wH70/Rrw8t3gMirmpXnWNd"
        "+Tq0yzHhuA7x4H4c1uzYL7eSXMS0mWwmRXTnfRxaE/0VYZjq4YEWFK7eYT9dQ8nb3KLQNbHc4Q83ioQksNiUP6KeIutjkjf9YBHF"
        "giOG6M6P4LVXjys6PVf0aK7sZqDIYPgUaZaPgvcvS1Y2vF6t5nq9Mem/hnLilWMxVxapbqgsAJVHmm2DFCVKJiIPCB7ZX77mq3LH"
        "+3mm+JiCRJrVAa811miF73gOhaNrtkAlNqegNVg8m4NGRTmQfzLZ7m+zSoQcKqXYO2gdodABQjQlEhbSTJdgDrHYt2PBXdPZFUTg"
        "6vG8GseWOCj0ckFxyshnPqFts8r91crYzmmj2W+zOuY1O1M3Z8VHhc5qr8jWxSXBp49GBUAvwYi8Dd4Ar6hTUxogqFvBtoghuTwn"
        "TopcJxZMRDVfu06l9HeUFVJNiIHKS03oIDztLjvUot8wD4KuMf1nPmFicmSq3+ZB0RZ8lenhWaqA0u/95GspiMQwPKByDX2xv3It"
        "LLVenRbmzISpZwgBNHL3AcE4VmSMrxIeNqMWNKVojuBN/TXgF3rzw1uP5BZri9coPOa0ndHKLa1B98mKFh2y09jh5odOsMO1BzSe"
        "brF8EFoe0L2vmVzLcd76WvwaRrsragRDX8CSw5G6iIszVq1GUt7pWt2dEi8H/KBzCqVcY8eKgBd0CJaC3S2fAd1fVldt1oghLKvS"
        "q9ZhN6EYvP8FfUS8fm1CY7wZ9KecCvE7OqqG4eUTPENmCPMI2Id3pShuldF9PkAMIKCXJ7SCKKNe0aMmTGbN5e7KHA1L/YlEaNcA"
        "qygJ9UpSJUK73QDcTQKIZP875H6tXqi+ai7P9+3ITlC8S+hXvxRdF6rJLPXxeGHNcTgAifCpelMXYe9dKdOQacNBmfFJuyYXE+xx"
        "MY3ECShtKnr3Lj5+cGU3NPmMpDAZs1uIFdtrnIK6vhhuTrdBMpbIJjIyvw7WxNUD39iDgU4FX5xchPnZTJMVi0ezyHLjtJQBvywf"
        "fmHfOvtpNXGudI6vuph4VnmzLnTsdNyGfnKgdWgeMXmp6MYZltuZXoFPQJnydPNayC2hvPtrTkx9JL15x+iWNHW/JSPy1uBuKrED"
        "QgQTwYzmgXUP5mqsM9w0q92h1lu4MS9kHhKgBo/zwIJOysI6N1xCxo0BHMoP1W6OgQUjCOrCN59TOvRSVBbDa+C3Lb4weblMzJX2"
        "ZpFZKcnnLHIFkWOZAvFHZ03xb7lOvQUIa5BDdTmitTazRmpGtwbg7MmNMQXCqHFDh9E/RS5OA0PiLXJ9ur5EWIsTRQ1WbCP5Zgl3"
        "OQ+HkiQutBhv0+4o3mwv8bigt272YNesAqkdhYjLqAQXApRk9+3GmH8rsf4Bf6m5CVT8kLksLN7K7m9DZUND820t2UptrJhn9dfm"
        "6BbcogjrcDXhgBlgGcdhj8HbrtSC9x81XpvHU0qvavSKLTPaFeC/CW4Vzs3+OMhtfSJNFDpPB/AvqCzAHN1HJNHbwkJCZsMh9lZv"
        "HJAmOyrn6Tw1N3QZ9XVKcc/6xWP3A2B/JtvGa/rhIMBm+iTSgo/i1JXNcZf9FAr+56NnD+cfio63Y5QzgKuj8Jrqre6OiX5ZlBnG"
        "rVH8u3qJobMaPKPFGoj4dyRTU/yxdnDbJ2X3PuOrKmnsoYuS4p259S220W/vlePRd3bK79jCgaqh39VZLtCHH7E4ex9G5eedPfT7"
        "YC9oAG/mLSiO6eoZJergmN8wkFzf5/+ohu/q6Tp35PNs4i4O8c6rqoDbvpjf6W8AEo5Xg3lwUlS90mZOb01OHDjetQQpUJK4vEm7"
        "yjo5qbWPeKAXa/J3dt7vPqKAFjpkdqLqHJGjHXfHMIDIDgxhDT47ae2+DTf/4BxqbSJC1jTuKn1GzTvLiFZjJ3H7FOG7DgCzXMhm"
        "QqBnIe+cbo0Xd+//e2f7bgUAMztW07p9q59dmvlsp3usYQezN4c/8wv7lXeUnZDxABr77hwtvKer6v+dXl7kSmo1i6KuJA3djsBR"
        "T3hi/1tUOcBc6u5t7zu9+WjGR6Wqjg5Wcvy4+oWVdGm2zAIoFoVM1LzS727ve6TLmaGpEzHp+6E/xQTIcn2sCtyjRcMy9JaC8ru7"
        "NxX4SpZmx6vOviCDGqA/dHf3fM8xbNxRxL5jC+Be+unoO+rQfCPq86IzutJiZ8dXZp91cV+EYzZFN6gaBdUApmEZOEegYqJvPvkU"
        "COQ9cxpRKKYUAAuod3frsCuEXwqn6u7oxEGIMHqzezgk5iD9Cix8Bxkuks9TuPL1HZ79vbUlL1efOENwioMEoqtJP0pEItCoFItR"
        "Vryt6h3vnDmEODxFxeCC/21maSjEt/uGfHjfz+c3FMjTnWaDWtJ9n1G6MeshgAVWqqPdPSc3q+GE1tGECispD9MrDts473d/Sua+"
        "M+DdWQK9cxAZMmqUvr8ozzdHCvVLHHAaO2BUvr9vmaXb+3v1Ac9HoA22FDNmW/mCss3tFKvFcZoij5mhLY9MynJKekKNtxYA2/en"
        "fF9MEeNVjYcTRxdZJxNXWzP1FqNhrG4ZbV3p5uvQB2UM6GRq5GyWY/GlQ69SSPAZbAwr0+GyIx6A7xTKtwrzvqrkFc2K6LIC+W3z"
        "mkwk9VlSBV8uZqOnK0KalA0+LAFundkr1QEeJHywgx9uSUKRXKyidJbtZyf3ljCM5t0zOWxzKhQg5NpZHOk8Si0vDBamw8W8XlIU"
        "7Z/j8FiXL7ZlDQOSrpnIGNTzDeC0j8FaZwUu8dXUCvWb8dKCbTX4E5HXeSSXn5lwcJZeq9NI4IgZAqSfbCVyU5LHXo5pOC7huvRA"
        "5NZyKClkVgVEqB5ZIF2v0P/2Yx4lxy85dLW6s/jEUGwei9gBv7wa7HxCJfT10IAythrRAWLCLZfD7K5nnMO1QJm/WuWZlWEofql6"
        "aI/j4e7QqNGYDvyUY4U9Lz+pV0Yj56RNZqllEmohwc0Z1AbPvjP7QJCuLZi9Pe5v8Np+tKrApT/upmqcDlur8WMN7myMG02dTf0X"
        "rzEH0l+KL9V3btaOyF3Z/BvnV/U8o1ze6yVq5vFpoPitps66X7oYNa9OQ+sWOAXN8cPE1uzu9dDs3a2IVqgrYHg4RMXvXxyF8udo"
        "fy7nM9gH+Xr9kPur0MP6vZ/09IS9OaMc34lFNnYjD49sswZahsuRMbjawdkQM0TXOxB6Vn9ej72hfx09dLO2UsAtqjGbe6/gz84y"
        "h8v/cM8lH/KKrMscIeqZFPjrJ49Hr7E5OWWKqODRGS7oqYmu7gPUDiWjf4GjrHvrUdTY4RZ6+uuYBuQlsJ8/u9GfbNV6M1WvW68A"
        "7ipFt6DDkRPPYvIIT+LPXG3+RzNfkr1qYBRBhs9xCDV7SpBRtdNPf9v7uXI8AJawvhQATfTokivH9+vXQT0U3Xp+oYanSBt9Y0Nq"
        "F90jk5AqaK7BhwMo3chiudt+4fC7krhlLyUoNU+Uvn6YuGBsgxEVjhzyw9D7EyoCP8OjiMz8uvBUmZMIooSffsbz5fTDTP2HqTNk"
        "No0HFapsFUUQ/ME+zE+6KT7vc/3EKbAfqppSkjBJZEqI/VfklSbwi7Xfn6wJlOhjEFEu/JQz3Zf4DQtzcK9IiOsFBXW0n2J3VWqQ"
        "xn4Kytw/rGKmt+LVaMovb4boHwzo/fy3YyjhZx+7QZif3andNZ+B+DU7ap0/e77ws3rfH9RoIAmaTTboRkhmLj+eOz6Gq5L+IDsf"
        "mnlAsshssosoGhF1bLAmwgwcxoMNpFr10FTmcXqwRdmXMsQgSgkkwSZ+VN0TwcnLRRg+LiDkuUd6L0y/xSUIi1KNH9nTVVjRYPfI"
        "I8/GZQh5GEjGPTInmZQqPfSiq8DjDdWLspUtHpxofXiNZrErQZiyPbws8GCu8Zic6skaysFw+myTmD5z2s+nx4IG1YOjW48lpm4P"
        "chjipvFYytmEH6zahpXU2FR9LDuZwTrPo/yYKL85bvPgiOWDw5CnMCO0me92ruGBR2QjjVrkAaHiPjiM9PCvnN0Rp4yQ0SDEyPL1"
        "o+YfCI9Ztn1Q2R/7WeF3BlnTBSYPrKmLfE6PJ3nyjGkYPFxMgCaWUX3SNInRyCYMVk1DBpHxYo/7ycZy6LBtLSdWwZlzsWhs0Pz0"
        "5qeaNUB3Oxgz4J8TR1Z5pHFrxUdVO+DQcMXR7iYJvKEmtRkQdEOtzwz/rH96+jUxJUc5x581YRqMOJhFTINq4LWZY4xFfNdHoR5X"
        "4wzE1CfkkyfpnDi2Si7W4VKwu2n4YRFWHRc/8CrNwn2o6oRulVXbAvQVw+5IvOXWH6iPnA8ew9iUONMyoYph5o/o39LXasOAkI/y"
        "Q+yvrJH8FUc7e83JoD3gTmgLtvEJnBKDqcFCd8otbR/nrC1sThh4gUzxrU//YvNQ/YHSmkOHDwlVOLMCxua0iDprq/d7ODYqMM42"
        "TGyeQgYfAAIl0/ipEJcN6nZgW7Qc9Dbxy/NF1Sayhomg2vGZKNIVclMW5GuylSojPFgV6YTqsCf8kzfOOe0aR8pQc9s6m8LDkqxP"
        "eQC/KypDtnUEdhO3SNV/exhRnrK/pG3OAse3RYjtznKMuD1s1WnaSCgZbKO+wOYn9vMkO9S8VMUnW7K1Ka8Jq1HT9FRc2MEhbnVG"
        "tHYMQfk0GKDpM1TKZXR9tQat6WjmLCzXzUSpxsDmZlWUAxLtjYIotHf2LM1SP5mPmTNk5zFiKrYZNPXVV/GVlzp4cZUrTJlFC6Rx"
        "CH8q0SQKqwiiDveK73mJ7CpoGsOuedfEMEiGcSjLnAzaa1QFzoaIaLaAFD+9FeuMoDHbMCNeYttjHsaq+aHYTtX3WhCT7ZCXhJTT"
        "oktQRJSuuDhb7Wy2qu0cdVzsQ+if5HUmAaroPDwIjIFBqCfQAvwwHftiYM7dz56LiJIwv5ndE1HjZehSe0Arn3HuxeIjKy7Vvm6D"
        "LVHM7l+hBeoELVT7rXyRgy0mTt7in4qDFf8YS0loNIcHtPjCHS/bQ40lErBDV57Xi0nAu3+txMr+cu/tZtq5U6j++RR2nh11AAeh"
        "Tsw+T2P29s+oyPlNlQKqH9LceFO7mBQyTxUc4ve0bEf4acMl2M2pas6pQ9dptlWHCNS3ogOFvZbA4W2vnZ0PPvSS3HiP5I45xozZ"
        "FmeGg0e1OnaV5152GCabMTpKbC4W1B+gNv19APv9VW/0iZjfxcTZ7yXhOUnKhQyHyO/pGiKDQSQxDOb1H1H5mYzGwawEbWZsP8yM"
        "ZTNjmci2r2Lso85hEFGMTpPdQxO16TkEKTMCOcrcTFyPkloGjZFdAdZbCT7d+3eoLwqaw7m5/wLgRDU41vxnKwSb2uN8WfmiORxe"
        "CxZvTql3jm01wlYiZgbJObZtxX4gi4kD0wywsPATruYkL900WCgX+hhC7eG9CDBbvxOGn2qbo+yI0PpZVBSh6qRGWxZ1ztiGNSxi"
        "aqTV6wUz56Ums9n0Cb2X0TZfnC5b+nVL+EIX6eb824rfv1UX5G++yCXhYUgTvBYMlhoswRo9v+bD7JnO2TqweLAvjvKxsBgTwTn/"
        "EOahRGKudfM+v+AVktNuxlhnNbRl8ZrPgTXcASMe8bJYg8Q4fPXobDtiDjUkGFMkuMtT9cqHmo3sjdxE4CaqJZ9N59B3MmRDLWz4"
        "d1bj0xZEJQ2KWP2qfrDjo9JLQCf7qsOR1dlG0mCou8caES5no9/RnBROK8UX0BNxjPi7rIaTXGiFPGjWmbJHG/jo6dI4qhGD8vQp"
        "HlFLsh5e/7crsvJ4gMiAy0nB0LZpf6/aZvFAwMb9zHSFCycg7BGZFT8jzwtylKmFtY4cT0DnV4nTbp0PDrEQF8VUkls75o4g7jM5"
        "rDOXKZJdsKc0Y/YB31MQfu+nfATmNxS4MJTgIgewERkY74vfppFuPAdnsj1ju8LUPzobzVxmNvRgT3HUaPpCfmThxWvoZkRaF29K"
        "Y9ndXyl5JTupASg0VspF/B4fupqZ3842CxnzCFs17q2oQy+E/TlaYCLegtRuV9XYantzMdnpPFlKiOgsV8REQyy7DRODx+/ypiB2"
        "DHGZkbd7ikTu090rfjP3SVSzjDpZR/10eLjmYEuwCJPxifbSjFYPhc+euUNEuNqnYIGc+66fe2P1G+ZxXt2X42+Rik3TbezkEMPn"
        "Q/18s0Z0Wgb1iAuy3HfJ0fPzJeSyxZLWwvrGggglksoVhqC5WJFhsRwC6zU6UKkGzrEApHohK5ZeUu0UuzDmO95QoCDG59kpevLa"
        "Z+6KPIvnguqssM+rUdCIhQmDFlMk4Yf1Jg1YiVhS8vENA0Xuo9HBwsKfIPbYxfimZB2xhUWXxRaHF5+TXpIEbnWMypOIq/nFraes"
        "2TzpYilQ7UffmHZHsz+C1bIGs7EXp08OTkkQYFc1N41RcUmvc05mrHaJh32nAxDkZV0+QJu6Vs+SflUdFg4YQDbjsjkTWOL2cgtm"
        "twIxbevoHdyaCkv+gTwg06B8UXgyDNVtSe7iP9CVRRX1/XignFAR2s2UceWiHGDMXDhTKPLrC3OWkvURfXM4+P576qfBU4DknzjD"
        "ysHChf5psYkfK7YLk5Go7izWsvRAs1gnUlSdg6VK3tkcUTPZuOWic0kyS/QoZqQRS20LZzCYEbwNYxd4cTcRsgB3OeBt52uhfC58"
        "6oz8KM9uJUWIJ3zuC02fxYu7Y+eKhw4jKCnZ07NT/8SVBgvTtgXVHxa9BlPWzeOAyxTc/orDFvVzC4ZOJBiJe1czuL8ErRcNx9Xx"
        "bRLmqeD79qF83ujrFYn27WRFKskzo5ftCi2uoAYTq7Mh2IPdrRocjGBTDm28jliRLpjQhWr41CB5YedYvB8OKOcwwijuN8WMqFwI"
        "ctnoAMpFMjKGP04FabpwPtxU7a9c0cMwJU8Nxs74aCF7vvq3prpRlkBYzi9xn4N4TZeg8nznJcyLy0MNQq/mnhkPrSK7SLqfSpcv"
        "TrYNfmLJX0VelhfDUkGRsaxdZRPVU/cYZWWFHYqOLuA4IFHW7ZiEAGGhuF9sJd6mediZt3SGYR/S/HdsQs1A85N28PQF9fss4rwN"
        "8UDyEgZbyDnbbaEj7oj5k3qcIUZu2pMa8e9J8uz5ROvZoLZ2XfbQrGmgK+poJcywBbNzGl5msUQgxA0mrlb0d5DB/uKoHauFXm46"
        "gH+z0fUF9Erqok6q6/KhgfkSKyGGnAsBjEGRVwz24NcpBh/wPR5NaIMCYkoeI71pSgc/gjS6JIO7piHxpuZZt9FmhgH++MkHiwEv"
        "NINO5cPa18oQu1o25YyVu4gDNCEJjiLVhF9u3QIGiKd9rWK15kKwGwwfmbJa0dNeh4kr2sz9Al9lILZC+H0JO8Hr4OCY8zBlbF8H"
        "n4oLkMMTOu0rF8WYVi/WYREA2wIG0/Tljh9FcfpUIw5lGnEicSCOejHpfp0ZFVMm2BMw8XO6zZVDyasVzGwQ5BbP6CXM4nHcivN1"
        "oDbfsTMU7rRsoTDcUeRdG0zsoTmTmz/qMA04ve2I422rb0cJ7jxp7l97hbbXDSNLqsdGZTt45pN3Pt7WjdcwBLUOLz7k3Uv1fbkn"
        "Z+0bQVzMX8tCutlObO+VLPQZNvRNUpxq4tAby+wr535gmAE3tSN5Yz5A9YI151/5ZjElI0UN8VRF9Elq03wWoZoxxV+P47gCGBhZ"
        "me2vzPbZpj+5extPtqHoH8lDn8qEkT7nCW0Twndh4IN5LKif5wZlPyBuZZtTWG1mJ76kPkwMmYouds9OfPW68spe+NanUqtPUcKc"
        "HtFn34P2fvnp2DW3EYyv45O+uHV0PFkOnuKXffAAIMiH1mfci7j6HOVKxz7DXPpm6Dx/kb240LZ40+Z8Qfg3tYcthw+sye3Etvtm"
        "lhWRab27eUAHn4E/oHojTmHzUXd0yH2P0You4KJ5uUAoaK73d8wT1nx57GuDm3j1MX4gjkzLz7S5rP4MH7yLY/QQvj+7Yea4wXDN"
        "0w3X5AXmNc/qd/KyMPEHWKUaYGUIkPI3GmYgwnhrEnWTiypPbso/bzv6t9ARFw+rA2v+YNZqZSPNjEMhq621QtEoWNlN22Decuvc"
        "npdiSnPyif81Tvz7t3i4RQRYC5wBbz/1/jL8FeYlBD/8IOkibOyvk8OxhLdO3cvu61PgxB8Gycz9tdMe1M/aHUqgt5Vw1+K+XCKV"
        "iG30N0CaoSwBiSlgYZNGtPlYYQBmh2uZQgPP4D0fPI624ehVorDJdOncVaB4OwRGcswc9VQg7+S55VqwCrBya+XqK+pWG/Vci+P0"
        "wsOKzC4ShS6JCLJ7lmYQyUTr3jQc3uBZUc+0Al3Qyb85O2q8vG5XJTjCqPG/41MMeRbqF3Db74nzqZ71oYpX/MrW9gzzEgb8wv4y"
        "IKjFmdU2CqGrO4UORqMuWa4ljMeusfGyWvMTJyeURTUtpoX7wNXKlOEj9gqrC5ZD4uTo11SCgaeuK0toq83M4MEg3hHtxCd+WnCH"
        "rOxnr7ZKuLJ5DcmO4iXSr6zooHYQAdOFi6gc9QGbseTiYN3J+GlzCaKj5/uA7F+vw9kMhY6Vg/+QpVstAu9udzX5OkPx0MKk8XDe"
        "l3VybAAMHrywd5Tty6/o2sKgnu2gHl8LyaqD8M8+E9w6i/Fjs+4wiPYDW2HPeN0zDrw+0+E4YE4vR6Vyq9myHKyXkNDbjCzPzM3M"
        "+2WpQD9YTC7xaEF+mf7Fc09jd35/yRF4ewSbHE1hNte5B68a1YMl0dUHtxY7nfz8C/k41SVuQQNFSoqv2g0eA5sgO6Pb4ajuIysz"
        "MYfDel35ghbIyTHvDx6d9edHiB7gmg7W4jyb0324Fwafryt8htWX9x/eAobPvB32bnCxPCKOhuLQDjR/wRCobxcI/3TTDR26QgtF"
        "2j3RXRmL7WTtxL+zYhG9fi0u4BJ3PhpFkHVwKZQ1vscy1xhoaT2x6z1o1NWy5iGYTeQYRVS2ER1eIn1r6a44eB+OKCGVdiTWoHuv"
        "PaJ9OooZNVBXuY78vrZFUXZ9zT/YA22YSTL45tTWF8OA5bxfT7700VQzB3O34mIDt6HMHCuOX9yDc8Yj2NEKi+0vrKwmuq25rkdV"
        "/ij/2jYrte0dvVpwDD8EPgz7U0iapnHadN256usNnzJUkWIedO0304grmyRADKaMgrvvg1jRzYcYTywTr33L3DwCU/H2GPr2dbWf"
        "NUSnHQOxqyWuHdXR5h+rS1HDQjQcTmBC8Em3trM+tVIMcRH0yRaZoBMnG+FBc1Cr2htxXv4PtS80miHUUa7Z9C0UDsXGGmyL+V47"
        "HFN//IGxOfef80cUnTBu6JyGYCkYEXMqfTzZlCxkG4LlYCUYvyFkQh1vpvOEbU6+D69gyAZizxEk9MX+2wu/lkPFE6iKVi0NVqtC"
        "nqpvkemc+gpQnsN+T978qpppf061G1A6zH/B3ycfguZiqBMzXb4oOA/nf+4OwSZwvIazjTVu+KjxZGUGgIFgEz+38nVld11kNTl7"
        "X9M2gxmT/YEGDfa90lk4bvAxUK8ZfOvV3K5PZ8PBVaU7qgboSMBjyDHyWyYvAwuskGrPHjFPGCqwV+7ig3kJGjkhNiFZQTunzqp5"
        "Xp30r/40RjexZWQQfvLZNHFpIAAjgOIPdTAcvzfhuvfOw1e5LfoQhDsc2b7KHBQ1jo76QmC1+bGLOYsS4jWuRQFxrLL+ISdyX+NR"
        "GOCt1nTqjFf6PEKAFpSLXQ/geDGiORXbDTpZMOqWAcd/XdkfqSE0XjtqblcTV6hwyt0E+DWP+YX+JuxvDOEhuzy46NsUsdOge/SP"
        "kyO/VhPP22ocaR47cEzoYEhA8wlll/UB8XWzsUNXpID1i47itctZprHVZX8fiJHjd+3gAwnqN0IJcPYxzGnhWi6m11IvztyA3esS"
        "T9rW2eAPD014DHAKb9/k/pDQBx4m7259geOdjg1DLmQyWQ7TcTie0Og1UjQV396dDhDxzc6CqJSzs9/b7P5U7wGbP53ZmIOu3W7Z"
        "yRcff8xyj4vdg0i40T8Pe97GEX/bR63BI1fKmnpWHrfvWWZ20td+0zqIt67RdFemdmLFOenrI8xCkq7JIyO3dQO33tDWXn3p183o"
        "FlMb/KOk8eoB2JEEq8/BfOsJtQwepRrwfQrlebrk1I3HCYSdJcASOd68CtetfzIB/4Murji3EoF9bMUgO9a1HAVi7fz+LYem/vuL"
        "+1UfOGOoqn+0xocb9ddsw+7ov2KR7bScurUWx7OFhxpL94bFnVScdtl7wcRlCgZzBNxtYv8PRfTozMDurH5h97UGTQ60sVUYbOic"
        "1DgNm4XjEzYuIiqU2p2kZ5ix91mFg/dfXLgIZpv55pbyPIoGEMm3VUmxfuS43t8MH/f3dmc8yXHnVrWurWm+wZU27jZdYKzcpgPE"
        "bps1NyrXSHmVxUWOqQJNoyBLEAKFMnuNDUlNeh7hJFNPYSKJ6ww5jgy3IVAAqjnis4mDlLBYUMvZg1c505zLuXhRqHIH6BismoXf"
        "0fK4uJpyQe26lscuMvmyzopJYQhNka1Mlf81AhY6+YKeECfp41nDs2+GgUXSd8ZKxtmdD4gGyCqSxqpo83tcbV73xSYafFy+cvZC"
        "JA48CrCSXJErsUkiwRiGX9Xvhhq6WkXx+kdjK6ZZ7hOtJlZKOQDvbBx9p0q34crKvVjy4fs/1AwbMd94B9tNorhR9Wyh5Nm4j1n9"
        "x2D/03A3ZY4iPpqi4oVH5B2zp9lEUidHwQFE6OZHz/iKiX2ixr5GYysF2hmxzm33Z8ykJ7RG/TWL182b7TQ0lD/9e+6UggngBmno"
        "CfWBeONiz87XlZyp1v5oaGxyqfsJ+8SLqZ9suwj76m3wAR6xJ/StJ5jyC9rFvsB8+oU9nearEtvlSLbA1dRLnIANWi89LL0SzJ7C"
        "x/PkHVlefPF5Ep9L8lqR0GTC6+5WiGDp5RTrL64Gl/uLXBbj0yUZqQpn4mXBD7r5eTiMkBldT2ykE7pFTD4r0LhV49zjrpwOgMWq"
        "b0f9t5RCgyig7xSxHXaaR4DuUQjJ9YscZHcRpOHK+qr47CWcA6j3ab6Mo3ESKoa1yHUOJYzmLxFOvvK6FBcYta9l8JbsSdIclP4i"
        "GDH6OqBgvRZx1Q8kmfraI0AlRgzNtFADbaEG2kINtFkSauiBNq4raIkGK6Iql6azfTjFHHvsiZ/6cU4hTQE7s9PJmJ4mfqJCCIo3"
        "txuJNddT2NCuB7dPlW3yIM2gT5qX+wBtwzc3Fm6SPNkmZNcOE/7gy9bF4SFsNo5fzpF6ppCsaTV2jaAoDohlk8H0aqoBY4ny42g/"
        "DCtdje2g4ETHErIt8l9cZADXkEDlC1ogjoYBWO5piS4E1vC3eRe0c7yH8k3zQSxzpvdi1BHrV7T0cqfko5Ut/SYT/PwydzPjNb/O"
        "7l/DuM+k3f2uu21Lm1U/9KQG/oY+TDXcNQx23OO2O/AaXJPJFneywyJov/odQIxq87z8nthxw19OU/egmRdkdly0G1/OCOs2Udvd"
        "Z8Da3Ye1xEpkyD3GNaM1kmLuB9XnHALFg81K5EZegO9oPqLwV5TXJaj3uA7k31/WbAb0V7wsbLW7Rke81nif+xlrk0In0+UUmgfQ"
        "1zA97MNfn5OklpajaucrWNJIJEnzFxcrE75q5qWAQETpNi3ad/lbnuJnripuzNhanrOpRBfPfgK2zn/hduz4YpBg5djr5IHcsXOi"
        "3L/fhpWzZEJ3CG0hO1I/bBu9CNaKvFQYlNg3sCXv9qBtPtwUH6F01x4obkmoCgeV4ZGRxdvjHSX4wMxy84WVbcJaFtTFDW8wtYQp"
        "NDrMKRsQXllqaNHj23Rgm8qNbWpxlsrEerl6S7FNOx3O5EKc3TZ8lAEW21htxsCfaKxIxCGdNhfrjZ6aSgyycnGqgYVHgCJcUmyK"
        "NVae25L9EQuWiURfesnS7eO1ZVegEkcSxKsJVarLkK2gv9cK+kVf3gy8omvgjlCgHLbRwzVhX0XoISGLiK8DAX0BHWrlZ2a8AGot"
        "DD83JwFpoTf+ElYzOkdAEvL5KYNmpuckzrt8sIjSRlgawqrIzWbfiNDCARtmIpUXMQdvhS3l7biXFGexFTkhAtU+9sRunW+iw+WQ"
        "HItrZWe0kCzgbhke2bdvJl91Pjte6evAdkTtQF7RrPHh+LBgvDfA7c68E8RFIOZRYBp1uIY8eH/iEGGBv9s9tmrAgfvxwq8z/QPb"
        "H/4n+PepdWk8KfXKY1sj2rju3eANmyBWJ2uudysnkhs78KkzXu+LBNoaB0iZ4HoaF2AP5dGvg15idWjWx0wdyJxYuM7QrMXhC8FC"
        "18RqNAZsuAYZvvUfrcDSvIdo2vOuDm+ngQvJGi3kdi2/gWgra7WsvXprtv23W9Zn1fjTWX+eR1PNd5VYTKWdWnNGb56gqCZ5s9yG"
        "pEWu1+4KsljYDWVCVoUe/Vfn14Ych3r/+R3c9UsAIWQbnElm9ltjAN/QAvBNBUGbg1BpN2z0Qi1ZcppE9XIYrxb0NxugErPstnn8"
        "sPmJJbidCzaLfTqq2Er9H3TQ2n+NDMbcg5vs5vPcBvyewzao3ZtXXgJEoJivmksimAN9f4oRbCt8W/GPxaku6wsp++Q1jDB32i1B"
        "wd5deAdunR0dLbsdIs5Yr3CPAZrZlo4tmMPVwuOLFW+3kMNhLxcXuQTvakanL1aWp/lqP8yIQxsx3oX47hHpC+MxR1KSq0UNraC2"
        "Hbt+rMIuN9dzoZ7mHMLKVr1xa979RiEyuTezw41lq6z16P9WHqdY3OHp7lLbj6q6h0BtfjzhE3Yi8sdwO5zbsKoW3cL2npymd/f/"
        "ntyT7ee4NdQdnR2+ggY85mdnOXZNcaAJ07ygB2PJEsZlmeb1Fr/7sgfxtUARgQ4eB2lwHPZbhLfiEWy/cDs2L7+EhGxzm6aLmX/y"
        "LGjvNTDsvoiPzPh3T5dsXda1e7/ZrxMb3v/2dcFIfAJsN4muxDBz7tE98W7zTebx9fQju8+3MOef4vIIwW5ltbEd0NhCaiz5X4Nh"
        "lu0POQDqaHEtggNYDa3azIYdbTu4cxeVsOxkBvK8a19X8svqDnTue42KsfcCqL7kovP+hMgqmzLmxav0DZvI0FC3E9j6dlV74fHF"
        "3s6ru6lhr0POebk9vlKX7QBvGGb2MUxhGJOpl606t5cl0Fccx+68PzCj83qFpPTKVS9/z+fiLan2tsI7zC97cynGG16W9+yqGzDA"
        "6pUD1lBU2NxpR5krt39PliHUMwFKEb08aBXmxCzgp2qI3DvLFj7XWBRieoTd0u04K7xhr4NRgaWpjQPBd9wzQZDFfSJM5IblXPGH"
        "w3jOCgtHJXGrk7B61XRjqUcFP1yhiZ8r6fL6ZTDSJtFlG9rDAfz6X0tH4n70Gx+jySBUn+uLWhhPIHRyMFvK3Gzn03QMVs0cQ7rc"
        "bSRqCVhgYJbgNgygbJiu3dID54OEOLsTy2/c7s4+Wuf9Em53JDy6luXgxQBVK4N2MWPRuHOnbB5MeDgzyfcsp2Mb7A8cfhUZitCb"
        "74Ohqflti60pbsmfpjmOKW/HrBTPMF12si2lk8VDLB+ZoGAGD+pbUz0ztTEk6GarMAI78TR+aduRxtb9MtA6IQxxjMULYTd/kycV"
        "W/q147eXvQDmhOGui8HDRxTQbxjX3u5DhiyP2MYwtI+7RKztWIgD2HeyjUU4O11bHDQLw82dzd4xD2x1fe8V+FFmTRbGwu92r/3c"
        "qPXWoxre6y7Cno7ofF68UCu4qL6x0KfYum0I1Kv1ECuADUY+desPnYcvN9McNiAD5AjBGVy/UwilKxuPMqVb2VAc3cJkysZeh29g"
        "85Cx+dqVrS/6s4baV+w2TGZCKW3GMQYqrNKYK3+KZxLikm62Mo6THebyXK769uLiKtOuQizUJq8Kb576bKH6u3Gs8eygq605bNyq"
        "vIWFSX7mftrNABJSBvWmBlBH4ijhUc+A399iK34rJho6+yAlfHNNM6fFAtxPb7ElsEV/v5VfBGD1UGeT4aczMsK6ENW/jpAr5GaS"
        "/CDmBbFd1cHWU4mVt7jSx2x5m7FmPAbqB3Kf8XsoIzlFuKZQyg68X3qMS+vHaPovodn5B+sf7jH1UufYCFLkELQfzgQ73ucQlE4O"
        "TYopYurnsb6oBQz+hkqG58y0kUbbt4GnbwL05FCKo6YHBO2C2K3aalc0MMCd3Texx88a6MZapcg8hyfVYvIN7V2Ll6S4+M2lN8vq"
        "K/h8qxiSpp+syfQeKSrbB7pzs2Jfavu6XXuNj6e3+ynO6kJdSuVpwsaE71B6cdxHSW9TVuWRXIQtq233pKuLrmYVxuYaVw1AyFRb"
        "+dp2e63LYEHFsATdt+CR33tFaYc+GNnGP3ntdNu7GYAtbkrcMMpsmk0V2asbDzJosGSymEYmvLJJ6F4LoGGkuVW00LekW4htNepz"
        "3706v8mHNz0qumEiavT7xXdsnHbbUt9ZKNy79bod+ywnn+ItMD1Z1OhElhZ3ngk2yFOTN3d2+3IOMmGCuz/JHsIF2L3drRsQzHqn"
        "XkBHRWMYza6htOLj6RcLNIYeo1i1+1+u7q/+Qe9e9LPtp79D7z70uNtkOfsPcS1khGGwY+8RemVtaeygmVee3yDIj/xmrSQYybdh"
        "RTmuRJ8XE4vQPMWql1jYe+rcP9jqToAYboQ0cyAOidw14vT1QGxwxnlqbG8x/YgjcXL5NCceD42IfQmlc7IsdNAKCfIXWP25l0iN"
        "vLbIDbMuQjyhF79ExrAf0dnc+dJ5Nd9InZOomVJQ9qBcA9S3mJKHm8Nt+0P0iVwWzJ+NQum+xix8XzWp2jnJMcEKFItxYhPr0sEc"
        "DP2pfWWLkBCH8gW2IGceqBVxXx19z177lbloIiAK7e2YaO0+GbU33/odN7TvXpEXY1UmLl3b285urT7E32GThJwyzwdT3eNjjdPB"
        "+4NPZ8PBeVMgfCDBnJ7DpWuNg0IQfXI90OJafcD+3Ifjgk3wt0jmB+UEBMX7Z+wkB6udb+n44YjKlxSYFRg1HVUJGz59esMVRk49"
        "BwdYSOyKLw9S6lfjXPwTyzzNrMCUDU90u57cDWnaoGkLS11PXwL5tMbRk+04HAsJ7iMMWiomHyh3LsdaqJXWgzYz+2Kl6GmJBGqp"
        "swOeVAJgh1xVAIBA4WOUkCEY0VQT3l1jiyNAqgHekS7NS55cU8EFCpACsRduqAiWUaZN/8thv82eKXBMkXJ4EsInOkmubDbveRaz"
        "MaGDU22fVm9+Jn/mTiRvpTFjnFZMbQ7SoN3qSkcuakOC50s/7H3iyt3C18FvwTYYP4WFnmesyMK6HbmnjWI/rZNum5pP1K9F9l/o"
        "y6efWoeVX24+lgUgIkfKooZpdtLiTcsFMpr4ndZC1xSLkuaIFMRnwln0oTPvqtU1EPUibmB7YgrFgdQLiO6sVT7DwzYkUzf/Z/iW"
        "oPBc2IxDF9v2X55d9Y2XYYpExMugT+58fSLDQNIbRr8lRuyiydSe1PVA42f6wDjvgmP1M0a2ZwSvvuHq6ft+ab5sAz3Lm27lWQdv"
        "KAvkH5Gyn57Ne4fcVX56ceb25ZOjr8G7GDCbgBLQp7HVR5xw5kEISS+fmfWzyWde/xAPlcoXRr446Y3ZHwN+oP9/xfUIMJXBCzMY"
        "cZKWyVMRdTf6ip0qzSSAM2Szn37MzddiRKdvmP3OLdabAq0oDgX0mPlC8oUQ+h3H7F6WWZCSSJmZY9I47ZEOkOzhacczfj0zxRRb"
        "2VwTV4yxVQxgr1j0MSIvv5KD3xw92Us0E/Yp+G0aTZLZdE4R+zR50vLiqoSXEnQL6ojqaEIsNYLzudjGet053/divjucrSjyYlca"
        "YhjTAoE6QZtEBVgU2b10efiFXYyXm+qrq6G9vPdr6hh8NNMUP1Sh/MhxYazEyZEL2ACTA1lQp5wzH5N9XZTTnZkB9BUzsVBUeYXh"
        "5RNrZVC+LbP95ES15Ija3W3slW1F8tXPO4rfR9N7xC/Qbf70mxA7VLt9Ya3gxYrlq9yVfhrkK3b4XqG598JQ6ouToeDiEhLzJQ4A"
        "1pccX4m7VOBrNBqhDfqIMhDwmcuAqoipP21dQUp44n4gc/o9kL20nuFYEIBi8OZVMVhObGGY58W0ZyzhT5BN7hdGbxTxG+Xw11t5"
        "9ctSy+882VaDb6H89Y7Kr/6d3hIPICryN6tvb7329GYB7Y05RC8IfFEDqoA5bs2VkQH0dMds0lv/Th+U4z6DMvZjW4IfhMRPsi0F"
        "2AaFTFcRZeiHmvShjD8ccPjE1sKn0O1+imaREPngmq9PGJP4IPZA9ET9xv/8v6ch1h81jc+/5cQ2GEps+jTuQtbQIVR9fbYzfYhV"
        "eD5asQ32tNwF4hZOj3nDZcdMwmkYrXM3jJmTtuR0wNyx5iSqHlwtgMjAyDhc+z19w5UbJTrTW/MUyiDDY9tjt2uYLthPHiYrQJzo"
        "V6uNrQ3T7Nt02Br9UfQaDjRNDMavuxlnsNOv+IVr+lQ72QTDfcM2rrjt3akv5nY08c56aQwr6gXqgdNtUtx1yw8156Gt1pMZGlvR"
        "HjqwBRirAMOOKWlF6fsjuBB00Cz0qulQM7KS2Xm4vwbRBbPN52G7a4J8Oo/qxs8cecBe4zlh9nkTX5ItjLhYzin2As/ZZrzMcKmt"
        "ZTHv2p99DZNBv+9FHXU+yxvrEPctZr5nNIAZbs5oeTJBPte3q/KZ00vKYN8kFMsvZ19r9MBA5ekyXFNYT7xw4Vm/2aPhqoiCGti5"
        "1uVyQpaYUXplCMmY2DsAy5GS2zDPIsZxMvFyKbEPKai6o0fePRe7KO8vaK/hP+5RFCi2eQwvjZMAVNEpR/VBlS53DX2r1U2hL26M"
        "rTmJDuD9wgAu5Kt6AJgIUj6zMcadDhto01SAWgu0dHYpYR7tUprt/PGTDYD3C8SvNN+ObSkZNcXNduku1UMkIDFTuXgd0CPLZV/D"
        "rMaoeqG2PqoabKewjO8p9x+spzF5hhVy6Jj+rlUZ008oFo3J52uPpxyUKTxtWNFSfz7ammE6OD+pP77c3YWP+Uql4+f8eEDRo1VP"
        "fk8qL4F1Kt59GhEftwrHtAz83iUUbsyIg9IEaL5GgMSWbG2LsTy8QiCAxdYE76+Mo5bcqqfGyNkhf1C6THGRkgA6Pqnfap09+/R9"
        "2HlvcxlP6QfbgP064h8uPPZ91NMDUS5NLV/jevoUc0JfM++LvQVKPm6O90Xevqt29A3oPuQWV6Hn4+rwmy8pR2mB16/l9+0LvLNP"
        "eOgNXSPHV3OjE9vR45SazYMHS3Hvta/Bru53MULp27W54dqXbnORddz/4u0CbDlgDqtyMEpgj8tmjsuPmRBw8W9cFKv+LMdtqsc9"
        "quvbl6gyhRU/7uUtW/GFdNfKnMfXZIY2MBsLVPhbOnPrWSr9mD/3CuaiNgyrS2fle9Nfi/v83OffUGbyj5I631yUZ7sb/R664Xsz"
        "XVzV2B3fi+u4Kq9c4nZa7onzXWxnpoh3278ZS78r7e2rwTryrVxjP3no27fOZ1+5la7ci8U99b4sKxZ/fb+VNfOEPorwxzdNaaT0"
        "/Urz1FVx6MZavxSp+Z6ii7q1t+/8WSyD9dt/nqnf5HPcwDMxq4ibd9L3Gpt8AN8rQ58Vt9GUuN7je9e2b7boC+SpX+riK1ziwE9c"
        "zNKv1/C2VT6u89he1mLgNow4Z81FD8V2/I5rJ+J+CRRxucklrorIXPnwy6UOXOUAxYbxj2/HE2scWhZ/DlduZRgXjWXKMbqPn7T4"
        "ggeucGhxY8PkOxTaeo7rE/R0n5EafvbfbVhPj4FllMeAxQFM3A/71ZcWhDH8ZNNGj/zz8F0Bk49e+4YBdWy3sOcTNwk02/H/OYzx"
        "p257H8M0X8RDzEmdHuz+H5b0g9n0/PnNJv29W8WPlRibpccC+zljlN23SmB6/WFz4xxs0dhnE+ZR8cL0uAoKO+DYBC8PW+32LQ/q"
        "PM/lcZqHq40QezmTJjsPWJTyszAGHWaPNbR2O8ntxxaIq/cSbRL4YsO0DPl7/YK/R2Hg9yd11sLOb5jjPTO+iWsgeWTb3OUiEuzL"
        "fsLAbKkHz92g6nGbjVyjWqpNP9n0qO2L3tKkIsJUp22Z1u0WFp1tnvJrV/Pd/pvyaRl+bA7ygVlBNfE9LDVi2/GFRUkkGA9FYVcR"
        "k4olzNRPJ+43+sUY4f6y6UFLIzY9OPt0wpLvqtphXNBmAONUvy38+bijDerVhnHC0ooPGh5m/S425BdXP3j5Nw/tMNT3+zXR12yZ"
        "z1t4AWwlz4e0ulE+LAIGb91gnmWIMq7lxdoz95KcOH6KaTjVejE2Hcs8Yh6N22psyK2bedPIfGg1sl7PWYKw/+TDi4/Aj2wVtW6K"
        "yxajuiGt1u1nZZuzutp+SL9YIWw3NRtoyrYihPocVjmUh54T2y5QUYvGYBD3P9+xw4KNHl+KZiM5eQhrEb6PLizbYBkZI2Lcr5bC"
        "VkkO/bqwATPYAgHDhe0udDAHYhgisWx9nm1NobA7Yiso3vUJUyS2L4MtDx/VOKw7pD+DACtHPruBgkPn6LA74OlhNyQQhhLeqRuj"
        "MODHPZ0H2wj42EbA6kP/rG7Egf5/zt+3fgA/+YA7KnZtiwPpqfUj6eb14d8/Hx/7vg0fDc1xrLsfXGX5BknBR5p9No/FkCXOAvcj"
        "ohyvze3eT6fmC75/UGL9HgxNf6j+weaTm1VzkdbPglpriJHeh8iKD4fZEKjAu2ud1p376TgRhgo157+SafaJKvS1Tk35dBs4VKFO"
        "5c4hFrosH0DxVo6PjVzioMqUOgixD84el/g+xCEOdCXjDAeakemzDCjgD/NayqGsH2r1SPw+iBZ66cSC2nnXL3z4DjoUw3c1NjTe"
        "+tmmzVehoBJpTTM2Ulu/ukSOpSsGbsX3HAT0roeV2jBpdmzDfPWuQrFNBSDRLtiAOpKqmbX3P5fPaRvuO5o721bKVw0mhRbJed++"
        "KiJW+t1ifueZ7faDDBuqBzXUC7bW99tjD3fYuSVO5XtWPWMrGDO47MCyQ757FUiD0oMdRu5YZvOwL9/5KurcISdxn/DtbtFuX64M"
        "ev1XX0e/bd0Vtx/2rThfEfbdTxsefesqtp8W1EHXHuzYx8ezJ2KnfT1beRKvsWuDLPek+0+xgZGPPYT8Xea/eAOL9f0Ua9kdbX/L"
        "+d4FKQ++Hcaauu+i9gLvK6gXWx/bzuIsBwDg2Br3WmrcK+wlTxbTNO5zZsmLiJhfiBXBYeqrg33x0OrvLDRhgvj0ah8Wlz4jVtVO"
        "qsY/XozZ0v/8n5OEqcvoS46HlVXxNzfrXLB2eLXpMc7fobpmnd0LN9peozp6anrRtF9lbIPrnGy01joGLMdrvxz5O9Erx5wjhfie"
        "uYj8U1jN8g2MeWQFXaKBKukhGf1i2n947A9uukgq3cEop592iWHat16xboCMYuOlHrHCANo2WEz99rqp/mv7Jdr6sN7jlMmkAhyu"
        "VkVWOwtDJ/tyWIOkorBP6Use/uf/+pYADAgrPf/z/3X5cEL8WP5/OHnIKA=="
    ),
}
#: Texts of at most this many bytes are priced without it (a few letters, a token at stake; its
#: pass takes a 100-byte text's estimate from 6 to 11 us, its fixed cost of a few big-integer
#: operations). A user's line in Estonian or Malagasy is longer, and was 0.54-0.71x with the term
#: only past _RARE_ASCII_MIN.
_TRIGRAM_MIN = 64
#: Two unlike ASCII symbols side by side that the tokenizer holds as no token (``(=``, ``]~``, ``%>``):
#: the pair weights price a symbol after a symbol at about 0.1 token, what the pairs code is full of
#: cost (``()``, ``):``, ``",``: a token each, and a symbol repeated), and _PUNCT_CHANGE prices
#: runs of 4 or more; a run of two or three that no token holds is two or three tokens. Chemistry's
#: SMILES strings (``C(=O)``) were 0.71-0.84x (now 0.85-0.98x), a letter and three symbols of line
#: noise 0.64-0.74x (now 1.04-1.11x).
#: _COMMON_SYMBOL_PAIRS holds, per profile, the pairs its vocabulary has a token for (first * 32 +
#: second, in the order of _ASCII_SYMBOLS; a symbol repeated counts as common): about 550 of the 992
#: unlike pairs. Each other pair pays _RARE_SYMBOL_WEIGHTS (1/_PAIR_UNIT token), measured by
#: ``bench/bigrams.py --symbol-pairs`` (the largest need of its shapes for 0.95 of their real
#: count, where such pairs are a third of the unlike pairs or more: below, the need is what the
#: rest of the text lacks divided by few pairs, up to 3.7 tokens a pair, and emoticons in chat were
#: 1.6x with it). Held-out text has 0-3 such pairs per 1,000 characters (JSON the most), line noise 140.
_COMMON_SYMBOL_PAIRS = {
    "o200k": bytes.fromhex(  # 582 pairs of 1,024
        "c3fbd401ffffdb7d0fec401088e88014d339a502a4090004deffdf57fff7f3beffffdf7fabfbec04cefdc401ffffe216"
        "fa7bcc34fffff7bffefffe97fefff61ffa7d8340ed505e14fff2fe5cfefbff79cff9da248a80e000dedae01fcaf8c200"
        "f3ffdf778031c012dafbc73700a981495ad0a070c2108020fbfdff7d00580480"
    ),
    "cl100k": bytes.fromhex(  # 602 pairs of 1,024
        "c3ebd601fefffb7f4fece4108ae88014d379a502a4090004deffdf77fff7f3beffffdf7feafbec04defdc405ffffe214"
        "fa7bcc14fffff73ffefffe97fffffe1ffb798340eb525e14fff2fedcfeffff7dcbb9de018a00e000dedae01fcaf1c204"
        "faffdf738030c012dafbcf3780a98549dad2a0749e30c422fafbff7d00580480"
    ),
    "claude": bytes.fromhex(  # 576 pairs of 1,024
        "4b29c645feffdb7fd7bae0c0dab981169a39810124008400feffff5ffff7f29cffffdfffc2ffd597da7dd423debfc055"
        "da3bcc10daffc335defffab4defeee1d7250834491509e04fef0de14fafbcf1953a9d2051600a014d2fae097ce7bea77"
        "dfffdf77807fc012d2ffcf3502b9810cdabc8070f8b8c266fafddfff027b8080"
    ),
}
_RARE_SYMBOL_WEIGHTS = {"o200k": 106, "cl100k": 100, "claude": 74}
#: Texts of at most this many bytes are priced without that term and _REPEAT_WEIGHTS' (most calls
#: are short: a role, a tool name, an id: the terms' passes would double their time); the estimate
#: stays monotone (the terms only add, past the length).
_RARE_ASCII_MIN = 256
#: Three letters alike or more right after a space or a symbol (`` ffff``, ``-XXXX``, `` zzz``): a
#: tokenizer has few tokens of a letter repeated, fewer after a space (`` ffff`` is `` f`` + ``fff``):
#: the fill of an erased flash in a hex dump, a redacted number, a placeholder were 0.5-0.6x, words
#: of one letter said 3 to 12 times 0.2-0.9x. Prose and code write three letters alike almost never
#: (a long run of one letter was already over: its pieces of 10 and 16 letters). What each letter
#: of such a run that repeats the one before it pays (1/_PAIR_UNIT token; :func:`_repeated_letters`),
#: measured by ``bench/bigrams.py --repeats`` (the largest need of its shapes for 0.95 of their
#: real count).
_REPEAT_WEIGHTS = {"o200k": 42, "cl100k": 42, "claude": 42}
#: A lower-case word right after an ASCII symbol (``a,b,c``, ``"word"``, ``['tags']``, ``key:value``,
#: a tight ``|cell|``): a tokenizer's vocabulary holds the common words with their leading space,
#: and a symbol before a space merges with nothing; right after a symbol a word is spelled in
#: more pieces, the more the longer it is, and a symbol alone between two words is a token of its
#: own where the pairs price it at about a third (o200k, words of 2-4 letters after commas: 0.72x,
#: of 9-10 letters 0.60x; a CSV of everyday words 0.63x, a Python list of them 0.79x, a tight
#: Markdown table 0.76x). Two terms, measured by ``bench/bigrams.py --glued-words`` on the 3,000
#: most common lower-case words of three sources (licences, man pages, Python's library), each
#: word after the symbol (``word,word``), for 0.95 of the real count: a symbol alone between a
#: letter or digit and a lower-case letter pays its weight (_GLUED_SYMBOL_WEIGHTS, one byte per
#: symbol of _ASCII_SYMBOLS in hex, 1/_PAIR_UNIT token: nothing for ``.`` and ``_``, which the
#: vocabularies hold with the word after them), measured on words of 2-4 letters, where the
#: word's length costs nothing (each source's words as often as it writes them); each letter past
#: the fourth of a lower-case word right after an ASCII symbol pays _GLUED_LETTER_WEIGHTS (base,
#: high, the symbols that pay high: those whose words' need is more than one over the median
#: symbol's), measured on words of 9-14 letters after each symbol, with the symbols' weights: a
#: single weight for all, the largest need (a comma's), put code 1-4% over (Python +1.2 to +1.8
#: points, JSON +1.4 to +3.2 where it is +0.3 to +2.3 with two).
#: In the text through :func:`_glued_codes`, a symbol then five lower-case letters or more (the
#: literal start of each is searched fast; 17 a symbol of high), and where a run of them ends.
_GLUED_WORD = _lazy_re(rb"\x01\x06{5,}")
_GLUED_WORD_START = b"\x01" + b"\x06" * 5
_GLUED_WORD_HIGH = _lazy_re(rb"\x11\x06{5,}")
_GLUED_WORD_HIGH_START = b"\x11" + b"\x06" * 5
_NOT_LOWER_CODE = _lazy_re(rb"[^\x06]")
_GLUED_SYMBOL_WEIGHTS = {"o200k": "261e250026001c002325260c0000001f2601181f260000192017001b14261f20",
                         "cl100k": "281d2000130024002526270f0000002227061b1c04001018131200191c271128",
                         "claude": "0505050000000505050205050405000500050401000000050000040005050505"}
_GLUED_LETTER_WEIGHTS = {"o200k": (5, 7, ","), "cl100k": (4, 6, ",-["), "claude": (0, 3, "'")}
#: A separator of fields alone between a letter or digit and a capitalised word (a CSV of names,
#: cities and categories, ``Name;Email``, a tight ``|Cell|``): a tokenizer keeps it a token of its
#: own (``London`` ``,`` ``Paris``), where the pairs price it at about a third of one, and a CSV of
#: capitalised values was 0.82-0.87x (o200k, cl100k). What each pays (1/_PAIR_UNIT token),
#: ``python bench/bigrams.py --glued-capitals``: the largest need, for 0.95 of the real count, of
#: fields of capitalised words of three lengths from three sources. Other symbols are left at the
#: pairs' price: code writes ``self.Name``, ``(String``, ``<Type>`` everywhere, which the
#: vocabularies hold (pricing them all put code +10% over, stop 42).
_GLUED_CAPITAL_WEIGHTS: dict[str, dict[str, int]] = {
    "o200k": {",": 47, ";": 48, "|": 48}, "cl100k": {",": 55, ";": 61, "|": 61}, "claude": {",": 28, ";": 6, "|": 28}}
#: A separator of fields between two quotes (``"a";"b"``, ``'a'|'b'``: a CSV export with semicolons,
#: a quoted table): o200k and cl100k hold ``";`` as a token and spell the next quote apart, so the
#: three symbols are two tokens and the next word starts a new one; the pairs price them as one:
#: quoted fields between semicolons were 0.50-0.57x (o200k, cl100k). Each such sequence pays its
#: weight (1/_PAIR_UNIT token) per profile, ``python bench/bigrams.py --quoted-separators``: the
#: largest need, for 0.95 of the real count, of lines of six quoted words (lower-case or
#: capitalised, three lengths, three sources; each source left out, the other two set 0.89-1.01x of
#: its real count). Commas and tabs between quotes are left to the pairs
#: (``", "`` is JSON's and Python's everyday list; ``","`` one token in o200k).
_QUOTED_SEPARATOR_WEIGHTS: dict[str, dict[bytes, int]] = {
    "o200k": {b'";"': 111, b'"|"': 111, b"';'": 120, b"'|'": 14},
    "cl100k": {b'";"': 120, b'"|"': 120, b"';'": 135, b"'|'": 35},
    "claude": {b'";"': 71, b'"|"': 19, b"';'": 71, b"'|'": 0}}
#: A single quote, a colon and a space (a key of a Python dict as ``repr`` prints it, ``{'name': 'x'}``,
#: ``{'retries': 3}``): o200k and cl100k hold ``':`` as a token and the space goes with the value,
#: where the pairs price ``':`` as they price JSON's ``":``, which the tokenizers spell likewise but
#: which their fit sources write far more: Python dicts of everyday words were 0.90-0.92x (o200k),
#: 0.91-0.95x (cl100k), of less common words 0.83-0.85x. What each pays (1/_PAIR_UNIT token), ``python
#: bench/bigrams.py --quoted-keys``: the largest need, for 0.95 of the real count, of lines of dicts of
#: strings, nested dicts and key-value lines of the everyday words of three sources and three disjoint
#: draws of _KNOWN_WORDS (each left out, the other five set 0.94-1.02x of its count).
_QUOTED_KEY = b"': "
_QUOTED_KEY_WEIGHTS: dict[str, int] = {"o200k": 28, "cl100k": 32, "claude": 0}
#: A comma between two quotes before a capitalised word (``["Alpha","Beta"]``, ``['Alpha', 'Beta']``,
#: a quoted CSV of names): the word has no space before it and starts a token of its own after the
#: quote, where the pairs price it as a word after a space: a compact JSON list of capitalised
#: strings was 0.78x, a quoted CSV of them 0.80x (o200k, cl100k). Each such sequence followed by an
#: upper-case letter pays its weight (1/_PAIR_UNIT token) per profile, ``python bench/bigrams.py
#: --quoted-capitals``: the largest need, for 0.95 of the real count, of lines of six quoted
#: capitalised words (three lengths, three sources; each source left out, the other two set
#: 0.87-1.03x of its real count). Lower-case words after them: _QUOTED_LOWER_WEIGHTS.
_QUOTED_CAPITAL_WEIGHTS: dict[str, dict[str, int]] = {
    "o200k": {'","': 50, '", "': 29, "','": 60, "', '": 38},
    "cl100k": {'","': 59, '", "': 39, "','": 75, "', '": 54},
    "claude": {'","': 32, '", "': 29, "','": 32, "', '": 29}}
#: A comma or a colon between two double quotes before a lower-case word (``["alpha","beta"]``,
#: ``{"name":"build"}``, a quoted CSV): o200k and cl100k hold ``","`` and ``":"`` as one token each,
#: and the word after them starts a token of its own without a space, where the pairs price the
#: three symbols and the word as less: compact JSON objects of everyday words were 0.77-0.79x,
#: compact lists 0.82-0.85x, a quoted CSV 0.79-0.81x (o200k, cl100k; the corpus's JSON is all
#: pretty-printed, ``", "``, which stays at the pairs' price). Each such sequence followed by a
#: lower-case letter pays the profile's one weight for both (1/_PAIR_UNIT token), ``python
#: bench/bigrams.py --quoted-lower``: the largest need, for 0.95 of the real count, of lines of six
#: quoted words and of compact objects of three pairs (three lengths, three sources; each source
#: left out, the other two set 0.95-0.96x of its real count, Claude 0.92-1.00x). And ``','`` (SQL's
#: ``VALUES ('a','b')``, a single-quoted CSV: 0.71-0.73x) its own weight, measured likewise on lines
#: of six words quoted so (each source left out 0.94-0.97x), and ``="`` (XML and HTML attributes,
#: ``name="build"``: 0.90-0.93x of short words) its own, measured on elements of three attributes
#: (each source left out 0.95-0.96x).
_QUOTED_LOWER_WEIGHTS: dict[str, dict[str, int]] = {
    "o200k": {'","': 33, '":"': 33, "','": 41, '="': 15}, "cl100k": {'","': 29, '":"': 29, "','": 40, '="': 17},
    "claude": {'","': 7, '":"': 7, "','": 0, '="': 0}}
#: A word of _BARE_SPLIT_WORDS right after one of those sequences (``{"plateau":"erosion"}``,
#: ``VALUES ('verdict','statute')``): the tokenizers spell it in two tokens or more, where the weight
#: above was measured on everyday words, which they mostly spell in one: compact JSON of less common
#: listed words was 0.84-0.89x. Each such word, found with the byte that ends it (only adds), pays
#: this much more (1/_PAIR_UNIT token), ``python bench/bigrams.py --quoted-lower``: the largest need,
#: for 0.95 of the real count, of quoted lists, compact objects, SQL values and attributes of words
#: of 4-7, 8-9 and 10-13 letters drawn evenly from _KNOWN_WORDS, three disjoint draws (each left out,
#: the other two set 0.93-0.98x of its real count); the everyday words' texts move by 3 points at most.
_QUOTED_SPLIT_WEIGHTS = {"o200k": 32, "cl100k": 33, "claude": 37}
#: Each sequence of _QUOTED_LOWER_WEIGHTS before a lower-case letter, and before a word of four letters
#: or more and the byte that ends it: patterns that start with the sequence (an alternation of the four
#: was 15 times slower: no literal to skip to).
_QUOTED_BEFORE_LOWER = {sequence.encode(): _lazy_re(re.escape(sequence.encode()) + rb"(?=[a-z])")
                        for sequence in _QUOTED_LOWER_WEIGHTS["o200k"]}
_QUOTED_THEN_WORD = {sequence.encode(): _lazy_re(re.escape(sequence.encode()) + _ENDED_WORD)
                     for sequence in _QUOTED_LOWER_WEIGHTS["o200k"]}
#: Byte -> its code in the sequences of _QUOTED_CAPITAL_WEIGHTS: 1 a double quote, 2 a single one,
#: 3 a comma, 4 a space, 5 an upper-case ASCII letter, 0 anything else.
_QUOTE_CODES = bytes(1 if b == 0x22 else 2 if b == 0x27 else 3 if b == 0x2C else 4 if b == 0x20
                     else 5 if 0x41 <= b <= 0x5A else 0 for b in range(256))
#: A run of two to eight of one ASCII symbol between words, spaces or line breaks (_run_units). Glued
#: between two words (``std::vec``, ``wait...what``, ``a&&b``, ``x==y`` of longer names: two letters
#: or digits before it, two letters after): the tokenizers spell the run as a token or two of its own
#: (they hold ``&&`` whole, not ``&&&``), and the word after it starts a token, where the pairs price a
#: symbol repeated at a tenth of a token: such runs between words of 3-9 letters were 0.60-0.86x
#: (stop 54, all 32 symbols, runs of 2, 3, 4 and 6). A word of one letter or a digit on either side
#: is left out: ``-rw-r--r--`` (every ``ls -l``) is no such run. Beside a space or a line break, the
#: other side a space, a line break, a letter or a digit (`` ~~~word``, ``word;;; next``, `` ||| ``, a
#: line of ``^^^``): the tokenizers glue the space before it too: 200 such runs between words were
#: down to 0.57x (cl100k ``~~~~`` after a space), 1,811 of 9,216 symbol x length x shape x profile
#: cells under 0.90 (stop 55). Found from the symbol and its repeat (most symbols are not repeated:
#: half the time of a pattern that looks behind first), then the byte before them; the byte after
#: it closes the run (nothing appended takes a run away), one scan for both kinds.
_SPACED_RUN = _lazy_re(rb"([!-/:-@\[-`{-~])\1(?:(?<=[A-Za-z0-9 \n]..)|(?<=^..))\1{0,6}(?=[A-Za-z0-9 \n])")
#: What a run glued between two words pays on top (1/_PAIR_UNIT token), a run of two and a longer
#: one, per profile (``python bench/bigrams.py --glued-runs``): the largest need, for 0.95 of the real
#: count, of 200 runs of each of the 32 ASCII symbols (2, 3, 4 and 6 long) between words of 3-9
#: letters of three sources (measured, not fitted; each source left out, the other two set 0.92-0.98x).
_GLUED_RUN_WEIGHTS: dict[str, tuple[int, int]] = {"o200k": (33, 93), "cl100k": (35, 97), "claude": (6, 70)}
#: The side of a run (_SPACED_RUN): W a letter or a digit, S a space, N a line break (or the text's
#: start).
_RUN_SIDES = bytes(0x57 if chr(b).isascii() and chr(b).isalnum() else 0x53 if b == 0x20 else 0x4E for b in range(256))
#: What a run beside a space or a line break pays on top (1/_PAIR_UNIT token), per profile, by its
#: sides and its symbol, two, three, or four long and more (``b"S~~~W"``: three tildes after a space,
#: before a word), the others nothing (``python bench/bigrams.py --spaced-runs``): the largest need,
#: for 0.95 of the real count, of 200 runs of each of the 32 ASCII symbols (2, 3, 4, 5, 6 and 8 long)
#: of each shape, between words of 3-9 letters of three sources (measured, not fitted; each source
#: left out, the other two set 0.91x or more of its count). As hex, a byte a run: the shapes in
#: _SPACED_SHAPES' order, in each the 32 symbols in _ASCII_SYMBOLS' order, in each two, three and four
#: long (_spaced_run_table).
_SPACED_RUN_WEIGHTS: dict[str, str] = {
    "o200k": (
        "0608310000060605420000000744770644000709120100000b46150a060808477607412f030300060705000000060938"
        "07426e000000000012000013070b1c000000000000001e1e00310000375f090704000000090800094413074620003451"
        "000100000000010000000000000034013e0001000000000000000000000003003500000000000003000000000000002c"
        "02012c00000000000000000000011e000000000000001400000000002d01000000000000013d00000000003e00000016"
        "00000e00000000001f000000002358002500000000000000002300000000002655002411000000000000000000000018"
        "00244b00000000000000000000000000000000000000000000110000163e000000000000000000002300002300001434"
        "0f0d050703000f0f0f0000000c0e44104e0a0e100b0b03000f110e100e0a0e0e460b0e0a0a08040c120e0000000e0d3a"
        "0e103c00000000000001000a100f2c000000000000002500030000073e140e0f0d0400000e4e07100e0d0e4c09040026"
        "00002931000e00003500000000373537361500002733301400000000001000383338392500000000000000000000382a"
        "00372c0000000000040025230000230000000000001e100000260030653e0037352c2700373618003709003a002b284a"
        "00001600000c00001d0000000025570022000000001c1b0000210000001e21235720222d00001600001d00000000204f"
        "002153000000000a00000d0a00210a000000000000083600001000164e7620211f16000000200000221f002100144c5b"
        "000000000000000000000000000024002b0000000000000000000000000000002300000000000000000000000000001c"
        "00001d00000000000000000000000d000000000000000600000000002100000000000000002b00000000002b00000006"
        "000017220000000025000000002b24272c06000016231c01000000000002002b23272a1600000000000000000000281e"
        "00261d0000000000000016100000130000000000000f01000017001e572f0026251c1700272704002600002b001f1537"),
    "cl100k": (
        "090a2d00000001002c000000000b080a48020a0c000c09120d0c1a0c0a410b0d790a455a0506040505000000000a0c64"
        "0b4670000000000025000009000000000000000000001a000007000032340b0b090000000c0b000c47440605000a4a7f"
        "000117000000000000000000000000003d0001000000000000000000000000003300001a000000000000000000003c1c"
        "01012c000000000000000000000000000000002100000000000000002300000037000000000000003d00000000003b34"
        "00000c000000000008000000000000002600000000000000000000000020000056002439000000000000000000000042"
        "00244c000000000000000000000000000000000000000000000000000d1200000000000000000000242000000000265d"
        "1514280904000f0a0400000000000017551115170017141516181417161215154e1215320f0f0e0f120a000000154f31"
        "1416420000000a0800000001000000000000033500000000001200063c0016174e00000014150016521410110016534b"
        "00001e00000000000f00000000000036341300000000362300000000000e00353135374a00000000002700000000351c"
        "003528000000000000001a00000000000000241d00170700000000275a0c00353300150033340000360700300034376c"
        "20223900000000000c00000000000900200000000022231100200000001e001f551f204300001900001600000000203e"
        "001f510000000013070902000000000000000b0400002d000000000f434720201d0b0000001d0000211e001900205d56"
        "000007000000000000000000000000002f00000000000000000000000000000028000010000000000000000000003010"
        "000020000000000000000000000000000000001400000000000000001b0000002a000000000000003200000000003129"
        "0000130000000000010000000000002a3007000000002717000000000005002b26292f4100000000001f000000002b14"
        "002920000000000000001000000000000000190d000e00000000001a5002002628000b002929000029000029002c2b5f"),
    "claude": (
        "000062000026000000000000000020003b00000030000021013a0b000023003c6d3d3b17000000000033000000003b61"
        "261a00003c5600002f00003c000000000000000000003d272b1f0035315c000000000035023d15003b000039273a3d6f"
        "00022f00011d02000000000000020003030003003501001e000100000000000135003e00000000010000000000023d1e"
        "002100013d1d00000000001a000000000000002600000000000000003109000035000014013e00003e00000100000035"
        "00005f00001f00000000000000001f00370000003200002000370900002100386938381400000000002f00000000375d"
        "24190000385400002b000038000000000000000000003824261c00302b5800000000003100361400370000372337386c"
        "00000f00000000000000000000000000000000000f000000000000000000000019001e00000000000000000000001900"
        "000000001b00000000000000000000000000000400000000000000001200000017000000001d00001a00000000000016"
        "00001e00000e00000000000000000000000000002800001100000000000000002a00300000000000000000000000300d"
        "001100002d1200000000000a000000000000001800000000000000002200000025000004002c00002f00000000000028"
        "000053000014000000000000000010002a00000023000012002a00000015002b5c2b2906000000000022000000002c4a"
        "120c00002a4600001f00002c000000000000000000002716161000211d4b000000000025002809002a00002b152a295f"
        "00000a000000000000000000000000000000000012000000000000000000000012001a00000000000000000000001a00"
        "000000001b00000000000000000000000000000100000000000000001100000013000000001a00001b00000000000013"
        "000000000000000000000000000000000000000004000000000000000000000006000e00000000000000000000000d00"
        "000000000d00000000000000000000000000000000000000000000000100000005000000000c00000b00000000000006"),
}
#: The sides of the runs of _SPACED_RUN_WEIGHTS, in its order (a word on both sides: _GLUED_RUN_WEIGHTS).
_SPACED_SHAPES = ("SW", "WS", "SS", "NW", "WN", "SN", "NS", "NN")
#: An ASCII symbol alone after a space or a line break (or first) and before a lower-case letter: a
#: hashtag, a mention, a quote or a bracket opening a word (`` #release``, `` ~user``, `` (see``). The
#: tokenizers glue the space to the symbol and start the word without its space, a rarer token (two
#: for a word of a vocabulary's middle), where the pairs price the symbol as a word's start: lines of
#: hashtags were 0.85-0.89x (o200k, cl100k), of words each opened by ``& ' ( . ; ~`` 0.86x (cl100k,
#: stop 55). Found from the symbol, then the byte before it; the letter after it closes it.
#: And before an upper-case letter: a hashtag of capitalised or CamelCase words (`` #Travel``,
#: `` #MachineLearning``), a quote or a bracket opening a name: lines of such hashtags were 0.84-0.88x
#: (all three profiles, stop 55). The match is the symbol and the letter (one scan for both cases).
_OPENING_SYMBOL = _lazy_re(rb"[!-/:-@\[-`{-~](?<![^ \n].)[A-Za-z]")
#: An upper-case ASCII letter -> 128, any other byte 0 (a symbol opening a capitalised word is read at
#: its code + 128 in the table of _opening_weights).
_CAPITAL_BIT = bytes(128 if 0x41 <= b <= 0x5A else 0 for b in range(256))
#: Such a symbol and the capitalised word it opens (three letters or more, ended by anything but a
#: lower-case letter). Stop 55's weights of _OPENING_SYMBOL before a capital were measured on each
#: source's common words, which the vocabularies hold capitalised; a word of _KNOWN_WORDS whose
#: capitalised form the profile does not hold is spelt in pieces (``"`` ``Cor`` ``ridor``): dialogue
#: of less common words was 0.87x (o200k), emphasised names 0.85-0.88x, hashtags 0.84-0.88x (stop 59).
#: Such a word pays _OPENED_TITLE_WEIGHTS on top (1/_PAIR_UNIT token), ``python bench/bigrams.py
#: --opened-titles``: the largest need, for 0.95 of the real count, of lines of such words in quotes,
#: brackets, emphasis and hashtags, of 4-10 letters, three disjoint draws of _KNOWN_WORDS (each left out,
#: the other two set 0.94-0.97x); the everyday words of three sources, which hold few such words, held out:
#: 0.93-1.14x. Not after ``<``: a tag's name pays _TAG_TITLE_WEIGHTS (measured before this rule), once.
_OPENED_TITLE = _lazy_re(rb"[!-/:;=-@\[-`{-~](?<![^ \n].)[A-Z][a-z]{2,}(?=[^a-z\x80-\xff])")
_OPENED_TITLE_WEIGHTS: dict[str, int] = {"o200k": 66, "cl100k": 53, "claude": 37}
#: What such a symbol pays on top (1/_PAIR_UNIT token), per profile, as hex (a byte a symbol, in
#: _ASCII_SYMBOLS' order; ``python bench/bigrams.py --opening-symbols``): the largest need, for 0.95
#: of the real count, of 200 words opened by the symbol after a space in a line of words and after a
#: line break, and for the marks that open every word of a line in use (``# : / ~``: hashtags, emoji
#: shortcodes, slash commands, home directories) in lines of such words, of three sources of words
#: (measured, not fitted; each source left out, the other two set 0.93x or more of its count; ``$``
#: has its own term, _DOLLAR_BEFORE, whose shell and PHP shapes found ``$name`` cheap). Lines
#: of ``(word`` or ``'word`` would need more (cl100k 0.80-0.86x; nobody writes them), and code more
#: than cl100k's goal allows (samples/code +11.8%, 11.2% before the two terms).
_OPENING_SYMBOL_WEIGHTS = {"o200k": "09060b000d0b070007090800000200080a0000030a000000060505030b0d0d05",
                           "cl100k": "0f0a0c00001214060c100e030002000d10000604000002000009080413141211",
                           "claude": "0000020000000000000000000000000000000000000000000000000000000000"}
#: What a symbol opening a capitalised word pays (``python bench/bigrams.py --opening-capitals``):
#: the largest need of the same shapes, and for ``# : / ~`` lines of CamelCase pairs so opened
#: (``#MachineLearning``), of three sources of words (each left out, the others set 0.90x or more).
#: CamelCase hashtags of less common words stay 0.87x with cl100k (the sources' words are common).
_OPENING_CAPITAL_WEIGHTS = {"o200k": "100618000e0d120911110f120809061212000a02110000020d0c090a0d0c0e0a",
                            "cl100k": "1b0e1900071622131e1c1a1c120d101b1f0018050000110a0916121119181a1c",
                            "claude": "0e091900000907080806070d0b070b16010909020000010a000506040a090618"}
#: Markdown emphasis closed after a word and before an ASCII punctuation mark (``**Label**:``,
#: ``**done**.``, ``~~old~~,``): a vocabulary that does not hold the mark and the punctuation as one token
#: (o200k has ``**,`` and ``**)``, not ``**:``, ``**.`` nor ``**!``) spells them in two, where the pairs
#: price one: lines of ``- **Label**: text`` were 0.83-0.87x (o200k), ``**Label**:`` at a line's start
#: 0.78-0.83x, strike-through before punctuation 0.78-0.93x with Claude's tokenizer (stop 54). The mark
#: (the longest of ``** __ ~~ * _``, not followed by itself) is found once the punctuation mark after
#: it is there: from the mark's first byte (each alternative starts with a literal, so the regex skips
#: to one at C speed: four times faster than a group of the marks first), then the byte before it.
_EMPHASIS_CLOSE = _lazy_re(b"|".join(mark + rb"(?<=[A-Za-z0-9]" + mark + rb")(?!" + alone + rb")(?=[!-/:-@\[-`{-~])"
                                     for mark, alone in ((rb"\*\*", rb"\*"), (b"__", b"_"), (b"~~", b"~"),
                                                         (rb"\*", rb"\*"), (b"_", b"_"))))
#: What each mark + punctuation pays on top (1/_PAIR_UNIT token), per profile (``python
#: bench/bigrams.py --emphasis``): the largest need, for 0.95 of the real count, of lines of list
#: labels and of sentences, the word lower-case or capitalised, of three sources of words (each source
#: left out, the other two set its texts at 0.93x or more); the pairs not listed need nothing.
_EMPHASIS_CLOSE_WEIGHTS: dict[str, dict[bytes, int]] = {
    "o200k": {b'**!': 56, b'**"': 46, b'**$': 55, b'**&': 53, b'**(': 53, b'**-': 49, b'**.': 50, b'**/': 39,
        b'**:': 54, b'**=': 47, b'**>': 45, b'**[': 6, b'**\\': 46, b'**_': 55, b'__"': 50, b'__%': 54, b"__'": 51,
        b'__*': 52, b'__-': 49, b'__<': 17, b'__=': 44, b'__\\': 38, b'__]': 52, b'__^': 45, b'__{': 54, b'__|': 51,
        b'~~,': 35, b'~~-': 24, b'~~/': 13, b'~~=': 19},
    "cl100k": {b'**"': 56, b'**$': 57, b'**&': 66, b"**'": 65, b'**(': 10, b'**)': 5, b'**,': 3, b'**-': 62,
        b'**.': 62, b'**/': 54, b'**:': 7, b'**=': 61, b'**>': 53, b'**@': 23, b'**[': 61, b'**\\': 53, b'**_': 63,
        b'__"': 60, b'__%': 47, b"__'": 63, b'__(': 3, b'__)': 3, b'__*': 63, b'__,': 3, b'__-': 62, b'__.': 2,
        b'__:': 5, b'__;': 5, b'__<': 33, b'__=': 63, b'__>': 56, b'__\\': 50, b'__]': 53, b'__^': 55, b'__{': 65,
        b'__|': 64, b'~~,': 69, b'~~-': 65, b'~~/': 52, b'~~=': 60, b'*"': 5, b'*&': 5, b"*'": 5, b'*)': 5,
        b'*,': 3, b'*-': 5, b'*.': 5, b'*:': 3, b'*_': 3, b"_'": 6, b'_(': 6, b'_)': 5, b'_*': 6, b'_,': 5,
        b'_-': 5, b'_.': 3, b'_:': 4, b'_;': 4, b'_=': 3, b'_{': 2, b'_|': 10},
    "claude": {b'**"': 27, b"**'": 29, b'**+': 34, b'**;': 20, b'**=': 30, b'**?': 6, b'**[': 26, b'**]': 27,
        b'**^': 25, b'**{': 25, b'**~': 29, b'__%': 18, b'__*': 37, b'__+': 39, b'__-': 34, b'__/': 21, b'__;': 32,
        b'__<': 45, b'__=': 37, b'__>': 30, b'__\\': 44, b'__{': 37, b'__|': 38, b'~~!': 28, b'~~"': 104,
        b'~~#': 27, b'~~$': 30, b'~~%': 11, b'~~&': 37, b"~~'": 31, b'~~(': 33, b'~~)': 102, b'~~*': 99, b'~~+': 30,
        b'~~,': 105, b'~~-': 101, b'~~.': 102, b'~~/': 89, b'~~:': 32, b'~~;': 20, b'~~<': 33, b'~~=': 30,
        b'~~>': 29, b'~~?': 1, b'~~[': 20, b'~~\\': 97, b'~~]': 21, b'~~^': 26, b'~~_': 28, b'~~`': 22, b'~~{': 29,
        b'~~|': 25, b'~~}': 30},
}
#: A ``$`` before another ``$`` or a backslash (display and inline math: ``$$\\frac``), a parenthesis
#: (``$((n + 1))``, ``$(date)``), a brace (``${{ secrets.X }}``) or a capital (``$HOME``): the tokenizers
#: spell it as a token of its own or glue it to the symbol after it, where the pairs price it as glued
#: to what follows. The byte ``$`` costs what a fit on code says (next to nothing: Perl, PHP and shell
#: variables), and such a ``$`` pays its follower's weight on top, found once the follower is there
#: (appending only adds). Without it display math was 0.72-0.80x and shell arithmetic 0.86-0.89x (stop
#: 54). Stop 54's one weight for a ``$`` before anything but a lower-case letter was the largest need,
#: display math's: ``$1``, ``$?``, ``$_``, ``"$``, ``$ `` (1.0-1.65x without any charge, stop 59) paid it
#: too, and in the held-out code, where ``${``, ``$(`` and ``$`` before a digit cost -0.03 to 0.05 token
#: more than their follower alone, it was a point of its over-count. The group is the follower (the
#: list findall returns joins into their bytes).
_DOLLAR_BEFORE = _lazy_re(rb"\$(?=([$\\({A-Z]))")
#: What such a ``$`` pays (1/_PAIR_UNIT token), per profile and follower (``python bench/bigrams.py
#: --dollar``): the largest need, for 0.95 of the real count, of the shapes of its followers (display
#: and inline math for ``$`` and ``\\``; shell arithmetic and commands for ``(``; braced variables and
#: GitHub expressions for ``{``; quoted, bare and PowerShell variables for a capital), over three
#: sources of words (each left out, the other two set 0.94-0.97x of its count; positional and special
#: variables, prompts and Perl's ``$_`` need none: 0.97-1.65x without). cl100k's capital keeps stop 54's
#: 38 (21 measured): PowerShell's ``$env:NAME = $PSScriptRoot`` lines are 0.87x with 38, 0.85x with
#: 21, an under-count that is not the ``$``'s (``P`` ``SS`` ``cript`` ``Root``), left. Measured again
#: with the later rules of stop 59 in place (_HUMP_WEIGHTS price ``$NamePath``'s hump), a capital needs
#: 54/18/0: o200k's 58 and cl100k's 38 are kept, for the same PowerShell lines.
_DOLLAR_WEIGHTS: dict[str, dict[str, int]] = {"o200k": {"math": 57, "(": 37, "{": 9, "A-Z": 58},
                                              "cl100k": {"math": 43, "(": 35, "{": 0, "A-Z": 38},
                                              "claude": {"math": 0, "(": 37, "{": 19, "A-Z": 0}}
#: A space before a line break, then a line that starts with a letter or a symbol (trailing spaces,
#: Markdown's hard break ``"  \n"``): o200k and cl100k hold `` \n`` as one token wherever it stands;
#: Claude's tokenizer does only before a space or another line break, and before anything else spells
#: the space and the line break apart (``service`` ``Ġ`` ``Ċ`` ``failed``): lines with a trailing space
#: were 0.76-0.80x with it (stop 58). Found once the byte after the line break is there (appending
#: only adds); not before a digit (lines of numbers were 1.00x without it).
_SPACE_BREAK = _lazy_re(rb" \n(?=[^\t\n\r 0-9])")
#: What such a space pays (1/_PAIR_UNIT token), per profile (``python bench/bigrams.py --space-break``):
#: the largest need, for 0.95 of the real count, of lines of words, sentences, hard breaks and bullets
#: with a trailing space, over three sources of words (each left out, the other two set 0.94-0.96x
#: of its count).
_SPACE_BREAK_WEIGHTS: dict[str, int] = {"o200k": 0, "cl100k": 0, "claude": 31}
#: A number after a space, at its fourth digit. Claude's tokenizer holds numbers of four and five
#: digits after a space as one token far more often than o200k and cl100k, which read three digits
#: at a time (`` 1987``, `` 1234``, `` 12345`` are one token; `` 1000`` to `` 9999`` cost it 1.9 tokens
#: on average, every year of 1900-1999 one); the pairs, fitted where most digits run long (ids, hashes,
#: numbers glued to letters), priced such numbers at 1.27-1.30x (lines of them) and the long listings
#: of ``ls -la`` at 1.16-1.23x. There the fourth digit pays nothing more: its pair and its byte are
#: taken off as it comes (_Tables.spaced_number), so appending it never lowers the estimate. Not after
#: anything but a space: bare numbers (``1987`` after a comma, a line break, a letter) are 2 tokens
#: and priced near it (1.03-1.04x: a rebate there took them to 0.89x).
_SPACED_NUMBER = _lazy_re(rb" [0-9]{4}")
#: A word of three lower-case ASCII letters after a space, and the byte after it, which is no letter
#: (:func:`_short_word_units`: a word still being written is counted when it ends).
_SHORT_WORD = _lazy_re(rb" ([a-z]{3})(?=[^A-Za-z\x80-\xff])")
#: A combining mark of U+0300-036F (``\xcc\x80``-``\xcd\xaf``) with the letter before it: an ASCII
#: letter, a Greek or a Cyrillic one (:func:`_nfd_mark_rebate`).
_NFD_MARK = _lazy_re(rb"(?:[A-Za-z]|[\xce\xcf\xd0\xd1][\x80-\xbf])[\xcc\xcd][\x80-\xaf]")
#: The profiles whose tokenizer reads numbers after a space that way.
_SPACED_NUMBER_PROFILES = frozenset({"claude"})
#: Texts this long or shorter skip _glued_word_units and _opening_units (a name, an id, a small
#: argument: a token or two at stake, and a third of their estimate's time; the estimate stays
#: monotone, a longer text only adds), and a symbol then a letter in the text through _WORD_MASK, their gate.
_GLUED_MIN = 64
#: A word of _BARE_SPLIT_WORDS right after a comma, a semicolon or a pipe between it and a letter or a
#: digit (a CSV of words, ``keywords=plateau,erosion``, a tight table): the separator is a token and the
#: word is spelt without its space, in two tokens or more, where _GLUED_SYMBOL_WEIGHTS was measured on
#: everyday words, which the tokenizers mostly spell in one: lines of less common listed words joined
#: by commas were 0.83-0.87x (Claude 0.83-0.85x), by pipes 0.83-0.89x, by semicolons 0.85-0.91x. Each
#: such word pays its separator's weight more (1/_PAIR_UNIT token), ``bench/bigrams.py --separated-split``:
#: the largest need, for 0.95 of the real count, of lines of six words of 4-7, 8-9 and 10-13 letters
#: drawn evenly from _KNOWN_WORDS, three disjoint draws (each left out, the other two set 0.92-0.99x
#: of its real count; lines of everyday words 1.00-1.07x with them). Found with the byte that ends
#: the word (a letter may follow), so the charge only adds.
_SEPARATED_SPLIT_WEIGHTS: dict[str, dict[str, int]] = {
    "o200k": {",": 37, ";": 16, "|": 21}, "cl100k": {",": 34, ";": 19, "|": 22}, "claude": {",": 35, ";": 28, "|": 35}}
#: Such a word and its separator, the separator's class first (the engine skips to it at C speed; with
#: the look-behind first, 4 times slower).
_SEPARATED_WORD = _lazy_re(rb"([,;|])(?<=[A-Za-z0-9][,;|])" + _ENDED_WORD)
#: A word of _BARE_SPLIT_WORDS right after any other ASCII symbol or a line break: ``(plateau``,
#: ``f(erosion)``, ``--recursive``, ``${verdict}``, ``&statute=``, ``_plateau``, a line that starts
#: with one. The tokenizers spell it without its space, in two tokens or more (the symbol a token of
#: its own or glued to its first letters), where the pairs and the symbol rules were measured on
#: everyday words, which they mostly spell in one: such words after each of these symbols were
#: 0.80-0.93x (``&`` 0.80-0.88x, ``$`` 0.83-0.88x, a line break 0.80x with Claude's tokenizer, a
#: bracket 0.88-0.92x; lines of less common words opened by a bracket 0.79-0.84x, a word a line
#: 0.86-0.87x). Each such word pays its symbol's weight more (1/_PAIR_UNIT token), ``python
#: bench/bigrams.py --opened-split``: the largest need, for 0.95 of the real count, of lines of
#: such words after a space and the symbol (``the (plateau and (erosion``) and after a word and the
#: symbol (``tab(plateau xy(erosion``; for the line break, after a word and a word a line), of 4-7, 8-9 and
#: 10-13 letters drawn evenly from _KNOWN_WORDS, three disjoint draws (each left out, the other two
#: set 0.93-0.97x of its real count). Not the quote of a sequence of _QUOTED_LOWER_WEIGHTS (it prices
#: its split words already) nor ``,;|`` (_SEPARATED_WORD); not a word o200k and cl100k hold with its
#: symbol (_HELD_OPENED_WORDS). Found with the byte that ends the word, so the charge only adds.
_OPENED_SPLIT_WEIGHTS: dict[str, dict[str, int]] = {
    "o200k": {"!": 17, '"': 15, "'": 20, "#": 14, "$": 45, "%": 10, "&": 56, "(": 27, ")": 20, "*": 17, "+": 19,
              "-": 28, ".": 28, "/": 6, ":": 19, "<": 0, "=": 19, ">": 15, "?": 15, "@": 0, "[": 0, "\\": 10,
              "]": 12, "^": 19, "_": 24, "`": 17, "{": 29, "}": 12, "~": 14, "\n": 18},
    "cl100k": {"!": 14, '"': 13, "'": 8, "#": 13, "$": 35, "%": 6, "&": 64, "(": 29, ")": 19, "*": 13, "+": 16,
               "-": 32, ".": 32, "/": 18, ":": 18, "<": 4, "=": 21, ">": 16, "?": 7, "@": 6, "[": 16, "\\": 14,
               "]": 9, "^": 31, "_": 26, "`": 14, "{": 24, "}": 41, "~": 11, "\n": 18},
    "claude": {"!": 19, '"': 19, "'": 9, "#": 19, "$": 25, "%": 0, "&": 25, "(": 19, ")": 19, "*": 19, "+": 19,
               "-": 19, ".": 19, "/": 7, ":": 19, "<": 19, "=": 19, ">": 19, "?": 0, "@": 0, "[": 15, "\\": 19,
               "]": 14, "^": 20, "_": 19, "`": 19, "{": 19, "}": 19, "~": 19, "\n": 0}}
#: A word of four lower-case letters or more right after ``->`` or ``=>`` (``node->next``,
#: ``$this->plateau()``, ``verdict=>statute``) pays _ARROW_WORD_WEIGHTS, on top of what ``>`` charges a
#: word of _BARE_SPLIT_WORDS (_OPENED_SPLIT_WEIGHTS): the tokenizers hold the arrow whole and spell the
#: word apart from it, where the pairs price ``>`` glued to the word's first letters: C pointer chains
#: of everyday words were 0.85-0.88x, of less common words 0.87-0.88x, PHP method calls 0.89x (o200k,
#: cl100k; stop 59). ``python bench/bigrams.py --arrow-words``: the largest need, for 0.95 of the real
#: count, of lines of such words after a word and the arrow (``tab->plateau xy->erosion``) and in chains
#: of three (``p->plateau->erosion->statute;``), of 3-6, 7-9 and 10-13 letters, the everyday words of
#: three sources and three disjoint draws of _KNOWN_WORDS (each source left out, the others set
#: 0.94-1.02x of its real count). Found with the byte that ends the word, so the charge only adds.
_ARROW_WORD_WEIGHTS: dict[str, dict[str, int]] = {
    "o200k": {"->": 34, "=>": 28}, "cl100k": {"->": 34, "=>": 30}, "claude": {"->": 4, "=>": 4}}
_ARROW_WORD = _lazy_re(rb"[-=]>(?=[a-z]{4})[a-z]{4,}(?=[^A-Za-z\x80-\xff])")
#: Such a symbol and its word (_ENDED_WORD's tail), or a run of four capitals or more, whole: the symbol
#: is its first byte (groups would build a tuple a match). Any ASCII symbol, a line break or a tab (the
#: lower-case words after ``,;|`` and a tab have rules of their own: weight 0 here), but the quote of a
#: sequence _QUOTED_THEN_WORD and _QUOTED_CAPITAL_WEIGHTS price (look-behinds after the class: the
#: engine still skips to it at C speed; four letters looked for first: 6.1 -> 4.7 ms on 490 KB of
#: English, code, chat and logs, 11,177 found).
_OPENED_WORD = _lazy_re(rb"""[\t\n!-/:-@\[-`{-~](?=[A-Za-z]{4})(?<![,:=]")(?<!,')(?:[a-z]{4,}|[A-Z]{4,})"""
                        rb"""(?=[^A-Za-z\x80-\xff])""")
#: A run of four capitals or more right after an ASCII symbol, a line break or a tab (``"ABANDONED"``,
#: ``{PLACEHOLDER}``, ``MAX_RETRIES``), not one the profile's tokenizer holds (_HELD_CAPITALS): the
#: tokenizers spell it a token every
#: two or three letters (1.9 tokens for four letters on average, 3.9 for thirteen; o200k and cl100k
#: hold the capitals of 627 of the 14,450 listed words whole), where the pairs price it near a word:
#: such runs of everyday words were 0.73-0.86x (o200k, cl100k) after a quote, a brace, a bracket, a
#: hash, and listed words 0.68-0.83x (stop 58). Such a run pays its symbol's weight and the profile's
#: _CAPITAL_LETTER_WEIGHTS for each letter past the third, up to the ninth (the pieces of ten letters
#: price the rest), in 1/_PAIR_UNIT token, ``python bench/bigrams.py --symbol-capitals``: over lines of
#: such runs of 4-6, 7-9 and 10-13 letters after a word and the symbol, from the everyday words of
#: three sources and three disjoint draws of _KNOWN_WORDS, the letter weight is the one whose run
#: weights (each the largest need, for 0.95 of the real count, of its symbol's lines) leave the least
#: largest estimate / real, 1.17-1.22x (one weight a letter alone left 1.40-1.74x, one a run alone
#: 1.17-1.26x); each source left out, the letter and run weights the other five set give it 0.89-1.22x of
#: its real count.
_SYMBOL_CAPITALS_WEIGHTS: dict[str, dict[str, int]] = {
    "o200k": {"!": 49, '"': 37, "#": 49, "$": 5, "%": 46, "&": 41, "'": 71, "(": 23, ")": 49, "*": 45, "+": 46,
              ",": 0, "-": 32, ".": 17, "/": 23, ":": 40, ";": 1, "<": 4, "=": 34, ">": 34, "?": 49, "@": 0, "[": 0,
              "\\": 33, "]": 43, "^": 44, "_": 0, "`": 43, "{": 49, "|": 1, "}": 49, "~": 43, "\n": 0, "\t": 0},
    "cl100k": {"!": 110, '"': 83, "#": 97, "$": 49, "%": 73, "&": 99, "'": 128, "(": 73, ")": 109, "*": 99, "+": 102,
               ",": 34, "-": 87, ".": 64, "/": 75, ":": 97, ";": 37, "<": 58, "=": 84, ">": 79, "?": 63, "@": 59,
               "[": 80, "\\": 77, "]": 77, "^": 90, "_": 40, "`": 87, "{": 108, "|": 37, "}": 104, "~": 110,
               "\n": 30, "\t": 24},
    "claude": {"!": 41, '"': 41, "#": 41, "$": 1, "%": 20, "&": 41, "'": 41, "(": 41, ")": 41, "*": 38, "+": 41,
               ",": 12, "-": 40, ".": 41, "/": 26, ":": 41, ";": 24, "<": 41, "=": 40, ">": 37, "?": 15, "@": 0,
               "[": 33, "\\": 41, "]": 32, "^": 37, "_": 41, "`": 36, "{": 41, "|": 12, "}": 41, "~": 41, "\n": 0,
               "\t": 3}}
_CAPITAL_LETTER_WEIGHTS: dict[str, int] = {"o200k": 10, "cl100k": 4, "claude": 4}
#: A capitalised word of three letters or more glued after a symbol that a letter or a digit
#: precedes (``Users\\Name``, ``Content-Type``, ``Program:Software``, ``Name_Value``, ``List<Item``;
#: not after a space, a line break or first: _OPENING_CAPITAL_WEIGHTS; not after two symbols but
#: ``::``; not ``,;|``: _GLUED_CAPITAL_WEIGHTS), ended by a byte that is no letter. The tokenizers
#: spell the symbol apart or glue it to the word's first letters (``\\Users`` ``-B`` ``uild``), unless
#: they hold the two as one token (_HELD_TITLES), where the pairs price a word after a symbol as a
#: word after a space: such words of everyday sources were 0.71-0.86x (o200k, cl100k) in Windows
#: paths, colon-joined and hyphenated titles, listed words 0.71-0.80x. After ``::`` (``Foo::Bar``:
#: Perl modules, Rust and C++ paths; stop 58 left it out, as a pair the tokenizers hold) a word the
#: profile does not hold whole (_Tables.word_held) pays ``"::"``'s weight: it is spelt in pieces
#: apart from its colons, where Perl module names of less common words were 0.83-0.87x, Rust paths
#: and C++ scopes 0.84-0.89x (stop 59); a word held whole is ``Text`` ``::`` ``Simple``, as priced.
#: (The class first, ``::`` as a second colon a look-ahead allows after a first: as an alternation of the
#: two, the engine lost its skip to the class, 11.0 against 4.5 ms a MB of CJK.)
_GLUED_TITLE = _lazy_re(rb"""[!-+\-./:<-@\[-`{}~](?=[A-Z][a-z]|(?<=:):[A-Z][a-z])(?<=[A-Za-z0-9][!-+\-./:<-@\[-`{}~])"""
                        rb""":?[A-Z][a-z]{2,}(?=[^A-Za-z\x80-\xff])""")
#: What such a word pays (1/_PAIR_UNIT token), per profile and symbol (``python bench/bigrams.py
#: --glued-titles``): the largest need, for 0.95 of the real count, of lines of such words after a
#: word and the symbol (``x(Build y(Status``) and of six joined by it (``Build(Status(Cache``), three
#: lengths, capitalised, the everyday words of three sources and three disjoint draws of _KNOWN_WORDS
#: (each source left out, the others set 0.92x or more of its real count; ``::``'s of the words no profile
#: holds whole, stop 59: 0.92x or more).
_GLUED_TITLE_WEIGHTS: dict[str, dict[str, int]] = {
    "o200k": {"!": 69, '"': 60, "#": 69, "$": 25, "%": 67, "&": 66, "'": 70, "(": 56, ")": 69, "*": 67, "+": 67,
              "-": 55, ".": 49, "/": 46, ":": 65, "<": 30, "=": 58, ">": 59, "?": 69, "@": 0, "[": 16, "\\": 55,
              "]": 63, "^": 64, "_": 59, "`": 63, "{": 69, "}": 69, "~": 63, "::": 74},
    "cl100k": {"!": 82, '"': 70, "#": 78, "$": 32, "%": 59, "&": 78, "'": 83, "(": 73, ")": 81, "*": 78, "+": 80,
               "-": 69, ".": 49, "/": 62, ":": 76, "<": 45, "=": 73, ">": 65, "?": 47, "@": 42, "[": 67, "\\": 63,
               "]": 61, "^": 74, "_": 58, "`": 71, "{": 81, "}": 80, "~": 82, "::": 84},
    "claude": {"!": 54, '"': 54, "#": 54, "$": 15, "%": 34, "&": 54, "'": 54, "(": 54, ")": 54, "*": 51, "+": 54,
               "-": 53, ".": 54, "/": 40, ":": 54, "<": 54, "=": 53, ">": 50, "?": 29, "@": 10, "[": 46, "\\": 54,
               "]": 45, "^": 50, "_": 53, "`": 49, "{": 54, "}": 54, "~": 54, "::": 69}}
#: A capitalised name right after ``<`` or ``</`` (a tag: ``<Project>``, ``</Item>``, ``<App />``), but for
#: a ``<`` a letter or a digit precedes (a generic's: _GLUED_TITLE), ended by anything but a lower-case
#: letter (``<PropertyGroup>``: its first word). The tokenizers spell the name apart from ``<``, ``><``,
#: ``</``, where the pairs (and the rules of a symbol opening a word after a space) price it as a word
#: after a space: MSBuild projects of less common words were 0.79-0.88x, nested elements and XML
#: documents 0.85-0.90x (cl100k, Claude), JSX components 0.86x (Claude; stop 59). Such a name pays
#: _TAG_TITLE_WEIGHTS (1/_PAIR_UNIT token; ``<``, ``</``), ``python bench/bigrams.py --tag-titles``: the
#: largest need, for 0.95 of the real count, of lines of opening tags and of closing tags (first on a
#: line, indented, nested, after text), words of three lengths, capitalised, the everyday words of three
#: sources and three disjoint draws of _KNOWN_WORDS (each source left out, the others set 0.93-1.08x).
_TAG_TITLE = _lazy_re(rb"(?:<(?<![A-Za-z0-9]<)|</)(?=[A-Z][a-z]{2})[A-Z][a-z]{2,}(?=[^a-z\x80-\xff])")
_TAG_TITLE_WEIGHTS: dict[str, dict[str, int]] = {"o200k": {"<": 33, "</": 17}, "cl100k": {"<": 50, "</": 38},
                                                 "claude": {"<": 45, "</": 40}}
_SYMBOL_THEN_WORD = b"\x02\x01"
#: A run of more than _LONG_WORD letters of one case is no word (a word is seldom that long; an
#: identifier of several changes case or has an underscore): a DNA or protein sequence, random
#: noise of a few letters, which the tokenizers cut every two characters or so, where their pairs
#: are common English pairs (``ac``, ``ta``, ``gc``): FASTA was 0.38-0.52x, a protein 0.75x. Each
#: letter of such a run that differs from the two before it, which differ too (see
#: :func:`_long_run_changes`), pays _LONG_RUN_WEIGHTS (1/_PAIR_UNIT token), measured by
#: ``bench/bigrams.py --long-runs`` (the largest need of its shapes, alphabets of 4 to 26 letters,
#: for 0.95 of their real count; a 3-letter alphabet has fewer such letters and is left under).
_LONG_RUN_WEIGHTS = {"o200k": 72, "cl100k": 73, "claude": 48}
#: In a run of letters no word is as long as (_LONG_LETTERS), while it holds two different letters
#: at most (``ATATTAAT``, ``HTTHHT``, ``xoxoxo``: DNA of two bases, coin tosses, a pattern), each letter
#: that differs from the one before it (:func:`_long_run_counts`): the tokenizers spell such a run in
#: pairs and triples of letters, where the rule above (three letters that differ) charged nothing:
#: random runs of ``A`` and ``T`` were 0.45-0.51x, ``HTHT...`` 0.23-0.31x. What each pays
#: (1/_PAIR_UNIT token), measured by ``bench/bigrams.py --pair-runs`` (the largest need of runs of
#: two letters, random and alternating, both cases, for 0.95 of the real count, each pair of letters
#: left out).
_PAIR_RUN_WEIGHTS = {"o200k": 45, "cl100k": 45, "claude": 51}


#: Separators a tokenizer knows less than the ASCII ones: Unicode spaces (no-break, en, em, thin,
#: narrow, ideographic...) between words, where a word after one is not a word after a space; the
#: decimal digits of other scripts (Arabic-Indic, Persian, Devanagari, Thai...), which merge into
#: few numbers; Unicode hyphens and dashes between words. Priced as their pages' characters, words
#: joined by no-break spaces were 0.16x (o200k), Arabic-Indic numbers 0.08x (cl100k), Thai
#: numbers 0.15x, words joined by dashes 0.61x. Each pays _SEPARATOR_WEIGHTS (1/_PAIR_UNIT token;
#: spaces, digits, dashes) per profile, measured by ``bench/scripts.py --separators`` (the largest
#: need of its families for 0.95 of their real count).
_SEPARATORS = (
    _lazy_re("[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]"),
    _lazy_re("[\u0660-\u0669\u06f0-\u06f9\u07c0-\u07c9\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef"
               "\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f\u0de6-\u0def\u0e50-\u0e59"
               "\u0ed0-\u0ed9\u0f20-\u0f29\u1040-\u1049\u1090-\u1099\u17e0-\u17e9\u1810-\u1819\u1946-\u194f"
               "\u19d0-\u19d9\u1a80-\u1a89\u1a90-\u1a99\u1b50-\u1b59\u1bb0-\u1bb9\u1c40-\u1c49\u1c50-\u1c59"
               "\ua620-\ua629\ua8d0-\ua8d9\ua900-\ua909\ua9d0-\ua9d9\ua9f0-\ua9f9\uaa50-\uaa59\uabf0-\uabf9]"),
    _lazy_re("[\u2010-\u2015\u2212]"))
_SEPARATOR_WEIGHTS = {"o200k": (59, 104, 17), "cl100k": (48, 116, 54), "claude": (0, 116, 51)}
#: A Unicode space of _SEPARATORS before a letter: the word after it is spelt without its space,
#: in more pieces than after one (``le\u00a0serveur``: 2.4 tokens a word and its space for o200k),
#: while before a punctuation mark, a digit or a space (French typography ``mot\u00a0:``, ``12\u00a0500``)
#: the space is about a token. Each found with the letter after it (Latin, Greek, Cyrillic: the scripts
#: written in words between spaces) pays _SPACE_LETTER_WEIGHTS on top of the space's own weight
#: (1/_PAIR_UNIT token), measured by ``bench/scripts.py --space-followers`` (again at stop 61, once
#: ``mot\u00a0»`` paid its own: the space's weight 68 / 58 / 0 -> 59 / 48 / 0, the letter's 74 / 84 / 60
#: -> 83 / 94 / 60, the same sum before a letter).
_SPACE_BEFORE_LETTER = _lazy_re("[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]"
                                "(?=[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff])")
_SPACE_LETTER_WEIGHTS = {"o200k": 83, "cl100k": 94, "claude": 60}
#: A dash of _SEPARATORS (U+2010-2015, the minus sign) before a letter (``word\u2014word``): the word after
#: it is spelt without its space, as after a Unicode space; the dash pays _DASH_LETTER_WEIGHTS on top
#: of its own weight (the third of _SEPARATOR_WEIGHTS), which it pays anywhere (`` \u2014 ``, ``3\u20135``,
#: ``\u22125``): ``python bench/scripts.py --dash-followers``. Until stop 61 a dash paid what one glued
#: between two words needs wherever it stood: between spaces 1.5-2.1x.
_DASH_LETTERS = "[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]"
_DASH_LETTER_WEIGHTS = {"o200k": 60, "cl100k": 60, "claude": 62}
#: A dash after an ASCII space (`` \u2014 ``, `` \u2013``, `` \u22125``) is one token with its space for every
#: tokenizer, where its page, its pairs and its weight price it at 2.2-4: each is rebated
#: _SPACED_DASH_REBATES (1/_PAIR_UNIT token; em and en dashes, figure dash and bar; hyphens; the minus
#: sign), the least excess over 6 shapes and 7 word sources (``python bench/scripts.py
#: --dash-followers``), at most what a dash after a space adds: appending text never lowers the estimate.
_SPACED_DASH_REBATES = {"o200k": (17, 17, 129), "cl100k": (27, 25, 168), "claude": (34, 34, 164)}
#: A dash -> its group in _SPACED_DASH_REBATES: em and en dashes, figure dash and bar; hyphens; the minus sign.
_DASH_GROUP = {"\u2012": 0, "\u2013": 0, "\u2014": 0, "\u2015": 0, "\u2010": 1, "\u2011": 1, "\u2212": 2}
#: A Latin-1 symbol after a Unicode space (French typography's ``mot\u00a0»``, ``25\u00a0°C``): the
#: tokenizers spell the space and the symbol apart, and neither an ASCII separator before it (it is
#: not alone, :func:`_lone_chars`) nor an ASCII character beside it (it is not glued) made it pay:
#: 0.72-0.87x. It pays its _LATIN1_LONE_WEIGHTS and _SPACE_LATIN1_WEIGHTS on top
#: (``bench/bigrams.py --latin1-alone``, measured with those).
_SPACE_BEFORE_LATIN1 = _lazy_re("[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]([\u00a1-\u00ac\u00ae-\u00bf])")
_SPACE_LATIN1_WEIGHTS = {"o200k": 50, "cl100k": 59, "claude": 39}
#: Per pattern of _SEPARATORS, page -> 1 when the page holds its characters (page 00's no-break
#: space is looked for in the UTF-8 bytes).
_SEPARATOR_PAGES = tuple(bytes(1 if p in pages else 0 for p in range(256)) for pages in (
    (0x16, 0x20, 0x30),
    (0x06, 0x07, *range(0x09, 0x11), 0x17, 0x18, 0x19, 0x1A, 0x1B, 0x1C, 0xA6, 0xA8, 0xA9, 0xAA, 0xAB),
    (0x20, 0x22)))


#: Any character of _INVISIBLE (the BMP ones) or of _SEPARATORS, and the pages that hold them.
_FORMAT_CHARS = _lazy_re("[" + "".join(_INVISIBLE[:5]) + _INVISIBLE_BMP + "".join(
    pattern.pattern[1:-1] for pattern in _SEPARATORS) + "]")
_FORMAT_PAGES = bytes(1 if p in _INVISIBLE_PAGES or any(t[p] for t in _SEPARATOR_PAGES) else 0 for p in range(256))


#: Letters of two scripts side by side (a look-alike Cyrillic "о" in an English word, an identifier
#: of Greek and Latin letters, the letters of two alphabets in turn): a tokenizer merges no pair
#: across a change of script, so each change starts a token, where letters priced as if in words
#: of their own scripts made such text 0.22-0.64x (o200k). A change pays _SCRIPT_CHANGE_WEIGHTS
#: (1/_PAIR_UNIT token) per profile: measured from the tokenizer by ``bench/scripts.py`` (the
#: largest need of its families for 0.95 of their real count). Ordinary text changes script
#: inside a word about once in 2,000 characters at most (a Korean particle after a Latin word).
_SCRIPT_CHANGE_WEIGHTS = {"o200k": 57, "cl100k": 56, "claude": 57}
#: An ASCII word inside Chinese or Japanese (``Python的list和dict``, ``DEBUGをFalseに``): the
#: tokenizers split it from its neighbours as a word of its own, which no space or punctuation
#: tells the estimate (it priced such words as the middle of one): Chinese technical prose was
#: 0.73-0.89x. Each ASCII letter beside a kana, an ideograph or a CJK punctuation mark (``「build」``,
#: a bullet list of English terms in Japanese brackets was 0.51x until stop 39) pays
#: _CJK_LATIN_WEIGHTS (1/_PAIR_UNIT token), measured by ``bench/scripts.py --cjk`` (the largest
#: need of 23 texts written for it, Chinese and Japanese, to reach 0.95 of their real count).
_CJK_LATIN_WEIGHTS = {"o200k": 56, "cl100k": 59, "claude": 35}
#: The scripts a change is counted between, by 128-code-point half page (first, last code
#: point, script): Latin (its pages 00-02 and 1E as one script; page 00's letters are found by
#: their low byte, combining marks are none), Greek, Cyrillic, Armenian and Hebrew (page 05 by
#: its low byte), Arabic, the Indic scripts, Thai, Lao, Tibetan, Myanmar, Georgian, Hangul,
#: Ethiopic, Khmer. Anything else (a digit, a space, a mark, a kana or an ideograph, priced one by
#: one already) is no letter of a script: no change across it.
_SCRIPT_HALVES = ((0x0100, 0x02FF, 1), (0x1E00, 0x1EFF, 1), (0x0380, 0x03FF, 2), (0x1F00, 0x1FFF, 2),
                  (0x0400, 0x04FF, 3), (0x0600, 0x06FF, 6), (0x0700, 0x077F, 6), (0x0880, 0x08FF, 6),
                  (0xFB80, 0xFDFF, 6), (0xFE00, 0xFEFF, 6), (0xFB00, 0xFB7F, 5), *(
                      (0x0900 + 0x80 * k, 0x097F + 0x80 * k, 7 + k) for k in range(12)),
                  (0x0F00, 0x0FFF, 19), (0x1000, 0x107F, 20), (0x1080, 0x10FF, 21), (0x1100, 0x11FF, 22),
                  (0xAC00, 0xD7FF, 22), (0x1200, 0x13FF, 23), (0x1780, 0x17FF, 24), (0x2D00, 0x2D7F, 21))


def _script_tables() -> tuple[bytes, bytes, bytes, bytes, bytes]:
    """(page -> script of its lower half, of its upper half; low byte -> 1 for a Latin letter of
    page 00, the script of a letter of page 05; page -> 1 when a script of it is not Latin)."""
    lower, upper = bytearray(256), bytearray(256)
    for first, last, script in _SCRIPT_HALVES:
        for half in range(first >> 7, (last >> 7) + 1):
            (upper if half & 1 else lower)[half >> 1] = script
    latin = bytearray(256)
    for c in (*range(0x41, 0x5B), *range(0x61, 0x7B), 0xAA, 0xB5, 0xBA, *range(0xC0, 0x100)):
        latin[c] = 0 if c in (0xD7, 0xF7) else 1
    page05 = bytes(3 if c < 0x30 else 4 if c < 0x90 else 5 for c in range(256))  # Cyrillic, Armenian, Hebrew
    lower[5] = upper[5] = 0
    foreign = bytes(1 if (lower[p] | upper[p]) > 1 or p == 5 else 0 for p in range(256))
    return bytes(lower), bytes(upper), bytes(latin), page05, foreign


_SCRIPT_LOWER, _SCRIPT_UPPER, _LATIN_LETTER, _SCRIPT_05, _FOREIGN_PAGES = _script_tables()
_SCRIPT_HALVES_DIFFER = bytes(a ^ b for a, b in zip(_SCRIPT_LOWER, _SCRIPT_UPPER))
_UPPER_HALF = bytes(0xFF if c >= 0x80 else 0 for c in range(256))
_LOWER_HALF = bytes(0xFF if c < 0x80 else 0 for c in range(256))
#: Byte -> 0xFF when not zero (a mask of the bytes that are; _symbol_changes counts the 1s it keeps).
_NONZERO = bytes(0xFF if c else 0 for c in range(256))
#: No symbol's repeat pays anything (_symbol_changes).
_NO_REPEATS = bytes(256)
#: The inside of a run of ASCII characters (its first and last kept): what a mostly ASCII text's
#: pairs and changes of script are read in, with that run replaced by one NUL.
_ASCII_INSIDE = _lazy_re(r"(?<=[\x00-\x7f])[\x00-\x7f]+(?=[\x00-\x7f])")


@functools.cache  # built at the first text of the page: an import or an English-only run never pays it
def _rare_pair_pattern(page: int) -> tuple[bytes, re.Pattern[str]]:
    """(low byte -> a code for each letter of ``page``'s prose, 0 for anything else, a pattern
    matching one rare pair in the lanes of :func:`_rare_pair_units`) from :data:`_RARE_PAIRS`.
    The codes skip D8-DF: a lane (two codes) then never starts a surrogate pair."""
    blob = _decompress(binascii.a2b_base64(_RARE_PAIRS[page]))
    k = blob[0]
    letters, bits, pairs = blob[1:1 + k], int.from_bytes(blob[1 + k:33 + k], "little"), blob[33 + k:]
    codes = [c for c in range(1, 256) if not 0xD8 <= c <= 0xDF][:k + 1]
    # A letter its prose never writes (an archaic one, another language's) or an unassigned code
    # point gets the last code: it is in no common pair.
    index = bytearray(codes[k] if bits >> c & 1 else 0 for c in range(256))
    for letter, code in zip(letters, codes):
        index[letter] = code
    # Not rare: a lane below 256 (no letter first), a letter and then none, a common pair.
    common = "".join(chr(code << 8) for code in codes) + "".join(
        chr(index[a] << 8 | index[b]) for a, b in zip(pairs[0::2], pairs[1::2]))
    return bytes(index), re.compile("[^\\x00-\\xff" + re.escape(common) + "]")


#: Weights per profile, fitted by ``bench/fit_estimator.py`` (``--write`` rewrites this table):
#: ``one`` tokens per text; ``pairs`` the 256 pair weights, ``bytes`` the 256 byte weights (ASCII,
#: and the lead of a 2-byte character: its 64-code-point block; a control character's at least a
#: token) and ``pages`` the 256 page weights, in 1/_PAIR_UNIT token, one byte each (hex); ``iso``
#: per page, what its characters cost one by one (measured from the tokenizer: the largest mean
#: over the Unicode blocks of the page and their 64-character pieces; a page the fit saw no text
#: of is charged that, and a long run at least that); ``runs`` the weights of the _LETTER_RUNS, of
#: a run of _RUN_CHARS Latin-1 letters and of an invisible character, in 1/_PAIR_UNIT token;
#: ``cjk`` what a character of the _CJK_PAGES pays on top when it is several tokens alone, and
#: three or more, in 1/_PAIR_UNIT token, and the table of those costs (see _cjk_classes).
_PROFILES: dict[str, dict[str, Any]] = {
    'o200k': {
        "one": 1.0764,
        "pairs": (
            "00001e3a3a4d3a690000000000000000000100613c653a3a0000000000000000003a52146f3a3a570000003a"
            "3a3a3a3a0000003203001821000000001000000000403a3a56063a3a0000003a913a453a0016123a3a00003a"
            "0000000038004100003a3a3a00003a040000003a3a3a3a3a0000003c3a473e3a0e0000000000000100000000"
            "0000000045000000000000000078787878787878787878787878787800000000000000000340000000000000"
            "0000000000000000000200000000000000000000000000001e000000000000000000000000000000000c0400"
            "000000000000000000000000000000000000000000000000000000000000180000000000"),
        "bytes": (
            "40404040404040ff4006004040ff404040404040404040404040404040404040000004000100000003000000"
            "00020010000000000300000000010000230807004e030b0000000e040000603f0000000000b500020030043e"
            "000078310d060500060100000000000f0000271a010000000014070002001507060051000000064000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "000000000000000000000000000000000000004e4c3678ff66ffffffffff14000e00ffff3d0000150000003f"
            "ffffffff0000000000000000000000000000000000000000000000000000000000000000"),
        "pages": (
            "0000000000000080c00507050c0a07b90dc05b5bc0c0bf00c0c0c0c0c0bf7dbd4070719e7d6c7e80abacac9d"
            "adabacab25c0c0c0212121212121212121212121212121212121212121212121212121212121212121212121"
            "2121212121212121212121212121212121212121212121212121212121212121212121212121212121212121"
            "21212121212121212121212121212121212121212121212121212121c0c0c0c0c0c0bfbfc0c0c0c028282828"
            "28282828282828282828282828282828282828282828282828282828282828282828282828282828dc0000ff"
            "00000000c0c0c0c0c0c0bfc0bfbfc0c0c0bfc0c080c0c0c0c0c0bfc0bf2121c0c0c07262"),
        "iso": (
            "007f8080787f6680c06365766d6e80b974c080c0c0c0bfc0c0c0c0c0c0bf7dbd7f8080c0c080bdbdbfbfc0c0"
            "c0c0c0c06cc0c0c0c0c0bfc0bfbfc0c0c0bfc0c0c0c0c0c0c0c0bfc0bfbfc0c0c0bf6b767c7d77797b7e807e"
            "7b767d7f7dbf7b757980707b7c7978777b7ebf7b787a7c7f807d7d7f7f7d807f7e7d7b7c7f7c7f7a787e797d"
            "7f7f80bdbf807d7e7b7b807b7a8080807f7c77bd7a7f7fc0c0bf7cbcc0c0c0c0c0c0bfbfc0c0c0c07dbcbcbd"
            "80bebec0bec0bf7ebc80bfbebfbfc0c0c07e7ec0c07c7abc7cbfc0c07ebe7fbd80bdbfbec07dbbbcff0000ff"
            "00000000c0c0c0c0c0c0bfc0bfbfc0c0c0bfc0c080c0c0c0c0c0bfc0bfbfc0c0c0c0807c"),
        "lone": (
            "00003d00000000000700000000000053017f0000051000071d002b000000000000000000051008100912093a"
            "000010450b42063b072c160e02076100000000000c3d00100000000012121206060600000000000000000000"
            "000000000000112c000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000070f00000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000dcc5c4e2e1cac9e200000000"
            "1a000107040021ff0002000b0000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "000000000000000000000000"),
        "astral": (
            "1f1b1e1c1d1c1d1c1d18001a0f1800001a1800000000000000131b1c0e1718180f1b1819000000000000001c"
            "0d09010d0000041b00000000111a191c00000000000001000000000000000000000000000000010000010000"
            "0000000000000000000000000000010000000000000000000000000000000001000003000000010000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000100000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "000000000000000000000000"),
        "words": (
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "244400000000000000000000000000ff000000000000610000000000000000000000504d0000000000000000"
            "000000009d9f0000000000000000000000000000000000000000000000000000000000000000000000363037"
            "00040204000006000008080628000000000000000000002200000025020100010201000102010201000c1112"
            "0100020205010001030000020303010600000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "000000000000000000000000"),
        "runs": (20, 128, 3104, 64),
        "cjk": (197, 0, (
            "eNrtnY1y6zgIhedj3/+dd7ptbIQAIVl2Ot1k7m7bxL8CwTkH5AAiCOr19Yd8vb7/P3h9bS8/e7kv6X4T877e9r8D"
            "tsdPjv3zocBws+P48vPj+zb/2fyS4Hf7pywec/ViRP2UK8dMzrN9MN/wmvcIucV3ZveTzeeQR+7YHFZuGjTZMw9v"
            "s7HUL0X2Xos8ZdyZS9hn6j/+kmfHoTr+u7Oq/P/M975rkIfvT54ZD9mSbB6Jye8w1e9zIck/EQfX+nb+o/FCfpnj"
            "brtBuf12VnGE/MJ4ccO1yBvP/afm6If/f/j/h/9/+P+H/3/4/4f/f3DCh///Pv5/1IR+KklHRUs4KlH8vPP97/XZ"
            "uf1P1eq11fef37/w2qQpl51/Hf/R/vve8jznccrzWGcNS47LRlXMdAXtuMzX+TjeQF0L50a86oJqz3NHaXcVpN1L"
            "1L5ii4m6voe+F1tZfI2rven2WG61kmZ4m829yzjPdxpdXYO7A8249AclPJWyTlxopf8T8e+qO2WlcEt4qvEOZhBQ"
            "zg/ORRwFYlHF2sNw54yjcQlwnKWdZmoAaa17eoeyRDPwKNuirHzMoeNzPQk4I4LxXULLnDPJvcrEA0DHoOYXYr/T"
            "YaXxw8iouEX9Ud0fteX5Q3SpXXQA1FEKQiOdoahxBv/aaQzGGS8xHQSi3E/s54dFMZGxGfTDSc4bRhmAwKBEgYGu"
            "0yFxh9AgWQQ14T7eqBoLIr9A0oNDemTPCZGuE0S7OytXP74ISttWQycyG2O3vl4J3c6rM4DQeG+TXggM22+Hfrs9"
            "eLP3cDhZv89kriWuXDotXlQejbrr09TPYMLfePSY8IfoAx2ZlE9wZvDmHWw20BmH5A5poWx3NOJYRRAQmwOBEzHD"
            "gIHvnKGZy2+mZ2c1AndOAfPBaOm09cloWgg10OpPd9ApDcJOwoOCQMrEryPTw95mQOjj2+HOJ9+Ss41QTwYX+NMC"
            "X2gmBPbmOotRGndchEee6it2ZSoUjV/v5v8juHKwe5OWWihvOS3i2BHRCDPLXIyAc0OVukSJSarS0fAigwg/QdHy"
            "hlBgeJIPwehDfIwR6e9E87sTWPc0SzCQD3vx5mpbdhJyZqIgb2F/y6MKeTue4L5jDeMAXd4mx664msFYO/CTVjlr"
            "RMTWhqv9OJhLB0b6bnOfzWHSVUdRTmqJYwbl7z1c7jOipqEd4+/mEg3DPuKLlkfwolqrYUqkwjFJfXAFt8gN3Ekt"
            "rTQDI5pAF3xI1caCOyAhQbdJfQzwKHJIiLP1QCGI6caeyWHi8hkoUVG+A9+tZWnVNkm8zp0ZWICOq/ZiRGRa0YkA"
            "WPVcpJ2unn90YM/1Mi35OJI2/WyIcVvVmpAQHjSpk1NVdci9Aj/O9KIhhR2Ra6UnLG0MIoTDImN/NvaCPNp4BsII"
            "H+QhSw2c6JJHVbqjlmXpiQxDLYoiJx1rYNdyNUOlB6aBa/mElPcgV1QoA4y5Aef6CGf8S6b5UwRArXiL77hRnazh"
            "yB4096LVhJ82oRQ6vDTnEjhA1qsi2pwcyf9AQvHxko6pmkbRDMNMCGRQ2hui048y7O8VFxzIb7OkCwObRE2Sq/AQ"
            "AAxoRkJMghTqolQkyMQMqsejkB9qAVV9phh/8DJpmD1d0MhoJCsaoORGvo5B31ZXWb2DrsQtroRdo+dQ1Lf1wLN6"
            "9TUvRWpONpHtufgOq06WYmq8tp6APHb5YV2v8FMsqRrClLhDMlsdhr4JHfaFKWIClcWjkaxG5NxTDTMTUYy9zje5"
            "MeH0o7DvAYUwgAYtHIUu7So8hciRJ0DcYgprCXNveJ89IaoqwcU4hWkqaTA2HgSiBz5QkxCqAjFTUGj3RIkBia8G"
            "TKC3Yd5lERXCRDsCUxTyDt2dkXDRVW6HFzZTmOyjEB3UIYndeMcrZOBYUaY+cq6iSKhBzJtY1xcopIQUrI3yfqP8"
            "1jyTdEZQBS1MES7uDTpzdspoFrUMQwJS68gep0houmj6XNJrk2EjTafQljpVWNHMiFrF2WJipuP1VVdr1PqzgaEp"
            "JKAbYXTxD5Pde4WYSpCrQ7RE4gHJGqT9zwYNL/jXVax8cTRf9FLigrvYeeCqLl4mxBfmRtIZnc/T+T5J234wsAxv"
            "c5yoKUxQxoGqonjVhQVMg5jDdbGjBm7WruMW74oR6TuOSuGmbbjNavVxTZkL4S9DslEi9qcjieOQsvekaFTIjuni"
            "C5IPkEFNP2sYWQENLM+KvaCfTdtd6XgVqhCPmVh1hxZg+5oLHrILOrBmOW51n9GRm5Ilm/s/K6+L60oDMmgbxiZ9"
            "Fz/8M9QMGoEHJBXTni2elIBI1KZIXFbEtKMyhRIw5dQ0TTIWHXsM1YFUUmQQegDdMjnJivF7BJ5l8+ar4eLyrIdd"
            "ziVsenXpWYhpOzKlW7qiJoImUbaVOyy0h29WgjmlAYrnKS7VpKUFFRCxAPz0IgyNPXUfVwuW6TkrXRcB4GpVxcBB"
            "OsL4HkwNSBTWiz0RFle2ZE6MDh18KBflWDnBRf0K716b0B0t+mfTUKOd0LRIq8ZswG3lbML9uaTDtEGCr/B0qydV"
            "kEE1YFsxxTxbgEgNSxLPuPWBPBIwZGEbfLn61PhinKx5GKpD9fEXF7b/Df0rc4yS5wfsDYd8+hLJxht3+If6AgVc"
            "SrSukCxwVMH98HYJyggJsGRxnmGX0VHg4V7fK/0zLYjWNYht8DzLcnj2wFveM4LotuneLid0ZDjbrk49qRdqgc2C"
            "iRyhaiq9sgC07HZRRfF4eE0hNZJ7IvTiX5j91IoUp/UJZKojOtBLvfZSCmDwpngIgwcXxZeJ7JFE36maIqbQ4Jbs"
            "/UA/A9mQZ3BFVLjiBqPcJN+99fUld67q4tuaBv/nz/+rKCBDCWWiBZCaZQjkskga6kL+2hyceAjShYbtEvVjLgCs"
            "Pv/fLkbSOiI3kYD2fDnzdZd4O3gjI9qRAj2saW6OS9496JoPF+svM3mwt/ui/eJJWxqXK4/0JYlf23LHePpxSwoZ"
            "fP8HZjMW5/9OwEhZyhoL206c6Io9Vd+bmdPUQrGzun9OAowVzbmoe/XZ9lfx8irui/yvqvRG8cyzQ6NwS9/ztjs8"
            "QL7uSP+8/n0Nfl5ZzWMk828lFuzwHxbjV5b7l8ir85meUCza7wqX3c7JHv7+jx3898r3f1ygkPvjBNIXkz3paHG1"
            "V4L5yJ5J4+23hL2d2Tf7/R8k9pvBfNwsz4ywMAux0rEDrb8EDw3ghvpQ/Ljv4SNdGMmflXv/+XXf8z/WOOwT3//B"
            "Iv9bwJ+6ngMBltqVf8TgTw9rpF3iXMOKFPK7XMi/lcGBdR1it7i/2haR+tIk/vt8/2eN/0e6Hw+P0ZM1GCcH5MXi"
            "i8U8B78ETc7j+YBci0t3FOyYHevdsYd6XIpwzzTetRXni4Tm6lj/5e/0+o3f/8lLN57ETxmGtti76WzIcPI2Hte0"
            "I6fn6578ucbj0jjP+iLS4bhEPGBaF64+gnKAFcN8VBlPh+vHMcs/Zkl0Sr7/Mz0fsw+kuKTTckse28gDbojfuSaw"
            "luOoNNDt1J+v6nd3EOPP93/O2w9Gfob99sXbtDQ3zi/mlZW4VN1xVbfJ5k/KcxbnD2v9P/swinMPTz20bKQvhbXd"
            "vdranP9U+f9N3PAufWlJ907GM83hD/Qv3c6ZB3FpJU+wmL/ZlL9lon9ppf6wiD9Ltt2JX670L8XPH5mLyXdiJJKI"
            "hrH/6nr86sXo/igx8bPwJJqqDxLy1AGP42LDWqY3TnP7RV+qxORprFHQz5jovZDr1GIufk48VGup/Vemb1reRjbc"
            "s8lWHvTnBNXFm62Ow79LYlUl")),
    },
    'cl100k': {
        "one": 1.0571,
        "pairs": (
            "00001d3a3a483a6000000000000000000007006b3d5e3a3a0000000000000000003a47146e3a3a4c0000003a"
            "3a3a3a3a0000003503001716000000000003000000423e3a55063a3a0000003a3a3a3a3a0015083a3a00003a"
            "0000000007053200003a463a00003a040000003a3a3a3a3a0000003a3a3a3e3a000000000000000000000000"
            "000000003e00000000000000007f7f7f7f7f7f7f7f7f7f7f7f7f7f7f0000000000000000003c000000000000"
            "00000000000000000019030000000000000000000000000057000000000000000000000000000000005f3100"
            "000000000000000000000000000000000000000000000000000000000000000000000000"),
        "bytes": (
            "40404040404040ff400a004040ff404040404040404040404040404040404040000006040b14000000000000"
            "0001020d0002000002000000000000001e050a2327030b000400000200008b4a0000000000c400010034003a"
            "000092090f1508000b0200000000000f0000261c03000000001c06000100110a01006d000002004000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "00000000000000000000000000000000000000a685417eff9cffffff7eff3834190bffff5c75154005004163"
            "ffffffff0000000000000000000000000000000000000000000000000000000000000000"),
        "pages": (
            "0000000000000080c013432a474900c07ec0a654bfbfc000c0c0c0c0c0bec0c0408190aca0708e73abacacac"
            "adabacad34c0c0c0303030303030303030303030303030303030303030303030303030303030303030303030"
            "3030303030303030303030303030303030303030303030303030303030303030303030303030303030303030"
            "30303030303030303030303030303030303030303030303030303030c0c0c0c0c0bfc0c0c0c0c0c033333333"
            "33333333333333333333333333333333333333333333333333333333333333333333333333333333f80000ff"
            "00000000c0c0c0c0bfbfc0c0c0c0c0c0c0bec0c0c0c0c0c0bfbfc0c0c03030c0c0c09e6d"),
        "iso": (
            "0080808080807f80c07d80c08080c0c0c0c0c0c0bfbfc0c0c0c0c0c0c0bec0c0bec0c0c0c080bf80c0c0c0c0"
            "c0c0c0c074c0c0c0bfbfc0c0c0c0c0c0c0bec0c0c0c0c0c0bfbfc0c0c0c0c0c0c0be7b7dbbc07f7cbebfc0be"
            "7fbdc0bdbfbe7f7dbac07f7fbf7d807fc0c0c07f7e8080c0c0c0c0bfbfbfc0bfbf808080c0bec0c080c080bf"
            "bfbfc0c0bec0bfbd807fc0c07fc0c0c0bf7f80bf80c0bfc0c0bec0c0c0c0c0c0c0bfc0c0c0c0c0c07fbebfc0"
            "c0c0c0bfbfbfc0c0c0c0bfc0c0bebfc0c0c0c0c0bfbf7fbec0bfc0c0c0bec0c0c0c0c0c0bfbfbfc0ff0000ff"
            "00000000c0c0c0c0bfbfc0c0c0c0c0c0c0bec0c0c0c0c0c0bfbfc0c0c0c0c0c0c0c0c080"),
        "lone": (
            "0000860000000000000000000000000000ff00001e0100001b212d00000000000000000025252c2500000000"
            "0000180f00000000040003002f314f000000000002230000000000000b0c0c00000000000000000000000000"
            "0000000000001e0d000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000060000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000003060707060706060807000400010000010700070000090101080006050005000000000000050006"
            "0705070601070007000000000000010000000700000000000900000600000000000700040800000000000007"
            "0807000000040600000000050006050007000004000500050005000000000000050007080909080006000503"
            "0005060506000000000700000800000005000000000008060700000006070000000005000a05000000050600"
            "000604000907050900070906000006000704000000000800000707000a070104000000000507060005050006"
            "0500000000000000000400000000000000000606000006000707060000050007070706050b06050400000000"
            "00090001070702050000000600000000050000000000070500060806080605080607000005060a0500000500"
            "0006000000000000000000000000000000000000000006000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000100000002000000000000"
            "0000000000000000000004000002000000000000000000000000000000000302030000030005020000000000"
            "0000000400000000000000000300000000000000000000010001000000000000000000000000000000000000"
            "0000000000000000000000000000010000000000000000000000000000000000000000000000000000000000"
            "0500000000000400000000000000000000000000000000000000000000020000f8f8f9f8f8f8f9f800000000"
            "040004000200001f000100080000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "000000000000000000000000"),
        "astral": (
            "0302040303030303010100040000000000000000000000000000020400000000000105010000000000000001"
            "0000000200000004000000000202020300000000000000000100000000000000000000000000000000010000"
            "0000000000000000000000000000010000000000000000000000000000000101000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000060000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000006000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000006000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000600000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000600000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000060000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000006"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000006000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "000000000000000000000000"),
        "words": (
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "554100000000000000000000000000ff0000000000002a000000000000000000000006050000000000000000"
            "00000000525200000000000000000000000000000000000000000000000000000000000000000000003a3975"
            "0000003800002700000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "00000000001b1a1800111210"),
        "runs": (20, 128, 3680, 64),
        "cjk": (71, 68, (
            "eNrtnYty4yAMReeo///PO9vUiR8YIyQBjvHO7LRNeEtXuhJgQF4Pf4+8n9WPmYfl3/+yyw+rn4XlT79tbMu+Pn23"
            "Lr/f2dXPp5rfD99tLB++Sy81vtr6VL8u8RnW768/mSf7YUEZMZSteqSuLnO7HvVI/y5ENimBne8w6IiZk0YNbX4T"
            "aT9mGXP+O3VBxu6v3LMpCWw0J8N3xaIHPrJeL2kgz6ISQ4nui9wMIuQmdU4MCPIZJEUuxLAQzguV8aXkbgImw0tE"
            "25pkrJ7LqLM8+f/k/5P/T/4/+f/k/5P/z2fy/7H5P+8k1itZ9MkP8UkULf9zSB9tMlnJ5FhRJo1NFftCfy3vc2e7"
            "imHVt80Hx168cmevWs+zepoc4GaiWHW6qGCyKU0HzmtHpDijib56a3VW/m8bgd37SQhiciL4fPGY410Ss1hGohaO"
            "XKb7qBusx4mL/JRIL1RUjRgFGZQ6v0cudL2jZiQrlFnBJwn822BsCktXk00On3P9Idvxs2rXukSN/tFIXcoEqHk3"
            "7sL/cavpgL9Z1KUUAgsXFkfzvFs/fszjJxAkt7bMoiThfVTWyGExE44T5vFLSoQ0yy759ccBPyb/V/L/M68ArRyT"
            "KsMJRqHz6y/1mI2co1AgarwWRxV/Ov8v81GzNJNGYJ4KFaTd0DIpc7EEpBQJo2ahU5gEx9EQrJSTg8tCcmU27WJT"
            "qkfk+D/OQqEYY2EuZdj8f1oW9X5x0kXWqorFRuAJA1EeZ+VAFD6ndhjmnG0Xmn3S/4r8f10PWIVEdPNOaQDoyu2j"
            "MJJ1/tfTOI9OE0Mjc800EvKrwAEiipaeiyRAdsIJ1BtrxBSnvlrtl2P8xcV+6tsfPP9Pu6Z68H+bZhTZc/TBgOo+"
            "YW4A7agNE4R9rOYMS+hMlfewq2EcIjI7kINgtB9P2gNkXdrq/D9VQbXjJpiqXvO1/L8+plcXWek9Ab33/2vpY4wd"
            "ww3/7rb/Xx3nyuwcq3F2nAVMBsb/khhisAPBMQZDVrdo6D/ErR3nMiK0XH+a+F+qPK5J0Og48pOAEcUodLTIeutC"
            "kKLaK0zvC6uMhKlJsS3/kcu8MY7+VOI/niOxomL1CjnP/1PP/xvdXhKYtj6uQHNsMoEE7fWX1PmIh8Rw8D392IP/"
            "93a37dJB3+YHjB9qJGC0/s/z/12Ze8NsnVf+0z4F8/y/qiHX8/+l0MqgmN5ZBLjYY1kYvaU6tUhrq4xvWTMmOO//"
            "j43O78XlhOSwY0dszyXujiYjg+rmMCxhf3PyRSCtNlbVw/u9UdKBeBMcFr9IJ9qwBpwS6anPkQ9KtpVC1myAw2nq"
            "EcCk5PyxPZbSk/+/73p38X8ec/9fY/4+7/+ry7/HQAvKmxdCc1ZEjnl9XAEbbKJJV8VnUEQsect455dS/GjF/wnY"
            "/2WaFs7ytg384t6GzOrn9DYCnvPv6eATaOTm/X9f8cz7/4bzxvXNWF203n5zb/tFJhgVd+tCvdXTXnuSc+NZTWB1"
            "7sk4dqv+W9ehd3CnM8zM93+M6QAX40T4+Z8R+ccXvf+jaO0JsCuLDTDOxwj7fyJCVaW7263xP3O8sWAMkTbOTWfm"
            "+z8et/+HSvvXPHtWu4uaMPxL6j/t8Nfkv+zx1etup5Dxi4P9drDvZ98xY0Jl/I9BsKj3thyP/iNttwltcKlz/M86"
            "dmv8z2P9G206nvz/Qfy/mJOgy1R77BmKssU9/JecbzrK+tdellS0ea2xTs/9P4GD6nD+xwIzEeVKPqNRe1G4ywC4"
            "m4ovoZizTTkuODPX+SOFgO/u/zjH15J5rop53CD+0sj+NthhZly/+f6PZJFv2f8zAv+34LVVRHrzf6tdsvL/XvHP"
            "mf9/Jn+vWX/F+z+b+KZn+HPH+z97y7B1He5m/yb//z7+b+GGzisqLfXPg5N4xBzn/R/1/L//FAz+/osv57//AEbX"
            "iM8=")),
    },
    'claude': {
        "one": 1.1000,
        "pairs": (
            "0000163a3a3d3a3a0000000000000000000000633a3a463a0000000000000000003a4c1a553a3a3a0000003a"
            "3a3a3a3a000000000400060a000000000000020000554e3a3a285d3a0000003a3a3a3a3a0037263a3a30003c"
            "000000001a003300003a3a3a16003a160000003a3a3a3a3a0000003a3a3a3e3a000000001c00000000000000"
            "0000000028000000000000000081818181818181818181818181818100000000000000000020000000000000"
            "0000000000000000001600000000000000000000000000004800000000000000000000000000000000974000"
            "000000000000000000000000000000000000000000000000000000000000000000000000"),
        "bytes": (
            "40404040404040404011004040ff404040404040404040404040404040404040000000000014000000000300"
            "0001000e00000000000000000006000a000104192c0520000c00051100007057002400001469000c002b1231"
            "280751080009040105000000000000120000362f00000000012305000002121300007b000000004000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "00000000000000000000000000000000000012d7c0907fffd8ffffff80ff43541d14ffff627b013929004c7c"
            "ffffffff0000000000000000000000000000000000000000000000000000000000000000"),
        "pages": (
            "0000000000000080c0006926373712ec36c08525c0c0c000c0c0c0c0c0bf81c0407b839e7f6e818173acad9e"
            "acacac6b30c0e6f62e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e"
            "2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e"
            "2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2e2ec0c0c0c0c0c0c0c0c0c0c0c037373737"
            "37373737373737373737373737373737373737373737373737373737373737373737373737373737bb0000ff"
            "00000000c0c0c0c0c0c0c0c0bfc0c0c0c0bfc0c0c0c0c0c0c0c0c0c0bf2e2ec9a2ff5952"),
        "iso": (
            "007f808380847f80c08ad9cac0bfcfecc0c0c0c0c0c0c0c0c0c0c0c0c0bf81c0c0c0c0c0c07dc0c080c0c4c0"
            "c0c0c0c078c0e6f6c0c0c0c0bfc0c0c0c0bfc0c0c0c0c0c0c0c0c0c0bfc0c0c0c0bf777d7f807f7cbec0c07f"
            "807fc0bf80bf7f7d7fbf7c7d807b807f8080c07f7d7f7f80c0c080c0bf80c0c0807f7f80c08080807fbf8080"
            "80c0c0c0bec080bf807ec07f7ec0c0c0be7f7ec080c0bfc0c0bfbfc0c0c0c0c0c0c0c0c0c0c0c0c080bec0c0"
            "c0c0c0c0bfc0c0c0bfc0c0c0c0bfc0c0c0c0c0c0c0c07fbfbfc0c0c0c0bfc0c0c0c0c0c0c0c0bfc0ff0000ff"
            "00000000c0c0c0c0c0c0c0c0bfc0c0c0c0bfc0c0c0c0c0c0c0c0c0c0bf829bc9a2ff80b8"),
        "lone": (
            "0000af69000000000000000000000000007b000019000000112d2400000000000000000018303f311b091500"
            "00001a030831082f093308000f15700000000000143700290000000037393900000100000000000000000000"
            "0000000000002511000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000020000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000070700000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000001020303010200000502000000040000000000010100000503030000000000000001000200030102"
            "0100010003010001000000000001030000060000000000000000070000000002050000010200000002020005"
            "0000000000000000060101010103000002050500020200000001000000000000000001000303030100000000"
            "0001010200000000000000000000000000010000000001000000000000000000000100010000000100000000"
            "0000000100000001000101000000000000000000000001030000000001000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000010000000000000304000000000200000000000000"
            "0001010302000000000000010000000000000000000000000000000101010000000000000001010000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000071111cccccccccccccccc00000000"
            "060003030302ffff000300ff0000000200000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "000000000000000000000000"),
        "astral": (
            "0203030303030201000000020000000000000000000000000000030300000000000000040000001b00001b3c"
            "00000000000018410b0000030200000000000000000000000000000000000000000000000000000000000000"
            "000000000000000000000000000000000000000000000000000000000000000000000000000000373e3e3e3e"
            "3d00000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000070000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000006000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000700000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000700000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000060000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000007000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "000000000000000000000000"),
        "words": (
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "564700000000000000000000000000ff00000000000081000000000000000000000000010000000000000000"
            "000000002424000000000000000000000000000000000000000000000000000000000000000000000005555f"
            "0000002500000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
            "00000000247a000000001c49"),
        "runs": (34, 64, 4192, 64),
        "cjk": (82, 61, (
            "eNrtnYmWpCAMRc+F///nmVZLQRZZwmIV9CxWl0DI8kgCKKA+5e/S+BgtRq3Pz/+inJ+/3+3f7a3bzR/fblf7DQYF"
            "Wh/3XM3sJH7aPcjY28Ug7Py0VzjJwyJ9+6gDRR1/c4sKXOfWfWN5O/3fUNQiKqt/pSYgRY1hrXqZcqhlUMukV2ki"
            "LzWRjqgOOqaWojcbnfrp0bebq5U0yWpG1s/hLP7K/KbeaLed+LLi/+UTLhms+H/F/yv+X2WxZcX/3xf/GwtFx2KR"
            "OpeJsNa6OC4+v7eXso71qFsddVtyMq+c1bS9Cc5+Mb7FrWu0fP7DeTsmaThrdpwDIbS+R4Re5R+VyThUrHkfOwiQ"
            "UF4cAkilxfrEcwXCHJQpiN4mWm5q66fK0M5jPdelGpJG4umJYK1IMwSuldc2LPsml/sUiMheyUZeWcL3J/SGB6Uu"
            "HEB5UfLCskSCebbuC3G5lAwX/05sx6dq5+4Ewvgcp4co4aFmzTmJknmMG4VDyrCOq12E0RxqSP9nq0yYlmczd4AV"
            "n//h3scYJcqA/9LuqKmZSwi9dPM233kcJwPvxbBGFrTGgdBA/BodTwaEAOkqjt+uMKZrjwVSKXrMrrF92WQtc/CV"
            "B3d0uJYS0L+3xv9pPqoxezlzXopnjaQYITxdBpSeZpoQ198SzxyitolfTCR1iz9vUCOerARHtVCQstuKVsn4rjla"
            "1aKGtFFAkrjxJg6I6Ar+lB8pKQKKpcqj30qDZFXQW05xdf2ptNT8F4K6O51DySwUYKRT8iIv/ImUNAQnria+MJUM"
            "4nDvJk4nmUKBGZTIl/iEJyncXWPS5hOe86J4FaxrZEgcp/3zBFEXpI/VvjLoDTmbM2Lt5Axunv+sn0VBGvaIQxuN"
            "DQr1vKIrBvgUaCZdrCxtaTtxVPS26/r0UROjEdcX3j1HvB4/m+kxA5SruCFaxf895ReBOh4jAdHMCt9mP6mBlLAn"
            "Ue/kjd7/32u2tFZIyJzDJ56AxuH/ud9Qlj08p0fwR+9FnhFv4L+ddGKcbn6TJ5YC2bQcuT8yIjkeY6xwEgy1hh/+"
            "5qu2rqT6N+mLCTzvpGwspYH+P4PxhCoJTY9w34K1UVA7vrTODJgbXfEZMCW8o5btFMukcQKdmk2LhWg5R6ZsAhPp"
            "t/6fseu1Ky7RXmY8ek1vBMWf8rZnjX8ny1/Qe/wv9j/F5V92/r4D/Q3P/6cqX1Nnn9fqn8gZT3sXdp7DxI9PKNL7"
            "/+VnemNRH24bdY4j03cH3vof86zidUBa9iTLaJ2hYbs4h9udfI9Mrkp8rAgGoePxcyr0KRHZ+YCFWKCcOiP4WlLW"
            "AV/vMYr71hj8O0aVs8G1e+AvZGmxmgjrLxL2UxT/c8IUMv3/zPP/3hA/DDrf2OP5f3mmgzCkkLlmT8tpJOCKI9cR"
            "mWnw0Gm1yBFC6kKcQoe0/IEf8k4FWe7WAPya4xQNgbMz5kJOhxNMc+5/TB/46AenSY5qwPOiVCO2rDKZ/7We/1dI"
            "mxqBf/WGTyf8bIZidKBf7c9/pJtvJIz/1N0yw/iaPv+jwdil+TnJY3zmb/QLCFUZ+juT3fb1H3/r/R9S8k14UKbf"
            "Txi8f0OCfy1SVakLRTOf/+lxhH3FhD89pWlpf3CUL9yiYjJ+KBn+Mwh/61chxuXPRsT/NMLfnvJjkvW/3vFfK/73"
            "9OklN8DXzkW1G3Km37+24v/lLAl091cX7b4joKWTj0B+uTUmt5o/mGj+LT0CRmYAu+I3mxfr/Z8V+ZcJc/ClUNk7"
            "F1uDu3SWAwG+klFP8YBZ5K0f5RhWDF9pgP8zvf8TPcP+z7r3f9ZiyFeC8hfmGWfMX47On639Px1oK8z/0Q0/V/z/"
            "FkJpYP+Dtpet9f9J8tdvn/9mpb/3+Z+3+h9FMZ5gEDrj+pH4IePC/ScrWEiI/z/v/T0kdimEPti7fWX9mr9aqarD"
            "dYZe2Y8h8GRM0AYN+up2i3P1/oeDHm6EGW3pqxvzrfBqI1obL2e+vcZ5Y5W6kiL7KP+YpI+Le2/amy8xjtlpo9Z2"
            "fR2f0xbDtdOC3n63dW6+SIaLQbs0rh4MQaciwz8HkHSC")),
    },
}

class _Tables(NamedTuple):
    """A profile's weights, ready for :meth:`CharHeuristicEstimator._estimate`."""

    constant: float
    pairs: bytes  # pair code -> weight
    unigram: bytes  # byte -> its own weight (ASCII bytes, and the leads of 2-byte characters)
    pages: bytes  # page -> weight of a character of that page
    excess: bytes  # page -> what a character of a long run pays on top: iso - pages, at least 0
    lone: tuple[bytes, ...]  # per quarter of a page: page -> what a lone character pays on top
    lone_pages: bytes  # page -> its largest lone weight (non-zero: lone characters are looked for)
    lone_flat: bytes  # code unit >> 6 -> the lone weight of its 64-code-point block
    astral: tuple[bytes, ...]  # per page D8-DB: a high surrogate's low byte -> weight of its astral character
    words: tuple[bytes, ...]  # per quarter of a page: page -> what any character of the block pays on top
    words_pages: bytes  # page -> its largest words weight (non-zero: looked at)
    words_flat: bytes  # code unit >> 6 -> the words weight of its 64-code-point block
    words_other: re.Pattern[str] | None  # a run of characters of blocks without a words weight
    letter_runs: tuple[tuple[bytes, int], ...]  # (a run of n letters in _LETTER_MASK, its weight)
    punct_change: int  # a change of symbol inside a run of ASCII symbols (_PUNCT_CHANGE)
    latin1_run: int
    invisible: int  # the weight of an invisible character (_INVISIBLE)
    cjk_multi: int  # a character of the _CJK_PAGES that is several tokens alone pays this on top
    cjk_three: int  # and one of three tokens or more this, on top of both
    cjk_costs: str  # what each character of the _CJK_PAGES costs alone, as stored (see _cjk_classes)
    rare_pairs: tuple[tuple[bytes, int, int], ...]  # (page as a byte, page, what its rare pair pays) of _RARE_PAIRS
    rare_pages: bytes  # page -> 1 when it is one of them
    script_change: int  # what a change of script inside a word pays (_SCRIPT_CHANGE_WEIGHTS)
    separators: tuple[int, int, int]  # what a Unicode space, a digit of another script, a dash pays
    space_letter: int  # what a Unicode space before a letter pays on top (_SPACE_LETTER_WEIGHTS)
    space_latin1: int  # and a Latin-1 symbol after one, on top of its lone weight (_SPACE_LATIN1_WEIGHTS)
    dash_letter: int  # what a dash before a letter pays on top (_DASH_LETTER_WEIGHTS)
    spaced_dash: tuple[int, int, int]  # what a dash after a space is rebated, per group (_SPACED_DASH_REBATES)
    held_spaced: dict[str, int]  # a symbol of _HELD_SPACED_SYMBOLS -> what it is rebated after a space
    held_bare: dict[str, int]  # a symbol of _HELD_BARE_SYMBOLS -> what it is rebated first on a line
    rare_ascii: int  # what two rare pairs of ASCII letters side by side pay (_RARE_ASCII_WEIGHTS)
    rare_symbols: int  # what a pair of unlike ASCII symbols no token holds pays (_RARE_SYMBOL_WEIGHTS)
    trigrams: int  # what three lower-case letters outside _KNOWN_TRIGRAMS pay (_TRIGRAM_WEIGHTS)
    fourgrams: int  # what four lower-case letters outside _KNOWN_FOURGRAMS pay (_FOURGRAM_WEIGHTS)
    short_words: int  # what a word of _SHORT_UNHELD_WORDS after a space pays (_SHORT_WORD_WEIGHTS)
    nfd_marks: tuple[int, ...]  # a letter's first byte -> the rebate of a mark after it (_NFD_MARK_REBATES)
    profile: str  # its name (_rare_ascii_patterns's patterns are compiled on first use, not at import)
    repeats: int  # what a letter of a run of three alike after a space or a symbol pays (_REPEAT_WEIGHTS)
    long_runs: int  # what a change of letter in a run of one case no word is as long as pays (_LONG_RUN_WEIGHTS)
    unassigned: int  # what a code point of _UNASSIGNED pays on top (_UNASSIGNED_WEIGHTS)
    c1: int  # what a C1 control character pays on top (_C1_WEIGHTS)
    line_separators: tuple[int, int]  # what U+2028 and U+2029 pay on top (_LINE_SEPARATOR_WEIGHTS)
    alike_runs: bytes | None  # a letter -> what each repeat of it in a run pays (_LETTER_RUN_WEIGHTS)
    pair_runs: int  # what a change of letter in a long run of two letters pays (_PAIR_RUN_WEIGHTS)
    pretoken_starts: bytes  # pair code -> 1 where a pre-token starts (_PRETOKEN_STARTS)
    byte_letters: dict[str, int]  # a letter of U+0100-052F no token holds -> what it pays (_BYTE_LETTERS)
    byte_letter_chars: str  # those letters, for a class
    byte_letter_pages: bytes  # 1 at the pages of those letters, for translate
    cjk_latin: int  # what an ASCII letter beside a CJK character or punctuation mark pays (_CJK_LATIN_WEIGHTS)
    emoji_neighbours: int  # what a code point of _EMOJI_NEIGHBOURS pays on top (_EMOJI_NEIGHBOUR_WEIGHTS)
    arabic_marks: int  # what an Arabic vowel mark pays (_ARABIC_MARK_WEIGHTS)
    invisible_split: int  # what a word split by an invisible character pays (_INVISIBLE_SPLIT_WEIGHTS)
    latin1_glued: int  # what a Latin-1 symbol glued to an ASCII letter pays (_LATIN1_GLUED_WEIGHTS)
    latin1_glued_symbol: int  # and glued to an ASCII symbol (_LATIN1_GLUED_SYMBOL_WEIGHTS)
    latin1_lone: bytes  # a Latin-1 symbol's second UTF-8 byte -> what it pays alone (_LATIN1_LONE_WEIGHTS)
    symbol_glued: int  # what a symbol of U+2010-2BFF glued to printable ASCII pays (_SYMBOL_GLUED_WEIGHTS)
    apostrophes: tuple[int, int]  # a typographic apostrophe in a contraction, before a word (_APOSTROPHE_WEIGHTS)
    typographic_glued: int  # a mark of _TYPOGRAPHIC_GLUED between two ASCII letters (_TYPOGRAPHIC_GLUED_WEIGHTS)
    spaceless: tuple[tuple[bytes, bytes, int], ...]  # (page, its half's mask, its excess) of _SPACELESS_HALVES
    prose_halves: tuple[tuple[bytes, bytes, int], ...]  # (page, its half's mask, weight) of _SCRIPT_PROSE_WEIGHTS
    gaps: bytes  # a gap of k spaces before or after a word (_WORD_GAP) -> what it pays on top
    symbol_repeats: bytes  # an ASCII symbol -> what it pays repeating itself in a run (_SYMBOL_RUN_EXPONENTS)
    symbol_rests: bytes  # an ASCII symbol -> what a run of it 8 long or more pays once (_SYMBOL_RUN_RESTS)
    latin1_symbols: bytes  # a Latin-1 symbol's second UTF-8 byte -> what it pays beside another (_LATIN1_SYMBOL_RUN)
    repeated_symbols: dict[str, int]  # a symbol -> what each of a run of it pays (_REPEATED_SYMBOLS)
    crlf_rebate: int  # what a carriage return before a line feed, or last, pays less than its byte (_CRLF_TOKENS)
    tab_rebate: int  # what a tab between two lower-case words, or last, pays less (_TAB_GLUE_REBATE)
    tab_split: int  # what such a tab before a word of _BARE_SPLIT_WORDS pays back (_TAB_THEN_WORD)
    capital_tab_rebate: int  # what a tab before a capitalised word pays less (_TAB_CAPITAL_REBATE)
    glued_symbols: bytes  # an ASCII symbol -> what it pays alone between a letter and a word (_GLUED_SYMBOL_WEIGHTS)
    glued_capitals: bytes  # and before a capitalised word (_GLUED_CAPITAL_WEIGHTS)
    quoted: tuple[tuple[bytes, int], ...]  # (a separator between quotes, what it pays) of _QUOTED_SEPARATOR_WEIGHTS
    quoted_lower: tuple[tuple[bytes, int], ...]  # (a sequence before a lower-case letter, what it pays)
    quoted_split: int  # what a word of _BARE_SPLIT_WORDS after one of them pays more (_QUOTED_SPLIT_WEIGHTS)
    separated_split: dict[bytes, int]  # what such a word after a separator pays more (_SEPARATED_SPLIT_WEIGHTS)
    opened_split: bytes  # a symbol or a line break -> what such a word right after it pays more (_OPENED_SPLIT_WEIGHTS)
    arrow_word: tuple[int, int]  # what a word after ``->``, ``=>`` pays (_ARROW_WORD_WEIGHTS)
    opened_capitals: bytes  # a symbol -> what a run of capitals after it pays (_SYMBOL_CAPITALS_WEIGHTS)
    capital_letter: int  # and each letter of it past the third, up to the ninth (_CAPITAL_LETTER_WEIGHTS)
    glued_titles: bytes  # a symbol -> what a capitalised word glued after it pays (_GLUED_TITLE_WEIGHTS)
    scope_title: int  # what a capitalised word after ``::`` pays (_GLUED_TITLE_WEIGHTS["::"])
    hump: int  # what a hump of a camelCase identifier the profile splits pays (_HUMP_WEIGHTS)
    opened_title: int  # what a capitalised word opened by a symbol the profile splits pays (_OPENED_TITLE_WEIGHTS)
    tag_titles: tuple[int, int]  # what a capitalised tag name after ``<``, ``</`` pays (_TAG_TITLE_WEIGHTS)
    quoted_key: int  # what a key of a Python dict pays (_QUOTED_KEY_WEIGHTS)
    quoted_capitals: tuple[tuple[bytes, int], ...]  # (through _QUOTE_CODES, what it pays) of _QUOTED_CAPITAL_WEIGHTS
    glued_runs: tuple[int, int]  # what a run of one symbol between words pays, two long and longer (_GLUED_RUN_WEIGHTS)
    spaced_runs: dict[bytes, int]  # a run of one symbol by a space or a line break -> its cost (_SPACED_RUN_WEIGHTS)
    opening: bytes  # a symbol opening a lower-case word -> its cost, + 128 a capitalised one (_opening_weights)
    emphasis: dict[bytes, int]  # Markdown emphasis closed before punctuation -> what it pays (_EMPHASIS_CLOSE_WEIGHTS)
    dollar: bytes  # the byte after a $ -> what the $ pays (_DOLLAR_WEIGHTS)
    space_break: int  # what a space before a line break then a letter or a symbol pays (_SPACE_BREAK_WEIGHTS)
    spaced_number: int  # what the fourth digit of a number after a space pays less (_SPACED_NUMBER)
    glued_letter: int  # what each letter past the fourth of a word right after a symbol pays (_GLUED_LETTER_WEIGHTS)
    glued_high: int  # and right after one of the symbols whose words need more
    glued_codes: bytes  # byte -> its code for _glued_word_units (_glued_codes)
    script_symbols: dict[str, int]  # a script's punctuation mark or symbol -> what it pays (_SCRIPT_SYMBOL_WEIGHTS)
    script_symbol_pages: bytes  # page -> 1 when it holds one of them
    script_symbol_class: str  # all of them, for _char_class
    word_cap: int  # the most a word of _KNOWN_WORDS pays less: the least pair of a letter and a byte ending it
    word_rebates: dict[bytes, int | None]  # each form of a word of _KNOWN_WORDS -> what it pays less, None until met
    pad_units: list[int | None]  # what _WORD_PAD pays (_pad_units), None until the first word is measured
    word_held: frozenset[bytes]  # the capitalised forms and capitals of them the profile spells as one token
    word_split: dict[bytes, int]  # the words of _SPLIT_WORDS -> their cost, 1/_PAIR_UNIT token
    tone_rebate: int  # what a letter of U+1EA0-1EF9 after an ASCII letter, ơ or ư pays less (_TONE_LETTER_WEIGHTS)
    accented_end: int  # what the rebate of a word of _HELD_ACCENTED_WORDS not ended yet keeps back (_accented_rebate)
    accented_charges: dict[str, int]  # a word or prefix of _HELD_ACCENTED_WORDS -> what it costs after a space
    accented_ascii_ends: list[tuple[str, ...] | None]  # its starts of ASCII letters that pay less, None until measured


def _latin1_symbol_weights(profile: str, pairs: bytes | bytearray) -> bytes:
    """The second UTF-8 byte of a Latin-1 symbol -> what it pays beside another one: its cost alone
    (_LATIN1_SYMBOL_COSTS) less what the pairs charge for a continuation byte after a lead (at
    least 0; see _LATIN1_SYMBOL_RUN)."""
    charged = pairs[_PAIR_NAMES.index("cL")] + pairs[_PAIR_NAMES.index("Lz")]
    table = bytearray(256)
    symbols = [b for b in range(0xA1, 0xC0) if b != 0xAD]
    for byte, cost in zip(symbols, _LATIN1_SYMBOL_COSTS[profile]):
        table[byte] = max(0, _PAIR_UNIT * int(cost) - charged)
    return bytes(table)


def _latin1_lone_weights(profile: str) -> bytes:
    """The second UTF-8 byte of a Latin-1 symbol -> what it pays alone (_LATIN1_LONE_WEIGHTS)."""
    table = bytearray(256)
    for char, weight in _code_point_weights(_LATIN1_LONE_WEIGHTS[profile]).items():
        table[ord(char)] = weight  # U+00A1-00BF: bytes C2 A1-BF, the second the code point
    return bytes(table)


def _held_table(symbols: str, page_rebates: str, before: str, pages: bytes, pairs: bytes,
                unigram: bytes) -> dict[str, int]:
    """A symbol of ``symbols`` (a profile's _HELD_SPACED_SYMBOLS or _HELD_BARE_SYMBOLS) -> its page's
    rebate of ``page_rebates`` (_HELD_SPACED_REBATES, _HELD_BARE_REBATES), at most what the symbol pays
    itself after ``before`` (a space or a line break), whatever follows it: its page's weight
    (``pages``), its bytes' (``unigram``), the pairs of its own bytes and of ``before`` and its first
    (``pairs``): the rebate never lowers an estimate below what the text before the symbol paid."""
    rebates = _code_point_weights(page_rebates)  # "20:58 21:110": the pages in hex, as code points are
    table = {}
    for symbol in _code_point_weights(symbols):
        raw = symbol.encode()
        own = (pages[ord(symbol) >> 8] + sum(map(unigram.__getitem__, raw))
               + sum(map(pairs.__getitem__, _pair_codes((before + symbol).encode())[:-1])))
        rebate = min(rebates.get(chr(ord(symbol) >> 8), 0), own)
        if rebate:
            table[symbol] = rebate
    return table


def _dollar_table(weights: Mapping[str, int]) -> bytes:
    """A byte -> what a ``$`` before it pays, from _DOLLAR_WEIGHTS' (``math``: ``$`` and ``\\``; ``A-Z``:
    the capitals; else the byte itself)."""
    table = bytearray(256)
    for key, weight in weights.items():
        for byte in b"$\\" if key == "math" else range(0x41, 0x5B) if key == "A-Z" else key.encode():
            table[byte] = weight
    return bytes(table)


def _glued_codes(high: str) -> bytes:
    """Byte -> its code for :func:`_glued_word_units`: 1 an ASCII symbol (17 one of ``high``, whose
    words pay the higher letter weight: bit 4, which no other code has), 2 a digit, 6 a lower-case
    letter (bits 1 and 2), 66 an upper-case one (bits 1 and 6), 0 any other byte."""
    return bytes(17 if chr(b) in high else 1 if 0x21 <= b <= 0x7E and not chr(b).isalnum() else 6 if 0x61 <= b <= 0x7A
                 else 66 if 0x41 <= b <= 0x5A else 2 if b < 0x80 and chr(b).isalnum() else 0 for b in range(256))


#: Byte -> 1 for a separator of _GLUED_CAPITAL_WEIGHTS, 2 for an upper-case ASCII letter, 0 else:
#: the gate of that term is ``b"\x01\x02"`` in the text through it (a translate and a find: a regex
#: for a separator before a capital took 7 ns a byte, two thirds of the glued words' time).
_SEPARATOR_CAPITAL = bytes(1 if chr(b) in ",;|" else 2 if 0x41 <= b <= 0x5A else 0 for b in range(256))


def _glued_capital_weights(profile: str) -> bytes:
    """An ASCII symbol -> what it pays alone between a letter or digit and an upper-case letter
    (_GLUED_CAPITAL_WEIGHTS; 0 for the symbols it does not name); empty when every weight is 0."""
    table = bytearray(256)
    for symbol, weight in _GLUED_CAPITAL_WEIGHTS[profile].items():
        table[ord(symbol)] = weight
    return bytes(table) if any(table) else b""


def _opening_weights(profile: str) -> bytes:
    """An ASCII symbol -> what it pays opening a lower-case word (_OPENING_SYMBOL_WEIGHTS), and its
    code + 128 -> what it pays opening a capitalised one (_OPENING_CAPITAL_WEIGHTS): hex, a byte a
    symbol in _ASCII_SYMBOLS' order."""
    table = bytearray(256)
    for symbol, lower, capital in zip(_ASCII_SYMBOLS, bytes.fromhex(_OPENING_SYMBOL_WEIGHTS[profile]),
                                      bytes.fromhex(_OPENING_CAPITAL_WEIGHTS[profile])):
        table[ord(symbol)], table[ord(symbol) + 128] = lower, capital
    return bytes(table)


def _glued_symbol_weights(profile: str) -> bytes:
    """An ASCII symbol -> what it pays alone between a letter or digit and a lower-case letter
    (_GLUED_SYMBOL_WEIGHTS)."""
    table = bytearray(256)
    for symbol, weight in zip(_ASCII_SYMBOLS, bytes.fromhex(_GLUED_SYMBOL_WEIGHTS[profile])):
        table[ord(symbol)] = weight
    return bytes(table)


def _symbol_repeat_weights(profile: str, pairs: bytes | bytearray) -> bytes:
    """An ASCII symbol -> what each of its characters repeating the one before pays in a run
    (_SYMBOL_RUN_EXPONENTS): _PAIR_UNIT / 2 ** e, rounded up, less what the pairs charge for a
    symbol after a symbol (at least 0)."""
    charged = pairs[_PAIR_NAMES.index("..")]
    table = bytearray(256)
    for symbol, exponent in zip(_ASCII_SYMBOLS, _SYMBOL_RUN_EXPONENTS[profile]):
        table[ord(symbol)] = max(0, -(-_PAIR_UNIT // (1 << int(exponent))) - charged)
    return bytes(table)


@functools.cache  # built at the first run of a symbol (3-12 ms): most texts hold none
def _repeat_rebates(profile: str) -> dict[str, int]:
    """Symbol -> its _REPEATED_SYMBOL_REBATES of ``profile``, at most what a repeat of it pays
    whatever its context (its bytes, their pairs, its page and its _REPEATED_SYMBOL_WEIGHTS): a
    character appended to a run adds that less the rebate, never less than nothing."""
    tables = _profile_tables(profile)
    rebates = {}
    for symbol, rebate in _code_point_weights(_REPEATED_SYMBOL_REBATES[profile]).items():
        raw = symbol.encode("utf-8")
        paid = (_weighted_sum(raw * 3, tables.pairs) - _weighted_sum(raw * 2, tables.pairs)
                + _byte_sum(raw.translate(tables.unigram)) + tables.pages[ord(symbol) >> 8]
                + tables.repeated_symbols.get(symbol, 0))
        rebates[symbol] = max(0, min(rebate, paid))
    return rebates


def _code_point_weights(spec: str) -> dict[str, int]:
    """``"2016-2017,201b:55 ..."`` (code points in hex, ranges inclusive, then the weight) as a
    dict character -> weight."""
    weights: dict[str, int] = {}
    for group in spec.split():
        points, weight = group.split(":")
        for span in points.split(","):
            first, _, last = span.partition("-")
            for code in range(int(first, 16), int(last or first, 16) + 1):
                weights[chr(code)] = int(weight)
    return weights


def _other_blocks(weights: bytes) -> re.Pattern[str] | None:
    """A pattern matching a run of characters whose 64-code-point block has no weight in
    ``weights`` (code unit >> 6 -> weight), or None when no block has one."""
    spans: list[list[int]] = []
    for block, weight in enumerate(weights):
        if weight:
            if spans and spans[-1][1] == block << 6:
                spans[-1][1] = (block + 1) << 6
            else:
                spans.append([block << 6, (block + 1) << 6])
    if not spans:
        return None
    return re.compile("[^" + "".join(f"\\u{lo:04x}-\\u{hi - 1:04x}" for lo, hi in spans) + "]+")


@functools.cache
def _profile_tables(profile: str) -> _Tables:
    """The tables of ``profile``: immutable, built once per profile, shared by its estimators."""
    weights = _PROFILES[profile]
    pairs = bytearray(bytes.fromhex(weights["pairs"]))
    for code, name in enumerate(_PAIR_NAMES):
        if name[1] == "$":
            pairs[code] = 0  # a text's last position pairs with the end of the text
    pages = bytes.fromhex(weights["pages"])
    iso = bytes.fromhex(weights["iso"])
    lone = bytes.fromhex(weights["lone"])  # 4 weights a page: one per 64-code-point block
    astral = bytearray.fromhex(weights.get("astral", "00" * 1024))  # one per high surrogate
    empty, least = int.from_bytes(_EMPTY_ASTRAL, "little"), _EMPTY_ASTRAL_WEIGHTS[profile]
    for unit in range(1024):  # a block with no character: what its code points cost in bytes
        if empty >> unit & 1:
            astral[unit] = max(astral[unit], least[unit >> 8])
    # The emoji blocks pay their own price on the page they share with the historic scripts: the
    # page's weight drops to it, every other block of the page gets the difference on its own.
    # long runs: as fitted, but kana and ideographs are prose however long (_SPACELESS_PAGES)
    excess = bytes(0 if page in _SPACELESS_PAGES else max(0, i - p) for page, (i, p) in enumerate(zip(iso, pages)))
    emoji, shared = _EMOJI_PAGE_WEIGHTS[profile], pages[0xD8]
    if emoji < shared:
        for unit in range(256):
            if unit not in _EMOJI_UNITS:
                astral[unit] += shared - emoji  # at most 255: a ValueError at import otherwise
        pages = pages[:0xD8] + bytes([emoji]) + pages[0xD9:]
    byte_letters = _byte_letter_weights(profile)
    byte_letter_pages = {ord(c) >> 8 for c in byte_letters}
    in_words = bytearray.fromhex(weights.get("words", "00" * 1024))  # one per 64-code-point block
    for first, weight in _SHARED_PAGE_WORD_WEIGHTS[profile].items():
        in_words[first >> 6] = max(in_words[first >> 6], weight)
    words = bytes(in_words)
    *letters, latin1, invisible = weights["runs"]
    fitted = bytearray.fromhex(weights["bytes"]).ljust(256, b"\0")
    fitted[0x0D] = min(fitted[0x0D], _LONE_CR)  # the fit's weight, 4 tokens, was the lone ones' (_LONE_CR)
    unigram = bytes(fitted)
    multi, three, blob = weights.get("cjk", (0, 0, ""))
    page_weights = _RARE_PAIR_PAGE_WEIGHTS[profile]
    spaceless = tuple((bytes([first >> 8]), _UPPER_HALF if first & 0x80 else _LOWER_HALF, excess[first >> 8])
                      for first in _SPACELESS_HALVES if excess[first >> 8])
    space_pair = pairs[_PAIR_NAMES.index("  ")]  # what each space past a gap's first already pays
    script_symbols = _code_point_weights(_SCRIPT_SYMBOL_WEIGHTS[profile])
    symbol_pages = {ord(c) >> 8 for c in script_symbols}
    gaps = bytes(max(0, _PAIR_UNIT - (k - 1) * space_pair) if k >= 2 else 0 for k in range(_WORD_GAP_LONGEST + 1))
    latin1_lone = _latin1_lone_weights(profile)
    tab_rebate = min(_TAB_GLUE_REBATE[profile], unigram[9] + min(pairs[_PAIR_NAMES.index("at")],
                                                                 pairs[_PAIR_NAMES.index("0t")]))
    return _Tables(constant=weights["one"], pairs=bytes(pairs), unigram=unigram,
                   pages=pages,
                   excess=excess,
                   lone=tuple(lone[q::4] for q in range(4)),
                   lone_pages=bytes(max(*lone[4 * page:4 * page + 4], *(latin1_lone if page == 0 else b""))
                                    for page in range(256)),
                   lone_flat=lone,
                   astral=tuple(bytes(astral[k:k + 256]) for k in range(0, 1024, 256)),
                   words=tuple(words[q::4] for q in range(4)),
                   words_pages=bytes(max(words[4 * page:4 * page + 4]) for page in range(256)),
                   words_flat=words, words_other=_other_blocks(words),
                   letter_runs=tuple((b"\x01" * n, w) for n, w in zip(_LETTER_RUNS, letters) if w),
                   punct_change=_PUNCT_CHANGE[profile],
                   latin1_run=latin1, invisible=invisible,
                   cjk_multi=multi, cjk_three=three, cjk_costs=blob,
                   rare_pairs=tuple((bytes([page]), page, page_weights.get(page, _RARE_PAIR_WEIGHTS[profile]))
                                    for page in _RARE_PAIRS),
                   rare_pages=bytes(1 if page in _RARE_PAIRS else 0 for page in range(256)),
                   script_change=_SCRIPT_CHANGE_WEIGHTS[profile],
                   separators=_SEPARATOR_WEIGHTS[profile], space_letter=_SPACE_LETTER_WEIGHTS[profile],
                   space_latin1=_SPACE_LATIN1_WEIGHTS[profile], dash_letter=_DASH_LETTER_WEIGHTS[profile],
                   spaced_dash=_SPACED_DASH_REBATES[profile],
                   held_spaced=_held_table(_HELD_SPACED_SYMBOLS[profile], _HELD_SPACED_REBATES[profile], " ",
                                           pages, bytes(pairs), unigram),
                   held_bare=_held_table(_HELD_BARE_SYMBOLS[profile], _HELD_BARE_REBATES[profile], "\n",
                                         pages, bytes(pairs), unigram),
                   rare_ascii=_RARE_ASCII_WEIGHTS[profile],
                   rare_symbols=_RARE_SYMBOL_WEIGHTS[profile], trigrams=_TRIGRAM_WEIGHTS[profile],
                   fourgrams=_FOURGRAM_WEIGHTS[profile],
                   short_words=_SHORT_WORD_WEIGHTS[profile],
                   nfd_marks=_nfd_mark_table(_NFD_MARK_REBATES[profile]),
                   profile=profile,
                   repeats=_REPEAT_WEIGHTS[profile], long_runs=_LONG_RUN_WEIGHTS[profile],
                   unassigned=_UNASSIGNED_WEIGHTS[profile], c1=_C1_WEIGHTS[profile],
                   line_separators=_LINE_SEPARATOR_WEIGHTS[profile], alike_runs=_letter_run_table(profile),
                   pair_runs=_PAIR_RUN_WEIGHTS[profile],
                   pretoken_starts=bytes(name in (*_PRETOKEN_STARTS[""], *_PRETOKEN_STARTS[profile])
                                         for name in _PAIR_NAMES),
                   byte_letters=byte_letters, byte_letter_chars="".join(byte_letters),
                   byte_letter_pages=bytes(p in byte_letter_pages for p in range(256)),
                   cjk_latin=_CJK_LATIN_WEIGHTS[profile], emoji_neighbours=_EMOJI_NEIGHBOUR_WEIGHTS[profile],
                   arabic_marks=_ARABIC_MARK_WEIGHTS[profile], invisible_split=_INVISIBLE_SPLIT_WEIGHTS[profile],
                   latin1_glued=_LATIN1_GLUED_WEIGHTS[profile], latin1_lone=latin1_lone,
                   latin1_glued_symbol=_LATIN1_GLUED_SYMBOL_WEIGHTS[profile],
                   symbol_glued=_SYMBOL_GLUED_WEIGHTS[profile],
                   apostrophes=_APOSTROPHE_WEIGHTS[profile],
                   typographic_glued=_TYPOGRAPHIC_GLUED_WEIGHTS[profile],
                   spaceless=spaceless,
                   prose_halves=tuple((bytes([first >> 8]), _UPPER_HALF if first & 0x80 else _LOWER_HALF, weight)
                                      for first, weight in _SCRIPT_PROSE_WEIGHTS[profile].items()),
                   gaps=gaps, latin1_symbols=_latin1_symbol_weights(profile, pairs),
                   symbol_repeats=_symbol_repeat_weights(profile, pairs),
                   symbol_rests=bytes(16 * int(_SYMBOL_RUN_RESTS[profile][_ASCII_SYMBOLS.index(chr(b))])
                                      if chr(b) in _ASCII_SYMBOLS else 0 for b in range(256)),
                   repeated_symbols=_code_point_weights(_REPEATED_SYMBOL_WEIGHTS[profile]),
                   crlf_rebate=unigram[0x0D] - min(unigram[0x0D], max(0, _PAIR_UNIT * _CRLF_TOKENS[profile]
                                                                    - pairs[_PAIR_NAMES.index("nn")])),
                   capital_tab_rebate=min(_TAB_CAPITAL_REBATE[profile], pairs[_PAIR_NAMES.index("tA")]
                                          + min(unigram[b] for b in range(0x41, 0x5B))),
                   tab_rebate=tab_rebate,
                   tab_split=max(tab_rebate, max(tab_rebate + unigram[10] - unigram[9]
                                                 + pairs[_PAIR_NAMES.index(c + "n")] + pairs[_PAIR_NAMES.index("na")]
                                                 - pairs[_PAIR_NAMES.index(c + "t")] - pairs[_PAIR_NAMES.index("ta")]
                                                 for c in "a0")),
                   glued_symbols=_glued_symbol_weights(profile), glued_capitals=_glued_capital_weights(profile),
                   quoted=tuple((seq, w) for seq, w in _QUOTED_SEPARATOR_WEIGHTS[profile].items() if w),
                   quoted_key=_QUOTED_KEY_WEIGHTS[profile],
                   quoted_capitals=tuple(((seq + "A").encode().translate(_QUOTE_CODES), w)
                                         for seq, w in _QUOTED_CAPITAL_WEIGHTS[profile].items() if w),
                   quoted_lower=tuple((seq.encode(), w) for seq, w in _QUOTED_LOWER_WEIGHTS[profile].items()),
                   quoted_split=_QUOTED_SPLIT_WEIGHTS[profile],
                   separated_split={sep.encode(): w for sep, w in _SEPARATED_SPLIT_WEIGHTS[profile].items()}
                   if any(_SEPARATED_SPLIT_WEIGHTS[profile].values()) else {},
                   opened_split=bytes(_OPENED_SPLIT_WEIGHTS[profile].get(chr(b), 0) for b in range(256)),
                   arrow_word=(_ARROW_WORD_WEIGHTS[profile].get("->", 0), _ARROW_WORD_WEIGHTS[profile].get("=>", 0)),
                   opened_capitals=bytes(_SYMBOL_CAPITALS_WEIGHTS[profile].get(chr(b), 0) for b in range(256)),
                   capital_letter=_CAPITAL_LETTER_WEIGHTS[profile],
                   glued_titles=bytes(_GLUED_TITLE_WEIGHTS[profile].get(chr(b), 0) for b in range(256)),
                   scope_title=_GLUED_TITLE_WEIGHTS[profile].get("::", 0),
                   hump=_HUMP_WEIGHTS[profile],
                   opened_title=_OPENED_TITLE_WEIGHTS[profile],
                   tag_titles=(_TAG_TITLE_WEIGHTS[profile].get("<", 0), _TAG_TITLE_WEIGHTS[profile].get("</", 0)),
                   glued_runs=_GLUED_RUN_WEIGHTS[profile],
                   spaced_runs=_spaced_run_table(_SPACED_RUN_WEIGHTS[profile]),
                   opening=_opening_weights(profile),
                   emphasis=_EMPHASIS_CLOSE_WEIGHTS[profile],
                   dollar=_dollar_table(_DOLLAR_WEIGHTS[profile]),
                   space_break=_SPACE_BREAK_WEIGHTS[profile],
                   spaced_number=pairs[_PAIR_NAMES.index("00")] + min(unigram[b] for b in range(0x30, 0x3A))
                   if profile in _SPACED_NUMBER_PROFILES else 0,
                   glued_letter=_GLUED_LETTER_WEIGHTS[profile][0],
                   glued_high=_GLUED_LETTER_WEIGHTS[profile][1],
                   glued_codes=_glued_codes(_GLUED_LETTER_WEIGHTS[profile][2]),
                   script_symbols=script_symbols,
                   script_symbol_pages=bytes(page in symbol_pages for page in range(256)),
                   script_symbol_class="".join(sorted(script_symbols)),
                   word_cap=min(pairs[_PAIR_NAMES.index(letter + end)] for letter in "aA" for end in "0 n."),
                   pad_units=[None],
                   word_rebates=dict.fromkeys(itertools.chain(_listed()[1], _known_names(), _split_forms(profile))),
                   word_held=_held_forms(profile) | _known_names(), word_split=_split_costs(profile),
                   tone_rebate=_TONE_LETTER_WEIGHTS[profile],
                   accented_end=min(pairs[_PAIR_NAMES.index(letter + end)] for letter in "aAc" for end in " n0."),
                   accented_charges={}, accented_ascii_ends=[None])


@functools.cache  # built at the first use: an import builds no profile's tables
def _default_estimator() -> CharHeuristicEstimator:
    """For helpers that need an estimate and were given no estimator (no message memo; its memo of
    short texts is a pure cache of a pure function, so sharing it changes no result)."""
    return CharHeuristicEstimator(memo_size=0)


class CalibratedEstimator:
    """Wraps any estimator and corrects it with what the provider really billed.

    Call :meth:`observe` after each response with the messages that were sent and the response's
    :class:`Usage`; :meth:`estimate` and :meth:`estimate_messages` then scale the wrapped
    estimate by :attr:`ratio`, the median of the last few billed/estimated ratios. The first
    observation is taken whole (one response is enough to learn a 30% gap), the median makes a
    single odd figure harmless, and an observation outside ``[0.25, 4]`` (a zero, a 100x) is
    ignored and counted in ``rejected``. The billed figure includes tool schemas and the
    provider's framing, so the ratio learns those too.

    >>> est = CalibratedEstimator(CharHeuristicEstimator())
    >>> sent = [{"role": "user", "content": "Summarize the build log, please."}]
    >>> est.observe(sent, Usage(input_tokens=round(est.base.estimate_messages(sent) * 1.3)))
    >>> round(est.ratio, 1)
    1.3
    """

    #: Billed/estimated ratios outside this range are taken for a broken figure, not a tokenizer.
    OBSERVATION_RANGE = (0.25, 4.0)
    #: The ratio itself stays in this range: no real tokenizer is further from the heuristic.
    RATIO_RANGE = (0.5, 2.0)

    def __init__(self, base: TokenEstimator, *, window: int = 5) -> None:
        if not isinstance(base, TokenEstimator):
            raise TypeError("expected a TokenEstimator (estimate and estimate_messages) for base, "
                            f"not {type(base).__name__}")
        _check_positive_int("window", window)
        self.base = base
        self.window = window
        self._lock = threading.Lock()
        self.reset()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.base!r}, window={self.window})"

    @property
    def ratio(self) -> float:
        """The correction applied to every estimate (1.0 until the first observation)."""
        return self._ratio

    def reset(self) -> None:
        """Forget every observation (after switching models, say)."""
        with self._lock:
            self._recent: list[float] = []
            self._ratio = 1.0
            self.observations = 0
            self.rejected = 0

    def observe(self, messages_sent: Sequence[Message], usage: Usage) -> None:
        """Learn from one response: ``usage`` is what the provider billed for ``messages_sent``."""
        if not isinstance(usage, Usage):
            raise TypeError(f"expected a Usage for usage, not {type(usage).__name__} "
                            "(convert with Usage.from_response)")
        estimated = self.base.estimate_messages(messages_sent)
        billed = usage.total_input_tokens
        with self._lock:
            low, high = self.OBSERVATION_RANGE
            if estimated <= 0 or not low <= billed / estimated <= high:
                self.rejected += 1
                _log.warning("ignoring a billed figure of %d tokens for an estimate of %d", billed, estimated)
                return
            self.observations += 1
            self._recent = (self._recent + [billed / estimated])[-self.window:]
            from statistics import median  # here: the module costs 8 ms to import, few scripts calibrate

            self._ratio = min(max(median(self._recent), self.RATIO_RANGE[0]), self.RATIO_RANGE[1])

    def estimate(self, text: str) -> int:
        """The wrapped estimate of ``text``, corrected."""
        return math.ceil(self.base.estimate(text) * self._ratio)

    def estimate_messages(self, messages: Sequence[Message]) -> int:
        """The wrapped estimate of ``messages``, corrected."""
        return math.ceil(self.base.estimate_messages(messages) * self._ratio)

    def estimate_request(self, body: Mapping[str, Any]) -> int:
        """The estimate of a whole request body (see :func:`_request_tokens`), corrected."""
        return _request_tokens(self, body)


def _request_tokens(estimator: Any, body: Mapping[str, Any]) -> int:
    """Tokens billed for a request body: its messages (``messages``, or the Responses API's
    ``input``, a str or items), the top-level ``system`` (Anthropic: a str or text blocks) or
    ``instructions`` (Responses), and every tool definition (its JSON, plus framing)."""
    if not isinstance(body, Mapping):
        raise TypeError(f"expected a request body (a dict) for body, not {type(body).__name__}")
    messages = body.get("messages", body.get("input"))
    if isinstance(messages, str):
        messages = [{"role": "user", "content": messages}]
    total = estimator.estimate_messages(as_messages(messages)) if messages else 0
    return total + _request_extra_tokens(estimator.estimate, body)


def _request_extra_tokens(estimate: Callable[[str], int], body: Mapping[str, Any]) -> int:
    """The tokens of a request body's top-level system or instructions, its tools (and the
    functions API's ``functions``), and its structured-output schema, which the provider puts
    in the prompt: chat ``response_format``, Responses ``text.format``, Anthropic
    ``output_format`` or ``output_config.format`` (a plain text format adds nothing)."""
    total = 0
    for key in ("system", "instructions"):
        if body.get(key):
            total += _MESSAGE_OVERHEAD + _content_tokens(estimate, body[key])
    for key in ("tools", "functions"):
        tools = body.get(key)
        if isinstance(tools, list):
            for tool in tools:
                total += _TOOL_DEFINITION_OVERHEAD + estimate(_safe_str(_plain(tool)))
    text, config = body.get("text"), body.get("output_config")
    formats = (body.get("response_format"), body.get("output_format"),
               text.get("format") if isinstance(text, Mapping) else None,
               config.get("format") if isinstance(config, Mapping) else None)
    for fmt in formats:
        fmt = _plain(fmt)
        if fmt and not (isinstance(fmt, Mapping) and fmt.get("type") == "text"):
            total += _TOOL_DEFINITION_OVERHEAD + estimate(_safe_str(fmt))
    return total


def _is_estimator(obj: Any) -> bool:
    """``isinstance(obj, TokenEstimator)`` without the Protocol machinery (10 us a call: too
    slow for a context built before every LLM call)."""
    return callable(getattr(obj, "estimate", None)) and callable(getattr(obj, "estimate_messages", None))


def _message_tokens(estimate: Callable[[str], int], message: Any) -> int:
    """Tokens of one message: overhead, role, name, content, tool calls and tool-call id."""
    if not isinstance(message, Mapping):
        return _object_tokens(estimate, message)
    total = _MESSAGE_OVERHEAD
    kind = message.get("type")
    if kind in _RESPONSES_OPAQUE:  # a compaction item, a reference...: the item whole, once
        return total + estimate(_hosted_text(message))
    originals = message.get(_ITEMS_KEY)
    if type(originals) is tuple:
        # The chat form of Responses items (_from_responses) is counted as the items it will be
        # sent as (_changed_items): a command's output with its text in its JSON fields, each
        # item's own overhead and ids. Counted as the chat message, shell outputs and tool searches
        # were 9% under, and default_pipeline(8_000) sent 8,301 tokens.
        return sum(_message_tokens(estimate, item) for item in _changed_items(message, list(originals)))
    # call_id, arguments, input, output, summary: the Responses API's function_call,
    # custom_tool_call, their outputs and reasoning items; a hosted tool call's whole item; the
    # fields in which other providers' chat APIs carry an assistant's reasoning, taken back in a
    # tool loop (DeepSeek's and vLLM's reasoning_content, OpenRouter's two, Ollama's thinking).
    for key in ("role", "name", "tool_call_id", "call_id", "arguments", "input", "encrypted_content", "refusal",
                _HOSTED_KEY, "reasoning_content", "reasoning", "reasoning_details", "thinking"):
        value = message.get(key)
        if value is not None:
            total += estimate(_safe_str(value))
    legacy = message.get("function_call")  # the Chat Completions functions API, before tool_calls
    if legacy is not None:
        total += _TOOL_CALL_OVERHEAD + (estimate(_safe_str(legacy.get("name") or "")) + estimate(
            _safe_str(legacy.get("arguments") or "")) if isinstance(legacy, Mapping) else estimate(_safe_str(legacy)))
    if kind in _RESPONSES_HOSTED or kind in _RESPONSES_LOCAL or kind in _RESPONSES_LOCAL_OUTPUTS:
        return total + estimate(_hosted_text(message)) + _IMAGE_TOKENS * _screenshots(message)
    total += _IMAGE_TOKENS * int(message.get(_IMAGES_KEY) or 0) + int(message.get(_TOKENS_KEY) or 0)
    total += _content_tokens(estimate, message.get("content"))
    for key in ("output", "summary"):
        if message.get(key) is not None:
            total += _content_tokens(estimate, message[key])
    tool_calls = message.get("tool_calls")
    if isinstance(tool_calls, list):
        for call in tool_calls:
            total += _TOOL_CALL_OVERHEAD
            function, given = _call_function(call)
            if function is not None:
                total += estimate(_safe_str(function.get("name") or ""))
                total += estimate(_safe_str(function.get(given) or ""))
            else:
                total += estimate(_safe_str(call.get("function") if isinstance(call, Mapping) else call))
    elif tool_calls is not None:
        total += estimate(_safe_str(tool_calls))
    return total


def _call_function(call: Any) -> tuple[Mapping[str, Any] | None, str]:
    """What an OpenAI chat tool call names and was given, and the key of the latter: its
    ``function`` and the ``arguments`` (JSON), or a custom tool's ``custom`` and its ``input``
    (free text); (None, "arguments") for anything else."""
    if isinstance(call, Mapping):
        function = call.get("function")
        if isinstance(function, Mapping):
            return function, "arguments"
        custom = call.get("custom")
        if isinstance(custom, Mapping):
            return custom, "input"
    return None, "arguments"


def _call_given(call: Any) -> str:
    """What an OpenAI chat tool call was given (see :func:`_call_function`), as text."""
    function, given = _call_function(call)
    return _safe_str(function.get(given) or "") if function is not None else ""


def _object_tokens(estimate: Callable[[str], int], message: Any) -> int:
    """Tokens of a message that is not a mapping: an SDK object counts as its dict, a pydantic-ai
    message as the chat messages of its parts, anything else as its text."""
    if _is_pydantic_ai(message):  # one message of several chat messages (its parts): each counted
        try:
            return sum(_message_tokens(estimate, part) for part in _from_pydantic_ai(message))
        except TypeError:  # a part ctxkit cannot read as a chat message: its fields, as text
            return _MESSAGE_OVERHEAD + estimate(_safe_str(getattr(message, "parts", message)))
    try:
        return _message_tokens(estimate, _message_dict(message, 0))
    except TypeError:
        return _MESSAGE_OVERHEAD + estimate(_safe_str(message))


def _content_tokens(estimate: Callable[[str], int], content: Any, depth: int = 0) -> int:
    """Tokens of a message's ``content``: a str, a list of parts/blocks, or anything else."""
    if content is None:
        return 0
    if isinstance(content, str):
        return estimate(content)
    if not isinstance(content, list) or depth > _MAX_NESTING:
        return estimate(_safe_str(content))
    return sum(_part_tokens(estimate, part, depth) for part in content)


def _part_tokens(estimate: Callable[[str], int], part: Any, depth: int) -> int:
    """Tokens of one part of a list content (a text, an image, a tool block...)."""
    if isinstance(part, str):
        return estimate(part)
    if not isinstance(part, Mapping):
        part = _plain(part)  # an SDK block counts as its dict
        if not isinstance(part, Mapping):
            return estimate(_safe_str(part))
    kind = part.get("type")
    if kind in ("image_url", "image", "input_image"):
        return _IMAGE_TOKENS
    if kind in ("text", "input_text", "output_text", "summary_text"):
        return estimate(_safe_str(part.get("text") or ""))
    if kind == "tool_use":
        return (_TOOL_CALL_OVERHEAD + estimate(_safe_str(part.get("name") or ""))
                + estimate(_safe_str(part.get("input", ""))))
    if kind == "tool_result":
        return _TOOL_CALL_OVERHEAD + _content_tokens(estimate, part.get("content"), depth + 1)
    if kind in ("thinking", "redacted_thinking"):
        return estimate(_safe_str(part.get("thinking") or part.get("data") or ""))
    if kind in ("document", "file", "input_file"):
        pages = _pdf_pages(part)
        if pages:  # a provider bills a PDF by its pages, not by its base64
            return pages * _PDF_PAGE_TOKENS
        if _by_reference(part):
            _warn_uncounted_document(str(kind))
    if (kind == "input_audio" and isinstance(part.get("input_audio"), Mapping)) or (
            kind == "audio" and isinstance(part.get("base64"), str)):  # (LangChain 1.x's standard block)
        seconds = _audio_seconds(part["input_audio"] if kind == "input_audio" else {"data": part["base64"]})
        if seconds is not None:  # billed by its length, not by its base64
            return _audio_tokens(seconds)
    # Unknown part types (audio, documents, future kinds): count their JSON, which is what most
    # of them cost once the provider serializes them.
    return estimate(_safe_str(part))


def _pdf_pages(part: Mapping[str, Any]) -> int:
    """The pages of the PDF a document part carries inline (Anthropic ``document``, chat ``file``,
    Responses ``input_file``, as base64), by its ``/Type /Page`` objects; 0 when it holds no PDF
    or none it can find (compressed object streams): the caller then counts it as text."""
    source = part.get("source")
    if isinstance(source, Mapping) and source.get("media_type") == "application/pdf":
        data = source.get("data")
    elif part.get("mime_type") == "application/pdf":  # LangChain 1.x's standard file block
        data = part.get("base64")
    else:
        inner = part.get("file")
        data = (inner if isinstance(inner, Mapping) else part).get("file_data")
        prefix = "data:application/pdf;base64,"
        data = data[len(prefix):] if isinstance(data, str) and data.startswith(prefix) else None
    if not isinstance(data, str):
        return 0
    try:
        raw = binascii.a2b_base64(data)
    except (binascii.Error, ValueError):
        return 0
    return _pdf_page_count(raw)


def _pdf_page_count(raw: bytes) -> int:
    """The ``/Type /Page`` objects of a PDF's bytes, or of its compressed object streams when its
    bytes show none (PDF 1.5 and later keep them there); 0 for what is not a PDF, or hides them."""
    if raw[:4] != b"%PDF":
        return 0
    return len(_PDF_PAGE.findall(raw)) or sum(len(_PDF_PAGE.findall(text)) for text in _pdf_object_streams(raw))


def _pdf_object_streams(raw: bytes) -> Iterator[bytes]:
    """The inflated object streams (``/Type /ObjStm``, FlateDecode) of a PDF's bytes: at most
    _PDF_STREAMS of them and _PDF_INFLATED bytes in all, so that a crafted file (a zlib bomb)
    costs a count no more than an ordinary one; a stream that does not inflate is left out."""
    view, left = memoryview(raw), _PDF_INFLATED
    for k, found in enumerate(_PDF_OBJECT_STREAM.finditer(raw)):
        if k >= _PDF_STREAMS or left <= 0:
            return
        try:
            text = _decompressobj().decompress(view[found.end():], left)
        except _ZlibError:
            continue
        left -= len(text)
        yield text


def _audio_tokens(seconds: float) -> int:
    """What ``seconds`` of audio input cost (at least a token)."""
    return max(1, math.ceil(seconds * _AUDIO_SECOND_TOKENS))


def _audio_seconds(audio: Mapping[str, Any]) -> float | None:
    """How long an ``input_audio`` part's audio is, at most: a WAV's from its header; another
    format's from its size at 8 kbit/s, lower than speech is encoded at (so never shorter than it
    is); None when it holds no base64 data."""
    data = audio.get("data")
    if not isinstance(data, str) or not data:
        return None
    try:
        head = binascii.a2b_base64(data[:4_096])
    except (binascii.Error, ValueError):
        return None
    return _audio_length(head, len(data) * 3 // 4)


def _audio_length(head: bytes, size: int) -> float:
    """Seconds of audio of ``size`` bytes beginning with ``head``, at most (see _audio_seconds)."""
    if head[:4] == b"RIFF" and head[8:12] == b"WAVE":
        at, rate = 12, 0
        while at + 8 <= len(head):
            chunk, length = head[at:at + 4], int.from_bytes(head[at + 4:at + 8], "little")
            if chunk == b"fmt " and at + 20 <= len(head):
                rate = int.from_bytes(head[at + 16:at + 20], "little")  # bytes a second
            elif chunk == b"data" and rate > 0:
                return min(length, size) / rate
            at += 8 + length + (length & 1)
    return size / 1_000


def _by_reference(part: Mapping[str, Any]) -> bool:
    """A document part that names its file (an uploaded file's id, a URL) instead of holding it."""
    source, inner = part.get("source"), part.get("file")
    if isinstance(source, Mapping):
        return source.get("type") in ("url", "file")
    holder = inner if isinstance(inner, Mapping) else part
    if holder.get("file_data") or part.get("base64"):
        return False
    # a chat file's or a Responses input_file's file_id / file_url; LangChain 1.x's id / url
    return bool(holder.get("file_id") or holder.get("file_url") or part.get("url") or part.get("id"))


@functools.lru_cache(maxsize=8)
def _warn_uncounted_document(kind: str) -> None:
    """Say once per part type that a document sent by reference is not counted by its pages."""
    import warnings

    warnings.warn(f"ctxkit counts a {kind} part sent by reference (a file id or a URL) as its few characters: "
                  "its pages, which the provider bills, are not known here; leave room for them in max_tokens",
                  UserWarning, stacklevel=2)


#: A page object of a PDF (not the /Pages tree above them).
_PDF_PAGE = _lazy_re(rb"/Type\s*/Page(?![A-Za-z])")
#: The dictionary of a compressed object stream and the ``stream`` keyword after it.
_PDF_OBJECT_STREAM = _lazy_re(rb"<<(?:(?!>>).){0,400}?/Type\s*/ObjStm(?:(?!>>).){0,400}?>>\s*stream\r?\n", re.S)
#: The most object streams, and bytes inflated from them in all, read to count a PDF's pages.
_PDF_STREAMS = 256
_PDF_INFLATED = 16_000_000


#: Framing a provider adds around each tool definition (OpenAI's function syntax, Anthropic's
#: tool block), on top of the definition's JSON.
_TOOL_DEFINITION_OVERHEAD = 8
#: tool_result blocks nested deeper than this are counted as flat text (no recursion).
_MAX_NESTING = 16


def _safe_str(value: Any) -> str:
    """``value`` as text for counting: str as is, everything else as compact JSON or repr.

    Never raises: a value nested deeper than the recursion limit (or with a cycle) is
    flattened iteratively instead, so it is counted rather than taking the pipeline down.
    """
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)
    except (TypeError, ValueError, RecursionError):
        return _flat_text(value)


def _flat_text(value: Any) -> str:
    """Every scalar and key of a nested value, JSON-like, walked with an explicit stack."""
    out: list[str] = []
    stack: list[Any] = [value]
    seen: set[int] = set()
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            out.append(json.dumps(item, ensure_ascii=False))
        elif isinstance(item, (Mapping, list, tuple)):
            if id(item) in seen:  # a cycle: counted once
                continue
            seen.add(id(item))
            out.append("{" if isinstance(item, Mapping) else "[")
            pairs = [x for kv in item.items() for x in (str(kv[0]), kv[1])] if isinstance(item, Mapping) else list(item)
            stack.extend(reversed(pairs))
        else:
            try:
                out.append(str(item))
            except Exception:  # noqa: BLE001 - an object whose __str__ fails still costs something
                out.append(type(item).__name__)
    return ",".join(out)


@dataclasses.dataclass
class Usage:
    """Tokens a provider billed for one response, in Anthropic's terms.

    ``input_tokens`` are the *uncached* input tokens; cached reads and cache writes are counted
    apart, so :attr:`total_input_tokens` is what the request's prompt held.
    :meth:`from_response` converts OpenAI's figures (whose ``prompt_tokens`` include the cached
    ones) to these terms.

    >>> u = Usage.from_response({"usage": {"prompt_tokens": 1200, "completion_tokens": 80,
    ...                                    "prompt_tokens_details": {"cached_tokens": 1024}}})
    >>> u
    Usage(input_tokens=176, output_tokens=80, cache_creation_input_tokens=0, cache_read_input_tokens=1024)
    >>> u.total_input_tokens
    1200
    """

    input_tokens: int = 0
    output_tokens: int = 0
    cache_creation_input_tokens: int = 0
    cache_read_input_tokens: int = 0

    def __post_init__(self) -> None:
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            _check_non_negative_int(field.name, value)

    @property
    def total_input_tokens(self) -> int:
        """Every input token of the request: uncached, cache writes and cache reads."""
        return self.input_tokens + self.cache_creation_input_tokens + self.cache_read_input_tokens

    @classmethod
    def from_response(cls, obj: Any) -> Usage:
        """Read the usage of an OpenAI (chat or Responses) or Anthropic response.

        ``obj`` is a usage (dict or SDK object) or a whole response carrying one in
        ``.usage`` / ``["usage"]``. ``TypeError`` when there is no usage to read.
        """
        usage = _get(obj, "usage", None)
        if usage is None:
            usage = obj
        keys = ("prompt_tokens", "input_tokens", "completion_tokens", "output_tokens")
        if usage is None or isinstance(usage, (str, bytes, int, float)) or all(
            _get(usage, key, None) is None for key in keys
        ):
            raise TypeError(
                "expected a provider usage (prompt_tokens/input_tokens...) or a response with "
                f".usage, not {type(obj).__name__}"
            )
        cache_write = _int_or_zero(_get(usage, "cache_creation_input_tokens", 0))
        cache_read = _int_or_zero(_get(usage, "cache_read_input_tokens", 0))
        if _get(usage, "prompt_tokens", None) is not None:
            # OpenAI chat completions: prompt_tokens include the cached ones.
            prompt = _int_or_zero(_get(usage, "prompt_tokens", 0))
            output = _int_or_zero(_get(usage, "completion_tokens", 0))
            cached = _int_or_zero(_get(_get(usage, "prompt_tokens_details", None), "cached_tokens", 0))
            return cls(max(prompt - cached, 0), output, cache_write, cached)
        inputs = _int_or_zero(_get(usage, "input_tokens", 0))
        output = _int_or_zero(_get(usage, "output_tokens", 0))
        details = _get(usage, "input_tokens_details", None)
        if details is not None and not (cache_read or cache_write):
            # OpenAI Responses API: input_tokens include input_tokens_details.cached_tokens.
            cached = _int_or_zero(_get(details, "cached_tokens", 0))
            return cls(max(inputs - cached, 0), output, 0, cached)
        return cls(inputs, output, cache_write, cache_read)


def _get(obj: Any, key: str, default: Any) -> Any:
    """``obj[key]`` for a mapping, ``obj.key`` for an SDK object, else ``default``."""
    if obj is None:
        return default
    if isinstance(obj, Mapping):
        return obj.get(key, default)
    return getattr(obj, key, default)


def _int_or_zero(value: Any) -> int:
    """Providers send ``null`` for figures they do not report: count those as 0."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        return 0
    return int(value)


# ============================================================================================
# Context: cancellation and what every transform is handed
# ============================================================================================


class CancellationToken:
    """A thread-safe flag that one thread sets to stop work another thread is doing.

    >>> token = CancellationToken()
    >>> token.cancelled
    False
    >>> token.cancel()
    >>> token.raise_if_cancelled()
    Traceback (most recent call last):
        ...
    ctxkit.Cancelled: the operation was cancelled
    """

    def __init__(self) -> None:
        self._event = threading.Event()

    def __repr__(self) -> str:
        return f"{type(self).__name__}(cancelled={self.cancelled})"

    def cancel(self) -> None:
        """Ask every holder of this token to stop; idempotent."""
        self._event.set()

    @property
    def cancelled(self) -> bool:
        """True once :meth:`cancel` was called."""
        return self._event.is_set()

    def raise_if_cancelled(self) -> None:
        """Raise :class:`Cancelled` if the token was cancelled."""
        if self._event.is_set():
            raise Cancelled("the operation was cancelled")


@dataclasses.dataclass(frozen=True)
class TransformContext:
    """What a transform knows about the call it prepares: immutable, one per LLM call.

    ``last_provider_usage`` is the :class:`Usage` of the previous response, so a transform can
    correct its current estimate with what the provider really billed. The default
    ``estimator`` is a new :class:`CharHeuristicEstimator` of the profile of ``model_id`` (the
    same choice as :meth:`for_model`): no estimator, memo or lock is shared behind the
    caller's back. Transforms remember token counts per conversation themselves, so a context
    built for every call costs nothing extra; pass one estimator explicitly to share its memo.

    >>> cx = TransformContext.for_test()
    >>> cx.iteration, cx.signal.cancelled, type(cx.estimator).__name__
    (0, False, 'CharHeuristicEstimator')
    """

    signal: CancellationToken = dataclasses.field(default_factory=CancellationToken)
    model_id: str = ""
    iteration: int = 0
    last_provider_usage: Usage | None = None
    estimator: TokenEstimator = None  # type: ignore[assignment]  # set in __post_init__
    reserved_tokens: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.signal, CancellationToken):
            raise TypeError(f"expected a CancellationToken for signal, not {type(self.signal).__name__}")
        _check_str("model_id", self.model_id)
        if self.estimator is None:
            object.__setattr__(self, "estimator", CharHeuristicEstimator(profile_for_model(self.model_id)))
        _check_non_negative_int("iteration", self.iteration)
        _check_non_negative_int("reserved_tokens", self.reserved_tokens)
        if self.last_provider_usage is not None and not isinstance(self.last_provider_usage, Usage):
            raise TypeError(
                "expected a Usage or None for last_provider_usage, not "
                f"{type(self.last_provider_usage).__name__} (convert with Usage.from_response)"
            )
        if not _is_estimator(self.estimator):
            raise TypeError(
                "expected a TokenEstimator (estimate and estimate_messages) for estimator, not "
                f"{type(self.estimator).__name__}"
            )

    @classmethod
    def for_test(cls, signal: CancellationToken | None = None) -> TransformContext:
        """A context with a fresh (or the given) token and the default estimator."""
        return cls(signal=signal if signal is not None else CancellationToken())

    @classmethod
    def for_model(cls, model_id: str, **kwargs: Any) -> TransformContext:
        """A context for ``model_id`` whose estimator uses the model's profile.

        >>> TransformContext.for_model("gpt-3.5-turbo", iteration=2).estimator
        CharHeuristicEstimator(profile='cl100k')
        """
        return cls(model_id=model_id, **kwargs)

    @classmethod
    def for_request(cls, body: Mapping[str, Any], **kwargs: Any) -> TransformContext:
        """A context for a whole request body (OpenAI chat, Anthropic Messages or Responses):
        its ``model`` picks the profile, and what it carries besides its messages (tool
        definitions, a top-level ``system`` or ``instructions``) is ``reserved_tokens``, which
        every budget and trigger leaves room for.

        >>> body = {"model": "claude-sonnet-4-5", "system": "Be brief.", "messages": [],
        ...         "tools": [{"name": "ls", "description": "List a directory.",
        ...                    "input_schema": {"type": "object", "properties": {}}}]}
        >>> cx = TransformContext.for_request(body)
        >>> cx.estimator.profile, cx.reserved_tokens > 0
        ('claude', True)
        """
        if not isinstance(body, Mapping):
            raise TypeError(f"expected a request body (a dict) for body, not {type(body).__name__}")
        model = body.get("model") if isinstance(body.get("model"), str) else ""
        kwargs.setdefault("model_id", model)
        kwargs.setdefault("estimator", CharHeuristicEstimator(profile_for_model(kwargs["model_id"])))
        extras = {key: value for key, value in body.items() if key not in ("messages", "input")}
        kwargs.setdefault("reserved_tokens", _request_extra_tokens(kwargs["estimator"].estimate, extras))
        return cls(**kwargs)


# ============================================================================================
# Messages: validation and atomic units
# ============================================================================================


def as_messages(messages: Any, *, roles: bool = True) -> list[Message]:
    """``messages`` as a list of message dicts, the form every ctxkit function works on.

    What provider SDKs give back is accepted without importing them: dicts pass through
    untouched (the same objects), pydantic models (``response.choices[0].message``, Anthropic's
    ``response.content`` blocks, Responses output items) become their ``model_dump``, other
    mappings and objects with a ``role`` the equivalent dicts; nested content blocks and tool
    calls likewise. The message types of agent frameworks are taken too, without importing
    them: LangChain's ``SystemMessage``/``HumanMessage``/``AIMessage``/``ToolMessage`` (any
    ``BaseMessage``) become the OpenAI chat dicts they stand for, and a pydantic-ai
    ``ModelRequest``/``ModelResponse`` the chat dicts of its parts (system prompt, user prompt,
    tool returns and retries as tool results, text and tool calls; a response's thinking and
    provider-run tools' calls and results, which pydantic-ai sends back but a chat message has no
    field for, are counted with it under ``_ctxkit_hosted``). Anything else, and any dict without a usable ``role``
    (nor a Responses item ``type``), is a ``TypeError`` that names its index and type
    (``roles=False``: a message without a role passes, for a validator to report). Every
    public entry point (``apply_transforms``, ``validate_messages``, ``split_units``,
    ``estimate_messages``, the summarizers...) calls it, so SDK objects are treated exactly as
    the equivalent dicts.

    >>> class Message:  # what an SDK hands back: an object with attributes
    ...     role, content, tool_calls = "assistant", "done", None
    >>> as_messages([{"role": "user", "content": "hi"}, Message()])
    [{'role': 'user', 'content': 'hi'}, {'role': 'assistant', 'content': 'done'}]
    """
    if isinstance(messages, (str, bytes, Mapping)) or not isinstance(messages, Iterable):
        raise TypeError(f"expected a list of messages, not {type(messages).__name__}")
    out = messages if type(messages) is list else list(messages)
    # The common case, every loop in C: dicts with a str role (or Responses items) whose list
    # contents (Anthropic blocks) hold dicts.
    if set(map(type, out)) <= {dict}:
        if roles and not set(map(type, map(dict.get, out, itertools.repeat("role")))) <= {str}:
            _check_roles(out)
        if list not in set(map(type, map(dict.get, out, itertools.repeat("content")))):
            return out
        contents = list(map(dict.get, out, itertools.repeat("content")))
        lists: Iterable[Any] = itertools.compress(contents, map(isinstance, contents, itertools.repeat(list)))
        if set(map(type, itertools.chain.from_iterable(lists))) <= {dict, str}:
            return out
    converted: list[Message] = []
    for i, m in enumerate(out):
        if _is_plain(m):
            converted.append(m)
        elif _is_pydantic_ai(m):
            converted += _from_pydantic_ai(m)
        else:
            converted.append(_message_dict(m, i))
    if roles:
        _check_roles(converted)
    return converted


def _check_roles(messages: Sequence[Any]) -> None:
    """A ``TypeError`` for the first message without a usable role: a str ``role``, or (an item
    of the Responses API) a Responses item ``type``. A dict of another framework's shape gets
    the way to pass it."""
    for i, message in enumerate(messages):
        kind = message.get("type") if type(message) is dict else None
        # A str role, or an item of the Responses API (any of its types: hosted tool calls too)
        if type(message) is not dict or type(message.get("role")) is str or (
                type(kind) is str and kind not in _LANGCHAIN_ROLES and "parts" not in message):
            continue
        if kind in _LANGCHAIN_ROLES:
            raise TypeError(f"messages[{i}] is a LangChain message as a dict (type {kind!r}, no role): pass the "
                            "message objects themselves (ctxkit converts them), or their OpenAI form "
                            "(langchain_core.messages.convert_to_openai_messages)")
        if "parts" in message and message.get("kind") in ("request", "response"):
            raise TypeError(f"messages[{i}] is a pydantic-ai message as a dict: pass the ModelRequest and "
                            "ModelResponse objects themselves (ctxkit converts them)")
        raise TypeError(f"messages[{i}] has no usable role (role={_echo(message.get('role'))}, keys "
                        f"{_cut(', '.join(map(str, message)), 80)}): expected an OpenAI or Anthropic message "
                        "with a str 'role', or a Responses item with a 'type'")


#: LangChain's message types and the chat roles they stand for.
_LANGCHAIN_ROLES = {"system": "system", "human": "user", "ai": "assistant", "tool": "tool", "function": "function",
                    "developer": "developer", "AIMessageChunk": "assistant", "HumanMessageChunk": "user"}


def _from_langchain(dumped: dict[str, Any]) -> dict[str, Any] | None:
    """The OpenAI chat dict of a LangChain message's ``model_dump`` (None if it is not one)."""
    kind = dumped.get("type")
    role = dumped.get("role") if kind == "chat" else _LANGCHAIN_ROLES.get(str(kind))
    if not isinstance(role, str) or ("role" in dumped and kind != "chat"):
        return None
    if "additional_kwargs" not in dumped and "response_metadata" not in dumped:
        return None
    message: dict[str, Any] = {"role": role, "content": dumped.get("content", "")}
    calls = [{"id": call.get("id"), "type": "function", "function": {
        "name": call.get("name"), "arguments": json.dumps(call.get("args") or {}, ensure_ascii=False)}}
        for call in dumped.get("tool_calls") or () if isinstance(call, Mapping)]
    # A call whose arguments are not JSON (the agent answers it with an error: without its call that
    # answer is an invalid request), its arguments kept in JSON (LangChain reads a call's back as JSON).
    calls += [{"id": call.get("id"), "type": "function", "function": {"name": call.get("name"), "arguments": json.dumps(
        {"ctxkit_invalid_arguments": _safe_str(call.get("args") or "")}, ensure_ascii=False)}}
        for call in dumped.get("invalid_tool_calls") or () if isinstance(call, Mapping) and call.get("id")]
    if role == "assistant" and calls:
        message["tool_calls"] = calls
        content = message["content"]
        if isinstance(content, list):
            # Its calls as blocks too (an Anthropic model's tool_use, LangChain 1.x's standard
            # tool_call, a Responses function_call): kept once, as tool_calls.
            ids = {call["id"] for call in calls}
            message["content"] = [b for b in content if not (isinstance(b, Mapping) and b.get("type") in _CALL_BLOCKS
                                                              and (b.get("id") in ids or b.get("call_id") in ids))]
        if not message["content"]:
            message["content"] = None
    if role == "tool":
        message["tool_call_id"] = dumped.get("tool_call_id")
    elif dumped.get("name") and role in ("user", "assistant", "system"):
        message["name"] = dumped["name"]
    return message


#: Content blocks of a LangChain AIMessage that repeat one of its ``tool_calls``.
_CALL_BLOCKS = frozenset(("tool_use", "tool_call", "function_call", "invalid_tool_call", "tool_call_chunk"))


def _is_pydantic_ai(obj: Any) -> bool:
    """A pydantic-ai ``ModelRequest`` or ``ModelResponse`` (by its shape: ``kind`` and ``parts``)."""
    return getattr(obj, "kind", None) in ("request", "response") and isinstance(getattr(obj, "parts", None), list)


def _from_pydantic_ai(obj: Any) -> list[Message]:
    """The chat dicts of a pydantic-ai message: a request's parts in order (system prompts,
    user prompts, tool returns, retries; 2.x instructions as the system text pydantic-ai renders
    them as, its capability, tool-availability and settings records as nothing: they never reach
    the model), a response as one assistant message (its thinking, compaction summary, speech
    transcript and provider-run tools' calls and results counted with it, under a key of ctxkit's own)."""
    if obj.kind == "response":
        return [_from_pydantic_ai_response(obj)]
    return [message for part in obj.parts for message in _from_pydantic_ai_part(obj, part)]


def _from_pydantic_ai_response(obj: Any) -> Message:
    """A pydantic-ai ModelResponse as one assistant message (see :func:`_from_pydantic_ai`)."""
    text = "".join(str(p.content) for p in obj.parts if getattr(p, "part_kind", None) == "text")
    calls = [{"id": p.tool_call_id, "type": "function", "function": {"name": p.tool_name, "arguments": (
              p.args if isinstance(p.args, str) else json.dumps(p.args or {}, ensure_ascii=False))}}
             for p in obj.parts if getattr(p, "part_kind", None) == "tool-call"]
    message: dict[str, Any] = {"role": "assistant", "content": text or None}
    if calls:
        message["tool_calls"] = calls
    # What pydantic-ai sends back besides (a provider-run tool's call and result, thinking, a
    # provider's compaction summary, a spoken step's transcript): counted with the step, as a
    # Responses step's hosted items are; a file counts as an image.
    sent = [_safe_str(getattr(p, "content", None) if kind != "builtin-tool-call" else
                      {"tool": getattr(p, "tool_name", None), "args": getattr(p, "args", None)})
            for p in obj.parts for kind in [getattr(p, "part_kind", None)]
            if kind in ("thinking", "builtin-tool-call", "builtin-tool-return")
            or (kind == "compaction" and getattr(p, "content", None))]
    sent += [str(p.transcript) for p in obj.parts
             if getattr(p, "part_kind", None) == "speech" and getattr(p, "transcript", None)]
    if sent:
        message[_HOSTED_KEY] = "\n".join(sent)
    files = sum(1 for p in obj.parts if getattr(p, "part_kind", None) == "file")
    if files:
        message[_IMAGES_KEY] = files
    return message


def _from_pydantic_ai_part(obj: Any, part: Any) -> list[Message]:
    """The chat dicts of one part of a pydantic-ai ModelRequest (see :func:`_from_pydantic_ai`)."""
    kind = getattr(part, "part_kind", None)
    if kind == "system-prompt":
        return [{"role": "system", "content": str(part.content)}]
    if kind == "user-prompt":
        content = part.content
        message: dict[str, Any] = {"role": "user", "content": content if isinstance(content, str) else
                   "\n".join(c if isinstance(c, str) else f"[{type(c).__name__}]" for c in content)}
        images = 0 if isinstance(content, str) else sum(map(_is_pydantic_ai_image, content))
        if images:  # billed as images, not as the names that stand for them in the text
            message[_IMAGES_KEY] = images
        media = 0 if isinstance(content, str) else sum(map(_pydantic_ai_media_tokens, content))
        if media:  # a PDF by its pages, audio by its length
            message[_TOKENS_KEY] = media
        return [message]
    if kind in ("tool-return", "retry-prompt") and getattr(part, "tool_call_id", None) and \
            getattr(part, "tool_name", None):
        text = part.model_response_str() if kind == "tool-return" else part.model_response()
        return [{"role": "tool", "tool_call_id": part.tool_call_id, "content": str(text)}]
    if kind in ("retry-prompt", "retry-feedback"):
        return [{"role": "user", "content": str(part.model_response())}]
    if kind in ("instruction", "instruction-delta", "instruction-baseline"):
        # pydantic-ai 2.x: operator instructions, rendered as system text (a withdrawn one, None: nothing)
        blocks = part.instructions if kind == "instruction-baseline" else [part]
        texts = [getattr(block, "content", None) for block in blocks or ()]
        text = "\n\n".join(t for t in texts if isinstance(t, str) and t)
        return [{"role": "system", "content": text}] if text else []
    if kind in ("capability-load-delta", "model-settings-delta", "tool-availability-delta"):
        return []  # records pydantic-ai keeps for itself: the model sees their effect (instructions, tools)
    if kind == "speech":
        transcript = getattr(part, "transcript", None)
        role = "assistant" if getattr(part, "speaker", "user") == "assistant" else "user"
        return [{"role": role, "content": str(transcript)}] if transcript else []
    raise TypeError(f"a pydantic-ai {type(obj).__name__} holds a {type(part).__name__} ({kind!r}) that "
                    "ctxkit cannot read as a chat message")


def _pydantic_ai_media_tokens(item: Any) -> int:
    """What a document or audio item of a pydantic-ai user prompt costs, as the same media in a
    chat message do (:func:`_part_tokens`): a PDF by its pages, audio by its length; by URL, said
    once to be uncounted. 0 for text, images (counted as images) and what it cannot tell."""
    data, media = getattr(item, "data", None), str(getattr(item, "media_type", "") or "")
    if isinstance(data, (bytes, bytearray)) and not _is_pydantic_ai_image(item):
        if media == "application/pdf":
            pages = _pdf_page_count(bytes(data))
            return pages * _PDF_PAGE_TOKENS if pages else len(data) // 2  # no page found: about its base64
        if media.startswith("audio/"):
            return _audio_tokens(_audio_length(bytes(data[:3_072]), len(data)))
        return 0
    kind = getattr(item, "kind", None)
    if kind in ("document-url", "audio-url", "video-url"):
        _warn_uncounted_document(str(kind))
    return 0


def _is_pydantic_ai_image(item: Any) -> bool:
    """An image in a pydantic-ai user prompt: an ``ImageUrl``, or ``BinaryContent`` of an image."""
    return getattr(item, "kind", None) == "image-url" or getattr(item, "is_image", False) is True


#: The fields a message, a content block or a tool call held in an object may carry (Chat
#: Completions, Anthropic Messages, Responses items), read in this order.
_MESSAGE_FIELDS = ("type", "role", "content", "name", "tool_calls", "tool_call_id", "function_call", "refusal",
                   "id", "call_id", "function", "arguments", "output", "summary", "encrypted_content", "text",
                   "input", "tool_use_id", "is_error", "thinking", "signature", "data", "source", "image_url",
                   "custom")


def _is_plain(message: Any) -> bool:
    if type(message) is not dict:
        return False
    content, calls = message.get("content"), message.get("tool_calls")
    return ((type(content) is not list or all(type(b) in (dict, str) for b in content))
            and (not isinstance(calls, list) or all(type(c) is dict for c in calls)))


def _message_dict(obj: Any, index: int) -> dict[str, Any]:
    """The message dict of an SDK object or a LangChain message (see :func:`as_messages`)."""
    message = _plain(obj)
    if not isinstance(message, dict):
        raise TypeError(f"messages[{index}] is a {type(obj).__name__}, not a message (a dict, a mapping "
                        "or an SDK message object)")
    if type(obj) is not dict and not isinstance(obj, Mapping):
        message = _from_langchain(message) or message
    message = dict(message)
    for key in ("content", "tool_calls"):
        value = message.get(key)
        if isinstance(value, (list, tuple)):
            message[key] = [v if type(v) in (dict, str) else _plain(v) for v in value]
    return message


def _plain(obj: Any) -> Any:
    """A dict for a mapping, a pydantic model or an object with message attributes; else ``obj``."""
    if type(obj) is dict:
        return dict(obj)
    if isinstance(obj, Mapping):
        return {str(k): v for k, v in obj.items()}
    dumped = _model_dump(obj)
    if dumped is not None:
        return dumped
    if obj is None or isinstance(obj, (str, bytes, int, float, list, tuple)):
        return obj
    found = _attributes(obj)
    return {key: _plain_field(value) for key, value in found.items()} if found else obj


def _attributes(obj: Any) -> dict[str, Any]:
    """An object's public instance attributes, and the message fields it answers to (not None)."""
    found = {k: v for k, v in getattr(obj, "__dict__", {}).items() if not k.startswith("_") and v is not None}
    for key in _MESSAGE_FIELDS:
        value = getattr(obj, key, None)
        if key not in found and value is not None and not callable(value):
            found[key] = value
    return found


def _plain_field(value: Any) -> Any:
    """A field of an SDK object: lists element by element, dicts and scalars as they are."""
    if isinstance(value, (list, tuple)):
        return [v if isinstance(v, (dict, str)) else _plain(v) for v in value]
    return value if isinstance(value, (dict, str, int, float)) else _plain(value)


def _model_dump(obj: Any) -> dict[str, Any] | None:
    """A pydantic v2 model (both SDKs) as a dict without None fields (the SDK's defaults, not the
    model's output) and without the chat API's output-only fields; None for anything else."""
    dump = getattr(obj, "model_dump", None)
    if not callable(dump):
        return None
    try:
        value = dump(exclude_none=True)
    except Exception:  # noqa: BLE001 - not a model after all: read its attributes
        return None
    if not isinstance(value, dict):
        return None
    # Output-only fields of the chat API that a request must not carry back.
    if value.get("role") == "assistant" and "type" not in value:
        for key in ("annotations", "audio") if not value.get("audio") else ("annotations",):
            value.pop(key, None)
    return value


def validate_messages(messages: Sequence[Message], dialect: str | None = None) -> list[str]:
    """The problems a provider would reject ``messages`` for; an empty list when it is valid.

    ``dialect`` is ``"openai"``, ``"anthropic"`` or ``"responses"``; without it, the one the
    messages are written in (Responses items by their types; Anthropic by ``tool_use`` and
    ``tool_result`` blocks with no system, tool or ``tool_calls`` message; else OpenAI chat).

    Both dialects: each entry is a dict with a known role and a str, list or None ``content``,
    and system (or developer) messages stand only in the leading block, before the
    conversation starts (strict chat templates and Anthropic accept nothing else).
    ``dialect="openai"`` (chat completions): every ``tool`` message answers a call of the
    assistant message whose tool results it follows, and every call is answered exactly once
    before the next non-tool message. ``dialect="anthropic"`` (the ``messages`` of a Messages
    request): only ``user`` and ``assistant`` roles (the system prompt is the request's
    top-level ``system``; tool calls are ``tool_use`` blocks, not ``tool_calls``), every
    message but a final assistant one has non-blank content, every ``tool_use`` block is
    answered by a ``tool_result`` block in the user message right after it, and every
    ``tool_result`` answers one. ``dialect="responses"`` (the ``input`` items of an OpenAI
    Responses request): known item types (``message``, ``function_call``,
    ``function_call_output``, ``reasoning``), system and developer messages only in the leading
    block, every ``function_call`` answered by one ``function_call_output`` with its ``call_id``
    after it (before the next call with that id), every output answering an earlier call, and
    every ``reasoning`` item followed by the assistant message or function call it belongs to.
    Tool-call ids are paired by position, never by a global lookup: real agents reuse them
    across turns.

    >>> validate_messages([{"role": "assistant", "content": None, "tool_calls": [
    ...     {"id": "c1", "type": "function", "function": {"name": "ls", "arguments": "{}"}}]},
    ...     {"role": "user", "content": "hi"}])
    ["messages[0]: tool call 'c1' (ls) is not answered before messages[1]"]
    >>> validate_messages([{"role": "system", "content": "Be brief."}, {"role": "user", "content": "hi"}],
    ...                   "anthropic")
    ["messages[0]: role 'system' is not allowed in Anthropic messages (send it as the top-level system)"]
    """
    if dialect not in (None, "openai", "anthropic", "responses"):
        raise ValueError(f"expected 'openai', 'anthropic', 'responses' or None for dialect, not {dialect!r}")
    try:
        messages = as_messages(messages, roles=False)
    except TypeError as error:
        return [str(error)]
    if not messages:
        return ["no messages: a request needs at least one"]
    if dialect is None:
        dialect = _dialect_of(messages)
    if dialect == "responses":
        return _responses_problems(messages)
    problems: list[str] = []
    started = False  # a non-system message was seen: the leading block is over
    for i, message in enumerate(messages):
        if not isinstance(message, Mapping):
            problems.append(f"messages[{i}]: expected a dict, not {type(message).__name__}")
            continue
        problems += _message_problems(i, message, dialect, started)
        started = started or message.get("role") not in ("system", "developer")
        if dialect == "anthropic":
            problems += _anthropic_message_problems(i, message, last=i == len(messages) - 1)
    if dialect == "openai":
        problems += _openai_pairing_problems(messages)
    else:
        problems += _anthropic_pairing_problems(messages)
    return problems


def _message_problems(i: int, message: Mapping[str, Any], dialect: str, started: bool) -> list[str]:
    """The rules of both chat dialects for one message: a known role, a str, list or None
    content, system messages only in the leading block (never in Anthropic's), and (OpenAI) a
    content unless an assistant message carries tool calls."""
    problems = []
    role, content = message.get("role"), message.get("content")
    if role not in _KNOWN_ROLES:
        problems.append(f"messages[{i}]: unknown role {role!r}")
    if content is not None and not isinstance(content, (str, list)):
        problems.append(f"messages[{i}]: content must be a str, a list or None, not {type(content).__name__}")
    if role in ("system", "developer") and dialect == "anthropic":
        problems.append(f"messages[{i}]: role {role!r} is not allowed in Anthropic messages "
                        "(send it as the top-level system)")
    elif role in ("system", "developer") and started:
        problems.append(f"messages[{i}]: a {role} message after the conversation started "
                        "(only the leading block may be system)")
    calls = message.get("tool_calls") or message.get("function_call")
    if dialect != "anthropic" and content is None and not (role == "assistant" and calls):
        problems.append(f"messages[{i}]: no content (only an assistant message with tool_calls may omit it)")
    if dialect == "openai" and (_blocks(message, "tool_use") or _blocks(message, "tool_result")):
        problems.append(f"messages[{i}]: Anthropic tool_use/tool_result blocks are not OpenAI chat (tool calls "
                        "are tool_calls, results are tool messages; or validate with dialect='anthropic')")
    return problems


def _responses_problems(items: Sequence[Message]) -> list[str]:
    """What the Responses API rejects in ``input`` items (see validate_messages)."""
    problems: list[str] = []
    started = False
    open_calls: dict[str, tuple[int, str]] = {}  # call_id -> (index, kind) of its unanswered call
    for i, item in enumerate(items):
        kind = _item_type(item)
        if kind not in _RESPONSES_TYPES:
            problems.append(f"input[{i}]: unknown item type {item.get('type')!r}")
            continue
        if kind == "message":
            problems += _responses_message_problems(i, item, started)
        started = started or kind != "message" or item.get("role") not in ("system", "developer")
        if kind in _RESPONSES_CALLS or kind in _RESPONSES_LOCAL:
            problems += _responses_call_problems(i, item, kind, open_calls)
        elif kind in _RESPONSES_OUTPUTS or kind in _RESPONSES_LOCAL_OUTPUTS:
            call_id, call = _answered_id(item), _RESPONSES_OUTPUTS.get(kind) or _RESPONSES_LOCAL_OUTPUTS[kind]
            if open_calls.get(call_id, (0, ""))[1] != call:
                problems.append(f"input[{i}]: {kind} {call_id!r} answers no earlier {call}")
            else:
                del open_calls[call_id]
        elif kind == "reasoning":
            following = _item_type(items[i + 1]) if i + 1 < len(items) else None
            if following not in _RESPONSES_STEP and not (
                    following == "message" and items[i + 1].get("role") == "assistant"):
                problems.append(f"input[{i}]: reasoning item without the assistant message or function call "
                                "that follows it")
    problems += [f"input[{i}]: {kind} {call_id!r} is never answered" for call_id, (i, kind) in open_calls.items()]
    return problems


def _responses_message_problems(i: int, item: Message, started: bool) -> list[str]:
    """A Responses message item's role and content, and no system message after the start."""
    problems = []
    role, content = item.get("role"), item.get("content")
    if role not in ("user", "assistant", "system", "developer"):
        problems.append(f"input[{i}]: unknown role {role!r}")
    if not isinstance(content, (str, list)):
        problems.append(f"input[{i}]: content must be a str or a list, not {type(content).__name__}")
    if role in ("system", "developer") and started:
        problems.append(f"input[{i}]: a {role} message after the conversation started "
                        "(only the leading block may be system)")
    return problems


def _responses_call_problems(i: int, item: Message, kind: str, open_calls: dict[str, tuple[int, str]]) -> list[str]:
    """A call item: a fresh call_id (remembered in ``open_calls``); a function_call or
    custom_tool_call also a name and its arguments (a custom tool's ``input``: plain text)."""
    problems = []
    call_id = _call_id(item)
    if not isinstance(call_id, str) or not call_id:
        problems.append(f"input[{i}]: {kind} without a call_id")
    elif call_id in open_calls:
        problems.append(f"input[{open_calls[call_id][0]}]: {open_calls[call_id][1]} {call_id!r} is not answered "
                        f"before input[{i}] reuses its call_id")
    else:
        open_calls[call_id] = (i, kind)
    what = _RESPONSES_CALLS.get(kind)  # None: a call the caller's machine runs, its action an object
    if what is not None and (not isinstance(item.get("name"), str) or not isinstance(item.get(what), str)):
        problems.append(f"input[{i}]: {kind} needs a str name and str {what}")
    return problems


#: Responses calls answered by an output item of their own (-> the key of what they were given),
#: their outputs (-> the call they answer), and hosted tool calls, which carry their own result
#: (a web search, a file search, code run, an image made, an MCP call: part of the model's step).
_RESPONSES_CALLS = {"function_call": "arguments", "custom_tool_call": "input"}
_RESPONSES_OUTPUTS = {"function_call_output": "function_call", "custom_tool_call_output": "custom_tool_call"}
_RESPONSES_HOSTED = frozenset(("web_search_call", "file_search_call", "code_interpreter_call",
                               "image_generation_call", "mcp_call", "mcp_list_tools",
                               # a tool search and the tools it found, a program and its result: the
                               # step they belong to keeps them (the output follows its call there)
                               "tool_search_call", "tool_search_output", "program", "program_output"))
#: Calls the caller's machine runs or answers (a computer's action, a shell command, a patch, an
#: MCP call awaiting the caller's approval) -> their output item, whose shape the API fixes (a
#: screenshot, a list of command results, an approval): a step keeps each with its output, both
#: go or neither; neither is rewritten, but for a command output's text clipped as the latest
#: step's when the request would not fit otherwise (:func:`_local_output_text`).
_RESPONSES_LOCAL = {"computer_call": "computer_call_output", "local_shell_call": "local_shell_call_output",
                    "shell_call": "shell_call_output", "apply_patch_call": "apply_patch_call_output",
                    "mcp_approval_request": "mcp_approval_response"}
_RESPONSES_LOCAL_OUTPUTS = {output: call for call, output in _RESPONSES_LOCAL.items()}
#: The compacted earlier conversation (``/responses/compact``): kept like a summary, never rewritten.
_RESPONSES_COMPACTION = "compaction"
#: Other items ctxkit passes through as they are, each a unit of its own: a reference to a stored
#: item, the compacted conversation, and the request's control items.
_RESPONSES_OPAQUE = frozenset(("item_reference", _RESPONSES_COMPACTION, "compaction_trigger", "configuration_update",
                               "additional_tools"))
#: What may follow a reasoning item: the rest of the model's step.
_RESPONSES_STEP = frozenset(("reasoning", *_RESPONSES_CALLS, *_RESPONSES_HOSTED, *_RESPONSES_LOCAL))
#: The item types of Responses ``input`` that ctxkit knows.
_RESPONSES_TYPES = frozenset(("message", "reasoning", *_RESPONSES_CALLS, *_RESPONSES_OUTPUTS, *_RESPONSES_HOSTED,
                              *_RESPONSES_LOCAL, *_RESPONSES_LOCAL_OUTPUTS, *_RESPONSES_OPAQUE))


def _answered_id(item: Mapping[str, Any]) -> str:
    """The call id an output item answers (a local shell call's output names it as its ``id``, an
    MCP approval as its ``approval_request_id``)."""
    return str(item.get(_ANSWER_KEYS.get(str(item.get("type")), "call_id")))


#: Output items that name the call they answer otherwise than by ``call_id``.
_ANSWER_KEYS = {"local_shell_call_output": "id", "mcp_approval_response": "approval_request_id"}


def _call_id(item: Mapping[str, Any]) -> Any:
    """A call item's id (an MCP approval request's is its ``id``)."""
    return item.get("id") if item.get("type") == "mcp_approval_request" else item.get("call_id")


def _item_type(item: Any) -> str | None:
    """The type of a Responses item (an item with a role and no type is a message)."""
    if not isinstance(item, Mapping):
        return None
    kind = item.get("type")
    return "message" if kind is None and "role" in item else kind


def _is_responses(items: Sequence[Any]) -> bool:
    """True when ``items`` (message dicts) are Responses API input items: one has a Responses
    item ``type`` (a history of untyped messages only is the same in both APIs). C speed."""
    try:
        return not _RESPONSES_TYPES.isdisjoint(map(dict.get, items, itertools.repeat("type")))
    except TypeError:  # an entry that is not a dict: not Responses items
        return False



def _from_responses(items: Sequence[Message]) -> tuple[list[Message], list[range]]:
    """Responses items as chat messages, and for each message the range of items it stands for.

    An assistant turn (reasoning items, at most one assistant message, function calls, in a
    row) becomes one assistant message with ``tool_calls``; each ``function_call_output`` a
    ``tool`` message; other messages themselves. Each converted message carries its index in
    ``_ctxkit_item`` (transforms copy it along), and the reasoning it carries is counted
    (``summary``, ``encrypted_content``), so every transform works on them as on chat messages
    and :func:`_to_responses` puts back the original items of whatever did not change.
    """
    out: list[Message] = []
    spans: list[range] = []
    i, n = 0, len(items)
    reasoned = False  # the last step began with reasoning: a reasoning model's
    while i < n:
        item, kind = items[i], _item_type(items[i])
        start = i
        message: dict[str, Any]
        if kind in _RESPONSES_STEP or (kind == "message" and item.get("role") == "assistant"):
            # A loop that appends each output right after its call interleaves one response's calls
            # with their outputs: a call after an output, with no reasoning of its own, after a step
            # that reasoned, is that response's (the API refuses it without its reasoning item).
            continues = reasoned and kind in _RESPONSES_CALLS and _item_type(items[i - 1]) in _RESPONSES_OUTPUTS
            reasoned = kind == "reasoning" or continues
            message, i = _assistant_turn(items, i)
            if continues:
                message[_CONTINUES_KEY] = True
        elif kind in _RESPONSES_OUTPUTS:
            message = {"role": "tool", "tool_call_id": str(item.get("call_id")), "content": item.get("output")}
            i += 1
        elif kind in _RESPONSES_LOCAL_OUTPUTS:
            # A command's output (local shell, shell, apply_patch) is kept as the caller sent it, but
            # its text is a tool result's, which a batch clips when it is the latest step's and the
            # request would not fit otherwise, put back in its own field (_changed_items); a result
            # with no text (a screenshot, an approval) is counted beside it and put back as it was.
            text = _local_output_text(item)
            message = {"role": "tool", "tool_call_id": _answered_id(item), "content": text, _LOCAL_KEY: True} \
                if text is not None else {"role": "tool", "tool_call_id": _answered_id(item), "content": "",
                                          _HOSTED_KEY: _hosted_text(item), _IMAGES_KEY: _screenshots(item)}
            i += 1
        elif kind in _RESPONSES_OPAQUE:
            # Put back as it was (_to_responses), what it holds counted; a compaction item kept
            # like a summary, additional tools (a developer item) like a system message.
            message = {_HOSTED_KEY: _hosted_text(item)}
            if isinstance(item.get("role"), str):
                message["role"] = item["role"]
            if kind == _RESPONSES_COMPACTION:
                message[_PINNED_KEY] = True
            i += 1
        else:
            message = {key: value for key, value in item.items() if key != "type"}
            i += 1
        message["_ctxkit_item"] = len(out)
        message[_ITEMS_KEY] = tuple(items[start:i])
        out.append(message)
        spans.append(range(start, i))
    return out, spans


def _assistant_turn(items: Sequence[Message], i: int) -> tuple[dict[str, Any], int]:
    """The assistant message that the Responses items from ``i`` stand for (reasoning, at most
    one assistant message, function calls, in a row), and the index after them."""
    text, seen_message = None, False
    calls: list[Any] = []
    summary: list[Any] = []
    encrypted: list[str] = []
    hosted: list[str] = []
    while i < len(items):
        item, kind = items[i], _item_type(items[i])
        if kind == "reasoning" and not calls:
            summary += list(item.get("summary") or [])
            encrypted.append(str(item.get("encrypted_content") or ""))
        elif kind == "message" and item.get("role") == "assistant" and not seen_message and not calls:
            text, seen_message = item.get("content"), True
        elif kind in _RESPONSES_CALLS:  # a custom tool's input stands as its arguments: paired alike
            calls.append({"id": str(item.get("call_id")), "type": "function",
                          "function": {"name": item.get("name"), "arguments": item.get(_RESPONSES_CALLS[kind])}})
        elif kind in _RESPONSES_HOSTED:  # its result is in it: it pairs with nothing
            hosted.append(_hosted_text(item))
        elif kind in _RESPONSES_LOCAL:  # a call like any other, paired with its output; its cost in the step
            calls.append({"id": str(_call_id(item)), "type": "function",
                          "function": {"name": kind, "arguments": ""}})
            hosted.append(_hosted_text(item))
        else:
            break
        i += 1
    message: dict[str, Any] = {"role": "assistant", "content": text}
    if calls:
        message["tool_calls"] = calls
    if hosted:  # counted with the step (_message_tokens); the items themselves are put back as they were
        message[_HOSTED_KEY] = "\n".join(hosted)
    if summary:
        message["summary"] = summary
    if any(encrypted):
        message["encrypted_content"] = "".join(encrypted)
    return message, i


#: The keys under which a converted message carries what its Responses items cost beside its text:
#: the text of hosted calls and fixed-shape outputs, and how many screenshots (counted as images).
_HOSTED_KEY = "_ctxkit_hosted"
_IMAGES_KEY = "_ctxkit_images"
#: The key of the Responses items a converted chat message stands for (a tuple): it is counted as
#: them, with whatever a step changed put back (_message_tokens).
_ITEMS_KEY = "_ctxkit_items"
#: The key of a converted command output (local shell, shell, apply_patch): never cleared to a
#: marker nor denoised (the caller's item stays as it was), clipped only as the latest step's.
_LOCAL_KEY = "_ctxkit_local"
#: The key of the tokens a converted message's media cost beside its text (a pydantic-ai PDF, audio).
_TOKENS_KEY = "_ctxkit_tokens"
#: The key of a converted item that is kept like a summary (a compaction item).
_PINNED_KEY = "_ctxkit_pinned"
#: The key of a converted step that is the rest of the step before it (_from_responses): one unit.
_CONTINUES_KEY = "_ctxkit_continues"


def _is_kept_item(message: Any) -> bool:
    """A converted Responses item kept like a summary (a compaction item: the earlier
    conversation, encrypted, which no step can clear, clip or summarize)."""
    return isinstance(message, Mapping) and bool(message.get(_PINNED_KEY))


def _hosted_text(item: Mapping[str, Any]) -> str:
    """What a hosted tool call item (a web search and its sources...) costs, as text: a
    screenshot's data (an image, counted as one: :func:`_screenshots`) left out."""
    shown = {k: v for k, v in item.items() if k != "type"}
    output = shown.get("output")
    if isinstance(output, Mapping) and output.get("type") == "computer_screenshot":
        shown["output"] = {k: v for k, v in output.items() if k != "image_url"}
    return json.dumps(shown, sort_keys=True, ensure_ascii=False, default=str)


def _local_output_text(item: Mapping[str, Any]) -> str | None:
    """The text of a command's output item that the caller's machine ran: a local shell's or an
    apply_patch's ``output`` string, a shell call's stdout and stderr (its entries' texts, in
    order); None for an output with no text (a screenshot, an approval) or of another shape."""
    output = item.get("output")
    kind = _item_type(item)
    if kind in ("local_shell_call_output", "apply_patch_call_output"):
        return output if isinstance(output, str) else None
    if kind == "shell_call_output" and isinstance(output, list) and output and all(
            isinstance(e, Mapping) and isinstance(e.get("stdout", ""), str) and isinstance(e.get("stderr", ""), str)
            for e in output):
        return "\n".join(t for e in output for t in (e.get("stdout", ""), e.get("stderr", "")) if t)
    return None


def _with_local_output(item: Mapping[str, Any], text: str) -> dict[str, Any]:
    """``item`` (see :func:`_local_output_text`) with its text replaced by ``text`` (a marker, a
    clip): a shell call's first entry holds it all, the others keep only their outcome."""
    if _item_type(item) != "shell_call_output":
        return {**item, "output": text}
    entries = [{**e, "stdout": "", "stderr": ""} for e in item["output"]]
    entries[0]["stdout"] = text
    return {**item, "output": entries}


def _screenshots(item: Mapping[str, Any]) -> int:
    """1 for a computer call's output that holds a screenshot, else 0."""
    output = item.get("output")
    return int(isinstance(output, Mapping) and output.get("type") == "computer_screenshot")


def _to_responses(messages: Sequence[Message], chat: Sequence[Message], items: Sequence[Message],
                  spans: Sequence[range]) -> list[Message]:
    """Responses items for the chat ``messages`` a pipeline made of ``chat`` (_from_responses):
    the original items of every message that did not change, the changed text put back into
    its items, and a ``message`` item for a message ctxkit wrote (a summary)."""
    out: list[Message] = []
    for message in messages:
        k = message.get("_ctxkit_item") if isinstance(message, Mapping) else None
        if not isinstance(k, int) or not 0 <= k < len(chat):  # a message ctxkit wrote
            out.append({"type": "message", "role": message.get("role", "user"),
                        "content": message.get("content", "")})
            continue
        originals = [items[i] for i in spans[k]]
        out += originals if message is chat[k] else _changed_items(message, originals)
    return out


def _changed_items(message: Mapping[str, Any], originals: list[Message]) -> list[Message]:
    """The Responses items a changed chat message stands for, with what changed put back: the
    output of a function call, the arguments of a call, the text of a message."""
    args = {c.get("id"): (c.get("function") or {}).get("arguments") for c in message.get("tool_calls") or ()
            if isinstance(c, Mapping)}
    changed = []
    for item in originals:
        kind = _item_type(item)
        local = _local_output_text(item) if kind in _RESPONSES_LOCAL_OUTPUTS else None
        if local is not None:
            text = message.get("content")
            text = text if isinstance(text, str) else _content_text(text)
            if text != local:
                item = _with_local_output(item, text)  # its text, in its own field
        elif kind in _RESPONSES_LOCAL or kind in _RESPONSES_LOCAL_OUTPUTS:
            pass  # no text to rewrite: kept as it is
        elif kind in _RESPONSES_OUTPUTS:
            item = {**item, "output": message.get("content")}
        elif kind in _RESPONSES_CALLS and args.get(item.get("call_id"), item.get(_RESPONSES_CALLS[kind])) != \
                item.get(_RESPONSES_CALLS[kind]):
            item = {**item, _RESPONSES_CALLS[kind]: args[item.get("call_id")]}
        elif kind == "message" and message.get("content") != item.get("content"):
            item = {**item, "content": message.get("content")}
        changed.append(item)
    return changed


def _anthropic_message_problems(i: int, message: Mapping[str, Any], last: bool) -> list[str]:
    """Anthropic's per-message rules besides the system role: roles, shapes and blank text."""
    role = message.get("role")
    if role in ("tool", "function"):
        return [f"messages[{i}]: role {role!r} is not allowed in Anthropic messages (use tool_result blocks)"]
    if "tool_calls" in message:
        return [f"messages[{i}]: tool_calls are not allowed in Anthropic messages (use tool_use blocks)"]
    if role not in ("user", "assistant") or (last and role == "assistant"):
        return []  # a final assistant message may be empty: it is the prefill of the reply
    return _anthropic_content_problems(i, message.get("content"))


def _anthropic_content_problems(i: int, content: Any) -> list[str]:
    """Anthropic requires non-empty content and non-whitespace text, in a str and in text blocks."""
    if isinstance(content, str) and not content.strip():
        return [f"messages[{i}]: blank text content (Anthropic requires non-whitespace text)"]
    if content is None or (isinstance(content, list) and not content):
        return [f"messages[{i}]: no content (Anthropic requires non-empty content)"]
    blank = [k for k, b in enumerate(content) if isinstance(b, Mapping) and b.get("type") == "text"
             and not (isinstance(b.get("text"), str) and b["text"].strip())] if isinstance(content, list) else []
    if blank:
        return [f"messages[{i}]: blank text block content[{blank[0]}] (Anthropic requires non-whitespace text)"]
    return []


def _openai_pairing_problems(messages: Sequence[Message]) -> list[str]:
    """OpenAI's rules for ``tool_calls`` and ``tool`` messages, checked in one pass."""
    pairing = _OpenAIPairing()
    for i, message in enumerate(messages):
        if not isinstance(message, Mapping):
            continue
        if message.get("role") == "tool":
            pairing.result(i, message.get("tool_call_id"))
        else:
            pairing.close(f"is not answered before messages[{i}]")
            if message.get("tool_calls") is not None:
                pairing.open(i, message)
    pairing.close("is never answered")
    return pairing.problems


class _OpenAIPairing:
    """The state of the OpenAI pairing check: the open assistant message's unanswered calls."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.pending: dict[str, str] = {}  # call id -> tool name, of the open assistant message
        self.answered: set[str] = set()
        self.open_at: int | None = None  # index of the assistant message whose results may follow

    def result(self, i: int, call_id: Any) -> None:
        """A tool message at ``i`` answering ``call_id``."""
        if not isinstance(call_id, str) or not call_id:
            self.problems.append(f"messages[{i}]: tool message without a tool_call_id")
        elif self.open_at is None:
            self.problems.append(f"messages[{i}]: tool result {call_id!r} does not follow an assistant message "
                                 "with tool_calls")
        elif call_id in self.answered:
            self.problems.append(f"messages[{i}]: tool call {call_id!r} is answered twice")
        elif call_id not in self.pending:
            self.problems.append(f"messages[{i}]: tool result {call_id!r} answers no call of messages[{self.open_at}]")
        else:
            self.answered.add(call_id)
            del self.pending[call_id]

    def close(self, why: str) -> None:
        """The open assistant message's results are over: its unanswered calls are problems."""
        if self.open_at is not None:
            self.problems += [f"messages[{self.open_at}]: tool call {call_id!r} ({name}) {why}"
                              for call_id, name in self.pending.items()]
        self.pending, self.answered, self.open_at = {}, set(), None

    def open(self, i: int, message: Mapping[str, Any]) -> None:
        """A message at ``i`` that carries ``tool_calls``."""
        tool_calls = message.get("tool_calls")
        if message.get("role") != "assistant":
            self.problems.append(f"messages[{i}]: only assistant messages may carry tool_calls")
        elif not isinstance(tool_calls, list) or not tool_calls:
            self.problems.append(f"messages[{i}]: tool_calls must be a non-empty list")
        else:
            self.open_at = i
            for call in tool_calls:
                self.call(i, call)

    def call(self, i: int, call: Any) -> None:
        call_id = call.get("id") if isinstance(call, Mapping) else None
        function = _call_function(call)[0]
        name = function.get("name") if function is not None else None
        if not isinstance(call_id, str) or not call_id:
            self.problems.append(f"messages[{i}]: a tool call without an id")
        elif call_id in self.pending:
            self.problems.append(f"messages[{i}]: tool call id {call_id!r} is used twice")
        else:
            self.pending[call_id] = name if isinstance(name, str) else "?"
        if not isinstance(name, str) or not name:
            self.problems.append(f"messages[{i}]: tool call {call_id!r} has no function name")


def _anthropic_pairing_problems(messages: Sequence[Message]) -> list[str]:
    """Anthropic's rules: tool_use blocks answered by tool_result blocks in the next user turn."""
    problems: list[str] = []
    pending: dict[str, str] = {}  # tool_use id -> tool name, of the previous message
    for i, message in enumerate(messages):
        if not isinstance(message, Mapping):
            continue
        role = message.get("role")
        results = _blocks(message, "tool_result")
        if pending and role != "user":
            problems += [f"messages[{i - 1}]: tool_use {open_id!r} ({open_name}) is not answered by the next message"
                         for open_id, open_name in pending.items()]
            pending = {}
        problems += _anthropic_results_problems(i, role, results, pending)
        if role == "user":
            problems += [f"messages[{i - 1}]: tool_use {open_id!r} ({open_name}) is not answered in messages[{i}]"
                         for open_id, open_name in pending.items()]
        pending = {}
        problems += _anthropic_uses_problems(i, role, _blocks(message, "tool_use"), pending)
    for use_id, name in pending.items():
        problems.append(f"messages[{len(messages) - 1}]: tool_use {use_id!r} ({name}) is never answered")
    return problems


def _anthropic_results_problems(i: int, role: Any, results: list[Mapping[str, Any]],
                                pending: dict[str, str]) -> list[str]:
    """tool_result blocks: in a user message, each answering a pending tool_use (taken out)."""
    problems = []
    for block in results:
        result_id = block.get("tool_use_id")
        if role != "user":
            problems.append(f"messages[{i}]: tool_result blocks belong in a user message")
        elif result_id not in pending:
            problems.append(f"messages[{i}]: tool_result {result_id!r} answers no tool_use of the previous message")
        else:
            del pending[result_id]
    return problems


def _anthropic_uses_problems(i: int, role: Any, uses: list[Mapping[str, Any]], pending: dict[str, str]) -> list[str]:
    """tool_use blocks: in an assistant message, each with a fresh id (put in ``pending``)."""
    problems = []
    for block in uses:
        use_id, name = block.get("id"), block.get("name")
        if role != "assistant":
            problems.append(f"messages[{i}]: tool_use blocks belong in an assistant message")
        elif not isinstance(use_id, str) or not use_id:
            problems.append(f"messages[{i}]: a tool_use block without an id")
        elif use_id in pending:
            problems.append(f"messages[{i}]: tool_use id {use_id!r} is used twice")
        else:
            pending[use_id] = name if isinstance(name, str) else "?"
        if not isinstance(block.get("input"), Mapping):
            problems.append(f"messages[{i}]: tool_use {use_id!r} input must be an object, not "
                            f"{type(block.get('input')).__name__}")
    return problems


def _blocks(message: Any, kind: str) -> list[Mapping[str, Any]]:
    """The content blocks of type ``kind`` in ``message`` (Anthropic's list content)."""
    content = message.get("content") if type(message) is dict or isinstance(message, Mapping) else None
    if type(content) is not list:
        return []
    return [b for b in content if isinstance(b, Mapping) and b.get("type") == kind]


def split_units(messages: Sequence[Message]) -> list[range]:
    """Split a history into atomic units: the places where it may be cut, as index ranges.

    An assistant message with tool calls and all of its results (parallel calls stay together)
    is one unit; so is an assistant message with Anthropic ``tool_use`` blocks and the user
    message of ``tool_result`` blocks right after it. Every other message is a unit of its own.
    Dropping whole units never orphans a tool result nor leaves a call unanswered.

    >>> history = [{"role": "user", "content": "go"},
    ...     {"role": "assistant", "content": None, "tool_calls": [
    ...         {"id": "a", "type": "function", "function": {"name": "ls", "arguments": "{}"}},
    ...         {"id": "b", "type": "function", "function": {"name": "pwd", "arguments": "{}"}}]},
    ...     {"role": "tool", "tool_call_id": "a", "content": "x.py"},
    ...     {"role": "tool", "tool_call_id": "b", "content": "/src"},
    ...     {"role": "assistant", "content": "done"}]
    >>> split_units(history)
    [range(0, 1), range(1, 4), range(4, 5)]
    """
    messages = as_messages(messages)
    if _is_responses(messages):  # the units of the chat form, as ranges of items
        chat, spans = _from_responses(messages)
        return [range(spans[u.start].start, spans[u.stop - 1].stop) for u in _split_units(chat)]
    return _split_units(messages)


def _split_units(messages: Sequence[Message]) -> list[range]:
    """split_units of a list of message dicts (what every transform holds)."""
    units: list[range] = []
    i, n = 0, len(messages)
    while i < n:
        message = messages[i]
        end = i + 1
        if isinstance(message, Mapping) and message.get("role") == "assistant":
            if message.get("tool_calls"):
                while end < n and isinstance(messages[end], Mapping) and messages[end].get("role") == "tool":
                    end += 1
            elif end < n and ((_blocks(message, "tool_use") and _blocks(messages[end], "tool_result")) or (
                    # the functions API, before tool_calls: a function_call, its function result
                    message.get("function_call") and isinstance(messages[end], Mapping)
                    and messages[end].get("role") == "function")):
                end += 1
            if units and message.get(_CONTINUES_KEY):  # the rest of a Responses step: one unit with it
                i = units.pop().start
        units.append(range(i, end))
        i = end
    return units


def _dialect_of(messages: Sequence[Message]) -> str:
    """``"responses"`` for OpenAI Responses input items, ``"anthropic"`` for a history shaped
    like Anthropic ``messages`` (``tool_use`` or ``tool_result`` blocks, and no system, tool or
    ``tool_calls`` message), else ``"openai"``."""
    if _is_responses(messages):
        return "responses"
    blocks = openai = False
    for message in messages:
        if not isinstance(message, Mapping):
            continue
        if message.get("role") in ("system", "developer", "tool") or message.get("tool_calls"):
            openai = True
        elif _blocks(message, "tool_use") or _blocks(message, "tool_result"):
            blocks = True
    return "anthropic" if blocks and not openai else "openai"


#: The roles of an OpenAI chat tool result: ``tool``, and ``function`` (the functions API, where
#: the result's ``name`` stands for the call's id: a call has none).
_RESULT_ROLES = ("tool", "function")


def _result_id(message: Mapping[str, Any]) -> str:
    """The call id an OpenAI chat tool result answers (a ``function`` result: the function's name)."""
    return str(message.get("tool_call_id") if message.get("role") == "tool" else message.get("name"))


def _is_tool_result(message: Any) -> bool:
    """True for an OpenAI ``tool`` (or ``function``) message, a user message carrying
    ``tool_result`` blocks, or a Responses ``function_call_output`` (or ``custom_tool_call_output``) item."""
    if type(message) is not dict and not isinstance(message, Mapping):
        return False
    role = message.get("role")
    if role in _RESULT_ROLES or message.get("type") in _RESPONSES_OUTPUTS:
        return True
    return role == "user" and type(message.get("content")) is list and bool(_blocks(message, "tool_result"))


def _is_user_turn(message: Any) -> bool:
    """True for a user message a person wrote (not one that only carries tool results, nor a
    summary ctxkit wrote)."""
    if (type(message) is not dict and not isinstance(message, Mapping)) or message.get("role") != "user" \
            or _is_auto_summary(message):
        return False
    content = message.get("content")
    if not isinstance(content, list):
        return True
    return any(not (isinstance(b, Mapping) and b.get("type") == "tool_result") for b in content) or not content


def _tool_call_infos(messages: Sequence[Message]) -> dict[int, list[tuple[str, str, str]]]:
    """Per tool-result message index: (call id, tool name, arguments) of each call it answers,
    paired by position with the calls of the assistant message it follows (both formats)."""
    infos: dict[int, list[tuple[str, str, str]]] = {}
    calls: dict[str, tuple[str, str, str]] = {}
    for i, message in enumerate(messages):
        if not isinstance(message, Mapping):
            continue
        role = message.get("role")
        if role == "assistant":
            calls = {call[0]: call for call in _calls_of(message)}
        elif role in _RESULT_ROLES or role == "user":
            ids = [call_id for call_id, _ in _tool_results(message)]
            if ids:
                infos[i] = [calls.get(call_id, (call_id, "tool", "")) for call_id in ids]
            if role == "user":
                calls = {}
    return infos


def _calls_of(message: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """(call id, tool name, arguments) of each tool call of an assistant message: OpenAI
    ``tool_calls`` and Anthropic ``tool_use`` blocks."""
    calls = []
    for call in message.get("tool_calls") or ():
        function = _call_function(call)[0]
        if function is not None:
            calls.append((str(call.get("id")), str(function.get("name") or "tool"), _call_given(call)))
    calls += [(str(b.get("id")), str(b.get("name") or "tool"), _safe_str(b.get("input", "")))
              for b in _blocks(message, "tool_use")]
    legacy = message.get("function_call")
    if isinstance(legacy, Mapping):  # answered by a function message of that name (_result_id)
        name = str(legacy.get("name"))
        calls.append((name, name if legacy.get("name") else "tool", _safe_str(legacy.get("arguments") or "")))
    return calls


def _tool_results(message: Any) -> list[tuple[str, str]]:
    """(call id, text) of each tool result a message carries: an OpenAI ``tool`` (or ``function``) message, or
    the ``tool_result`` blocks of an Anthropic user message; [] for any other message."""
    if not isinstance(message, Mapping):
        return []
    if message.get("role") in _RESULT_ROLES:
        return [(_result_id(message), _content_text(message.get("content")))]
    if message.get("role") != "user":
        return []
    return [(str(b.get("tool_use_id")), _content_text(b.get("content"))) for b in _blocks(message, "tool_result")]


def _content_text(content: Any) -> str:
    """The text of a ``content`` value: a str, the text parts of a list, ``""`` for None, and
    anything else (a dict a framework put there) as its JSON: never "" for something."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, str):
                parts.append(part)
            elif isinstance(part, Mapping):
                if isinstance(part.get("text"), str):
                    parts.append(part["text"])
                elif part.get("type") == "tool_result":
                    parts.append(_content_text(part.get("content")))
        return "\n".join(parts)
    return "" if content is None else _safe_str(content)


def _tool_names(messages: Sequence[Message]) -> dict[int, str]:
    """The tool name(s) behind each tool-result message, by index, paired by position."""
    return {i: ", ".join(dict.fromkeys(name for _, name, _ in calls))
            for i, calls in _tool_call_infos(messages).items()}


# ============================================================================================
# Context transforms: the pipeline run before every LLM call
# ============================================================================================


class ContextTransform:
    """One step of the pipeline run before every LLM call; subclass it.

    A transform never mutates the list or the message dicts it is given: it returns a new list
    (reusing the unchanged dicts) or the same list when nothing changes. ``should_run`` must be
    cheap (O(1) or O(new messages)): it runs before every call.

    >>> class DropEmpty(ContextTransform):
    ...     def transform(self, messages, cx):
    ...         return [m for m in messages if m.get("content") != ""]
    >>> DropEmpty().name
    'drop_empty'
    """

    @property
    def name(self) -> str:
        """The step's name in logs and events: the class name in snake_case."""
        return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", type(self).__name__).lower()

    def should_run(self, messages: list[Message], cx: TransformContext) -> bool:
        """Whether :meth:`transform` has anything to do; default True."""
        return True

    def transform(self, messages: list[Message], cx: TransformContext) -> list[Message]:
        """Return the transformed history; the default returns it unchanged."""
        return messages

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


@dataclasses.dataclass(frozen=True)
class TransformApplied:
    """What one step of :func:`apply_transforms` did, handed to ``on_applied``.

    ``first_changed_index`` is the first message index where the output differs from the input
    (None when unchanged): the provider's prompt cache breaks there.

    >>> events = []
    >>> history = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "long answer " * 200},
    ...            {"role": "user", "content": "and?"}]
    >>> _ = apply_transforms([TokenBudget(100)], history, TransformContext.for_test(), on_applied=events.append)
    >>> e = events[0]
    >>> e.name, e.changed, e.first_changed_index, e.tokens_after < e.tokens_before
    ('token_budget', True, 1, True)
    """

    iteration: int
    name: str
    before: int
    after: int
    changed: bool
    first_changed_index: int | None
    tokens_before: int
    tokens_after: int


def apply_transforms(
    transforms: Iterable[ContextTransform],
    messages: Sequence[Message],
    cx: TransformContext | None = None,
    *,
    on_applied: Callable[[TransformApplied], None] | None = None,
) -> list[Message]:
    """Run ``transforms`` left to right over ``messages``; never raises, never mutates.

    ``cx`` carries the estimator, the model, the tokens outside the messages and the provider's
    last usage; without it, ``TransformContext()`` (the o200k heuristic, nothing reserved).

    A step whose ``should_run`` is False is skipped (no copy, no event). A step that raises,
    or returns something that is not a list of message dicts, is logged on the ``"ctxkit"``
    logger and its input passes through. A cancelled ``cx.signal`` stops the pipeline before
    the next step and returns what it has. ``on_applied`` gets a :class:`TransformApplied` for
    every step that ran (an exception in it is logged too). When no step ran, the result is
    ``messages`` itself.

    >>> cx = TransformContext.for_test()
    >>> events = []
    >>> out = apply_transforms([TokenBudget(max_tokens=50)], [{"role": "user", "content": "hi"}],
    ...                        cx, on_applied=events.append)
    >>> out, events
    ([{'role': 'user', 'content': 'hi'}], [])
    """
    if cx is None:
        cx = TransformContext()
    if not isinstance(cx, TransformContext):
        raise TypeError(f"expected a TransformContext for cx, not {type(cx).__name__}")
    steps = _check_transforms(transforms, messages)
    # No copy up front: when no step changes anything the caller gets its own list back (copy it
    # before mutating it). SDK objects become the equivalent dicts here, at the boundary; the
    # check looks only at what was appended since the first step last saw the history.
    current, checked = _checked_messages(messages, steps)
    # OpenAI Responses items: the steps work on their chat form. A prefix the first step already
    # ran on as chat messages is not Responses items: only the messages appended since are looked at.
    if _is_responses(current[checked:] if checked else current):
        chat, spans = _from_responses(current)
        result = _run_steps(steps, chat, cx, on_applied)
        return current if result is chat else _to_responses(result, chat, current, spans)
    return _run_steps(steps, current, cx, on_applied)


def _checked_messages(messages: Any, steps: list[Any]) -> tuple[list[Message], int]:
    """(as_messages(messages), the length of the prefix that needed no check): only what was
    appended since the first step (a planned transform) last saw this history pass the check
    is looked at, so an agent loop's check costs O(new messages)."""
    if type(messages) is list and steps and isinstance(steps[0], _PlannedTransform):
        k = steps[0]._checked_prefix(messages)
        if k:
            tail = messages[k:]
            if as_messages(tail) is tail:
                return messages, k
    return as_messages(messages), 0


#: Set while apply_transforms runs its steps: the lists they get passed the boundary check.
_BOUNDARY = threading.local()


def _run_steps(steps: list[Any], current: list[Message], cx: TransformContext,
               on_applied: Callable[[TransformApplied], None] | None) -> list[Message]:
    """apply_transforms' loop over checked steps and message dicts."""
    outer = getattr(_BOUNDARY, "checked", False)
    _BOUNDARY.checked = True
    try:
        for step in steps:
            if cx.signal.cancelled:
                _log.info("pipeline cancelled before %s", _step_name(step))
                break
            name = _step_name(step)
            try:
                if not step.should_run(current, cx):
                    continue
                # A shallow copy: a step that appends to or pops from its input cannot reach the
                # caller's list, and its input survives if it raises half-way. ctxkit's own steps
                # never mutate their input (a tested property): they skip the O(history) copy.
                result = step.transform(current if type(step) in _NON_MUTATING else list(current), cx)
            except Exception:  # noqa: BLE001 - the pipeline must never take the agent down
                _log.exception("transform %s failed; its input passes through", name)
                continue
            if not isinstance(result, list) or not _only_messages(result, current):
                _log.error("transform %s returned %s, not a list of message dicts; its input passes through",
                           name, type(result).__name__)
                continue
            if on_applied is not None:
                _notify(on_applied, cx, _event_estimator(steps, cx), name, current, result)
            current = result
    finally:
        _BOUNDARY.checked = outer
    return current


def _check_transforms(transforms: Any, messages: Any) -> list[Any]:
    """The steps of a pipeline, or a ``TypeError`` that says what the caller got wrong."""
    if isinstance(transforms, (str, bytes, Mapping)) or not isinstance(transforms, Iterable):
        raise TypeError(f"expected a list of transforms, not {type(transforms).__name__}")
    steps = list(transforms)
    swapped = isinstance(messages, Iterable) and not isinstance(messages, (str, bytes)) and \
        _looks_like_transform(messages)
    for i, step in enumerate(steps):
        if isinstance(step, Mapping) or swapped:
            raise TypeError("expected apply_transforms(transforms, messages, cx): the messages came first "
                            f"(transforms[{i}] is a {type(step).__name__})")
        if isinstance(step, type):
            raise TypeError(f"transforms[{i}] is the class {step.__name__}, not an instance: call it, "
                            f"e.g. {step.__name__}(...)")
        if not (callable(getattr(step, "should_run", None)) and callable(getattr(step, "transform", None))):
            raise TypeError(f"transforms[{i}] is a {type(step).__name__}, not a transform (it needs should_run "
                            "and transform methods, as ContextTransform has)")
    return steps


def _looks_like_transform(messages: Any) -> bool:
    """True when the messages argument holds transforms (the arguments were swapped)."""
    try:
        first = next(iter(messages), None) if not isinstance(messages, list) else (messages[0] if messages else None)
    except TypeError:
        return False
    return first is not None and callable(getattr(first, "should_run", None)) and \
        callable(getattr(first, "transform", None))


#: ctxkit's transforms, which never mutate their input (filled in once they are defined).
_NON_MUTATING: set[type] = set()


def _only_messages(result: list[Any], before: list[Any]) -> bool:
    """True when every element of ``result`` is a message dict, or was already in ``before``
    (a malformed entry the caller sent is passed along, not blamed on the step)."""
    if all(issubclass(t, Mapping) for t in set(map(type, result))):  # map(type) runs in C
        return True
    known = {id(m) for m in before if not isinstance(m, Mapping)}
    return all(isinstance(m, Mapping) or id(m) in known for m in result)


def _step_name(step: Any) -> str:
    try:
        return str(step.name)
    except Exception:  # noqa: BLE001 - a broken name property must not break the pipeline
        return type(step).__name__


def _notify(on_applied: Callable[[TransformApplied], None], cx: TransformContext, estimator: TokenEstimator,
            name: str, before: list[Message], after: list[Message]) -> None:
    """Build and send one :class:`TransformApplied`; a failing callback is logged."""
    try:
        first = _first_difference(before, after)
        event = TransformApplied(
            iteration=cx.iteration, name=name, before=len(before), after=len(after),
            changed=first is not None, first_changed_index=first,
            tokens_before=estimator.estimate_messages(before),
            tokens_after=estimator.estimate_messages(after),
        )
        on_applied(event)
    except Exception:  # noqa: BLE001
        _log.exception("on_applied callback failed after %s", name)


#: The estimators that count the events of a pipeline, per its first step and profile. The
#: context's default estimator is new every call (no memo is shared behind the caller's back), so
#: counting each event with it re-counted the whole history every call: on_applied cost 12 times
#: the pipeline (7.3 ms against 0.6 ms a call on a 376-message trace). This one's memo lives as
#: long as the step, like the step's own plans, and holds the same references (bounded by its
#: memo_size): a re-count after an append costs the new messages.
_EVENT_ESTIMATORS: weakref.WeakKeyDictionary[Any, dict[str, CharHeuristicEstimator]] = weakref.WeakKeyDictionary()


def _event_estimator(steps: list[Any], cx: TransformContext) -> TokenEstimator:
    """What counts the events of ``steps``: for the context's plain CharHeuristicEstimator, the
    one of the same profile kept for the pipeline's first step (the same counts); any other
    estimator (calibrated, a tokenizer) as given."""
    estimator = cx.estimator
    if type(estimator) is not CharHeuristicEstimator or not steps:
        return estimator
    try:
        kept = _EVENT_ESTIMATORS.setdefault(steps[0], {})
    except TypeError:  # a step that cannot be weakly referenced: counted as before
        return estimator
    return kept.setdefault(estimator.profile, CharHeuristicEstimator(estimator.profile))


def _first_difference(before: Sequence[Message], after: Sequence[Message]) -> int | None:
    """Index of the first message that differs, None when the lists are equal."""
    for i, (a, b) in enumerate(zip(before, after)):
        if a is not b and a != b:
            return i
    if len(before) != len(after):
        return min(len(before), len(after))
    return None


class _Plan:
    """What a batch transform made of ``history[:stop]``: replayed byte-identically until the next batch.

    Invariants: ``out`` is the transform's output for ``history[:stop]`` and every message in it
    comes from that prefix or was written by ctxkit from it; ``origin[k]`` is the history index
    ``out[k]`` stands for (``-1`` for a message ctxkit inserted, a summary); ``sizes[k]`` is its
    token count and ``tokens == _REQUEST_OVERHEAD + sum(sizes)``; ``state`` is what the next batch
    of the same transform needs (markers made, the summary in force...). A slot's plans have
    increasing ``stop``s, and a plan is used for a history only when ``stop`` is a checkpoint of
    it (its end, or the index of an assistant message), so it does not depend on when the caller
    happened to call.
    """

    __slots__ = ("origin", "out", "sizes", "state", "stop", "tokens")

    def __init__(self, stop: int, out: list[Any], origin: list[int], sizes: list[int], state: Any = None) -> None:
        self.stop, self.out, self.origin, self.sizes, self.state = stop, out, origin, sizes, state
        self.tokens = _REQUEST_OVERHEAD + sum(sizes)


class _Slot:
    """One conversation's memo inside a transform: the history prefix it has seen, byte for byte.

    ``seen`` is a copy of that prefix (the same message objects); ``cum[i]`` the tokens of
    ``seen[:i]`` without the request overhead; ``checkpoints`` the indices of its assistant
    messages (the requests an agent sent); ``users`` the indices of its user turns; ``plans``
    the plans made so far (the first is the identity plan for ``seen[:0]``) and ``checked`` how
    many checkpoints the fold has decided (with no batch) since the last plan.
    """

    __slots__ = ("checked", "checkpoints", "cum", "data", "head", "key", "last", "plain", "plans", "seen", "size",
                 "users", "watched")

    def __init__(self, key: Any, size: Callable[[Any], int] | None) -> None:
        self.key, self.size = key, size
        self.head: Any = None  # its bucket in _Conversations
        self.last: int | None = None  # the id of the last message of ``seen`` it is indexed under
        self.seen: list[Any] = []
        # How many of ``seen`` passed apply_transforms' boundary check (as_messages): the next
        # call checks only what was appended since.
        self.plain = 0
        self.cum = [0]
        self.checkpoints: list[int] = []
        self.users: list[int] = []
        self.plans = [_Plan(0, [], [], [])]
        self.checked = 0
        self.data: dict[str, Any] = {}
        # index -> the values of a message whose text an output copies (a clip): an in-place edit
        # of such a message must not leave a stale copy in the request (it is checked every call).
        self.watched: dict[int, tuple[Any, ...]] = {}

    def watch(self, index: int) -> None:
        """Check ``seen[index]``'s values on every call: its text was copied into an output."""
        message = self.seen[index]
        if type(message) is dict:
            self.watched[index] = tuple(message.values())

    def edited_at(self) -> int | None:
        """The first watched message whose values changed in place since, if any."""
        changed = [i for i, values in self.watched.items() if i < len(self.seen) and (
            len(values) != len(self.seen[i]) or not all(map(operator.is_, values, self.seen[i].values())))]
        return min(changed) if changed else None

    def fork(self, length: int) -> _Slot:
        """A new slot for ``seen[:length]``: a history that shares only that much with this one."""
        new = _Slot(self.key, self.size)
        new.seen = self.seen[:length]
        new.plain = min(self.plain, length)
        new.cum = self.cum[:length + 1] if self.size is not None else [0]
        new.checkpoints = self.checkpoints[:bisect.bisect_left(self.checkpoints, length)]
        new.users = self.users[:bisect.bisect_left(self.users, length)]
        new.plans = [p for p in self.plans if p.stop <= length]
        new.checked = bisect.bisect_right(new.checkpoints, new.plans[-1].stop)
        new.data = dict(self.data)
        new.watched = {i: v for i, v in self.watched.items() if i < length}
        return new

    def extend(self, messages: Sequence[Message]) -> None:
        """Append what ``messages`` has past ``seen``: O(new messages)."""
        size = self.size
        for i in range(len(self.seen), len(messages)):
            message = messages[i]
            self.seen.append(message)
            if size is not None:
                self.cum.append(self.cum[-1] + size(message))
            if type(message) is dict or isinstance(message, Mapping):
                role = message.get("role")
                if role == "assistant":
                    self.checkpoints.append(i)
                elif role == "user" and _is_user_turn(message):
                    self.users.append(i)

    def tokens_at(self, plan: _Plan, stop: int) -> int:
        """Tokens of the output for ``history[:stop]`` under ``plan`` (the messages after it verbatim)."""
        return plan.tokens + self.cum[stop] - self.cum[plan.stop]

    def plan_at(self, stop: int) -> _Plan:
        """The plan in force for the request ``history[:stop]``."""
        k = bisect.bisect_right([p.stop for p in self.plans], stop) - 1
        return self.plans[max(k, 0)]


def _message_counter(estimator: Any) -> Callable[[Any], int] | None:
    """One message's tokens by ``estimator``: its memo when it is a CharHeuristicEstimator (the
    transforms of a pipeline share one estimator, and a message each of them counts is counted
    once), else its ``estimate`` of each text, a calibration's at the ratio it has now: the one
    in the slot's key (_estimator_key), which a later ``observe`` changes for the object only."""
    if estimator is None:
        return None
    if isinstance(estimator, CharHeuristicEstimator) and \
            type(estimator).message_tokens is CharHeuristicEstimator.message_tokens:
        return estimator.message_tokens
    return functools.partial(_message_tokens, _frozen_estimate(estimator))


def _frozen_estimate(estimator: Any) -> Callable[[str], int]:
    """``estimator.estimate``, with a calibration's ratio (and its base's) fixed as it is now."""
    if isinstance(estimator, CalibratedEstimator):
        return functools.partial(_scaled_estimate, _frozen_estimate(estimator.base), estimator.ratio)
    return estimator.estimate  # type: ignore[no-any-return]


def _scaled_estimate(estimate: Callable[[str], int], ratio: float, text: str) -> int:
    """What CalibratedEstimator.estimate answers at ``ratio``."""
    return math.ceil(estimate(text) * ratio)


class _Conversations:
    """The slots of one transform, found by content: many conversations (and threads) may share
    the transform, and what it remembers is a cache of a pure function, never a source of truth.

    A history uses the slot whose ``seen`` it starts with (list equality: identity first, then
    value, at C speed); otherwise a fork of the slot it shares the longest prefix with, so an
    edited or deleted message is re-planned from the last plan before it, and a conversation
    that merely shares a system prompt with another starts from scratch.

    A call finds its slot in O(1) however many conversations the transform serves: by the
    identity of the last message the slot saw (an agent loop appends to the same objects),
    else among the slots whose first three messages say the same (:func:`_head_key`), never in
    a scan of all. Bounds: at most :attr:`MAX_SLOTS` conversations and :attr:`MAX_MESSAGES`
    history messages referenced in all, least recently used evicted (an evicted conversation
    is recomputed, equal). The messages are the caller's own objects, so a live conversation
    costs only the references (8 bytes each) and its plans; the slots count with one estimator
    of a kind (_counter), whose memos are bounded; ``bench/bench_pipeline.py --many`` prints the
    cost per call and the memory held.
    """

    #: The most conversations remembered at once.
    MAX_SLOTS = 4_096
    #: The most history messages referenced by the remembered conversations, in all.
    MAX_MESSAGES = 4_000_000

    def __init__(self) -> None:
        # invariants: every slot is in ``lru`` (least recently used first), in exactly one
        # bucket, ``buckets[slot.head]``, and under ``by_last[slot.last]``, the id of the last
        # message it saw (the slot holds that message: the id is not reused while it lives);
        # ``messages`` is the sum of len(slot.seen).
        self.lru: collections.OrderedDict[int, _Slot] = collections.OrderedDict()
        self.buckets: dict[Any, list[_Slot]] = {}
        self.by_last: dict[int, list[_Slot]] = {}
        self.messages = 0
        self.counters: dict[Any, Callable[[Any], int] | None] = {}  # by estimator key: sync

    def sync(self, messages: Sequence[Message], estimator: Any, reserved: int = 0) -> tuple[_Slot, int]:
        """The slot for ``messages``, extended to it, and the length it shared before (the
        messages before that index are the ones the slot had seen, unchanged). ``reserved``
        tokens (a request's tools and top-level system) are part of the key: other plans."""
        key = (_estimator_key(estimator), reserved)
        head = _head_key(messages)
        best, shared = self._closest(messages, head, key)
        if best is None:
            best = _Slot(key, self._counter(key[0], estimator))
            self.lru[id(best)] = best
        elif shared < len(best.seen):
            best = best.fork(shared)
            self.lru[id(best)] = best
            self.messages += len(best.seen)
        else:
            self.lru.move_to_end(id(best))
        before = len(best.seen)
        best.extend(messages)
        self.messages += len(best.seen) - before
        if best.head != head:  # a new slot, or one that had seen fewer messages than a head holds
            if best.head is not None:
                self._unbucket(best)
            best.head = head
            self.buckets.setdefault(head, []).append(best)
        last = id(best.seen[-1]) if best.seen else None
        if best.last != last:
            self._unlink(best)
            best.last = last
            if last is not None:
                self.by_last.setdefault(last, []).append(best)
        self._evict(keep=best)
        best.plain = len(best.seen) if getattr(_BOUNDARY, "checked", False) else min(best.plain, shared)
        # A plan whose stop is no longer a checkpoint (the caller's last call ended where a tool
        # result, not an assistant message, now follows) is dropped: it was provisional.
        plans = best.plans
        if len(plans) > 1 and plans[-1].stop < len(messages) and not _is_assistant(messages[plans[-1].stop]):
            plans.pop()
            best.checked = bisect.bisect_right(best.checkpoints, plans[-1].stop)
        return best, shared

    def _counter(self, alike: Any, estimator: Any) -> Callable[[Any], int] | None:
        """How a new slot counts a message: with the first estimator of the kind ``alike`` this
        transform was given (estimators of a kind count alike: _estimator_key). A slot counted
        with the estimator of the call that made it, and the documented loop makes a context, so
        an estimator with empty memos, for every call: a slot made later (the history an earlier
        step folded has another head; a fork) counted again every message it was given. Another
        object (not a heuristic or a calibration of one) is used as given."""
        counter = self.counters.get(alike)
        if counter is None:
            counter = _message_counter(estimator)
            if alike is not None and alike[0] != "object":
                if len(self.counters) >= 16:  # calibrations: a ratio each
                    self.counters.clear()
                self.counters[alike] = counter
        return counter

    def checked_prefix(self, messages: Sequence[Message]) -> int:
        """The length of the longest ``seen`` of a slot that ``messages`` starts with and that
        passed the boundary check whole (0 when none)."""
        found = self._by_identity(messages, lambda slot: slot.plain == len(slot.seen))
        if found is not None:
            return len(found.seen)
        for slot in self._candidates(_head_key(messages)):
            k = len(slot.seen)
            if k and slot.plain == k and k <= len(messages) and _starts_with(messages, slot.seen):
                return k
        return 0

    def _by_identity(self, messages: Sequence[Message], accept: Callable[[_Slot], bool]) -> _Slot | None:
        """An agent loop appends to the same objects: the slot whose last message is one of the
        last few of ``messages``, found by identity in O(1) however many conversations begin
        alike (a thousand runs of one task share their first two messages), if ``messages``
        starts with what it saw."""
        n = len(messages)
        for j in range(n - 1, max(n - 9, -1), -1):
            for slot in self.by_last.get(id(messages[j]), ()):
                if len(slot.seen) == j + 1 and accept(slot) and _starts_with(messages, slot.seen):
                    return slot
        return None

    def _candidates(self, head: Any) -> list[_Slot]:
        """The slots that may share a prefix with a history of ``head``: those of its bucket, and
        those that had seen fewer messages than a head holds (their bucket is that of a shorter
        head). A history that shares only its first two messages with the slots of a bucket
        starts a slot of its own (what it would take from them costs nothing to recompute)."""
        found = list(self.buckets.get(head, ()))
        for n in range(len(head) - 1, -1, -1):
            found += self.buckets.get(head[:n], ())
        return found

    def _closest(self, messages: Sequence[Message], head: Any, key: Any) -> tuple[_Slot | None, int]:
        """The slot of ``key`` whose history ``messages`` extends (the first found), else the one
        sharing the longest prefix with it, and the length they share (up to an in-place edit)."""
        found = self._by_identity(messages, lambda slot: slot.key == key)
        if found is not None:
            edited = found.edited_at() if found.watched else None
            return found, len(found.seen) if edited is None else edited
        best, shared = None, 0
        for slot in self._candidates(head):
            if slot.key != key:
                continue
            k = len(slot.seen)
            if k <= len(messages) and _starts_with(messages, slot.seen):
                edited = slot.edited_at() if slot.watched else None
                return slot, k if edited is None else edited
            d = _common_prefix(messages, slot.seen)
            if d > shared:
                best, shared = slot, d
        return best, shared

    def _unbucket(self, slot: _Slot) -> None:
        bucket = self.buckets[slot.head]
        bucket.remove(slot)
        if not bucket:
            del self.buckets[slot.head]

    def _unlink(self, slot: _Slot) -> None:
        if slot.last is not None:
            same = self.by_last[slot.last]
            same.remove(slot)
            if not same:
                del self.by_last[slot.last]
            slot.last = None

    def _evict(self, keep: _Slot) -> None:
        """Drop the least recently used slots past the bounds (never ``keep``, the one in use)."""
        while len(self.lru) > 1 and (len(self.lru) > self.MAX_SLOTS or self.messages > self.MAX_MESSAGES):
            _, oldest = self.lru.popitem(last=False)
            if oldest is keep:
                self.lru[id(keep)] = keep
                continue
            self._unbucket(oldest)
            self._unlink(oldest)
            self.messages -= len(oldest.seen)


def _head_key(messages: Sequence[Any]) -> tuple[Any, ...]:
    """What the first three messages of a history say (role and text, or the first part's text
    or id, and the ids of its tool calls, hashed by Python at C speed and cached on the strings):
    the bucket of its slot. Two histories with the same prefix have the same key; a collision only
    costs a comparison. Three, not two: a thousand runs of one task share their system prompt and
    first user message, and part at the agent's first step (its text, or its calls' ids)."""
    parts: list[Any] = []
    for message in messages[:_HEAD_MESSAGES]:
        if type(message) is dict or isinstance(message, Mapping):
            content = message.get("content")
            if type(content) is not str:
                first = content[0] if isinstance(content, list) and content else None
                text = (first.get("text") or first.get("id")) if isinstance(first, Mapping) else None
                content = (len(content) if isinstance(content, list) else 0, text if type(text) is str else "")
            calls = message.get("tool_calls")
            ids = tuple(str(c.get("id")) for c in calls if isinstance(c, Mapping)) if type(calls) is list else ()
            parts.append((message.get("role") or message.get("type"), content, ids))
        else:
            parts.append(type(message).__name__)
    return tuple(parts)


#: How many first messages key a conversation's bucket (see :func:`_head_key`).
_HEAD_MESSAGES = 3


def _estimator_key(estimator: Any) -> Any:
    """What makes two estimators count alike: the profile of a heuristic, else the object."""
    if estimator is None:
        return None
    if type(estimator) is CharHeuristicEstimator:
        return ("heuristic", estimator.profile)
    if isinstance(estimator, CalibratedEstimator):
        return ("calibrated", _estimator_key(estimator.base), estimator.ratio)
    return ("object", id(estimator), estimator)


def _starts_with(messages: Sequence[Any], seen: list[Any]) -> bool:
    """``messages[:len(seen)] == seen`` without copying the prefix: the new tail is appended to
    ``seen`` for one equal-length comparison (identity first, at C speed), then taken off."""
    k = len(seen)
    if len(messages) == k:
        return messages == seen if type(messages) is list else list(messages) == seen
    seen.extend(messages[k:])
    try:
        return messages == seen if type(messages) is list else list(messages) == seen
    finally:
        del seen[k:]


def _common_prefix(a: Sequence[Any], b: Sequence[Any]) -> int:
    """Length of the common prefix of two lists, compared in C-speed chunks."""
    n = min(len(a), len(b))
    start = 0
    while start < n:
        stop = min(start + 1024, n)
        if a[start:stop] != b[start:stop]:
            return next(i for i in range(start, stop) if a[i] is not b[i] and a[i] != b[i])
        start = stop
    return n


def _is_assistant(message: Any) -> bool:
    return (type(message) is dict or isinstance(message, Mapping)) and message.get("role") == "assistant"


class _Need:
    """A fold stopped: a summary that is in no store yet must be written first."""

    __slots__ = ("key", "prompt")

    def __init__(self, prompt: str, key: str) -> None:
        self.prompt, self.key = prompt, key


class _PlannedTransform(ContextTransform):
    """A transform that works in batches: its output is a pure function of the history.

    The fold: walk the history's checkpoints (the requests before each assistant message, then
    its end); at each, when the output so far is over the transform's trigger, make one batch,
    a new :class:`_Plan`. The output is the last plan's messages plus the history after its stop.
    A warm instance resumes the fold where its slot's prefix still holds, a cold one (another
    process, another worker) folds from the start: both give the same bytes.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._conversations = _Conversations()

    def reset(self) -> None:
        """Forget every conversation (the output does not change: it is recomputed)."""
        with self._lock:
            self._conversations = _Conversations()

    def _checked_prefix(self, messages: list[Any]) -> int:
        """The length of a prefix of ``messages`` that this transform saw pass the boundary
        check, message for message (the same objects): 0 when none."""
        with self._lock:
            return self._conversations.checked_prefix(messages)

    def should_run(self, messages: list[Message], cx: TransformContext) -> bool:
        """True when the output differs from the input; O(messages appended since the last call)."""
        with self._lock:
            slot, _ = self._conversations.sync(messages, cx.estimator, cx.reserved_tokens)
            plan = self._fold(slot, messages, cx)
            return isinstance(plan, _Need) or self._output(slot, plan, messages, cx) is not messages

    def transform(self, messages: list[Message], cx: TransformContext) -> list[Message]:
        """The last plan's output plus what was appended since (see the class docstring)."""
        with self._lock:
            slot, _ = self._conversations.sync(messages, cx.estimator, cx.reserved_tokens)
            plan = self._fold(slot, messages, cx)
            return self._output(slot, plan, messages, cx)

    def _fold(self, slot: _Slot, messages: Sequence[Message], cx: TransformContext) -> Any:
        """Decide every checkpoint not decided yet; the plan in force at the end (or a _Need).

        A plan made while the output cache failed is provisional: it and every plan after it
        are dropped here and the fold goes on from the plan before, so once the store is back
        the request names every removed output again, as a cold worker's does (an outage is
        never frozen into the plans)."""
        provisional = slot.data.pop("provisional", None)
        if provisional is not None and provisional < len(slot.plans):
            del slot.plans[max(provisional, 1):]
            slot.checked = bisect.bisect_right(slot.checkpoints, slot.plans[-1].stop)
        n = len(messages)
        checkpoints = slot.checkpoints
        cache = getattr(self, "cache", None)
        while True:
            plan = slot.plans[-1]
            final = slot.checked >= len(checkpoints)
            stop = n if final else checkpoints[slot.checked]
            if stop > plan.stop and self._over(slot, plan, stop):
                failed = getattr(cache, "unavailable", 0)
                new = self._batch(slot, messages, plan, stop, cx)
                if isinstance(new, _Need):
                    return new
                if new is not None:
                    slot.plans.append(new)
                    if getattr(cache, "unavailable", 0) != failed:  # the first plan to re-make
                        slot.data.setdefault("provisional", len(slot.plans) - 1)
            if final:
                return slot.plans[-1]
            slot.checked += 1

    def _output(self, slot: _Slot, plan: _Plan, messages: list[Message], cx: TransformContext) -> list[Message]:
        return messages if plan.stop == 0 else plan.out + messages[plan.stop:]

    # -- what a subclass defines --------------------------------------------------------------

    def _over(self, slot: _Slot, plan: _Plan, stop: int) -> bool:
        """Whether the request ``history[:stop]`` under ``plan`` calls for a batch (O(1))."""
        raise NotImplementedError

    def _batch(self, slot: _Slot, messages: Sequence[Message], plan: _Plan, stop: int,
               cx: TransformContext) -> _Plan | _Need | None:
        """One batch on top of ``plan`` for ``messages[:stop]`` (never reading past ``stop``)."""
        raise NotImplementedError


class TokenBudget(_PlannedTransform):
    """Keep the history under ``max_tokens``, pruning in batches so prompt caches keep hitting.

    While the estimate is at most ``max_tokens * trigger`` the history passes unchanged. Above
    it, one batch prunes down to ``max_tokens * target``: first the oldest tool results are
    replaced by a marker naming the tool and the size removed (the newest, up to 80% of the target,
    stay verbatim; an output whose call, the same tool with the same arguments, was made again
    later is not among them), then whole oldest units are dropped (a unit's outputs kept
    verbatim become markers first, the unit going only if that is not enough) and replaced by one
    **digest** (a user message starting with :data:`DIGEST_PREFIX`, where the first dropped
    unit stood): how many messages went, the
    newest of them in a line each, and the handles of their tool outputs, bounded by a tenth of
    the budget (past it, it says how many of the oldest are no longer named). With ``cache``
    (an :class:`OutputCache`) every output a marker, a clip or the digest stands for is kept
    there and named by its handle: nothing is removed beyond one ``__get_full_output`` call.
    That batch is replayed on later turns, so the pruned prefix, markers and digest included,
    stays byte-identical until the next batch (trimming a little every turn would break the
    provider's prompt cache every turn).

    The output is a pure function of the history, the configuration and the estimator: batches
    fall only where the history itself says (at the requests before its assistant messages, and
    at its end), so a cold instance in another process gives the same bytes as a warm one, and
    one instance may serve many conversations and threads (see :class:`_Conversations`).
    ``cx.last_provider_usage`` may tighten the current request when the provider billed more
    than estimated, never a past batch.

    Never dropped: system messages, the first user message (``keep_first_user``), the latest user
    message (and the latest one with text, when it is blank) and the latest unit (the model's last
    step and its tool results, with the user turns after it: outputs the model has not read yet are
    never cleared). When those still exceed ``max_tokens``, the latest unit's tool results,
    assistant text and long tool arguments (OpenAI ``arguments``, Anthropic ``input``) are clipped
    to head and tail around a marker, from their original text; then the digest shows fewer lines
    and names fewer handles (saying how many it no longer names). When the pinned messages alone
    exceed it, their texts are clipped too, the largest the most, around a marker naming the handle
    of the full text (kept in ``cache``): the request fits. Only what is outside the messages
    (tools, a top-level system: ``cx.reserved_tokens``) can leave it over the budget (a warning is
    logged once). The output is valid in a dialect whenever the input is.

    >>> history = [{"role": "user", "content": "summarize the log"}]
    >>> log = "".join(f"line {k}\\n" for k in range(100))
    >>> for i in range(30):
    ...     history += [{"role": "assistant", "content": None, "tool_calls": [{"id": f"c{i}",
    ...                  "type": "function", "function": {"name": "cat", "arguments": "{}"}}]},
    ...                 {"role": "tool", "tool_call_id": f"c{i}", "content": log}]
    >>> budget = TokenBudget(max_tokens=2_000, cache=OutputCache())
    >>> out = apply_transforms([budget], history, TransformContext.for_test())
    >>> CharHeuristicEstimator().estimate_messages(out) <= 2_000 * 0.85, validate_messages(out)
    (True, [])
    >>> print(out[1]["content"].split(";")[0])
    [ctxkit summary of the earlier conversation]
    [digest of the turns dropped to fit the token budget]
    44 earlier messages are not in this request
    >>> out[3]["content"]
    '[ctxkit: 790 chars of cat output removed to fit the token budget; full text: __get_full_output(handle="c22")]'
    """

    def __init__(self, max_tokens: int = 60_000, *, trigger: float = 0.85, target: float = 0.5,
                 keep_first_user: bool = True, cache: OutputCache | None = None) -> None:
        _check_positive_int("max_tokens", max_tokens)
        if isinstance(trigger, bool) or not isinstance(trigger, (int, float)) or not 0 < trigger <= 1:
            raise ValueError(f"expected a number in (0, 1] for trigger, not {trigger!r}")
        if isinstance(target, bool) or not isinstance(target, (int, float)) or not 0 < target < trigger:
            raise ValueError(f"expected a number in (0, trigger={trigger!r}) for target, not {target!r}")
        if not isinstance(keep_first_user, bool):
            raise TypeError(f"expected a bool for keep_first_user, not {type(keep_first_user).__name__}")
        _check_cache(cache)
        super().__init__()
        self.cache = cache
        self.max_tokens = max_tokens
        self.trigger = float(trigger)
        self.target = float(target)
        self.keep_first_user = keep_first_user
        self._warned = False
        self._marker_sizes: dict[tuple[Any, ...], int] = {}

    def __repr__(self) -> str:
        return (f"{type(self).__name__}(max_tokens={self.max_tokens}, trigger={self.trigger}, "
                f"target={self.target}, keep_first_user={self.keep_first_user})")

    def _over(self, slot: _Slot, plan: _Plan, stop: int) -> bool:
        return slot.tokens_at(plan, stop) > self._room(slot) * self.trigger

    def _room(self, slot: _Slot) -> int:
        """max_tokens less what the request carries besides its messages (tools, top-level system)."""
        return max(self.max_tokens - int(slot.key[1]), 1)

    def _output(self, slot: _Slot, plan: _Plan, messages: list[Message], cx: TransformContext) -> list[Message]:
        scale = self._billed_scale(slot, len(messages), cx)
        if scale > 1.0 and slot.tokens_at(plan, len(messages)) * scale > self._room(slot) * self.trigger:
            # The provider billed more than estimated: this request is pruned further, from the
            # same plan, and the batch is not remembered (a past batch never moves).
            return self._batch(slot, messages, plan, len(messages), cx, scale).out
        return super()._output(slot, plan, messages, cx)

    def _billed_scale(self, slot: _Slot, n: int, cx: TransformContext) -> float:
        """Billed / estimated tokens of the previous request (the one before the last assistant
        message), clamped to [1, 2]: tool schemas and a foreign tokenizer explain up to 2x."""
        usage = cx.last_provider_usage
        if usage is None or not slot.checkpoints or usage.total_input_tokens <= 0:
            return 1.0
        previous = slot.checkpoints[-1]
        estimated = slot.tokens_at(slot.plan_at(previous), previous)
        return min(max(usage.total_input_tokens / max(estimated, 1), 1.0), 2.0)

    def _batch(self, slot: _Slot, messages: Sequence[Message], plan: _Plan, stop: int,
               cx: TransformContext, scale: float = 1.0) -> _Plan:
        """Prune ``plan``'s output plus ``messages[plan.stop:stop]`` down to the target: O(that).

        The phases: old tool results become markers, oldest first (the newest, up to
        _RECENT_SHARE of the target, kept, but not one whose call was made again later); then old
        units are dropped into the digest, oldest first (one holding kept results has them made
        markers before it goes); then the newest results too become markers if still needed;
        then an oversized latest unit is clipped; then the digest shortened; last, the pinned
        texts clipped.
        """
        w = _Work(slot, messages, plan, stop)
        anchor = w.take_digest(stop)
        target = self._room(slot) * self.target / scale
        limit = self._room(slot) / scale
        units = _split_units(w.msgs)
        pinned = _pinned_units(w.msgs, units, self.keep_first_user)
        first = _latest_step(w.msgs, units)
        pinned.update(range(first, len(units)))
        latest = range(units[first].start, units[-1].stop) if units else range(0)
        if w.total > target and self.cache is not None:
            self._remove_noise(w, target)
        # The newest outputs, up to _RECENT_SHARE of the target, stay verbatim while older ones
        # become markers and the oldest turns go; they are cleared only when that is not enough.
        # An output whose call was made again later (a file read again, a test rerun) takes no
        # part of that share, the newer one does; it is cleared no earlier than its age says
        # (the older run holds what the agent compares against: the error a fix made go away).
        kept = _newest_outputs(w, target * _RECENT_SHARE, _superseded(w.msgs, latest))
        self._clear_results(w, latest, target, kept)
        self._drop_units(w, units, pinned, target)
        self._clear_results(w, latest, target)
        if w.dropped:
            w.total -= w.digest.size
            w.digest = self._grown_digest(w, cx)
            w.total += w.digest.size
            anchor = min(anchor, w.origin[min(w.dropped)])
        # A batch ends under its own trigger when it can: fed its output back (frameworks persist
        # it), the transform then makes no new batch, f(f(h)) == f(h).
        fit = min(limit, self._room(slot) * self.trigger / scale)
        if w.total > fit:
            self._clip_latest(w, latest, target, fit)
        if w.total > fit and w.digest.message is not None:
            self._shrink_digest(w, fit)
        if w.total > fit:
            self._clip_pinned(w, target, fit)
        if w.total > limit and not self._warned:
            # Once per instance: tools (or a top-level system) alone over the budget would
            # otherwise log it on every turn.
            self._warned = True
            _log.warning("token_budget: the request needs ~%d tokens even with its pinned texts clipped, "
                         "over max_tokens=%d (its tools or top-level system take %d)", int(w.total * scale),
                         self.max_tokens, int(w.slot.key[1]))
        return w.plan(stop, anchor)

    def _shrink_digest(self, w: _Work, limit: float) -> None:
        """When the latest unit, clipped, still leaves no room for the digest of dropped turns (a
        compaction item, a screenshot in the latest step, long pinned texts): it shows fewer lines
        and names fewer of their handles, the newest kept, down to its frame (which says how many
        it no longer names), until the request fits, before the pinned texts (the user's own words)
        are clipped. The outputs stay in the cache; only the list gets shorter."""
        d = w.digest
        cap = self._digest_cap(w.slot)
        while w.total > limit and cap > 0:
            cap //= 2
            message = _digest_message(d.count, self.cache is not None, d.entries, cap, d.forgotten)
            size = w.size(message)
            if size < d.size:
                w.total += size - d.size
                d = w.digest = _Dropped(message, size, d.entries, d.count, d.forgotten)

    def _remove_noise(self, w: _Work, target: float) -> None:
        """Terminal noise leaves the tool results the batch will keep (see :func:`_without_noise`):
        colour codes, the frames of a redrawn progress bar, runs of one repeated line; the full
        text is kept in the cache and a note at the end names its handle. Newest first, as far
        back as the target reaches (older ones are cleared next: no work spent on them); each
        view is computed from what the request showed, so a later batch finds nothing to remove."""
        running = 0
        for p in range(len(w.msgs) - 1, -1, -1):
            if running + w.sizes[p] > target:
                return
            if w.origin[p] >= 0 and w.origin[p] not in w.markered and _is_tool_result(w.msgs[p]) \
                    and not w.msgs[p].get(_LOCAL_KEY):
                rewrite = lambda text, call_id, p=p: self._denoised(text, call_id, w.msgs, p)
                message = _rewrite_tool_results(w.msgs[p], rewrite)
                if message is not w.msgs[p]:
                    new_size = w.size(message)
                    w.total += new_size - w.sizes[p]
                    w.msgs[p], w.sizes[p] = message, new_size
            running += w.sizes[p]

    def _denoised(self, text: str, call_id: str, msgs: list[Message], p: int) -> str:
        clean = _without_noise(text)
        if clean is None:
            return text
        try:
            handle = _keep_full(self.cache, call_id, text, _call_lookup(_calls_answered(msgs, p))(call_id)[1])
        except CacheUnavailable:
            return text  # nowhere to keep the full text: the output stays as it is
        if handle is None:
            return text
        # never a view ctxkit wrote (_without_noise leaves those alone): its size is its length
        note = _NOISE_NOTE_TEXT.format(removed=len(text) - len(clean), total=len(text), handle=handle)
        return _registered(self.cache, clean + note, handle)

    def _clear_results(self, w: _Work, latest: range, target: float, kept: frozenset[int] = frozenset()) -> None:
        """Tool results become markers, oldest first (the latest unit's, those dropped and those
        ``kept`` excepted), until the target is met; a marker keeps the lines of the output that
        the later assistant messages referred to (read from the history: the same bytes warm and
        cold)."""
        for p in range(len(w.msgs)):
            if w.total <= target:
                return
            if p not in latest and p not in kept:
                self._clear_one(w, p)

    def _clear_one(self, w: _Work, p: int) -> None:
        """The tool results of ``w.msgs[p]`` become markers, when that makes it smaller."""
        if (p in w.dropped or w.origin[p] in w.markered or not _is_tool_result(w.msgs[p])
                or w.msgs[p].get(_HOSTED_KEY) or w.msgs[p].get(_LOCAL_KEY)):
            return  # (a result with no text to clear: a screenshot, command results)
        marker = _rewrite_tool_results(w.msgs[p], self._marker_for(_call_lookup(_calls_answered(w.msgs, p)),
                                                                   w.later.after(p)))
        new_size = self._marker_size(marker, w.size)
        if marker is w.msgs[p] or new_size >= w.sizes[p]:
            return
        w.total += new_size - w.sizes[p]
        w.msgs[p], w.sizes[p] = marker, new_size
        w.markered.add(w.origin[p])

    def _drop_units(self, w: _Work, units: list[range], pinned: set[int], target: float) -> None:
        """Whole units are dropped, oldest first, pinned ones excepted, until the target is met; a
        unit's results not yet markers become markers first, oldest first, and the unit goes only
        when that was not enough. Room for the digest's growth is reserved as they go (it is
        bounded by _DIGEST_SHARE of the budget)."""
        cap = self._digest_cap(w.slot)
        named = reserve = 0
        for k, unit in enumerate(units):
            if w.total + reserve <= target:
                return
            if k in pinned:
                continue
            # A unit whose outputs were kept verbatim (the newest) has them cleared before it goes:
            # dropped whole, one step of many parallel calls overshot the target by thousands of
            # tokens (tau2: a batch meant to leave 4,800 left 2,807 of an 8,000 budget).
            for p in unit:
                self._clear_one(w, p)
                if w.total + reserve <= target:
                    return
            w.dropped.update(unit)
            w.total -= sum(w.sizes[p] for p in unit)
            named += sum(1 for p in unit if _is_tool_result(w.msgs[p])) if self.cache is not None else 0
            reserve = self._reserve(cap, named, w.digest.size)

    @staticmethod
    def _reserve(cap: int, named: int, current: int) -> int:
        """Tokens to keep free for the digest once it names ``named`` outputs (about)."""
        return max(min(_DIGEST_FRAME + cap // 4 + _DIGEST_PER_HANDLE * named, _DIGEST_FRAME + cap) - current, 0)

    def _digest_cap(self, slot: _Slot) -> int:
        """Tokens the digest's entries may take: _DIGEST_SHARE of the budget."""
        return max(int(self._room(slot) * _DIGEST_SHARE), 48)

    def _grown_digest(self, w: _Work, cx: TransformContext) -> _Dropped:
        """The batch's digest with the messages it drops added: each tool result (from the
        history, not from its marker) is kept in the cache under its own handle, and an entry per
        message joins the list."""
        entries = list(w.digest.entries)
        count, forgotten = w.digest.count + len(w.dropped), w.digest.forgotten
        for p in sorted(w.dropped):
            original = w.messages[w.origin[p]] if w.origin[p] >= 0 else w.msgs[p]
            folded = _summary_text(original)
            if folded is not None and folded.startswith(DIGEST_PREFIX):
                # A digest this transform wrote, fed back as history: folded into this one, its
                # count, its entries and its count of outputs no longer named carried.
                before, listed, older = _digest_parts(folded, cx.estimator.estimate)
                count += before - 1
                forgotten += older
                entries += listed
            elif isinstance(original, Mapping):
                calls = _calls_answered(w.msgs, p) if _is_tool_result(original) else []
                entries += _dropped_entries(self.cache, original, calls, cx.estimator.estimate, w.msgs[p],
                                            w.later.after(p) if _is_tool_result(original) else ())
        cap = self._digest_cap(w.slot)
        entries, forgotten = _window(entries, cap, forgotten)
        message = _digest_message(count, self.cache is not None, entries, cap, forgotten)
        return _Dropped(message, w.size(message), tuple(entries), count, forgotten)

    def _marker_size(self, marker: Message, size: Any) -> int:
        """``size(marker)``, with the estimate of a plain OpenAI marker's text remembered by the text
        itself (a re-plan meets the same markers again). Not by its shape (every ASCII letter and
        digit replaced by one of its class), as until stop 46: the char heuristic reads each
        letter's own weight, the trigrams of a tool's name and, for Claude, the letter under a
        combining mark, so the first marker of a shape set the size of the next (1 token apart for
        336 of 3,679 shapes of 20,000 content-addressed handles, o200k), and one pipeline serving
        several conversations, or a warm worker and a cold one, could plan differently. Estimating
        each costs the first call on a 20,000-message history 4% more (3.48 -> 3.63 s). Not a text
        over _RARE_ASCII_MIN bytes (a marker with key lines): each is estimated."""
        content = marker.get("content")
        estimate: Any = size.args[0] if type(size) is functools.partial and size.func is _message_tokens else None
        if (type(content) is not str or len(marker) != 3 or "tool_call_id" not in marker
                or getattr(estimate, "__self__", None).__class__ is not CharHeuristicEstimator
                or len(content) > _RARE_ASCII_MIN or len(content.encode("utf-8", "surrogatepass")) > _RARE_ASCII_MIN):
            return int(size(marker))
        key = (estimate.__self__.profile, content)
        text_tokens = self._marker_sizes.get(key)
        if text_tokens is None:
            text_tokens = estimate(content)
            if len(self._marker_sizes) > 4_096:
                self._marker_sizes.clear()
            self._marker_sizes[key] = text_tokens
        # _message_tokens of {"role", "tool_call_id", "content"}, with the text's estimate known
        return int(_MESSAGE_OVERHEAD + estimate(_safe_str(marker["role"])) + estimate(_safe_str(marker["tool_call_id"]))
                + text_tokens)

    def _marker_for(self, call: Callable[[str], tuple[str, str, str]],
                    used: Sequence[str] = ()) -> Callable[[str, str], str]:
        """The rewrite of one message's tool results into markers (``call``: call id -> info)."""
        return lambda text, call_id: self._marker(text, call(call_id)[1], call_id, used)

    def _marker(self, text: str, tool_name: str, call_id: str, used: str | Sequence[str] = ()) -> str:
        try:
            handle = _keep_full(self.cache, call_id, text, tool_name)
        except CacheUnavailable:
            return text  # nowhere to keep it: the result stays (never removed beyond reach)
        where = _FULL_TEXT_NOTE.format(handle=handle) if handle else ""
        size = _view_size(text) if handle else len(text)
        marker = f"[ctxkit: {size:,} chars of {tool_name} output removed to fit the token budget{where}]"
        lines = _key_lines_used(text, used) if handle else ""
        return _registered(self.cache, marker + lines, handle)

    def _clip_latest(self, w: _Work, latest: range, target: float, limit: float) -> None:
        """Clip the latest unit (tool results, assistant text, long arguments) so the request fits.

        Each message is clipped from its original in the history (never a clip of a clip: the
        same history always gives the same bytes). Aims at ``target`` when the rest leaves room
        for it, else at half the room left under ``limit``; the estimate is not linear in the
        kept share, so it tightens up to 4 times.
        """
        # Never clipped here: user turns, system messages and ctxkit summaries (bounded already; a
        # clip would cut their prefix and turn them into something else).
        items = [p for p in latest if w.origin[p] >= 0 and _clippable(w.msgs[p])]
        self._clip_items(w, items, target, limit, _clip_message, even=True)

    def _clip_pinned(self, w: _Work, target: float, limit: float) -> None:
        """Last resort, when what is never dropped (system messages, the first and latest user
        turns) still exceeds the budget: their texts are clipped to head and tail around a
        marker naming the handle of the full text (kept in the cache first), the largest the
        most (every text cut to one level, as water finds it), so the request fits."""
        msgs, origin = w.msgs, w.origin
        items = [p for p in range(len(msgs)) if p not in w.dropped and origin[p] >= 0
                 and (_is_system(msgs[p]) or _is_user_turn(msgs[p])) and not _is_auto_summary(msgs[p])]
        originals = self._clip_items(w, items, target, limit, _clip_text_message, even=False)
        # The room halves until the request fits, which may cut more of the user's words than it
        # needs: a clip the request fits without is undone, the shortest text first (a few short
        # pins whose clips save more than needed: the first is left whole).
        for p in sorted(originals, key=lambda p: (originals[p], p)):
            if msgs[p] is not w.messages[origin[p]] and w.total - w.sizes[p] + originals[p] <= limit:
                w.total += originals[p] - w.sizes[p]
                msgs[p], w.sizes[p] = w.messages[origin[p]], originals[p]
                w.clipped.discard(origin[p])

    def _clip_items(self, w: _Work, items: list[int], target: float, limit: float,
                    clip: Callable[[Message, float, OutputCache | None], Message], even: bool) -> dict[int, int]:
        """Clip the messages at ``items``, each from its original in the history, into the room
        the rest leaves: ``target`` when it can, else half the room left under ``limit``; each
        the same share (``even``) or all to one level (the largest cut the most). The estimate
        is not linear in the kept share, so it tightens up to 4 times. Returns each item's size
        in the history (its original's)."""
        if not items:
            return {}
        msgs, origin, sizes, messages = w.msgs, w.origin, w.sizes, w.messages
        originals = {p: w.slot.cum[origin[p] + 1] - w.slot.cum[origin[p]] for p in items}
        others = w.total - sum(sizes[p] for p in items)
        room = max(target - others, (limit - others) / 2, 0)
        for _ in range(4):
            cap = room / len(items) if even else _water_level(sorted(originals.values()), room)
            for p in items:
                clipped = clip(messages[origin[p]], min(cap / max(originals[p], 1), 1.0), self.cache)
                new_size = w.size(clipped)
                if new_size >= originals[p]:  # its marker costs what it removes: the text stays whole
                    clipped, new_size = messages[origin[p]], originals[p]
                w.total += new_size - sizes[p]
                msgs[p], sizes[p] = clipped, new_size
            if w.total <= limit or room <= 0:
                break
            room *= 0.5
        for p in items:
            if msgs[p] is not messages[origin[p]]:
                w.clipped.add(origin[p])
                if origin[p] < len(w.slot.seen):
                    w.slot.watch(origin[p])
        return originals


def _latest_step(messages: Sequence[Message], units: list[range]) -> int:
    """The index of the unit of the model's last step, when only user turns follow it (a
    framework's "now analyze the results" after the tool results): that step, its outputs and
    what follows are the latest unit, which a batch never clears or drops (the model has not read
    those outputs yet). The last unit when no assistant message precedes those user turns."""
    if not units:
        return 0
    k = len(units) - 1
    while k > 0 and all(_is_user_turn(messages[i]) for i in units[k]):
        k -= 1
    return k if any(_is_assistant(messages[i]) for i in units[k]) else len(units) - 1


def _newest_outputs(w: _Work, room: float, superseded: frozenset[int] = frozenset()) -> frozenset[int]:
    """Positions of the newest tool results of a batch (not yet markers, not ``superseded``) whose
    sizes add up to at most ``room``: a batch keeps them verbatim while older ones are cleared and
    dropped."""
    kept: set[int] = set()
    for p in range(len(w.msgs) - 1, -1, -1):
        if _is_tool_result(w.msgs[p]) and w.origin[p] not in w.markered and p not in superseded:
            room -= w.sizes[p]
            if room < 0:
                break
            kept.add(p)
    return frozenset(kept)


def _superseded(msgs: Sequence[Message], latest: range) -> frozenset[int]:
    """Positions of the tool results (outside ``latest``) every call of which was made again, the
    same tool with the same arguments, by a later assistant message: the file read again, the
    test run again, the listing redone. The newer output is the one the agent goes on from."""
    later: set[tuple[str, str]] = set()
    out: set[int] = set()
    for p in range(len(msgs) - 1, -1, -1):
        message = msgs[p]
        if _is_assistant(message):
            later.update(_call_key(name, args) for _, name, args in _calls_of(message))
        elif later and p not in latest and _is_tool_result(message):
            calls = _calls_answered(msgs, p)
            if calls and all(_call_key(name, args) in later for _, name, args in calls):
                out.add(p)
    return frozenset(out)


def _call_key(name: str, arguments: str) -> tuple[str, str]:
    """A call's tool and its arguments, JSON arguments in one spelling (key order and spaces apart)."""
    if arguments[:1] == "{":
        try:
            arguments = json.dumps(json.loads(arguments), sort_keys=True, separators=(",", ":"))
        except (ValueError, RecursionError):  # not JSON after all, or nested past the parser's depth
            pass
    return name, arguments


#: Share of a batch's target that the newest tool results may keep verbatim while older ones
#: are cleared and the oldest turns dropped. Stop 51 (bench_history.py --families, a grid of 0.5 /
#: 0.6 / 0.65 / 0.7 / 0.75 / 0.8 / 0.9 / 1.0; the mean of recall and in-line recall at 8k and 32k
#: per family): OpenHands, the family the defaults are chosen on, 90.15 at 0.5, 90.28 at 0.6 and
#: 0.7, 90.33 from 0.8 on (87.70 at 0.65: one conversation's batch fell just before the agent used
#: what it cleared); each family left out of the choice, the value the others choose (0.8, or 0.6
#: without OpenHands) is never worse for it than 0.5: mini-swe-agent +0.95, OpenHands +0.13,
#: tau-bench +0.10, the other two level. Past 0.8 nothing changes on these traces; the cost and the
#: cache-friendly turns do not move. At stop 39 a grid of 0 / 0.3 / 0.5 / 0.6 / 0.7 had given 8k
#: in-line 69.4% / 71.3% / 72.4% / 72.4% / 71.9%.
_RECENT_SHARE = 0.8


class _LaterNames:
    """The names (paths, identifiers, numbers) the assistant messages of one batch's messages use,
    read from the history itself (warm and cold alike): :meth:`after` gives those of the
    :data:`_KEY_STEPS` assistant messages after a position, nearest first. Each message's names
    are found once per batch; positions are found by bisection, not by a scan per output."""

    def __init__(self, msgs: Sequence[Message]) -> None:
        self.msgs = msgs
        self.assistants: list[int] | None = None
        self.names: dict[int, list[str]] = {}
        self.found: dict[int, tuple[str, ...]] = {}

    def after(self, p: int) -> tuple[str, ...]:
        if self.assistants is None:
            self.assistants = [i for i, m in enumerate(self.msgs) if _is_assistant(m)]
        k = bisect.bisect_right(self.assistants, p)
        found = self.found.get(k)  # the outputs answering one step share it
        if found is None:
            names: list[str] = []
            for i in self.assistants[k:k + _KEY_STEPS]:
                names += self._of(i)
                if len(names) >= _KEY_NAMES:
                    break
            found = self.found[k] = tuple(dict.fromkeys(names))[:_KEY_NAMES]
        return found

    def _of(self, i: int) -> list[str]:
        names = self.names.get(i)
        if names is None:
            message = self.msgs[i]
            calls = message.get("tool_calls") or ()
            text = _content_text(message.get("content"))[:2_000] + "\n" + "\n".join(
                _call_given(c)[:2_000] for c in calls)
            names = self.names[i] = sorted(_salient_names(text))  # sorted: the same order in every process
        return names


#: How many later assistant messages name the key lines of a cleared output, and how many of
#: their names are looked for in it: the agent names a line again long after the step that read
#: it (bench_history.py --families, 20 later steps against the next one alone: in-line recall at
#: 8k 66.7% -> 67.9%, the families held out of the choice 65.2% -> 65.9%; no figure moves by
#: more than 0.9 point down).
_KEY_STEPS = 20
_KEY_NAMES = 48

#: The names a step may take from an output: paths, file names, snake_case and CamelCase
#: identifiers, numbers of 3+ digits (the path part anchored: it would retry at every character).
_SALIENT = _lazy_re(r"(?<![\w.-])[\w.-]*/[\w./-]+|\b\w+\.\w{1,5}\b|\b[a-z]+_\w+\b|\b[A-Z][a-z]+[A-Z]\w*\b|\b\d{3,}\b")


def _key_lines_used(text: str, used: str | Sequence[str], limit: int = 800) -> str:
    """The lines of ``text`` holding a name that ``used`` (the agent's later steps: their text, or
    the names :class:`_LaterNames` found in them) names (paths,
    identifiers, numbers of 3+ digits), within ``limit`` characters, in their order: what a
    cleared output keeps under its marker, and the line a digest entry shows. Each is the
    output's own line, indentation and all (what the model reads in place); a line over 200
    characters is kept as 60 characters either side of the name."""
    if not used:
        return ""
    listed = sorted(_salient_names(used[:4_000])) if isinstance(used, str) else used
    # the longest first, ties by name: the same lines in every process (a set's order is not)
    names = sorted({n for n in listed if n in text}, key=lambda n: (-len(n), n))[:24]
    kept: dict[int, str] = {}
    size = 0
    for name in names:
        at = text.find(name)
        start, end = text.rfind("\n", 0, at) + 1, text.find("\n", at)
        end = len(text) if end < 0 else end
        if start in kept:
            continue
        if end - start > 200:
            start, end = max(at - 60, start), min(at + len(name) + 60, end)
        line = text[start:min(end, start + 200)].rstrip("\r")  # _WHOLE_VIEW reads back lines of 200
        if not line.strip() or size + len(line) + 1 > limit:
            continue
        kept[start] = line
        size += len(line) + 1
    return "".join("\n" + kept[k] for k in sorted(kept))


@functools.lru_cache(maxsize=1_024)
def _salient_names(text: str) -> frozenset[str]:
    """The names (4+ chars) of a step's text: once per text, every output it answers shares it."""
    return frozenset(n for n in _SALIENT.findall(text) if len(n) >= 4)


def _without_noise(text: str) -> str | None:
    """``text`` as a terminal would show it, less what carries no fact, or None when that saves
    under a tenth of it (or 200 characters: the note costs about that): ANSI colour and cursor
    codes; the frames of a line redrawn with carriage returns (a progress bar: its last frame
    stays; a CRLF line end is left alone); and a run of 4 or more copies of one line, kept once
    with the count of the others. Every other line stays byte for byte."""
    if len(text) < 400 or "[ctxkit: " in text or (
            "\x1b" not in text and "\r" not in text and not _REPEATED_LINES.search(text)):
        return None  # a view ctxkit wrote (a summary, a clip) is left as it is
    clean = _ANSI.sub("", text) if "\x1b" in text else text
    if "\r" in clean:
        clean = _OVERWRITTEN.sub("", clean)
    clean = _REPEATED_LINES.sub(_one_of_the_run, clean)
    saved = len(text) - len(clean)
    return clean if saved >= max(200, len(text) // 10) else None


def _one_of_the_run(run: Any) -> str:
    """A run of copies of one line as that line and their count (as it was, when shorter)."""
    line = run.group(1)
    once = f"{line}[ctxkit: the line above {len(run.group(0)) // len(line) - 1} more times]\n"
    return once if len(once) < len(run.group(0)) else run.group(0)


#: Terminal noise: ANSI escape sequences (CSI, OSC, two-character), a frame a carriage return
#: redraws (not a CRLF line end, not the last frame), and a run of 4+ copies of one line.
_ANSI = _lazy_re(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b\n]{0,500}(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")
_OVERWRITTEN = _lazy_re(r"^[^\n]*\r(?=[^\r\n])", re.M)  # from a line's start: linear, not quadratic
_REPEATED_LINES = _lazy_re(r"^([^\n]{1,500}\n)\1{3,}", re.M)
#: The note ending a view without noise: removed, total, handle (read back by _NOISE_NOTE).
_NOISE_NOTE_TEXT = ('\n[ctxkit: {removed:,} of {total:,} chars of terminal noise removed (colour codes, redrawn '
                    'progress, repeated lines); full text: __get_full_output(handle="{handle}")]')


def _water_level(sizes: list[int], room: float) -> float:
    """The largest ``level`` with ``sum(min(s, level) for s in sizes) <= room`` (sizes sorted)."""
    left = room
    for k, size in enumerate(sizes):
        if size * (len(sizes) - k) > left:
            return max(left / (len(sizes) - k), 0.0)
        left -= size
    return float(sizes[-1]) if sizes else 0.0


def _clip_text_message(message: Message, keep_ratio: float, cache: OutputCache | None) -> Message:
    """A copy of a system or user message with its text (each text part) clipped to about
    ``keep_ratio``, around a marker naming the handle of the full text, kept in ``cache``
    first (under a handle derived from the text: the same text, the same handle)."""
    if keep_ratio >= 1.0:
        return message

    def clip(text: str) -> str:
        ratio = max(keep_ratio, min(120 / max(len(text), 1), 1.0))  # a pin keeps its first words
        # Worth it when it removes more than its marker adds (a handle derived from the text is 16
        # characters): a short dense pin is clipped too when the request needs it (TokenBudget
        # keeps the text whole when the clip does not cost fewer tokens).
        marker = len(_clip_text(text, 0.0, _FULL_TEXT_NOTE.format(handle="out_" + "0" * 12), least=0))
        if len(text) - int(len(text) * ratio) <= marker:
            return text
        handle = None
        try:
            handle = _keep_full(cache, None, text, str(message.get("role")))
        except CacheUnavailable:
            pass  # clipped all the same (the request must fit); the plan is re-made when the store is back
        where = _FULL_TEXT_NOTE.format(handle=handle) if handle else ""
        return _registered(cache, _clip_text(text, ratio, where, least=marker), handle)

    # A text too short to clip comes back as itself, and so does the message when none of its
    # texts changed: the very object, whose count the estimator's memo holds (a pipeline whose
    # pins exceed the budget re-plans them every turn, up to 4 times each).
    content = message.get("content")
    if isinstance(content, str):
        text = clip(content)
        return message if text is content else {**message, "content": text}
    if isinstance(content, list):
        parts, changed = [], False
        for part in content:
            if isinstance(part, Mapping) and part.get("type") in ("text", "input_text") and \
                    isinstance(part.get("text"), str):
                text = clip(part["text"])
                if text is not part["text"]:
                    part, changed = {**part, "text": text}, True
            parts.append(part)
        return {**message, "content": parts} if changed else message
    return message


def _clippable(message: Any) -> bool:
    """Whether TokenBudget may clip a message of the latest unit: not a user turn, a system
    message or a text ctxkit wrote."""
    return (isinstance(message, Mapping) and not _is_user_turn(message) and not _is_system(message)
            and not _is_auto_summary(message))


class _Work:
    """One TokenBudget batch in progress: the messages (plan output plus the new ones), their
    history indices and sizes, the running total and what was marked, clipped and dropped."""

    def __init__(self, slot: _Slot, messages: Sequence[Message], plan: _Plan, stop: int) -> None:
        self.slot, self.messages = slot, messages
        self.msgs = plan.out + list(messages[plan.stop:stop])
        self.origin = plan.origin + list(range(plan.stop, stop))
        self.sizes = plan.sizes + [slot.cum[i + 1] - slot.cum[i] for i in range(plan.stop, stop)]
        self.digest: _Dropped
        markered, clipped, self.digest = plan.state or (frozenset(), frozenset(), _Dropped())
        assert slot.size is not None
        self.size: Callable[[Any], int] = slot.size
        self.markered, self.clipped = set(markered), set(clipped)
        self.dropped: set[int] = set()
        self.total = _REQUEST_OVERHEAD + sum(self.sizes)
        self.later = _LaterNames(self.msgs)

    def take_digest(self, stop: int) -> int:
        """Take the digest of the turns dropped so far (origin -1) out; it is put back where it
        stood (the same bytes) unless this batch drops more. Returns the history index of the
        message that followed it (``stop`` when there is none)."""
        if self.digest.message is None:
            return stop
        k = self.origin.index(-1)
        anchor = self.origin[k + 1] if k + 1 < len(self.origin) else stop
        del self.msgs[k], self.origin[k], self.sizes[k]  # its size stays in the total
        return anchor

    def plan(self, stop: int, anchor: int) -> _Plan:
        """The batch's plan: the messages kept, with the digest where the first turn it names stood
        (a unit boundary)."""
        keep = [p for p in range(len(self.msgs)) if p not in self.dropped]
        kept = {self.origin[p] for p in keep}
        out = [self.msgs[p] for p in keep]
        origin = [self.origin[p] for p in keep]
        sizes = [self.sizes[p] for p in keep]
        if self.digest.message is not None:
            at = bisect.bisect_left(origin, anchor)
            out.insert(at, self.digest.message)
            origin.insert(at, -1)
            sizes.insert(at, self.digest.size)
        state = (frozenset(self.markered & kept), frozenset(self.clipped & kept), self.digest)
        return _Plan(stop, out, origin, sizes, state)


#: Starts the digest of dropped turns that TokenBudget writes: a summary ctxkit wrote (it starts
#: with :data:`SUMMARY_PREFIX`, like every one), a user message (it is derived from tool outputs,
#: so it never gets system authority).
DIGEST_PREFIX = "[ctxkit summary of the earlier conversation]\n[digest of the turns dropped to fit the token budget]\n"
#: Share of the budget the digest's entries may take (a quarter in full lines, the rest as bare
#: handles: about 11 tokens each), and the tokens of its fixed lines.
_DIGEST_SHARE = 0.10
_DIGEST_FRAME = 60
#: Tokens the digest grows by per tool output it names, about.
_DIGEST_PER_HANDLE = 11


class _Dropped:
    """What TokenBudget dropped so far: its digest message and size, the newest entries (line,
    handle or None, tool name; oldest first) that the digest could still show, how many messages
    went, and how many named outputs are older than those entries."""

    __slots__ = ("count", "entries", "forgotten", "message", "size")

    def __init__(self, message: Message | None = None, size: int = 0, entries: tuple[Any, ...] = (),
                 count: int = 0, forgotten: int = 0) -> None:
        self.message, self.size, self.entries, self.count = message, size, entries, count
        self.forgotten = forgotten


def _window(entries: list[Any], cap: int, forgotten: int) -> tuple[list[Any], int]:
    """The newest ``cap // 4`` entries (none is shown for less than 4 tokens, so no more fit in
    ``cap`` tokens) and the count of named outputs before them: a long conversation's digest
    costs the same at every batch, never its whole past."""
    excess = len(entries) - max(cap // 4, 1)
    if excess <= 0:
        return entries, forgotten
    return entries[excess:], forgotten + sum(1 for entry in entries[:excess] if entry[1] is not None)


#: One digest entry: (its line, the handle it names or None, the tool's name, the line's tokens,
#: the tokens of the bare ``handle="..."``), costs counted once, when the entry is made.
if TYPE_CHECKING:  # used in annotations only (``X | None`` is not a runtime type on Python 3.9)
    _Entry = tuple[str, str | None, str, int, int]


def _dropped_entries(cache: OutputCache | None, message: Mapping[str, Any], calls: list[tuple[str, str, str]],
                     estimate: Callable[[str], int], shown: Any = None,
                     used: str | Sequence[str] = ()) -> list[_Entry]:
    """The digest entries of one dropped message: what it said, and each tool output it carries,
    kept in ``cache`` (when given) under its own handle. ``shown`` is what the request carried
    for it: when a result there is a marker or a clip, the cache knows that view's handle (a
    short text to hash, not the whole output again). ``used`` is the later assistant messages'
    text: an output's entry shows the line of it they referred to, else its first line."""
    if not _is_tool_result(message):
        text = _content_text(message.get("content"))
        line = f"- {_entry_name(message.get('role'))}: {_one_line(text, 160)}"
        return [(line, None, "", estimate(line) + 1, 0)] if text.strip() else []
    lookup = _call_lookup(calls)
    views = dict(_tool_results(shown)) if shown is not None and shown is not message else {}
    entries: list[_Entry] = []
    for call_id, output in _tool_results(message):
        _, name, arguments = lookup(call_id)
        handle = None
        # a screenshot or command results (their cost counted beside an empty text): no text to keep
        kept = cache if output or not message.get(_HOSTED_KEY) else None
        try:
            view = views.get(call_id)
            if kept is not None and view is not None and view is not output and len(view) < len(output):
                handle = kept.handle_of_view(view, kind="transform")
            if handle is None:
                handle = _keep_full(kept, call_id, output, name)
        except CacheUnavailable:
            pass  # named as not kept: the store is down
        # The handle first, after the tool's name alone: the rest of the line quotes text the agent
        # or the tool wrote (arguments, a line of the output), which may hold handle="..." too.
        where = f'[__get_full_output(handle="{handle}")]' if handle else "[not kept]"
        key = _key_lines_used(output, used, 160).lstrip("\n").split("\n")[0] if used else ""
        name = _entry_name(name)
        line = f"- {name} {where} {_one_line(arguments, 80)} -> {len(output):,} chars: {key or _first_line(output, 80)}"
        bare = estimate(f'handle="{handle}"') + 1 if handle else 0
        entries.append((line, handle, name, estimate(line) + 1, bare))
    return entries


def _digest_parts(text: str, estimate: Callable[[str], int]) -> tuple[int, list[_Entry], int]:
    """What a digest (:func:`_digest_message`) says, read back: how many messages it stands for,
    its entries (the bare handles first, oldest first, then its full lines) and how many older
    outputs it no longer named. Read from its exact form; what does not parse is left out."""
    head, _, lines = text[len(DIGEST_PREFIX):].partition(". The newest, oldest first:\n")
    count = _DIGEST_COUNT.match(head)
    older = _DIGEST_FORGOTTEN.search(head)
    entries: list[_Entry] = []
    listed = head.partition("(read one with __get_full_output): ")[2].split("; ")
    for group in listed:
        name, _, handles = group.partition(": ")
        for handle in _HANDLE_IN_TEXT.findall(handles):
            line = f'- {_entry_name(name)} [__get_full_output(handle="{handle}")]'
            entries.append((line, handle, name, estimate(line) + 1, estimate(f'handle="{handle}"') + 1))
    for line in lines.split("\n"):
        if line.startswith("- "):
            handle = _ENTRY_HANDLE.match(line)  # where the entry's own handle is, never in its quotes
            name = line[2:].split(" ", 1)[0].rstrip(":")
            found = handle.group(1) if handle else None
            bare = estimate(f'handle="{found}"') + 1 if found else 0
            entries.append((line, found, name if found else "", estimate(line) + 1, bare))
    return (int(count.group(1).replace(",", "")) if count else 0, entries,
            int(older.group(1).replace(",", "")) if older else 0)


#: What a digest's text says, for folding one fed back into the next.
_DIGEST_COUNT = _lazy_re(r"([\d,]+) earlier messages are not in this request")
#: A digest entry's own handle: right after the tool's name (:func:`_entry_name`), in brackets.
_ENTRY_HANDLE = _lazy_re(r'- [\w.-]{1,60} \[(?:__get_full_output\(handle="([^"\n]{1,200})"\)|not kept)\](?: |\Z)')
_DIGEST_FORGOTTEN = _lazy_re(r"; ([\d,]+) older ones are no longer named")
_HANDLE_IN_TEXT = _lazy_re(r'handle="([^"\n]{1,200})"')


def _entry_name(name: Any) -> str:
    """A tool's name or a role as a digest entry shows it: letters, digits, ``_``, ``.`` and ``-``
    (others become ``_``), at most 60: one word, so that what follows it is ctxkit's."""
    return re.sub(r"[^\w.-]", "_", str(name))[:60] or "tool"


def _first_line(text: str, width: int) -> str:
    """The first line of ``text`` that is not blank, on one line and cut to ``width``: found
    without splitting a 100 MB output into lines."""
    start = 0
    while start < len(text):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        if text[start:min(end, start + width * 4)].strip():
            return _one_line(text[start:min(end, start + width * 4)], width)
        start = end + 1
    return ""


def _digest_message(count: int, cached: bool, entries: Sequence[_Entry], cap: int, forgotten: int = 0) -> Message:
    """The digest: how many messages went, then the newest entries as full lines within a quarter
    of ``cap`` tokens, the older tool outputs as bare handles within the rest, and how many
    older ones are no longer named."""
    k, used = len(entries), 0
    while k > 0 and used + entries[k - 1][3] <= cap // 4:
        used += entries[k - 1][3]
        k -= 1
    text = f"{DIGEST_PREFIX}{count:,} earlier messages are not in this request"
    if not cached:
        text += " (no cache was given: their tool outputs are gone)"
    shown = {entry[1] for entry in entries[k:] if entry[1] is not None}
    text += _handle_list(entries[:k], cap - used, "their older tool outputs", forgotten, shown)
    lines = [entry[0] for entry in entries[k:]]
    return {"role": "user", "content": text + ". The newest, oldest first:\n" + "\n".join(lines)}


def _handle_list(entries: Sequence[_Entry], cap: int, what: str, forgotten: int = 0,
                 shown: Collection[str] = ()) -> str:
    """"; <what> (...): tool: handle="h1", handle="h2"; tool2: ...": the newest handles of
    ``entries`` within ``cap`` tokens (the tool's name costs a few more), grouped by tool, and
    how many older ones are no longer named ("" when there are none).

    A handle is listed once, and not at all when it is in ``shown`` (named elsewhere in the same
    message): an output read again (the same status printed twice) has one handle in a
    content-addressed cache, and its repeats would spend the list's room on nothing. The count of
    outputs no longer named counts each output whose handle is not listed, one per time it came."""
    by_tool: dict[str, list[str]] = {}
    listed = set(shown)
    j, used = len(entries), 0
    while j > 0:
        _, handle, name, _, cost = entries[j - 1]
        if handle is not None and handle not in listed:
            cost += 0 if name[:30] in by_tool else 4
            if used + cost > cap:
                break
            used += cost
            listed.add(handle)
            by_tool.setdefault(name[:30], []).append(f'handle="{handle}"')
        j -= 1
    gone = forgotten + sum(1 for entry in entries[:j] if entry[1] is not None and entry[1] not in listed)
    groups = "; ".join(f"{name}: {', '.join(reversed(handles))}" for name, handles in reversed(by_tool.items()))
    text = f"; {what} (read one with __get_full_output): {groups}" if by_tool else ""
    return text + (f"; {gone:,} older ones are no longer named" if gone else "")


def _pinned_units(messages: Sequence[Message], units: list[range], keep_first_user: bool = True) -> set[int]:
    """Indices of the units that are never dropped: the latest unit, every unit holding a system
    message or a ctxkit summary (not a digest: one fed back is folded into the next), the first
    user turn's (``keep_first_user``), the latest user turn's and, when that
    one is blank, the latest user turn with text (a history never loses its last question)."""
    pinned = {len(units) - 1} if units else set()
    users, with_text = [], []  # units of the user turns, and of those with text
    for k, unit in enumerate(units):
        for i in unit:
            message = messages[i]
            role = message.get("role") if type(message) is dict or isinstance(message, Mapping) else None
            if role in ("assistant", "tool", None):
                if role is None and _is_kept_item(message):
                    pinned.add(k)  # a Responses compaction item: the earlier conversation, like a summary
                continue
            summary = _summary_text(message)
            if _is_system(message) or (summary is not None and not summary.startswith(DIGEST_PREFIX)):
                pinned.add(k)  # a summary is bounded: kept (a digest fed back is folded into the next)
            elif _is_user_turn(message):
                users.append(k)
                with_text += [k] if _content_text(message.get("content")).strip() else []
    pinned.update((users[:1] if keep_first_user else []) + users[-1:] + with_text[-1:])
    return pinned


def _clip_message(message: Message, keep_ratio: float, cache: OutputCache | None = None) -> Message:
    """A copy of ``message`` with its payload clipped to about ``keep_ratio`` of its size.

    Tool results keep head and tail (their full text kept in ``cache`` first, when given, under
    the handle the clip names); an assistant message keeps head and tail of its text, and a
    tool call's arguments (OpenAI ``arguments``, Anthropic ``tool_use`` ``input``) longer than
    400 chars become ``{"ctxkit_clipped": "<head...tail>"}``, which still parses as JSON
    (providers that translate calls parse the arguments).
    """
    if keep_ratio >= 1.0:
        return message
    if _is_tool_result(message):
        def clip(text: str, call_id: str) -> str:
            if cache is None or len(text) - int(len(text) * keep_ratio) < 200:
                return _clip_text(text, keep_ratio)
            try:  # kept first, under a handle the clip names; a later marker of the clip names it too
                handle = _keep_full(cache, call_id, text, "tool")
                clipped = _clip_text(text, keep_ratio, _FULL_TEXT_NOTE.format(handle=handle))
                return _registered(cache, clipped, handle)
            except CacheUnavailable:
                return text  # nowhere to keep it: not clipped
        return _rewrite_tool_results(message, clip)
    clipped = dict(message)
    content = message.get("content")
    if isinstance(content, str):
        clipped["content"] = _clip_text(content, keep_ratio)
    elif isinstance(content, list):
        clipped["content"] = [_clip_block(part, keep_ratio) for part in content]
    calls = message.get("tool_calls")
    if isinstance(calls, list):
        new_calls = []
        for call in calls:
            function, given = _call_function(call)
            arguments = function.get(given) if function is not None else None
            if function is not None and isinstance(arguments, str) and len(arguments) > 400:
                # JSON arguments stay JSON; a custom tool's input is free text, clipped as text
                short = (json.dumps({"ctxkit_clipped": _clip_text(arguments, keep_ratio)}, ensure_ascii=False)
                         if given == "arguments" else _clip_text(arguments, keep_ratio))
                call = {**call, ("function" if given == "arguments" else "custom"): {**function, given: short}}
            new_calls.append(call)
        clipped["tool_calls"] = new_calls
    return clipped


def _clip_block(part: Any, keep_ratio: float) -> Any:
    """One content block of an assistant message, clipped: text blocks and tool_use inputs."""
    if not isinstance(part, Mapping):
        return part
    if part.get("type") == "text" and isinstance(part.get("text"), str):
        return {**part, "text": _clip_text(part["text"], keep_ratio)}
    if part.get("type") == "tool_use" and "input" in part:
        raw = _safe_str(part["input"])
        if len(raw) > 400:
            return {**part, "input": {"ctxkit_clipped": _clip_text(raw, keep_ratio)}}
    return part


def _rewrite_tool_results(message: Message, rewrite: Callable[[str, str], str], *,
                          keep_parts: bool = False) -> Message:
    """``message`` with each tool result's text replaced by ``rewrite(text, call_id)``.

    Handles an OpenAI ``tool`` message (a str stays a str; a list of parts becomes one text
    part, followed by its non-text parts when ``keep_parts``) and every ``tool_result`` block
    of an Anthropic user message. Returns ``message`` itself when nothing changed.
    """
    content = message.get("content")
    if message.get("role") in _RESULT_ROLES:
        text = _content_text(content)
        new = rewrite(text, _result_id(message))
        if new == text:
            return message
        if not isinstance(content, list):
            return {**message, "content": new}
        if not keep_parts:
            return {**message, "content": [{"type": "text", "text": new + _parts_not_kept(content)}]}
        return {**message, "content": _view_content(content, new, "text")}
    blocks, changed = [], False
    for block in content if isinstance(content, list) else ():
        if isinstance(block, Mapping) and block.get("type") == "tool_result":
            text = _content_text(block.get("content"))
            new = rewrite(text, str(block.get("tool_use_id")))
            if new != text:
                block, changed = {**block, "content": new + _parts_not_kept(block.get("content"))}, True
        blocks.append(block)
    return {**message, "content": blocks} if changed else message


def _parts_not_kept(content: list[Any] | str | None) -> str:
    """A note of the parts of a result's ``content`` besides its text (images, documents...) that a
    marker of its text leaves behind: the cache keeps text, and the model is told ("" for none)."""
    if not isinstance(content, list):  # text (iterating it would test every character)
        return ""
    parts = [p for p in content if isinstance(p, Mapping) and p.get("type") != "text"]
    kinds = collections.Counter(_PART_KINDS.get(str(p.get("type")), str(p.get("type"))) for p in parts)
    if not kinds:
        return ""
    said = " and ".join(f"{n} {kind} part{'s' if n > 1 else ''}" for kind, n in sorted(kinds.items()))
    return f"\n[ctxkit: {said} of this output {'is' if sum(kinds.values()) == 1 else 'are'} not kept]"


#: Part types by what they hold, for _parts_not_kept.
_PART_KINDS = {"image_url": "image", "input_image": "image", "image": "image", "input_audio": "audio",
               "input_file": "file", "file": "file", "document": "document"}


def _calls_answered(messages: Sequence[Message], i: int) -> list[tuple[str, str, str]]:
    """``_tool_call_infos(messages)[i]`` without reading the whole history: the calls of the
    assistant message that the tool result at ``i`` follows, paired by position."""
    start = i
    while start > 0 and not _is_assistant(messages[start]):
        start -= 1
    return _tool_call_infos(messages[start:i + 1]).get(i - start, [])


def _call_lookup(calls: Sequence[tuple[str, str, str]]) -> Callable[[str], tuple[str, str, str]]:
    """call id -> (call id, tool name, arguments), from a result's entry in _tool_call_infos."""
    by_id = {c[0]: c for c in calls}
    return lambda call_id: by_id.get(call_id, (call_id, "tool", ""))


#: How a marker or a clip names the handle of the full text.
_FULL_TEXT_NOTE = '; full text: __get_full_output(handle="{handle}")'


def _clip_text(text: str, keep_ratio: float, where: str = "", least: int = 200) -> str:
    """Head and tail of ``text`` around a marker, keeping about ``keep_ratio`` of it; ``where``
    ends the marker (the handle of the full text, when one keeps it). ``text`` itself when the
    clip would remove fewer than ``least`` characters (the marker would cost about what it saves)."""
    keep = int(len(text) * keep_ratio)
    if len(text) - keep < least:
        return text
    head = keep * 2 // 3
    tail = keep - head
    removed = len(text) - head - tail
    return (f"{text[:head]}\n[ctxkit: {removed:,} of {len(text):,} chars clipped here to fit the "
            f"token budget{where}]\n{text[len(text) - tail:] if tail else ''}")


class ToolResultCap(ContextTransform):
    """Clip oversized tool results to head and tail around a marker, so no single result floods
    the context.

    Every tool result over ``max_chars`` (or ``per_tool[name]``) characters of text is cut to
    its head and tail within the cap, around a marker that names the tool, the original size,
    the tool call id and, when ``cache`` is given, the ``__get_full_output`` handle under which
    the full text was stored first (nothing is lost). The newest batch of results (after the
    last assistant message with tool calls) is left intact: the model has not read it yet.
    Images and other non-text parts are left alone. The output is a pure function of the
    history; per conversation it remembers what it clipped, so a call costs O(new messages
    + the last batch) plus a C-speed comparison of the history with the one it saw.

    >>> cap = ToolResultCap(max_chars=300)
    >>> history = [{"role": "user", "content": "go"},
    ...     {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function",
    ...      "function": {"name": "cat", "arguments": "{}"}}]},
    ...     {"role": "tool", "tool_call_id": "c1", "content": "x" * 5_000},
    ...     {"role": "assistant", "content": None, "tool_calls": [{"id": "c2", "type": "function",
    ...      "function": {"name": "ls", "arguments": "{}"}}]},
    ...     {"role": "tool", "tool_call_id": "c2", "content": "y" * 5_000}]
    >>> out = apply_transforms([cap], history, TransformContext.for_test())
    >>> len(out[2]["content"]) <= 300, out[4] == history[4]  # the newest batch is left intact
    (True, True)
    >>> print(out[2]["content"].splitlines()[1])
    [ctxkit: 4,790 of 5,000 chars of cat output c1 clipped here; the full text was not kept]
    """

    def __init__(self, max_chars: int = 32_000, *, per_tool: Mapping[str, int] | None = None,
                 cache: OutputCache | None = None) -> None:
        _check_positive_int("max_chars", max_chars)
        if max_chars < 200:
            raise ValueError(f"expected max_chars >= 200 (room for the marker), not {max_chars}")
        per_tool = dict(per_tool or {})
        for name, cap in per_tool.items():
            if not isinstance(name, str):
                raise TypeError(f"expected str tool names in per_tool, not {type(name).__name__}")
            _check_positive_int(f"per_tool[{name!r}]", cap)
            if cap < 200:
                raise ValueError(f"expected per_tool[{name!r}] >= 200 (room for the marker), not {cap}")
        _check_cache(cache)
        self.max_chars = max_chars
        self.per_tool = per_tool
        self.cache = cache
        self._lock = threading.Lock()
        self._conversations = _Conversations()

    def __repr__(self) -> str:
        return f"{type(self).__name__}(max_chars={self.max_chars}, per_tool={self.per_tool!r})"

    def reset(self) -> None:
        """Forget every conversation (the output does not change: it is recomputed)."""
        with self._lock:
            self._conversations = _Conversations()

    def should_run(self, messages: list[Message], cx: TransformContext) -> bool:
        """True when some already-read tool result is over its cap (looks at new messages only)."""
        with self._lock:
            return self._update(messages) is not messages

    def transform(self, messages: list[Message], cx: TransformContext) -> list[Message]:
        """The history with every oversized, already-read tool result clipped."""
        with self._lock:
            out = self._update(messages)
            return out if out is messages else list(out)  # never hand out the remembered list

    def _update(self, messages: list[Message]) -> list[Message]:
        """The clipped history, re-derived from the first message that may differ from last time:
        the first changed message, or the start of the batch that was newest then."""
        slot, shared = self._conversations.sync(messages, None)
        data = slot.data
        start = min(shared, data.get("newest", 0), len(data.get("out", ())))
        out = data.get("out", [])[:start]
        clipped = [i for i in data.get("clipped", ()) if i < start]
        newest = _newest_batch_start(messages)
        # Pair results with their calls from the assistant message that opens the rescanned part.
        anchor = min(start, len(messages) - 1)
        while anchor > 0 and not _is_assistant(messages[anchor]):
            anchor -= 1
        anchor = max(anchor, 0)
        infos = _tool_call_infos(messages[anchor:])
        for i in range(start, len(messages)):
            message = messages[i]
            if i < newest and _is_tool_result(message) and _longest_text(message) > self._min_cap:
                new = self._clip(message, infos.get(i - anchor, []))
                if new is not message:
                    clipped.append(i)
                    slot.watch(i)
                    message = new
            out.append(message)
        slot.data = {"out": out, "newest": newest, "clipped": clipped}
        return out if clipped else messages

    @property
    def _min_cap(self) -> int:
        return min([self.max_chars, *self.per_tool.values()])

    def _clip(self, message: Message, calls: list[tuple[str, str, str]]) -> Message:
        call = _call_lookup(calls)

        def clip(text: str, call_id: str) -> str:
            name = call(call_id)[1]
            cap = self.per_tool.get(name, self.max_chars)
            return self._clipped_text(text, cap, name, call_id) if len(text) > cap else text

        return _rewrite_tool_results(message, clip, keep_parts=True)  # images and other parts stay

    def _clipped_text(self, text: str, cap: int, name: str, call_id: str) -> str:
        try:
            handle = _keep_full(self.cache, call_id, text, name)
        except CacheUnavailable:
            return text  # nowhere to keep the full text: not clipped
        where = f'full text: __get_full_output(handle="{handle}")' if handle else "the full text was not kept"
        # The marker's size depends on the numbers in it: size it for the worst case first.
        marker = (f"\n[ctxkit: {len(text):,} of {len(text):,} chars of {name} output {call_id} "
                  f"clipped here; {where}]\n")
        keep = max(cap - len(marker), 0)
        head = _safe_cut(text, keep * 2 // 3)
        tail_start = _safe_cut(text, len(text) - (keep - head))
        removed = tail_start - head
        marker = f"\n[ctxkit: {removed:,} of {len(text):,} chars of {name} output {call_id} clipped here; {where}]\n"
        clipped = text[:head] + marker + text[tail_start:]
        return _registered(self.cache, clipped, handle)  # a later marker names the original


def _check_cache(cache: Any) -> None:
    if cache is not None and not hasattr(cache, "put"):
        raise TypeError(f"expected an OutputCache or None for cache, not {type(cache).__name__}")


def _keep_full(cache: OutputCache | None, call_id: str | None, text: str, name: str) -> str | None:
    """The handle under which ``cache`` keeps the full text of a result the model sees as ``text``.

    When ``text`` is a view ctxkit made (a ProgressiveTransformer summary, a clip), the handle of
    the original output it stands for, found in the cache's registry by the exact text: never a
    handle of the view itself, and never one parsed out of the text (a tool output that ends
    with a forged note is stored as what it is). Otherwise ``text`` is stored under ``call_id``
    (``call_id#2``... when a different output holds that id: real agents reuse call ids), or
    under a handle derived from it when it is missing or too long. None without a cache;
    :class:`CacheUnavailable` when the store fails (the caller keeps the text in the request).
    """
    if cache is None:
        return None
    original = cache.handle_of_view(text)
    if original is None:
        original = _view_handle(text)
    if original is not None:
        return original
    if getattr(cache, "content_addressed", False):  # a duck-typed cache may not have the attribute
        digest = _digest(text)
        return cache._put_unique("out_" + digest[:12], text, name, digest)
    if call_id and call_id != "None" and len(call_id) <= _MAX_HANDLE:
        return cache.put_unique(call_id, text, name)
    return cache.put_unique(_derived_handle(call_id if call_id and call_id != "None" else None, text), text, name)


def _view_handle(text: str) -> str | None:
    """The handle a marker, placeholder or clip that a transform wrote names, read from its exact
    form (a whole marker, or a clip whose head, note and tail add up to the size it states), so
    a request fed back as history is planned the same by a warm worker and a cold one; None for
    any other text (a tool output that merely ends with a note is an output)."""
    if not text.startswith("[ctxkit: ") and "\n[ctxkit: " not in text:
        return None
    whole = _WHOLE_VIEW.fullmatch(text)
    if whole:
        return whole.group(1)
    for note in _CLIP_NOTE.finditer(text):
        removed, total = (int(x.replace(",", "")) for x in note.group(1, 2))
        if total == len(text) - len(note.group(0)) + removed:
            return note.group(3)
    noise = _noise_note(text)
    return noise.group(3) if noise else None


def _noise_note(text: str) -> Any:
    """The note ending a view without terminal noise (_without_noise), when the sizes it states
    add up with the text's own; else None."""
    note = _NOISE_NOTE.search(text[-400:]) if "chars of terminal noise removed" in text[-400:] else None
    if note is None:
        return None
    removed, total = (int(x.replace(",", "")) for x in note.group(1, 2))
    return note if total == len(text) - len(note.group(0)) + removed else None


def _view_size(text: str) -> int:
    """The size of the output ``text`` stands for: the size its own note states when it is a
    view ctxkit wrote (a marker, a clip, a summary), else its length. Read from the text alone,
    so a marker of a fed-back view says the same warm and cold."""
    whole = _VIEW_SIZE.fullmatch(text[:400]) if text.startswith("[ctxkit: ") else None
    if whole is None and "[ctxkit: summary of " in text[-600:]:
        whole = _SUMMARY_SIZE.search(text[-600:])
    noise = _noise_note(text) if whole is None else None
    if noise is not None:
        return int(noise.group(2).replace(",", ""))
    if whole is None and "\n[ctxkit: " in text:
        note = next((n for n in _CLIP_NOTE.finditer(text) if int(n.group(2).replace(",", "")) ==
                     len(text) - len(n.group(0)) + int(n.group(1).replace(",", ""))), None)
        return int(note.group(2).replace(",", "")) if note else len(text)
    return int(next(g for g in whole.groups() if g).replace(",", "")) if whole else len(text)


#: The size a marker or placeholder states, and the size a progressive summary's note states.
_VIEW_SIZE = _lazy_re(r"\[ctxkit: (?:([\d,]+) chars of .*|cleared .* result, ([\d,]+) chars; .*)", re.S)
_SUMMARY_SIZE = _lazy_re(r"\n\[ctxkit: summary of ([\d,]+) chars, [\d,]+ lines; full text: __get_full_output\(")

#: A marker (with the key lines it keeps) or Microcompact's default placeholder, whole.
_WHOLE_VIEW = _lazy_re(r'\[ctxkit: (?:[\d,]+ chars of [^\n]{0,200} output removed to fit the token budget; '
                         r'full text: |cleared [^\n]{0,300} result, [\d,]+ chars; re-read it with )'
                         r'__get_full_output\(handle="([^"\n]{1,200})"\)\](?:\n[^\n]{0,200}){0,24}')
#: The note ending a view without terminal noise: removed, total, handle.
_NOISE_NOTE = _lazy_re(r'\n\[ctxkit: ([\d,]+) of ([\d,]+) chars of terminal noise removed \(colour codes, redrawn '
                         r'progress, repeated lines\); full text: __get_full_output\(handle="([^"\n]{1,200})"\)\]\Z')
#: The note of a clip (TokenBudget's, or ToolResultCap's naming the tool and the call): removed,
#: total, handle (with the newlines around it).
_CLIP_NOTE = _lazy_re(r'\n\[ctxkit: ([\d,]+) of ([\d,]+) chars (?:clipped here to fit the token budget|of '
                        r'[^\n]{0,200} output [^\n]{0,200} clipped here); full text: '
                        r'__get_full_output\(handle="([^"\n]{1,200})"\)\]\n')


def _registered(cache: Any, view: str, handle: str | None) -> str:
    """``view``, registered in ``cache`` as standing for ``handle``'s output (when both exist)."""
    if cache is not None and handle is not None:
        try:
            cache.register_view(view, handle, kind="transform")
        except CacheUnavailable:
            pass  # the view names the handle all the same
    return view


def _safe_cut(text: str, position: int) -> int:
    """``position``, moved off the middle of a surrogate pair (lone surrogates from JSON)."""
    position = min(max(position, 0), len(text))
    if (0 < position < len(text) and "\udc00" <= text[position] <= "\udfff"
            and "\ud800" <= text[position - 1] <= "\udbff"):
        position -= 1
    return position


def _longest_text(message: Mapping[str, Any]) -> int:
    """Characters of the longest tool-result text in ``message``."""
    return max((len(text) for _, text in _tool_results(message)), default=0)


def _newest_batch_start(messages: Sequence[Message]) -> int:
    """Index of the last assistant message with tool calls (its results are the newest batch)."""
    for i in range(len(messages) - 1, -1, -1):
        message = messages[i]
        if isinstance(message, Mapping) and message.get("role") == "assistant" and (
                message.get("tool_calls") or _blocks(message, "tool_use")):
            return i
    return len(messages)


class Microcompact(_PlannedTransform):
    """Cache-aware clearing of old tool results, in batches, never undone.

    Above ``trigger_tokens`` it replaces the content of every tool result but the newest
    ``keep_last`` with a placeholder that names the tool, previews the call's arguments, gives the
    size and, when ``cache`` is given, the ``__get_full_output`` handle under which it stored the
    full text first: the model can re-read instead of re-running the tool. It clears only in
    batches that each free at least ``clear_at_least`` tokens, and the cleared set only grows
    as the history grows: a cleared result stays cleared, byte-identically, on every later turn,
    so the prompt prefix changes only when a batch is cleared (Anthropic's ``clear_tool_uses``
    works the same way). ``exclude_tools`` are never cleared. ``placeholder`` is a template with
    ``{tool}``, ``{args}``, ``{chars}``, ``{call_id}`` and ``{handle}`` fields. Like
    :class:`TokenBudget`, the output is a pure function of the history and the configuration.

    >>> mc = Microcompact(keep_last=1, trigger_tokens=1_000, clear_at_least=200)
    >>> history = [{"role": "user", "content": "read them"}]
    >>> for i in range(4):
    ...     history += [{"role": "assistant", "content": None, "tool_calls": [{"id": f"c{i}", "type": "function",
    ...                  "function": {"name": "read_file", "arguments": f'{{"path": "f{i}.py"}}'}}]},
    ...                 {"role": "tool", "tool_call_id": f"c{i}", "content": "def f():\\n    pass\\n" * 100}]
    >>> out = apply_transforms([mc], history, TransformContext.for_test())
    >>> out[2]["content"]
    '[ctxkit: cleared read_file({"path": "f0.py"}) result, 1,800 chars; run the tool again if you need it]'
    >>> out[-1] == history[-1]
    True
    """

    def __init__(self, *, keep_last: int | None = None, trigger_tokens: int = 100_000, clear_at_least: int = 20_000,
                 exclude_tools: Iterable[str] = (), placeholder: str | None = None,
                 cache: OutputCache | None = None, keep: int | None = None) -> None:
        keep_last, name = _spelling("keep_last", keep_last, "keep", keep, 3)
        _check_non_negative_int(name, keep_last)
        _check_positive_int("trigger_tokens", trigger_tokens)
        _check_positive_int("clear_at_least", clear_at_least)
        if isinstance(exclude_tools, str):
            raise TypeError("expected an iterable of tool names for exclude_tools, not a str (wrap it in a tuple)")
        exclude = frozenset(exclude_tools)
        if not all(isinstance(name, str) for name in exclude):
            raise TypeError(f"expected tool names (str) in exclude_tools, not {sorted(map(repr, exclude))}")
        if placeholder is not None:
            if not isinstance(placeholder, str):
                raise TypeError(f"expected a str template or None for placeholder, not {type(placeholder).__name__}")
            unknown = sorted(set(re.findall(r"\{(\w*)\}", placeholder)) - set(_PLACEHOLDER_FIELDS))
            if unknown:
                raise ValueError(f"bad placeholder template {placeholder!r}: unknown field {{{unknown[0]}}}; "
                                 "fields are {tool}, {args}, {chars}, {call_id}, {handle}")
        _check_cache(cache)
        super().__init__()
        self.keep_last = keep_last
        self.trigger_tokens = trigger_tokens
        self.clear_at_least = clear_at_least
        self.exclude_tools = exclude
        self.placeholder = placeholder
        self.cache = cache
        self.batches = 0

    def __repr__(self) -> str:
        return (f"{type(self).__name__}(keep_last={self.keep_last}, trigger_tokens={self.trigger_tokens}, "
                f"clear_at_least={self.clear_at_least}, exclude_tools={sorted(self.exclude_tools)!r})")

    keep = _alias("keep_last")

    def _over(self, slot: _Slot, plan: _Plan, stop: int) -> bool:
        return slot.tokens_at(plan, stop) > self.trigger_tokens - int(slot.key[1])

    def _batch(self, slot: _Slot, messages: Sequence[Message], plan: _Plan, stop: int,
               cx: TransformContext) -> _Plan | None:
        """Clear every result between the last batch and the newest ``keep_last``, if that frees enough.

        Every result before ``plan.state`` was decided by an earlier batch (cleared, excluded or
        not worth it), so a batch reads only the results that became old since: O(those).
        """
        size = slot.size
        assert size is not None
        first = plan.state or 0
        boundary = self._boundary(messages, first, stop)
        if boundary is None:
            return None
        batch, freed = self._candidates(slot, messages, first, boundary)
        if freed < self.clear_at_least:
            return None
        out = plan.out + list(messages[plan.stop:stop])
        sizes = plan.sizes + [slot.cum[i + 1] - slot.cum[i] for i in range(plan.stop, stop)]
        for i, calls in batch:
            cleared = self._placeholder_message(messages[i], calls, self.cache)
            out[i], sizes[i] = cleared, size(cleared)
        self.batches += 1
        return _Plan(stop, out, list(range(stop)), sizes, boundary)

    def _boundary(self, messages: Sequence[Message], first: int, stop: int) -> int | None:
        """Where the newest ``keep_last`` results start (never cleared); None when there are not more
        results than that after ``first``."""
        boundary, newest = stop, 0
        while boundary > first and newest < self.keep_last:
            boundary -= 1
            newest += _is_tool_result(messages[boundary])
        return None if newest < self.keep_last or boundary <= first else boundary

    def _candidates(self, slot: _Slot, messages: Sequence[Message], first: int,
                    boundary: int) -> tuple[list[tuple[int, list[Any]]], int]:
        """The results in [first, boundary) worth clearing (not excluded, smaller as a
        placeholder), with their calls, and the tokens clearing them all frees."""
        anchor = first
        while anchor > 0 and not _is_assistant(messages[anchor]):
            anchor -= 1
        # index -> (the message measured, its gain): valid only for that very message (a forked
        # slot shares this dict with the history it was forked from).
        gains: dict[int, tuple[Any, int]] = slot.data.setdefault("microcompact_gains", {})
        batch, freed = [], 0
        for p, calls in _tool_call_infos(messages[anchor:boundary]).items():
            i = anchor + p
            if i < first or any(name in self.exclude_tools for _, name, _ in calls):
                continue
            known = gains.get(i)
            if known is None or known[0] is not messages[i]:
                # Measured with the text the placeholder would have without a handle: nothing is
                # stored in the cache unless the batch is cleared.
                dry = self._placeholder_message(messages[i], calls, None)
                known = gains[i] = (messages[i], slot.cum[i + 1] - slot.cum[i] - slot.size(dry))  # type: ignore[misc]
            if known[1] > 0:
                batch.append((i, calls))
                freed += known[1]
        return batch, freed

    def _placeholder_message(self, message: Message, calls: list[tuple[str, str, str]], cache: Any) -> Message:
        """``message`` with its tool results replaced by placeholders naming their handles in
        ``cache`` (None: measured without a handle, nothing stored)."""
        call = _call_lookup(calls)
        return _rewrite_tool_results(message, lambda text, cid: self._placeholder(text, *call(cid), cache))

    def _placeholder(self, text: str, call_id: str, name: str, args: str, cache: Any) -> str:
        try:
            handle = _keep_full(cache, call_id, text, name)
        except CacheUnavailable:
            return text  # nowhere to keep it: not cleared
        preview = _one_line(args, 80)
        if self.placeholder is not None:
            return _registered(cache, _fill_template(self.placeholder, tool=name, args=preview, chars=f"{len(text):,}",
                                                     call_id=call_id, handle=handle or ""), handle)
        again = (f're-read it with __get_full_output(handle="{handle}")' if handle
                 else "run the tool again if you need it")
        return _registered(cache, f"[ctxkit: cleared {name}({preview}) result, {len(text):,} chars; {again}]", handle)


#: The fields of Microcompact's placeholder template.
_PLACEHOLDER_FIELDS = ("tool", "args", "chars", "call_id", "handle")


class AutoCompact(_PlannedTransform):
    """Summarize the older part of a long history once, and reuse that summary turn after turn.

    Above ``trigger_tokens`` the older messages, up to a recent tail of about
    ``keep_recent_tokens`` (cut between units), are replaced by one summary message written by
    ``summarize`` (any ``str -> str``; the prompt asks for the task, decisions, facts, files
    touched, what is done and what remains). The summary is a **user** message that starts with
    :data:`SUMMARY_PREFIX`: it is written from tool outputs, which are untrusted, so it never
    gets system authority, and system messages stay in the leading block, valid under strict
    chat templates and in both dialects. It is clipped to ``max_summary_tokens``.

    Pinned, never summarized away: every system message, the first user message (wherever it
    stands: some conversations open with an assistant turn) and the latest user message.
    Later turns reuse the same summary, so the prefix stays byte-stable and there is no LLM call
    per turn; when the history outgrows the trigger again, and has grown by at least half of
    ``keep_recent_tokens`` since the last summary, the previous summary and the messages since
    are summarized into a new one (before that, an overflow is pruned by the fallback below,
    without a call).

    The output is a pure function of the history, the configuration and what ``summarize``
    answers: summaries are kept in ``store`` (any ``MutableMapping[str, str]``, e.g. a
    :class:`RedisStore` shared by workers; by default a bounded dict of this instance) under the
    sha256 of the prompt, i.e. of the content summarized, so a cold worker that shares the store
    makes no new LLM call for a span another worker summarized, and sends the same bytes (the
    provider's prompt cache keeps hitting when a conversation moves between workers). A store
    error is logged and counts as a miss.

    If the summarizer fails (raises, or returns no text), that request falls back to
    :class:`TokenBudget` pruning at ``trigger_tokens`` (keeping the outputs it removes in
    ``cache``, an :class:`OutputCache`, when given) and the next request tries again; after
    ``max_failures`` failed calls in a row it stops calling (a circuit breaker) until
    :meth:`reset`. Turns with nothing to summarize make no call and count as no failure. A
    cancelled ``cx.signal`` makes no call. The summarizer runs outside the instance's lock.

    **Time budget**: a cold worker may find many spans to summarize in one history, one call
    after another. One request
    makes calls only while ``time_budget`` seconds have not passed since its first (at least
    one call); the rest waits for the next requests, and this one falls back to pruning from
    the summaries it has (a warning says so; ``deferred_requests`` counts them). ``None``: no
    limit.

    >>> calls = []
    >>> compact = AutoCompact(lambda prompt: calls.append(prompt) or "Task: fix the parser.",
    ...                       trigger_tokens=2_000, keep_recent_tokens=500)
    >>> history = [{"role": "user", "content": "fix the parser"}]
    >>> for i in range(60):
    ...     history += [{"role": "assistant", "content": f"step {i}: " + "thinking " * 20},
    ...                 {"role": "user", "content": "go on"}]
    >>> out = apply_transforms([compact], history, TransformContext.for_test())
    >>> len(calls) > 0, out[1]["role"], out[1]["content"].startswith(SUMMARY_PREFIX), out[-1] == history[-1]
    (True, 'user', True, True)
    """

    #: Summaries this instance remembers when no ``store`` is given.
    LOCAL_SUMMARIES = 256

    def __init__(self, summarize: Callable[[str], str], *, trigger_tokens: int, keep_recent_tokens: int | None = None,
                 prompt: str | None = None, max_failures: int = 3, max_summary_tokens: int | None = None,
                 store: MutableMapping[str, str] | None = None, cache: OutputCache | None = None,
                 time_budget: float | None = 10.0) -> None:
        if not callable(summarize):
            raise TypeError(f"expected a callable str -> str for summarize, not {type(summarize).__name__}")
        if time_budget is not None and (isinstance(time_budget, bool) or not isinstance(time_budget, (int, float))
                                        or not 0 < time_budget < math.inf):
            raise ValueError(f"expected a positive number of seconds or None for time_budget, not {time_budget!r}")
        _check_positive_int("trigger_tokens", trigger_tokens)
        if keep_recent_tokens is None:  # derived from what was given: never a conflict with it
            keep_recent_tokens = max(min(20_000, int(trigger_tokens * 0.3)), 1)
        _check_positive_int("keep_recent_tokens", keep_recent_tokens)
        if keep_recent_tokens >= trigger_tokens:
            raise ValueError(f"expected keep_recent_tokens < trigger_tokens={trigger_tokens}, not {keep_recent_tokens}")
        _check_positive_int("max_failures", max_failures)
        if max_summary_tokens is None:
            max_summary_tokens = max(min(keep_recent_tokens, trigger_tokens // 4), 1)
        _check_positive_int("max_summary_tokens", max_summary_tokens)
        if store is not None and not isinstance(store, MutableMapping):
            raise TypeError(f"expected a MutableMapping or None for store, not {type(store).__name__}")
        _check_cache(cache)
        super().__init__()
        self.cache = cache
        self.summarize = summarize
        self.trigger_tokens = trigger_tokens
        self.keep_recent_tokens = keep_recent_tokens
        self.prompt = _check_prompt(prompt) if prompt is not None else COMPACTION_PROMPT
        self.max_failures = max_failures
        self.max_summary_tokens = max_summary_tokens
        self.store = store
        self._local: collections.OrderedDict[str, str] = collections.OrderedDict()
        # When the summarizer fails: prune instead, keeping what it removes in ``cache``.
        self._fallback = TokenBudget(trigger_tokens, trigger=1.0, target=0.6, cache=cache)
        self._fallback._conversations.counters = self._conversations.counters  # counts what this counted
        self.time_budget = time_budget
        self.failures = 0
        self.summarizer_calls = 0
        self.deferred_requests = 0  # requests that left summaries for later (time_budget)

    def __repr__(self) -> str:
        return (f"{type(self).__name__}({_callable_name(self.summarize)}, trigger_tokens={self.trigger_tokens}, "
                f"keep_recent_tokens={self.keep_recent_tokens}, max_failures={self.max_failures})")

    def reset(self) -> None:
        """Forget every conversation and summary kept locally, and close the circuit breaker."""
        with self._lock:
            self._conversations = _Conversations()
            self._local.clear()
            self._fallback.reset()
            self._fallback._conversations.counters = self._conversations.counters
            self.failures = 0
            self.summarizer_calls = 0

    @property
    def circuit_open(self) -> bool:
        """True after ``max_failures`` failed summarizer calls in a row: it is not called."""
        return self.failures >= self.max_failures

    def transform(self, messages: list[Message], cx: TransformContext) -> list[Message]:
        """The summarized history (see the class docstring); one LLM call per missing summary,
        within ``time_budget``."""
        started, calls = time.monotonic(), 0
        while True:
            with self._lock:
                slot, _ = self._conversations.sync(messages, cx.estimator, cx.reserved_tokens)
                result = self._fold(slot, messages, cx)
                if not isinstance(result, _Need):
                    return self._output(slot, result, messages, cx)
                if self.circuit_open or cx.signal.cancelled:
                    return self._fall_back(slot, messages, cx)
                if calls and self.time_budget is not None and time.monotonic() - started >= self.time_budget:
                    self.deferred_requests += 1
                    _log.warning("auto_compact: %d summaries written in %.1f s (time_budget %g s); the next ones "
                                 "wait for the next requests, this one is pruned", calls,
                                 time.monotonic() - started, self.time_budget)
                    return self._fall_back(slot, messages, cx)
            calls += 1
            if not self._write_summary(result):
                with self._lock:
                    return self._fall_back(slot, messages, cx)

    def _write_summary(self, need: _Need) -> bool:
        """Call the summarizer for ``need`` (outside the lock) and keep the answer; False on failure."""
        with self._lock:
            self.summarizer_calls += 1
        try:
            text = self.summarize(need.prompt)
            if not isinstance(text, str) or not text.strip():
                what = "an empty str" if isinstance(text, str) else type(text).__name__
                raise SummarizerError(f"the summarizer returned {what}")
        except Exception as error:  # noqa: BLE001 - any failure: fall back for this request
            with self._lock:
                self.failures += 1
                _log.warning("auto_compact: summarizer failed (%s), %d in a row%s", _short_error(error),
                             self.failures, "; not calling it again until reset()" if self.circuit_open else "")
            return False
        with self._lock:
            self.failures = 0
            self._remember(need.key, text)
        return True

    def _remember(self, key: str, text: str) -> None:
        self._local[key] = text
        self._local.move_to_end(key)
        while len(self._local) > self.LOCAL_SUMMARIES:
            self._local.popitem(last=False)
        if self.store is not None:
            try:
                self.store[key] = text
            except Exception as error:  # noqa: BLE001 - a shared store is an optimisation
                _log.warning("auto_compact: could not keep the summary in the store (%s)", _short_error(error))

    def _recall(self, key: str) -> str | None:
        text = self._local.get(key)
        if text is None and self.store is not None:
            try:
                text = self.store.get(key)
            except Exception as error:  # noqa: BLE001
                _log.warning("auto_compact: could not read the store (%s)", _short_error(error))
            if isinstance(text, bytes):
                text = text.decode("utf-8", "replace")
            if isinstance(text, str):
                self._local[key] = text
        return text if isinstance(text, str) else None

    def _over(self, slot: _Slot, plan: _Plan, stop: int) -> bool:
        # Hysteresis: after a summary, a new one only once the history has grown by half the
        # recent tail since; meanwhile an overflow is pruned (the fallback), without an LLM call.
        # Without it, a history whose newest outputs alone are near the trigger is summarized
        # again at every turn: an LLM call per turn and a prefix that never holds.
        grown = plan.stop == 0 or slot.cum[stop] - slot.cum[plan.stop] >= self.keep_recent_tokens // 2
        return grown and slot.tokens_at(plan, stop) > self.trigger_tokens - slot.key[1]

    def _output(self, slot: _Slot, plan: _Plan, messages: list[Message], cx: TransformContext) -> list[Message]:
        out = super()._output(slot, plan, messages, cx)
        if slot.tokens_at(plan, len(messages)) > self.trigger_tokens - slot.key[1]:
            # Nothing old enough to summarize: the recent tail alone is over the trigger.
            return self._fallback.transform(out, cx)
        return out

    def _fall_back(self, slot: _Slot, messages: list[Message], cx: TransformContext) -> list[Message]:
        plan = slot.plans[-1]
        out = super()._output(slot, plan, messages, cx)
        return self._fallback.transform(out, cx)

    def _batch(self, slot: _Slot, messages: Sequence[Message], plan: _Plan, stop: int,
               cx: TransformContext) -> _Plan | _Need | None:
        """Summarize the previous summary plus the messages up to a new cut, if there are any."""
        text, previous_cut, previous_pins, named, forgotten = plan.state or ("", 0, (), (), 0)
        lead = next((i for i in range(stop) if not _is_system(messages[i])), stop)
        start = max(previous_cut, lead)
        cut = self._cut(slot, messages, start, stop)
        if cut <= start:
            return None
        pins = _summary_pins(slot, messages, lead, range(start, cut), stop)
        # A system message or a compaction item stays, batch after batch (the latest user message
        # pinned last time is folded in once it is no longer the latest).
        pins |= {i for i in previous_pins if _is_kept_item(messages[i]) or _is_system(messages[i])}
        span = _summary_span(messages, range(start, cut), pins, previous_pins)
        if not span:  # only pinned messages before the cut: nothing to summarize, no call
            return None
        # Summaries ctxkit wrote that came back in the history (a framework persisted a request):
        # folded into the new one as its previous summary, the outputs they named carried.
        fed_back = [t for t in (_summary_text(messages[i]) for i in range(start, cut) if i not in pins) if t]
        for old in fed_back:
            body = old[len(SUMMARY_PREFIX):]
            text = f"{text}\n\n{body}".strip() if text else body.strip()
            if old.startswith(DIGEST_PREFIX):
                _, listed, older = _digest_parts(old, cx.estimator.estimate)
            else:
                listed, older = _summary_named(old, cx.estimator.estimate), _summary_forgotten(old)
            named += tuple(listed)
            forgotten += older  # the outputs it no longer named are counted on, never lost from view
        prompt = _fill_prompt(self.prompt, text, [messages[i] for i in span])
        key = _digest(prompt)
        raw = self._recall(key)
        if raw is None:
            return _Need(prompt, key)
        state_text = _clip_to_tokens(raw.strip(), self.max_summary_tokens, cx.estimator.estimate).strip()
        window, forgotten = _window(list(named + self._keep_summarized(messages, span, cx.estimator.estimate)),
                                    self._named_cap(), forgotten)
        named = tuple(window)
        summary = self._summary(state_text, named, forgotten)
        kept_pins = sorted(i for i in pins if i < cut)
        out = [messages[i] for i in kept_pins] + [summary] + list(messages[cut:stop])
        origin = kept_pins + [-1] + list(range(cut, stop))
        assert slot.size is not None
        sizes = [slot.cum[i + 1] - slot.cum[i] if i >= 0 else slot.size(summary) for i in origin]
        return _Plan(stop, out, origin, sizes, (state_text, cut, tuple(kept_pins), named, forgotten))

    def _named_cap(self) -> int:
        """Tokens the handles after a summary may take: a quarter of ``max_summary_tokens``."""
        return max(self.max_summary_tokens // 4, 48)

    def _summary(self, text: str, named: tuple[Any, ...], forgotten: int) -> Message:
        """The summary message: the summarizer's text, then the handles of the outputs it stands for."""
        listed = _handle_list(named, self._named_cap(), "tool outputs summarized here", forgotten)
        # The summarizer's text is derived from tool outputs: a line of it in the form of this note
        # is marked as quoted, so that only ctxkit's own note is read back (_summary_named).
        text = ("\n" + text).replace(_NAMED_NOTE, "\n[quoted]" + _NAMED_NOTE[1:])[1:]
        return _summary_message(text + (f"\n[ctxkit: {listed[2:]}]" if listed else ""))

    def _cut(self, slot: _Slot, messages: Sequence[Message], start: int, stop: int) -> int:
        """Where the recent tail starts: whole units from ``stop`` back while they fit
        ``keep_recent_tokens`` (at least one)."""
        cut, kept = stop, 0
        for unit in reversed(_split_units(messages[start:stop])):
            unit_size = slot.cum[start + unit.stop] - slot.cum[start + unit.start]
            if kept and kept + unit_size > self.keep_recent_tokens:
                break
            kept += unit_size
            cut = start + unit.start
        return cut

    def _keep_summarized(self, messages: Sequence[Message], span: list[int],
                         estimate: Callable[[str], int]) -> tuple[Any, ...]:
        """The digest entries of the tool outputs in ``span`` (newly summarized), each kept in
        ``cache`` under its own handle; () without a cache. Earlier spans' entries are in the
        plan's state: each output is stored once, not at every later compaction."""
        if self.cache is None:
            return ()
        infos = _tool_call_infos(messages[span[0]:span[-1] + 1]) if span else {}
        return tuple(e for i in span if _is_tool_result(messages[i])
                     for e in _dropped_entries(self.cache, messages[i], infos.get(i - span[0], []), estimate))


#: How the note of the outputs an AutoCompact summary stands for begins.
_NAMED_NOTE = "\n[ctxkit: tool outputs summarized here"


def _summary_named(text: str, estimate: Callable[[str], int]) -> list[Any]:
    """The entries (bare handles) of the outputs an AutoCompact summary names, read back."""
    return [(f'- output [__get_full_output(handle="{h}")]', h, "output", 12, estimate(f'handle="{h}"') + 1)
            for h in _HANDLE_IN_TEXT.findall(_named_note(text))]


def _summary_forgotten(text: str) -> int:
    """How many older outputs an AutoCompact summary says it no longer names, read back."""
    older = _DIGEST_FORGOTTEN.search(_named_note(text))
    return int(older.group(1).replace(",", "")) if older else 0


def _named_note(text: str) -> str:
    """The last note of an AutoCompact summary's named outputs ("" when it has none)."""
    _, found, note = text.rpartition(_NAMED_NOTE)
    return note if found else ""


def _summary_pins(slot: _Slot, messages: Sequence[Message], lead: int, since_cut: range, stop: int) -> set[int]:
    """What a summary never folds in: the leading system messages, the first and the latest user
    message, and the system messages (and Responses compaction items) since the last cut."""
    users = slot.users[:bisect.bisect_left(slot.users, stop)]
    return set(range(lead)) | set(users[:1] + users[-1:]) | {
        i for i in since_cut if _is_system(messages[i]) or _is_kept_item(messages[i])}


def _summary_span(messages: Sequence[Message], since_cut: range, pins: set[int],
                  previous_pins: Sequence[int]) -> list[int]:
    """What a new summary folds in: the messages since the last cut, and the ones that were
    pinned then and are not now (the previous latest user message); never a summary."""
    span = sorted({i for i in since_cut if i not in pins} | {i for i in previous_pins if i not in pins})
    return [i for i in span if not _is_auto_summary(messages[i])]


def _clip_to_tokens(text: str, max_tokens: int, estimate: Callable[[str], int]) -> str:
    """``text``, cut at a line or word end so that it is about ``max_tokens`` at most."""
    # A text many times the budget is over it by its head alone (an estimate never falls as text is
    # appended): a runaway summary of 2 MB is measured by a head of _CLIP_PROBE characters a token
    # of the budget, not whole (0.15 s an estimate, six of them in one request of AutoCompact).
    size = min(len(text), _CLIP_PROBE * max_tokens)
    tokens = estimate(text[:size])
    if tokens <= max_tokens and size < len(text):
        size, tokens = len(text), estimate(text)
    if tokens <= max_tokens:
        return text
    note = f"\n[ctxkit: summary clipped to about {max_tokens:,} tokens]"
    keep = int(size * max_tokens / tokens * 0.9)
    while keep > 0:
        head = text[:keep]
        cut = max(head.rfind("\n"), head.rfind(" "))
        head = head[:cut] if cut > keep // 2 else head
        if estimate(head + note) <= max_tokens:
            return head + note
        keep = int(keep * 0.8)
    return note.strip()


#: Characters per token of the budget that :func:`_clip_to_tokens` reads first (the densest text is
#: over a token a character; prose is four or five characters a token, whitespace runs many more).
_CLIP_PROBE = 32

_NON_MUTATING.update({TokenBudget, ToolResultCap, Microcompact, AutoCompact})


class Pipeline(list[Any]):
    """The steps of :func:`default_pipeline` (a list: pass it to :func:`apply_transforms`), with
    the :class:`OutputCache` that keeps whatever they remove (``cache``) and the
    ``__get_full_output`` tool that reads it back (:meth:`retriever_tool`).

    >>> pipeline = default_pipeline(2_000)
    >>> history = [{"role": "user", "content": "read the logs"}]
    >>> for i in range(20):
    ...     history += [{"role": "assistant", "content": None, "tool_calls": [{"id": f"c{i}", "type": "function",
    ...                  "function": {"name": "cat", "arguments": "{}"}}]},
    ...                 {"role": "tool", "tool_call_id": f"c{i}", "content": f"log {i}\\n" * 200}]
    >>> request = apply_transforms(pipeline, history, TransformContext.for_test())
    >>> note = next(m["content"] for m in request if 'handle="' in str(m["content"]))  # a marker or the digest
    >>> handle = note.split('handle="')[1].split('"')[0]
    >>> full = pipeline.retriever_tool()({"handle": handle, "limit": 100_000}).split("\\n", 1)[1]
    >>> full in [m["content"] for m in history], full in str(request)
    (True, False)
    """

    def __init__(self, steps: Iterable[ContextTransform], cache: OutputCache) -> None:
        super().__init__(steps)
        self.cache = cache

    def retriever_tool(self) -> FullOutputRetriever:
        """The ``__get_full_output`` tool over :attr:`cache`: answer the model's calls with it."""
        return FullOutputRetriever(self.cache)


def default_pipeline(max_tokens: int, *, summarize: Callable[[str], str] | None = None,
                     profile: str | None = None, cache: OutputCache | None = None) -> Pipeline:
    """The composition we recommend and benchmark, for a context of ``max_tokens``.

    ``max_tokens`` is the estimate a request never exceeds, not the model's window: the
    estimator can be under the real count (8% on English and code as measured; prose in other
    languages up to half, with Claude's and cl100k's tokenizers), so pass 90% of the window for
    English and code, 60% (o200k) or half (Claude, cl100k) for other languages, or give the
    context a :class:`CalibratedEstimator` (figures in the README).

    1. :class:`AutoCompact`, when ``summarize`` is given: from 80% of the budget the older
       history becomes one summary, reused turn after turn; the newest 30% stay verbatim.
    2. :class:`TokenBudget` last: when a request would exceed the budget, one batch down to
       68%, replayed byte-identically until the next batch; it guarantees that the request fits
       and is valid (old tool results become markers first, the newest kept verbatim, then the
       oldest units go, replaced by a digest that names their outputs; an oversized latest unit
       is clipped).

    Every step is a pure function of the history, so one pipeline may serve many conversations
    and threads, and any worker (cold or warm) sends the same bytes. Chosen by replaying the
    shared traces (``bench/bench_history.py``, figures in the README) for validity, modelled
    cost, cache-friendly turns and recall (what the agent went on to use stays in the request):
    every extra batch mechanism is one more place where the prompt prefix changes.
    :class:`ToolResultCap` and :class:`Microcompact` are not in the default for that reason (a
    result clipped once it is no longer the newest changes the prefix one turn after it arrived).

    **Nothing removed beyond one call's reach**: every tool output a step clears, clips or drops
    is kept in ``cache`` and the request names its handle (in its marker, or in the digest of
    dropped turns), so the model reads it back with ``__get_full_output``
    (``pipeline.retriever_tool()``). Without ``cache``, an embedded in-memory
    :class:`OutputCache` with content-addressed handles (bounded; shared by the conversations
    this pipeline serves, which only ever see the handles of their own outputs); give a cache
    over a shared store (a :class:`RedisStore`) when several workers serve one conversation,
    or a ProgressiveTransformer's cache so that one retriever reads both. ``profile`` is checked
    for compatibility; the estimator is the context's.

    >>> pipeline = default_pipeline(32_000)
    >>> [step.name for step in pipeline], pipeline.cache.content_addressed
    (['token_budget'], True)
    """
    _check_positive_int("max_tokens", max_tokens)
    if profile is not None and profile not in _PROFILES:
        raise ValueError(f"unknown profile {profile!r}; known profiles: {', '.join(sorted(_PROFILES))}")
    if summarize is not None and not callable(summarize):
        raise TypeError(f"expected a callable str -> str or None for summarize, not {type(summarize).__name__}")
    _check_cache(cache)
    if cache is None:
        cache = OutputCache(content_addressed=True)
    steps: list[ContextTransform] = []
    if summarize is not None and max_tokens >= 10:
        steps.append(AutoCompact(summarize, trigger_tokens=int(max_tokens * 0.8),
                                 keep_recent_tokens=max(int(max_tokens * 0.3), 1), cache=cache))
    steps.append(TokenBudget(max_tokens, trigger=1.0, target=0.68, cache=cache))
    return Pipeline(steps, cache)




# ============================================================================================
# Summarizers: in-place history compaction
# ============================================================================================


@runtime_checkable
class Summarizer(Protocol):
    """Compresses a history in place (reference: ds-api's ``Summarizer``): what
    :class:`SlidingWindowSummarizer` and :class:`LlmSummarizer` are, and what an agent loop that
    compacts its own history may take.

    >>> isinstance(SlidingWindowSummarizer(4), Summarizer), isinstance(TokenBudget(), Summarizer)
    (True, False)
    """

    def should_summarize(self, history: list[Message]) -> bool:
        """Cheap: whether :meth:`summarize` has anything to do."""
        ...

    def summarize(self, history: list[Message]) -> None:
        """Compress ``history`` in place."""
        ...


#: Starts every summary message ctxkit writes (AutoCompact's, LlmSummarizer's, TokenBudget's
#: digest): later runs recognise it and replace it.
SUMMARY_PREFIX = "[ctxkit summary of the earlier conversation]\n"

#: The prompt of LlmSummarizer and AutoCompact; ``{previous}`` is the earlier summary (or
#: "(none)"), ``{conversation}`` the transcript of the messages to fold in.
COMPACTION_PROMPT = """You are compacting the history of an AI agent's work so it can continue with less context.
Write a concise summary that the agent will read instead of the messages below. Keep:
- the task: what the user asked for, in their words where it matters;
- decisions made and why, and constraints learned;
- facts found: names, paths, values, versions, error messages, command results;
- files touched and how;
- what is done (so it is not repeated);
- what remains to do, and the next step.
Fold in the previous summary; drop chit-chat and anything superseded.

Previous summary:
{previous}

Messages to summarize:
{conversation}"""


def _check_prompt(prompt: Any) -> str:
    _check_str("prompt", prompt)
    if "{conversation}" not in prompt:
        raise ValueError(f"expected a prompt containing {{conversation}}, not {prompt[:60]!r}")
    return str(prompt)


def _summary_message(text: str) -> Message:
    """A summary ctxkit wrote: a user message (never system: it is derived from untrusted tool
    output, and system messages belong in the leading block only)."""
    return {"role": "user", "content": SUMMARY_PREFIX + text.strip()}


def _is_auto_summary(message: Any) -> bool:
    """A summary message ctxkit wrote (user role; system role from ctxkit 0.1 histories),
    recognised by its documented prefix, :data:`SUMMARY_PREFIX`."""
    return _summary_text(message) is not None


def _summary_text(message: Any) -> str | None:
    """The text of a summary (or digest) ctxkit wrote, else None: a str content, or a content of
    one text part (what a framework or the Anthropic and Responses forms make of it when the
    request is fed back), that starts with :data:`SUMMARY_PREFIX`."""
    if type(message) is not dict and not isinstance(message, Mapping):
        return None
    if message.get("role") not in ("user", "system"):
        return None
    content = message.get("content")
    if type(content) is list and len(content) == 1 and isinstance(content[0], Mapping):
        content = content[0].get("text")
    return content if type(content) is str and content.startswith(SUMMARY_PREFIX) else None


#: Characters of one message in a transcript, and of a whole transcript (its end is kept).
_TRANSCRIPT_MESSAGE = 2_000
_TRANSCRIPT_TOTAL = 100_000


def _fill_prompt(prompt: str, previous: str, messages: Sequence[Message]) -> str:
    return _fill_template(prompt, previous=previous or "(none)", conversation=_transcript(messages))


def _transcript(messages: Sequence[Message]) -> str:
    """The messages as plain text for a summarizer: roles, calls and clipped contents (Responses
    items as their chat form: a step's calls and its outputs, not one untyped line per item)."""
    if _is_responses(messages):
        messages = _from_responses(messages)[0]
    infos = _tool_call_infos(messages)
    lines = []
    for i, message in enumerate(messages):
        if not isinstance(message, Mapping):
            continue
        role = str(message.get("role"))
        text = _content_text(message.get("content"))
        if len(text) > _TRANSCRIPT_MESSAGE:
            text = text[:_TRANSCRIPT_MESSAGE * 2 // 3] + " [...] " + text[-_TRANSCRIPT_MESSAGE // 3:]
        if i in infos:
            role = f"tool result ({', '.join(name for _, name, _ in infos[i])})"
        calls = [f"{name}({arguments[:300]})" for _, name, arguments in _calls_of(message)]
        line = f"{role}: {text}" if text else f"{role}:"
        if calls:
            line += f" [calls {'; '.join(calls)}]"
        lines.append(line)
    joined = "\n\n".join(lines)
    return joined if len(joined) <= _TRANSCRIPT_TOTAL else "[...]\n" + joined[-_TRANSCRIPT_TOTAL:]


class SlidingWindowSummarizer:
    """Keep at most ``window`` non-system messages, cut only between atomic units; no LLM call.

    Fires when the non-system count exceeds ``window`` (or reaches ``trigger_at(n)``).
    ``summarize`` moves every permanent system message to the front (relative order kept),
    drops earlier auto-summaries, and keeps the newest non-system messages, whole units only:
    it never leaves a tool result without its call nor a call without its results, so it may
    keep fewer than ``window``. Two things are kept even past ``window``: the latest unit
    (a history is never emptied) and the latest user message (a history never loses its user
    turn), placed where it stood, before the kept units. What it keeps is the caller's own
    objects (SDK messages, LangChain messages), not ctxkit's dicts of them.

    >>> window = SlidingWindowSummarizer(2)
    >>> history = [{"role": "user", "content": "a"}, {"role": "system", "content": "rules"},
    ...            {"role": "assistant", "content": "b"}, {"role": "user", "content": "c"}]
    >>> window.should_summarize(history)
    True
    >>> window.summarize(history)
    >>> [m["content"] for m in history]
    ['rules', 'b', 'c']
    """

    def __init__(self, window: int) -> None:
        _check_non_negative_int("window", window)
        self.window = window
        self.trigger = window + 1

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.window}).trigger_at({self.trigger})"

    def trigger_at(self, n: int) -> SlidingWindowSummarizer:
        """Fire when the non-system count is ``>= n`` (at least ``window + 1``); returns self."""
        if isinstance(n, bool) or not isinstance(n, int):
            raise TypeError(f"expected an int for n, not {type(n).__name__}")
        self.trigger = max(n, self.window + 1)
        return self

    def should_summarize(self, history: list[Message]) -> bool:
        """True when the non-system messages number at least the trigger."""
        return sum(1 for m in history if not _is_lasting(m)) >= self.trigger

    def summarize(self, history: list[Message]) -> None:
        """Trim ``history`` in place (see the class docstring)."""
        messages = as_messages(history)
        systems = [m for m in messages if _is_lasting(m) and not _is_auto_summary(m)]
        rest = [m for m in messages if not _is_lasting(m) and not _is_auto_summary(m)]
        units = split_units(rest)  # Responses items: a step's reasoning, calls and outputs are one unit
        start = len(rest)
        for unit in reversed(units):
            if start < len(rest) and len(rest) - unit.start > self.window:
                break
            start = unit.start
        history[:] = _as_given(history, messages, systems + _with_latest_user(rest, start))


def _as_given(history: Sequence[Any], messages: list[Message], kept: list[Message]) -> list[Any]:
    """``kept`` (messages of ``as_messages(history)``) as the caller's own objects: an SDK
    object or a LangChain message that was kept goes back as itself, not as ctxkit's dict of it.
    A pydantic-ai message (several dicts, or none, for one message) cannot be told apart: dicts."""
    if messages is history or len(messages) != len(history) or any(map(_is_pydantic_ai, history)):
        return kept
    given = {id(m): original for m, original in zip(messages, history)}
    return [given.get(id(m), m) for m in kept]


def _is_system(message: Any) -> bool:
    return (type(message) is dict or isinstance(message, Mapping)) and message.get("role") in ("system", "developer")


def _is_lasting(message: Any) -> bool:
    """What the in-place summarizers keep whatever the window, at the front: a system message,
    and a Responses compaction item (the earlier conversation, encrypted: no summary can hold it)."""
    return _is_system(message) or (isinstance(message, Mapping) and message.get("type") == _RESPONSES_COMPACTION)


def _with_latest_user(messages: list[Message], start: int) -> list[Message]:
    """``messages[start:]``, preceded by the latest user turn before ``start`` when none is in it."""
    kept = messages[start:]
    if any(_is_user_turn(m) for m in kept):
        return kept
    latest = next((m for m in reversed(messages[:start]) if _is_user_turn(m)), None)
    return kept if latest is None else [latest, *kept]


class LlmSummarizer:
    """Replace the older history with one cumulative LLM summary, in place; never lose it on failure.

    When the estimate reaches ``trigger_tokens``, everything but the system messages and the
    last ``keep_last`` messages (the cut moved back to a unit boundary, so it may keep more)
    is replaced by one summary message that folds in any earlier summary: a **user** message
    starting with :data:`SUMMARY_PREFIX` (it is written from untrusted tool output, so it never
    gets system authority), right after the system messages. The latest user message is kept
    even when it is older than ``keep_last``; the messages kept are the caller's own objects, the
    summary a dict. If ``summarize`` raises or returns no text,
    :class:`SummarizerError` is raised and the history is unchanged, element for element.

    >>> llm = LlmSummarizer(lambda prompt: "The user wants a haiku.", trigger_tokens=50, keep_last=2)
    >>> history = [{"role": "system", "content": "Be kind."}] + [
    ...     {"role": "user" if i % 2 == 0 else "assistant", "content": f"message {i} " * 10} for i in range(6)]
    >>> llm.should_summarize(history)
    True
    >>> llm.summarize(history)
    >>> [m["role"] for m in history], history[1]["content"].endswith("The user wants a haiku.")
    (['system', 'user', 'user', 'assistant'], True)
    """

    def __init__(self, summarize: Callable[[str], str], *, trigger_tokens: int | None = None,
                 keep_last: int | None = None, estimator: TokenEstimator | None = None,
                 prompt: str | None = None, token_threshold: int | None = None,
                 retain_last: int | None = None) -> None:
        if not callable(summarize):
            raise TypeError(f"expected a callable str -> str for summarize, not {type(summarize).__name__}")
        trigger_tokens, name = _spelling("trigger_tokens", trigger_tokens, "token_threshold", token_threshold, 60_000)
        _check_positive_int(name, trigger_tokens)
        keep_last, name = _spelling("keep_last", keep_last, "retain_last", retain_last, 10)
        _check_non_negative_int(name, keep_last)
        if estimator is not None and not isinstance(estimator, TokenEstimator):
            raise TypeError(f"expected a TokenEstimator or None for estimator, not {type(estimator).__name__}")
        self.summarize_fn = summarize
        self.trigger_tokens = trigger_tokens
        self.keep_last = keep_last
        self.estimator = estimator or CharHeuristicEstimator()
        self.prompt = _check_prompt(prompt) if prompt is not None else COMPACTION_PROMPT

    def __repr__(self) -> str:
        return (f"{type(self).__name__}({_callable_name(self.summarize_fn)}, trigger_tokens={self.trigger_tokens}, "
                f"keep_last={self.keep_last})")

    token_threshold = _alias("trigger_tokens")
    retain_last = _alias("keep_last")

    def should_summarize(self, history: list[Message]) -> bool:
        """True when the history's estimate reaches ``token_threshold`` (memoized estimate)."""
        return self.estimator.estimate_messages(history) >= self.trigger_tokens

    def summarize(self, history: list[Message]) -> None:
        """Compress ``history`` in place; on failure raise SummarizerError and change nothing."""
        messages = as_messages(history)
        systems = [m for m in messages if _is_lasting(m) and not _is_auto_summary(m)]
        previous = "\n\n".join(_content_text(m["content"])[len(SUMMARY_PREFIX):]
                               for m in messages if _is_auto_summary(m))
        older, recent = self._older_and_recent([m for m in messages if not _is_lasting(m) and not _is_auto_summary(m)])
        if not older:
            return
        prompt = _fill_prompt(self.prompt, previous, older)
        try:
            text = self.summarize_fn(prompt)
        except Exception as error:
            raise SummarizerError(f"the summarizer failed, history unchanged: {_short_error(error)}") from error
        if not isinstance(text, str) or not text.strip():
            raise SummarizerError(f"the summarizer returned {text!r}, history unchanged")
        history[:] = _as_given(history, messages, systems + [_summary_message(text)] + recent)

    def _older_and_recent(self, rest: list[Message]) -> tuple[list[Message], list[Message]]:
        """What is summarized and what stays: the last ``keep_last`` messages, the cut moved
        back to a unit boundary, and the latest user message wherever it is."""
        cut = max(len(rest) - self.keep_last, 0)
        cut = next((unit.start for unit in split_units(rest) if unit.start <= cut < unit.stop), cut)
        recent = _with_latest_user(rest, cut)
        return [m for m in rest[:cut] if not any(m is r for r in recent[:1])], recent


# ============================================================================================
# Tool outputs: summaries first, the full text on demand
# ============================================================================================


class OutputTransformer:
    """Turns one tool output into what the model sees; the base passes it through unchanged.

    >>> OutputTransformer().transform("3 files", "ls")
    '3 files'
    """

    def transform(self, output: str, tool_name: str, state: Any = None) -> str:
        """What the model sees of ``output``, produced by tool ``tool_name``."""
        return output

    def estimate_output_tokens(self, output: str) -> int:
        """Tokens of ``output`` with the default estimator."""
        return _default_estimator().estimate(output)


#: The prompt a ProgressiveTransformer sends its summarizer; ``{output}`` is the tool output.
DEFAULT_SUMMARY_PROMPT = (
    "Summarize the following tool output concisely, preserving all key data points and values. "
    "Be brief but complete:\n\n{output}"
)
#: The prompt that merges the partial summaries of an output too long for one summarizer call.
_COMBINE_PROMPT = (
    "These are summaries of consecutive parts of one long tool output. Merge them into one concise "
    "summary, preserving all key data points and values:\n\n{output}"
)
#: Handles longer than this (some providers' call ids) are replaced by a short generated one,
#: so that the retrieval note stays short.
_MAX_HANDLE = 64


class ProgressiveTransformer(OutputTransformer):
    """Large tool outputs become a summary plus a handle; the full text stays cached.

    An output of at most ``max_summary_length`` characters passes unchanged (no summarizer
    call). A larger one is cached first, under its own handle (the tool call id when given,
    ``id#2``... when an earlier output used that id, else a short id derived from the output),
    then summarized; the model gets the summary, clipped to ``max_summary_length``, and a note
    (under 400 characters) that says how big the output is and how to read it with the
    ``__get_full_output`` tool (:meth:`retriever_tool`). If the summarizer fails in any way
    (raises, times out, returns nothing or no str, is cancelled), the model gets the start of
    the output, a note that summarization failed, and the same retrieval note: ``transform``
    never raises on its account.

    The summarizer never gets more than ``max_input_chars``: a longer output is cut into parts
    at line ends, each part summarized, and the partial summaries merged by one more call, so
    one output costs at most ``max_chunks + 1`` calls; past ``max_chunks`` parts, evenly spread
    parts (the first and the last among them) are summarized and the note says so.

    ``summarize`` is any callable ``str -> str`` (the prompt in, the summary out). A summarizer
    with a true ``wants_raw_output`` attribute (:func:`extractive_summarizer`) gets the raw
    output instead of the prompt. ``store`` is any ``MutableMapping[str, str]`` (a dict by
    default; a ``shelve``, ``dbm`` or Redis-backed mapping shares outputs across processes);
    the cache keeps at most ``max_cache_chars`` characters in ``max_cache_entries`` outputs,
    least recently used evicted first. One transformer may serve tools called from many threads.
    ``cache`` gives it an :class:`OutputCache` to use instead (then ``store``, ``scope`` and the
    bounds are that cache's): ``cache=pipeline.cache`` shares :func:`default_pipeline`'s
    content-addressed cache, so one retriever reads both and a transformer serving many
    conversations names each output ``out_<hash>`` (never another conversation's ``call_1``).

    >>> pt = ProgressiveTransformer(extractive_summarizer(max_chars=300), max_summary_length=400)
    >>> log = "".join(f"test_{i} PASSED\\n" for i in range(200)) + "FAILED test_x - assert 2 == 3\\n"
    >>> view = pt.transform(log, "pytest", call_id="call_1")
    >>> "FAILED test_x" in view, "__get_full_output" in view, len(view) < len(log)
    (True, True, True)
    >>> pt.retriever_tool()({"handle": "call_1", "pattern": "FAILED"})
    '[__get_full_output: 1 matching line of 201 in call_1 (pytest)]\\n201: FAILED test_x - assert 2 == 3'
    """

    def __init__(
        self,
        summarize: Callable[[str], str],
        max_summary_length: int,
        *,
        store: MutableMapping[str, str] | None = None,
        max_cache_chars: int = 50_000_000,
        max_cache_entries: int = 1_000,
        max_input_chars: int = 60_000,
        max_chunks: int = 8,
        summary_timeout: float | None = None,
        scope: str = "",
        cache: OutputCache | None = None,
    ) -> None:
        if not callable(summarize):
            raise TypeError(f"expected a callable str -> str for summarize, not {type(summarize).__name__}")
        _check_positive_int("max_summary_length", max_summary_length)
        _check_positive_int("max_input_chars", max_input_chars)
        _check_positive_int("max_chunks", max_chunks)
        if summary_timeout is not None and (isinstance(summary_timeout, bool) or not isinstance(
                summary_timeout, (int, float)) or summary_timeout <= 0):
            raise ValueError(f"expected a positive number or None for summary_timeout, not {summary_timeout!r}")
        self.summarize = summarize
        self.max_summary_length = max_summary_length
        self.max_input_chars = max_input_chars
        self.max_chunks = max_chunks
        self.summary_timeout = summary_timeout
        if cache is not None and not isinstance(cache, OutputCache):
            raise TypeError(f"expected an OutputCache or None for cache, not {type(cache).__name__}")
        if cache is not None and (store is not None or scope):
            raise ValueError("give a cache or a store and scope, not both: the cache has its own")
        self.cache = cache if cache is not None else OutputCache(
            store, max_chars=max_cache_chars, max_entries=max_cache_entries, scope=scope)
        self.summary_prompt = DEFAULT_SUMMARY_PROMPT
        self._views: collections.OrderedDict[tuple[str, str], str] = collections.OrderedDict()  # -> what the model saw
        self._lock = threading.Lock()
        self.summarizer_calls = 0
        self.summarizer_failures = 0

    def __repr__(self) -> str:
        return (f"{type(self).__name__}({_callable_name(self.summarize)}, max_summary_length="
                f"{self.max_summary_length}, max_input_chars={self.max_input_chars}, max_chunks={self.max_chunks})")

    def with_summary_prompt(self, template: str) -> ProgressiveTransformer:
        """Use ``template`` (every ``{output}`` replaced by the output) and return ``self``."""
        _check_str("template", template)
        if "{output}" not in template:
            raise ValueError(f"expected a template containing {{output}}, not {template[:60]!r}")
        self.summary_prompt = template
        return self

    def retriever_tool(self) -> FullOutputRetriever:
        """The ``__get_full_output`` tool, reading this transformer's cache (its scope only)."""
        return FullOutputRetriever(self.cache)

    def scoped(self, scope: str) -> ProgressiveTransformer:
        """The transformer of one conversation: same summarizer and settings, same store, its own
        scope (handles, ``tool_name`` lookups and the retriever see only its outputs)."""
        other = copy.copy(self)
        other.cache = self.cache.scoped(scope)
        other._views = collections.OrderedDict()
        other._lock = threading.Lock()
        other.summarizer_calls = other.summarizer_failures = 0
        return other

    def transform(self, output: str, tool_name: str, state: Any = None, *, call_id: str | None = None) -> str:
        """The summary and retrieval note for a large ``output``; a small one unchanged.

        ``state`` may carry a ``signal`` (a :class:`CancellationToken`, as
        :class:`TransformContext` does): once cancelled, no more summarizer calls are made.
        """
        _check_str("output", output)
        _check_str("tool_name", tool_name)
        if call_id is not None and not isinstance(call_id, str):
            raise TypeError(f"expected a str or None for call_id, not {type(call_id).__name__}")
        if len(output) <= self.max_summary_length:
            return output
        digest = _digest(output)
        if self.cache.content_addressed:  # a function of the output alone (see OutputCache)
            base = "out_" + digest[:12]
        else:
            base = call_id if call_id and len(call_id) <= _MAX_HANDLE else _derived_handle(call_id, output)
        key = (base, digest)
        with self._lock:
            seen = self._views.get(key)
        if seen is not None:  # the same output again (a history re-transformed every turn)
            return seen
        try:
            # A reused call id (real agents reuse them across turns) gets "#2", "#3"...: the
            # earlier output keeps its handle. Cached before the summarizer is called.
            handle = self.cache._put_unique(base, output, tool_name, key[1])
        except CacheUnavailable as error:
            # Nothing is lost: without a place to keep it, the output stays whole in the request.
            _log.warning("progressive output: %s; %s output %s passes whole", error, tool_name, _echo(base))
            return output
        view = self._summarized(output, tool_name, handle, getattr(state, "signal", None))
        try:
            self.cache.register_view(view, handle)  # a later marker names the output, not the view
        except CacheUnavailable:
            pass  # the note in the view names the handle all the same
        with self._lock:
            self._views[key] = view
            while len(self._views) > self.cache.max_entries:
                self._views.popitem(last=False)
        return view

    def transform_messages(self, messages: Sequence[Message], state: Any = None, *,
                           on_progress: Callable[[int, int], None] | None = None) -> list[Message]:
        """A copy of ``messages`` with every large tool result transformed (never mutates).

        OpenAI ``tool`` messages, Anthropic ``tool_result`` blocks and Responses
        ``function_call_output`` and ``custom_tool_call_output`` items are handled alike; the tool
        call id is the handle, the tool name comes from the call the result answers, and the
        images and files of a result's content are kept beside the summary of its text. ``on_progress(done, total)`` is
        called after each message.
        """
        messages = as_messages(messages)
        names = _tool_names(messages)
        infos = _tool_call_infos(messages)
        out: list[Message] = []
        calls: dict[Any, str] = {}  # Responses: call id -> the name of its nearest function_call
        for i, message in enumerate(messages):
            if on_progress is not None:
                on_progress(i, len(messages))
            kind = message.get("type")
            if kind in _RESPONSES_CALLS:  # a function or a custom tool: its output is paired by call_id
                calls[message.get("call_id")] = str(message.get("name") or "tool")
            if kind in _RESPONSES_OUTPUTS:
                text = _content_text(message.get("output"))
                view = self.transform(text, calls.get(message.get("call_id"), "tool"), state,
                                      call_id=_str_or_none(message.get("call_id")))
                out.append(message if view == text else
                           {**message, "output": _view_content(message.get("output"), view, "input_text")})
            elif not _is_tool_result(message):
                out.append(message)
            elif message.get("role") in _RESULT_ROLES:
                text = _content_text(message.get("content"))
                view = self.transform(text, names.get(i, "tool"), state,
                                      call_id=_str_or_none(message.get(
                                          "tool_call_id" if message.get("role") == "tool" else "name")))
                out.append(message if view == text else _with_text(message, view))
            else:
                blocks = []
                for block in message.get("content") or ():
                    if isinstance(block, Mapping) and block.get("type") == "tool_result":
                        text = _content_text(block.get("content"))
                        use_id = str(block.get("tool_use_id"))
                        name = next((n for c, n, _ in infos.get(i, ()) if c == use_id), "tool")
                        view = self.transform(text, name, state, call_id=_str_or_none(block.get("tool_use_id")))
                        block = block if view == text else {**block, "content": _view_content(block.get("content"),
                                                                                               view, "text")}
                    blocks.append(block)
                out.append({**message, "content": blocks})
        return out

    # -- helpers, in the order transform calls them ------------------------------------------

    def _summarized(self, output: str, tool_name: str, handle: str, signal: Any) -> str:
        note = _retrieval_note(output, tool_name, handle, by_name=not (self.cache.content_addressed
                                                                    and not self.cache.scope))
        try:
            summary, sampled = self._summary(output, signal)
        except Exception as error:  # noqa: BLE001 - any summarizer failure: fall back, never raise
            with self._lock:
                self.summarizer_failures += 1
            _log.warning("summarizing %s output %s failed (%s); sending its start instead",
                         tool_name, handle, _short_error(error))
            head = output[:self.max_summary_length]
            return f"{head}\n[ctxkit: LLM summarization failed; this is the start of the output.]\n{note}"
        if sampled:
            note = note[:-1] + "; summary of evenly spaced parts only]"
        return f"{summary[:self.max_summary_length]}\n{note}"

    def _summary(self, output: str, signal: Any) -> tuple[str, bool]:
        """The summary, and whether it covers only a sample of the parts."""
        if getattr(self.summarize, "wants_raw_output", False):
            # An extractive summarizer reads the whole output in linear time: one call, no parts.
            return self._call(output, signal), False
        if len(output) <= self.max_input_chars:
            return self._call(_fill(self.summary_prompt, output), signal), False
        parts = _split_parts(output, self.max_input_chars)
        sampled = len(parts) > self.max_chunks
        if sampled:
            step = (len(parts) - 1) / (self.max_chunks - 1) if self.max_chunks > 1 else 0
            parts = [parts[round(k * step)] for k in range(self.max_chunks)]
        partials = [self._call(_fill(self.summary_prompt, part), signal) for part in parts]
        if len(partials) == 1:
            return partials[0], sampled
        share = max(self.max_input_chars // len(partials) - 40, 200)
        joined = "\n\n".join(f"[part {k + 1} of {len(partials)}]\n{p[:share]}" for k, p in enumerate(partials))
        return self._call(_fill(_COMBINE_PROMPT, joined), signal), sampled

    def _call(self, prompt: str, signal: Any) -> str:
        """One summarizer call, with the timeout and cancellation; a bad result raises."""
        if signal is not None and signal.cancelled:
            raise Cancelled("cancelled before the summarizer call")
        with self._lock:
            self.summarizer_calls += 1
        if self.summary_timeout is None and signal is None:
            result = self.summarize(prompt)
        else:
            result = _call_with_deadline(self.summarize, prompt, self.summary_timeout, signal)
        if not isinstance(result, str):
            raise SummarizerError(f"the summarizer returned {type(result).__name__}, not a str")
        if not result.strip():
            raise SummarizerError("the summarizer returned an empty summary")
        return result


def _derived_handle(call_id: str | None, output: str) -> str:
    """A short handle that is the same every time for the same call id (too long to be one) or,
    without an id, the same output: a history re-transformed every turn keeps its handles."""
    basis = call_id if call_id else output
    return ("id_" if call_id else "out_") + hashlib.sha1(basis.encode("utf-8", "surrogatepass")).hexdigest()[:12]




def _callable_name(fn: Any) -> str:
    return getattr(fn, "__qualname__", None) or repr(fn)


def _str_or_none(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def _with_text(message: Message, text: str) -> Message:
    """A copy of a tool message with ``text`` as its content, in the content's shape; images and
    other non-text parts of a list content are kept, after the text."""
    return {**message, "content": _view_content(message.get("content"), text, "text")}


def _view_content(content: Any, view: str, text_type: str) -> Any:
    """``view`` in the shape of a tool result's ``content``: itself for a str, else a text part
    of ``text_type`` followed by the list's other parts (images, files), which a summary of its
    text keeps."""
    if not isinstance(content, list):
        return view
    texts = ("text", "input_text", "output_text")
    others = [p for p in content if isinstance(p, Mapping) and p.get("type") not in texts]
    return [{"type": text_type, "text": view}, *others]


def _fill(template: str, output: str) -> str:
    """``template`` with every ``{output}`` replaced (see _fill_template)."""
    return _fill_template(template, output=output)


def _retrieval_note(output: str, tool_name: str, handle: str, by_name: bool = True) -> str:
    """What the model is told about the full output: its size and the exact call to read it
    (by tool name too, unless the cache is shared by conversations: then by handle only)."""
    lines = output.count("\n") + (not output.endswith("\n"))
    alternative = f' or (tool_name="{tool_name[:40]}")' if by_name else ""
    return (f"[ctxkit: summary of {len(output):,} chars, {lines:,} lines; full text: "
            f"__get_full_output(handle=\"{handle}\"){alternative}]")


def _split_parts(text: str, size: int) -> list[str]:
    """``text`` in pieces of at most ``size`` chars, cut at a line end where there is one."""
    parts, start = [], 0
    while start < len(text):
        end = min(start + size, len(text))
        if end < len(text):
            newline = text.rfind("\n", start + size // 2, end)
            if newline > 0:
                end = newline + 1
        parts.append(text[start:end])
        start = end
    return parts


def _call_with_deadline(fn: Callable[[str], Any], prompt: str, timeout: float | None, signal: Any) -> Any:
    """``fn(prompt)`` in a daemon thread, abandoned at ``timeout`` or when ``signal`` is cancelled."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["result"] = fn(prompt)
        except BaseException as error:  # noqa: BLE001 - carried to the caller's thread
            box["error"] = error

    thread = threading.Thread(target=run, name="ctxkit-summarizer", daemon=True)
    thread.start()
    deadline = None if timeout is None else time.monotonic() + timeout
    while thread.is_alive():
        wait = 0.05 if deadline is None else min(0.05, deadline - time.monotonic())
        if wait <= 0:
            raise _DeadlinePassed(f"the summarizer did not answer within {timeout} s")
        thread.join(wait)
        if signal is not None and signal.cancelled:
            raise Cancelled("cancelled while waiting for the summarizer")
    if "error" in box:
        raise box["error"]
    return box.get("result")


class _DeadlinePassed(SummarizerError):
    """The call was abandoned at its deadline (told apart from the callable's own errors)."""


def _short_error(error: BaseException) -> str:
    text = f"{type(error).__name__}: {error}"
    return text if len(text) <= 200 else text[:197] + "..."


class CacheUnavailable(CtxkitError):
    """The output cache's store failed (or failed moments ago): nothing was read or written.

    Transforms and the retriever catch it and degrade: the text stays in the request, the model
    is told the full text is unavailable right now. The message never holds the store's
    configuration (hosts, ports, credentials)."""


class OutputCache:
    """A bounded, thread-safe cache of full tool outputs, over any ``MutableMapping[str, str]``.

    **A handle names exactly one output, forever** (until an honest "evicted" or "expired"):
    :meth:`put` refuses to give a handle another output, :meth:`put_unique` picks ``handle#2``,
    ``#3``... Each output is stored under its own handle (no sharing of text between handles), so
    no reference count lives in one process while others read the store. Keys, all under
    ``scope``: ``t:<handle>`` the text, ``m:<handle>`` its tool name, size and sha256,
    ``l:<tool>`` the tool's latest handle, ``v:<sha256>`` the handle whose output a summary
    stands for and ``w:<sha256>`` the same for a transform's marker or clip: views are looked up
    by their exact text (:meth:`handle_of_view`), so a marker names the original output, never a
    view of it, and a forged note inside a tool output changes nothing.

    **Scope**: a store shared by many conversations is partitioned by ``scope`` (say the
    conversation id): :meth:`scoped` gives the cache of one conversation over the same store; its
    handles, ``tool_name`` lookups and listings see only that conversation's outputs.

    **Bounds**: at most ``max_chars`` characters in ``max_entries`` outputs written by this cache,
    least recently used evicted first; an output larger than ``max_chars`` is kept whole (the
    others go). An evicted handle is remembered (its output's digest) for the 10 * ``max_entries``
    evictions after it: meanwhile :meth:`put` refuses it another output. Eviction deletes from
    the store only when the store is private (``store=None``, the default): a store you give may
    be shared by other workers, which may still name what this one would evict, so its own policy
    (a TTL, Redis's ``maxmemory``) bounds it.

    **Content-addressed handles** (``content_addressed=True``, what :func:`default_pipeline`
    embeds): the transforms name an output ``out_<12 hex of its sha256>`` instead of its call id,
    so the handle is a function of the output alone. A cache shared by many conversations then
    never makes a handle depend on what another conversation stored first (``call_1#2``), and
    a cold worker names every output as a warm one does.

    **Failures**: a store error raises :class:`CacheUnavailable` (no configuration in the
    message), and for ``retry_after`` seconds after it every call fails fast without touching
    the store (an outage costs one timeout, not one per call); bookkeeping changes only after
    the store succeeded. Counters: ``hits``, ``misses``, ``evictions``, ``failures``.

    >>> cache = OutputCache(max_entries=2)
    >>> for k in range(3):
    ...     _ = cache.put(f"h{k}", f"output {k}", "ls")
    >>> cache.get("h0"), cache.get("h2"), cache.evictions, cache.was_evicted("h0")
    (None, 'output 2', 1, True)
    >>> cache.put_unique("h2", "another output", "ls")
    'h2#2'
    """

    #: Seconds during which calls fail fast after a store error.
    RETRY_AFTER = 5.0

    def __init__(self, store: MutableMapping[str, str] | None = None, *, max_chars: int = 50_000_000,
                 max_entries: int = 1_000, scope: str = "", content_addressed: bool = False) -> None:
        if store is not None and not isinstance(store, MutableMapping):
            raise TypeError(f"expected a MutableMapping[str, str] or None for store, not {type(store).__name__}")
        _check_positive_int("max_chars", max_chars)
        _check_positive_int("max_entries", max_entries)
        _check_str("scope", scope)
        if not isinstance(content_addressed, bool):
            raise TypeError(f"expected a bool for content_addressed, not {type(content_addressed).__name__}")
        self.private = store is None
        self.content_addressed = content_addressed
        self.store: MutableMapping[str, str] = {} if store is None else store
        self.max_chars = max_chars
        self.max_entries = max_entries
        self.scope = scope
        # ":" and "%" escaped: a scope can never be a prefix of another scope's keys.
        self._prefix = scope.replace("%", "%25").replace(":", "%3A") + ":"
        self.hits = self.misses = self.evictions = self.failures = 0
        self.unavailable = 0  # CacheUnavailable raised (failures and fail-fast refusals): plans watch it
        self._lock = threading.RLock()
        self._down_until = 0.0
        # invariants: _order holds the handles this cache wrote, least recently used first, with
        # their sizes; _chars is their sum, at most max_chars after every put (unless one
        # output alone is larger); _evicted remembers what was evicted (bounded).
        self._order: collections.OrderedDict[str, int] = collections.OrderedDict()
        self._digests: dict[str, str] = {}  # handle of _order -> sha256 of its output
        self._chars = 0
        # tombstones, handle -> the sha256 it named: an evicted handle is never reused for another
        # output (bounded: 10 * max_entries); and the views registered here, oldest first.
        self._evicted: collections.OrderedDict[str, str] = collections.OrderedDict()
        self._views: collections.OrderedDict[str, None] = collections.OrderedDict()

    def __repr__(self) -> str:
        return (f"{type(self).__name__}(store={type(self.store).__name__}, max_chars={self.max_chars}, "
                f"max_entries={self.max_entries}, scope={self.scope!r}, content_addressed={self.content_addressed})")

    def __len__(self) -> int:
        return len(self._order)

    @property
    def chars(self) -> int:
        """Characters of the outputs this cache holds."""
        return self._chars

    def scoped(self, scope: str) -> OutputCache:
        """The cache of ``scope`` (a conversation) over the same store, with the same bounds."""
        cache = OutputCache(None if self.private else self.store, max_chars=self.max_chars,
                            max_entries=self.max_entries, scope=scope, content_addressed=self.content_addressed)
        cache.store, cache.private = self.store, self.private
        return cache

    # -- the store, guarded ---------------------------------------------------------------------

    def _call(self, operation: Callable[..., Any], *args: Any) -> Any:
        if time.monotonic() < self._down_until:
            self.unavailable += 1
            raise CacheUnavailable("the output cache's store failed moments ago")
        try:
            return operation(*args)
        except Exception as error:  # noqa: BLE001 - any store error: the cache is unavailable
            self.failures += 1
            self.unavailable += 1
            self._down_until = time.monotonic() + self.RETRY_AFTER
            _log.warning("output cache: the store failed (%s); failing fast for %.0f s",
                         type(error).__name__, self.RETRY_AFTER)
            raise CacheUnavailable(f"the output cache's store failed ({type(error).__name__})") from None

    def _get(self, key: str) -> Any:
        return self._call(self.store.get, self._prefix + key)

    def _set(self, key: str, value: str) -> None:
        self._call(self.store.__setitem__, self._prefix + key, value)

    def _delete(self, key: str) -> None:
        self._call(self.store.pop, self._prefix + key, None)

    # -- writing --------------------------------------------------------------------------------

    def put(self, handle: str, output: str, tool_name: str) -> str:
        """Cache ``output`` under ``handle`` (and as the latest of ``tool_name``); returns ``handle``.

        ``ValueError`` when ``handle`` already names another output: a handle is never reused.
        """
        with self._lock:
            meta = self.info(handle)
            digest = _digest(output)
            named = meta[2] if meta is not None else self._evicted.get(handle)
            if named is not None and named != digest:
                raise ValueError(f"handle {_echo(handle)} already names another output; use put_unique")
            self._write(handle, output, tool_name, digest)
            return handle

    def put_unique(self, handle: str, output: str, tool_name: str) -> str:
        """Cache ``output`` under ``handle``, or ``handle#2``, ``#3``... if another output has it;
        returns the handle used (the existing one when the same output is already there)."""
        if not isinstance(handle, str) or not handle:
            raise ValueError(f"expected a non-empty str for handle, not {_echo(handle)}")
        return self._put_unique(handle, output, tool_name, _digest(output))

    def _put_unique(self, handle: str, output: str, tool_name: str, digest: str) -> str:
        """put_unique with the output's digest already computed (a 100 MB output is hashed once)."""
        with self._lock:
            candidate, n = handle, 1
            while True:
                meta = self.info(candidate)
                named = meta[2] if meta is not None else self._evicted.get(candidate)
                if named is None or named == digest:
                    self._write(candidate, output, tool_name, digest)
                    return candidate
                n += 1
                candidate = f"{handle}#{n}"

    def _write(self, handle: str, output: str, tool_name: str, digest: str) -> None:
        """Store first, bookkeeping after: a failed store call leaves the bookkeeping as it was.
        The text is always written (the same text again: it may have expired, or the store
        restarted)."""
        self._set(f"t:{handle}", output)
        self._set(f"m:{handle}", json.dumps([tool_name, len(output), digest]))
        self._set(f"l:{tool_name}", handle)
        if handle in self._order:
            self._order.move_to_end(handle)
        else:
            self._order[handle] = len(output)
            self._digests[handle] = digest
            self._chars += len(output)
        self._evicted.pop(handle, None)
        while len(self._order) > 1 and (len(self._order) > self.max_entries or self._chars > self.max_chars):
            oldest = next(iter(self._order))  # O(1): an OrderedDict
            if oldest == handle:
                self._order.move_to_end(oldest)
                continue
            self._evict(oldest)

    def _evict(self, handle: str) -> None:
        if self.private:
            self._delete(f"t:{handle}")
            self._delete(f"m:{handle}")
        self._chars -= self._order.pop(handle)
        self.evictions += 1
        self._evicted[handle] = self._digests.pop(handle)
        while len(self._evicted) > 10 * self.max_entries:
            self._evicted.popitem(last=False)

    def register_view(self, view: str, handle: str, *, kind: str = "summary") -> None:
        """Remember that ``view`` (a summary, a clip, a marker) stands for the output under
        ``handle``. Views outlive the eviction of their output (10 * ``max_entries`` of them,
        at least 10,000: a few dozen bytes each): a marker of a view of an evicted output names
        that output, honestly evicted, and never stores the view as if it were an output.

        ``kind`` keeps two registries apart: ``"summary"`` for the views a tool's output is
        replaced by before it enters the history (:class:`ProgressiveTransformer`), looked up
        for texts of the history; ``"transform"`` for the markers and clips a transform writes
        into a request, looked up only by the transform that shows them. A request fed back as
        history (frameworks persist it) then holds transform views that a warm worker and a
        cold one treat alike, as the texts they are: a pure function of the history."""
        key = ("w:" if kind == "transform" else "v:") + _digest(view)
        self._set(key, handle)
        with self._lock:
            self._views[key] = None
            self._views.move_to_end(key)
            while len(self._views) > max(10 * self.max_entries, _MIN_VIEWS):
                old, _ = self._views.popitem(last=False)
                if self.private:
                    self._delete(old)

    # -- reading --------------------------------------------------------------------------------

    def handle_of_view(self, text: str, *, kind: str = "summary") -> str | None:
        """The handle of the output that ``text`` is a registered view of (of ``kind``, see
        :meth:`register_view`), or None."""
        handle = self._get(("w:" if kind == "transform" else "v:") + _digest(text))
        return _text(handle) if handle is not None else None

    def get(self, handle: str) -> str | None:
        """The full output cached under ``handle``, or None (unknown, evicted or expired)."""
        with self._lock:
            meta = self.info(handle)
            text = self._get(f"t:{handle}") if meta else None
            text = _text(text) if text is not None else None
            if text is None or meta is None or len(text) != meta[1]:
                self.misses += 1
                return None
            self.hits += 1
            if handle in self._order:  # recently used: evicted last
                self._order.move_to_end(handle)
            return text

    def info(self, handle: str) -> tuple[str, int, str] | None:
        """(tool name, size, sha256) of a cached handle, or None."""
        raw = self._get(f"m:{handle}")
        if raw is None:
            return None
        try:
            tool_name, size, digest = json.loads(_text(raw))
            return str(tool_name), int(size), str(digest)
        except (ValueError, TypeError):
            return None

    def latest(self, tool_name: str) -> str | None:
        """The handle of ``tool_name``'s newest cached output in this scope, or None."""
        handle = self._get(f"l:{tool_name}")
        handle = _text(handle) if handle is not None else None
        return handle if handle is not None and self.info(handle) is not None else None

    def was_evicted(self, handle: str) -> bool:
        """True when this cache dropped ``handle`` to stay within its bounds."""
        return handle in self._evicted

    def handles(self) -> list[str]:
        """The handles this cache wrote, newest first."""
        with self._lock:
            return list(reversed(self._order))


#: The fewest view registrations a cache keeps (each a sha256 and a handle).
_MIN_VIEWS = 10_000


def _text(value: Any) -> str:
    """A store's value as str (a Redis client without decode_responses gives bytes)."""
    return value.decode("utf-8", "surrogatepass") if isinstance(value, bytes) else str(value)


def _echo(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to about ``limit`` chars: what an error message may quote of input."""
    return _cut(repr(value), limit)


def _digest(text: str) -> str:
    """SHA-256 of ``text`` (UTF-8), encoded a piece at a time: never a second copy of a 100 MB output."""
    if len(text) <= _SCAN_PIECE:
        return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    h = hashlib.sha256()
    for start in range(0, len(text), _SCAN_PIECE):
        h.update(text[start:start + _SCAN_PIECE].encode("utf-8", "surrogatepass"))
    return h.hexdigest()


class RedisStore(MutableMapping[str, str]):
    """A ``MutableMapping[str, str]`` over a Redis client, so agent workers share full outputs.

    ``client`` is a ``redis.Redis`` (or anything with ``get``, ``set``, ``delete`` and
    ``scan_iter``); ctxkit never imports ``redis`` itself. Keys are stored as ``prefix`` (with
    ``%``, ``|`` and glob characters escaped), ``|``, then the key: no prefix is a prefix of
    another's key space, and listing or clearing one store never touches another's keys. With
    ``ttl`` (seconds) every key expires that long after it was written, so a fleet's shared
    cache cleans itself up. Give it to ``ProgressiveTransformer(store=...)`` on every worker: an
    output cached by one is readable through any other's ``__get_full_output``.

    >>> class FakeClient(dict):  # the four calls RedisStore makes
    ...     def set(self, key, value, ex=None): self[key] = value
    ...     def delete(self, key): return 1 if self.pop(key, None) is not None else 0
    ...     def scan_iter(self, match): return [k for k in list(self) if k.startswith(match[:-1].replace("\\\\", ""))]
    >>> store = RedisStore(FakeClient(), prefix="test:")
    >>> store["a"] = "1"
    >>> store["a"], list(store), len(store)
    ('1', ['a'], 1)
    """

    def __init__(self, client: Any, *, prefix: str = "ctxkit", ttl: int | None = None) -> None:
        missing = [name for name in ("get", "set", "delete", "scan_iter") if not callable(getattr(client, name, None))]
        if missing:
            raise TypeError(f"expected a Redis client for client (it lacks {', '.join(missing)}), "
                            f"not {type(client).__name__}")
        _check_str("prefix", prefix)
        if ttl is not None:
            _check_positive_int("ttl", ttl)
        self.client, self.prefix, self.ttl = client, prefix, ttl
        escaped = "".join(f"%{ord(c):02X}" if c in "%|*?[]\\" else c for c in prefix)
        self._head = escaped + "|"
        # for SCAN's glob: the escaped prefix holds no glob character, so it matches literally
        self._match = self._head + "*"

    def __repr__(self) -> str:
        return f"{type(self).__name__}({type(self.client).__name__}, prefix={self.prefix!r}, ttl={self.ttl!r})"

    def __getitem__(self, key: str) -> str:
        value = self.client.get(self._head + key)
        if value is None:
            raise KeyError(key)
        return _text(value)

    def __setitem__(self, key: str, value: str) -> None:
        if not isinstance(value, str):
            raise TypeError(f"expected a str value, not {type(value).__name__}")
        self.client.set(self._head + key, value.encode("utf-8", "surrogatepass"), ex=self.ttl)

    def __delitem__(self, key: str) -> None:
        if not self.client.delete(self._head + key):
            raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        for key in self.client.scan_iter(match=self._match):
            key = key.decode("utf-8", "surrogatepass") if isinstance(key, bytes) else key
            if key.startswith(self._head):
                yield key[len(self._head):]

    def __len__(self) -> int:
        return sum(1 for _ in self)


class SqliteStore(MutableMapping[str, str], contextlib.AbstractContextManager[Any]):
    """A ``MutableMapping[str, str]`` in an SQLite file (standard library): full outputs that
    outlive the process, shared by the processes of one machine, in a format that cannot run
    code when read (unlike ``shelve``'s pickles). ``ValueError`` when ``path`` is a file of
    another kind, a folder, or in a folder that does not exist. Thread-safe; :meth:`close` when
    done (or use it as a context manager).
    A file locked by another connection is waited for at most ``timeout`` seconds (0.25 by
    default, not sqlite3's 5), then the operation fails: the :class:`OutputCache` over it fails
    fast for its ``RETRY_AFTER`` and the transforms keep outputs in the request meanwhile.

    >>> import os, tempfile
    >>> path = os.path.join(tempfile.mkdtemp(), "outputs.sqlite")
    >>> with SqliteStore(path) as store:
    ...     store["a"] = "full text"
    >>> with SqliteStore(path) as store:
    ...     store["a"], len(store)
    ('full text', 1)
    """

    _TABLE = "ctxkit_outputs"

    def __init__(self, path: str, *, timeout: float = 0.25) -> None:
        import sqlite3

        if not isinstance(path, (str, os.PathLike)):
            raise TypeError(f"expected a path for path, not {type(path).__name__}")
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not 0 <= timeout < math.inf:
            raise ValueError(f"expected a non-negative number of seconds for timeout, not {timeout!r}")
        self.path = os.fspath(path)
        if os.path.isdir(self.path):
            raise ValueError(f"expected a file for path, not {self.path!r}: it is a folder")
        folder = os.path.dirname(os.path.abspath(self.path))
        if not os.path.isdir(folder):  # sqlite3 would say "unable to open database file"
            raise ValueError(f"expected a file in an existing folder for path, not {self.path!r}: no folder {folder}")
        self.timeout = float(timeout)
        self._lock = threading.Lock()
        self._ready = False
        try:
            self._db = sqlite3.connect(self.path, timeout=self.timeout, check_same_thread=False)
            self._ensure()
        except sqlite3.OperationalError as error:
            if "locked" not in str(error):
                raise ValueError(f"{self.path} is not a ctxkit output store (an SQLite file): {error}") from None
            # Locked by another connection: checked on first use (an OutputCache over it fails fast meanwhile).
        except sqlite3.DatabaseError as error:
            raise ValueError(f"{self.path} is not a ctxkit output store (an SQLite file): {error}") from None

    def _ensure(self) -> None:
        """Check the file holds our table, or create it (a write: only when it is missing)."""
        if self._ready:
            return
        tables = {row[0] for row in self._db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if tables and self._TABLE not in tables:
            self._db.close()
            raise ValueError(f"{self.path} is an SQLite database but not a ctxkit output store")
        if self._TABLE not in tables:
            self._db.execute(f"CREATE TABLE IF NOT EXISTS {self._TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
            self._db.commit()
        self._ready = True

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.path!r})"

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the file."""
        with self._lock:
            self._db.close()

    def __getitem__(self, key: str) -> str:
        with self._lock:
            self._ensure()
            row = self._db.execute(f"SELECT value FROM {self._TABLE} WHERE key = ?", (_sql_text(key),)).fetchone()
        if row is None:
            raise KeyError(key)
        return _from_sql(row[0])

    def __setitem__(self, key: str, value: str) -> None:
        if not isinstance(value, str):
            raise TypeError(f"expected a str value, not {type(value).__name__}")
        with self._lock:
            self._ensure()
            self._db.execute(f"INSERT OR REPLACE INTO {self._TABLE} (key, value) VALUES (?, ?)",
                             (_sql_text(key), _sql_text(value)))
            self._db.commit()

    def __delitem__(self, key: str) -> None:
        with self._lock:
            self._ensure()
            deleted = self._db.execute(f"DELETE FROM {self._TABLE} WHERE key = ?", (_sql_text(key),)).rowcount
            self._db.commit()
        if not deleted:
            raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        with self._lock:
            self._ensure()
            keys = [_from_sql(row[0]) for row in self._db.execute(f"SELECT key FROM {self._TABLE}")]
        return iter(keys)

    def __len__(self) -> int:
        with self._lock:
            self._ensure()
            return int(self._db.execute(f"SELECT COUNT(*) FROM {self._TABLE}").fetchone()[0])


def _sql_text(text: str) -> str | bytes:
    """``text`` as SQLite can take it: a str, or (holding a lone surrogate, which is no UTF-8:
    tool outputs read from JavaScript-written JSON do) its bytes with the surrogates passed."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass")


def _from_sql(value: Any) -> str:
    return value.decode("utf-8", "surrogatepass") if isinstance(value, bytes) else str(value)


class FullOutputRetriever:
    """The ``__get_full_output`` tool: the model reads cached outputs a page or a regex at a time.

    Call it with the tool call's arguments (a dict, or the JSON string a provider sends):
    ``handle`` or ``tool_name`` (its latest output), then ``offset``/``limit`` for a page
    (``limit`` defaults to :attr:`DEFAULT_PAGE`, at most :attr:`MAX_PAGE`) or ``pattern`` for
    the matching lines with their line numbers. It always answers with text: a header line that
    says what was returned and how to get the next page, then the text itself; bad arguments,
    unknown handles and evicted outputs get a one-line explanation, never an exception.
    ``openai_tool()``, ``anthropic_tool()`` and ``responses_tool()`` give the tool's definition
    for each API.

    >>> cache = OutputCache()
    >>> _ = cache.put("call_7", "alpha\\nbeta\\ngamma\\n", "cat")
    >>> tool = FullOutputRetriever(cache)
    >>> print(tool('{"tool_name": "cat", "offset": 6, "limit": 5}'))
    [__get_full_output: chars 6-11 of 17 of call_7 (cat); next: offset=11]
    beta
    <BLANKLINE>
    """

    name = "__get_full_output"
    #: Characters in a page when the model gives no limit: about 2,000 tokens.
    DEFAULT_PAGE = 8_000
    #: The largest page a model may ask for.
    MAX_PAGE = 100_000
    #: At most this many matching lines per pattern search.
    MAX_MATCHES = 200
    #: Seconds a pattern search may take in all (the regex module's timeout).
    REGEX_TIMEOUT = 1.0
    #: The longest pattern accepted (compiling a long literal costs time outside the timeout).
    MAX_PATTERN = 1_000
    #: The most pattern items the regex compiler may write out: it unrolls a counted repeat
    #: (``(?:a{1000}){1000}`` is a million items, 0.9 s and 270 MB before any timeout applies;
    #: a third level never returns), so a pattern is weighed before it is compiled. 20,000 items
    #: compile in under 10 ms and 10 MB; no useful search needs more (``.{0,200}`` weighs 200).
    MAX_REPEAT = 20_000

    def __init__(self, cache: OutputCache) -> None:
        if not isinstance(cache, OutputCache):
            raise TypeError(f"expected an OutputCache for cache, not {type(cache).__name__}")
        self.cache = cache

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.cache!r})"

    def openai_tool(self) -> dict[str, Any]:
        """The tool definition for OpenAI chat completions (``tools=[...]``)."""
        return {"type": "function", "function": {"name": self.name, "description": _retriever_description(),
                                                 "parameters": _retriever_schema()}}

    def anthropic_tool(self) -> dict[str, Any]:
        """The tool definition for Anthropic messages (``tools=[...]``)."""
        return {"name": self.name, "description": _retriever_description(), "input_schema": _retriever_schema()}

    def responses_tool(self) -> dict[str, Any]:
        """The tool definition for the OpenAI Responses API (``tools=[...]``): a function tool is
        flat there, its name and parameters beside its type.

        >>> FullOutputRetriever(OutputCache()).responses_tool()["name"]
        '__get_full_output'
        """
        return {"type": "function", "name": self.name, "description": _retriever_description(),
                "parameters": _retriever_schema()}

    def retrieve(self, tool_name: str) -> str:
        """The latest full output of ``tool_name`` in this cache's scope; ``KeyError`` when none."""
        handle = None if self._shared() else self.cache.latest(tool_name)
        text = self.cache.get(handle) if handle else None
        if text is None:
            raise KeyError(f"no cached output of tool {_echo(tool_name)}")
        return text

    def has_cached(self, tool_name: str) -> bool:
        """True when an output of ``tool_name`` is cached in this cache's scope."""
        return self.cache.latest(tool_name) is not None

    def __call__(self, arguments: Any) -> str:
        """Answer one call of the tool (see the class docstring); never raises."""
        try:
            return self._answer(arguments)
        except CacheUnavailable:
            return "[__get_full_output error: the output cache is unavailable right now; try again later]"
        except Exception as error:  # noqa: BLE001 - the model must get an answer, not a traceback
            _log.exception("__get_full_output failed")
            return f"[__get_full_output error: {type(error).__name__}]"  # no detail: it may hold configuration

    def _answer(self, arguments: Any) -> str:
        parsed = _retriever_arguments(arguments, self.DEFAULT_PAGE, self.MAX_PAGE)
        if isinstance(parsed, str):
            return f"[__get_full_output error: {parsed}]"
        handle, tool_name, offset, limit, pattern = parsed
        if not handle and not tool_name:
            return f"[__get_full_output error: give a handle or a tool_name. {self._known()}]"
        if not handle and self._shared():
            return ("[__get_full_output error: this cache serves many conversations: give the handle "
                    "that a marker or a digest of this conversation names]")
        if not handle:
            handle = self.cache.latest(tool_name)
            if handle is None:
                return f"[__get_full_output error: no cached output of tool {_echo(tool_name)}. {self._known()}]"
        text = self.cache.get(handle)
        if text is None:
            why = "was evicted from the cache (too old)" if self.cache.was_evicted(handle) else "is unknown or expired"
            return f"[__get_full_output error: handle {_echo(handle)} {why}. {self._known()}]"
        meta = self.cache.info(handle)
        label = f"{handle} ({meta[0]})" if meta else handle
        if pattern is not None:
            return self._search(text, pattern, label)
        if offset > len(text):
            return f"[__get_full_output error: offset {offset} is past the end ({len(text)} chars) of {label}]"
        end = min(offset + limit, len(text))
        more = f"; next: offset={end}" if end < len(text) else "; end of output"
        return f"[__get_full_output: chars {offset}-{end} of {len(text)} of {label}{more}]\n{text[offset:end]}"

    def _search(self, text: str, pattern: str, label: str) -> str:
        """Lines (split on "\\n", numbered from 1 as the summary's note counts them) where
        ``pattern`` matches: one ``finditer`` over the whole text, never a copy of it, one
        match per line (the pattern is extended to the end of its line); the first
        :attr:`MAX_MATCHES` shown, every matching line counted, all within
        :attr:`REGEX_TIMEOUT` seconds of this thread's own CPU time (compilation included), so
        a busy machine does not cut a search short; a search that takes longer stops where it
        is and says so."""
        if len(pattern) > self.MAX_PATTERN:
            return (f"[__get_full_output error: the pattern is {len(pattern):,} chars, more than "
                    f"{self.MAX_PATTERN:,}; search for a shorter piece]")
        clock = _SearchClock(self.REGEX_TIMEOUT)
        _regex = _regex_module()
        plain = ""
        if _regex is None:  # vendored without the regex package: plain text, by str.find
            compiled = None
            if any(c in _REGEX_SPECIALS for c in pattern):
                plain = " (searched as plain text: regular expressions are not available here)"
        else:
            weight = _pattern_weight(pattern)
            if weight > self.MAX_REPEAT:
                return (f"[__get_full_output error: the pattern {_echo(pattern)} repeats up to {weight:,} items, more "
                        f"than {self.MAX_REPEAT:,}; use smaller counts ({{1,100}}) or * and +]")
            try:
                compiled = _regex.compile(pattern, _regex.MULTILINE)
            except (_regex.error, ValueError, OverflowError) as error:
                return f"[__get_full_output error: bad pattern {_echo(pattern)}: {error}]"
        scan = _LineScan(text, pattern, compiled, self.MAX_MATCHES)
        timed_out = scan.run(clock)
        count, found = scan.count, scan.found
        noun = "matching line" if count == 1 else "matching lines"
        shown = f", first {len(found)} shown" if count > len(found) else ""
        total_lines = text.count("\n") + (not text.endswith("\n"))
        if timed_out:
            at = text.count("\n", 0, min(scan.position, len(text))) + 1
            head = (f"[__get_full_output: pattern {_echo(pattern)} stopped after {self.REGEX_TIMEOUT} s at line "
                    f"{at:,} of {total_lines:,}: {count:,} {noun} so far{shown}; simplify it to search the rest]")
        else:
            head = f"[__get_full_output: {count} {noun}{shown} of {total_lines} in {label}{plain}]"
        return head + ("\n" + "\n".join(found) if found else "")

    def _shared(self) -> bool:
        """A content-addressed cache without a scope (default_pipeline's) holds the outputs of
        every conversation a pipeline serves: it is read by handle only (a handle is named only
        in its own conversation), never listed nor looked up by tool name."""
        return self.cache.content_addressed and not self.cache.scope

    def _known(self) -> str:
        if self._shared():
            return "Give a handle that this conversation names."
        handles = self.cache.handles()[:10]
        return f"Cached handles, newest first: {', '.join(_cut(h, 70) for h in handles)}" if handles else \
            "Nothing is cached."


class _LineScan:
    """One pattern search over a text: the matching lines shown (up to ``limit``, numbered from
    1), every matching line counted, and where it stands (``position``) if time runs out."""

    def __init__(self, text: str, pattern: str, compiled: Any, limit: int) -> None:
        per_line = compiled  # None: no regex package, the pattern is plain text
        if compiled is not None:
            _regex = _regex_module()
            try:  # one match per line: the rest of the line, and its end, are part of it
                per_line = _regex.compile(f"(?:{pattern})[^\\n]*\\n?", _regex.MULTILINE)
            except (_regex.error, ValueError, OverflowError):
                pass
        self.text, self.pattern, self.per_line, self.limit = text, pattern, per_line, limit
        self.literal = compiled is None or (bool(pattern) and not any(c in _REGEX_SPECIALS for c in pattern))
        self.one_per_line = self.literal or per_line is not compiled
        self.found: list[str] = []
        self.count, self.line, self.counted_to, self.line_end, self.position = 0, 1, 0, -1, 0

    def run(self, clock: _SearchClock) -> bool:
        """Scan to the end, or until ``clock`` says this thread spent its budget (True)."""
        while True:
            stopped = self._scan(clock)
            if stopped is not None:
                return stopped

    def _scan(self, clock: _SearchClock) -> bool | None:
        """Scan from ``position``: False at the end, True when the budget is spent, None when the
        wall clock ran out before this thread's CPU budget (a busy machine: go on)."""
        try:
            matches = self._matches(clock)
            self._show(matches, clock)
            if self.one_per_line:
                self._count_rest(matches, clock)
            return False
        except TimeoutError:
            return True if clock.spent() else None

    def _matches(self, clock: _SearchClock) -> Iterator[tuple[int, int]]:
        """(start, end) of each match from ``position``: by str.find for a literal, else one
        ``finditer`` with concurrent=False: the regex keeps the GIL between matches (releasing
        it for each match, the default, lets busy threads take it for a switch interval every
        time; the README has the figures)."""
        if self.literal:
            return _literal_lines(self.text, self.pattern, self.position)
        return self._on_lines(self.per_line.finditer(self.text, self.position, concurrent=False,
                                                     timeout=clock.wall_left()))

    def _on_lines(self, matches: Iterator[Any]) -> Iterator[tuple[int, int]]:
        """(start, where to go on) of each match that begins a line of its own: an empty match
        at the very end is no line when the text ends with a newline or the last line was
        already matched (``''`` on 1,000 lines counted 1,801)."""
        n, last_end = len(self.text), self.position - 1
        phantom_end = self.text.endswith("\n")
        for m in matches:
            start, end = m.span()
            if start == n and (phantom_end or last_end == n) and n:
                return
            last_end = end
            yield start, max(end, start + 1)

    def _show(self, matches: Iterator[tuple[int, int]], clock: _SearchClock) -> None:
        """Count matching lines and keep the first ``limit``; stop at the limit when the rest
        can be counted in batches."""
        text = self.text
        for k, (start, self.position) in enumerate(matches):
            if start <= self.line_end:  # another match on a counted line (the fallback pattern)
                continue
            self.line_end = text.find("\n", start)
            self.line_end = len(text) if self.line_end < 0 else self.line_end
            self.count += 1
            if len(self.found) < self.limit:
                begin = text.rfind("\n", 0, start) + 1
                self.line += text.count("\n", self.counted_to, begin)
                self.counted_to = begin
                self.found.append(f"{self.line}: {text[begin:min(self.line_end, begin + 1_000)].rstrip(chr(13))}")
            elif self.one_per_line:
                return
            if not k & 1023 and clock.spent():
                raise TimeoutError

    def _count_rest(self, matches: Iterator[tuple[int, int]], clock: _SearchClock) -> None:
        """Each match is another line: count them a batch at a time."""
        while True:
            batch = list(itertools.islice(matches, 4096))
            if not batch:
                return
            self.count += len(batch)
            self.position = batch[-1][1]
            if clock.spent():
                raise TimeoutError


def _pattern_weight(pattern: str) -> int:
    """An upper bound on the items the regex compiler writes out for ``pattern``: each atom is
    one, a group the sum of its items, a counted repeat ``{m}``/``{m,n}`` multiplies the item
    before it by its largest count (``*``, ``+`` and ``?`` are loops, never unrolled). It reads
    escapes and character classes only as far as needed to stay on the safe side: a brace it
    cannot place is taken as a count, which can only overstate the weight.

    >>> _pattern_weight(r"ERROR \\d{1,5}"), _pattern_weight("(?:(?:a{1000}){1000}){1000}")
    (11, 1000000000)
    """
    frames = [[0, 0]]  # per open group: [weight so far, weight of its last item]
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        if c == "(":
            frames.append([0, 0])
            i += 3 if pattern.startswith("?:", i + 1) else 1
            continue
        count = _REPEAT_COUNT.match(pattern, i) if c == "{" else None
        if count:
            frame = frames[-1]
            times = max([int(x) for x in count.groups() if x] or [1])
            frame[0] += frame[1] * (times - 1)
            frame[1] *= times
            i = count.end()
            continue
        if c == ")" and len(frames) > 1:
            item, i = frames.pop()[0], i + 1
        else:
            item = 0 if c in "*+?|" else 1
            i = _class_end(pattern, i) if c == "[" else i + (2 if c == "\\" else 1)
        frames[-1][0] += item
        if item:  # a loop or an alternation weighs nothing: a count after it multiplies the item before
            frames[-1][1] = item
    return sum(frame[0] for frame in frames)


#: A counted repeat: {m}, {m,}, {,n}, {m,n}.
_REPEAT_COUNT = _lazy_re(r"\{(\d*)(?:,(\d*))?\}")


def _class_end(pattern: str, i: int) -> int:
    """Where the character class opening at ``pattern[i]`` ends (a ``]`` first in it is a
    member); a nested set of the regex module's V1 ends earlier here, which only adds items."""
    j = i + 1
    if pattern.startswith("^", j):
        j += 1
    if pattern.startswith("]", j):
        j += 1
    while j < len(pattern) and pattern[j] != "]":
        j += 2 if pattern[j] == "\\" else 1
    return j + 1


def _retriever_arguments(arguments: Any, page: int, max_page: int) -> tuple[Any, ...] | str:
    """(handle, tool_name, offset, limit, pattern) from the model's arguments, or what is wrong."""
    if isinstance(arguments, (str, bytes)):
        try:
            arguments = json.loads(arguments or "{}")
        except ValueError as error:
            return f"the arguments are not valid JSON ({_echo(str(error), 100)})"
    if not isinstance(arguments, Mapping):
        return f"expected a JSON object of arguments, not {type(arguments).__name__}"
    unknown = sorted(map(str, set(arguments) - set(_RETRIEVER_ARGUMENTS)))
    if unknown:
        return f"unknown argument(s) {_cut(', '.join(unknown), 100)}; use handle, tool_name, offset, limit, pattern"
    for key, (kind, least) in _RETRIEVER_ARGUMENTS.items():
        wrong = _argument_problem(key, arguments.get(key), kind, least)
        if wrong:
            return wrong
    limit = arguments.get("limit")
    return (arguments.get("handle"), arguments.get("tool_name"), arguments.get("offset") or 0,
            page if limit is None else min(limit, max_page), arguments.get("pattern"))


#: The retriever's arguments (all optional): their type and, for integers, their least value.
_RETRIEVER_ARGUMENTS: dict[str, tuple[type, int]] = {
    "handle": (str, 0), "tool_name": (str, 0), "pattern": (str, 0), "offset": (int, 0), "limit": (int, 1)}


def _argument_problem(key: str, value: Any, kind: type, least: int) -> str:
    """What is wrong with one argument ("" when nothing is, or when it is absent)."""
    if value is None:
        return ""
    if kind is str:
        return "" if isinstance(value, str) else f"{key} must be a string, not {type(value).__name__}"
    if isinstance(value, bool) or not isinstance(value, int):
        return f"{key} must be an integer, not {_echo(value)}"
    return f"{key} must be >= {least}, not {value}" if value < least else ""


#: A pattern without these characters is a literal: searched with str.find (5-10x faster per
#: match than a regex, which matters when a pattern matches a million lines).
_REGEX_SPECIALS = frozenset(".^$*+?{}[]\\|()\n")


def _literal_lines(text: str, literal: str, position: int) -> Iterator[tuple[int, int]]:
    """(match start, where to go on) for each line of ``text`` from ``position`` containing
    ``literal``: the first occurrence in the line, then on from the next line."""
    find, n = text.find, len(text)
    while True:
        start = find(literal, position)
        if start < 0 or (start == n and not literal):  # "" (every line) ends at the end, no empty line after it
            return
        end = find("\n", start + len(literal))
        position = n if end < 0 else end + 1
        yield start, position


class _SearchClock:
    """The budget of one pattern search: ``seconds`` of the calling thread's CPU time (so a
    loaded machine does not shorten it), and, as a backstop for a search that sleeps or is
    starved, ten times that on the wall clock."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.cpu_start = time.thread_time()
        self.wall_end = time.monotonic() + 10 * seconds

    def spent(self) -> bool:
        """True once the CPU budget, or the wall-clock backstop, is used up."""
        return time.thread_time() - self.cpu_start >= self.seconds or time.monotonic() >= self.wall_end

    def wall_left(self) -> float:
        """The regex module's timeout for the next call: the CPU time left (never below 10 ms)."""
        left = self.seconds - (time.thread_time() - self.cpu_start)
        return max(min(left, self.wall_end - time.monotonic()), 0.01)


@functools.cache
def _regex_module() -> Any:
    """The ``regex`` module, imported on the first pattern search (an import of ctxkit that
    never searches does not pay for it), or None: vendored without it, the tool offers pages only."""
    try:
        import regex
    except ImportError:  # pragma: no cover - a runtime requirement
        return None
    return regex


@functools.cache
def _warn_no_regex() -> None:
    """Tell the developer once (the model reads it in the tool's description) that patterns are plain text."""
    _log.warning("the regex package is not installed: __get_full_output searches plain text only, no regular "
                 "expressions (python -m pip install regex)")


_RETRIEVER_DESCRIPTION = (
    "Read the full text of a tool output that was summarized to save context. Give the handle "
    "from the summary's note (or a tool_name for that tool's latest output). Without a pattern it "
    "returns a page of characters starting at offset; call again with the next offset it reports "
    "to read on. With a pattern (a regular expression) it returns the matching lines with their "
    "line numbers: prefer it to find errors or names in long outputs."
)


def _retriever_description() -> str:
    """The tool's description: patterns are plain text where the regex package is missing."""
    if _regex_module() is None:
        return _RETRIEVER_DESCRIPTION.replace("(a regular expression)", "(plain text: regular expressions are not "
                                                                        "available here)")
    return _RETRIEVER_DESCRIPTION


def _retriever_schema() -> dict[str, Any]:
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {
            "handle": {"type": "string", "description": "The handle given in the summary's note."},
            "tool_name": {"type": "string", "description": "Instead of a handle: read this tool's latest output."},
            "offset": {"type": "integer", "minimum": 0, "description": "First character of the page (default 0)."},
            "limit": {"type": "integer", "minimum": 1, "maximum": FullOutputRetriever.MAX_PAGE,
                      "description": f"Characters in the page (default {FullOutputRetriever.DEFAULT_PAGE})."},
            "pattern": {"type": "string", "maxLength": FullOutputRetriever.MAX_PATTERN,
                        "description": "A regular expression: return only the matching lines."},
        },
        "additionalProperties": False,
    }
    if _regex_module() is None:  # without the regex package: plain text only (str.find)
        schema["properties"]["pattern"]["description"] = ("Plain text (not a regular expression here): return only "
                                                          "the lines containing it.")
        _warn_no_regex()
    return schema


def extractive_summarizer(max_chars: int = 500) -> Callable[[str], str]:
    """A summarizer that needs no LLM: the shape, head, tail and key lines of a tool output.

    Deterministic and linear in the output's size. Within ``max_chars`` (and a sixth of the
    output, but at least 240 characters: a summary should be much smaller than what it
    summarizes, and the model can page the full text) it keeps: the size
    (lines, characters; for JSON the top-level keys or the array length), the first lines, the
    lines that matter most in tool output (errors, exceptions and tracebacks, failures,
    warnings, then summary and total lines), each with its line number, and the last lines.
    It has a true ``wants_raw_output`` attribute, the one way a summarizer asks for the raw
    output instead of a prompt: :class:`ProgressiveTransformer` and the CLI hand it the output.

    >>> summarize = extractive_summarizer(max_chars=200)
    >>> print(summarize("collected 3 items\\n" + "ok\\n" * 50 + "ERROR: disk full\\n" + "ok\\n" * 50))
    [102 lines, 335 chars]
    collected 3 items
    ok
    ok
    ...
    52: ERROR: disk full
    ...
    ok
    ok
    ok
    """
    _check_positive_int("max_chars", max_chars)

    def summarize(text: str) -> str:
        _check_str("text", text)
        return _extract(text, min(max_chars, max(240, len(text) // 6)))

    summarize.wants_raw_output = True  # type: ignore[attr-defined]
    summarize.__qualname__ = f"extractive_summarizer(max_chars={max_chars})"
    return summarize


#: What makes a line worth keeping, strongest first: (rank, lower-case keywords). Rank 0 is what a
#: reader looks for first (errors, exceptions, tracebacks, failures, crashes), 1 other signs of
#: trouble, 2 warnings, 3 the totals of a run. The words of ranks 0 and 1 are searched in the
#: whole output; the rest only in its first and last _KEY_WINDOW characters, where a build's
#: warnings and a run's totals are (a 100 MB output is searched 9 times, not 40).
_KEY_WORDS = (
    (0, ("error", "exception", "traceback", "fatal", "panic", "fail", "err!")),
    (1, ("denied", "refused")),
    (1.5, ("assert", "abort", "cannot", "not found", "no such", "segmentation fault", "killed", "invalid",
           "unable", "mismatch", "expected", "timed out", "can't")),
    (2, ("warn", "deprecat")),
    (3, ("passed", "skipped", "total", "summary", "result", "succeeded", "finished", " tests", "ran ")),
)
#: The first and last characters of an output where the words of ranks 1.5 to 3 are looked for.
_KEY_WINDOW = 1 << 20
#: Per keyword, this many of its first and of its last occurrences are considered: a 10 MB log
#: where every line says "passed" costs as little as one where none does.
_KEY_HITS = 64
#: Characters lower-cased at a time while searching for key words: never a lower-cased copy of
#: a whole 100 MB output.
_SCAN_PIECE = 1 << 20
#: A key word that says nothing went wrong ("0 errors", "failed=0", "no failures") makes no key line.
_NEGATED = _lazy_re(r"\b(?:0|no|zero|without)\s+(?:errors?|failures?|failed|exceptions?|warnings?)\b"
                      r"|\b(?:errors?|failures?|failed|warnings?)\s*[=:]\s*0\b", re.IGNORECASE)


def _extract(text: str, max_chars: int) -> str:
    """The extractive summary of ``text`` within ``max_chars`` (see extractive_summarizer).

    Linear in the text and never copies it whole: lines are found with ``str.find`` around the
    few positions that matter, key words in pieces of :data:`_SCAN_PIECE` lower-cased one at a
    time. Key lines are taken first, strongest first, then the first and last lines, then more
    key lines while there is room; a long line is cut around its key word, never skipped.
    """
    n_lines = text.count("\n") + (not text.endswith("\n")) if text else 0
    header = f"[{n_lines:,} lines, {len(text):,} chars{_json_shape(text)}]"
    if len(text) <= max_chars - len(header) - 1:
        return f"{header}\n{text}"
    budget = max_chars - len(header) - 1
    width = max(60, min(200, budget // 4))
    picked: dict[int, str] = {}  # line start -> the line as shown
    used = 0

    def take(start: int, hit: int = -1) -> bool:
        nonlocal used
        if start in picked or not 0 <= start < len(text):
            return True
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        shown = _cut_line(text, start, end, hit, width)
        if used + len(shown) + 10 > budget:
            return False
        picked[start] = shown
        used += len(shown) + 10
        return True

    # Key lines first, while they use at most 70% of the room; then the first and the last line,
    # then up to two more of each; then the remaining key lines while they fit.
    key_lines = _key_lines(text)
    k = 0
    while k < len(key_lines) and used < 0.7 * budget:
        take(*key_lines[k])
        k += 1
    head = 0
    tail = text.rfind("\n", 0, len(text) - 1) + 1
    take(head)
    take(tail)
    for _ in range(2):
        after = text.find("\n", head) + 1
        if head < after < tail and take(after):
            head = after
        before = text.rfind("\n", 0, tail - 1) + 1 if tail > 0 else 0
        if head < before < tail and take(before):
            tail = before
    for start, hit in key_lines[k:]:
        if not take(start, hit):
            break
    return _render_extract(text, header, picked, n_lines, max_chars)


def _cut_line(text: str, start: int, end: int, hit: int, width: int) -> str:
    """Line ``text[start:end]`` in at most ``width`` chars: its start, or the part around ``hit``
    (a key word far into a long line) between ``...``."""
    if end - start <= width:
        return text[start:end].rstrip("\r")
    if hit < 0 or hit - start < width - 20:
        return text[start:start + width - 3] + "..."
    begin = max(start, min(hit - 20, end - width + 6))
    return "..." + text[begin:begin + width - 6].rstrip("\r") + ("..." if begin + width - 6 < end else "")


def _key_lines(text: str) -> list[tuple[int, int]]:
    """(line start, key word position) of the key lines of ``text``, in the order to take them:
    by rank, and within a rank the first line, the last, the second, the second to last... (a
    log's first error and its last both matter). A negated key word ("0 errors") is no hit."""
    ranked: dict[int, tuple[float, int]] = {}
    for rank, words in _KEY_WORDS:
        whole = rank < 1.5
        for positions in _word_hits(text, words, _KEY_HITS, whole).values():
            for position in positions:
                start = text.rfind("\n", 0, position) + 1
                if start not in ranked or (rank, position) < ranked[start]:  # its strongest, earliest key word
                    ranked[start] = (rank, position)
    by_rank: dict[float, list[int]] = {}
    for start, (rank, _) in ranked.items():
        by_rank.setdefault(rank, []).append(start)
    order: list[tuple[int, int]] = []
    for rank in sorted(by_rank):
        starts = sorted(by_rank[rank])
        lo, hi = 0, len(starts) - 1
        while lo <= hi:
            order.append((starts[lo], ranked[starts[lo]][1]))
            if hi != lo:
                order.append((starts[hi], ranked[starts[hi]][1]))
            lo, hi = lo + 1, hi - 1
    return order


def _word_hits(text: str, words: Sequence[str], limit: int, whole: bool) -> dict[str, list[int]]:
    """Positions of the first ``limit`` and the last ``limit`` case-insensitive occurrences of
    each lower-case word: over the whole text, or (``whole`` false) only its first and last
    :data:`_KEY_WINDOW` characters. Pieces are lower-cased one at a time."""
    overlap = max(map(len, words)) - 1
    n = len(text)
    spans = [(0, n)] if whole or n <= 2 * _KEY_WINDOW else [(0, _KEY_WINDOW), (n - _KEY_WINDOW, n)]
    hits: dict[str, list[int]] = {word: [] for word in words}
    for lo, hi in spans:
        for piece_start in range(lo, hi, _SCAN_PIECE):
            waiting = [w for w in words if len(hits[w]) < limit]
            if not waiting:
                break
            piece_end = min(piece_start + _SCAN_PIECE, hi)
            lower = _lower(text[piece_start:min(piece_end + overlap, n)])
            for word in waiting:
                hits[word] += _hits_in(lower, word, piece_start, piece_end - piece_start, limit - len(hits[word]))
    # Words with `limit` hits from the front may have more: their last `limit`, from the end back.
    for word in words:
        if len(hits[word]) == limit:
            stop = hits[word][-1]
            hits[word] += sorted(p for p in _hits_back(text, word, stop, spans[-1][1], limit, overlap) if p > stop)
    return hits


def _hits_in(lower: str, word: str, offset: int, end: int, limit: int) -> list[int]:
    """Up to ``limit`` positions (plus ``offset``) where ``word`` starts before ``end`` in the
    lower-cased piece, negated ones ("errors=0" on every line) left out."""
    found: list[int] = []
    position = lower.find(word)
    while position != -1 and position < end and len(found) < limit:
        if not _negated_at(lower, position, len(word)):
            found.append(offset + position)
        position = lower.find(word, position + 1)
    return found


def _hits_back(text: str, word: str, stop: int, end: int, limit: int, overlap: int) -> list[int]:
    """Up to ``limit`` positions of ``word`` after ``stop``, scanning back from ``end``."""
    tail: list[int] = []
    piece_end = end
    while piece_end > stop + 1 and len(tail) < limit:
        piece_start = max(piece_end - _SCAN_PIECE, stop + 1)
        lower = _lower(text[piece_start:min(piece_end + overlap, len(text))])
        position = lower.rfind(word, 0, piece_end - piece_start + len(word) - 1)
        while position != -1 and len(tail) < limit:
            if position < piece_end - piece_start and not _negated_at(lower, position, len(word)):
                tail.append(piece_start + position)
            position = lower.rfind(word, 0, position + len(word) - 1) if position > 0 else -1
        piece_end = piece_start
    return tail


def _negated_at(lower: str, position: int, length: int) -> bool:
    """Whether the key word at ``position`` says that nothing went wrong ("0 errors", "failed=0")."""
    lo, hi = max(position - 12, 0), position + length + 6
    lo = lower.rfind("\n", lo, position) + 1 or lo  # within its own line
    end = lower.find("\n", position, hi)
    return _NEGATED.search(lower, lo, hi if end < 0 else end) is not None


def _lower(piece: str) -> str:
    """``piece.lower()`` with the same length (a few characters lower to two)."""
    lower = piece.lower()
    if len(lower) == len(piece):
        return lower
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in piece)


def _render_extract(text: str, header: str, picked: dict[int, str], n_lines: int, max_chars: int) -> str:
    """The summary: the header, then the picked lines in order, numbered unless they are part of
    the first or last lines, with ``...`` where lines were left out."""
    starts = sorted(picked)
    numbers, line, previous = [], 1, 0
    for start in starts:  # line numbers by counting newlines between picked lines: one pass
        line += text.count("\n", previous, start)
        numbers.append(line)
        previous = start
    out = [header]
    lead = 0  # the picked lines 1, 2, 3... are the head: shown without numbers
    while lead < len(numbers) and numbers[lead] == lead + 1:
        lead += 1
    trail = len(numbers)  # ...and those that end at the last line, the tail
    while trail > lead and numbers[trail - 1] == n_lines - (len(numbers) - trail):
        trail -= 1
    for k, (number, start) in enumerate(zip(numbers, starts)):
        if number != (numbers[k - 1] + 1 if k else 1):
            out.append("...")
        out.append(picked[start] if k < lead or k >= trail else f"{number}: {picked[start]}")
    if not numbers or numbers[-1] != n_lines:
        out.append("...")
    return "\n".join(out)[:max_chars]


#: Outputs up to this size are parsed for their JSON shape (a parse costs about 10x the text).
_JSON_SHAPE_MAX = 5_000_000


def _json_shape(text: str) -> str:
    """``; JSON object with keys a, b`` or ``; JSON array of 300 items`` when ``text`` parses."""
    if len(text) > _JSON_SHAPE_MAX or text[:1000].lstrip()[:1] not in ("[", "{"):
        return ""
    try:
        data = json.loads(text)
    except ValueError:
        return ""
    if isinstance(data, dict):
        keys = list(data)[:12]
        more = f" (+{len(data) - 12} more)" if len(data) > 12 else ""
        return f"; JSON object with keys: {', '.join(map(str, keys))}{more}"
    if isinstance(data, list):
        first = data[0] if data else None
        inner = f" of objects with keys: {', '.join(map(str, list(first)[:8]))}" if isinstance(first, dict) else ""
        return f"; JSON array of {len(data):,} items{inner}"
    return ""


# ============================================================================================
# LLM callables: summarizers backed by a real model
# ============================================================================================


def openai_summarizer(
    model: str,
    *,
    base_url: str | None = None,
    api_key: str | None = None,
    timeout: float = 60,
    max_output_tokens: int | None = None,
    temperature: float = 0.3,
    retries: int = 2,
    session: Any = None,
    max_tokens: int | None = None,
) -> Callable[[str], str]:
    """A summarizer (``str -> str``) backed by any OpenAI-compatible chat-completions server.

    ``base_url`` defaults to ``$OPENAI_BASE_URL``, else ``https://api.openai.com/v1``;
    ``api_key`` to ``$OPENAI_API_KEY`` (none is sent when there is none: local servers need
    none). Servers: OpenAI ``https://api.openai.com/v1``, Ollama ``http://localhost:11434/v1``,
    vLLM ``http://localhost:8000/v1``, llama.cpp server ``http://localhost:8080/v1``, LM Studio
    ``http://localhost:1234/v1``. Connection errors, timeouts, 429 and 5xx are retried
    ``retries`` times with exponential backoff (honouring ``Retry-After``, in seconds or as an
    HTTP date; anything else is ignored); anything else, or a response without a text, raises
    :class:`SummarizerError` with the status and a trimmed body: every failure is a
    ``SummarizerError``. ``timeout`` is the deadline of the whole call, connection, headers,
    body, retries and waits included: a ``Retry-After`` past it, or a server that drips its
    headers or trickles its body, ends the call at the deadline (the request runs in a daemon
    thread that is abandoned then). A redirect is followed only within the origin of
    ``base_url`` (the prompt holds tool outputs: it is never re-sent to another host).

    The API key never appears in an error, its cause or context, a log line or the repr: a key
    that cannot be sent as a header value (a character outside latin-1, a control character
    inside it) is a ``ValueError`` at construction, and an echoed key is scrubbed in the forms
    servers write it (raw, JSON- or HTML-escaped, ``\\/``, percent-encoded, wrapped across
    lines, decoded with replacement characters). ``requests`` is imported here: without it, an
    ``ImportError`` that says how to install it.

    >>> summarize = openai_summarizer("gpt-4o-mini", base_url="http://localhost:11434/v1", api_key="sk-secret")
    >>> summarize
    openai_summarizer('gpt-4o-mini', base_url='http://localhost:11434/v1', timeout=60, max_output_tokens=500)
    """
    if not isinstance(model, str) or not model:
        raise ValueError(f"expected a non-empty str for model, not {model!r}")
    for name, value in (("timeout", timeout), ("temperature", temperature)):
        positive = name == "timeout"
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0 or (positive and value == 0):
            kind = "positive" if positive else "non-negative"
            raise ValueError(f"expected a {kind} number for {name}, not {value!r}")
    max_output_tokens, name = _spelling("max_output_tokens", max_output_tokens, "max_tokens", max_tokens, 500)
    _check_positive_int(name, max_output_tokens)
    _check_non_negative_int("retries", retries)
    base = (base_url or os.environ.get("OPENAI_BASE_URL") or "https://api.openai.com/v1").rstrip("/")
    if not base.startswith(("http://", "https://")):
        raise ValueError(f"expected an http(s) URL for base_url, not {base!r}")
    key = api_key if api_key is not None else os.environ.get("OPENAI_API_KEY")
    if key is not None:
        _check_key(key)
    try:  # said here, once, not as a summary that quietly falls back on every call
        import requests  # noqa: F401
    except ImportError:
        raise ImportError("openai_summarizer needs the requests package: python -m pip install requests") from None
    return _OpenAISummarizer(model, base, key, float(timeout), max_output_tokens, float(temperature), retries, session)


def _transport_failure(error: BaseException) -> tuple[str, str]:
    """(kind, detail) of a failed request: any layer's timeout (requests', urllib3's read or
    connect timeout, the socket's, sometimes wrapped in requests' ConnectionError) is said as
    ``Timeout`` in plain words; urllib3's text repeats the pool's host and port, which the URL
    before it already names. Under load the socket's read timeout fires just before the deadline's
    own, so both must read the same."""
    seen: list[BaseException] = []
    cause: Any = error
    while isinstance(cause, BaseException) and cause not in seen and len(seen) < 8:
        seen.append(cause)
        inner = cause.args[0] if cause.args and isinstance(cause.args[0], BaseException) else None
        cause = inner or getattr(cause, "reason", None) or cause.__cause__ or cause.__context__
    for one in seen:
        # The class's own name, not its bases: urllib3's NewConnectionError (a refused connection)
        # derives from ConnectTimeoutError.
        if isinstance(one, TimeoutError) or "timeout" in type(one).__name__.lower():  # 3.9: socket.timeout
            if type(one).__module__.startswith("requests") and "Pool" not in str(one):
                return "Timeout", str(one)  # ours (the deadline) or requests' own plain words
            connecting = "connect" in f"{type(one).__name__} {one}".lower()
            what = "connecting" if connecting else "reading"
            return "Timeout", f"the server sent nothing for too long while {what}"
    return type(error).__name__, str(error)


def _check_key(key: Any) -> None:
    """A key must be a str that can be sent as a header value (latin-1, no control character
    inside): else requests fails deep inside, with ``Bearer <key>`` in the exception."""
    if not isinstance(key, str):
        raise TypeError(f"expected a str for api_key, not {type(key).__name__}")
    bad = next((c for c in key.strip() if ord(c) > 0xFF or ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0), None)
    if bad is not None:  # the error names the character, never the key
        raise ValueError(f"expected an api_key that can be sent as an HTTP header value, not one holding "
                         f"U+{ord(bad):04X} (a control character or one outside latin-1)")


@dataclasses.dataclass(eq=False, repr=False)
class _OpenAISummarizer:
    """The callable :func:`openai_summarizer` returns; holds the key out of every message."""

    #: Seconds before the first retry; doubled each time, and at most _MAX_BACKOFF.
    BACKOFF: ClassVar[float] = 0.5
    _MAX_BACKOFF: ClassVar[float] = 30.0

    model: str
    base_url: str
    _key: str | None
    timeout: float
    max_output_tokens: int
    temperature: float
    retries: int
    _session: Any
    calls: int = 0  # requests sent, retries included
    _key_pattern: Any = dataclasses.field(default=None, init=False)  # built on the first error

    def __repr__(self) -> str:
        return (f"openai_summarizer({self.model!r}, base_url={self.base_url!r}, timeout={self.timeout:g}, "
                f"max_output_tokens={self.max_output_tokens})")

    max_tokens = _alias("max_output_tokens")

    def __call__(self, prompt: str) -> str:
        _check_str("prompt", prompt)
        try:
            import requests
        except ImportError:
            raise ImportError("openai_summarizer needs the requests package: python -m pip install requests") from None
        url = f"{self.base_url}/chat/completions"
        try:
            return self._call(requests, prompt, url)
        except SummarizerError as error:
            failure = str(error)  # already scrubbed
        except Exception as error:  # noqa: BLE001 - every failure is a SummarizerError, scrubbed of the key
            failure = self._message(f"{url}: {type(error).__name__}: ", str(error))
        # Raised here, outside the except clauses: no __context__ chain that may hold the key.
        raise SummarizerError(failure)

    def _call(self, requests: Any, prompt: str, url: str) -> str:
        session = self._session or requests
        headers = {"Content-Type": "application/json"}
        if self._key and self._key.strip():
            headers["Authorization"] = f"Bearer {self._key.strip()}"
        body = {"model": self.model, "messages": [{"role": "user", "content": prompt}],
                "max_tokens": self.max_output_tokens, "temperature": self.temperature}
        deadline = time.monotonic() + self.timeout
        for attempt in range(self.retries + 1):
            self.calls += 1
            last = attempt == self.retries
            try:
                status, text, retry_after = self._post(session, url, body, headers, deadline)
            except SummarizerError:
                raise
            except Exception as error:  # noqa: BLE001 - a transport failure of any layer (requests, urllib3, socket)
                if last or deadline - time.monotonic() <= 0:
                    kind, detail = _transport_failure(error)
                    raise SummarizerError(self._message(
                        f"{url}: {kind} after {attempt + 1} attempt(s) in {self.timeout:g} s: ", detail)) from None
                self._sleep(attempt, None, deadline)
                continue
            if status == 429 or status >= 500:
                wait = self._delay(attempt, retry_after)
                if last or time.monotonic() + wait >= deadline:
                    why = "" if last else f" (the server asks to wait {wait:g} s, past the {self.timeout:g} s deadline)"
                    raise SummarizerError(self._message(f"{url}: HTTP {status} after {attempt + 1} attempt(s){why}: ",
                                                        text))
                self._sleep(attempt, retry_after, deadline)
                continue
            return self._answer(url, status, text)
        raise AssertionError("unreachable")  # the loop returns or raises

    def _post(self, session: Any, url: str, body: dict[str, Any], headers: dict[str, Any],
              deadline: float) -> tuple[int, str, Any]:
        """One request within what is left of ``deadline``, headers included (requests' timeout
        bounds each read, so a server dripping a byte a second would hold it for ever): it runs
        in a daemon thread, abandoned at the deadline. (status, body text, Retry-After)."""
        import requests

        left = deadline - time.monotonic()
        if left <= 0:
            raise requests.Timeout("the deadline passed")
        try:
            result: tuple[int, str, Any] = _call_with_deadline(
                lambda _: self._exchange(session, url, body, headers, deadline), "", left, None)
        except _DeadlinePassed:
            raise requests.Timeout(f"no complete answer within the {self.timeout:g} s deadline") from None
        return result

    def _exchange(self, session: Any, url: str, body: dict[str, Any], headers: dict[str, Any],
                  deadline: float) -> tuple[int, str, Any]:
        """Send and read one request, following at most 5 redirects within the origin."""
        import urllib.parse

        for _ in range(6):
            left = max(deadline - time.monotonic(), 0.001)
            response = session.post(url, json=body, headers=headers, timeout=left, stream=True, allow_redirects=False)
            location = response.headers.get("Location")
            if response.status_code not in (301, 302, 303, 307, 308) or not location:
                return response.status_code, self._read(response, deadline), response.headers.get("Retry-After")
            response.close()
            target = urllib.parse.urljoin(url, location)
            if _origin(target) != _origin(self.base_url):
                raise SummarizerError(f"{url}: HTTP {response.status_code} redirect to another origin "
                                      f"({_one_line(_origin(target), 80)}) refused: the prompt is not sent there")
            url = target
        raise SummarizerError(f"{url}: more than 5 redirects")

    def _answer(self, url: str, status: int, text: str) -> str:
        """The completion's text from a final response; SummarizerError for anything else."""
        if status != 200:
            raise SummarizerError(self._message(f"{url}: HTTP {status}: ", text))
        try:
            answer = json.loads(text)["choices"][0]["message"]["content"]
        except (ValueError, KeyError, IndexError, TypeError):
            raise SummarizerError(self._message(f"{url}: malformed response: ", text)) from None
        if not isinstance(answer, str) or not answer.strip():
            raise SummarizerError(self._message(f"{url}: the response has no text: ", text))
        return answer.strip()

    @staticmethod
    def _read(response: Any, deadline: float) -> str:
        """The body, read in chunks until ``deadline`` (a trickling server cannot hold the call)."""
        import requests

        chunks, size = [], 0
        raw = getattr(response, "raw", None)
        read1 = getattr(raw, "read1", None)  # urllib3 2: whatever has arrived, without waiting for more
        if callable(read1):
            iterate = iter(lambda: read1(65_536, decode_content=True), b"")
        elif callable(getattr(response, "iter_content", None)):
            iterate = response.iter_content(chunk_size=1_024)
        else:  # a test double or a session without streaming
            return str(response.text)
        for chunk in iterate:
            chunks.append(chunk)
            size += len(chunk)
            if time.monotonic() > deadline:
                response.close()
                raise requests.Timeout("the answer did not arrive before the deadline")
            if size > _MAX_RESPONSE:
                response.close()
                raise requests.RequestException(f"the answer is over {_MAX_RESPONSE:,} bytes")
        body = b"".join(c if isinstance(c, bytes) else str(c).encode() for c in chunks)
        return body.decode(response.encoding or "utf-8", "replace")

    def _delay(self, attempt: int, retry_after: str | None) -> float:
        """Seconds to wait before the next attempt: ``Retry-After`` when it is a usable number
        of seconds or an HTTP date, else exponential backoff."""
        delay = float(min(self.BACKOFF * 2 ** attempt, self._MAX_BACKOFF))
        if retry_after is None:
            return delay
        try:
            seconds = float(retry_after)
        except (TypeError, ValueError):
            try:
                import email.utils
                when = email.utils.parsedate_to_datetime(str(retry_after))
                seconds = when.timestamp() - time.time()
            except (TypeError, ValueError, IndexError, OverflowError):
                return delay
        return max(seconds, 0.0) if math.isfinite(seconds) else delay

    def _sleep(self, attempt: int, retry_after: str | None, deadline: float) -> None:
        delay = min(self._delay(attempt, retry_after), max(deadline - time.monotonic(), 0.0))
        _log.info("summarizer call failed, retrying in %.1f s", delay)
        time.sleep(delay)

    def _message(self, head: str, detail: str) -> str:
        """``head`` and ``detail`` scrubbed of the key, then the detail trimmed (scrubbing first:
        a key cut in half by the trim would leak its half). Only the detail's head is read (a
        body may be 20 MB): what may hold a key cut by that first cut is dropped after scrubbing."""
        reach = 100 * len((self._key or "").strip())  # the longest form of the key _key_pattern matches
        if len(detail) > 2_000 + 2 * reach:
            detail = self._scrub(detail[:2_000 + 2 * reach])[:-reach or None]
        else:
            detail = self._scrub(detail)
        return self._scrub(head) + _one_line(detail, 300)

    def _scrub(self, text: str) -> str:
        key = (self._key or "").strip()
        if len(key) < 4:
            return text
        if self._key_pattern is None:
            self._key_pattern = _key_pattern(key)
        return str(self._key_pattern.sub("***", text))


def _origin(url: str) -> tuple[str, str, int | None]:
    """(scheme, host, port) of ``url``, the default port made explicit."""
    import urllib.parse

    parts = urllib.parse.urlsplit(url)
    try:
        port = parts.port
    except ValueError:
        port = -1
    return parts.scheme.lower(), (parts.hostname or "").lower(), port or {"http": 80, "https": 443}.get(parts.scheme)


def _key_pattern(key: str) -> re.Pattern[str]:
    """A regex matching ``key`` as servers echo it: each character raw or escaped (JSON
    ``\\uXXXX`` and ``\\/``, Python ``\\xXX``, HTML ``&#N;``/``&#xH;``/named, percent-encoded),
    whitespace or an escaped line break between characters (a wrapped line), and the whole key
    as it reads after a wrong decoding (latin-1 bytes read as UTF-8 with replacement characters,
    UTF-8 read as latin-1). Case-insensitive: scrubbing a little more is harmless."""
    variants = {key, key.encode("latin-1", "replace").decode("utf-8", "replace"),
                key.encode("utf-8").decode("latin-1")}
    glue = r"(?:\s{1,16}|\\[rnt]|<br\s?/?>|&#1[03];|&#x[ad];|%0[ad]){0,4}"
    return re.compile("|".join(glue.join(_char_forms(c) for c in variant) for variant in sorted(variants)),
                      re.IGNORECASE)


#: How HTML escapes the characters a key may hold, beyond numeric references.
_HTML_NAMES = {"&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos", "/": "sol", "=": "equals", "+": "plus",
               "-": "hyphen", ":": "colon", ".": "period", "_": "lowbar", " ": "nbsp"}


def _char_forms(c: str) -> str:
    """A regex for one character of a key in any of the forms :func:`_key_pattern` lists."""
    o = ord(c)
    forms = [re.escape(c), rf"\\u0{{0,4}}{o:x}", rf"&#0{{0,4}}{o};", rf"&#x0{{0,4}}{o:x};",
             "".join(f"%{b:02x}" for b in c.encode())]
    if o < 0x100:
        forms += [rf"\\x{o:02x}", f"%{o:02x}"]
    if o >= 0x80:  # a byte that is no UTF-8 on its own reads as U+FFFD
        forms.append("\ufffd")
    if c in "/\\\"'":
        forms.append(re.escape("\\" + c))
    if c in _HTML_NAMES:
        forms.append(f"&{_HTML_NAMES[c]};")
    if c == " ":
        forms.append(r"\+")
    return "(?:" + "|".join(forms) + ")"


#: The largest answer body read from a summarizer server.
_MAX_RESPONSE = 20_000_000


# ============================================================================================
# CLI
# ============================================================================================


def main(argv: list[str] | None = None) -> int:
    """The ``ctxkit`` command: ``compact`` a conversation, ``summarize`` a tool output,
    ``inspect`` a conversation, ``count`` tokens.

    >>> main(["--version"])  # doctest: +ELLIPSIS
    ctxkit ...
    0
    """
    import argparse

    parser = argparse.ArgumentParser(
        prog="ctxkit",
        description="Keep an LLM agent's context window small, valid and cheap.",
        epilog=_exit_codes(), formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("-v", "--verbose", action="store_true", help="also print ctxkit's log messages")
    common = argparse.ArgumentParser(add_help=False)  # -v after the command works too
    common.add_argument("-v", "--verbose", action="store_true", default=argparse.SUPPRESS,
                        help="also print ctxkit's log messages")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    add_parser = functools.partial(commands.add_parser, parents=[common], epilog=_exit_codes("compact"),
                                   formatter_class=argparse.RawDescriptionHelpFormatter)
    compact = add_parser(
        "compact", help="summarize large tool outputs and fit a conversation into a token budget",
        description="Summarize large tool outputs (progressive output), then run default_pipeline(BUDGET). "
                    "Writes the compacted messages as JSON (stdout, or -o) and a report on stderr.")
    compact.add_argument("conversation", metavar="CONVERSATION",
                         help="a JSON list of messages, a request body (OpenAI chat, Anthropic Messages or Responses: "
                              "written back with only its messages changed), or JSONL (- for stdin)")
    compact.add_argument("--budget", type=int, default=32_000, help="the token budget (default 32000)")
    compact.add_argument("-o", "--output", metavar="OUT",
                         help="write the compacted JSON here, only if the run succeeds "
                              "(over --budget it is still written, and the exit status is 3)")
    compact.add_argument("--dry-run", action="store_true",
                         help="print only the report: what would change, where the prompt cache breaks")
    compact.add_argument("--max-summary", type=int, default=2_000,
                         help="tool outputs above this many characters are summarized (default 2000)")
    compact.add_argument("--cache", metavar="PATH",
                         help="keep the full tool outputs in this SQLite file (ctxkit.SqliteStore; default: OUT "
                              "+ '.outputs.sqlite', or ctxkit-outputs.sqlite when writing to stdout); read them "
                              "back with `ctxkit read PATH HANDLE`")
    _add_summarizer_options(compact)
    compact.add_argument("--profile", help=f"estimator profile: {', '.join(sorted(_PROFILES))} "
                                           "(default: from --model, else o200k)")
    summarize = add_parser("summarize", help="summarize one tool output (a file, - for stdin)",
                           description="Print the summary of one tool output: extractive (shape, head, tail, key "
                                       "lines; no LLM) or written by an OpenAI-compatible server.",
                           epilog=_exit_codes("summarize"))
    summarize.add_argument("file", metavar="FILE", help="the tool output; - reads stdin")
    summarize.add_argument("--max-chars", type=int, default=500, help="size of the extractive summary (default 500)")
    _add_summarizer_options(summarize)
    count = add_parser("count", help="estimate the tokens of files (- for stdin)",
                       description="Print the estimated tokens of each file (the char heuristic of a profile), "
                                   "and their total.", epilog=_exit_codes("count"))
    count.add_argument("files", nargs="*", metavar="FILE", help="files to count; none or - reads stdin")
    _add_profile_options(count)
    inspect = add_parser(
        "inspect", help="token breakdown, largest messages and validity of a conversation",
        description="Report a conversation's tokens per role and per tool, its largest messages and whether "
                    "the provider of its dialect would accept it.", epilog=_exit_codes("inspect"))
    inspect.add_argument("conversation", metavar="CONVERSATION",
                         help="a JSON list of messages, a request body, or JSONL (- for stdin)")
    inspect.add_argument("--top", type=int, default=5, help="how many of the largest messages to list (default 5)")
    inspect.add_argument("--json", action="store_true", help="print the report as JSON")
    _add_profile_options(inspect)
    read = add_parser(
        "read", help="read a full tool output back from a compact --cache file, as __get_full_output does",
        epilog=_exit_codes("read"),
        description="Answer one __get_full_output call from the SQLite file compact kept the full outputs in: "
                    "a page of the output under HANDLE, or the lines matching --pattern.")
    read.add_argument("cache", metavar="CACHE", help="the SQLite file compact named in its report")
    read.add_argument("handle", metavar="HANDLE", help="the handle a note or the digest names")
    read.add_argument("--offset", type=int, default=0, help="first character of the page (default 0)")
    read.add_argument("--limit", type=int, default=None, help="characters in the page (default 8000)")
    read.add_argument("--pattern", help="a regular expression (plain text where the regex package is not "
                                        "installed): print only the matching lines")
    args = parser.parse_args(argv)
    if args.version:
        print(f"ctxkit {__version__}")
        return 0
    # The commands report what matters themselves; the library's warnings (a summarizer that
    # failed, already reported as an error) would only add noise unless asked for.
    quiet = logging.NullHandler() if not args.verbose else None
    if quiet is not None:
        _log.addHandler(quiet)
        _log.propagate = False
    import warnings

    def show(message: Warning | str, *_: Any, **__: Any) -> None:  # one line of the command's, not Python's
        print(f"ctxkit: warning: {message}", file=sys.stderr)

    saved_show, warnings.showwarning = warnings.showwarning, show
    try:
        if args.command == "compact":
            return _cli_compact(args)
        if args.command == "summarize":
            return _cli_summarize(args)
        if args.command == "count":
            return _cli_count(args.files or ["-"], _cli_estimator(args))
        if args.command == "read":
            return _cli_read(args)
        if args.command == "inspect":
            if args.top < 0:
                raise _UsageError(f"expected a non-negative int for --top, not {args.top}")
            return _cli_inspect(args.conversation, args.top, args.json, args)
    except _UsageError as error:
        print(f"ctxkit: error: {error}", file=sys.stderr)
        return 2
    except _RunError as error:
        print(f"ctxkit: error: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("ctxkit: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `ctxkit inspect x.json | head`: not an error
        return 0
    finally:
        warnings.showwarning = saved_show
        if quiet is not None:
            _log.removeHandler(quiet)
            _log.propagate = True
    parser.print_help()
    return 2


#: The CLI's exit status when the compacted result is still over --budget (it is written anyway).
_EXIT_OVER_BUDGET = 3
def _exit_codes(command: str | None = None) -> str:
    """The ``exit status`` epilog of one command (only the codes it returns, with its own kinds
    of unreadable input), or of the ``ctxkit`` command as a whole."""
    name = command or ""
    codes = {"summarize": "012", "count": "02", "inspect": "02", "read": "02"}.get(name, "0123")
    unreadable = {"summarize": "not UTF-8, empty", "count": "a missing file, not UTF-8",
                  "read": "a missing file, an unknown handle"}.get(name, "not UTF-8, empty, not JSON, not messages")
    lines = {"0": "done", "1": "the summarizer or the output file failed (nothing written)",
             "2": f"bad usage or unreadable input: {unreadable} (nothing written)",
             "3": "compact: the result is over --budget (written anyway; a warning says why)"}
    return "\n".join(["exit status:"] + [f"  {code}    {lines[code]}" for code in codes] + ["  130  interrupted"])


class _UsageError(CtxkitError):
    """Bad input on the command line: reported in one line, exit code 2."""


class _RunError(CtxkitError):
    """A failure while running (an unreachable summarizer, an unwritable file): exit code 1."""


def _add_summarizer_options(parser: Any) -> None:
    parser.add_argument("--summarizer", choices=("extractive", "openai"), default="extractive",
                        help="extractive (offline, the default) or openai (any OpenAI-compatible server)")
    parser.add_argument("--base-url", help="the server for --summarizer openai (default $OPENAI_BASE_URL)")
    parser.add_argument("--model", help="the model: for --summarizer openai, and to pick the estimator profile")


def _cli_summarizer(args: Any, max_chars: int = 500) -> tuple[Callable[[str], str], list[BaseException]]:
    """The summarizer the options ask for, and a list that collects its failures."""
    if args.summarizer == "extractive":
        return extractive_summarizer(max_chars), []
    if not args.model:
        raise _UsageError("--summarizer openai needs --model")
    try:
        llm = openai_summarizer(args.model, base_url=args.base_url)
    except ValueError as error:
        raise _UsageError(str(error)) from None
    failures: list[BaseException] = []

    def summarize(prompt: str) -> str:
        try:
            return llm(prompt)
        except Exception as error:
            failures.append(error)
            raise

    summarize.__qualname__ = repr(llm)
    return summarize, failures


class _Progress:
    """``\r``-updated progress on stderr, only on a terminal and only after the first second."""

    def __init__(self, label: str) -> None:
        self.label, self.start, self.shown, self.last = label, time.monotonic(), False, 0.0
        self.enabled = sys.stderr.isatty()

    def __call__(self, done: int, total: int) -> None:
        now = time.monotonic()
        if self.enabled and now - self.start > 1.0 and now - self.last > 0.1:
            sys.stderr.write(f"\rctxkit: {self.label} {done:,}/{total:,}")
            sys.stderr.flush()
            self.shown, self.last = True, now

    def done(self) -> None:
        if self.shown:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()


def _cli_compact(args: Any) -> int:
    if args.budget <= 0:
        raise _UsageError(f"expected a positive int for --budget, not {args.budget}")
    if args.max_summary <= 0:
        raise _UsageError(f"expected a positive int for --max-summary, not {args.max_summary}")
    if args.output and not os.path.isdir(os.path.dirname(os.path.abspath(args.output))):
        # said before any work, and of the option the user passed (the store beside it would fail first)
        raise _UsageError(f"cannot write -o {args.output}: no folder {os.path.dirname(os.path.abspath(args.output))}")
    conversation = _load_conversation(args.conversation, _Progress("reading"))
    messages = conversation.messages
    estimator = _cli_estimator(args, conversation.model)
    summarize, failures = _cli_summarizer(args)
    store, derived = None, False
    if args.cache is None and not args.dry_run:  # kept by default: the notes must lead somewhere
        args.cache, derived = f"{args.output}.outputs.sqlite" if args.output else "ctxkit-outputs.sqlite", True
    if args.cache:
        try:
            store = SqliteStore(args.cache)
        except (ValueError, OSError) as error:
            where = (f" (the default store {'beside -o' if args.output else 'of stdout'}; choose another with --cache)"
                     if derived else "")
            raise _UsageError(f"cannot use {'' if derived else '--cache '}{args.cache}{where}: {error}") from None
    try:
        progressive = ProgressiveTransformer(summarize, args.max_summary, store=store)
        progress = _Progress("summarizing tool outputs")
        summarized = progressive.transform_messages(messages, on_progress=progress)
        progress.done()
        if failures:
            raise _RunError(f"the summarizer failed: {_short_error(failures[0])}")
        pipeline = default_pipeline(args.budget, summarize=summarize if args.summarizer == "openai" else None,
                                    profile=estimator.profile, cache=progressive.cache)
        # The request's tools and top-level system count against the budget too, with the
        # retriever tool the result may declare.
        body = conversation.body(summarized)
        body["tools"] = [*(body.get("tools") or []), conversation.retriever_definition(progressive.retriever_tool())]
        cx = TransformContext.for_request(body, model_id=args.model or conversation.model, estimator=estimator)
        out = apply_transforms(pipeline, summarized, cx)
        if failures:
            raise _RunError(f"the summarizer failed: {_short_error(failures[0])}")
        report = _compact_report(messages, summarized, out, estimator, args.budget, progressive, args.cache,
                                 conversation.dialect, cx.reserved_tokens)
        report += conversation.declare_retriever(out, progressive.retriever_tool())
    finally:
        if store is not None:
            store.close()
    total = estimator.estimate_request(conversation.body(out))
    over = (f"ctxkit: warning: the result is ~{total:,} tokens, over --budget {args.budget:,}: its pinned "
            "messages (system, first and latest user turn) and the request's tools do not fit" if total > args.budget
            else None)
    if args.dry_run:
        print(report, file=sys.stderr)
    else:
        data = conversation.dump(out) + "\n"
        if args.output:
            _write_atomically(args.output, data)
        else:
            sys.stdout.write(data)
        print(report, file=sys.stderr)
    if over:
        print(over, file=sys.stderr)
        return _EXIT_OVER_BUDGET
    return 0


def _cli_read(args: Any) -> int:
    if not os.path.isfile(args.cache):
        raise _UsageError(f"cannot read {args.cache}: no such file")
    try:
        store = SqliteStore(args.cache)
    except (ValueError, OSError) as error:
        raise _UsageError(f"cannot use {args.cache}: {error}") from None
    with store:
        arguments = {"handle": args.handle, "offset": args.offset, "limit": args.limit, "pattern": args.pattern}
        answer = FullOutputRetriever(OutputCache(store))({k: v for k, v in arguments.items() if v is not None})
    prefix = "[__get_full_output error: "
    if answer.startswith(prefix):  # the model's wording, as a command's error: one line on stderr
        raise _UsageError(answer[len(prefix):].rstrip("]"))
    print(answer)
    return 0


def _write_atomically(path: str, data: str) -> None:
    """Write to a temporary file beside ``path``, then rename: ``path`` is whole or untouched."""
    import tempfile

    folder = os.path.dirname(os.path.abspath(path))
    try:
        handle, temporary = tempfile.mkstemp(prefix=".ctxkit-", dir=folder)
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(data)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)  # mkstemp makes it 0600; give it a normal file's mode
        os.replace(temporary, path)
    except OSError as error:
        raise _RunError(f"cannot write {path}: {error.strerror or error}") from None


def _compact_report(before: list[Message], middle: list[Message], after: list[Message],
                    estimator: CharHeuristicEstimator, budget: int, progressive: ProgressiveTransformer,
                    cache_path: str | None = None, dialect: str | None = None, reserved: int = 0) -> str:
    summarized = sum(1 for a, b in zip(before, middle) if a is not b)
    results_before = sum(1 for m in middle if _is_tool_result(m))
    results_after = [m for m in after if _is_tool_result(m)]
    kept_ids = {id(m) for m in middle}
    rewritten = sum(1 for m in results_after if id(m) not in kept_ids)
    roles_before, roles_after = _tokens_by_role(before, estimator), _tokens_by_role(after, estimator)
    lines = [(f"ctxkit compact: {len(before)} -> {len(after)} messages, "
              f"~{estimator.estimate_messages(before):,} -> ~{estimator.estimate_messages(after):,} tokens "
              f"(budget {budget:,}, profile {estimator.profile})")]
    for role in roles_before:
        lines.append(f"  {role:<20} {roles_before[role]:>9,} -> {roles_after.get(role, 0):>9,} tokens")
    if reserved:
        # the retriever tool is counted whether or not the result names a handle: room is left for it
        lines.append(f"  outside the messages: {reserved:,} tokens (tools, top-level system, the "
                     f"{FullOutputRetriever.name} tool it may declare), room left for them")
    where = (f"full text in --cache {cache_path}, under the handles the notes name: ctxkit read {cache_path} "
             "HANDLE" if cache_path else "full text not kept by a dry run")
    calls = progressive.summarizer_calls
    lines.append(f"  tool outputs summarized: {summarized} ({where}; {calls} summarizer call{'s' * (calls != 1)})")
    lines.append(f"  tool results dropped: {results_before - len(results_after)}, "
                 f"clipped or cleared: {rewritten}")
    return "\n".join(lines + _cache_and_validity(before, after, dialect))


def _cache_and_validity(before: list[Message], after: list[Message], dialect: str | None) -> list[str]:
    """The report's last lines: where the prompt cache breaks, and whether the result is valid."""
    first = _first_difference(before, after)
    dialect = dialect or _dialect_of(after)
    problems = validate_messages(after, dialect)
    return ["  prompt cache: unchanged" if first is None else
            f"  prompt cache: breaks at message {first} (the first {first} messages are unchanged)",
            f"  valid ({dialect}): yes" if not problems else f"  valid ({dialect}): NO, {problems[0]}"]


def _tokens_by_role(messages: list[Message], estimator: CharHeuristicEstimator) -> dict[str, int]:
    totals: dict[str, int] = {}
    for message in messages:
        role = str(message.get("role") or message.get("type"))  # a Responses item without a role: its type
        totals[role] = totals.get(role, 0) + estimator.estimate_messages([message]) - _REQUEST_OVERHEAD
    return totals


def _cli_summarize(args: Any) -> int:
    if args.max_chars <= 0:
        raise _UsageError(f"expected a positive int for --max-chars, not {args.max_chars}")
    text = _read_text(args.file, strict=True)
    if not text.strip():
        raise _UsageError(f"{args.file} is empty: nothing to summarize")
    summarize, _ = _cli_summarizer(args, args.max_chars)
    try:
        summary = summarize(text if args.summarizer == "extractive" else _fill(DEFAULT_SUMMARY_PROMPT, text))
    except Exception as error:  # noqa: BLE001 - reported in one line
        raise _RunError(f"the summarizer failed: {_short_error(error)}") from None
    print(summary)
    return 0


def _add_profile_options(parser: Any) -> None:
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--profile", help=f"estimator profile: {', '.join(sorted(_PROFILES))} (default o200k)")
    group.add_argument("--model", help="pick the profile from a model id, e.g. gpt-4o-mini or claude-sonnet-4-5")


def _cli_estimator(args: Any, model: str = "") -> CharHeuristicEstimator:
    """The estimator of --profile, else of --model, else of the request body's ``model``."""
    if args.model is not None and not args.profile:
        return CharHeuristicEstimator.for_model(args.model)
    if model and not args.profile:
        return CharHeuristicEstimator.for_model(model)
    try:
        return CharHeuristicEstimator(args.profile or "o200k")
    except ValueError as error:
        raise _UsageError(str(error)) from None


def _read_text(path: str, strict: bool = False) -> str:
    """The text of ``path`` (``-``: stdin): UTF-8, strictly for a conversation (a usage error
    naming the first bad byte), with undecodable bytes replaced for a tool output to count."""
    try:
        if path == "-":
            stream = getattr(sys.stdin, "buffer", None)
            if stream is None:  # a text stream (tests, embedding): already decoded
                return sys.stdin.read()
            data: bytes = stream.read()
        else:
            with open(path, "rb") as handle:
                data = handle.read()
    except OSError as error:
        raise _UsageError(f"cannot read {path}: {error.strerror or error}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        if strict:
            raise _UsageError(f"{path} is not UTF-8 text (byte 0x{data[error.start]:02x} at offset "
                              f"{error.start:,})") from None
        return data.decode("utf-8", "replace")


def _cli_count(paths: list[str], estimator: CharHeuristicEstimator) -> int:
    total = 0
    progress = _Progress("counting files")
    for k, path in enumerate(paths):
        progress(k, len(paths))
        tokens = estimator.estimate(_read_text(path, strict=True))
        total += tokens
        progress.done()
        print(f"{tokens:>10,}  {path}")
    if len(paths) > 1:
        print(f"{total:>10,}  total")
    return 0


class _Conversation:
    """What the CLI read: the messages, and how to write them back in the same form."""

    def __init__(self, messages: list[Message], envelope: dict[str, Any] | None, key: str, jsonl: bool) -> None:
        self.messages, self.envelope, self.key, self.jsonl = messages, envelope, key, jsonl

    def body(self, messages: list[Message]) -> dict[str, Any]:
        """The request body with ``messages`` (a bare list is a body with messages only)."""
        return {**(self.envelope or {}), self.key: messages}

    def declare_retriever(self, messages: list[Message], retriever: FullOutputRetriever) -> str:
        """When ``messages`` name handles, the retriever tool joins the body's ``tools`` in its
        dialect's format (once); the report's line about it ("" when nothing names a handle)."""
        if not any(_HANDLE_IN_TEXT.search(_content_text(m.get("content", m.get("output")))) for m in messages):
            return ""
        if self.envelope is None:
            return (f"\n  the notes name handles: declare the {retriever.name} tool (ctxkit.FullOutputRetriever) "
                    "in your request's tools; this file is a bare list of messages")
        tools = list(self.envelope.get("tools") or [])
        names = {t.get("name") or (t.get("function") or {}).get("name") for t in tools if isinstance(t, Mapping)}
        if retriever.name not in names:
            self.envelope["tools"] = [*tools, self.retriever_definition(retriever)]
        return f"\n  tools: {retriever.name} declared in the request (the notes name handles)"

    def retriever_definition(self, retriever: FullOutputRetriever) -> dict[str, Any]:
        """The retriever tool in the format of this body's dialect."""
        dialect = self.dialect
        if dialect == "anthropic":
            return retriever.anthropic_tool()
        if dialect == "responses":
            return retriever.responses_tool()
        return retriever.openai_tool()

    def dump(self, messages: list[Message]) -> str:
        """``messages`` in the form they came in: the same envelope, a JSON list, or JSONL. A lone
        surrogate (``"\\ud800"``, common in traces written by JavaScript) cannot be written as
        UTF-8: then every non-ASCII character is escaped, and the file still reads back the same."""
        data = self.body(messages) if self.envelope is not None else messages
        for ascii_only in (False, True):
            if self.jsonl:
                text = "\n".join(json.dumps(m, ensure_ascii=ascii_only, allow_nan=False) for m in messages)
            else:
                text = json.dumps(data, indent=1, ensure_ascii=ascii_only, allow_nan=False)
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:
                continue
            break
        return text

    @property
    def dialect(self) -> str:
        """The envelope's dialect when it tells (Responses ``input``, Anthropic top-level
        ``system``), else what the messages look like."""
        if self.key == "input":
            return "responses"
        if self.envelope is not None and "system" in self.envelope:
            return "anthropic"
        return _dialect_of(self.messages)

    @property
    def model(self) -> str:
        model = (self.envelope or {}).get("model")
        return model if isinstance(model, str) else ""


def _load_conversation(path: str, progress: _Progress | None = None) -> _Conversation:
    """Read a conversation: a JSON list of messages, a request body (OpenAI chat or Anthropic
    ``{"model", "system", "messages", "tools"}``, Responses ``{"model", "instructions",
    "input", "tools"}``), or JSONL, one message a line. Strict UTF-8 and strict JSON (no NaN);
    anything else is a one-line usage error."""
    text = _read_text(path, strict=True)
    if not text.strip():
        raise _UsageError(f"{path} is empty: expected a JSON list of messages, a request body or JSONL")
    jsonl = False
    try:
        data = _strict_json(text)
    except json.JSONDecodeError as first_error:
        data, jsonl = _read_jsonl(path, text, first_error, progress), True
    envelope: Any = None
    key: str | None = "messages"
    if isinstance(data, Mapping):
        key = "messages" if isinstance(data.get("messages"), list) else "input" if isinstance(data.get("input"), list) \
            else None
        if key is None:
            raise _UsageError(f"{path}: a JSON object without a 'messages' or 'input' list is not a conversation")
        envelope, data = dict(data), data[key]
    if not isinstance(data, list):
        raise _UsageError(f"{path}: expected a JSON list of messages, not a JSON {type(data).__name__}")
    for i, message in enumerate(data):
        if not isinstance(message, Mapping) or not (isinstance(message.get("role"), str) or
                                                    isinstance(message.get("type"), str)):
            raise _UsageError(f"{path}: entry {i} is not a message (a dict with a str 'role' or 'type')")
    if not data:  # nothing to compact or inspect: said, not answered with an empty request
        raise _UsageError(f"{path} holds no messages: expected at least one")
    return _Conversation(data, envelope, key or "messages", jsonl)


def _read_jsonl(path: str, text: str, first_error: Exception, progress: _Progress | None) -> list[Any]:
    """The values of a JSONL text, one a line (blank lines skipped); a usage error otherwise."""
    data = []
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        if progress is not None:
            progress(number, len(lines))
        if not line.strip():
            continue
        try:
            data.append(_strict_json(line))
        except json.JSONDecodeError:
            raise _UsageError(f"{path} is neither JSON nor JSONL: {first_error}") from None
    if progress is not None:
        progress.done()
    return data


def _strict_json(text: str) -> Any:
    """json.loads that refuses NaN and Infinity, and reports nesting and huge numbers as errors."""
    def constant(name: str) -> Any:
        raise json.JSONDecodeError(f"{name} is not valid JSON", name, 0)
    try:
        return json.loads(text, parse_constant=constant)
    except RecursionError:
        raise _UsageError("the JSON is nested too deeply to read") from None
    except ValueError as error:
        if isinstance(error, json.JSONDecodeError):
            raise
        raise _UsageError(f"unreadable JSON: {_cut(str(error), 120)}") from None


def _cli_inspect(path: str, top: int, as_json: bool, args: Any) -> int:
    conversation = _load_conversation(path, _Progress("reading"))
    messages = conversation.messages
    estimator = _cli_estimator(args, conversation.model)
    progress = _Progress("counting messages")
    sizes = []
    for i, message in enumerate(messages):
        progress(i, len(messages))
        sizes.append(_message_tokens(estimator.estimate, message))
    progress.done()
    names = _tool_names(messages)
    by_role: dict[str, list[int]] = {}
    by_tool: dict[str, list[int]] = {}
    for i, message in enumerate(messages):
        role = _kind_of(message)
        by_role.setdefault(role, [0, 0])
        by_role[role][0] += 1
        by_role[role][1] += sizes[i]
        if i in names:
            by_tool.setdefault(names[i], [0, 0])
            by_tool[names[i]][0] += 1
            by_tool[names[i]][1] += sizes[i]
    largest = sorted(range(len(messages)), key=lambda i: -sizes[i])[:top]
    dialect = conversation.dialect
    problems = {dialect: validate_messages(messages, dialect)}
    report = {
        "file": path,
        "profile": estimator.profile,
        "messages": len(messages),
        "tokens": estimator.estimate_request(conversation.body(messages)),
        "tokens_outside_messages": _request_extra_tokens(estimator.estimate, conversation.envelope or {}),
        "units": len(split_units(messages)),
        "by_role": {k: {"messages": v[0], "tokens": v[1]} for k, v in by_role.items()},
        "by_tool": {k: {"results": v[0], "tokens": v[1]} for k, v in sorted(by_tool.items(), key=lambda kv: -kv[1][1])},
        "largest": [
            {"index": i, "role": _kind_of(messages[i]), "tool": names.get(i), "tokens": sizes[i],
             "preview": _one_line(_content_text(messages[i].get("content", messages[i].get("output"))))}
            for i in largest
        ],
        "problems": problems,
    }
    if as_json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        _print_report(report)
    return 0


def _kind_of(message: Mapping[str, Any]) -> str:
    """What the CLI reports a message as: its role, or a Responses item's type."""
    return str(message.get("role") or message.get("type") or "?")


def _print_report(report: dict[str, Any]) -> None:
    total = max(report["tokens"], 1)
    print(f"{report['file']}: {report['messages']} messages, {report['units']} units, "
          f"~{report['tokens']:,} tokens (profile {report['profile']})")
    print("\nby role:")
    for role, row in report["by_role"].items():
        print(f"  {role:<24} {row['messages']:>6} msgs {row['tokens']:>10,} tok {100 * row['tokens'] / total:5.1f}%")
    if report["by_tool"]:
        print("\ntool results by tool:")
        for tool, row in report["by_tool"].items():
            share = 100 * row["tokens"] / total
            print(f"  {tool:<24} {row['results']:>5} results {row['tokens']:>10,} tok {share:5.1f}%")
    if report["largest"]:
        print("\nlargest messages:")
        for row in report["largest"]:
            label = row["role"] + (f" ({row['tool']})" if row["tool"] else "")
            print(f"  [{row['index']:>4}] {label:<22} {row['tokens']:>8,} tok  {row['preview']}")
    print()
    for dialect, problems in report["problems"].items():
        if not problems:
            print(f"valid ({dialect}): yes")
            continue
        print(f"valid ({dialect}): no, {len(problems)} problem(s):")
        for problem in problems[:20]:
            print(f"  - {problem}")
        if len(problems) > 20:
            print(f"  ... and {len(problems) - 20} more")


if __name__ == "__main__":
    raise SystemExit(main())
