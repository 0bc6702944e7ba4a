"""The goal and equipment cues (wiki/understanding/cues.py); schedule, diet, life and message style have
their own modules and tests."""

import datetime as dt

import pytest

from wiki.understanding import cues

TODAY = dt.date(2026, 11, 4)


@pytest.mark.parametrize(
    ("text", "what", "when", "why"),
    [
        # a ranked or described goal: "priority #1 = …", "#2 …", "what I'm after is …"
        ("priority #1 = no more back pain at work.", "no more back pain at work", None, ""),
        ("#2 maybe look a bit leaner.", "maybe look a bit leaner", None, ""),
        ("#1 goal is a 5k", "a 5k", None, ""),
        ("top priority: getting stronger", "getting stronger", None, ""),
        (
            "what I'm after, really, is carrying my own shopping up 4 flights",
            "carrying my own shopping up 4 flights",
            None,
            "",
        ),
        (
            "I really want my first strict pull-up by my birthday in March.",
            "my first strict pull-up",
            "March 2027",
            "",
        ),
        (
            "My goal is to run a sub-2 half marathon in June because my sister dared me",
            "run a sub-2 half marathon",
            "June 2027",
            "because my sister dared me",
        ),
        (
            "I'd love to deadlift 100kg by christmas so I can beat my brother",
            "deadlift 100kg",
            "christmas 2026",
            "so I can beat my brother",
        ),
        ("new goal: lose 5 kg before the wedding in August", "lose 5 kg", "August 2027", ""),
        ("hoping to get back to running 5k", "get back to running 5k", None, ""),
        (
            "i guess id kinda like to do 10 pushups in a row by summer?? lol",
            "do 10 pushups in a row",
            "summer 2027",
            "",
        ),
        ("Goal for spring: sub-25 5k.", "sub-25 5k", "spring 2027", ""),
        ("Want to hit a 150kg deadlift this year.", "hit a 150kg deadlift", "end of 2026", ""),
        ("I want to get to 15% body fat by Easter", "get to 15% body fat", "easter 2027", ""),
        ("getting ready for a hike up Kilimanjaro in February", "a hike up Kilimanjaro", "February 2027", ""),
        ("I just want to feel better in my body", "feel better in my body", None, ""),
        ("would love a 200kg deadlift one day", "200kg deadlift one day", None, ""),
        ("long term I want to do an ironman", "do an ironman", None, ""),
        ("wanna be able to do the splits", "do the splits", None, ""),
        ("so: want to do a 5k parkrun", "do a 5k parkrun", None, ""),
        ("ok, want to get my first pull-up", "get my first pull-up", None, ""),
        ("need to get my squat up to 120 by April", "get my squat up to 120", "April 2027", ""),
        ("Main goal: not be out of breath on the stairs", "not be out of breath on the stairs", None, ""),
        ("thinking about doing a triathlon next year", "a triathlon", "2027", ""),
        ("my target weight is 70 kg", "70 kg", None, ""),
        ("I'd like to be able to touch my toes by the new year", "touch my toes", "new year 2026", ""),
        ("it would be amazing to run a sub-50 10k by May", "run a sub-50 10k", "May 2027", ""),
        ("signed up for the Istanbul half in April!!", "the Istanbul half", "April 2027", ""),
        ("sign me up for a half marathon in spring", "a half marathon", "spring 2027", ""),
        ("squat feels strong, want to get to 100 on squat by March", "get to 100 on squat", "March 2027", ""),
        ("I want to be able to do 5 strict pull ups", "do 5 strict pull ups", None, ""),
        ("my aim is a sub 25 min 5k this winter", "a sub 25 min 5k", "winter 2026", ""),
        ("get to 100 on squat by christmas", "get to 100 on squat", "christmas 2026", ""),
        ("Goal still sub-4 marathon in April.", "sub-4 marathon", "April 2027", ""),
        ("entered the Great North Run in September!", "the Great North Run", "September 2027", ""),
        ("got a place in the London marathon!!", "the London marathon", None, ""),
        (
            "So I've got a half marathon in March which I'd love to do in under 2 hours",
            "half marathon in under 2 hours",
            "March 2027",
            "",
        ),
        ("next goal: 10 pull ups", "10 pull ups", None, ""),
        ("I want to get back to running pain free", "get back to running pain free", None, ""),
        # the goal said before its cue, and "new goal," with a comma
        (
            "more energy and actually sleeping through, thats what I'm after",
            "more energy and actually sleeping through",
            None,
            "",
        ),
        ("a sub-2 half by June is the goal", "a sub-2 half", "June 2027", ""),
        (
            "new goal, my work is doing a 10k charity run in March",
            "my work is doing a 10k charity run",
            "March 2027",
            "",
        ),
        # a bare "want", a filler before "signed up", why she came, a goal said as its words and its date
        ("Want sub-20 by the end of next summer.", "sub-20", "summer 2027", ""),
        ("want a 100kg squat by christmas", "a 100kg squat", "christmas 2026", ""),
        (
            "Also signed up for hyrox doubles with my brother in april",
            "hyrox doubles with my brother",
            "April 2027",
            "",
        ),
        (
            "the reason I signed up for this is the charity 5k in 12 weeks",
            "the charity 5k",
            "2027-01-27 (12 weeks)",
            "",
        ),
        ("the main reason I joined is to lose 5 kg by June", "lose 5 kg", "June 2027", ""),
        ("muscle up by my birthday in june", "muscle up", "June 2027", ""),
        ("sub-20 5k before summer", "sub-20 5k", "summer 2027", ""),
        ("first pull up by christmas", "first pull up", "christmas 2026", ""),
        ("I'm doing the london marathon in april!!", "the london marathon", "April 2027", ""),
        ("planning on a sub 4 marathon next year", "a sub 4 marathon", "2027", ""),
        ("my wish is to run marathon next year", "run marathon", "2027", ""),
        (
            "my big thing is getting back into my jeans before christmas",
            "getting back into my jeans",
            "christmas 2026",
            "",
        ),
        ("would be nice to do a handstand one day", "do a handstand one day", None, ""),
        # a turn to a body part is no part of the goal
        ("goal is still the 10k in march but my right shin is sore", "the 10k", "March 2027", ""),
        ("I want to run a marathon but my knee hurts", "run a marathon", None, ""),
    ],
)
def test_goal_what_when_why(text, what, when, why):
    goal = cues.goal(text, TODAY)
    assert goal is not None and not goal.dropped
    assert (goal.what, goal.when.label if goal.when else None, goal.why) == (what, when, why)


