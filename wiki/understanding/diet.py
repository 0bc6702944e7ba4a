"""Diet and restrictions a client states (docs/understanding.md "Cues"): vegetarian, allergies,
intolerances, fasting, "I don't eat pork", "dairy makes me bloated", "eating less sugar". Split out of
cues.py (which re-exports `diet` and `diets`); tests/wiki/understanding/test_cues.py is the table.
"""

import re

from wiki.understanding.common import Cue, clean, negated_at
from wiki.understanding.negation import context
from wiki.understanding.quote import quote_client_text
from wiki.understanding.sentences import clause_around

# Foods people avoid or dislike, named in a list or a dislike ("no onion or garlic", "mushrooms, can't
# stand them"): a table, so "no time" or "hate mornings" is never a diet.
FOODS = (
    r"cottage cheese|"
    r"mushrooms?|olives?|onions?|garlic|tomato(?:es)?|fish|seafood|shellfish|eggs?|coriander|cilantro|avocados?|"
    r"broccoli|spinach|kale|beans|lentils|chickpeas|tofu|peppers?|aubergines?|eggplants?|courgettes?|zucchini|"
    r"cheese|milk|yog(?:h)?urt|bananas?|oats|porridge|rice|pasta|bread|wheat|chicken|beef|pork|lamb|liver|"
    r"meat|red meat|dairy|gluten|nuts|peanuts|peanut butter|spicy food|sweet potato(?:es)?|potato(?:es)?|"
    r"cauliflower|brussels sprouts|sprouts|celery|cucumber|beetroot|protein shakes|whey|sugar|alcohol|caffeine|"  # noqa: E501
    r"coffee|soy|root vegetables|root veg"
)
_DIET_RE = re.compile(
    r"\b(?P<term>vegetarian|veggie|vegan|pescatarian|pescetarian|plant[- ]based|gluten[- ]free|coeliac|celiac|"  # noqa: E501
    r"lactose[- ]intolerant|lactose intolerance|dairy[- ]free|"
    r"allergic to [a-z]+(?:(?:,|,? and|,? or|,? &) (?!i\b|i'|my\b|so\b|but\b)[a-z]+){0,3}|"
    r"(?:nut|peanut|shellfish|egg|soy|gluten|dairy|fish) allergy|intermittent fasting|16[:/]8|"
    r"(?:i'?m |i am |we'?re )?fasting|ramadan|keto|low[- ]carb|carnivore|paleo|halal|kosher|"
    r"meat[- ]free|(?:can'?t|don'?t|do not) (?:do|have|handle|tolerate|stomach) (?:gluten|dairy|lactose|wheat|milk|meat|pork|eggs|nuts)|"  # noqa: E501
    r"(?:don'?t|do not|never|can'?t|(?<=i )not|no more) eat (?:any )?(?:meat|pork|beef|fish|dairy|eggs|gluten|red meat|sugar)|"  # noqa: E501
    r"(?:don'?t|do not|never) eat (?:after|before) \d{1,2}(?::\d{2})?\s*(?:am|pm)?|"
    r"no (?:meat|pork|dairy|gluten|red meat|fish|eggs|nuts)(?: for me| please| pls|,| at all)|"
    r"avoid(?:ing)? (?:dairy|gluten|meat|pork|red meat|eggs|nuts)|"
    r"(?:gluten|fructose|dairy|histamine) intoleran(?:t|ce)|intolerant to [a-z]+|"
    r"cut(?:ting)? (?:out |down on |back on )?(?:sugar|carbs|alcohol|booze|caffeine|dairy|gluten|meat)|"
    r"calorie deficit|cutting|bulking|on a (?:diet|cut|bulk)|"
    r"(?:eat(?:ing)?|hav(?:e|ing)|drink(?:ing)?) less (?:sugar|carbs|junk|meat|dairy|alcohol|booze|processed food)|"  # noqa: E501
    r"(?:dairy|gluten|lactose|wheat|milk|bread) (?:makes|gives) me (?:bloated|sick|ill|cramps|the runs|a stomach ?ache)|"  # noqa: E501
    r"(?:dairy|gluten|milk|wheat|bread) (?:doesn'?t|does not|don'?t) agree with me|"
    r"(?:i )?(?:don'?t|do not) drink(?: alcohol)?|sober|teetotal|"
    # medical and religious diets: "low FODMAP for my IBS", "type 2 diabetic", "a Jain diet"
    r"(?:low[- ])?fodmap|ibs|type (?:1|2|one|two) diabet\w*|(?:pre-?)?diabet(?:ic|es)|insulin resistan\w*|"
    r"jain|sattvic|"
    rf"(?:dislike|hate|can'?t stand|cannot stand|can'?t stomach|not a fan of|(?:don'?t|do not) like) (?:{FOODS})|"  # noqa: E501
    rf"(?:{FOODS}),? (?:i )?(?:dislike|hate|can'?t stand(?: them| it)?|cannot stand|can'?t stomach|not a fan|"
    r"(?:don'?t|do not) like(?: them| it)?|yuck|gross|no thanks|"
    r"(?:makes?|made) me (?:gag|heave|retch|feel sick))|"
    rf"no (?:{FOODS})(?:(?:,|,? or|,? and|,? nor) (?:{FOODS}))+)\b",
    re.I,
)


