"""Assemble the context bundle: the rules block, persona, active program, index.md (the stable prefix,
first so prompt caching works), then who the client is, the safety slice, 2–4 pages, recent events,
memory and knowledge — docs/context.md "Sections"."""

import datetime as dt
from dataclasses import dataclass

from django.conf import settings
from django.utils import timezone

from coda_console.context import budget, header, knowledge_query, pages, render, safety, sources
from coda_console.context.budget import Section
from coda_console.context.memory_view import MemoryPart, memory_part
from coda_console.context.text import snippet
from coda_console.models import Client, Event
from coda_console.tokens import estimate_tokens
from wiki.llm.switches import chooser_enabled


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
    tools: dict[str, dict]

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
            "tools": self.tools,
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
    program = sources.active_program(client)
    slice_ = _safety(client, wiki, program)
    chosen, how = pages.choose_pages(
        pipeline,
        sources.page_infos(wiki),
        today=render.today_for(tz, now),
        query=query,
        model_chooser=model_chooser,
        safety_open=slice_.open_items > 0,
    )
    memory = memory_part(client, wiki_text="\n".join(p.current_content for p in wiki.values()))
    sections = [
        Section("rules", header.RULES),
        *_stable_prefix(wiki, program, tz),
        _client(client, now, wiki, chosen),
        Section("safety", slice_.text(), [_source(wiki[path]) for path in slice_.cited_paths]),
        _numbers(client, pipeline, query),
        *(_page(wiki[path], slice_, pipeline) for path in chosen),
        _recent_events(client, tz, now),
        _memory_section(memory),
        _knowledge(client, pipeline, query, wiki),
    ]
    fitted = budget.fit(sections, budget_tokens)
    prompt = budget.prompt_of(fitted)
    included = [s.sources[0].split("@")[0] for s in fitted if s.name == "page"]
    quoted = [path for path in slice_.cited_paths if path not in included]
    return Bundle(
        prompt=prompt,
        tokens=estimate_tokens(prompt),
        budget_tokens=budget_tokens,
        sections=fitted,
        pages=included,
        page_choice=how,
        citations=_citations(wiki, [pages.PERSONA_PAGE, *quoted, *included]),
        memory_degraded=memory.degraded,
        generated_at=now,
        tools=memory.tools,
    )


def _source(page) -> str:
    return f"{page.path}@v{page.current_number}"


def _stable_prefix(wiki: dict, program: Event | None, tz) -> list[Section]:
    persona = wiki.get(pages.PERSONA_PAGE)
    index = wiki.get("index.md")
    return [
        Section("persona", render.page_section("Persona", persona), [_source(persona)])
        if persona
        else Section("persona", "## Persona\nNo coaching playbook yet.", []),
        Section(
            "program", render.program_section(program, tz), [f"event:{program.event_id}"] if program else []
        ),
        Section("index", render.index_section(index), [_source(index)])
        if index
        else Section("index", "## index.md\nNo wiki yet.", []),
    ]


def _client(client: Client, now: dt.datetime, wiki: dict, chosen: list[str]) -> Section:
    """Who she is; what her profile says, unless the profile is quoted as a page anyway."""
    profile = wiki.get(header.PROFILE_PAGE)
    digest = header.profile_digest(profile) if profile and header.PROFILE_PAGE not in chosen else ""
    if not digest:
        return Section("client", header.client_line(client, now))
    return Section("client", f"{header.client_line(client, now)}\n{digest}", [_source(profile)])


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


def _page(page, slice_: safety.SafetySlice, pipeline: str = "free_chat") -> Section:
    quoted = slice_.quoted if page.path in slice_.cited_paths else frozenset()
    if (
        pipeline != "free_chat"
    ):  # a recovered watch item is no caution to plan around; asked about, it is found
        quoted = quoted | slice_.recovered
    return Section("page", render.page_section("Page", page, already_quoted=quoted), [_source(page)])


def _safety(client: Client, wiki: dict, program: Event | None) -> safety.SafetySlice:
    def current(path: str) -> tuple[str, int] | None:
        page = wiki.get(path)
        return (page.current_content, page.current_number) if page else None

    return safety.build(
        constraints=current(safety.CONSTRAINTS_PAGE),
        goals=current(safety.GOALS_PAGE),
        alerts=sources.slice_alerts(client),
        program=str(program.payload.get("summary", "")) if program else "",
    )


def _numbers(client: Client, pipeline: str, query: str) -> Section:
    if pipeline == "free_chat" and header.asks_for_numbers(query):
        return Section("numbers", header.numbers_pointer(client), ["api:stats"])
    return Section("numbers", "", [])


def _memory_section(memory: MemoryPart) -> Section:
    sources_ = ["memory:facts"] if memory.text else []
    sources_ += [f"memory:hedged:{key}" for key in memory.hedged]
    return Section("memory", memory.text, sources_)


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
        for number, line in render.compact_lines(page.current_content, path):
            stripped = line.strip()
            if not number:
                continue  # a count of lines not quoted, not a quote
            if not stripped.startswith(("- ", "* ")) or "<!--" in stripped:
                continue
            key = f"[{render.page_name(path)}: {snippet(stripped)}]"
            citations.setdefault(key, {"page": path, "version": page.current_number, "line": number})
    return citations
