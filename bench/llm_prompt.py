"""Size of the anthropic distiller's nightly request at day 7 vs day 180 of a client's history
(docs/anthropic.md, "Benchmark").

    .venv/bin/python bench/llm_prompt.py              # SQLite in a temp dir, 7 vs 180 days
    DATABASE_URL=postgres://postgres@127.0.0.1:5432/coda_bench .venv/bin/python bench/llm_prompt.py
    .venv/bin/python bench/llm_prompt.py --quick      # 7 vs 60 days

No network: nothing is sent. Two Marta-like clients (the demo persona, same external id in two tenants)
get 7 and 180 days of events; every day but the last is distilled through the real pipeline with the
rules distiller (inline triggers, coach block, a resolved contradiction — as `manage.py demo` does).
Then the last day's nightly request is built exactly as a batch would submit it, and measured with
coda_console.tokens.estimate_tokens: the whole request, its stable cached prefix (tools + instructions +
SCHEMA.md) and each part of the per-run material. The task includes the pages beyond the map the
offline extractor adds (LLM_EXTRA_PAGES), as a batch submits it; the pages are measured as sent (long
ledgers bounded to their newest lines, wiki/llm/excerpts.py). The target: the day-180 request at most
1.10 × the day-7 one, and no growth with the wiki's age beyond what the candidate pages' caps allow
(≤ 90 lines each); the naive alternative — the whole history in the prompt — is shown for scale.

Last, an ESTIMATED cost per client per night from those token counts and the configured prices
(wiki/llm/pricing.py: LLM_PRICES / LLM_PRICES_JSON, LLM_BATCH_DISCOUNT), for the batch and the direct
path, with the cached prefix either read (other clients' requests keep the cache warm) or written
(a lone client), plus the weekly LLM lint pass. Output tokens are not measured (nothing is sent): the
answer is assumed to rewrite every candidate page in full plus ANSWER_OVERHEAD tokens (an upper bound;
a real night leaves unchanged pages out), the lint answer LINT_OUTPUT_TOKENS; no retries.
"""

import argparse
import datetime as dt
import io
import re
import time

from _setup import bootstrap

SECTIONS = ("run", "index", "wiki_paths", "candidate_pages", "raw_digest", "notable_chat", "filed_notes")
ANSWER_OVERHEAD = 150  # index summaries, alerts, log subject, the tool call's JSON framing
LINT_OUTPUT_TOKENS = 1000  # a dozen findings with quotes at most


def build_client(slug: str, days: int):
    """`days` of Marta's events through yesterday; every day but yesterday distilled."""
    import time_machine
    from django.utils import timezone

    from coda_console import demo, services
    from coda_console.models import Tenant
    from wiki.demo import distill_history

    Tenant.objects.filter(slug=slug).delete()  # a re-run on a kept PostgreSQL database starts clean
    tenant = services.tenant_create(slug=slug, name=slug)
    coach = f"nata-{slug}"
    services.coach_create(username=coach, tenant=tenant, password="bench-password-123")
    client, _ = services.client_upsert(
        tenant=tenant,
        external_id="marta-7f3a",
        display_name="Marta",
        timezone_name="Europe/Kyiv",
        coach_usernames=[coach],
    )
    spec = demo.DemoClient(slug, "marta-7f3a", "Marta", "Europe/Kyiv", coach, "marta")
    yesterday = timezone.now().astimezone(client.tz).date() - dt.timedelta(days=1)
    events = list(demo._client_events(spec, end=yesterday, days=days))
    for start in range(0, len(events), 1000):
        services.events_ingest(client=client, raw_events=events[start : start + 1000])
    started = time.perf_counter()
    with time_machine.travel(timezone.now() - dt.timedelta(days=1)):  # "today" is yesterday: stop before it
        distill_history(client, days=days, stdout=io.StringIO())
    elapsed = time.perf_counter() - started
    print(f"  {days:>3} days: {len(events)} events, distilled {days - 1} days in {elapsed:.1f} s")
    return client, yesterday


