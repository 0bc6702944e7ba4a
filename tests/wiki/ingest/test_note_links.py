import datetime as dt

from tests.wiki.conftest import at, content_of, ev, post
from wiki.distillers.rules import RulesDistiller
from wiki.ingest.note_links import ranked_core_pages
from wiki.ingest.rebuild import rebuild
from wiki.ingest.runs import ingest_inline, ingest_nightly
from wiki.models import Changeset

DAY = dt.date(2026, 8, 3)


def test_a_note_without_any_vocabulary_word_is_linked_by_meaning():
    assert ranked_core_pages("Grocery list", "eggs, oats, greek yoghurt")[0] == "wiki/nutrition-patterns.md"
    assert ranked_core_pages("Bedtime routine", "lights out at 22:30, no screens")[0] == (
        "wiki/recovery-patterns.md"
    )


def test_vocabulary_matches_still_lead_and_embeddings_off_leaves_the_vocabulary(settings):
    assert ranked_core_pages("Knee sleeve", "wear it for lunges")[0] == "wiki/constraints-injuries.md"
    settings.EMBEDDING_MODEL = "none"
    assert ranked_core_pages("Grocery list", "eggs, oats, greek yoghurt") == ()
    assert ranked_core_pages("Protein at lunch", "batch-cook chicken") == ("wiki/nutrition-patterns.md",)


def test_the_link_decision_is_recorded_and_replayed_after_a_model_change(client_a, settings):
    post(
        client_a, ev("note.filed", at(DAY, "20:00"), title="Grocery list", body="Eggs, oats, greek yoghurt.")
    )
    ingest_inline(client=client_a, distiller=RulesDistiller())
    ingest_nightly(client=client_a, local_date=DAY, distiller=RulesDistiller())
    recorded = [c.params["note_links"] for c in Changeset.objects.filter(client=client_a, kind="inline")]
    assert recorded and recorded[0][0][1][0] == "wiki/nutrition-patterns.md"
    assert "(grocery-list.md)" in content_of(client_a, "wiki/nutrition-patterns.md")

    settings.EMBEDDING_MODEL = "none"  # today's ranking would no longer link the note at all
    assert ranked_core_pages("Grocery list", "Eggs, oats, greek yoghurt.") == ()
    _, report = rebuild(client_a)
    assert report.ok, (report.differing, report.problems, report.first_divergence)


def test_changesets_recorded_before_decisions_replay_with_the_vocabulary(client_a):
    post(client_a, ev("note.filed", at(DAY, "20:00"), title="Protein at lunch", body="Batch-cook chicken."))
    ingest_nightly(client=client_a, local_date=DAY, distiller=RulesDistiller())
    for changeset in Changeset.objects.filter(client=client_a, params__has_key="note_links"):
        del changeset.params["note_links"]
        changeset.save(update_fields=["params"])
    _, report = rebuild(client_a)
    assert report.ok, (report.differing, report.problems, report.first_divergence)
