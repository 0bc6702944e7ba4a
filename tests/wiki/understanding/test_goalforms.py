import datetime as dt

import pytest

from wiki.understanding import understand
from wiki.understanding.cues import goal, question
from wiki.understanding.goalforms import LABEL_RE, date_alone, event_moved, joking, referent


@pytest.mark.parametrize(
    ("sentence", "joke"),
    [
        ("lol write in my goals that I want to lose 30kg by Friday 😂😂", True),
        ("put in my goals: become Mr Olympia by christmas 🤣", True),
        ("I want to bench 200kg next week jk", True),
        ("just kidding, I want to run an ultra tomorrow", True),
        ("I want to lose 5kg by summer 😂 wish me luck", False),  # a laugh alone may be sincere
        ("I want to squat 100kg lol", False),
        ("please write this in my goals: run a half marathon in april", False),
    ],
)
def test_a_joke_needs_a_laugh_and_a_second_sign_or_says_so(sentence, joke):
    assert joking(sentence) is joke


@pytest.mark.parametrize(
    ("sentence", "labelled"),
    [
        ("Goal: sleep 7h", True),
        ("my goals for 2027: 5 pull ups", True),
        ("target = 10k steps", True),
        ("the goal is simple", True),  # a label; cues.goal still wants a number or two words after it
        ("I want to sleep 7h", False),
        ("what's a good goal for me?", False),
    ],
)
def test_a_goal_label_at_the_start_of_a_sentence(sentence, labelled):
    assert bool(LABEL_RE.match(sentence)) is labelled


DAY = dt.date(2026, 11, 2)


@pytest.mark.parametrize(
    ("sentence", "what"),
    [
        ("I don't want to run a marathon", "a marathon"),
        ("not trying to lose weight anymore", "lose weight"),
        ("no interest in competing", "competing"),
        ("gave up on the half", "the half"),
        ("I have zero interest in marathons", "marathons"),
        ("I never wanted to run a marathon", "a marathon"),
        ("my goal isn't to lose weight", "lose weight"),
        ("the goal is not weight loss", "weight loss"),
        ("weight loss isn't the goal anymore", "weight loss"),
        ("I'm not bothered about losing weight anymore", "losing weight"),
        ("the half is off", "half"),
        ("I quit the marathon plan", "marathon"),
        ("dont wanna run a marathon lol", "a marathon"),
        ("never wanted to be a runner but here I am training for a 10k", "be a runner"),  # up to the turn
    ],
)
def test_a_goal_denied_or_given_up_is_no_goal_and_ends_one(sentence, what):
    goals = understand(sentence, DAY).goals
    assert [(g.what, g.dropped) for g in goals] == [(what, True)]


@pytest.mark.parametrize(
    ("sentence", "kept"),
    [
        ("I'm not trying to lose weight, just want to get stronger", "get stronger"),
        ("I don't want to lose weight, I want to build muscle", "build muscle"),
        ("don't want to compete, just want to get fit", "get fit"),
        ("not trying to lose weight anymore, just want to feel good", "feel good"),
    ],
)
def test_the_wish_said_after_a_denied_one_is_the_goal(sentence, kept):
    goals = understand(sentence, DAY).goals
    assert [g.what for g in goals if not g.dropped] == [kept] and goals[0].dropped


@pytest.mark.parametrize(
    "sentence",
    [
        "I don't want to get injured before the race",  # a wish kept from harm gives no goal up
        "I don't want to lose muscle while cutting",
        "I don't want to lose my progress over christmas",
        "the power is off at the gym",
        "not gonna lie, I want to run a marathon",
        "Main goal: not be out of breath on the stairs",
        "my goal is not to be in pain every morning",
        "what I really want is not just to lose weight but to do a triathlon",  # "not just … but": both
        "the aim isn't only to get lean, I want to get strong",
    ],
)
def test_no_goal_given_up(sentence):
    assert not any(g.dropped for g in understand(sentence, DAY).goals)


@pytest.mark.parametrize(
    ("sentence", "label"),
    [
        ("March 6th.", "2027-03-06"),
        ("army fitness test is 15 jan.", "2027-01-15"),
        ("the race is on 12 April", "2027-04-12"),
        ("race day: 15 jan", "2027-01-15"),
        ("It's in March!", "March 2027"),
        # not: a sentence that does more than name a date, or names none
        ("I ran 5k today.", None),
        ("see you on Monday", None),
        ("I went to my cousin's wedding on the 3rd of June with the whole family.", None),
        ("sounds good", None),
    ],
)
def test_a_date_said_alone(sentence, label):
    when = date_alone(sentence, dt.date(2026, 11, 3))
    assert (when.label if when else None) == label


