import pytest

from wiki.understanding.progress import reached, shared


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("DID IT!!! whole 5k no walking 😭🎉", True),
        ("finally hit my 100kg squat", True),
        ("smashed the half marathon this morning, goal reached", True),
        ("i did it, first ever pull up", True),
        ("almost did it, stopped at 4k", False),
        ("hope I hit my goal next time", False),
        ("didn't hit the 100kg today", False),
        ("did legs today", False),
    ],
)
def test_a_goal_reported_reached(text, expected):
    assert reached(text) is expected


@pytest.mark.parametrize(
    ("text", "goal", "expected"),
    [
        ("DID IT!!! whole 5k no walking", "run 5k without stopping", {"5k"}),
        ("finally hit my 100kg squat", "squat 100kg by March", {"100kg", "squat"}),
        ("DID IT!!! whole 5k", "bench 60kg", set()),
    ],
)
def test_which_goal_it_was(text, goal, expected):
    assert shared(text, goal) == expected
