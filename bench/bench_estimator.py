"""Estimator benchmark: accuracy per text category against the real tokenizers, speed, memo, calibration.

    python -m pip install ".[bench]" && python -m pip install --no-deps litellm
    python bench/bench_estimator.py [--json results.json] [--no-cv]

Prints, in one run, on the held-out part of the calibration corpus (bench/corpus.py, bench/CORPUS.md):
- per category and profile: the error of the summed estimate against the profile's tokenizer, and the
  mean absolute per-sample error, next to len/4 and LangChain's ``count_tokens_approximately``;
- throughput of ``CharHeuristicEstimator.estimate`` and its ratio to tiktoken's o200k ``encode``;
- the incremental-counting ratio: re-estimating a 2,000-message history after appending one message,
  against the first full estimate;
- the peak memory of one estimate of 10 MB of code and of English (tracemalloc);
- calibration: a conversation counted with the wrong profile (o200k heuristic, Claude billing), the
  error before and after one ``CalibratedEstimator.observe``;
- random characters of every Unicode block (1,000 each), joined, alone between spaces, one a line,
  between commas and in short words; lists of the names of 33 locales (Faker); and the cross-validated figures of the fit
  (bench/fit_estimator.py: categories by source left out, families left out; ``--no-cv`` skips
  them, they take a few minutes).

    python bench/bench_estimator.py --compat

Prints, alone (seconds), estimate / real for 20 shapes of text that Claude's tokenizer reads in
NFKC form (italic, script, double-struck, circled words; Roman numerals, fractions, superscripts,
ligatures; decomposed Greek, Cyrillic, Polish and Czech...), written after the claude profile began
to read them so (stop 46), at 1,000 and 100,000 characters.

    python bench/bench_estimator.py --short

Prints, alone (about a minute), what a text counted on its own pays when it is short, as a message of a
history is (stop 87): per profile, the lines of 9 to 64 bytes of the gettext catalogues of the languages the
corpus never read (corpus.UNSEEN_LATIN), each estimated alone and summed per language, the languages under
0.90 of the real count and the lowest; and the families of the stress corpus (bench/stress.py, seed 2, 4,096
characters each) cut in pieces of 16 to 256 characters, each counted alone, the cells under 0.90 per size.
"""
from __future__ import annotations

import collections
import json
import random
import statistics
import string
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import cli  # noqa: E402
import corpus  # noqa: E402
import results_file  # noqa: E402
import stress  # noqa: E402
import tokenizers_offline  # noqa: E402

import ctxkit  # noqa: E402

TARGETS = {"o200k": 10.0, "cl100k": 12.0, "claude": 10.0}
REQUIRED = [c for c in ("english", "prose", "chat", "latin", "cjk", "cyrillic", "greek", "arabic_hebrew", "indic_thai",
                        "python", "code", "json", "logs", "command_output", "markup", "numbers_csv", "encoded")]


def langchain_counter():
    try:
        from langchain_core.messages import HumanMessage
        from langchain_core.messages.utils import count_tokens_approximately
    except ImportError:
        return None
    return lambda text: count_tokens_approximately([HumanMessage(text)], extra_tokens_per_message=0)


def accuracy(corp: dict, counts: dict) -> dict:
    """{profile: {category: {method: (summed error %, mean abs per-sample error %)}}}."""
    methods = {"ctxkit": None, "len/4": lambda t: len(t) / 4}
    lc = langchain_counter()
    if lc:
        methods["langchain"] = lc
    table = {}
    for profile in TARGETS:
        est = ctxkit.CharHeuristicEstimator(profile, memo_size=0)
        table[profile] = {}
        for category, parts in corp.items():
            samples = parts["heldout"]
            real = [counts[profile](s) for s in samples]
            row = {}
            for name, fn in methods.items():
                fn = fn or est.estimate
                predicted = [fn(s) for s in samples]
                summed = 100 * (sum(predicted) - sum(real)) / sum(real)
                mean_abs = 100 * statistics.mean(abs(p - r) / r for p, r in zip(predicted, real) if r)
                row[name] = (round(summed, 1), round(mean_abs, 1))
            table[profile][category] = row
    return table


def stress_table(counts: dict) -> dict:
    """{family: {size: {profile: estimate / real}}} on the stress corpus of seed 2 (the weights
    were fitted with seed 1), and per profile the worst under- and over-count."""
    table: dict = {}
    for size in stress.SIZES:
        for family, text in stress.samples(size, 2).items():
            row = table.setdefault(family, {}).setdefault(size, {})
            for profile in TARGETS:
                est = ctxkit.CharHeuristicEstimator(profile, memo_size=0).estimate(text)
                row[profile] = round(est / counts[profile](text), 3)
    return table


def ratios_table(texts: dict[str, str], counts: dict) -> dict:
    """{name: {profile: estimate / real}} of ``texts`` (name -> text)."""
    return {name: {p: round(ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(text) / counts[p](text), 3)
                   for p in TARGETS} for name, text in texts.items()}


