"""Demo knowledge: the tenant's default domain `coaching`, ~40 records with edges, one corrected
guideline (a supersession chain with its cause) and one open contradiction. Idempotent: the handbook
goes through knowledge_import's fingerprints, the later writes are skipped when already there.
"""

import datetime as dt
from pathlib import Path

from django.utils import timezone

from coda_console.models import Client, Tenant
from knowledge import services
from knowledge.importer import import_document, load_file
from knowledge.inputs import RecordFields, RecordLinks
from knowledge.models import Authority, Domain, Record, Status

HANDBOOK = Path(__file__).parent / "demo_data" / "coaching.yaml"
DEMO = "demo"


def _head(domain: Domain, key: str) -> Record:
    return Record.objects.get(domain=domain, key=key, status=Status.LIVE)


def _done(domain: Domain, key: str) -> bool:
    return Record.objects.filter(domain=domain, key=key, created_by=DEMO).exists()


def build_demo(*, tenant: Tenant, clients: dict[str, Client], days: int, stdout) -> None:
    now = timezone.now()
    domain = Domain.objects.filter(tenant=tenant, slug="coaching").first()
    if domain is None:
        domain = services.domain_create(
            tenant=tenant,
            slug="coaching",
            name="Coaching",
            description="Training, nutrition and recovery guidance shared by every coach and bot.",
            is_default=True,
        )
    document, sha256 = load_file(HANDBOOK)
    imported_at = now - dt.timedelta(days=max(30, min(days, 150)))
    result = import_document(
        tenant=tenant,
        domain_slug="coaching",
        document=document,
        file_name=HANDBOOK.name,
        file_sha256=sha256,
        now=imported_at,
    )
    written = len(result.created)
    written += _corrected_protein_target(domain, now=now - dt.timedelta(days=21))
    written += _wrist_pain_contradiction(domain, now=now - dt.timedelta(days=3))
    report = services.lint_report_current(domain=domain)
    live = Record.objects.filter(domain=domain, status=Status.LIVE).count()
    stdout.write(
        f"knowledge: domain coaching — {live} live records, {written} written now, "
        f"lint: {len(report.warnings)} warnings"
    )


def _corrected_protein_target(domain: Domain, *, now: dt.datetime) -> int:
    """The coach corrects a misread guideline: a chain of two with its cause recorded."""
    if _done(domain, "protein-daily-target"):
        return 0
    old = _head(domain, "protein-daily-target")
    services.record_create(
        domain=domain,
        fields=RecordFields(
            key="protein-daily-target",
            title="Daily protein target",
            body=(
                "Aim for **1.6–2.2 g of protein per kg of bodyweight** per day. 1.6 g/kg is the floor, "
                "not the target: use the upper end in a calorie deficit, for clients over 40, and in the "
                "weeks after an injury."
            ),
            provenance_source="Nata Coaching handbook",
            provenance_locator="ch. 6, p. 52 (corrected)",
            authority=Authority.COACH,
            note="1.6 g/kg was read as the target; the handbook gives it as the minimum.",
            created_by=DEMO,
        ),
        links=RecordLinks(
            supersedes=[old.ref],
            caused_by=[_head(domain, "protein-in-a-deficit").ref],
            edges=[{"type": "part_of", "to": _head(domain, "protein-guidance").ref}],
        ),
        now=now,
    )
    return 1


def _wrist_pain_contradiction(domain: Domain, *, now: dt.datetime) -> int:
    """A coach rule, then an agent's reading that disagrees and cannot overrule it: an open question."""
    written = 0
    if not _done(domain, "wrist-pain-stop-rule"):
        services.record_create(
            domain=domain,
            fields=RecordFields(
                key="wrist-pain-stop-rule",
                title="Stop pressing at wrist pain 2/10",
                body="Any pressing stops at wrist pain of 2/10 or more; switch to a neutral-grip option.",
                provenance_source="Coach Nata",
                provenance_locator="call with Marta, week 1",
                authority=Authority.COACH,
                created_by=DEMO,
            ),
            links=RecordLinks(
                edges=[{"type": "explains", "to": _head(domain, "wrist-friendly-pressing").ref}]
            ),
            now=now - dt.timedelta(days=30),
        )
        written += 1
    if not _done(domain, "wrist-pain-train-through"):
        services.record_create(
            domain=domain,
            fields=RecordFields(
                key="wrist-pain-train-through",
                title="Train through mild wrist pain up to 3/10",
                body=(
                    "Mild wrist pain up to 3/10 that does not rise during the set is acceptable in pressing."
                ),
                provenance_source="agent summary of a sports-medicine article",
                provenance_locator="session 2026-05-02",
                authority=Authority.AGENT,
                note="The article allows pain up to 3/10; the coach's rule stops at 2/10.",
                created_by=DEMO,
            ),
            links=RecordLinks(contradicts=[_head(domain, "wrist-pain-stop-rule").ref]),
            now=now,
        )
        written += 1
    return written