@pytest.mark.parametrize(
    "text",
    [
        "I want to move the session",
        "yeah right, like I'd ever run a marathon",
        "do you want me to log the run?",
        "I don't want to run a marathon",
        "I want to know what to eat",
        "the weather is the worst",
        "pizza is what I want tonight",
        "want me to send the log?",
        "back by 6",
        "knee should be ok by monday",
        "done by friday",
        "I will be there by 6",
        "My husband's goal is to run a marathon in May.",  # his
        "her target is 60kg",
        "My daughter's big aim is the county squad in the 200 fly",
    ],
)
def test_not_a_goal(text):
    goal = cues.goal(text, TODAY)
    assert goal is None or goal.dropped


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        ("goal is still the 10k in march but my right shin is sore", "goal is still the 10k in march"),
        (
            "Long drive yesterday, Leeds to Bristol and back, two client meetings, hotel breakfast was grim,"
            " anyway the reason I signed up for this is the company charity 5k is in 12 weeks",
            "anyway the reason I signed up for this is the company charity 5k is in 12 weeks",
        ),
    ],
)
def test_a_goal_quotes_its_own_clauses(text, quote):
    assert cues.goal(text, TODAY).quote == quote


def test_a_goal_answers_her_own_question():
    goal = cues.goal("sub 3 marathon", TODAY, "my goal? ")
    assert (goal.what, goal.quote) == ("sub 3 marathon", "my goal? sub 3 marathon")
    assert cues.goal("sub 3 marathon", TODAY, "what time? ") is None


