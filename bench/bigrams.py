"""The common letter pairs of each script, and what a pair outside them costs: ctxkit's _RARE_PAIRS.

    python bench/bigrams.py                # prints the table and the measurements behind its weights
    python bench/bigrams.py --pages        # _RARE_PAIR_PAGE_WEIGHTS: pages whose rare pairs cost more
    python bench/bigrams.py --unassigned   # _UNASSIGNED and _UNASSIGNED_WEIGHTS
    python bench/bigrams.py --ascii        # _COMMON_ASCII_PAIRS and _RARE_ASCII_WEIGHTS
    python bench/bigrams.py --emoji        # _EMOJI_PAGE_WEIGHTS and _EMOJI_NEIGHBOUR_WEIGHTS
    python bench/bigrams.py --marks        # _ARABIC_MARK_WEIGHTS: an Arabic vowel mark alone
    python bench/bigrams.py --punct        # _PUNCT_CHANGE: a change of symbol inside a run of them
    python bench/bigrams.py --invisible    # _INVISIBLE_SPLIT_WEIGHTS: a word split by a format character
    python bench/bigrams.py --latin1       # _LATIN1_GLUED_WEIGHTS: a Latin-1 symbol glued to a letter
    python bench/bigrams.py --latin1-alone # _LATIN1_LONE_WEIGHTS: a Latin-1 symbol alone between separators
    python bench/bigrams.py --held-spaced  # _HELD_SPACED_SYMBOLS, _HELD_SPACED_REBATES: `` →`` is one token
    python bench/bigrams.py --repeats      # _REPEAT_WEIGHTS: a letter said a third time or more
    python bench/bigrams.py --long-runs    # _LONG_RUN_WEIGHTS: a change of letter in a run no word is as long as
    python bench/bigrams.py --symbol-pairs # _COMMON_SYMBOL_PAIRS and _RARE_SYMBOL_WEIGHTS: two symbols no token holds
    python bench/bigrams.py --glued-words  # _GLUED_SYMBOL_WEIGHTS, _GLUED_LETTER_WEIGHTS: a word right after a symbol
    python bench/bigrams.py --tabs         # _TAB_GLUE_REBATE: a tab between two lower-case words
    python bench/bigrams.py --bare-split   # _BARE_SPLIT_WORDS: listed words spelt in pieces without a space
    python bench/bigrams.py --held-capitals  # _HELD_CAPITALS: runs of capitals o200k and cl100k hold whole
    python bench/bigrams.py --held-opened    # _HELD_OPENED_WORDS: split words both hold with their symbol
    python bench/bigrams.py --held-symbols   # _HELD_SYMBOL_RUNS: runs of symbols both hold as one token
    python bench/bigrams.py --held-titles    # _HELD_TITLES: capitalised words held with their symbol
    python bench/bigrams.py --trigrams     # _KNOWN_TRIGRAMS, _TRIGRAM_WEIGHTS: three letters the corpus never writes
    python bench/bigrams.py --fourgrams    # _KNOWN_FOURGRAMS, _FOURGRAM_WEIGHTS: four letters no token holds
    python bench/bigrams.py --short-words  # _SHORT_UNHELD_WORDS, _SHORT_WORD_WEIGHTS: `` rbx``, three letters no token holds
    python bench/bigrams.py --held-accented  # _HELD_ACCENTED_WORDS: `` người``, `` được``, words the vocabulary holds whole
    python bench/bigrams.py --tone-letters   # _TONE_LETTER_WEIGHTS: a Vietnamese vowel with its tone inside a word
    python bench/bigrams.py --held-glued-accents  # _HELD_GLUED_ACCENTS: ``laç``, ``evé``: accents held after two letters
    python bench/bigrams.py --glued-accents  # _GLUED_ACCENT_WEIGHTS: ``errorșis``, an accent glued between English words
    python bench/bigrams.py --line-separators  # _LINE_SEPARATOR_WEIGHTS: U+2028 and U+2029, spelled in bytes
    python bench/bigrams.py --foreign-marks  # _FOREIGN_MARK_WEIGHTS: a combining mark on a letter of another script (F⃗)
    python bench/bigrams.py --astral-costs   # _ASTRAL_COSTS: what each astral character costs alone and after a space
    python bench/bigrams.py --byte-spelt     # _BYTE_SPELT: the characters of the BMP a tokenizer spells byte by byte
    python bench/bigrams.py --nfkc-read      # _NFKC_CHANGED: the characters Claude's tokenizer reads in another form
    python bench/bigrams.py --symbol-merges  # _SYMBOL_MERGES: the merges of tokens of ASCII symbols (``[::`` is two)
    python bench/bigrams.py --held-glued-symbols  # _HELD_GLUED_SYMBOLS: ``.g``, ``(s``: a symbol held with a letter
    python bench/bigrams.py --held-byte-pairs     # _HELD_BYTE_PAIRS: a character's last byte held with the next's first
    python bench/bigrams.py --alone-costs    # _ALONE_COSTS: what each letter of U+00C0-2FFF costs alone
    python bench/bigrams.py --latin1-neighbours  # _LATIN1_NEIGHBOURS: Latin-1 characters no byte of those merges with
    python bench/bigrams.py --byte-letters   # _BYTE_LETTERS, _BYTE_LETTER_WEIGHTS: letters no token holds (ĉ, ѣ)
    python bench/bigrams.py --letter-runs    # _LETTER_RUN_WEIGHTS: a letter said four times or more (NNNN)
    python bench/bigrams.py --pair-runs      # _PAIR_RUN_WEIGHTS: a long run of two letters (ATTATA, xoxo)
    python bench/bigrams.py --alternations   # _ALTERNATION_WEIGHTS, _LETTER_REPEAT_WEIGHTS: letters said again (ахахах, дааа)
    python bench/bigrams.py --triples        # _ASCII_TRIPLES, _ASCII_TRIPLE_WEIGHTS: three ASCII letters said again (hauhau)
    python bench/bigrams.py --repeats-after  # _REPEAT_AFTER_OTHER_WEIGHTS: a letter said again after another script (好的hhhh)
    python bench/bigrams.py --stretched      # _STRETCHED_WEIGHTS: a letter said again inside a word or a line (sooooo, NNNN)
    python bench/bigrams.py --ascii-units    # _ASCII_UNIT_WEIGHTS: four to six ASCII letters said again (blahblah)
    python bench/bigrams.py --glued-other    # _GLUED_WORD_SHARES: a word of another script said again glued (ураура)
    python bench/bigrams.py --glued-capitals  # _GLUED_CAPITAL_WEIGHTS: a separator before a capitalised word
    python bench/bigrams.py --quoted-separators  # _QUOTED_SEPARATOR_WEIGHTS: ``";"`` between quoted fields
    python bench/bigrams.py --quoted-capitals    # _QUOTED_CAPITAL_WEIGHTS: ``","`` before a capitalised word
    python bench/bigrams.py --quoted-lower       # _QUOTED_LOWER_WEIGHTS: ``","``, ``":"``, ``','``, ``="`` before a lower-case word
    python bench/bigrams.py --separated-split    # _SEPARATED_SPLIT_WEIGHTS: a listed word split without its space after ``,;|``
    python bench/bigrams.py --opened-split       # _OPENED_SPLIT_WEIGHTS: a listed word split after another symbol or a line break
    python bench/bigrams.py --space-break        # _SPACE_BREAK_WEIGHTS: a space before a line break (Claude)
    python bench/bigrams.py --symbol-capitals    # _SYMBOL_CAPITALS_WEIGHTS: a run of capitals after a symbol
    python bench/bigrams.py --glued-titles       # _GLUED_TITLE_WEIGHTS: a capitalised word glued after a symbol
    python bench/bigrams.py --arrow-words        # _ARROW_WORD_WEIGHTS: a word after -> or =>
    python bench/bigrams.py --tag-titles         # _TAG_TITLE_WEIGHTS: a capitalised tag name after < or </
    python bench/bigrams.py --humps              # _HUMP_WEIGHTS: a camelCase hump the vocabulary splits
    python bench/bigrams.py --opened-titles      # _OPENED_TITLE_WEIGHTS: "Plateau, (Erosion): a split word opened
    python bench/bigrams.py --random-mixtures    # 300 random texts of words in any case and symbols, against the tokenizers
    python bench/bigrams.py --quoted-keys        # _QUOTED_KEY_WEIGHTS: a key of a Python dict, ``'name': ``
    python bench/bigrams.py --capital-tabs       # _TAB_CAPITAL_REBATE: a tab before a capitalised word
    python bench/bigrams.py --glued-runs         # _GLUED_RUN_WEIGHTS: a run of one symbol between two words
    python bench/bigrams.py --emphasis           # _EMPHASIS_CLOSE_WEIGHTS: Markdown emphasis closed before punctuation
    python bench/bigrams.py --dollar             # _DOLLAR_WEIGHTS: a $ before math, ( or {, a capital
    python bench/bigrams.py --char-references    # _CHAR_REFERENCE_WEIGHTS: ``&#1086;``, ``&#x4e2d;``
    python bench/bigrams.py --run-pretokens      # _RUN_PRETOKEN_TOKENS: a run of one symbol by its length
    python bench/bigrams.py --held-spaced-capitals  # _HELD_SPACED_CAPITALS: `` ERROR``, held with its space
    python bench/bigrams.py --held-spaced-titles  # _HELD_SPACED_TITLES: `` Budapest``, held with its space
    python bench/bigrams.py --held-spaced-lower   # _HELD_SPACED_LOWER: `` replica``, held with its space
    python bench/bigrams.py --spaced-capitals    # _SPACED_CAPITALS_WEIGHTS: `` FEHLER``, a run of capitals after a space
    python bench/bigrams.py --held-ideograph-pairs  # _HELD_IDEOGRAPH_PAIRS: two ideographs a vocabulary holds as one token
    python bench/bigrams.py --held-ideograph-words  # _HELD_IDEOGRAPH_WORDS: the other ideographs a token holds together
    python bench/bigrams.py --held-mark-ideographs  # _HELD_MARK_IDEOGRAPHS: a mark and the ideograph a token holds after it
    python bench/bigrams.py --held-kana-ideographs  # _HELD_KANA_IDEOGRAPHS: kana and ideographs a token holds side by side
    python bench/bigrams.py --held-spaced-ideographs  # _HELD_SPACED_IDEOGRAPHS: a space and the ideograph a token holds after it
    python bench/bigrams.py --held-hangul  # _HELD_HANGUL_RUNS, _HELD_SPACED_HANGUL: the syllables a token holds together, after a space
    python bench/bigrams.py --held-symbol-letters  # _HELD_SYMBOL_LETTERS: an ASCII symbol and the CJK letter a token holds after it
    python bench/bigrams.py --held-mark-symbols  # _HELD_MARK_SYMBOLS: a mark and the ASCII symbol a token holds after it
    python bench/bigrams.py --unheld-ideographs  # _UNHELD_IDEOGRAPH_WEIGHTS: words of common ideographs no held pair joins
    python bench/bigrams.py --bare-other-words   # _BARE_OTHER_WORD_WEIGHTS: a word of another script right after an ASCII symbol
    python bench/bigrams.py --apostrophes        # _APOSTROPHE_WEIGHTS: a typographic apostrophe, by what follows it
    python bench/bigrams.py --typographic-glued  # _TYPOGRAPHIC_GLUED_WEIGHTS: a typographic mark between two words
    python bench/bigrams.py --spaced-runs        # _SPACED_RUN_WEIGHTS: a run of one symbol beside a space or a line break
    python bench/bigrams.py --opening-symbols    # _OPENING_SYMBOL_WEIGHTS: a symbol opening a word after a space (#tag)
    python bench/bigrams.py --opening-capitals   # _OPENING_CAPITAL_WEIGHTS: and opening a capitalised word (#Travel)
    python bench/bigrams.py --shared-pages       # _SHARED_PAGE_WORD_WEIGHTS: Lao, priced as its page-mate Thai
    python bench/bigrams.py --unheld-titles      # _UNHELD_TITLE_COSTS: a capitalised word no table lists (a name)
    python bench/bigrams.py --unheld-lower       # _UNHELD_LOWER_COSTS: a lower-case word no table lists, said again
    python bench/bigrams.py --words              # _KNOWN_WORDS: the words every vocabulary holds whole

A word of a script's letters costs a tokenizer about one token per pair of letters its vocabulary
never merges: a real word is mostly common pairs, a random one (an identifier, a transliteration,
noise) mostly rare ones. For each 256-code-point page of a script, the pairs of letters (category
L or M, both in the page, side by side) are counted in the translated strings of the gettext
catalogues installed on this machine, **fit sources only** (bench/corpus.py's split: a catalogue
whose path's SHA-1 starts with a byte divisible by 4 is held out); the common pairs are the
fewest that make 99% of them. The weight of a rare pair, per profile, is **measured from the
tokenizer** on random words (lengths 2-7, one seed) of two alphabets of each script of each page (the
letters that make 99% of its prose; its lower-case letters, or all of them when it has no case): what a
rare pair must pay for such words to reach 0.95 of the real count, rounded up to 1/64 token; ctxkit
uses the largest need of any page (_RARE_PAIR_WEIGHTS), so that an alphabet no page measured is
covered too. It is checked on families invented after it was set (test_ctxkit.py's
random_word_families) and on random alphabets (the hypothesis property against tiktoken).

``--pages`` (stop 37): random words of every assigned character of each 128-code-point half of a
page with a table (its marks, digits and rare letters too), of its letters alone, and short words
of 2-4 characters, each one seed: a page whose need is above its profile's weight pays its own
(o200k spells random Tamil, Malayalam, Khmer... in pieces its prose never needs). The other half of
a page is printed as its left-out check; the held-out check is test_ctxkit.py's random words of
every code point of each block and its invented families (other generators, other seeds).
``--unassigned``: the BMP's code points this Python's Unicode leaves unassigned (the tokenizers
spell them in bytes), and what each must pay for random words of them to reach 0.95.
"""
from __future__ import annotations

import base64
import collections
import contextlib
import functools
import glob
import hashlib
import itertools
import json
import math
import operator
import os
import random
import re
import statistics
import string
import sys
import unicodedata
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import cli
import fit_estimator
import stress
import tokenizers_offline
from corpus import _mo_strings
from tokenizers_offline import counters

import ctxkit

#: The pages of letter scripts looked at (Greek to Khmer, and kana: random kana cost a token each
#: where prose merges them; CJK ideographs and Hangul syllables have their own terms).
PAGES = (*range(0x03, 0x1F), 0x30)
#: Pairs counted in a page's fit text for it to get a table (20,000 until stop 37 left Ethiopic,
#: 9,225 pairs, without one: its random words were 0.82x for o200k).
MIN_PAIRS = 5_000
#: The common pairs of a page make this share of its pairs (95% over-counted Cyrillic, Greek,
#: Arabic and Indic prose by 11-19 points with o200k: too many of their pairs were rare).
COVER = 0.99
#: A rare pair's weight makes random words of the page's letters reach this share of the real count.
TARGET = 0.95
PROFILES = ("o200k", "cl100k", "claude")


def is_letter(ch: str) -> bool:
    return unicodedata.category(ch)[0] in "LM"


def fit_text() -> dict[int, str]:
    """page -> the fit catalogues' text, as pieces holding that page's characters."""
    files = sorted(glob.glob("/usr/share/locale/*/LC_MESSAGES/*.mo"))
    out: dict[int, list[str]] = collections.defaultdict(list)
    size: dict[int, int] = collections.Counter()
    for path in files:
        if hashlib.sha1(path.encode()).digest()[0] % 4 == 0:
            continue  # held out
        text = _mo_strings(path)
        pages = collections.Counter(ord(ch) >> 8 for ch in text if 0x300 <= ord(ch) < 0x2000 or 0x3000 <= ord(ch) < 0x3100)
        for page, count in pages.items():
            if count > 200 and size[page] < 2_000_000:
                out[page].append(text)
                size[page] += len(text)
    return {page: "\n".join(texts) for page, texts in out.items()}


def page_pairs(text: str, page: int) -> collections.Counter:
    return collections.Counter((ord(a) & 0xFF, ord(b) & 0xFF) for a, b in zip(text, text[1:])
                               if ord(a) >> 8 == page and ord(b) >> 8 == page and is_letter(a) and is_letter(b))


def rare_pairs(text: str, page: int, known: set) -> int:
    """The pairs of letters of ``page`` side by side in ``text`` that are not ``known``."""
    return sum((ord(a) & 0xFF, ord(b) & 0xFF) not in known for a, b in zip(text, text[1:])
               if ord(a) >> 8 == page and ord(b) >> 8 == page and is_letter(a) and is_letter(b))


def random_words(letters: list[str], n: int, seed: int, shortest: int = 2, longest: int = 7) -> str:
    rng = random.Random(seed)
    words: list[str] = []
    total = 0
    while total < n:
        words.append("".join(rng.choice(letters) for _ in range(rng.randint(shortest, longest))))
        total += len(words[-1]) + 1
    return " ".join(words)[:n]


def estimate_without_rare_pairs(profile: str, text: str) -> int:
    """ctxkit's estimate of ``text`` as it would be without the rare-pair term."""
    saved = getattr(ctxkit, "_RARE_PAIRS", None)
    try:
        if saved is not None:
            ctxkit._RARE_PAIRS = {}
            ctxkit._profile_tables.cache_clear()
        return ctxkit.CharHeuristicEstimator(profile, memo_size=0).estimate(text)
    finally:
        if saved is not None:
            ctxkit._RARE_PAIRS = saved
            ctxkit._profile_tables.cache_clear()


def without(weights: dict, zero: Any) -> contextlib.AbstractContextManager[None]:
    """ctxkit with one of its per-profile weight tables (``weights``) at ``zero`` for every
    profile, restored after: a term's need is measured on the estimate without the term."""
    return setting(weights, dict.fromkeys(PROFILES, zero))


@contextlib.contextmanager
def setting(weights: dict, values: dict) -> Iterator[None]:
    """ctxkit with one of its per-profile weight tables (``weights``) at ``values`` (profile ->
    value), restored after: a term measured with another's weights as just measured."""
    saved = dict(weights)
    try:
        weights.update(values)
        clear_derived_tables()
        yield
    finally:
        weights.update(saved)
        clear_derived_tables()


def clear_derived_tables() -> None:
    """Forget what ctxkit derived from its weight tables (built again at their next use), so that a
    change of weights, and its undoing, reaches every estimate."""
    for derived in (ctxkit._profile_tables, ctxkit._repeat_rebates, ctxkit._symbol_glued_extra,
                    ctxkit._listed_alternations, ctxkit._listed_triples, ctxkit._bare_other_word_table):
        derived.cache_clear()


def need(estimate: int, real: int, n: int, target: float = TARGET) -> int:
    """What each of ``n`` occurrences of a term must pay (1/64 token) for a text estimated at
    ``estimate`` to reach ``target`` of its ``real`` count."""
    return max(0, math.ceil(ctxkit._PAIR_UNIT * (target * real - estimate) / max(n, 1)))


def needs(count: dict, text: str, n: int) -> list[int]:
    """Per profile, what each of ``n`` occurrences of a term must pay (1/64 token) for ``text`` to
    reach TARGET of its real count, on top of ctxkit's estimate as it stands."""
    return [need(ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(text), count[p](text), n) for p in PROFILES]


def profile_need(count: dict, text: str, n: int, profile: str) -> int:
    """:func:`needs` for ``profile`` alone (a measure per profile counts the text once, not thrice)."""
    return need(ctxkit.CharHeuristicEstimator(profile, memo_size=0).estimate(text), count[profile](text), n)


def measured(count: dict, text: str, n: int) -> list[tuple[int, int, int]]:
    """Per profile, (ctxkit's estimate of ``text``, its real count, ``n``): a row of the tables the
    measuring modes below read, each source left out."""
    return [(ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(text), count[p](text), n) for p in PROFILES]


def largest_needs(rows: dict, name: str) -> dict[str, dict]:
    """Per profile and term, the largest need (:func:`need`) over ``rows`` ({(term, source, *shape):
    per profile (estimate, real, occurrences)}, measured without the term); each source left out,
    printed: the weight the other sources set and the lowest estimate / real it gives that source.
    Prints and returns the table ``name`` (``{profile: {term: weight}}``)."""
    terms = list(dict.fromkeys(key[0] for key in rows))
    sources = list(dict.fromkeys(key[1] for key in rows))
    weights: dict[str, dict] = {}
    for k, profile in enumerate(PROFILES):
        weights[profile] = {}
        for term in terms:
            def most(keep, k=k, term=term) -> int:
                return max(need(*row[k]) for key, row in rows.items() if key[0] == term and keep(key[1]))
            weights[profile][term] = most(lambda source: True)
            for left in sources:
                other = most(lambda source, left=left: source != left)
                mine = [row[k] for key, row in rows.items() if key[0] == term and key[1] == left]
                print(f"  {profile:<7} {term!r:<6} left out {left:<10} {min(e / r for e, r, _ in mine):.2f} without, "
                      f"the others set {other}: {min((e + other * n / ctxkit._PAIR_UNIT) / r for e, r, n in mine):.2f}")
    print(f"{name} =", weights)
    return weights


def least_rebate(rows: dict, k: int, keep: Callable[[str], bool] = lambda source: True) -> int:
    """The least, over ``rows`` ({(source, *shape): per profile (estimate, real, occurrences)},
    measured without the rebate) whose source ``keep`` accepts, of the rebate (1/64 token an
    occurrence) that brings profile ``k``'s estimate to the real count."""
    return min(int(ctxkit._PAIR_UNIT * (e - r) / n) for key, row in rows.items() if keep(key[0]) for e, r, n in [row[k]])


def keep_largest(found: dict, key: str, need: list[int]) -> None:
    """Keep in ``found[key]``, per profile, the larger of the need it holds and ``need`` (a key
    measured on several seeds or texts)."""
    found[key] = [max(a, b) for a, b in zip(found.get(key, need), need)]


def print_weights(constant: str, found: dict, every: bool = False) -> dict[str, int]:
    """Print ``constant``'s weights per profile, the largest need of ``found`` (key -> per profile
    need), and its cross-validation: the largest needs, and the weight the others set with the
    largest left out; ``every`` prints each key's need first. Returns the weights."""
    if every:
        for key, need in found.items():
            print(f"  {key:<24} need {need}")
    for k, profile in enumerate(PROFILES):
        ranked = sorted(((n[k], key) for key, n in found.items()), reverse=True)
        print(f"  {profile}: largest needs " + ", ".join(f"{key} {n}" for n, key in ranked[:5])
              + f"; left out, the largest ({ranked[0][1]}) would have {ranked[1][0]}")
    weights = {p: max(n[k] for n in found.values()) for k, p in enumerate(PROFILES)}
    print(f"{constant} =", weights)
    return weights


def common_pairs(pairs: collections.Counter) -> list[tuple[int, int]]:
    """The fewest pairs that make COVER of ``pairs``."""
    total, common, covered = sum(pairs.values()), [], 0
    for pair, k in pairs.most_common():
        if covered >= COVER * total:
            break
        common.append(pair)
        covered += k
    return common


def prose_alphabets(pairs: collections.Counter, page: int) -> dict[str, list[str]]:
    """script -> the letters (category L) that make COVER of the page's letters in prose: the
    cheapest to the estimator (a rare letter pays its block's price). A page may hold two
    scripts (Devanagari and Bengali, Hebrew and Armenian): one alphabet each."""
    singles: collections.Counter = collections.Counter()
    for (a, b), k in pairs.items():
        singles[a] += k
        singles[b] += k
    scripts: dict[str, list[str]] = collections.defaultdict(list)
    seen, total = 0, sum(singles.values())
    for code, k in singles.most_common():
        if seen >= COVER * total:
            break
        seen += k
        if unicodedata.category(chr(page << 8 | code))[0] == "L":
            scripts[unicodedata.name(chr(page << 8 | code), "?").split()[0]].append(chr(page << 8 | code))
    return scripts


def page_need(page: int, pairs: collections.Counter, known: set, count: dict) -> list[int]:
    """What a rare pair must pay, per profile, for random words of each script of ``page`` to
    reach TARGET of the real count: two alphabets a script (the letters of its prose, its
    lower-case letters or all when it has no case), the costlier."""
    need = [0] * len(PROFILES)
    for script, alphabet in prose_alphabets(pairs, page).items():
        if len(alphabet) < 8:
            continue
        block = [chr(page << 8 | c) for c in range(256) if unicodedata.name(chr(page << 8 | c), "?").split()[0] == script]
        whole = [ch for ch in block if unicodedata.category(ch) == "Ll"] or \
            [ch for ch in block if unicodedata.category(ch) == "Lo"]
        for seed, letters in enumerate((alphabet, whole)):
            words = random_words(letters, 20_000, page * 3 + seed)
            rare = rare_pairs(words, page, known)
            for k, profile in enumerate(PROFILES):
                real = count[profile](words)
                before = estimate_without_rare_pairs(profile, words)
                need[k] = max(need[k], math.ceil(ctxkit._PAIR_UNIT * (TARGET * real - before) / max(rare, 1)))
    return need


def page_blob(page: int, pairs: collections.Counter, common: list[tuple[int, int]]) -> bytes:
    """The table of a page as _RARE_PAIRS stores it (before zlib and base64): the number of its
    letters in prose, their low bytes; which low bytes are letters (L or M) or unassigned (no
    vocabulary holds one: a tokenizer spells its bytes), 32 bytes, a bit each, so that a letter
    its prose never writes makes a rare pair with any neighbour; then the common pairs."""
    letters = sorted({a for a, _ in pairs} | {b for _, b in pairs})
    if len(letters) > 246:  # _rare_pair_units' lanes: 247 codes that are no surrogate's, one for other letters
        raise SystemExit(f"page {page:02X}: {len(letters)} letters, at most 246")
    bits = sum(1 << c for c in range(256) if is_letter(chr(page << 8 | c))
               or unicodedata.category(chr(page << 8 | c)) == "Cn").to_bytes(32, "little")
    return bytes([len(letters), *letters]) + bits + bytes(b for pair in sorted(common) for b in pair)


def common_ascii_pairs() -> bytes:
    """ctxkit's _COMMON_ASCII_PAIRS: the pairs of lower-case ASCII letters (side by side in a word)
    that make COVER of those of English prose and code, or of those of the 19 other languages
    the fit reads (bench/corpus.py's "latin"), the fit sources only: a bit each, first letter * 26
    + second."""
    import re

    import corpus

    data = corpus.load()
    bits = 0
    for categories in ASCII_CATEGORIES:  # the pairs common in either: English and code, or the languages fitted
        pairs: collections.Counter = collections.Counter()
        for category in categories:
            for text in data[category]["fit"]:
                for word in re.findall(r"[a-z]{2,}", text):
                    pairs.update(zip(word, word[1:]))
        for a, b in common_pairs(pairs):  # the fewest that make COVER of them
            bits |= 1 << ((ord(a) - 97) * 26 + ord(b) - 97)
    return bits.to_bytes(85, "little")


#: What the common pairs of ASCII letters are read from (they make COVER of each).
ASCII_CATEGORIES = (("english", "prose", "chat", "python", "code", "logs", "command_output", "markup", "json"), ("latin",))


def ascii_families() -> dict[str, str]:
    """The measuring families of _RARE_ASCII_WEIGHTS (none of them is a family of test_ctxkit.py):
    random words of four random alphabets of 13 to 26 letters, a run of random letters, snake_case
    identifiers of random letters, words and calls of consonants alone; 20,000 chars each, one seed."""
    rng = random.Random(11)
    lower = "abcdefghijklmnopqrstuvwxyz"

    def words(make, sep=" ") -> str:
        out: list[str] = []
        while sum(map(len, out)) + len(out) < 20_000:
            out.append(make())
        return sep.join(out)[:20_000]

    made = {}
    for _ in range(4):
        alphabet = rng.sample(lower, rng.randint(13, 26))
        made[f"random_words_of_{len(alphabet)}_letters"] = words(
            lambda alphabet=alphabet: "".join(rng.choice(alphabet) for _ in range(rng.randint(2, 9))))
    made["random_letters_run"] = "".join(rng.choice(lower) for _ in range(20_000))
    made["random_snake_ids"] = words(lambda: "_".join("".join(rng.choice(lower) for _ in range(rng.randint(2, 6)))
                                                      for _ in range(rng.randint(1, 3))), "\n")
    # stop 62: words of consonants alone, where every three letters are two rare pairs side by side (the
    # term's densest text: mnemonics, ``fcvtzs``, ``ldaxp``), as words and as a listing of calls
    consonants = "bcdfghjklmnpqrstvwxz"
    made["random_consonant_words"] = words(lambda: "".join(rng.choice(consonants) for _ in range(rng.randint(2, 9))))
    made["consonant_mnemonics"] = words(lambda: "    " + "".join(rng.choice(consonants) for _ in range(rng.randint(3, 7)))
                                        + "(" + rng.choice(["x", "ptr", "a, b", ""]) + ");", "\n")
    return made


def ascii_needs(count: dict) -> dict[str, list[int]]:
    """family -> per profile, what two rare pairs side by side must pay (1/64 token) for the family
    to reach TARGET of its real count (ctxkit without that term)."""
    with without(ctxkit._RARE_ASCII_WEIGHTS, 0):
        pattern = ctxkit._rare_ascii_patterns("o200k")  # the letters' pairs: every profile's
        return {name: needs(count, text, ctxkit._rare_ascii_counts(ctxkit._ascii_lanes(text.encode()), pattern)[0])
                for name, text in ascii_families().items()}


def block_words(first: int, last: int, seed: int, size: int = 20_000, letters: bool = False,
                longest: int = 6) -> str:
    """Random words (2 to 6 characters, between spaces) of every assigned character of a block:
    letters, vowel signs, digits and the rare letters prose seldom writes (``letters``: its
    letters alone, which cost more where its marks are cheap: Arabic's)."""
    chars = [chr(c) for c in range(first, last + 1) if unicodedata.category(chr(c))[0] == "L"
             or (not letters and unicodedata.category(chr(c)) not in ("Cn", "Cs", "Co"))]
    rng = random.Random(seed)
    out: list[str] = []
    while sum(map(len, out)) + len(out) < size:
        out.append("".join(rng.choice(chars) for _ in range(rng.randint(2, longest))))
    return " ".join(out)[:size]


def page_block_needs(count: dict) -> dict[int, dict[str, list[int]]]:
    """page -> {block: per profile, what a rare pair must pay (1/64 token) for random words of the
    block's assigned characters to reach TARGET of their real count}, for the pages of _RARE_PAIRS
    (their 128-code-point halves: Tamil beside Oriya, Lao beside Thai)."""
    out: dict[int, dict[str, list[int]]] = {}
    for page in sorted(ctxkit._RARE_PAIRS):
        for half in (0, 0x80):
            first = page << 8 | half
            needs = [0] * len(PROFILES)
            # every assigned character, its letters alone, and short words (2-4) of every character
            for letters, longest in ((False, 6), (True, 6), (False, 4)):
                text = block_words(first, first + 0x7F, seed=first, letters=letters, longest=longest)
                if not text.strip():
                    continue
                utf16 = text.encode("utf-16-le", "surrogatepass")
                for k, profile in enumerate(PROFILES):
                    tables = ctxkit._profile_tables(profile)  # each page's rare pair weighing 1: counted
                    pairs = ctxkit._rare_pair_units(utf16, tables._replace(
                        rare_pairs=tuple((needle, page, 1) for needle, page, _ in tables.rare_pairs)))
                    shortfall = TARGET * count[profile](text) - estimate_without_rare_pairs(profile, text)
                    needs[k] = max(needs[k], math.ceil(ctxkit._PAIR_UNIT * shortfall / pairs) if pairs else 0)
            out.setdefault(page, {})[f"{first:04X}"] = needs
    return out


def unassigned_table() -> str:
    """ctxkit's _UNASSIGNED: the code points of the BMP above ASCII that this Python's Unicode
    database leaves unassigned (Python 3.11: Unicode 14.0), as (first, last - first) pairs of
    16-bit numbers, zlib, base64: a fixed list, the same estimate on every Python."""
    ranges, start = [], None
    for code in range(0x80, 0x10001):
        unassigned = code < 0x10000 and unicodedata.category(chr(code)) == "Cn"
        if unassigned and start is None:
            start = code
        elif not unassigned and start is not None:
            ranges.append((start, code - 1))
            start = None
    raw = b"".join(a.to_bytes(2, "little") + (b - a).to_bytes(2, "little") for a, b in ranges)
    return base64.b64encode(zlib.compress(raw, 9)).decode()


def unassigned_needs(count: dict) -> dict[str, list[int]]:
    """128-code-point span -> per profile, what an unassigned code point must pay on top (1/64
    token) for random words (2 to 6) of the span's unassigned code points to reach TARGET of their
    real count (the spans with 8 or more of them; the tokenizers spell them in bytes)."""
    out = {}
    with without(ctxkit._UNASSIGNED_WEIGHTS, 0):
        for first in range(0x80, 0x10000, 0x80):
            chars = [chr(c) for c in range(first, first + 0x80) if unicodedata.category(chr(c)) == "Cn"
                     and not 0xD800 <= c < 0xE000]
            if len(chars) < 8:
                continue
            rng = random.Random(first)
            text = " ".join("".join(rng.choice(chars) for _ in range(rng.randint(2, 6))) for _ in range(500))
            out[f"{first:04X}"] = needs(count, text, sum(text.count(c) for c in set(chars)))
    return out


def empty_astral_table() -> str:
    """ctxkit's _EMPTY_ASTRAL: bit k set when the 1,024 code points of high surrogate 0xD800 + k
    hold no character this Python's Unicode assigns (Python 3.11: Unicode 14.0), as hex."""
    bits = 0
    for unit in range(1024):
        if all(unicodedata.category(chr(0x10000 + (unit << 10) + k)) == "Cn" for k in range(1024)):
            bits |= 1 << unit
    return bits.to_bytes(128, "little").hex()


def empty_astral_needs(count: dict) -> dict[str, list[int]]:
    """Empty 1,024-code-point astral block (of _EMPTY_ASTRAL) -> per profile, what each of its code
    points must pay (1/64 token) for random words (2 to 6) and a run (1,000) of them to reach TARGET
    of the real count, on top of the estimate with _EMPTY_ASTRAL_WEIGHTS at 0: every empty block
    (791; each in a page D8-DB)."""
    empty = int.from_bytes(ctxkit._EMPTY_ASTRAL, "little")
    units = [u for u in range(1024) if empty >> u & 1]
    out = {}
    with without(ctxkit._EMPTY_ASTRAL_WEIGHTS, (0, 0, 0, 0)):
        for unit in units:
            first = 0x10000 + (unit << 10)
            rng = random.Random(first)
            words = " ".join("".join(chr(rng.randrange(first, first + 1024)) for _ in range(rng.randint(2, 6)))
                             for _ in range(200))
            run = "".join(chr(rng.randrange(first, first + 1024)) for _ in range(1_000))
            out[f"{first:05X}"] = [max(a, b) for a, b in zip(needs(count, words, len(words.replace(" ", ""))),
                                                             needs(count, run, len(run)))]
    return out


def c1_needs(count: dict) -> dict[str, list[int]]:
    """Text of C1 control characters (U+0080-009F) -> per profile, what each must pay (1/64 token)
    on top of the estimate with _C1_WEIGHTS at 0 for it to reach TARGET of the real count: random
    words of them (2 to 6), each alone between spaces, a repeated word, and between letters."""
    rng = random.Random(0x80)
    c1 = [chr(c) for c in range(0x80, 0xA0)]
    texts = {"words": " ".join("".join(rng.choice(c1) for _ in range(rng.randint(2, 6))) for _ in range(300)),
             "alone": " ".join(rng.choice(c1) for _ in range(500)),
             "repeated": " ".join(("".join(rng.choice(c1) for _ in range(4))) * rng.randint(2, 10) for _ in range(60)),
             "in words": " ".join(rng.choice(c1).join(("don", "t")) for _ in range(300))}
    with without(ctxkit._C1_WEIGHTS, 0):
        return {name: needs(count, text, len(ctxkit._C1_CONTROLS.findall(text))) for name, text in texts.items()}


def emoji_texts(first: int, last: int, seed: int, assigned: bool = False) -> dict[str, str]:
    """Random code points of first..last (all, or the ones this Python's Unicode assigns) in 11
    shapes: words, lines, a run, alone, between words..."""
    rng = random.Random(seed)
    pool = [chr(c) for c in range(first, last + 1) if not assigned or unicodedata.category(chr(c)) != "Cn"]
    words = ["the", "build", "is", "green", "again", "thanks", "everyone", "for", "help", "see", "you", "at",
             "standup", "tomorrow", "great", "job", "ship", "it", "now"]
    return {
        "words": " ".join("".join(rng.choice(pool) for _ in range(rng.randint(2, 6))) for _ in range(150)),
        "lines": "\n".join("".join(rng.choice(pool) for _ in range(rng.randint(8, 40))) for _ in range(20)),
        "run": "".join(rng.choice(pool) for _ in range(500)),
        "spaced": " ".join(rng.choice(pool) for _ in range(300)),
        "one a line": "\n".join(rng.choice(pool) for _ in range(300)),
        "commas": ", ".join(rng.choice(pool) for _ in range(300)),
        "between words": " ".join(rng.choice(words) + " " + rng.choice(pool) for _ in range(200)),
        "after punctuation": " ".join(rng.choice(words) + "! " + rng.choice(pool) for _ in range(200)),
        "glued to a word": " ".join(rng.choice(words) + rng.choice(pool) for _ in range(200)),
        "repeated": " ".join(rng.choice(words) + " " + rng.choice(pool) * rng.randint(2, 4) for _ in range(150)),
        "between digits": "".join(rng.choice(pool) + str(rng.randint(0, 9)) for _ in range(300)),
    }


#: The emoji people type (flags' regional indicators, the pictographs, emoticons, transport and
#: map symbols, the supplement), and the other Unicode blocks of U+1F000-1FBFF (tiles, cards,
#: enclosed characters, ornaments, alchemical and geometric symbols, arrows, chess, the newest
#: emoji of Extended-A, legacy computing), which the tokenizers spell in bytes.
EMOJI_BLOCKS = ((0x1F1E6, 0x1F1FF), (0x1F300, 0x1F5FF), (0x1F600, 0x1F64F), (0x1F680, 0x1F6FF), (0x1F900, 0x1F9FF))
NEIGHBOUR_BLOCKS = ((0x1F000, 0x1F02F), (0x1F030, 0x1F09F), (0x1F0A0, 0x1F0FF), (0x1F100, 0x1F1E5), (0x1F200, 0x1F2FF),
                    (0x1F650, 0x1F67F), (0x1F700, 0x1F77F), (0x1F780, 0x1F7FF), (0x1F800, 0x1F8FF), (0x1FA00, 0x1FA6F),
                    (0x1FA70, 0x1FAFF), (0x1FB00, 0x1FBFF))
SEEDS = (0x1F600, 7, 42)


