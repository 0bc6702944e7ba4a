"""How a delivery is signed (docs/webhooks.md "Verifying a delivery").

`Coda-Signature: v1=<hex>` where hex = HMAC-SHA256(secret, f"{timestamp}.{body}"), and
`Coda-Timestamp: <unix seconds>` — the moment of this attempt. A receiver recomputes the HMAC over the
raw body and refuses timestamps outside its replay window (WEBHOOK_REPLAY_WINDOW_SECONDS advertised).
"""

import hashlib
import hmac
import secrets

SECRET_PREFIX = "whsec_"


def new_secret() -> str:
    return SECRET_PREFIX + secrets.token_urlsafe(32)


def signature(secret: str, timestamp: int, body: bytes) -> str:
    message = str(timestamp).encode() + b"." + body
    return "v1=" + hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()


def verify(secret: str, timestamp: int, body: bytes, header: str, *, now: int, window: int) -> bool:
    """What a receiver does; used by the tests against real deliveries."""
    if abs(now - timestamp) > window:
        return False
    return hmac.compare_digest(signature(secret, timestamp, body), header)
