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
    ("text", "label"),
    [
        ("can we move it to the evening?", "evenings"),
        ("heading out at 18:00", "evenings"),
        ("can we do 3 days a week instead of 4", "sessions a week"),
        ("I can only do two sessions a week", "sessions a week"),
        ("I ran 3 times a week last year", None),
        ("I start work at 7", "timing"),
        ("evenings after six work best for me", "evenings"),
        ("mornings before work are the only time I have", "mornings"),
        ("weekends are free for long runs, I'm free saturdays", "weekends"),
        ("lunch breaks only", "lunchtime"),
        ("mornings are a no-go for me and honestly I'm only free on Sundays", "weekends"),
        ("I can do 6:30am Mon/Wed/Fri, that's about it", "mornings"),
        ("I can do 10 pushups now", None),
        ("I'm on earlies this week", "timing"),
        ("I'm a night owl, prefer training late", "evenings"),
        ("Mornings before 7 are best, evenings are impossible with the kids", "mornings"),
        ("my daughter just started school so mornings are hectic", "no mornings"),
        ("Tuesdays are out", "no tuesdays"),
        ("not a fan of early mornings", "no mornings"),
        ("I start nights next week", "evenings"),
        ("I trained yesterday", None),
        ("I use the gym at work", None),
        ("the evening was nice", None),
        ("weekends are my best days to train", "weekends"),
        ("only free before the kids wake up", "mornings"),
        ("night shifts this week, can only train on the weekend", "weekends"),
        ("can't do mondays anymore", "no mondays"),
        ("5:30am is the only slot I have before the kids wake up", "mornings"),
        ("Mon Wed Fri work for me, weekends are family time", "weekdays"),
        # a change forced on her, a baby's naps, a weekly habit with a time in brackets
        ("no more long lunches, going to have to do 6am from now on", "mornings"),
        ("only time I get is when she naps, usually somewhere between 1 and 3", "timing"),
        ("swim 6 mornings a week before school (5am!!)", "mornings"),
        ("I have to do the school run", None),
    ],
)
def test_schedule(text, label):
    cue = cues.schedule(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("I'm vegetarian", "vegetarian"),
        ("I'm not vegetarian", None),
        ("allergic to peanuts", "allergic to peanuts"),
        ("I don't eat pork", "don't eat pork"),
        ("fasting for Ramadan this month", "fasting"),
        ("went vegan last month", "vegan"),
        ("pescatarian, and no dairy please", "pescatarian"),
        ("avoiding gluten for a while", "avoiding gluten"),
        ("no dairy please, it wrecks my stomach", "no dairy please"),
        ("gluten intolerant", "gluten intolerant"),
        ("I'm allergic to eggs and nuts", "allergic to eggs and nuts"),
        ("allergic to peanuts and I hate fish", "allergic to peanuts"),
        ("I don't eat after 8pm", "don't eat after 8pm"),
        ("trying to cut sugar", "cut sugar"),
        ("trying to eat less sugar", "eat less sugar"),
        ("dairy makes me bloated so I avoid it", "no dairy"),
        ("can't do gluten", "no gluten"),
        ("I don't do meat", "no meat"),
        ("meat free these days", "meat free"),
        ("I'm plant-based btw", "plant-based"),
        ("lactose intolerant-ish", "lactose intolerant"),
        ("gluten doesn't agree with me", "no gluten"),
        ("had pasta for dinner", None),
        # medical and religious diets, a meat-free diet with fish, dislikes, second-language forms
        ("dietitian has me on low FODMAP for my IBS", "low FODMAP"),
        ("I have IBS so beans are a no", "IBS"),
        ("doc says I'm type 2 diabetic now", "diabetic (watch carbs)"),
        ("I'm prediabetic apparently", "diabetic (watch carbs)"),
        ("my dad is diabetic", None),
        ("careful with snack ideas, I have a peanut allergy", "peanut allergy"),
        ("doing IF, 16:8, first meal at noon", "16:8"),
        ("I follow a Jain diet", "Jain (no onion, garlic or root vegetables)"),
        ("I don't eat meat but fish and eggs are fine", "pescatarian (no meat, fish ok)"),
        ("I don't eat meat, except fish", "pescatarian (no meat, fish ok)"),
        ("mushrooms, can't stand them", "dislikes mushrooms"),
        ("I really hate olives", "dislikes olives"),
        ("cottage cheese makes me gag, its the texture", "dislikes cottage cheese"),
        ("eggs make me feel sick", "dislikes eggs"),
        ("not a fan of fish tbh", "dislikes fish"),
        ("I hate mornings", None),
        ("so no onion or garlic for now", "no onion or garlic"),
        ("I not eat pork.", "don't eat pork"),
        ("no time today", None),
    ],
)
def test_diet(text, label):
    cue = cues.diet(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("I have two kettlebells at home", "kettlebells"),
        ("no rack at my gym", "no rack, gym"),
        ("I train at home: dumbbells up to 20 kg and a bench, no barbell", "dumbbells, bench, no barbell"),
        ("joined a new gym near work", "new gym"),
        ("bw only this wk, at my parents'", "bodyweight only"),
        ("kettlebells only (a 16 and a 24) in the garage", "kettlebells"),
        ("the gym was busy", None),
        ("I want to bench 100kg by my 30th birthday", None),
        ("I train at the YMCA", "ymca"),
        ("signed up at PureGym near the office", "puregym"),
        ("we're going to the gym later", None),
        ("my right shoulder twinges on bench (3/10)", None),
        ("I use the gym at work", "gym"),
        ("home workouts only", "home workouts"),
        ("only home training for now", "home training"),
        ("my shoulder is screaming after bench", None),
        ("Goal: bench my bodyweight", None),
        ("my bench is stuck at 60kg at my gym", "gym"),
        ("bench PR at the gym today!", None),
        ("the bench at my gym is broken", "bench, gym"),
        ("just bought an adjustable bench for the garage", "adjustable bench"),
        ("do you have a plan?", None),
        (
            "literally zero equipment, tiny dorm room, space for a yoga mat at most",
            "zero equipment, dorm room, yoga mat",
        ),
        ("got a rowing machine off a neighbour instead", "rowing machine"),
        ("got a PB on the track today", None),
        ("I got a new dorm mate", None),
        # a place in the plural, a place she trains in, kit named by what it does
        (
            "Hotel gyms mostly — usually dumbbells up to about 25 and a treadmill",
            "hotel gyms, dumbbells, treadmill",
        ),
        ("the office gym has a leg press and a smith machine", "office gym, leg press, smith machine"),
        ("I train in the park, there's outdoor bars near the lake", "park, outdoor bars"),
        ("there's a dip bars station at the park", "dip bars"),
        (
            "there's the machine where you sit and push with your legs and a rack of those hand weights",
            "leg press, dumbbells",
        ),
        ("there's the rope thing that goes up and down", "cable machine"),
        ("my gym only has cables and hand weights", "gym, cable machine, dumbbells"),
        ("there's no time today", None),
        ("I swim at the local pool 3x a week", "pool"),
        ("got some adjustable dumbbells off amazon", "dumbbells"),
        ("I train in the evenings", None),
        # an item ticked off or bought in a list
        ("kettlebell 16kg ✅ bought", "kettlebell"),
        ("resistance bands ✔️", "resistance bands"),
        ("foam roller arrived!", "foam roller"),
        ("squats ✅", None),
        ("pull up bar - not yet", None),
        ("got a new foam roller", "foam roller"),
        ("got a skipping rope for xmas", "skipping rope"),
    ],
)
def test_equipment(text, label):
    cue = cues.equipment(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("we just had a baby!", "new baby"),
        ("just got married!!", "family"),
        ("we got engaged at the weekend 💍", "family"),
        ("started a new job this week", "work"),
        ("I'm sick with the flu", "illness"),
        ("travelling to Berlin next week for work", "travel"),
        ("having my gallbladder out on the 20th", "illness"),
        ("recovering from knee surgery", "illness"),
        ("I start chemo on the 12th", "illness"),
        ("the oncologist said nothing heavy", "illness"),
        ("midwife says keep training but no lying flat", "illness"),
        ("my GP told me to take it easy", "illness"),
        ("I look after my mum, she has dementia", "family"),
        ("looking after my dad most evenings", "family"),
        ("I have the kids every other week", "family"),
        ("A levels in 3 weeks", "study"),
        ("GCSEs start monday", "study"),
        ("revision is life rn", "study"),
        ("big news, we're expecting in March!", "new baby"),
        ("my wife is 3 months along", "new baby"),
        ("started night shifts at the hospital", "stress and sleep"),
        ("my mum's in hospital again", "illness"),
        ("I'm a single mum of three", "family"),
        ("I'm away in Portugal for two weeks from Saturday", "travel"),
        ("off to Japan on the 12th for 10 days", "travel"),
        ("we're relocating to Manchester in January", "moving"),
        ("my dog died yesterday", "family"),
        ("my friend's dog died", None),
        ("just got divorced", "family"),
        ("my mum had a stroke last week, I'm her carer now", "family"),
        ("I'm in New York for work all next week, staying at a hotel", "travel"),
        ("I'm at home until 6", None),
        ("I'm a shift worker", "stress and sleep"),
        ("starting a new course at uni", "study"),
        ("my husband is away so I'm solo with the kids", "family"),
        ("I'm not sick, just tired", None),
        ("is it ok to train when sick?", None),
        ("just retired after 40 years teaching!!", "retired"),
        ("I'm 52 and perimenopausal", "menopause"),
        ("the hot flushes are wrecking my sleep", "menopause"),
        ("I am from Brazil, living in Porto now", "where they live"),
        ("I live in a flat", None),
        ("oh also off to Dubai thursday for a week, work", "travel"),
        ("off to work now", None),
    ],
)
def test_life(text, label):
    cue = cues.life(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("I hate long messages", "keep it short"),
        ("keep it short please", "keep it short"),
        ("can you keep messages to 2-3 lines max? I read them on the bus", "keep it short"),
        ("3 lines max pls", "keep it short"),
        ("give me the actual numbers please, sets reps weights", "numbers"),
        ("buttons please, no time to type", "buttons"),
        ("can you explain why?", "more detail"),
        ("no emojis please", "no emojis"),
        ("I love seeing the numbers", "numbers"),
        ("thanks for the plan", None),
        ("just text me the numbers, no essays", "keep it short"),
        ("stop sending me graphs please", "fewer numbers"),
        ("I prefer a morning check-in before 7", "message timing"),
        ("honestly I need more hype from you, cheer me on more!", "encouragement"),
        ("I'm a visual person, send me pictures/diagrams", "visuals"),
        ("can you keep messages under 3 lines", "keep it short"),
        ("please don't send stuff on Sundays", "quiet hours"),
        ("please be more direct with me", "direct tone"),
        ("I like it when you explain the science", "more detail"),
        ("send me the workout the night before", "message timing"),
        ("prefer a quick summary in the morning", "message timing"),
        ("I hate being nagged", "gentle tone"),
        ("dont give me numbers just tell me if I did ok", "fewer numbers"),
        ("i'm a numbers guy", "numbers"),
        ("no need to check in every day", "fewer messages"),
        ("Please send my workout the night before", "message timing"),
        ("less chat more workouts pls", "keep it short"),
        ("no fluff please", "keep it short"),
        ("keep msgs short pls, I'm on my phone", "keep it short"),
        ("keep ur texts brief", "keep it short"),
        ("can you write to me in spanish?", "language"),
        ("French please if possible", "language"),
        ("puedes escribirme en español por favor?", "language"),
        ("my english is ok but spanish is easier", "language"),
        ("tell me straight what I did wrong", "direct tone"),
        ("give it to me straight", "direct tone"),
        ("no cheerleading.", "direct tone"),
        ("pls don't ping me mornings", "quiet hours"),
        ("don't text me in the evenings", "quiet hours"),
        ("please never mention my weight or calories", "topics to avoid"),
        ("don't talk about my body", "topics to avoid"),
        ("I want to lose weight", None),
        ("to be honest, getting off my meds is what I'm after", None),
        ("please be honest with me", "direct tone"),
        # round-up wishes: a calmer page, plain words, a cap on messages
        ("could you stop using so many emojis and exclamation marks", "no emojis"),
        ("too many exclamation points lol", "no emojis"),
        ("less exclamation marks pls", "no emojis"),
        ("just tell me the plan plainly", "direct tone"),
        ("say it plain, I can take it", "direct tone"),
        ("one message a day max", "fewer messages"),
        ("max 1 text a day please", "fewer messages"),
        ("two check-ins a week is plenty", "fewer messages"),
        ("I ate one meal a day max", None),
        ("I write in plain english at work", None),
        ("she said it so many times", None),
    ],
)
def test_style(text, label):
    cue = cues.style(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("what pace for tempo?", "What pace should I do for tempo?"),
        ("how much protein?", "how much protein again?"),
    ],
)
def test_the_same_question_worded_a_little_differently_has_one_key(a, b):
    assert cues.question(a).key == cues.question(b).key


