"""Equipment and place (wiki/understanding/equipment.py, re-exported by cues): kit she has or lacks and
where she trains, and what is no kit."""

import datetime as dt

import pytest

from wiki.understanding import cues, understand

TODAY = dt.date(2026, 11, 4)


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
    [
        ("resistance bands and a step, that's all", "resistance bands"),
        ("a kettlebell and a mat, that's all I've got", "kettlebell"),
        ("Rig gym is basic, dumbbells to 25 and a bike", "dumbbells, bike"),
        ("the work gym has a rack and a rower", "work gym, rack, rower"),
        ("no rower here mate", "no rower"),
        ("no barbell at home, just dumbbells", "no barbell, dumbbells"),
        ("I have a pull up bar", "pull-up bar"),
        ("got a chin up bar in the doorway", "pull-up bar"),
        ("no pull up bar at home", "no pull-up bar"),
    ],
)
def test_kit_closed_by_thats_all_a_gym_that_has_it_and_kit_she_lacks_here(text, label):
    cue = cues.equipment(text)
    assert cue is not None and cue.label == label, cue


@pytest.mark.parametrize(
    "text",
    ["that's all for today, thanks", "the gym is packed on mondays", "no rower session today, legs are dead"],
)
def test_thats_all_or_a_busy_gym_is_no_kit(text):
    assert cues.equipment(text) is None


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # kit she just got, said with or without "I"
        ("bought kettlebell 16kg finally!!", "kettlebell"),
        ("grabbed two 16kg kettlebells off marketplace", "kettlebells"),
        ("scored a used rower on ebay for 80 quid", "rower"),
        ("finally got myself a pair of adjustable dumbbells", "dumbbells"),
        ("just got a hangboard for the door frame", "hangboard"),
        ("snagged a second-hand weight vest", "weight vest"),
        ("my husband bought me a rower for christmas", "rower"),
        # what a place has
        ("The gym there has a hangboard and a few kettlebells, nothing else.", "gym, hangboard, kettlebells"),
        ("the hotel's got a rower and a cross trainer", "rower, cross trainer"),
        ("climbing 3 times a week at the climbing wall near work", "climbing wall"),
        ("the box has an assault bike and a sled", "assault bike, sled"),
        ("I swim at the 50m pool by the office", "50m pool"),
        ("the complex has a pool and a small gym", "pool, gym"),
        ("picked up a rower on gumtree", "rower"),
        ("got a 24kg kettlebell for my birthday", "kettlebell"),
        # kit out of action is still hers, with its news
        ("the treadmill broke", "treadmill"),
        ("treadmill's being a bit dramatic, belt slips every few steps", "treadmill"),
        ("I have an exercise bicycle", "exercise bicycle"),
        ("I've moved to the PureGym on Deansgate", "puregym"),
        ("my sister got a peloton", None),
        # someone else's, not bought, a question, a hypothetical
        ("my friend bought kettlebells", None),
        ("my brother has a squat rack in his garage", None),
        ("never bought the kettlebell in the end", None),
        ("haven't bought the kettlebell yet", None),
        ("if I bought a rower would I even use it?", None),
        ("thinking of buying a kettlebell", None),
        ("found a hangboard deal online, should I get it?", None),
    ],
)
def test_kit_she_got_and_what_a_place_has(text, label):
    cue = cues.equipment(text)
    assert (cue.label if cue else None) == label, text


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # kit she has, said by any sign of presence: where it lives, that it arrived, its weight, "for now"
        ("16kg kettlebell living in the hallway now", "kettlebell"),
        ("the rower arrived today!!", "rower"),
        ("adjustable dumbbells finally turned up", "dumbbells"),
        ("kettlebell's been delivered, 12kg", "kettlebell"),
        ("a pull-up bar in the doorway of the spare room now", "pull-up bar"),
        ("mat and bands live under the bed", "bands"),
        ("squat rack is set up in the garage", "squat rack"),
        ("for now it's two 10kg dumbbells and a mat", "dumbbells"),
        ("at the moment it's just a 20kg kettlebell", "kettlebell"),
        ("pair of 8kg dumbbells sitting by the sofa", "dumbbells"),
        ("currently working with resistance bands", "resistance bands"),
        (
            "im a paramedic and I want to get my fitness test done in may and I only have a pull up bar",
            "pull-up bar",
        ),
        # wanted, dreamt of, planned, asked about, someone else's: none of hers
        ("one day I'll have a squat rack in the garage. when I win the lottery lol", None),
        ("someday a rower in the spare room would be nice", None),
        ("if I win the lottery I'm buying a peloton", None),
        ("would love a 24kg kettlebell for christmas", None),
        ("dreaming of a home gym with a rack", None),
        ("saving up for a rower", None),
        ("should the kettlebell be 16kg or 20kg?", None),
        ("my neighbour's rower arrived today", None),
        ("has the rower arrived yet?", None),
    ],
)
def test_kit_said_by_any_sign_of_presence_and_kit_only_wished_for(text, label):
    cue = cues.equipment(text)
    assert (cue.label if cue else None) == label, text


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # her place closed (any closing word), and the room of her home she trains in instead
        (
            "leisure centre's shut for refurb till January so it's me and the living room floor",
            "leisure centre closed, home",
        ),
        ("gym's closed for renovation till March", "gym closed"),
        ("the pool is shut for repairs all month", "pool closed"),
        ("my gym shut down last week", "gym closed"),
        ("the climbing wall is closed over christmas", "climbing wall closed"),
        ("PureGym near me is being refurbished", "puregym closed"),
        ("workouts in the lounge for now", "home"),
        ("it's the kitchen floor and a yoga mat these days", "home, yoga mat"),
        ("training in the spare bedroom this month", "home"),
        # a question, someone else's place, a floor that is no training place, a closed shop
        ("is the gym closed on boxing day?", None),
        ("my sister's gym closed down", None),
        ("spilled coffee all over the living room floor", None),
        ("the shop was closed", None),
        ("if the pool shuts I'll run instead", None),
    ],
)
def test_her_place_closed_and_training_in_a_room_of_her_home(text, label):
    cue = cues.equipment(text)
    assert (cue.label if cue else None) == label, text


