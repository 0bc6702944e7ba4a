import json
from pathlib import Path

import pytest
import yaml
from django.core.management import CommandError, call_command

from coda_console.models import AuditEntry
from knowledge import services
from knowledge.importer import ImportFileError, import_document, load_file
from knowledge.inputs import RecordFields, RecordLinks
from knowledge.models import Domain, Edge, ImportRun, Record, Status

GLOSSARY = {
    "domain": {"name": "Coaching", "description": "Shared guidance"},
    "source": {"name": "Handbook", "version": "1"},
    "records": [
        {
            "key": "squat-substitutions",
            "title": "Squat substitutions",
            "body": "Keep the pattern.",
            "expects": 2,
        },
        {
            "key": "goblet-squat",
            "title": "Goblet squat",
            "body": "Dumbbell at the chest.",
            "locator": "p. 15",
        },
        {"title": "Daily protein target", "body": "1.6 g/kg", "locator": "p. 52"},
    ],
    "edges": [
        {"from": "goblet-squat", "to": "squat-substitutions", "type": "part_of", "note": "a substitute"}
    ],
}


def _write(tmp_path: Path, document: dict, name: str = "glossary.yaml") -> Path:
    path = tmp_path / name
    text = json.dumps(document) if name.endswith(".json") else yaml.safe_dump(document, allow_unicode=True)
    path.write_text(text, encoding="utf-8")
    return path


def _import(tenant, path: Path, slug: str = "coaching"):
    document, sha = load_file(path)
    return import_document(
        tenant=tenant, domain_slug=slug, document=document, file_name=path.name, file_sha256=sha
    )


def _counts() -> tuple[int, int, int, int]:
    return Record.objects.count(), Edge.objects.count(), ImportRun.objects.count(), AuditEntry.objects.count()


@pytest.mark.parametrize("name", ["glossary.yaml", "glossary.json", "glossary.yml"])
def test_import_creates_the_domain_records_and_edges(tenant, tmp_path, name):
    result = _import(tenant, _write(tmp_path, GLOSSARY, name))
    domain = Domain.objects.get(tenant=tenant, slug="coaching")
    assert (domain.name, domain.description) == ("Coaching", "Shared guidance")
    assert len(result.created) == 3 and result.edges_created == 1
    goblet = Record.objects.get(key="goblet-squat")
    assert (goblet.authority, goblet.provenance_source, goblet.provenance_locator) == (
        "source",
        "Handbook",
        "p. 15",
    )
    assert goblet.created_by == f"import:{name}"
    assert Edge.objects.get().note == "a substitute"
    assert ImportRun.objects.get().keys == ["squat-substitutions", "goblet-squat", "daily-protein-target"]


def test_reimporting_the_same_file_is_a_noop(tenant, tmp_path):
    path = _write(tmp_path, GLOSSARY)
    _import(tenant, path)
    before = _counts()
    result = _import(tenant, path)
    assert result.noop and result.unchanged == 3
    assert _counts() == before


def test_a_changed_entry_supersedes_its_head_with_source_authority(tenant, tmp_path):
    _import(tenant, _write(tmp_path, GLOSSARY))
    changed = json.loads(json.dumps(GLOSSARY))
    changed["records"][2]["body"] = "1.6–2.2 g/kg"
    changed["source"]["version"] = "2"
    result = _import(tenant, _write(tmp_path, changed, "glossary-v2.yaml"))
    assert len(result.created) == 1 and result.unchanged == 2
    old, new = Record.objects.filter(key="daily-protein-target").order_by("number")
    assert (old.status, new.status, new.authority) == (Status.SUPERSEDED, Status.LIVE, "source")
    assert result.superseded == [(new.ref, old.ref)]
    assert Edge.objects.filter(source=new, target=old, type="supersedes").exists()
    # The part_of edge of the unchanged entries was not duplicated.
    assert Edge.objects.filter(type="part_of").count() == 1