def emoji_page_weights(count: dict) -> dict[str, tuple[int, str, float]]:
    """Profile -> (the least weight of the page D8 at which every text of emoji_texts of the
    assigned code points of every block of EMOJI_BLOCKS and seed reaches TARGET of its real count, the text that sets it, its
    ratio there); the page's other blocks pay the difference (ctxkit._profile_tables), so the
    least weight is bounded below by theirs."""
    texts = {f"{first:05X} {name} (seed {seed})": text for first, last in EMOJI_BLOCKS for seed in SEEDS
             for name, text in emoji_texts(first, last, seed, assigned=True).items()}
    real = {p: {name: count[p](text) for name, text in texts.items()} for p in PROFILES}
    out = {}
    saved = dict(ctxkit._EMOJI_PAGE_WEIGHTS)
    try:
        for profile in PROFILES:
            for weight in range(256):
                ctxkit._EMOJI_PAGE_WEIGHTS[profile] = weight
                ctxkit._profile_tables.cache_clear()
                try:
                    estimator = ctxkit.CharHeuristicEstimator(profile, memo_size=0)
                except ValueError:  # another block of the page would need more than a byte
                    continue
                ratios = {name: estimator.estimate(text) / real[profile][name] for name, text in texts.items()}
                worst = min(ratios, key=ratios.__getitem__)
                if ratios[worst] >= TARGET:
                    out[profile] = (weight, worst, round(ratios[worst], 3))
                    break
    finally:
        ctxkit._EMOJI_PAGE_WEIGHTS.update(saved)
        ctxkit._profile_tables.cache_clear()
    return out


def emoji_neighbour_needs(count: dict) -> dict[str, list[int]]:
    """Block of NEIGHBOUR_BLOCKS, and each code point of EMOJI_BLOCKS this Python's Unicode
    leaves unassigned -> per profile, what each of its code points must pay on top (1/64 token)
    for its texts (every shape and seed) to reach TARGET of their real count, with the page at
    _EMOJI_PAGE_WEIGHTS and _EMOJI_NEIGHBOUR_WEIGHTS at 0."""
    out = {}
    unassigned = [(a, a) for first, last in EMOJI_BLOCKS for a in range(first, last + 1)
                  if unicodedata.category(chr(a)) == "Cn"]
    with without(ctxkit._EMOJI_NEIGHBOUR_WEIGHTS, 0):
        for first, last in (*NEIGHBOUR_BLOCKS, *unassigned):
            need = [0] * len(PROFILES)
            for seed in SEEDS:
                for text in emoji_texts(first, last, seed).values():
                    n = len(ctxkit._EMOJI_NEIGHBOURS.findall(text))
                    need = [max(a, b) for a, b in zip(need, needs(count, text, n))]
            out[f"{first:05X}"] = need
    return out


def print_emoji() -> int:
    """--emoji: ctxkit's _EMOJI_PAGE_WEIGHTS and _EMOJI_NEIGHBOUR_WEIGHTS."""
    count = counters()
    found = emoji_page_weights(count)
    for profile, (weight, worst, ratio) in found.items():
        print(f"  {profile}: page D8 {weight} (fitted: {int(ctxkit._PROFILES[profile]['pages'][2 * 0xD8:2 * 0xD8 + 2], 16)});"
              f" the text that sets it: {worst} ({ratio}x)")
    print("_EMOJI_PAGE_WEIGHTS =", {p: w for p, (w, _, _) in found.items()})
    with without(ctxkit._EMOJI_PAGE_WEIGHTS, 0):  # measured at the page weights just found
        ctxkit._EMOJI_PAGE_WEIGHTS.update({p: w for p, (w, _, _) in found.items()})
        neighbours = emoji_neighbour_needs(count)
    print_weights("_EMOJI_NEIGHBOUR_WEIGHTS", neighbours)
    return 0


def punct_needs(count: dict) -> dict[str, list[int]]:
    """Pair of ASCII symbols -> per profile, what each change from one symbol to the other in a
    run must pay (1/64 token; ctxkit._PUNCT_CHANGE) for random runs of 4 to 40 of the two,
    between spaces and between lines (two seeds each), to reach TARGET of their real count."""
    symbols = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
    out = {}
    with without(ctxkit._PUNCT_CHANGE, 0):
        for i, a in enumerate(symbols):
            for b in symbols[i + 1:]:
                need = [0] * len(PROFILES)
                for seed, sep in ((1, " "), (2, "\n")):
                    rng = random.Random(seed)
                    text = sep.join("".join(rng.choice(a + b) for _ in range(rng.randint(4, 40))) for _ in range(60))
                    raw = text.encode()
                    changes = ctxkit._symbol_changes(raw, raw.translate(ctxkit._SYMBOL_MASK))
                    need = [max(x, y) for x, y in zip(need, needs(count, text, changes))]
                out[a + b] = need
    return out


def print_punct() -> int:
    """--punct: ctxkit's _PUNCT_CHANGE, the largest need of the 496 pairs of ASCII symbols."""
    print_weights("_PUNCT_CHANGE", {repr(pair): need for pair, need in punct_needs(counters()).items()})
    return 0


def invisible_needs(count: dict) -> dict[str, list[int]]:
    """Format character -> per profile, what each word split by it must pay (1/64 token;
    ctxkit._INVISIBLE_SPLIT_WEIGHTS) for English words with it every 1 to 6 letters (two seeds)
    to reach TARGET of their real count."""
    chars = [chr(c) for c in (*range(0x80, 0x20000), *range(0xE0000, 0xE1000)) if unicodedata.category(chr(c)) == "Cf"]
    words = ("information", "previous", "instructions", "system", "password", "reveal", "the", "data")
    out = {}
    with without(ctxkit._INVISIBLE_SPLIT_WEIGHTS, 0):
        for ch in chars:
            need = [0] * len(PROFILES)
            for seed in (0, 1):
                for every in range(1, 7):
                    rng = random.Random(seed)
                    text = " ".join(ch.join(w[i:i + every] for i in range(0, len(w), every))
                                    for w in (rng.choice(words) for _ in range(60)))
                    splits = sum(len(split.findall(text)) for split in ctxkit._invisible_splits())
                    if splits:
                        need = [max(x, y) for x, y in zip(need, needs(count, text, splits))]
            out[f"U+{ord(ch):04X}"] = need
    return out


def print_invisible() -> int:
    """--invisible: ctxkit's _INVISIBLE_SPLIT_WEIGHTS, the largest need of the format characters."""
    print_weights("_INVISIBLE_SPLIT_WEIGHTS", invisible_needs(counters()))
    return 0


def glued_noise(rng: random.Random, symbols: list[str]) -> dict[str, str]:
    """Six shapes of random noise of ``symbols`` and printable ASCII (--latin1, --symbols-glued)."""
    printable = [chr(c) for c in range(0x21, 0x7F)]
    letters = [c for c in printable if c.isalpha()]
    return {
        "noise": "".join(rng.choice(symbols + printable) for _ in range(2000)),
        "noise in words": " ".join("".join(rng.choice(symbols + printable) for _ in range(rng.randint(4, 16)))
                                   for _ in range(150)),
        "symbols and letters": "".join(rng.choice(symbols + letters) for _ in range(2000)),
        "symbols and punctuation": "".join(rng.choice(symbols + [c for c in printable if not c.isalnum()])
                                           for _ in range(2000)),
        "passwords": "\n".join("".join(rng.choice(symbols + printable) for _ in range(rng.randint(8, 24)))
                               for _ in range(100)),
        "one in each word": " ".join(rng.choice(letters) * 2 + rng.choice(symbols) + rng.choice(letters) * 2
                                    for _ in range(300)),
    }


def latin1_needs(count: dict) -> dict[str, list[int]]:
    """Shape of random noise of Latin-1 symbols (U+00A1-00BF, × ÷) and ASCII -> per profile, what
    each side of a symbol glued to an ASCII letter must pay (1/64 token;
    ctxkit._LATIN1_GLUED_WEIGHTS) for it to reach TARGET of its real count (two seeds; the shapes of
    glued_noise and letters and symbols in turn)."""
    every = [chr(c) for c in range(0xA1, 0xC0) if c != 0xAD] + ["\u00d7", "\u00f7"]  # the soft hyphen: --invisible
    out: dict[str, list[int]] = {}
    with without(ctxkit._LATIN1_GLUED_WEIGHTS, 0):
        for k, profile in enumerate(PROFILES):  # each profile's noise of the symbols it reads as written
            symbols = as_written(every, profile)
            for seed in (1, 2):
                rng = random.Random(seed)
                shapes = glued_noise(rng, symbols)
                letters = [c for c in map(chr, range(0x21, 0x7F)) if c.isalpha()]
                shapes["letters and symbols in turn"] = "".join(rng.choice(letters) + rng.choice(symbols)
                                                                for _ in range(1000))
                for name, text in shapes.items():
                    row = out.setdefault(name, [0] * len(PROFILES))
                    row[k] = max(row[k], profile_need(count, text, ctxkit._latin1_glued(text.encode())[0], profile))
            # and ordinary writing: a symbol glued to a word, a space on its other side (stop 61's sweep
            # found these under once digits' and symbols' sides paid apart)
            for seed, words in enumerate(word_sources().values()):
                for name, make in LATIN1_WORD_SHAPES.items():
                    rng = random.Random(seed)
                    text = "".join(make(rng.choice(words), rng.choice(words)) for _ in range(200))
                    if ctxkit._as_read(text, profile)[0] != text:
                        continue
                    row = out.setdefault(name, [0] * len(PROFILES))
                    row[k] = max(row[k], profile_need(count, text, ctxkit._latin1_glued(text.encode())[0], profile))
    return out


#: Latin-1 symbols glued to words in ordinary writing (--latin1): guillemets without spaces, Spanish
#: marks before a capital, a mark after a name, a middle dot between words, a negation.
LATIN1_WORD_SHAPES: dict[str, Callable[[str, str], str]] = {
    "\u00abword\u00bb": lambda a, b: f"{a} \u00ab{b}\u00bb ",
    "\u00bfWord": lambda a, b: f"\u00bf{a.capitalize()} {b}? ",
    "\u00a1Word": lambda a, b: f"\u00a1{a.capitalize()} {b}! ",
    "Word\u00ae": lambda a, b: f"{a.capitalize()}\u00ae {b} ",
    "word\u00b7word": lambda a, b: f"{a}\u00b7{b} ",
    "\u00acword": lambda a, b: f"\u00ac{a} or {b} ",
}
#: The shape ctxkit._LATIN1_GLUED_WEIGHTS leaves out: a symbol two tokens alone (``¬``) needs that one
#: more (135 / 72 / 106 with o200k, cl100k, Claude), which would put the others' ordinary writing far over.
LATIN1_WORD_SHAPES_LEFT_OUT = ("\u00acword",)


def symbols_glued_needs(count: dict) -> dict[str, list[int]]:
    """Shape of random noise of the symbols of ctxkit._GLUED_SYMBOLS (U+2010-2BFF but the typographic
    punctuation) and ASCII -> per profile, what each side of a symbol glued to printable ASCII must
    pay (1/64 token; ctxkit._SYMBOL_GLUED_WEIGHTS) for it to reach TARGET of its real count (the
    shapes of latin1_needs, two seeds)."""
    letters = [c for c in map(chr, range(0x21, 0x7F)) if c.isalpha()]  # glued_noise's, in its order
    out: dict[str, list[int]] = {}
    with without(ctxkit._SYMBOL_GLUED_WEIGHTS, 0), without(ctxkit._SYMBOL_GLUED_EXTRA, ""):
        for k, profile in enumerate(PROFILES):  # each profile's noise of the symbols it reads as written
            symbols = as_written(glued_symbols(), profile)
            for seed in (1, 2):
                rng = random.Random(seed)
                shapes = glued_noise(rng, symbols)
                shapes["one between two letters"] = " ".join(rng.choice(letters) + rng.choice(symbols)
                                                             + rng.choice(letters) for _ in range(400))
                shapes["letters and symbols in turn"] = "".join(rng.choice(letters) + rng.choice(symbols)
                                                                for _ in range(1000))
                for name, text in shapes.items():
                    need = profile_need(count, text, len(ctxkit._symbols_glued(text)), profile)
                    row = out.setdefault(name, [0] * len(PROFILES))
                    row[k] = max(row[k], need)
    return out


def symbol_glued_extra(count: dict) -> dict[str, str]:
    """--symbols-glued: per profile, ctxkit's _SYMBOL_GLUED_EXTRA: for each symbol of
    ctxkit._GLUED_SYMBOLS, forty of it each between two letters (``k⊕d q⊕x ...``, and ``a⊕b`` forty
    times: letters that pay nothing of their own), what each side
    glued must pay on top of _SYMBOL_GLUED_WEIGHTS for TARGET of the real count (1/64 token, rounded
    down to a multiple of 4), kept from 8, as "first-last,...:weight" groups."""
    letters = string.ascii_lowercase
    symbols = glued_symbols()
    out = {}
    with without(ctxkit._SYMBOL_GLUED_EXTRA, ""):
        for profile in PROFILES:
            kept: dict[int, list[int]] = {}
            for symbol in as_written(symbols, profile):
                weight = max(profile_need(count, text, len(ctxkit._symbols_glued(text)), profile)
                             for text in ("".join(f"{letters[i % 26]}{symbol}{letters[(7 * i + 3) % 26]} " for i in range(40)),
                                          f"a{symbol}b " * 40))
                if weight >= 8:
                    kept.setdefault(weight - weight % 4, []).append(ord(symbol))
            out[profile] = code_point_spec(kept)
    return out


def print_symbols_glued() -> int:
    """--symbols-glued: ctxkit's _SYMBOL_GLUED_WEIGHTS, then its _SYMBOL_GLUED_EXTRA (measured with
    the weights as they stand)."""
    count = counters()
    print_weights("_SYMBOL_GLUED_WEIGHTS", symbols_glued_needs(count), every=True)
    print("_SYMBOL_GLUED_EXTRA = {")
    for profile, spec in symbol_glued_extra(count).items():
        print(f"    {profile!r}: {spec!r},")
    print("}")
    return 0


def print_latin1() -> int:
    """--latin1: ctxkit's _LATIN1_GLUED_WEIGHTS."""
    needs = latin1_needs(counters())
    for name in LATIN1_WORD_SHAPES_LEFT_OUT:
        print(f"  {name:<24} need {needs.pop(name)} (left out: a symbol two tokens alone)")
    print_weights("_LATIN1_GLUED_WEIGHTS", needs, every=True)
    return 0


#: Where a Latin-1 symbol stands alone (--latin1-alone): between words, on its own line, after and
#: before a number (``90°``, ``£5``); then glued to ASCII symbols: between commas, quoted, in
#: parentheses, before and after a slash (the shrug's ``¯\\_(ツ)_/¯``).
LATIN1_ALONE_SHAPES: dict[str, Callable[[str, str, int], str]] = {
    "alone": lambda word, symbol, number: f"{word} {symbol} ",
    "line": lambda word, symbol, number: f"{word}\n{symbol}\n",
    "after a number": lambda word, symbol, number: f"{word} {number}{symbol} ",
    "before a number": lambda word, symbol, number: f"{word} {symbol}{number} ",
}
LATIN1_GLUED_SYMBOL_SHAPES: dict[str, Callable[[str, str, int], str]] = {
    "commas": lambda word, symbol, number: f"{word},{symbol},",
    "quoted": lambda word, symbol, number: f'{word} "{symbol}" ',
    "parentheses": lambda word, symbol, number: f"{word} ({symbol}) ",
    "before a slash": lambda word, symbol, number: f"{word} {symbol}/ ",
    "after a slash": lambda word, symbol, number: f"{word} /{symbol} ",
}


def latin1_rows(count: dict, shapes: dict, sides: int) -> dict[tuple[str, str, str], list]:
    """(symbol, source, shape) -> per profile (estimate, real, occurrences x ``sides``) of 40 of each
    Latin-1 symbol (U+00A1-00BF but the soft hyphen) in each of ``shapes`` between random words of
    word_sources (None for a symbol the profile's tokenizer reads as something else: Claude's NFKC
    reads ² as 2)."""
    symbols = [chr(c) for c in range(0xA1, 0xC0) if c != 0xAD]
    rows: dict[tuple[str, str, str], list] = {}
    for k, profile in enumerate(PROFILES):
        estimator = ctxkit.CharHeuristicEstimator(profile, memo_size=0)
        for symbol in symbols:
            if ctxkit._as_read(symbol, profile)[0] != symbol:
                continue
            for seed, (source, words) in enumerate(word_sources().items()):
                for shape, make in shapes.items():
                    rng = random.Random(seed)
                    text = "".join(make(rng.choice(words), symbol, rng.randint(1, 999)) for _ in range(40))
                    row = rows.setdefault((symbol, source, shape), [None] * len(PROFILES))
                    row[k] = (estimator.estimate(text), count[profile](text), sides * text.count(symbol))
    return rows


def latin1_left_out(rows: dict, k: int, group: Callable[[tuple], str]) -> list[tuple[float, str, str]]:
    """Per group of ``rows`` (:func:`latin1_rows`) and source left out: the lowest estimate / real of
    that source's texts with the need the other sources set (profile ``k``), with the group."""
    worst = []
    for name in dict.fromkeys(map(group, rows)):
        mine = {key: row[k] for key, row in rows.items() if group(key) == name and row[k] is not None}
        for left in dict.fromkeys(key[1] for key in mine):
            other = max((need(*row) for key, row in mine.items() if key[1] != left), default=0)
            worst.append((min((e + other * n / ctxkit._PAIR_UNIT) / r for key, (e, r, n) in mine.items()
                              if key[1] == left), name, left))
    return sorted(worst)


def print_latin1_alone() -> int:
    """--latin1-alone: ctxkit._LATIN1_LONE_WEIGHTS, per profile and Latin-1 symbol (U+00A1-00BF but the
    soft hyphen) the largest need (1/64 token each, for TARGET of the real count, without the term)
    over 40 of it alone in each of LATIN1_ALONE_SHAPES, between random words of the everyday words
    of glued_word_vocabularies and three disjoint draws of every 15th listed word; then, with those
    weights, ctxkit._LATIN1_GLUED_SYMBOL_WEIGHTS, per profile the largest need per side glued to an
    ASCII symbol over LATIN1_GLUED_SYMBOL_SHAPES. Each source left out: the weight the others set and
    the lowest estimate / real it gives that source's texts. A symbol the profile's tokenizer reads as
    something else (Claude's NFKC: ² as 2) is not measured. Last, with the lone weights, ctxkit._SPACE_LATIN1_WEIGHTS:
    the largest need of a symbol after a Unicode space (LATIN1_AFTER_SPACE_SHAPES) on top of its lone weight."""
    count = counters()
    with without(ctxkit._LATIN1_LONE_WEIGHTS, ""), without(ctxkit._LATIN1_GLUED_SYMBOL_WEIGHTS, 0):
        rows = latin1_rows(count, LATIN1_ALONE_SHAPES, 1)
    spec = {}
    for k, profile in enumerate(PROFILES):
        kept: dict[int, list[int]] = {}
        for symbol in dict.fromkeys(key[0] for key in rows):
            weight = max((need(*row[k]) for key, row in rows.items() if key[0] == symbol and row[k] is not None),
                         default=0)
            if weight:
                kept.setdefault(weight, []).append(ord(symbol))
        spec[profile] = code_point_spec({w: sorted(codes) for w, codes in kept.items()})
        low = latin1_left_out(rows, k, lambda key: key[0])[:3]
        print(f"  {profile}: alone, each source left out, lowest estimate / real "
              + ", ".join(f"{ratio:.2f} ({symbol} {left})" for ratio, symbol, left in low))
    print("_LATIN1_LONE_WEIGHTS =", spec)
    with setting(ctxkit._LATIN1_LONE_WEIGHTS, spec):  # the others on top of the lone weights just measured
        with without(ctxkit._LATIN1_GLUED_SYMBOL_WEIGHTS, 0):
            rows = latin1_rows(count, LATIN1_GLUED_SYMBOL_SHAPES, 2)
        print_largest_need(rows, "glued to a symbol", "_LATIN1_GLUED_SYMBOL_WEIGHTS")
        with without(ctxkit._SPACE_LATIN1_WEIGHTS, 0):
            rows = latin1_rows(count, LATIN1_AFTER_SPACE_SHAPES, 1)
        print_largest_need(rows, "after a Unicode space", "_SPACE_LATIN1_WEIGHTS")
    return 0


def print_largest_need(rows: dict, what: str, name: str) -> None:
    """Print ``name``, per profile the largest need of ``rows`` (:func:`latin1_rows`), after the lowest
    estimate / real of each source's texts with the need the others set."""
    weights = {}
    for k, profile in enumerate(PROFILES):
        weights[profile] = max(need(*row[k]) for row in rows.values() if row[k] is not None)
        low = latin1_left_out(rows, k, lambda key: what)[:3]
        print(f"  {profile}: {what}, each source left out, lowest estimate / real "
              + ", ".join(f"{ratio:.2f} ({left})" for ratio, _, left in low))
    print(f"{name} =", weights)


#: A Latin-1 symbol after a Unicode space (--latin1-alone): French typography's closing guillemet, a
#: degree sign after a number.
LATIN1_AFTER_SPACE_SHAPES: dict[str, Callable[[str, str, int], str]] = {
    "after a no-break space": lambda word, symbol, number: f"{word}\u00a0{symbol} ",
    "after a narrow no-break space": lambda word, symbol, number: f"{word}\u202f{symbol} ",
    "a number, a no-break space": lambda word, symbol, number: f"{word} {number}\u00a0{symbol} ",
}


#: Where a symbol held with its space stands after one (--held-spaced): between words, at a line's
#: end, before a number, several in a row, after a colon. (Before a word it pays its rebate back.)
HELD_SPACED_SHAPES: dict[str, Callable[[random.Random, list[str], str], str]] = {
    "spaced": lambda rng, words, symbol: f"{rng.choice(words)} {symbol} {rng.choice(words)} ",
    "line end": lambda rng, words, symbol: f"{rng.choice(words)} {symbol}\n",
    "before a number": lambda rng, words, symbol: f"{rng.choice(words)} {symbol}{rng.randint(1, 999)} ",
    "in a row": lambda rng, words, symbol: f"{rng.choice(words)} {symbol} {symbol} {symbol} ",
    "after a colon": lambda rng, words, symbol: f"{rng.choice(words)}: {symbol} {rng.choice(words)} ",
}


#: --held-spaced's shapes of a symbol held alone, first on a line (a list of check marks, bullets).
HELD_BARE_SHAPES: dict[str, Callable[[random.Random, list[str], str], str]] = {
    "item": lambda rng, words, symbol: f"{symbol} {rng.choice(words)} {rng.choice(words)}\n",
    "alone on a line": lambda rng, words, symbol: f"{rng.choice(words)}\n{symbol}\n",
    "before a number": lambda rng, words, symbol: f"{symbol}{rng.randint(1, 999)} {rng.choice(words)}\n",
    "in a row": lambda rng, words, symbol: f"{symbol} {symbol} {rng.choice(words)}\n",
}


def held_spaced_symbols(profile: str, before: str = " ") -> list[str]:
    """The punctuation and symbols of U+2000-2BFF (but the dashes of ctxkit._SEPARATORS, which have
    their own terms) that ``profile``'s vocabulary holds as one token with ``before`` (a space), or
    alone (``""``), and that its tokenizer reads as written."""
    dashes = set("\u2010\u2011\u2012\u2013\u2014\u2015\u2212")
    vocabulary = tokenizers_offline.vocabularies()[profile]
    return sorted(t[-1] for t in vocabulary if len(t) == len(before) + 1 and t.startswith(before)
                  and 0x2000 <= ord(t[-1]) < 0x2C00 and t[-1] not in dashes and unicodedata.category(t[-1])[0] in "PS"
                  and ctxkit._as_read(t[-1], profile)[0] == t[-1])


def print_held_spaced() -> int:
    """--held-spaced: ctxkit._HELD_SPACED_SYMBOLS (read from the vocabularies), then
    _HELD_SPACED_REBATES: per profile and page, the least excess (1/64 token an occurrence) of its
    held symbols after a space over HELD_SPACED_SHAPES and the word sources, measured without the
    rebate; then the same for _HELD_BARE_SYMBOLS and _HELD_BARE_REBATES, a symbol held alone first on
    a line (HELD_BARE_SHAPES); each source left out, the lowest estimate / real the others' rebate
    gives its texts."""
    count = counters()
    for kind, before, shapes, needle in (("SPACED", " ", HELD_SPACED_SHAPES, " "), ("BARE", "", HELD_BARE_SHAPES, "\n")):
        symbols, rebates = {}, {}
        with without(getattr(ctxkit, f"_HELD_{kind}_REBATES"), ""):
            for profile in PROFILES:
                held = held_spaced_symbols(profile, before)
                symbols[profile] = code_point_spec({1: [ord(c) for c in held]})
                rebates[profile], low = held_rebates(count, profile, held, shapes, needle)
                print(f"  {profile}: {len(held)} symbols; each source left out, lowest estimate / real "
                      + ", ".join(f"{ratio:.2f} ({page}, {left})" for ratio, page, left in low[:3]))
        print(f"_HELD_{kind}_SYMBOLS =", symbols)
        print(f"_HELD_{kind}_REBATES =", rebates)
    return 0


def held_rebates(count: dict, profile: str, held: list[str], shapes: dict, needle: str) -> tuple[str, list]:
    """--held-spaced for one profile and kind: per page, the least excess of its ``held`` symbols
    over ``shapes`` (each occurrence found by ``needle`` and the symbol; first in a text too), and the
    sources left out, lowest first."""
    sources = word_sources()
    estimator = ctxkit.CharHeuristicEstimator(profile, memo_size=0)
    rows: dict[tuple[int, str], list[tuple[int, int, int]]] = {}
    for symbol in held:
        for source, words in sources.items():
            for shape, make in shapes.items():
                rng = random.Random(f"{source}{shape}{ord(symbol)}")
                text = "".join(make(rng, words, symbol) for _ in range(150))
                text = "\n" + text if needle == "\n" else text  # first in a text, a symbol is not rebated
                found = text.count(needle + symbol)
                rows.setdefault((ord(symbol) >> 8, source), []).append(
                    (estimator.estimate(text), count[profile](text), found))
    pages = sorted({page for page, _ in rows})
    least = {page: min(int(ctxkit._PAIR_UNIT * (e - r) / n) for (p, _), row in rows.items() if p == page
                       for e, r, n in row) for page in pages}
    low = []
    for page in pages:
        for left in sources:
            other = max(0, min(int(ctxkit._PAIR_UNIT * (e - r) / n) for (p, source), row in rows.items()
                               if p == page and source != left for e, r, n in row))
            low.append((min((e - other * n / ctxkit._PAIR_UNIT) / r for e, r, n in rows[page, left]),
                        f"page {page:02x}", left))
    return " ".join(f"{page:x}:{least[page]}" for page in pages if least[page] > 0), sorted(low)


