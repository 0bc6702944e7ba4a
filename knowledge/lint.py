"""Lint rules over one domain. Pure reads; services.lint_domain stores the result as a LintReport.

Rules (each warning: {"rule", "message", "ids"}):
- unresolved_contradiction: a `contradicts` edge whose two ends are both live heads.
- duplicate_heads: two live heads with the same key or a near-duplicate title and body (the rule of
  knowledge.duplicates) that nobody declared distinct (`distinct_from`) and that are not already a
  contradiction pair.
- orphan: a live head whose chain has no edge at all, in a domain with more than
  KNOWLEDGE_ORPHAN_MIN_RECORDS (10) live heads.
- missing_parts: a live head with `expects: N` and fewer than N live parts (`part_of` edges to it).
- stale_provenance: a live head citing a source that was imported again after it was written, by an
  import that no longer holds the head's key.
"""

from collections import defaultdict

from django.conf import settings
from django.db.models import Q

from coda_console import ranking
from knowledge import duplicates, vectors
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
    # near-duplicate shares a good part of its words (the Jaccard half of the rule), so a rare one too.
    # Candidates are then cut by one vectorised cosine: a pair can reach the threshold only with
    # cosine ≥ 2·threshold − 1, so only those (and same-key pairs) get the full rule.
    threshold = settings.KNOWLEDGE_DUPLICATE_THRESHOLD
    ids, matrix = vectors.domain_matrix(domain) if ranking.enabled() else ([], None)
    row_of = {pk: row for row, pk in enumerate(ids)} if matrix is not None else {}
    texts = {
        h.pk: duplicates.Text.of(
            key=h.key,
            title=h.title,
            body=h.body,
            vector=matrix[row_of[h.pk]] if matrix is not None and h.pk in row_of else None,
        )
        for h in heads
    }
    postings: dict[str, list[int]] = defaultdict(list)
    by_key: dict[str, list[int]] = defaultdict(list)
    for head in heads:
        by_key[head.key].append(head.pk)
        for word in texts[head.pk].words:
            postings[word].append(head.pk)
    settled = {tuple(sorted(pair)) for pair in _settled_pairs(domain)}
    seen: set[tuple[int, int]] = set()
    found: list[tuple[int, int, str]] = []
    for head in heads:
        pk, text = head.pk, texts[head.pk]
        # Words only this head has find nobody; of the others, the two rarest are the probes.
        probes = sorted((w for w in text.words if len(postings[w]) > 1), key=lambda w: (len(postings[w]), w))
        shared = [other for word in probes[:2] for other in postings[word][:MAX_POSTING]]
        candidates = []
        for other in dict.fromkeys([*by_key[head.key], *shared]):
            pair = (pk, other) if pk < other else (other, pk)
            if other != pk and pair not in seen and pair not in settled:
                seen.add(pair)
                candidates.append(other)
        for other in _worth_comparing(pk, candidates, texts, matrix, row_of, 2 * threshold - 1):
            why = duplicates.reason(text, texts[other], threshold=threshold)
            if why:
                found.append((pk, other, why))
    by_pk = {head.pk: head for head in heads}
    warnings = []
    for pk, other, why in found:
        first, second = sorted((by_pk[pk], by_pk[other]), key=lambda r: r.number)
        warnings.append(
            _warning(
                "duplicate_heads",
                f"{first.ref} and {second.ref} are live heads with {why}: supersede one, or declare "
                "them distinct.",
                [first.ref, second.ref],
            )
        )
    return sorted(warnings, key=lambda w: w["ids"])


def _worth_comparing(
    head: int, candidates: list[int], texts: dict, matrix, row_of: dict[int, int], floor: float
) -> list[int]:
    """The candidates that could be near-duplicates of `head`: same key, no vector to rule them out, or
    a cosine at or above `floor`."""
    if matrix is None or head not in row_of or not candidates:
        return candidates
    with_rows = [pk for pk in candidates if pk in row_of]
    cosines = matrix[[row_of[pk] for pk in with_rows]] @ matrix[row_of[head]] if with_rows else []
    close = {pk for pk, cosine in zip(with_rows, cosines, strict=True) if cosine >= floor}
    key = texts[head].key
    return [pk for pk in candidates if pk in close or pk not in row_of or texts[pk].key == key]


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
