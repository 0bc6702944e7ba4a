import time_machine
from django.core.management import call_command

from knowledge import services
from knowledge.importer import import_document
from knowledge.models import Distinction, LintReport


def _rules(report) -> dict[str, list[list[str]]]:
    found: dict[str, list[list[str]]] = {}
    for warning in report.warnings:
        found.setdefault(warning["rule"], []).append(warning["ids"])
    return found


def test_a_clean_domain_has_no_warnings(domain, write):
    whole = write(domain, "Squat substitutions", expects=1)
    write(domain, "Goblet squat", edges=[{"type": "part_of", "to": whole.ref}])
    report = services.lint_domain(domain=domain)
    assert report.warnings == [] and report.counts == {} and report.live_heads == 2


def test_unresolved_contradictions_are_reported_until_one_side_goes(domain, write):
    coach = write(domain, "Stop pressing at wrist pain 2/10", authority="coach")
    agent = write(domain, "Train through wrist pain to 3/10", authority="agent", contradicts=[coach.ref])
    assert _rules(services.lint_domain(domain=domain))["unresolved_contradiction"] == [[agent.ref, coach.ref]]
    services.record_retract(record=agent, reason="coach decided", retracted_by="user:nata")
    assert "unresolved_contradiction" not in _rules(services.lint_domain(domain=domain))


def test_duplicate_live_heads_are_reported_unless_declared_distinct(domain, write):
    first = write(domain, "Daily protein target", key="protein-a")
    second = write(domain, "Daily protein targets", key="protein-b", distinct_from=[first.ref])
    assert "duplicate_heads" not in _rules(services.lint_domain(domain=domain))
    # Duplicates that slipped in before anyone decided (e.g. a lowered threshold) are caught.
    Distinction.objects.all().delete()
    assert _rules(services.lint_domain(domain=domain))["duplicate_heads"] == [[first.ref, second.ref]]


def test_orphans_are_reported_only_in_domains_over_ten_records(domain, write, settings):
    hub = write(domain, "Training while travelling")
    titles = ["Hotel gym", "Bodyweight circuit", "Jet lag", "Zone 2 runs", "Tempo pace", "Caffeine cut-off",
              "Short sleep cap", "Deload rules", "RPE scale"]  # fmt: skip
    linked = [write(domain, title, edges=[{"type": "explains", "to": hub.ref}]) for title in titles]
    lonely = write(domain, "Stalled lift")
    assert len(linked) + 2 == 11
    assert _rules(services.lint_domain(domain=domain))["orphan"] == [[lonely.ref]]
    settings.KNOWLEDGE_ORPHAN_MIN_RECORDS = 11
    assert "orphan" not in _rules(services.lint_domain(domain=domain))


def test_missing_parts_name_the_head_and_the_parts_there_are(domain, write):
    whole = write(domain, "Pull-up progression", expects=3)
    part = write(domain, "Scapular pulls", edges=[{"type": "part_of", "to": whole.ref}])
    report = services.lint_domain(domain=domain)
    assert _rules(report)["missing_parts"] == [[whole.ref, part.ref]]
    assert "1 of 3 parts recorded" in report.warnings[0]["message"]


def test_heads_whose_source_was_reimported_without_them_are_stale(tenant):
    document = {
        "source": {"name": "Handbook"},
        "records": [{"title": "Squat substitutions"}, {"title": "Leg press"}],
        "edges": [{"from": "leg-press", "to": "squat-substitutions", "type": "part_of"}],
    }
    with time_machine.travel("2026-01-01"):
        import_document(
            tenant=tenant, domain_slug="coaching", document=document, file_name="a", file_sha256="a"
        )
    newer = {"source": {"name": "Handbook"}, "records": [{"title": "Squat substitutions"}]}
    with time_machine.travel("2026-03-01"):
        result = import_document(
            tenant=tenant, domain_slug="coaching", document=newer, file_name="b", file_sha256="b"
        )
    report = services.lint_domain(domain=result.domain)
    assert _rules(report)["stale_provenance"] == [["coaching-0002"]]
    assert "2026-03-01" in report.warnings[0]["message"]


def test_reports_are_stored_and_reused_until_the_domain_changes(domain, write):
    write(domain, "Deload rules")
    first = services.lint_report_current(domain=domain)
    assert services.lint_report_current(domain=domain) == first
    write(domain, "Tempo pace")
    second = services.lint_report_current(domain=domain)
    assert second != first and LintReport.objects.count() == 2


def test_the_lint_command_prints_every_warning(domain, write, capsys, tenant):
    whole = write(domain, "Pull-up progression", expects=2)
    call_command("knowledge_lint", "--tenant", tenant.slug)
    out = capsys.readouterr().out
    assert "missing_parts" in out and whole.ref in out


def test_large_domains_are_relinted_in_the_background(domain, write, settings, monkeypatch):
    queued = []
    monkeypatch.setattr("knowledge.tasks.enqueue_lint", lambda *, domain_id: queued.append(domain_id))
    write(domain, "Deload rules")
    first = services.lint_report_current(domain=domain)
    settings.KNOWLEDGE_LINT_INLINE_MAX_HEADS = 1
    write(domain, "Tempo pace")
    assert services.lint_report_current(domain=domain) == first  # the stored one, while a new one runs
    assert queued == [domain.pk]
