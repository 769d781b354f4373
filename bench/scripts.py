"""What a change of script inside a word costs: ctxkit's _SCRIPT_CHANGE_WEIGHTS.

    python bench/scripts.py            # prints each family's need, the weights and their cross-validation
    python bench/scripts.py --separators   # _SEPARATOR_WEIGHTS of digits and dashes
    python bench/scripts.py --space-followers  # the spaces' _SEPARATOR_WEIGHTS and _SPACE_LETTER_WEIGHTS
    python bench/scripts.py --dash-followers   # the dashes' _SEPARATOR_WEIGHTS and _DASH_LETTER_WEIGHTS
    python bench/scripts.py --cjk      # _CJK_LATIN_WEIGHTS: an ASCII letter beside a kana or an ideograph
    python bench/scripts.py --prose    # _SCRIPT_PROSE_WEIGHTS: a script its page-mate's prose underprices
    python bench/scripts.py --spaceless    # _SCRIPT_PROSE_WEIGHTS of Thai, written without spaces
    python bench/scripts.py --symbols  # _SCRIPT_SYMBOL_WEIGHTS: a script's punctuation marks and symbols
    python bench/scripts.py --nfd-marks    # _NFD_MARK_REBATES: an accent typed apart after its letter

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

import contextlib
import math
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import cli
from bigrams import largest_needs, measured, needs, print_weights, setting, without, word_sources
from fit_estimator import PROSE_MIN
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


#: Thai prose written for the bench (none of it in test_ctxkit.py, whose Thai prose checks the weight):
#: a topic each, all of them kinds of text the fit's software catalogues are not.
THAI_PROSE = {
    "health": (
        'โรคเบาหวานเป็นโรคเรื้อรังที่เกิดจากร่างกายไม่สามารถนำน้ำตาลในเลือดไปใ'
        'ช้ได้อย่างมีประสิทธิภาพ ผู้ป่วยควรควบคุมอาหารโดยลดของหวานและแป้งขัดขาว'
        ' ออกกำลังกายสม่ำเสมออย่างน้อยสัปดาห์ละสามถึงห้าวัน และไปพบแพทย์ตามนัดเ'
        'พื่อตรวจระดับน้ำตาลเป็นประจำ หากปล่อยไว้โดยไม่รักษาอาจเกิดภาวะแทรกซ้อน'
        'ที่ไต ตา และหลอดเลือดได้'),
    "recipe": (
        'วิธีทำต้มยำกุ้งแบบง่ายๆ เริ่มจากต้มน้ำให้เดือดแล้วใส่ตะไคร้ ข่า และใบ'
        'มะกรูดลงไปเพื่อให้น้ำซุปมีกลิ่นหอม จากนั้นใส่เห็ดฟางและกุ้งสดที่แกะเป'
        'ลือกแล้ว ปรุงรสด้วยน้ำปลา น้ำมะนาว และพริกขี้หนูบุบตามชอบ ถ้าชอบแบบน้ำ'
        'ข้นให้เติมนมข้นจืดหรือน้ำพริกเผาเล็กน้อยก่อนปิดไฟ'),
    "tax notice": (
        'ตามประกาศของกระทรวงการคลัง ผู้มีเงินได้ที่ต้องเสียภาษีจะต้องยื่นแบบแสด'
        'งรายการภาษีเงินได้บุคคลธรรมดาภายในวันที่สามสิบเอ็ดมีนาคมของทุกปี หรือ'
        'สามารถยื่นผ่านระบบอินเทอร์เน็ตได้ถึงวันที่แปดเมษายน ผู้ที่ยื่นล่าช้าจะ'
        'ต้องเสียเงินเพิ่มร้อยละหนึ่งจุดห้าต่อเดือนของภาษีที่ต้องชำระ'),
    "review": (
        'สินค้าชิ้นนี้คุณภาพดีเกินราคามากค่ะ ส่งไวได้ของภายในสองวัน แพ็คมาอย่าง'
        'ดีไม่มีรอยบุบเลย ลองใช้มาหนึ่งอาทิตย์แล้วแบตเตอรี่ยังอยู่ได้ทั้งวัน เ'
        'สียงลำโพงชัดแต่เบสไม่ค่อยแน่นเท่าไหร่ โดยรวมแล้วพอใจมาก จะกลับมาซื้อ'
        'ซ้ำแน่นอนค่ะ'),
    "announcement": (
        'เรียนลูกค้าผู้มีอุปการคุณ บริษัทขอแจ้งปิดปรับปรุงระบบชั่วคราวในวันเสา'
        'ร์ที่สิบห้าตั้งแต่เวลาเที่ยงคืนถึงหกโมงเช้า ในช่วงเวลาดังกล่าวท่านจะไ'
        'ม่สามารถทำธุรกรรมผ่านแอปพลิเคชันได้ ขออภัยในความไม่สะดวกมา ณ ที่นี้ แ'
        'ละขอขอบคุณที่ไว้วางใจใช้บริการของเราเสมอมา'),
    "family chat": (
        'แม่ครับ วันนี้ผมกลับบ้านดึกหน่อยนะ มีประชุมต่อหลังเลิกงาน ไม่ต้องรอกิน'
        'ข้าวครับ\nจ้ะลูก ขับรถดีๆ นะ ถ้าหิวในตู้เย็นมีแกงเขียวหวานเหลืออยู่ อุ่'
        'นกินได้เลย\nขอบคุณครับแม่ รักนะ'),
    "science news": (
        'นักวิทยาศาสตร์ค้นพบว่าแนวปะการังในอ่าวไทยกำลังเผชิญกับปรากฏการณ์ฟอกขาว'
        'รุนแรงที่สุดในรอบสิบปี เนื่องจากอุณหภูมิของน้ำทะเลสูงกว่าค่าเฉลี่ยต่อเ'
        'นื่องเป็นเวลานาน นักวิจัยแนะนำให้ลดกิจกรรมการท่องเที่ยวในพื้นที่ที่ได้'
        'รับผลกระทบ เพื่อให้ปะการังมีโอกาสฟื้นตัวตามธรรมชาติ'),
    "manual": (
        'ก่อนเริ่มใช้งานเครื่องซักผ้าครั้งแรก กรุณาถอดสกรูยึดถังที่ด้านหลังเค'
        'รื่องออกทั้งสี่ตัว แล้วต่อสายน้ำเข้ากับก๊อกให้แน่น ตั้งเครื่องบนพื้นเ'
        'รียบและปรับขาให้ได้ระดับ จากนั้นเสียบปลั๊กและกดปุ่มเปิดเครื่อง เลือกโป'
        'รแกรมซักที่ต้องการแล้วกดเริ่มทำงาน'),
}


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


#: What follows a Unicode space in the shapes of --space-followers: punctuation (French typography),
#: the digits of a number, or a word.
SPACE_PUNCTUATION = ":;!?\u00bb%"


#: The shapes of --space-followers and --dash-followers, each ``(rng, words, character)`` -> a line: for
#: the character's own weight (before anything but a letter), and for a letter's after it.
FOLLOWER_SHAPES: dict[str, dict[str, dict[str, Callable[[random.Random, list[str], str], str]]]] = {
    "space": {
        "space": {"punctuation": lambda rng, words, c: f"{rng.choice(words)}{c}{rng.choice(SPACE_PUNCTUATION)} ",
                  "number": lambda rng, words, c: f"{rng.randint(1, 999)}{c}{rng.randint(0, 999):03d} {rng.choice(words)} "},
        "letter": {"words": lambda rng, words, c: rng.choice(words) + c,
                   "capitalised": lambda rng, words, c: rng.choice(words).capitalize() + c},
    },
    "dash": {
        "dash": {"spaced": lambda rng, words, c: f"{rng.choice(words)} {c} ",
                 "range": lambda rng, words, c: f"{rng.choice(words)} {rng.randint(1, 999)}{c}{rng.randint(1, 999)} ",
                 "number": lambda rng, words, c: f"{rng.choice(words)} {c}{rng.randint(1, 999)} ",
                 "punctuation": lambda rng, words, c: f"{rng.choice(words)}{c}{rng.choice(',.;:)')} ",
                 "line end": lambda rng, words, c: f"{rng.choice(words)} {rng.choice(words)}{c}\n"},
        "letter": {"words": lambda rng, words, c: rng.choice(words) + c + rng.choice(words) + " ",
                   "capitalised": lambda rng, words, c: rng.choice(words) + c + rng.choice(words).capitalize() + " "},
    },
}
#: Per kind of --*-followers: its characters, its pattern of _SEPARATORS, how many of them stand before
#: a letter in a text, and the name of its own weight.
FOLLOWERS: dict[str, tuple[str, int, Callable[[str], int], str]] = {
    "space": (SPACES, 0, lambda text: len(ctxkit._SPACE_BEFORE_LETTER.findall(text)), "spaces of _SEPARATOR_WEIGHTS"),
    "dash": (DASHES, 2, lambda text: sum(ctxkit._dashes_before_letters(text, dash) for dash in DASHES),
             "dashes of _SEPARATOR_WEIGHTS"),
}


def follower_rows(count, kind: str, term: str) -> dict:
    """--space-followers' and --dash-followers' rows for ``term`` (largest_needs: {(term, source,
    character, shape): per profile (estimate, real, occurrences)}), measured with the term's weight
    0: the ``kind``'s own weight of _SEPARATOR_WEIGHTS (``term`` is ``kind``) on its FOLLOWER_SHAPES,
    each occurrence, or the letter's after it (``"letter"``: _SPACE_LETTER_WEIGHTS,
    _DASH_LETTER_WEIGHTS) on words joined by it, in lower case and capitalised, each occurrence before
    a letter; with every source of everyday and listed words (bigrams.word_sources) and the common
    words of WORDS, each character of the kind (SPACES, DASHES)."""
    characters, index, before_letters, _ = FOLLOWERS[kind]
    sources = {**word_sources(), "common": WORDS}
    rows = {}
    for source, words in sources.items():
        words = [w for w in words if w.isalpha()] or words
        for char in characters:
            rng = random.Random(f"{source}{ord(char)}")
            for shape, make in FOLLOWER_SHAPES[kind][term].items():
                text = fill(lambda make=make, rng=rng, words=words, char=char: make(rng, words, char))
                n = before_letters(text) if term == "letter" else len(ctxkit._SEPARATORS[index].findall(text))
                rows[(term, source, f"U+{ord(char):04X}", shape)] = measured(count, text, n)
    return rows


def print_followers(count, kind: str, letter_weights: dict, then: Callable[[Any], None] | None = None) -> None:
    """--space-followers and --dash-followers: the ``kind``'s own weight of _SEPARATOR_WEIGHTS (before
    anything but a letter), then ``letter_weights`` (_SPACE_LETTER_WEIGHTS, _DASH_LETTER_WEIGHTS) with
    it, then ``then`` with both (the dashes' rebates)."""
    _, index, _, name = FOLLOWERS[kind]

    def own(weights: dict) -> dict:  # the separators' weights with the kind's at ``weights`` (per profile)
        return {p: (*w[:index], weights[p], *w[index + 1:]) for p, w in ctxkit._SEPARATOR_WEIGHTS.items()}

    with without(letter_weights, 0):
        with setting(ctxkit._SEPARATOR_WEIGHTS, own(dict.fromkeys(PROFILES, 0))):
            found = largest_needs(follower_rows(count, kind, kind), name)
        with setting(ctxkit._SEPARATOR_WEIGHTS, own({p: w[kind] for p, w in found.items()})):
            letters = largest_needs(follower_rows(count, kind, "letter"), f"_{kind.upper()}_LETTER_WEIGHTS")
            if then is not None:
                with setting(letter_weights, {p: w["letter"] for p, w in letters.items()}):
                    then(count)


def print_space_followers(count) -> None:
    """--space-followers: the spaces' weight of _SEPARATOR_WEIGHTS, then _SPACE_LETTER_WEIGHTS."""
    print_followers(count, "space", ctxkit._SPACE_LETTER_WEIGHTS)


def print_dash_followers(count) -> None:
    """--dash-followers: the dashes' weight of _SEPARATOR_WEIGHTS, then _DASH_LETTER_WEIGHTS, then
    _SPACED_DASH_REBATES with both."""
    def rebates(counter) -> None:  # measured without themselves
        with without(ctxkit._SPACED_DASH_REBATES, (0, 0, 0)):
            print_dash_rebates(counter)

    print_followers(count, "dash", ctxkit._DASH_LETTER_WEIGHTS, rebates)


#: The shapes of a dash after a space (--dash-followers' rebates): between words, at a line's end,
#: before a number, after a colon, before a word, several in a row.
SPACED_DASH_SHAPES = {
    "spaced": lambda rng, words, dash: f"{rng.choice(words)} {dash} {rng.choice(words)} ",
    "line end": lambda rng, words, dash: f"{rng.choice(words)} {dash}\n",
    "before a number": lambda rng, words, dash: f"{rng.choice(words)} {dash}{rng.randint(1, 999)} ",
    "after a colon": lambda rng, words, dash: f"{rng.choice(words)}: {dash} {rng.choice(words)} ",
    "before a word": lambda rng, words, dash: f"{rng.choice(words)} {dash}{rng.choice(words)} ",
    "in a row": lambda rng, words, dash: f"{rng.choice(words)} {dash} {dash} {dash} ",
}


def print_dash_rebates(count) -> None:
    """--dash-followers, last: ctxkit._SPACED_DASH_REBATES, per profile and group of dashes (em and en
    dashes, figure dash and bar; hyphens; the minus sign) the least, over SPACED_DASH_SHAPES and the
    word sources, of what each dash after a space must be rebated for the estimate to reach the real
    count (the spaced dash's page, pairs and weight price it at 2.2-4 tokens; it is one), at most
    what a dash after a space adds (an estimate never falls as text is appended); each source left
    out, the rebate the others set and the lowest estimate / real it gives that source."""
    groups = ("\u2012\u2013\u2014\u2015", "\u2010\u2011", "\u2212")
    sources = {**word_sources(), "common": WORDS}
    rebates = {}
    for profile in PROFILES:
        estimator = ctxkit.CharHeuristicEstimator(profile, memo_size=0)

        def units(text: str, estimator: ctxkit.CharHeuristicEstimator = estimator) -> int:
            raw = text.encode()
            return estimator._units(text, raw) - ctxkit._known_word_units(raw, estimator)

        found = []
        for group in groups:
            rows = {}
            for source, words in sources.items():
                words = [w for w in words if w.isalpha()] or words
                for dash in group:
                    for shape, make in SPACED_DASH_SHAPES.items():
                        rng = random.Random(f"{source}{ord(dash)}{shape}")
                        text = fill(lambda rng=rng, words=words, dash=dash, make=make: make(rng, words, dash))
                        e, r, n = estimator.estimate(text), count[profile](text), text.count(" " + dash)
                        rows[(source, dash, shape)] = (e, r, n)
            least = min(int(ctxkit._PAIR_UNIT * (e - r) / n) for e, r, n in rows.values())
            bound = min(units(f"{before} {dash}") - units(f"{before} ") for dash in group
                        for before in ("word", "x", "3", "a,", "\u00e9", "\u65e5"))
            rebate = max(0, min(least, bound))
            others = {left: max(0, min(bound, min(int(ctxkit._PAIR_UNIT * (e - r) / n)
                                                   for key, (e, r, n) in rows.items() if key[0] != left)))
                      for left in sources}
            low = min((min((e - others[left] * n / ctxkit._PAIR_UNIT) / r for key, (e, r, n) in rows.items()
                           if key[0] == left), left) for left in sources)
            print(f"  {profile:<7} {group!r}: least {least}, bound {bound}: rebate {rebate}; each source left out, "
                  f"lowest estimate / real {low[0]:.2f} ({low[1]})")
            found.append(rebate)
        rebates[profile] = tuple(found)
    print("_SPACED_DASH_REBATES =", rebates)


#: Chinese and Japanese with ASCII words inside (written for this measurement; the test file's
#: texts are others): what an ASCII letter beside a kana or an ideograph must pay.
CJK_LATIN_TEXTS = {
    'zh_tech': '在这个项目里，我们用FastAPI写后端，前端用React和TypeScript。数据库是PostgreSQL，缓存用Redis。部署的时候先用Docker打包image，再推到Kubernetes集群里。CI用的是GitHub Actions，每次push到main分支都会自动跑pytest和eslint。如果测试没过，PR就不能merge。',
    'zh_chat': '哈哈我昨天也遇到这个bug了，npm install一直报错，后来把node版本从16升到18就好了。你试试先rm -rf node_modules再重新install？还有package-lock.json也删掉。实在不行就用yarn吧，我觉得yarn比npm稳定一点。',
    'zh_dates': '会议定在2024年3月15日下午2点，地点是3楼的A301会议室。预算大约是50万元，其中30%用于采购服务器，20%用于购买SaaS服务。第1季度的KPI完成了85%，第2季度目标是95%。',
    'zh_product': '这款iPhone 15 Pro采用A17芯片，支持USB-C接口和Wi-Fi 6E。屏幕是6.1英寸OLED，刷新率120Hz。电池容量3274mAh，支持20W快充和15W MagSafe无线充电。存储有128GB、256GB、512GB和1TB四个版本。',
    'zh_code_review': '这个函数的time complexity是O(n^2)，建议改成用dict做lookup，可以降到O(n)。另外user_id没有做validation，如果传入None会抛TypeError。config里的timeout建议从30改成10秒，retry次数设成3。',
    'zh_single': 'A和B的区别在于A是mutable的，B是immutable的。用list还是tuple取决于你是否需要修改。如果x大于y就返回x，否则返回y。这里的key必须是str或int，value可以是任意类型。',
    'ja_tech': 'このライブラリはPythonで書かれていて、pip installでインストールできます。設定ファイルはYAML形式で、config.yamlに置いてください。APIのエンドポイントは/api/v1/usersで、GETとPOSTに対応しています。エラーの場合はHTTP 500を返します。',
    'ja_chat': '昨日のmeetingで話したissueですが、PRを出しておきました。reviewお願いします！testはlocalで全部passしてます。CIがちょっと遅いので、mergeは明日になるかもしれません。',
    'ja_dates': '2024年4月1日から新しいpolicyが適用されます。申請は3月31日までにWebフォームから行ってください。費用は1人あたり5,000円で、10名以上の場合は20%割引になります。',
    'zh_numbers_table': '第1名：张三，得分98分；第2名：李四，得分95分；第3名：王五，得分93分。平均分是89.5分，最高分比去年提高了3分，及格率达到97%。',
    'zh_forum': '请问有人用过LangChain吗？我想做一个RAG系统，用OpenAI的embedding存到Chroma里，但是query的时候总是找不到相关的document。是不是chunk size设得太大了？我现在设的是2000，overlap是200。',
    'zh_commits': '修复了login页面的bug；重构UserService，把validation逻辑抽到utils里；升级axios到最新版本；删除了没用的CSS；给API加上rate limit；更新README里的安装说明。',
    'zh_readme': '本项目是一个轻量级的Web框架，基于asyncio实现，支持middleware、路由分组和依赖注入。安装方法：先clone仓库，然后运行make install。更多用法请参考docs目录下的tutorial。',
    'zh_error': '报错信息是KeyError，说明字典里没有这个key。你可以先用get方法取值，或者在访问之前判断key是否存在。如果是从JSON里读出来的数据，检查一下字段名是不是拼错了，比如userName和username。',
    'zh_tw': '這個套件需要先安裝Node.js和npm，然後在終端機執行npm run build就可以產生dist資料夾。如果遇到權限問題，請不要用sudo，改用nvm管理版本會比較好。',
    'zh_identifiers': '调用getUserInfo接口之后，把返回的userId存到localStorage里，然后在fetchOrders的时候带上这个参数。注意isLoading要在finally里设回false，不然按钮会一直转圈。',
    'ja_kanji': '本番環境ではDEBUGをFalseに設定し、SECRET_KEYは環境変数から読み込むこと。DB接続はPostgreSQL推奨、SQLiteは開発用のみ。static配信はNginx経由で行う。',
    'zh_brands': '我用MacBook Pro跑本地模型，16GB内存跑7B参数的Llama没问题，但是跑70B就不行了。Windows上用CUDA会快很多，RTX 4090大概比M2 Max快三倍。',
    # stop 39: ASCII words inside CJK brackets and punctuation
    'ja_steps': '手順：①「git clone」②「cd app」③「make setup」④「make run」。失敗したら「make clean」してから再実行。',
    'ja_glossary': '用語集・「cache」＝一時保存・「queue」＝待ち行列・「lock」＝排他制御・「shard」＝分割・「replica」＝複製',
    'zh_fields': '字段说明：「id」主键，「name」名称，「status」状态，「created_at」创建时间，「tags」标签列表。',
    'ja_options': 'オプション【--verbose】【--dry-run】【--force】を指定できます。既定値は〈off〉、推奨は《on》。',
    'zh_titles': '推荐阅读《Clean Code》、《Refactoring》和《Designing Data-Intensive Applications》，还有《SICP》。',
}


def cjk_latin_needs(count) -> dict[str, list[int]]:
    """Text -> per profile, what each ASCII letter beside a kana, an ideograph or a CJK punctuation
    mark must pay (1/64 token) for the text to reach TARGET of its real count (ctxkit without the term)."""
    with without(ctxkit._CJK_LATIN_WEIGHTS, 0):
        return {name: needs(count, text, ctxkit._cjk_latin_changes(text.encode("utf-16-le", "surrogatepass")))
                for name, text in CJK_LATIN_TEXTS.items()}


def prose_needs(count) -> dict[int, list[int]]:
    """Half page (its first code point) -> per profile, what each of its characters must pay (1/64
    token; ctxkit._SCRIPT_PROSE_WEIGHTS) for the fit sources' prose of its script (the samples
    whose letters are mostly of that half) to reach TARGET of their real count (halves with 3,000
    characters or more)."""
    import collections

    import corpus

    groups: dict[int, list[str]] = collections.defaultdict(list)
    for category, parts in corpus.load().items():
        if category == "short":
            continue
        for text in parts["fit"]:
            halves = collections.Counter(ord(c) >> 7 for c in text if ord(c) >= 0x370 and c.isalpha())
            if halves:
                half, n = halves.most_common(1)[0]
                if n >= sum(halves.values()) / 2:
                    groups[half].append(text)
    out = {}
    with without(ctxkit._SCRIPT_PROSE_WEIGHTS, {}):
        for half, texts in sorted(groups.items()):
            text = "\n".join(texts)
            n = sum(1 for c in text if ord(c) >> 7 == half)
            if n >= PROSE_MIN and half << 7 not in ctxkit._SPACELESS_HALVES:  # those: --spaceless
                out[half << 7] = needs(count, text, n)
    return out


def spaceless_needs(count) -> dict[str, dict]:
    """_SCRIPT_PROSE_WEIGHTS of the Thai half page (ctxkit._SPACELESS_HALVES: its long runs are
    priced as prose): per profile, the largest need (1/64 token a Thai character) for TARGET of the
    real count over the fit sources' Thai catalogues (a source each) and THAI_PROSE (a source each),
    each left out; then the check on what no weight saw: this machine's other Thai catalogues."""
    import collections
    import glob

    import corpus

    thai = corpus.load()["indic_thai"]
    by_file: dict[str, list[str]] = collections.defaultdict(list)
    for text, source in zip(thai["fit"], thai["fit_sources"]):
        if "/th/" in source:
            by_file[Path(source).name].append(text)
    texts = {f"th/{name}": "\n".join(parts) for name, parts in by_file.items()}
    texts.update({f"written:{topic}": text for topic, text in THAI_PROSE.items()})
    saved = {p: dict(w) for p, w in ctxkit._SCRIPT_PROSE_WEIGHTS.items()}
    try:
        for weights in ctxkit._SCRIPT_PROSE_WEIGHTS.values():
            weights.pop(0x0E00, None)
        ctxkit._profile_tables.cache_clear()
        rows = {("0E00", name): measured(count, text, sum(1 for c in text if "\u0e00" <= c < "\u0e80"))
                for name, text in texts.items()}
        others = [f for f in sorted(glob.glob("/usr/share/locale/th/LC_MESSAGES/*.mo"))
                  if Path(f).name not in by_file and "iso_" not in f]
        held = {Path(f).name: text for f in others if (text := "\n".join(corpus._mo_strings(f).splitlines()[:400]))}
        before = {name: [measured(count, text, 0)[k][:2] for k in range(len(PROFILES))] for name, text in held.items()}
    finally:
        for profile, weights in saved.items():
            ctxkit._SCRIPT_PROSE_WEIGHTS[profile].update(weights)
        ctxkit._profile_tables.cache_clear()
    found = largest_needs(rows, "_SCRIPT_PROSE_WEIGHTS (the Thai half, 0x0E00)")
    print("held out, this machine's other Thai catalogues (400 messages each), estimate / real without -> with:")
    for name, text in held.items():
        after = measured(count, text, 0)
        print(f"  {name:<24}" + "  ".join(f"{e / r:.2f} -> {a[0] / a[1]:.2f}" for (e, r), a in zip(before[name], after)))
    return found


#: The symbols' shapes (:func:`symbol_shapes`) and their held-out ones (:func:`symbol_held_out`).
SYMBOL_TARGET = 0.95
SYMBOL_LEAST = 8
ASCII_WORDS = ("build", "failed", "server", "error", "config", "value", "tests", "path", "user", "cache")
HELD_OUT_ASCII_WORDS = ("alpha", "report", "total", "items", "done", "count", "table", "index")


def symbol_chars() -> list[str]:
    """The characters _SCRIPT_SYMBOL_WEIGHTS may price: the punctuation marks, symbols and number
    signs (categories P, S, No) of the BMP from U+0370, but the pages other terms price (U+2000-2BFF,
    U+3000-30FF, the fullwidth and small forms), the surrogates and the private use area."""
    import unicodedata

    def skip(cp: int) -> bool:
        return 0x2000 <= cp < 0x2C00 or 0x3000 <= cp < 0x3100 or cp >> 8 in (0xFE, 0xFF) or 0xD800 <= cp < 0xF900

    return [chr(cp) for cp in range(0x370, 0x10000) if not skip(cp)
            and (unicodedata.category(chr(cp))[0] in "PS" or unicodedata.category(chr(cp)) == "No")]


def page_words() -> dict[int, list[str]]:
    """Page -> the words of one page of the corpus (both parts), the most common first."""
    import collections
    import re

    import corpus

    text = "\n".join(s for parts in corpus.load().values() for part in ("fit", "heldout") for s in parts[part])
    by_page: dict[int, collections.Counter] = collections.defaultdict(collections.Counter)
    for word in re.findall(r"[^\W\d_]+", text):
        pages = {ord(c) >> 8 for c in word}
        if not word.isascii() and len(word) >= 2 and len(pages) == 1:
            by_page[pages.pop()][word] += 1
    return {page: [w for w, _ in counter.most_common()] for page, counter in by_page.items()}


def symbol_shapes(char: str, words: list[str]) -> dict[str, tuple[str, str, int]]:
    """Name -> (a text holding ``char`` k times, the same text without it, k): glued to every third
    word or to every word, between spaces every third word, at a line's end, after ASCII numbers, alone."""
    k, out = 300, {}
    for name, join in (("glued", lambda w, i: w + (char if i % 3 == 2 else "") + " "),
                       ("dense", lambda w, i: w + char + " "),
                       ("spaced", lambda w, i: w + (" " + char if i % 3 == 2 else "") + " "),
                       ("line_end", lambda w, i: w + (char + "\n" if i % 5 == 4 else " "))):
        text = "".join(join(words[(i * 7) % len(words)], i) for i in range(k))
        out[name] = (text, text.replace(char, ""), text.count(char))
    numbers = "".join(f"{100 + 37 * i % 900}{char} " for i in range(k))
    out["numbers"] = (numbers, numbers.replace(char, ""), k)
    out["alone"] = ((char + " ") * k, " " * k, k)
    return out


def symbol_needs(count: dict) -> dict[str, list[int]]:
    """Character -> per profile, what each of its occurrences must pay (1/64 token) for its marginal
    cost in every shape of :func:`symbol_shapes` to reach SYMBOL_TARGET of the real one, measured on
    the estimate without _SCRIPT_SYMBOL_WEIGHTS."""
    words = page_words()
    found = {}
    with without(ctxkit._SCRIPT_SYMBOL_WEIGHTS, ""):
        estimators = [ctxkit.CharHeuristicEstimator(p, memo_size=0) for p in PROFILES]
        for char in symbol_chars():
            mine = words.get(ord(char) >> 8, [])[:200]
            shapes = symbol_shapes(char, mine if len(mine) >= 20 else list(ASCII_WORDS)).values()
            found[char] = [max(0, max(math.ceil(ctxkit._PAIR_UNIT * (SYMBOL_TARGET * (count[p](a) - count[p](b))
                                                                      - (e.estimate(a) - e.estimate(b))) / k)
                                      for a, b, k in shapes))
                           for p, e in zip(PROFILES, estimators)]
    return found


def symbol_held_out(count: dict) -> dict[str, list[str]]:
    """Shape -> texts none of :func:`symbol_shapes` is, one a character of _SCRIPT_SYMBOL_WEIGHTS:
    in parentheses' wake, between two digits of its page, several of its page's marks in turn,
    first on a line, twice, each with other words of its page than the measured ones."""
    import unicodedata

    words = page_words()
    chars = sorted({c for spec in ctxkit._SCRIPT_SYMBOL_WEIGHTS.values() for c in ctxkit._code_point_weights(spec)})
    digits: dict[int, list[str]] = {}
    for cp in range(0x80, 0x10000):
        if unicodedata.category(chr(cp)) == "Nd":
            digits.setdefault(cp >> 8, []).append(chr(cp))
    out: dict[str, list[str]] = {}
    for char in chars:
        page = ord(char) >> 8
        mine = words.get(page, [])[200:500]
        ws = mine if len(mine) >= 20 else list(HELD_OUT_ASCII_WORDS)
        ds = digits.get(page) or list("0123456789")
        marks = [c for c in chars if ord(c) >> 8 == page]
        k = 120
        for name, text in (
                ("parenthesis", "".join(f"({ws[i % len(ws)]}){char} " for i in range(k))),
                ("between_digits", "".join(ds[i % len(ds)] + ds[3 * i % len(ds)] + char + ds[7 * i % len(ds)] + " "
                                           for i in range(k))),
                ("marks_in_turn", "".join(ws[5 * i % len(ws)] + marks[11 * i % len(marks)] + " " for i in range(k))),
                ("line_start", "".join(f"{char} {ws[i % len(ws)]} {ws[3 * i % len(ws)]}\n" for i in range(k))),
                ("twice", "".join(f"{ws[3 * i % len(ws)]}{char}{char} " for i in range(k)))):
            out.setdefault(name, []).append(text)
    return out


def print_symbol_weights(count: dict) -> None:
    found = symbol_needs(count)
    specs = {}
    for k, profile in enumerate(PROFILES):
        groups: dict[int, list[int]] = {}
        for char, need in found.items():
            if need[k] >= SYMBOL_LEAST:
                groups.setdefault(min(need[k], 255), []).append(ord(char))
        spec = []
        for weight, codes in sorted(groups.items()):
            spans: list[list[int]] = []
            for code in sorted(codes):
                if spans and spans[-1][1] == code - 1:
                    spans[-1][1] = code
                else:
                    spans.append([code, code])
            spec.append(",".join(f"{a:x}" if a == b else f"{a:x}-{b:x}" for a, b in spans) + f":{weight}")
        specs[profile] = " ".join(spec)
        print(f"{profile}: {sum(len(c) for c in groups.values())} of {len(found)} characters priced")
    print("_SCRIPT_SYMBOL_WEIGHTS =", specs)


def print_symbol_held_out(count: dict) -> None:
    """The held-out shapes, without the weights and with them: how many (text, profile) under 0.90."""
    texts = symbol_held_out(count)
    if not texts:
        print("held out: _SCRIPT_SYMBOL_WEIGHTS prices no character yet")
        return
    real = {name: [[count[p](t) for p in PROFILES] for t in ts] for name, ts in texts.items()}
    for label in ("without", "with"):
        context = without(ctxkit._SCRIPT_SYMBOL_WEIGHTS, "") if label == "without" else contextlib.nullcontext()
        with context:
            estimators = [ctxkit.CharHeuristicEstimator(p, memo_size=0) for p in PROFILES]
            cells = []
            for name, ts in texts.items():
                ratios = [e.estimate(t) / r for t, rs in zip(ts, real[name]) for e, r in zip(estimators, rs)]
                cells.append(f"{name} {sum(x < 0.9 for x in ratios)} under 0.90 (lowest {min(ratios):.2f}, "
                             f"over 1.5 {sum(x > 1.5 for x in ratios)})")
        print(f"held out, {label} the weights ({len(texts['twice'])} characters x 3 profiles): " + "; ".join(cells))


#: The corpus categories whose samples, decomposed (NFD), measure _NFD_MARK_REBATES, by script (in the
#: order of its entries).
NFD_SCRIPTS = {"latin": ("latin", "prose", "english", "chat"), "greek": ("greek",), "cyrillic": ("cyrillic",)}
#: The fewest marks after a letter a sample must hold to be measured.
NFD_MIN_MARKS = 10
#: Marks and the letters of each script they go on (the bound: what a mark adds after any of them).
NFD_MARKS = "\u0300\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u030a\u030b\u030c\u0323\u0327\u0328\u0313\u0314\u0342"
NFD_LETTERS = {"latin": "aeiouncszAEIOUNCSZ", "greek": "αεηιουωΑΕΗΙΟΥΩ", "cyrillic": "иеаоуИЕАОУ"}


def nfd_listing(text: str) -> str:
    """The words of ``text`` (decomposed) that hold a mark, as lines of a file listing (``Réunion été.pdf``)."""
    words = [w for w in text.split() if any("\u0300" <= ch <= "\u036f" for ch in w)]
    return "".join(f"{a} {b}.pdf\n" for a, b in zip(words[::2], words[1::2]))


def nfd_mark_bound(profile: str, script: str) -> int:
    """The least a mark adds (1/64 token) after a letter of ``script`` (NFD_LETTERS), in three
    contexts, with no rebate: a rebate at most this keeps the estimate monotone."""
    est = ctxkit.CharHeuristicEstimator(profile, memo_size=0)

    def units(s: str) -> int:
        read, raw = ctxkit._as_read(s, profile)
        return est._units(read, raw)

    return min(units(f"{before}{letter}{mark}") - units(f"{before}{letter}")
               for before in ("", "x ", "\u03b1\u03b2 \u0431\u0432 word ") for letter in NFD_LETTERS[script] for mark in NFD_MARKS)


def print_nfd_marks(count: dict) -> None:
    """--nfd-marks: per profile and script, the least excess (1/64 token a mark, the estimate without
    the rebate over the real count) of the fit samples of NFD_SCRIPTS' categories decomposed, as prose
    and as a file listing of their words with marks (NFD_MIN_MARKS marks or more), capped by what a mark
    adds (nfd_mark_bound): no sample goes under its real count. Each sample left out, the least of
    the others and the ratio it gives that sample; the held-out samples, composed and decomposed."""
    import unicodedata

    import corpus

    data = corpus.load()
    rebates = {}
    with without(ctxkit._NFD_MARK_REBATES, (0, 0, 0)):
        for profile in PROFILES:
            est = ctxkit.CharHeuristicEstimator(profile, memo_size=0)
            row = []
            for k, (script, categories) in enumerate(NFD_SCRIPTS.items()):
                # a mark after a letter of this script counts 1 (ctxkit's table with a rebate of 1 for it)
                table = ctxkit._nfd_mark_table(tuple(int(j == k) for j in range(len(NFD_SCRIPTS))))
                rows = []  # (estimate, real, marks, the estimate / real of the text composed)
                for category in categories:
                    for sample in data[category]["fit"]:
                        nfd = unicodedata.normalize("NFD", sample)
                        for text in (nfd, nfd_listing(nfd)):
                            nfc = unicodedata.normalize("NFC", text)
                            raw = ctxkit._as_read(text, profile)[1]
                            n = sum(table[found[0]] for found in ctxkit._NFD_MARK.findall(raw))
                            if n >= NFD_MIN_MARKS:
                                rows.append((est.estimate(text), count[profile](text), n,
                                             est.estimate(nfc) / count[profile](nfc)))
                if profile == "claude" or not rows:  # Claude's tokenizer composes the accents (_NFKC_LETTER_MARKS)
                    row.append(0)
                    continue
                # what a mark may be rebated before the text decomposed is further under (or less over)
                # than the same text composed: the estimate's own error on the text is not the mark's
                excess = [ctxkit._PAIR_UNIT * (e - r * composed) / n for e, r, n, composed in rows]
                bound = nfd_mark_bound(profile, script)
                rebate = max(0, min(math.floor(min(excess)), bound))
                loo = [(e - max(0, min(math.floor(min(excess[:k] + excess[k + 1:])), bound)) * n / ctxkit._PAIR_UNIT)
                       / r / composed for k, (e, r, n, composed) in enumerate(rows)]
                print(f"  {profile:<7} {script:<9} {len(rows):>3} texts, {sum(row[2] for row in rows):>6} marks: least excess "
                      f"{min(excess):7.1f}, median {sorted(excess)[len(excess) // 2]:6.1f}, bound {bound}; rebate {rebate}; "
                      f"each left out {min(loo):.3f}-{max(loo):.3f}x its ratio composed")
                row.append(rebate)
            rebates[profile] = tuple(row)
    with setting(ctxkit._NFD_MARK_REBATES, rebates):
        for category in ("latin", "greek", "cyrillic"):
            text = "\n".join(data[category]["heldout"])
            nfd = unicodedata.normalize("NFD", text)
            print(f"  held-out {category:<9}" + "".join(
                f"  {p} {ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(text) / count[p](text):.3f} composed, "
                f"{ctxkit.CharHeuristicEstimator(p, memo_size=0).estimate(nfd) / count[p](nfd):.3f} decomposed" for p in PROFILES))
    print("_NFD_MARK_REBATES =", rebates)


#: The options of main(): one measure each (``--held-out`` with ``--symbols``).
SCRIPTS_OPTIONS = ("--symbols", "--held-out", "--spaceless", "--prose", "--cjk", "--space-followers", "--dash-followers",
                   "--nfd-marks", "--separators", "--corpus")


def main() -> int:
    cli.check(__doc__, SCRIPTS_OPTIONS, ())  # -h, or an option it does not take: before any work
    count = counters()
    if "--symbols" in sys.argv:
        if "--held-out" not in sys.argv:
            print_symbol_weights(count)
        print_symbol_held_out(count)
        return 0
    if "--spaceless" in sys.argv:
        spaceless_needs(count)
        return 0
    if "--prose" in sys.argv:
        found = prose_needs(count)
        for first, need in found.items():
            print(f"  {first:04X} need {need}")
        print("_SCRIPT_PROSE_WEIGHTS =", {p: {f"0x{first:04X}": n[k] for first, n in found.items() if n[k]}
                                          for k, p in enumerate(PROFILES)})
        return 0
    measures = {"--cjk": lambda count: print_weights("_CJK_LATIN_WEIGHTS", cjk_latin_needs(count), every=True),
                "--space-followers": print_space_followers, "--dash-followers": print_dash_followers,
                "--nfd-marks": print_nfd_marks}
    for option, measure in measures.items():
        if option in sys.argv:  # the followers: the character's own weight, then a letter's after it
            measure(count)
            return 0
    if "--separators" in sys.argv:
        weights = []
        for label, family_needs in zip(("spaces", "digits", "dashes"), separator_needs(count)):
            most = [max(n[k] for n in family_needs.values()) for k in range(len(PROFILES))]
            weights.append(most)
            worst = {p: max((n[k], name) for name, n in family_needs.items())[1] for k, p in enumerate(PROFILES)}
            loo = [sorted((n[k] for n in family_needs.values()), reverse=True)[1] for k in range(len(PROFILES))]
            print(f"{label:<7} {len(family_needs)} families: need {most} (the largest: {worst}); left out, the next: {loo}")
        print("_SEPARATOR_WEIGHTS =", {p: tuple(w[k] for w in weights) for k, p in enumerate(PROFILES)})
        print("(the spaces' row is their need on top of _SPACE_LETTER_WEIGHTS; since stop 60 their weight is "
              "--space-followers', by what follows a space)")
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