def test_a_coach_correction_is_never_overruled_by_a_reimport(tenant, tmp_path):
    path = _write(tmp_path, GLOSSARY)
    _import(tenant, path)
    domain = Domain.objects.get(slug="coaching")
    imported = Record.objects.get(key="daily-protein-target")
    coach = services.record_create(
        domain=domain,
        fields=RecordFields(
            title="Daily protein target",
            body="1.6 is the floor",
            provenance_source="Coach",
            authority="coach",
            created_by="user:nata",
        ),
        links=RecordLinks(supersedes=[imported.ref]),
    )
    before = _counts()
    assert _import(tenant, path).noop and _counts() == before  # the same entry is not resurrected

    changed = json.loads(json.dumps(GLOSSARY))
    changed["records"][2]["body"] = "1.8 g/kg"
    result = _import(tenant, _write(tmp_path, changed, "v2.yaml"))
    new = Record.objects.get(ref=result.created[0])
    assert result.contradicted == [(new.ref, coach.ref)]
    coach.refresh_from_db()
    assert coach.status == Status.LIVE and new.status == Status.LIVE
    assert Edge.objects.filter(source=new, target=coach, type="contradicts").exists()
    before = _counts()
    assert _import(tenant, tmp_path / "v2.yaml").noop and _counts() == before


def test_near_duplicate_entries_refuse_the_whole_file(tenant, tmp_path):
    document = json.loads(json.dumps(GLOSSARY))
    document["records"].append({"key": "squat-substitution", "title": "Squat substitution"})
    with pytest.raises(ImportFileError) as caught:
        _import(tenant, _write(tmp_path, document))
    assert "records[3]" in caught.value.problems[0] and "coaching-0001" in caught.value.problems[0]
    assert Record.objects.count() == 0


def test_entries_may_declare_distinct_from_by_key(tenant, tmp_path):
    document = json.loads(json.dumps(GLOSSARY))
    document["records"].append(
        {
            "key": "squat-substitution-kids",
            "title": "Squat substitutions for kids",
            "distinct_from": ["squat-substitutions"],
        }
    )
    result = _import(tenant, _write(tmp_path, document))
    assert len(result.created) == 4


@pytest.mark.parametrize(
    ("document", "problem"),
    [
        ([], "mapping"),
        ({"records": [{"title": "x"}]}, "source.name"),
        ({"source": {"name": "s"}, "records": []}, "non-empty"),
        ({"source": {"name": "s"}, "records": [{"body": "no title"}]}, "title is required"),
        ({"source": {"name": "s"}, "records": [{"title": "t", "colour": "red"}]}, "not a known field"),
        ({"source": {"name": "s"}, "records": [{"title": "t", "expects": 0}]}, "expects"),
        (
            {"source": {"name": "s"}, "records": [{"title": "t"}], "edges": [{"from": "t", "to": "t"}]},
            "edges[0]",
        ),
        (
            {
                "source": {"name": "s"},
                "records": [{"title": "t"}],
                "edges": [{"from": "t", "to": "u", "type": "x"}],
            },
            "type must be",
        ),
    ],
)
def test_invalid_files_are_refused_with_the_problem(tenant, tmp_path, document, problem):
    with pytest.raises(ImportFileError) as caught:
        import_document(
            tenant=tenant, domain_slug="coaching", document=document, file_name="f", file_sha256="0"
        )
    assert any(problem in p for p in caught.value.problems)
    assert not Domain.objects.exists()


def test_unknown_edge_endpoints_are_refused(tenant, tmp_path):
    document = json.loads(json.dumps(GLOSSARY))
    document["edges"].append({"from": "goblet-squat", "to": "front-squat", "type": "explains"})
    with pytest.raises(ImportFileError) as caught:
        _import(tenant, _write(tmp_path, document))
    assert "front-squat" in caught.value.problems[0]


def test_the_command_imports_reports_and_refuses_bad_files(tenant, tmp_path, capsys):
    path = _write(tmp_path, GLOSSARY)
    call_command("knowledge_import", "coaching", str(path), "--tenant", tenant.slug)
    assert "3 new records" in capsys.readouterr().out
    call_command("knowledge_import", "coaching", str(path), "--tenant", tenant.slug)
    assert "no changes" in capsys.readouterr().out
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(CommandError, match="not valid JSON"):
        call_command("knowledge_import", "coaching", str(bad), "--tenant", tenant.slug)
    with pytest.raises(CommandError, match="no tenant"):
        call_command("knowledge_import", "coaching", str(path), "--tenant", "nobody")
