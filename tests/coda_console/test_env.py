import pytest

from coda_console.env import EnvError, database_from_url, env_bool, env_choice, env_int, env_str


def test_env_helpers_fail_loudly_on_bad_values(monkeypatch):
    monkeypatch.setenv("X_BOOL", "flase")
    monkeypatch.setenv("X_INT", "12O")
    monkeypatch.setenv("X_CHOICE", "s4")
    with pytest.raises(EnvError, match="X_BOOL"):
        env_bool("X_BOOL", False)
    with pytest.raises(EnvError, match="X_INT"):
        env_int("X_INT", 1)
    with pytest.raises(EnvError, match="X_CHOICE"):
        env_choice("X_CHOICE", "s3", {"s3", "filesystem"})
    with pytest.raises(EnvError, match="required"):
        env_str("X_MISSING_FOR_SURE")


def test_env_helpers_read_good_values_and_defaults(monkeypatch):
    monkeypatch.setenv("X_BOOL", "Yes")
    monkeypatch.setenv("X_INT", "12")
    assert env_bool("X_BOOL", False) is True
    assert env_int("X_INT", 1, minimum=0) == 12
    assert env_int("X_UNSET", 7) == 7
    with pytest.raises(EnvError, match=">= 20"):
        env_int("X_INT", 1, minimum=20)


def test_database_urls():
    sqlite = database_from_url("", sqlite_default_path="/data/coda.sqlite3")
    assert sqlite["NAME"] == "/data/coda.sqlite3"
    assert database_from_url("sqlite:///rel.db", sqlite_default_path="x")["NAME"] == "rel.db"
    pg = database_from_url("postgres://u:p%40ss@db.internal:5433/coda?pool=1", sqlite_default_path="x")
    assert (pg["USER"], pg["PASSWORD"], pg["HOST"], pg["PORT"], pg["NAME"]) == (
        "u",
        "p@ss",
        "db.internal",
        "5433",
        "coda",
    )
    assert pg["OPTIONS"]["pool"]["max_size"] == 10
    with pytest.raises(EnvError):
        database_from_url("mysql://x", sqlite_default_path="x")
