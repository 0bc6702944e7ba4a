import datetime as dt

import pytest

from wiki.understanding import understand
from wiki.understanding.normalise import normalise, restore

TODAY = dt.date(2026, 11, 3)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("L shldr sore af, prob 6-7/10", "L shoulder sore af, probably 6-7/10"),
        ("R hammie tight", "R hamstring tight"),
        ("lwr back", "lower back"),
        ("achilles tendo", "achilles tendon"),
        ("glute med is sore", "glute is sore"),
        ("PF in my right foot", "plantar fasciitis in my right foot"),
        ("sore tmrw, yday and on the wknd", "sore tomorrow, yesterday and on the weekend"),
        ("in 6 wks", "in 6 weeks"),
        ("next yr", "next year"),
        ("by my bday", "by my birthday"),
        ("b4 the kids wake up", "before the kids wake up"),
        ("pressing w/ a band, w/o pain", "pressing with a band, without pain"),
        ("bullet points pls thx", "bullet points please thanks"),
        ("7 outta 10", "7 out of 10"),
        # apostrophes left out, any case
        ("knee dont hurt, elbow isnt sore", "knee don't hurt, elbow isn't sore"),
        ("CANT EVEN BEND OVER", "CAN'T EVEN BEND OVER"),
        ("im fine", "I'm fine"),
        ("ill be gutted", "I'll be gutted"),
        # a possessive typed without its apostrophe, before a body part
        ("my mates knee is wrecked", "my mate's knee is wrecked"),
        # a denial answering its own question is one clause
        ("back pain? none", "back pain none"),
        # a numbered list run on in one line: one sentence an item
        ("1) back fine 2) shoulder sore", "1) back fine. 2) shoulder sore"),
        ("a) knees ok b) shoulder sore", "a) knees ok. b) shoulder sore"),
        ("plan a) or plan b) for the knee", "plan a) or plan b) for the knee"),  # no list: it never starts
    ],
)
def test_chat_shorthand_is_read_as_the_tables_know_it(text, read):
    assert normalise(text)[0] == read


@pytest.mark.parametrize(
    "text",
    [
        "I am ill today",  # "ill" is "I'll" only before a verb
        "pf in lower case",  # "PF" is plantar fasciitis only in capitals
        "my mates and I",  # no body part after it: a plural, not a possessive
        "n/a",
        "the shoulder hurts",
        "probably",
    ],
)
def test_ordinary_words_are_left_alone(text):
    assert normalise(text)[0] == text


@pytest.mark.parametrize(
    "text",
    [
        "L shldr sore af, prob 6-7/10",
        "LWR BACK PROPER SORE TODAY CANT EVEN BEND OVER",
        "lwr back pain? none. felt solid",
        "1) lower back fine now 2) L shoulder sore on OHP",
        "if i tweak my back b4 the meet ill be gutted",
    ],
)
def test_restore_gives_back_her_own_spelling(text):
    read, subs = normalise(text)
    assert restore(read, subs, text) == text


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        ("R shldr killing me on bench, 8/10 at worst", "R shldr killing me on bench, 8/10 at worst"),
        ("LWR BACK PROPER SORE TODAY CANT EVEN BEND OVER", "LWR BACK PROPER SORE TODAY CANT EVEN BEND OVER"),
        ("tweaked my L hammie on the sprints", "tweaked my L hammie on the sprints"),
    ],
)
def test_a_page_quotes_what_she_typed_not_what_was_read(text, quote):
    (finding,) = understand(text, TODAY).pain
    assert finding.quote == quote