@pytest.mark.parametrize(
    "text",
    [
        "arrived at the gym late so cut it short",
        "sitting on the bench between sets, knee fine",
        "lying on the bench my shoulder clicked",
        "squatted 80kg in the rack, knee fine",  # a lift's weight, not the kit's
        "bench 80kg x5 felt smooth at the gym.",
        "the pool closed early so I ran",  # a one-off closing
        "gym's closed today, rest day then",
    ],
)
def test_a_posture_or_an_arrival_somewhere_is_no_kit(text):
    assert cues.equipment(text) is None, text


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # what home training makes do with, and an inventory said without "I"
        ("got the shed, an old tractor tyre and a sandbag", "tractor tyre, sandbag"),
        (
            "a solid kitchen chair and the stretchy band the physio gave me, that's the lot",
            "kitchen chair, stretchy band",
        ),
        ("At home I've got an arm bike", "arm bike"),
        ("KB arrived!! heavier than it looks", "kettlebell"),
        ("nope still broken. been using the bike instead", "bike"),
        ("No ergs there, but the uni gym has Wattbikes.", "uni gym, wattbikes"),
        # not: a chair or a tyre that is no kit
        ("I sat in my chair all day", None),
        ("got a flat tyre on the way to the gym", None),
        ("the package arrived", None),
    ],
)
def test_kit_a_home_makes_do_with(text, label):
    cue = cues.equipment(text)
    assert (cue.label if cue else None) == label


def test_an_inventory_goes_on_in_fragments():
    found = understand("Home setup: 2x adj DB to 24kg. Pull-up bar. Bench: no.", dt.date(2026, 11, 3))
    assert [c.label for c in found.equipment] == ["dumbbell", "pull-up bar", "no bench"]
    site = understand(
        "no gym, just what's on site. sandbags, a scaffold bar, the odd wheelbarrow", dt.date(2026, 11, 3)
    )
    assert any("sandbag" in c.label for c in site.equipment)
    assert [
        c.label
        for c in understand("I have two kettlebells. The park is nice.", dt.date(2026, 11, 3)).equipment
    ] == ["kettlebells"]
