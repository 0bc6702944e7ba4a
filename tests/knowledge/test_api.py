import pytest

from knowledge.models import Edge, Record, Status

BASE = "/api/v1/domains"


def _create(bot, title: str, slug: str = "coaching", **fields):
    body = {"title": title, "provenance": {"source": "handbook", "locator": "p. 1"}, **fields}
    return bot.post(f"{BASE}/{slug}/records", body)


@pytest.fixture
def source_bot(bot):
    """The bot, with a key the operator allowed to write `source` knowledge (--max-authority)."""
    bot.key.max_authority = "source"
    bot.key.save(update_fields=["max_authority"])
    return bot


@pytest.fixture
def record(domain, write):
    whole = write(domain, "Squat substitutions", body="Keep the **pattern**.", expects=2)
    write(domain, "Goblet squat", edges=[{"type": "part_of", "to": whole.ref}])
    return whole


# --- Domains ------------------------------------------------------------------------------------


def test_domains_are_created_and_listed_per_tenant(bot, other_tenant_bot):
    response = bot.post(BASE, {"slug": "coaching", "name": "Coaching"})
    assert response.status_code == 201
    assert response.json()["is_default"] is True
    assert bot.post(BASE, {"slug": "running", "name": "Running"}).json()["is_default"] is False
    _create(bot, "Deload rules")
    listed = bot.get(BASE).json()
    assert [(d["slug"], d["live_records"]) for d in listed] == [("coaching", 1), ("running", 0)]
    assert other_tenant_bot.get(BASE).json() == []


def test_creating_an_existing_domain_is_409(bot, domain):
    response = bot.post(BASE, {"slug": "coaching", "name": "Again"})
    assert response.status_code == 409
    assert response.json()["error"]["code"] == "domain_exists"


def test_bad_domain_input_is_400(bot):
    response = bot.post(BASE, {"slug": "not a slug!", "name": ""})
    assert response.status_code == 400
    assert {d["field"] for d in response.json()["error"]["details"]} == {"slug", "name"}


# --- Records ------------------------------------------------------------------------------------


def test_create_returns_the_record_with_its_neighbours_and_chain(source_bot, domain, record):
    response = _create(
        source_bot, "Bulgarian split squat", authority="source", edges=[{"type": "part_of", "to": record.ref}]
    )
    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["record"]["id"] == "coaching-0003"
    assert body["record"]["provenance"] == {"source": "handbook", "locator": "p. 1"}
    assert body["record"]["created_by"].startswith("bot:")
    assert body["neighbours"][0] | {"note": ""} == {
        "type": "part_of", "direction": "out", "id": record.ref, "title": "Squat substitutions",
        "status": "live", "label": "Part of", "via": "", "note": "",
    }  # fmt: skip
    assert [entry["id"] for entry in body["chain"]] == ["coaching-0003"]


def test_duplicate_is_409_with_the_live_head_in_details_and_resolves_with_supersedes(
    source_bot, domain, record
):
    bot = source_bot
    response = _create(bot, "Squat substitutions", body="New wording")
    assert response.status_code == 409
    error = response.json()["error"]
    assert error["code"] == "duplicate_head"
    assert error["details"] == [
        {
            "field": "supersedes",
            "id": record.ref,
            "message": "'Squat substitutions' is a live head with the same key",
        }
    ]
    replaced = _create(
        bot, "Squat substitutions", body="New wording", authority="source", supersedes=[record.ref]
    )
    assert replaced.status_code == 201
    chain = replaced.json()["chain"]
    assert [(e["id"], e["status"], e["replaced_by"]) for e in chain] == [
        ("coaching-0003", "live", None),
        (record.ref, "superseded", "coaching-0003"),
    ]