@pytest.mark.parametrize(
    ("sentence", "what"),
    [
        ("anyway the goal: 20 unbroken box jumps by the end of February", "box jumps"),
        ("ok so my target: 3 strict chin ups", "chin ups"),
        ("honestly I'm fine, just want to add pull-up practice, goal 5 by March", "pull-up"),
        ("what I DO want: run 10 km without walking before midsummer", "10 km"),
        ("what I really want is a sub-25 5k", "sub-25 5k"),
        ("what I actually need is to get stronger for rugby", "stronger"),
        # no goal: a question, a wish that is a request, a bare "what I need"
        ("what do I want from training? no idea", None),
        ("what I need is sleep", None),
        ("just want to move Thursday's session", None),
    ],
)
def test_a_goal_after_a_discourse_marker_or_said_as_what_she_wants(sentence, what):
    found = goal(sentence, dt.date(2026, 11, 2))
    if what is None:
        assert found is None
    else:
        assert found is not None and what in found.what
        assert question(sentence) is None  # "what I DO want: …" is said, not asked


@pytest.mark.parametrize(
    ("sentence", "whats"),
    [
        (
            "what I really want is not just to lose weight but to do a triathlon",
            ["lose weight and to do a triathlon"],
        ),
        ("my goal isn't only to get lean, I want to get strong", ["get lean", "get strong"]),
        (
            "the aim is not merely to finish but also to run the whole way",
            ["finish and to run the whole way"],
        ),
    ],
)
def test_not_just_one_wish_but_another_keeps_both(sentence, whats):
    goals = understand(sentence, DAY).goals
    assert [g.what for g in goals] == whats and not any(g.dropped for g in goals)


_TODAY = dt.date(2026, 11, 2)


@pytest.mark.parametrize(
    ("text", "what", "when"),
    [
        ("first amateur bout is on 14 March!!", "first amateur bout", "2027-03-14"),
        ("Kilimanjaro, September next year.", "Kilimanjaro", "September 2027"),
        (
            "ok so I finally signed up: my first sprint triathlon, 6 June in Cascais.",
            "triathlon",
            "2027-06-06",
        ),
        ("my 10k is on 3 May", "10k", "2027-05-03"),
        ("Half marathon, April 12th. Nervous!", "Half marathon", "2027-04-12"),
        ("big news: entered the Berlin marathon in September", "Berlin marathon", "September 2027"),
        ("the grading is 20 feb", "grading", "2027-02-20"),
        ("race day is 6 June", "race", "2027-06-06"),
        ("Entered the Dublin marathon — 25 October.", "Dublin marathon", "2027-10-25"),
        ("black belt grading on the 14th of Feb", "grading", "2027-02-14"),
        # entered by someone else, hers to do
        (
            "so my sister has roped me into the Yorkshire Three Peaks, Saturday the 14th.",
            "Three Peaks",
            "2026-11-14",
        ),
    ],
)
def test_an_event_of_hers_with_its_date_is_a_goal(text, what, when):
    goals = understand(text, _TODAY).goals
    assert any(what.lower() in g.what.lower() and g.when and g.when.label == when for g in goals), goals


@pytest.mark.parametrize(
    "text",
    [
        "My brother did an Ironman last year",  # someone else's, and past
        "the race on 14 March was cancelled",
        "is the race on 6 June?",  # a question
        "match tickets for 3 May",  # not an event she trains for
        "my knee hurts since 6 June",
        "the kids swim meet is on 12 March",  # the children's
        "if I enter a marathon in April, what then",  # a hypothetical
        "watched the Boston marathon on 20 April",
    ],
)
def test_an_event_not_hers_or_not_ahead_is_no_goal(text):
    assert not understand(text, _TODAY).goals


@pytest.mark.parametrize(
    ("text", "word"),
    [
        (
            "What I'd like, more than anything, is to be able to get down on the floor with the grandkids",
            "floor",
        ),
        ("what I would really love is to carry my own shopping up the stairs", "stairs"),
        ("More than anything I want to hike with my daughter again", "hike"),
        ("I have to make 64 kg for my weight class", "64"),
        ("I need to get down to 57kg for the meet", "57"),
        ("gotta make weight for the fight", "weight"),
    ],
)
def test_a_wish_said_without_a_goal_word(text, word):
    goals = understand(text, _TODAY).goals
    assert goals and word in goals[0].what.lower()


@pytest.mark.parametrize(
    "text",
    [
        "how many hour sleep i need for muscle grow",  # a question without its "?"
        "uh how much protein do I need to build muscle",
        "what is the best way to lose belly fat",
        "what I'd like to know is how much protein",  # a question said as a statement
        "I have to make dinner for 6 people",
    ],
)
def test_a_question_or_a_chore_is_no_goal(text):
    assert not understand(text, _TODAY).goals


# --- a wish for an outcome, any wish verb (goalforms.WISH_RE) ------------------------------------------
_TODAY = dt.date(2026, 11, 2)


