"""The life-context cue (wiki/understanding/life.py)."""

import pytest

from wiki.understanding import cues


@pytest.mark.parametrize(
    ("text", "label", "key"),
    [
        # what she does for a living
        ("I'm a nurse on rotating shifts so no fixed days", "work", "nurse"),
        ("firefighter, 24 on 48 off.", "work", "firefighter"),
        ("im a paramedic I do 12 hour shifts", "work", "paramedic"),
        ("I work as a chef so evenings are out", "work", "chef"),
        ("I'm a primary school teacher", "work", "primary school teacher"),
        ("I'm an engineer, I need to understand the why", "work", "engineer"),
        ("I work nights as a nurse, 3 x 12s a week", "work", "nurse"),
        ("work is mental right now", "work", "work is mental"),
        ("I've been in bed all weekend with a bug", "illness", "i've been in bed"),
        ("I'm a shift worker", "stress and sleep", "shift worker"),
        ("my manager is a nightmare, stress through the roof", "stress and sleep", "stress through the roof"),
        ("stress levels sky high with the house move", "stress and sleep", "stress levels sky high"),
        ("under a lot of stress at work", "stress and sleep", "under a lot of stress"),
        # more of a life, in its own words
        ("just started uni, living in halls", "study", "started uni"),
        ("I'm going through IVF at the moment", "fertility", "ivf"),
        ("we've been trying for a baby for a year", "fertility", "trying for a baby"),
        ("had a miscarriage last month, still processing", "pregnancy loss", "miscarriage"),
        ("new puppy = no sleep lol", "family", "new puppy"),
        ("I've been made redundant", "work", "made redundant"),
        ("I work from home now", "work", "work from home"),
        ("my partner works away mon-fri so I've got the kids solo", "family", "partner works away"),
        ("I'm 8 months postpartum", "new baby", "postpartum"),
        # a denial before a new subject is not the event's
        ("because life wasn't busy enough we're moving house on the 20th", "moving", "moving house"),
        ("I wasn't sick, we had a new baby", "new baby", "new baby"),
        # a body part said fine after it in a run-on round-up: the verdict is the body part's
        ("sleep was bad because the baby is teething food whatever knees fine", "family", "baby"),
        ("toddler has been up every night back fine though", "family", "toddler"),
        # how it went is no denial of it: "fine" is a verdict on the event
        ("new job is fine", "work", "new job"),
        ("new job's going well so far", "work", "new job"),
        ("the move went fine, boxes everywhere", "moving", "the move"),
        ("the house move went ok", "moving", "the house move"),
        ("started a new job last week, it's good", "work", "started a new job"),
    ],
)
def test_life(text, label, key):
    cue = cues.life(text)
    assert cue is not None and (cue.label, cue.key) == (label, key)


@pytest.mark.parametrize(
    "text",
    [
        "my husband is a firefighter",
        "I am a bit tired",
        "driver was late lol",
        "I'm not moving house after all",
        "we are not moving house",
        "I'm not sick, just tired",
        "the kids are in bed by 8 so I can train after that",
        "I'm not trying for a baby",
        "no stress at all this week",
        "the move is all sorted and fine",
        "no new job, all fine",  # a denial before it stays one
        "I'm not moving, all good",
        "the move felt heavy on my shoulder",  # a move of a workout
        "that move was fine for my knee",
        "the bike died on me last week so it's walks for now",  # a machine, not a person
    ],
)
def test_not_life(text):
    assert cues.life(text) is None


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("i'm pregnant 🤰😭 like 9 weeks??", "new baby"),  # a doubt, not a question
        ("Heads up, I'm back offshore on the rigs from Thursday", "work"),
        ("I'm FIFO, two weeks on the mine", "work"),
        ("hubby is deployed till March so it's just me", "work"),
        ("Storm mash up the roof so we a stay by my auntie", "moving"),
        ("we're staying with my parents till the flat is sorted", "moving"),
        ("the hurricane took half our roof", "moving"),
    ],
)
def test_life_said_in_other_englishes(text, label):
    cue = cues.life(text)
    assert cue is not None and cue.label == label