def diet(sentence: str) -> Cue | None:
    """Diet and restrictions: vegetarian, allergies, fasting, "I don't eat pork"."""
    found = diets(sentence)
    return found[0] if found else None


def diets(sentence: str) -> list[Cue]:
    """Every diet cue of a sentence ("I'm pescatarian and don't eat dairy" → two)."""
    if not clean(sentence):
        return []
    found: list[Cue] = []
    for match in _DIET_RE.finditer(sentence):
        term = match["term"].lower()
        if not term.startswith(("don", "do not", "never", "can")) and negated_at(sentence, match):
            continue  # "I'm not vegetarian" (a "don't eat" cue carries its own negation)
        if term in ("cutting", "fasting") and not re.search(
            r"\bi'?m\b|\bi am\b|\bwe'?re\b|\bfor\b", sentence, re.I
        ):
            continue
        label = re.sub(r"\s+", " ", term).strip()
        upset = _UPSET_RE.match(label) or _CANT_RE.match(label)  # "dairy makes me bloated", "can't do gluten"
        label = f"no {upset[1]}" if upset else label
        label = _LABELS.get(label, label)
        if _DISLIKE_RE.search(label):  # "mushrooms, can't stand them" → "dislikes mushrooms"
            food = re.search(rf"\b(?:{FOODS})\b", label, re.I)
            label = f"dislikes {food[0]}" if food else label
        elif label.startswith(("type", "diabet", "pre", "insulin")):
            label = "diabetic (watch carbs)"
        elif label in ("fodmap", "low fodmap", "low-fodmap", "ibs"):
            label = "IBS" if label == "ibs" else "low FODMAP"
        elif label.startswith("not eat"):  # "I not eat pork"
            label = f"don't {label[4:]}"
        elif label == "jain":
            label = "Jain (no onion, garlic or root vegetables)"
        elif re.match(r"^(?:don'?t|do not|never|not) eat (?:any )?meat$", label) and _FISH_OK_RE.search(
            sentence
        ):
            label = "pescatarian (no meat, fish ok)"  # "I don't eat meat but fish and eggs are fine"
        if label.startswith(("diabetic", "IBS", "low FODMAP")) and context(
            sentence, match.start(), match.end()
        ) in ("other", "hypothetical"):
            continue  # "my dad is diabetic": a condition of someone else's
        said = clause_around(sentence, match.start(), match.end())
        if label not in [cue.label for cue in found]:
            found.append(Cue("diet", label, quote_client_text(said), label))
    return found


_LABELS = {"veggie": "vegetarian", "celiac": "coeliac", "pescetarian": "pescatarian"}
_DISLIKE_RE = re.compile(
    r"dislike|hate|stand|stomach|not a fan|like|yuck|gross|no thanks|gag|heave|retch|feel sick", re.I
)
_FISH_OK_RE = re.compile(
    r"\b(?:fish|seafood)\b[^.!?]{0,30}\b(?:fine|ok|okay|good|allowed)\b|\b(?:but|except|apart from|other than)"  # noqa: E501
    r" (?:i )?(?:do )?(?:eat )?(?:fish|seafood)\b",
    re.I,
)
_CANT_RE = re.compile(r"^(?:can'?t|don'?t|do not) (?:do|have|handle|tolerate|stomach) (\w+)", re.I)
_UPSET_RE = re.compile(r"^(dairy|gluten|lactose|wheat|milk|bread) (?:makes|gives|doesn|does not|don)", re.I)
