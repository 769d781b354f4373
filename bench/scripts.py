"""What a change of script inside a word costs: ctxkit's _SCRIPT_CHANGE_WEIGHTS.

    python bench/scripts.py            # prints each family's need, the weights and their cross-validation

A tokenizer merges no pair of letters of two scripts: a word that changes script (a look-alike
Cyrillic letter in an English word, an identifier of Greek and Latin letters, the letters of two
alphabets in turn) is split at every change. ctxkit counts those changes (``_script_changes``) and
charges each one a weight per profile. The weight is **measured from the tokenizer**: for each
family below (one seed each; none of them is a family of test_ctxkit.py, whose
mixed_script_families were written before the weight was set and check it), what a change must
pay for the family to reach 0.95 of its real count, rounded up to 1/64 token; ctxkit uses the
largest need of any family (a family's need comes from its own scripts, and the next text mixes
others). Cross-validation: each family left out of the max, its ratio at the weight the others
set. The cost on ordinary text: changes per 1,000 characters in each category of the corpus
(bench/corpus.py) and what they add to its estimate.
"""
from __future__ import annotations

import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bigrams import needs, without
from tokenizers_offline import counters

import ctxkit

PROFILES = ("o200k", "cl100k", "claude")
TARGET = 0.95
SIZE = 20_000
_WORDS = ("the of and to in is that for it as with was on be by this are from or have an not they which one you "
         "were her all she there would their we him been has when who will more no if out so said what up its about "
         "into than them can only other new some could time these two may then do first any my now such like our "
         "over man me even most made after also did many before must through back years where much your way well "
         "down should because each just those people")
WORDS = _WORDS.split()


def span(first: int, last: int) -> str:
    return "".join(chr(c) for c in range(first, last + 1))


ALPHABETS = {"latin": span(0x61, 0x7A), "cyrillic": span(0x430, 0x44F), "greek": span(0x3B1, 0x3C9),
             "armenian": span(0x561, 0x586), "hebrew": span(0x5D0, 0x5EA), "arabic": span(0x627, 0x64A),
             "devanagari": span(0x915, 0x939), "thai": span(0xE01, 0xE2E), "georgian": span(0x10D0, 0x10F0),
             "hangul": "".join(chr(0xAC00 + 181 * k) for k in range(60))}
