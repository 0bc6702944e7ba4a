"""The area groups of a sentence (docs/understanding.md "Pain and harmless mentions"): a clause naming
body areas together with the area-less clauses after it, read as one by `pain.py`. A clause that only
names an area shares what the next says ("my knee and my ankle both hurt"); a last clause that only names
a side gives it to the areas before ("heel pain is excruciating, right foot.").
"""

import dataclasses
import re

from wiki.understanding.contrast import denied_area, is_ellipsis
from wiki.understanding.lexicon import PAIRED, find_areas
from wiki.understanding.painwords import HARMLESS_RE, PAIN_RE
from wiki.understanding.sentences import Span, clauses


def area_groups(sentence: Span) -> list[tuple[list, str, int]]:
    """(areas, group text, group start offset in the sentence): a clause naming areas + the area-less
    clauses that follow it."""
    groups: list[tuple[list, str, int]] = []
    # areas are read in the whole sentence (a side may sit in the next clause: "knee pain 4/10 - left
    # side"), then given to the clause that names them, at clause offsets
    named = find_areas(sentence.text)
    for clause in clauses(sentence):
        offset = clause.start - sentence.start
        areas = [
            dataclasses.replace(a, start=a.start - offset, end=a.end - offset)
            for a in named
            if offset <= a.start < offset + len(clause.text)
        ]
        if areas or not groups:
            groups.append((areas, clause.text, clause.start - sentence.start))
        else:
            areas_before, _, start = groups[-1]
            groups[-1] = (areas_before, sentence.text[start : clause.end - sentence.start], start)
    if (
        len(groups) > 1
        and not groups[0][0]
        and groups[1][0]
        and bare(groups[1][1])
        and not is_ellipsis(groups[1][1])
    ):
        # "it hurts when I squat, my knee I mean": the area named after what was said of it
        end = groups[1][2] + len(groups[1][1])
        shift = groups[1][2] - groups[0][2]  # the areas' offsets, now in the joined group
        moved = [dataclasses.replace(a, start=a.start + shift, end=a.end + shift) for a in groups[1][0]]
        groups[:2] = [(moved, sentence.text[groups[0][2] : end], groups[0][2])]
    return _side_tail(_mergebare([g for g in groups if g[0]], sentence.text))


_SIDE_TAIL_RE = re.compile(r"^(?:on )?(?:the |my )?(left|right)\b(?: one| side)?(?:\s+\w+){0,2}\W*$", re.I)


def _side_tail(groups: list[tuple[list, str, int]]) -> list[tuple[list, str, int]]:
    """ "heel pain is excruciating, right foot.": a last clause that only names a side (and the limb)
    gives that side to the unsided areas before it, not an area of its own."""
    if len(groups) < 2 or not bare(groups[-1][1]):
        return groups
    tail = _SIDE_TAIL_RE.match(groups[-1][1])
    before = groups[-2][0]
    if not tail or not before or any(a.side for a in before):
        return groups
    side = tail[1].lower()
    sided = [
        dataclasses.replace(a, side=side, area=f"{side} {a.base}") if a.base in PAIRED else a for a in before
    ]
    return [*groups[:-2], (sided, groups[-2][1], groups[-2][2])]


_CONTRAST_START_RE = re.compile(r"^\W*(?:but|though|although|however|whereas|yet|except)\b", re.I)


def _mergebare(groups: list[tuple[list, str, int]], text: str) -> list[tuple[list, str, int]]:
    """ "my knee and my ankle both hurt": a group that only names an area (no pain, harmless or rating
    word) shares what the next group says."""
    merged: list[tuple[list, str, int]] = []
    for areas, group_text, start in groups:
        if (
            merged
            and bare(merged[-1][1])
            and not denied_area(merged[-1][1], merged[-1][0])
            and not _CONTRAST_START_RE.match(group_text)  # "knee is behaving, but my achilles flared up"
        ):
            areas_before, _, start_before = merged.pop()
            end, shift = start + len(group_text), start - start_before  # areas at the joined group's offsets
            moved = [dataclasses.replace(a, start=a.start + shift, end=a.end + shift) for a in areas]
            merged.append(([*areas_before, *moved], text[start_before:end], start_before))
        else:
            merged.append((areas, group_text, start))
    return merged


def bare(text: str) -> bool:
    """Says nothing of the area: no pain, harmless or rating word."""
    return not (PAIN_RE.search(text) or HARMLESS_RE.search(text) or re.search(r"\d", text))
