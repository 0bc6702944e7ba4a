"""Misspellings and dialect words read as the tables know them (docs/understanding.md "Normalisation").

People write "my nee is reely sour", "ma right knee's pure gubbed", "cricked me neck", "mi madda knee",
"I doh eat pork", "arvos only", "i have seliac", "it's right as rain now". Rather than a row per spelling
in every table, normalise.py reads these once, before anything else, with the tables here:

- `WORDS`: a word that means one thing wherever it stands (a common misspelling — "reely", "wensday",
  "glutten", "alergic" — or a dialect word — Scots "cannae", "doon", "efter", Caribbean "cyaan", "doh",
  "mih", Australian "arvo", "munted", corporate "EOY", "OOO");
- `CONTEXTUAL`: a word that is one only where it stands: "nee"/"sour" before or after a body word or an
  intensifier ("sour cream" stays), "me"/"ma"/"mi"/"meh" before a body part or a relative ("me neck",
  "ma wrist", "mi madda"; "my ma's knee" keeps her mother), "won" after a side ("the left won"),
  "crook"/"cooked"/"stuffed" said of a body part, "when ah wis wee" (a child), an emoji for a body part
  after "my" ("my 🦶 hurts") and idioms of being well ("right as rain", "fit as a fiddle", "nae
  bother").

Every quote is put back in her spelling (normalise.restore). tests/wiki/understanding/test_normalise.py
is the table, with the negatives that must not change ("sour cream", "knee-jerk", "the crook").
"""