def test_authority_conflict_is_409_explaining_contradicts(bot, domain, write):
    coach = write(domain, "Stop pressing at wrist pain 2/10", authority="coach")
    response = _create(bot, "Stop pressing at wrist pain 2/10", authority="agent", supersedes=[coach.ref])
    assert response.status_code == 409
    error = response.json()["error"]
    assert error["code"] == "authority_conflict" and "contradicts" in error["message"]
    assert error["details"][0]["id"] == coach.ref
    contradicting = _create(
        bot, "Train through wrist pain to 3/10", authority="agent", contradicts=[coach.ref]
    )
    assert contradicting.status_code == 201
    assert contradicting.json()["neighbours"][0]["type"] == "contradicts"


def test_create_validates_input(bot, domain):
    response = bot.post(
        f"{BASE}/coaching/records", {"title": "", "provenance": {}, "authority": "god", "expects": 0}
    )
    fields = {d["field"] for d in response.json()["error"]["details"]}
    assert response.status_code == 400 and {"title", "authority", "expects"} <= fields
    bad_edge = _create(bot, "Topic", edges=[{"type": "supersedes", "to": "coaching-0001"}])
    assert bad_edge.status_code == 400


def test_list_pages_records_by_status(bot, domain, record):
    page = bot.get(f"{BASE}/coaching/records", {"limit": 1}).json()
    assert [r["id"] for r in page["records"]] == [record.ref] and page["next_cursor"] == 1
    rest = bot.get(f"{BASE}/coaching/records", {"cursor": page["next_cursor"]}).json()
    assert [r["id"] for r in rest["records"]] == ["coaching-0002"] and rest["next_cursor"] is None
    assert bot.get(f"{BASE}/coaching/records", {"status": "retracted"}).json()["records"] == []
    assert (
        bot.get(f"{BASE}/coaching/records", {"key": "Goblet Squat"}).json()["records"][0]["id"]
        == "coaching-0002"
    )
    assert bot.get(f"{BASE}/coaching/records", {"status": "nope"}).status_code == 400


def test_detail_has_record_neighbours_parts_chain(bot, domain, record):
    body = bot.get(f"{BASE}/coaching/records/{record.ref}").json()
    assert body["record"]["body"] == "Keep the **pattern**."
    assert body["parts"] == {"expected": 2, "recorded": 1, "label": "1 of 2 parts recorded"}
    assert [n["id"] for n in body["neighbours"]] == ["coaching-0002"]
    assert body["chain"][0]["id"] == record.ref and body["distinct_from"] == []


def test_retract_needs_a_reason_and_is_409_twice(source_bot, domain, record):
    bot = source_bot
    url = f"{BASE}/coaching/records/{record.ref}/retract"
    assert bot.post(url, {}).status_code == 400
    response = bot.post(url, {"reason": "wrong source"})
    assert response.status_code == 200 and response.json()["status"] == "retracted"
    again = bot.post(url, {"reason": "again"})
    assert again.status_code == 409 and again.json()["error"]["details"][0]["id"] == record.ref


# --- Edges --------------------------------------------------------------------------------------


def test_edges_are_created_once(bot, domain, write):
    a, b = write(domain, "Zone 2 runs"), write(domain, "Tempo pace")
    body = {"from": a.ref, "to": b.ref, "type": "precedes", "note": "build the base first"}
    first = bot.post(f"{BASE}/coaching/edges", body)
    assert (
        first.status_code == 201
        and first.json()["from"] == a.ref
        and first.json()["note"] == "build the base first"
    )
    assert bot.post(f"{BASE}/coaching/edges", body).status_code == 200
    assert Edge.objects.count() == 1


def test_edge_errors_self_cycle_unknown(bot, domain, write):
    old = write(domain, "Daily protein target")
    new = write(domain, "Daily protein target", supersedes=[old.ref])
    assert (
        bot.post(f"{BASE}/coaching/edges", {"from": new.ref, "to": new.ref, "type": "explains"}).status_code
        == 400
    )
    cycle = bot.post(f"{BASE}/coaching/edges", {"from": old.ref, "to": new.ref, "type": "supersedes"})
    assert cycle.status_code == 409 and cycle.json()["error"]["code"] == "supersession_cycle"
    unknown = bot.post(f"{BASE}/coaching/edges", {"from": new.ref, "to": "coaching-0404", "type": "explains"})
    assert unknown.status_code == 400 and unknown.json()["error"]["details"][0]["id"] == "coaching-0404"


