"""Compile a glossary/schema file (JSON or YAML) into records and edges, through the same services.

Template compilation, no LLM. Each entry is fingerprinted (sha256 of key, title, body, source,
locator, expects); an entry whose fingerprint any record of the domain already carries is skipped, so
re-importing a file is a no-op (nothing written, not even an import row) — and an entry a person has
since superseded or retracted is never resurrected. A changed entry becomes a new record with authority
`source` that supersedes the live head of its key, or — when that head has a higher authority (a
coach's correction) — contradicts it, which raises a contradiction for a person to resolve.
The whole file is one transaction: any refused entry (e.g. a near-duplicate) writes nothing.
File format: docs/knowledge.md, "Import file format".
"""

import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from django.db import transaction
from django.utils import timezone

from coda_console.errors import ApiError
from coda_console.models import Tenant
from coda_console.services import audit_record
from knowledge import services, text
from knowledge.inputs import RecordFields, RecordLinks
from knowledge.models import AUTHORITY_RANK, Authority, Domain, Edge, EdgeType, ImportRun, Record, Status

REF_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*-\d{4,}$")
ENTRY_FIELDS = {
    "key",
    "title",
    "body",
    "locator",
    "source",
    "expects",
    "supersedes",
    "distinct_from",
    "caused_by",
    "note",
}


class ImportFileError(Exception):
    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems


@dataclass
class ImportResult:
    domain: Domain
    run: ImportRun | None = None
    created: list[str] = field(default_factory=list)
    superseded: list[tuple[str, str]] = field(default_factory=list)
    contradicted: list[tuple[str, str]] = field(default_factory=list)
    unchanged: int = 0
    edges_created: int = 0

    @property
    def noop(self) -> bool:
        return not (self.created or self.edges_created)


def load_file(path: Path) -> tuple[dict, str]:
    """(document, sha256 of the bytes). JSON by `.json`, YAML by `.yaml`/`.yml`, else JSON then YAML."""
    raw = path.read_bytes()
    content = raw.decode("utf-8")
    try:
        if path.suffix.lower() == ".json":
            document = json.loads(content)
        elif path.suffix.lower() in {".yaml", ".yml"}:
            document = yaml.safe_load(content)
        else:
            try:
                document = json.loads(content)
            except json.JSONDecodeError:
                document = yaml.safe_load(content)
    except (json.JSONDecodeError, yaml.YAMLError) as error:
        raise ImportFileError([f"{path.name} is not valid JSON/YAML: {error}"]) from None
    return document, hashlib.sha256(raw).hexdigest()


