"""The one settings module. Every environment variable is read here, through coda_console.env.

Defaults run a fresh checkout: SQLite and filesystem storage under CODA_DATA_DIR, the rules distiller,
the django-q2 ORM broker. See README.md "Configuration" for every variable.
"""

import ipaddress
import sys
from pathlib import Path
from typing import Any

from django.utils.csp import CSP

from coda_console.env import (
    database_from_url,
    env_bool,
    env_choice,
    env_float,
    env_int,
    env_list,
    env_str,
)

BASE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = Path(env_str("CODA_DATA_DIR", str(BASE_DIR / "var"))).resolve()
DATA_DIR.mkdir(parents=True, exist_ok=True)

DEBUG = env_bool("DEBUG", False)
# Under pytest the suite supplies its own throwaway secrets and relaxed transport settings.
TESTING = env_bool("CODA_TESTING", "pytest" in sys.modules)
if DEBUG or TESTING:
    SECRET_KEY = env_str("SECRET_KEY", "dev-only-insecure-key-do-not-use-in-production-0123456789")
else:
    SECRET_KEY = env_str("SECRET_KEY")  # required in production: raises if missing
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_htmx",
    "django_q",
    "coda_console",
    "memory",
    "knowledge",
    "wiki",
    "clientdata",
    "coda_console.webhooks",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "coda_console.middleware.ApiBodyLimitMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "coda_console.urls"
WSGI_APPLICATION = "coda_console.wsgi.application"
ASGI_APPLICATION = "coda_console.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "coda_console.context_processors.console_nav",
            ],
            # timesince_or_now ("just now", not "0 minutes ago") in every template without a {% load %}.
            "builtins": ["coda_console.templatetags.console_time"],
        },
    },
]

DATABASES = {
    "default": database_from_url(
        env_str("DATABASE_URL", ""), sqlite_default_path=str(DATA_DIR / "coda.sqlite3")
    )
}
# django-q2's cluster forks its workers, and a psycopg pool (its sockets and threads) must not cross a
# fork: the cluster ignores ?pool=1 and keeps plain persistent connections (docs/deploy.md).
if "qcluster" in sys.argv and DATABASES["default"].get("OPTIONS", {}).pop("pool", None):
    DATABASES["default"]["CONN_MAX_AGE"] = 60
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REDIS_URL = env_str("REDIS_URL", "")
if REDIS_URL:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL}}
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_MAX_FAILURES = env_int("LOGIN_MAX_FAILURES", 10, minimum=1)  # per (address, username) per window
LOGIN_MAX_FAILURES_PER_IP = env_int("LOGIN_MAX_FAILURES_PER_IP", 50, minimum=1)  # per address per window
LOGIN_LOCKOUT_SECONDS = env_int("LOGIN_LOCKOUT_SECONDS", 15 * 60, minimum=1)
# The caller's address behind proxies (coda_console/client_ip.py): how many proxies append to
# X-Forwarded-For in front of us (0: trust nothing, use the socket's address), or their networks.
TRUSTED_PROXY_COUNT = env_int("TRUSTED_PROXY_COUNT", 0, minimum=0)
TRUSTED_PROXY_CIDRS = env_list("TRUSTED_PROXY_CIDRS", [])
for _cidr in TRUSTED_PROXY_CIDRS:
    ipaddress.ip_network(_cidr, strict=False)  # a typo stops start-up (ValueError), not the lock-out
LOGIN_REDIRECT_URL = "console:home"
LOGOUT_REDIRECT_URL = "login"

LANGUAGE_CODE = "en"
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = DATA_DIR / "staticfiles"
MEDIA_ROOT = DATA_DIR / "media"

# --- Security (production values unless DEBUG) ---------------------------------------------------
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https") if env_bool("BEHIND_TLS_PROXY", False) else None
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", not DEBUG and not TESTING)
SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES", not DEBUG and not TESTING)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0 if DEBUG or TESTING else 31536000, minimum=0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = SECURE_HSTS_SECONDS > 0
SECURE_HSTS_PRELOAD = SECURE_HSTS_SECONDS > 0
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
# No inline script or style anywhere in the console: htmx and every script are files under /static/.
SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF],
    "img-src": [CSP.SELF, "data:"],
    "connect-src": [CSP.SELF],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
}
SESSION_COOKIE_HTTPONLY = True

