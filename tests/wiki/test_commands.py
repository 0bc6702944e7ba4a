"""distill, wiki_rebuild --verify, wiki_export [--git], wiki_verify."""

import datetime as dt
import io
import subprocess
from zoneinfo import ZoneInfo

import pytest
from django.core.management import CommandError, call_command

from tests.wiki.conftest import FoldDistiller, at, content_of, day_of_events, ev, post
from tests.wiki.sample import sample_day
from wiki import distillers
from wiki.distillers.base import DistillerError, Proposal
from wiki.distillers.scripted import ScriptedDistiller
from wiki.ingest.runs import dead_letter_rerun, ingest_inline, ingest_nightly
from wiki.models import Alert, DeadLetter, PageVersion, WikiPage
from wiki.services import alert_resolve, page_save_by_coach

pytestmark = pytest.mark.django_db
START = dt.date(2026, 8, 3)
KYIV = ZoneInfo("Europe/Kyiv")


def run(*args) -> str:
    out = io.StringIO()
    call_command(*args, stdout=out, stderr=io.StringIO())
    return out.getvalue()


@pytest.fixture
def history(client_a, coach, fold):
    """Ten days the way they happen live: inline triggers, nightly runs, a quiet day, a coach edit,
    a contradiction resolved, a dead-lettered night re-run."""
    distiller = FoldDistiller()
    for offset in range(10):
        day = START + dt.timedelta(days=offset)
        if offset != 4:  # day 5 is quiet
            post(client_a, *sample_day(day, seed=1, tz=KYIV))
        if offset == 2:
            post(
                client_a, ev("injury.reported", at(day, "12:00"), area="left wrist", description="front rack")
            )
            post(client_a, ev("chat.turn", at(day, "21:00"), role="user", text="I CONTRADICT the plan"))
        ingest_inline(client=client_a, distiller=distiller, through=day)
        if offset == 7:  # the model was down that night: dead letter, then a re-run
            failed = ingest_nightly(
                client=client_a, local_date=day, distiller=ScriptedDistiller([DistillerError("x")] * 3)
            )
            dead_letter_rerun(dead_letter=DeadLetter.objects.get(run=failed), distiller=distiller)
        else:
            ingest_nightly(client=client_a, local_date=day, distiller=distiller)
        if offset == 3:
            page = WikiPage.objects.get(client=client_a, path="wiki/coaching-playbook.md")
            page_save_by_coach(
                client=client_a,
                path=page.path,
                content=page.current_content + "\nQuiet = baby.\n",
                base_version=page.current_number,
                user=coach,
                local_date=day,
            )
        if offset == 5:
            alert = Alert.objects.get(client=client_a, kind="wiki_contradiction")
            alert_resolve(alert=alert, action="accept_new", user=coach, local_date=day)
    return client_a


def test_distill_runs_one_night_and_reports_it(client_a, fold):
    post(client_a, *day_of_events(START))
    out = run("distill", "marta-7f3a", "--date", "2026-08-03", "--distiller", "fold")
    assert "marta-7f3a 2026-08-03: done — 6 events" in out and "distiller fold" in out
    assert "already" not in run("distill", "marta-7f3a", "--date", "2026-08-03", "--distiller", "fold")


def test_distill_fails_loudly_on_a_dead_letter_or_an_unknown_distiller(client_a):
    post(client_a, *day_of_events(START))
    with pytest.raises(CommandError, match="no distiller named"):
        run("distill", "marta-7f3a", "--date", "2026-08-03", "--distiller", "nope")
    with pytest.raises(CommandError, match="dead-lettered"):
        run("distill", "marta-7f3a", "--date", "2026-08-03", "--distiller", "scripted")
    with pytest.raises(CommandError, match="No client"):
        run("distill", "nobody")


def test_rebuild_reproduces_the_live_wiki_byte_for_byte(history, backend):
    assert PageVersion.objects.filter(updated_by="coach:nata").exists()
    assert WikiPage.objects.filter(client=history, path__startswith="raw/").count() >= 9
    out = run("wiki_rebuild", "marta-7f3a", "--verify")
    files = WikiPage.objects.filter(client=history).count()
    assert f"identical: {files} of {files} files (raw digests included)" in out
    assert "rebuild verified" in out


class _FoldV2(FoldDistiller):
    """The fold distiller after a change to its output, with its version bumped as docs/wiki.md asks."""

    version = 2

    def propose(self, task):
        proposal = super().propose(task)
        return Proposal(
            # one claim reworded per page (rewording them all would hollow the pages: the `shrinkage` rule)
            {p: t.replace("fold", "folded", 1) for p, t in proposal.pages.items()},
            proposal.index_summaries,
            proposal.contradictions,
            proposal.alerts,
            proposal.log_subject,
        )


def test_rebuild_fails_when_the_code_no_longer_reproduces_history(history, monkeypatch):
    class Drifted(_FoldV2):  # the same change, but nobody bumped the version
        version = 1

    monkeypatch.setitem(distillers._FACTORIES, "fold", Drifted)
    with pytest.raises(CommandError, match="differs"):
        run("wiki_rebuild", "marta-7f3a", "--verify")


