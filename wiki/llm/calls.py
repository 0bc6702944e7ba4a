"""Direct Messages API calls with every failure turned into one DistillerError (one failed attempt)."""

import logging
from typing import Any

import anthropic

from wiki.distillers.base import DistillerError
from wiki.llm.client import make_client

logger = logging.getLogger(__name__)


def describe_error(error: BaseException) -> str:
    """A short, secret-free description of an SDK (or transport) failure."""
    if isinstance(error, anthropic.APITimeoutError):
        return "timed out"
    if isinstance(error, anthropic.APIStatusError):
        message = getattr(error, "message", "") or ""
        return f"HTTP {error.status_code}: {str(message)[:300]}"
    if isinstance(error, anthropic.APIConnectionError):
        return f"connection failed: {str(error)[:200]}"
    return f"{type(error).__name__}: {str(error)[:300]}"


def create_message(params: dict[str, Any], *, timeout: float, max_retries: int) -> Any:
    """messages.create with a bounded timeout and a small retry budget (the SDK retries 408/409/429/5xx
    and connection errors, honouring retry-after). Raises DistillerError on any failure."""
    try:
        client = make_client(timeout=timeout, max_retries=max_retries)
        return client.messages.create(**params)
    except Exception as error:  # the SDK, its transport, a body that is not JSON: all one failed attempt
        logger.warning("Messages API call failed: %s", describe_error(error))
        raise DistillerError(f"Messages API call failed: {describe_error(error)}") from error