def repeat_needs(count: dict) -> dict[str, list[int]]:
    """Shape of text with words that start with a letter said three times or more -> per profile,
    what each letter that repeats the one before it in such a run must pay (1/64 token;
    ctxkit._REPEAT_WEIGHTS) for the text to reach TARGET of its real count (two seeds; every
    letter, either case). A run inside a word (``wowzzzz``, base64's ``QAAAAAAA``) is not priced:
    the tokenizers have tokens of some letters repeated (base64 of a binary, its zeros, is cheap)."""
    letters = string.ascii_letters
    out: dict[str, list[int]] = {}
    with without(ctxkit._REPEAT_WEIGHTS, 0):
        for seed in (1, 2):
            rng = random.Random(seed)
            shapes = {f"words of one letter x{k}": " ".join(rng.choice(letters) * k for _ in range(2000 // (k + 1)))
                      for k in (3, 4, 5, 6, 8, 12)}
            shapes.update({
                "words of one letter x3-12": " ".join(rng.choice(letters) * rng.randint(3, 12) for _ in range(250)),
                "hex dump of a fill": "".join(f"{16 * i:08x}: " + " ".join([rng.choice("abcdefABCDEF") * 4] * 8)
                                              + "  ................\n" for i in range(30)),
                "masks": "".join(":".join([rng.choice("abcdefABCDEF") * 4] * 4) + "::/64\n" for _ in range(60)),
                "redactions": "".join(f"card {c * 4}-{c * 4}-{c * 4}-1234 token {c * rng.randint(6, 16)}\n"
                                      for c in (rng.choice(letters) for _ in range(60))),
                "one letter per line": "\n".join(rng.choice(letters) * rng.randint(3, 9) for _ in range(250)),
            })
            for name, text in shapes.items():
                need = needs(count, text, ctxkit._repeated_letters(text.encode()))
                keep_largest(out, name, need)
        for k in (3, 4, 6, 8):  # one word said again and again (a fill, a separator): each letter alone
            for letter in letters:
                text = " ".join([letter * k] * (1000 // (k + 1)))
                need = needs(count, text, ctxkit._repeated_letters(text.encode()))
                name = f"one word of one letter x{k}"
                keep_largest(out, name, need)
    return out


def long_run_needs(count: dict) -> dict[str, list[int]]:
    """Shape of text with runs of more than ctxkit._LONG_WORD letters of one case -> per profile,
    what each change of letter in such a run must pay (1/64 token; ctxkit._LONG_RUN_WEIGHTS)
    for the text to reach TARGET of its real count (two seeds; alphabets of 4 to 26 letters, either
    case, runs of 21 to 200)."""
    out: dict[str, list[int]] = {}
    with without(ctxkit._LONG_RUN_WEIGHTS, 0):
        for seed in (1, 2):
            rng = random.Random(seed)
            for size in (4, 5, 6, 10, 20, 26):  # a sequence: nucleotides (4-5 with N), amino acids (20)
                for case, letters in (("lower", string.ascii_lowercase), ("upper", string.ascii_uppercase)):
                    alphabet = rng.sample(letters, size)
                    for length, sep in ((24, " "), (60, "\n"), (200, "\n")):
                        text = sep.join("".join(rng.choice(alphabet) for _ in range(length)) for _ in range(3000 // length))
                        name = f"{size} {case} letters, runs of {length}"
                        changes = ctxkit._long_run_changes(text.encode())
                        if changes:
                            need = needs(count, text, changes)
                            keep_largest(out, name, need)
    return out


def common_symbol_pairs() -> dict[str, bytes]:
    """ctxkit's _COMMON_SYMBOL_PAIRS: per profile, the pairs of ASCII symbols (first * 32 + second,
    in the order of ctxkit._ASCII_SYMBOLS) its tokenizer holds as one token, and a symbol repeated
    (the pair weights price those): a bit each."""
    vocabularies = tokenizers_offline.vocabularies()
    symbols = ctxkit._ASCII_SYMBOLS
    out = {}
    for profile in PROFILES:
        tokens = set(vocabularies[profile])
        bits = 0
        for i, a in enumerate(symbols):
            for j, b in enumerate(symbols):
                if a == b or a + b in tokens:
                    bits |= 1 << (i * 32 + j)
        out[profile] = bits.to_bytes(128, "little")
    return out


def symbol_pair_needs(count: dict) -> dict[str, list[int]]:
    """Shape of text with runs of two or three ASCII symbols -> per profile, what each pair of
    unlike symbols its tokenizer has no token for must pay (1/64 token; ctxkit._RARE_SYMBOL_WEIGHTS)
    for the text to reach TARGET of its real count (two seeds; alphabets of 4 to 32 symbols, runs
    after a letter of either case, a digit or a word, glued or between spaces), where such pairs
    are a third of its unlike pairs or more. None of them is a family of test_ctxkit.py."""
    symbols = ctxkit._ASCII_SYMBOLS
    words = ["if", "get", "the", "data", "set", "a", "item", "user"]
    out: dict[str, list[int]] = {}
    with without(ctxkit._RARE_SYMBOL_WEIGHTS, 0):
        for seed in (1, 2):
            rng = random.Random(seed)
            for size in (4, 8, 16, 32):
                alphabet = rng.sample(symbols, size)
                for before, picks in (("lower", string.ascii_lowercase), ("upper", string.ascii_uppercase),
                                      ("digit", string.digits), ("word", words)):
                    for run in (2, 3):
                        for sep in ("", " "):
                            text = sep.join(rng.choice(picks) + "".join(rng.choice(alphabet) for _ in range(run))
                                            for _ in range(3000 // (run + 2)))[:3000]
                            unlike = sum(1 for a, b in zip(text, text[1:]) if a in symbols and b in symbols and a != b)
                            name = f"{size} symbols x{run} after a {before}{' spaced' if sep else ''}"
                            need = [0] * len(PROFILES)
                            for k, profile in enumerate(PROFILES):
                                found = ctxkit._rare_ascii_counts(ctxkit._ascii_lanes(text.encode()), ctxkit._rare_ascii_patterns(profile))[1]
                                # Where rare pairs are fewer than a third of the unlike pairs (an alphabet
                                # of symbols the tokenizer pairs well), the need divides what the rest of
                                # the text lacks by few pairs (2.4-3.7 tokens a pair, more than a pair of
                                # symbols can cost): not a measure of the pair.
                                if found and 3 * found >= unlike:
                                    need[k] = needs(count, text, found)[k]
                            keep_largest(out, name, need)
    return out


def print_symbol_pairs() -> int:
    """--symbol-pairs: ctxkit's _COMMON_SYMBOL_PAIRS and _RARE_SYMBOL_WEIGHTS."""
    print("_COMMON_SYMBOL_PAIRS = {")
    for profile, table in common_symbol_pairs().items():
        print(f'    "{profile}": bytes.fromhex(  # {bin(int.from_bytes(table, "little")).count("1")} pairs of 1,024')
        text = table.hex()
        for at in range(0, len(text), 96):
            print(f'        "{text[at:at + 96]}"')
        print("    ),")
    print("}")
    print_weights("_RARE_SYMBOL_WEIGHTS", symbol_pair_needs(counters()), every=True)
    return 0


def print_long_runs() -> int:
    """--long-runs: ctxkit's _LONG_RUN_WEIGHTS."""
    print_weights("_LONG_RUN_WEIGHTS", long_run_needs(counters()), every=True)
    return 0


def print_repeats() -> int:
    """--repeats: ctxkit's _REPEAT_WEIGHTS."""
    print_weights("_REPEAT_WEIGHTS", repeat_needs(counters()), every=True)
    return 0


#: Words of four languages of other scripts, between which chat glues runs of a Latin letter
#: (_REPEAT_AFTER_OTHER_WEIGHTS): Chinese and Japanese written without spaces, Korean and Russian with.
AFTER_OTHER_WORDS = {
    "zh": ("真的 太好笑了 你看 他写了什么 我不行了 好的 笑死 知道了", ""),
    "ja": ("本当に 面白い 見て 何を書いた すごい わかった ありがとう", ""),
    "ko": ("진짜 웃기다 봐봐 뭐라고 썼어 대박 알았어 고마워", " "),
    "ru": ("ну ты даёшь это просто капец я не могу смотри", " "),
}


def repeat_after_other_rows(count: dict) -> dict[str, list[tuple[str, list[tuple[int, int, int]]]]]:
    """Language of AFTER_OTHER_WORDS -> (letter, per profile: the estimate without the term, the real
    count, the letters it would pay) of 1,000 characters of its words, half of them with a run of the
    letter (3 to 10) glued after them, for every lower-case letter and two seeds."""
    rows: dict[str, list[tuple[str, list[tuple[int, int, int]]]]] = {}
    with without(ctxkit._REPEAT_AFTER_OTHER_WEIGHTS, 0):
        estimators = {p: ctxkit.CharHeuristicEstimator(p, memo_size=0) for p in PROFILES}
        for seed in (1, 2):
            rng = random.Random(seed)
            for lang, (words, sep) in AFTER_OTHER_WORDS.items():
                for letter in string.ascii_lowercase:
                    out, size = [], 0
                    while size < 1000:
                        out.append(rng.choice(words.split()) + (letter * rng.randint(3, 10) if rng.random() < 0.5 else ""))
                        size += len(out[-1]) + len(sep)
                    text = sep.join(out)[:1000]
                    n = ctxkit._repeated_after_other(fit_estimator.skeleton(text.encode()))
                    rows.setdefault(lang, []).append(
                        (letter, [(estimators[p].estimate(text), count[p](text), n) for p in PROFILES]))
    return rows


def print_repeats_after_other() -> int:
    """--repeats-after: ctxkit's _REPEAT_AFTER_OTHER_WEIGHTS, per profile the largest need (as
    _REPEAT_WEIGHTS) of repeat_after_other_rows' texts; each language left out, the weight the others set
    and how many of its texts it leaves under 0.90."""
    rows = repeat_after_other_rows(counters())
    weights = {}
    for k, profile in enumerate(PROFILES):
        needs = {lang: [need(*cells[k]) for _, cells in texts] for lang, texts in rows.items()}
        weights[profile] = max(max(v) for v in needs.values())
        for lang, texts in rows.items():
            other = max(max(v) for key, v in needs.items() if key != lang)
            before = sum(cells[k][0] / cells[k][1] < 0.9 for _, cells in texts)
            after = [(e + other * n / ctxkit._PAIR_UNIT) / r for _, cells in texts for e, r, n in [cells[k]]]
            print(f"  {profile:<7} {lang}: {len(texts)} texts, under 0.90 without {before:2}, left out (the others set "
                  f"{other}) {sum(r < 0.9 for r in after):2} (lowest {min(after):.2f}), with all {weights[profile]}: "
                  f"{sum((e + weights[profile] * n / ctxkit._PAIR_UNIT) / r < 0.9 for _, cells in texts for e, r, n in [cells[k]]):2}")
    print("_REPEAT_AFTER_OTHER_WEIGHTS =", weights)
    return 0


#: Words chat stretches (_STRETCHED_WEIGHTS' sources, with word_sources'): its interjections and short replies,
#: split by spaces.
INTERJECTIONS = ("hmm omg ah oh uh um no so yes yay wow hey ugh aw ha yeah nice cool please what why lol ok okay sure "
                 "right fine good great love thanks sorry hello hi bye well damn shh boo yum mm argh eek whoa meh duh huh "
                 "phew oops yikes nope yep geez gosh jeez lmao haha hehe brr grr zzz")


def stretched_text(words: list[str], letter: str, rng: random.Random, shape: str) -> str | None:
    """1,000 characters of ``words`` with ``letter`` said 3 to 10 times where a word holds it once, not
    first (``sooo``, ``yeeees``): in half the words (``prose``), half the words and lines of chat
    (``chat``), every word, ended by ``!``, ``?`` or a line break (``dense``), or one word of them said
    again so (``word``: ``ommmg! ommmmmmg!``), in capitals (``capitals``: ``OMMMG! OMMMMMMG!``). None when fewer
    than three words hold the letter so."""
    def stretched(word: str) -> str:
        at = [k for k in range(1, len(word)) if word[k] == letter and word[k - 1] != letter
              and word[k + 1:k + 2] != letter]
        k = rng.choice(at)
        return word[:k] + letter * rng.randint(3, 10) + word[k + 1:]

    holding = [w for w in words if letter in w[1:] and any(w[k] == letter and w[k - 1] != letter and w[k + 1:k + 2]
                                                           != letter for k in range(1, len(w)))]
    if len(set(holding)) < 3:
        return None
    out, size, one = [], 0, rng.choice(holding)
    while size < 1000:
        if shape in ("word", "capitals"):
            word = stretched(one)
        else:
            word = stretched(rng.choice(holding)) if shape == "dense" or rng.random() < 0.5 else rng.choice(words)
        if shape == "capitals":  # a word of capitals stretched (``NOOOOO``, ``OMGGGG``): read in lower case
            word = word.upper()
        if shape in ("dense", "word", "capitals"):
            word += rng.choice(["!", "", "?", "!!", "\n", "!\n"])
        elif shape == "chat" and rng.random() < 0.3:
            word += rng.choice(["!", "?", "", "!!", " :)"]) + "\n"
        out.append(word)
        size += len(word) + 1
    return " ".join(out)[:1000].replace(" \n", "\n").replace("\n ", "\n")


def stretched_rows(count: dict) -> dict[tuple[str, str, str, int], list[tuple[int, int, int]]]:
    """(letter, source, shape, seed) -> per profile (the estimate without _STRETCHED_WEIGHTS, the real count,
    the letters it would pay) of :func:`stretched_text` for every lower-case letter, the sources of
    word_sources and INTERJECTIONS, its five shapes and two seeds; and of capital_line_texts (source
    ``capital lines``)."""
    sources = {**word_sources(), "interjections": INTERJECTIONS.split() * 3}
    rows = {}
    with without(ctxkit._STRETCHED_WEIGHTS, 0):
        for name, words in sources.items():
            for seed in (1, 2):
                rng = random.Random(seed)
                for letter in string.ascii_lowercase:
                    for shape in ("prose", "chat", "dense", "word", "capitals"):
                        text = stretched_text(words, letter, rng, shape)
                        if text is not None:
                            rows[(letter, name, shape, seed)] = measured(
                                count, text, ctxkit._stretched_letters(fit_estimator.skeleton(text.encode())))
        for key, text in capital_line_texts().items():
            rows[key] = measured(count, text, ctxkit._stretched_letters(fit_estimator.skeleton(text.encode())))
    return rows


def print_stretched() -> int:
    """--stretched: ctxkit's _STRETCHED_WEIGHTS, per profile the largest need of stretched_rows' texts (one weight
    for every letter: per letter, the sources left out one at a time leave texts under 0.90); each source and each
    letter left out, the weight the others set and how many of its texts it leaves under 0.90."""
    print_one_weight(stretched_rows(counters()), "_STRETCHED_WEIGHTS", ((1, "source"), (0, "letter")))
    return 0


def print_one_weight(rows: dict, name: str, parts: tuple[tuple[int, str], ...]) -> dict[str, int]:
    """Print ``name``, per profile the largest need of ``rows`` ({key: per profile (the estimate without the
    term, the real count, what it counts)}), after, for each (index into the key, label) of ``parts``, how many
    texts of each value left out the weight the others set leaves under 0.90, the lowest estimate / real and
    the median (against the median without the term). Returns the weights."""
    weights = {}
    for k, profile in enumerate(PROFILES):
        needs = {key: need(*row[k]) for key, row in rows.items()}
        weights[profile] = max(needs.values())
        before = [row[k][0] / row[k][1] for row in rows.values()]
        print(f"  {profile:<7} {len(rows)} texts, under 0.90 without {sum(r < 0.9 for r in before)} (lowest "
              f"{min(before):.2f}); the largest need {weights[profile]}")
        for part, label in parts:
            under, lowest, ratios = 0, 9.0, []
            for left in sorted({key[part] for key in rows}, key=str):
                other = max(v for key, v in needs.items() if key[part] != left)
                for key, row in rows.items():
                    if key[part] == left:
                        e, r, n = row[k]
                        ratio = (e + other * n / ctxkit._PAIR_UNIT) / r
                        under, lowest = under + (ratio < 0.9), min(lowest, ratio)
                        ratios.append(ratio)
            print(f"    each {label} left out (the others' largest need): {under} under 0.90, lowest {lowest:.2f}, "
                  f"median {statistics.median(ratios):.2f} (without {statistics.median(before):.2f})")
    print(f"{name} =", weights)
    return weights


#: The shapes of capitals said again one a line (stretched_rows): a capital and a random generator -> a line.
CAPITAL_LINE_SHAPES: dict[str, Callable[[str, random.Random], str]] = {
    "line": lambda letter, rng: letter * rng.randint(3, 10) + "\n",
    "paragraph": lambda letter, rng: letter * rng.randint(3, 10) + "\n\n",
    "crlf": lambda letter, rng: letter * rng.randint(3, 10) + "\r\n",
    "then words": lambda letter, rng: letter * rng.randint(3, 10) + rng.choice([" ok", ": done", " - see above", "!"]) + "\n",
    "long": lambda letter, rng: letter * rng.randint(8, 30) + "\n",
    # not a word of capitals, which the skeleton reads in lower case: a run before digits or lower case
    "then digits": lambda letter, rng: letter * rng.randint(3, 10) + str(rng.randint(0, 9999)) + "\n",
    "then lower case": lambda letter, rng: letter * rng.randint(3, 10) + rng.choice(["ello", "ey", "mm", "i", "s"]) + "\n",
}


def capital_line_texts() -> dict[tuple[str, str, str, int], str]:
    """(capital, ``capital lines``, shape, seed) -> 1,000 characters of CAPITAL_LINE_SHAPES' lines of the capital
    (stretched_rows' texts of capitals said again alone on a line), every capital, two seeds."""
    texts = {}
    for seed in (1, 2):
        rng = random.Random(seed)
        for letter in string.ascii_uppercase:
            for shape, line in CAPITAL_LINE_SHAPES.items():
                out, size = [], 0
                while size < 1000:
                    out.append(line(letter, rng))
                    size += len(out[-1])
                texts[(letter, "capital lines", shape, seed)] = "".join(out)[:1000]
    return texts


def ascii_unit_rows(count: dict) -> dict[tuple[int, str, str, int], list[tuple[int, int, int]]]:
    """(period, source, shape, seed) -> per profile (the estimate without _ASCII_UNIT_WEIGHTS, the real count, the
    letters it would pay) of 1,000 characters of the words of ``period`` (4 to 6) letters of a source of
    word_sources or INTERJECTIONS (those not a shorter unit said again), each said again 2 to 4 times glued:
    after one to three words of the source (``chat``), alone before ``!`` or a line break (``dense``), the same
    in capitals (``capitals``), one unit of them again and again (``word``, ``word in capitals``); two seeds."""
    sources = {**word_sources(), "interjections": INTERJECTIONS.split() * 3}
    rows = {}
    with without(ctxkit._ASCII_UNIT_WEIGHTS, 0):
        for name, words in sources.items():
            for period in (4, 5, 6):
                units = sorted({w for w in words if len(w) == period
                                and all(w != w[k:] + w[:k] for k in range(1, period // 2 + 1))})
                if len(units) < 3:
                    continue
                for seed in (1, 2):
                    rng = random.Random(seed)
                    for shape in ("chat", "dense", "capitals", "word", "word in capitals"):
                        out, size, one = [], 0, rng.choice(units)
                        while size < 1000:
                            said = (one if shape.startswith("word") else rng.choice(units)) * rng.randint(2, 4)
                            if shape.endswith("capitals"):
                                said = said.upper()
                            head = " ".join(rng.choice(words) for _ in range(rng.randint(1, 3))) + " " if shape == "chat" else ""
                            out.append(head + said + rng.choice([" ", "! ", "\n"]))
                            size += len(out[-1])
                        text = "".join(out)[:1000]
                        rows[(period, name, shape, seed)] = measured(
                            count, text, ctxkit._ascii_units_said_again(fit_estimator.skeleton(text.encode())))
    return rows


def print_ascii_units() -> int:
    """--ascii-units: ctxkit's _ASCII_UNIT_WEIGHTS, per profile the largest need of ascii_unit_rows' texts; each
    source and each period left out, the weight the others set and how many of its texts it leaves under 0.90."""
    print_one_weight(ascii_unit_rows(counters()), "_ASCII_UNIT_WEIGHTS", ((1, "source"), (0, "period")))
    return 0


#: Language -> (words chat says again glued, a chat's words between them), ten scripts (_GLUED_WORD_SHARES).
GLUED_WORDS = {
    "ru": ("нет ура да ага ого вау бла пока блин ой", "ну ты даёшь это просто капец"),
    "uk": ("ні так ура ага ой пока", "ну ти даєш це просто жах"),
    "el": ("όχι ναι μπλα ωχ αχα", "δεν μπορώ να το πιστέψω"),
    "ar": ("لا نعم يلا هاي واو", "لا أصدق انظر ماذا كتب"),
    "he": ("לא כן יאללה וואו בלה", "אני לא מאמין תראה מה הוא כתב"),
    "hi": ("नहीं हाँ वाह अरे", "क्या बात है यह बहुत"),
    "th": ("ไม่ ใช่ เย้ ว้าว", "ไม่อยากจะเชื่อ ดูสิ ตลกมาก"),
    "ko": ("아니 진짜 대박 헐", "진짜 웃기다 봐봐 뭐라고"),
    "ja": ("だめ うそ やだ すごい", "本当に 面白い 見て"),
    "zh": ("没问题 不要 好吧 对的", "真的 太好笑了 你看"),
}


def print_glued_other() -> int:
    """--glued-other: ctxkit's _GLUED_WORD_SHARES, per profile the largest share (per 64) of the letters said in
    turn's weight that 1,000 characters of a word of GLUED_WORDS said again glued two to four times (after a
    chat's word, or alone before ``!`` or a line break; two seeds) need to reach TARGET of their real count;
    each language left out, the share the others set against its own."""
    count = counters()
    texts = []
    for seed in (1, 2):
        rng = random.Random(seed)
        for lang, (said, chat) in GLUED_WORDS.items():
            for word in said.split():
                for shape in ("chat", "dense"):
                    out, size = [], 0
                    while size < 1000:
                        head = rng.choice(chat.split()) + " " if shape == "chat" else ""
                        out.append(head + word * rng.randint(2, 4) + rng.choice([" ", "! ", "\n"]))
                        size += len(out[-1])
                    texts.append((lang, "".join(out)[:1000]))
    shares = {}
    for profile in PROFILES:
        with setting(ctxkit._GLUED_WORD_SHARES, dict.fromkeys(PROFILES, 64)):
            paid = [ctxkit._words_said_again_glued(text, ctxkit._profile_tables(profile)) for _, text in texts]
        with without(ctxkit._GLUED_WORD_SHARES, 0):
            rows = [(lang, ctxkit.CharHeuristicEstimator(profile, memo_size=0).estimate(text), count[profile](text), n)
                    for (lang, text), n in zip(texts, paid) if n]
        needs = {}
        for lang, e, r, n in rows:
            needs.setdefault(lang, []).append(ctxkit._PAIR_UNIT * 64 * (TARGET * r - e) / n)
        shares[profile] = math.ceil(max(max(v) for v in needs.values()))
        before = sum(e / r < 0.9 for _, e, r, _ in rows)
        print(f"  {profile:<7} {len(rows)} texts that pay, under 0.90 without {before}; the largest share {shares[profile]}")
        for lang, v in needs.items():
            other = max(max(w) for key, w in needs.items() if key != lang)
            print(f"    {lang} left out: its largest {max(v):.0f}, the others' {other:.0f}")
    print("_GLUED_WORD_SHARES =", shares)
    return 0


#: The catalogues whose menus and dialogs make the lists of short CJK words (--cjk-items): Chinese in both
#: scripts, Japanese, Korean.
CJK_ITEM_LANGUAGES = ("zh_CN", "zh_TW", "ja", "ko")
#: How a word of a list is closed (--cjk-items): by one mark (each word followed by one, or quoted and followed
#: by a word, a space or a line break), or by a run of marks (brackets side by side, a title and a comma).
CJK_ITEM_SHAPES: dict[str, Callable[[str, random.Random], str]] = {
    "、": lambda word, rng: word + "、",
    "。": lambda word, rng: word + "。",
    "・": lambda word, rng: word + "・",
    "〜": lambda word, rng: word + "〜",
    "「」 then a word": lambda word, rng: "「" + word + "」" + rng.choice(["和", "と", "을", " ", "\n"]),
    "《》 then a space": lambda word, rng: "《" + word + "》" + rng.choice([" ", "\n"]),
    "【】": lambda word, rng: "【" + word + "】",
    "「」「」": lambda word, rng: "「" + word + "」",
    "《》、": lambda word, rng: "《" + word + "》、",
    "『』。": lambda word, rng: "『" + word + "』。",
}


def cjk_item_words() -> dict[str, list[str]]:
    """Per language of CJK_ITEM_LANGUAGES, the lines of its catalogues that are one word of one to
    ctxkit._CJK_ITEM_LONGEST kana, ideographs or Hangul syllables (``文件``, ``すべて``, ``가능``)."""
    letters = re.compile(r"^[\u3041-\u3096\u30a1-\u30fa\u30fc\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]"
                         + f"{{1,{ctxkit._CJK_ITEM_LONGEST}}}$")
    words = {}
    for lang in CJK_ITEM_LANGUAGES:
        found = set()
        for path in sorted(glob.glob(f"/usr/share/locale/{lang}/LC_MESSAGES/*.mo")):
            found.update(line.strip() for line in _mo_strings(path).splitlines() if letters.match(line.strip()))
        words[lang] = sorted(found)
    return words


def print_cjk_items() -> int:
    """--cjk-items: ctxkit's _CJK_HELD_MARK_RUNS and _CJK_TWO_TOKEN_MARKS (the runs of two or three of
    _CJK_ITEM_MARKS each tokenizer counts as one token, the marks it counts as two), then _CJK_ITEM_WEIGHTS: per
    profile the largest need per token of the closing marks (1/64 token) of 1,000 characters of a list of the
    catalogues' words (CJK_ITEM_LANGUAGES; words of at most 2, 4, 6 characters; each of CJK_ITEM_SHAPES; two
    seeds) for TARGET of their real count: of the lists whose words each close with one mark, then, with that
    weight, of those with runs of marks; each language and each shape left out, what the others' largest need
    leaves under 0.90."""
    count, words = counters(), cjk_item_words()
    marks = ctxkit._CJK_ITEM_MARKS
    for profile in PROFILES:
        runs = ["".join(run) for size in (2, 3) for run in itertools.product(marks, repeat=size)
                if count[profile]("".join(run)) == 1]
        two = "".join(mark for mark in marks if count[profile](mark) == 2)
        print(f"  {profile}: held runs {' '.join(runs)!r}, marks of two tokens {two!r}")
    print("  words:", {lang: len(found) for lang, found in words.items()})
    texts = {}
    for seed in (1, 2):
        rng = random.Random(seed)
        for lang, found in words.items():
            for shape, close in CJK_ITEM_SHAPES.items():
                for longest in (2, 4, 6):
                    pool = [word for word in found if len(word) <= longest]
                    out, size = [], 0
                    while size < 1_000:
                        out.append(close(rng.choice(pool), rng))
                        size += len(out[-1])
                    texts[(lang, shape, longest, seed)] = "".join(out)[:1_000]

    def tokens(text: str, profile: str, runs: bool) -> int:
        return sum(ctxkit._mark_run_tokens(found, profile) for found in ctxkit._cjk_item_marks(text)
                   if (len(found) > 1) == runs)

    with without(ctxkit._CJK_ITEM_WEIGHTS, (0, 0)):
        rows = {key: [(ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(text), count[p](text),
                       tokens(text, p, False), tokens(text, p, True)) for p in PROFILES] for key, text in texts.items()}
    one = print_one_weight({key: [row[:3] for row in by] for key, by in rows.items() if by[0][2] and not by[0][3]},
                           "one mark", ((0, "language"), (1, "shape")))
    run = print_one_weight({key: [(e + one[p] * n / ctxkit._PAIR_UNIT, r, k) for p, (e, r, n, k) in zip(PROFILES, by)]
                            for key, by in rows.items() if by[0][3]}, "a run of marks", ((0, "language"), (1, "shape")))
    print("_CJK_ITEM_WEIGHTS =", {profile: (one[profile], run[profile]) for profile in PROFILES})
    return 0


def print_marks() -> int:
    """--marks: ctxkit's _ARABIC_MARK_WEIGHTS, what an Arabic vowel mark costs alone on average."""
    count = counters()
    marks = [chr(c) for c in range(0x064B, 0x0660) if unicodedata.category(chr(c)) == "Mn"]
    print("_ARABIC_MARK_WEIGHTS =", {p: math.ceil(ctxkit._PAIR_UNIT * sum(map(count[p], marks)) / len(marks))
                                     for p in PROFILES})
    return 0


def print_unassigned() -> int:
    """--unassigned: ctxkit's _UNASSIGNED and _UNASSIGNED_WEIGHTS."""
    table = unassigned_table()
    print(f"_UNASSIGNED = (  # Unicode {unicodedata.unidata_version}")
    for at in range(0, len(table), 100):
        print(f'    "{table[at:at + 100]}"')
    print(")")
    needs = unassigned_needs(counters())
    for k, profile in enumerate(PROFILES):
        ranked = sorted(((n[k], span) for span, n in needs.items()), reverse=True)
        print(f"  {profile}: {len(needs)} spans; largest needs " + ", ".join(f"{s} {n}" for n, s in ranked[:6])
              + f"; left out, the largest sets {ranked[1][0]} for {ranked[0][1]}")
    print("_UNASSIGNED_WEIGHTS =", {p: max(n[k] for n in needs.values()) for k, p in enumerate(PROFILES)})
    print(f"_EMPTY_ASTRAL = bytes.fromhex(  # Unicode {unicodedata.unidata_version}")
    table = empty_astral_table()
    for at in range(0, len(table), 96):
        print(f'    "{table[at:at + 96]}"')
    print(")")
    empty = empty_astral_needs(counters())
    weights = {}
    for k, profile in enumerate(PROFILES):
        per_page = []
        for page in range(4):
            mine = sorted(((n[k], first) for first, n in empty.items() if (int(first, 16) - 0x10000) >> 18 == page),
                          reverse=True)
            per_page.append(mine[0][0])
            print(f"  {profile} page {0xD8 + page:02X}: {len(mine)} blocks; largest needs "
                  + ", ".join(f"{f} {n}" for n, f in mine[:4]) + f"; left out, the largest sets {mine[1][0]} for {mine[0][1]}")
        weights[profile] = tuple(per_page)
    print("_EMPTY_ASTRAL_WEIGHTS =", weights)
    c1 = c1_needs(counters())
    for name, need in c1.items():
        print(f"  C1 controls, {name:<9} need {need}")
    print("_C1_WEIGHTS =", {p: max(n[k] for n in c1.values()) for k, p in enumerate(PROFILES)})
    return 0


def print_pages() -> int:
    """--pages: ctxkit's _RARE_PAIR_PAGE_WEIGHTS."""
    needs = page_block_needs(counters())
    weights: dict[str, dict[int, int]] = {p: {} for p in PROFILES}
    for page, blocks in needs.items():
        for k, profile in enumerate(PROFILES):
            most = max(need[k] for need in blocks.values())
            left_out = {b: max([n[k] for o, n in blocks.items() if o != b] + [ctxkit._RARE_PAIR_WEIGHTS[profile]])
                        for b in blocks}
            if most > ctxkit._RARE_PAIR_WEIGHTS[profile]:
                weights[profile][page] = most
            print(f"  page {page:02X} {profile:<7} needs " + ", ".join(f"{b} {n[k]}" for b, n in blocks.items())
                  + "; left out, the weight the other half sets: " + ", ".join(f"{b} {w}" for b, w in left_out.items()))
    print("_RARE_PAIR_PAGE_WEIGHTS =", {p: {f"0x{k:02X}": v for k, v in w.items()} for p, w in weights.items()})
    return 0


def print_ascii() -> int:
    """--ascii: ctxkit's _COMMON_ASCII_PAIRS and _RARE_ASCII_WEIGHTS (the largest need of ascii_families,
    and the weight kept, the bound of a token: see the constant's comment)."""
    table = common_ascii_pairs()
    print(f"_COMMON_ASCII_PAIRS = bytes.fromhex(  # {bin(int.from_bytes(table, 'little')).count('1')} pairs of 676")
    text = table.hex()
    for at in range(0, len(text), 96):
        print(f'    "{text[at:at + 96]}"')
    print(")")
    needs = ascii_needs(counters())
    for name, need in needs.items():
        print(f"  {name:<32} need {need}")
    most = [max(need[k] for need in needs.values()) for k in range(len(PROFILES))]
    # stop 62: the needs are 0 since the trigrams, the four letters and the long runs price random
    # words; ctxkit keeps the bound, a token (a window adds one letter, never more than a token: a
    # need above it is no need of this term's), for the terms measured with this one in place
    print("the largest need:", dict(zip(PROFILES, most)), "; _RARE_ASCII_WEIGHTS =",
          dict.fromkeys(PROFILES, ctxkit._PAIR_UNIT), "(the bound, a token)")
    for k, profile in enumerate(PROFILES):  # each family left out of the max
        print(f"  {profile}: left out, the weight the others set: " + ", ".join(
            f"{name} {max(n[k] for other, n in needs.items() if other != name)}" for name in needs))
    return 0


def code_point_spec(kept: dict[int, list[int]]) -> str:
    """``{weight: [code points in order]}`` as ctxkit's "first-last,...:weight" groups (ctxkit._code_point_weights
    reads them), by weight."""
    import itertools

    groups = []
    for weight, codes in sorted(kept.items()):
        spans = [[c for _, c in run] for _, run in itertools.groupby(enumerate(codes), lambda t: t[1] - t[0])]
        groups.append(",".join(f"{s[0]:x}" if len(s) == 1 else f"{s[0]:x}-{s[-1]:x}" for s in spans) + f":{weight}")
    return " ".join(groups)


def run_symbols() -> list[str]:
    """The symbols (Unicode P* or S*) of U+2010-2BFF, U+3001-303F and U+FF01-FF60: those
    ctxkit._REPEATED_SYMBOLS finds runs of."""
    import unicodedata

    points = [*range(0x2010, 0x2C00), *range(0x3001, 0x3040), *range(0xFF01, 0xFF61)]
    return [chr(p) for p in points if unicodedata.category(chr(p))[0] in "PS"]


def glued_symbols() -> list[str]:
    """The symbols of ctxkit._GLUED_SYMBOLS, in order."""
    import re

    return [chr(c) for c in range(0x2010, 0x2C00) if re.fullmatch(f"[{ctxkit._GLUED_SYMBOLS}]", chr(c))]


def as_written(symbols: list[str], profile: str) -> list[str]:
    """The ``symbols`` ``profile``'s tokenizer reads as written: Claude's reads the letterlike symbols,
    superscripts, number forms and enclosed alphanumerics as the letters and digits they are
    (ctxkit._read), so the terms of symbols never see them there and nothing is measured of them."""
    return [symbol for symbol in symbols if ctxkit._as_read(symbol * 3, profile)[0] == symbol * 3]


def repeated_symbol_spec(count: dict) -> dict[str, str]:
    """--repeated-symbols: per profile, ctxkit's _REPEATED_SYMBOL_WEIGHTS: for each symbol (Unicode
    P* or S*) of U+2010-2BFF, U+3001-303F and U+FF01-FF60, the largest need of a run of it, 2, 3, 8
    and 40 long, for TARGET of the real count (1/64 token a character), measured without the term;
    kept where it is 8 or more or a run was under 0.90, as "first-last,...:weight" groups."""
    symbols = run_symbols()
    out = {}
    with without(ctxkit._REPEATED_SYMBOL_WEIGHTS, ""):
        for k, profile in enumerate(PROFILES):
            estimator = ctxkit.CharHeuristicEstimator(profile, memo_size=0)
            kept: dict[int, list[int]] = {}
            for symbol in as_written(symbols, profile):
                runs = [symbol * n for n in (2, 3, 8, 40)]
                need = max(needs(count, run, len(run))[k] for run in runs)
                low = min(estimator.estimate(run) / count[profile](run) for run in runs)
                if need >= 8 or (need > 0 and low < 0.9):
                    kept.setdefault(need, []).append(ord(symbol))
            out[profile] = code_point_spec(kept)
    return out


#: Where a run of one symbol stands, for --repeated-symbols' rebates: alone on its lines, between two
#: words, glued to two letters (``wait……what``) or to Chinese (``很好～～～真的``), and before a figure
#: as a progress bar's bar is.
REPEAT_SHAPES = ("{run}\n", "word {run} word\n", "x{run}y\n", "很好{run}真的\n", "  {run} 12.3/12.3 MB 45.2 MB/s\n")
REPEAT_LENGTHS = (2, 3, 4, 8, 16, 40, 80)


def repeated_symbol_rebates(count: dict) -> dict[str, str]:
    """--repeated-symbols: per profile, ctxkit's _REPEATED_SYMBOL_REBATES: for each symbol of
    repeated_symbol_spec's ranges, what each repeat of it in a run (every character but the first)
    can pay less than the estimate charges and leave every run of REPEAT_LENGTHS in every shape of
    REPEAT_SHAPES (ten lines each) at or over its real count (1/64 token, rounded down to a multiple
    of 8); kept where it is 16 or more, as "first-last,...:rebate" groups. ctxkit caps it at what a
    repeat pays for its bytes and page (:func:`ctxkit._repeat_rebates`): the estimate stays monotone."""
    symbols = run_symbols()
    out = {}
    # without the symbols glued to ASCII too: their price is a single symbol's, which a run's rebates
    # must not spend (the shape glued to two letters would let them)
    with without(ctxkit._REPEATED_SYMBOL_REBATES, ""), without(ctxkit._SYMBOL_GLUED_WEIGHTS, 0), \
            without(ctxkit._SYMBOL_GLUED_EXTRA, ""):
        for profile in PROFILES:
            estimator = ctxkit.CharHeuristicEstimator(profile, memo_size=0)
            kept: dict[int, list[int]] = {}
            for symbol in as_written(symbols, profile):
                rebate = min(ctxkit._PAIR_UNIT * (estimator.estimate(text) - count[profile](text)) // (10 * (n - 1))
                             for n in REPEAT_LENGTHS for shape in REPEAT_SHAPES
                             for text in [shape.format(run=symbol * n) * 10])
                if rebate >= 16:
                    kept.setdefault(rebate - rebate % 8, []).append(ord(symbol))
            out[profile] = code_point_spec(kept)
    return out


def symbol_run_exponents() -> dict[str, str]:
    """--symbol-runs: per profile, ctxkit's _SYMBOL_RUN_EXPONENTS: for each ASCII symbol (in
    ctxkit._ASCII_SYMBOLS' order), the exponent of the largest power of two no longer than the
    longest token of the vocabulary made of that symbol repeated (BPE builds a run's tokens by
    merging pairs: a run of n then costs about n / 2 ** exponent tokens)."""
    out = {}
    for profile, tokens in tokenizers_offline.vocabularies().items():
        held = set(tokens)
        lengths = [max((k for k in range(1, 129) if symbol * k in held), default=1) for symbol in ctxkit._ASCII_SYMBOLS]
        out[profile] = "".join(str(length.bit_length() - 1) for length in lengths)
    return out


def symbol_run_rests(count: dict) -> dict[str, str]:
    """--symbol-runs: per profile, ctxkit's _SYMBOL_RUN_RESTS: for each ASCII symbol, what a run
    of it 8 to 100 long between two words costs on average over what the estimate charges for it
    without this term (the rest of the run, spelled in the binary digits of the tokens the
    vocabulary holds, where the repeats paid n / 2 ** e), in quarters of a token, rounded up."""
    import statistics

    out = {}
    with without(ctxkit._SYMBOL_RUN_RESTS, "0" * len(ctxkit._ASCII_SYMBOLS)):
        for profile in PROFILES:
            estimator = ctxkit.CharHeuristicEstimator(profile, memo_size=0)

            def cost(text: str, measure) -> int:
                return measure(f"see {text} here") - measure("see  here")

            rests = []
            for symbol in ctxkit._ASCII_SYMBOLS:
                mean = statistics.mean(cost(symbol * n, count[profile]) - cost(symbol * n, estimator.estimate)
                                       for n in range(8, 101))
                rests.append(str(min(9, max(0, math.ceil(4 * mean)))))
            out[profile] = "".join(rests)
    return out


def print_symbol_runs() -> int:
    """--symbol-runs: ctxkit's _SYMBOL_RUN_EXPONENTS and _SYMBOL_RUN_RESTS."""
    for name, table in (("_SYMBOL_RUN_EXPONENTS", symbol_run_exponents()),
                        ("_SYMBOL_RUN_RESTS", symbol_run_rests(counters()))):
        print(name + " = {")
        for profile, digits in table.items():
            print(f"    {profile!r}: {digits!r},")
        print("}")
    return 0


#: What may stand before and after a run of one symbol in its pre-token, as _RUN_PRETOKEN_TOKENS' tables
#: read it: nothing or a space before it, then nothing or (o200k, cl100k) one of these line breaks after it.
RUN_LEADS = ("", " ")
RUN_BREAKS = ("\n", "\n\n", "\r\n")


def run_pretoken_digits(count: dict) -> str:
    """ctxkit._RUN_PRETOKEN_TOKENS' digits: per profile, lead (RUN_LEADS) and tail (none, then a line break
    of RUN_BREAKS: the fewest of them; Claude's pattern leaves line breaks out, its tail tables are the
    bare ones), per ASCII symbol, the real count of a run of it 1 to ctxkit._RUN_PRETOKEN_LONGEST long, base 36."""
    digits = []
    for profile in PROFILES:
        for lead in RUN_LEADS:
            for breaks in (("",), RUN_BREAKS if profile != "claude" else ("",)):
                for symbol in string.punctuation:
                    for length in range(1, ctxkit._RUN_PRETOKEN_LONGEST + 1):
                        fewest = min(count[profile](lead + symbol * length + tail) for tail in breaks)
                        digits.append("0123456789abcdefghijklmnopqrstuvwxyz"[fewest])
    return "".join(digits)


def print_run_pretokens() -> int:
    """--run-pretokens: ctxkit._RUN_PRETOKEN_TOKENS (zlib, base 64, lines of 112), read from the tokenizers,
    and whether ctxkit's table is the same."""
    digits = run_pretoken_digits(counters())
    blob = base64.b64encode(zlib.compress(digits.encode(), 9)).decode()
    print("_RUN_PRETOKEN_TOKENS = (")
    for start in range(0, len(blob), 112):
        print(f'    "{blob[start:start + 112]}"')
    print(")")
    held = zlib.decompress(base64.b64decode("".join(ctxkit._RUN_PRETOKEN_TOKENS))).decode()
    print("ctxkit's table: " + ("the same" if held == digits else
                                f"{sum(a != b for a, b in zip(held, digits))} of {len(digits)} digits differ"))
    return 0


#: What --symbol-merges keeps: a token of a space or none, ASCII symbols and line breaks after them, two bytes to
#: _SYMBOL_RUN_LONGEST + 3 long (o200k's and cl100k's patterns take two line breaks after a run with it).
SYMBOL_TOKEN = re.compile(rb" ?[!-/:-@\[-`{-~]*[\r\n]*")  # (fullmatch: ``$`` takes a line break before it)


def symbol_merges() -> dict[str, list[str]]:
    """Per profile, what ctxkit's _SYMBOL_MERGES holds, read from the tokenizers: tiktoken's tokens of SYMBOL_TOKEN
    in the order of their ranks (its byte-pair merge joins the two neighbours whose bytes make the token of the least
    rank), Claude's merges of such tokens but those of line breaks (GPT-2's pattern ends a run at one) in their order,
    each its two sides apart by a tab (the merges of a byte-level BPE: a pair merges only as its own merge says;
    ``Ġ`` is a space)."""
    longest = ctxkit._SYMBOL_RUN_LONGEST + 3
    out = {}
    for profile, enc in tokenizers_offline.encoders().items():
        ranked = sorted((rank, token) for token, rank in enc._mergeable_ranks.items()
                        if 1 < len(token) <= longest and token.strip(b" ") and SYMBOL_TOKEN.fullmatch(token))
        out[profile] = [token.decode("ascii") for _, token in ranked]
    model = json.loads((tokenizers_offline._tokenizer_dir() / "anthropic_tokenizer.json").read_text())["model"]
    merges = []
    for merge in model["merges"]:
        left, right = (merge.split(" ") if isinstance(merge, str) else merge)
        left, right = left.replace("\u0120", " "), right.replace("\u0120", " ")  # (no line break: Claude's ends a run)
        if (len(left) + len(right) <= longest - 2 and SYMBOL_TOKEN.fullmatch((left + right).encode())
                and " " not in right and (left == " " or SYMBOL_TOKEN.fullmatch(left.encode()))):
            merges.append(f"{left}\t{right}")
    out["claude"] = merges
    return out


def print_symbol_merges() -> int:
    """--symbol-merges: ctxkit._SYMBOL_MERGES (zlib, base 64, lines of 112), read from the tokenizers
    (:func:`symbol_merges`), and whether ctxkit's table is the same."""
    merges = symbol_merges()
    text = "\x01".join("\x00".join(merges[profile]) for profile in ctxkit._PROFILE_ORDER)
    blob = base64.b64encode(zlib.compress(text.encode(), 9)).decode()
    print("_SYMBOL_MERGES = (")
    for start in range(0, len(blob), 112):
        print(f'    "{blob[start:start + 112]}"')
    print(")")
    print(", ".join(f"{profile} {len(merges[profile]):,}" for profile in ctxkit._PROFILE_ORDER))
    held = getattr(ctxkit, "_SYMBOL_MERGES", "")
    if held:
        same = zlib.decompress(base64.b64decode(held)).decode() == text
        print("ctxkit's table: " + ("the same" if same else "differs"))
    return 0


#: The languages of --spaced-capitals (their catalogues' words of ASCII letters), how many of their commonest
#: words a family draws from, and the shapes it writes them in (``{}``: a run of capitals).
SPACED_CAPITAL_LANGUAGES = ("de", "fr", "es", "it", "pt", "nl", "sv", "da", "fi", "pl", "cs", "ro", "hu", "tr", "id")
SPACED_CAPITAL_TOPS = (30, 300, 3_000)
SPACED_CAPITAL_SHAPES = {"words": "{} ", "sentences": "x {} y ", "labels": "Name: {}\n"}


def spaced_capital_rows(count: dict) -> list[dict]:
    """--spaced-capitals' families measured without the term: per language of SPACED_CAPITAL_LANGUAGES (and
    English: the licences' words of word_sources), its 30, 300 and 3,000 commonest words of 4 to 13 ASCII
    letters in capitals, in each shape of SPACED_CAPITAL_SHAPES (4,000 characters); per family and profile
    (estimate, real, the runs the term would charge, their letters past the third up to the ninth)."""
    licences = word_sources()["licences"]
    words_of = {"en": [w for w, _ in collections.Counter(w for w in licences if w.isascii() and w.isalpha()
                                                           and 4 <= len(w) <= 13).most_common(3_000)]}
    ascii_word = re.compile(r"\b[A-Za-z]{4,13}\b")
    for lang in SPACED_CAPITAL_LANGUAGES:
        text = "".join(_mo_strings(f) for f in sorted(glob.glob(f"/usr/share/locale/{lang}/LC_MESSAGES/*.mo"))[:40])
        words_of[lang] = [w for w, _ in collections.Counter(w.lower() for w in ascii_word.findall(text)).most_common(3_000)]
    held = {p: ctxkit._held_spaced_capitals(p) | ctxkit._listed()[1] for p in PROFILES}
    rows = []
    with without(ctxkit._SPACED_CAPITALS_WEIGHTS, 0):
        for lang, words in words_of.items():
            for top in SPACED_CAPITAL_TOPS:
                for shape, form in SPACED_CAPITAL_SHAPES.items():
                    rng = random.Random(f"{lang} {top} {shape}")
                    text = "".join(form.format(rng.choice(words[:top]).upper()) for _ in range(1_000))[:4_000]
                    row = {"lang": lang, "top": top, "shape": shape}
                    for p, (estimate, real, _) in zip(PROFILES, measured(count, text, 0)):
                        found = ctxkit._spaced_capitals_pattern(p).findall(text.encode())  # (o200k's: after capitals)
                        paid = [run for run in found if run[1:] not in held[p]]
                        row[p] = (estimate, real, len(paid), sum(min(len(run) - 1, 9) - 3 for run in paid))
                    rows.append(row)
    return rows


def spaced_capital_weight(rows: list[dict], profile: str) -> int:
    """The least weight a run (1/64 token) that, with _CAPITAL_LETTER_WEIGHTS a letter, brings every row to
    TARGET of its real count."""
    letter = ctxkit._CAPITAL_LETTER_WEIGHTS[profile]
    return max((need(e + letter * letters / ctxkit._PAIR_UNIT, r, runs) for e, r, runs, letters in
                (row[profile] for row in rows) if runs), default=0)


def spaced_capital_ratio(row: dict, profile: str, weight: int) -> float:
    """A row's estimate / real with the term at ``weight`` a run."""
    e, r, runs, letters = row[profile]
    return (e + (weight * runs + ctxkit._CAPITAL_LETTER_WEIGHTS[profile] * letters) / ctxkit._PAIR_UNIT) / r


def print_spaced_capitals() -> int:
    """--spaced-capitals: ctxkit._SPACED_CAPITALS_WEIGHTS, per profile the least weight a run that brings every
    family to TARGET (:func:`spaced_capital_weight`), the worst and most estimate / real without and with it;
    then each language left out, the weight the others set and the worst estimate / real it gives it."""
    rows = spaced_capital_rows(counters())
    weights = {}
    for p in PROFILES:
        weights[p] = spaced_capital_weight(rows, p)
        print(f"{p}: {weights[p]} (without: {min(spaced_capital_ratio(r, p, 0) for r in rows):.3f}-"
              f"{max(spaced_capital_ratio(r, p, 0) for r in rows):.3f}; with: "
              f"{min(spaced_capital_ratio(r, p, weights[p]) for r in rows):.3f}-"
              f"{max(spaced_capital_ratio(r, p, weights[p]) for r in rows):.3f}; English "
              f"{min(spaced_capital_ratio(r, p, weights[p]) for r in rows if r['lang'] == 'en'):.3f}-"
              f"{max(spaced_capital_ratio(r, p, weights[p]) for r in rows if r['lang'] == 'en'):.3f})")
        left = []
        for lang in dict.fromkeys(r["lang"] for r in rows):
            other = spaced_capital_weight([r for r in rows if r["lang"] != lang], p)
            left.append((min(spaced_capital_ratio(r, p, other) for r in rows if r["lang"] == lang), lang, other))
        print("   each language left out, the worst: " + ", ".join(f"{lang} {ratio:.3f} ({w})" for ratio, lang, w in sorted(left)[:4]))
    print("_SPACED_CAPITALS_WEIGHTS =", weights)
    return 0


def print_repeated_symbols() -> int:
    """--repeated-symbols: ctxkit's _REPEATED_SYMBOL_WEIGHTS, then its _REPEATED_SYMBOL_REBATES (measured
    with the weights as they stand)."""
    count = counters()
    for name, table in (("_REPEATED_SYMBOL_WEIGHTS", repeated_symbol_spec(count)),
                        ("_REPEATED_SYMBOL_REBATES", repeated_symbol_rebates(count))):
        print(name + " = {")
        for profile, spec in table.items():
            print(f"    {profile!r}: {spec!r},")
        print("}")
    return 0


def glued_word_vocabularies() -> dict[str, list[str]]:
    """Three sources of everyday words: the 3,000 most common lower-case words (bounded by non-letters)
    of the licences in /usr/share/common-licenses, of the first 400 man pages of section 1, and of the
    first 200 modules of Python's library, each repeated as many times as the source writes it."""
    import gzip

    texts = {"licences": " ".join(Path(f).read_text(errors="replace")
                                  for f in sorted(glob.glob("/usr/share/common-licenses/*"))),
             "man pages": " ".join(gzip.decompress(Path(f).read_bytes()).decode("utf-8", "replace")
                                   for f in sorted(glob.glob("/usr/share/man/man1/*.gz"))[:400]),
             "python": " ".join(Path(f).read_text(errors="replace")
                                for f in sorted(glob.glob(str(Path(os.__file__).parent / "*.py")))[:200])}
    words = re.compile(r"(?<![A-Za-z])[a-z]+(?![A-Za-z])")
    # each word as often as the source writes it (of its 3,000 most common): the words a text is made of
    return {name: [w for w, n in collections.Counter(words.findall(text)).most_common(3_000) for _ in range(n)]
            for name, text in texts.items()}


def listed_words() -> list[str]:
    """ctxkit's _KNOWN_WORDS, sorted."""
    return sorted(w.decode() for w in ctxkit._known_words())


def word_sources() -> dict[str, list[str]]:
    """The sources the measuring modes of stop 58 leave out one at a time: the everyday words of
    glued_word_vocabularies and three disjoint draws of every 15th listed word (``draw 0`` to ``2``)."""
    listed = listed_words()
    return {**glued_word_vocabularies(), **{f"draw {k}": listed[k::15] for k in range(3)}}


#: Every ASCII symbol -> 1: ctxkit._glued_word_units then counts the symbols alone between two words.
ONE_A_SYMBOL = bytes(1 if chr(b) in ctxkit._ASCII_SYMBOLS else 0 for b in range(256))
#: ctxkit._glued_word_units's codes with every symbol at the base letter weight.
CODES = ctxkit._glued_codes("")


def glued_word_texts(words: list[str], symbol: str, seed: int) -> str:
    """20,000 characters of ``words`` (random picks), each after ``symbol``: ``word,word,word``."""
    rng, pieces = random.Random(seed), []
    while sum(map(len, pieces)) < 20_000:
        pieces.append(rng.choice(words) + symbol)
    return "".join(pieces)[:20_000]


def glued_word_needs(count: dict, vocabularies: dict[str, list[str]]) -> tuple[dict, dict]:
    """Per source of ``vocabularies`` and profile: what a symbol alone between two words must pay
    (1/64 token), on words of 2-4 letters (where a word's length costs nothing), for the text to
    reach TARGET of its real count, without the terms; then, with the symbols at the largest of
    those needs, what each letter past the fourth must pay on words of 9-14 letters after each
    symbol."""
    symbols = ctxkit._ASCII_SYMBOLS
    short: dict[str, list[list[int]]] = {}
    long_: dict[str, list[list[int]]] = {}
    with without(ctxkit._GLUED_SYMBOL_WEIGHTS, "00" * len(symbols)), without(ctxkit._GLUED_LETTER_WEIGHTS, (0, 0, "")):
        for name, words in vocabularies.items():
            rows = [[0] * len(symbols) for _ in PROFILES]
            for k, symbol in enumerate(symbols):
                text = glued_word_texts([w for w in words if 2 <= len(w) <= 4], symbol, 7)
                glued = ctxkit._glued_word_units(text.encode(), CODES, ONE_A_SYMBOL, 0)
                for row, need in zip(rows, needs(count, text, glued)):
                    row[k] = need
            short[name] = rows
        chosen = {p: bytes(max(rows[k][i] for rows in short.values()) for i in range(len(symbols))).hex()
                  for k, p in enumerate(PROFILES)}
        with without(ctxkit._GLUED_SYMBOL_WEIGHTS, None):
            ctxkit._GLUED_SYMBOL_WEIGHTS.update(chosen)
            ctxkit._profile_tables.cache_clear()
            for name, words in vocabularies.items():
                rows = [[0] * len(symbols) for _ in PROFILES]
                for k, symbol in enumerate(symbols):
                    text = glued_word_texts([w for w in words if 9 <= len(w) <= 14], symbol, 8)
                    letters = ctxkit._glued_word_units(text.encode(), CODES, bytes(256), 1)
                    for row, need in zip(rows, needs(count, text, letters)):
                        row[k] = need
                long_[name] = rows
    return short, long_


def letter_weights(needs_: list[int]) -> tuple[int, int, str]:
    """(base, high, the symbols of high) from each symbol's letter need: the symbols whose need is
    more than one over the median pay the largest need, the others the largest of theirs."""
    median = sorted(needs_)[len(needs_) // 2]
    high = "".join(s for s, n in zip(ctxkit._ASCII_SYMBOLS, needs_) if n > median + 1)
    base = max((n for s, n in zip(ctxkit._ASCII_SYMBOLS, needs_) if s not in high), default=0)
    return base, max(needs_), high


def print_glued_words() -> int:
    """--glued-words: ctxkit's _GLUED_SYMBOL_WEIGHTS and _GLUED_LETTER_WEIGHTS, the largest need of
    the three sources, and each source left out (what the other two set, what it needed more)."""
    count = counters()
    short, long_ = glued_word_needs(count, glued_word_vocabularies())
    symbols = ctxkit._ASCII_SYMBOLS
    print("symbols:", symbols)
    for k, profile in enumerate(PROFILES):
        for name in short:
            print(f"  {profile:<7} {name:<10} symbol need", short[name][k], "letter need", long_[name][k])
        for name in short:
            others = [max(rows[k][i] for other, rows in short.items() if other != name) for i in range(len(symbols))]
            more = sum(max(0, n - o) for n, o in zip(short[name][k], others))
            letters = [max(rows[k][i] for other, rows in long_.items() if other != name) for i in range(len(symbols))]
            base, high, which = letter_weights(letters)
            short_of = sum(max(0, n - (high if s in which else base)) for s, n in zip(symbols, long_[name][k]))
            print(f"  {profile:<7} left out {name}: the others set the symbols {sum(others)} in all (it needed {more} "
                  f"more) and the letters ({base}, {high}, {which!r}) (it needed {short_of} more in all)")
    print("_GLUED_SYMBOL_WEIGHTS = {")
    for k, profile in enumerate(PROFILES):
        print(f"    {profile!r}: {bytes(max(rows[k][i] for rows in short.values()) for i in range(len(symbols))).hex()!r},")
    print("}")
    print("_GLUED_LETTER_WEIGHTS =", {p: letter_weights([max(rows[k][i] for rows in long_.values())
                                                         for i in range(len(symbols))]) for k, p in enumerate(PROFILES)})
    return 0


def tab_texts(words: list[str], seed: int) -> dict[str, str]:
    """Three shapes of tab-separated text of ``words`` (20,000 chars each): a TSV of words, ids,
    words and numbers, ``key<TAB>value`` lines."""
    rng = random.Random(seed)
    shapes = {
        "tsv of words": "".join("\t".join(rng.choice(words) for _ in range(6)) + "\n" for _ in range(600)),
        "key tab value": "".join(f"{rng.choice(words)}\t{rng.choice(words)} {rng.choice(words)}\n" for _ in range(800)),
        "tsv of numbers and words": "".join(f"{rng.randrange(10**5)}\t{rng.choice(words)}\t{rng.random():.3f}\t"
                                            f"{rng.choice(words)}\n" for _ in range(600)),
    }
    return {name: text[:20_000] for name, text in shapes.items()}


def print_tabs() -> int:
    """--tabs: ctxkit's _TAB_GLUE_REBATE, per profile the least, over the shapes of tab_texts of the
    three sources of glued_word_vocabularies, of the rebate (1/64 token a glued tab) that brings
    the estimate to the real count; and each source left out: the rebate the other two set, and
    the estimate / real it gives the left-out source's shapes."""
    count = counters()
    texts = {name: tab_texts(words, 4) for name, words in glued_word_vocabularies().items()}
    with without(ctxkit._TAB_GLUE_REBATE, 0):
        rows = {}  # (source, shape) -> per profile (estimate, real, glued tabs)
        for source, shapes in texts.items():
            for shape, text in shapes.items():
                tabs = len(ctxkit._GLUED_TAB.findall(text.encode()))
                rows[source, shape] = measured(count, text, tabs)
    rebate = {}
    for k, profile in enumerate(PROFILES):
        rebate[profile] = least_rebate(rows, k)
        for (source, shape), row in rows.items():
            e, r, n = row[k]
            print(f"  {profile:<7} {source:<10} {shape:<25} estimate / real {e / r:.2f} without the rebate, "
                  f"{(e - rebate[profile] * n / ctxkit._PAIR_UNIT) / r:.2f} with it")
        for source in texts:
            others = least_rebate(rows, k, lambda src, source=source: src != source)
            worst = min((e - others * n / ctxkit._PAIR_UNIT) / r for (src, _), row in rows.items() if src == source
                        for e, r, n in [row[k]])
            print(f"  {profile:<7} left out {source}: the others set {others}, its lowest estimate / real {worst:.2f}")
    print("_TAB_GLUE_REBATE =", rebate)
    return 0


def print_bare_split() -> int:
    """--bare-split: ctxkit's _BARE_SPLIT_WORDS, a bit per word of the sorted _KNOWN_WORDS, set when
    o200k's or cl100k's vocabulary lacks the word as a token of its own without a space before it
    (``abandoned``: ``ab`` ``andoned``), read from the vocabularies, nothing measured or fitted. Then
    TSV files (tab_texts) of three word sources, each word after a tab, estimate / real with the
    rule and without it: the everyday words of glued_word_vocabularies, and 3,000 words drawn
    evenly from _KNOWN_WORDS (most of them less common than everyday words)."""
    vocabularies = tokenizers_offline.vocabularies()
    whole = set.intersection(*({t for t in vocabularies[p] if t.isascii() and t.isalpha()}
                               for p in ("o200k", "cl100k")))
    words = sorted(ctxkit._known_words())
    bits = sum(1 << k for k, word in enumerate(words) if word.decode() not in whole)
    text = base64.b64encode(zlib.compress(bits.to_bytes((len(words) + 7) // 8, "little"), 9)).decode()
    print(f"_BARE_SPLIT_WORDS = (  # {bin(bits).count('1'):,} of {len(words):,} words, a bit each, "
          "zlib-compressed, base64")
    for at in range(0, len(text), 100):
        print(f'    "{text[at:at + 100]}"')
    print(")")
    count = counters()
    sources = dict(glued_word_vocabularies())
    sources["listed words"] = [w.decode() for w in words[::len(words) // 3_000]]
    for source, vocabulary in sources.items():
        for shape, text in tab_texts(vocabulary, 5).items():
            split, ctxkit._bare_split_words = ctxkit._bare_split_words, frozenset  # no word split: the rule off
            try:
                before = [ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(text) for p in PROFILES]
            finally:
                ctxkit._bare_split_words = split
            after = [ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(text) for p in PROFILES]
            real = [count[p](text) for p in PROFILES]
            print(f"  {source:<13} {shape:<25} " + "  ".join(
                f"{p} {b / r:.2f} -> {a / r:.2f}" for p, b, a, r in zip(PROFILES, before, after, real)))
    return 0


def held_entries(pattern: str, profiles: Sequence[str]) -> tuple[list[str], list[set[str]]]:
    """The tokens of ``profiles``' vocabularies that ``pattern`` matches whole (what its group captures, if it
    has one: `` ?([...]{2})`` takes a pair with or without its space), sorted, each after a digit whose bit k
    says that the k-th of ``profiles`` holds it; and each profile's set."""
    vocabularies = tokenizers_offline.vocabularies()
    token = re.compile(pattern)
    group = 1 if token.groups else 0
    held = [{found.group(group) for found in map(token.fullmatch, vocabularies[p]) if found} for p in profiles]
    return [f"{sum(1 << k for k, of in enumerate(held) if t in of)}{t}" for t in sorted(set().union(*held))], held


def print_literal(name: str, items: Sequence[str], what: str) -> int:
    """ctxkit's ``name``: ``items`` (none holds a space) joined by spaces, zlib-compressed, base64, in
    lines of 100 characters, after a comment that says ``what``."""
    text = base64.b64encode(zlib.compress(" ".join(items).encode(), 9)).decode()
    print(f"{name} = (  # {what}, zlib-compressed, base64")
    for at in range(0, len(text), 100):
        print(f'    "{text[at:at + 100]}"')
    print(")")
    return 0


def print_held_capitals() -> int:
    """--held-capitals: ctxkit's _HELD_CAPITALS, the runs of four capitals or more that o200k or
    cl100k holds as one token (``ERROR``, ``WARNING``, ``HTTP``), alone or with the symbol before
    them (``_RECORD``, ``.ERROR``, ``(NULL``), each after a digit that says which (1 o200k, 2 cl100k,
    3 both), read from the vocabularies, nothing measured or fitted."""
    entries, (o200k, cl100k) = held_entries(r"[\t\n!-/:-@\[-`{-~]?[A-Z]{4,}", ("o200k", "cl100k"))
    return print_literal("_HELD_CAPITALS", entries,
                         f"{len(entries):,} runs of capitals ({len(o200k & cl100k):,} held by both)")


def print_held_spaced_capitals() -> int:
    """--held-spaced-capitals: ctxkit's _HELD_SPACED_CAPITALS, the runs of five capitals or more that o200k or
    cl100k holds as one token with a space before them (`` ERROR``, `` ABOUT``), each after a digit that says
    which (1 o200k, 2 cl100k, 3 both), read from the vocabularies, nothing measured or fitted."""
    entries, (o200k, cl100k) = held_entries(r" ([A-Z]{5,})", ("o200k", "cl100k"))
    return print_literal("_HELD_SPACED_CAPITALS", entries,
                         f"{len(entries):,} runs of capitals after a space ({len(o200k & cl100k):,} held by both)")


def print_held_spaced_titles() -> int:
    """--held-spaced-titles: ctxkit's _HELD_SPACED_TITLES, the capitalised words of four letters or more, ASCII or
    Cyrillic, that a vocabulary holds as one token with a space before them (`` Budapest``, `` Москва``) and that no table of
    ctxkit lists already for every profile (a form of _KNOWN_WORDS, a name of _KNOWN_NAMES), each after a digit
    whose bits say which (1 o200k, 2 cl100k, 4 Claude), read from the vocabularies, nothing measured or fitted:
    such a word pays no _UNHELD_TITLE_COSTS."""
    listed = ctxkit._listed()[1] | ctxkit._known_names()
    entries, _ = held_entries(r" ([A-Z][a-z]{3,}|[\u0400-\u042f\u0490][\u0430-\u045f\u0491]{3,})", PROFILES)
    entries = [entry for entry in entries if entry[1:].encode() not in listed]
    print(f"#: {len(entries):,} capitalised words after a space (" + ", ".join(
        f"{p} {sum(int(e[0]) >> k & 1 for e in entries):,}" for k, p in enumerate(PROFILES)) + "), zlib-compressed, base64.")
    return print_literal("_HELD_SPACED_TITLES", entries, f"{len(entries):,} words")


def print_held_spaced_lower() -> int:
    """--held-spaced-lower: ctxkit's _HELD_SPACED_LOWER, the lower-case words of four ASCII letters or more that a
    vocabulary holds as one token with a space before them (`` replica``, `` numpy``) and that _KNOWN_WORDS does not
    list, each after a digit whose bits say which (1 o200k, 2 cl100k, 4 Claude), read from the vocabularies, nothing
    measured or fitted: such a word pays no _UNHELD_LOWER_COSTS."""
    listed = ctxkit._listed()[0]
    entries, _ = held_entries(r" ([a-z]{4,})", PROFILES)
    entries = [entry for entry in entries if entry[1:].encode() not in listed]
    print(f"#: {len(entries):,} lower-case words after a space (" + ", ".join(
        f"{p} {sum(int(e[0]) >> k & 1 for e in entries):,}" for k, p in enumerate(PROFILES)) + "), zlib-compressed, base64.")
    return print_literal("_HELD_SPACED_LOWER", entries, f"{len(entries):,} words")


def print_held_ideograph_pairs() -> int:
    """--held-ideograph-pairs: ctxkit's _HELD_IDEOGRAPH_PAIRS, the two CJK ideographs (U+4E00-9FFF) that a
    vocabulary holds as one token, with or without a space before them (``中文``, ``数据``), each after a digit
    whose bits say which (1 o200k, 2 cl100k, 4 Claude), read from the vocabularies, nothing measured or fitted."""
    entries, held = held_entries(" ?([\u4e00-\u9fff]{2})", PROFILES)
    return print_literal("_HELD_IDEOGRAPH_PAIRS", entries, f"{len(entries):,} pairs of ideographs (" + ", ".join(
        f"{p} {len(of):,}" for p, of in zip(PROFILES, held)) + ")")


def print_held_inside(name: str, pattern: str, what: str, keep: Callable[[str, set[str]], set[str]] | None = None,
                      cut: int = 0) -> int:
    """ctxkit's ``name``: what ``pattern`` finds (its group, if it has one) inside the tokens of each vocabulary, the
    whole characters of a token that begins or ends inside one included (``\\x97京赛车``), through ``keep`` (profile,
    found -> what the table holds), less the first ``cut`` characters, each after a digit whose bits say which profiles
    hold it (1 o200k, 2 cl100k, 4 Claude): printed as a literal of ``what``; nothing measured or fitted."""
    vocabularies = tokenizers_offline.vocabularies(inner=True)
    found = re.compile(pattern)
    held = []
    for p in PROFILES:
        inside = {text[cut:] for token in vocabularies[p] for text in found.findall(token)}
        held.append(keep(p, inside) if keep else inside)
    entries = [f"{sum(1 << k for k, of in enumerate(held) if t in of)}{t}" for t in sorted(set().union(*held))]
    return print_literal(name, entries, f"{len(entries):,} {what} (" + ", ".join(
        f"{p} {len(of):,}" for p, of in zip(PROFILES, held)) + ")")


def print_held_glued_accents() -> int:
    """--held-glued-accents: ctxkit's _HELD_GLUED_ACCENTS, each letter of U+00C0-024F (but for × and ÷) that a token of a
    vocabulary holds right after two ASCII letters, the three characters (``laç``, ``evé``): where o200k spells one
    between English words apart (:func:`ctxkit._glued_accent_units`). Read from the vocabularies, nothing measured or
    fitted."""
    return print_held_inside("_HELD_GLUED_ACCENTS", ctxkit._ACCENT_AFTER_TWO_LETTERS, "after two ASCII letters")


def print_held_ideograph_words() -> int:
    """--held-ideograph-words: ctxkit's _HELD_IDEOGRAPH_WORDS, the runs of two CJK ideographs or more (U+4E00-9FFF)
    that a token of a vocabulary holds, whatever stands around them in it (``彩票网``, ``，而且``,
    `` 生命周期函数``), but for the pairs of _HELD_IDEOGRAPH_PAIRS: with them, every token that holds two
    ideographs or more (:func:`ctxkit._ideograph_run_floor`)."""
    return print_held_inside("_HELD_IDEOGRAPH_WORDS", "[\u4e00-\u9fff]{2,}", "runs of ideographs",
                             lambda p, found: found - ctxkit._held_ideograph_pairs(p))


def print_held_mark_ideographs() -> int:
    """--held-mark-ideographs: ctxkit's _HELD_MARK_IDEOGRAPHS, each mark of _IDEOGRAPH_OPENER that a token of a
    vocabulary holds with the CJK ideograph right after it (``，在``, ``“我``), the two characters; and the count of
    tokens that hold an ideograph right before such a mark (none: :func:`ctxkit._ideograph_run_floor` counts a mark
    between two ideographs a token of its own unless this table holds it with the one after it)."""
    vocabularies = tokenizers_offline.vocabularies(inner=True)
    before = re.compile(f"[\u4e00-\u9fff][{ctxkit._IDEOGRAPH_OPENER}]")
    backward = {p: sum(bool(before.search(token)) for token in vocabularies[p]) for p in PROFILES}
    print(f"# tokens that hold an ideograph then such a mark: {backward}")
    return print_held_inside("_HELD_MARK_IDEOGRAPHS", f"(?=([{ctxkit._IDEOGRAPH_OPENER}][\u4e00-\u9fff]))",
                             "marks and ideographs")


def print_held_kana_ideographs() -> int:
    """--held-kana-ideographs: ctxkit's _HELD_KANA_IDEOGRAPHS, every run of CJK ideographs and kana (_KANA) that holds
    both, side by side, that a token of a vocabulary holds (``問い合わせ``, ``日本の``): elsewhere a run of kana beside
    an ideograph is a token of its own (:func:`ctxkit._ideograph_run_floor`)."""
    both = re.compile(f"[{ctxkit._KANA}][\u4e00-\u9fff]|[\u4e00-\u9fff][{ctxkit._KANA}]")
    return print_held_inside("_HELD_KANA_IDEOGRAPHS", f"[{ctxkit._KANA}\u4e00-\u9fff]+", "runs of kana and ideographs",
                             lambda p, found: {run for run in found if both.search(run)})


def print_held_spaced_ideographs() -> int:
    """--held-spaced-ideographs: ctxkit's _HELD_SPACED_IDEOGRAPHS, each CJK ideograph that a token of a vocabulary holds
    right after a space (`` 的``, and `` 生`` of `` 生命周期``), without the space: elsewhere a space before an
    ideograph is a token of its own (:func:`ctxkit._ideograph_run_floor`)."""
    return print_held_inside("_HELD_SPACED_IDEOGRAPHS", " [\u4e00-\u9fff]", "ideographs after a space", cut=1)


def print_held_hangul() -> int:
    """--held-hangul: ctxkit's _HELD_HANGUL_RUNS, every run of two Hangul syllables or more (U+AC00-D7A3) that a token of
    a vocabulary holds, whatever stands around it in the token (``습니다``, `` 있습니다``), and _HELD_SPACED_HANGUL, each
    syllable a token holds right after a space (`` 있``), without it: the syllables of a word that none joins are a
    token each, and so is the space before one no token holds with it (:func:`ctxkit._ideograph_run_floor`)."""
    print_held_inside("_HELD_HANGUL_RUNS", "[\uac00-\ud7a3]{2,}", "runs of syllables")
    return print_held_inside("_HELD_SPACED_HANGUL", " [\uac00-\ud7a3]", "syllables after a space", cut=1)


def print_held_symbol_letters() -> int:
    """--held-symbol-letters: ctxkit's _HELD_SYMBOL_LETTERS, each ASCII symbol that a token of a vocabulary holds with
    the kana, CJK ideograph or Hangul syllable right after it (``(图``, ``)는``, ``,一``), the two characters:
    elsewhere such a symbol that opens a run's pre-token is a token of its own (:func:`ctxkit._ideograph_run_floor`)."""
    return print_held_inside("_HELD_SYMBOL_LETTERS", f"(?=([!-/:-@\\[-`{{-~][{ctxkit._KANA}{ctxkit._CJK_LETTERS}]))",
                             "symbols and letters")


def print_held_glued_symbols() -> int:
    """--held-glued-symbols: ctxkit's _HELD_GLUED_SYMBOLS, each ASCII symbol that a token of a vocabulary holds with the
    ASCII letter right after it (``.g``, ``(s``, ``"n``), the two characters: elsewhere o200k's and cl100k's patterns
    glue a lone symbol to the word after it in one pre-token, which they spell in two tokens or more (``]ab`` is ``]``
    and ``ab``: :func:`ctxkit._symbol_run_floor`). Read from the vocabularies, nothing measured or fitted."""
    return print_held_inside("_HELD_GLUED_SYMBOLS", "(?=([!-/:-@\\[-`{-~][A-Za-z]))", "symbols and letters")


def print_held_byte_pairs() -> int:
    """--held-byte-pairs: ctxkit's _HELD_BYTE_PAIRS, per profile a bit for each pair of a character's last byte
    (0x80-0xBF) and the next character's first (0xC2-0xF4) that a token of its vocabulary holds side by side, pieces
    of characters included (``\\x9e\\xc5`` would be ``Ş`` then ``ş``): where no token holds the pair, the two
    characters are spelt in different tokens. Read from the vocabularies, nothing measured or fitted."""
    blobs, notes = {}, {}
    for profile, tokens in tokenizers_offline.token_bytes().items():
        bits = 0
        for token in tokens:
            for last, first in zip(token, token[1:]):
                if 0x80 <= last <= 0xBF and 0xC2 <= first <= 0xF4:
                    bits |= 1 << ((last - 0x80) * 51 + first - 0xC2)
        blobs[profile] = base64.b64encode(zlib.compress(bits.to_bytes(64 * 51 // 8 + 1, "little"), 9)).decode()
        notes[profile] = f"{bin(bits).count('1'):,} of 3,264 pairs held"
    print_profile_blobs("_HELD_BYTE_PAIRS", ctxkit._HELD_BYTE_PAIRS, blobs, notes)  # (read through, as the others)
    ctxkit._held_byte_pairs.cache_clear()
    return 0


_ALONE_FIRST, _ALONE_LAST = 0xC0, 0x2FFF  # the code points of ctxkit's _ALONE_COSTS


def print_alone_costs() -> int:
    """--alone-costs: ctxkit's _ALONE_COSTS, per profile what each letter of U+00C0-2FFF outside _SEAM_CJK costs
    alone (1 to 3 tokens and more, 0 for what is no letter), a byte a code point: between two CJK marks or kana that no
    token holds it with, byte pair by byte pair, a letter costs what it costs alone (:func:`ctxkit._script_seams`).
    Counted with each tokenizer, nothing fitted."""
    seam = re.compile(f"[{ctxkit._SEAM_CJK}]")
    blobs, notes = {}, {}
    for profile, count in tokenizers_offline.counters().items():
        costs = bytearray(_ALONE_LAST + 1 - _ALONE_FIRST)
        for code in range(_ALONE_FIRST, _ALONE_LAST + 1):
            char = chr(code)
            if char.isalpha() and not seam.match(char):
                costs[code - _ALONE_FIRST] = min(count(char), 255)
        blobs[profile] = base64.b64encode(zlib.compress(bytes(costs), 9)).decode()
        notes[profile] = f"{sum(1 for cost in costs if cost > 1):,} letters of two tokens or more"
    print_profile_blobs("_ALONE_COSTS", ctxkit._ALONE_COSTS, blobs, notes)
    ctxkit._alone_costs.cache_clear()
    return 0


def print_held_mark_symbols() -> int:
    """--held-mark-symbols: ctxkit's _HELD_MARK_SYMBOLS, each mark of _IDEOGRAPH_OPENER that a token of a vocabulary
    holds with the ASCII symbol right after it (``。(``, ``”,``, ``…]``), the two characters: elsewhere, after a CJK
    letter, such a mark and the symbols after it are two tokens at least (:func:`ctxkit._ideograph_run_floor`)."""
    return print_held_inside("_HELD_MARK_SYMBOLS", f"(?=([{ctxkit._IDEOGRAPH_OPENER}][!-/:-@\\[-`{{-~]))",
                             "marks and symbols")


def print_held_symbols() -> int:
    """--held-symbols: ctxkit's _HELD_SYMBOL_RUNS, the runs of two ASCII symbols or more that o200k,
    cl100k or Claude's tokenizer holds as one token (``());``, ``"$``, ``=>``, ``-->``), each after a
    digit that says which (bit 1 o200k, 2 cl100k, 4 Claude), read from the vocabularies, nothing
    measured or fitted."""
    entries, _ = held_entries(r"[!-/:-@\[-`{-~]{2,}", PROFILES)
    return print_literal("_HELD_SYMBOL_RUNS", entries, f"{len(entries):,} runs of symbols, a space between")


def print_held_titles() -> int:
    """--held-titles: ctxkit's _HELD_TITLES, the capitalised words of three letters or more that o200k
    or cl100k holds as one token with the ASCII symbol before them (``.Collections``, ``(String``,
    ``<Type``; Claude's holds none), each after a digit that says which (1 o200k, 2 cl100k, 3 both),
    read from the vocabularies, nothing measured or fitted."""
    entries, _ = held_entries(r"[!-/:-@\[-`{-~][A-Z][a-z]{2,}", ("o200k", "cl100k"))
    return print_literal("_HELD_TITLES", entries, f"{len(entries):,} words with their symbol, a space between")


def print_held_opened() -> int:
    """--held-opened: ctxkit's _HELD_OPENED_WORDS, the words of _BARE_SPLIT_WORDS that o200k and cl100k
    both hold as one token with the symbol, line break or tab before them (``.expires``, ``-memory``,
    ``_inverted``), read from the vocabularies, nothing measured or fitted."""
    split = {w.decode() for w in ctxkit._bare_split_words()}
    _, (o200k, cl100k) = held_entries(r"[\t\n!-/:-@\[-`{-~][a-z]{4,}", ("o200k", "cl100k"))
    held = sorted(t for t in o200k & cl100k if t[1:] in split)
    return print_literal("_HELD_OPENED_WORDS", held, f"{len(held):,} words with their symbol")


#: A trigram of lower-case letters is known when the fit sources of ASCII_CATEGORIES write it at
#: least this often (3.5 MB of text: 1 to 3 made English, the fitted languages and code 0.4 to 1
#: point more over for the same languages caught; 10 or 30, 1 to 4 points more).
TRIGRAM_EVIDENCE = 5
#: The weight of an unknown trigram is this quantile of the needs of the languages (the median
#: left 8-17 of 37 languages under 0.90, the largest need is set by a language whose words are
#: mostly capitalised names, where few trigrams are seen).
TRIGRAM_QUANTILE = 0.75


def known_trigrams() -> bytes:
    """ctxkit's _KNOWN_TRIGRAMS: a bit per trigram of lower-case ASCII letters ((first * 26 +
    second) * 26 + third) that the fit sources of ASCII_CATEGORIES write TRIGRAM_EVIDENCE times or
    more, inside a run of lower-case letters."""
    import re

    import corpus

    data = corpus.load()
    seen: collections.Counter = collections.Counter()
    for categories in ASCII_CATEGORIES:
        for category in categories:
            for text in data[category]["fit"]:
                for run in re.findall(r"[a-z]{3,}", text):
                    seen.update(run[j:j + 3] for j in range(len(run) - 2))
    bits = 0
    for trigram, n in seen.items():
        if n >= TRIGRAM_EVIDENCE:
            a, b, c = (ord(ch) - 97 for ch in trigram)
            bits |= 1 << ((a * 26 + b) * 26 + c)
    return bits.to_bytes(26 ** 3 // 8 + 1, "little")


def quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile of ``values``, linear between the two nearest."""
    ordered = sorted(values)
    at = q * (len(ordered) - 1)
    low = int(at)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (at - low)


def print_trigrams() -> int:
    """--trigrams: ctxkit's _KNOWN_TRIGRAMS and _TRIGRAM_WEIGHTS. The weight, per profile, is the
    TRIGRAM_QUANTILE quantile of the needs (1/64 token an unknown trigram, for 0.95 of the real
    count, on the estimate without the term) of the gettext catalogues of the 37 Latin-script
    languages the corpus never read (bench/corpus.py's UNSEEN_LATIN; those with 20 unknown
    trigrams a 1,000 characters or more); each language left out, the weight the others set and
    the estimate / real it gives that language; and the held-out categories of the corpus without
    and with the term."""
    import corpus

    table = known_trigrams()
    text = base64.b64encode(zlib.compress(table, 9)).decode()
    print(f"_KNOWN_TRIGRAMS = zlib.decompress(base64.b64decode(  # "
          f"{bin(int.from_bytes(table, 'little')).count('1')} trigrams of 17,576")
    for at in range(0, len(text), 100):
        print(f'    "{text[at:at + 100]}"')
    print("))")
    count = counters()
    languages = corpus.unseen_languages()
    data = corpus.load()
    held = {category: "\n".join(data[category]["heldout"]) for category in data}
    with without(ctxkit._TRIGRAM_WEIGHTS, 0):
        rows = {}  # language -> per profile (estimate without the term, real, unknown trigrams)
        for name, sample in [*languages.items(), *((f"held-out {c}", t) for c, t in held.items())]:
            raw = sample.encode("utf-8", "surrogatepass")  # read as ctxkit's rarity terms read it
            n = ctxkit._unknown_trigrams(fit_estimator.skeleton(raw), ctxkit._unknown_trigram_pattern())
            rows[name] = [(ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(sample), count[p](sample), n)
                          for p in PROFILES]
    weights = {}
    for k, profile in enumerate(PROFILES):
        needs = {lang: max(0.0, ctxkit._PAIR_UNIT * (TARGET * r - e) / n) for lang in languages
                 for e, r, n in [rows[lang][k]] if n >= 20 * len(languages[lang]) / 1000}
        weights[profile] = math.ceil(quantile(list(needs.values()), TRIGRAM_QUANTILE))
        before = after = 0
        for lang in languages:
            e, r, n = rows[lang][k]
            other = math.ceil(quantile([v for key, v in needs.items() if key != lang], TRIGRAM_QUANTILE))
            ratio = (e + other * n / ctxkit._PAIR_UNIT) / r
            before += e / r < 0.9
            after += ratio < 0.9
            print(f"  {profile:<7} {lang:<4} {e / r:.2f} without, {ratio:.2f} left out (the others set {other})")
        print(f"  {profile:<7} languages under 0.90: {before} without the term, {after} each left out")
        for category in held:
            e, r, n = rows[f"held-out {category}"][k]
            print(f"  {profile:<7} held-out {category:<16} {e / r:.3f} -> {(e + weights[profile] * n / ctxkit._PAIR_UNIT) / r:.3f}")
    print("_TRIGRAM_WEIGHTS =", weights)
    return 0


#: Four letters the fit sources write this often are known whatever the vocabulary says (as trigrams).
FOURGRAM_EVIDENCE = 5
#: The weight of an unknown four letters is this quantile of the needs of the families of
#: pseudo-words (each left out, the others set its weight).
FOURGRAM_QUANTILE = 0.75


def print_profile_blobs(name: str, table: dict, blobs: dict[str, str], notes: dict[str, str]) -> None:
    """Print ctxkit's per-profile table ``name`` of ``blobs`` (zlib, base64) as it stores them, each
    profile's ``notes`` in a comment, and put them in ctxkit's ``table``: what is measured next is
    measured through the table printed."""
    print(f"{name} = {{")
    for profile in PROFILES:
        table[profile] = blobs[profile]
        print(f'    "{profile}": (  # {notes[profile]}')
        for at in range(0, len(blobs[profile]), 100):
            print(f'        "{blobs[profile][at:at + 100]}"')
        print("    ),")
    print("}")


def known_fourgrams(vocabulary: list[str]) -> set[str]:
    """Four lower-case ASCII letters a token of ``vocabulary`` holds (in a run of lower-case
    letters, or in a token of capitals, lowered: ctxkit reads words of capitals lowered), that
    the fit sources of ASCII_CATEGORIES write FOURGRAM_EVIDENCE times or more, or one letter four
    times."""
    import corpus

    known = set()
    for token in vocabulary:
        for run in re.findall(r"[a-z]{4,}", token if not token.strip().isupper() else token.lower()):
            known.update(run[j:j + 4] for j in range(len(run) - 3))
    seen: collections.Counter = collections.Counter()
    data = corpus.load()
    for categories in ASCII_CATEGORIES:
        for category in categories:
            for text in data[category]["fit"]:
                for run in re.findall(r"[a-z]{4,}", text):
                    seen.update(run[j:j + 4] for j in range(len(run) - 3))
    # one letter four times is a run of one letter, which _LONG_RUN_WEIGHTS and _REPEAT_WEIGHTS price
    runs = {letter * 4 for letter in string.ascii_lowercase}
    return known | runs | {gram for gram, n in seen.items() if n >= FOURGRAM_EVIDENCE}


def fourgram_table(known: set[str]) -> bytes:
    """ctxkit's _KNOWN_FOURGRAMS of a profile: a bit per hash value (ctxkit._unknown_fourgrams's
    sum of each letter's code times its key, less the sum of the keys), set when a known four
    letters hash to it."""
    keys = ctxkit._FOURGRAM_KEYS
    low = sum(keys)
    bits = 0
    for gram in known:
        bits |= 1 << (sum(k * (ord(ch) - 96) for k, ch in zip(keys, gram)) - low)
    return bits.to_bytes(25 * low // 8 + 1, "little")


def fit_words() -> list[str]:
    """The lower-case words of 3 to 12 letters that the fit sources of English prose and man pages
    write 3 times or more: the material of the pseudo-word families."""
    import corpus

    data = corpus.load()
    seen = collections.Counter(w for c in ("english", "prose") for t in data[c]["fit"] for w in re.findall(r"\b[a-z]{3,12}\b", t))
    return sorted(w for w, n in seen.items() if n >= 3)


def pseudo_word_families(words: list[str], seed: int, size: int = 20_000) -> dict[str, str]:
    """Text made of English words that no vocabulary holds as words: each reversed, with two
    letters swapped (a typo), in Pig Latin, two glued together, the inner letters shuffled, the
    halves swapped; ``size`` characters each, words between spaces."""
    rng = random.Random(seed)

    def shuffled(w: str) -> str:
        inner = list(w[1:-1])
        rng.shuffle(inner)
        return w[0] + "".join(inner) + w[-1]

    def typo(w: str) -> str:
        i = rng.randrange(len(w) - 1)
        return w[:i] + w[i + 1] + w[i] + w[i + 2:]

    makers = {"reversed": lambda w: w[::-1], "typo": typo, "pig_latin": lambda w: w[1:] + w[0] + "ay",
              "glued": lambda w: w + rng.choice(words), "inner_shuffled": shuffled,
              "halves_swapped": lambda w: w[len(w) // 2:] + w[:len(w) // 2]}
    out = {}
    for name, make in makers.items():
        parts, n = [], 0
        while n < size:
            parts.append(make(rng.choice(words)))
            n += len(parts[-1]) + 1
        out[name] = " ".join(parts)[:size]
    return out


def print_fourgrams() -> int:
    """--fourgrams: ctxkit's _KNOWN_FOURGRAMS and _FOURGRAM_WEIGHTS. The weight, per profile, is the
    FOURGRAM_QUANTILE quantile of the needs (1/64 token an unknown four letters, through the
    hash, for TARGET of the real count, on the estimate without the term) of the pseudo-word
    families; each family left out, the weight the others set and the estimate / real it gives
    that family; and the held-out categories of the corpus without and with the term."""
    import corpus

    vocabularies = tokenizers_offline.vocabularies()
    blobs, notes = {}, {}
    for profile in PROFILES:
        known = known_fourgrams(vocabularies[profile])
        table = fourgram_table(known)
        blobs[profile] = base64.b64encode(zlib.compress(table, 9)).decode()
        notes[profile] = f'{len(known):,} four letters known, {bin(int.from_bytes(table, "little")).count("1"):,} hash values'
    print_profile_blobs("_KNOWN_FOURGRAMS", ctxkit._KNOWN_FOURGRAMS, blobs, notes)
    ctxkit._unknown_fourgram_pattern.cache_clear()
    count = counters()
    families = pseudo_word_families(fit_words(), 1)
    data = corpus.load()
    held = {category: "\n".join(data[category]["heldout"]) for category in data}
    with without(ctxkit._FOURGRAM_WEIGHTS, 0):
        rows = {}  # name -> per profile (estimate without the term, real, unknown four letters)
        for name, sample in [*families.items(), *((f"held-out {c}", t) for c, t in held.items())]:
            skeleton = fit_estimator.skeleton(sample.encode("utf-8", "surrogatepass"))
            rows[name] = [(ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(sample), count[p](sample),
                           ctxkit._unknown_fourgrams(ctxkit._fourgram_letters(ctxkit._ascii_lanes(skeleton)),
                                                     ctxkit._unknown_fourgram_pattern(p))) for p in PROFILES]
    weights = {}
    for k, profile in enumerate(PROFILES):
        needs = {name: max(0.0, ctxkit._PAIR_UNIT * (TARGET * r - e) / max(n, 1)) for name in families
                 for e, r, n in [rows[name][k]]}
        weights[profile] = math.ceil(quantile(list(needs.values()), FOURGRAM_QUANTILE))
        for name in families:
            e, r, n = rows[name][k]
            other = math.ceil(quantile([v for key, v in needs.items() if key != name], FOURGRAM_QUANTILE))
            print(f"  {profile:<7} {name:<15} {e / r:.2f} without, need {needs[name]:6.1f}, "
                  f"{(e + other * n / ctxkit._PAIR_UNIT) / r:.2f} left out (the others set {other})")
        for category in held:
            e, r, n = rows[f"held-out {category}"][k]
            print(f"  {profile:<7} held-out {category:<16} {e / r:.3f} -> {(e + weights[profile] * n / ctxkit._PAIR_UNIT) / r:.3f}")
    print("_FOURGRAM_WEIGHTS =", weights)
    return 0


#: The quantile of the needs that sets _SHORT_WORD_WEIGHTS (as _FOURGRAM_WEIGHTS': FOURGRAM_QUANTILE).
SHORT_WORD_QUANTILE = 0.75
#: The words _SHORT_WORD_WEIGHTS is measured on, by source (each the profile's _SHORT_UNHELD_WORDS
#: among them): the registers and three-letter mnemonics of x86 assembly, lower-case acronyms of
#: shells and logs, English words of three letters turned around, and all of the table.
SHORT_WORD_SOURCES = {
    "registers": ["rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rsp", "rbp", "eax", "ebx", "ecx", "edx", "esi", "edi", "esp",
                  "ebp", "r8d", "r9d", "sil", "dil", "cmp", "shl", "shr", "sar", "rol", "ror", "adc", "sbb", "bsf", "bsr",
                  "bts", "cwd", "cdq", "cqo", "lea", "neg", "not", "imul"],
    "acronyms": ["gpg", "npm", "tsc", "avx", "sse", "lsb", "xdg", "krb", "gdb", "tcl", "gcs", "lru", "eol", "kwd", "dbt",
                 "udp", "tcp", "ipc", "jvm", "nfs", "smb", "dns", "vpn", "ssh", "scp", "ftp", "rpm", "apk", "deb", "pkg",
                 "cgi", "nvm", "pnpm", "uwsgi", "lvm", "zfs", "ext", "btr", "cpu", "gpu", "tpu", "ram", "rom", "ssd",
                 "hdd", "usb", "pci", "irq", "dma", "mmu", "tlb", "vga", "hdmi", "csv", "tsv", "xml", "yml", "ini",
                 "cfg", "dll", "exe", "msi"],
}
#: Mnemonics and common words around the words measured: what every vocabulary holds.
SHORT_WORD_AROUND = ("mov", "add", "sub", "push", "pop", "call", "test", "jmp")
SHORT_WORD_COMMON = ("the", "build", "failed", "when", "server", "returned", "error", "while", "reading",
                     "file", "and", "then", "with", "for", "key", "cache", "value", "name", "path", "user")


def short_unheld_words(vocabulary: list[str]) -> set[str]:
    """The words of three lower-case ASCII letters that no token of ``vocabulary`` holds with the
    space before them and that ctxkit prices as an English word of three letters: not two rare pairs
    side by side (_RARE_ASCII_WEIGHTS), not three letters outside _KNOWN_TRIGRAMS (_TRIGRAM_WEIGHTS)."""
    held = {token[1:] for token in vocabulary if len(token) == 4 and token[0] == " " and token[1:].isascii()
            and token[1:].isalpha() and token[1:].islower()}
    rare, unknown = ctxkit._rare_letter_pair_class(), ctxkit._unknown_trigram_pattern()
    out = set()
    for a, b, c in itertools.product(range(1, 27), repeat=3):
        word = "".join(chr(96 + x) for x in (a, b, c))
        if word in held or unknown.match(chr(a << 10 | b << 5 | c)):
            continue
        if rare.match(chr(a << 8 | b)) and rare.match(chr(b << 8 | c)):
            continue
        out.add(word)
    return out


def short_word_table(words: set[str]) -> str:
    """``words`` as ctxkit's _SHORT_UNHELD_WORDS stores them: a bit per word, ``aaa`` to ``zzz``."""
    bits = 0
    for word in words:
        a, b, c = (ord(ch) - 97 for ch in word)
        bits |= 1 << ((a * 26 + b) * 26 + c)
    return base64.b64encode(zlib.compress(bits.to_bytes(26 ** 3 // 8 + 1, "little"), 9)).decode()


def short_word_texts(words: list[str], seed: int, count: int = 400) -> dict[str, str]:
    """``count`` lines of each shape (an assembly listing, prose, a comma list, fields, a call and a
    snake_case name in C) with ``words`` drawn at random where a word of three letters stands; the
    same seed draws the same shapes around any ``words``."""
    rng = random.Random(seed)
    word = lambda: rng.choice(words)
    around = lambda: rng.choice(SHORT_WORD_COMMON)
    shapes = {"listing": lambda: f"  {rng.choice(SHORT_WORD_AROUND)} {word()}, {word()}\n",
              "prose": lambda: f"{around()} {word()} {around()} {around()}. ",
              "list": lambda: f"{word()}, {word()}, {word()}\n",
              "fields": lambda: f"{around()}: {word()}\n",
              "call": lambda: f"\tret = {word()}({around()});\n",
              "snake": lambda: f"\tret = {word()}_{around()}_{around()};\n"}
    return {name: "".join(make() for _ in range(count)) for name, make in shapes.items()}


def print_short_words() -> int:
    """--short-words: ctxkit's _SHORT_UNHELD_WORDS (from the vocabularies) and _SHORT_WORD_WEIGHTS. A
    word's need is measured against its shape: the same text with words of three letters the
    vocabulary holds in their place (the same seed), whose difference in real tokens less the
    difference in the estimate without the term, a word of the table, is what the term must pay (1/64
    token; the shape's own error is not the word's). Per profile, the SHORT_WORD_QUANTILE quantile of
    the needs of six shapes x the sources of SHORT_WORD_SOURCES, the English words of three letters
    turned around and the whole table (each the profile's words among them); each source left out,
    the weight the others set and the estimate / real it gives that source's texts; and the
    held-out categories of the corpus without and with the term."""
    import corpus

    vocabularies = tokenizers_offline.vocabularies()
    unheld = {profile: short_unheld_words(vocabularies[profile]) for profile in PROFILES}
    print_profile_blobs("_SHORT_UNHELD_WORDS", ctxkit._SHORT_UNHELD_WORDS,
                        {profile: short_word_table(unheld[profile]) for profile in PROFILES},
                        {profile: f"{len(unheld[profile]):,} words" for profile in PROFILES})
    ctxkit._short_unheld_words.cache_clear()
    count = counters()
    reversed_words = sorted({w[::-1] for w in fit_words() if len(w) == 3})
    ordinary = short_unheld_words([])  # with no token held: every word no term prices as rare
    data = corpus.load()
    held = {category: "\n".join(data[category]["heldout"]) for category in data}
    weights = {}
    for profile in PROFILES:
        sources = {name: sorted(set(words) & unheld[profile]) for name, words in
                   [*SHORT_WORD_SOURCES.items(), ("reversed", reversed_words), ("table", sorted(unheld[profile]))]}
        # words of three letters the vocabulary holds with their space and no term prices as rare
        known = sorted(ordinary - unheld[profile])
        rows = []  # (source, shape, estimate without the term, real, words, need)
        with without(ctxkit._SHORT_WORD_WEIGHTS, 0):
            est = ctxkit.CharHeuristicEstimator(profile, memo_size=0)
            for seed, (source, words) in enumerate(sources.items()):
                for (shape, text), base in zip(short_word_texts(words, 500 + seed).items(),
                                               short_word_texts(known, 500 + seed).values()):
                    n = sum(word.decode() in unheld[profile] for word in ctxkit._SHORT_WORD.findall(text.encode()))
                    e, r = est.estimate(text), count[profile](text)
                    want = ctxkit._PAIR_UNIT * ((r - count[profile](base)) - (e - est.estimate(base))) / n
                    rows.append((source, shape, e, r, n, want))
            base_rows = {c: (est.estimate(t), count[profile](t),
                             sum(w.decode() in unheld[profile] for w in ctxkit._SHORT_WORD.findall(t.encode())))
                         for c, t in held.items()}
        needs = [row[5] for row in rows]
        weights[profile] = math.ceil(quantile(needs, SHORT_WORD_QUANTILE))
        for source in sources:
            other = math.ceil(quantile([v for v, row in zip(needs, rows) if row[0] != source], SHORT_WORD_QUANTILE))
            mine = [row for row in rows if row[0] == source]
            print(f"  {profile:<7} {source:<10} ({len(sources[source]):>5} words) need "
                  + " ".join(f"{shape} {need:.0f}" for _, shape, _, _, _, need in mine)
                  + f"; left out (the others set {other}): "
                  + " ".join(f"{shape} {e / r:.2f}->{(e + other * n / ctxkit._PAIR_UNIT) / r:.2f}"
                             for _, shape, e, r, n, _ in mine))
        for category, (e, r, n) in base_rows.items():
            print(f"  {profile:<7} held-out {category:<16} {e / r:.3f} -> {(e + weights[profile] * n / ctxkit._PAIR_UNIT) / r:.3f}"
                  f" ({n} words)")
    print("_SHORT_WORD_WEIGHTS =", weights)
    return 0


#: What a word of _HELD_ACCENTED_WORDS is checked against: after each of these, the profile's
#: tokenizer spends one token on the word with its space and no more on the ending than alone.
ACCENTED_ENDS = (".", " ", ",", "\n", "1", ")", "-", ":")


def held_accented_words(profile: str, vocabulary: list[str], count: Callable[[str], int]) -> list[str]:
    """The words of Latin letters (ASCII, U+00C0-024F but for × and ÷, U+1E00-1EFF), two or more, one
    of them of U+1E00-1EFF (Vietnamese's tones, Yoruba's and Igbo's dots), that ``vocabulary`` holds
    with the space before them (`` người``, `` được``, `` ọdị``) and that the tokenizer spells as
    that one token after a space, alone and before each of ACCENTED_ENDS, read as the profile reads
    text (Claude's NFKC): what ctxkit's _HELD_ACCENTED_WORDS lists, nothing measured or fitted."""
    letters = re.compile(f"[{ctxkit._LATIN_LETTERS}]*[\u1e00-\u1eff][{ctxkit._LATIN_LETTERS}]*")
    out = set()
    for token in vocabulary:
        word = token[1:]
        if (token[:1] != " " or len(word) < 2 or not letters.fullmatch(word)
                or ctxkit._as_read(word, profile)[0] != word or len(word.encode()) > ctxkit._ACCENTED_LONGEST):
            continue
        if count(" " + word) == 1 and all(count(" " + word + end) == 1 + count(end) for end in ACCENTED_ENDS):
            out.add(word)
    return sorted(out)


def print_held_accented() -> int:
    """--held-accented: ctxkit's _HELD_ACCENTED_WORDS, per profile (held_accented_words), newline-joined,
    zlib-compressed, base64."""
    vocabularies, count = tokenizers_offline.vocabularies(), counters()
    words = {profile: held_accented_words(profile, vocabularies[profile], count[profile]) for profile in PROFILES}
    print_profile_blobs("_HELD_ACCENTED_WORDS", ctxkit._HELD_ACCENTED_WORDS,
                        {profile: base64.b64encode(zlib.compress("\n".join(words[profile]).encode(), 9)).decode()
                         for profile in PROFILES},
                        {profile: f"{len(words[profile]):,} words" for profile in PROFILES})
    return 0


#: The letters _TONE_LETTER_WEIGHTS rebates (U+1EA0-1EF9), the English words of its families and the
#: share of the real count its weight keeps each at.
TONE_LETTERS = [chr(c) for c in range(0x1EA0, 0x1EFA)]
TONE_WORDS = ["the", "of", "and", "to", "in", "is", "was", "for", "on", "that", "with", "as", "by", "at", "from", "it",
              "this", "be", "are", "build", "failed", "server", "error", "config", "value", "tests", "path", "user",
              "cache", "index"]
TONE_TARGET = 0.95


def tone_families(seed: int, catalogue_words: list[str]) -> dict[str, Callable[[], str]]:
    """The families of letters of U+1EA0-1EF9 inside words (a piece each call) that _TONE_LETTER_WEIGHTS
    is measured on: one in an English word, one glued between two English words, words mixing them
    with ASCII letters, random Vietnamese syllables, the catalogues' Vietnamese words in random order
    (each a piece a call, stress._fill's)."""
    r = random.Random(seed)

    def glued() -> str:
        word = r.choice(TONE_WORDS)
        at = r.randrange(1, len(word)) if len(word) > 1 else 0
        return word[:at] + r.choice(TONE_LETTERS) + word[at + 1:] + r.choice([" ", " ", ", ", ".\n"])

    def mixed() -> str:
        return "".join(r.choice(TONE_LETTERS) if r.random() < 0.3 else r.choice("bcdghklmnqrstvxaeiouy")
                       for _ in range(r.randint(2, 7))) + " "

    def syllables() -> str:
        return (r.choice(["b", "c", "d", "g", "h", "k", "l", "m", "n", "ng", "nh", "ph", "qu", "s", "t", "th", "tr", "v", "x", "đ"])
                + r.choice(TONE_LETTERS) + r.choice(["", "n", "ng", "c", "t", "m", "p", "nh", "ch"]) + r.choice([" ", " ", " ", ", "]))

    def identifiers() -> str:
        return r.choice(TONE_WORDS) + r.choice(TONE_LETTERS) + r.choice(TONE_WORDS) + r.choice(["_", "(", ")", " ", "."])

    def words() -> str:
        return r.choice(catalogue_words) + r.choice([" ", " ", ", ", ".\n"])

    return {"glued": glued, "glued_identifiers": identifiers, "mixed": mixed, "syllables": syllables,
            "catalogue_words": words}


#: The share of its real count each family _GLUED_ACCENT_WEIGHTS is measured on reaches (as TONE_TARGET).
GLUED_TARGET = 0.95
#: Accented letters that the languages the fit reads write (Latin-1's and Latin Extended's), for the families.
GLUED_LETTERS = "áàâäãåçéèêëíìîïñóòôöõøúùûüýÿăąćčďęěğıłńňőřśşšșţțťůűźżž"
#: What ends each piece of the families of glued_accent_families.
GLUE_ENDS = {"spaced": [" "], "identifiers": ["_", "(", ")", " ", "."], "lines": ["\n"]}


def glued_accent_families(seed: int) -> dict[str, Callable[[], str]]:
    """The families _GLUED_ACCENT_WEIGHTS is measured on (a piece each call): two English words (TONE_WORDS) glued by
    one of GLUED_LETTERS, ended as GLUE_ENDS says, the second word in lower case or capitalised; and one such letter
    in place of a letter inside an English word (``sérver``)."""
    r = random.Random(seed)

    def family(ends: list[str], title: bool) -> Callable[[], str]:
        return lambda: (r.choice(TONE_WORDS) + r.choice(GLUED_LETTERS)
                        + (r.choice(TONE_WORDS).title() if title else r.choice(TONE_WORDS)) + r.choice(ends))

    def inside() -> str:
        word = r.choice([w for w in TONE_WORDS if len(w) >= 5])
        at = r.randrange(2, len(word) - 2)
        return word[:at] + r.choice(GLUED_LETTERS) + word[at + 1:] + r.choice([" ", " ", ", ", ".\n"])
    return {**{f"{name}{'_title' if title else ''}": family(ends, title) for name, ends in GLUE_ENDS.items()
               for title in (False, True)}, "inside": inside}


def print_glued_accents() -> int:
    """--glued-accents: ctxkit's _GLUED_ACCENT_WEIGHTS. Per profile, with the term off, what each letter _GLUED_ACCENT
    finds that _HELD_GLUED_ACCENTS does not hold must pay more for every family of glued_accent_families (1,000 and
    20,000 characters, two seeds) to reach GLUED_TARGET of its real count, the largest of them, at most a token; each
    family left out, what the others set and its worst estimate / real with it; and the held-out Latin-script
    category and Vim's tutors without and with it (what it costs the languages whose words write such letters)."""
    import corpus

    count = counters()
    rows: dict[str, list[tuple[str, float, float, float]]] = {p: [] for p in PROFILES}
    with without(ctxkit._GLUED_ACCENT_WEIGHTS, 0):
        for name in glued_accent_families(0):
            for size in (1_000, 20_000):
                for seed in (1, 2):
                    text = stress._fill(size, glued_accent_families(31 * seed + size)[name])
                    found = ctxkit._GLUED_ACCENT.findall(text)
                    for profile in PROFILES:
                        n = len(found) - sum(map(ctxkit._held_glued_accents(profile).__contains__, found))
                        e, r = ctxkit.CharHeuristicEstimator(profile, memo_size=0).estimate(text), count[profile](text)
                        rows[profile].append((name, e / r, ctxkit._PAIR_UNIT * (GLUED_TARGET * r - e) / max(n, 1), n / r))
    weights = {}
    for profile in PROFILES:
        names = sorted({row[0] for row in rows[profile]})
        need = {name: max(row[2] for row in rows[profile] if row[0] == name) for name in names}
        weights[profile] = max(0, min(ctxkit._PAIR_UNIT, math.ceil(max(need.values()))))
        print(f"  {profile:<7} need a letter: " + ", ".join(f"{name} {v:.1f}" for name, v in need.items()))
        for name in names:
            other = max(0, min(ctxkit._PAIR_UNIT, math.ceil(max(v for k, v in need.items() if k != name))))
            worst = min(ratio + other * share / ctxkit._PAIR_UNIT for k, ratio, _, share in rows[profile] if k == name)
            print(f"  {profile:<7} {name:<18} left out: the others set {other}, its worst {worst:.3f}")
    data, tutors = corpus.load(), corpus.vim_tutors()
    held_out = data["latin"]["heldout"]
    for label, values in (("without", dict.fromkeys(PROFILES, 0)), ("with", weights)):
        with setting(ctxkit._GLUED_ACCENT_WEIGHTS, values):
            print(f"  {label:<7} " + ", ".join(
                f"{p} held-out latin {sum(map(ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate, held_out)) / sum(map(count[p], held_out)):.3f}"
                f" tutors {sum(map(ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate, tutors.values())) / sum(map(count[p], tutors.values())):.3f}"
                for p in PROFILES))
    print(f"_GLUED_ACCENT_WEIGHTS = {weights}")
    return 0


def line_separator_rows(count: dict) -> dict[tuple[str, ...], list[tuple[int, int, int]]]:
    """Rows for :func:`largest_needs`: U+2028 and U+2029 (the line and paragraph separators) in six
    shapes (between words, between sentences, alone between spaces, at a line's end, two to four
    in a row, and lines of a word processor), two seeds each, measured without their term."""
    words = ["deploy", "the", "branch", "after", "review", "queue", "green", "again", "notes", "ready", "merge",
             "Friday", "release", "checks", "passed", "owner", "team", "rollback", "window", "tonight"]
    rows = {}
    with without(ctxkit._LINE_SEPARATOR_WEIGHTS, (0, 0)):
        for sep, term in (("\u2028", "2028"), ("\u2029", "2029")):
            for seed in (1, 2):
                rng = random.Random(seed * 0x2028)
                def phrase(a: int, b: int, rng: random.Random = rng) -> str:
                    return " ".join(rng.choice(words) for _ in range(rng.randint(a, b)))
                shapes = {
                    "words": "".join(rng.choice(words) + rng.choice((" ", sep)) for _ in range(400)),
                    "sentences": "".join(phrase(3, 9).capitalize() + "." + sep for _ in range(120)),
                    "alone": "".join(phrase(1, 4) + " " + sep + " " for _ in range(150)),
                    "line_ends": "".join(phrase(2, 7) + sep + "\n" for _ in range(150)),
                    "runs": "".join(phrase(1, 5) + sep * rng.randint(2, 4) for _ in range(100)),
                    "lines": "".join(phrase(2, 6) + rng.choice((",", "", ":")) + sep for _ in range(150)),
                }
                for shape, text in shapes.items():
                    rows[(term, shape, seed)] = measured(count, text, text.count(sep))
    return rows


def print_line_separators() -> int:
    """--line-separators: ctxkit's _LINE_SEPARATOR_WEIGHTS, per profile (U+2028, U+2029): the
    largest need of line_separator_rows' shapes, each shape left out."""
    weights = largest_needs(line_separator_rows(counters()), "needs")
    print("_LINE_SEPARATOR_WEIGHTS =", {p: (w["2028"], w["2029"]) for p, w in weights.items()})
    return 0


#: The quantile of the needs of a half page's units that sets its _ALTERNATION_WEIGHTS: the units are
#: every two letters of the page whose pairs are common, not a sample, and their needs part in two
#: (those the tokenizer spells a letter a token, those it holds in pairs). Each fold of units priced by
#: the others: the third quartile of each page left 806 / 421 / 472 of its ~6,800 units under 0.90, its
#: 0.9 quantile 252 / 160 / 136; this quantile of each half page (a page holds two scripts: Armenian and
#: Hebrew, Thai and Lao...) leaves 102 / 29 / 52 of the 6,130 units of one half page. A tier for the
#: units whose two letters the profile holds as a token would lower the over-count (o200k's ninth
#: decile 1.99x -> 1.53x) but needs the profile's 3,419 tokens of two such letters (o200k) in ctxkit.
ALTERNATION_QUANTILE = 0.95
#: The words that measure it: two letters said in turn, four to ten letters long, between spaces; and
#: for _LETTER_REPEAT_WEIGHTS (the same quantile), one letter three to ten times.
ALTERNATION_LENGTHS = range(4, 11)
REPEAT_LENGTHS = range(3, 11)


def said_again_units(page: int) -> tuple[list[str], list[str]]:
    """The units ctxkit._said_again_units prices on ``page``: every two letters of its prose (the letters of
    its _RARE_PAIRS; the second may be a vowel sign) whose pairs, in either order, are common, and every
    letter whose pair with itself is."""
    blob = zlib.decompress(base64.b64decode(ctxkit._RARE_PAIRS[page]))
    chars = [chr(page << 8 | b) for b in blob[1:1 + blob[0]]]
    letters = [c for c in chars if c.isalpha()]
    seconds = letters + [c for c in chars if unicodedata.category(c) in ("Mn", "Mc")]  # a vowel sign too
    common = functools.partial(ctxkit._common_pair, page)
    return ([x + y for x in letters for y in seconds if x != y and common(x, y) and common(y, x)],
            [x for x in letters if common(x, x)])


def held_alternations(vocabulary: list[str]) -> list[str]:
    """ctxkit's _HELD_ALTERNATIONS of a profile: the four letters said in turn (two letters outside ASCII
    of one half page, twice) that a token of ``vocabulary`` holds (``мама``, ``יהיה``, ``დიდი``)."""
    pattern = re.compile(r"(?=(([^\x00-\x7f])(?!\2)([^\x00-\x7f])\2\3))")
    return sorted({found.group(1) for token in vocabulary for found in pattern.finditer(token)
                   if found.group(2).isalpha() and found.group(3).isalpha()
                   and ord(found.group(2)) & ~0x7F == ord(found.group(3)) & ~0x7F})


def held_repeats(vocabulary: list[str]) -> str:
    """ctxkit's _HELD_REPEATS of a profile: the letters outside ASCII that a token of ``vocabulary`` holds
    three times or more in a row (``هههه``, ``ООО``)."""
    pattern = re.compile(r"([^\x00-\x7f])\1{2,}")
    return "".join(sorted({found.group(1) for token in vocabulary for found in pattern.finditer(token)
                           if found.group(1).isalpha()}))


SaidAgainRows = dict[int, dict[str, list[tuple[int, int, int]]]]


#: The characters _CJK_REPEAT_WEIGHTS is measured on: the most written of each script in the corpus's
#: CJK fit text.
CJK_REPEAT_UNITS = 600


def cjk_repeat_units() -> dict[str, list[str]]:
    """Script of ctxkit._CJK_REPEAT_SPANS -> its characters among the CJK_REPEAT_UNITS the corpus's CJK
    fit text writes most."""
    import corpus

    written = collections.Counter(ch for text in corpus.load()["cjk"]["fit"] for ch in text
                                  if any(lo <= ord(ch) <= hi for lo, hi in ctxkit._CJK_REPEAT_SPANS.values()))
    top = [ch for ch, _ in written.most_common(CJK_REPEAT_UNITS)]
    return {script: [ch for ch in top if lo <= ord(ch) <= hi] for script, (lo, hi) in ctxkit._CJK_REPEAT_SPANS.items()}


def said_again_rows(count: dict) -> tuple[SaidAgainRows, SaidAgainRows]:
    """For two letters said in turn and for one letter said again: half page (code point >> 7) -> unit ->
    per profile (the estimate without those terms, the real count, the letters it pays: past the third of
    a run said in turn, one less when a token holds its first four, past the second of one letter) of
    the unit's words of ALTERNATION_LENGTHS (one letter: three to ten times), between spaces."""
    turns: SaidAgainRows = {}
    repeats: SaidAgainRows = {}
    with setting(ctxkit._ALTERNATION_WEIGHTS, {p: {} for p in PROFILES}), \
            setting(ctxkit._LETTER_REPEAT_WEIGHTS, {p: {} for p in PROFILES}), \
            setting(ctxkit._CJK_REPEAT_WEIGHTS, {p: {} for p in PROFILES}):
        estimators = {p: ctxkit.CharHeuristicEstimator(p, memo_size=0) for p in PROFILES}
        for script, units in cjk_repeat_units().items():  # keyed by the script's first half page
            for unit in units:
                text = " ".join(unit * k for k in REPEAT_LENGTHS)
                repeats.setdefault(ctxkit._CJK_REPEAT_SPANS[script][0] >> 7, {})[unit] = [
                    (estimators[p].estimate(text), count[p](text), sum(k - 2 for k in REPEAT_LENGTHS)) for p in PROFILES]
        for page in sorted(ctxkit._RARE_PAIRS):
            pairs, letters = said_again_units(page)
            for unit in pairs:
                text = " ".join((unit * 6)[:k] for k in ALTERNATION_LENGTHS)
                if ord(unit[0]) >> 7 == ord(unit[1]) >> 7:  # a unit of two scripts of one page: not priced
                    turns.setdefault(ord(unit[0]) >> 7, {})[unit] = [
                        (estimators[p].estimate(text), count[p](text),
                         sum(k - 3 - (unit * 2 in ctxkit._held_alternations(p)) for k in ALTERNATION_LENGTHS))
                        for p in PROFILES]
            for unit in letters:
                text = " ".join(unit * k for k in REPEAT_LENGTHS)
                if any(unit in ctxkit._HELD_REPEATS[p] for p in PROFILES):
                    continue  # a token holds it (o200k's ``هههه``): it pays nothing, and its need is measured no more
                repeats.setdefault(ord(unit) >> 7, {})[unit] = [
                    (estimators[p].estimate(text), count[p](text), sum(k - 2 for k in REPEAT_LENGTHS)) for p in PROFILES]
    return turns, repeats


def said_again_weights(rows: SaidAgainRows, name: str) -> dict[str, dict[int, int]]:
    """Per profile and half page of ``rows``, the ALTERNATION_QUANTILE quantile of the needs of its units;
    printed with, cross-validated, the units of each of five folds priced with the weight of the other
    four: how many are under 0.90, and the median and ninth decile of estimate / real over all units."""
    weights: dict[str, dict[int, int]] = {}
    for k, profile in enumerate(PROFILES):
        weights[profile] = {}
        ratios = []
        for half, units in rows.items():
            needs = {unit: need(*cells[k]) for unit, cells in units.items()}
            weight = math.ceil(quantile(list(needs.values()), ALTERNATION_QUANTILE))
            if weight:
                weights[profile][half] = weight
            names = sorted(units)
            before = after = 0
            lowest = 9.0
            for fold in range(5):
                out = names[fold::5]
                rest = [needs[u] for u in names if u not in out]  # none: a half page of fewer than five units
                other = math.ceil(quantile(rest, ALTERNATION_QUANTILE)) if rest else 0
                for unit in out:
                    e, r, n = units[unit][k]
                    ratio = (e + other * n / ctxkit._PAIR_UNIT) / r
                    before += e / r < 0.9
                    after += ratio < 0.9
                    lowest = min(lowest, ratio)
                    ratios.append(ratio)
            print(f"  {name} {profile:<7} U+{half << 7:04X}: {len(units):5} units, weight {weight:3}; under 0.90 "
                  f"without {before:4}, each fold priced by the others {after:4} (lowest {lowest:.2f})")
        ratios.sort()
        print(f"  {name} {profile:<7} every unit, each fold priced by the others: median "
              f"{ratios[len(ratios) // 2]:.2f}, ninth decile {ratios[9 * len(ratios) // 10]:.2f}, under 0.90 "
              f"{sum(r < 0.9 for r in ratios)} of {len(ratios)}")
    return weights


#: The words of two ASCII letters said in turn that measure _ASCII_ALTERNATIONS: ALTERNATION_LENGTHS
#: this many times (about 1 KB, where every rarity term of ASCII letters reads the text).
ASCII_ALTERNATION_ROUNDS = 20


def ascii_alternation_rows(count: dict) -> dict[str, list[tuple[int, int, int]]]:
    """Two lower-case ASCII letters -> per profile (the estimate without the term, the real count, the
    letters it would pay) of their words said in turn (ALTERNATION_LENGTHS, ASCII_ALTERNATION_ROUNDS times)."""
    rows = {}
    lengths = list(ALTERNATION_LENGTHS) * ASCII_ALTERNATION_ROUNDS
    with setting(ctxkit._ASCII_ALTERNATIONS, dict.fromkeys(PROFILES, "")), \
            setting(ctxkit._ASCII_ALTERNATION_WEIGHTS, dict.fromkeys(PROFILES, 0)):
        estimators = {p: ctxkit.CharHeuristicEstimator(p, memo_size=0) for p in PROFILES}
        for a in string.ascii_lowercase:
            for b in string.ascii_lowercase:
                if a != b:
                    text = " ".join(((a + b) * 6)[:k] for k in lengths)
                    rows[a + b] = [(estimators[p].estimate(text), count[p](text), sum(k - 3 for k in lengths))
                                   for p in PROFILES]
    return rows


def flagged_units(rows: dict[str, list[tuple[int, int, int]]], name: str) -> dict[str, tuple[list[str], int]]:
    """Per profile, the units of ``rows`` (unit -> per profile: the estimate without their term, the real
    count, the letters it would pay) that need more, and the ALTERNATION_QUANTILE quantile of their needs;
    printed with, cross-validated, the flagged units of each of five folds priced with the weight of the
    other four, the others as they are."""
    out = {}
    for k, profile in enumerate(PROFILES):
        needs = {unit: need(*cells[k]) for unit, cells in rows.items()}
        flagged = sorted(unit for unit, n in needs.items() if n > 0)
        weight = math.ceil(quantile([needs[u] for u in flagged], ALTERNATION_QUANTILE)) if flagged else 0
        ratios = []
        for fold in range(5):
            out_of_fold = flagged[fold::5]
            other = math.ceil(quantile([needs[u] for u in flagged if u not in out_of_fold], ALTERNATION_QUANTILE))
            ratios += [(e + other * n / ctxkit._PAIR_UNIT) / r for u in out_of_fold for e, r, n in [rows[u][k]]]
        ratios += [e / r for u, cells in rows.items() if u not in flagged for e, r, _ in [cells[k]]]
        ratios.sort()
        before = sum(e / r < 0.9 for cells in rows.values() for e, r, _ in [cells[k]])
        print(f"  {name} {profile:<7} {len(flagged)} of {len(rows)} units pay, weight {weight}; under 0.90 "
              f"without {before}, each fold priced by the others {sum(r < 0.9 for r in ratios)} (lowest "
              f"{ratios[0]:.2f}); median {ratios[len(ratios) // 2]:.2f}, ninth decile {ratios[9 * len(ratios) // 10]:.2f}")
        out[profile] = (flagged, weight)
    return out


def print_ascii_alternations(rows: dict[str, list[tuple[int, int, int]]]) -> None:
    """ctxkit's _ASCII_ALTERNATIONS (the two letters whose words said in turn need more, read one by one)
    and _ASCII_ALTERNATION_WEIGHTS (the ALTERNATION_QUANTILE quantile of their needs), with, cross-validated,
    the flagged units of each of five folds priced with the weight of the other four."""
    flags, weights = {}, {}
    for profile, (flagged, weight) in flagged_units(rows, "ascii").items():
        weights[profile] = weight
        bits = sum(1 << (26 * (ord(u[0]) - 97) + ord(u[1]) - 97) for u in flagged)
        flags[profile] = bits.to_bytes(26 * 26 // 8 + 1, "little").hex()
    print("_ASCII_ALTERNATIONS = {")
    for p in PROFILES:
        print(f'    "{p}": "{flags[p]}",')
    print("}")
    print("_ASCII_ALTERNATION_WEIGHTS =", weights)


#: The words of three ASCII letters said again that measure _ASCII_TRIPLES: two to four times, a letter or
#: two of a fifth at most (6 to 12 letters), this many times (about 1 KB, as ASCII_ALTERNATION_ROUNDS).
TRIPLE_LENGTHS = range(6, 13)
ASCII_TRIPLE_ROUNDS = 14


def ascii_triple_rows(count: dict) -> dict[str, list[tuple[int, int, int]]]:
    """Three lower-case ASCII letters (not one thrice) -> per profile (the estimate without the term, the
    real count, the letters it would pay) of their words said again (TRIPLE_LENGTHS, ASCII_TRIPLE_ROUNDS
    times, between spaces; a line break ends the last)."""
    rows = {}
    lengths = list(TRIPLE_LENGTHS) * ASCII_TRIPLE_ROUNDS
    paid = sum(min(k, ctxkit._LONG_WORD) - 3 for k in lengths)
    with setting(ctxkit._ASCII_TRIPLES, dict.fromkeys(PROFILES, "")):
        estimators = {p: ctxkit.CharHeuristicEstimator(p, memo_size=0) for p in PROFILES}
        for a, b, c in itertools.product(string.ascii_lowercase, repeat=3):
            if not a == b == c:
                unit = a + b + c
                text = " ".join((unit * 5)[:k] for k in lengths) + "\n"
                rows[unit] = [(estimators[p].estimate(text), count[p](text), paid) for p in PROFILES]
    return rows


def print_ascii_triples(rows: dict[str, list[tuple[int, int, int]]]) -> dict[str, str]:
    """ctxkit's _ASCII_TRIPLES (the three letters whose words said again need more, read one by one) and
    _ASCII_TRIPLE_WEIGHTS (the ALTERNATION_QUANTILE quantile of their needs), with, cross-validated, the
    flagged units of each of five folds priced with the weight of the other four."""
    flags, weights = {}, {}
    for profile, (flagged, weight) in flagged_units(rows, "triples").items():
        weights[profile] = weight
        bits = sum(1 << (676 * (ord(u[0]) - 97) + 26 * (ord(u[1]) - 97) + ord(u[2]) - 97) for u in flagged)
        flags[profile] = base64.b64encode(zlib.compress(bits.to_bytes(26 ** 3 // 8 + 1, "little"), 9)).decode()
    print("_ASCII_TRIPLES = {")
    for p in PROFILES:
        print(f'    "{p}": (')
        for at in range(0, len(flags[p]), 100):
            print(f'        "{flags[p][at:at + 100]}"')
        print("    ),")
    print("}")
    print("_ASCII_TRIPLE_WEIGHTS =", weights)
    return flags


def print_triples() -> int:
    """--triples: ctxkit's _ASCII_TRIPLES and _ASCII_TRIPLE_WEIGHTS (print_ascii_triples)."""
    print_ascii_triples(ascii_triple_rows(counters()))
    return 0


def print_alternations() -> int:
    """--alternations: ctxkit's _HELD_ALTERNATIONS and _HELD_REPEATS (read from the vocabularies),
    _ALTERNATION_WEIGHTS and _LETTER_REPEAT_WEIGHTS, per profile and half page (128 code points:
    said_again_weights), and _CJK_REPEAT_WEIGHTS, per profile and script."""
    vocabularies = tokenizers_offline.vocabularies()
    held = {p: held_alternations(vocabularies[p]) for p in PROFILES}
    repeats_held = {p: held_repeats(vocabularies[p]) for p in PROFILES}
    print("_HELD_ALTERNATIONS = {")
    for p in PROFILES:
        print(f'    "{p}": "{" ".join(held[p])}",')
    print("}")
    print("_HELD_REPEATS =", repeats_held)
    with setting(ctxkit._HELD_ALTERNATIONS, {p: " ".join(held[p]) for p in PROFILES}), \
            setting(ctxkit._HELD_REPEATS, repeats_held):
        ctxkit._held_alternations.cache_clear()
        turns, repeats = said_again_rows(counters())
    ctxkit._held_alternations.cache_clear()
    cjk = {lo >> 7: script for script, (lo, _) in ctxkit._CJK_REPEAT_SPANS.items()}
    turn_weights, repeat_weights = said_again_weights(turns, "turns"), said_again_weights(repeats, "again")
    for table, weights in (("_ALTERNATION_WEIGHTS", turn_weights), ("_LETTER_REPEAT_WEIGHTS", repeat_weights)):
        print(table, "=", {p: {f"0x{half << 7:04X}": w for half, w in ws.items() if half not in cjk}
                           for p, ws in weights.items()})
    print("_CJK_REPEAT_WEIGHTS =", {p: {cjk[half]: w for half, w in ws.items() if half in cjk}
                                    for p, ws in repeat_weights.items()})
    print_ascii_alternations(ascii_alternation_rows(counters()))
    return 0


#: The code points _BYTE_LETTERS covers: Latin Extended-A and -B, IPA, Greek, Cyrillic and its supplement.
BYTE_LETTER_SPAN = (0x100, 0x530)


def byte_letters(vocabulary: list[str], written: collections.Counter, size: int) -> str:
    """The letters of BYTE_LETTER_SPAN that no token of ``vocabulary`` holds (the tokenizer spells each
    in its two UTF-8 bytes: ``tŷ`` is three tokens with cl100k) and that the fit's text seldom writes
    (``written``: letter -> occurrences in ``size`` characters; fewer than one in 100,000): the fit
    priced the letters its text writes, such as cl100k's Greek, which it spells in bytes too."""
    held = set("".join(vocabulary))
    return "".join(c for c in map(chr, range(*BYTE_LETTER_SPAN))
                   if unicodedata.category(c)[0] == "L" and c not in held and written[c] * 100_000 < size)


#: Words that carry a byte letter in byte_letter_rows, by the first code point of the script's blocks.
BYTE_LETTER_CARRIERS = {
    0x100: ["the", "build", "failed", "server", "error", "config", "value", "tests", "path", "user", "cache",
            "index", "token", "request", "module", "function", "return", "import", "table", "file", "line"],
    0x370: ["και", "του", "σφάλμα", "αρχείο", "διακομιστής", "ρύθμιση", "χρήστης", "δοκιμή", "γραμμή", "τιμή"],
    0x400: ["файл", "ошибка", "сервер", "значение", "тест", "путь", "пользователь", "строка", "модуль", "это"],
}


def byte_letter_rows(count: dict, letters: dict[str, str]) -> dict[tuple[str, ...], list[tuple[int, int, int]]]:
    """Rows for :func:`largest_needs`, a term per 64-code-point block of BYTE_LETTER_SPAN: a profile's
    byte letters of the block (``letters``, measured on that profile only; the other profiles'
    cells are (real, real, n): no need) in words of their script (BYTE_LETTER_CARRIERS) in four
    shapes, two seeds: one letter of a word replaced by one of them, words of two or three letters
    holding one, words with each letter replaced at 40%, and each alone between spaces."""
    rows: dict[tuple[str, ...], list[tuple[int, int, int]]] = {}
    with without(ctxkit._BYTE_LETTER_WEIGHTS, (0,) * ((BYTE_LETTER_SPAN[1] - BYTE_LETTER_SPAN[0] + 63) // 64)):
        for k, profile in enumerate(PROFILES):
            for block in range(BYTE_LETTER_SPAN[0], BYTE_LETTER_SPAN[1], 64):
                pool = "".join(c for c in letters[profile] if block <= ord(c) < block + 64)
                if not pool:
                    continue
                words = BYTE_LETTER_CARRIERS[max(first for first in BYTE_LETTER_CARRIERS if first <= block)]
                short = [w[:2] for w in words] + [w[:3] for w in words]
                for seed in (1, 2):
                    rng = random.Random(seed * block + k)

                    def put(word: str, rng: random.Random = rng, pool: str = pool) -> str:
                        at = rng.randrange(len(word))
                        return word[:at] + rng.choice(pool) + word[at + 1:]
                    shapes = {
                        "replaced": " ".join(put(rng.choice(words)) + rng.choice(("", "", ",", ".")) for _ in range(200)),
                        "short": " ".join(put(rng.choice(short)) for _ in range(250)),
                        "dense": " ".join("".join(rng.choice(pool) if rng.random() < 0.4 else c
                                                  for c in rng.choice(words)) for _ in range(200)),
                        "alone": " ".join(rng.choice(words) + " " + rng.choice(pool) for _ in range(150)),
                    }
                    for shape, text in shapes.items():
                        n = sum(map(text.count, set(pool)))
                        e, r = ctxkit.CharHeuristicEstimator(profile, memo_size=0).estimate(text), count[profile](text)
                        rows[(f"{block:04X}", shape, seed, profile)] = [(e, r, n) if p == profile else (r, r, n)
                                                                        for p in PROFILES]
    return rows


#: The letters a combining mark of another page is glued to, each a source of --foreign-marks, left out in
#: turn; ctxkit prices a mark by its letter's class as the profile reads it (_CJK_BASE: an ideograph, a kana,
#: a fullwidth form; any other letter: Claude reads fullwidth letters as ASCII).
FOREIGN_MARK_BASES = {
    "ideographs": "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天",
    "rare_ideographs": "".join(chr(0x4E00 + 97 * k % 20900) for k in range(200)),
    "hiragana": "".join(chr(c) for c in range(0x3041, 0x3097)), "katakana": "".join(chr(c) for c in range(0x30A1, 0x30FB)),
    "halfwidth_kana": "".join(chr(c) for c in range(0xFF66, 0xFF9E)),
    "extension_b": "".join(chr(0x20000 + 131 * k % 42000) for k in range(200)),
    "fullwidth": "".join(chr(c) for c in range(0xFF21, 0xFF3B)),
    "ascii": string.ascii_letters, "latin": "".join(chr(c) for c in range(0xC0, 0x17F) if chr(c).isalpha()),
    "greek": "".join(chr(c) for c in range(0x391, 0x3CA) if chr(c).isalpha()),
    "cyrillic": "".join(chr(c) for c in range(0x410, 0x450)),
    "armenian": "".join(chr(c) for c in range(0x561, 0x587)), "hebrew": "".join(chr(c) for c in range(0x5D0, 0x5EB)),
    "arabic": "".join(chr(c) for c in range(0x628, 0x64B) if chr(c).isalpha()),
    "devanagari": "".join(chr(c) for c in range(0x915, 0x93A)),
    "tamil": "".join(chr(c) for c in range(0xB95, 0xBBA) if chr(c).isalpha()),
    "thai": "".join(chr(c) for c in range(0xE01, 0xE2F)), "georgian": "".join(chr(c) for c in range(0x10D0, 0x10F1)),
    "ethiopic": "".join(chr(c) for c in range(0x1200, 0x1248) if chr(c).isalpha()),
    "hangul": "".join(chr(0xAC00 + 37 * k % 11172) for k in range(200)),
}
#: Every block of marks pays at least this quantile of its class's blocks' needs: a block whose marks the
#: sources' letters all happen to take cheaply is not priced at nothing for the next script's letters
#: (ASCII, Georgian and Ethiopic letters left out were 0.78-0.79x with o200k without it, 0.90x or more with it).
FOREIGN_MARK_FLOOR = 0.5
#: The weights bring each source to this share of its real count, not TARGET: what a mark costs depends on
#: the letter it is glued to more than any other term's occurrences on their neighbours, and the smallest
#: target of 0.95, 1.0, 1.05, 1.1 whose sources, each left out, are all 0.90 or more is this one, measured with
#: the floors of astral and byte-spelt characters in the estimate (1.05: Ethiopic letters left out 0.895x with
#: o200k, common ideographs 0.91x; 1.1: 0.958x; before those floors 1.05 gave 0.96x, 0.95 0.81x).
FOREIGN_MARK_TARGET = 1.1


def foreign_mark_kind(source: str, profile: str) -> int:
    """0 when ctxkit prices a mark on ``source``'s letters, as ``profile`` reads them, by _CJK_BASE, else 1."""
    letter = ctxkit._as_read(FOREIGN_MARK_BASES[source][0], profile)[0][0]
    return 0 if ctxkit._CJK_BASE.match(letter) else 1


def foreign_mark_rows(count: dict) -> dict[tuple[Any, ...], list[tuple[int, int, int]]]:
    """Rows for :func:`print_foreign_marks`: for each 64-code-point block of ctxkit's foreign marks and each
    letter source of FOREIGN_MARK_BASES, 300 letters each with a mark of the block on another page, one
    (``one``) or one to three stacked (``stacked``), a fifth followed by a space, two seeds, measured
    without the term: {(block, source, shape, seed): per profile (estimate, real, marks)}."""
    marks: dict[int, list[str]] = collections.defaultdict(list)
    for first, last in ctxkit._foreign_mark_spans():
        for cp in range(first, last + 1):
            marks[cp >> 6].append(chr(cp))
    rows = {}
    with without(ctxkit._FOREIGN_MARK_WEIGHTS, ("", "")):
        for source, letters in FOREIGN_MARK_BASES.items():
            for block, chars in marks.items():
                for seed in (1, 2):
                    rng = random.Random(f"{source} {block} {seed}")
                    for shape, most in (("one", 1), ("stacked", 3)):
                        parts, n = [], 0
                        for _ in range(300):
                            letter = rng.choice(letters)
                            foreign = [m for m in chars if ord(m) >> 8 != ord(letter) >> 8]
                            if not foreign:
                                break
                            k = rng.randint(1, most)
                            parts.append(letter + "".join(rng.choice(foreign) for _ in range(k))
                                         + (" " if rng.random() < 0.2 else ""))
                            n += k
                        if parts:
                            rows[(block, source, shape, seed)] = measured(count, "".join(parts), n)
    return rows


def foreign_mark_weights(rows: dict, k: int, keep: Callable[[str], bool]) -> list[dict[int, int]]:
    """Profile ``k``'s weights of the marks' blocks, per class of letter (foreign_mark_kind), from the rows
    of the sources ``keep`` accepts: the largest need for FOREIGN_MARK_TARGET, at least the class's
    FOREIGN_MARK_FLOOR quantile."""
    profile = PROFILES[k]
    tables: list[dict[int, int]] = [{}, {}]
    for (block, source, *_), row in rows.items():
        if keep(source):
            table = tables[foreign_mark_kind(source, profile)]
            table[block] = max(table.get(block, 0), need(*row[k], target=FOREIGN_MARK_TARGET))
    for table in tables:
        if table:
            floor = sorted(table.values())[int(FOREIGN_MARK_FLOOR * (len(table) - 1))]
            table.update((block, min(255, max(w, floor))) for block, w in table.items())
    return tables


def print_foreign_marks() -> int:
    """--foreign-marks: ctxkit's _FOREIGN_MARK_WEIGHTS, per profile, class of letter and block of marks
    (foreign_mark_weights); each source left out: its lowest estimate / real before, and with the weights
    the other sources set."""
    rows = foreign_mark_rows(counters())
    blocks = ctxkit._foreign_mark_blocks()
    weights = {}
    for k, profile in enumerate(PROFILES):
        for left in FOREIGN_MARK_BASES:
            kind = foreign_mark_kind(left, profile)
            other = foreign_mark_weights(rows, k, lambda source, left=left: source != left)[kind]
            mine = [(block, row[k]) for (block, source, *_), row in rows.items() if source == left]
            before = min(e / r for _, (e, r, _) in mine)
            after = min((e + other.get(block, 0) * n / ctxkit._PAIR_UNIT) / r for block, (e, r, n) in mine)
            print(f"  {profile:<7} {'cjk' if kind == 0 else 'other':<5} left out {left:<16} {before:.2f} without, "
                  f"{after:.2f} with the others' weights")
        tables = foreign_mark_weights(rows, k, lambda source: True)
        weights[profile] = tuple(bytes(table.get(block, 0) for block in blocks).hex() for table in tables)
    print("_FOREIGN_MARK_WEIGHTS =", weights)
    return 0


def spans_of(cps: Iterable[int]) -> list[list[int]]:
    """``cps`` (sorted code points) as spans: [first, last] of each run of consecutive ones."""
    spans: list[list[int]] = []
    for cp in cps:
        if spans and spans[-1][1] == cp - 1:
            spans[-1][1] = cp
        else:
            spans.append([cp, cp])
    return spans


def astral_spans(cps: list[int], start: int = 0x10000) -> str:
    """``cps`` (sorted code points) as one of ctxkit's _ASTRAL_COSTS or _BYTE_SPELT lists: spans, each a
    3-byte gap after the last span's end (from ``start``) and a 3-byte length, zlib, base64."""
    raw, last = b"", start
    for first, end in spans_of(cps):
        raw += (first - last).to_bytes(3, "little") + (end - first).to_bytes(3, "little")
        last = end
    return base64.b64encode(zlib.compress(raw, 9)).decode()


def print_astral_costs() -> int:
    """--astral-costs: ctxkit's _ASTRAL_COSTS, read from each tokenizer: every code point of U+10000-10FFFF
    alone (3 tokens or fewer, 2 or fewer, 1), and after a space (no more than alone, a token fewer)."""
    count = counters()
    costs = {}
    for profile in PROFILES:
        alone = [count[profile](chr(cp)) for cp in range(0x10000, 0x110000)]
        spaced = [count[profile](" " + chr(cp)) - k for cp, k in zip(range(0x10000, 0x110000), alone)]
        lists = [[cp for cp, k in zip(range(0x10000, 0x110000), alone) if k <= most] for most in (3, 2, 1)]
        lists += [[cp for cp, d in zip(range(0x10000, 0x110000), spaced) if d <= most] for most in (0, -1)]
        print(f"  {profile}: {[len(cps) for cps in lists]} code points (3 or fewer, 2, 1; spaced: held, a token fewer)")
        costs[profile] = tuple(astral_spans(cps) for cps in lists)
    print("_ASTRAL_COSTS =", costs)
    return 0


def print_nfkc_read() -> int:
    """--nfkc-read: ctxkit's _NFKC_CHANGED, read from Claude's tokenizer: every character of U+00A0-10FFFF its
    normalizer (NFKC, of the Unicode its library was built with) writes otherwise, but those ctxkit reads as
    written (_NFKC_AS_WRITTEN)."""
    from tokenizers import Tokenizer

    normalizer = Tokenizer.from_file(str(tokenizers_offline._tokenizer_dir() / "anthropic_tokenizer.json")).normalizer
    kept = ctxkit._NFKC_AS_WRITTEN
    cps = [cp for cp in range(0xA0, 0x110000) if not 0xD800 <= cp < 0xE000
           and not any(first <= cp <= last for first, last in kept) and normalizer.normalize_str(chr(cp)) != chr(cp)]
    print(f"# {len(cps)} characters, {len(spans_of(cps))} spans")
    print("_NFKC_CHANGED =", repr(astral_spans(cps, 0xA0)))
    return 0


def print_byte_spelt() -> int:
    """--byte-spelt: ctxkit's _BYTE_SPELT, read from each tokenizer: the characters of U+0080-FFFF it spells byte by
    byte (Claude's: of those NFKC leaves as they are); then of those and of the next list, the ones that cost no
    more, a token fewer and two fewer after a space than alone; then the characters of three bytes outside
    _BYTE_SPELT_PROSE it spells in two tokens (``⁴``, ``Ⅳ``, ``Ṡ``) whose bytes no ASCII character merges with, on
    either side (each of 96 before and after it: ``ሜi`` is ``\\xe1\\x88`` + ``\\x9ci`` with o200k, so U+121C is
    not one); last, of those, the ones that cost their two tokens beside any other of them (every pair read:
    ``x⁹⁶x`` is 6 tokens; 19 million pairs with o200k, in batches: about 20 minutes for the three tokenizers on this
    machine), the fewest left out that leave no pair merged (one of each pair, the one in the most such pairs
    first); and of the first list, the characters one of those 96 ASCII characters merges with (``xĜi`` is 3
    tokens with o200k), which no floor counts."""
    count = counters()
    prose = ctxkit._BYTE_SPELT_PROSE
    neighbours = [chr(c) for c in range(0x21, 0x7F)] + ["\n", "\t", "\r"]
    spelt = {}
    for profile in PROFILES:
        def stable(cp, profile=profile):
            return profile != "claude" or unicodedata.normalize("NFKC", chr(cp)) == chr(cp)

        cps = [cp for cp in range(0x80, 0x10000) if not 0xD800 <= cp < 0xE000
               and count[profile](chr(cp)) == len(chr(cp).encode()) and stable(cp)]
        two = [cp for cp in range(0x800, 0x10000) if not 0xD800 <= cp < 0xE000 and stable(cp)
               and not any(first <= cp <= last for first, last in prose) and count[profile](chr(cp)) == 2]
        merged = set(_merged_with_ascii(two, _batch_counter(profile), neighbours, lambda cp: 2, after=" "))
        two = [cp for cp in two if cp not in merged]
        cover = _merged_pairs_cover(two, _batch_counter(profile))
        run = [cp for cp in two if cp not in cover]
        alone = {**{cp: len(chr(cp).encode()) for cp in cps}, **{cp: 2 for cp in two}}
        spaced = {cp: count[profile](" " + chr(cp)) - cost for cp, cost in alone.items()}
        lists = [cps] + [[cp for cp in sorted(alone) if spaced[cp] <= most] for most in (0, -1, -2)] + [two, run]
        lists.append(_merged_with_ascii(cps, _batch_counter(profile), neighbours, lambda cp: len(chr(cp).encode())))
        print(f"  {profile}: {[len(found) for found in lists]} code points (spelt; spaced: held, one fewer, two; "
              "two tokens of three bytes; of those, in runs; spelt, merged with an ASCII neighbour)")
        spelt[profile] = tuple(astral_spans(found, 0x80) for found in lists)
    print("_BYTE_SPELT =", spelt)
    return 0


def print_latin1_neighbours() -> int:
    """--latin1-neighbours: ctxkit's _LATIN1_NEIGHBOURS, read from each tokenizer: the characters of U+00A1-00FF
    whose bytes no character :func:`ctxkit._byte_spelt_patterns` finds between two ASCII ones merges with, before
    or after it (``x`` + the two + ``x`` costs what the two cost alone, between ``x`` and ``x``, less 2: 21,000
    characters x 95 x 2 with o200k, in batches; about 4 minutes for the three tokenizers on this machine), as
    spans; and the no-break space never (Claude reads it as a space, which a character after it may be held with)."""
    latin1 = [chr(cp) for cp in range(0xA1, 0x100)]
    found = {}
    for profile in PROFILES:
        count = _batch_counter(profile)
        isolated = ctxkit._byte_spelt_patterns(profile)[0]
        chars = [chr(cp) for cp in range(0x80, 0x10000) if not 0xD800 <= cp < 0xE000
                 and isolated.search(f"x{chr(cp)}x") is not None]
        alone = dict(zip(chars + latin1, count([f"x{c}x" for c in chars + latin1])))
        merged = {n for n in latin1 for texts in ([f"x{n}{c}x" for c in chars], [f"x{c}{n}x" for c in chars])
                  if any(k < alone[c] + alone[n] - 2 for c, k in zip(chars, count(texts)))}
        spans = spans_of(ord(n) for n in latin1 if n not in merged)
        found[profile] = "(" + ", ".join(f"(0x{a:02X}, 0x{b:02X})" for a, b in spans) + ("," if len(spans) == 1 else "") + ")"
        print(f"  {profile}: {len(chars):,} characters; merged with {sorted(merged) or 'none'}")
    print("_LATIN1_NEIGHBOURS =", "{" + ", ".join(f'"{p}": {c}' for p, c in found.items()) + "}")
    return 0


def _batch_counter(profile: str):
    """texts -> their real counts as ``profile`` reads them (Claude's: NFKC), in one call to the tokenizer."""
    if profile != "claude":
        enc = tokenizers_offline.encoders()[profile]
        return lambda texts: [len(tokens) for tokens in enc.encode_ordinary_batch(texts, num_threads=1)]
    from tokenizers import Tokenizer

    claude = Tokenizer.from_file(str(tokenizers_offline._tokenizer_dir() / "anthropic_tokenizer.json"))
    return lambda texts: [len(e.ids) for e in claude.encode_batch([unicodedata.normalize("NFKC", t) for t in texts])]


def _merged_with_ascii(cps: list[int], count, neighbours: list[str], cost, after: str = "") -> list[int]:
    """Of ``cps``, those whose bytes one of ``neighbours`` (ASCII characters) before or after it, or of ``after``
    after it, merges with: ``x`` + the character + the neighbour costs fewer than 2 + ``cost(cp)`` (what it
    costs alone) tokens (``xĜi`` is 3 tokens with o200k, ``\\x9ci``, not 4)."""
    merged = []
    for cp in cps:
        texts = ([f"x{chr(cp)}{c}" for c in [*neighbours, *after]] + [f"{c}{chr(cp)}x" for c in neighbours])
        if min(count(texts)) < 2 + cost(cp):
            merged.append(cp)
    return merged


def _merged_pairs_cover(cps: list[int], count) -> set[int]:
    """The fewest of ``cps`` (characters of two tokens) to leave out so that no two of the rest, side by side
    between ASCII letters, cost fewer than their four tokens (``count``: texts -> their counts as the profile
    reads them, :func:`_batch_counter`), chosen greedily: the one in the most merged pairs first."""
    merged = set()
    for a in cps:  # a batch for each first character: 19 million pairs with o200k, 11 minutes
        texts = [f"x{chr(a)}{chr(b)}x" for b in cps]
        merged |= {(a, b) for b, n in zip(cps, count(texts)) if n < 6}
    out: set[int] = set()
    while merged:
        degree = collections.Counter(cp for pair in merged for cp in pair)
        worst = max(degree, key=lambda cp: (degree[cp], -cp))
        out.add(worst)
        merged = {pair for pair in merged if worst not in pair}
    return out


def print_byte_letters() -> int:
    """--byte-letters: ctxkit's _BYTE_LETTERS (read from the vocabularies and the fit's corpus, as a
    bitmask of BYTE_LETTER_SPAN in hex) and _BYTE_LETTER_WEIGHTS (per profile, one per 64-code-point
    block): the largest need of byte_letter_rows' shapes, each shape left out."""
    import corpus

    fit = [text for parts in corpus.load().values() for text in parts["fit"]]
    written = collections.Counter(c for text in fit for c in text if BYTE_LETTER_SPAN[0] <= ord(c) < BYTE_LETTER_SPAN[1])
    size = sum(map(len, fit))
    letters = {p: byte_letters(v, written, size) for p, v in tokenizers_offline.vocabularies().items()}
    span = BYTE_LETTER_SPAN[1] - BYTE_LETTER_SPAN[0]
    print("_BYTE_LETTERS = {")
    for profile in PROFILES:
        bits = sum(1 << (ord(c) - BYTE_LETTER_SPAN[0]) for c in letters[profile])
        print(f'    "{profile}": (  # {len(letters[profile])} letters')
        hexed = bits.to_bytes((span + 7) // 8, "little").hex()
        for at in range(0, len(hexed), 96):
            print(f'        "{hexed[at:at + 96]}"')
        print("    ),")
    print("}")
    weights = largest_needs(byte_letter_rows(counters(), letters), "needs")
    print("_BYTE_LETTER_WEIGHTS =", {p: tuple(w.get(f"{block:04X}", 0) for block in range(*BYTE_LETTER_SPAN, 64))
                                     for p, w in weights.items()})
    return 0


#: The letters of _LETTER_RUN_WEIGHTS, in the order of its tables (a digit needs none: the tokenizers
#: split digits in threes, and the estimate prices them so).
RUN_LETTERS = string.ascii_uppercase + string.ascii_lowercase


def letter_run_rows(count: dict) -> dict[tuple[str, ...], list[tuple[int, int, int]]]:
    """Rows for :func:`largest_needs`, a term per letter: a run of it (4 to 1,000 long) in four
    shapes (the whole text, glued to a word before a line break, in code, three lines of an id),
    measured without _LETTER_RUN_WEIGHTS; a run's repeats are its length less one. A run right after
    a space pays _REPEAT_WEIGHTS already (``--repeats``): between words it is measured by the test of
    every letter's runs, not here (its need, up to 38 a repeat, would price base64's runs of ``A``,
    which the vocabularies hold long, 20 points over)."""
    rows: dict[tuple[str, ...], list[tuple[int, int, int]]] = {}
    with without(ctxkit._LETTER_RUN_WEIGHTS, "00" * len(RUN_LETTERS)):
        for letter in RUN_LETTERS:
            for size in (50, 200, 1_000):
                run = letter * size
                shapes = {"alone": run, "glued": f"word{run}\n", "code": f"x={run};", "lines": f"id: {run}\n" * 3}
                for shape, text in shapes.items():
                    repeats = sum(len(found) - 1 for found, _ in ctxkit._LETTER_RUN.findall(text.encode()))
                    rows[(letter, shape, size)] = measured(count, text, repeats)
    return rows


def print_letter_runs() -> int:
    """--letter-runs: ctxkit's _LETTER_RUN_WEIGHTS, per profile a byte per letter (RUN_LETTERS):
    the largest need of letter_run_rows' shapes and lengths, each shape left out."""
    weights = largest_needs(letter_run_rows(counters()), "needs")
    print("_LETTER_RUN_WEIGHTS = {")
    for profile in PROFILES:
        print(f'    "{profile}": "{bytes(weights[profile][c] for c in RUN_LETTERS).hex()}",')
    print("}")
    return 0


#: The pairs of letters of pair_run_rows: DNA's, coin tosses, a pattern's, both cases.
RUN_PAIRS = ("AT", "CG", "CA", "GT", "HT", "XO", "NY", "at", "cg", "xo", "ab", "yn", "io", "ht")


def pair_run_rows(count: dict) -> dict[tuple[str, ...], list[tuple[int, int, int]]]:
    """Rows for :func:`largest_needs`, one term: runs of two letters (RUN_PAIRS, each a source), random
    and alternating, 50 to 1,000 long, alone and on a line after ``seq: ``, two seeds, measured
    without _PAIR_RUN_WEIGHTS; the occurrences are :func:`ctxkit._long_run_counts`' second count."""
    rows: dict[tuple[str, ...], list[tuple[int, int, int]]] = {}
    with without(ctxkit._PAIR_RUN_WEIGHTS, 0):
        for pair in RUN_PAIRS:
            for seed in (1, 2):
                rng = random.Random(seed * 7 + RUN_PAIRS.index(pair))
                for size in (50, 200, 1_000):
                    for kind in ("random", "alternating"):
                        run = ("".join(rng.choice(pair) for _ in range(size)) if kind == "random"
                               else (pair * size)[:size])
                        for shape, text in (("alone", run), ("line", f"seq: {run}\n")):
                            pairs = ctxkit._long_run_counts(text.encode())[1]
                            if pairs:
                                rows[("pair", pair, kind, shape, size, seed)] = measured(count, text, pairs)
    return rows


def print_pair_runs() -> int:
    """--pair-runs: ctxkit's _PAIR_RUN_WEIGHTS: the largest need of pair_run_rows, each pair of letters
    left out."""
    weights = largest_needs(pair_run_rows(counters()), "needs")
    print("_PAIR_RUN_WEIGHTS =", {p: w["pair"] for p, w in weights.items()})
    return 0


def print_tone_letters() -> int:
    """--tone-letters: ctxkit's _TONE_LETTER_WEIGHTS. Per profile, with the term off, what each letter
    of U+1EA0-1EF9 after an ASCII letter, ơ or ư (ctxkit._TONE_LETTER) may pay less for every family
    of tone_families (1,000 and 20,000 characters, two seeds) to stay at TONE_TARGET of its real count,
    the least of them the weight; each family left out, the weight the others set and its worst
    estimate / real with it (one under 0.90: the weight rests on that family alone, and is 0); and
    Vietnamese's catalogues and Vim's tutor without and with it."""
    count = counters()
    catalogues = "\n".join(_mo_strings(f) for f in sorted(glob.glob("/usr/share/locale/vi/LC_MESSAGES/*.mo")))
    words = sorted({w for w in re.findall(r"\w+", catalogues) if ctxkit._TONE_LETTER.search(w)})
    tutor = sorted(glob.glob("/usr/share/vim/vim*/tutor/tutor.vi.utf-8"))
    held = {"catalogues": catalogues[:150_000], **({"tutor": Path(tutor[0]).read_text(encoding="utf-8")} if tutor else {})}
    rows: dict[str, list[tuple[str, float, float, float]]] = {p: [] for p in PROFILES}
    with without(ctxkit._TONE_LETTER_WEIGHTS, 0):
        for name in tone_families(0, words):
            for size in (1_000, 20_000):
                for seed in (1, 2):
                    make = tone_families(31 * seed + size, words)[name]
                    text = stress._fill(size, make)
                    for profile in PROFILES:
                        read = ctxkit._as_read(text, profile)[0]
                        n = len(ctxkit._TONE_LETTER.findall(read))
                        e, r = ctxkit.CharHeuristicEstimator(profile, memo_size=0).estimate(text), count[profile](text)
                        rows[profile].append((name, e / r, ctxkit._PAIR_UNIT * (e - TONE_TARGET * r) / n, n / r))
        before = {p: {k: ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(t) / count[p](t) for k, t in held.items()}
                  for p in PROFILES}
    weights = {}
    for profile in PROFILES:
        names = sorted({row[0] for row in rows[profile]})
        room = {name: min(row[2] for row in rows[profile] if row[0] == name) for name in names}
        weights[profile] = max(0, math.floor(min(room.values())))
        print(f"  {profile:<7} room a letter: " + ", ".join(f"{name} {v:.1f}" for name, v in room.items()))
        for name in names:
            other = max(0, math.floor(min(v for k, v in room.items() if k != name)))
            worst = min(ratio - other * share / ctxkit._PAIR_UNIT for k, ratio, _, share in rows[profile] if k == name)
            print(f"  {profile:<7} {name:<18} left out: the others set {other}, its worst {worst:.3f}")
            if worst < 0.9:  # the weight rests on one family: not vouched for by the others
                weights[profile] = 0
    with setting(ctxkit._TONE_LETTER_WEIGHTS, weights):
        for profile in PROFILES:
            print(f"  {profile:<7} Vietnamese " + ", ".join(
                f"{k} {before[profile][k]:.3f} -> {ctxkit.CharHeuristicEstimator(profile, memo_size=0).estimate(t) / count[profile](t):.3f}"
                for k, t in held.items()))
    print("_TONE_LETTER_WEIGHTS =", weights)
    return 0


#: The separators _GLUED_CAPITAL_WEIGHTS prices, and the lengths of the capitalised words measured.
CAPITAL_SEPARATORS = ",;|"
CAPITAL_LENGTHS = ((3, 5), (6, 8), (9, 13))


def line_text(line: Callable[[random.Random], str], seed: int) -> str:
    """20,000 characters of lines, each ``line(rng)`` (one generator, seeded with ``seed``)."""
    rng, lines = random.Random(seed), []
    while sum(map(len, lines)) + len(lines) < 20_000:
        lines.append(line(rng))
    return "\n".join(lines)[:20_000]


def field_text(words: list[str], quote: str, separator: str, seed: int, capital: bool) -> str:
    """20,000 characters of lines of six ``words`` (random picks, capitalised or not), each between
    ``quote`` (``""`` for none), joined by ``separator``: ``Allowed,Member``, ``"allowed";"member"``."""
    return line_text(lambda rng: separator.join(
        quote + (rng.choice(words).capitalize() if capital else rng.choice(words)) + quote for _ in range(6)), seed)


def print_glued_capitals() -> int:
    """--glued-capitals: ctxkit._GLUED_CAPITAL_WEIGHTS, per profile and separator the largest need
    (1/64 token a separator between a letter or digit and a capitalised word, for TARGET of the
    real count, without the term) over the three sources of glued_word_vocabularies and three
    lengths of word; each source left out, the weight the other two set and the estimate / real it
    gives the left-out source's texts."""
    count = counters()
    vocabularies = glued_word_vocabularies()
    rows = {}  # (separator, source, lengths) -> per profile (estimate, real, separators)
    with without(ctxkit._GLUED_CAPITAL_WEIGHTS, dict.fromkeys(CAPITAL_SEPARATORS, 0)):
        for source, words in vocabularies.items():
            for separator in CAPITAL_SEPARATORS:
                for low, high in CAPITAL_LENGTHS:
                    text = field_text([w for w in words if low <= len(w) <= high], "", separator, 5, True)
                    n = len(re.findall(rf"(?<=[A-Za-z0-9]){re.escape(separator)}(?=[A-Z])", text))
                    rows[separator, source, low] = measured(count, text, n)
    largest_needs(rows, "_GLUED_CAPITAL_WEIGHTS")
    return 0


def print_quoted_separators() -> int:
    """--quoted-separators: ctxkit._QUOTED_SEPARATOR_WEIGHTS, per profile and quote-separator-quote
    sequence the largest need (1/64 token each, for TARGET of the real count, without the term)
    over the three sources of glued_word_vocabularies, three lengths of word, lower-case and
    capitalised; each source left out, the weight the other two set and the estimate / real it
    gives the left-out source's texts."""
    count = counters()
    vocabularies = glued_word_vocabularies()
    rows = {}  # (sequence, source, lengths, capital) -> per profile (estimate, real, sequences)
    with without(ctxkit._QUOTED_SEPARATOR_WEIGHTS, dict.fromkeys(ctxkit._QUOTED_SEPARATOR_WEIGHTS["o200k"], 0)):
        for sequence in ctxkit._QUOTED_SEPARATOR_WEIGHTS["o200k"]:
            for source, words in vocabularies.items():
                for low, high in CAPITAL_LENGTHS:
                    for capital in (False, True):
                        text = field_text([w for w in words if low <= len(w) <= high], chr(sequence[0]),
                                          chr(sequence[1]), 5, capital)
                        rows[sequence, source, low, capital] = measured(count, text, text.count(sequence.decode()))
    largest_needs(rows, "_QUOTED_SEPARATOR_WEIGHTS")
    return 0


def print_glued_runs() -> int:
    """--glued-runs: ctxkit._GLUED_RUN_WEIGHTS, per profile the largest need (1/64 token a run, for
    TARGET of the real count, without the term) of 200 runs of each of the 32 ASCII symbols, two long
    (the term 2) and three, four and six long (the term 3: a longer run), glued between two words of
    3-9 letters of each of the three sources of glued_word_vocabularies; each source left out, the
    weight the other two set and the estimate / real it gives the left-out source's texts."""
    count = counters()
    rows = {}  # (2 or 3, source, symbol, length) -> per profile (estimate, real, runs)
    with without(ctxkit._GLUED_RUN_WEIGHTS, (0, 0)):
        for source, words in glued_word_vocabularies().items():
            words = [w for w in words if 3 <= len(w) <= 9]
            for symbol in string.punctuation:
                for length in (2, 3, 4, 6):
                    rng = random.Random(f"{source} {symbol} {length}")
                    text = "".join(rng.choice(words) + symbol * length + rng.choice(words) + " " for _ in range(200))
                    rows[min(length, 3), source, symbol, length] = measured(count, text, 200)
    weights = largest_needs(rows, "_GLUED_RUN_WEIGHTS")
    print("_GLUED_RUN_WEIGHTS =", {p: (w[2], w[3]) for p, w in weights.items()})
    return 0


#: The shapes --spaced-runs measures: the run's sides (_RUN_SIDES: W a word, S a space, N a line
#: break), what stands either side of it.
SPACED_SHAPES = {"SW": (" ", ""), "WS": ("", " "), "SS": (" ", " "), "NW": ("\n", ""), "WN": ("", "\n"),
                 "SN": (" ", "\n"), "NS": ("\n", " "), "NN": ("\n", "\n")}


def print_spaced_runs() -> int:
    """--spaced-runs: ctxkit._SPACED_RUN_WEIGHTS, per profile, shape and run (``b"S~~~W"``: two,
    three, or four long and more) the largest need (1/64 token a run, for TARGET of the real count,
    without the term) of 200 runs of each of the 32 ASCII symbols, 2, 3, 4, 5, 6 and 8 long, in each
    of SPACED_SHAPES between two words of 3-9 letters of each of the three sources of
    glued_word_vocabularies; each source left out, the weight the other two set and the estimate /
    real it gives the left-out source's texts. Only the needs above 0 are kept."""
    count = counters()
    rows = {}  # (sides and run, source, length) -> per profile (estimate, real, runs)
    with without(ctxkit._SPACED_RUN_WEIGHTS, "00" * len(ctxkit._SPACED_SHAPES) * 32 * 3):
        for source, words in glued_word_vocabularies().items():
            words = [w for w in words if 3 <= len(w) <= 9]
            for shape, (before, after) in SPACED_SHAPES.items():
                for symbol in string.punctuation:
                    for length in (2, 3, 4, 5, 6, 8):
                        rng = random.Random(f"{source} {shape} {symbol} {length}")
                        text = "".join(rng.choice(words) + before + symbol * length + after + rng.choice(words) + " "
                                       for _ in range(200))
                        key = (shape[0] + symbol * min(length, 4) + shape[1]).encode()
                        rows[key, source, length] = measured(count, text, 200)
    weights = largest_needs(rows, "_SPACED_RUN_WEIGHTS")
    print("_SPACED_RUN_WEIGHTS =", {p: {k: v for k, v in w.items() if v} for p, w in weights.items()})
    return 0


#: The marks that open every word of a line in use (--opening-symbols and --opening-capitals measure
#: them in lines of such words too): hashtags, emoji shortcodes, slash commands, home directories.
SIGILS = "#:/~"


def opening_shapes(symbol: str, dense: tuple[str, ...]) -> tuple[str, ...]:
    """The shapes a symbol opening a word is measured in: after a space in a line of words and after
    a line break, and ``dense`` (every word so opened) for SIGILS."""
    return ("space", "line") + (dense if symbol in SIGILS else ())


def opening_needs(table: str, capital: bool) -> int:
    """--opening-symbols (``capital`` False) and --opening-capitals (True): ctxkit.<``table``>, per
    profile and ASCII symbol the largest need (1/64 token each time it opens a lower-case, or a
    capitalised, word after a space or a line break, for TARGET of the real count, without the term)
    of 200 words so opened in each of its shapes (:func:`opening_shapes`: after a space in a line of
    three words, after a line break, and for SIGILS every word so opened, and, capitalised, every word
    a CamelCase pair so opened: ``#MachineLearning``), words of 3-10 letters of each of the three
    sources of glued_word_vocabularies; each source left out, the weight the other two set and the
    estimate / real it gives the left-out source's texts. ``$`` before a lower-case word is left to its
    own term (--dollar: ``$name`` is cheap; ``$Name`` is what it charges, measured 0 here)."""
    count = counters()
    rows = {}  # (symbol, source, shape) -> per profile (estimate, real, words opened)
    symbols = string.punctuation if capital else string.punctuation.replace("$", "")
    dense = ("every word", "camel") if capital else ("every word",)
    with without(getattr(ctxkit, table), "00" * 32):
        for source, words in glued_word_vocabularies().items():
            words = [w for w in words if 3 <= len(w) <= 10]
            def word(rng: random.Random, words: list[str] = words) -> str:
                return rng.choice(words).capitalize() if capital else rng.choice(words)
            for symbol in symbols:
                for shape in opening_shapes(symbol, dense):
                    rng = random.Random(f"{source} {symbol} {shape}" + (" capital" if capital else ""))
                    if shape == "every word":
                        text = "".join(symbol + word(rng) + " " for _ in range(200))
                    elif shape == "camel":
                        text = "".join(symbol + word(rng) + word(rng) + " " for _ in range(200))
                    else:
                        before = " " if shape == "space" else "\n"
                        text = "".join(rng.choice(words) + " " + rng.choice(words) + before + symbol + word(rng) + " "
                                       for _ in range(200))
                    rows[symbol, source, shape] = measured(count, text, 200)
    weights = largest_needs(rows, table)
    print(f"{table} =", {p: bytes(w.get(s, 0) for s in string.punctuation).hex() for p, w in weights.items()})
    return 0


#: The Markdown emphasis marks _EMPHASIS_CLOSE finds after a word (ctxkit).
EMPHASIS_MARKS = ("**", "__", "~~", "*", "_")


def print_emphasis() -> int:
    """--emphasis: ctxkit._EMPHASIS_CLOSE_WEIGHTS, per profile and mark + punctuation mark (``**:``)
    the largest need (1/64 token each, for TARGET of the real count, without the term) of 200 lines
    of each shape (a list item's label, ``- **Word**: text``; emphasis inside a sentence, ``a
    **word**, text``), the word lower-case or capitalised, of each of the three sources of
    glued_word_vocabularies; each source left out, the weight the other two set and the estimate /
    real it gives the left-out source's texts. Only the needs above 0 are kept."""
    count = counters()
    rows = {}  # (mark + punct, source, shape, capital) -> per profile (estimate, real, occurrences)
    with without(ctxkit._EMPHASIS_CLOSE_WEIGHTS, {}):
        for source, words in glued_word_vocabularies().items():
            words = [w for w in words if 3 <= len(w) <= 10]
            for mark in EMPHASIS_MARKS:
                for punct in string.punctuation:
                    if punct in mark:
                        continue
                    for shape in ("label", "sentence"):
                        for capital in (False, True):
                            rng = random.Random(f"{source} {mark} {punct} {shape} {capital}")
                            def word(rng=rng, words=words, capital=capital) -> str:
                                return rng.choice(words).capitalize() if capital else rng.choice(words)
                            lines = [(f"- {mark}{word()}{mark}{punct} " if shape == "label"
                                      else f"the {rng.choice(words)} {mark}{word()}{mark}{punct} ")
                                     + " ".join(rng.choice(words) for _ in range(4)) + "\n" for _ in range(200)]
                            rows[(mark + punct).encode(), source, shape, capital] = measured(count, "".join(lines), 200)
    weights = largest_needs(rows, "_EMPHASIS_CLOSE_WEIGHTS")
    print("_EMPHASIS_CLOSE_WEIGHTS =", {p: {k: v for k, v in w.items() if v} for p, w in weights.items()})
    return 0


#: Shapes of a ``$`` before what is not a lower-case letter -> the follower class of _DOLLAR_WEIGHTS
#: they measure (None: shown, measured to need none).
DOLLAR_SHAPES = {
    "quoted variable": ("A-Z", lambda w: f'echo "${w.upper()}" done'),
    "bare variable": ("A-Z", lambda w: f"echo ${w.upper()} done"),
    "arithmetic": ("(", lambda w: f"echo $(({w} + 1)) done"),
    "command": ("(", lambda w: f"x=$({w} -v) done"),
    "display math": ("math", lambda w: f"$$\\frac{{{w}}}{{n}}$$ for the {w}"),
    "inline math": ("math", lambda w: f"where $\\alpha_{w[:1]}$ is {w}"),
    "braced variable": ("{", lambda w: f"echo ${{{w.upper()}}} done"),
    "github expression": ("{", lambda w: "run: echo ${{ secrets." + w.upper() + " }} done"),
    "powershell variable": ("A-Z", lambda w: f"${w.capitalize()}Path = Join-Path $PSScriptRoot '{w}'"),
    "positional": (None, lambda w: f"{w} $1 $2 done"),
    "special": (None, lambda w: f"{w} $? $@ $! done"),
    "prompt": (None, lambda w: f"$ {w} --help"),
    "prompt in prose": (None, lambda w: f"Run $ {w} help for details."),
    "bare prompt": (None, lambda w: f"$ {w} status"),
    "perl topic": (None, lambda w: f"print $_ for @{w};"),
}


def print_dollar() -> int:
    """--dollar: ctxkit._DOLLAR_WEIGHTS, per profile and follower class (``math``: ``$`` or ``\\``; ``(``;
    ``{``; ``A-Z``) the largest need (1/64 token a ``$`` before it, for TARGET of the real count, without the
    term) over 200 lines of each of the class's DOLLAR_SHAPES with words of 3-10 letters of each of
    the three sources of glued_word_vocabularies; each source left out, the weight the other two set
    and the estimate / real it gives the left-out source's texts. The shapes of the other followers
    are shown without the term: they need none."""
    count = counters()
    classes = {"math": b"$\\", "(": b"(", "{": b"{", "A-Z": bytes(range(0x41, 0x5B))}
    rows = {}  # (class, source, shape) -> per profile (estimate, real, occurrences)
    with without(ctxkit._DOLLAR_WEIGHTS, {}):
        for source, words in glued_word_vocabularies().items():
            words = [w for w in words if 3 <= len(w) <= 10]
            for shape, (key, line) in DOLLAR_SHAPES.items():
                rng = random.Random(f"{source} {shape}")
                text = "".join(line(rng.choice(words)) + "\n" for _ in range(200))
                if key is None:
                    print(f"  {source:<10} {shape:<16} without the term: " + "  ".join(
                        f"{p} {e / r:.2f}" for (e, r, _), p in zip(measured(count, text, 0), PROFILES)))
                    continue
                n = sum(found[0] in classes[key] for found in ctxkit._DOLLAR_BEFORE.findall(text.encode()))
                rows[key, source, shape] = measured(count, text, n)
    largest_needs(rows, "_DOLLAR_WEIGHTS")
    return 0


def least_weight(passes: Callable[[int], bool], most: int = 400) -> int:
    """The least weight of 0..``most`` for which ``passes`` (a floor that a larger weight only helps to meet), by
    bisection; ``most`` when none does."""
    low, high = 0, most
    while low < high:
        mid = (low + high) // 2
        low, high = (low, mid) if passes(mid) else (mid + 1, high)
    return low


#: The code points whose characters the families of --char-references write as references.
REFERENCE_SCRIPTS = {"cyrillic": (0x430, 0x44F), "cjk": (0x4E00, 0x9FA5), "greek": (0x3B1, 0x3C9),
                     "latin1": (0xC0, 0xFF), "arabic": (0x628, 0x64A), "hangul": (0xAC00, 0xD7A3),
                     "emoji": (0x1F600, 0x1F64F), "devanagari": (0x915, 0x939), "symbols": (0x2010, 0x2060),
                     "hebrew": (0x5D0, 0x5EA)}
#: How a word of references is written, and where it stands.
REFERENCE_FORMS = {"dec": "&#%d;", "hex": "&#x%x;", "HEX": "&#X%X;"}
REFERENCE_PLACES = {"spaced": lambda rng, w: w + " ", "tags": lambda rng, w: "<td>" + w + "</td>\n",
                    "prose": lambda rng, w: rng.choice(["the ", "and then ", "we saw ", "value: "]) + w
                    + rng.choice([". ", ", ", " "]),
                    "attr": lambda rng, w: f'<a title="{w}">x</a>\n'}


def reference_rows(count: dict) -> list[dict]:
    """--char-references' families (each script x form x place, 1 KB and 100 KB) measured without the
    term: per family its (script, place), references, digits, hex marks and per profile (estimate, real)."""
    rows = []
    with without(ctxkit._CHAR_REFERENCE_WEIGHTS, (0, 0, 0)):
        for script, (first, last) in REFERENCE_SCRIPTS.items():
            for form, spelling in REFERENCE_FORMS.items():
                for place, put in REFERENCE_PLACES.items():
                    for size in (1_000, 100_000):
                        rng = random.Random(f"{script} {form} {place} {size}")
                        pieces, n = [], 0
                        while n < size:
                            word = "".join(spelling % rng.randint(first, last) for _ in range(rng.randint(1, 7)))
                            pieces.append(put(rng, word))
                            n += len(pieces[-1])
                        text = "".join(pieces)[:size]
                        found = ctxkit._CHAR_REFERENCE.findall(text.encode())
                        marks = sum(ref[2] in b"xX" for ref in found)
                        rows.append({"script": script, "place": place, "refs": len(found), "marks": marks,
                                     "digits": sum(len(ref) for ref in found) - 3 * len(found) - marks,
                                     **{p: (e, r) for p, (e, r, _) in zip(PROFILES, measured(count, text, 0))}})
    return rows


def least_reference_weights(rows: list[dict], profile: str) -> tuple[int, int, int]:
    """The (each, digit, hex mark) weights that bring every row to REFERENCE_TARGET of its real count with
    the least mean |error|: each for digit and mark weights on a grid, the least that does."""
    def worst(each: int, digit: int, mark: int, rows: list[dict] = rows) -> float:
        return min((r[profile][0] + (each * r["refs"] + digit * r["digits"] + mark * r["marks"]) / 64) / r[profile][1]
                   for r in rows)
    best: tuple[float, tuple[int, int, int]] | None = None
    for digit in range(0, 40, 2):
        for mark in range(0, 80, 8):
            if worst(400, digit, mark) < REFERENCE_TARGET:
                continue
            low = least_weight(lambda each, digit=digit, mark=mark: worst(each, digit, mark) >= REFERENCE_TARGET)
            error = statistics.mean(abs((r[profile][0] + (low * r["refs"] + digit * r["digits"] + mark * r["marks"])
                                         / 64) / r[profile][1] - 1) for r in rows)
            if best is None or error < best[0]:
                best = (error, (low, digit, mark))
    assert best is not None
    return best[1]


#: What --char-references brings every family to.
REFERENCE_TARGET = 0.98


def print_char_references() -> int:
    """--char-references: ctxkit._CHAR_REFERENCE_WEIGHTS, per profile the least (each, digit, hex mark)
    weights (1/64 token) that bring every family of references to REFERENCE_TARGET of its real count
    (10 scripts, decimal, hex and upper-case hex, spaced, in table cells, in prose and in attributes,
    1 KB and 100 KB), measured without the term; then each script and each place left out, the weights
    the others set and the worst estimate / real they give the left-out families."""
    rows = reference_rows(counters())
    for profile in PROFILES:
        weights = least_reference_weights(rows, profile)
        before = min(r[profile][0] / r[profile][1] for r in rows)
        print(f"{profile}: {weights} (worst without the term {before:.3f})")
        for key in ("script", "place"):
            left = []
            for value in sorted({r[key] for r in rows}):
                kept = least_reference_weights([r for r in rows if r[key] != value], profile)
                each, digit, mark = kept
                out = [r for r in rows if r[key] == value]
                left.append((min((r[profile][0] + (each * r["refs"] + digit * r["digits"] + mark * r["marks"]) / 64)
                                 / r[profile][1] for r in out), value))
            print(f"   each {key} left out, the worst: " + ", ".join(f"{value} {ratio:.3f}" for ratio, value in sorted(left)[:3]))
    return 0


#: How many of the most common ideographs the families of --unheld-ideographs draw from, what they put
#: between their words, and how long the words are.
IDEOGRAPH_TOPS = (30, 100, 300, 1_000, 3_000)
IDEOGRAPH_SEPARATORS = (" ", "\uff0c", "\n", "\u3001", "\u3000", ", ", "\u3002")
IDEOGRAPH_LENGTHS = ((1, 4), (3, 8), (5, 12))
#: What --unheld-ideographs brings every family to (0.95 took the corpus's held-out CJK to +10.1% with o200k).
IDEOGRAPH_TARGET = 0.93


def ideograph_rows(count: dict) -> list[dict]:
    """--unheld-ideographs' texts measured without the term: the Chinese and Japanese prose of the corpus
    (both parts), Vim's tutors and the catalogues of zh_CN, zh_TW, zh_HK and ja the corpus does not read
    ("prose"), and random words of the most common ideographs of that prose ("random", 4,000 characters
    each: IDEOGRAPH_TOPS x IDEOGRAPH_SEPARATORS x IDEOGRAPH_LENGTHS); per text and profile (estimate,
    real, the words ctxkit would charge: (common ideographs, held pairs) of each closed run)."""
    import corpus

    chinese = re.compile("[\u4e00-\u9fff]")
    loaded = corpus.load()
    prose = [(source, text) for parts in loaded.values() for part in ("fit", "heldout")
             for text, source in zip(parts[part], parts[part + "_sources"]) if len(chinese.findall(text)) > 0.05 * len(text)]
    prose += [("vim:" + lang, text) for lang, text in corpus.vim_tutors().items() if lang.startswith(("zh", "ja"))]
    read = {source for source, _ in prose}
    for lang in ("zh_CN", "zh_TW", "zh_HK", "ja"):
        for path in sorted(glob.glob(f"/usr/share/locale/{lang}/LC_MESSAGES/*.mo")):
            text = _mo_strings(path)[:6_000]
            if path not in read and len(chinese.findall(text)) > 300:
                prose.append((path, text))
    common = collections.Counter(ch for _, text in prose for ch in chinese.findall(text))
    texts = [("prose", source, text) for source, text in prose]
    for top in IDEOGRAPH_TOPS:
        chars = [ch for ch, _ in common.most_common(top)]
        for separator in IDEOGRAPH_SEPARATORS:
            for low, high in IDEOGRAPH_LENGTHS:
                rng = random.Random(f"{top} {separator} {low}")
                words = ("".join(rng.choice(chars) for _ in range(rng.randint(low, high))) for _ in range(4_000))
                texts.append(("random", f"top{top}/{separator!r}/{low}-{high}", separator.join(words)[:4_000]))
    rows = []
    with without(ctxkit._UNHELD_IDEOGRAPH_WEIGHTS, (0, 0)):
        for kind, name, text in texts:
            row: dict[str, Any] = {"kind": kind, "name": name}
            for p, (estimate, real, _) in zip(PROFILES, measured(count, text, 0)):
                held, several = ctxkit._held_ideograph_pairs(p), ctxkit._cjk_classes(ctxkit._profile_tables(p).cjk_costs)[0]
                runs = [(len(several.sub("", run)), sum(map(held.__contains__, map(operator.add, run, run[1:]))))
                        for run in ctxkit._unheld_word_pattern(p).findall(text)]
                row[p] = (estimate, real, runs)
            rows.append(row)
    return rows


def unheld_ratio(row: dict, profile: str, weight: int, kept: int) -> float:
    """``row``'s estimate / real for ``profile`` with _UNHELD_IDEOGRAPH_WEIGHTS at (``weight``, ``kept``)."""
    estimate, real, runs = row[profile]
    return (estimate + weight * sum(max(0, common - kept) for common, held in runs if not held) / 64) / real


def least_unheld_weight(rows: list[dict], profile: str, kept: int) -> int:
    """The least weight that brings every random row to IDEOGRAPH_TARGET with ``kept`` free ideographs a run."""
    return least_weight(lambda weight: min(unheld_ratio(r, profile, weight, kept) for r in rows) >= IDEOGRAPH_TARGET)


def print_unheld_ideographs() -> int:
    """--unheld-ideographs: ctxkit._UNHELD_IDEOGRAPH_WEIGHTS, per profile the (weight, kept) that bring every
    family of random words of the most common ideographs to IDEOGRAPH_TARGET of its real count with the
    least mean |error| over the prose (``kept``: the ideographs of a run that pay nothing more, 0 to 2); then
    each top and each separator left out, the weight the others set and the worst estimate / real it gives
    the left-out families; the prose before and after."""
    rows = ideograph_rows(counters())
    prose = [r for r in rows if r["kind"] == "prose"]
    families = [r for r in rows if r["kind"] == "random"]
    print(f"{len(prose)} prose texts, {len(families)} families")
    for p in PROFILES:
        fits = []
        for kept in (0, 1, 2):
            weight = least_unheld_weight(families, p, kept)
            fits.append((statistics.mean(abs(unheld_ratio(r, p, weight, kept) - 1) for r in prose), weight, kept))
        _, weight, kept = min(fits)
        before = [r[p][0] / r[p][1] for r in prose]
        after = [unheld_ratio(r, p, weight, kept) for r in prose]
        print(f"{p}: ({weight}, {kept}); families {min(r[p][0] / r[p][1] for r in families):.3f} at worst without it; "
              f"prose summed {sum(r[p][0] for r in prose) / sum(r[p][1] for r in prose):.3f} -> "
              f"{sum(a * r[p][1] for a, r in zip(after, prose)) / sum(r[p][1] for r in prose):.3f}, mean |error| "
              f"{statistics.mean(abs(x - 1) for x in before):.3f} -> {statistics.mean(abs(x - 1) for x in after):.3f}, "
              f"least {min(before):.3f} -> {min(after):.3f}")
        for key, groups in (("top", [f"top{top}/" for top in IDEOGRAPH_TOPS]),
                            ("separator", [f"/{sep!r}/" for sep in IDEOGRAPH_SEPARATORS])):
            left = []
            for group in groups:
                weight_without = least_unheld_weight([r for r in families if group not in r["name"]], p, kept)
                left.append((min(unheld_ratio(r, p, weight_without, kept) for r in families if group in r["name"]),
                             group.strip("/")))
            print(f"   each {key} left out, the worst: " + ", ".join(f"{g} {x:.3f}" for x, g in sorted(left)[:3]))
    return 0


#: The languages whose catalogues --bare-other-words reads, by the page of their letters (a page's weight is set by
#: all of its languages; each left out where a page has two or more).
BARE_OTHER_LANGUAGES = {0x03: ("el",), 0x04: ("ru", "uk", "bg", "sr", "kk", "be", "mk"), 0x05: ("he", "hy"),
                       0x06: ("ar", "fa", "ug", "ur"), 0x09: ("hi", "mr", "ne", "bn", "as"), 0x0A: ("pa", "gu"),
                       0x0B: ("ta", "or"), 0x0C: ("te", "kn"), 0x0D: ("ml", "si"), 0x0E: ("th",), 0x10: ("ka",),
                       0x30: ("ja",), 0x4E: ("zh_CN", "zh_TW"), 0xAC: ("ko",)}
#: The ASCII symbols --bare-other-words glues words by.
BARE_OTHER_SYMBOLS = "|/;:=-+_(#.&'\",[\t"
#: How many of a language's commonest words each family of --bare-other-words draws from (the commonest are
#: the words a vocabulary holds whole with their space, and spells bare in more pieces than rarer ones).
BARE_OTHER_TOPS = (30, 300, 3_000)
#: What --bare-other-words brings every family to.
BARE_OTHER_TARGET = 0.93


def bare_other_page(letter: str) -> int:
    """The key of _BARE_OTHER_WORD_WEIGHTS ``letter`` is priced by (ctxkit's :func:`_bare_other_group`)."""
    return ctxkit._bare_other_group(ord(letter) >> 8)


def bare_other_rows(count: dict) -> list[dict]:
    """--bare-other-words' families measured without the term: for each language of BARE_OTHER_LANGUAGES, its
    catalogues' 30, 300 and 3,000 most common words of its page's letters glued by each of BARE_OTHER_SYMBOLS (4,000
    characters each); per family its page, language, symbol, the symbols before a letter of each page
    (_BARE_OTHER_WORD), and per profile (estimate, real)."""
    rows = []
    with without(ctxkit._BARE_OTHER_WORD_WEIGHTS, {}):
        for page, languages in BARE_OTHER_LANGUAGES.items():
            first, last = (0x4E00, 0x9FFF) if page == 0x4E else (0xAC00, 0xD7A3) if page == 0xAC else \
                (page << 8, (page << 8) + 0xFF)
            letters = re.compile(f"[{chr(first)}-{chr(last)}]{{2,12}}")
            for lang in languages:
                text = "".join(_mo_strings(f) for f in sorted(glob.glob(f"/usr/share/locale/{lang}/LC_MESSAGES/*.mo"))[:40])
                common = [w for w, _ in collections.Counter(letters.findall(text)).most_common(3_000)]
                for top in BARE_OTHER_TOPS:
                    words = common[:top]
                    for symbol in BARE_OTHER_SYMBOLS:
                        rng = random.Random(f"{lang} {symbol} {top}")
                        family = symbol.join(rng.choice(words) for _ in range(1_500))[:4_000]
                        pages = collections.Counter(map(bare_other_page, ctxkit._BARE_OTHER_WORD.findall(family)))
                        rows.append({"page": page, "lang": lang, "symbol": symbol, "top": top, "pages": pages,
                                     **{p: (e, r) for p, (e, r, _) in zip(PROFILES, measured(count, family, 0))}})
    return rows


def bare_other_ratio(row: dict, profile: str, weights: dict[int, int]) -> float:
    """``row``'s estimate / real for ``profile`` with _BARE_OTHER_WORD_WEIGHTS at ``weights`` (page -> weight)."""
    estimate, real = row[profile]
    return (estimate + sum(weights.get(page, 0) * n for page, n in row["pages"].items()) / 64) / real


def least_bare_other_weight(rows: list[dict], profile: str, page: int) -> int:
    """The least weight of ``page`` that brings every row of it to BARE_OTHER_TARGET."""
    return least_weight(lambda weight: min(bare_other_ratio(r, profile, {page: weight}) for r in rows) >= BARE_OTHER_TARGET)


def print_bare_other_words() -> int:
    """--bare-other-words: ctxkit._BARE_OTHER_WORD_WEIGHTS, per profile and page the least weight (1/64 token each ASCII
    symbol right before a letter of the page) that brings every family of the page's languages to
    BARE_OTHER_TARGET of its real count, measured without the term; then each language left out (pages of two
    languages or more) and each symbol left out, the weight the others set and the worst estimate / real it
    gives the left-out families."""
    rows = bare_other_rows(counters())
    for p in PROFILES:
        weights = {}
        for page in BARE_OTHER_LANGUAGES:
            weights[page] = least_bare_other_weight([r for r in rows if r["page"] == page], p, page)
        print(f"{p}: {{" + ", ".join(f"0x{page:02X}: {w}" for page, w in weights.items() if w) + "}")
        print(f"   families {min(r[p][0] / r[p][1] for r in rows):.3f} at worst without it, "
              f"{min(bare_other_ratio(r, p, weights) for r in rows):.3f} with it, the most {max(bare_other_ratio(r, p, weights) for r in rows):.2f}")
        for key in ("lang", "symbol"):
            left = []
            for value in sorted({r[key] for r in rows}):
                out = [r for r in rows if r[key] == value]
                kept = [r for r in rows if r[key] != value]
                if not {r["page"] for r in out} <= {r["page"] for r in kept}:
                    continue  # the page's only language
                fitted = {page: least_bare_other_weight([r for r in kept if r["page"] == page], p, page)
                          for page in {r["page"] for r in out}}
                left.append((min(bare_other_ratio(r, p, fitted) for r in out), value))
            print(f"   each {key} left out, the worst: " + ", ".join(f"{v!r} {x:.3f}" for x, v in sorted(left)[:3]))
    return 0


def print_quoted_capitals() -> int:
    """--quoted-capitals: ctxkit._QUOTED_CAPITAL_WEIGHTS, per profile and sequence (a comma between
    two quotes, with or without a space) the largest need (1/64 token each time it comes before a
    capitalised word, for TARGET of the real count, without the term) over the three sources of
    glued_word_vocabularies and three lengths of capitalised word; each source left out, the weight
    the other two set and the estimate / real it gives the left-out source's texts."""
    count = counters()
    vocabularies = glued_word_vocabularies()
    sequences = list(ctxkit._QUOTED_CAPITAL_WEIGHTS["o200k"])
    rows = {}  # (sequence, source, lengths) -> per profile (estimate, real, sequences)
    with without(ctxkit._QUOTED_CAPITAL_WEIGHTS, dict.fromkeys(sequences, 0)):
        for sequence in sequences:
            for source, words in vocabularies.items():
                for low, high in CAPITAL_LENGTHS:
                    text = field_text([w for w in words if low <= len(w) <= high], sequence[0], sequence[1:-1], 5,
                                      True)
                    n = len(re.findall(re.escape(sequence) + "(?=[A-Z])", text))
                    rows[sequence, source, low] = measured(count, text, n)
    largest_needs(rows, "_QUOTED_CAPITAL_WEIGHTS")
    return 0


#: The lengths of the listed words the split-word terms are measured on (--quoted-lower,
#: --separated-split): 10 letters and more are priced by the pieces of long words already (need 0),
#: so 8-9 letters apart from them (with 8-13 in one band, Claude's need fell from 35 to 19).
SPLIT_LENGTHS = ((4, 7), (8, 9), (10, 13))


def compact_object_text(words: list[str], seed: int) -> str:
    """20,000 characters of compact JSON objects of three pairs of ``words`` (random picks), a line each:
    ``{"name":"build","status":"failed","mode":"fast"}``."""
    return line_text(lambda rng: "{" + ",".join(f'"{rng.choice(words)}":"{rng.choice(words)}"' for _ in range(3)) + "}",
                     seed)


def attribute_text(words: list[str], seed: int) -> str:
    """20,000 characters of XML elements of three attributes of ``words`` (random picks), a line each:
    ``<item name="build" mode="fast" kind="file"/>``."""
    return line_text(lambda rng: "<item " + " ".join(f'{rng.choice(words)}="{rng.choice(words)}"' for _ in range(3))
                     + "/>", seed)


def print_quoted_lower() -> int:
    """--quoted-lower: ctxkit._QUOTED_LOWER_WEIGHTS, per profile one weight for both sequences (a
    comma or a colon between two double quotes, each one token of o200k and cl100k, before a word
    spelt without its space), one for a comma between two single quotes (lines of six words quoted
    so, SQL's ``VALUES ('a','b')``) and one for ``="`` (XML attributes, attribute_text): the largest
    need (1/64 token each time one comes before a lower-case letter, for TARGET of the real count,
    without the term) over the three sources of glued_word_vocabularies and three lengths of word
    (the double quotes in two shapes: lines of six quoted words joined by commas, compact objects of
    three pairs); each source left out, the weight the other two set and the estimate / real it
    gives the left-out source's texts."""
    count = counters()
    vocabularies = glued_word_vocabularies()
    both = re.compile(r'(?:","|":")(?=[a-z])')
    rows = {}  # (term, source, shape, lengths) -> per profile (estimate, real, sequences)
    # The weights are measured without the split words' surcharge, which is measured on top of them
    # below (with it on, the everyday words' split few would lower the weights they set).
    with without(ctxkit._QUOTED_LOWER_WEIGHTS, {'","': 0, '":"': 0, "','": 0, '="': 0}), \
            without(ctxkit._QUOTED_SPLIT_WEIGHTS, 0):
        for source, words in vocabularies.items():
            for low, high in CAPITAL_LENGTHS:
                chosen = [w for w in words if low <= len(w) <= high]
                for shape, text in (("quoted list", field_text(chosen, '"', ",", 5, False)),
                                    ("compact objects", compact_object_text(chosen, 6))):
                    rows['","|":"', source, shape, low] = measured(count, text, len(both.findall(text)))
                text = field_text(chosen, "'", ",", 5, False)  # SQL's VALUES ('a','b'), a single-quoted CSV
                rows["','", source, "quoted list", low] = measured(count, text, len(re.findall(r"','(?=[a-z])", text)))
                text = attribute_text(chosen, 8)  # XML and HTML attributes
                rows['="', source, "attributes", low] = measured(count, text, len(re.findall(r'="(?=[a-z])', text)))
    weights = largest_needs(rows, "the weights")
    print("_QUOTED_LOWER_WEIGHTS =", {p: {**dict.fromkeys(('","', '":"'), w['","|":"']), "','": w["','"],
                                          '="': w['="']} for p, w in weights.items()})
    # Then, with those weights, what a word of _BARE_SPLIT_WORDS after one of the sequences must pay
    # more: three disjoint draws of every 15th listed word as the sources, words of SPLIT_LENGTHS.
    listed = listed_words()
    split = ctxkit._bare_split_words()
    rows = {}
    with without(ctxkit._QUOTED_SPLIT_WEIGHTS, 0):
        for k in range(3):
            for low, high in SPLIT_LENGTHS:
                chosen = [w for w in listed[k::15] if low <= len(w) <= high]
                for shape, text in (("quoted list", field_text(chosen, '"', ",", 5, False)),
                                    ("compact objects", compact_object_text(chosen, 6)),
                                    ("SQL values", field_text(chosen, "'", ",", 5, False)),
                                    ("attributes", attribute_text(chosen, 8))):
                    n = sum(w in split for pattern in ctxkit._QUOTED_THEN_WORD.values()
                            for w in pattern.findall(text.encode()))
                    rows["split", f"draw {k}", shape, low] = measured(count, text, n)
    largest_needs(rows, "_QUOTED_SPLIT_WEIGHTS")
    # and what they do to the everyday words' texts
    for source, words in vocabularies.items():
        chosen = [w for w in words if 3 <= len(w) <= 13]
        for shape, text in (("quoted list", field_text(chosen, '"', ",", 5, False)),
                            ("compact objects", compact_object_text(chosen, 6))):
            after = [ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(text) / count[p](text) for p in PROFILES]
            print(f"  {source:<10} {shape:<16} with the weights in ctxkit: " + "  ".join(
                f"{p} {r:.3f}" for p, r in zip(PROFILES, after)))
    return 0


def print_separated_split() -> int:
    """--separated-split: ctxkit._SEPARATED_SPLIT_WEIGHTS, per profile and separator (a comma, a
    semicolon, a pipe) the largest need (1/64 token each word of _BARE_SPLIT_WORDS after it, for
    TARGET of the real count, without the term) over lines of six words of SPLIT_LENGTHS letters,
    three disjoint draws of every 15th listed word as the sources; each draw left out, the weight
    the other two set and the estimate / real it gives it. Then lines of the everyday words of
    glued_word_vocabularies, with the weights in ctxkit."""
    count = counters()
    listed = listed_words()
    split = ctxkit._bare_split_words()
    rows = {}
    with without(ctxkit._SEPARATED_SPLIT_WEIGHTS, {",": 0, ";": 0, "|": 0}):
        for separator in ",;|":
            for k in range(3):
                for low, high in SPLIT_LENGTHS:
                    text = field_text([w for w in listed[k::15] if low <= len(w) <= high], "", separator, 5, False)
                    n = sum(word in split and sep == separator.encode()
                            for sep, word in ctxkit._SEPARATED_WORD.findall(text.encode()))
                    rows[separator, f"draw {k}", low] = measured(count, text, n)
    largest_needs(rows, "_SEPARATED_SPLIT_WEIGHTS")
    for source, words in glued_word_vocabularies().items():
        for separator in ",;|":
            text = field_text([w for w in words if 3 <= len(w) <= 13], "", separator, 5, False)
            print(f"  {source:<10} {separator!r} with the weights in ctxkit: " + "  ".join(
                f"{p} {ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(text) / count[p](text):.3f}"
                for p in PROFILES))
    return 0


def opened_split_shapes(words: list[str], symbol: str) -> dict[str, str]:
    """20,000 characters of lines of ``words`` (random picks) right after ``symbol``: after a space
    and it (``the (plateau and (erosion``) and after a word and it (``tab(plateau xy(erosion``); for
    the line break, after a word and a word a line."""
    glued = {"glued": line_text(lambda rng: f"tab{symbol}{rng.choice(words)} xy{symbol}{rng.choice(words)}", 7)}
    if symbol == "\n":  # not after a space: a space before a line break costs Claude's tokenizer more, any word
        return {**glued, "a word a line": line_text(lambda rng: rng.choice(words), 7)}
    return {"spaced": line_text(lambda rng: f"the {symbol}{rng.choice(words)} and {symbol}{rng.choice(words)}", 7),
            **glued}


def print_opened_split() -> int:
    """--opened-split: ctxkit._OPENED_SPLIT_WEIGHTS, per profile and symbol (every ASCII symbol but
    the quotes and ``,;|``, and the line break) the largest need (1/64 token each word of
    _BARE_SPLIT_WORDS right after it, for TARGET of the real count, without the term) over
    :func:`opened_split_shapes` of words of SPLIT_LENGTHS letters, three disjoint draws of every 15th
    listed word as the sources; each draw left out, the weight the other two set and the estimate /
    real it gives it. Then the same shapes of the everyday words of glued_word_vocabularies, with
    the weights in ctxkit."""
    count = counters()
    listed = listed_words()
    split, held = ctxkit._bare_split_words(), ctxkit._held_opened_words()
    symbols = list(ctxkit._OPENED_SPLIT_WEIGHTS["o200k"])
    rows = {}
    with without(ctxkit._OPENED_SPLIT_WEIGHTS, dict.fromkeys(symbols, 0)):
        for symbol in symbols:
            for k in range(3):
                for low, high in SPLIT_LENGTHS:
                    for shape, text in opened_split_shapes([w for w in listed[k::15] if low <= len(w) <= high],
                                                           symbol).items():
                        n = sum(found[:1] == symbol.encode() and found[1:] in split and found not in held
                                for found in ctxkit._OPENED_WORD.findall(text.encode()))
                        rows[symbol, f"draw {k}", shape, low] = measured(count, text, n)
    largest_needs(rows, "_OPENED_SPLIT_WEIGHTS")
    for source, words in glued_word_vocabularies().items():
        for symbol in symbols:
            for shape, text in opened_split_shapes([w for w in words if 3 <= len(w) <= 13], symbol).items():
                print(f"  {source:<10} {symbol!r:<5} {shape:<14} with the weights in ctxkit: " + "  ".join(
                    f"{p} {ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(text) / count[p](text):.3f}"
                    for p in PROFILES))
    return 0


def print_arrow_words() -> int:
    """--arrow-words: ctxkit._ARROW_WORD_WEIGHTS, per profile and arrow (``->``, ``=>``) the largest need
    (1/64 token each word that _ARROW_WORD finds after it, for TARGET of the real count, without the
    term) over lines of such words after a word and the arrow (``tab->plateau xy->erosion``) and in
    chains of three (``p->plateau->erosion->statute;``), of ARROW_LENGTHS letters: the everyday words of
    glued_word_vocabularies and three disjoint draws of every 15th listed word; each source left out,
    the weight the others set and the estimate / real it gives it."""
    count = counters()

    def shapes(words: list[str], arrow: str) -> dict[str, str]:
        return {"glued": line_text(lambda rng: f"tab{arrow}{rng.choice(words)} xy{arrow}{rng.choice(words)}", 7),
                "chained": line_text(lambda rng: "p" + "".join(arrow + rng.choice(words) for _ in range(3)) + ";", 7)}

    rows = {}
    with without(ctxkit._ARROW_WORD_WEIGHTS, {}):
        for arrow in ("->", "=>"):
            for source, words in word_sources().items():
                for low, high in ARROW_LENGTHS:
                    for shape, text in shapes([w for w in words if low <= len(w) <= high], arrow).items():
                        n = sum(found[:2] == arrow.encode() for found in ctxkit._ARROW_WORD.findall(text.encode()))
                        rows[arrow, source, shape, low] = measured(count, text, n)
    largest_needs(rows, "_ARROW_WORD_WEIGHTS")
    return 0


def print_typographic_glued() -> int:
    """--typographic-glued: ctxkit._TYPOGRAPHIC_GLUED_WEIGHTS, per profile the largest need (1/64 token
    each mark _TYPOGRAPHIC_GLUED finds, for TARGET of the real count, without the term) over lines of
    two words joined by each mark, the second in lower case or capitalised (``plateau\u2026erosion``,
    ``said\u201cPlateau``), of the everyday words of glued_word_vocabularies and three disjoint draws of
    every 15th listed word; each source left out, the weight the others set and the estimate / real it
    gives it."""
    count = counters()
    rows = {}
    with without(ctxkit._TYPOGRAPHIC_GLUED_WEIGHTS, 0):
        for source, words in word_sources().items():
            words = [w for w in words if w.isalpha() and len(w) >= 3]
            for mark in "\u2018\u201c\u201d\u2026\u2022\u2032\u2033":
                for shape, form in (("lower", str), ("capitalised", str.capitalize)):
                    text = line_text(lambda rng, mark=mark, form=form, words=words:
                                     f"{rng.choice(words)}{mark}{form(rng.choice(words))} {rng.choice(words)}", 5)
                    rows["mark", source, mark, shape] = measured(count, text, len(ctxkit._TYPOGRAPHIC_GLUED.findall(text)))
    largest_needs(rows, "_TYPOGRAPHIC_GLUED_WEIGHTS")
    return 0


def print_apostrophes() -> int:
    """--apostrophes: ctxkit._APOSTROPHE_WEIGHTS, per profile and kind (a contraction or a possessive, a
    word glued after it) the largest need (1/64 token each apostrophe _APOSTROPHES finds, for TARGET of
    the real count, without the term) over sentences of English contractions (``isn\u2019t``,
    ``we\u2019ll``), possessives (``plateau\u2019s``), elisions (``l\u2019erosion``) and names
    (``O\u2019Plateau``) of the everyday words of glued_word_vocabularies and three disjoint draws of
    every 15th listed word; each source left out, the weight the others set and the estimate / real it
    gives it."""
    count = counters()
    contractions = tuple(word.replace("'", "\u2019") for word in (
        "isn't", "don't", "can't", "won't", "it's", "I'm", "you're", "we'll", "they've", "she'd", "that's", "wasn't"))

    def shapes(words: list[str]) -> dict[str, str]:
        pick = random.Random(11)
        return {"contractions": line_text(lambda rng: f"{rng.choice(contractions)} {rng.choice(words)} "
                                                      f"{rng.choice(contractions)} {rng.choice(words)}.", 7),
                "possessives": line_text(lambda rng: f"the {rng.choice(words)}\u2019s {rng.choice(words)} and "
                                                     f"{rng.choice(words)}\u2019s", 7),
                "elisions": line_text(lambda rng: f"l\u2019{rng.choice(words)} d\u2019{rng.choice(words)} "
                                                  f"{rng.choice(words)}", 7),
                "names": line_text(lambda rng: f"O\u2019{pick.choice(words).capitalize()} and "
                                               f"{rng.choice(words)}", 7)}

    rows = {}
    with without(ctxkit._APOSTROPHE_WEIGHTS, (0, 0)):
        for source, words in word_sources().items():
            for shape, text in shapes([w for w in words if w.isalpha() and len(w) >= 3]).items():
                kind = shape in ("elisions", "names")  # the others are contractions and possessives
                n = len(ctxkit._APOSTROPHES[kind].findall(text))
                rows[("contraction", "word")[kind], source, shape] = measured(count, text, n)
    largest_needs(rows, "_APOSTROPHE_WEIGHTS")
    return 0


#: The lengths of the words --arrow-words measures (``->next``: three letters are common after an arrow).
ARROW_LENGTHS = ((4, 6), (7, 9), (10, 13))


def print_symbol_capitals() -> int:
    """--symbol-capitals: ctxkit._SYMBOL_CAPITALS_WEIGHTS and _CAPITAL_LETTER_WEIGHTS. A run of capitals
    not in _HELD_CAPITALS right after a symbol (every ASCII symbol, the line break and the tab) pays
    its symbol's weight a run and the profile's weight each letter past the third, up to the ninth:
    measured, without the term, on lines of such runs after a word and the symbol
    (``x"ABANDONED y"STATUTE``), runs of 4-6, 7-9 and 10-13 letters, the everyday words of
    glued_word_vocabularies in capitals and three disjoint draws of every 15th listed word. Per
    profile, the letter's weight is the even number of 0-28 whose runs' weights (each the largest
    need, for TARGET of the real count, of its symbol's lines) leave the least largest estimate /
    real (one weight a run alone left 1.17-1.26x, one a letter alone 1.40-1.74x); each source left
    out, the letter and run weights the other five set and the estimate / real they give it."""
    count = counters()
    sources = {name: [w for w in words if 4 <= len(w) <= 13] for name, words in word_sources().items()}
    held = {profile: ctxkit._held_capitals(profile) for profile in PROFILES}
    symbols = list(ctxkit._ASCII_SYMBOLS) + ["\n", "\t"]
    rows = []  # (symbol, source, per profile (estimate, real, 1), per profile (runs, letters))
    with without(ctxkit._SYMBOL_CAPITALS_WEIGHTS, {}), without(ctxkit._CAPITAL_LETTER_WEIGHTS, 0):
        for symbol in symbols:
            for source, words in sources.items():
                for low, high in ((4, 6), (7, 9), (10, 13)):
                    runs = [w.upper() for w in words if low <= len(w) <= high]
                    text = line_text(lambda rng, s=symbol, r=runs: f"x{s}{rng.choice(r)} y{s}{rng.choice(r)}", 13)
                    found = [run for run in ctxkit._OPENED_WORD.findall(text.encode()) if run[1] < 0x61]
                    paid = [[run for run in found if run[1:] not in held[p] and run not in held[p]] for p in PROFILES]
                    rows.append((symbol, source, measured(count, text, 1),
                                 [(len(runs_of), sum(min(len(run) - 1, 9) - 3 for run in runs_of)) for runs_of in paid]))

    def run_weights(k: int, letter: int, keep: Callable[[str], bool] = lambda source: True) -> dict[str, int]:
        return {symbol: max(need(row3[k][0] + letter * counts[k][1] / ctxkit._PAIR_UNIT, row3[k][1], counts[k][0])
                            for sym, source, row3, counts in rows if sym == symbol and keep(source))
                for symbol in symbols}

    def ratios(k: int, letter: int, weights: dict[str, int], keep: Callable[[str], bool] = lambda source: True):
        return [(row3[k][0] + (weights[sym] * counts[k][0] + letter * counts[k][1]) / ctxkit._PAIR_UNIT) / row3[k][1]
                for sym, source, row3, counts in rows if keep(source)]

    def letter_weight(k: int, keep: Callable[[str], bool] = lambda source: True) -> int:
        """The letter weight whose run weights leave the least largest estimate / real (then median)."""
        return min(range(0, 30, 2), key=lambda b: (round(max(ratios(k, b, run_weights(k, b, keep), keep)), 2),
                                                   statistics.median(ratios(k, b, run_weights(k, b, keep), keep))))

    letters_out, runs_out = {}, {}
    for k, profile in enumerate(PROFILES):
        best = letter_weight(k)
        letters_out[profile], runs_out[profile] = best, run_weights(k, best)
        print(f"  {profile:<7} a letter {best}: estimate / real {min(ratios(k, best, runs_out[profile])):.2f}-"
              f"{max(ratios(k, best, runs_out[profile])):.2f}")
        for left in sources:  # both weights chosen without the source left out
            others = lambda source, left=left: source != left
            letter = letter_weight(k, others)
            mine = ratios(k, letter, run_weights(k, letter, others), lambda source, left=left: source == left)
            print(f"  {profile:<7} left out {left:<10} the others set a letter {letter} and the runs: "
                  f"{min(mine):.2f}-{max(mine):.2f}")
    print("_SYMBOL_CAPITALS_WEIGHTS =", runs_out)
    print("_CAPITAL_LETTER_WEIGHTS =", letters_out)
    return 0


def print_glued_titles(symbols: Sequence[str] = ()) -> int:
    """--glued-titles: ctxkit._GLUED_TITLE_WEIGHTS, per profile and symbol (every ASCII symbol but
    ``,;|``, and ``::``; or ``symbols``) the largest need (1/64 token each capitalised word that _GLUED_TITLE finds after it and
    the profile's _HELD_TITLES does not hold, for TARGET of the real count, without the term) over
    lines of such words after a word and the symbol (``x(Build y(Status``) and lines of six joined by
    it (``Build(Status(Cache``), words of CAPITAL_LENGTHS letters, capitalised: the everyday words of
    glued_word_vocabularies and three disjoint draws of every 15th listed word (after ``::``, only the
    words no profile holds whole: those pay nothing there); each source left out, the weight the
    others set and the estimate / real it gives it."""
    count = counters()
    sources = word_sources()
    held = {profile: ctxkit._held_titles(profile) for profile in PROFILES}
    whole = {profile: ctxkit._profile_tables(profile).word_held for profile in PROFILES}
    symbols = list(symbols) or [s for s in ctxkit._ASCII_SYMBOLS if s not in ",;|"] + ["::"]
    rows = {}
    with without(ctxkit._GLUED_TITLE_WEIGHTS, {}):
        for symbol in symbols:
            for source, words in sources.items():
                for low, high in CAPITAL_LENGTHS:
                    chosen = [w.capitalize() for w in words if low <= len(w) <= high]
                    if symbol == "::":  # after ``::`` a word a profile holds whole pays nothing: measured without
                        chosen = [w for w in chosen if not any(w.encode() in h for h in whole.values())]
                    glued = line_text(lambda rng, s=symbol, c=chosen: f"x{s}{rng.choice(c)} y{s}{rng.choice(c)}", 9)
                    for shape, text in (("glued", glued), ("joined", field_text(chosen, "", symbol, 5, False))):
                        found = [f for f in ctxkit._GLUED_TITLE.findall(text.encode())  # ':' is not '::'
                                 if f.startswith(symbol.encode()) and (symbol == "::" or f[1:2] != b":")]
                        row = measured(count, text, 1)
                        rows[symbol, source, shape, low] = [(e, r, sum(f not in held[p] if symbol != "::" else
                                                                    f[2:] not in whole[p] for f in found))
                                                            for (e, r, _), p in zip(row, PROFILES)]
    largest_needs(rows, "_GLUED_TITLE_WEIGHTS")
    return 0


def print_tag_titles() -> int:
    """--tag-titles: ctxkit._TAG_TITLE_WEIGHTS, per profile and tag (``<``, ``</``) the largest need (1/64
    token each capitalised name that _TAG_TITLE finds after it, for TARGET of the real count, without
    the term) over lines of opening tags (first on a line ``<Build>``, indented ``  <Build>``, nested
    ``<Build><Status>``) and of closing tags (``x</Build>``, ``  </Build>``, ``</Build></Status>``),
    words of CAPITAL_LENGTHS letters, capitalised: the everyday words of glued_word_vocabularies and
    three disjoint draws of every 15th listed word; each source left out, the weight the others set and
    the estimate / real it gives it."""
    count = counters()
    shapes = {"<": {"first": lambda a, b: f"<{a}>", "indented": lambda a, b: f"  <{a}>", "nested": lambda a, b: f"<{a}><{b}>"},
              "</": {"after text": lambda a, b: f"x</{a}>", "indented": lambda a, b: f"  </{a}>",
                     "nested": lambda a, b: f"</{a}></{b}>"}}
    rows = {}
    with without(ctxkit._TAG_TITLE_WEIGHTS, {}):
        for tag, forms in shapes.items():
            for source, words in word_sources().items():
                for low, high in CAPITAL_LENGTHS:
                    chosen = [w.capitalize() for w in words if low <= len(w) <= high]
                    for shape, form in forms.items():
                        text = line_text(lambda rng, f=form, c=chosen: f(rng.choice(c), rng.choice(c)), 31)
                        n = sum(found.startswith(tag.encode()) and (tag == "</" or found[1:2] != b"/")
                                for found in ctxkit._TAG_TITLE.findall(text.encode()))
                        rows[tag, source, shape, low] = measured(count, text, n)
    largest_needs(rows, "_TAG_TITLE_WEIGHTS")
    return 0


def print_humps() -> int:
    """--humps: ctxkit._HUMP_WEIGHTS, per profile the largest need (1/64 token each hump that
    ctxkit._unheld_listed counts among ctxkit._HUMP's, for TARGET of the real count, without the term) over lines of camelCase
    calls (``x.senatorRaging(braceReconnect);``), variables (``let senatorRaging = braceReconnect;``)
    and hashtags (``#SenatorRaging #BraceReconnect``), words of 4-10 letters: the everyday words of
    glued_word_vocabularies and three disjoint draws of every 15th listed word; each source left out,
    the weight the others set and the estimate / real it gives it."""
    count = counters()
    cap = str.capitalize
    shapes = {"calls": lambda a, b, c, d: f"x.{a}{cap(b)}({c}{cap(d)});",
              "variables": lambda a, b, c, d: f"let {a}{cap(b)} = {c}{cap(d)};",
              "hashtags": lambda a, b, c, d: f"#{cap(a)}{cap(b)} #{cap(c)}{cap(d)}"}
    rows = {}
    with without(ctxkit._HUMP_WEIGHTS, 0):
        for source, words in word_sources().items():
            words = [w for w in words if 4 <= len(w) <= 10]
            for shape, form in shapes.items():
                text = line_text(lambda rng, f=form, w=words: f(*(rng.choice(w) for _ in range(4))), 37)
                row = measured(count, text, 1)
                rows["hump", source, shape] = [(e, r, ctxkit._unheld_listed(ctxkit._HUMP.findall(text.encode()), ctxkit._profile_tables(p).word_held))
                                               for (e, r, _), p in zip(row, PROFILES)]
    weights = largest_needs(rows, "_HUMP_WEIGHTS")
    print("_HUMP_WEIGHTS =", {p: w["hump"] for p, w in weights.items()})
    return 0


def print_opened_titles() -> int:
    """--opened-titles: ctxkit._OPENED_TITLE_WEIGHTS, per profile the largest need (1/64 token each word
    that ctxkit._unheld_listed counts among ctxkit._OPENED_TITLE's, for TARGET of the real count, without the term) over lines
    of capitalised words opened by a symbol after a space (in quotes ``"Senator raging," she said.``,
    brackets, emphasis, hashtags), words of 4-10 letters, three disjoint draws of every 15th listed word;
    each draw left out, the weight the other two set and the estimate / real it gives it. Then the same
    lines of the everyday words of glued_word_vocabularies (few of them are such words), held out, with
    the weights in ctxkit."""
    count = counters()
    cap = str.capitalize
    shapes = {"quotes": lambda a, b, c, d: f'"{cap(a)} {b}," she said. "{cap(c)} {d}!"',
              "brackets": lambda a, b, c, d: f"the {a} ({cap(b)}) and the {c} [{cap(d)}]",
              "emphasis": lambda a, b, c, d: f"*{cap(a)}* and _{cap(b)}_ or `{cap(c)}` {d}",
              "hashtags": lambda a, b, c, d: f"#{cap(a)} #{cap(b)} {c} #{cap(d)}"}

    def texts(words: list[str]) -> dict[str, str]:
        words = [w for w in words if 4 <= len(w) <= 10]
        return {shape: line_text(lambda rng, f=form: f(*(rng.choice(words) for _ in range(4))), 43)
                for shape, form in shapes.items()}

    rows = {}
    sources = word_sources()
    with without(ctxkit._OPENED_TITLE_WEIGHTS, 0):
        for source in (f"draw {k}" for k in range(3)):
            for shape, text in texts(sources[source]).items():
                rows["title", source, shape] = [
                    (e, r, ctxkit._unheld_listed([f[1:] for f in ctxkit._OPENED_TITLE.findall(text.encode())],
                                                 ctxkit._profile_tables(p).word_held))
                    for (e, r, _), p in zip(measured(count, text, 1), PROFILES)]
    weights = largest_needs(rows, "_OPENED_TITLE_WEIGHTS")
    print("_OPENED_TITLE_WEIGHTS =", {p: w["title"] for p, w in weights.items()})
    for source, words in glued_word_vocabularies().items():
        for shape, text in texts(words).items():
            print(f"  {source:<10} {shape:<10} held out, with the weights in ctxkit: " + "  ".join(
                f"{p} {ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(text) / count[p](text):.3f}" for p in PROFILES))
    return 0


def print_random_mixtures(count: int = 300, seed: int = 58) -> int:
    """--random-mixtures: ``count`` random texts of 1,000 characters (``seed``) of words (the everyday
    words of Python's library and every 7th listed word), lower case, capitalised or in capitals,
    joined by a space, a line break, a symbol (once or twice) or a symbol and a space; per text the
    lowest estimate / real of the three profiles: how many are under 0.90, the lowest, the median."""
    count_of = counters()
    listed = listed_words()
    words = [w for w in glued_word_vocabularies()["python"] if len(w) >= 3][:3000] + listed[3::7]
    symbols = list(ctxkit._ASCII_SYMBOLS)
    rng, lowest = random.Random(seed), []
    for _ in range(count):
        pieces: list[str] = []
        while sum(map(len, pieces)) < 1_000:
            form = rng.random()
            word = rng.choice(words)
            pieces.append(word.capitalize() if form < 0.3 else word.upper() if form < 0.4 else word)
            join = rng.random()
            pieces.append(rng.choice(symbols) * rng.choice([1, 1, 1, 2]) if join < 0.5 else " " if join < 0.8
                          else "\n" if join < 0.9 else rng.choice(symbols) + " ")
        text = "".join(pieces)[:1_000]
        lowest.append(min(ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(text) / count_of[p](text)
                          for p in PROFILES))
    lowest.sort()
    print(f"{count} random texts of 1,000 characters (seed {seed}): {sum(r < 0.9 for r in lowest)} under 0.90 "
          f"of the real count, the lowest {lowest[0]:.3f}, the median {lowest[len(lowest) // 2]:.3f}")
    return 0


def space_break_shapes(words: list[str]) -> dict[str, str]:
    """20,000 characters of lines of ``words`` (random picks) that end with a space (Markdown's hard
    break: two): words, sentences, hard breaks and bullets."""
    return {"word lines": line_text(lambda rng: f"{rng.choice(words)} {rng.choice(words)} ", 3),
            "sentences": line_text(lambda rng: f"The {rng.choice(words)} of {rng.choice(words)} was {rng.choice(words)}. ", 3),
            "hard breaks": line_text(lambda rng: f"{rng.choice(words)} {rng.choice(words)}  ", 3),
            "bullets": line_text(lambda rng: f"- {rng.choice(words)} {rng.choice(words)} ", 3)}


def print_space_break() -> int:
    """--space-break: ctxkit._SPACE_BREAK_WEIGHTS, per profile the largest need (1/64 token each space
    before a line break that _SPACE_BREAK finds, for TARGET of the real count, without the term) over
    :func:`space_break_shapes` of the everyday words of glued_word_vocabularies; each source left
    out, the weight the other two set and the estimate / real it gives it."""
    count = counters()
    rows = {}
    with without(ctxkit._SPACE_BREAK_WEIGHTS, 0):
        for source, words in glued_word_vocabularies().items():
            for shape, text in space_break_shapes([w for w in words if 3 <= len(w) <= 12]).items():
                rows["space", source, shape] = measured(count, text, len(ctxkit._SPACE_BREAK.findall(text.encode())))
    largest_needs(rows, "_SPACE_BREAK_WEIGHTS")
    return 0


def quoted_key_shapes(words: list[str]) -> dict[str, str]:
    """20,000 characters of lines of Python dicts of ``words`` (random picks) as ``repr`` prints
    them: of strings, nested with a number and None, and key-value lines."""
    def strings(rng: random.Random) -> str:
        a, b, c, d = (rng.choice(words) for _ in range(4))
        return f"{{'{a}': '{b}', '{c}': '{d}'}}"

    def nested(rng: random.Random) -> str:
        a, b, n, c = rng.choice(words), rng.choice(words), rng.randint(0, 99), rng.choice(words)
        return f"{{'{a}': {{'{b}': {n}, '{c}': None}}}}"

    return {"dicts": line_text(strings, 5), "nested": line_text(nested, 5),
            "key-value lines": line_text(lambda rng: f"'{rng.choice(words)}': '{rng.choice(words)}'", 5)}


def print_quoted_keys() -> int:
    """--quoted-keys: ctxkit._QUOTED_KEY_WEIGHTS, per profile the largest need (1/64 token each
    ``': ``, for TARGET of the real count, without the term) over :func:`quoted_key_shapes` of the
    everyday words of glued_word_vocabularies; each source left out, the weight the other two set
    and the estimate / real it gives it."""
    count = counters()
    sources = word_sources()
    rows = {}
    with without(ctxkit._QUOTED_KEY_WEIGHTS, 0):
        for source, words in sources.items():
            for shape, text in quoted_key_shapes([w for w in words if 3 <= len(w) <= 12]).items():
                rows["key", source, shape] = measured(count, text, text.count(ctxkit._QUOTED_KEY.decode()))
    largest_needs(rows, "_QUOTED_KEY_WEIGHTS")
    return 0


def print_capital_tabs() -> int:
    """--capital-tabs: ctxkit._TAB_CAPITAL_REBATE, per profile the least, over TSV files of
    capitalised words (field_text with tabs: three lengths, three sources), of the rebate
    (1/64 token a tab before a capitalised word) that brings the estimate to the real count; each
    source left out, the rebate the other two set and the estimate / real it gives that source."""
    count = counters()
    vocabularies = glued_word_vocabularies()
    rows = {}  # (source, lengths) -> per profile (estimate, real, tabs)
    with without(ctxkit._TAB_CAPITAL_REBATE, 0):
        for source, words in vocabularies.items():
            for low, high in CAPITAL_LENGTHS:
                text = field_text([w for w in words if low <= len(w) <= high], "", "\t", 6, True)
                rows[source, low] = measured(count, text, len(ctxkit._CAPITAL_TAB.findall(text.encode())))
    rebate = {}
    for k, profile in enumerate(PROFILES):
        rebate[profile] = max(0, least_rebate(rows, k))
        for source in vocabularies:
            other = max(0, least_rebate(rows, k, lambda src, source=source: src != source))
            mine = [row[k] for (src, _), row in rows.items() if src == source]
            print(f"  {profile:<7} left out {source:<10} {min(e / r for e, r, _ in mine):.2f}-{max(e / r for e, r, _ in mine):.2f}"
                  f" without, the others set {other}: {min((e - other * n / ctxkit._PAIR_UNIT) / r for e, r, n in mine):.2f}-"
                  f"{max((e - other * n / ctxkit._PAIR_UNIT) / r for e, r, n in mine):.2f}")
    print("_TAB_CAPITAL_REBATE =", rebate, "(ctxkit caps each at what the pairs charge for a tab before a capital)")
    return 0


def print_shared_pages() -> int:
    """ctxkit._SHARED_PAGE_WORD_WEIGHTS: for each block of ``fit_estimator.shared_page_blocks``, per profile,
    the least weight (1/64 token a character of the block) at which each of the fit's samples of
    a block with no prose (``fit_estimator.word_samples``: random words of 2 to 6 of its assigned
    characters, or of all its code points, and lines of 8 to 40) reaches the fit's floor
    (fit_estimator.FLOOR) of its real count, without the table. A measurement of the tokenizer,
    like the words weights the fit sets: no family is left out."""
    import corpus

    count = counters()
    evidence = fit_estimator.block_evidence(corpus.load())
    shared = fit_estimator.shared_page_blocks(evidence)
    samples = fit_estimator.word_samples(evidence)  # shared blocks among them (fit_estimator.in_words)
    table: dict[str, dict[int, int]] = {p: {} for p in PROFILES}
    with without(ctxkit._SHARED_PAGE_WORD_WEIGHTS, {}):
        for lo in shared:
            print(f"block {lo:04X}-{lo + 63:04X}: {int(evidence[lo >> 6]):,} characters in the fit, "
                  f"its page {int(sum(evidence[(lo >> 8 << 2) + k] for k in range(4))):,}")
            for name, text in samples:
                if not name.split(":")[1].startswith(f"{lo:04X} "):
                    continue
                n = sum(1 for c in text if ord(c) >> 6 == lo >> 6)
                row = []
                for profile in PROFILES:
                    estimate, real = ctxkit.CharHeuristicEstimator(profile, memo_size=0).estimate(text), count[profile](text)
                    weight = max(0, math.ceil(ctxkit._PAIR_UNIT * (fit_estimator.FLOOR * real - estimate) / n))
                    table[profile][lo] = max(table[profile].get(lo, 0), weight)
                    row.append(f"{estimate / real:.2f} need {weight:3d}")
                print(f"  {name:<40} " + "   ".join(row))
    print("\n_SHARED_PAGE_WORD_WEIGHTS =", {p: {f"0x{lo:04X}": w for lo, w in t.items()} for p, t in table.items()})
    return 0


#: The sentences a word of _KNOWN_WORDS is checked in: after a space, before each kind of byte that
#: ends the tokenizers' pre-token of a word (a space, a full stop, a comma, a line feed, a digit).
WORD_CONTEXTS = ("it is {} here", "we saw {}. Then", "of {}, and", "the {}\nnext", "page {}2 of")


def known_words(vocabularies: dict[str, list[str]], count: dict[str, Callable[[str], int]]) -> list[str]:
    """The words of four lower-case ASCII letters or more that every profile's vocabulary holds
    as one token with the space before it, and that every tokenizer spells as one token in each of
    WORD_CONTEXTS (the sentence costs what it costs with `` the`` instead, one token): facts of the
    tokenizers, not of any corpus. Sorted."""
    shape = re.compile(r" [a-z]{4,}")
    common = None
    for profile in PROFILES:
        words = {token[1:] for token in vocabularies[profile] if shape.fullmatch(token)}
        common = words if common is None else common & words
    kept = []
    for word in sorted(common or ()):
        if all(count[p](context.format(word)) == count[p](context.format("the"))
               for p in PROFILES for context in WORD_CONTEXTS):
            kept.append(word)
    return kept


#: The profiles whose vocabulary splits words the others hold whole often enough to price them
#: (bench/bigrams.py --words: Claude's, 6,264 words; o200k's 317 and cl100k's 439 moved no held-out
#: category by 0.3 point, their estimate already paid for them).
SPLIT_PROFILES = ("claude",)


def known_names(vocabularies: dict[str, list[str]], count: dict[str, Callable[[str], int]],
                words: list[str]) -> list[str]:
    """The capitalised words of four letters or more (`` Tokyo``) that every profile's vocabulary
    holds as one token with the space before it and every tokenizer spells as one token in each of
    WORD_CONTEXTS, whose lower case is none of ``words`` (:func:`known_words`). Sorted."""
    shape = re.compile(r" [A-Z][a-z]{3,}")
    common = set.intersection(*({token[1:] for token in vocabularies[p] if shape.fullmatch(token)} for p in PROFILES))
    listed = set(words)
    return [name for name in sorted(common) if name.lower() not in listed
            and all(count[p](context.format(name)) == count[p](context.format("the"))
                    for p in PROFILES for context in WORD_CONTEXTS)]


def split_words(vocabularies: dict[str, list[str]], count: dict[str, Callable[[str], int]],
                profile: str) -> dict[str, int]:
    """The words of four lower-case ASCII letters or more that every other profile's vocabulary holds
    as one token with the space before it and ``profile``'s does not (``lorem``, ``ipsum``,
    ``consectetur`` for Claude's), each with the fewest tokens ``profile``'s tokenizer spells it in
    over WORD_CONTEXTS (what the sentence costs more than with `` the``, plus one); kept at two or
    more. Facts of the tokenizers, not of any corpus."""
    shape = re.compile(r" [a-z]{4,}")
    held = {p: {token[1:] for token in vocabularies[p] if shape.fullmatch(token)} for p in PROFILES}
    others = set.intersection(*(held[p] for p in PROFILES if p != profile))
    out = {}
    for word in sorted(others - held[profile]):
        cost = min(count[profile](context.format(word)) - count[profile](context.format("the")) + 1
                   for context in WORD_CONTEXTS)
        if cost >= 2:
            out[word] = cost
    return out


def word_forms(words: list[str], vocabularies: dict[str, list[str]],
               count: dict[str, Callable[[str], int]]) -> tuple[dict[str, bytes], dict[str, list[int]]]:
    """Per profile: a bit per word of ``words`` set when the profile spells its capitalised form
    (`` Spindle``) as one token after a space, then a bit per word for its capitals (`` SPINDLE``),
    each held by the vocabulary and one token in a sentence; and what the capitals of a word the
    profile does not hold so cost, on average, by the word's length (4 to 12 letters, 12 and more;
    1/64 token, rounded up): facts of the tokenizers, measured over every word."""
    forms, costs = {}, {}
    n = len(words)
    for profile in PROFILES:
        held = set(vocabularies[profile])
        bits = [0, 0]
        by_length: dict[int, list[int]] = collections.defaultdict(list)
        for k, word in enumerate(words):
            for f, form in enumerate((word.capitalize(), word.upper())):
                cost = count[profile](f"x {form}.") - count[profile]("x.")
                if " " + form in held and cost == 1:
                    bits[f] |= 1 << k
                elif f == 1:
                    by_length[min(len(word), 12)].append(cost)
        forms[profile] = b"".join(bit.to_bytes((n + 7) // 8, "little") for bit in bits)
        costs[profile] = [math.ceil(ctxkit._PAIR_UNIT * sum(by_length[k]) / max(1, len(by_length[k])))
                          for k in range(4, 13)]
    return forms, costs


def print_blob(profile: str, data: bytes, comment: str = "") -> str:
    """Print ``data`` zlib-compressed and in base64 as a profile's entry of a dict literal of ctxkit,
    in lines of 100 characters; return the base64 text."""
    blob = base64.b64encode(zlib.compress(data, 9)).decode()
    print(f'    "{profile}": ({comment}')
    for at in range(0, len(blob), 100):
        print(f'        "{blob[at:at + 100]}"')
    print("    ),")
    return blob


def print_words() -> int:
    """--words: ctxkit's _KNOWN_WORDS (zlib-compressed, base64: the sorted words joined by spaces,
    the count in its comment), _KNOWN_NAMES (:func:`known_names`), _KNOWN_WORD_FORMS and
    _CAPITALS_WORD_COSTS (:func:`word_forms`),
    _SPLIT_WORDS (:func:`split_words`: a line per cost, the cost then its words); then,
    on the held-out categories of the corpus, the estimate / real count without the words' rebates
    and surcharges and with them."""
    import corpus

    vocabularies = tokenizers_offline.vocabularies()
    count = counters()
    words = known_words(vocabularies, count)
    text = base64.b64encode(zlib.compress(" ".join(words).encode(), 9)).decode()
    print(f"_KNOWN_WORDS = (  # {len(words):,} words, zlib-compressed, base64")
    for at in range(0, len(text), 100):
        print(f'    "{text[at:at + 100]}"')
    print(")")
    ctxkit._KNOWN_WORDS = (text,)  # measured with the tables it prints
    names = known_names(vocabularies, count, words)
    text = base64.b64encode(zlib.compress(" ".join(names).encode(), 9)).decode()
    print(f"_KNOWN_NAMES = (  # {len(names):,} words, zlib-compressed, base64")
    for at in range(0, len(text), 100):
        print(f'    "{text[at:at + 100]}"')
    print(")")
    ctxkit._KNOWN_NAMES = (text,)
    forms, costs = word_forms(words, vocabularies, count)
    print("_KNOWN_WORD_FORMS = {  # per profile, a bit per word: its capitalised form one token, then its capitals")
    for profile in PROFILES:
        ctxkit._KNOWN_WORD_FORMS[profile] = print_blob(profile, forms[profile])
    print("}")
    print("_CAPITALS_WORD_COSTS =", costs)
    ctxkit._CAPITALS_WORD_COSTS.update(costs)
    print("_SPLIT_WORDS = {  # per profile: the words the others hold whole and it splits, by their cost in tokens")
    for profile in SPLIT_PROFILES:
        split = split_words(vocabularies, count, profile)
        lines = "\n".join(f"{cost} " + " ".join(w for w, c in split.items() if c == cost)
                          for cost in sorted(set(split.values())))
        ctxkit._SPLIT_WORDS[profile] = print_blob(profile, lines.encode(), f"  # {len(split):,} words")
    print("}")
    ctxkit._LISTED = None
    for cached in (ctxkit._profile_tables, ctxkit._split_costs, ctxkit._listed_trigrams, ctxkit._known_names,
                   ctxkit._listed_alternations):
        cached.cache_clear()
    data = corpus.load()
    for category, parts in data.items():
        sample = "\n".join(parts["heldout"])
        if not sample:
            continue
        row = []
        for profile in PROFILES:
            est = ctxkit.CharHeuristicEstimator(profile, memo_size=0)
            real = count[profile](sample)
            read = (sample, sample.encode()) if sample.isascii() else ctxkit._as_read(sample, profile)
            without = math.ceil(est._tables.constant + est._units(*read) / ctxkit._PAIR_UNIT)
            row.append(f"{profile} {without / real:.3f} -> {est.estimate(sample) / real:.3f}")
        print(f"  held-out {category:<16} " + "   ".join(row))
    return 0


#: The lengths of _UNHELD_TITLE_COSTS: 4 to 9 letters (a name's). From 10 letters the pieces of long words price such
#: words (``--unheld-titles`` prints their mean cost and charge too: within half a token, two profiles under at 11).
TITLE_LENGTHS = range(4, 10)


def unheld_title_costs(data: dict, count: dict, skip: str | None = None, show: bool = False,
                       cyrillic: bool = False, lower: bool = False,
                       charges: dict[str, list[int]] | None = None) -> dict[str, list[int]]:
    """ctxkit._UNHELD_TITLE_COSTS measured (``cyrillic``: _UNHELD_CYRILLIC_TITLE_COSTS): per profile and length,
    what the capitalised words of the fit text of every category of the corpus (but ``skip``) that no table of
    ctxkit lists and the profile's vocabulary does not hold with a space before them (_HELD_SPACED_TITLES) cost,
    each time one is found after a space (`` Word``: the tokenizer's count), on average, in 1/64 token: ASCII
    words for TITLE_LENGTHS; Cyrillic ones for 4 to 11 letters and 12 and more (the pairs charge them under that at
    every length: ``show``). A measurement of the tokenizers: nothing is fitted to a family. ``show``: print each
    length's mean cost, mean charge (``ctxkit._title_charge``) and count, to 12 letters and more. ``lower``:
    _UNHELD_LOWER_COSTS, the same for the lower-case words that _KNOWN_WORDS does not list and the profile's
    vocabulary does not hold after a space (_HELD_SPACED_LOWER), 4 to 11 letters and 12 and more."""
    found = re.compile(r"(?<= )([\u0400-\u042f\u0490][\u0430-\u045f\u0491]{3,})(?=\W)" if cyrillic
                       else r"(?<= )([a-z]{4,})(?=[\n\r !-@\[-`{-~])" if lower
                       else r"(?<= )([A-Z][a-z]{3,})(?=[\n\r !-@\[-`{-~])")
    width = 2 if cyrillic else 1  # UTF-8 bytes a letter
    out = {}
    for profile in PROFILES:
        est = ctxkit.CharHeuristicEstimator(profile, memo_size=0)
        listed = est._tables.word_rebates.keys() | (ctxkit._held_spaced_lower(profile) if lower
                                                     else est._tables.spaced_titles)
        costs: dict[bytes, tuple[int, int]] = {}
        paid = collections.defaultdict(list)
        for category, parts in data.items():
            if category == skip:
                continue
            for text in parts["fit"]:
                for word in map(str.encode, found.findall(text)):
                    if word not in listed:
                        if word not in costs:
                            costs[word] = (ctxkit._PAIR_UNIT * count[profile](" " + word.decode()),
                                           ctxkit._title_charge(est, word))
                        paid[min(len(word) // width, 12)].append(costs[word])
        lengths = range(4, 13)
        cost = [statistics.mean(real for real, _ in paid[n]) if paid[n] else 0 for n in lengths]
        charge = [statistics.mean(charged for _, charged in paid[n]) if paid[n] else 0 for n in lengths]
        out[profile] = [round(c) for n, c in zip(lengths, cost) if cyrillic or lower or n in TITLE_LENGTHS]
        if charges is not None:  # what the pairs charge such words on average, 4 to 12 letters and more
            charges[profile] = [round(c) for c in charge]
        if show:
            print(f"  {profile:<7} cost / charge / words by length: " + ", ".join(
                f"{n}: {c / 64:.2f}/{ch / 64:.2f}/{len(paid[n])}" for n, c, ch in zip(lengths, cost, charge)))
    return out


def print_unheld_titles() -> int:
    """--unheld-titles: ctxkit._UNHELD_TITLE_COSTS and _UNHELD_CYRILLIC_TITLE_COSTS (:func:`unheld_title_costs`), and
    what the pairs charge such words on average (_UNHELD_TITLE_CHARGES, _UNHELD_CYRILLIC_TITLE_CHARGES);
    then, for each category of the corpus, its held-out text's estimate / real count without the two, with them,
    and with the tables its category left out sets; then the names of 33 locales (``corpus.name_lists``) without and
    with them."""
    import corpus

    count = counters()
    data = corpus.load()
    charges: dict[str, list[int]] = {}
    costs = unheld_title_costs(data, count, show=True, charges=charges)
    print("_UNHELD_TITLE_COSTS =", costs)
    print("_UNHELD_TITLE_CHARGES =", charges)
    cyrillic = unheld_title_costs(data, count, show=True, cyrillic=True, charges=charges)
    print("_UNHELD_CYRILLIC_TITLE_COSTS =", cyrillic)
    print("_UNHELD_CYRILLIC_TITLE_CHARGES =", charges)
    tables = (ctxkit._UNHELD_TITLE_COSTS, ctxkit._UNHELD_CYRILLIC_TITLE_COSTS)

    def ratios(texts: list[str], values: tuple[dict, dict]) -> list[float]:
        with setting(tables[0], values[0]), setting(tables[1], values[1]):
            return [sum(ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(t) for t in texts)
                    / max(1, sum(count[p](t) for t in texts)) for p in PROFILES]

    zero = ({p: [0] * len(TITLE_LENGTHS) for p in PROFILES}, {p: [0] * 9 for p in PROFILES})
    print(f"{'held out':<16} {'without':>20}  {'with':>20}  {'category left out':>20}   (o200k cl100k claude)")
    for category, parts in data.items():
        texts = parts["heldout"]
        left = (unheld_title_costs(data, count, category), unheld_title_costs(data, count, category, cyrillic=True))
        rows = (ratios(texts, zero), ratios(texts, (costs, cyrillic)), ratios(texts, left))
        print(f"{category:<16} " + "  ".join(" ".join(f"{r:6.3f}" for r in row) for row in rows))
    lists = corpus.name_lists()
    before = {name: ratios([text], zero) for name, text in lists.items()}
    after = {name: ratios([text], (costs, cyrillic)) for name, text in lists.items()}
    for k, profile in enumerate(PROFILES):
        low_b, low_a = min(before, key=lambda n: before[n][k]), min(after, key=lambda n: after[n][k])
        under = (sum(row[k] < 0.9 for row in before.values()), sum(row[k] < 0.9 for row in after.values()))
        print(f"names {profile:<7} under 0.90: {under[0]} -> {under[1]} of {len(lists)}; lowest {before[low_b][k]:.2f}"
              f" ({low_b}) -> {after[low_a][k]:.2f} ({low_a}); median {statistics.median(r[k] for r in before.values()):.2f}"
              f" -> {statistics.median(r[k] for r in after.values()):.2f}")
    return 0


def print_unheld_lower() -> int:
    """--unheld-lower: ctxkit._UNHELD_LOWER_COSTS and _UNHELD_LOWER_CHARGES (:func:`unheld_title_costs`, ``lower``:
    what such words cost, what the pairs charge them); then, for each category of
    the corpus, its held-out text's estimate / real count without them, with them, and with the table its category
    left out sets; then the unseen languages' catalogues (``corpus.unseen_languages``), summed and the lowest."""
    import corpus

    count = counters()
    data = corpus.load()
    charges: dict[str, list[int]] = {}
    costs = unheld_title_costs(data, count, show=True, lower=True, charges=charges)
    print("_UNHELD_LOWER_COSTS =", costs)
    print("_UNHELD_LOWER_CHARGES =", charges)

    def ratios(texts: list[str], values: dict) -> list[float]:
        with setting(ctxkit._UNHELD_LOWER_COSTS, values):
            return [sum(ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(t) for t in texts)
                    / max(1, sum(count[p](t) for t in texts)) for p in PROFILES]

    zero = {p: [0] * 9 for p in PROFILES}
    print(f"{'held out':<16} {'without':>20}  {'with':>20}  {'category left out':>20}   (o200k cl100k claude)")
    for category, parts in data.items():
        texts = parts["heldout"]
        rows = (ratios(texts, zero), ratios(texts, costs), ratios(texts, unheld_title_costs(data, count, category,
                                                                                            lower=True)))
        print(f"{category:<16} " + "  ".join(" ".join(f"{r:6.3f}" for r in row) for row in rows))
    unseen = corpus.unseen_languages()
    for label, values in (("without", zero), ("with", costs)):
        each = {name: ratios([text], values) for name, text in unseen.items()}
        print(f"unseen catalogues {label:<8} summed " + " ".join(f"{r:.3f}" for r in ratios(list(unseen.values()),
                                                                                             values))
              + "   lowest " + " ".join(f"{min(row[k] for row in each.values()):.2f}" for k in range(len(PROFILES))))
    return 0


def main() -> int:
    measures = (("--unassigned", print_unassigned), ("--pages", print_pages), ("--ascii", print_ascii),
                ("--emoji", print_emoji), ("--marks", print_marks), ("--punct", print_punct),
                ("--invisible", print_invisible), ("--latin1", print_latin1),
                ("--symbols-glued", print_symbols_glued),
                ("--repeats", print_repeats), ("--repeats-after", print_repeats_after_other),
                ("--stretched", print_stretched), ("--ascii-units", print_ascii_units),
                ("--glued-other", print_glued_other), ("--cjk-items", print_cjk_items),
                ("--long-runs", print_long_runs),
                ("--symbol-pairs", print_symbol_pairs), ("--repeated-symbols", print_repeated_symbols),
                ("--symbol-runs", print_symbol_runs), ("--glued-words", print_glued_words),
                ("--tabs", print_tabs), ("--bare-split", print_bare_split),
                ("--held-capitals", print_held_capitals), ("--held-spaced-capitals", print_held_spaced_capitals),
                ("--held-spaced-titles", print_held_spaced_titles), ("--held-spaced-lower", print_held_spaced_lower),
                ("--held-opened", print_held_opened),
                ("--held-symbols", print_held_symbols),
                ("--held-titles", print_held_titles), ("--trigrams", print_trigrams),
                ("--fourgrams", print_fourgrams), ("--short-words", print_short_words),
                ("--held-accented", print_held_accented), ("--tone-letters", print_tone_letters),
                ("--held-glued-accents", print_held_glued_accents), ("--glued-accents", print_glued_accents),
                ("--line-separators", print_line_separators), ("--foreign-marks", print_foreign_marks),
                ("--astral-costs", print_astral_costs), ("--byte-spelt", print_byte_spelt),
                ("--nfkc-read", print_nfkc_read),
                ("--latin1-neighbours", print_latin1_neighbours),
                ("--byte-letters", print_byte_letters),
                ("--letter-runs", print_letter_runs), ("--pair-runs", print_pair_runs),
                ("--alternations", print_alternations), ("--triples", print_triples),
                ("--glued-capitals", print_glued_capitals), ("--quoted-separators", print_quoted_separators),
                ("--quoted-capitals", print_quoted_capitals), ("--quoted-lower", print_quoted_lower),
                ("--separated-split", print_separated_split), ("--opened-split", print_opened_split),
                ("--arrow-words", print_arrow_words),
                ("--space-break", print_space_break), ("--symbol-capitals", print_symbol_capitals),
                ("--glued-titles", print_glued_titles), ("--tag-titles", print_tag_titles),
                ("--humps", print_humps), ("--opened-titles", print_opened_titles), ("--random-mixtures", print_random_mixtures), ("--quoted-keys", print_quoted_keys),
                ("--capital-tabs", print_capital_tabs),
                ("--glued-runs", print_glued_runs), ("--emphasis", print_emphasis), ("--dollar", print_dollar),
                ("--char-references", print_char_references),
                ("--run-pretokens", print_run_pretokens), ("--symbol-merges", print_symbol_merges),
                ("--held-glued-symbols", print_held_glued_symbols), ("--held-byte-pairs", print_held_byte_pairs),
                ("--alone-costs", print_alone_costs),
                ("--spaced-capitals", print_spaced_capitals),
                ("--held-ideograph-pairs", print_held_ideograph_pairs), ("--unheld-ideographs", print_unheld_ideographs),
                ("--held-ideograph-words", print_held_ideograph_words),
                ("--held-mark-ideographs", print_held_mark_ideographs),
                ("--held-kana-ideographs", print_held_kana_ideographs),
                ("--held-spaced-ideographs", print_held_spaced_ideographs), ("--held-hangul", print_held_hangul),
                ("--held-symbol-letters", print_held_symbol_letters), ("--held-mark-symbols", print_held_mark_symbols),
                ("--bare-other-words", print_bare_other_words),
                ("--apostrophes", print_apostrophes),
                ("--typographic-glued", print_typographic_glued),
                ("--latin1-alone", print_latin1_alone), ("--held-spaced", print_held_spaced),
                ("--spaced-runs", print_spaced_runs),
                ("--opening-symbols", lambda: opening_needs("_OPENING_SYMBOL_WEIGHTS", False)),
                ("--opening-capitals", lambda: opening_needs("_OPENING_CAPITAL_WEIGHTS", True)),
                ("--shared-pages", print_shared_pages), ("--unheld-titles", print_unheld_titles),
                ("--unheld-lower", print_unheld_lower),
                ("--words", print_words))
    cli.check(__doc__, [option for option, _ in measures])  # -h, or an option it does not take: before any work
    for option, run in measures:
        if option in sys.argv:
            return run()
    count = counters()
    texts = fit_text()
    table: dict[int, tuple[bytes, list[int]]] = {}
    print(f"{'page':>5} {'pairs':>9} {'common':>7}  need per rare pair (1/64 token): o200k cl100k claude")
    for page in PAGES:
        pairs = page_pairs(texts.get(page, ""), page)
        if sum(pairs.values()) < MIN_PAIRS:
            continue
        common = common_pairs(pairs)
        need = page_need(page, pairs, set(common), count)
        print(f"  {page:02X}  {sum(pairs.values()):>9,} {len(common):>7}  {need}")
        if any(need):
            table[page] = (page_blob(page, pairs, common), need)
    # One weight per profile, the largest need of any page: a page's own need comes from two
    # alphabets, and random words of another (a span of the block, another case) may need more.
    most = tuple(max(need[k] for _, need in table.values()) for k in range(len(PROFILES)))
    print("\n_RARE_PAIR_WEIGHTS =", most)
    print("\n_RARE_PAIRS: dict[int, str] = {")
    for page, (blob, _) in table.items():
        text = base64.b64encode(zlib.compress(blob, 9)).decode()
        print(f"    0x{page:02X}: (")
        for at in range(0, len(text), 100):
            print(f'        "{text[at:at + 100]}"')
        print("    ),")
    print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