def test_that_is_the_goal_takes_the_sentence_before():
    before = "ok change of plan. my cousin talked me into climbing Kilimanjaro next September. "
    goal = cues.goal("THAT is the goal now, the steps thing can be part of it", TODAY, before)
    assert "Kilimanjaro" in goal.what and goal.when.label == "September 2027" and goal.supersedes
    assert goal.quote.startswith("my cousin talked me into climbing Kilimanjaro")


def test_a_goal_moved_to_a_new_date_supersedes_the_old_one():
    goal = cues.goal("let's push the pull-up goal back to May, March is too soon", TODAY)
    assert (goal.what, goal.when.label, goal.supersedes) == ("pull-up", "May 2027", True)


def test_a_dropped_goal_and_a_superseding_one():
    dropped = cues.goal("I don't care about the marathon anymore", TODAY)
    assert dropped is not None and dropped.dropped and dropped.what == "marathon"
    assert cues.goal("Actually, I want to do a triathlon instead", TODAY).supersedes


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("goal: 3 gym sessions a week, consistently, for once", "3 gym sessions a week"),
        ("Goal: sleep 7h every night", "sleep 7h every night"),
        ("my target for 2027 = 10k steps a day", "10k steps a day"),
        # a wish said as its own label
        (
            "So that's what I want: to get down onto the floor and back up on my own.",
            "get down onto the floor",
        ),
        ("what I actually want out of all this is to run the Lisbon half", "run the Lisbon half"),
        ("What I'm actually committing to: swimming twice a week", "swimming twice a week"),
        ("ngl i lowkey wanna get shredded for summer", "get shredded"),
        ("honestly I just want to be less wobbly.", "be less wobbly"),
        ("All I want is to get in and out of the bath without help", "get in and out of the bath"),
        (
            "what I want out of this: I turn 40 in March and I'd like to do one push-up by then",
            "do one push-up",
        ),
        ("going for a PB at the Manchester 10k in April", "a PB at the Manchester 10k"),
        ("Goal-wise: squat bodyweight by June", "squat bodyweight"),
        ("working on getting my first pull-up", "getting my first pull-up"),
        ("I'm training to climb Kilimanjaro in March", "climb Kilimanjaro"),
        (
            "I kinda sorta want to run a whole 5k without walking?",
            "run a whole 5k without walking",
        ),
        ("I booked the Kilimanjaro trek for next August.", "the Kilimanjaro trek"),
        ("still going for sub 50 by Christmas.", "sub 50"),  # a hedge
    ],
)
def test_a_goal_she_labels_needs_no_goal_word(text, what):
    found = cues.goal(text, TODAY)
    assert found is not None and found.what.startswith(what)


@pytest.mark.parametrize(
    "text",
    [
        "my goal is to move the session",  # a request under a label
        "the goal is simple",
        "Goal: idk",
        "what I really want is pizza tonight",  # a want of the moment, no aim
        "what I want is to sleep in today",
        "I'm going for a walk",  # what she does now
        "I'm going for a run later",
        "I'd love to be able to afford a personal trainer one day",  # a money wish
    ],
)
def test_a_label_alone_is_no_goal(text):
    assert cues.goal(text, TODAY) is None


@pytest.mark.parametrize(
    "text",
    [
        "lol write in my goals that I want to lose 30kg by Friday 😂😂",
        "put in my goals: I want to deadlift 300kg by monday 🤣",
        "haha I want to run an ultra tomorrow 😂",
        "I want to bench 200kg next week jk",
        "I'd love to run a marathon in my flip flops, just kidding",
    ],
)
def test_a_goal_said_as_a_joke_is_none(text):
    assert cues.goal(text, TODAY) is None


