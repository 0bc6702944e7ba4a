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


# --- misspellings and dialect words (dialect.py) -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "read"),
    [
        # heavy typos: the word she meant, in context
        ("my nee is reely sour", "my knee is really sore"),
        ("the left nee hurts", "the left knee hurts"),
        ("nee's killing me", "knee's killing me"),
        ("both nees are soar", "both knees are sore"),
        ("started on wensday, worse on thurday", "started on wednesday, worse on thursday"),
        ("down the stares, the left won", "down the stairs, the left one"),
        ("my ankel is swolen and herts", "my ankel is swollen and hurts"),
        ("i have seliac diseese so no glutten", "i have coeliac disease so no gluten"),
        ("im alergic to nuts and lactos intollerant", "I'm allergic to nuts and lactose intolerant"),
        ("plees send short msgs or voise notes", "please send short messages or voice notes"),
        ("got dumbells and a tredmill", "got dumbbells and a treadmill"),
        ("fallin aff a bike", "falling off a bike"),
        # Scots
        ("Ma right knee's pure gubbed, cannae get doon", "My right knee's pure wrecked, can't get down"),
        ("broke ma wrist when ah wis wee", "broke my wrist when I was little"),
        ("ah'm no bad", "I'm no bad"),
        ("a sair heid efter the gym", "a sore head after the gym"),
        ("want tae dae it noo", "want to do it now"),
        # British, Irish, Australian, New Zealand, South African
        ("cricked me neck, can't turn me head", "cricked my neck, can't turn my head"),
        ("me mam's knee", "my mam's knee"),
        ("knee's gone a bit crook", "knee's gone a bit bad"),
        ("a crook back", "a bad back"),
        ("back's a bit munted", "back's a bit wrecked"),
        ("my shoulder is stuffed", "my shoulder is wrecked"),
        ("my knee is eina", "my knee is sore"),
        ("it's right as rain now", "it's fine now"),
        ("not a bother on it", "fine"),
        ("arvos only", "afternoons only"),
        # Caribbean
        ("Mi madda knee dem a hurt", "My mother knee dem a hurt"),
        ("I doh eat pork, milk does mash up mih belly", "I don't eat pork, milk does mash up my belly"),
        ("meh knee bad", "my knee bad"),
        ("she cyaan walk", "she can't walk"),
        # Gen-Z, corporate, emoji
        ("my hip is cooked fr", "my hip is wrecked for real"),
        ("squat 100kg by EOY", "squat 100kg by END OF YEAR"),
        ("weekends I'm OOO", "weekends I'm OUT OF OFFICE"),
        ("my 🦶 hurts", "my foot hurts"),
        # typed as it sounds, after "my" or a side
        ("my bak is sore", "my back is sore"),
        ("my rist herts", "my wrist hurts"),
        ("left elbo", "left elbow"),
        # autocorrect's real words, after "my" or a side
        ("my knew hurts", "my knee hurts"),
        ("my left hop is sore", "my left hip is sore"),
        ("sharp pane in my lower beck", "sharp pain in my lower back"),
        # Irish "at me"; Australian "yeah nah" (no) and "nah yeah" (yes) said as the answer
        ("my knee is at me", "my knee is bothering me"),
        ("yeah nah, all good", "nah, all good"),
        ("nah yeah", "yeah"),
    ],
)
def test_misspellings_and_dialect_are_read_as_the_tables_know_them(text, read):
    assert normalise(text)[0] == read


@pytest.mark.parametrize(
    "text",
    [
        "sour cream on the side",  # food stays sour
        "a sour taste",
        "the milk went sour",
        "Jane Smith nee Jones",  # a maiden name, not a knee
        "knee-jerk reaction",
        "dead set on the Great North Run",
        "give me back my phone",  # "me" as the object of a verb
        "ring me back later",
        "my ma's knee",  # "ma" after "my" is her mother
        "the crook stole my bike",
        "the chicken is cooked through",
        "I'm stuffed after dinner",
        "Ah it's grand",  # an interjection, not "I"
        "wean myself off caffeine",
        "ooo nice",
        "we won the game",
        "I need a wee",
        "bak to work tomorrow",  # no possessive before it
        "yeah nah back's still sore",  # "yeah nah" before more is a filler
        "look at me go",
        "I knew it",
        "hop on the bike",
        "a pane of glass",
        "the window pane in the kitchen",
    ],
)
def test_ordinary_words_that_look_like_dialect_are_left_alone(text):
    assert normalise(text)[0] == text


