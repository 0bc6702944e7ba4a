"""The batch write (knowledge.batch, knowledge.batch_input, POST /api/v1/domains/<slug>/records/batch)."""

import pytest
from django.test.utils import override_settings

from coda_console import ranking
from coda_console.models import AuditEntry
from knowledge import selectors, vectors
from knowledge.models import Record, RecordEmbedding, Status
from knowledge.search_backends import backend

URL = "/api/v1/domains/coaching/records/batch"


def _item(title: str, **fields) -> dict:
    return {"title": title, "provenance": {"source": "handbook", "locator": "p. 1"}, **fields}


def _post(bot, *items, url: str = URL):
    return bot.post(url, {"records": list(items)})


def _error(response) -> dict:
    return response.json()["error"]


# --- Happy path -----------------------------------------------------------------------------------


def test_a_batch_writes_every_record_in_order_with_vectors_search_and_one_audit_row(bot, domain):
    response = _post(
        bot,
        _item("Deload every fourth week", body="Halve the volume, keep the intensity."),
        _item("Short sleep caps the session", key="Sleep Cap", body="Under six hours: no max attempts."),
        _item("Creatine daily", body="Three to five grams, any time of day.", expects=2),
    )
    assert response.status_code == 201
    assert response.json()["records"] == [
        {"id": "coaching-0001", "key": "deload-every-fourth-week"},
        {"id": "coaching-0002", "key": "sleep-cap"},
        {"id": "coaching-0003", "key": "creatine-daily"},
    ]
    records = Record.objects.filter(domain=domain).order_by("number")
    assert [(r.status, r.head_id, r.created_by) for r in records] == [
        (Status.LIVE, r.pk, f"bot:{bot.key.prefix}") for r in records
    ]
    assert RecordEmbedding.objects.filter(record__domain=domain).count() == 3
    assert [hit.record.ref for hit in selectors.search(domain=domain, query="sleep hours")][:1] == [
        "coaching-0002"
    ]
    domain.refresh_from_db()
    assert domain.next_number == 4
    audit = AuditEntry.objects.get(action="knowledge.record.create_batch")
    assert audit.detail["ids"] == ["coaching-0001", "coaching-0002", "coaching-0003"]
    assert audit.actor_key == bot.key


def test_a_large_batch_stores_every_vector_and_heads_and_later_writes_take_fresh_ids(bot, domain, write):
    topics = ["squat", "bench", "deadlift", "row", "lunge", "plank", "sprint", "swim", "yoga", "hike"]
    items = [
        _item(f"{topics[i % 10]} cue {i}", key=f"cue-{i:04d}", body=f"Note {i} on {topics[(i * 7) % 10]}.")
        for i in range(450)  # more than one multi-row insert of vectors
    ]
    with override_settings(KNOWLEDGE_DUPLICATE_THRESHOLD=1.01):  # every item distinct for this test
        response = _post(bot, *items)
    assert response.status_code == 201, response.content[:300]
    records = list(Record.objects.filter(domain=domain))
    assert len(records) == 450 and all(r.head_id == r.pk for r in records)
    stored = set(RecordEmbedding.objects.filter(record__domain=domain).values_list("record_id", flat=True))
    assert stored == {r.pk for r in records}
    later = write(domain, "Grip work twice a week")
    assert later.pk > max(r.pk for r in records) and later.head_id == later.pk


def test_a_batch_item_supersedes_contradicts_and_links_like_a_single_write(bot, domain, write):
    old = write(domain, "Deload every fourth week", authority="agent")
    other = write(domain, "Protein at breakfast", authority="agent")
    response = _post(
        bot,
        _item("Deload every fifth week", supersedes=[old.ref], note="new block length"),
        _item("Skip breakfast protein", contradicts=[other.ref], edges=[{"type": "explains", "to": old.ref}]),
    )
    assert response.status_code == 201, response.json()
    old.refresh_from_db()
    assert old.status == Status.SUPERSEDED and old.head.ref == response.json()["records"][0]["id"]
    assert AuditEntry.objects.filter(action="knowledge.contradiction.raise").count() == 1


def test_distinct_from_acknowledges_a_near_duplicate_head(bot, domain, write):
    head = write(domain, "Deload every fourth week", body="Halve the volume.")
    refused = _post(bot, _item("Deload every 4th week!", key="deload-b", body="Halve the volume."))
    assert refused.status_code == 409
    accepted = _post(
        bot,
        _item("Deload every 4th week!", key="deload-b", body="Halve the volume.", distinct_from=[head.ref]),
    )
    assert accepted.status_code == 201


@pytest.fixture
def committed_vector_cache():
    """This test runs on-commit callbacks, which fill the process-wide vector cache: empty it after, so
    the next test (whose domain may reuse the id) does not read these vectors."""
    yield
    vectors.forget()


