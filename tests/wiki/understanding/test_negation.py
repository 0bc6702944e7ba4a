import datetime as dt

import pytest

from wiki.understanding import understand
from wiki.understanding.negation import context
from wiki.understanding.pain import pain_findings

TODAY = dt.date(2026, 11, 4)


def _at(text: str, word: str) -> str:
    start = text.rindex(word)
    return context(text, start, start + len(word))


@pytest.mark.parametrize(
    ("text", "word", "expected"),
    [
        ("knee clicked on squats, no pain", "pain", "negated"),
        ("my knee doesn't hurt", "hurt", "negated"),
        ("wrist not sore anymore", "sore", "negated"),
        ("the pain is gone", "pain", "negated"),
        ("never had knee pain", "pain", "negated"),
        ("shoulder feels fine now, no pain", "pain", "negated"),
        ("wrist a bit sore on the last set", "sore", ""),
        ("no pain but my back is sore", "sore", ""),  # "but" ends the negation's scope
        ("the pain is not getting better", "pain", ""),  # a pseudo-trigger
        ("can't squat without pain", "pain", ""),  # two negations make a report
        ("my shoulder hurts on overhead press", "hurts", ""),
        ("if my knee hurts, should I stop?", "hurts", "hypothetical"),
        ("I'm worried my back will hurt on the flight", "hurt", "hypothetical"),
        ("Am I going to get shin splints?", "shin splints", "hypothetical"),
        ("will I end up with a sore back from this?", "sore", "hypothetical"),
        ("I hurt my knee years ago", "hurt", "historical"),
        ("my wife has back pain", "pain", "other"),
        ("my wallet is seriously injured after buying shoes", "injured", "other"),  # a figure of speech
        ("I would now put it at eight out of ten, the pain radiates down my leg", "pain", ""),  # a rating
        ("not gonna lie my shoulder is killing me", "killing", ""),  # a pseudo-trigger
        # intensifiers do not use up a trigger's scope
        ("the pain in my right shoulder is completely gone", "pain", "negated"),
        ("no pain at all really in the knee today", "knee", "negated"),
        ("quads are wrecked but it's just DOMS, nothing injured", "injured", "negated"),
        ("my wife's knee is killing her", "killing", "other"),
        ("my shoulder used to hurt years ago", "hurt", "historical"),
        # someone else named before her own "my" or "I", or only reporting it, does not make it theirs
        ("my wife noticed my knee is swollen", "swollen", ""),
        ("my friend thinks I tore my calf", "tore", ""),
        ("the physio said it's just a sprain", "sprain", ""),
        ("my husband says his back is killing him", "killing", "other"),
        ("my mum fell and hurt her hip", "hurt", "other"),
        # a hedge about what already happened is a report
        ("I think I might have pulled something in my calf", "pulled", ""),
        ("I may have tweaked my back deadlifting", "tweaked", ""),
        ("I could have hurt my knee if I'd kept going", "hurt", "hypothetical"),
        ("if my knee hurts, I might have to stop", "hurts", "hypothetical"),
        # "back in" is history only before a time
        ("back in 2015 my knee was sore", "sore", "historical"),
        ("back in college I hurt my wrist", "hurt", "historical"),
        ("back in the day my shoulder hurt", "hurt", "historical"),
        ("my shoulder popped out n back in", "popped out", ""),
        ("back in the gym and my knee hurts", "hurts", ""),
        ("a bit worried my achilles might flare up", "flare", "hypothetical"),
        # "can't … without" reaches back to the start of the clause
        ("cant lift my arm above my head without it hurting", "hurting", ""),
        ("I can walk without pain now", "pain", "negated"),
        # a claim echoed back as a question denies it; a question about a pain does not
        ("what knee injury?? my knees are fine", "injury", "negated"),
        ("wdym back pain?", "pain", "negated"),
        ("what's this pain in my knee?", "pain", ""),
        # partners and friends as chat names them; a year said with "in" dates the pain to then
        ("hubby's knee is playing up again", "playing up", "other"),
        ("the missus has a sore shoulder", "sore", "other"),
        ("my bestie's ankle is swollen", "swollen", "other"),
        ("cheers mate, my knee is sore", "sore", ""),
        ("my knee was sore in 2022", "sore", "historical"),
        ("my knee has been sore since 2022", "sore", ""),
        # "your knees" is anyone's knees; "back in"/"back when" after a body word is the body part
        ("are squats bad for your knees?", "knees", "other"),
        ("deep squats wreck ur knees, true?", "knees", "other"),
        ("does running hurt your lower back?", "back", "other"),
        ("sharp pain in my lower back when I bend", "pain", ""),
        ("back when I started running my knee was sore", "sore", "historical"),
        ("my knee hurt back in 2015", "hurt", "historical"),
    ],
)
def test_negex_triggers_scope_and_context(text, word, expected):
    assert _at(text, word) == expected