def languages_table(counts: dict, languages: tuple[str, ...] = corpus.UNSEEN_LATIN) -> dict:
    """{language: {profile: estimate / real}} over the gettext catalogues of Latin-script languages
    the corpus never read (corpus.UNSEEN_LATIN: text from sources and languages the fit never saw),
    or of ``languages`` (corpus.UNSEEN_SCRIPTS: languages of the other scripts it reads)."""
    return ratios_table(corpus.unseen_languages(languages=languages), counts)


def code_table(counts: dict) -> dict:
    """{language: {"files": n, profile: summed estimate / real}} over code the corpus never reads
    (corpus.unseen_code: languages its code category does not hold, JavaScript not from npm, and the
    repository's samples/code)."""
    table: dict = {}
    for lang, texts in corpus.unseen_code().items():
        table[lang] = {"files": len(texts), **{p: round(sum(ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(t)
                                                              for t in texts) / sum(map(counts[p], texts)), 3)
                                              for p in TARGETS}}
    return table


def print_code(table: dict) -> None:
    print("\nCode the fit never read (languages its code category does not hold, JavaScript not from npm, the "
          "repository's samples/code): summed estimate / real")
    for lang, row in table.items():
        print(f"  {lang:<22} {row['files']:>3} files  " + "  ".join(f"{p} {row[p]:.3f}" for p in TARGETS))


def tutors_table(counts: dict) -> dict:
    """{language: {profile: estimate / real}} over Vim's tutors (corpus.vim_tutors: one tutorial in some 30
    languages, a source the corpus never reads)."""
    return ratios_table(corpus.vim_tutors(), counts)


def print_languages(table: dict, capitals: dict | None = None, scripts: dict | None = None,
                    tutors: dict | None = None) -> None:
    print(f"\nLatin-script languages the fit never saw ({len(table)}, gettext catalogues, up to 30,000 chars each): "
          "estimate / real")
    print_ratios(table, lowest=5)
    if capitals:
        print("The same catalogues in capitals (words of capitals no fit source writes; stop 44 prices them as their "
              "lower case): estimate / real")
        print_ratios(capitals, lowest=5)
    if scripts:
        print(f"Languages of the other scripts the fit reads that it never saw ({len(scripts)}: Belarusian, Macedonian, "
              "Kazakh, Mongolian, Yiddish, Pashto, Nepali, Assamese...; gettext catalogues): estimate / real")
        print_ratios(scripts, lowest=5)
    if tutors:
        print(f"Vim's tutor in {len(tutors)} languages (technical prose of a source the corpus never reads): "
              "estimate / real")
        print_ratios(tutors, lowest=5)


def capitals_table(counts: dict) -> dict:
    """languages_table of the same catalogues in upper case: words of capitals nobody fitted."""
    return ratios_table({lang: text.upper() for lang, text in corpus.unseen_languages().items()}, counts)


def print_ratios(table: dict, lowest: int) -> None:
    """Per profile, how many languages of ``table`` ({language: {profile: ratio}}) are under 0.90,
    the ``lowest`` lowest and the two highest."""
    for p in TARGETS:
        ratios = sorted((row[p], lang) for lang, row in table.items())
        print(f"  {p:<7} {sum(1 for r, _ in ratios if r < 0.9)} under 0.90; lowest "
              + ", ".join(f"{lang} {r:.2f}" for r, lang in ratios[:lowest]) + "; highest "
              + ", ".join(f"{lang} {r:.2f}" for r, lang in ratios[-2:]))


def fitted_languages_table(corp: dict, counts: dict, category: str = "latin") -> dict:
    """{part: {language: {profile: estimate / real}}}: a category of several languages ("latin",
    "arabic_hebrew") per language (by the folder of its manual page or catalogue), its held-out
    sources and its fit sources apart. The category's sum is bound by the fit; one language alone
    was not (it can be far under or over)."""
    import re

    sums: dict = {}
    for part in ("heldout", "fit"):
        for text, source in zip(corp[category][part], corp[category][part + "_sources"]):
            lang = re.search(r"/(?:man|locale)/([A-Za-z]+)", source).group(1)
            row = sums.setdefault(part, {}).setdefault(lang, {"chars": 0, **{p: [0, 0] for p in TARGETS}})
            row["chars"] += len(text)
            for p in TARGETS:
                row[p][0] += ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(text)
                row[p][1] += counts[p](text)
    return {part: {lang: {"chars": row["chars"], **{p: round(row[p][0] / row[p][1], 3) for p in TARGETS}}
                   for lang, row in by_lang.items()} for part, by_lang in sums.items()}


def print_fitted_languages(table: dict, what: str = "The 19 languages the fit reads") -> None:
    for part, label in (("heldout", "held-out sources"), ("fit", "fit sources")):
        rows = {lang: row for lang, row in table[part].items() if row["chars"] >= 3_000}
        print(f"\n{what}, one by one ({label}, {len(rows)} languages with 3,000 chars or "
              "more): estimate / real")
        print_ratios(rows, lowest=4)


