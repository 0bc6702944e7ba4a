"""Idioms built on a body word that name no body part (docs/understanding.md "Pain and harmless
mentions"): "a knee-jerk reaction", "cold feet about the race", "costs an arm and a leg", "elbow
grease", "my heart sank", "my boss gave me a headache". A body word inside one of these is no area, so
the pain words around it ("… but my shoulder pinches") go to the body part she does name.

One row per idiom: what it means is no matter, only that its body word is not her body. A literal use
of the same words stays a body part ("my knee jerks when I kneel", "my feet are cold and numb",
"I broke my leg"), so each row is narrow.
"""

import functools
import re

# A person or a chore as the subject of "gave me a headache": annoyance, not a head (the heat or the
# wine giving her one is literal and stays a report).
_ANNOYERS = (
    r"boss|manager|kids?|children|colleagues?|coworkers?|clients?|customers?|landlord|in-laws|"
    r"mother-in-law|brother|sister|teenagers?|toddler|job|work|paperwork|taxes|admin|emails|spreadsheets?|"
    r"meetings?|commute|traffic|the move|the builders|neighbou?rs?"
)
IDIOMS: tuple[str, ...] = (
    # "a knee-jerk reaction" ("my knee jerks when I kneel" is her knee)
    r"knee-jerk|knee ?jerk(?= (?:reaction|response|decision|instinct|answer|move|thing))",
    r"knee[- ]deep\b",
    r"bring \w+ to (?:its|their|her|his|my) knees",
    r"bee'?s knees",
    r"knees[- ]up",
    r"(?:get|gets|got|getting|gotten|having|had) cold feet|cold feet (?:about|over|on|before)",
    r"itchy feet|find(?:ing)? my feet|back on my feet|(?:put|putting|with) my feet up",
    r"foot(?:ing)? the bill|put(?:ting)? my foot (?:down|in it)|foot in the door",
    r"(?:on|off on) the (?:right|wrong) foot|on the back foot|best foot forward|"
    r"shot myself in the foot|shoot(?:ing)? myself in the foot|put a foot wrong|"
    r"foot (?:off|on) the (?:gas|pedal)",
    r"joined at the hip",
    r"(?:cost|costs|costing|charge|charged|paid|pay) (?:me )?an arm and a leg|an arm and a leg",
    r"twist(?:ed)? my arm|up in arms|at arm'?s length|shot in the arm|chanc(?:e|ing) my arm",
    r"(?<!\bi )(?<!'ll )(?<!will )(?<!might )(?<!could )(?<!nearly )(?<!almost )break a leg",
    r"pull(?:ing)? (?:my|your|her|his) leg|a leg up|(?:on )?(?:my|its|their) last legs|sea legs|leg it\b",
    r"elbow grease|elbow room",
    r"(?:my |her )?heart (?:sank|sinks|sinking|dropped|was in my mouth|is set on|'s set on|goes out|"
    r"isn'?t in it|was not in it|wasn'?t in it)|heart of gold|heart[- ]to[- ]heart|by heart|take heart",
    r"head start|heads[- ]up|head over heels|off the top of my head|head above water|"
    r"(?:lost|lose|losing) my head|head in the game|over my head|bur(?:y|ied|ying) my head|keep my head down",
    rf"(?:{_ANNOYERS}) (?:gave|gives|give|is giving|are giving|has given|have given|been giving) me "
    r"(?:a |such a |a right |a real |a massive |a huge )?headache",
    r"(?:is|was|are|'s|what) (?:a |such a |an )?"
    r"(?:real |total |whole |absolute |massive |huge |right |bit of a |admin )headache",
    r"neck of the woods|neck and neck|stick(?:ing)? my neck out|stuck my neck out|up to my neck|"
    r"breathing down my neck",
    r"behind my back|back of my mind|turn(?:ed|ing)? my back on|got (?:your|my|her|his) back|"
    r"pat(?:ted)? (?:myself |me )?on the back|get off my back|stab(?:bed)? (?:me )?in the back|"
    r"put(?:ting)? my back into it|(?:my )?back (?:is )?(?:against|to) the wall",
    r"cold shoulder|shoulder to cry on|chip on (?:my|his|her|their) shoulder|look(?:ing)? over my shoulder|"
    r"shoulder(?:ing)? the (?:cost|burden|blame|load)|head and shoulders above",
    r"thumbs[- ]up|rule of thumb|green thumb|under (?:his|her|their|my) thumb|all thumbs",
    r"fingers crossed|put my finger on|lift a finger|green fingers",
    r"toe the line|on my toes|step(?:ping)? on (?:your|his|her|their|anyone'?s) toes|dip(?:ping)? my toes?",
    r"slap on the wrist",
    r"get (?:it|this|that|something|things) off my chest",
    r"ankle[- ]biters",
)
_IDIOM_RE = re.compile(rf"\b(?:{'|'.join(IDIOMS)})", re.I)


@functools.lru_cache(maxsize=4096)
def idiom_spans(text: str) -> tuple[tuple[int, int], ...]:
    """Where the idioms of `text` are: a body word inside one is not her body."""
    return tuple(match.span() for match in _IDIOM_RE.finditer(text))


def in_idiom(text: str, start: int, end: int) -> bool:
    """Is text[start:end] (a body word) part of an idiom ("knee-jerk", "cold feet about …")?"""
    return any(lo <= start and end <= hi for lo, hi in idiom_spans(text))