def measure(client, day: dt.date) -> dict:
    from django.conf import settings

    from coda_console.tokens import estimate_tokens
    from wiki.distillers.anthropic import AnthropicDistiller, offline_extra_pages
    from wiki.ingest.runs import prepare_nightly_task
    from wiki.llm.batches import BATCH_TTL
    from wiki.llm.prompt import request_text, run_material, stable_prefix_text

    added: list[str] = []

    def extra(task):  # the same step a batch submission takes (pages beyond the map), remembered
        added.extend(offline_extra_pages(task))
        return added

    task = prepare_nightly_task(client=client, local_date=day, extra=extra)
    if task is None:
        raise SystemExit(f"nothing to distil for {client} on {day}")
    params = AnthropicDistiller().request(task, ttl=BATCH_TTL)
    material = run_material(task)
    parts = {}
    for name in SECTIONS:
        match = re.search(rf"<{name}\b[^>]*?(?:/>|>.*?</{name}>)", material, re.DOTALL)
        parts[name] = estimate_tokens(match.group(0)) if match else 0
    pages = dict(task.pages)
    lines = [line for text in pages.values() for line in text.splitlines()]
    chars_per_line = sum(map(len, lines)) / len(lines) if lines else 0
    at_cap = estimate_tokens("x" * int(len(pages) * settings.WIKI_PAGE_MAX_LINES * (chars_per_line + 1)))
    return {
        "lint": lint_tokens(client, day),
        "ceiling": estimate_tokens(request_text(params)) - parts["candidate_pages"] + at_cap,
        "request": estimate_tokens(request_text(params)),
        "prefix": estimate_tokens(stable_prefix_text(params)),
        "variable": estimate_tokens(material),
        "parts": parts,
        "pages": len(pages),
        "extra_pages": len(added),
        "page_lines_max": max((text.count("\n") for text in pages.values()), default=0),
        "cap_lines": settings.WIKI_PAGE_MAX_LINES,
        "events": len(task.events),
        "history_events": client.events.count(),
    }


def lint_tokens(client, day: dt.date) -> dict:
    """The weekly LLM lint pass's request for this client: (cached prefix, the rest) in tokens."""
    from coda_console.tokens import estimate_tokens
    from wiki.llm.lint_pass import lint_params, lint_snapshot, schema_of
    from wiki.llm.prompt import request_text, stable_prefix_text

    params = lint_params(lint_snapshot(client), schema=schema_of(client), client=client, today=day)
    prefix = estimate_tokens(stable_prefix_text(params))
    return {"prefix": prefix, "rest": estimate_tokens(request_text(params)) - prefix}


def call_cost(*, prefix: int, rest: int, output: int, batch: bool, cached: bool):
    """One call's cost as wiki/llm/pricing.py bills it: the prefix read from the cache, or written at
    the path's TTL (1 h for batches, 5 min for direct calls); batch results at LLM_BATCH_DISCOUNT."""
    from django.conf import settings

    from wiki.llm.pricing import Usage, cost_of

    write = "cache_write_1h_tokens" if batch else "cache_write_5m_tokens"
    cache = {"cache_read_tokens": prefix} if cached else {write: prefix}
    usage = Usage(input_tokens=rest, output_tokens=output, **cache)
    cost, priced = cost_of(settings.LLM_DISTILL_MODEL, usage, batch=batch)
    if not priced:
        raise SystemExit(f"{settings.LLM_DISTILL_MODEL} has no price in LLM_PRICES: no estimate")
    return cost


def night_costs(m: dict) -> dict:
    output = m["parts"]["candidate_pages"] + ANSWER_OVERHEAD
    rest = m["request"] - m["prefix"]
    costs = {
        f"{path}, prefix {state}": call_cost(
            prefix=m["prefix"], rest=rest, output=output, batch=path == "batch", cached=state == "read"
        )
        for path in ("batch", "direct")
        for state in ("read", "written")
    }
    lint = m["lint"]
    for path in ("batch", "direct"):
        for state in ("read", "written"):
            costs[f"weekly lint pass, {path}, prefix {state}"] = call_cost(
                prefix=lint["prefix"],
                rest=lint["rest"],
                output=LINT_OUTPUT_TOKENS,
                batch=path == "batch",
                cached=state == "read",
            )
    costs["a night: batch read + lint ÷ 7"] = (
        costs["batch, prefix read"] + costs["weekly lint pass, batch, prefix read"] / 7
    )
    return costs