def test_once_a_batch_commits_the_writers_vector_cache_moves_forward_itself(
    bot, domain, write, django_capture_on_commit_callbacks, committed_vector_cache
):
    old = write(domain, "Deload every fourth week", authority="agent")
    kept = write(domain, "Protein at breakfast", authority="agent")
    with django_capture_on_commit_callbacks(execute=True):
        vectors.domain_matrix(domain)  # this process holds the domain's vectors
    with django_capture_on_commit_callbacks(execute=True):
        _post(bot, _item("Deload every fifth week", supersedes=[old.ref]), _item("Creatine daily"))
    domain.refresh_from_db()
    held = vectors._CACHE.peek(domain.pk, domain.revision)
    assert held is not None  # moved to the new revision without a reload
    live = Record.objects.filter(domain=domain, status=Status.LIVE).order_by("pk")
    assert held[0] == [r.pk for r in live] and kept.pk in held[0] and old.pk not in held[0]
    assert held[1].shape == (3, ranking.MODELS[ranking.model_name()])


# --- All or nothing -------------------------------------------------------------------------------


def test_one_invalid_item_refuses_the_batch_naming_it_by_index(bot, domain):
    response = _post(bot, _item("Fine"), _item("  "), _item("Also fine", expects=0))
    assert response.status_code == 400
    details = _error(response)["details"]
    assert {(d["index"], d["field"]) for d in details} == {(1, "title"), (2, "expects")}
    assert not Record.objects.exists()


def test_a_duplicate_of_a_live_head_refuses_the_whole_batch(bot, domain, write):
    head = write(domain, "Deload every fourth week", body="Halve the volume, keep the intensity.")
    response = _post(
        bot,
        _item("Creatine daily"),
        _item("Deload every fourth week.", key="deload-2", body="Keep the intensity, halve the volume."),
    )
    assert response.status_code == 409
    error = _error(response)
    assert error["code"] == "duplicate_head"
    assert [(d["index"], d["id"]) for d in error["details"]] == [(1, head.ref)]
    assert "nothing was written" in error["message"]
    assert list(Record.objects.values_list("ref", flat=True)) == [head.ref]
    domain.refresh_from_db()
    assert domain.next_number == 2


def test_a_near_duplicate_within_the_batch_is_refused(bot, domain):
    response = _post(
        bot,
        _item("Protein at breakfast", body="Thirty grams within an hour of waking."),
        _item("Creatine daily"),
        _item("Breakfast protein", key="protein-b", body="Within an hour of waking, thirty grams."),
    )
    assert response.status_code == 409
    error = _error(response)
    assert error["code"] == "duplicate_in_batch"
    assert [d["index"] for d in error["details"]] == [2]
    assert "records[0]" in error["details"][0]["message"]
    assert not Record.objects.exists()


def test_when_the_nearest_vectors_decide_no_full_text_candidates_are_looked_up(
    bot, domain, write, monkeypatch
):
    write(domain, "Deload every fourth week", body="Halve the volume, keep the intensity.")
    looked_up: list[list[list[str]]] = []
    rank_many = type(backend()).rank_many
    monkeypatch.setattr(
        type(backend()),
        "rank_many",
        lambda self, **kw: looked_up.append(kw["queries"]) or rank_many(self, **kw),
    )
    assert _post(bot, _item("Creatine daily"), _item("Protein at breakfast")).status_code == 201
    assert looked_up == [[]]  # one head, fewer than the candidate limit: its vector decides


def test_a_head_without_a_current_vector_is_still_compared_by_its_words(bot, domain, write):
    head = write(domain, "Deload every fourth week", body="Halve the volume, keep the intensity.")
    RecordEmbedding.objects.filter(record=head).delete()
    vectors.forget()
    response = _post(
        bot, _item("Deload every fourth week.", key="deload-2", body="Halve the volume, keep the intensity.")
    )
    assert _error(response)["code"] == "duplicate_head"
    assert [d["id"] for d in _error(response)["details"]] == [head.ref]


@override_settings(EMBEDDING_MODEL="none")
def test_with_embeddings_off_items_are_compared_by_their_words(bot, domain):
    response = _post(
        bot,
        _item("Protein at breakfast", body="Thirty grams within an hour of waking."),
        _item("Breakfast protein", key="protein-b", body="Within an hour of waking, thirty grams."),
    )
    assert _error(response)["code"] == "duplicate_in_batch"
    assert _post(bot, _item("Protein at breakfast"), _item("Creatine daily")).status_code == 201
    assert not RecordEmbedding.objects.exists()


def test_two_items_superseding_one_head_refuse_the_second(bot, domain, write):
    head = write(domain, "Deload every fourth week", authority="agent")
    response = _post(
        bot,
        _item("Deload every fifth week", supersedes=[head.ref]),
        _item("Deload every sixth week", supersedes=[head.ref]),
    )
    assert response.status_code == 409
    assert [(d["index"], d["id"]) for d in _error(response)["details"]] == [(1, head.ref)]
    head.refresh_from_db()
    assert head.status == Status.LIVE


