"""The one place an Anthropic SDK client is made.

Credentials and endpoint come from the SDK's own environment variables — ANTHROPIC_API_KEY (or
ANTHROPIC_AUTH_TOKEN) and ANTHROPIC_BASE_URL (a proxy or gateway) — so nothing here copies a secret
into settings. Every caller states its own timeout and retry budget: the query path (page chooser)
gets seconds and no retries, a nightly call minutes.
"""

import os

import anthropic

KEY_VARIABLES = ("ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN")


def make_client(*, timeout: float, max_retries: int) -> anthropic.Anthropic:
    return anthropic.Anthropic(timeout=timeout, max_retries=max_retries)


def key_configured() -> bool:
    """Whether the environment holds a credential the SDK will pick up."""
    return any(os.environ.get(name) for name in KEY_VARIABLES)


def base_url() -> str:
    return os.environ.get("ANTHROPIC_BASE_URL") or "https://api.anthropic.com"
