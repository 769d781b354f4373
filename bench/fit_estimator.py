"""Fit CharHeuristicEstimator's weights, per profile, on the fit part of the corpus and the stress corpus.

    python bench/fit_estimator.py            # print the fitted table and its accuracy
    python bench/fit_estimator.py --write    # and write it into ctxkit.py's _PROFILES

A linear program per profile (scipy's HiGHS): minimise the mean relative error per sample (UNDER
weighs an under-count against an over-count; 2 was tried: it pushed claude's Indic over +10%), every category of the corpus (bench/corpus.py) and a
category of short texts weighted alike, subject to
- each category's summed estimate within [LOW, HIGH] of the real count (a small over-count is the
  safe side: an under-count overflows the window, an over-count only prunes a little early);
- every sample of every stress family (bench/stress.py, seed 1, at 1 KB, 10 KB and 100 KB) at
  least FLOOR of its real count: runs, fullwidth forms, combining marks, capitals next to spaces...
- every weight >= 0 (the estimate is monotone: appending text never lowers it) and small enough
  for one byte in units of 1/64 token.
The figures reported by bench/bench_estimator.py are on the held-out corpus and on stress samples
of another seed. Needs numpy and scipy (bench extra).
"""
from __future__ import annotations

import json
import os
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import corpus  # noqa: E402
import numpy as np  # noqa: E402
import stress  # noqa: E402
import tokenizers_offline  # noqa: E402
from scipy.optimize import Bounds, LinearConstraint, linprog, milp  # noqa: E402
from scipy.sparse import csr_matrix, diags, hstack, identity, vstack  # noqa: E402

import ctxkit  # noqa: E402

PROFILES = ("o200k", "cl100k", "claude")
LOW, HIGH = 0.0, 0.06
FLOOR = 0.97
UNDER = 1.0
STRESS_SIZES = (1_000, 10_000, 100_000)
MILP_SECONDS = 120
#: Categories whose sums are constrained; misc (rare scripts, emoji in prose) is fitted, not bound.
BOUND = [c for c in ("short", "english", "latin", "cjk", "cyrillic", "greek", "arabic_hebrew", "indic_thai", "python",
                     "code", "json", "logs", "command_output", "markup", "numbers_csv", "encoded")]
NAMES = ["one"] + [n for n in ctxkit._PAIR_NAMES if n[1] != "$"]
CODES = [code for code, n in enumerate(ctxkit._PAIR_NAMES) if n[1] != "$"]
CAP = 255 / ctxkit._PAIR_UNIT


def features(text: str) -> np.ndarray:
    """[1, count of each pair code] of ``text``, as the estimator computes them."""
    raw = text.encode("utf-8", "surrogatepass")
    row = np.zeros(len(NAMES))
    if raw:
        row[0] = 1
        row[1:] = np.bincount(np.frombuffer(ctxkit._pair_codes(raw), dtype=np.uint8), minlength=256)[CODES]
    return row


def _cached(name: str, key: object, compute):
    path = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"ctxkit-{name}.json")
    if os.path.exists(path):
        with open(path) as handle:
            stored = json.load(handle)
        if stored.get("key") == key:
            return stored["value"]
    value = compute()
    with open(path, "w") as handle:
        json.dump({"key": key, "value": value}, handle)
    return value


def truth(corp: dict) -> dict:
    """Real token counts of every corpus sample, cached in $TMPDIR."""
    key = sum(len(s) for parts in corp.values() for part in parts.values() for s in part)

    def compute():
        count = tokenizers_offline.counters()
        return {p: {cat: {part: [count[p](s) for s in samples] for part, samples in parts.items()}
                    for cat, parts in corp.items()} for p in PROFILES}
    return _cached("corpus-truth", key, compute)


def stress_set(seed: int, sizes=STRESS_SIZES) -> tuple[list[tuple[str, int, str]], dict]:
    """[(family, size, text)] and {profile: [real count]} for the stress corpus of ``seed``."""
    items = [(family, size, text) for size in sizes for family, text in stress.samples(size, seed).items()]
    key = [seed, list(sizes), sum(len(t) for _, _, t in items)]

    def compute():
        count = tokenizers_offline.counters()
        return {p: [count[p](t) for _, _, t in items] for p in PROFILES}
    return items, _cached(f"stress-truth-{seed}", key, compute)


def with_short(corp: dict) -> dict:
    """The corpus plus a category of short texts (3-80 characters cut from the fit and held-out
    samples of every category): what an estimator is asked most often (roles, names, ids, short
    messages), and what pins the per-text constant ``one``."""
    rng = random.Random(0)
    short: dict[str, list[str]] = {"fit": [], "heldout": []}
    for part in short:
        for parts in corp.values():
            for sample in parts[part][::4]:
                for _ in range(6):
                    start = rng.randrange(max(1, len(sample) - 80))
                    piece = sample[start:start + rng.randrange(3, 81)].strip()
                    if piece:
                        short[part].append(piece)
    return {**corp, "short": short}


