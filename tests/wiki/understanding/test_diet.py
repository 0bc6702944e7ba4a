"""The diet cue (wiki/understanding/diet.py): what she eats, avoids or cannot have — said plainly, as a list,
tersely or in a message's context."""

import pytest

from wiki.understanding import cues
from wiki.understanding.diet import diet_subject


@pytest.mark.parametrize(
    ("text", "before", "labels"),
    [
        # foods she will not eat, as a list
        (
            "things i will not eat: mushrooms, cottage cheese (a crime), anything with coriander.",
            "",
            ["won't eat: mushrooms, cottage cheese, coriander"],
        ),
        ("I won't eat olives or mushrooms", "", ["won't eat: olives, mushrooms"]),
        ("foods I refuse to eat - liver, kale", "", ["won't eat: liver, kale"]),
        ("I don't eat: pork, shellfish", "", ["won't eat: pork, shellfish"]),
        # an allergy said tersely, the food before or after it
        ("allergic", "fish.", ["allergic to fish"]),
        ("allergy!", "peanuts and shellfish.", ["allergic to peanuts and shellfish"]),
        ("intolerant", "dairy.", ["intolerant to dairy"]),
        ("fish - allergic", "", ["allergic to fish"]),
        ("peanuts (allergic)", "", ["allergic to peanuts"]),
        ("allergic: shellfish", "", ["allergic to shellfish"]),
        # foods her diet allows, said after it
        (
            "fish and eggs are fine, and I love greek yogurt",
            "I'm not vegan lol. pescatarian.",
            ["ok: fish, eggs"],
        ),
        ("vegetarian but eggs are ok", "", ["vegetarian", "ok: eggs"]),
        ("I'm vegetarian but I eat eggs and dairy", "", ["vegetarian", "ok: eggs, dairy"]),
        ("no red meat, fish is ok", "", ["no red meat", "ok: fish"]),
        ("won't touch mushrooms", "", ["won't eat: mushrooms"]),
        ("I hate tuna and olives", "", ["dislikes tuna"]),
        ("I no eat pork and no alcohol", "", ["don't eat pork"]),
        # someone else's diet is not hers; hers with someone else's is
        ("gf is vegan so I eat mostly plant based now", "", ["plant based"]),
        ("my wife and I are vegetarian", "", ["vegetarian"]),
        ("my son has a nut allergy", "", []),
        ("Girlfriend's gone full keto", "", []),  # a partner named without "my"
        ("Boyfriend is vegan now", "", []),
        # an eating window
        ("eating window is 12 to 8pm.", "", ["eating window"]),
        ("I only eat between 12 and 8", "", ["eating window"]),
        # what she eats more of, a household rule, feeding a baby
        ("doing high protein brekkies now", "", ["high protein"]),
        ("going high-fibre this month", "", ["high-fibre"]),
        ("trying to eat more fibre", "", ["eat more fibre"]),
        ("getting more protein in", "", ["getting more protein"]),
        ("the house is nut-free now", "", ["nut-free"]),
        ("my daughter has a peanut allergy so the house is nut-free now", "", ["nut-free"]),
        ("still breastfeeding, eating loads", "", ["breastfeeding"]),
        # a denial that changes what she said before supersedes it; a plain denial says nothing
        ("I'm not breastfeeding anymore", "", ["not breastfeeding"]),
        ("the test came back, I'm NOT lactose intolerant", "", ["not lactose intolerant"]),
        ("I'm not vegetarian", "", []),
        ("I've outgrown the peanut allergy", "", ["stopped peanut allergy"]),
        ("grew out of my egg allergy as a kid", "", ["stopped egg allergy"]),
        ("the allergist says eggs are fine now", "", ["ok: eggs"]),
        ("dairy's ok again after all", "", ["ok: dairy"]),
        ("eggs are not fine now", "", []),
        ("stopped the fasting, breakfast is back", "", ["stopped fasting"]),
        ("my doctor told me to cut right down on salt", "", ["cut right down on salt"]),
        ("I can't abide spicy food", "", ["dislikes spicy food"]),
        ("It's kiwi! So no kiwi for me", "", ["no kiwi for me"]),
        ("- no red meat", "", ["no red meat"]),
        ("I'm off sugar for January", "", ["off sugar"]),
        ("no alcohol during the week", "", ["no alcohol during the week"]),
        ("I'm doing Weight Watchers", "", ["weight watchers"]),
        ("3 coffees a day, non-negotiable", "", ["3 coffees a day"]),
        ("I was off sick for a week", "", []),
        ("still no meat though, and no chicken either", "", ["no meat"]),
        ("My weakness is something sweet in the evening.", "", ["something sweet"]),
        ("Macros are 180P/250C/70F, weighing everything.", "", ["macros are 180p/250c/70f"]),
        ("3 or 4 monsters a day to get through", "", ["3 or 4 monsters a day"]),
        ("Started eating chicken and fish again last month", "", ["started eating chicken and fish again"]),
        ("I love my porridge in the morning", "", ["love my porridge"]),
        (
            "made a bet with my sister: no alcohol until New Year's Day.",
            "",
            ["no alcohol"],
        ),  # company, no owner
        ("I can't do fried food at all since my gallbladder op", "", ["no fried"]),
        ("and I'm eating fish again, my iron came back low", "", ["eating fish again"]),
        ("Midwife's list: no raw fish, no soft cheese, caffeine under 200 mg", "", ["no raw fish"]),
        ("my sister is breastfeeding", "", []),
    ],
)
def test_diets_listed_terse_and_in_context(text, before, labels):
    assert sorted(cue.label for cue in cues.diets(text, before)) == sorted(labels)