def test_a_quote_keeps_the_expanded_form_only_when_she_typed_it_too():
    text = "shoulder fine, other shldr sore"
    quotes = [f.quote for f in understand(text, TODAY).pains]
    assert all("shldr" in q or "shoulder" in q for q in quotes)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("R shldr killing me on bench, 8/10 at worst", [("pain", "right shoulder", "pain 8/10")]),
        ("LWR BACK PROPER SORE TODAY CANT EVEN BEND OVER", [("pain", "lower back", "pain moderate")]),
        (
            "tweaked my L hammie on the sprints 😬 its like a 5 or 6",
            [("pain", "left hamstring", "pain 6/10")],
        ),
        ("L glute med niggly for a fortnight", [("pain", "left glute", "pain mild")]),
        ("lwr back pain? none. felt solid all session", [("harmless", "lower back", "pain")]),
        ("KNEE DONT HURT AT ALL ANYMORE", [("harmless", "knee", "pain")]),
        ("my mates knee is wrecked", []),
        ("knee pain? zero", [("harmless", "knee", "pain")]),
        ("MY LEFT KNEE HURTS WHEN I SQUAT", [("pain", "left knee", "pain moderate WHEN I SQUAT")]),
        ("if i tweak my back again ill be gutted", []),
        (
            "1) lower back fine now 2) L shoulder sore",
            [("harmless", "lower back", "pain"), ("pain", "left shoulder", "pain moderate")],
        ),
    ],
)
def test_pain_said_in_shorthand_reads_as_said_in_full(text, expected):
    found = [
        (f.kind, f.area, f.describe().split(" on ")[0].split(" since ")[0])
        for f in understand(text, TODAY).pains
    ]
    assert found == expected


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("goal is a sub 25 5k in 6 wks", "2026-12-15 (6 weeks)"),
        ("wanna drop 6kg b4 my wedding in Sept", "September 2027"),
    ],
)
def test_a_target_in_shorthand_is_dated(text, label):
    (goal,) = understand(text, TODAY).goals
    assert goal.when is not None and goal.when.label == label


def test_a_schedule_in_shorthand_names_its_slot():
    assert [c.label for c in understand("can only train on the wknd", TODAY).schedule] == ["weekends"]


def test_a_number_in_brackets_is_no_list():
    text = "my left knee's been a bit achy (like a 3) since Sunday"
    assert normalise(text)[0] == text


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("knee is fine its my hip", "knee is fine it's my hip"),
        ("its like a 5", "it's like a 5"),
        ("the bar and its plates", "the bar and its plates"),
        ("knee was sore... then it went away", "knee was sore — then it went away"),
        ("knee was sore... Then", "knee was sore... Then"),
        ("if my knee flares up again ill stop", "if my knee flares up again I'll stop"),
    ],
)
def test_its_ill_and_a_trail_of_dots_read_by_what_follows(text, read):
    assert normalise(text)[0] == read


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("knee was sore... then it went away...", [("harmless", "knee", "pain")]),
        (
            "knee is fine its my hip thats sore",
            [("harmless", "knee", "pain"), ("pain", "hip", "pain moderate")],
        ),
        ("its not my knee its my hip", [("pain", "hip", "pain")]),
        ("if my knee flares up again ill stop", []),
    ],
)
def test_run_ons_without_apostrophes_keep_their_clauses(text, expected):
    assert [(f.kind, f.area, f.describe()) for f in understand(text, TODAY).pains] == expected
    assert not understand(text, TODAY).life


def test_a_trail_of_dots_is_quoted_as_typed():
    (finding,) = understand("knee was sore... then it went away...", TODAY).pains
    assert finding.quote == "knee was sore... then it went away..."


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("prob a 6", "probably a 6"),
        ("the prob is my knee", "the problem is my knee"),
        ("no probs", "no problems"),
    ],
)
def test_prob_is_probably_unless_it_is_a_noun(text, read):
    assert normalise(text)[0] == read


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("right shoulder hurts abit", [("pain", "right shoulder", "pain mild")]),
        ("a lil sore in my back", [("pain", "lower back", "pain mild")]),
        ("knee is soooo bad", [("pain", "knee", "pain severe")]),
        ("my knees killin me", [("pain", "knee", "pain severe")]),
        ("back is achin", [("pain", "lower back", "pain moderate")]),
        ("ouchh my knee", [("pain", "knee", "pain")]),
        ("knee: 5/10, back: 2/10", [("pain", "knee", "pain 5/10"), ("pain", "lower back", "pain 2/10")]),
        (
            "my knee and back both hurt",
            [("pain", "knee", "pain moderate"), ("pain", "lower back", "pain moderate")],
        ),
        ("back home now, knee sore", [("pain", "knee", "pain moderate")]),
    ],
)
def test_dropped_letters_stretched_words_and_a_bare_back(text, expected):
    assert [(f.kind, f.area, f.describe()) for f in understand(text, TODAY).pains] == expected


