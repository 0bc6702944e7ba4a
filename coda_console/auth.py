"""Bot authentication: `Authorization: Bearer <key>`, keys stored as SHA-256 with a visible prefix."""

import hashlib
import hmac
import secrets
from dataclasses import dataclass

from django.utils import timezone
from rest_framework import authentication, exceptions, permissions, throttling
from rest_framework.request import Request

from coda_console import limits
from coda_console.models import ApiKey, Tenant

KEY_PREFIX_LENGTH = 12
_LAST_USED_RESOLUTION_SECONDS = 60


def hash_key(raw_key: str) -> str:
    return hashlib.sha256(raw_key.encode()).hexdigest()


def generate_raw_key() -> str:
    # "coda_" + 8 visible characters form the prefix; the rest is the secret.
    return f"coda_{secrets.token_urlsafe(6)[:7]}_{secrets.token_urlsafe(32)}"


@dataclass(frozen=True)
class BotPrincipal:
    """What `request.user` is for a bot: it belongs to exactly one tenant."""

    api_key: ApiKey

    is_authenticated = True
    is_anonymous = False
    is_staff = False

    @property
    def tenant(self) -> Tenant:
        return self.api_key.tenant

    def __str__(self) -> str:
        return f"bot:{self.api_key.prefix}"


class ApiKeyAuthentication(authentication.BaseAuthentication):
    keyword = "Bearer"

    def authenticate(self, request: Request) -> tuple[BotPrincipal, ApiKey] | None:
        header = authentication.get_authorization_header(request).decode("latin-1")
        if not header:
            return None
        scheme, _, raw_key = header.partition(" ")
        if scheme.lower() != "bearer" or not raw_key.strip():
            raise exceptions.AuthenticationFailed("Use `Authorization: Bearer <api key>`.")
        raw_key = raw_key.strip()
        digest = hash_key(raw_key)
        key = ApiKey.objects.select_related("tenant").filter(prefix=raw_key[:KEY_PREFIX_LENGTH]).first()
        # Look up by prefix, compare digests in constant time: no timing oracle on the secret part.
        if key is None or not hmac.compare_digest(key.hashed_key, digest):
            raise exceptions.AuthenticationFailed("The API key is not valid.")
        if not key.is_active:
            raise exceptions.AuthenticationFailed("The API key was revoked.")
        _touch_last_used(key)
        return BotPrincipal(key), key

    def authenticate_header(self, request: Request) -> str:
        return 'Bearer realm="api"'


def _touch_last_used(key: ApiKey) -> None:
    now = timezone.now()
    stale = (
        key.last_used_at is None or (now - key.last_used_at).total_seconds() > _LAST_USED_RESOLUTION_SECONDS
    )
    if stale:  # at most one write a minute per key: this runs on every request
        ApiKey.objects.filter(pk=key.pk).update(last_used_at=now)
        key.last_used_at = now


class IsBot(permissions.BasePermission):
    def has_permission(self, request: Request, view: object) -> bool:
        return isinstance(request.auth, ApiKey)


class BotScope(IsBot):
    """Any active key: events, context, turns, notes, questions, knowledge (docs/api-edge.md, "Key scopes").

    Every key role includes the bot scope, so an admin key can do all a bot key can.
    """

    message = "This endpoint needs an API key."


class AdminScope(permissions.BasePermission):
    """Keys with role `admin` only: a tenant admin's automation (webhooks, export, erasure of clients,
    key-level settings). A bot key gets 403 `permission_denied` in the one error shape."""

    message = "This endpoint needs an API key with role `admin` (the operator's create_api_key --role admin)."

    def has_permission(self, request: Request, view: object) -> bool:
        return isinstance(request.auth, ApiKey) and request.auth.is_admin


def request_tenant(request: Request) -> Tenant:
    return request.user.tenant


class ApiKeyRateThrottle(throttling.SimpleRateThrottle):
    """Requests per key (API_RATE_LIMIT), counted atomically in the store every process shares
    (coda_console.limits: Redis, or the database), so every gunicorn worker and web node agrees."""

    scope = "api_key"

    def get_cache_key(self, request: Request, view: object) -> str | None:
        if not isinstance(request.auth, ApiKey):
            return None
        return str(request.auth.pk)

    def allow_request(self, request: Request, view: object) -> bool:
        if self.rate is None:
            return True
        ident = self.get_cache_key(request, view)
        if ident is None:
            return True
        decision = limits.hit(self.scope, ident, limit=self.num_requests, period=int(self.duration))
        self._retry_after = decision.retry_after
        return decision.allowed

    def wait(self) -> float | None:
        return getattr(self, "_retry_after", None)
