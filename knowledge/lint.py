"""Lint rules over one domain. Pure reads; services.lint_domain stores the result as a LintReport.

Rules (each warning: {"rule", "message", "ids"}):
- unresolved_contradiction: a `contradicts` edge whose two ends are both live heads.
- duplicate_heads: two live heads with the same key or a near-duplicate key/title (text.py threshold)
  that nobody declared distinct (`distinct_from`) and that are not already a contradiction pair.
- orphan: a live head whose chain has no edge at all, in a domain with more than
  KNOWLEDGE_ORPHAN_MIN_RECORDS (10) live heads.
- missing_parts: a live head with `expects: N` and fewer than N live parts (`part_of` edges to it).
- stale_provenance: a live head citing a source that was imported again after it was written, by an
  import that no longer holds the head's key.
"""

from collections import defaultdict

from django.conf import settings
from django.db.models import Q

from knowledge import text
from knowledge.models import Distinction, Domain, Edge, EdgeType, ImportRun, Record, Status
from knowledge.selectors import neighbours_for, open_contradictions, parts_of

Warning = dict
MAX_POSTING = 100


def _warning(rule: str, message: str, ids: list[str]) -> Warning:
    return {"rule": rule, "message": message, "ids": ids}


def unresolved_contradictions(domain: Domain) -> list[Warning]:
    return [
        _warning(
            "unresolved_contradiction",
            f"{edge.source.ref} ({edge.source.authority}) contradicts {edge.target.ref} "
            f"({edge.target.authority}); both are live. A person decides: supersede one, or retract one.",
            [edge.source.ref, edge.target.ref],
        )
        for edge in open_contradictions(domain)
    ]


def _settled_pairs(domain: Domain) -> set[frozenset[int]]:
    """Chain pairs someone already decided about: declared distinct, or marked as contradicting."""
    pairs: set[frozenset[int]] = set()
    distinct = Distinction.objects.filter(record__domain=domain).values_list(
        "record__head_id", "other__head_id"
    )
    contradicting = Edge.objects.filter(source__domain=domain, type=EdgeType.CONTRADICTS).values_list(
        "source__head_id", "target__head_id"
    )
    for first, second in [*distinct, *contradicting]:
        if first is not None and second is not None:  # every record has a head once saved
            pairs.add(frozenset((first, second)))
    return pairs


def duplicate_live_heads(domain: Domain, heads: list[Record]) -> list[Warning]:
    # Blocking keeps the rule near-linear on large domains: a head is compared only with heads that
    # share its key or one of its two rarest shared words (at most MAX_POSTING heads per word). A
    # near-duplicate at the 0.85 threshold shares most of its words, so it shares a rare one too.
    keys = {h.pk: h.key.replace("-", " ") for h in heads}
    forms = {h.pk: (text.similarity_form(keys[h.pk]), text.similarity_form(h.title)) for h in heads}
    words = {
        pk: set(key_form.split()) | set(title_form.split()) for pk, (key_form, title_form) in forms.items()
    }
    postings: dict[str, list[Record]] = defaultdict(list)
    by_key: dict[str, list[Record]] = defaultdict(list)
    for head in heads:
        by_key[head.key].append(head)
        for word in words[head.pk]:
            postings[word].append(head)
    settled = _settled_pairs(domain)
    threshold = settings.KNOWLEDGE_DUPLICATE_THRESHOLD
    seen: set[frozenset[int]] = set()
    warnings = []
    for head in heads:
        # Words only this head has find nobody; of the others, the two rarest are the probes.
        probes = sorted(
            (w for w in words[head.pk] if len(postings[w]) > 1), key=lambda w: (len(postings[w]), w)
        )
        shared = [other for word in probes[:2] for other in postings[word][:MAX_POSTING]]
        candidates = [*by_key[head.key], *shared]
        for other in candidates:
            pair = frozenset((head.pk, other.pk))
            if other.pk == head.pk or pair in seen or pair in settled:
                continue
            seen.add(pair)
            why = _duplicate_reason(head, other, forms, threshold)
            if why:
                first, second = sorted((head, other), key=lambda r: r.number)
                warnings.append(
                    _warning(
                        "duplicate_heads",
                        f"{first.ref} and {second.ref} are live heads with {why}: supersede one, or declare "
                        "them distinct.",
                        [first.ref, second.ref],
                    )
                )
    return sorted(warnings, key=lambda w: w["ids"])


def _duplicate_reason(head: Record, other: Record, forms: dict, threshold: float) -> str:
    """text.is_near_duplicate on precomputed similarity forms (the same rule, without re-normalising)."""
    if head.key == other.key:
        return "the same key"
    for index, what in ((0, "key"), (1, "title")):
        score = text.form_similarity(forms[head.pk][index], forms[other.pk][index], floor=threshold)
        if score >= threshold:
            return f"a near-duplicate {what} (similarity {score:.2f})"
    return ""


def orphans(domain: Domain, heads: list[Record]) -> list[Warning]:
    if len(heads) <= settings.KNOWLEDGE_ORPHAN_MIN_RECORDS:
        return []
    touched: set[int] = set()
    edges = Edge.objects.exclude(type=EdgeType.SUPERSEDES).filter(
        Q(source__domain=domain) | Q(target__domain=domain)
    )
    for source_head, target_head in edges.values_list("source__head_id", "target__head_id"):
        touched.update(head for head in (source_head, target_head) if head is not None)
    return [
        _warning(
            "orphan",
            f"{head.ref} ({head.title}) has no edges: link it to what it explains, is part of, or follows.",
            [head.ref],
        )
        for head in heads
        if head.pk not in touched
    ]


def missing_parts(heads: list[Record]) -> list[Warning]:
    expecting = [head for head in heads if head.expects]
    neighbours = neighbours_for(expecting)
    warnings = []
    for head in expecting:
        head_neighbours = neighbours.get(head.pk, [])
        parts = parts_of(head, head_neighbours)
        if parts and parts.recorded < parts.expected:
            part_ids = sorted(
                {n.id for n in head_neighbours if n.type == EdgeType.PART_OF and n.direction == "in"}
            )
            warnings.append(
                _warning(
                    "missing_parts",
                    f"{head.ref} ({head.title}) expects {parts.expected} parts; {parts.label}.",
                    [head.ref, *part_ids],
                )
            )
    return warnings


def stale_provenance(domain: Domain, heads: list[Record]) -> list[Warning]:
    latest: dict[str, ImportRun] = {}
    for run in ImportRun.objects.filter(domain=domain).order_by("created_at", "pk"):
        latest[run.source_name] = run
    keys = {name: set(run.keys) for name, run in latest.items()}
    warnings = []
    for head in heads:
        last_run = latest.get(head.provenance_source)
        if last_run is None or last_run.created_at <= head.created_at:
            continue
        if head.key in keys[last_run.source_name]:
            continue
        warnings.append(
            _warning(
                "stale_provenance",
                f"{head.ref} cites {last_run.source_name!r}, which was imported again on "
                f"{last_run.created_at:%Y-%m-%d} without this entry: check that it still holds.",
                [head.ref],
            )
        )
    return warnings


def run_rules(domain: Domain) -> tuple[list[Warning], int]:
    heads = list(Record.objects.filter(domain=domain, status=Status.LIVE).order_by("number"))
    warnings = [
        *unresolved_contradictions(domain),
        *duplicate_live_heads(domain, heads),
        *orphans(domain, heads),
        *missing_parts(heads),
        *stale_provenance(domain, heads),
    ]
    return warnings, len(heads)
