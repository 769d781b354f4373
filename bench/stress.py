"""The estimator's stress corpus: realistic nasty text, generated, deterministic, self-contained.

    python bench/stress.py            # per family: size and the real counts of each tokenizer

Every family is a kind of text that agents meet in tool output and that a char heuristic is tempted
to under-count: runs (newlines, one letter, one emoji, tabs), characters that tokenizers split into
bytes (fullwidth forms, zero-width joiners, combining marks), text whose letters are all capitals or
stand alone ("S S S", a Y/N matrix, a chess board, spaced DNA), escapes (JSON inside JSON, ``\\u``
escapes, HTML entities, URL encoding, ANSI colour codes) and dense machine text (minified code,
base64, hex, long numbers). ``samples(size, seed)`` builds each family at about ``size``
characters; the fit (``bench/fit_estimator.py``) uses seed 1, the benchmark and the tests seed 2,
so the reported figures are on text the weights were not fitted on.

Nothing here reads the machine: the same seed gives the same text on any computer and any
Python >= 3.9 (``random.Random`` with an int seed and ``choice``/``randrange`` are stable).
"""
from __future__ import annotations

import base64
import json
import random
import sys
from typing import Callable

#: The sizes of the benchmark's samples (characters).
SIZES = (1_000, 100_000)

_WORDS = ["the", "of", "and", "to", "in", "is", "that", "for", "it", "as", "with", "was", "on", "be", "by", "this", "are", "from", "or", "have", "an", "not", "which", "at", "but", "they", "all", "were", "we", "when", "there", "can", "more", "one", "has", "been", "if", "their", "will", "would", "so", "what", "about", "out", "up", "into", "than", "them", "only", "its", "other", "some", "time", "could", "these", "two", "may", "then", "do", "first", "any", "my", "now", "such", "like", "our", "over", "new", "also", "after", "use", "most", "made", "where", "how", "even", "because", "through", "before", "much", "between", "each", "those", "both", "system", "file", "error", "value", "server", "request", "process", "memory", "build", "test", "output", "configuration", "directory", "package", "module", "function", "return", "string", "number", "network", "connection", "timeout", "user", "access", "permission", "install", "update", "version", "release", "commit", "branch", "merge", "change", "message", "result", "status", "report", "failure", "running", "started", "finished", "waiting", "loaded", "created", "deleted", "written", "read", "found", "missing", "invalid", "default"]

_SQL_WORDS = ("SELECT", "FROM", "WHERE", "AND", "OR", "JOIN", "LEFT", "INNER", "ON", "GROUP", "BY", "ORDER",
              "LIMIT", "INSERT", "INTO", "VALUES", "UPDATE", "SET", "DELETE", "CREATE", "TABLE", "INDEX",
              "NOT", "NULL", "PRIMARY", "KEY", "COUNT", "SUM", "AS", "DISTINCT", "HAVING", "CASE", "WHEN")
_SQL_NAMES = ("USERS", "ORDERS", "ITEMS", "CUSTOMER_ID", "ORDER_ID", "CREATED_AT", "STATUS", "AMOUNT", "NAME",
              "EMAIL", "PRICE", "QUANTITY", "ACCOUNTS", "REGION", "TOTAL")

_HEBREW = [chr(c) for c in range(0x05D0, 0x05EB)]
_NIQQUD = [chr(c) for c in (0x05B0, 0x05B1, 0x05B2, 0x05B4, 0x05B5, 0x05B6, 0x05B7, 0x05B8, 0x05B9, 0x05BB,
                            0x05BC, 0x05C1, 0x05C2)]
_ARABIC = [chr(c) for c in range(0x0627, 0x064B) if c not in range(0x063B, 0x0641)]
_HARAKAT = [chr(c) for c in range(0x064B, 0x0653)]
_CJK = [chr(c) for c in range(0x4E00, 0x4E00 + 400)] + [chr(c) for c in range(0x3041, 0x3097)]
_EMOJI_ZWJ = ("\U0001F468\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466", "\U0001F3F3\uFE0F\u200D\U0001F308",
              "\U0001F469\U0001F3FD\u200D\U0001F4BB", "\U0001F9D1\u200D\U0001F91D\u200D\U0001F9D1",
              "\U0001F441\uFE0F\u200D\U0001F5E8\uFE0F", "\u2764\uFE0F\u200D\U0001F525")