# --- Search, prompt, lint -----------------------------------------------------------------------


def test_search_returns_ranked_live_heads_with_neighbours_and_parts(bot, domain, record):
    body = bot.get(f"{BASE}/coaching/search", {"q": "squat substitutions", "limit": 5}).json()
    assert body["query"] == "squat substitutions"
    top = body["hits"][0]
    assert top["id"] == record.ref and top["parts"]["label"] == "1 of 2 parts recorded"
    assert top["neighbours"][0]["id"] == "coaching-0002" and top["score"] > 0
    assert bot.get(f"{BASE}/coaching/search").status_code == 400
    assert bot.get(f"{BASE}/coaching/search", {"q": "x", "limit": 999}).status_code == 400


def test_prompt_returns_the_budgeted_section(bot, domain, record):
    body = bot.get(f"{BASE}/coaching/prompt", {"q": "squat", "budget": 200}).json()
    assert body["text"].startswith("## What you know about this domain")
    assert body["tokens"] <= 200 and body["budget"] == 200 and record.ref in body["cited"]
    empty = bot.get(f"{BASE}/coaching/prompt", {"q": "marathon"}).json()
    assert empty["text"] == "" and empty["budget"] == 500


def test_lint_returns_the_current_report(bot, domain, record):
    body = bot.get(f"{BASE}/coaching/lint").json()
    assert body["counts"] == {"missing_parts": 1} and body["current"] is True
    assert body["warnings"][0]["ids"] == [record.ref, "coaching-0002"]


# --- Isolation ----------------------------------------------------------------------------------

ENDPOINTS = [
    ("get", "/coaching/records", None),
    ("post", "/coaching/records", {"title": "Sneaky", "provenance": {"source": "x"}}),
    ("get", "/coaching/records/{ref}", None),
    ("post", "/coaching/records/{ref}/retract", {"reason": "sneaky"}),
    ("post", "/coaching/edges", {"from": "{ref}", "to": "{ref2}", "type": "explains"}),
    ("get", "/coaching/search?q=squat", None),
    ("get", "/coaching/prompt?q=squat", None),
    ("get", "/coaching/lint", None),
]


def _call(bot, method: str, path: str, body, refs: dict):
    url = BASE + path.format(**refs)
    if body is not None:
        body = {k: (v.format(**refs) if isinstance(v, str) else v) for k, v in body.items()}
        return bot.post(url, body)
    return getattr(bot, method)(url)


@pytest.mark.parametrize(("method", "path", "body"), ENDPOINTS)
def test_another_tenants_domain_is_a_404_like_a_missing_one(
    other_tenant_bot, domain, record, method, path, body
):
    refs = {"ref": record.ref, "ref2": "coaching-0002"}
    response = _call(other_tenant_bot, method, path, body, refs)
    missing = _call(other_tenant_bot, method, path.replace("/coaching", "/nowhere"), body, refs)
    assert response.status_code == missing.status_code == 404
    assert response.json() == missing.json()
    record.refresh_from_db()
    assert record.status == Status.LIVE and Record.objects.filter(tenant=domain.tenant).count() == 2


@pytest.mark.parametrize(("method", "path", "body"), [e for e in ENDPOINTS if "{ref}" in e[1]])
def test_another_tenants_record_is_a_404_even_in_a_domain_of_the_same_slug(
    other_tenant_bot, other_tenant_domain, domain, record, method, path, body
):
    refs = {"ref": record.ref, "ref2": "coaching-0002"}
    response = _call(other_tenant_bot, method, path, body, refs)
    missing = _call(other_tenant_bot, method, path, body, {"ref": "coaching-0999", "ref2": "coaching-0002"})
    assert response.status_code == missing.status_code == 404
    assert response.json() == missing.json()