@pytest.mark.parametrize(
    ("text", "before"),
    [
        ("chicken is fine for dinner", ""),  # no diet said: a food that is fine is no diet
        ("lactose free milk is fine tho", "lactose intolerant."),  # the food has a qualifier: not "ok: milk"
        ("allergic", "I went for a run."),  # the sentence before names no food
        ("fish. love it", ""),
        ("I won't eat after 8", ""),
        ("I never eat breakfast", ""),
    ],
)
def test_not_a_listed_diet(text, before):
    assert [
        c.label for c in cues.diets(text, before) if c.label.startswith(("ok:", "won't", "allergic"))
    ] == []


@pytest.mark.parametrize(
    ("text", "labels"),
    [
        # Indian English: "pure veg", "I am veg", "no egg also"
        ("Sir I am pure veg, no egg also", ["vegetarian", "no eggs"]),
        ("I'm veg", ["vegetarian"]),
        ("no eggs either", ["no eggs"]),
        ("no pork as well", ["no pork"]),
    ],
)
def test_a_diet_in_other_englishes(text, labels):
    assert [cue.label for cue in cues.diets(text)] == labels


@pytest.mark.parametrize("text", ["I eat non-veg", "veg and rice for lunch", "the veg box came"])
def test_veg_as_food_is_no_diet(text):
    assert cues.diets(text) == []


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Doh send me no pork ting eh, I doh eat pork at all", "don't eat pork"),
        ("i have seliac diseese so i cant have glutten", "coeliac"),
        ("I'm alergic to peanuts", "allergic to peanuts"),
        ("im vegitarian", "vegetarian"),
    ],
)
def test_a_diet_misspelt_or_in_dialect_is_read(text, label):
    import datetime as dt

    from wiki.understanding import understand

    assert label in [cue.label for cue in understand(text, dt.date(2026, 11, 3)).diet]


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
    ("text", "before", "labels"),
    [
        # an allergy said by what she carries for it, the food in the sentence or the one before
        ("I carry an EpiPen.", "important: peanuts.", ["allergic to peanuts (severe)"]),
        ("always have my epi pen on me because of shellfish", "", ["allergic to shellfish (severe)"]),
        ("I'm anaphylactic to sesame", "", ["allergic to sesame (severe)"]),
        ("went into anaphylaxis from prawns once", "", ["allergic to prawns (severe)"]),
        # a food ruled out flatly
        ("anything with peanut is a hard no", "", ["won't eat: peanut"]),
        ("sesame is a no-go for me", "", ["won't eat: sesame"]),
        ("pork and ham are off the table", "", ["won't eat: pork, ham"]),
        # not: no food named, someone else's pen, a hard no that is no food
        ("I carry an epipen for bee stings", "", []),
        ("my son carries an EpiPen for peanuts", "", []),
        ("no time to cook is a hard no", "", []),
        ("running at 5am is a hard no", "", []),
        ("the epipen training at work was boring", "I had a sandwich.", []),
    ],
)
def test_an_allergy_said_by_its_epipen_and_a_food_ruled_out_flatly(text, before, labels):
    assert sorted(cue.label for cue in cues.diets(text, before)) == sorted(labels)