def blocks_table(counts: dict) -> dict:
    """{profile: (cells under 0.90, worst (ratio, block))} over a string of 1,000 random characters
    of every Unicode block (seed 2; the fit used seed 1)."""
    import fit_estimator

    samples = fit_estimator.block_samples(2)
    out = {}
    for profile in TARGETS:
        est = ctxkit.CharHeuristicEstimator(profile, memo_size=0)
        ratios = sorted((est.estimate(t) / counts[profile](t), name) for name, t in samples)
        out[profile] = (sum(1 for r, _ in ratios if r < 0.9), len(ratios), ratios[:3])
    return out


#: Shapes of text made of one block's characters: (name, separator, characters per word).
LONE_SHAPES = (("alone between spaces", " ", (1, 1)), ("one a line", "\n", (1, 1)), ("between commas", ",", (1, 1)),
               ("words of 2-4 between spaces", " ", (2, 4)))


def lone_table(counts: dict) -> dict:
    """{shape: {profile: (cells under 0.90, cells, lowest (ratio, block))}}: random assigned
    characters of every Unicode block, standing alone (or in short words) between separators,
    1,000 chars each (seed 2; the fit measured every block's characters in order, not these)."""
    import fit_estimator

    rng = random.Random(2)
    out: dict = {}
    for shape, sep, sizes in LONE_SHAPES:
        texts = []
        for name, lo, hi in fit_estimator.blocks():
            chars = fit_estimator.assigned(lo, hi)
            if chars:
                words, size = [], 0
                while size < 1_000:
                    words.append("".join(rng.choice(chars) for _ in range(rng.randint(*sizes))))
                    size += len(words[-1]) + len(sep)
                texts.append((name, sep.join(words)[:1_000]))
        for profile in TARGETS:
            est = ctxkit.CharHeuristicEstimator(profile, memo_size=0)
            ratios = sorted((est.estimate(t) / counts[profile](t), name) for name, t in texts)
            out.setdefault(shape, {})[profile] = (sum(1 for r, _ in ratios if r < 0.9), len(ratios), ratios[:3])
    return out


def cross_validated() -> dict:
    """The fit's own judgement on what it never saw (bench/fit_estimator.py): per profile, the
    summed error of every category predicted by fits without the sample's source, and the
    estimate/real of every family predicted by fits without the family."""
    import fit_estimator as fe

    corp = fe.with_short(corpus.load())
    counts = fe.truth(corp)
    items, real = fe.family_set(1, fe.block_evidence(corp))
    counters = tokenizers_offline.counters()
    vocabularies = tokenizers_offline.vocabularies()
    out = {}
    for profile in TARGETS:
        (iso, _, _), cats, fam, evidence, extra = fe.prepare(profile, corp, counts, items, real, counters[profile],
                                                             vocabularies[profile])
        out[profile] = fe.cross_validate(cats, fam, iso, evidence, extra)
    return out