@pytest.mark.parametrize(
    "text",
    ["am I pregnant if I'm late??", "is offshore wind good?", "staying with the plan", "fire up the music"],
)
def test_a_question_or_an_idiom_is_no_life_event(text):
    assert cues.life(text) is None


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
def test_life_label(text, label):
    cue = cues.life(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("forgot to say, I've got exercise-induced asthma", "exercise-induced asthma"),
        ("asthmatic since I was a kid so hills are tough", "asthmatic"),
        ("I'm on beta blockers, so my heart rate won't go high", "beta blockers"),
        ("got diagnosed with an underactive thyroid last year", "underactive thyroid"),
        ("I have high blood pressure, doc says keep it moderate", "high blood pressure"),
        ("I have POTS so standing up fast is an issue", "POTS"),
        ("epileptic, no swimming alone", "epileptic"),
    ],
)
def test_a_standing_health_condition_is_life_context_keyed_by_the_condition(text, key):
    cue = cues.life(text)
    assert cue is not None and (cue.label, cue.key) == ("health", key.lower())


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("I cycle to work every day, 25 minutes each way", "active commute"),
        ("I usually walk to work, 20 min", "active commute"),
        ("my bike commute is 40 min round trip", "active commute"),
        ("I surf 3 mornings a week, so keep leg days away from Tue/Thu/Sat", "other sport"),
        ("I play padel on Tuesdays", "other sport"),
        ("I also do yoga twice a week", "other sport"),
        ("my mother had her hip replaced last week, I'm looking after her in Graz till Sunday", "family"),
        ("dad is having a knee replacement in March", "family"),
        ("I'd hate to hurt my back lifting the grandkids", "family"),
        ("the baby is teething", "family"),
        ("I'm sick, flu", "illness"),
    ],
)
def test_her_commute_her_other_sport_and_a_relative_she_looks_after(text, label):
    found = cues.life(text)
    assert found is not None and found.label == label


@pytest.mark.parametrize(
    "text",
    [
        "my son has asthma",  # someone else's
        "no asthma or anything like that",
        "if I had asthma I'd never run",
        "pots and pans everywhere in the kitchen",
        "my blood pressure was fine at the check-up",
    ],
)
def test_not_her_health_condition(text):
    cue = cues.life(text)
    assert cue is None or cue.label != "health"


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("At 71 my goal is simple: get up off the floor unaided", "at 71"),
        ("At 64, my knees are not what they were", "at 64"),
        ("at 52 years young I want to run a marathon", "at 52"),
        ("at 58 I'd like to be able to hike again", "at 58"),
        # not: a time, or a number that is no age
        ("at 20 my alarm goes off", None),
        ("meet you at 15, my place", None),
        ("I start at 45 minutes past", None),
        ("squat at 60 my usual weight", None),
    ],
)
def test_an_age_said_before_what_it_means_for_her(text, key):
    cue = cues.life(text)
    assert (cue.key if cue and cue.label == "age" else None) == key