@pytest.mark.parametrize("text", ["would love a 200kg deadlift one day", "is what it is"])
def test_a_modal_without_a_subject_and_no_question_mark_is_not_a_question(text):
    assert cues.question(text) is None


@pytest.mark.parametrize("text", ["is 150g of protein a day too much", "is 6h of sleep enough"])
def test_a_modal_before_a_number_asks_a_question(text):
    assert cues.question(text) is not None


@pytest.mark.parametrize(
    ("text", "before", "key"),
    [
        ("should i be taking creatine or nah", "", "creatine nah taking"),
        ("squats + knees... ok or not ok", "", "knee not squat"),
        ("protein shakes, worth it or not", "", "not protein shake worth"),
        ("lift then run or run then lift", "", "lift run"),
        ("yes or no??", "creatine.", "creatine no yes"),
        ("true?", "foam rolling is a waste of time", "foam rolling time true waste"),
    ],
)
def test_a_question_said_by_its_tag_and_a_bare_tag_asks_about_the_sentence_before(text, before, key):
    assert cues.question(text, before).key == key


@pytest.mark.parametrize("text", ["ok", "thanks!", "done"])
def test_acknowledgements_are_not_questions(text):
    assert cues.question(text) is None


@pytest.mark.parametrize(
    ("text", "what"),
    [
        ("goal: 3 gym sessions a week, consistently, for once", "3 gym sessions a week"),
        ("Goal: sleep 7h every night", "sleep 7h every night"),
        ("my target for 2027 = 10k steps a day", "10k steps a day"),
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


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("I train tue and thu at 7pm at the community gym", "tue"),
        ("now I train mon, wed and sat", "sat"),
        ("we lift fridays after work", "fridays"),
    ],
)
def test_training_days_named_after_the_verb_are_a_schedule(text, days):
    cue = cues.schedule(text)
    assert cue is not None and days in cue.quote


