import pytest

from wiki.understanding.progress import reached, reached_goal, shared


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


@pytest.mark.parametrize(
    ("text", "goal", "expected"),
    [
        ("TWENTY. done. did 21 actually. what next?", "20 push-ups in a row", True),
        ("did 20 push ups!", "20 push-ups in a row", True),
        ("TEN!!", "10 strict pull-ups", True),
        ("managed 12 today", "10 pull-ups by summer", True),
        # below the goal's count, a near miss, another unit: progress, not the goal
        ("did 16 today!!", "20 push-ups in a row", False),
        ("almost got 20", "20 push-ups in a row", False),
        ("did 3 sets of 20", "20 push-ups in a row", False),
        ("did 25 min on the bike", "20 push-ups in a row", False),
        ("did 21", "lose 20 kg", False),  # no count goal
    ],
)
def test_a_count_goal_is_reached_at_or_past_its_count(text, goal, expected):
    assert reached_goal(text, goal) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("crossed the finish line of my first half!!", True),
        ("got my first pull-up!!", True),
        ("hit 100kg on squat today!!", True),
        ("ran my first 5k without stopping", True),
        ("hope to get my first pull-up soon", False),
        ("hit 100kg on squat by christmas", False),
    ],
)
def test_a_goal_reached_in_other_words(text, expected):
    assert reached(text) is expected
