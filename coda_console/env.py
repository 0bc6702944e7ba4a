"""Small helpers that read environment variables and fail loudly on bad values.

Every setting the project reads from the environment goes through one of these, so a typo in a
deployment ("flase", "12O") stops the process at start-up instead of silently using a default.
"""

import os
from urllib.parse import parse_qs, unquote, urlparse


class EnvError(ValueError):
    pass


_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def env_str(name: str, default: str | None = None) -> str:
    value = os.environ.get(name)
    if value is None:
        if default is None:
            raise EnvError(f"{name} is required but not set")
        return default
    return value


def env_bool(name: str, default: bool) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    lowered = raw.strip().lower()
    if lowered in _TRUE:
        return True
    if lowered in _FALSE:
        return False
    raise EnvError(f"{name} must be a boolean (1/0, true/false, yes/no, on/off), got {raw!r}")


def env_int(name: str, default: int, *, minimum: int | None = None) -> int:
    raw = os.environ.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise EnvError(f"{name} must be an integer, got {raw!r}") from None
    if minimum is not None and value < minimum:
        raise EnvError(f"{name} must be >= {minimum}, got {value}")
    return value


def env_float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    if raw is None:
        return default
    try:
        return float(raw)
    except ValueError:
        raise EnvError(f"{name} must be a number, got {raw!r}") from None


def env_list(name: str, default: list[str]) -> list[str]:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


def env_choice(name: str, default: str, choices: set[str]) -> str:
    value = env_str(name, default)
    if value not in choices:
        raise EnvError(f"{name} must be one of {sorted(choices)}, got {value!r}")
    return value


def database_from_url(url: str, *, sqlite_default_path: str) -> dict:
    """Turn ``sqlite:///path`` or ``postgres://user:pw@host:port/name?pool=1`` into a DATABASES entry."""
    if url == "":
        url = f"sqlite:///{sqlite_default_path}"
    parsed = urlparse(url)
    if parsed.scheme == "sqlite":
        # sqlite:///relative/path and sqlite:////absolute/path, as SQLAlchemy and dj-database-url read them.
        name = unquote(parsed.path)[1:] or sqlite_default_path
        return {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": name,
            # WAL + a busy timeout let the web process and the worker share the file. Write transactions
            # begin IMMEDIATE: they take the write lock up front and queue on the busy timeout, instead
            # of starting as readers and failing "database is locked" when they upgrade (docs/api-edge.md).
            "OPTIONS": {
                "timeout": 20,
                "transaction_mode": "IMMEDIATE",
                "init_command": (
                    "PRAGMA journal_mode=WAL;PRAGMA synchronous=NORMAL;PRAGMA busy_timeout=20000;"
                ),
            },
        }
    if parsed.scheme in {"postgres", "postgresql"}:
        query = parse_qs(parsed.query)
        options: dict = {}
        if query.get("pool", ["0"])[0] in _TRUE:
            options["pool"] = {"min_size": 1, "max_size": int(query.get("pool_max", ["10"])[0])}
        return {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": unquote(parsed.path.lstrip("/")) or "coda",
            "USER": unquote(parsed.username or "postgres"),
            "PASSWORD": unquote(parsed.password or ""),
            "HOST": parsed.hostname or "127.0.0.1",
            "PORT": str(parsed.port or 5432),
            "CONN_MAX_AGE": 0 if options.get("pool") else int(query.get("conn_max_age", ["60"])[0]),
            "OPTIONS": options,
        }
    raise EnvError(f"DATABASE_URL scheme must be sqlite:// or postgres://, got {parsed.scheme!r}")
