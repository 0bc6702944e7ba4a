"""Every write and its audit row land in one transaction: a crash after both leaves neither."""

import pytest

from coda_console import services
from coda_console.context import services as context_services
from coda_console.models import AuditEntry, Client, Event
from wiki.inbox import questions
from wiki.models import Question


class Crash(Exception):
    pass


def _audit_then_crash(real):
    def audit_record(**kwargs):
        real(**kwargs)
        assert AuditEntry.objects.filter(action=kwargs["action"]).exists()  # the row was written…
        raise Crash  # …and the process fails before the transaction commits

    return audit_record


def _sleep(event_id: str) -> dict:
    return {
        "id": event_id,
        "kind": "sleep.logged",
        "occurred_at": "2026-08-09T07:30:00+03:00",
        "payload": {"hours": 7},
    }


def test_a_bot_batch_is_audited_with_its_key_and_address(bot, client_a):
    services.events_ingest(
        client=client_a, raw_events=[_sleep("e1")], actor=bot.key, ip_address="203.0.113.9"
    )
    entry = AuditEntry.objects.get(action="events.append")
    assert (entry.actor_key, entry.actor_user, entry.ip_address) == (bot.key, None, "203.0.113.9")
    assert entry.detail == {"accepted": 1, "duplicates": 0}


def test_a_crash_after_the_audit_row_rolls_back_the_batch_too(bot, client_a, monkeypatch):
    monkeypatch.setattr(services, "audit_record", _audit_then_crash(services.audit_record))
    with pytest.raises(Crash):
        services.events_ingest(client=client_a, raw_events=[_sleep("e1")], actor=bot.key)
    assert not Event.objects.exists()
    assert not AuditEntry.objects.filter(action="events.append").exists()


def test_a_crash_after_the_audit_row_rolls_back_the_client_upsert(bot, tenant, monkeypatch):
    monkeypatch.setattr(services, "audit_record", _audit_then_crash(services.audit_record))
    with pytest.raises(Crash):
        services.client_upsert(tenant=tenant, external_id="new-1", display_name="New", actor=bot.key)
    assert not Client.objects.filter(external_id="new-1").exists()
    assert not AuditEntry.objects.filter(action="client.create").exists()


def test_a_crash_after_the_audit_row_rolls_back_the_filed_note(bot, client_a, monkeypatch):
    monkeypatch.setattr(context_services, "audit_record", _audit_then_crash(context_services.audit_record))
    with pytest.raises(Crash):
        context_services.note_file(client=client_a, title="Knee", body="Felt fine.", source="", actor=bot.key)
    assert not Event.objects.filter(kind="note.filed").exists()
    assert not AuditEntry.objects.filter(action="note.file").exists()


def test_a_crash_after_the_audit_row_rolls_back_the_recorded_turn(bot, client_a, monkeypatch):
    monkeypatch.setattr(context_services, "audit_record", _audit_then_crash(context_services.audit_record))
    with pytest.raises(Crash):
        context_services.turn_record(
            client=client_a,
            session_id="s1",
            turn_id="t1",
            user_text="hello",
            bot_text="hi",
            tools=[],
            pipeline="free_chat",
            budget_tokens=2000,
            actor=bot.key,
        )
    assert not Event.objects.filter(kind="chat.turn").exists()
    assert not AuditEntry.objects.filter(action="turn.record").exists()


def test_a_crash_after_the_audit_row_rolls_back_the_answer(bot, client_a, monkeypatch):
    question = Question.objects.create(client=client_a, text="Still on?", options=[], page="wiki/goals.md")
    monkeypatch.setattr(questions, "audit_record", _audit_then_crash(questions.audit_record))
    with pytest.raises(Crash):
        questions.question_answer(question=question, answer="Yes", actor=bot.key)
    question.refresh_from_db()
    assert question.status != Question.Status.ANSWERED
    assert not Event.objects.filter(kind="question.answered").exists()
    assert not AuditEntry.objects.filter(action="question.answer").exists()
