import datetime as dt

import pytest

from wiki.understanding.pain import pain_findings

TODAY = dt.date(2026, 11, 4)


def _read(text: str) -> list[tuple[str, str, str]]:
    return [(f.kind, f.area, f.describe()) for f in pain_findings(text, TODAY)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Also my left shoulder hurts on overhead press, about 4/10, and I hate long messages",
            [("pain", "left shoulder", "pain 4/10 on overhead press")],
        ),
        ("wrist a bit sore on the last set", [("pain", "wrist", "pain mild on the last set")]),
        ("lower back is killing me since Tuesday", [("pain", "lower back", "pain severe since 2026-11-03")]),
        ("rolled my right ankle on the trail", [("pain", "right ankle", "injury on the trail")]),
        (
            "Hamstring feels tight after deadlifts, like a 3",
            [("pain", "hamstring", "pain 3/10 after deadlifts")],
        ),
        ("knee clicked on squats, no pain", [("harmless", "knee", "pain")]),
        ("my knee doesn't hurt anymore", [("harmless", "knee", "pain")]),
        ("shoulder not sore anymore", [("harmless", "shoulder", "pain")]),
        (
            "knee is fine, but my hip aches when running",
            [("harmless", "knee", "pain"), ("pain", "hip", "pain moderate when running")],
        ),
        ("my wife has a bad back", []),
        ("if my knee hurts should I stop?", []),
        ("I tore my ACL years ago", [("history", "knee", "pain")]),  # her history: a note, no report
        ("great session, felt strong", []),
        ("calf cramped on the run but it's fine now", [("harmless", "calf", "pain")]),
        ("the swelling in my ankle went down, walking fine", [("harmless", "ankle", "pain")]),
        ("quads are sore but it's just DOMS", [("harmless", "quad", "pain")]),
        ("glutes sore in the normal way", [("harmless", "glute", "pain")]),
        # a "fine" with an exception is a report, scoped to it
        (
            "my shoulder's fine apart from when I reach overhead",
            [("pain", "shoulder", "pain when I reach overhead")],
        ),
        ("knee is fine unless I kneel on it", [("pain", "knee", "pain")]),
        ("knee feels good except when I squat deep", [("pain", "knee", "pain when I squat deep")]),
        ("no pain except when I squat deep, then my right hip pinches", [("pain", "right hip", "pain")]),
        ("doesnt hurt unless i run downhill, then my left knee burns", [("pain", "left knee", "pain")]),
        ("knee is all good except for the odd click", [("harmless", "knee", "pain")]),
        ("knee is fine, unless you mean the other one", [("harmless", "knee", "pain")]),
        ("quads have the usual soreness after squats", [("harmless", "quad", "pain")]),
        ("hamstrings achy, expected soreness after RDLs", [("harmless", "hamstring", "pain")]),
        ("calves sore in a weird way, not the normal way", [("pain", "calf", "pain moderate")]),
        ("knee pain-free today", [("harmless", "knee", "pain")]),
        (
            "my knee feels great, the shoulder not so much",
            [("harmless", "knee", "pain"), ("pain", "shoulder", "pain")],
        ),
        ("shoulder?? not great tbh", [("pain", "shoulder", "pain")]),
        ("my physio says I have patellar tendinopathy in my right knee", [("pain", "right knee", "injury")]),
        # each area keeps its own rating when a second one follows with "and my …"
        (
            "forearm's a tad sore from the farmer carries and my right trap is really tight, 7 out of 10",
            [
                ("pain", "forearm", "pain mild from the farmer carries"),
                ("pain", "upper back", "pain 7/10"),
            ],
        ),
        # an area named on its own shares what the next clause says of it
        (
            "my knee and my ankle both hurt",
            [("pain", "knee", "pain moderate"), ("pain", "ankle", "pain moderate")],
        ),
        ("R elbow twingy on pu tho", [("pain", "right elbow", "pain mild on pu tho")]),
        ("quads are absolutely wrecked but it's just DOMS, nothing injured", [("harmless", "quad", "pain")]),
        ("the pain in my right shoulder is completely gone", [("harmless", "right shoulder", "pain")]),
        ("pulled my groin playing 5-a-side", [("pain", "groin", "injury")]),
        ("achilles a bit cranky after the hills", [("pain", "achilles", "pain mild after the hills")]),
        ("son's wrist is broken so I'm driving him to school", []),
        ("coworker sprained her ankle at our team run", []),
        ("my shoulder is screaming after bench", [("pain", "shoulder", "pain severe after bench")]),
        ("right-sided hip pain when I sit", [("pain", "right hip", "pain moderate when I sit")]),
        ("my glutes are on fire in a good way", [("harmless", "glute", "pain")]),
        ("back's sore lol", [("pain", "lower back", "pain moderate")]),
        ("my knee isn't great", [("pain", "knee", "pain")]),
        ("my knee doesn't feel right", [("pain", "knee", "pain")]),
        ("it hurts when I squat, my knee I mean", [("pain", "knee", "pain moderate when I squat")]),
        ("Knee pain 4/10 - left side", [("pain", "left knee", "pain 4/10")]),
        (
            "left knee: 3/10, right knee: fine",
            [("pain", "left knee", "pain 3/10"), ("harmless", "right knee", "pain")],
        ),
        ("I have a bad knee", [("pain", "knee", "pain moderate")]),
        ("stubbed my toe lol", [("pain", "toe", "pain")]),
        ("heard a pop in my shoulder and now it hurts", [("pain", "shoulder", "pain moderate")]),
        ("I've got tennis elbow", [("pain", "elbow", "pain")]),
        # everyday sensations: throbs, stings, gives out, pounding, "it pulls"
        ("my right wrist just gives out and it throbs after", [("pain", "right wrist", "pain moderate")]),
        (
            "my right elbow stings at the bottom of push-ups",
            [("pain", "right elbow", "pain moderate at the bottom of push-ups")],
        ),
        ("got a pounding pain in my temple", [("pain", "head", "pain moderate")]),
        ("a bulge in my tummy when i do crunches and it pulls", [("pain", "abs", "pain when i do crunches")]),
        ("sore belly after sit-ups", [("pain", "abs", "pain moderate after sit-ups")]),
        ("my knee crunches on stairs", [("harmless", "knee", "pain")]),
        # an area named only to be ruled out: "it's the mattress not my back" (but "not my back again!")
        ("woke up stiff but it's the hotel mattress not my back, fine after a shower", []),
        ("stiff, but it is the bed not my back", []),
        ("oh no, not my back again, it hurts", [("pain", "lower back", "pain moderate")]),
        ("the squats were not bad today", []),
        ("my back's gone again", [("pain", "lower back", "injury")]),
        ("my knee is just peachy 🙄 can barely walk", [("pain", "knee", "pain severe")]),
        (
            "my back went while lifting the shopping",
            [("pain", "lower back", "injury while lifting the shopping")],
        ),
        ("knee started aching on Monday", [("pain", "knee", "pain moderate since 2026-11-02")]),
        (
            "ankle has been sore since my run on the 30th",
            [("pain", "ankle", "pain moderate since 2026-10-30")],
        ),
        # pain said indirectly, and the side named after it
        # what she cannot do is a moderate report unless she says more
        ("cant lift my right arm above my head without it hurting", [("pain", "right arm", "pain moderate")]),
        (
            "Heel pain is excruciating when I get out of bed, right foot.",
            [("pain", "right heel", "pain severe")],
        ),
        ("my kneee has been achey since the weekend", [("pain", "knee", "pain since 2026-10-31")]),
        # a voice-to-text run-on: the trigger stops before "its like", the onset is read anyway
        (
            "right wrist hurts when I do push ups its like a four out of ten and it started last Thursday",
            [("pain", "right wrist", "pain 4/10 when I do push ups since 2026-10-29")],
        ),
        ("what knee injury?? my knees are fine", [("harmless", "knee", "pain")]),
        # more ways to say it: instability, swelling as a verb, seizing up, British "went over on"
        (
            "ankle feels unstable after I went over on it yesterday",
            [("pain", "ankle", "injury after I went over since 2026-11-03")],
        ),
        ("felt a pop in my knee and it swelled up", [("pain", "knee", "pain")]),
        ("my calf tightened up at mile 4 and I had to stop", [("pain", "calf", "pain")]),
        ("my hamstring feels like it's about to snap", [("pain", "hamstring", "pain")]),
        ("the physio said my shoulder is impinged", [("pain", "shoulder", "injury")]),
        ("worried my knee might give way on the descent", []),
        ("my son's knee swelled up after football", []),
        ("my dad's back seized up", []),
        ("hip isn't unstable anymore", [("harmless", "hip", "pain")]),
        # "ankle ok" is said of the ankle, not lent to the knee after it
        ("ankle ok, knee not so much", [("harmless", "ankle", "pain"), ("pain", "knee", "pain")]),
        ("my knee was sore on Monday but not now", [("harmless", "knee", "pain")]),
        ("knee hurts, not any more than last week", [("pain", "knee", "pain moderate")]),
        ("honestly my elbow's been a nightmare this week", [("pain", "elbow", "pain")]),
        ("hip is excruciating", [("pain", "hip", "pain severe")]),
        # non-native phrasing and an emoji of hurt
        ("my back is paining from morning", [("pain", "lower back", "pain since 2026-11-04")]),
        ("the right shoulder makes me problems", [("pain", "right shoulder", "pain")]),
        ("my knee is giving me problems", [("pain", "knee", "pain")]),
        ("left calf after the hills 🤕", [("pain", "left calf", "pain mild after the hills")]),
        ("knee is meh", [("pain", "knee", "pain mild")]),
        ("squats feel great 😬", []),
        ("back in 2019 I tore my ACL", [("history", "knee", "pain")]),
        ("i have a problem with my knee", [("pain", "knee", "pain")]),
        ("no problems with my knee at all", [("harmless", "knee", "pain")]),
        ("my shoulder is hurting me from two days", [("pain", "shoulder", "pain moderate since 2026-11-02")]),
        # a pain said by a picture; a question about knees in general is no report
        ("the bottom of my right heel feels like stepping on glass", [("pain", "right heel", "pain")]),
        ("like walking on nails, left foot, every morning", [("pain", "left foot", "pain")]),
        ("stabbing pain in my lower back when I bend", [("pain", "lower back", "pain severe when I bend")]),
        ("shooting pain down my right hamstring", [("pain", "right hamstring", "pain severe")]),
        ("are squats bad for your knees?", []),
        ("my sister reckons deep squats wreck your knees, true?", []),
        ("does running hurt your knees? my left knee aches", [("pain", "left knee", "pain moderate")]),
    ],
)
def test_pain_and_harmless_mentions(text, expected):
    assert _read(text) == expected