def _best(fn, repeat=5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def workloads(corp: dict) -> dict[str, list[str]]:
    """name -> the texts of one speed workload (each workload is estimated text by text)."""
    ascii_text = "".join(s for c in ("english", "python", "code", "logs", "json", "command_output")
                         for s in corp[c]["heldout"])[:2_000_000]
    # Mixed: the same text with a little non-ASCII, as English tool output has (1 char in 100).
    extras = "’“”—é→•ü…"
    mixed = "".join(ch + (extras[i // 97 % len(extras)] if i % 97 == 0 else "") for i, ch in enumerate(ascii_text))
    mixed = mixed[:2_000_000]
    scripts = "".join(s for c in ("cjk", "cyrillic", "arabic_hebrew", "indic_thai", "greek", "latin")
                      for s in corp[c]["heldout"])[:2_000_000]
    samples = [s for parts in corp.values() for s in parts["heldout"]]
    pieces = [s[i:i + 1_000] for s in samples for i in range(0, len(s) - 999, 1_000)]
    rng = random.Random(3)
    alphabet = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ0123456789._-/:"
    short = ["".join(rng.choice(alphabet) for _ in range(20)) for _ in range(20_000)]
    mb = lambda text: f"{len(text.encode('utf-8', 'surrogatepass')) / 1e6:.1f} MB"
    return {f"ASCII text, {mb(ascii_text)} as one text": [ascii_text],
            f"mixed text (1% non-ASCII), {mb(mixed)}": [mixed],
            f"non-Latin scripts, {mb(scripts)}": [scripts],
            f"held-out samples, {len(samples)} x ~3 KB": samples,
            f"1 KB pieces, {len(pieces)}": pieces,
            "20-char distinct strings, 20,000": short,
            f"adversarial shapes, {len(adversarial_texts())} x 200 KB": adversarial_texts()}


def adversarial_texts(size: int = 200_000) -> list[str]:
    """Texts that make a pattern run back and forth if it can: one run of a letter, of capitals, of
    symbols (random, an alternating pair) that never ends, symbols between runs of letters, a word
    after a line break, a tab or a symbol over and over (stop 58: a run of symbols without an end took
    56 s for 100 KB until its pattern started at a run's first symbol only), runs of unlike symbols that
    end, one after another (stop 59: 0.35 MB/s until their split into held pieces was one pattern), a
    run of Vietnamese letters after a space that no ASCII byte ends (stop 63)."""
    rng = random.Random(5)
    soup = "".join(rng.choice("!@#$%^&*()_+-=[]{}|;:,.<>?/~`") for _ in range(size))
    return ["x(" + "a" * size, 'x"' + "A" * size, "x-A" + "b" * size, soup, soup + " x", "-=" * (size // 2),
            "".join(rng.choice("()-_.") + "a" * rng.randint(1, 40) for _ in range(size // 20))[:size],
            ("\nplateau" * (size // 8))[:size], (" \n" * (size // 2))[:size], ("\tplateau" * (size // 8))[:size],
            "".join(rng.choice("!@#$%^&*()") + rng.choice(string.ascii_uppercase) for _ in range(size // 2)),
            # runs of 4-40 unlike symbols that end (sparklines, Brainfuck): each split into held pieces
            "".join("".join(rng.choice("+-<>[].,_~^'`") for _ in range(rng.randint(4, 40))) + "\n"
                    for _ in range(size // 20))[:size],
            # a run of Vietnamese letters after a space that no ASCII byte ends (stop 63: its word's pattern,
            # a class of them between two of all Latin letters, took 1.6 s for 16,000 until it was one class)
            " " + "\u1ea1" * (size - 2) + "\u044f"]


def throughput(corp: dict, repeat: int = 9) -> dict:
    """MB/s of ``CharHeuristicEstimator.estimate`` per profile and of tiktoken's o200k
    ``encode_ordinary`` on each workload, and their ratio. Distinct strings defeat the
    estimator's memo of short texts: a fresh estimator per repetition, as a cold process. The
    runs are interleaved (tiktoken, then each profile, ``repeat`` rounds) and each keeps its
    fastest round: on a shared 2-core machine a burst of load then hits both sides alike."""
    enc = tokenizers_offline.encoders()["o200k"]
    rows = {}
    for name, texts in workloads(corp).items():
        mb = sum(len(t.encode("utf-8", "surrogatepass")) for t in texts) / 1e6
        best = {"tiktoken": float("inf"), **{profile: float("inf") for profile in TARGETS}}
        for _ in range(repeat):
            best["tiktoken"] = min(best["tiktoken"], _best(lambda texts=texts: [enc.encode_ordinary(t) for t in texts], 1))
            for profile in TARGETS:
                def run(texts=texts, profile=profile):
                    est = ctxkit.CharHeuristicEstimator(profile, memo_size=0)
                    for t in texts:
                        est.estimate(t)
                best[profile] = min(best[profile], _best(run, 1))
        row = {"MB": round(mb, 2), "tiktoken_o200k_MBps": round(mb / best["tiktoken"], 1)}
        for profile in TARGETS:
            row[f"{profile}_MBps"] = round(mb / best[profile], 1)
            row[f"{profile}_x_tiktoken"] = round(best["tiktoken"] / best[profile], 1)
        rows[name] = row
    return rows


def history(n: int) -> list[dict]:
    """``n`` messages of real text: corpus samples as tool outputs between tool calls."""
    texts = [s for parts in corpus.load().values() for s in parts["heldout"]]
    messages = [{"role": "system", "content": "You are a coding agent."}, {"role": "user", "content": "Go."}]
    t = 0
    while len(messages) < n:
        messages.append({"role": "assistant", "content": None, "tool_calls": [
            {"id": f"c{t}", "type": "function", "function": {"name": "bash", "arguments": '{"cmd": "cat x"}'}}]})
        messages.append({"role": "tool", "tool_call_id": f"c{t}", "content": texts[t % len(texts)]})
        t += 1
    return messages[:n]


def incremental() -> dict:
    messages = history(2_000)
    est = ctxkit.CharHeuristicEstimator()
    start = time.perf_counter()
    first = est.estimate_messages(messages)
    t_first = time.perf_counter() - start
    messages.append({"role": "user", "content": "and now the tests, please"})
    start = time.perf_counter()
    second = est.estimate_messages(messages)
    t_second = time.perf_counter() - start
    assert second > first
    return {"first_ms": round(t_first * 1e3, 2), "after_append_ms": round(t_second * 1e3, 3),
            "ratio": round(t_second / t_first, 4), "goal": "<= 0.05"}


def memory(corp: dict) -> dict:
    """Peak memory of one estimate of a 10 MB text (tracemalloc, beyond the text), as a multiple of
    the text: the held-out code, English prose and CJK prose, each repeated to 10 MB, emoji among
    words and Yi syllables glued to ASCII."""
    import tracemalloc

    rows = {}
    rng = random.Random(10)
    # and two of the shapes the floors of stop 76 count character by character (emoji among words, Yi
    # syllables glued to ASCII: a list of their matches was 336 MB for the second)
    emoji = "".join(rng.choice(["ok ", "x ", "the "]) + chr(0x1F300 + rng.randrange(1000)) for _ in range(2_000_000))
    yi = "".join("ab" + chr(0xA000 + rng.randrange(1000)) for _ in range(3_400_000))
    # and CJK prose (stop 79: the runs of ideographs and kana a floor reads, each a string of the text's size at most)
    for name, category in (("code, 10 MB", "code"), ("English, 10 MB", "english"), ("CJK prose, 10 MB", "cjk"),
                           ("emoji among words, 10 MB", emoji),
                           ("Yi syllables glued to ASCII, 10 MB", yi)):
        piece = "\n".join(corp[category]["heldout"]) if category in corp else category
        text = (piece * (10_000_000 // len(piece) + 1))[:10_000_000]
        est = ctxkit.CharHeuristicEstimator("o200k", memo_size=0)
        est.estimate(text[:1_000])  # the patterns compiled at first use are not the text's
        tracemalloc.start()
        est.estimate(text)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        rows[name] = {"peak_MB": round(peak / 1e6, 1), "peak_x_text": round(peak / len(text.encode()), 2)}
    return rows


def print_memory(rows: dict) -> None:
    for name, row in rows.items():
        print(f"memory: one estimate of {name}: peak {row['peak_MB']} MB beyond the text, {row['peak_x_text']}x it")


def calibration(corp: dict, counts: dict) -> dict:
    """The o200k heuristic used for a Claude model (a wrong profile): the error of the request
    estimate before and after one ``CalibratedEstimator.observe``, per conversation kind.

    The billed figure is the Claude tokenizer's count of every message's text plus 4 tokens a
    message. Conversations: the shared traces (English and code, where o200k and Claude agree
    within a few percent), and conversations built from held-out Russian, CJK and Arabic/Hebrew
    text, where Claude needs 30-60% more tokens than o200k.
    """
    claude = counts["claude"]
    text_of = lambda m: ctxkit._content_text(m.get("content")) + "".join(
        c["function"]["arguments"] for c in m.get("tool_calls") or [])
    conversations: dict[str, list[list[dict]]] = {"traces (English, code)": []}
    traces = sorted((corpus._traces_dir() / "conversations").glob("*.json"))  # CTXKIT_TRACES, as the corpus reads
    for path in traces:
        if not path.name.endswith(".tools.json"):
            conversations["traces (English, code)"].append(json.loads(path.read_text()))
    for category in ("cyrillic", "cjk", "arabic_hebrew"):
        samples = corp[category]["heldout"]
        conversations[category] = [
            [{"role": "user" if k % 2 == 0 else "assistant", "content": s} for k, s in enumerate(samples[i:i + 12])]
            for i in range(0, len(samples) - 12, 12)]
    rows = {}
    for kind, convs in conversations.items():
        before, after, online = [], [], []
        for messages in convs:
            turns = [messages[:t] for t in range(2, len(messages) + 1, 2)]
            billed = lambda msgs: sum(claude(text_of(m)) + 4 for m in msgs) + 3
            once = ctxkit.CalibratedEstimator(ctxkit.CharHeuristicEstimator("o200k"))
            once.observe(turns[0], ctxkit.Usage(input_tokens=billed(turns[0])))
            loop = ctxkit.CalibratedEstimator(ctxkit.CharHeuristicEstimator("o200k"))
            loop.observe(turns[0], ctxkit.Usage(input_tokens=billed(turns[0])))
            for request in turns[1:]:
                real = billed(request)
                before.append(abs(once.base.estimate_messages(request) - real) / real)
                after.append(abs(once.estimate_messages(request) - real) / real)
                online.append(abs(loop.estimate_messages(request) - real) / real)
                loop.observe(request, ctxkit.Usage(input_tokens=real))  # as an agent loop does
        if before:
            rows[kind] = {"conversations": len(convs), "turns": len(before),
                          "error_uncalibrated_%": round(100 * statistics.mean(before), 1),
                          "error_after_one_observation_%": round(100 * statistics.mean(after), 1),
                          "error_observing_every_response_%": round(100 * statistics.mean(online), 1)}
    return rows


def compat_shapes(size: int) -> dict[str, str]:
    """name -> ``size`` characters of one of the 20 shapes of text that NFKC changes (--compat)."""
    import unicodedata

    rng = random.Random(4610)
    words = ["the", "of", "and", "to", "in", "is", "for", "on", "with", "as", "by", "at", "from", "this", "that",
             "file", "error", "value", "list", "data", "user", "server", "request", "time", "test", "build", "run",
             "path", "module", "function", "class", "return", "import", "config", "cache", "token", "budget"]
    word = lambda: rng.choice(words)
    styled = lambda base, skip="": lambda text: "".join(
        chr(base + ord(ch) - 97) if "a" <= ch <= "z" and ch not in skip else ch for ch in text)
    sup = "⁰¹²³⁴⁵⁶⁷⁸⁹"
    makers = {
        "roman_upper_list": lambda: f"Chapter {rng.choice('ⅠⅡⅢⅣⅤⅥⅦⅧⅨⅩⅪⅫ')}. {word().capitalize()} {word()}\n",
        "roman_lower_list": lambda: f"({rng.choice('ⅰⅱⅲⅳⅴⅵⅶⅷⅸⅹⅺⅻ')}) {word()} {word()}; ",
        "circled_numbers": lambda: f"{rng.choice('①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳')} {word()} {word()}\n",
        "circled_words": lambda: styled(0x24D0)(" ".join(word() for _ in range(4))) + " ",
        "bold_words": lambda: styled(0x1D41A)(" ".join(word() for _ in range(4))) + " ",
        "italic_words": lambda: styled(0x1D44E, "h")(" ".join(word() for _ in range(4))) + " ",
        "mono_words": lambda: styled(0x1D68A)(" ".join(word() for _ in range(4))) + " ",
        "script_words": lambda: styled(0x1D4B6, "efgo")(" ".join(word() for _ in range(4))) + " ",
        "doublestruck_words": lambda: styled(0x1D552)(" ".join(word() for _ in range(4))) + " ",
        "superscript_numbers": lambda: f"{rng.randint(1, 99)}{''.join(rng.choice(sup) for _ in range(rng.randint(1, 3)))} ",
        "units_squared": lambda: f"{rng.randint(1, 999)} m² {rng.randint(1, 99)} km/s² {rng.randint(1, 9)}×10"
                                 f"{rng.choice(sup)}{rng.choice(sup)} ",
        "fractions": lambda: f"{rng.randint(1, 9)}{rng.choice('½¼¾⅓⅔⅛')} cups {word()}, ",
        "pdf_ligatures": lambda: " ".join(w.replace("fi", "ﬁ").replace("fl", "ﬂ").replace("ff", "ﬀ") for w in (
            rng.choice(["file", "config", "flow", "office", "effect", "final", "field", "flag", "offset", "profile",
                        "buffer"]) for _ in range(6))) + ". ",
        "letterlike": lambda: f"{rng.choice('℃℉№℡™℠ℹℓ℮ΩKÅ')}{rng.randint(1, 99)} {word()} ",
        "nfd_greek": lambda: unicodedata.normalize("NFD", " ".join(rng.choice(
            ["καλημέρα", "ευχαριστώ", "σήμερα", "αύριο", "πρόγραμμα", "αρχείο", "σφάλμα"]) for _ in range(5))) + ". ",
        "nfd_cyrillic": lambda: unicodedata.normalize("NFD", " ".join(rng.choice(
            ["ёлка", "йогурт", "Ёж", "пойдём", "её", "ещё", "чай", "мой"]) for _ in range(6))) + ". ",
        "nfd_polish_czech": lambda: unicodedata.normalize("NFD", " ".join(rng.choice(
            ["źdźbło", "żółć", "gęślą", "jaźń", "příliš", "žluťoučký", "kůň", "úpěl", "ďábelské", "ódy"])
            for _ in range(6))) + ". ",
        "nfd_german_mixed": lambda: (unicodedata.normalize("NFD", "Größe") if rng.random() < 0.5 else "Größe")
                                    + f" {word()} Übergröße Änderung ",
        "combining_stacks": lambda: word() + "".join(chr(0x300 + rng.randint(0, 0x6F)) for _ in range(rng.randint(1, 4)))
                                    + " ",
        "compat_in_code": lambda: f"x{rng.choice(sup)} = {word()}_{rng.randint(0, 9)} ⇒ {styled(0x1D41A)(word())}\n",
    }
    out = {}
    for name, make in makers.items():
        pieces, length = [], 0
        while length < size:
            pieces.append(make())
            length += len(pieces[-1])
        out[name] = "".join(pieces)[:size]
    return out


def print_compat(counts: dict) -> None:
    """--compat: estimate / real of compat_shapes at 1,000 and 100,000 characters, per profile."""
    print(f"{'shape':<22}{'size':>8}" + "".join(f"{p:>9}" for p in TARGETS))
    lowest = {p: 9.9 for p in TARGETS}
    for size in (1_000, 100_000):
        for name, text in compat_shapes(size).items():
            ratios = {p: ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(text) / counts[p](text) for p in TARGETS}
            lowest = {p: min(lowest[p], r) for p, r in ratios.items()}
            print(f"{name:<22}{size:>8}" + "".join(f"{ratios[p]:>9.2f}" for p in TARGETS))
    print("lowest: " + ", ".join(f"{p} {r:.2f}" for p, r in lowest.items()))


#: The lengths a text of the stress corpus is cut in for --short (characters).
SHORT_PIECES = (16, 32, 64, 128, 256)


def short_tables(counts: dict) -> tuple[dict, dict]:
    """--short: ({language: {profile: summed estimate / real}} of the lines of 9 to 64 bytes of the catalogues
    of corpus.UNSEEN_LATIN, each estimated alone; {(family, size): {profile: summed estimate / real}} of the
    stress corpus's families cut in pieces of ``size`` characters, each estimated alone)."""
    def summed(pieces: list[str]) -> dict:
        return {p: round(sum(map(ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate, pieces))
                         / sum(map(counts[p], pieces)), 3) for p in TARGETS}

    lines = {}
    for lang, text in corpus.unseen_languages().items():
        found = [line.strip() for line in text.splitlines() if 8 < len(line.strip().encode()) <= 64]
        if len(found) >= 20:
            lines[lang] = summed(found)
    pieces = {}
    for family, text in stress.samples(4096, 2).items():
        for size in SHORT_PIECES:
            pieces[family, size] = summed([text[k:k + size] for k in range(0, len(text), size)])
    return lines, pieces


def print_short(counts: dict) -> None:
    lines, pieces = short_tables(counts)
    print(f"Lines of 9 to 64 bytes of the catalogues of {len(lines)} languages the corpus never read, each "
          "estimated alone, summed per language: estimate / real")
    print_ratios(lines, lowest=4)
    print(f"\nThe {len(pieces) // len(SHORT_PIECES)} families of bench/stress.py (seed 2, 4,096 characters) cut in "
          "pieces, each estimated alone: cells under 0.90 of the real count, by piece length")
    for p in TARGETS:
        under = collections.Counter(n for (_, n), row in pieces.items() if row[p] < 0.9)
        worst = min((row[p], f"{family}@{n}") for (family, n), row in pieces.items())
        print(f"  {p:<7} " + ", ".join(f"{size}: {under[size]}" for size in SHORT_PIECES)
              + f"; lowest {worst[1]} {worst[0]:.2f}")


def print_alone(counts: dict) -> bool:
    """--compat, --languages or --short: that table alone (seconds), and True; else False."""
    if "--compat" in sys.argv:
        print_compat(counts)
        return True
    if "--short" in sys.argv:
        print_short(counts)
        return True
    if "--languages" in sys.argv:
        corp = corpus.load()
        print_fitted_languages(fitted_languages_table(corp, counts))
        print_fitted_languages(fitted_languages_table(corp, counts, "arabic_hebrew"),
                               "The Arabic- and Hebrew-script languages the fit reads")
        print_languages(languages_table(counts), capitals_table(counts), languages_table(counts, corpus.UNSEEN_SCRIPTS),
                        tutors_table(counts))
        return True
    return False


def main() -> None:
    cli.check(__doc__, ("--compat", "--languages", "--no-cv", "--short"), (), saves=True)  # -h, or an option it does not take: before any work
    counts = tokenizers_offline.counters()
    if print_alone(counts):
        return
    corp = corpus.load()
    results = {"ctxkit": ctxkit.__version__, "accuracy": accuracy(corp, counts), "stress": stress_table(counts),
               "blocks": blocks_table(counts), "lone": lone_table(counts), "languages": languages_table(counts),
               "languages_of_other_scripts": languages_table(counts, corpus.UNSEEN_SCRIPTS),
               "vim_tutors": tutors_table(counts), "names": ratios_table(corpus.name_lists(), counts),
               "languages_in_capitals": capitals_table(counts), "code": code_table(counts),
               "fitted_languages": fitted_languages_table(corp, counts),
               "arabic_hebrew_languages": fitted_languages_table(corp, counts, "arabic_hebrew"), "cross_validated": {} if "--no-cv" in sys.argv else cross_validated(),
               "throughput": throughput(corp),
               "incremental": incremental(), "memory": memory(corp), "calibration": calibration(corp, counts)}
    acc = results["accuracy"]
    methods = list(next(iter(next(iter(acc.values())).values())).keys())
    print(f"ctxkit {ctxkit.__version__}: estimator accuracy on the held-out corpus "
          "(error of the summed estimate %, mean |per-sample error| % in brackets)\n")
    header = f"{'category':<16}" + "".join(f"{p + ' ' + m:>22}" for p in acc for m in methods)
    print(header)
    worst = {p: 0.0 for p in acc}
    for category in corp:
        line = f"{category:<16}"
        for profile in acc:
            for m in methods:
                summed, mean_abs = acc[profile][category][m]
                line += f"{summed:>+13.1f} [{mean_abs:>5.1f}] "
                if m == "ctxkit" and category in REQUIRED:
                    worst[profile] = max(worst[profile], abs(summed))
        print(line)
    print("\nworst |summed error| over the required categories:",
          ", ".join(f"{p} {w:.1f}% (target {TARGETS[p]:.0f}%)" for p, w in worst.items()))
    ratios = results["stress"]
    print("\nstress corpus (bench/stress.py, seed 2; fitted on seed 1): estimate / real tokens, at "
          + " and ".join(f"{n:,}" for n in stress.SIZES) + " chars\n")
    print(f"{'family':<22}" + "".join(f"{p + ' ' + str(n // 1000) + 'K':>13}" for p in acc for n in stress.SIZES))
    for family, by_size in ratios.items():
        print(f"{family:<22}" + "".join(f"{by_size[n][p]:>13.2f}" for p in acc for n in stress.SIZES))
    for p in acc:
        cells = [(by_size[n][p], f"{family}@{n // 1000}K") for family, by_size in ratios.items() for n in stress.SIZES]
        low, high = min(cells), max(cells)
        ordinary = [acc[p][c]["ctxkit"][0] for c in REQUIRED]
        print(f"{p:<7} worst stress under-count {100 * (low[0] - 1):+.1f}% ({low[1]}), worst over-count "
              f"{100 * (high[0] - 1):+.1f}% ({high[1]}); ordinary categories {min(ordinary):+.1f}% to {max(ordinary):+.1f}%")
    for p, (under, total, worst) in results["blocks"].items():
        print(f"{p:<7} random characters of each of {total} Unicode blocks: {under} under 0.90 of the real count; "
              "lowest " + ", ".join(f"{name[6:]} {r:.2f}" for r, name in worst))
    print_fitted_languages(results["fitted_languages"])
    print_fitted_languages(results["arabic_hebrew_languages"], "The Arabic- and Hebrew-script languages the fit reads")
    print_languages(results["languages"], results["languages_in_capitals"], results["languages_of_other_scripts"],
                    results["vim_tutors"])
    print_code(results["code"])
    print(f"\nLists of names of {len(results['names']) // 3} locales (Faker; comma-separated, one a line, in sentences, "
          "3,000 chars; bench/corpus.py name_lists): estimate / real")
    print_ratios(results["names"], lowest=4)
    for shape, by_profile in results["lone"].items():
        print(f"characters of each block {shape}: " + "; ".join(
            f"{p} {under} of {total} under 0.90 (lowest " + ", ".join(f"{name} {r:.2f}" for r, name in worst[:2]) + ")"
            for p, (under, total, worst) in by_profile.items()))
    if results["cross_validated"]:
        print("\ncross-validated (bench/fit_estimator.py): summed error %, each category predicted by fits that never "
              "saw the sample's source (5 folds by source)")
        cats = list(next(iter(results["cross_validated"].values()))[0])
        print(f"{'category':<16}" + "".join(f"{p:>9}" for p in results["cross_validated"]))
        for c in cats:
            print(f"{c:<16}" + "".join(f"{results['cross_validated'][p][0][c]:>+9.1f}" for p in results["cross_validated"]))
        print("each family of unusual text and each Unicode block predicted by fits that never saw it (5 folds by family):")
        for p, (_, fam) in results["cross_validated"].items():
            low = sorted((v, n) for n, v in fam.items())
            print(f"  {p:<7} {sum(1 for v, _ in low if v < 0.9)} of {len(low)} under 0.90; lowest "
                  + ", ".join(f"{n} {v:.2f}" for v, n in low[:6]))
        results["cross_validated"] = {p: {"categories": e, "families": fam} for p, (e, fam) in results["cross_validated"].items()}
    print("\nspeed (MB/s; x = times tiktoken o200k encode_ordinary in the same run; goal >= 5x at KB sizes, "
          "mixed within 1.5x of ASCII, >= 1x on short strings)")
    for name, row in results["throughput"].items():
        print(f"  {name:<36} tiktoken {row['tiktoken_o200k_MBps']:>6.1f}  " + "  ".join(
            f"{p} {row[p + '_MBps']:>6.1f} ({row[p + '_x_tiktoken']:.1f}x)" for p in TARGETS))
    i = results["incremental"]
    print(f"incremental: first estimate of 2,000 messages {i['first_ms']} ms, after appending one {i['after_append_ms']} ms "
          f"-> ratio {i['ratio']} (target <= 0.05)")
    print_memory(results["memory"])
    print("calibration, o200k heuristic for a Claude model (mean |error| of the request estimate):")
    for kind, row in results["calibration"].items():
        print(f"  {kind:<24} {row['conversations']:>3} conversations, {row['turns']:>4} turns: "
              f"{row['error_uncalibrated_%']:>5.1f}% uncalibrated, {row['error_after_one_observation_%']:>5.1f}% after one "
              f"observation, {row['error_observing_every_response_%']:>5.1f}% observing every response")
    results_file.save(results)


if __name__ == "__main__":
    main()
