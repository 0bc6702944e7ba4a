"""Pain in other words (wiki/understanding/pain.py): something felt to pull, a rating in the next
sentence, discs and spinal levels, slang and clinical words, a formal register — rows found by probe
sentences and later scenario batches; an area said fine right after, a red flag that passed, where a
trigger ends (docs/understanding.md "Pain and harmless mentions")."""

import datetime as dt

import pytest

from wiki.understanding.extract import understand
from wiki.understanding.pain import pain_findings

TODAY = dt.date(2026, 11, 4)


def _read(text: str) -> list[tuple[str, str, str]]:
    return [(f.kind, f.area, f.describe()) for f in pain_findings(text, TODAY)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("felt something pull in my calf on the hill reps", ["calf"]),
        ("felt it tweak in my lower back when I picked up the box", ["lower back"]),
        ("I felt something grab at the back of my left thigh", ["left hamstring"]),
        ("felt a twinge in my right knee", ["right knee"]),
        # not: a pull that is the exercise, or a feeling that is no event in the body
        ("felt strong on the pull ups", []),
        ("felt something pull me towards running again", []),
    ],
)
def test_something_felt_to_pull_or_tweak_is_a_pain(text, expected):
    assert [area for kind, area, _ in _read(text) if kind == "pain"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "felt something pull in my left calf on the hill. walking is ok, 5/10",
            [("pain", "left calf", "pain 5/10 on the hill")],
        ),
        (
            "tweaked my lower back lifting the sofa. can still bend, 4 out of 10",
            [("pain", "lower back", "pain 4/10")],
        ),
        # not: a rating after an area said fine, or after a pain already rated, is no pain's
        ("my knee is fine. long run today, 8/10", [("harmless", "knee", "pain")]),
        ("my left knee hurts a bit. session was ok, 8/10", [("pain", "left knee", "pain mild")]),
    ],
)
def test_a_rating_that_ends_the_next_sentence_rates_the_pain_just_reported(text, expected):
    assert [(kind, area, described.split(" since")[0]) for kind, area, described in _read(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a spinal disc by its scan name: the low back, or the neck for the cervical levels
        ("I have a herniated disc at L5", [("pain", "lower back")]),
        ("bulging disc at L4/L5 is flaring again", [("pain", "lower back")]),
        ("the L5-S1 disc is grumbling after deadlifts", [("pain", "lower back")]),
        ("MRI shows a C5/C6 disc bulge", [("pain", "neck")]),
        ("slipped disc last year, fine now", [("history", "lower back")]),
        ("IT band syndrome on long runs", [("pain", "it band")]),
        ("I threw the disc 40 metres at athletics", []),
        ("we listened to the new disc in the car", []),
        # a harmless note: the area did not bother her, or feels good
        ("the shoulder didn't bother me at all today", [("harmless", "shoulder")]),
        ("the hip hasn't bothered me since Tuesday", [("harmless", "hip")]),
        ("knee gave me no trouble on the hike", [("harmless", "knee")]),
        ("back feels amazing after the massage", [("harmless", "lower back")]),
        ("hamstrings feel loose and lovely today", [("harmless", "hamstring")]),
        ("my boss didn't bother me at all today", []),
    ],
)
def test_discs_and_notes_in_other_wordings(text, expected):
    assert [(kind, area) for kind, area, _ in _read(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # slang and clinical words for a pain: "gyp", "pinged", "knotted", a trapped nerve, the lower spine
        ("me back's been givin me gyp all week", [("pain", "lower back")]),
        ("my hammy pinged on the last sprint", [("pain", "hamstring")]),
        ("upper back feels knotted", [("pain", "upper back")]),
        ("GP reckons it's a trapped nerve in my neck", [("pain", "neck")]),
        ("ached all through my lower spine when I woke up", [("pain", "lower back")]),
        ("physio says patellofemoral pain syndrome", [("pain", "knee")]),
        # negatives: the same words with no body part of hers
        ("my phone pinged all through the session", []),
        ("my mate's been giving me grief about my form", []),
        ("my shoulder hasn't given me any grief", [("harmless", "shoulder")]),
    ],
)
def test_slang_and_clinical_pain_words(text, expected):
    assert [(kind, area) for kind, area, _ in _read(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I find that my hips stiffen considerably after prolonged sitting", [("pain", "hip")]),
        ("the paint stiffened overnight", []),
    ],
)
def test_formal_stiffness(text, expected):
    assert [(kind, area) for kind, area, _ in _read(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a round-up item said fine right after its area, whatever came before it in the run-on
        ("sleep was bad because the baby is teething food whatever knees fine", [("harmless", "knee")]),
        ("work was awful my back is all good", [("harmless", "lower back")]),
        ("rough few days hips ok", [("harmless", "hip")]),
        ("sleep was terrible, knees are fine", [("harmless", "knee")]),
        # the verdict is not the last word: the pain still counts
        ("knee was fine yesterday but today it hurts", [("pain", "knee")]),
        ("my knee hurts, fine otherwise", [("pain", "knee")]),
        ("knee fine but the ankle is sore", [("harmless", "knee"), ("pain", "ankle")]),
    ],
)
def test_an_area_said_fine_right_after_it_is_fine(text, expected):
    assert [(f.kind, f.area) for f in pain_findings(text, TODAY)] == expected


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # a red flag that passed is still a red flag; a twinge that passed is a note
        ("weird tight chest during the last interval, sat down and it passed", "pain"),
        ("got dizzy on the bike but it went away", "pain"),
        ("knee twinged on the run but it passed", "harmless"),
    ],
)
def test_a_red_flag_that_passed_is_still_reported(text, kind):
    assert [f.kind for f in pain_findings(text, TODAY)][:1] == [kind]


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("Week summary - legs fine - back sore after deadlifts - got a new foam roller", "after deadlifts"),
        ("knee sore on the stairs - otherwise fine", "on the stairs"),
        ("hip aches after long-distance runs", "after long-distance runs"),
    ],
)
def test_a_trigger_ends_at_a_dash_between_items(text, trigger):
    assert [f.trigger for f in pain_findings(text, TODAY) if f.kind == "pain"] == [trigger]


