"""Claim lines cite the events they were read from: `[ev 12, 15]` before `(as of …)`."""

import pytest

from wiki.distillers.rules.cite import CITE_MAX, cite, cited, with_cite


@pytest.mark.parametrize(
    ("ids", "expected"),
    [
        ([], ""),
        ([7], "[ev 7]"),
        ([15, 7, 15], "[ev 7, 15]"),
        ([1, 2, 3, 4, 5], f"[ev {', '.join(str(i) for i in range(6 - CITE_MAX, 6))}]"),  # the newest
    ],
)
def test_cite_is_compact_distinct_oldest_first_and_capped(ids, expected):
    assert cite(ids) == expected


@pytest.mark.parametrize(
    ("line", "ids", "expected"),
    [
        (
            '- Vegan: "gone vegan" (as of 2026-11-02)',
            [41],
            '- Vegan: "gone vegan" [ev 41] (as of 2026-11-02)',
        ),
        (
            '- Vegan: "gone vegan" [ev 41] (as of 2026-11-02)',
            [52],
            '- Vegan: "gone vegan" [ev 41, 52] (as of 2026-11-02)',
        ),
        ('- 2026-11-02 knee: "no pain" — harmless', [9], '- 2026-11-02 knee: "no pain" — harmless [ev 9]'),
        ('- Vegan: "gone vegan" (as of 2026-11-02)', [], '- Vegan: "gone vegan" (as of 2026-11-02)'),
    ],
)
def test_with_cite_places_the_citation_before_the_date_and_keeps_what_was_cited(line, ids, expected):
    assert with_cite(line, ids) == expected


def test_digits_inside_a_quote_are_never_read_as_a_citation():
    assert cited('- Said "call me [ev 5] later" (as of 2026-11-02)') == []
    assert cited('- Said "call me [ev 5] later" [ev 8] (as of 2026-11-02)') == [8]