@pytest.mark.parametrize("text", ["I train hard", "I run sometimes", "I swim like a fish"])
def test_a_training_verb_without_a_day_is_no_schedule(text):
    assert cues.schedule(text) is None


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
    ("text", "label", "quoted"),
    [
        ("Mon, Wed and Fri work best.", "weekdays", "Mon, Wed and Fri work best."),
        ("Tue, Thu and Sat suit me", "days: tue, thu, sat", "Tue, Thu and Sat suit me"),
        (
            "Normally it's Tuesday and Thursday evenings at the gym, and Saturday mornings is parkrun",
            "evenings",
            "Saturday mornings is parkrun",
        ),
        ("usually it's mornings before work", "mornings", "usually it's mornings"),
        ("I can realistically do 30 min end of day Tues–Thurs, hard stop 7pm", "weekdays", "30 min"),
        ("I can probably train Mon-Wed", "weekdays", "Mon-Wed"),
        ("Weekends I'm out of office with family, let's not schedule anything", "no weekends", "family"),
        ("evenings I'm away, please don't schedule anything", "no evenings", "evenings"),
    ],
)
def test_a_schedule_said_in_other_registers(text, label, quoted):
    cue = cues.schedule(text)
    assert cue is not None and cue.label == label and quoted in cue.quote