def test_changesets_name_the_distiller_and_its_version(history):
    from wiki.models import Changeset

    written = Changeset.objects.filter(client=history, kind="nightly").exclude(distiller="")
    assert written.exists()
    assert set(written.values_list("distiller", "distiller_version")) == {("fold", 1)}
    quiet = Changeset.objects.filter(client=history, kind="nightly", distiller="")
    assert set(quiet.values_list("distiller_version", flat=True)) <= {None}


def test_rebuild_adopts_the_days_an_older_version_wrote_and_replays_the_current_ones(
    history, monkeypatch, client_a
):
    monkeypatch.setitem(distillers._FACTORIES, "fold", _FoldV2)
    out = run("wiki_rebuild", "marta-7f3a", "--verify")
    assert "written by fold@1 on 2026-08-03: adopted as recorded (the current distiller is fold@2)" in out
    assert "rebuild verified" in out

    later = START + dt.timedelta(days=12)
    post(client_a, *day_of_events(later))
    ingest_nightly(client=client_a, local_date=later, distiller=_FoldV2())
    out = run("wiki_rebuild", "marta-7f3a", "--verify")
    assert "rebuild verified" in out
    assert f"on {later.isoformat()}: adopted" not in out  # the current version's day was replayed


def test_a_current_version_day_that_no_longer_replays_still_fails(history, monkeypatch, client_a):
    later = START + dt.timedelta(days=12)
    post(client_a, *day_of_events(later))
    assert ingest_nightly(client=client_a, local_date=later, distiller=_FoldV2()).status == "done"

    class _FoldV2Drifted(_FoldV2):  # changed again, but nobody bumped the version
        def propose(self, task):
            proposal = super().propose(task)
            return Proposal({p: t + "\n" for p, t in proposal.pages.items()}, proposal.index_summaries)

    monkeypatch.setitem(distillers._FACTORIES, "fold", _FoldV2Drifted)
    with pytest.raises(CommandError, match="differs"):
        run("wiki_rebuild", "marta-7f3a", "--verify")


def test_rebuild_lists_llm_days_instead_of_failing(client_a, fold, monkeypatch):
    llm = ScriptedDistiller(
        respond=lambda task: Proposal(
            pages={
                "wiki/recovery-patterns.md": task.pages["wiki/recovery-patterns.md"] + "- an LLM's prose\n"
            },
            index_summaries={},
        ),
        name="anthropic",
    )
    post(client_a, *day_of_events(START))
    ingest_nightly(client=client_a, local_date=START, distiller=llm)
    post(client_a, *day_of_events(START + dt.timedelta(days=1)))
    ingest_nightly(client=client_a, local_date=START + dt.timedelta(days=1), distiller=FoldDistiller())
    monkeypatch.setitem(distillers._FACTORIES, "rules", FoldDistiller)  # rules = the deterministic stand-in
    out = run("wiki_rebuild", "marta-7f3a", "--verify")
    assert "LLM-distilled 2026-08-03 (anthropic): differs from rules on" in out
    assert "wiki/recovery-patterns.md" in out.split("LLM-distilled")[1].splitlines()[0]
    assert "rebuild verified" in out


def test_export_writes_the_tree_as_files(history, tmp_path):
    out = run("wiki_export", "marta-7f3a", str(tmp_path / "tree"))
    assert "files in" in out
    assert (tmp_path / "tree" / "SCHEMA.md").read_text().startswith("# SCHEMA")
    assert (tmp_path / "tree" / "wiki" / "goals.md").read_text() == content_of(history, "wiki/goals.md")


def test_export_git_has_one_commit_per_version_in_order(history, tmp_path, backend):
    target = tmp_path / "repo"
    out = run("wiki_export", "marta-7f3a", str(target), "--git")
    versions = list(PageVersion.objects.filter(page__client=history).select_related("page").order_by("id"))
    assert f"{len(versions)} commits" in out

    def git(*args):
        return subprocess.run(
            ["git", "-C", str(target), *args], check=True, capture_output=True, text=True
        ).stdout

    subjects = git("log", "--reverse", "--format=%s").splitlines()
    assert subjects == [f"{v.page.path} v{v.number}: {v.reason}" for v in versions]
    authors = set(git("log", "--format=%an").splitlines())
    assert {"system", "distiller", "coach:nata"} <= authors
    assert git("status", "--porcelain") == ""
    assert (target / "log.md").read_text() == content_of(history, "log.md")
    first_goals = versions[[v.page.path for v in versions].index("wiki/goals.md")]
    shown = git("show", f"HEAD~{len(versions) - 1 - versions.index(first_goals)}:wiki/goals.md")
    assert shown.startswith("# Goals — Marta")
    with pytest.raises(CommandError, match="not empty"):
        run("wiki_export", "marta-7f3a", str(target), "--git")


def test_verify_checks_every_stored_sha256(history, tmp_path, backend):
    count = PageVersion.objects.count()
    assert f"{count} versions verified" in run("wiki_verify")
    if backend == "filesystem":
        version = PageVersion.objects.filter(page__path="wiki/goals.md").first()
        from django.conf import settings

        path = tmp_path / "wiki-storage" / version.storage_key
        assert str(path).startswith(settings.WIKI_FS_ROOT)
        path.chmod(0o644)
        path.write_bytes(b"tampered")
        with pytest.raises(CommandError, match="1 of"):
            run("wiki_verify")
