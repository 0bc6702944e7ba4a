"""How she eats said by its circumstances (wiki/understanding/meals.py, read through diet.py): a food that
disagrees with her, an allergy by what it would cost her, a weekday food rule, when she eats, a daily
target; someone else's, a question, a what-if and a denial stay unread."""

import pytest

from wiki.understanding import cues


def _labels(text: str) -> list[str]:
    return [c.label for c in cues.diets(text)]


@pytest.mark.parametrize(
    ("text", "label_has"),
    [
        # a food that disagrees with her, any way she says it
        ("brekkie was oat milk porridge as usual, dairy and me don't mix", "dairy"),
        ("me and gluten just don't get on", "gluten"),
        ("dairy & I aren't friends anymore", "dairy"),
        ("milk hates me, always has", "milk"),
        ("dairy doesn't sit well with me", "dairy"),
        ("gluten is not my friend", "gluten"),
        ("cheese is my kryptonite tbh, bloated for days", "cheese"),
        ("onions do me no favours", "onion"),
        ("I can't digest lactose", "lactose"),
        ("I just can't handle dairy", "dairy"),
        ("lactose and I have a complicated relationship", "lactose"),
        ("milk gives me stomach cramps", "milk"),
        ("beans go right through me", "beans"),
        ("anything with dairy and I'm bloated for days", "dairy"),
        ("cheese = stomach ache for me", "cheese"),
        # an allergy said by what it would cost her
        (
            "Raj's birthday at work, couldn't touch the cake, walnuts in it, not ending up in A&E again",
            "walnut",
        ),
        ("skipped the satay, peanuts in it and I'm not going to hospital again", "peanut"),
        ("can't risk the pesto, pine nuts or not, cashews in it last time meant an ambulance", "cashew"),
        ("had to pass on the prawns, last reaction put me in the ER", "prawn"),
        ("sesame put me in hospital last year so I check every label", "sesame"),
        ("one bite of prawn and I'd be in A&E", "prawn"),
        ("hospital twice from peanuts, so careful", "peanut"),
        # a food rule kept on a weekday
        ("Tuesdays I don't take non-veg, it is a family thing", "tuesdays"),
        ("no meat on Mondays for me", "mondays"),
        ("we do meat-free Mondays at home", "mondays"),
        ("Thursdays are veg days", "thursdays"),
        ("on saturdays I don't eat meat, it's a temple thing", "saturdays"),
        ("Fridays I only eat fish", "fridays"),
        ("no chicken wednesdays, it's a fasting day for us", "wednesdays"),
        ("mondays and thursdays I eat only veg", "mondays and thursdays"),
        ("I'm veg on tuesdays", "vegetarian on tuesdays"),
        # when she eats
        ("I never eat breakfast, first meal is around 1pm, only espresso before.", "breakfast"),
        ("I never eat breakfast, first meal is around 1pm, only espresso before.", "1pm"),
        ("always skip breakfast, just coffee", "breakfast"),
        ("breakfast isn't my thing", "breakfast"),
        ("my first meal of the day is lunch", "lunch"),
        ("don't eat anything till noon", "noon"),
        ("first meal's at 11am usually", "11am"),
        ("not a breakfast person, I eat at noon", "breakfast"),
        ("nothing to eat till lunch, just coffee", "lunch"),
        # a daily target
        ("I'm trying to hit 120g protein a day", "120"),
        ("aiming for 150 g of protein daily", "150"),
        ("my protein target is 140g", "140"),
        ("trying to eat 2000 kcal a day", "2000"),
        ("calorie goal 1800", "1800"),
        ("protein goal: 150g", "150"),
        ("I keep it to 1800 calories", "1800"),
    ],
)
def test_how_she_eats(text: str, label_has: str) -> None:
    labels = _labels(text)
    assert any(label_has in label for label in labels), (text, labels)


@pytest.mark.parametrize(
    "text",
    [
        "my sister is coeliac so when I eat at hers everything is gluten free",
        "do you skip breakfast?",
        "my husband never eats breakfast",
        "if dairy and me don't mix I'll know soon",
        "ended up in A&E with food poisoning from dodgy chicken",
        "mum was in hospital, I just ate whatever",
        "hit 100g on the deadlift",  # a lift, not a target
        "on Tuesdays I run 5k",
        "no run on mondays",
        "dairy and me get on fine",
        "my daughter has walnuts in her cake and ended up in A&E",
        "the curry made me sick last night",  # once, not a food that disagrees with her
        "would peanuts put me in hospital?",
        "my son is allergic, one bite of peanut and he'd be in A&E",
    ],
)
def test_not_how_she_eats(text: str) -> None:
    new = [
        label
        for label in _labels(text)
        if any(w in label for w in ("disagrees", "severe", " on ", "breakfast", "first meal", "target"))
    ]
    assert new == [], (text, new)


def test_a_diet_kept_on_some_days_is_not_her_diet_every_day() -> None:
    assert _labels("I'm veg on tuesdays") == ["vegetarian on tuesdays"]


def test_a_food_that_disagrees_reads_once() -> None:
    assert _labels("dairy makes me bloated") == ["no dairy"]
