from django_q.models import Schedule

from knowledge import tasks
from knowledge.models import LintReport


def test_lint_task_stores_a_report(domain, write):
    write(domain, "Pull-up progression", expects=2)
    report_id = tasks.lint_domain(domain.pk)
    assert LintReport.objects.get(pk=report_id).counts == {"missing_parts": 1}
    assert tasks.lint_domain(987654) is None


def test_lint_all_enqueues_only_domains_changed_since_their_report(domain, write, monkeypatch):
    queued = []
    monkeypatch.setattr(tasks, "async_task", lambda name, domain_id: queued.append(domain_id))
    write(domain, "Deload rules")
    assert tasks.lint_all_domains() == 1 and queued == [domain.pk]
    tasks.lint_domain(domain.pk)
    assert tasks.lint_all_domains() == 0


def test_ensure_schedules_is_idempotent(db):
    first = tasks.ensure_schedules()
    second = tasks.ensure_schedules()
    assert first.pk == second.pk and Schedule.objects.filter(name=tasks.LINT_SCHEDULE).count() == 1
    assert first.next_run.weekday() == 6 and first.next_run.hour == 3
