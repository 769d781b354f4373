"""Fit CharHeuristicEstimator's weights, per profile, on the fit part of the corpus.

    python bench/fit_estimator.py            # print the fitted table and its accuracy
    python bench/fit_estimator.py --write    # and write it into ctxkit.py's _PROFILES

Non-negative least squares on the relative error of each sample, every category weighted alike:
non-negative weights keep the estimate monotone (appending text never lowers it). The weights are
then multiplied by ctxkit._SAFETY_BIAS. Needs numpy and scipy (bench extra).
"""
from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]

import numpy as np  # noqa: E402
from scipy.optimize import nnls  # noqa: E402

import corpus  # noqa: E402
import ctxkit  # noqa: E402
import tokenizers_offline  # noqa: E402

PROFILES = ("o200k", "cl100k", "claude")


def truth(corp: dict) -> dict:
    """Real token counts of every sample, cached next to the corpus cache."""
    cache = os.path.join(os.environ.get("TMPDIR", "/tmp"), "ctxkit-corpus-truth.json")
    key = sum(len(s) for parts in corp.values() for part in parts.values() for s in part)
    if os.path.exists(cache):
        with open(cache) as handle:
            stored = json.load(handle)
        if stored.get("key") == key:
            return stored["counts"]
    count = tokenizers_offline.counters()
    counts = {p: {cat: {part: [count[p](s) for s in samples] for part, samples in parts.items()}
                  for cat, parts in corp.items()} for p in PROFILES}
    with open(cache, "w") as handle:
        json.dump({"key": key, "counts": counts}, handle)
    return counts


def feature_matrix(samples: list[str], names: list[str]) -> np.ndarray:
    return np.array([[f[n] for n in names] for f in map(ctxkit._text_features, samples)], dtype=float)


def fit(corp: dict, counts: dict, names: list[str]) -> dict[str, np.ndarray]:
    weights = {}
    for profile in PROFILES:
        rows, targets = [], []
        for category, parts in corp.items():
            y = np.array(counts[profile][category]["fit"], dtype=float)
            scale = 1.0 / y / np.sqrt(len(y))  # relative error; each category weighs the same
            rows.append(feature_matrix(parts["fit"], names) * scale[:, None])
            targets.append(y * scale)
        coef, _ = nnls(np.vstack(rows), np.concatenate(targets))
        weights[profile] = coef * ctxkit._SAFETY_BIAS
    return weights


def render(weights: dict[str, np.ndarray], names: list[str]) -> str:
    lines = ["_PROFILES: dict[str, dict[str, float]] = {"]
    for profile, coef in weights.items():
        items = [f"{name!r}: {value:.4f}" for name, value in zip(names, coef) if round(value, 4) > 0]
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
    corp = corpus.load()
    counts = truth(corp)
    names = list(ctxkit._FEATURE_NAMES)
    weights = fit(corp, counts, names)
    table = render(weights, names)
    print(table)
    for profile, coef in weights.items():
        for part in ("fit", "heldout"):
            errors = []
            for category, parts in corp.items():
                predicted = feature_matrix(parts[part], names) @ coef
                actual = sum(counts[profile][category][part])
                errors.append(f"{category[:9]} {100 * (predicted.sum() - actual) / actual:+.1f}")
            print(f"{profile:<7} {part:<8}", ", ".join(errors))
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