def fit_profile(corp: dict, counts: dict, stress_items: list, stress_counts: list) -> np.ndarray:
    rows, ys, costs, cats = [], [], [], []
    n_cats = len(corp)
    for category, parts in corp.items():
        y = np.array(counts[category]["fit"], dtype=float)
        rows.append(np.array([features(s) for s in parts["fit"]]))
        ys.append(y)
        costs.append(np.full(len(y), 1.0 / len(y) / n_cats))
        cats.append(category)
    X = np.vstack(rows)
    y = np.concatenate(ys)
    k, s = X.shape[1], X.shape[0]
    # Variables: weights w (k), per-sample error e (s). Rows: (Xw - y)/y <= e, UNDER (y - Xw)/y <= e:
    # an under-count costs UNDER times an over-count of the same size.
    Xr = csr_matrix(X / y[:, None])
    eye = identity(s, format="csr")
    A = [hstack([Xr, -eye]), hstack([-UNDER * Xr, -eye])]
    b = [np.ones(s), -UNDER * np.ones(s)]
    bands_A, bands_b = [], []
    offset = 0
    for category, block in zip(cats, rows):
        n = len(block)
        if category in BOUND:
            total = block.sum(axis=0)
            real = y[offset:offset + n].sum()
            zeros = csr_matrix((1, s))
            bands_A += [hstack([csr_matrix(total[None, :]), zeros]), hstack([csr_matrix(-total[None, :]), zeros])]
            bands_b += [np.array([(1 + HIGH) * real]), np.array([-(1 + LOW) * real])]
        offset += n
    S = np.array([features(t) for _, _, t in stress_items])
    real = np.array(stress_counts, dtype=float)
    A.append(hstack([csr_matrix(-S), csr_matrix((len(S), s))]))
    b.append(-FLOOR * real)
    c = np.concatenate([np.zeros(k), np.concatenate(costs)])
    bounds = [(0, 5.0)] + [(0, CAP)] * (k - 1) + [(0, None)] * s
    result = linprog(c, A_ub=vstack(A + bands_A).tocsr(), b_ub=np.concatenate(b + bands_b), bounds=bounds,
                     method="highs")
    if result.status != 0:
        raise SystemExit(f"linprog: {result.message}")
    # Pair weights are stored as bytes of 1/64 token: the same program again with those weights
    # integers in that unit (HiGHS branch and bound, from the relaxation just solved), so no
    # constraint is lost to rounding (a run of one letter weighs ~0.1 token a byte).
    scale = np.ones(k + s)
    scale[1:k] = 1 / ctxkit._PAIR_UNIT
    integer = np.zeros(k + s)
    integer[1:k] = 1
    A_all = vstack(A + bands_A).tocsr() @ diags(scale)
    b_all = np.concatenate(b + bands_b)
    lo = np.array([lo for lo, _ in bounds], dtype=float) / scale
    hi = np.array([np.inf if hi is None else hi for _, hi in bounds], dtype=float) / scale
    result = milp(c * scale, constraints=LinearConstraint(A_all, -np.inf, b_all), integrality=integer,
                  bounds=Bounds(lo, hi), options={"time_limit": MILP_SECONDS, "mip_rel_gap": 0.02})
    if result.x is None:
        raise SystemExit(f"milp: {result.message}")
    return (result.x * scale)[:k]


def render(weights: dict[str, np.ndarray]) -> str:
    lines = ["_PROFILES: dict[str, dict[str, float]] = {"]
    for profile, coef in weights.items():
        items = [f"{name!r}: {value:.4f}" if name == "one" else f"{name!r}: {round(value * 64)}/64"
                 for name, value in zip(NAMES, coef) if round(value, 4) > 0]
        body, line = [], "       "
        for item in items:
            if len(line) + len(item) + 2 > 100:
                body.append(line)
                line = "       "
            line += " " + item + ","
        body.append(line)
        lines.append(f"    {profile!r}: {{\n" + "\n".join(body) + "\n    },")
    lines.append("}")
    return "\n".join(lines)


def main() -> None:
    corp = with_short(corpus.load())
    counts = truth(corp)
    items, real = stress_set(1)
    weights = {p: fit_profile(corp, counts[p], items, real[p]) for p in PROFILES}
    table = render(weights)
    print(table)
    held_items, held_real = stress_set(2, stress.SIZES)
    for profile, coef in weights.items():
        for part in ("fit", "heldout"):
            errors = []
            for category, parts in corp.items():
                predicted = np.array([features(s) for s in parts[part]]) @ coef
                actual = sum(counts[profile][category][part])
                errors.append(f"{category[:9]} {100 * (predicted.sum() - actual) / actual:+.1f}")
            print(f"{profile:<7} {part:<8}", ", ".join(errors))
        ratios = [(f"{fam}@{size}", (features(t) @ coef) / r) for (fam, size, t), r in zip(held_items, held_real[profile])]
        worst = sorted(ratios, key=lambda kv: kv[1])[:5]
        print(f"{profile:<7} stress seed 2, lowest estimate/real:", ", ".join(f"{n} {v:.2f}" for n, v in worst))
    if "--write" in sys.argv:
        source = (HERE.parent / "ctxkit.py").read_text()
        source, n = re.subn(r"_PROFILES: dict\[str, dict\[str, float\]\] = \{\n.*?\n\}\n", lambda _: table + "\n", source,
                            count=1, flags=re.S)
        if n != 1:
            raise SystemExit("could not find _PROFILES in ctxkit.py")
        (HERE.parent / "ctxkit.py").write_text(source)
        print("wrote _PROFILES into ctxkit.py")


if __name__ == "__main__":
    main()
