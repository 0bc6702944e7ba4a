"""Question words → the pages they are about, for free_chat page choice (docs/context.md "Page choice").

A bot asks in its user's words — "anything I should know about her joints?", "what can't he eat",
"when is she free", "what is he training for", "how does she like replies", "what kit does he have?" —
while the pages are named and summarised in the distiller's: `constraints-injuries`,
`nutrition-patterns`, "Schedule: …", "Goals", "Format", "Equipment: …". The word score shares no word
with such a question and the embedding ranking is only as good as a static model's sense of "joints" ≈
"injuries". This small table says which page answers which kind of question; a page it names gets
`TOPIC_WEIGHT` added to its word score (coda_console.context.pages.ranked_pages), so it is relevant and
ranked as if a summary word had matched. It only adds pages: a question in the pages' own words still
ranks by them.

Each row is a rule about the question's language, not a client's: body and medical words ask about
constraints, eating and food words about nutrition, free/available/what days about the schedule (on
profile.md) as do a clock time and a weekday ("is 6am ok?"), training for/aiming at about goals,
replies/messages/tone about message preferences, kit/gear/equipment and where she trains about the
equipment (profile.md), sleep/tired about recovery, job/work/family about the life context
(profile.md). "sugar-free", "free weights", "been training for three years", "work around" and
"working towards" are read as what they are.
"""

import re

CONSTRAINTS = "wiki/constraints-injuries.md"
NUTRITION = "wiki/nutrition-patterns.md"
PROFILE = "wiki/profile.md"
GOALS = "wiki/goals.md"
PREFERENCES = "wiki/preferences.md"
RECOVERY = "wiki/recovery-patterns.md"

TOPIC_WEIGHT = 3  # as much as one word of a page's index summary (pages.score)

_TOPICS: tuple[tuple[str, tuple[str, ...]], ...] = (
    # the body: what to train around
    (
        r"joints?|injur\w*|hurt\w*|pain\w*|sore\w*|ach(?:e|es|ing|y)|niggl\w*|twinges?|tweak\w*|strain\w*|"
        r"sprain\w*|limitations?|restrictions?|work(?:ing)? around|be careful|careful with|physio\w*|"
        r"red flags?|off limits",
        (CONSTRAINTS,),
    ),
    # health: constraints, and the life context on the profile ("health: asthma")
    (r"medical|medication|meds|health\w*|conditions?|illness\w*|doctor|diagnos\w*", (CONSTRAINTS, PROFILE)),
    # food
    (
        r"eat\w*|ate|food\w*|diet\w*|allerg\w*|intoleran\w*|meals?|snacks?|protein|calories|macros|"
        r"nutrition\w*|veg(?:an|etarian|gie)|dairy|gluten|breakfast|lunch(?! ?times?)|dinner|cook\w*|hungry|"
        r"recipes?|shakes?|drinks?|milk",
        (NUTRITION,),
    ),
    # when: the schedule on the profile ("sugar-free", "free weights" are no free time)
    (
        r"(?<![-\w])free\b(?!\s+weights?)|available|availability|schedul\w*|busy|slots?|"
        r"what (?:time|days?)|which days?|when (?:can|does|do|is|are|should)|timings?|shifts?|rotas?|"
        r"how long|minutes|session length|around on|weekends?|mornings?|evenings?|lunch ?times?|"
        # a clock time or a weekday asks whether she can train then ("is 6am ok?", "book her on Thursday")
        r"\d{1,2}(?::\d{2})? ?(?:am|pm)|(?<!in )\d{1,2}:\d{2}|o'?clock|what hours|"
        r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?",
        (PROFILE,),
    ),
    # what for: goals ("been training for three years" is a duration, not a goal)
    (
        r"goals?|aim\w*|targets?|(?<!been )train(?:ing)? (?:for|towards?)|"
        r"working (?:for|towards?)|prepp?(?:ing|aring) for|getting ready for|races?|racing|"
        r"competitions?|comps?|meets?\b(?! up)|deadlines?|big date|out of (?:this|it|training)|"
        r"hop(?:e|es|ing) to|motivat\w*|achieve",
        (GOALS,),
    ),
    # how to talk to her: message preferences
    (
        r"repl(?:y|ies|ying)|messag\w*|texts?|texting|tone|style|format\w*|emojis?|wording|notifications?|"
        r"voice notes?|buttons|(?:talk|speak|write) to|address (?:her|him|them)|"
        r"how (?:much|long) (?:to|should i) write",
        (PREFERENCES,),
    ),
    # kit: the equipment on the profile
    (
        r"kit|gear|equipment|equip\w*|weights|dumbbells?|barbells?|kettlebells?|(?:resistance )?bands|"
        r"racks?|machines?|home gym|gym|set ?up|"
        # where she trains is on the profile with her kit ("where does he work out?", "at home?")
        r"where (?:does|do|can|should|will|would) \w+(?: \w+)? (?:train|work ?out|exercise|lift|swim|go)|"
        r"at home|home workouts?|outdoors?|venue|location",
        (PROFILE,),
    ),
    # recovery
    (r"sleep\w*|slept|tired|fatigue\w*|recover\w*|readiness|energy|stress\w*|rest days?", (RECOVERY,)),
    # life: job, family, where she is
    (
        r"life|job|jobs|occupation|work(?:s)? as|for a living|do for work|(?:her|his|their) work|careers?|"
        r"professions?|employ\w*|famil\w*|kids|children|baby|pregnan\w*|"
        r"moving|travel\w*|going on|how old|age",
        (PROFILE,),
    ),
)
_COMPILED = tuple((re.compile(rf"\b(?:{words})\b", re.IGNORECASE), paths) for words, paths in _TOPICS)


def topic_pages(query: str) -> dict[str, int]:
    """The pages the question's words ask about → how many of its topics name each."""
    found: dict[str, int] = {}
    for pattern, paths in _COMPILED:
        if pattern.search(query):
            for path in paths:
                found[path] = found.get(path, 0) + 1
    return found


def topic_score(path: str, topics: dict[str, int]) -> int:
    return TOPIC_WEIGHT * topics.get(path, 0)
