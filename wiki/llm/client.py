"""The one place an Anthropic SDK client is made.

Credentials and endpoint come from the SDK's own environment variables — ANTHROPIC_API_KEY (or
ANTHROPIC_AUTH_TOKEN) and ANTHROPIC_BASE_URL (a proxy or gateway) — so nothing here copies a secret
into settings. Every caller states its own timeout and retry budget: the query path (page chooser)
gets seconds and no retries, a nightly call minutes.
"""

import contextlib
import os
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from typing import Any

import anthropic

KEY_VARIABLES = ("ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN")
# A response hook (httpx event hook) that sees every HTTP exchange of the clients made while it is set:
# how `manage.py llm_check --record` saves request/response pairs (wiki/llm/recording.py).
_response_hook: ContextVar[Callable[[Any], None] | None] = ContextVar("llm_response_hook", default=None)


@contextlib.contextmanager
def observing(hook: Callable[[Any], None]) -> Iterator[None]:
    token = _response_hook.set(hook)
    try:
        yield
    finally:
        _response_hook.reset(token)


def make_client(*, timeout: float, max_retries: int) -> anthropic.Anthropic:
    hook = _response_hook.get()
    if hook is None:
        return anthropic.Anthropic(timeout=timeout, max_retries=max_retries)
    http_client = anthropic.DefaultHttpxClient(event_hooks={"response": [hook]})
    return anthropic.Anthropic(timeout=timeout, max_retries=max_retries, http_client=http_client)


def key_configured() -> bool:
    """Whether the environment holds a credential the SDK will pick up."""
    return any(os.environ.get(name) for name in KEY_VARIABLES)


def base_url() -> str:
    return os.environ.get("ANTHROPIC_BASE_URL") or "https://api.anthropic.com"
