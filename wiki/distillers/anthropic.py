"""The `anthropic` distiller: Claude through the official SDK, behind the one distiller interface.

`AnthropicDistiller.propose` makes one direct Messages API call (inline runs with a short timeout,
nightly runs — direct mode, or a batch request's fallback — with a longer one), forcing the one tool
whose answer parses strictly into a Proposal (wiki/llm/tool.py). API errors, timeouts, cut-off or
malformed answers raise DistillerError: the pipeline counts a failed attempt, re-asks with the
violations, and dead-letters after WIKI_MAX_ATTEMPTS. Every billed call is recorded (LlmCall).

`BatchAnswerDistiller` is how a Message Batch result enters the same pipeline: its first attempt
answers with the collected message if the task it is handed equals the submitted one (same digest);
otherwise — the tree moved on, or the collected answer was rejected — it distils directly.
"""

import functools
from typing import Any

from django.conf import settings

from coda_console.models import Client
from wiki.distillers.base import DistillInput, Proposal
from wiki.llm.accounting import record_call
from wiki.llm.calls import create_message
from wiki.llm.chooser import choose_pages
from wiki.llm.excerpts import restore_proposal
from wiki.llm.extra_pages import extra_pages
from wiki.llm.models import LlmCall
from wiki.llm.pricing import Usage, usage_of
from wiki.llm.prompt import distill_params, task_digest
from wiki.llm.switches import chooser_enabled
from wiki.llm.tool import parse_proposal
from wiki.models import IngestRun


def answered(task: DistillInput, proposal: Proposal) -> Proposal:
    """The model's pages with the ledger lines the request did not show put back (wiki/llm/excerpts.py):
    the validator judges each page as it will be stored, and nothing unseen is lost."""
    return restore_proposal(task, proposal, max_lines=settings.WIKI_PAGE_MAX_LINES)


def offline_extra_pages(task: DistillInput) -> list[str]:
    """The pages beyond the map from the offline extractor alone (deterministic; what a batch request
    recorded without its pages is rebuilt with)."""
    return extra_pages(task, limit=settings.LLM_EXTRA_PAGES)


class AnthropicDistiller:
    name = "anthropic"
    deterministic = False
    version = 1  # an LLM's days are adopted by wiki_rebuild whatever the version

    def __init__(self, *, extra: list[str] | None = None) -> None:
        self.client: Client | None = None
        self.run: IngestRun | None = None
        self.calls: list[LlmCall] = []
        self.extra = extra  # pages beyond the map decided earlier (a batch request's): not asked again

    def bind(self, *, client: Client, run: IngestRun | None) -> None:
        """Which client and run the next calls are billed to (the ingest pipeline calls this)."""
        self.client, self.run = client, run

    def extra_pages(self, task: DistillInput) -> list[str]:
        """The cheap first step (docs/anthropic.md "Pages beyond the map"): the offline extractor, plus
        the small-model chooser when configured, billed to this client and run. Pages decided earlier
        (a batch request's, recorded when it was submitted) are reused as they are."""
        if self.extra is not None:  # nightly only, like the step itself
            return list(self.extra)[: settings.LLM_EXTRA_PAGES] if task.mode == "nightly" else []
        chooser = (
            functools.partial(choose_pages, client=self.client, run=self.run) if chooser_enabled() else None
        )
        return extra_pages(task, limit=settings.LLM_EXTRA_PAGES, chooser=chooser)

    def request(self, task: DistillInput, *, ttl: str = "5m") -> dict[str, Any]:
        inline = task.mode == "inline"
        max_tokens = settings.LLM_INLINE_MAX_TOKENS if inline else settings.LLM_NIGHTLY_MAX_TOKENS
        return distill_params(task, model=settings.LLM_DISTILL_MODEL, max_tokens=max_tokens, ttl=ttl)

    def propose(self, task: DistillInput) -> Proposal:
        inline = task.mode == "inline"
        params = self.request(task)
        message = create_message(
            params,
            timeout=settings.LLM_INLINE_TIMEOUT_SECONDS if inline else settings.LLM_NIGHTLY_TIMEOUT_SECONDS,
            max_retries=settings.LLM_INLINE_MAX_RETRIES if inline else settings.LLM_NIGHTLY_MAX_RETRIES,
        )
        usage = usage_of(message, default_ttl="5m")
        self._record(params, message, usage, inline=inline)
        return answered(task, parse_proposal(message, usage=usage))

    def _record(self, params: dict[str, Any], message: Any, usage: Usage, *, inline: bool) -> LlmCall | None:
        if getattr(message, "usage", None) is None:  # not a Message (a gateway's HTML page): nothing billed
            return None
        call = record_call(
            kind=LlmCall.Kind.INLINE if inline else LlmCall.Kind.NIGHTLY,
            model=params["model"],
            usage=usage,
            client=self.client,
            run=self.run,
            stop_reason=str(getattr(message, "stop_reason", "") or ""),
        )
        if call is not None:
            self.calls.append(call)
        return call


class BatchAnswerDistiller:
    """A collected batch answer as the first attempt, direct calls after (see the module docstring)."""

    name = "anthropic"
    deterministic = False
    version = 1  # an LLM's days are adopted by wiki_rebuild whatever the version

    def __init__(self, *, message: Any, task_sha256: str, extra: list[str] | None = None) -> None:
        self._message = message
        self._task_sha256 = task_sha256
        self._extra = extra
        self._first = True
        self.answer_used = False  # the collected answer was handed to the validator
        self.task_changed = False  # the tree moved on since the batch was submitted
        self.direct = AnthropicDistiller(extra=extra)

    def bind(self, *, client: Client, run: IngestRun | None) -> None:
        self.direct.bind(client=client, run=run)

    def extra_pages(self, task: DistillInput) -> list[str]:
        """What the submitted task held: the pages recorded at submission (extractor and chooser; the
        chooser is not asked again — a second answer could differ), else the extractor's."""
        if self._extra is not None:
            return self.direct.extra_pages(task)
        return offline_extra_pages(task)

    def propose(self, task: DistillInput) -> Proposal:
        if self._first and not task.violations:
            self._first = False
            if task_digest(task) == self._task_sha256:
                self.answer_used = True
                proposal = parse_proposal(self._message, usage=usage_of(self._message, default_ttl="1h"))
                return answered(task, proposal)
            self.task_changed = True
        return self.direct.propose(task)