_DAYS = {
    "wednesday": ("wensday", "wendsday", "wednsday", "wedensday", "wedsday", "wenesday", "wednesdy"),
    "tuesday": ("tuseday", "tusday", "teusday", "tuesdy", "tueday"),
    "thursday": ("thurday", "thursdy", "thrusday", "thirsday", "thurdsay"),
    "saturday": ("saterday", "satuday", "saturdy", "satarday"),
    "monday": ("munday", "mondy", "monady"),
    "friday": ("firday", "fryday", "fridy"),
    "tomorrow": ("tommorow", "tomorow", "tommorrow", "tomorro", "2moro", "2morrow", "2mrw"),
    "yesterday": ("yesterdy", "yestarday", "yesturday", "yestaday"),
    "today": ("2day", "todya"),
    "tonight": ("2nite", "tonite"),
}
_MISSPELT = {
    # how it hurts
    "really": ("reely", "realy", "rilly", "reeli", "relly"),
    "hurts": ("herts", "hurtz", "hirts"),
    "hurt": ("hert",),
    "hurting": ("hertin", "herting"),
    "aches": ("akes",),
    "aching": ("acheing", "akeing", "aking"),
    "achy": ("akey",),
    "swollen": ("swolen", "swollon", "swolleen", "swolled"),
    "swelling": ("sweling", "swellin"),
    "injury": ("injery", "injurey", "injurry", "injary"),
    "injured": ("injered", "injurd", "injuried"),
    "sprained": ("spraned", "sprainded"),
    "tweaked": ("tweeked", "tweakd"),
    "painful": ("painfull", "panful"),
    "when": ("wen", "wenn"),
    "stairs": ("stares", "stairz", "stears", "stiars"),
    # diets, life and messages
    "disease": ("diseese", "desease", "disese", "diesease", "diseease"),
    "coeliac": ("seliac", "celeac", "seliak", "celiak", "coeliak", "coealiac"),
    "gluten": ("glutten", "gluton", "glutin", "glutton-free"),
    "disgusting": ("discusting", "disgustin", "discustin"),
    "vegetarian": ("vegitarian", "vegeterian", "vegatarian", "vegiterian", "vegetarain"),
    "allergic": ("alergic", "allergick", "alergik", "allergik", "alergick"),
    "allergy": ("alergy", "allergie", "allegy"),
    "allergies": ("alergies", "allergys"),
    "lactose": ("lactos", "lactoce"),
    "intolerant": ("intollerant", "intolerent", "intollerent", "intolarent"),
    "pregnant": ("pregnent", "pregant", "pregnat", "preggers", "preggo", "preggy", "pregnunt"),
    "dumbbells": ("dumbells", "dumbels", "dumbbels", "dumbles"),
    "dumbbell": ("dumbell", "dumbel", "dumbbel"),
    "kettlebell": ("kettlebel", "kettelbell", "kettle-bell"),
    "kettlebells": ("kettlebels", "kettelbells"),
    "treadmill": ("tredmill", "treadmil", "tredmil"),
    "please": ("plees", "pleese", "pleez", "pleaze", "plez"),
    "texts": ("txts",),
    "messages": ("msgs", "mssgs", "mesages", "messeges"),
    "message": ("msg", "mesage", "messege"),
    "voice": ("voise", "voce"),
    "better": ("beter", "bettr"),
    "read": ("reed",),
    "nothing": ("nuttin", "nuthin", "nothin", "nuffin", "nutten"),
    "something": ("somethin", "sumthin", "smth", "sth"),
    "a lot": ("alot",),
    "because": ("becuase", "becasue", "becouse", "beacuse", "bcoz"),
}
_DIALECT = {
    # Scots
    "can't": ("cannae", "canna", "cyaan", "kyaan"),
    "don't": ("dinnae", "dinna", "doh"),
    "didn't": ("didnae", "didna"),
    "doesn't": ("disnae", "doesnae"),
    "wasn't": ("wasnae", "wisnae"),
    "isn't": ("isnae",),
    "couldn't": ("couldnae", "couldna"),
    "wouldn't": ("wouldnae", "widnae"),
    "won't": ("willnae", "winnae", "wullnae"),
    "haven't": ("havnae", "hivnae", "havenae"),
    "to": ("tae",),
    "do": ("dae",),
    "no": ("nae",),
    "down": ("doon",),
    "after": ("efter",),
    "off": ("aff",),
    "was": ("wis",),
    "now": ("noo",),
    "from": ("fae",),
    "out": ("oot",),
    "head": ("heid",),
    "home": ("hame",),
    "into": ("intae",),
    "over": ("ower",),
    "just": ("jist",),
    "yes": ("aye",),
    "sore": ("sair", "eina"),  # Scots "a sair heid"; South African "eina" (ouch, it hurts)
    "great": ("braw", "lekker"),
    "wrecked": ("gubbed", "munted", "banjaxed", "goosed", "buggered", "knackert"),
    "kids": ("bairns", "pickney", "pikney"),
    "kid": ("bairn",),
    # Caribbean
    "mother": ("madda", "mada", "mudda", "mumma"),
    "father": ("fada", "faada", "fadda", "puppa"),
    "brother": ("bredda", "breda"),
    "sister": ("sista",),
    "fine": ("irie",),
    "in": ("inna",),
    "little": ("likkle", "lickle"),
    "my": ("mih",),
    # Australian, New Zealand, Irish
    "afternoon": ("arvo",),
    "afternoons": ("arvos",),
    "breakfast": ("brekkie", "brekky"),
    "thanks": ("ta",),
    "your": ("yer",),
    "you": ("ye", "youse", "yous", "yuh"),
    # corporate
    "end of year": ("eoy",),
    "end of day": ("eod",),
    "end of month": ("eom",),
    "end of week": ("eow",),
    # Gen-Z
    "for real": ("fr", "frfr"),
    "seriously": ("deadass",),
    "people": ("ppl",),
}


def _table(*tables: dict[str, tuple[str, ...]]) -> dict[str, str]:
    return {typed: read for table in tables for read, typos in table.items() for typed in typos}


# a dropped g ("fallin aff a bike", "doin squats", "feelin it"); normalise.py has the pain verbs
_DROPPED_G: dict[str, tuple[str, ...]] = {
    f"{stem}ing": (f"{stem}in",)
    for stem in (
        "fall do go gett feel runn train lift walk start sleep work hav com try sitt stand bend twist land "
        "limp stretch swell throbb ach burn squatt climb play pull push"
    ).split()
}
WORDS: dict[str, str] = _table(_DAYS, _MISSPELT, _DIALECT, _DROPPED_G)