def print_costs(measured: list[dict], ages: tuple[int, ...]) -> None:
    from django.conf import settings

    print(
        f"\nESTIMATED cost per client per night, USD ({settings.LLM_DISTILL_MODEL}, LLM_PRICES; batch × "
        f"{settings.LLM_BATCH_DISCOUNT}; output assumed = every candidate page rewritten + {ANSWER_OVERHEAD} "
        "tokens; no retries — an estimate, not a measurement)"
    )
    print(f"{'':<40}" + "".join(f"{f'day {d}':>11}" for d in ages))
    table = [night_costs(m) for m in measured]
    for label in table[0]:
        print(f"{label:<40}" + "".join(f"{float(costs[label]):>11.4f}" for costs in table))
    print(
        "output tokens assumed: "
        + ", ".join(
            f"day {d} {m['parts']['candidate_pages'] + ANSWER_OVERHEAD:,}"
            for d, m in zip(ages, measured, strict=True)
        )
        + f"; lint answer {LINT_OUTPUT_TOKENS:,}; lint request "
        + ", ".join(
            f"day {d} {m['lint']['prefix'] + m['lint']['rest']:,}"
            for d, m in zip(ages, measured, strict=True)
        )
    )


def naive_tokens(client) -> int:
    """Every coaching event of the history in the compact one-line rendering (what re-reading costs)."""
    from coda_console.context.render import event_lines
    from coda_console.models import Event
    from coda_console.tokens import estimate_tokens

    events = list(Event.objects.filter(client=client).order_by("occurred_at", "id"))
    return estimate_tokens("\n".join(event_lines(events, client.tz)))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="7, 30 and 60 days")
    args = parser.parse_args()
    vendor = bootstrap()
    ages = (7, 30, 60) if args.quick else (7, 60, 180)
    print(f"database: {vendor}; building Marta at {', '.join(map(str, ages))} days")
    built = [build_client(f"bench-llm-{days}d", days) for days in ages]
    day = built[0][1]
    short, mid, long = (measure(client, day) for client, _ in built)
    long_days = ages[-1]

    print(f"\nnightly request for {day} (as a batch submits it; estimate_tokens)")
    print(
        f"{'':<22}"
        + "".join(f"{f'day {d}':>10}" for d in ages)
        + f"{f'{long_days}/7':>8}{f'{long_days}/{ages[1]}':>8}"
    )
    rows = [
        ("whole request", "request"),
        ("stable cached prefix", "prefix"),
        ("per-run material", "variable"),
        *((f"  {name}", name) for name in SECTIONS),
    ]
    for label, key in rows:
        values = [m[key] if key in m else m["parts"][key] for m in (short, mid, long)]
        ratios = "".join(f"{values[2] / v:>8.2f}" if v else f"{'—':>8}" for v in (values[0], values[1]))
        print(f"{label:<22}" + "".join(f"{v:>10,}" for v in values) + ratios)
    print(
        f"{'candidate pages':<22}"
        + "".join(f"{m['pages']:>10}" for m in (short, mid, long))
        + f"   (longest {long['page_lines_max']} lines; cap {long['cap_lines']}; beyond the map: "
        + "/".join(str(m["extra_pages"]) for m in (short, mid, long))
        + ")"
    )
    growth = long["request"] - short["request"]
    pages_growth = long["parts"]["candidate_pages"] - short["parts"]["candidate_pages"]
    print(
        f"\nrequest growth {long_days}d − 7d: {growth:+,} tokens, of which candidate pages {pages_growth:+,}"
    )
    flat = long["request"] - mid["request"]
    print(f"request growth {long_days}d − {ages[1]}d: {flat:+,} tokens (flat once the pages have filled)")
    print(f"request ratio {long_days}d / 7d: {long['request'] / short['request']:.2f}")
    print(
        f"ceiling at any age (every candidate page at its {long['cap_lines']}-line cap, same line length): "
        f"≈ {long['ceiling']:,} tokens"
    )
    print(
        f"cached prefix share of the request: {short['prefix'] / short['request']:.0%} at day 7, "
        f"{long['prefix'] / long['request']:.0%} at day {long_days} (same bytes for every client and night)"
    )
    naive = naive_tokens(built[-1][0])
    print(
        f"naive alternative at day {long_days}: the whole history re-read = {naive:,} tokens "
        f"({long['history_events']:,} events); ours is {long['request'] / naive:.1%} of it"
    )
    print_costs([short, mid, long], ages)


if __name__ == "__main__":
    main()