@pytest.mark.parametrize(
    "text",
    [
        "my husband's physio notes say '- [injury] lower back' but that's HIS back not mine",
        "the sore knee is my wife's, not mine",
        "that sprained ankle is his, not mine lol",
        "my son's x-ray shows a fractured wrist",
        "her MRI report says torn meniscus",
        "my dad's discharge letter says broken hip",
    ],
)
def test_a_pain_disowned_or_read_from_someone_elses_papers_is_theirs(text):
    assert not understand(text, TODAY).pain


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("my husband's notes say lower back but my knee hurts 5/10", "knee"),  # "but" ends their papers
        ("his report says sprained ankle. my wrist hurts though", "wrist"),
        ("my knee hurts, not my own choice to skip", "knee"),
        ("my knee hurts. that pen is not mine", "knee"),
        ("my scan shows a torn meniscus", "knee"),  # her own papers
    ],
)
def test_her_own_pain_beside_someone_elses_stays_hers(text, area):
    assert area in {finding.base for finding in understand(text, TODAY).pain}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # someone she names, or a noun's possessive: theirs
        ("did you see Federico's Achilles went in the final? brutal", []),
        ("Anna's knee is sore after the race", []),
        ("the dog's leg is sore again", []),
        ("our neighbour's knee is shot", []),
        # general advice asked with "you": nobody's
        ("general question — should you ice a sore calf or use heat?", []),
        ("do you stretch a tight hamstring before or after?", []),
        ("can you train through a sore shoulder?", []),
        # a judgement asked, then the pain denied
        ("is it bad that my lower back feels pumped after deadlifts? it's not painful, just full", []),
        # a fear said as a wish against it
        ("I'd hate to hurt my back lifting the grandkids", []),
        ("I would hate to tweak my knee before the wedding", []),
        ("worst case I tweak my shoulder again", []),
        # dated by the age she was: her history
        ("fun fact, broke my wrist skateboarding at 12, totally fine since", [("history", "wrist")]),
        ("tore my ACL aged 16 playing netball", [("history", "knee")]),
        # hers, beside the same words
        ("Sunday's long run wrecked my knee, sore", [("pain", "knee")]),
        ("should I ice my calf? it's sore", [("pain", "calf")]),
        ("is it ok to run with a sore calf?", [("pain", "calf")]),
        ("my back is bad today", [("pain", "lower back")]),
        ("I hate to say it but my back hurts", [("pain", "lower back")]),
        ("hurt my knee at 6pm squatting, sore", [("pain", "knee")]),
        ("tore my hamstring at 80kg on the last rep", [("pain", "hamstring")]),
        ("broke my wrist at 12, it aches when it rains", [("pain", "wrist")]),
    ],
)
def test_other_owners_general_questions_fears_and_childhood_injuries_are_not_reports(text, expected):
    found = [(f.kind, f.area) for f in pain_findings(text, dt.date(2026, 11, 4))]
    assert found == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # read or heard about bodies in general, and other people by title or name
        ("I heard running on concrete hurts the shins", []),
        ("read somewhere that deadlifts wreck the lower back", []),
        ("my PT's shoulder is bad so he can't demo", []),
        ("LeBron's knee looks bad", []),
        # hers, beside the same words
        ("I heard a pop in my knee", [("pain", "knee")]),
        ("apparently the achilles is slow to heal, mine is sore", [("pain", "achilles")]),
        ("It's my knee, sore", [("pain", "knee")]),
        ("my body's sore, knees especially", [("pain", "knee")]),
        ("read that squats wreck your knees but my left knee hurts after them", [("pain", "left knee")]),
    ],
)
def test_what_she_read_or_heard_and_a_titled_or_named_owner_are_not_hers(text, expected):
    found = [(f.kind, f.area) for f in pain_findings(text, dt.date(2026, 11, 4))]
    assert found == expected


@pytest.mark.parametrize(
    "text",
    [
        "Knee's sore today",
        "the knee's swelling up",
        "Hamstring's giving me gyp",
        "Back's killing me",
        "the left knee's bad",
    ],
)
def test_a_body_part_said_with_is_is_no_owner(text):
    assert [f.kind for f in pain_findings(text, dt.date(2026, 11, 4))] == ["pain"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my cat has a bad hip", []),
        ("the puppy hurt its leg", []),
        ("my trainer has a bad knee", []),
        ("my trainer thinks my knee is sprained, it hurts", [("pain", "knee")]),
        ("my coach says my hamstring is tight", [("pain", "hamstring")]),
        ("the dog pulled and my shoulder is sore", [("pain", "shoulder")]),
        ("coach said its shin splints lol, hurts", [("pain", "shin")]),  # "its" typed for "it's"
    ],
)
def test_a_pets_or_a_trainers_body_is_theirs(text, expected):
    assert [(f.kind, f.area) for f in pain_findings(text, dt.date(2026, 11, 4))] == expected