def _after(words: str, targets: str) -> str:
    """Any of `targets` (space-separated) said right after any of `words` (space-separated): the target
    first, then a lookbehind (Python's are of fixed width), so the engine tries context only where the
    word stands — a lookbehind first would be tried at every position of every message."""
    return (
        "(?:"
        + "|".join(
            target + "(?:" + "|".join(rf"(?<={word} {target})" for word in words.split()) + ")"
            for target in targets.split()
        )
        + ")"
    )


def _not_after(words: str, target: str) -> str:
    return rf"\b{target}(?<!'{target})" + "".join(rf"(?<!\b{word} {target})" for word in words.split())


# The words that make a dialect possessive or a misspelt body word read as one ("me neck", "mi madda").
_BODY = (
    r"(?:(?:left|right|bad|dodgy|gammy|poor|old|lower|upper|sore)\s+)?"
    r"(?:knees?|nees?|back|neck|head|heid|shoulders?|hips?|ankles?|wrists?|elbows?|foot|feet|legs?|arms?|"
    r"hands?|calf|calves|hamstrings?|hammy|hammie|thighs?|groin|chest|ribs?|toes?|fingers?|heels?|shins?|"
    r"achilles|glutes?|bum|arse|quads?|hip flexors?)\b"
)
_KIN = (
    r"(?:mum|mam|mammy|mom|ma|da|dad|nan|nana|gran|granny|missus|wife|husband|fella|bro|brother|sister|sis|"
    r"son|daughter|kids?|mate|mates|partner|boyfriend|girlfriend|bf|gf|auntie|aunty|aunt|uncle|cousin|madda|"
    r"mada|mudda|mumma|fada|faada|fadda|bredda|sista|pickney)\b"
)
_INTENSE = r"(?:really|reely|realy|rilly|so|very|proper|pretty|super|a bit|bit|still|kinda|real|dead|well|v)"
_WELL = (
    r"(?:right as rain|fit as a fiddle|good as gold|sound as a pound|"
    r"(?:not a|nae|no) bother(?: on (?:it|me|her|him))?)"
)
# "give me back the…", "ring me back", "get me head round it": "me" is the object of a verb, no possessive
_VERBS_OF_ME = (
    "give gave giving get got getting bring brought take took taking call calling ring text send sent "
    "hold held set drive drove walk let talk win want wanted welcome have has had pay paid tell told "
    "show showed keep kept"
)
_NOT_FOOD = (
    r"(?!\s+(?:cream|dough|milk|taste|tasting|flavou?r|sweets?|candy|apples?|grapes?|patch|puss|mood)\b)"
)
_NOT_A_MEAL = (
    r"(?!\s+(?:for|with|on|by|in|at|through|thru|already|yet|dinner|lunch|breakfast|food|meal|chicken|rice|"
    r"it|the|a|and\s+ready)\b)"
)

