"""Wiki fixtures: storage per test (filesystem by default; `backend` runs a test on both backends),
a moto S3 server started by the tests, event helpers and the scripted distiller."""

import datetime as dt
import itertools
import logging
import uuid
from unittest import mock
from zoneinfo import ZoneInfo

import boto3
import pytest

from coda_console import services as core_services
from wiki.distillers.base import Proposal
from wiki.distillers.scripted import ScriptedDistiller
from wiki.tree.storage import _store

KYIV = ZoneInfo("Europe/Kyiv")
_ids = itertools.count(1)


@pytest.fixture(autouse=True)
def wiki_storage(settings, tmp_path):
    """Every test gets its own filesystem store (and the store cache forgets the previous one)."""
    settings.WIKI_STORAGE = "filesystem"
    settings.WIKI_FS_ROOT = str(tmp_path / "wiki-storage")
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]  # fast fixture users
    _store.cache_clear()
    yield settings.WIKI_FS_ROOT
    _store.cache_clear()


@pytest.fixture(scope="session")
def moto_endpoint():
    """A moto S3 server on loopback, random port, for the whole session."""
    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # moto's request log is noise here
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    yield f"http://{host}:{port}"
    server.stop()


def use_s3(settings, endpoint: str) -> str:
    bucket = f"wiki-{uuid.uuid4().hex[:12]}"
    s3 = boto3.client(
        "s3",
        endpoint_url=endpoint,
        region_name="us-east-1",
        aws_access_key_id="testing",
        aws_secret_access_key="testing",
    )
    s3.create_bucket(Bucket=bucket)
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Enabled"})
    settings.WIKI_STORAGE = "s3"
    settings.WIKI_S3_BUCKET = bucket
    settings.WIKI_S3_ENDPOINT_URL = endpoint
    settings.WIKI_S3_REGION = "us-east-1"
    settings.WIKI_S3_ACCESS_KEY_ID = "testing"
    settings.WIKI_S3_SECRET_ACCESS_KEY = "testing"
    _store.cache_clear()
    return bucket


@pytest.fixture(params=["filesystem", pytest.param("s3", marks=pytest.mark.s3)])
def backend(request, settings, wiki_storage):
    """Run the test once per storage backend: the same suite, the same expectations."""
    if request.param == "s3":
        use_s3(settings, request.getfixturevalue("moto_endpoint"))
    return request.param


def at(date: dt.date, clock: str = "12:00", tz: ZoneInfo = KYIV) -> str:
    hours, minutes = clock.split(":")
    return dt.datetime.combine(date, dt.time(int(hours), int(minutes)), tzinfo=tz).isoformat()


def ev(kind: str, when: str, **payload) -> dict:
    event_id = f"e{next(_ids)}-{uuid.uuid4().hex[:6]}"
    return {"id": event_id, "kind": kind, "occurred_at": when, "payload": payload}


def post(client, *events: dict):
    return core_services.events_ingest(client=client, raw_events=list(events))


def post_stored_before_the_edge_rule(client, *events: dict):
    """Store events as the log may already hold them: rows written before the edge refused NUL and
    control characters (docs/api-edge.md). The wiki must still fold them without stalling."""
    with (
        mock.patch.object(core_services, "value_problems", return_value=[]),
        mock.patch.object(core_services, "text_problem", return_value=None),
    ):
        return post(client, *events)


def day_of_events(date: dt.date) -> list[dict]:
    """A plausible coaching day."""
    return [
        ev("sleep.logged", at(date, "06:30"), hours=6.5, bedtime="23:40", quality=3),
        ev("recovery.scored", at(date, "06:35"), score=61),
        ev("meal.logged", at(date, "13:00"), description="chicken salad", protein_g=35, kcal=520),
        ev(
            "session.completed",
            at(date, "18:30"),
            name="Lower body A",
            sets=[
                {"exercise": "Back squat", "reps": 5, "weight_kg": 60, "rpe": 7},
                {"exercise": "Back squat", "reps": 5, "weight_kg": 60, "rpe": 8},
                {"exercise": "Band row", "reps": 8, "weight_kg": 0},
            ],
            volume_kg=680,
            duration_min=50,
        ),
        ev("chat.turn", at(date, "19:00"), role="user", text="Knees felt a bit tired today but ok"),
        ev("chat.turn", at(date, "19:01"), role="bot", text="Noted, nice work!"),
    ]