@pytest.mark.parametrize(
    "text",
    [
        "I want to lose 5kg by summer 😂 wish me luck",  # a laugh alone may be sincere
        "I want to squat 100kg lol",
        "please write this in my goals: run a half marathon in april",
    ],
)
def test_a_goal_said_with_a_laugh_or_as_an_instruction_can_be_sincere(text):
    assert cues.goal(text, TODAY) is not None


@pytest.mark.parametrize(
    ("text", "first", "later"),
    [
        (
            "what i really want is to get fitter so anyway i want to do a sprint triathlon next summer",
            "get fitter",
            ["do a sprint triathlon"],
        ),
        (
            "I want to run a marathon this spring, and honestly I would like to get my first pull up by june",
            "run a marathon",
            ["get my first pull up"],
        ),
        (
            "i want to lose weight, i want to be able to play with my kids",
            "lose weight",
            ["play with my kids"],
        ),
        ("I want to run a marathon and I want to do it in under 4 hours", "run a marathon and", []),
    ],
)
def test_a_run_on_with_a_second_wish_gives_both_goals(text, first, later):
    goal = cues.goal(text, TODAY)
    assert goal is not None and goal.what.startswith(first)
    assert [g.what for g in cues.later_goals(text, TODAY)] == later


def test_a_second_wish_keeps_its_own_date():
    text = "I want to run a marathon this spring, and honestly I would like to get my first pull up by june"
    goal = cues.goal(text, TODAY)
    (later,) = cues.later_goals(text, TODAY)
    assert goal is not None and goal.when is not None and goal.when.label.startswith("spring")
    assert later.when is not None and later.when.label.startswith("June")


# --- goals in other registers: corporate labels, an event entered or named, "dead set on" --------------


@pytest.mark.parametrize(
    ("text", "what", "when"),
    [
        ("Q1 OKR for me: deadlift 100kg by end of March", "deadlift 100kg", "March 2027"),
        ("New north star: sub-50 10K by end of Q2", "sub-50 10K", "June 2027 (Q2)"),
        ("North star: 100kg squat by end of year", "100kg squat", "end of 2026"),
        ("my OKR this quarter is a 5k under 25 min", "a 5k under 25 min", None),
        ("So sod it, I've entered Manchester in April instead", "Manchester", "April 2027"),
        ("just registered for the Cardiff Half in October", "the Cardiff Half", "October 2027"),
        ("Still dead set on the Great North Run next September", "the Great North Run", "September 2027"),
        ("my heart's set on doing Kilimanjaro next summer", "doing Kilimanjaro", "summer 2027"),
        ("Still want to do the West Highland Way in May though", "do the West Highland Way", "May 2027"),
        ("I'm determined to walk the Camino in June", "walk the Camino", "June 2027"),
    ],
)
def test_a_goal_said_in_other_registers(text, what, when):
    goal = cues.goal(text, TODAY)
    assert goal is not None and not goal.dropped
    assert (goal.what, goal.when.label if goal.when else None) == (what, when)


@pytest.mark.parametrize(
    "text",
    [
        "I want to see Manchester one day",  # no date: a wish to visit, not an event
        "I want to go to Spain in May",  # a holiday has no goal word and no event
        "dead set against early mornings",
        "entered the gym at 6",
    ],
)
def test_a_place_or_a_habit_is_no_goal(text):
    goal = cues.goal(text, TODAY)
    assert goal is None or goal.dropped


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("Quick pivot — deprioritising the deadlift OKR", "deadlift OKR"),
        ("shelving the half marathon, no time", "half marathon"),
    ],
)
def test_a_goal_set_aside_in_corporate_words_is_dropped(text, what):
    goal = cues.goal(text, TODAY)
    assert goal is not None and goal.dropped and goal.what == what


def test_a_new_north_star_supersedes_the_old_goal():
    assert cues.goal("New north star: sub-50 10K by end of Q2", TODAY).supersedes


