"""Keyed pseudonyms for an erased client, and the rewrite of audit rows that named her.

An HMAC with ERASURE_HMAC_KEY, not a plain hash: a plain SHA-256 of an external id or a first name is
reversed by hashing candidates; without the key nobody can test a guess (docs/data.md, "Erasure").
"""

import hashlib
import hmac
import json
import re

from django.conf import settings
from django.db.models import Q, TextField
from django.db.models.functions import Cast

from coda_console.models import AuditEntry, Tenant


def subject_hmac(tenant_slug: str, external_id: str) -> str:
    message = f"client\x00{tenant_slug}\x00{external_id}".encode()
    return hmac.new(settings.ERASURE_HMAC_KEY.encode(), message, hashlib.sha256).hexdigest()


def token(subject: str) -> str:
    """What replaces her id and names in kept rows."""
    return f"erased-client:{subject[:16]}"


def name_pattern(needles: list[str]) -> re.Pattern:
    words = sorted({needle for needle in needles if needle}, key=len, reverse=True)
    return re.compile("|".join(rf"(?<!\w){re.escape(word)}(?!\w)" for word in words))


def scrub_text(text: str, pattern: re.Pattern, replacement: str) -> str:
    return pattern.sub(replacement, text)


def scrub(value: object, pattern: re.Pattern, replacement: str) -> object:
    """A JSON value with every string scrubbed (keys included)."""
    if isinstance(value, str):
        return scrub_text(value, pattern, replacement)
    if isinstance(value, dict):
        return {
            scrub(key, pattern, replacement): scrub(item, pattern, replacement) for key, item in value.items()
        }
    if isinstance(value, list):
        return [scrub(item, pattern, replacement) for item in value]
    return value


def pseudonymise_audit(*, tenant: Tenant, needles: list[str], subject: str) -> int:
    """Rewrite every audit row of the tenant whose target or detail names her. Returns rows changed."""
    needles = [needle for needle in needles if needle]
    if not needles:
        return 0
    condition = Q()
    for needle in needles:
        for spelling in {needle, json.dumps(needle)[1:-1]}:
            condition |= Q(target__contains=spelling) | Q(_detail_text__contains=spelling)
    rows = (
        AuditEntry.objects.filter(tenant=tenant)
        .annotate(_detail_text=Cast("detail", TextField()))
        .filter(condition)
    )
    pattern, replacement = name_pattern(needles), token(subject)
    changed = 0
    for entry in rows.iterator():
        target = scrub_text(entry.target, pattern, replacement)
        detail = scrub(entry.detail, pattern, replacement)
        if target != entry.target or detail != entry.detail:
            AuditEntry.objects.filter(pk=entry.pk).update(target=target[:255], detail=detail)
            changed += 1
    return changed
