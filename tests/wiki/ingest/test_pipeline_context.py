"""The run's context the validator checks against: the strings the run's events carry, as sent and as
a page may show them (wiki/ingest/pipeline_context.py)."""

import datetime as dt

import pytest

from tests.wiki.conftest import at, content_of, ev, post
from wiki.distillers.base import DistillInput, EventRecord
from wiki.ingest.pipeline_context import event_texts
from wiki.ingest.runs import ingest_nightly
from wiki.models import DeadLetter, IngestRun

DAY = dt.date(2026, 8, 12)


def _task(text: str) -> DistillInput:
    moment = dt.datetime.combine(DAY, dt.time(7), tzinfo=dt.UTC)
    event = EventRecord(1, "e1", "chat.turn", moment, DAY, {"role": "user", "text": text})
    return DistillInput(
        client_ref="marta",
        client_name="Marta",
        timezone="UTC",
        local_date=DAY,
        mode="nightly",
        schema="",
        index="",
        pages={},
        existing_paths=frozenset(),
        raw_digest_path="",
        raw_digest="",
        events=(event,),
    )


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("goal: **weight** 60kg", "goal: weight 60kg"),
        ("goal: <b>weight</b> 60kg", "goal: weight 60kg"),
        ("my weight&nbsp;is 80 kg", "my weight is 80 kg"),
        ("<script>x</script> knee", "‹script›x‹/script› knee"),  # escaped as sent, too
    ],
)
def test_event_texts_hold_each_string_as_a_page_may_show_it(text, shown):
    texts = event_texts(_task(text))
    assert text in texts and shown in texts


@pytest.mark.django_db
@pytest.mark.parametrize("said", ["goal: **weight** 60kg by march", "goal: <b>weight</b> 60kg by march"])
def test_a_goal_read_through_markup_is_her_words_not_a_restated_stat(client_a, said):
    """The goal's unquoted words ("weight 60kg") stand next to the weight stat block: read through the
    markup they are still an event's own words, so the run is not refused as a restated stat."""
    for back in range(3, 0, -1):
        post(client_a, ev("weight.logged", at(DAY - dt.timedelta(days=back), "07:00"), kg=70.0 + back / 10))
    post(client_a, ev("chat.turn", at(DAY, "08:00"), role="user", text=said))
    for back in range(3, -1, -1):
        run = ingest_nightly(client=client_a, local_date=DAY - dt.timedelta(days=back))
        assert run.status == IngestRun.Status.DONE, run.error
    assert not DeadLetter.objects.filter(client=client_a).exists()
    assert "Goal: weight 60kg" in content_of(client_a, "wiki/goals.md")
