import pytest

from wiki.understanding.severity import severity


@pytest.mark.parametrize(
    ("text", "about_pain", "score", "label"),
    [
        ("about 4/10", False, 4, "4/10"),
        ("4 out of 10", False, 4, "4/10"),
        ("four out of ten", False, 4, "4/10"),
        ("3/5", False, 6, "6/10"),
        ("about a 6", True, 6, "6/10"),
        ("it's like a 7 pain", False, 7, "7/10"),
        ("mild", False, 3, "mild"),
        ("a bit sore", False, 3, "mild"),
        ("hurts", False, 5, "moderate"),
        ("sharp pain", False, 8, "severe"),
        ("killing me", False, 9, "severe"),
        ("can't put weight on it", False, 9, "severe"),
        ("ankle pain 5 outta 10", False, 5, "5/10"),
        ("pretty sore, 6ish", True, 6, "6/10"),
        ("hurts like hell", False, 9, "severe"),
        # what she cannot do: moderate unless she says more
        ("can't turn my head", False, 5, "moderate"),
        ("really hard to bend over", False, 5, "moderate"),
        ("couldnt grip the bar", True, 5, "moderate"),
        ("can barely walk on it", False, 9, "severe"),
        # a range reads its upper end; a change reads where it is now
        ("prob 6-7/10", False, 7, "7/10"),
        # two ratings: the higher one; the scale itself is no rating
        ("3/10 at rest, 7/10 when I run", False, 7, "7/10"),
        ("on a scale of 1 to 10 my knee is 6", True, 6, "6/10"),
        ("on a scale of 1-10, about a 4", True, 4, "4/10"),
        ("hurting like mad", False, 8, "severe"),
        ("my back is in bits", False, 8, "severe"),
        ("my knees are shot", False, 8, "severe"),
        ("got my flu shot, arm is sore", False, 5, "moderate"),
        ("its like a 5 or 6", True, 6, "6/10"),
        ("knee pain around a 4 or 5", False, 5, "5/10"),
        ("like 3 to 4", True, 4, "4/10"),
        ("back pain went from 7 to 3", False, 3, "3/10"),
        ("6 down to 2 today", True, 2, "2/10"),
        ("2/10 now, down from 6", False, 2, "2/10"),
        ("8/10 at worst", False, 8, "8/10"),
        ("7 outta 10", False, 7, "7/10"),
        # hedges and an emoji: mild
        ("manageable", False, 3, "mild"),
        ("knee pain: 5", False, 5, "5/10"),
        ("pain - 6", False, 6, "6/10"),
        ("so bad", False, 8, "severe"),
        ("meh", False, 3, "mild"),
        ("\U0001f915", False, 3, "mild"),
    ],
)
def test_severity_in_the_forms_people_type_it(text, about_pain, score, label):
    found = severity(text, about_pain=about_pain)
    assert found is not None and (found.score, found.label()) == (score, label)


@pytest.mark.parametrize(
    "text",
    [
        "5 or 6 reps",
        "pain at 6pm",
        "pain: 6 km in",
        "2-3 times a week",
        "6-7pm",
        "at 6pm",
        "did 6 reps",
        "about a 6 km run",
        "all good",
        "train at 6ish",
        "ran 5ish miles",
    ],
)
def test_numbers_that_are_not_a_severity_are_ignored(text):
    found = severity(text, about_pain=True)
    assert found is None or found.source not in ("6/10",)


@pytest.mark.parametrize(
    "text", ["now it's shot. 10/10 would not recommend", "0/10 do not recommend", "10/10 would recommend"]
)
def test_a_reviews_joke_rating_is_no_severity(text):
    found = severity(text)
    assert found is None or "10" not in found.source


@pytest.mark.parametrize(
    ("text", "score", "label"),
    [
        # "8 from 10" (as many languages say it), "strong pain": ratings
        ("back pain very strong today 8 from 10", 8, "8/10"),
        ("knee 6 from 10 after the run", 6, "6/10"),
        ("shoulder three from ten, not bad", 3, "3/10"),
        ("I have strong pain in my wrist", 8, "severe"),
        ("the pain is so strong when I bend", 8, "severe"),
        ("ache is really strong this morning", 8, "severe"),
    ],
)
def test_a_rating_from_ten_and_strong_pain(text, score, label):
    found = severity(text)
    assert found is not None and (found.score, found.label()) == (score, label)


@pytest.mark.parametrize(
    "text",
    [
        "did 8 from 10 reps on the last set",  # a count, not a rating
        "feeling very strong today",  # strong is no pain
        "strong coffee before the run",
    ],
)
def test_counts_and_strength_rate_nothing(text):
    assert severity(text) is None