@pytest.mark.parametrize(
    "text",
    [
        "honestly I'm sick of my job, the commute is brutal",
        "sick and tired of meal prep",
        "did keto for like 2 years, stopped in the spring, carbs are back baby",
        "baby steps this week",
        "I want to run to work one day",
        "my husband cycles to work",
        "I swim",
    ],
)
def test_fed_up_a_term_of_address_a_wish_or_someone_elses_commute_is_no_life_event(text):
    assert cues.life(text) is None


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # called off after it is named: no event
        ("the work trip got cancelled", None),
        ("the wedding's been called off", None),
        ("the knee op was cancelled, don't need it", None),
        ("the move to Denver is off, we're staying put on Oahu", None),
        # still on, beside the same words
        ("the wedding is in May", "family"),
        ("work trip next week, flight got cancelled but I'm going tomorrow", "travel"),
        ("my knee op is on Friday", "illness"),
        ("had a baby, she's off the charts", "new baby"),
    ],
)
def test_an_event_called_off_is_no_life_event(text, label):
    found = cues.life(text)
    assert (found.label if found else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("I've been signed off work with stress", "stress and sleep"),
        ("signed off for 2 weeks due to burnout", "stress and sleep"),
        ("I'm on stress leave till March", "stress and sleep"),
        ("off work with anxiety at the moment", "stress and sleep"),
        ("my colleague is off with stress", None),
        ("I signed off the email with cheers", None),
    ],
)
def test_signed_off_with_stress(text, label):
    cue = cues.life(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("just had twins", "new baby"),
        ("my wife is expecting in january", "new baby"),
        ("away with work all next week", "travel"),
        ("my dad's in hospice", "family"),
        ("work's manic, month end", "work"),
        ("year-end at the office, I'm drowning", "work"),
        ("my friend just had twins", None),
        ("the weekend went as expected", None),
    ],
)
def test_life_in_other_wordings(text, label):
    cue = cues.life(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("My physician has advised against heavy lifting following my cardiac event", "illness"),
        ("honestly work has been insane lately", "work"),
        ("the kids have been off school all week", "family"),
        ("I am 72 and wish to maintain my independence", "age"),
        ("I am 80kg at the moment", None),
        ("the physician on TV said eggs are fine", None),
    ],
)
def test_life_in_a_formal_or_rambling_register(text, label):
    cue = cues.life(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("I'm off to the States for a fortnight", "travel"),
        ("off to the Algarve on friday", "travel"),
        ("off to the gym now", None),
    ],
)
def test_off_to_a_named_place_with_the(text, label):
    cue = cues.life(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "label", "key_has"),
    [
        # a life stage named by its signs: the key names the stage
        ("Hot flushes at night, sleep all over the place", "menopause", "menopause"),
        ("night sweats every night this week", "menopause", "menopause"),
        ("perimenopause is kicking my butt", "menopause", "perimenopause"),
        # diabetes by what she manages it with
        ("I'm on insulin, pump and CGM", "health", "insulin"),
        ("my Dexcom beeps if I go low on a run", "health", "dexcom"),
        ("T1D for 12 years, insulin pump", "health", "t1d"),
        ("I take metformin in the morning", "health", "metformin"),
        # standing conditions as people name them
        ("I have MS so I fatigue fast", "health", "ms"),
        ("long covid has wrecked my stamina", "health", "long covid"),
        ("I've got ADHD so keep it simple", "health", "adhd"),
        ("I had a heart attack last year", "health", "heart attack"),
        ("I'm on HRT", "health", "hrt"),
        ("I'm in remission from breast cancer", "health", "remission"),
        ("I use an inhaler before running", "health", "inhaler"),
    ],
)
def test_a_standing_condition_by_its_signs(text, label, key_has):
    cue = cues.life(text)
    assert cue is not None and cue.label == label and key_has in cue.key, (text, cue)


@pytest.mark.parametrize(
    "text",
    [
        "my dad is on insulin",
        "is insulin bad for lifting?",
        "I'm not on insulin",
        "my mum's hot flushes are bad",
        "my mum has MS",
        "sent it on MS Teams",
        "is HRT safe with lifting?",
    ],
)
def test_a_condition_not_hers_is_none(text):
    cue = cues.life(text)
    assert cue is None or cue.label not in ("health", "menopause"), (text, cue)


def test_what_a_condition_is_managed_with_names_it():
    assert cues.life("inhaler before runs").key == "asthma (inhaler)"
    assert cues.life("I'm on insulin, pump and CGM").key == "diabetes (on insulin)"


def test_a_heart_attack_is_hers_with_i_and_family_with_a_relative():
    assert cues.life("my dad had a heart attack").label == "family"
    assert cues.life("I had a heart attack in 2023").label == "health"