@pytest.mark.parametrize(
    "text",
    [
        "my nee is reely sour wen i go down the stares, the left won",
        "Cricked me neck sleeping funny, can't turn me head",
        "Ma right knee's pure gubbed efter the hillwalk",
        "back's a bit munted after the big weekend",
    ],
)
def test_a_quote_keeps_her_dialect_and_spelling(text):
    read, subs = normalise(text)
    assert restore(read, subs, text) == text


@pytest.mark.parametrize(
    ("text", "area", "side"),
    [
        ("my nee is reely sour wen i go down the stares, the left won", "knee", "left"),
        ("Ma right knee's pure gubbed, cannae get doon the stairs", "knee", "right"),
        ("Cricked me neck sleeping funny", "neck", ""),
        ("knee's gone a bit crook since footy", "knee", ""),
        ("lowkey my hip is cooked fr 💀 the right one", "hip", "right"),
        ("back's a bit munted after the weekend", "back", ""),
        ("my left hip has been troubling me since Tuesday last", "hip", "left"),
        ("I've had a spot of bother with my knee", "knee", ""),
        ("me hamstring's giving me gyp", "hamstring", ""),
        ("my ankle is eina", "ankle", ""),
    ],
)
def test_pain_said_in_dialect_is_a_report(text, area, side):
    pains = understand(text, TODAY).pain
    assert [(p.base.split()[-1], p.side) for p in pains] == [(area, side)]


@pytest.mark.parametrize(
    "text",
    [
        "Mi madda knee dem a hurt her bad, she cyaan walk far",  # her mother's knees
        "Broke ma wrist fallin aff a bike when ah wis wee, it's been braw for years, nae bother",
        "oh it's right as rain now",
        "sour cream gives me heartburn",
    ],
)
def test_dialect_denials_and_other_people_are_no_report(text):
    assert understand(text, TODAY).pain == ()


@pytest.mark.parametrize(
    ("reply", "kind", "quote"),
    [
        ("yeah nah", "harmless", "yeah nah"),
        ("yeah nah, all good", "harmless", "yeah nah, all good"),
        ("nah yeah", "pain", "nah yeah"),
        ("aye, still sore", "pain", "aye, still sore"),
        ("oh it's right as rain now", "harmless", "oh it's right as rain now"),
    ],
)
def test_a_reply_in_dialect_reads_as_it_means_and_quotes_as_typed(reply, kind, quote):
    (finding,) = understand(reply, TODAY, "knee", "pain").pains
    assert (finding.kind, finding.quote) == (kind, quote)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # praise with a sarcasm marker after it flips
        ("oh my knee is just FANTASTIC today 🙃", "pain"),
        ("my back feels amazing, said no one ever", "pain"),
        ("my shoulder is loving life 🙃", "pain"),
        ("hip is totally fine 🙄", "pain"),
        ("knee is perfect /s", "pain"),
        # without the marker, or with a smile, praise is praise
        ("knee feels great 🙂", "harmless"),
        ("my back feels great today", "harmless"),
    ],
)
def test_sarcastic_praise_of_a_body_part_is_a_report(text, kind):
    (finding,) = understand(text, TODAY).pains
    assert finding.kind == kind


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("my lower bakc is sore", "lower back"),
        ("kene hurts on the stairs", "knee"),
        ("nekc is stiff from the desk", "neck"),
    ],
)
def test_a_four_letter_area_with_two_letters_swapped(text, area):
    assert [p.area for p in understand(text, dt.date(2026, 11, 4)).pains] == [area]