# --- schedules in other registers --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("need 40 push ups in two minutes, can do 28 now", "40 push ups"),
        ("I need 12 strict pull ups for selection", "12 strict pull ups"),
        ("gotta get 3 more kg on my bench before the meet", "3 more kg on my bench"),
        ("the selection course starts 3 feb, need 60 sit ups in 2 min", "60 sit ups"),
    ],
)
def test_a_number_she_needs_of_a_goal_word_is_a_goal(text, what):
    goal = cues.goal(text, TODAY)
    assert goal is not None and goal.what.startswith(what), goal


@pytest.mark.parametrize(
    "text",
    [
        "need 2 eggs for the recipe",
        "I need 8 hours of sleep",
        "need 3 more sessions this week",
        "need 5 minutes",
    ],
)
def test_a_number_she_needs_of_anything_else_is_no_goal(text):
    assert cues.goal(text, TODAY) is None


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("I'm at a crossfit box", "crossfit box"),
        ("I'm at the uni gym most days", "uni gym"),
        ("I'm at the park with the kids", None),
    ],
)
def test_the_place_she_trains_said_with_at(text, label):
    cue = cues.equipment(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("I want to get swole by spring break", "get swole"),
        ("wanna get shredded for summer fr", "get shredded"),
        ("trying to get ripped for the wedding", "get ripped"),
    ],
)
def test_a_goal_in_gym_slang(text, what):
    goal = cues.goal(text, TODAY)
    assert goal is not None and goal.what == what


@pytest.mark.parametrize(
    "text",
    ["the jacked guy at my gym is loud", "my brother is shredded lol", "I shredded the cheese"],
)
def test_gym_slang_said_of_others_is_no_goal(text):
    assert cues.goal(text, TODAY) is None


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # the register she wants, a topic kept out, hours said in words, pictures she can't read
        ("Bhai thoda casual bolo yaar, all this 'kindly note' feels like HR mail", "casual tone"),
        ("could you be less formal with me", "casual tone"),
        ("my dietitian asked that nobody talks to me about weight or calories", "topics to avoid"),
        ("And nothing before nine in the morning, the phone wakes me.", "quiet hours"),
        ("Please don't send those little pictures, the smiley faces.", "no emojis"),
        # not: a word that is no wish about messages
        ("it's not casual, it's a serious injury", None),
        ("send me pictures of the exercises", "visuals"),
        ("btw call me Kasia, nobody calls me Katarzyna", "name to use"),
        ("I would prefer to be addressed as Mr Fairbairn", "name to use"),
        ("I should be grateful if emojis could be omitted", "no emojis"),
        ("One line a day is plenty, I read it at the trailhead", "keep it short"),
        ("I miss knowing why we do each exercise", "more detail"),
        ("could you send the workout as a list I can tick off?", "format"),
        ("stop asking me how i feel every morning pls", "fewer messages"),
        ("please don't call me, text only", "channel"),
        ("can you send everything by email instead", "channel"),
        ("I got my results by email", None),
        ("I like a bit of banter", "casual tone"),
        ("no need for all the exclamation marks", "no emojis"),
        ("just send the numbers", "numbers"),
        ("can you explain things in simpler words", "plain language"),
        ("more pictures of the moves please", "visuals"),
        ("talk to me like an adult", "direct tone"),
        ("Gentle nudges work on me, shouting doesn't.", "gentle tone"),
        ("My friend's coach yells 'NO EXCUSES!' at her every session.", None),  # how another is coached
        ("Format: bullets.", "format"),
        ("the guilt-trip messages when I skip just make me feel worse", "gentle tone"),
        ("Could you write it in ordinary words please.", "plain language"),
        ("just give me the workout, no explanations, my brain is full.", "just the plan"),
        ("I don't own scales and I don't want to, numbers mess with my head.", "fewer numbers"),
        ("I like details, the more the better", "more detail"),
        ("call me tomorrow", None),
    ],
)
def test_style_said_in_other_words(text, label):
    found = cues.styles(text)
    assert (found[0].label if found else None) == label
