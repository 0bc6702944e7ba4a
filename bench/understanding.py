"""Does what a client SAYS become what the system knows? The scenario suite (docs/understanding.md).

    .venv/bin/python bench/understanding.py                 # every scenario: main, held-out, B and C
    .venv/bin/python bench/understanding.py --fast          # a representative subset (CI)
    .venv/bin/python bench/understanding.py --only pain_L_wrist_pushups,goal_   # names or prefixes
    .venv/bin/python bench/understanding.py --heldout       # the held-out scenarios only (all three sets)
    .venv/bin/python bench/understanding.py --blind         # held-out sets: the scores only, no details
    .venv/bin/python bench/understanding.py --cues-only     # the sentence-kind model off (its share)
    ANTHROPIC_API_KEY=sk-ant-… .venv/bin/python bench/understanding.py --distiller anthropic --json
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/coda_bench .venv/bin/python bench/understanding.py

Each scenario creates a client through the public API, posts days of events (chat turns and the
rest) at their local times, runs each day's nightly with `manage.py distill`, and then checks where
each said thing landed: wiki pages, open alerts, context bundles. The score counts expectations, not
scenarios: met ÷ all, reported separately for the main, the held-out, the held-out B and the held-out C
scenarios. It
measures; it does not gate: the exit code is 0 whatever the score, 2 if a scenario could not be played
(a harness crash).

`--distiller anthropic` scores a real model only: it needs ANTHROPIC_API_KEY and an endpoint that is
not this machine (ANTHROPIC_BASE_URL unset, or a non-loopback host). Otherwise it exits with status 3,
a message and no score — a local fake API or the synthetic recordings of tests/wiki/llm/recordings/
would score hand-written answers, not a model (docs/anthropic.md, "`--distiller anthropic`").
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import os
import sys
import time
from collections import defaultdict
from collections.abc import Mapping
from urllib.parse import urlsplit

from _setup import bootstrap

FAST_MAIN_STRIDE = 4  # --fast: every 4th main scenario …
FAST_HELDOUT = 3  # … and the first 3 of each held-out set
SUITES = ("main", "heldout", "heldout_b", "heldout_c")
HELD_OUT = frozenset({"heldout", "heldout_b", "heldout_c"})  # --blind: aggregate scores only
LABELS = {"main": "main", "heldout": "heldout", "heldout_b": "held-out B", "heldout_c": "held-out C"}
REFUSED = 3  # exit status of a refused --distiller anthropic run (no score)
LOOPBACK_NAMES = {"localhost", "ip6-localhost", "ip6-loopback"}


def _loopback(host: str) -> bool:
    if host.lower() in LOOPBACK_NAMES or host.lower().endswith(".localhost"):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.is_loopback or address.is_unspecified


def real_api_refusal(environ: Mapping[str, str]) -> str | None:
    """Why an anthropic run may not report a score here — or None when it talks to a real API."""
    if not environ.get("ANTHROPIC_API_KEY", "").strip():
        return (
            "--distiller anthropic scores a real model only: set ANTHROPIC_API_KEY (a real key). "
            "No score was computed."
        )
    base_url = environ.get("ANTHROPIC_BASE_URL", "").strip() or "https://api.anthropic.com"
    host = urlsplit(base_url).hostname or ""
    if not host or _loopback(host):
        return (
            f"--distiller anthropic scores a real model only: ANTHROPIC_BASE_URL={base_url} is this machine "
            "(a fake or replayed API answers with written answers, not a model). No score was computed."
        )
    return None


def select(args: argparse.Namespace) -> list[tuple[str, object]]:
    from scenarios import heldout, heldout_b, heldout_c, main

    sets = {
        "main": main.SCENARIOS,
        "heldout": heldout.SCENARIOS,
        "heldout_b": heldout_b.SCENARIOS,
        "heldout_c": heldout_c.SCENARIOS,
    }
    chosen: list[tuple[str, object]] = []
    if not args.heldout:
        mains = main.SCENARIOS[::FAST_MAIN_STRIDE] if args.fast else main.SCENARIOS
        chosen += [("main", s) for s in mains]
    for suite in ("heldout", "heldout_b", "heldout_c"):
        held = sets[suite][:FAST_HELDOUT] if args.fast else sets[suite]
        chosen += [(suite, s) for s in held]
    if args.only:
        wanted = [name.strip() for name in args.only.split(",") if name.strip()]
        every = [(suite, s) for suite in SUITES for s in sets[suite]]
        chosen = [(suite, s) for suite, s in every if any(s.name.startswith(w) for w in wanted)]
        if not chosen:
            sys.exit(f"no scenario named {args.only!r}")
    return chosen


def score(results) -> dict:
    met = sum(r.met for r in results)
    total = sum(r.total for r in results)
    return {"met": met, "total": total, "score": round(met / total, 4) if total else None}


def summary(results, *, distiller: str, database: str, seconds: float, blind: bool = False) -> dict:
    by_category: dict[str, list] = defaultdict(list)
    for result in results:
        if not (blind and result.suite in HELD_OUT):
            by_category[result.category].append(result)
    shown = [r for r in results if not (blind and r.suite in HELD_OUT)]
    return {
        "distiller": distiller,
        "database": database,
        "seconds": round(seconds, 1),
        "scores": {
            suite: score([r for r in results if r.suite == suite])
            for suite in SUITES
            if any(r.suite == suite for r in results)
        },
        "categories": {name: score(rs) for name, rs in sorted(by_category.items())},
        "errors": sum(bool(r.error) for r in results),
        "scenarios": [
            {
                "name": r.name,
                "suite": r.suite,
                "category": r.category,
                "met": r.met,
                "total": r.total,
                "seconds": round(r.seconds, 2),
                "error": r.error or None,
                "notes": r.notes,
                "unmet": [{"expectation": o.expectation, "found": o.found} for o in r.outcomes if not o.met],
            }
            for r in shown
        ],
    }


def print_result(result) -> None:
    mark = "ok " if result.met == result.total else "   "
    score = f"{result.met}/{result.total}"
    print(f"{mark}{result.name:<38} {result.category:<10} {score:>5}  ({result.seconds:.1f} s)")
    if result.error:
        print(f"      CRASHED: {result.error}")
    for note in result.notes:
        print(f"      note: {note}")
    for outcome in result.outcomes:
        if not outcome.met:
            print(f"      ✗ {outcome.expectation}")
            print(f"          found: {outcome.found}")


def print_summary(report: dict) -> None:
    print("\nby category:")
    for name, s in report["categories"].items():
        print(f"  {name:<11} {s['met']:>3}/{s['total']:<3} {s['score'] * 100:5.1f} %")
    print()
    for suite, s in report["scores"].items():
        print(f"{LABELS[suite]} score: {s['met']}/{s['total']} = {s['score'] * 100:.1f} %")
    print(f"({report['distiller']} distiller, {report['database']}, {report['seconds']} s)")
    if report["errors"]:
        print(f"{report['errors']} scenario(s) crashed — see CRASHED above")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument(
        "--fast", action="store_true", help="every 4th main scenario + the first 3 of each held-out set (CI)"
    )
    parser.add_argument("--only", help="comma-separated scenario names (or name prefixes)")
    parser.add_argument("--heldout", action="store_true", help="the held-out scenarios only (all three sets)")
    parser.add_argument("--distiller", choices=["rules", "anthropic"], default=None)
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument(
        "--blind",
        action="store_true",
        help="held-out scenarios (all three sets): report only their aggregate scores (no names, categories "
        "or misses), so tuning never sees them",
    )
    parser.add_argument(
        "--cues-only",
        action="store_true",
        help="read with the cues alone (the sentence-kind model off): what the model adds is the difference",
    )
    args = parser.parse_args()
    if args.distiller == "anthropic" and (refusal := real_api_refusal(os.environ)):
        print(refusal, file=sys.stderr)
        sys.exit(REFUSED)
    if args.distiller:
        os.environ["WIKI_DISTILLER"] = args.distiller  # inline ingests use the same distiller
    database = bootstrap()

    from django.conf import settings
    from scenarios.runner import Harness, play

    distiller = args.distiller or settings.WIKI_DISTILLER
    harness = Harness.create(distiller=args.distiller)
    if args.cues_only:
        from wiki.understanding import kinds

        kinds.unread_kinds = lambda *_: ()  # this process only: the model files nothing
    started = time.perf_counter()
    results = []
    for suite, scenario in select(args):
        result = play(harness, scenario, suite)
        results.append(result)
        if not args.json and not (args.blind and suite in HELD_OUT):
            print_result(result)
    seconds = time.perf_counter() - started
    report = summary(results, distiller=distiller, database=database, seconds=seconds, blind=args.blind)
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        print_summary(report)
    sys.exit(2 if report["errors"] else 0)


if __name__ == "__main__":
    main()