# --- Request limits ----------------------------------------------------------------------------
API_MAX_BODY_BYTES = env_int("API_MAX_BODY_BYTES", 5 * 1024 * 1024, minimum=1024)
DATA_UPLOAD_MAX_MEMORY_SIZE = API_MAX_BODY_BYTES + 1024
EVENTS_MAX_BATCH = 1000
EVENT_PAYLOAD_MAX_BYTES = 64 * 1024
# An identical /turns or /notes request (same key, client and body) within this window gets the first
# answer back and stores nothing (docs/api-edge.md, "Retries").
API_IDEMPOTENCY_WINDOW_SECONDS = env_int("API_IDEMPOTENCY_WINDOW_SECONDS", 600, minimum=1)

# --- API -----------------------------------------------------------------------------------------
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["coda_console.auth.ApiKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["coda_console.auth.IsBot"],
    "DEFAULT_PARSER_CLASSES": ["coda_console.parsers.BoundedJSONParser"],  # JSONParser + nesting limit
    "DEFAULT_RENDERER_CLASSES": ["coda_console.errors.SafeJSONRenderer"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "coda_console.errors.api_exception_handler",
    "DEFAULT_THROTTLE_CLASSES": ["coda_console.auth.ApiKeyRateThrottle"],
    "DEFAULT_THROTTLE_RATES": {"api_key": env_str("API_RATE_LIMIT", "1200/min")},
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Coda Console API",
    "DESCRIPTION": "Events in, memory and context out. Authenticate with `Authorization: Bearer <key>`.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "/favicon.ico",
    # Offline docs: no call to the online validator; ReDoc's template without web fonts
    # (templates/drf_spectacular/redoc.html).
    "SWAGGER_UI_SETTINGS": {"deepLinking": True, "validatorUrl": None},
    "REDOC_DIST": "SIDECAR",
    "SERVE_PERMISSIONS": ["rest_framework.permissions.AllowAny"],
    "SERVE_AUTHENTICATION": [],
    "COMPONENT_SPLIT_REQUEST": True,
    # Event payloads per kind, summaries and examples (coda_console/api_docs.py).
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "coda_console.api_docs.document_api",
    ],
    # Several models have a "status" or an "authority": name the shared enums once, explicitly.
    "ENUM_NAME_OVERRIDES": {
        "KnowledgeAuthorityEnum": "knowledge.models.Authority",
        "KnowledgeRecordStatusEnum": "knowledge.models.Status",
    },
}

# --- Jobs (django-q2) ----------------------------------------------------------------------------
Q_BROKER = env_choice("Q_BROKER", "orm", {"orm", "redis"})
Q_CLUSTER: dict[str, Any] = {
    "name": "coda",
    # The ORM broker on SQLite takes one worker only; PostgreSQL or Redis can take more.
    "workers": env_int("Q_WORKERS", 1, minimum=1),
    "timeout": env_int("Q_TIMEOUT", 300, minimum=1),
    "retry": env_int("Q_RETRY", 360, minimum=2),  # must exceed timeout, or tasks run twice
    "max_attempts": env_int("Q_MAX_ATTEMPTS", 3, minimum=1),
    "ack_failures": True,
    "catch_up": False,
    "save_limit": 1000,
    "poll": env_float("Q_POLL", 1.0),
    "sync": env_bool("Q_SYNC", False),
    "label": "Jobs",
}
if Q_BROKER == "orm":
    Q_CLUSTER["orm"] = "default"
else:
    Q_CLUSTER["redis"] = REDIS_URL or "redis://127.0.0.1:6379/0"
if Q_CLUSTER["retry"] <= Q_CLUSTER["timeout"]:
    raise ValueError("Q_RETRY must be greater than Q_TIMEOUT")
# /healthz (coda_console/health.py): 503 when the oldest waiting ORM task is older than this, or the Redis
# queue is longer than this; and when the dispatcher schedule is 2 periods overdue.
HEALTH_QUEUE_MAX_LAG_SECONDS = env_int("HEALTH_QUEUE_MAX_LAG_SECONDS", 600, minimum=1)
HEALTH_QUEUE_MAX_DEPTH = env_int("HEALTH_QUEUE_MAX_DEPTH", 10_000, minimum=1)
# Load balancers probe /healthz over plain HTTP on the node itself; never redirect it to HTTPS.
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]

