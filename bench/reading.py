"""What the sentence-kind model costs when reading a message (docs/understanding.md "Cost").

    .venv/bin/python bench/reading.py            # every client turn of the main scenarios, best of 3
    .venv/bin/python bench/reading.py --quick    # one pass over the first 300 turns

Times `understand` over the client turns of the main scenarios, read with the cues alone and with the
sentence-kind model, the two alternated pass by pass in one process with every cache cleared before each
pass, and prints ms per message and their ratio (the machines are noisy: compare within one run).
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from wiki.understanding import extract, kinds  # noqa: E402
from wiki.understanding.lexicon import _find_areas  # noqa: E402

DAY = dt.date(2026, 11, 2)


def turns() -> list[str]:
    from scenarios import main

    return [
        event.payload["text"]
        for scenario in main.SCENARIOS
        for day in scenario.days
        for event in day
        if event.kind == "chat.turn" and event.payload.get("role") == "user"
    ]


def one_pass(texts: list[str], *, learned: bool) -> float:
    for cached in (extract._understand, kinds.unread_kinds, _find_areas):
        cached.cache_clear()
    started = time.perf_counter()
    for text in texts:
        extract.understand(text, DAY, learned=learned)
    return (time.perf_counter() - started) * 1000 / len(texts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--quick", action="store_true", help="one pass over the first 300 turns")
    args = parser.parse_args()
    texts = turns()[:300] if args.quick else turns()
    kinds.scores(["warm up the embedding model"])  # its load is once per process, not per message
    best = {False: float("inf"), True: float("inf")}
    for _ in range(1 if args.quick else 3):
        for learned in (False, True):
            best[learned] = min(best[learned], one_pass(texts, learned=learned))
    print(f"{len(texts)} client turns, best of {1 if args.quick else 3} passes")
    print(f"cues alone: {best[False]:.2f} ms/message; with the model: {best[True]:.2f} ms/message")
    print(f"ratio: × {best[True] / best[False]:.2f}")


if __name__ == "__main__":
    main()