@pytest.mark.parametrize(
    ("text", "labels"),
    [
        # a diet she has stopped is no current diet: said as stopped
        ("did keto for like 2 years, stopped in the spring, carbs are back baby", ["stopped keto"]),
        ("I was vegan for five years", ["stopped vegan"]),
        ("gave up on intermittent fasting", ["stopped intermittent fasting"]),
        ("quit keto last month", ["stopped keto"]),
        ("ok keto is over lol", ["stopped keto"]),
        ("used to be vegetarian", ["stopped vegetarian"]),
        # …and one she keeps, beside the same words
        ("I've been vegan for 5 years", ["vegan"]),
        ("I'm vegan, stopped eating meat in 2019", ["vegan"]),
        ("quit keto but now I'm vegetarian", ["stopped keto", "vegetarian"]),
        ("I'm vegetarian, I don't eat meat anymore", ["vegetarian", "don't eat meat"]),
        ("I'm on keto", ["keto"]),
        # a diet denied, then what she does eat and the one exception
        ("I eat fish and eggs, just no red meat", ["no red meat"]),
        ("I eat anything but no pork", ["no pork"]),
        ("the cafe had no dairy", []),
    ],
)
def test_a_diet_she_stopped_is_not_hers_now(text, labels):
    assert [c.label for c in cues.diets(text)] == labels


def test_what_she_eats_after_denying_a_diet_is_what_she_eats():
    found = cues.diets("I eat fish and eggs, just no red meat", "I'm not vegan!")
    assert [c.label for c in found] == ["no red meat", "ok: fish, eggs"]
    assert [c.label for c in cues.diets("I eat eggs for breakfast")] == []


@pytest.mark.parametrize(
    ("text", "labels"),
    [
        # a diet she only thinks of starting is not hers yet
        ("thinking about going vegan", ["considering vegan"]),
        ("might try keto next month", ["considering keto"]),
        ("my doctor wants me to try intermittent fasting", ["considering intermittent fasting"]),
        ("I'm vegan and might try keto", ["vegan", "considering keto"]),
        # a past diet turned to now
        ("I was on keto but now I eat everything", ["stopped keto"]),
        # begun or decided: hers
        ("starting keto today!! wish me luck", ["keto"]),
        ("I'm going vegan from Monday", ["vegan"]),
    ],
)
def test_a_diet_she_only_thinks_of_is_not_hers_yet(text, labels):
    assert [c.label for c in cues.diets(text)] == labels


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("I'm tracking macros", "tracking macros"),
        ("counting cals on myfitnesspal", "counting cals"),
        ("the app keeps tracking my steps", None),
    ],
)
def test_she_logs_what_she_eats(text, label):
    cue = cues.diet(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("label", "subject"),
    [
        ("allergic to eggs", "allergy: egg"),
        ("egg allergy", "allergy: egg"),
        ("stopped egg allergy", "allergy: egg"),
        ("ok: eggs", "allergy: egg"),
        ("stopped peanut allergy", "allergy: peanut"),
        ("not lactose intolerant", "lactose intolerant"),
        ("stopped keto", "keto"),
    ],
)
def test_a_diet_label_and_the_label_that_undoes_it_name_one_subject(label, subject):
    assert diet_subject(label) == subject