# --- Memory --------------------------------------------------------------------------------------
# (memory settings)
# How confidence fades between reinforcements: "exponential" (c·0.95^days) or "adaptive" (c·0.95^(days/ease)).
MEMORY_DECAY_STRATEGY = env_choice("MEMORY_DECAY_STRATEGY", "exponential", {"exponential", "adaptive"})
# load_memory races consolidation against this deadline, then serves the last persisted facts (degraded).
MEMORY_LOAD_DEADLINE_MS = env_int("MEMORY_LOAD_DEADLINE_MS", 500, minimum=1)
MEMORY_PROMPT_BUDGET_TOKENS = env_int("MEMORY_PROMPT_BUDGET_TOKENS", 300, minimum=20)
MEMORY_PROMPT_MIN_CONFIDENCE = env_float("MEMORY_PROMPT_MIN_CONFIDENCE", 0.3)
# Consolidation only advances past events received at least this long ago (see docs/memory.md, "Checkpoint").
MEMORY_SETTLE_SECONDS = env_float("MEMORY_SETTLE_SECONDS", 2.0)
MEMORY_PRUNE_AFTER_DAYS = env_int("MEMORY_PRUNE_AFTER_DAYS", 7, minimum=1)
MEMORY_PRUNE_BATCH = env_int("MEMORY_PRUNE_BATCH", 10_000, minimum=1)
MEMORY_CATCH_UP_MINUTES = env_int("MEMORY_CATCH_UP_MINUTES", 15, minimum=1)
# Dotted path to `f(tenant) -> set[str]` naming the entities the tenant's knowledge knows ("" = lint skips).
# The composition wiring: memory never imports knowledge; settings connect them.
MEMORY_KNOWN_ENTITIES_PROVIDER = env_str(
    "MEMORY_KNOWN_ENTITIES_PROVIDER", "knowledge.selectors.known_entity_names"
)

# --- Knowledge -----------------------------------------------------------------------------------
# (knowledge settings)
# Token budget of the "What you know about this domain" prompt section (estimate_tokens).
KNOWLEDGE_PROMPT_BUDGET_TOKENS = env_int("KNOWLEDGE_PROMPT_BUDGET_TOKENS", 500, minimum=20)
# Hybrid similarity (0–1, docs/knowledge.md "Duplicates") at or above which a new record's title and
# body are a near-duplicate of a live head. Keys never match fuzzily: equal keys always do.
KNOWLEDGE_DUPLICATE_THRESHOLD = env_float("KNOWLEDGE_DUPLICATE_THRESHOLD", 0.65)
# Static-embedding model used by hybrid ranking (coda_console.ranking); "none" = lexical only.
EMBEDDING_MODEL = env_choice(
    "EMBEDDING_MODEL", "wordllama-l2-256", {"wordllama-l2-256", "wordllama-l2-128", "wordllama-l2-64", "none"}
)
# Weighted reciprocal rank fusion of full-text and embedding rankings (docs/knowledge.md).
KNOWLEDGE_HYBRID_RRF_K = env_int("KNOWLEDGE_HYBRID_RRF_K", 60, minimum=1)
KNOWLEDGE_HYBRID_LEXICAL_WEIGHT = env_float("KNOWLEDGE_HYBRID_LEXICAL_WEIGHT", 1.0)
KNOWLEDGE_HYBRID_SEMANTIC_WEIGHT = env_float("KNOWLEDGE_HYBRID_SEMANTIC_WEIGHT", 1.25)
# Cosine similarity below which an embedding-only candidate is not relevant at all: to a search, and
# (stricter: an off-topic conversation must get no section) to the prompt section.
KNOWLEDGE_SEMANTIC_MIN_SIMILARITY = env_float("KNOWLEDGE_SEMANTIC_MIN_SIMILARITY", 0.15)
KNOWLEDGE_PROMPT_MIN_SIMILARITY = env_float("KNOWLEDGE_PROMPT_MIN_SIMILARITY", 0.2)
# The orphan lint rule applies only to domains with more live heads than this.
KNOWLEDGE_ORPHAN_MIN_RECORDS = env_int("KNOWLEDGE_ORPHAN_MIN_RECORDS", 10, minimum=0)
# The most hits one search returns.
KNOWLEDGE_SEARCH_MAX_LIMIT = env_int("KNOWLEDGE_SEARCH_MAX_LIMIT", 50, minimum=1)
# The most records one batch write (POST …/records/batch) may hold.
KNOWLEDGE_BATCH_MAX_RECORDS = env_int("KNOWLEDGE_BATCH_MAX_RECORDS", 500, minimum=1)
# Larger domains are re-linted in the background when a page or the API asks for a stale report.
KNOWLEDGE_LINT_INLINE_MAX_HEADS = env_int("KNOWLEDGE_LINT_INLINE_MAX_HEADS", 2000, minimum=0)