def test_the_quote_is_the_whole_sentence():
    (finding,) = pain_findings("Slept ok. My right knee aches on stairs, maybe a 5. See you Monday!", TODAY)
    assert finding.quote == "My right knee aches on stairs, maybe a 5."
    assert finding.severity is not None and finding.severity.score == 5


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a known problem named by reference: a report, whatever the pain word
        ("ugh. it's my lower back again", [("pain", "lower back", "pain")]),
        ("the usual knee thing is back, right one", [("pain", "right knee", "pain")]),
        (
            "that old shoulder issue flared last night, left side",
            [("pain", "left shoulder", "pain since 2026-11-03")],
        ),
        ("same hamstring thing as last month", [("pain", "hamstring", "pain")]),
        ("same knee issue as last year", [("pain", "knee", "pain")]),  # "last year" dates the first time
        (
            "neck's at it again after a day at the laptop",
            [("pain", "neck", "pain after a day at the laptop")],
        ),
        ("my achilles problem has returned", [("pain", "achilles", "pain")]),
        ("the knee thing from the summer hasn't come back at all", []),
        ("that knee thing hasn't come back", []),
        ("thanks for the knee thing, very helpful", []),
        ("the old knee problem hasn't bothered me in months", [("harmless", "knee", "pain")]),
        ("knee thing sorted itself out", [("harmless", "knee", "pain")]),
        ("shoulder felt a bit off on bench but fine after warming up", [("harmless", "shoulder", "pain")]),
        ("I'm back again after the holidays", []),
        ("doctor thinks I have plantar fasciitis in my left foot", [("pain", "left foot", "injury")]),
        ("something is off at the back of my thigh", [("pain", "hamstring", "pain")]),
        (
            "feel a pinch at the front of my hip at the bottom of squats",
            [("pain", "hip", "pain at the bottom of squats")],
        ),
        ("big toe is black and blue", [("pain", "toe", "pain")]),
        # injury idioms without a pain word
        ("my back just went. can't stand up straight", [("pain", "lower back", "pain")]),
        ("left knee buckled on the stairs", [("pain", "left knee", "pain on the stairs")]),
        ("cricked my neck sleeping funny", [("pain", "neck", "pain")]),
        ("felt something go in my right calf", [("pain", "right calf", "pain")]),
        ("heard a pop in my knee on the landing", [("pain", "knee", "pain on the landing")]),
        ("went over my ankle on a kerb, its all puffy now", [("pain", "ankle", "injury on a kerb")]),
        ("put my back out lifting the sofa", [("pain", "lower back", "injury")]),
        ("ankle is the size of a golf ball", [("pain", "ankle", "pain")]),
        ("my friend's back went at work", []),
        ("Jake rolled his ankle at five-a-side", []),
        # what she cannot do: a moderate report
        ("can't turn my head to the left this morning", [("pain", "neck", "pain moderate since 2026-11-04")]),
        ("really hard to bend over, lower back", [("pain", "lower back", "pain moderate")]),
        ("couldnt grip the bar properly, right wrist", [("pain", "right wrist", "pain moderate")]),
        ("struggling to get down the stairs, it's the knees", [("pain", "knee", "pain moderate")]),
        ("no trouble walking on the knee now", [("harmless", "knee", "pain")]),
        # contrast: the elliptic half gets the reading the first half denied
        ("knee is fine but my ankle is not", [("harmless", "knee", "pain"), ("pain", "ankle", "pain")]),
        ("knee is fine, ankle isn't", [("harmless", "knee", "pain"), ("pain", "ankle", "pain")]),
        (
            "my wrist isn't sore anymore but my elbow is",
            [("harmless", "wrist", "pain"), ("pain", "elbow", "pain moderate")],
        ),
        (
            "my knee hurts but my ankle doesn't",
            [("pain", "knee", "pain moderate"), ("harmless", "ankle", "pain")],
        ),
        ("shoulder's ok, elbow not so much", [("harmless", "shoulder", "pain"), ("pain", "elbow", "pain")]),
        ("knee's fine; hip isn't", [("harmless", "knee", "pain"), ("pain", "hip", "pain")]),
        (
            "my elbow isn't bad but my wrist is terrible",
            [("harmless", "elbow", "pain"), ("pain", "wrist", "pain severe")],
        ),
        ("it's not my knee, it's my hip that's sore", [("pain", "hip", "pain moderate")]),
        ("knee isn't the problem, it's the hip", [("pain", "hip", "pain")]),
        ("not my knee this time, it's my ankle", [("pain", "ankle", "pain")]),
        (
            "my left knee is fine, right one not so much",
            [("harmless", "left knee", "pain"), ("pain", "right knee", "pain")],
        ),
        (
            "left shoulder aches, the other one is fine",
            [("pain", "left shoulder", "pain moderate"), ("harmless", "right shoulder", "pain")],
        ),
        ("hip feels great, knee not at all", [("harmless", "hip", "pain"), ("pain", "knee", "pain")]),
        ("I'm fine, the knee isn't", [("pain", "knee", "pain")]),
        ("I broke my wrist as a teenager but it never bothers me", [("history", "wrist", "pain")]),
        ("heard a crack in my ankle and can't put any weight on it", [("pain", "ankle", "injury severe")]),
        ("pins and needles down my left arm", [("pain", "left arm", "pain")]),
        ("my right foot goes numb on long runs", [("pain", "right foot", "pain on long runs")]),
        (
            "knee and hip both aching after the hike, knee worse (6/10)",
            [("pain", "knee", "pain 6/10 after the hike"), ("pain", "hip", "pain moderate after the hike")],
        ),
        ("a bit of neck stiffness", [("pain", "neck", "pain mild")]),
        ("no headache today", [("harmless", "head", "pain")]),
        # an exception to a denial is a report
        ("nothing hurts except my left wrist, 3/10", [("pain", "left wrist", "pain 3/10")]),
        ("all good apart from the right hamstring", [("pain", "right hamstring", "pain")]),
        ("my back doesn't hurt when I run, only when I sit", [("pain", "lower back", "pain when I sit")]),
        ("knee pain none, ankle pain 4/10", [("harmless", "knee", "pain"), ("pain", "ankle", "pain 4/10")]),
        ("no pain but my knee clicks", [("harmless", "knee", "pain")]),
        (
            "knee is behaving, but my left achilles flared up (5/10)",
            [("harmless", "knee", "pain"), ("pain", "left achilles", "pain 5/10")],
        ),
        (
            "shoulder still not right after the fall. maybe 6/10 when I reach overhead",
            [("pain", "shoulder", "pain 6/10 after the fall")],
        ),
        # an area echoed back with a question mark, then a rating
        ("shoulder? meh. 4/10", [("pain", "shoulder", "pain 4/10")]),
    ],
)
def test_reference_idiom_limits_and_contrast(text, expected):
    assert _read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a side said in a sentence of its own is the side of the unsided area just before it
        (
            "I have pain in the shoulder when I lift hands above my head. Is the left side.",
            [("pain", "left shoulder", "pain moderate when I lift hands")],
        ),
        (
            "The wrist is hurting me from the push ups. The right.",
            [("pain", "right wrist", "pain moderate from the push ups")],
        ),
        ("my knee hurts. the left one", [("pain", "left knee", "pain moderate")]),
        ("ankle's swollen again. right side", [("pain", "right ankle", "pain severe")]),
        ("elbow sore again. It's the right one.", [("pain", "right elbow", "pain moderate")]),
        ("the ankle again. right one. rolled it on a curb", [("pain", "right ankle", "injury on a curb")]),
        ("my knee hurts. the left one is fine", [("pain", "knee", "pain moderate")]),
        (
            "left knee sore. right one too",
            [("pain", "left knee", "pain moderate"), ("pain", "right knee", "pain moderate")],
        ),
        ("my knee hurts. both of them", [("pain", "knee", "pain both sides moderate")]),
        ("knee hurts. right after the run it started", [("pain", "knee", "pain moderate")]),
        # a side said first, in a sentence of its own, is the next sentence's area's
        ("the left. knee is killing me", [("pain", "left knee", "pain severe")]),
        ("the right. shoulder, hurts on press", [("pain", "right shoulder", "pain moderate on press")]),
        ("Right. so my knee hurts after squats", [("pain", "knee", "pain moderate after squats")]),
        ("left one. knee. sore since tuesday", [("pain", "left knee", "pain moderate since 2026-11-03")]),
        ("both. knees are sore", [("pain", "knee", "pain both sides moderate")]),
        ("left. my knee is fine now", [("harmless", "left knee", "pain")]),
        ("left. I left early", []),
        # the place named next, hedged
        ("something hurts after running. my calf i think", [("pain", "calf", "pain moderate after running")]),
        (
            "something hurts after running. pretty sure it's my calf",
            [("pain", "calf", "pain moderate after running")],
        ),
        ("right. my wife's knee hurts", []),
        # a sentence with no subject goes on about the one area the sentence before named
        (
            "landed on my right hip. Bruised and sore, nothing broken I don't think. Still hobbling.",
            [("pain", "right hip", "pain moderate")],
        ),
        ("hamstrings are tight. not painful, just tight.", [("harmless", "hamstring", "pain")]),
        ("my calf. really sore today", [("pain", "calf", "pain moderate since 2026-11-04")]),
        ("my knee is fine. sore legs though", [("harmless", "knee", "pain")]),
        ("knee is fine. bad day at work though", [("harmless", "knee", "pain")]),
        ("knee feels good. Sore throat though", [("harmless", "knee", "pain")]),
        ("hamstring is fine. Tight schedule this week", [("harmless", "hamstring", "pain")]),
        ("back is fine. Really sore from gardening yesterday", [("harmless", "lower back", "pain")]),
        # pain said of "it" before the area is named
        (
            "ok it's sharp now. couldn't finish the sprints, left hamstring, had to stop mid rep",
            [("pain", "left hamstring", "pain severe")],
        ),
        ("they said it's just a sprain, my left ankle", [("pain", "left ankle", "injury")]),
        # an area that only says where, or the limb she moves, is no second pain
        ("calf hurts near the heel", [("pain", "calf", "pain moderate")]),
        ("full leg is paining from thigh till ankle, right leg only", [("pain", "right leg", "pain")]),
        ("the sciatica down my left leg is back", [("pain", "lower back", "pain")]),
        ("shooting pain down my right leg", [("pain", "right leg", "pain severe")]),
        (
            "pain in my shoulder when I lift my arm",
            [("pain", "shoulder", "pain moderate when I lift my arm")],
        ),
        (
            "my back hurts when I raise both arms",
            [("pain", "lower back", "pain moderate when I raise both arms")],
        ),
        (
            "my knee and my ankle both hurt",
            [("pain", "knee", "pain moderate"), ("pain", "ankle", "pain moderate")],
        ),
    ],
)
def test_sentences_read_together(text, expected):
    assert _read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # her past injuries and operations are history: a note, never a report
        ("For the record I had my left hip replaced in 2015.", [("history", "left hip", "pain")]),
        ("I had ACL surgery years ago", [("history", "knee", "pain")]),
        ("back in college I broke my wrist", [("history", "wrist", "pain")]),
        (
            "tore my ACL skiing in 2019, had surgery, fully rehabbed, zero issues since",
            [("history", "knee", "pain")],
        ),
        ("my wife tore her ACL years ago", []),
        # what dates a pain to the past reaches it unless the sentence turns to now
        ("tore my ACL in 2019 and now my knee hurts again", [("pain", "knee", "pain moderate")]),
        ("my knee, which I had operated on in 2018, is sore again", [("pain", "knee", "pain moderate")]),
        ("broke my wrist as a kid, it aches when it rains", [("pain", "wrist", "pain moderate")]),
        ("I tore my ACL years ago, it hurt like hell", [("history", "knee", "pain")]),
        ("back in college, I tore my ACL", [("history", "knee", "pain")]),
        ("my knee has been sore since last year", [("pain", "knee", "pain moderate")]),
        ("had knee surgery 3 weeks ago, still sore", [("pain", "knee", "pain moderate since 2026-10-14")]),
        ("I'm having knee surgery next month", []),
        # "back in" is history only before a time
        (
            "my left shoulder popped out n back in during a tackle",
            [("pain", "left shoulder", "injury during a tackle")],
        ),
        # what a doctor calls it
        ("doc says i have osgood schlatter in both knees", [("pain", "knee", "pain both sides")]),
        ("physio says it's a subluxation of my left shoulder", [("pain", "left shoulder", "injury")]),
        ("I have arthritis in my left knee", [("pain", "left knee", "pain")]),
        ("my right arm feels dead", [("pain", "right arm", "pain")]),
        ("still hobbling on the right ankle", [("pain", "right ankle", "pain")]),
        # "waist" is the lower back (Indian and Nigerian English)
        ("my waist is paining me since yesterday", [("pain", "lower back", "pain since 2026-11-03")]),
        ("I need to lose 5cm off my waist", []),
        # a symptom with no body part
        ("went dizzy and saw stars after the rower", [("pain", "dizziness", "symptom after the rower")]),
        ("felt faint on the bike", [("pain", "dizziness", "symptom on the bike")]),
        ("I was lightheaded all morning", [("pain", "dizziness", "symptom")]),
        ("no dizziness at all today", [("harmless", "dizziness", "symptom")]),
        ("there's a faint click in my knee", [("harmless", "knee", "pain")]),
        # it passed, or passes by itself
        ("my knee was hurting me last month but now is perfect, no problem", [("harmless", "knee", "pain")]),
        ("morning stiffness in my hips, it goes off after twenty minutes", [("harmless", "hip", "pain")]),
        ("back is stiff but it wears off once I get moving", [("harmless", "lower back", "pain")]),
        ("back is stiff and it wears off", [("pain", "lower back", "pain mild")]),
        (
            "my right heel feels like stepping on glass first thing, eases off after ten minutes",
            [("pain", "right heel", "pain after ten minutes")],
        ),
        # a catch, a knot, a stitch, a bruise; British understatement; on the mend
        ("I have catch in my back", [("pain", "lower back", "pain")]),
        ("got a knot in my left trap", [("pain", "upper back", "pain mild")]),
        ("I've got a stitch in my side", [("pain", "side", "pain mild")]),
        ("there's a bruise on my shin", [("pain", "shin", "pain")]),
        ("shoulder could be better", [("pain", "shoulder", "pain mild")]),
        ("my hip has been better", [("pain", "hip", "pain mild")]),
        ("my hip has been better since I started stretching", []),
        ("ankle is so-so", [("pain", "ankle", "pain mild")]),
        ("knee is not that bad, maybe 3", [("pain", "knee", "pain 3/10")]),
        ("the knee's not bad at all", [("harmless", "knee", "pain")]),
        ("the knee is on the mend", [("harmless", "knee", "pain")]),
        ("my back is recovering well", [("harmless", "lower back", "pain")]),
        ("knee is 90% there", [("harmless", "knee", "pain")]),
        ("the hamstring feels loads better", [("harmless", "hamstring", "pain")]),
        ("can't complain, the shoulder's holding up", [("harmless", "shoulder", "pain")]),
        ("the knee stopped hurting after a week", [("harmless", "knee", "pain")]),
        ("I stopped squatting because my knee hurts", [("pain", "knee", "pain moderate")]),
        ("my neck is jacked up", [("pain", "neck", "pain severe")]),
        ("shoulder is absolutely killing", [("pain", "shoulder", "pain")]),
        ("I'm killing it, knee feels great", [("harmless", "knee", "pain")]),
        ("on a scale of 1 to 10 my knee is 6", [("pain", "knee", "pain 6/10")]),
        ("my shoulder hasn't been right since the fall", [("pain", "shoulder", "pain")]),
        ("my knee hasn't been the same since the marathon", [("pain", "knee", "pain")]),
        ("the ankle's grand now", [("harmless", "ankle", "pain")]),
        # a report that says it is worse says so
        ("the arch is way worse than last week", [("pain", "foot", "pain worse")]),
        ("my knee is no worse", [("harmless", "knee", "pain")]),
    ],
)
def test_history_conditions_symptoms_and_what_passed(text, expected):
    assert _read(text) == expected