@pytest.mark.parametrize(
    "sentence, words",
    [
        ("I'd love 10 strict pull-ups by my birthday in March.", "pull-ups"),
        ("what I'd actually love is 5 proper pull-ups by the summer", "pull-ups"),
        ("Therefore I wish to lose 6 kg until my check-up in May.", "lose 6 kg"),
        ("honestly I'd quite fancy a sub-25 5k before spring", "5k"),
        ("I would genuinely love a 100kg deadlift this year", "deadlift"),
        ("what I'd most like, if I'm honest, is to run a half marathon", "half marathon"),
        ("I wish I could do a pull-up", "pull-up"),
        ("be nice to get round the parkrun without stopping by christmas tbh", "parkrun"),
        ("it'd be brilliant to hold a handstand by summer", "handstand"),
        ("would be great to lose 5 kg before the wedding", "lose 5 kg"),
        ("I'd really like two chin ups by Easter", "chin ups"),
    ],
)
def test_a_wish_said_with_any_wish_verb_is_a_goal(sentence, words):
    found = goal(sentence, _TODAY)
    assert found is not None and words in found.what


@pytest.mark.parametrize(
    "sentence",
    [
        "I'd love some help with my squat form",  # a request, not an outcome
        "I'd like a table please",  # a format
        "would be nice to hear from you more",
        "be good to rest today",
        "would you like to do 10 pull-ups?",  # a question
        "lol I'd love to lose 30kg by Friday 😂😂",  # a joke
        "I don't wish to run a marathon ever",  # denied
    ],
)
def test_no_wish_frame_goal(sentence):
    assert goal(sentence, _TODAY) is None


# --- an "it" in a goal names the event said before (goalforms.referent) --------------------------------
@pytest.mark.parametrize(
    "what, before, named, dated",
    [
        (
            "feel strong in it",
            "sister's wedding is 12 June, I'm bridesmaid and the dress is unforgiving.",
            "dress",
            True,
        ),
        (
            "get round it without stopping",
            "our Shaz dragged me to parkrun sat, walked half of it",
            "parkrun",
            False,
        ),
        ("finish it in under 2 hours", "signed up for the Leeds half marathon on 3 May.", "marathon", True),
        (
            "look good in it",
            "my friend's hen do and the bikini situation, holiday is on 4 July",
            "holiday",
            True,
        ),
        ("do it without walking", "my first 10k is in March.", "10k", True),
    ],
)
def test_an_it_in_a_goal_takes_the_event_named_before(what, before, named, dated):
    found = referent(what, before, _TODAY)
    assert found is not None and named in found[0] and (found[1] is not None) == dated


@pytest.mark.parametrize(
    "what, before",
    [
        ("run a 10k", "the wedding is in June"),  # no pronoun
        ("get round it", "walked half of it, legs like jelly"),  # "half of it" is no half marathon
        ("nail it", "work was grim, skipping the details"),  # nothing named
        ("finish the marathon", "the marathon is in April"),  # named already
    ],
)
def test_no_referent(what, before):
    assert referent(what, before, _TODAY) is None


# --- an event's date moved (goalforms.event_moved) ----------------------------------------------------
@pytest.mark.parametrize(
    "sentence, event, month",
    [
        ("and the wedding moved to June because of the venue", "wedding", 6),
        ("the race got pushed back to 3 May", "race", 5),
        ("they postponed the marathon till April", "marathon", 4),
        ("our holiday's been brought forward to July", "holiday", 7),
        ("my wedding has now been moved to August", "wedding", 8),
        ("the half is rescheduled to 14 March", "half", 3),
        ("update: the meet was moved to February", "meet", 2),
        ("the 10k's been moved back a week to the 21st of March", "10k", 3),
    ],
)
def test_an_event_moved_to_a_date(sentence, event, month):
    found = event_moved(sentence, _TODAY)
    assert found is not None and event in found[0] and found[1].date.month == month


@pytest.mark.parametrize(
    "sentence",
    [
        "did the wedding move to June?",  # a question
        "the wedding might be moved to June",  # unsure
        "the race hasn't moved to May",  # denied
        "if the marathon is moved to April I'm out",  # hypothetical
        "we moved the sofa to the hallway",  # no event
        "the wedding moved to last June",  # past
    ],
)
def test_no_event_moved(sentence):
    assert event_moved(sentence, _TODAY) is None


@pytest.mark.parametrize(
    "sentence, words",
    [
        ("I would kill for a sub-2 half by April", "half"),
        ("honestly just want to jog a 5k without stopping", "5k"),
        ("really fancy doing a triathlon next summer", "triathlon"),
        ("Would love nothing more than to run a half this spring", "half"),
        ("keen to do a 10k in the spring", "10k"),
        ("my ambition is a marathon by 50", "marathon"),
    ],
)
def test_a_wish_opened_by_its_verb(sentence, words):
    found = goal(sentence, _TODAY)
    assert found is not None and words in found.what


@pytest.mark.parametrize(
    "sentence",
    [
        "fancy a chat later?",
        "want me to send the plan?",
        "dying to know how you did that",
        "so keen on the new app",
        "honestly just want to sleep",
        "I'm keen on running but my knee says no",  # a liking, not a goal
        "desperate for a coffee",
    ],
)
def test_no_wish_opened_by_its_verb(sentence):
    assert goal(sentence, _TODAY) is None