# --- Wiki Brain ----------------------------------------------------------------------------------
# (wiki settings)
# Which distiller writes pages (wiki.distillers registry: rules | scripted | anthropic).
WIKI_DISTILLER = env_str("WIKI_DISTILLER", "rules")
# Where page versions live: "filesystem" (immutable version files) or "s3" (a versioned bucket).
WIKI_STORAGE = env_choice("WIKI_STORAGE", "filesystem", {"filesystem", "s3"})
WIKI_STORAGE_PREFIX = env_str("WIKI_STORAGE_PREFIX", "wiki").strip("/")
WIKI_FS_ROOT = env_str("WIKI_FS_ROOT", str(DATA_DIR / "wiki-storage"))
WIKI_S3_BUCKET = env_str("WIKI_S3_BUCKET", "")
WIKI_S3_ENDPOINT_URL = env_str("WIKI_S3_ENDPOINT_URL", "")  # empty: AWS itself
WIKI_S3_REGION = env_str("WIKI_S3_REGION", "us-east-1")
WIKI_S3_ACCESS_KEY_ID = env_str("WIKI_S3_ACCESS_KEY_ID", "")  # empty: boto3's default credential chain
WIKI_S3_SECRET_ACCESS_KEY = env_str("WIKI_S3_SECRET_ACCESS_KEY", "")
if WIKI_STORAGE == "s3" and not WIKI_S3_BUCKET:
    raise ValueError("WIKI_STORAGE=s3 needs WIKI_S3_BUCKET (a bucket with versioning enabled)")
WIKI_PAGE_MAX_LINES = env_int("WIKI_PAGE_MAX_LINES", 90, minimum=10)
WIKI_NIGHTLY_AT = env_str("WIKI_NIGHTLY_AT", "02:30")  # client-local; validated by wiki.apps at start-up
WIKI_LINT_AT = env_str("WIKI_LINT_AT", "03:00")  # Sundays, client-local
WIKI_MAX_ATTEMPTS = env_int("WIKI_MAX_ATTEMPTS", 3, minimum=1)
WIKI_RECENT_DAYS = env_int("WIKI_RECENT_DAYS", 42, minimum=0)  # look-back window handed to distillers
WIKI_CATCH_UP_DAYS = env_int("WIKI_CATCH_UP_DAYS", 7, minimum=1)  # missed nights the dispatcher makes up
WIKI_DISPATCH_MINUTES = env_int("WIKI_DISPATCH_MINUTES", 15, minimum=1)
WIKI_INLINE_MAX_PAGES = env_int("WIKI_INLINE_MAX_PAGES", 2, minimum=1)

# --- Client data: export, erasure, retention (docs/data.md) ----------------------------------------
# The key of the HMAC that pseudonymises an erased client in audit rows and the erasure ledger. Keep it
# secret and stable: the ledger can only be replayed (client_erase --replay-ledger) with the same key.
ERASURE_HMAC_KEY = env_str("ERASURE_HMAC_KEY", f"erasure:{SECRET_KEY}")
# The erasure ledger file: append-only JSON Lines of pseudonymised erasures. Keep it OUTSIDE the
# database backups (docs/reliability.md, "Erasure and backups").
ERASURE_LEDGER_PATH = env_str("ERASURE_LEDGER_PATH", str(DATA_DIR / "erasure-ledger.jsonl"))
# Days of chat text a tenant keeps when it has no RetentionPolicy row ("" = forever).
RETENTION_CHAT_TEXT_DAYS_DEFAULT = env_int("RETENTION_CHAT_TEXT_DAYS_DEFAULT", 0, minimum=0) or None
RETENTION_PRUNE_AT = env_str("RETENTION_PRUNE_AT", "03:30")  # UTC, the daily retention job

