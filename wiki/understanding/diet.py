"""Diet and restrictions a client states (docs/understanding.md "Cues"): vegetarian, allergies,
intolerances, fasting, "I don't eat pork", "dairy makes me bloated", "eating less sugar". Split out of
cues.py (which re-exports `diet` and `diets`); tests/wiki/understanding/test_cues.py is the table.
"""

import re

from wiki.understanding.common import Cue, clean, negated_at
from wiki.understanding.diet_words import FOODS
from wiki.understanding.endings import ended, not_yet
from wiki.understanding.fasts import allergy_cues, faith_cues, fast_cues, periodic_cues, reaction_cues
from wiki.understanding.meals import meal_cues
from wiki.understanding.negation import context
from wiki.understanding.quote import quote_client_text
from wiki.understanding.sentences import clause_around

_DIET_RE = re.compile(
    r"\b(?P<term>vegetarian|veggie|vegan|pescatarian|pescetarian|plant[- ]based|gluten[- ]free|coeliac|celiac|"  # noqa: E501
    r"lactose[- ]intolerant|lactose intolerance|dairy[- ]free|"
    r"allergic to [a-z]+(?:(?:,|,? and|,? or|,? &) (?!i\b|i'|my\b|so\b|but\b)[a-z]+){0,3}|"
    r"(?:nut|peanut|shellfish|egg|soy|gluten|dairy|fish) allergy|intermittent fasting|16[:/]8|"
    r"(?:eating|feeding) window|only eat (?:between|from) \d{1,2}|"
    r"(?:i'?m |i am |we'?re )?fasting|ramadan|keto|low[- ]carb|carnivore|paleo|halal|kosher|"
    r"meat[- ]free|(?:can'?t|don'?t|do not) (?:do|have|handle|tolerate|stomach) (?:gluten|dairy|lactose|wheat|milk|meat|pork|eggs|nuts)|"  # noqa: E501
    r"(?:don'?t|do not|never|can'?t|(?<=i )not|(?<=i )no|no more) eat (?:any )?(?:meat|pork|beef|fish|dairy|eggs|gluten|red meat|sugar)|"  # noqa: E501
    r"(?:don'?t|do not|never) eat (?:after|before) \d{1,2}(?::\d{2})?\s*(?:am|pm)?|"
    r"no (?:meat|pork|dairy|gluten|red meat|fish|eggs?|nuts|milk)"
    r"(?: for me| please| pls|(?=,)| at all| also| either| too| as well| though| tho)|"
    rf"(?<=\bso )no (?:{FOODS}) for me|"
    # a list item ("- no red meat") and a list of "no"s ("no raw fish, no unpasteurised soft cheese")
    r"(?:^|(?<=^[-*•] )|(?<=^[-*•]))"
    r"no (?:meat|pork|dairy|gluten|red meat|fish|eggs?|nuts|milk|sugar|alcohol|caffeine)(?=\W*$)|"
    rf"no (?:raw |soft |unpasteuri[sz]ed |undercooked |cured )*(?:{FOODS})(?=,?\s+(?:and |or )?no\b)|"
    rf"(?<=\bno more )(?:{FOODS}) for me|no (?:{FOODS}) for me from now on|"
    # "I eat fish and eggs, just no red meat": the one exception said last
    r"(?:(?<=just )|(?<=but )|(?<=only ))no (?:meat|pork|dairy|gluten|red meat|fish|eggs?|nuts)(?=\W*$)|"
    # Indian English: "I am pure veg", "I'm veg" (vegetarian); "non-veg" is no diet
    r"pure veg(?:etarian)?|(?<=i am )veg(?!\w|-)|(?<=i'm )veg(?!\w|-)|"
    r"avoid(?:ing)? (?:dairy|gluten|meat|pork|red meat|eggs|nuts)|"
    # "advised me to keep salt to a minimum and to avoid grapefruit altogether" (a tablet's rule)
    r"keep(?:ing)? (?:my |the )?(?:salt|sodium|sugar|fat|caffeine|alcohol) (?:to a minimum|low|down)|"
    rf"avoid(?:ing)? (?:{FOODS}) (?:altogether|completely|entirely|at all costs)|"
    r"(?:gluten|fructose|dairy|histamine) intoleran(?:t|ce)|intolerant to [a-z]+|"
    r"cut(?:ting)? (?:out |down on |back on )?(?:sugar|carbs|alcohol|booze|caffeine|dairy|gluten|meat)|"
    # "told me to cut right down on salt", "watching my salt", "limit the sodium": a doctor's rule or hers
    r"(?:cut(?:ting)? (?:right |way |right way )?(?:down|back) on |(?:reduc|limit|watch)(?:e|es|ed|ing)? "
    r"(?:my |the |your )?)(?:salt|sodium|sugar|saturated fat|fat|red meat|caffeine|coffee|alcohol)|"
    r"calorie deficit|cutting|bulking|on a (?:diet|cut|bulk)|"
    # a food given up for a while, a rule kept on weekdays, a named programme, a daily coffee count
    r"off (?:the )?(?:sugar|booze|alcohol|carbs|caffeine|coffee|bread|chocolate|sweets|crisps)"
    r"(?= (?:for|until|till|since|during|this|all)\b)|"
    r"no (?:alcohol|booze|drinking|sugar|sweets|takeaways?|caffeine|coffee|bread|chocolate) "
    r"(?:during the week|on weekdays|on week ?nights|mon(?:day)?-fri(?:day)?|except (?:on )?weekends|"
    r"until|till|for (?:a|the|\w+ (?:weeks|months))|in (?:january|lent|october))|"
    # "I can't do fried food at all", "can't handle greasy food"
    r"(?:can'?t|cannot|don'?t|do not) (?:do|have|handle|tolerate|stomach) "
    r"(?:fried|greasy|fatty|spicy|rich) food|"
    r"weight watchers|slimming world|noom|atkins|mediterranean diet|dash diet|"
    # "my weakness is something sweet in the evening", "I have a sweet tooth"
    r"sweet tooth|(?<=weakness is )(?:something )?(?:sweet|sweets|chocolate|crisps|biscuits|cake|ice cream)|"
    r"(?:\d|one|two|three|four|five)(?: or (?:\d|two|three|four|five|six))? (?:cups? of |cans? of )?"
    r"(?:coffees?|monsters?|red ?bulls?|energy drinks?|cokes?|diet cokes?|protein shakes?|shakes?) "
    r"(?:a|per) day|"
    # "Macros are 180P/250C/70F", "macros: 160p 200c 60f"
    r"macros?\s*(?:are|is|:|=)?\s*\d{2,3}\s*g?\s*p\b\W*\d{2,3}\s*g?\s*c\b(?:\W*\d{1,3}\s*g?\s*f\b)?|"
    # "Started eating chicken and fish again last month", "back to eating meat"
    rf"(?:started|back to|went back to|gone back to) eating (?:{FOODS})(?:,? (?:and|&) (?:{FOODS}))?"
    r"(?: again)?|"
    rf"(?<=i'm )eating (?:{FOODS})(?:,? (?:and|&) (?:{FOODS}))? again|"
    # a food she loves: "I love my porridge in the morning", "can't live without rice"
    rf"(?<=\bi )(?:love|adore) (?:my )?(?:{FOODS})|can'?t live without (?:my )?(?:{FOODS})|"
    # "I'm tracking macros", "counting cals on MyFitnessPal", "IIFYM": she logs what she eats
    r"(?:track(?:ing)?|count(?:ing)?|log(?:ging)?) (?:my )?(?:macros|calories|cals|kcals?|protein)|iifym|"
    # what she eats more of, a household rule, feeding a baby ("high protein brekkies", "eat more fibre",
    # "the house is nut-free now", "breastfeeding")
    r"high[- ](?:protein|fibre|fiber)|(?:eat(?:ing)?|get(?:ting)?|hav(?:e|ing)) more (?:protein|fibre|fiber)|"
    r"(?:nut|peanut|dairy|egg)[- ]free|breast ?feeding|breast-feeding|breastfed|exclusively pumping|"
    r"(?:eat(?:ing)?|hav(?:e|ing)|drink(?:ing)?) less (?:sugar|carbs|junk|meat|dairy|alcohol|booze|processed food)|"  # noqa: E501
    r"(?:dairy|gluten|lactose|wheat|milk|bread) (?:makes|gives) me (?:bloated|sick|ill|cramps|the runs|a stomach ?ache)|"  # noqa: E501
    r"(?:dairy|gluten|milk|wheat|bread) (?:doesn'?t|does not|don'?t) agree with me|"
    # "dairy wrecks my stomach", "gluten messes up my gut", "milk kills my tummy"
    r"(?:dairy|gluten|lactose|wheat|milk|bread) (?:wrecks|upsets|kills|destroys|ruins|wreaks havoc on|"
    r"messes (?:up|with)|does a number on|plays havoc with|hurts|bloats) (?:up )?"
    r"(?:my (?:stomach|gut|tummy|belly|insides|digestion)|me\b)|"
    r"(?:i )?(?:don'?t|do not) drink(?: alcohol)?|sober|teetotal|"
    # medical and religious diets: "low FODMAP for my IBS", "type 2 diabetic", "a Jain diet"
    r"(?:low[- ])?fodmap|ibs|type (?:1|2|one|two) diabet\w*|(?:pre-?)?diabet(?:ic|es)|insulin resistan\w*|"
    r"jain|sattvic|"
    rf"(?:dislike|hate|loathe|detest|can'?t (?:stand|abide|bear)|cannot (?:stand|abide|bear)|can'?t stomach|"
    rf"not a fan of|(?:don'?t|do not) like) (?:{FOODS})|"
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


def diets(sentence: str, before: str = "") -> list[Cue]:
    """Every diet cue of a sentence ("I'm pescatarian and don't eat dairy" → two). `before`: the message
    up to it — a terse "allergic" names the food said just before ("fish. allergic"), and foods said
    fine after a diet ("pescatarian. fish and eggs are fine") are what that diet allows."""
    if not clean(sentence):
        return []
    found: list[Cue] = []
    for match in _DIET_RE.finditer(sentence):
        term = match["term"].lower()
        stopped = ended(sentence, match.start(), match.end())  # "did keto for 2 years, stopped in the spring"
        denied = (
            not stopped
            and not term.startswith(("don", "do not", "never", "can"))
            and negated_at(sentence, match)
        )
        if denied and not _NO_LONGER_RE.search(sentence):
            continue  # "I'm not vegetarian" (a "don't eat" cue carries its own negation)
        if (
            term in ("cutting", "fasting")
            and not re.search(r"\bi'?m\b|\bi am\b|\bwe'?re\b|\bfor\b", sentence, re.I)
            and not stopped  # "stopped the fasting"
        ):
            continue
        label = re.sub(r"\s+", " ", term).strip()
        label = re.sub(
            r"^no egg\b|(?<=\w) (?:also|either|too|as well|though|tho|until|till|for)$",
            _no_eggs,
            label,
            flags=re.I,
        )
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
        elif label.startswith(("eating window", "feeding window", "only eat")):
            label = "eating window"
        elif label.startswith(("not eat", "no eat")):  # "I not eat pork", "I no eat pork"
            label = f"don't {label.split(' ', 1)[1]}"
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
        if context(sentence, match.start(), match.end()) == "other" and not _WE_RE.search(
            sentence[: match.start()]
        ):
            continue  # "gf is vegan so …": her diet, not this one ("my wife and I are vegetarian" is)
        said = clause_around(sentence, match.start(), match.end())
        if denied:  # "I'm NOT lactose intolerant, the test came back": what she said before no longer holds
            label, said = f"not {label}", sentence
        elif stopped:
            label, said = f"stopped {label}", sentence  # hers once, not now: said with what ended it
        elif not_yet(sentence, match.start()):  # "thinking about going vegan": not hers yet
            label, said = f"considering {label}", sentence
        if label not in [cue.label for cue in found]:
            found.append(Cue("diet", label, quote_client_text(said), label))
    if not any(cue.label.startswith("pescatarian (") for cue in found):  # its fish is said already
        found += _listed(sentence, before)
    found += _loose(sentence, found)
    # "I'm veg on tuesdays": a diet kept on some days is not her diet every day
    kept_on = {m[1] for c in found if (m := re.match(r"^(vegetarian|vegan) on ", c.label))}
    return [c for c in found if c.label not in kept_on]


# A denial that changes what was said before: "not vegetarian anymore", "NOT lactose intolerant after all"
_NO_LONGER_RE = re.compile(
    r"\b(?:any ?more|no longer|after all|turns out|turned out|test(?:s)? (?:came|come) back|ruled out|"
    r"tested negative|not any more)\b",
    re.I,
)


def _loose(sentence: str, found: list[Cue]) -> list[Cue]:
    """Fasts, observances and allergies the lexicon frame reads (fasts.py) that the table above did not."""
    said = " ".join(cue.label.lower() for cue in found)
    extra = [
        cue
        for cue in fast_cues(sentence)
        if not re.search(r"\b" + re.escape(cue.label.split(" ")[0].lower().rstrip(":")), said)
    ]
    extra += [
        cue
        for cue in allergy_cues(sentence)
        if not re.search(r"\b" + re.escape(cue.label.split(" ")[-1].rstrip("s")), said)
    ]
    extra += reaction_cues(sentence, [*found, *extra])  # "shrimp gives me hives"
    extra += [cue for cue in periodic_cues(sentence) if cue.label not in said]  # "doing Dry January"
    extra += faith_cues(sentence)  # "I'm Hindu so no beef"
    said += " " + " ".join(cue.label.lower() for cue in extra)
    extra += [cue for cue in meal_cues(sentence) if cue.label.lower() not in said]  # "dairy and me don't mix"
    return extra


_FOOD_LIST = rf"(?:{FOODS})(?:(?:,|,? and|,? or|,? &|,? nor) (?:{FOODS}))*"
# "things i will not eat: mushrooms, cottage cheese (a crime), anything with coriander"
_WONT_EAT_RE = re.compile(
    r"\b(?:(?:will not|won'?t|refuse to|never)\s*(?:eat|touch)|"
    r"(?:don'?t|do not|can'?t|cannot) (?=eat\s*[:\-–—])eat)\b"
    r"(?:\s*[:\-–—]\s*|\s+(?:any\s+)?(?=" + _FOOD_LIST + r"\b))(?P<list>[^.!?]{3,160})",
    re.I,
)
# "fish. allergic", "fish - allergic", "peanuts (allergic)", "allergic: shellfish"
_TERSE_ALLERGY_RE = re.compile(
    r"^\W*(?:i'?m |im )?(?:an? )?(?P<how>allergic|allergy|allergies|intolerant|intolerance)\W*$", re.I
)
_FOOD_THEN_ALLERGY_RE = re.compile(
    rf"^\W*(?P<foods>{_FOOD_LIST})\s*(?:[,:(\-–—]\s*)(?:i'?m |im )?(?:an? )?"
    r"(?P<how>allergic|allergy|allergies|intolerant|intolerance)\W*$|"
    rf"^\W*(?P<how2>allergic|allergy|allergies|intolerant|intolerance)\s*[:\-–—]\s*(?P<foods2>{_FOOD_LIST})\W*$",
    re.I,
)
_FOODS_ONLY_RE = re.compile(rf"^\W*(?P<foods>{_FOOD_LIST})\W*$", re.I)
# "fish and eggs are fine", "but dairy is ok": what her diet allows, said as a clause of its own
_ALLOWED_RE = re.compile(
    rf"(?:^|[,;:]\s*|\b(?:but|and|though|although) )(?:\W*)(?P<foods>{_FOOD_LIST}) (?:are|is) "
    r"(?:(?:totally |perfectly |still |also )?(?:fine|ok|okay|allowed|good))\b|"
    rf"\b(?:but|though|although|except) i (?:do |still |also )?eat (?P<eats>{_FOOD_LIST})\b|"
    # "I'm not vegan! I eat fish and eggs": what she does eat, said right after a diet is named or denied
    rf"^\W*i (?:do |still |also |happily )?eat (?P<eats2>{_FOOD_LIST})\b",
    re.I,
)
# A food fine again, said as a change on its own: "eggs are fine now", "dairy's ok again after all"
_FINE_NOW_RE = re.compile(
    rf"\b(?P<foods>{_FOOD_LIST})(?: (?:are|is)|'s|'re) (?:totally |perfectly |completely )?(?:fine|ok|okay|"
    r"allowed|no problem|back on the menu)(?: for me)? (?:now|again|these days|after all)\b",
    re.I,
)
_DIET_SAID_RE = re.compile(
    r"\b(?:vegetarian|veggie|vegan|pescatarian|pescetarian|plant[- ]based|halal|kosher|keto|allergic|allergy|"
    r"intoleran\w*|coeliac|celiac|(?:don'?t|do not|never) eat|no (?:red )?(?:meat|dairy|gluten|pork))\b",
    re.I,
)


def _foods(text: str) -> list[str]:
    out: list[str] = []
    for food in re.findall(rf"\b(?:{FOODS})\b", text, re.I):
        if food.lower() not in out:
            out.append(food.lower())
    return out


# An allergy said by what she carries for it: "peanuts. I carry an EpiPen", "anaphylactic to shellfish"
_SEVERE_ALLERGY_RE = re.compile(
    r"\b(?:epi[- ]?pens?|anaphyla\w*|adrenaline (?:pen|shot)s?|auto-?injectors?|anapens?)\b", re.I
)
# "anything with peanut is a hard no", "sesame is a no-go", "shellfish are off the table"
_HARD_NO_RE = re.compile(
    rf"\b(?:anything with |any )?(?P<foods>{_FOOD_LIST}) (?:is|are|=) (?:a )?(?:hard|firm|strict|big) no\b|"
    rf"\b(?:anything with |any )?(?P<foods2>{_FOOD_LIST})(?: is| are|'s) "
    r"(?:a no-?go|off the table|off limits|out of the question|a no for me|a no from me|a no\b(?=,|\W*$))",
    re.I,
)


def _severe_allergy(sentence: str, before: str) -> list[Cue]:
    if not _SEVERE_ALLERGY_RE.search(sentence):
        return []
    last = re.split(r"(?<=[.!?;])\s+|\n+", before.strip())[-1] if before.strip() else ""
    foods = _foods(sentence) or _foods(last)  # "peanuts. I carry an EpiPen": the food said just before
    said = _SEVERE_ALLERGY_RE.search(sentence)
    if not foods or said is None or re.search(r"\ballerg", sentence, re.I):  # "peanut allergy" is read
        return []
    if negated_at(sentence, said) or context(sentence, said.start(), said.end()) == "other":
        return []  # "my son carries an EpiPen for peanuts"
    label = "allergic to " + " and ".join(foods) + " (severe)"
    quote = sentence if _foods(sentence) else f"{last} {sentence}"
    return [Cue("diet", label, quote_client_text(quote), label)]


def _listed(sentence: str, before: str) -> list[Cue]:
    """Diets said as a list or tersely: "things I will not eat: …", "fish. allergic", "eggs are fine"."""
    if severe := _severe_allergy(sentence, before):
        return severe
    hard_no = _HARD_NO_RE.search(sentence)
    if hard_no and (foods := _foods(hard_no["foods"] or hard_no["foods2"])):
        label = "won't eat: " + ", ".join(foods)
        return [Cue("diet", label, quote_client_text(clause_around(sentence, *hard_no.span())), label)]
    wont = _WONT_EAT_RE.search(sentence)
    if wont and (foods := _foods(wont["list"])):
        label = "won't eat: " + ", ".join(foods)
        return [Cue("diet", label, quote_client_text(sentence), label)]
    terse = _TERSE_ALLERGY_RE.match(sentence)
    last = re.split(r"(?<=[.!?;])\s+|\n+", before.strip())[-1] if before.strip() else ""
    said = _FOOD_THEN_ALLERGY_RE.match(sentence)
    foods_said = _FOODS_ONLY_RE.match(last) if terse else None
    if said or foods_said:
        foods = _foods((said["foods"] or said["foods2"]) if said else last)
        how = ((said["how"] or said["how2"]) if said else terse["how"]).lower()  # type: ignore[index]
        label = ("intolerant to " if how.startswith("intoler") else "allergic to ") + " and ".join(foods)
        quote = sentence if said else f"{last} {sentence}"
        return [Cue("diet", label, quote_client_text(quote), label)]
    allowed = _ALLOWED_RE.search(sentence)
    if not (allowed and _DIET_SAID_RE.search(f"{before} {sentence[: allowed.start()]}")):
        allowed = _FINE_NOW_RE.search(sentence)
    if allowed and not negated_at(sentence, allowed):
        label = "ok: " + ", ".join(_foods(allowed["foods"] or allowed["eats"] or allowed["eats2"]))
        return [
            Cue(
                "diet",
                label,
                quote_client_text(clause_around(sentence, allowed.start(), allowed.end())),
                label,
            )
        ]
    return []


def _no_eggs(match: re.Match) -> str:
    return "no eggs" if match[0].lower() == "no egg" else ""  # "no egg also" → "no eggs"


_WE_RE = re.compile(r"\b(?:and i|and me|we|we'?re|us|both of us)\b", re.I)
_LABELS = {
    "veggie": "vegetarian",
    "celiac": "coeliac",
    "pescetarian": "pescatarian",
    "veg": "vegetarian",
    "pure veg": "vegetarian",
    "pure vegetarian": "vegetarian",
}
_DISLIKE_RE = re.compile(
    r"dislike|hate|loathe|detest|abide|bear|stand|stomach|not a fan|like|yuck|gross|no thanks|gag|heave|"
    r"retch|feel sick",
    re.I,
)
_FISH_OK_RE = re.compile(
    r"\b(?:fish|seafood)\b[^.!?]{0,30}\b(?:fine|ok|okay|good|allowed)\b|\b(?:but|except|apart from|other than)"  # noqa: E501
    r" (?:i )?(?:do )?(?:eat )?(?:fish|seafood)\b",
    re.I,
)
_CANT_RE = re.compile(r"^(?:can'?t|don'?t|do not) (?:do|have|handle|tolerate|stomach) (\w+)", re.I)
_UPSET_RE = re.compile(
    r"^(dairy|gluten|lactose|wheat|milk|bread) (?:makes|gives|doesn|does not|don|wrecks|upsets|"
    r"kills|destroys|ruins|wreaks|messes|does a|plays|hurts|bloats)",
    re.I,
)


# What a diet label is about, with how it is said and whether it still holds set aside: "allergic to
# eggs", "egg allergy" and "stopped egg allergy" are one subject; the word before it says which.
_ENDING_PREFIX_RE = re.compile(r"^(?:stopped|not|ok:|considering)\s+", re.I)
_ALLERGIC_TO_RE = re.compile(r"^(?:allergic to|allergy to) (?:\w+ )?(?P<food>[a-z]+?)(?:e?s)?$", re.I)
_FOOD_ALLERGY_RE = re.compile(r"^(?P<food>[a-z]+?)(?:e?s)? allergy$", re.I)


def diet_subject(label: str) -> str:
    """The diet a label names, for telling when a later "stopped …", "not …" or "ok: …" undoes it."""
    bare = _ENDING_PREFIX_RE.sub("", label.strip().lower())
    if label.lower().startswith("ok:") and " " not in bare:  # "ok: eggs" — eggs are fine to eat
        bare = f"allergic to {bare}"
    allergy = _ALLERGIC_TO_RE.match(bare) or _FOOD_ALLERGY_RE.match(bare)
    if allergy:
        return f"allergy: {allergy['food']}"
    return bare


def undoes(label: str) -> bool:
    """Does the label say a diet no longer holds ("stopped keto", "not lactose intolerant", "ok: eggs")?"""
    return bool(re.match(r"^(?:stopped|not|ok:)\s", label, re.I))