@pytest.mark.parametrize(
    ("text", "quiet"),
    [
        # what a goal gets rid of: she has it (an entry), but it is no new report to alarm about
        ("my goal is to get rid of my knee pain by summer", True),
        ("ditching the back pain is the goal", True),
        ("I want to fix my shoulder pain so I can swim again", True),
        ("my knee hurts, want to run a 10k by march", False),
        ("fixing my squat, knee hurts", False),
        ("neck a bit stiff from the desk", False),  # a mild report alerts like any other
        ("my knee hurts", False),
        ("I want to get rid of this tightness in my chest", False),  # never the chest or the head
    ],
)
def test_what_a_goal_gets_rid_of_is_quiet(text, quiet):
    (finding,) = pain_findings(text, TODAY)
    assert (finding.kind, finding.quiet) == ("pain", quiet)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a pain idiom said of a thing, not of "it": the next sentence's area does not take it
        ("this weather is killing me. feet frozen solid at the bus stop", []),
        ("this commute is killing me. my back is fine though", [("harmless", "lower back", "")]),
        ("that heat is brutal. my feet are swollen", [("pain", "foot", "")]),
        ("this job is doing my head in. knee's fine", [("harmless", "knee", "")]),
        ("this cold is killing me. hands like ice", []),
        # "it", "this" or "that" as the subject: still the area named next
        ("ok it's sharp now. couldn't finish the sprints, left hamstring", [("pain", "left hamstring", "")]),
        ("this is killing me. left knee", [("pain", "left knee", "")]),
        ("that's agony. right ankle", [("pain", "right ankle", "")]),
    ],
)
def test_a_pain_idiom_said_of_a_thing_is_no_area(text, expected):
    assert [(k, a, "") for k, a, _ in _read(text)] == expected