@pytest.mark.parametrize(
    "text", ["normally it's fine", "usually it's my knee that hurts", "I can realistically see that"]
)
def test_a_habit_without_a_time_is_no_schedule(text):
    assert cues.schedule(text) is None


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Got a pair of 10 kg dumbbells and a heap of resistance bands", "dumbbells, resistance bands"),
        ("I have a set of kettlebells", "kettlebells"),
        ("bought a couple of 20lb dumbbells", "dumbbells"),
        ("Usually it's a treadmill and dumbbells up to like 50 lbs", "treadmill, dumbbells"),
        ("normally there's a rower and some weights", "rower, weights"),
    ],
)
def test_kit_said_by_its_count_or_as_what_is_usually_there(text, label):
    cue = cues.equipment(text)
    assert cue is not None and cue.label == label


@pytest.mark.parametrize("text", ["usually it's busy at 6", "a pair of shoes", "I have a couple of doubts"])
def test_no_kit_named_is_no_equipment(text):
    assert cues.equipment(text) is None


@pytest.mark.parametrize(
    ("text", "label"),
    [("Two weeks on, two weeks off.", "shift work"), ("2 weeks on 2 weeks off", "shift work")],
)
def test_a_rotation_in_weeks_is_shift_work(text, label):
    cue = cues.schedule(text)
    assert cue is not None and cue.label == label