def page(path: str, title: str, body: str = "", summary: str = "A page.") -> tuple[str, str]:
    return path, f"# {title}\n\n*{summary}*\n\n{body}".rstrip("\n") + "\n"


def edit(task, path: str, transform) -> Proposal:
    """A proposal rewriting one candidate page with `transform(old_text)`."""
    return Proposal(pages={path: transform(task.pages[path])}, index_summaries={}, log_subject="test edit")


@pytest.fixture
def scripted():
    return ScriptedDistiller


# --- A deterministic test distiller ------------------------------------------------------------------

CLAIM_PREFIX = "- fold "
KEEP_CLAIMS = 40


class FoldDistiller:
    """Deterministic: folds each event into a dated claim on its first mapped page (capped, oldest
    claims dropped), keeps a weekly page, flags a ⚠ pair when a chat turn says CONTRADICT, and raises
    a safety alert on injury.reported. Stands in for the rules distiller in pipeline tests."""

    name = "fold"
    deterministic = True

    def propose(self, task):
        from wiki.distillers.base import Contradiction, ProposedAlert
        from wiki.tree.markup import contradiction_pair
        from wiki.tree.pagemap import EVENT_PAGE_MAP
        from wiki.tree.paths import weekly_path

        pages = dict(task.pages)
        changed: dict[str, str] = {}
        contradictions, alerts = [], []
        for event in task.events:
            targets = [p for p in EVENT_PAGE_MAP.get(event.kind, ()) if p in pages]
            if not targets:
                continue
            path = targets[0]
            text = changed.get(path, pages[path])
            claim = f"{CLAIM_PREFIX}{event.kind} {event.event_id} (as of {event.local_date.isoformat()})"
            if "CONTRADICT" in str(event.payload.get("text", "")):
                old, new = f"old view {event.event_id}", f"new view {event.event_id}"
                claim = contradiction_pair(old, new)
                contradictions.append(Contradiction(path, old, new, (event.event_id,)))
            text = _trim(text.rstrip("\n") + "\n" + claim + "\n")
            changed[path] = text
            if event.kind == "injury.reported":
                alerts.append(ProposedAlert("safety", path, "high", f"injury: {event.payload.get('area')}"))
        if task.mode == "nightly":
            week = weekly_path(task.local_date)
            base = task.pages.get(week) or f"# Week {week[12:-3]}\n\n*The week in events.*\n\n## Days\n"
            changed[week] = base + f"- {task.local_date.isoformat()}: {len(task.events)} events\n"
        summaries = {path: f"{text.count(CLAIM_PREFIX)} claims" for path, text in changed.items()}
        return Proposal(
            pages=changed,
            index_summaries=summaries,
            contradictions=tuple(contradictions),
            alerts=tuple(alerts),
            log_subject=f"fold {len(task.events)}",
        )


def _trim(text: str) -> str:
    lines = text.split("\n")
    claims = [i for i, line in enumerate(lines) if line.startswith(CLAIM_PREFIX)]
    drop = set(claims[: max(0, len(claims) - KEEP_CLAIMS)])
    return "\n".join(line for i, line in enumerate(lines) if i not in drop)


@pytest.fixture
def fold():
    from wiki.distillers import register_distiller, unregister_distiller

    register_distiller("fold", FoldDistiller)
    yield FoldDistiller()
    unregister_distiller("fold")


def snapshot(client) -> dict:
    """Everything that must stay put when a run fails: every file's version and bytes, the watermark."""
    from wiki.models import IngestState, WikiPage

    state = IngestState.objects.filter(client=client).values("watermark_seq", "folded_through").first()
    pages = {
        page.path: (page.current_number, page.current_sha256, page.current_content)
        for page in WikiPage.objects.filter(client=client)
    }
    return {"pages": pages, "state": state}


def content_of(client, path: str) -> str:
    from wiki.models import WikiPage

    return WikiPage.objects.get(client=client, path=path).current_content


# Console view fixtures (tree_a, tree_other, tree_foreign, nata, people): tests/wiki/console_helpers.py
from tests.wiki.console_helpers import nata, people, tree_a, tree_foreign, tree_other  # noqa: E402, F401
