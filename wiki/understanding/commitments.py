"""What bounds her day, read by schedule.py (split from it by size; docs/understanding.md "Cues"): a clock
time said in words ("half eight", "quarter to nine"), a day ruled out by any word of unavailability with
or without a verb ("Fridays impossible", "mondays a no-go", "Sunday not happening"), a fixed commitment
at a time ("drop-off is at quarter to nine", "my shift starts at 7", "kids' bedtime is 7:30") and the
bound it puts on her ("nothing before that", "not before 10"). Its table is
tests/wiki/understanding/test_schedule.py.
"""

import re

_HOURS = r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2}"
# a clock time said in words: "half eight" (8:30 in British English), "quarter to nine", "ten past six"
SPOKEN_TIME = (
    rf"(?:half|quarter|twenty|ten|five|twenty-five) (?:past |to |after )?(?:{_HOURS})(?! ?(?:kg|km|k|mins?|minutes|hours?|reps|sets|%))|"  # noqa: E501
    rf"(?:{_HOURS}) o'?clock"
)
_CLOCK = rf"(?:\d{{1,2}}(?:[:.]\d{{2}})?(?:\s*[ap]\.?m\.?)?|{SPOKEN_TIME}|noon|midday)"
# what makes a slot impossible, said without a verb ("Fridays impossible") or with one
_UNAVAILABLE = (
    r"impossible|hopeless|a no[- ]?go|no[- ]go|not possible|not happening|no chance|no way|a write-?off|"
    r"write-?off|unavailable|off limits|off the table|out of the question|not an option|never work|"
    r"(?:don'?t|doesn'?t|won'?t|do not|does not) work|a nightmare|a bust|a non-?starter"
)
_SLOTS = (
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)|"
    r"week ?ends?|weekdays?|mornings?|evenings?|afternoons?|nights?|lunch ?times?"
)
_COMMITMENTS = (
    r"school run|nursery run|school drop[- ]?off|drop[- ]?off|pick[- ]?up|school pick[- ]?up|commute|"
    r"(?<!'s )(?<!his )(?<!her )(?<!their )(?:my )?(?:shift|work|commute)|clock(?:ing)? in|"
    r"(?:kids'?|the kids'?|baby'?s?|her|his|their) bedtime|"
    r"bedtime|(?:my )?first meeting|stand-?up|school (?:starts|finishes)"
)
BOUNDS_RE = re.compile(
    # "Fridays impossible, I have my mother over", "mondays a no-go for me", "Friday's a write-off"
    rf"\b(?:{_SLOTS})(?:'s)?\s*[:=–-]?\s*(?:(?:are|is|r|totally|completely|always|just|basically|"
    rf"usually|generally|also|pretty much|a) )*(?:{_UNAVAILABLE})\b"
    r"(?=\s*(?:$|[,.;:!?)\-–—]|for\b|with\b|till\b|until\b|because\b|cos\b|as\b|since\b|now\b|these\b|"
    r"this\b|next\b|at the\b|i\b|we\b))|"
    # "drop-off is at quarter to nine", "my shift starts at 7", "kids' bedtime is 7:30", "clock in at 6am"
    rf"\b(?:{_COMMITMENTS})(?:'s|\s+(?:is|are|starts?|begins?|finishes|ends|kicks off))?\s+"
    rf"(?:at|by|around|till|until|from|is)?\s*(?={_CLOCK}\b)|"
    # the edges of her working day: "I start at 3 in the morning", "I finish at 6", "knock off about 5"
    r"\b(?:i (?:usually |normally |always |often )?(?:start|finish|get off|leave (?:work|the office)|"
    r"get home)|"
    r"(?:i )?(?:usually |normally |always |often )?(?:knock off|clock (?:in|on|off|out)))(?: work)? "
    r"(?:at|around|by|about) (?=\d|half|quarter|noon)|"
    # her hours as a range: "hours damn long leh, 9 to 7 every day", "work 8 till 6 most days"
    r"\b(?:hours|work(?:ing)?|shifts?|job)\b[^.!?\d]{0,25}?\b(?=\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s*(?:to|till|until|-|–)"
    r"\s*\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s*(?:$|[,.;!]|every|each|daily|most|on|weekdays|mon|tue|wed|thu|fri|"
    r"sat|sun))|"
    # "nothing before that, sorry", "not before half seven", "nothing after 8pm please"
    r"(?:^|(?<=[,;:]\s)|(?<=\bso\s)|(?<=\band\s))\W*(?:but )?(?:nothing|not|never|no (?:training|sessions?|"
    r"workouts?|calls?)|can'?t do anything) (?:\w+ )?(?:before|after|until|till|earlier than|later than) "
    rf"(?:(?:that|then)(?=\s*(?:$|[,.;!?]|please|pls|sorry|thanks|i'?m|as|cos|because))|{_CLOCK}\b)|"
    # the slot just named is taken: "Fridays I'm at the mosque at lunchtime so not then"
    r"(?:\bso|,)\s*(?:not|never|no(?: training)?) (?:then|that day|those days|on (?:those|that)(?: days?)?)"
    r"(?=\s*(?:$|[,.;!?]|please|pls|sorry|thanks))",
    re.I,
)