def _list_of_str(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def validate_document(document: Any) -> list[str]:
    if not isinstance(document, dict):
        return ["the file must hold a mapping with `source` and `records`"]
    problems = []
    source = document.get("source")
    if not isinstance(source, dict) or not str(source.get("name") or "").strip():
        problems.append("`source.name` is required (where these records come from)")
    records = document.get("records")
    if not isinstance(records, list) or not records:
        return [*problems, "`records` must be a non-empty list"]
    for index, entry in enumerate(records):
        where = f"records[{index}]"
        if not isinstance(entry, dict):
            problems.append(f"{where} must be a mapping")
            continue
        problems += [f"{where}.{name} is not a known field" for name in sorted(set(entry) - ENTRY_FIELDS)]
        if not isinstance(entry.get("title"), str) or not entry["title"].strip():
            problems.append(f"{where}.title is required")
        if "expects" in entry and (not isinstance(entry["expects"], int) or entry["expects"] < 1):
            problems.append(f"{where}.expects must be a whole number ≥ 1")
        for name in ("supersedes", "distinct_from", "caused_by"):
            if name in entry and not _list_of_str(entry[name]):
                problems.append(f"{where}.{name} must be a list of keys or record ids")
    edges = document.get("edges", [])
    if not isinstance(edges, list):
        return [*problems, "`edges` must be a list"]
    for index, edge in enumerate(edges):
        if not isinstance(edge, dict) or not all(
            isinstance(edge.get(k), str) for k in ("from", "to", "type")
        ):
            problems.append(f"edges[{index}] needs `from`, `to` and `type` strings")
        elif edge["type"] not in EdgeType.values:
            problems.append(f"edges[{index}].type must be one of {', '.join(EdgeType.values)}")
    return problems


def fingerprint(entry: dict, *, source: str) -> str:
    canonical = {
        "key": text.normalise_key(entry.get("key") or entry["title"]),
        "title": entry["title"].strip(),
        "body": entry.get("body") or "",
        "source": source,
        "locator": str(entry.get("locator") or ""),
        "expects": entry.get("expects"),
    }
    return hashlib.sha256(json.dumps(canonical, sort_keys=True).encode()).hexdigest()


class _Importer:
    def __init__(self, *, domain: Domain, file_name: str, now) -> None:
        self.domain = domain
        self.created_by = f"import:{file_name}"[:150]
        self.now = now
        self.result = ImportResult(domain=domain)

    def resolve(self, reference: str, *, where: str) -> Record:
        """A record id of the tenant, or the key of a live head of this domain."""
        if REF_PATTERN.match(reference):
            record = Record.objects.filter(tenant_id=self.domain.tenant_id, ref=reference).first()
            if record is not None:
                return record
        record = (
            Record.objects.filter(domain=self.domain, key=text.normalise_key(reference), status=Status.LIVE)
            .order_by("number")
            .first()
        )
        if record is None:
            raise ImportFileError(
                [f"{where}: {reference!r} is neither a record id nor the key of a live head"]
            )
        return record

    def entry(self, index: int, entry: dict, *, default_source: str) -> None:
        source = str(entry.get("source") or default_source).strip()
        entry_print = fingerprint(entry, source=source)
        if Record.objects.filter(domain=self.domain, source_fingerprint=entry_print).exists():
            self.result.unchanged += 1
            return
        key = text.normalise_key(entry.get("key") or entry["title"])
        where = f"records[{index}] ({key})"
        named = {
            name: [self.resolve(ref, where=where).ref for ref in entry.get(name, [])]
            for name in ("supersedes", "distinct_from", "caused_by")
        }
        supersedes, contradicts = list(named["supersedes"]), []
        for head in Record.objects.filter(domain=self.domain, key=key, status=Status.LIVE):
            if head.ref in supersedes or head.ref in named["distinct_from"]:
                continue
            if AUTHORITY_RANK[Authority.SOURCE] >= head.authority_rank:
                supersedes.append(head.ref)
            else:  # a coach corrected this entry: the changed source raises a question, never overrules
                contradicts.append(head.ref)
        try:
            record = services.record_create(
                domain=self.domain,
                fields=RecordFields(
                    key=key,
                    title=entry["title"],
                    body=entry.get("body") or "",
                    provenance_source=source,
                    provenance_locator=str(entry.get("locator") or ""),
                    authority=Authority.SOURCE,
                    expects=entry.get("expects"),
                    note=str(entry.get("note") or ("changed in the source" if supersedes else "")),
                    created_by=self.created_by,
                    source_fingerprint=entry_print,
                ),
                links=RecordLinks(
                    supersedes=supersedes,
                    distinct_from=named["distinct_from"],
                    contradicts=contradicts,
                    caused_by=named["caused_by"],
                ),
                now=self.now,
            )
        except ApiError as error:
            reasons = "; ".join(f"{d.get('id', '')} {d['message']}".strip() for d in error.details)
            raise ImportFileError([f"{where}: {error.message} ({reasons})"]) from None
        self.result.created.append(record.ref)
        self.result.superseded += [(record.ref, ref) for ref in supersedes]
        self.result.contradicted += [(record.ref, ref) for ref in contradicts]

    def edge(self, index: int, spec: dict) -> None:
        where = f"edges[{index}]"
        source = self.resolve(spec["from"], where=where)
        target = self.resolve(spec["to"], where=where)
        source_head, target_head = source.head_id or source.pk, target.head_id or target.pk
        if Edge.objects.filter(
            type=spec["type"], source__head_id=source_head, target__head_id=target_head
        ).exists():
            return  # the two chains are already linked this way
        try:
            services.edge_create(
                source=Record.objects.get(pk=source_head),
                target=Record.objects.get(pk=target_head),
                edge_type=spec["type"],
                note=str(spec.get("note") or ""),
                created_by=self.created_by,
                now=self.now,
            )
        except ApiError as error:
            raise ImportFileError([f"{where}: {error.message}"]) from None
        self.result.edges_created += 1


@transaction.atomic
def import_document(
    *, tenant: Tenant, domain_slug: str, document: Any, file_name: str, file_sha256: str, now=None
) -> ImportResult:
    problems = validate_document(document)
    if problems:
        raise ImportFileError(problems)
    now = now or timezone.now()
    domain = Domain.objects.filter(tenant=tenant, slug=domain_slug).first()
    if domain is None:
        meta = document.get("domain") if isinstance(document.get("domain"), dict) else {}
        domain = services.domain_create(
            tenant=tenant,
            slug=domain_slug,
            name=str(meta.get("name") or domain_slug.replace("-", " ").title()),
            description=str(meta.get("description") or ""),
        )
    source = document["source"]
    importer = _Importer(domain=domain, file_name=file_name, now=now)
    for index, entry in enumerate(document["records"]):
        importer.entry(index, entry, default_source=str(source["name"]).strip())
    for index, spec in enumerate(document.get("edges", [])):
        importer.edge(index, spec)
    result = importer.result
    runs = ImportRun.objects.filter(domain=domain, source_name=str(source["name"]).strip())
    last = runs.order_by("created_at", "pk").last()
    if result.noop and last is not None and last.file_sha256 == file_sha256:
        return result  # the same file again: nothing to record
    result.run = ImportRun.objects.create(
        tenant=tenant,
        domain=domain,
        source_name=str(source["name"]).strip(),
        source_version=str(source.get("version") or ""),
        file_name=file_name,
        file_sha256=file_sha256,
        keys=[text.normalise_key(e.get("key") or e["title"]) for e in document["records"]],
        created=len(result.created),
        superseded=len(result.superseded),
        contradicted=len(result.contradicted),
        unchanged=result.unchanged,
        edges_created=result.edges_created,
        created_by=importer.created_by,
        created_at=now,
    )
    audit_record(
        action="knowledge.import",
        tenant=tenant,
        target=f"{domain.slug} ← {file_name}",
        detail={"created": result.created, "superseded": result.superseded, "unchanged": result.unchanged},
    )
    return result
