"""Assemble the context bundle: persona, active program, index.md, 2–4 pages, recent events, memory,
knowledge — in that order, so the stable prefix comes first and prompt caching works."""

import datetime as dt
import logging
from dataclasses import dataclass

from django.conf import settings
from django.utils import timezone

from coda_console.context import budget, knowledge_query, pages, render, sources
from coda_console.context.budget import Section
from coda_console.context.text import snippet
from coda_console.models import Client
from coda_console.tokens import estimate_tokens
from wiki.llm.switches import chooser_enabled

logger = logging.getLogger(__name__)


@dataclass
class Bundle:
    prompt: str
    tokens: int
    budget_tokens: int
    sections: list[Section]
    pages: list[str]
    page_choice: str
    citations: dict[str, dict]
    memory_degraded: bool
    generated_at: dt.datetime

    def as_dict(self) -> dict:
        return {
            "prompt": self.prompt,
            "tokens": self.tokens,
            "budget_tokens": self.budget_tokens,
            "sections": [{"name": s.name, "tokens": s.tokens, "sources": s.sources} for s in self.sections],
            "pages": self.pages,
            "page_choice": self.page_choice,
            "citations": self.citations,
            "memory": {"degraded": self.memory_degraded},
            "generated_at": self.generated_at,
        }


def build_bundle(
    *,
    client: Client,
    pipeline: str,
    query: str,
    budget_tokens: int | None = None,
    now: dt.datetime | None = None,
    model_chooser: pages.PageChooser | None = None,
) -> Bundle:
    now = now or timezone.now()
    budget_tokens = budget_tokens or settings.CONTEXT_BUDGET_TOKENS
    tz = client.tz
    wiki = sources.wiki_pages(client)
    if model_chooser is None and pipeline == "free_chat" and chooser_enabled():
        from wiki.llm.chooser import chooser_for  # loads the Anthropic SDK: only when configured

        model_chooser = chooser_for(client)
    chosen, how = pages.choose_pages(
        pipeline,
        sources.page_infos(wiki),
        today=render.today_for(tz, now),
        query=query,
        model_chooser=model_chooser,
    )
    memory_section, degraded = _memory(client)
    sections = [
        *_stable_prefix(client, wiki, tz),
        *(Section("page", render.page_section("Page", wiki[path]), [_source(wiki[path])]) for path in chosen),
        _recent_events(client, tz, now),
        memory_section,
        _knowledge(client, pipeline, query, wiki),
    ]
    fitted = budget.fit(sections, budget_tokens)
    prompt = budget.prompt_of(fitted)
    included = [s.sources[0].split("@")[0] for s in fitted if s.name == "page"]
    return Bundle(
        prompt=prompt,
        tokens=estimate_tokens(prompt),
        budget_tokens=budget_tokens,
        sections=fitted,
        pages=included,
        page_choice=how,
        citations=_citations(wiki, [pages.PERSONA_PAGE, *included]),
        memory_degraded=degraded,
        generated_at=now,
    )


def _source(page) -> str:
    return f"{page.path}@v{page.current_number}"


def _stable_prefix(client: Client, wiki: dict, tz) -> list[Section]:
    persona = wiki.get(pages.PERSONA_PAGE)
    index = wiki.get("index.md")
    program = sources.active_program(client)
    return [
        Section("persona", render.page_section("Persona", persona), [_source(persona)])
        if persona
        else Section("persona", "## Persona\nNo coaching playbook yet.", []),
        Section(
            "program", render.program_section(program, tz), [f"event:{program.event_id}"] if program else []
        ),
        Section(
            "index",
            f"## index.md (v{index.current_number})\n{index.current_content.strip()}",
            [_source(index)],
        )
        if index
        else Section("index", "## index.md\nNo wiki yet.", []),
    ]


def _recent_events(client: Client, tz, now: dt.datetime) -> Section:
    events = sources.recent_events(client, now=now)
    lines = render.event_lines(events, tz)
    header = f"## Recent events (last {sources.RECENT_HOURS} h, client-local time)"
    return Section(
        "recent_events",
        render.events_section(lines, sources.RECENT_HOURS),
        [f"events:{len(events)}"],
        lines=lines,
        header=header,
    )


def _memory(client: Client) -> tuple[Section, bool]:
    """Best-effort: any failure is an empty, degraded section — never an error for the bot."""
    try:
        from memory.loading import load_memory

        view = load_memory(client)
        return Section(
            "memory", view.prompt_section, ["memory:facts"] if view.prompt_section else []
        ), view.degraded
    except Exception:
        logger.exception("memory section failed for client %s; bundle continues without it", client.pk)
        return Section("memory", "", []), True


def _knowledge(client: Client, pipeline: str, query: str, wiki: dict) -> Section:
    from knowledge.selectors import prompt_section

    topic = query.strip() or pages.PIPELINE_TOPICS[pipeline]
    context = knowledge_query.client_context(wiki)
    section = prompt_section(tenant=client.tenant, domain_slug=None, query=topic, context=context)
    return Section("knowledge", section.text, [f"knowledge:{ref}" for ref in section.cited])


def _citations(wiki: dict, paths: list[str]) -> dict[str, dict]:
    """ "[training-history.md: bench stalled at 3×5×42.5…]" → the page, version and line it quotes."""
    citations: dict[str, dict] = {}
    for path in paths:
        page = wiki.get(path)
        if page is None:
            continue
        for number, line in enumerate(page.current_content.split("\n"), start=1):
            stripped = line.strip()
            if not stripped.startswith(("- ", "* ")) or "<!--" in stripped:
                continue
            key = f"[{render.page_name(path)}: {snippet(stripped)}]"
            citations.setdefault(key, {"page": path, "version": page.current_number, "line": number})
    return citations
