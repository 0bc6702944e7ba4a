"""Train the sentence-kind model (wiki/understanding/kinds.py; docs/understanding.md "The sentence-kind
model") and write wiki/understanding/kinds.npz.

    .venv/bin/python bench/train_kinds.py            # train on the whole corpus, write the weights
    .venv/bin/python bench/train_kinds.py --check    # leave-one-batch-out: how well it files unseen batches

The corpus is every client sentence of the tuned main scenarios and the sentences the understanding
tests quote (tests/wiki/understanding, not test_kinds.py). Its labels are the cues' own reading: a
sentence is of a kind when a cue of that kind quoted it (`understand(..., learned=False)`). The untuned
batches (UNTUNED) and the held-out sets are never read: they measure the model, so it never sees them.
Training is full-batch gradient descent from zeros, so the same corpus gives the same weights, bit for bit.
"""

from __future__ import annotations

import argparse
import ast
import datetime as dt
import importlib
import pkgutil
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from wiki.understanding import kinds  # noqa: E402
from wiki.understanding.extract import quoted_by_kind, understand  # noqa: E402
from wiki.understanding.normalise import normalise  # noqa: E402
from wiki.understanding.sentences import sentences  # noqa: E402

# blind batches: a measure, never training data
UNTUNED = (
    "main_w",
    "main_x",
    "main_y",
    "main_z",
    "main_aa",
    "main_ab",
    "main_ac",
    "main_ad",
    "main_ae",
    "main_af",
    "main_ag",
    "main_ah",
    "main_aj",
    "main_ak",
    "main_al",
    "main_am",
    "main_ao",
    "main_ap",
    "main_ay",
)
TESTS = ROOT / "tests" / "wiki" / "understanding"
DAY = dt.date(2026, 11, 2)
STEPS, RATE, L2 = 400, 1.0, 1e-3


def scenario_texts() -> dict[str, list[str]]:
    """Each tuned scenario batch's client turns, by batch (the base file is "main")."""
    import scenarios
    from scenarios import main

    owner: dict[str, str] = {}
    for module in pkgutil.iter_modules(scenarios.__path__):
        if module.name.startswith("main_"):
            for scenario in importlib.import_module(f"scenarios.{module.name}").SCENARIOS:
                owner[scenario.name] = module.name
    texts: dict[str, list[str]] = defaultdict(list)
    for scenario in main.SCENARIOS:
        batch = owner.get(scenario.name, "main")
        if batch in UNTUNED:
            continue
        for day in scenario.days:
            for event in day:
                if event.kind == "chat.turn" and event.payload.get("role") == "user":
                    texts[batch].append(event.payload["text"])
    return texts


def test_texts() -> list[str]:
    """The string literals of the understanding tests that read like something a client says."""
    found = []
    for path in sorted(TESTS.glob("test_*.py")):
        if path.name == "test_kinds.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            said = node.value if isinstance(node, ast.Constant) else None
            if isinstance(said, str) and len(said.split()) >= 3:
                found.append(said)
    return found


def examples(messages: list[str]) -> dict[str, set[str]]:
    """Each readable sentence part → the kinds whose cues quoted its sentence (empty: none did)."""
    labelled: dict[str, set[str]] = {}
    for message in messages:
        read = normalise(message[:4000])[0]
        quoted = quoted_by_kind(understand(read, DAY, learned=False))
        for span in sentences(read):
            part = kinds.stated(span.text)
            if not kinds.readable(span.text) or len(part.split()) < kinds.MIN_WORDS:
                continue
            said = {k for k, quotes in quoted.items() if any(kinds.overlaps(span.text, q) for q in quotes)}
            labelled.setdefault(part, set()).update(said)
    return labelled


def train(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """One-vs-rest logistic regression by full-batch gradient descent (float64, from zeros)."""
    x64, weights = x.astype(np.float64), np.zeros((x.shape[1], y.shape[1]))
    for _ in range(STEPS):
        predicted = 1.0 / (1.0 + np.exp(-(x64 @ weights)))
        weights -= RATE * (x64.T @ (predicted - y) / len(x64) + L2 * weights)
    return weights.astype(np.float32)


def matrices(labelled: dict[str, set[str]]) -> tuple[list[str], np.ndarray, np.ndarray]:
    parts = sorted(labelled)
    y = np.array([[kind in labelled[p] for kind in kinds.KINDS] for p in parts], dtype=np.float64)
    return parts, kinds.features(parts), y


def check(batches: dict[str, dict[str, set[str]]]) -> None:
    """Leave one batch out: train on the rest, file the batch's sentences, compare with the cues."""
    right = wrong = missed = 0
    for name, held in sorted(batches.items()):
        rest: dict[str, set[str]] = {}
        for other, labelled in batches.items():
            if other != name:
                for part, said in labelled.items():
                    rest.setdefault(part, set()).update(said)
        weights = train(*matrices(rest)[1:])
        parts, x, _ = matrices(held)
        probabilities = 1 / (1 + np.exp(-(x @ weights)))
        filed = [kinds.kind_of(p, row) for p, row in zip(parts, probabilities, strict=True)]
        for part, kind in zip(parts, filed, strict=True):
            truth = held[part] & set(kinds.FILED)
            right += bool(kind) and kind in truth
            wrong += bool(kind) and kind not in truth
            missed += bool(truth) and kind not in truth
        print(f"  {name:<10} {len(parts):>5} sentences")
    print(f"filed right {right}, filed wrong {wrong}, missed {missed}")
    print(f"precision {right / max(1, right + wrong):.3f}, recall {right / max(1, right + missed):.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="leave-one-batch-out precision and recall")
    args = parser.parse_args()
    batches = {name: examples(texts) for name, texts in scenario_texts().items()}
    batches["tests"] = examples(test_texts())
    if args.check:
        check(batches)
        return
    everything: dict[str, set[str]] = {}
    for labelled in batches.values():
        for part, said in labelled.items():
            everything.setdefault(part, set()).update(said)
    parts, x, y = matrices(everything)
    np.savez_compressed(kinds.WEIGHTS, weights=train(x, y))
    counts = ", ".join(f"{k} {int(n)}" for k, n in zip(kinds.KINDS, y.sum(axis=0), strict=True))
    print(f"{len(parts)} sentences ({counts}) → {kinds.WEIGHTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
