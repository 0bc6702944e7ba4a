"""A client writing of herself by her own name is read as herself; her quotes stay her words."""

import datetime as dt

import pytest

from wiki.understanding import understand
from wiki.understanding.selfnamed import first_person, restore

DAY = dt.date(2026, 11, 3)


@pytest.mark.parametrize(
    ("name", "text", "read"),
    [
        ("Harold", "Harold's right hip is sore", "My right hip is sore"),
        ("Harold", "Harold has a bad back. He can't bend.", "I have a bad back. I can't bend."),
        ("Brenda", "Brenda (that's me!) wants a walk. Her knee hurts.", "I want a walk. My knee hurts."),
        ("Brenda", "Brenda's off to Wales. She'd love a swim.", "I'm off to Wales. I'd love a swim."),
        ("Brenda", "Brenda really wants a rest", "I really want a rest"),
        ("Frank", "Frank's doctor told him to rest his knee", "My doctor told me to rest my knee"),
        ("Frank", "Frank tries hard and goes early", "I try hard and goes early"),
        ("Mary Jo", "Mary Jo's shoulder aches", "My shoulder aches"),
        # "her" as an object is "me"
        ("Brenda", "Brenda's physio told her to rest", "My physio told me to rest"),
        # her pronouns in a message that also says "I" are left as written: only her name is read
        (
            "Harold",
            "Harold's hip hurts and I think his wife's knee too",
            "My hip hurts and I think his wife's knee too",
        ),
        # another man or woman in the sentence: "his" after him may be his
        ("Harold", "Harold is fine but his son hurt his knee", "I am fine but my son hurt his knee"),
    ],
)
def test_a_message_told_by_her_own_name_is_read_in_the_first_person(name, text, read):
    told = first_person(text, name)
    assert told is not None and told.text == read


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("Harold", "Harold here, quick one"),  # her name as a greeting or signature
        ("Harold", "Thanks, coach! — Harold"),
        ("Harold", "my knee hurts"),  # no name at all
        ("Al", "Alex's knee hurts"),  # a longer name is someone else
        ("Jo", "Jo"),
    ],
)
def test_her_name_as_a_greeting_or_signature_changes_nothing(name, text):
    assert first_person(text, name) is None


def test_quotes_are_her_own_words_again():
    text = "Harold here. Harold's right hip has been giving him gyp since Sunday. He'd call it a five."
    told = first_person(text, "Harold")
    assert told is not None
    quote = "my right hip has been giving me gyp since Sunday."
    assert restore(quote, told, text) == "Harold's right hip has been giving him gyp since Sunday."
    assert restore("not in it", told, text) == "not in it"


def test_her_pain_told_by_her_name_is_hers_with_her_words_quoted():
    text = "Harold's right hip has been giving him gyp since he dug the veg patch. He'd call it a five."
    pains = understand(text, DAY, name="Harold").pains
    assert [(p.kind, p.area) for p in pains] == [("pain", "right hip")]
    assert pains[0].quote.startswith("Harold's right hip")
    assert understand(text, DAY).pains == ()  # without her name: someone else's hip


def test_diet_and_goal_told_by_her_name():
    text = "Brenda's doctor told her to cut down on salt. And she'd dearly love to walk the coast path."
    found = understand(text, DAY, name="Brenda")
    assert [c.label for c in found.diet] == ["cut down on salt"]
    assert found.goals and "coast path" in found.goals[0].what
    assert "told her" in found.diet[0].quote


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("Mark", "the mark's gone from my shin"),  # a word that is also her name, in lower case
        ("May", "May's race is flat"),  # a month
        ("Will", "Will it hurt tomorrow?"),
    ],
)
def test_a_word_that_is_also_her_name_is_a_word(name, text):
    assert first_person(text, name) is None