# --- Keys ------------------------------------------------------------------------------------------


def test_keys_match_exactly_after_normalisation(bot, domain, write):
    write(domain, "Deload rule", key="deload-every-4-weeks")
    same = _post(bot, _item("Something else entirely", key="Deload Every 4 Weeks!"))
    assert same.status_code == 409
    assert "the same key" in _error(same)["details"][0]["message"]
    within = _post(bot, _item("Squat depth", key="EX 0001"), _item("Bench grip width", key="ex-0001"))
    assert _error(within)["code"] == "duplicate_in_batch"


def test_importer_style_keys_are_identifiers_never_fuzzy(bot, domain):
    items = [
        _item(f"Observation {day} {n}: {fact}", key=f"conv-26-d1-{day}-obs{n}")
        for day, n, fact in [(3, 0, "slept badly"), (4, 1, "knee ached on stairs"), (5, 2, "ate late")]
    ]
    response = _post(bot, *items)
    assert response.status_code == 201, response.json()
    assert [r["key"] for r in response.json()["records"]] == [
        "conv-26-d1-3-obs0",
        "conv-26-d1-4-obs1",
        "conv-26-d1-5-obs2",
    ]


# --- Limits and malformed input -------------------------------------------------------------------


@override_settings(KNOWLEDGE_BATCH_MAX_RECORDS=2)
def test_a_batch_above_the_size_limit_is_400(bot, domain):
    response = _post(bot, _item("One"), _item("Two"), _item("Three"))
    assert response.status_code == 400
    assert _error(response)["code"] == "batch_too_large"
    assert not Record.objects.exists()


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"records": []},
        {"records": "not a list"},
        {"records": [1, None, "x"]},
        {"records": [{"title": 5, "provenance": "handbook"}]},
        {"records": [{"title": "t", "provenance": {"source": ["x"]}, "expects": "many"}]},
        {"records": [{"title": "t", "provenance": {"source": "s"}, "authority": "god", "supersedes": "x"}]},
        {"records": [{"title": "t", "provenance": {"source": "s"}, "edges": [{"type": "x"}, 3]}]},
        {"records": [{"title": "t", "provenance": {"source": "s"}, "edges": {"to": "x"}, "expects": True}]},
        {"records": [{"title": "x" * 301, "provenance": {"source": "s"}, "key": "k" * 201}]},
        [1, 2],
        "just a string",
    ],
)
def test_malformed_bodies_are_400_never_500(bot, domain, body):
    response = bot.post(URL, body)
    assert response.status_code == 400, response.content
    assert _error(response)["details"]
    assert not Record.objects.exists()


def test_malformed_json_is_400(bot, domain):
    response = bot.api.post(URL, "{not json", content_type="application/json")
    assert response.status_code == 400
    assert _error(response)["code"] == "malformed_json"


# --- Tenancy, authentication, authority, throttling ------------------------------------------------


def test_another_tenants_domain_is_a_404_like_a_missing_one(other_tenant_bot, domain):
    response = _post(other_tenant_bot, _item("Mine now"))
    missing = _post(other_tenant_bot, _item("Mine now"), url=URL.replace("coaching", "nowhere"))
    assert response.status_code == missing.status_code == 404
    assert response.json() == missing.json()
    assert not Record.objects.exists()


def test_another_tenants_records_cannot_be_named(bot, domain, other_tenant_domain, write):
    theirs = write(other_tenant_domain, "Their deload rule")
    response = _post(bot, _item("Fine"), _item("Replacing theirs", supersedes=[theirs.ref]))
    assert response.status_code == 400
    error = _error(response)
    assert error["code"] == "unknown_record"
    assert [(d["index"], d["field"], d["id"]) for d in error["details"]] == [(1, "supersedes[0]", theirs.ref)]
    theirs.refresh_from_db()
    assert theirs.status == Status.LIVE
    assert not Record.objects.filter(domain=domain).exists()


def test_without_a_key_the_batch_is_401(client, domain):
    response = client.post(URL, {"records": [_item("x")]}, content_type="application/json")
    assert response.status_code == 401


def test_an_item_above_the_keys_authority_refuses_the_batch_with_403(bot, domain):
    response = _post(bot, _item("Fine"), _item("Coach rule", authority="coach"))
    assert response.status_code == 403
    assert _error(response)["code"] == "authority_above_key"
    assert [d["index"] for d in _error(response)["details"]] == [1]
    assert not Record.objects.exists()


def test_a_batch_counts_against_the_keys_rate_limit(bot, domain, monkeypatch):
    from django.core.cache import cache

    from coda_console.auth import ApiKeyRateThrottle

    cache.clear()
    monkeypatch.setattr(ApiKeyRateThrottle, "THROTTLE_RATES", {"api_key": "2/min"})
    statuses = [_post(bot, _item(f"Record {n}")).status_code for n in range(3)]
    assert statuses == [201, 201, 429]
    cache.clear()