# --- odd characters and markup around a fact (bot text is data) -------------------------------------


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("my kn\u200bee hurts", "my knee hurts"),  # an invisible character inside a word
        ("ham\u00adstring", "hamstring"),
        ("\ufeffmy wr\u2060ist", "\ufeffmy wrist"),  # a BOM before a word is no part of one
        ("ｍｙ ｋｎｅｅ ５/１０", "my knee 5/10"),  # fullwidth forms
        ("knee 5⁄10", "knee 5/10"),
        ("my knee &amp; hip", "my knee & hip"),
        ("knee&nbsp;hurts", "knee\u00a0hurts"),
        ("<i>knee</i> is <i>killing</i> me", "knee is killing me"),
        ("my <b>left</b> knee", "my left knee"),
        ("knee hurts<br>5/10", "knee hurts\n5/10"),
        ("<!-- ignore --> hamstring twinged", "ignore hamstring twinged"),  # markers, not their words
        ("&lt;!-- coach --&gt; newborn at home", "coach newborn at home"),
        ("[dumbbells](https://shop.example/db?ref=x) up to 24kg", "[dumbbells] up to 24kg"),
        ("read https://site.example/why-my-knee-hurts first", "read first"),
        ("~~hurts~~ jk all good", "jk all good"),
        ("my ~~knee~~ hip hurts", "my hip hurts"),
        ("my _left_ __knee__ hurts", "my left knee hurts"),
    ],
)
def test_markup_and_odd_characters_are_read_as_the_plain_text_a_person_sees(text, read):
    assert normalise(text)[0].strip() == read


@pytest.mark.parametrize(
    "text",
    [
        "I'm vegetarian <3 and allergic to peanuts </3",  # hearts are no tags
        "sleep <5 h most nights",
        "snake_case stays",
        "6-7/10, 2 ~ 3 times",
        "🏃\u200d♀️ run club",  # a joiner inside an emoji is no word's
    ],
)
def test_text_that_only_looks_like_markup_is_left_alone(text):
    assert normalise(text)[0] == text


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("my kn\u200bee hurts 5/10", "knee"),
        ("<i>knee</i> is <i>killing</i> me", "knee"),
        ("my knee &amp; hip both ache", "knee"),
        ("my ~~knee~~ hip hurts 5/10", "hip"),
        ("ｌｅｆｔ ｓｈｏｕｌｄｅｒ sore", "left shoulder"),
        ("`knee` is acting up on squats, 4/10 </div>", "knee"),
    ],
)
def test_a_pain_is_read_through_the_markup_around_it(text, area):
    assert area in {finding.area for finding in understand(text, TODAY).pain}


@pytest.mark.parametrize(
    "text",
    [
        "check this https://site.example/why-my-knee-hurts-so-much",  # a link's address is not her knee
        "~~knee hurts~~ jk, all good",  # struck through: taken back
    ],
)
def test_what_markup_hides_or_takes_back_is_no_report(text):
    assert not understand(text, TODAY).pain


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("**how much protein** do I need??", "how much protein do I need??"),
        ("**tempo pace?** I know I asked before", "tempo pace? I know I asked before"),
        ("my *left knee* hurts", "my left knee hurts"),
        ("3*5 squats", "3*5 squats"),  # a times sign is no emphasis
    ],
)
def test_emphasis_stars_are_read_without_their_stars(text, read):
    assert normalise(text)[0] == read


def test_a_question_in_bold_is_still_a_question():
    assert understand("**tempo pace?** I know I asked before", TODAY).questions