# --- Webhooks (docs/webhooks.md) ----------------------------------------------------------------
# Deliver to loopback/private/reserved addresses too (tests, on-premises receivers); off by default.
WEBHOOK_ALLOW_PRIVATE_TARGETS = env_bool("WEBHOOK_ALLOW_PRIVATE_TARGETS", False)
WEBHOOK_TIMEOUT_SECONDS = env_float("WEBHOOK_TIMEOUT_SECONDS", 10.0)
# Attempts per delivery; the wait before attempt n+1 is BACKOFF·2^(n−1) seconds, at most BACKOFF_MAX.
WEBHOOK_MAX_ATTEMPTS = env_int("WEBHOOK_MAX_ATTEMPTS", 8, minimum=1)
WEBHOOK_BACKOFF_SECONDS = env_int("WEBHOOK_BACKOFF_SECONDS", 30, minimum=0)
WEBHOOK_BACKOFF_MAX_SECONDS = env_int("WEBHOOK_BACKOFF_MAX_SECONDS", 3600, minimum=0)
# An endpoint is switched off (with a tenant inbox alert) after this many failed attempts in a row.
WEBHOOK_DISABLE_AFTER_FAILURES = env_int("WEBHOOK_DISABLE_AFTER_FAILURES", 15, minimum=1)
# Receivers should refuse a Coda-Timestamp further than this from their clock (advertised, not enforced).
WEBHOOK_REPLAY_WINDOW_SECONDS = env_int("WEBHOOK_REPLAY_WINDOW_SECONDS", 300, minimum=30)
WEBHOOK_SWEEP_MINUTES = env_int("WEBHOOK_SWEEP_MINUTES", 1, minimum=1)
# The sweep fans out outbox events whose own fan-out task has not run this long after they were written.
WEBHOOK_FAN_OUT_GRACE_SECONDS = env_int("WEBHOOK_FAN_OUT_GRACE_SECONDS", 60, minimum=0)

# --- Context bundle ------------------------------------------------------------------------------
# (context settings)
CONTEXT_BUDGET_TOKENS = env_int("CONTEXT_BUDGET_TOKENS", 6000, minimum=1000)
CONTEXT_BUDGET_MAX_TOKENS = 12_000
CONTEXT_BUDGET_MIN_TOKENS = 1000