#: One look-alike letter swapped into an English word (Cyrillic and Greek).
LOOK_ALIKES = {"a": "аα", "e": "е", "o": "оο", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і", "s": "ѕ"}


def fill(make) -> str:
    """SIZE characters of ``make()`` pieces, end to end."""
    out, n = [], 0
    while n < SIZE:
        out.append(make())
        n += len(out[-1])
    return "".join(out)[:SIZE]


def families() -> dict[str, str]:
    """The measuring families: name -> SIZE characters."""
    rng = random.Random(7)

    def look_alike() -> str:
        word = rng.choice(WORDS)
        spots = [k for k, ch in enumerate(word) if ch in LOOK_ALIKES]
        if spots:
            k = rng.choice(spots)
            word = word[:k] + rng.choice(LOOK_ALIKES[word[k]]) + word[k + 1:]
        return word + " "

    def in_turn(a: str, b: str):
        return lambda: "".join(rng.choice(ALPHABETS[(a, b)[k % 2]]) for k in range(rng.randint(2, 10))) + " "

    def mixed(*names: str):
        return lambda: "".join(rng.choice(ALPHABETS[rng.choice(names)]) for _ in range(rng.randint(3, 10))) + "_"

    def suffixed(b: str):
        return lambda: rng.choice(WORDS).capitalize() + "".join(rng.choice(ALPHABETS[b]) for _ in range(rng.randint(1, 3))) + " "

    made = {"look_alike_words": fill(look_alike)}
    for a, b in [("cyrillic", "latin"), ("greek", "latin"), ("armenian", "latin"), ("hebrew", "latin"),
                 ("arabic", "latin"), ("devanagari", "latin"), ("thai", "latin"), ("georgian", "latin"),
                 ("hangul", "latin"), ("cyrillic", "greek"), ("arabic", "hebrew"), ("devanagari", "thai")]:
        made[f"in_turn_{a}_{b}"] = fill(in_turn(a, b))
    for names in [("cyrillic", "latin", "greek"), ("armenian", "georgian", "latin"), ("hebrew", "arabic", "latin")]:
        made["mixed_" + "_".join(names)] = fill(mixed(*names))
    for b in ("cyrillic", "hangul", "devanagari", "arabic", "greek"):
        made[f"latin_word_{b}_suffix"] = fill(suffixed(b))
    return made


def estimate_without_changes(profile: str, text: str) -> int:
    """ctxkit's estimate of ``text`` as it would be without the script-change term."""
    saved = dict(ctxkit._SCRIPT_CHANGE_WEIGHTS)
    try:
        ctxkit._SCRIPT_CHANGE_WEIGHTS.update(dict.fromkeys(PROFILES, 0))
        ctxkit._profile_tables.cache_clear()
        return ctxkit.CharHeuristicEstimator(profile, memo_size=0).estimate(text)
    finally:
        ctxkit._SCRIPT_CHANGE_WEIGHTS.update(saved)
        ctxkit._profile_tables.cache_clear()


#: The measuring families of _SEPARATOR_WEIGHTS (none of them is a family of test_ctxkit.py):
#: words joined by each Unicode space; numbers of 1-8 digits of each script, between spaces,
#: commas or slashes; words joined by each Unicode dash. 20,000 chars each, one seed.
SPACES = "\u00a0\u1680\u2002\u2003\u2004\u2005\u2006\u2008\u2009\u200a\u202f\u205f\u3000"
DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212"


def separator_families() -> list[dict[str, str]]:
    """[spaces, digits, dashes]: name -> text, for each pattern of ctxkit._SEPARATORS."""
    rng = random.Random(17)

    spaces = {f"words_joined_by_U+{ord(c):04X}": fill(lambda c=c: rng.choice(WORDS) + c) for c in SPACES}
    zeros = [first for first in range(0x660, 0xAC00) if ctxkit._SEPARATORS[1].match(chr(first))
             and not ctxkit._SEPARATORS[1].match(chr(first - 1))]
    digits = {f"numbers_of_U+{z:04X}": fill(lambda z=z: "".join(chr(z + rng.randrange(10)) for _ in range(rng.randint(1, 8)))
                                             + rng.choice((" ", ", ", "/"))) for z in zeros}
    dashes = {f"words_joined_by_U+{ord(c):04X}": fill(lambda c=c: rng.choice(WORDS) + c + rng.choice(WORDS) + " ")
              for c in DASHES}
    return [spaces, digits, dashes]


def separator_needs(count) -> list[dict[str, list[int]]]:
    """Per pattern, family -> per profile, what one character of the pattern must pay (1/64 token)
    for the family to reach TARGET of its real count (ctxkit without the separators' term)."""
    with without(ctxkit._SEPARATOR_WEIGHTS, (0, 0, 0)):
        return [{name: needs(count, text, len(ctxkit._SEPARATORS[k].findall(text))) for name, text in families_.items()}
                for k, families_ in enumerate(separator_families())]


def main() -> int:
    count = counters()
    if "--separators" in sys.argv:
        weights = []
        for label, family_needs in zip(("spaces", "digits", "dashes"), separator_needs(count)):
            most = [max(n[k] for n in family_needs.values()) for k in range(len(PROFILES))]
            weights.append(most)
            worst = {p: max((n[k], name) for name, n in family_needs.items())[1] for k, p in enumerate(PROFILES)}
            loo = [sorted((n[k] for n in family_needs.values()), reverse=True)[1] for k in range(len(PROFILES))]
            print(f"{label:<7} {len(family_needs)} families: need {most} (the largest: {worst}); left out, the next: {loo}")
        print("_SEPARATOR_WEIGHTS =", {p: tuple(w[k] for w in weights) for k, p in enumerate(PROFILES)})
        return 0
    rows = {}
    print(f"{'family':<36}{'changes':>8}   need per change (1/64 token) and ratio without: o200k cl100k claude")
    for name, text in families().items():
        changes = ctxkit._script_changes(text.encode("utf-16-le", "surrogatepass"))
        real = [count[p](text) for p in PROFILES]
        before = [estimate_without_changes(p, text) for p in PROFILES]
        need = [max(0, math.ceil(ctxkit._PAIR_UNIT * (TARGET * r - b) / max(changes, 1))) for r, b in zip(real, before)]
        rows[name] = (changes, real, before, need)
        print(f"{name:<36}{changes:>8}   " + "  ".join(f"{n:>3} ({b / r:.2f}x)" for n, r, b in zip(need, real, before)))
    weights = [max(row[3][k] for row in rows.values()) for k in range(len(PROFILES))]
    print("\n_SCRIPT_CHANGE_WEIGHTS =", dict(zip(PROFILES, weights)))
    # Leave one family out: its ratio at the weight the others set (the max of their needs).
    print("\ncross-validated (each family at the weight set without it; lowest per profile):")
    for k, profile in enumerate(PROFILES):
        worst = []
        for name, (changes, real, before, _) in rows.items():
            weight = max(row[3][k] for other, row in rows.items() if other != name)
            ratio = (before[k] + weight * changes / ctxkit._PAIR_UNIT) / real[k]
            worst.append((ratio, name, weight))
        worst.sort()
        print(f"  {profile:<7} " + ", ".join(f"{n} {r:.2f}x (at {w})" for r, n, w in worst[:3]))
    if "--corpus" in sys.argv:
        import corpus

        print("\ncost on ordinary text (the corpus, both parts): changes per 1,000 chars, tokens added per 1,000 real")
        for category, parts in corpus.load().items():
            texts = [t for part in parts.values() if isinstance(part, list) for t in part if isinstance(t, str)]
            changes = sum(ctxkit._script_changes(t.encode("utf-16-le", "surrogatepass")) for t in texts)
            chars = sum(map(len, texts))
            real = sum(count["o200k"](t) for t in texts)
            print(f"  {category:<16}{1e3 * changes / max(chars, 1):>7.3f}  +{1e3 * weights[0] * changes / 64 / max(real, 1):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