def test_another_tenants_ids_in_a_body_are_unknown_like_missing_ones(
    other_tenant_bot, other_tenant_domain, record
):
    response = _create(other_tenant_bot, "Mine", supersedes=[record.ref])
    missing = _create(other_tenant_bot, "Mine", supersedes=["coaching-0999"])
    assert response.status_code == missing.status_code == 400
    assert response.json()["error"]["code"] == missing.json()["error"]["code"] == "unknown_record"
    edge = other_tenant_bot.post(
        f"{BASE}/coaching/edges", {"from": record.ref, "to": record.ref, "type": "explains"}
    )
    assert edge.status_code == 400 and not Edge.objects.filter(source=record).exists()
    theirs = other_tenant_bot.get(f"{BASE}/coaching/search", {"q": "squat"}).json()
    assert theirs["hits"] == []


def test_without_a_key_every_endpoint_is_401(client, domain, record):
    for method, path, _ in ENDPOINTS:
        url = BASE + path.format(ref=record.ref, ref2="x")
        response = getattr(client, method)(url)
        assert response.status_code == 401, url


# --- Key scopes: a key writes and overrules knowledge up to its maximum authority -------------------


@pytest.mark.parametrize("authority", ["coach", "source"])
def test_a_bot_key_cannot_declare_authority_above_its_maximum(bot, domain, authority):
    response = _create(bot, "Deload every 6th week", authority=authority)
    assert response.status_code == 403
    error = response.json()["error"]
    assert error["code"] == "authority_above_key"
    assert error["details"] == [{"field": "authority", "message": "above this key's maximum (agent)"}]
    assert not Record.objects.exists()


@pytest.mark.parametrize("authority", ["agent", "llm"])
def test_a_bot_key_writes_up_to_its_maximum(bot, domain, authority):
    assert _create(bot, f"Deload note {authority}", authority=authority).status_code == 201


def test_an_operator_raised_ceiling_lets_the_key_write_coach_knowledge(bot, domain):
    bot.key.max_authority = "coach"
    bot.key.save(update_fields=["max_authority"])
    response = _create(bot, "Deload every 6th week", authority="coach")
    assert response.status_code == 201 and response.json()["record"]["authority"] == "coach"


@pytest.mark.parametrize("authority", ["coach", "source"])
def test_retracting_a_record_above_the_keys_authority_is_refused_like_superseding(
    bot, domain, write, authority
):
    higher = write(domain, "Stop pressing at wrist pain 2/10", authority=authority)
    response = bot.post(f"{BASE}/coaching/records/{higher.ref}/retract", {"reason": "I know better"})
    assert response.status_code == 409
    error = response.json()["error"]
    assert error["code"] == "authority_conflict" and "contradicts" in error["message"]
    assert error["details"][0]["id"] == higher.ref
    higher.refresh_from_db()
    assert higher.status == Status.LIVE
    # ... so a same-key record cannot then land silently: it is a duplicate of the live head.
    again = _create(bot, "Stop pressing at wrist pain 2/10", body="train through it")
    assert again.status_code == 409 and again.json()["error"]["code"] == "duplicate_head"


def test_a_key_retracts_records_at_or_below_its_authority(bot, domain, write):
    own = write(domain, "Agent note", authority="agent")
    response = bot.post(f"{BASE}/coaching/records/{own.ref}/retract", {"reason": "was wrong"})
    assert response.status_code == 200


def test_a_supersedes_edge_cannot_overrule_a_record_above_the_keys_authority(bot, domain, write):
    coach_a = write(domain, "Deload every 6th week", authority="coach")
    coach_b = write(domain, "Back-off sets after a heavy single", authority="coach")
    body = {"from": coach_b.ref, "to": coach_a.ref, "type": "supersedes"}
    response = bot.post(f"{BASE}/coaching/edges", body)
    assert response.status_code == 409 and response.json()["error"]["code"] == "authority_conflict"
    coach_a.refresh_from_db()
    assert coach_a.status == Status.LIVE and not Edge.objects.exists()
