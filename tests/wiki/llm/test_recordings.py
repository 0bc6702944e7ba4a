"""Recorded exchanges: `llm_check --record` against the fake API, and every committed recording replayed
through the real SDK and the real pipeline until the run commits the recorded pages."""

import io
import json

import pytest
from django.core.management import CommandError, call_command

from tests.wiki.conftest import content_of
from tests.wiki.llm import replay, synthetic
from tests.wiki.llm.fake_api import API_KEY
from wiki.distillers.anthropic import AnthropicDistiller
from wiki.ingest.runs import ingest_nightly
from wiki.llm.models import LlmCall
from wiki.llm.recording import DAY2, EXTERNAL_ID, FORMAT, SCENARIO, build_scenario
from wiki.models import Alert, IngestRun

pytestmark = pytest.mark.django_db


def replay_night(fake_api, recording: replay.Recording) -> IngestRun:
    client = build_scenario()
    replay.serve(fake_api, recording)
    run = ingest_nightly(client=client, local_date=DAY2, distiller=AnthropicDistiller())
    assert recording.mismatches == [], f"{recording.directory.name} is out of date: re-record it"
    return run


@pytest.mark.parametrize("directory", replay.recording_dirs(), ids=lambda path: path.name)
def test_a_committed_recording_replays_end_to_end(fake_api, directory):
    recording = replay.load(directory)
    assert recording.manifest["format"] == FORMAT and recording.manifest["scenario"] == SCENARIO
    run = replay_night(fake_api, recording)
    outcome = recording.manifest["outcome"]
    assert (run.status, run.attempts) == (outcome["run_status"], outcome["attempts"])
    assert sorted(run.pages_touched) == outcome["pages_touched"]
    final = recording.answers[-1]
    for page in final["pages"]:
        assert content_of(run.client, page["path"]) == page["content"]
    assert len(fake_api.message_bodies) == len(recording.exchanges)
    assert LlmCall.objects.filter(run=run).count() == len(recording.exchanges)


def test_the_synthetic_recordings_are_labelled_and_cite_only_what_the_request_holds():
    directories = [path for path in replay.recording_dirs() if path.name.startswith("synthetic-")]
    assert len(directories) >= 2
    for directory in directories:
        recording = replay.load(directory)
        assert recording.manifest["synthetic"] is True and "SYNTHETIC" in recording.manifest["note"]
        for exchange, answer in zip(recording.exchanges, recording.answers, strict=True):
            assert exchange["synthetic"] is True
            request_text = synthetic.user_text(exchange["request"]["body"])
            cited = {event for alert in answer["alerts"] for event in alert["evidence"]}
            assert cited and cited <= set(synthetic.EVIDENCE_RE.findall(request_text))
            dates = {
                d
                for page in answer["pages"]
                for d in synthetic.re.findall(r"\(as of (\d{4}-\d{2}-\d{2})\)", page["content"])
            }
            assert max(dates) <= DAY2.isoformat()


def test_the_replayed_night_raises_the_knee_watch_alert(fake_api):
    run = replay_night(fake_api, replay.load(replay.RECORDINGS / "synthetic-good-night"))
    alerts = Alert.objects.filter(client=run.client, kind=Alert.Kind.SAFETY, run=run)
    assert [alert.page for alert in alerts if "Right knee" in alert.message] == [
        "wiki/constraints-injuries.md"
    ]
    assert "- **left wrist** [injury]" in content_of(run.client, "wiki/constraints-injuries.md")


def test_a_recording_out_of_date_fails_loudly(fake_api):
    recording = replay.load(replay.RECORDINGS / "synthetic-good-night")
    recording.exchanges[0]["request"]["body"]["model"] = "another-model"
    client = build_scenario()
    replay.serve(fake_api, recording)
    run = ingest_nightly(client=client, local_date=DAY2, distiller=AnthropicDistiller())
    assert recording.mismatches and "model" in recording.mismatches[0]
    assert run.status != IngestRun.Status.DONE


def record(directory) -> str:
    out = io.StringIO()
    call_command("llm_check", "--record", str(directory), stdout=out, stderr=io.StringIO())
    return out.getvalue()


def test_record_saves_each_pair_redacted_and_leaves_nothing_behind(fake_api, tmp_path):
    fake_api.script += synthetic.slip_then_fix()
    output = record(tmp_path / "rec")
    assert "run done after 2 attempt(s)" in output
    files = sorted(path.name for path in (tmp_path / "rec").iterdir())
    assert files == ["001-post-v1-messages.json", "002-post-v1-messages.json", "manifest.json"]
    manifest = json.loads((tmp_path / "rec" / "manifest.json").read_text())
    assert manifest["synthetic"] is False and manifest["endpoint"] == fake_api.url
    for name in files:
        text = (tmp_path / "rec" / name).read_text()
        assert API_KEY not in text
    exchange = json.loads((tmp_path / "rec" / files[0]).read_text())
    auth = {k: v for k, v in exchange["request"]["headers"].items() if k in ("x-api-key", "authorization")}
    assert auth and set(auth.values()) == {"(redacted)"}
    assert not any(name.startswith("x-stainless") for name in exchange["request"]["headers"])
    # the scratch client was rolled back; the calls are billed as checks
    from coda_console.models import Client

    assert not Client.objects.filter(external_id=EXTERNAL_ID).exists()
    assert list(LlmCall.objects.values_list("kind", flat=True)) == ["check", "check"]


def test_a_fresh_recording_replays(fake_api, tmp_path):
    fake_api.script.append(synthetic.good_night)
    record(tmp_path / "rec")
    run = replay_night(fake_api, replay.load(tmp_path / "rec"))
    assert run.status == IngestRun.Status.DONE


def test_record_needs_a_key_and_an_empty_directory(sdk_env, fake_api, tmp_path):
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "x.json").write_text("{}")
    with pytest.raises(CommandError, match="not an empty directory"):
        record(tmp_path / "full")
    sdk_env.delenv("ANTHROPIC_API_KEY")
    with pytest.raises(CommandError, match="no credential"):
        record(tmp_path / "new")
    assert fake_api.received == [] and not (tmp_path / "new").exists()