_ZERO_WIDTH = ("\u200B", "\u200C", "\u200D", "\uFEFF", "\u2060")


def _fill(size: int, piece: Callable[[], str], sep: str = "") -> str:
    parts, n = [], 0
    while n < size:
        p = piece()
        parts.append(p)
        n += len(p) + len(sep)
    return sep.join(parts)[:size]


def _prose(rng: random.Random, size: int) -> str:
    def sentence() -> str:
        words = [rng.choice(_WORDS) for _ in range(rng.randrange(6, 18))]
        return " ".join(words).capitalize() + rng.choice((".", ".", ".", ",", ";", ":")) + " "
    return _fill(size, sentence)


def _families(rng: random.Random, size: int) -> dict[str, str]:
    r = rng
    f: dict[str, str] = {}
    f["newlines"] = "\n" * size
    f["blank_lines"] = _fill(size, lambda: r.choice(_WORDS) + "\n" * r.randrange(2, 9))
    f["crlf_lines"] = _fill(size, lambda: " ".join(r.choice(_WORDS) for _ in range(r.randrange(1, 8))) + "\r\n")
    f["one_letter_run"] = "a" * size
    f["one_capital_run"] = "A" * size  # base64 of zero bytes
    f["padding_run"] = _fill(size, lambda: r.choice("x.0 _*#") * r.randrange(8, 400) + "\n")
    f["dashes_rule"] = _fill(size, lambda: "-" * r.randrange(20, 120) + "\n")
    f["equals_rule"] = _fill(size, lambda: "=" * r.randrange(20, 120) + "\n")
    f["tab_runs"] = _fill(size, lambda: "\t" * r.randrange(1, 9) + r.choice(_WORDS) + "\n")
    f["tab_indented_code"] = _fill(size, lambda: "\t" * r.randrange(1, 6) + r.choice((
        "if err != nil {", "return nil, err", "}", "x := y + 1", "for i := range items {", "case 3:", "$(CC) -o $@ $^",
        "fmt.Println(x)", "if x:", "return y", "pass", "else:", "i++", "break", "} else {", "x = 0", "end", "try:", "def f(a):",
        "while n:", "elif y:", "except KeyError:", "with open(p) as h:")) + "\n")
    f["space_runs"] = _fill(size, lambda: " " * r.randrange(2, 40) + r.choice(_WORDS))
    f["fullwidth_ascii"] = _fill(size, lambda: "".join(chr(0xFF01 + r.randrange(94)) for _ in range(r.randrange(3, 12)))
                                 + r.choice(("\u3000", "\u3001", "\n")))
    f["zero_width_in_words"] = _fill(size, lambda: "".join(ch + (r.choice(_ZERO_WIDTH) if r.random() < 0.5 else "")
                                                           for ch in r.choice(_WORDS)) + " ")
    f["emoji_zwj"] = _fill(size, lambda: r.choice(_EMOJI_ZWJ) + r.choice(("", " ", "\n")))
    f["one_emoji_run"] = "\U0001F600" * (size // 2)
    f["emoji_rare_run"] = "\U0001FAE8" * (size // 2)
    f["hebrew_niqqud"] = _fill(size, lambda: "".join(r.choice(_HEBREW) + r.choice(_NIQQUD) * r.randrange(1, 3)
                                                     for _ in range(r.randrange(2, 7))) + " ")
    f["arabic_harakat"] = _fill(size, lambda: "".join(r.choice(_ARABIC) + r.choice(_HARAKAT)
                                                      for _ in range(r.randrange(2, 7))) + " ")
    obj = lambda: {"id": r.randrange(10 ** 6), "name": r.choice(_WORDS), "tags": [r.choice(_WORDS) for _ in range(3)],
                   "path": "/" + "/".join(r.choice(_WORDS) for _ in range(3)), "ok": r.random() < 0.5}
    f["json_in_json"] = _fill(size, lambda: json.dumps({"content": json.dumps([obj() for _ in range(4)])}) + "\n")
    f["json_in_json_in_json"] = _fill(size, lambda: json.dumps({"body": json.dumps({"content": json.dumps(obj())})}))
    f["u_escapes"] = _fill(size, lambda: json.dumps("".join(r.choice(_CJK + _HEBREW) for _ in range(12))) + ",")
    f["html_entities"] = _fill(size, lambda: r.choice(("&lt;", "&gt;", "&amp;", "&quot;", "&#39;", "&nbsp;", "&#x2F;"))
                               + r.choice(_WORDS) + r.choice(("&lt;/b&gt;", "&amp;", " ", "&#160;")))
    f["url_encoded"] = _fill(size, lambda: "%" + "%".join(f"{b:02X}" for b in
                                                          r.choice(_WORDS + _CJK[:40]).encode()) + r.choice(("&q=", "%20", "/", "+")))
    f["ansi_colours"] = _fill(size, lambda: f"\x1b[{r.choice((1, 31, 32, 33, 34, 36, 90))}m{r.choice(_WORDS)}\x1b[0m "
                              + r.choice(("", "\n", "\x1b[2K\r")))
    f["latex"] = _fill(size, lambda: r.choice((r"\frac{\partial f}{\partial x_{%d}}" % r.randrange(9),
                                               r"\sum_{i=1}^{n} \alpha_i \mathbf{x}_i", r"\begin{align*} a &= b \\ \end{align*}",
                                               r"\mathcal{O}(n \log n)", r"\left( \int_0^\infty e^{-x^2} dx \right)^2")) + " ")
    f["random_digits"] = "".join(str(r.randrange(10)) for _ in range(size))
    f["long_numbers"] = _fill(size, lambda: str(r.randrange(10 ** 15, 10 ** 40)) + r.choice((" ", ",", "\n", ".")))
    f["hex"] = "".join(r.choice("0123456789abcdef") for _ in range(size))
    f["hex_upper"] = _fill(size, lambda: "".join(r.choice("0123456789ABCDEF") for _ in range(r.choice((2, 8, 32, 64))))
                           + r.choice((" ", "\n", ":")))
    f["base64"] = base64.b64encode(bytes(r.randrange(256) for _ in range(size * 3 // 4))).decode()[:size]
    f["spaced_capitals"] = _fill(size, lambda: r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + " ")
    f["S_space"] = "S " * (size // 2)
    f["spaced_dna"] = _fill(size, lambda: r.choice("ACGT") + " ")
    f["yn_matrix"] = _fill(size, lambda: " ".join(r.choice("YN") for _ in range(20)) + "\n")
    f["chess_board"] = _fill(size, lambda: "\n".join(" ".join(r.choice("rnbqkpRNBQKP..") for _ in range(8))
                                                     for _ in range(8)) + "\n\n")
    f["spaced_lower"] = _fill(size, lambda: r.choice("abcdefghijklmnopqrstuvwxyz") + " ")
    f["all_caps_prose"] = _prose(r, size).upper()
    f["title_case_prose"] = _prose(r, size).title()
    f["upper_sql"] = _fill(size, lambda: " ".join(r.choice(_SQL_WORDS + _SQL_NAMES) for _ in range(r.randrange(5, 15)))
                           + f" = {r.randrange(1000)};\n")
    f["mixed_cjk_code"] = _fill(size, lambda: f"    {r.choice(_WORDS)}_{r.choice(_WORDS)} = \"" + "".join(
        r.choice(_CJK) for _ in range(r.randrange(2, 10))) + f"\"  # {''.join(r.choice(_CJK) for _ in range(6))}\n")
    f["minified_js"] = _fill(size, lambda: r.choice(("function(a,b){return a+b}", "var e=t[n];", "if(!r)throw new Error(o);",
                                                     "for(var i=0;i<n.length;i++){", "}", "a.b=c,d.e=f;", "=>{",
                                                     "window.x=x||{};")) + r.choice(("", ";", ",")))
    f["uuid_lines"] = _fill(size, lambda: "-".join("".join(r.choice("0123456789abcdef") for _ in range(k))
                                                   for k in (8, 4, 4, 4, 12)) + "\n")
    f["box_drawing"] = _fill(size, lambda: "│ " + r.choice(_WORDS).ljust(12) + " │ " + str(r.randrange(10 ** 4)).rjust(6)
                             + " │\n" + ("├" + "─" * 14 + "┼" + "─" * 8 + "┤\n" if r.random() < 0.3 else ""))
    math = [chr(c) for c in range(0x2200, 0x2300)] + list("αβγδεθλμπσφω²³½¼≈≠≤≥±×÷∞√∑∏∫")
    f["math_symbols"] = _fill(size, lambda: " ".join(r.choice((r.choice(math), r.choice(math) + r.choice("xyzn"),
                                                               r.choice("xyzfgn") + r.choice(math))) for _ in range(r.randrange(3, 9)))
                              + r.choice((" ", "\n", ", ")))
    marks = [chr(c) for c in range(0x0300, 0x0370)]
    f["zalgo"] = _fill(size, lambda: "".join(ch + "".join(r.choice(marks) for _ in range(r.randrange(1, 9)))
                                             for ch in r.choice(_WORDS)) + " ")
    f["windows_paths"] = _fill(size, lambda: r.choice(("C:", "D:", "\\\\server\\share")) + "\\" + "\\".join(
        r.choice(_WORDS).capitalize() if r.random() < 0.5 else r.choice(_WORDS) for _ in range(r.randrange(2, 7)))
        + r.choice((".dll", ".exe", ".txt", "\\", ".py")) + "\r\n")
    printable = [chr(c) for c in range(33, 127)]
    f["password_noise"] = _fill(size, lambda: "".join(r.choice(printable) for _ in range(r.randrange(8, 40))) + "\n")
    f["whitespace_mix"] = _fill(size, lambda: "".join(r.choice(" \t") for _ in range(r.randrange(1, 12))) + r.choice(_WORDS)
                                + r.choice(("", "\n", "\t\n", "  \n")))
    kana = [chr(c) for c in range(0x3041, 0x3097)] + [chr(c) for c in range(0x30A1, 0x30FB)]
    f["kana_kanji"] = _fill(size, lambda: "".join(r.choice(kana if r.random() < 0.6 else _CJK[:400]) for _ in range(r.randrange(4, 30)))
                            + r.choice(("。", "、", "\n", "「", "」")))
    symbols = [chr(c) for c in list(range(0x2190, 0x21FF)) + list(range(0x2700, 0x27BF)) + list(range(0x25A0, 0x25FF))]
    f["symbols_in_output"] = _fill(size, lambda: r.choice(symbols) + " " + " ".join(r.choice(_WORDS) for _ in range(r.randrange(1, 6)))
                                   + r.choice((" " + r.choice(symbols), "")) + "\n")
    latin1 = [chr(c) for c in range(0xC0, 0x100) if c not in (0xD7, 0xF7)]
    f["latin1_words"] = _fill(size, lambda: "".join(r.choice(latin1) for _ in range(r.randrange(2, 8))) + r.choice(" \n,"))
    extended = [chr(c) for c in range(0x100, 0x180)]
    f["latin_extended_words"] = _fill(size, lambda: "".join(r.choice(extended) for _ in range(r.randrange(2, 8))) + " ")
    accented = ["été", "déjà", "élève", "garçon", "année", "où", "très", "über", "größe", "mañana", "niño", "ação", "são",
                "coração", "français", "crème", "château", "naïve", "fiancée", "résumé", "señor", "müller", "straße"]
    f["accented_capitals"] = _fill(size, lambda: " ".join(r.choice(accented + _WORDS).upper() for _ in range(r.randrange(3, 12)))
                                   + r.choice((".\n", ". ", ", ")))
    f["prose"] = _prose(r, size)  # ordinary text, the control
    return f


def samples(size: int, seed: int) -> dict[str, str]:
    """family -> a sample of about ``size`` characters, the same for the same seed on any machine."""
    return _families(random.Random(seed), size)


def families() -> list[str]:
    return list(samples(100, 0))


def main() -> None:
    sys.path.insert(0, __file__.rsplit("/", 1)[0])
    import cli
    cli.check(__doc__)  # -h, or an option it does not take: before any work
    import tokenizers_offline

    count = tokenizers_offline.counters()
    for name, text in samples(100_000, 2).items():
        print(f"{name:<22} {len(text):>8,} chars  " + "  ".join(f"{p} {c(text):>8,}" for p, c in count.items()))


if __name__ == "__main__":
    main()