@pytest.mark.parametrize(
    ("text", "trigger"),
    [
        ("my achilles is properly painful to walk on now, limping", ""),
        ("knee sore on and off all week", ""),
        ("and on top of that my wrist hurts", ""),
        ("my achilles is painful to walk on now, worse after runs", "after runs"),
    ],
)
def test_a_time_or_manner_is_no_trigger(text, trigger):
    assert [f.trigger for f in pain_findings(text, TODAY) if f.kind == "pain"] == [trigger]


def _kinds(text: str) -> list[tuple[str, str]]:
    return [(f.kind, f.area) for f in understand(text, TODAY).pains]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a bare "back" before a degree and what it feels ("back little pain 2/10")
        ("back little pain 2/10 after deadlift, not big problem", [("pain", "lower back")]),
        ("back a little sore after the rows", [("pain", "lower back")]),
        ("back slightly stiff this morning", [("pain", "lower back")]),
        # not: a return ("came back", "got back"), whatever follows
        ("came back very sore from the run", []),
        ("got back a little tired from the trip", []),
        ("I'm back, quite sore legs though", []),
    ],
)
def test_a_bare_back_before_a_degree(text, expected):
    assert _kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # autocorrect's "angle" is the ankle where a body state makes it one
        ("my angle is swollen and hurt, the left one", [("pain", "left ankle")]),
        ("twisted my angle at futsal last night", [("pain", "ankle")]),
        ("my right angle really hurts going down stairs", [("pain", "right ankle")]),
        ("both angles sore after the hike", [("pain", "ankle")]),
        ("swollen angle after the match", [("pain", "ankle")]),
        # … and "need" the knee, "calm" the calf
        ("fine but my need hurts going down stairs", [("pain", "knee")]),
        ("my right calm is super tight and sore after that, 5/10", [("pain", "right calf")]),
        ("I need help with my plan", []),
        ("my calm is gone lol", []),
        # not: an angle that is one
        ("my angle on this is different, knee is fine", [("harmless", "knee")]),
        ("the camera angle hurts my eyes", []),
        ("a bad angle for the photo, knee sore though", [("pain", "knee")]),
        ("from this angle my knee looks swollen", [("pain", "knee")]),
        ("what angle should my knee be at when I squat?", []),
    ],
)
def test_an_autocorrected_ankle(text, expected):
    assert _kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an area named to say where on another it hurts is no second pain
        ("right hand is swollen round the knuckles after bag work, hurts to make a fist", ["right hand"]),
        ("my calf is sore just below the knee", ["calf"]),
        ("lower back aches across the hips after sitting", ["lower back"]),
        ("upper back tight between the shoulder blades", ["upper back"]),
        ("hand swollen at the knuckles", ["hand"]),
        ("wrist sore on the thumb side", ["wrist"]),
        ("my foot hurts on the big toe side", ["foot"]),
        # two areas said each of its own stay two
        ("my knee hurts and my ankle is swollen", ["knee", "ankle"]),
        ("pain in my knee and at my hip", ["knee", "hip"]),
        ("my thumb hurts on the left side", ["left thumb"]),
    ],
)
def test_where_on_an_area_is_no_second_area(text, expected):
    assert [area for kind, area in _kinds(text) if kind == "pain"] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "the right one" in the next sentence: that side of the area just named
        (
            "knees fine on the way up. On the way down the outside of the right one started burning, 6/10.",
            [("harmless", "knee"), ("pain", "right knee")],
        ),
        (
            "my left knee is fine. the other one hurts when I squat",
            [("harmless", "left knee"), ("pain", "right knee")],
        ),
        (
            "shoulders ok on bench. the left one clicks and aches on press though",
            [("harmless", "shoulder"), ("pain", "left shoulder")],
        ),
        # "…, but the left one hurts" after a clause that named the area
        (
            "knees ok going uphill, but the left one hurts coming down",
            [("pain", "left knee")],
        ),
        (
            "both knees ok, but the left one hurts coming down",
            [("harmless", "knee"), ("pain", "left knee")],
        ),
        (
            "my left knee is ok but the other one aches",
            [("harmless", "left knee"), ("pain", "right knee")],
        ),
        # not: a "one" that is no body part, or said after two areas
        ("bought two kettlebells. the left one is heavier", []),
        ("my left knee hurts. the right one of the machines is broken", [("pain", "left knee")]),
        ("knee and hip both fine. the right one hurts a bit", [("harmless", "knee"), ("harmless", "hip")]),
    ],
)
def test_the_right_one_in_the_next_sentence(text, expected):
    assert _kinds(text) == expected


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # a tingle with the pain itself denied is harmless
        ("also elbow tingles a bit on bench but no pain, fyi", "harmless"),
        ("my fingers are tingling but it doesn't hurt", "harmless"),
        ("bit of pins and needles in my foot, no pain though", "harmless"),
        # not: a tingle that hurts, or on its own
        ("elbow tingles and hurts on bench", "pain"),
        ("my hand tingles when I bench", "pain"),
    ],
)
def test_a_tingle_without_pain(text, kind):
    assert [k for k, _ in _kinds(text)] == [kind]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # pain denied in so many words outweighs a limit, a sensation or a name without pain in it
        ("forearms so pumped I couldn't unscrew my water bottle after. No pain, just the pump", "harmless"),
        ("Some patellofemoral crepitus on deep squats, completely painless", "harmless"),
        ("my hip is stiff in the mornings, pain-free though", "harmless"),
        ("my wrist wouldn't bend all the way today but no pain at all", "harmless"),
        # not: a pain word, an injury or a warning sign, whatever else she says
        ("knee swollen after the run but no pain", "pain"),
        ("sharp twinge in my calf, no pain now", "pain"),
        ("rolled my ankle, painless for now", "pain"),
        ("my knee gave way on the stairs, no pain though", "pain"),
    ],
)
def test_pain_denied_outweighs_a_sign_that_is_not_pain(text, kind):
    assert [k for k, _ in _kinds(text)] == [kind]