# --- Anthropic -----------------------------------------------------------------------------------
# (anthropic settings)
# The SDK reads its own ANTHROPIC_API_KEY (or ANTHROPIC_AUTH_TOKEN) and ANTHROPIC_BASE_URL (a proxy or
# gateway); nothing here copies them. See docs/anthropic.md.
LLM_DISTILL_MODEL = env_str("LLM_DISTILL_MODEL", "claude-opus-4-8")  # nightly and inline distillation
LLM_CHOOSER_MODEL = env_str("LLM_CHOOSER_MODEL", "claude-haiku-4-5")  # free-chat page chooser
LLM_NIGHTLY_MAX_TOKENS = env_int("LLM_NIGHTLY_MAX_TOKENS", 12_000, minimum=256)
LLM_INLINE_MAX_TOKENS = env_int("LLM_INLINE_MAX_TOKENS", 4_000, minimum=256)
LLM_CHOOSER_MAX_TOKENS = env_int("LLM_CHOOSER_MAX_TOKENS", 150, minimum=32)
# Inline ingests run in a django-q worker: attempts × (1 + retries) × timeout must stay under Q_TIMEOUT.
LLM_INLINE_TIMEOUT_SECONDS = env_float("LLM_INLINE_TIMEOUT_SECONDS", 45.0)
LLM_INLINE_MAX_RETRIES = env_int("LLM_INLINE_MAX_RETRIES", 1, minimum=0)
# Direct nightly calls (LLM_NIGHTLY_MODE=direct, or a batch request's fallback).
LLM_NIGHTLY_TIMEOUT_SECONDS = env_float("LLM_NIGHTLY_TIMEOUT_SECONDS", 240.0)
LLM_NIGHTLY_MAX_RETRIES = env_int("LLM_NIGHTLY_MAX_RETRIES", 1, minimum=0)
# The chooser sits on the query path: a short timeout, no retries, lexical ranking on any failure.
LLM_CHOOSER_TIMEOUT_SECONDS = env_float("LLM_CHOOSER_TIMEOUT_SECONDS", 2.0)
# Batch API calls (create, retrieve, results): HTTP timeout and SDK retries.
LLM_BATCH_TIMEOUT_SECONDS = env_float("LLM_BATCH_TIMEOUT_SECONDS", 60.0)
LLM_BATCH_MAX_RETRIES = env_int("LLM_BATCH_MAX_RETRIES", 2, minimum=0)
# Nightly runs with WIKI_DISTILLER=anthropic: "batch" (Message Batches, half price) or "direct".
LLM_NIGHTLY_MODE = env_choice("LLM_NIGHTLY_MODE", "batch", {"batch", "direct"})
LLM_BATCH_POLL_MINUTES = env_int("LLM_BATCH_POLL_MINUTES", 5, minimum=1)
LLM_BATCH_MAX_HOURS = env_float("LLM_BATCH_MAX_HOURS", 24.0)  # then its requests fall back to direct calls
LLM_BATCH_MAX_REQUESTS = env_int("LLM_BATCH_MAX_REQUESTS", 10_000, minimum=1)  # the rest wait a tick
LLM_BATCH_DISCOUNT = env_float("LLM_BATCH_DISCOUNT", 0.5)  # batch price = list price × this
# The weekly LLM lint pass (one direct call per client per Sunday; docs/anthropic.md).
LLM_LINT_MAX_TOKENS = env_int("LLM_LINT_MAX_TOKENS", 4_000, minimum=256)
LLM_LINT_TIMEOUT_SECONDS = env_float("LLM_LINT_TIMEOUT_SECONDS", 120.0)
LLM_LINT_MAX_RETRIES = env_int("LLM_LINT_MAX_RETRIES", 1, minimum=0)
LLM_LINT_MAX_PAGE_CHARS = env_int("LLM_LINT_MAX_PAGE_CHARS", 120_000, minimum=10_000)  # pages read
LLM_NOTES_MAX_CHARS = env_int("LLM_NOTES_MAX_CHARS", 24_000, minimum=1000)  # filed notes in one prompt
# Pages beyond the event→page map a nightly LLM run may read (docs/anthropic.md "Pages beyond the map").
LLM_EXTRA_PAGES = env_int("LLM_EXTRA_PAGES", 2, minimum=0)
# USD per million tokens. cache_write_5m / cache_write_1h: prompt-cache writes by TTL; cache_read: hits.
LLM_PRICES: dict[str, dict[str, float]] = {
    "claude-opus-4-8": {
        "input": 5.0,
        "output": 25.0,
        "cache_write_5m": 6.25,
        "cache_write_1h": 10.0,
        "cache_read": 0.5,
    },
    "claude-opus-5": {
        "input": 5.0,
        "output": 25.0,
        "cache_write_5m": 6.25,
        "cache_write_1h": 10.0,
        "cache_read": 0.5,
    },
    "claude-haiku-4-5": {
        "input": 1.0,
        "output": 5.0,
        "cache_write_5m": 1.25,
        "cache_write_1h": 2.0,
        "cache_read": 0.1,
    },
}
# Extra or corrected prices as JSON, merged over LLM_PRICES by wiki.llm.pricing (checked at first use):
# {"model": {"input": …, "output": …, "cache_write_5m": …, "cache_write_1h": …, "cache_read": …}}.
LLM_PRICES_JSON = env_str("LLM_PRICES_JSON", "")
# Free-chat page chooser: "auto" (the model when WIKI_DISTILLER=anthropic), "anthropic" or "lexical".
CONTEXT_PAGE_CHOOSER = env_choice("CONTEXT_PAGE_CHOOSER", "auto", {"auto", "anthropic", "lexical"})

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    "loggers": {
        "django.db.backends": {"level": "WARNING"},
        "mcp": {"level": "WARNING"},  # the SDK logs every request at INFO
    },
}
