"""manage.py llm_check — verify the Anthropic key, endpoint and model(s) with one tiny call each; with
--record DIR, record one client-day through the real distiller instead (docs/anthropic.md)."""

import time
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from wiki.llm.accounting import record_call
from wiki.llm.calls import describe_error
from wiki.llm.client import base_url, key_configured, make_client
from wiki.llm.models import LlmCall
from wiki.llm.pricing import prices, usage_of
from wiki.llm.recording import SCENARIO, record_day

PROMPT = "Reply with the single word OK."


class Command(BaseCommand):
    help = (
        "Verify ANTHROPIC_API_KEY (or ANTHROPIC_AUTH_TOKEN), ANTHROPIC_BASE_URL and the configured model "
        "with one tiny Messages API call (a few tokens, billed and recorded as kind 'check')."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--model", help="Model to check (default: LLM_DISTILL_MODEL).")
        parser.add_argument(
            "--chooser", action="store_true", help="Also check the page chooser's model (LLM_CHOOSER_MODEL)."
        )
        parser.add_argument("--timeout", type=float, default=30.0, help="Seconds per call (default 30).")
        parser.add_argument(
            "--record",
            metavar="DIR",
            type=Path,
            help="Run the recording scenario's client-day through the anthropic distiller against the "
            "configured API and save each request/response pair as JSON in DIR (new or empty; the key "
            "and auth headers are redacted).",
        )

    def handle(self, *args, **options) -> None:
        if options["timeout"] <= 0:
            raise CommandError("--timeout must be a positive number of seconds")
        if not key_configured():
            raise CommandError("no credential: set ANTHROPIC_API_KEY (or ANTHROPIC_AUTH_TOKEN)")
        if options["record"] is not None:
            self._record(options["record"])
            return
        models = [options["model"] or settings.LLM_DISTILL_MODEL]
        if options["chooser"] and settings.LLM_CHOOSER_MODEL not in models:
            models.append(settings.LLM_CHOOSER_MODEL)
        self.stdout.write(f"endpoint {base_url()} · key set")
        failures = [model for model in models if not self._check(model, options["timeout"])]
        if failures:
            raise CommandError(f"check failed for {', '.join(failures)}")

    def _record(self, directory: Path) -> None:
        if directory.exists() and (not directory.is_dir() or any(directory.iterdir())):
            raise CommandError(f"{directory} exists and is not an empty directory")
        self.stdout.write(f"endpoint {base_url()} · key set · recording {SCENARIO} into {directory}")
        recording = record_day(directory)
        outcome = recording.outcome
        for name in recording.files:
            self.stdout.write(f"  {directory / name}")
        self.stdout.write(
            f"run {outcome['run_status']} after {outcome['attempts']} attempt(s); "
            f"pages: {', '.join(outcome['pages_touched']) or '(none)'}"
        )
        if len(recording.files) == 1:
            raise CommandError("no exchange was recorded")

    def _check(self, model: str, timeout: float) -> bool:
        started = time.monotonic()
        try:
            api = make_client(timeout=timeout, max_retries=0)
            message = api.messages.create(
                model=model, max_tokens=8, messages=[{"role": "user", "content": PROMPT}]
            )
        except Exception as error:
            self.stderr.write(f"{model}: FAILED — {describe_error(error)}")
            return False
        elapsed = time.monotonic() - started
        usage = usage_of(message)
        call = record_call(
            kind=LlmCall.Kind.CHECK,
            model=model,
            usage=usage,
            stop_reason=str(getattr(message, "stop_reason", "") or ""),
        )
        text = "".join(str(getattr(block, "text", "")) for block in getattr(message, "content", []) or [])
        priced = "priced" if model in prices() else "NOT in LLM_PRICES (costs will show as $0)"
        self.stdout.write(
            f"{model}: OK in {elapsed:.1f} s — answered {text.strip()[:40]!r} as "
            f"{getattr(message, 'model', '?')}, {usage.input_tokens} in / {usage.output_tokens} out, "
            f"cost ${call.cost if call else 0}; {priced}"
        )
        return True