# what a body part is said to be, right after it ("my angle is swollen", "angles both hurt")
_BODY_STATE = (
    r"(?=\s+(?:(?:is|was|'s|’s|are|were|feels?|has|have|got|been|keeps?|both|still)\s+)*"
    r"(?:(?:really|so|very|a bit|bit|still|kinda|pretty|super|quite|all|bit|little|a little)\s+)?"
    r"(?:swollen|swolen|swelling|swelled|sore|hurts?|hurt|hurting|aching|aches|achy|sprained|twisted|rolled|"
    r"bruised|painful|puffy|injured|killing|throbbing|stiff|tight|cramp\w*|pain|broken|busted|black|blue|"
    r"wrecked)\b)"
)
_INJURY_VERBS = "twisted rolled sprained turned hurt injured broke busted wrecked tweaked bruised"
_STATES_BEFORE = (
    "swollen sore sprained twisted rolled injured painful puffy bruised broken"  # "swollen angle"
)
# the words a sarcastic praise may be ("just FANTASTIC 🙃")
_PRAISE = "fantastic amazing great perfect wonderful brilliant awesome fabulous marvellous marvelous superb"
_PRAISE += " lovely splendid peachy thrilled fine"
# (pattern, what it reads as, the words that wake it): each pattern matches only the words it replaces
# (lookarounds give context); normalise.py tries a pattern only in a message holding one of its words
# ("a+b": both), so the dozens of them cost nothing in the messages that have none.
_COPULA = r"\bis 's ’s \bare \bgone \bfeels \bfeel \bfeeling 'm \bim \bam"
_MY = r"\bmy \bleft \bright"
CONTEXTUAL: tuple[tuple[str, str, str], ...] = (
    # "my nee", "the left nee", "nee is sore": a knee typed without its k (never "Jane Smith nee Jones")
    (rf"\bnee(?=\s+(?:is|was|hurts?|{_INTENSE}|sore|sour|pain|feels?|keeps|has)\b|['’]s\b)", "knee", "nee"),
    (_after(r"\bmy \bme \bma \bmi \bthe left right", "nee") + r"(?![\w'-])", "knee", "nee"),
    (_after(r"\bmy \bme \bma \bthe both", "nees") + r"(?![\w'-])", "knees", "nees"),
    # a body word typed as it sounds, after "my" or a side ("my bak", "my rist herts", "left elbo")
    *(
        (
            _after(r"\bmy \bme \bma \bmi \bthe \bleft \bright \blower \bupper \bsore \bbad", typed)
            + r"(?![\w'-])",
            word,
            typed,
        )
        for typed, word in (
            ("bak", "back"),
            ("nek", "neck"),
            ("rist", "wrist"),
            ("rists", "wrists"),
            ("elbo", "elbow"),
            # autocorrect's real words ("my knew hurts", "my hop is sore"), only after "my" or a side
            ("knew", "knee"),
            ("knews", "knees"),
            ("hop", "hip"),
            ("beck", "back"),
        )
    ),
    # autocorrect's "angle" for "ankle", only where a body state makes it one: "my angle is swollen", "left
    # angle hurts", "twisted my angle" (never "the angle of my hip", "my angle on this", "camera angle";
    # never "I need help", "my needs are simple", "keep calm")
    *(
        (
            _after(r"\bmy \bme \bma \bleft \bright \bboth", typed)
            + _BODY_STATE
            + "|"
            + typed
            + "(?:"
            + "|".join(rf"(?<=\b{verb} my {typed})" for verb in _INJURY_VERBS.split())
            + "|"
            + "|".join(rf"(?<=\b{state} {typed})" for state in _STATES_BEFORE.split())
            + r")(?![\w'-])",
            word,
            typed,
        )
        # … and "my need hurts" (knee), "my right calm is tight" (calf), autocorrect's words for them
        for typed, word in (
            ("angle", "ankle"),
            ("angles", "ankles"),
            ("need", "knee"),
            ("needs", "knees"),
            ("calm", "calf"),
            ("calms", "calves"),
        )
    ),
    # "a sharp pane in my knee": pain (never "a window pane": no pain word before it)
    (
        _after(r"\ba \bsharp \bbad \bno \bsome \bof \bshooting \bdull \bstabbing \bin", "pane")
        + r"(?=\s+(?:in|on|at|down|up|when|after|since)\b)",
        "pain",
        "pane",
    ),
    # Irish "my knee is at me" (bothering me); "the coach is at me" names no body part anyway
    (_after(r"\bis 's ’s \bare \bbeen \bwas", "at") + r" me(?![\w'])", "bothering me", "at+me"),
    # Australian and New Zealand "yeah nah" is no, "nah yeah" is yes (said as the answer, not before more)
    (r"\byeah,? nah(?=\s*(?:[,.!?]|$))", "nah", "yeah+nah"),
    (r"\bnah,? yeah(?=\s*(?:[,.!?]|$))", "yeah", "yeah+nah"),
    # "reely sour", "knee is sour": sore, never "sour cream", "a sour taste", "the milk went sour"
    (
        _after(
            rf"{_COPULA} \bbit \breally \breely \brealy \bso \bvery \bproper \bpretty \bsuper \bkinda",
            "sour soar sorre",
        )
        + rf"{_NOT_FOOD}(?![\w'-])",
        "sore",
        "sour soar sorre",
    ),
    # "me neck", "ma wrist", "mi madda", "meh knee": her own (not "my ma's knee", nor "give me back")
    (_not_after(_VERBS_OF_ME, "me") + rf"(?=\s+{_BODY}|\s+{_KIN})", "my", "me"),
    (_not_after("my me his her your our the", "ma") + rf"(?=\s+{_BODY}|\s+{_KIN})", "my", "ma"),
    (_not_after("", "mi") + rf"(?=\s+{_BODY}|\s+{_KIN})", "my", "mi"),
    (_not_after("", "meh") + rf"(?=\s+{_BODY})", "my", "meh"),
    # "the left won", "right won": one
    (_after(r"\bleft \bright \bother", "won") + r"(?![\w'-])", "one", "won"),
    # Scots "ah" before what she does ("ah wis", "ah'm", "ah cannae"); "Ah it's grand" is no "I"
    (r"\bah(?<!'ah)(?=['’](?:m|ve|ll|d)\b)", "I", "ah"),
    (
        r"\bah(?<!'ah)(?=\s+(?:wis|was|am|cannae|can|dinnae|didnae|had|have|hae|think|ken|know|feel|felt|"
        r"hurt|want|need|get|got|went|did|dae|will|would|could|couldnae|wisnae|wasnae|just|jist|never|tried|fell|"
        r"broke|done|still|huvnae|havnae)\b)",
        "I",
        "ah",
    ),
    # "when I was wee": a child (Scots), not a toilet break
    (_after(r"\bwis \bwas \bwere", "wee") + r"(?![\w'-])", "little", "wee"),
    # said of a body part: Australian "crook", Gen-Z "cooked", British "stuffed"/"knackered", "toast"
    (
        _after(rf"{_COPULA} \bbit \breal \breally \bpretty", "crook") + rf"(?![\w'-])|crook(?=\s+{_BODY})",
        "bad",
        "crook",
    ),
    (
        _after(
            r"\bis 's ’s \bare \btotally \bfully \blowkey \bcompletely \bproperly \bproper \bso",
            "cooked stuffed knackered toast cactus rooted shagged bolloxed fried",
        )
        + rf"{_NOT_A_MEAL}(?![\w'-])",
        "wrecked",
        "cooked stuffed knackered toast cactus rooted shagged bolloxed fried",
    ),
    # an emoji for a body part after "my" / a side ("my 🦶 hurts"); a pregnancy said by its emoji
    (_after(_MY, "\U0001f9b5"), "leg", "\U0001f9b5"),
    (_after(_MY, "\U0001f9b6"), "foot", "\U0001f9b6"),
    (_after(_MY, "\U0001f4aa"), "arm", "\U0001f4aa"),
    (_after(_MY, "\u270b \U0001f91a \U0001f590") + "\ufe0f?", "hand", "\u270b \U0001f91a \U0001f590"),
    (_after(r"\bI'm \bim \bI’m", "\U0001f930 \U0001fac3"), "pregnant", "\U0001f930 \U0001fac3"),
    # praise with a sarcasm marker after it flips ("my lower back is just FANTASTIC today 🙃", "knee feels
    # amazing, said no one ever"): not great
    (
        rf"\b(?:{'|'.join(_PRAISE.split()[:-1])}|loving (?:life|it)|(?:just |totally |absolutely )?fine)"
        r"(?=[^.!?\n]{0,40}?(?:\U0001f643|\U0001f644|said no ?one ever|said nobody ever|/s\b|\bnot!))",
        "not great",
        "\U0001f643 \U0001f644 ever /s not!",  # woken by its marker: praise alone is common
    ),
    # being well, said by an idiom ("right as rain" is no right side)
    (rf"\b{_WELL}(?![\w'-])", "fine", "rain fiddle gold pound bother"),
    # phrases read as one: "fr fr"; "as a wean" (a child; "wean off" is a verb); "OOO" only in capitals
    (r"\bfr fr\b", "for real", "fr"),
    (r"\bwean(?<=\ba wean)(?![\w'-])", "kid", "wean"),
    (r"(?-i:\bOOO\b)", "out of office", "ooo"),
)