@pytest.mark.parametrize(
    ("text", "label", "key"),
    [
        # a job said without its article
        ("I'm nurse, I work nights this week", "work", "nurse"),
        ("I work as engineer in a factory", "work", "engineer"),
        ("my job is teacher so summers are free", "work", "teacher"),
        ("teacher by profession", "work", "teacher"),
        ("I'm not nurse, I'm student", None, None),
        ("my wife is nurse", None, None),
        ("I'm nursing a hangover", None, None),
        # a sport named with its days or its place in her life
        ("BJJ Monday, Wednesday, Friday evenings.", "other sport", "bjj"),
        ("bouldering is my main thing, 3 times a week", "other sport", "bouldering"),
        ("my sport is rowing", "other sport", "rowing"),
        ("I train muay thai", "other sport", "muay thai"),
        ("blue belt in judo, comp in march", "other sport", "judo"),
        ("football on sundays with the lads", "other sport", "football"),
        ("I'm a climber, mostly bouldering", "other sport", "i'm a climber"),
        ("I'm an amateur boxer", "other sport", "i'm an amateur boxer"),
        ("my son is a swimmer", None, None),
        ("I don't do yoga", None, None),
        ("should I do pilates?", None, None),
        ("my husband does bjj", None, None),
        ("I want to do bjj one day", None, None),
    ],
)
def test_a_job_without_its_article_and_a_sport_she_does(text, label, key):
    cue = cues.life(text)
    assert (cue.label if cue else None, cue.key if cue else None) == (label, key), text


@pytest.mark.parametrize(
    ("text", "key"),
    [
        # what she does for a living, said in an introduction (name, age, job) or with any job noun
        ("I'm Joy, 31, staff nurse here in Manchester (originally from Cebu).", "staff nurse"),
        ("Dana, 44, litigation attorney in Midtown.", "litigation attorney"),
        ("I'm a freelance translator and mum of two.", "translator"),
        ("Sam here, 29, paramedic in Leeds", "paramedic"),
        ("Name's Ade, 27, junior doctor", "junior doctor"),
        ("Priya (35), software engineer at a bank", "software engineer"),
        ("Tom, 50, secondary school teacher, two kids", "secondary school teacher"),
        ("Hi! Marta, 41, architect", "architect"),
        ("I'm an accountant so Jan is carnage", "accountant"),
        ("I work as a graphic designer from home", "graphic designer"),
        ("Kemi, 33, pharmacist, shift work", "pharmacist"),
        ("i'm a barrister", "barrister"),
        ("Salvatore, 52, I run a small bakery, so I start at 3 in the morning.", "bakery"),
        ("we own a little family restaurant", "restaurant"),
    ],
)
def test_a_job_said_in_an_introduction_or_with_any_job_noun(text, key):
    cue = cues.life(text)
    assert cue is not None and cue.label == "work" and key in cue.key, (text, cue)


@pytest.mark.parametrize(
    "text",
    [
        "my son, 12, wants to be a doctor",
        "my wife is a lawyer",
        "is your coach an architect?",
        "I'd love to be a pilot one day",
        "I'm not a nurse, just a carer for my mum",
        "spoke to a lawyer about the house",
        "our architect is useless",
        "could I run a business and still train 4 days?",
        "my brother runs a pub",
    ],
)
def test_someone_elses_job_a_wish_or_a_question_is_no_job(text):
    cue = cues.life(text)
    assert cue is None or cue.label != "work", (text, cue)


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # a carer, a bereavement, seasonal work and a tour called off
        ("so I'm sort of her carer as well as everything else", "family"),
        ("I lost Bob in August. Fifty-two years we had.", "family"),
        ("Mum's moved in with us for good now.", "moving"),
        ("harvest started yesterday, 16 hour days on the header", "work"),
        ("our drummer broke his arm so the whole tour's off", "work"),
        ("off to my daughter's in Cornwall for a fortnight from Friday", "travel"),
        ("me and Sam split up last week", "family"),
        ("club training camp in Seville from the 16th to the 22nd", "travel"),
        ("I'm a full-time wheelchair user (T10)", "health"),
        ("We moved from Manchester to Bristol at the weekend.", "moving"),
        ("We adopted a dog on Saturday!", "family"),
        ("been lifting six years mate", "training experience"),
        ("I'm a complete beginner", "training experience"),
        ("I've been running for 20 minutes", None),
        ("mum's having her knee replaced on the 3rd of December", "family"),
        ("so I am doing all the lifting and bathing for her now", "family"),
        # not: a month lost to illness is no bereavement, a bill split is no break-up
        ("we split the bill", None),
        ("I lost March to that chest infection", "illness"),
    ],
)
def test_life_said_in_other_words(text, label):
    cue = cues.life(text)
    assert (cue.label if cue else None) == label