@pytest.mark.parametrize(
    ("text", "described"),
    [
        # a rating said next, in figures or in words, rates the pain just before it
        ("ok the elbow is really bad now. eight out of ten, can't even grip the bar", "pain 8/10"),
        ("left knee sore again. 5 out of 10 maybe", "pain 5/10"),
    ],
)
def test_a_rating_said_in_the_next_sentence_rates_the_pain(text, described):
    (finding,) = pain_findings(text, TODAY)
    assert finding.describe().startswith(described)


@pytest.mark.parametrize(
    ("text", "area"),
    [
        # an area named alone and "again" after it; a known problem named with her own moaning after it
        ("long day at work. shin. again. 🙄", "shin"),
        ("same shin thing, left one, sorry to keep moaning", "left shin"),
        # a feel said alone after the area, what the pain stops, where she had to stop
        ("right shoulder, front bit. pinchy at the top", "right shoulder"),
        ("My lower back woke me up twice last night, which has never happened before.", "lower back"),
        ("had to stop halfway up the stairs on site today, left knee", "left knee"),
    ],
)
def test_a_problem_back_again_said_tersely_is_a_report(text, area):
    assert _kinds(text) == [("pain", area)]


@pytest.mark.parametrize(
    "text",
    [
        # training soreness said any way, and body parts on a nurse's or physio's list
        "that 2-minute plank was murder 😂 abs on fire, in the good way.",
        "quads a bit DOMSy from yesterday, 1/10, the good kind",
        "quads are WRECKED from the 5x5 😅 stairs are comedy. DOMS only, nothing sharp, good sore.",
        "Twelve-hour shift on the ortho ward: two hip replacements and a man with a slipped disc",
        "Physio life: four knee rehabs and a frozen shoulder on my list today.",
        "if I go heavier on the BSS, will my knee start hurting?",
    ],
)
def test_no_report_of_hers(text):
    assert [kind for kind, _ in _kinds(text)] in ([], ["harmless"])


def test_fine_in_part_and_rated_after_but_is_a_report():
    said = "my right knee is fine on the flat but coming down the stairs it's a good 4/10"
    assert _kinds(said) == [("pain", "right knee")]
    assert _kinds("knee is fine but the gym had 20 people") == [("harmless", "knee")]


def test_training_soreness_of_the_legs_leaves_a_sore_knee_a_report():
    assert _kinds("my knee is sore. legs are DOMSy from the squats though") == [("pain", "knee")]


def test_her_own_pain_beside_her_caseload_is_hers():
    said = "Four knee rehabs on my list today. My own right wrist is sore from all the hands-on work, 4/10."
    assert _kinds(said) == [("pain", "right wrist")]


def test_an_area_and_a_verdict_that_is_no_again_is_no_report():
    assert _kinds("knee. fine") == [] or _kinds("knee. fine")[0][0] == "harmless"
    assert _kinds("the baby woke me up at 3") == []  # no body part
    assert _kinds("had to stop at the shop on the way") == []
