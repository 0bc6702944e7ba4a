"""The words of pain, injury and "it's fine" (docs/understanding.md "Pain and harmless mentions").

Tables only, shared by pain.py (the findings) and contrast.py (references and elliptic contrasts):
`PAIN_RE` a pain said ("hurts", "tweaked", "can't turn my head", "buckled"), `INJURY_RE` the words that
make it an injury ("sprained", "tore", "popped out"), `HARMLESS_RE` a harmless mention ("clicks",
"feels fine", "sorted itself out"). tests/wiki/understanding/test_pain.py is the table of sentences.
"""

import re

from wiki.understanding.symptoms import SYMPTOM_PAIN

# What she cannot do, said instead of what hurts ("can't turn my head", "hard to bend over", "can't grip
# the bar", "couldn't open the jar", "could barely put my socks on"), or what the body part itself would
# not do ("my knee would not bend", "shoulder won't go overhead", "hip wouldn't let me squat"): a report,
# moderate unless said otherwise (severity.py). A body part is needed for a pain anyway.
_MOVES = (
    r"walk|bend|straighten|lift|raise|turn|rotate|twist|grip|hold|squeeze|stand|sit|kneel|climb|"
    r"step|put (?:any )?weight|move|look (?:up|down|over|behind)|get (?:up|down|out of)|weight[- ]bear|"
    r"sleep(?:ing)? on|lie on|lying on|stretch|flex|extend|"
    # everyday tasks: "couldn't open the jar", "struggled to brush my hair", "couldn't pick up my toddler"
    r"open|unscrew|undo|do (?:up|my|her|his)|button|zip|tie|carry(?! on)|pick (?:\w+ )?up|pour|brush|comb|"
    r"wash|dress|get dressed|put (?:on|my|her|his)|pull (?:on|up|my|her|his)|reach|type|write|push|press|"
    r"take (?:the )?stairs|(?:go|get) (?:up|down) (?:the )?stairs|use (?:the )?stairs|"
    r"get (?:my|her|his) (?:\w+ )?(?:\w+) (?:on|off)\b"
)
LIMITED = (
    r"(?:can'?t|cannot|can not|couldn'?t|could not|unable to|(?:can|could) (?:barely|hardly)|"
    r"(?:really |so |very )?(?:hard|difficult|painful|tough|impossible|a struggle|a pain) to|"
    r"struggl(?:e|ed|es|ing) to|(?:having |have |had )?trouble)\s+(?:\w+ )?"
    rf"(?:{_MOVES})\w*"
)
# What the body part would not do: "my left knee simply would not bend", "won't take my weight"
REFUSED = (
    r"(?:won'?t|wouldn'?t|will not|would not|refus(?:es|ed|ing)? to|"
    r"(?:doesn'?t|didn'?t|does not|did not) want to)\s+(?:\w+ )?"
    rf"(?:{_MOVES}|go (?:overhead|up|down|back|past|into|above)|"
    r"take (?:my |any |the |much )?weight|let me|cooperate|co-operate|behave|play ball)\w*"
)
# A body part that complains like a person ("knee moaning on the stairs", "hip's been whinging", "back
# nagging me", "achilles kicking off", "telling me about it"); a person moaning *about* something is not.
COMPLAINS = (
    r"(?:moan(?:ing|s|ed)?|whing(?:e|es|ed|ing)|whin(?:e|es|ed|ing)|groan(?:ing|s|ed)?|nag(?:ging|s|ged)?|"
    r"grip(?:e|es|ed|ing)|kick(?:ing|ed|s)? off|"
    r"(?:telling|tells|told|letting|lets|let) me (?:know )?about it|"
    r"letting me know (?:it'?s|its) (?:there|still there)|"
    # or takes against what she does: "my knee doesn't like the stairs", "hip not loving the hills",
    # "shoulder hates overhead press", "achilles objected", "wrist is having none of it" ("I don't like
    # lunges", "I'm not loving this weather" are hers, not a body part's)
    r"(?:doesn'?t|didn'?t|does not|did not) (?:like|enjoy|love|appreciate)|"
    r"(?<!i'm )(?<!im )(?<!i am )not (?:loving|liking|enjoying|a (?:big )?fan of|impressed|keen on)|"
    r"hates|hated|object(?:ed|s|ing)(?: to)?|sulk(?:ing|s|ed)?|having none of it|"
    r"having a (?:moan|whinge|grumble|tantrum|sulk|strop))"
    r"(?!\s+(?:at(?! all| me| her| him)|about|to|that|on about|on at)\b)"
)
# Signs of pain said by how she gets about, or that she needs help ("took the stairs one at a time",
# "down the stairs sideways", "had to get my husband to open the jar", "my wrist is useless today")
MAKES_DO = (
    r"(?:stairs|steps|step) (?:one|a step) at a time|one (?:step|stair) at a time|"
    r"(?:up|down) (?:the )?(?:stairs|steps) (?:sideways|backwards|on my (?:bum|backside|arse|butt))|"
    r"had to (?:get|ask) (?:\w+ ){1,3}to (?:open|carry|lift|pick|unscrew|help|do (?:it|that|up))|"
    # "had to stop halfway up the stairs", "had to stop halfway through the run"
    r"had to stop (?:halfway |partway |part way |half way )?(?:up|down|through|on|at)\b|"
    r"(?:is|'s|are|'re|feels?|felt|was|been) (?:completely |totally |bloody |just |a bit |pretty )?useless"
)
PAIN_RE = re.compile(
    # an emoji of hurt ("left calf after the hills 🤕") is a mild report at most (severity.py)
    r"[\U0001F915\U0001F616\U0001F623]|"
    r"\b(?:pain(?:ful|s|ing)?|hurt(?:s|ing)?|sore(?:ness)?|ache[sd]?|aching|achy|achey|tweak(?:ed|y)?|strain(?:ed)?|"
    r"pulled|twing(?:e[sd]?|ey|y|ing)|niggle[sd]?|niggly|injur(?:ed|y|ies)|sprain(?:ed)?|throb(?:s|bing|bed)?|burning|sting(?:s|ing)?|stung|pounding|"
    rf"{SYMPTOM_PAIN}|"  # breathless, a blister that won't heal, a knee gone from under her (symptoms.py)
    r"pinch(?:ed|ing|y)?|swollen|swelling|swell(?:ed|s)?(?: up)?|tight|tighten(?:ed|ing)? up|"
    r"seiz(?:ed|ing) up|unstable|wobbly|giv(?:es|ing) (?:way|out)|(?:it|that|and) pulls|"
    # "something pulling at the back of my knee", "a pulling feeling in my groin"
    r"pulling (?:at|in|on|behind|down)\b|(?:a )?pulling (?:feeling|sensation)|"
    # not eased: "hasn't settled down", "ankle hasn't calmed down, still 5/10"
    r"(?:hasn'?t|has not|haven'?t|have not|not|never|isn'?t) (?:settled|calmed)(?: right| back)? down|"
    # unchanged since she last said: "knee's about the same", "hip: no change", "still the same"
    r"(?:(?:is|'s|feels?|still|:) (?:about |pretty much |much |more or less |roughly |still )?|"
    r"(?:about|pretty much|more or less|roughly) )the same"
    r"(?= *(?:[.!,;]|$| as (?:before|yesterday|last|ever)))|(?:is|'s|:|still)? ?(?:no change|unchanged)\b|"
    r"(?:(?:about|going) to|gonna) (?:snap|tear|pop|give)|stiff|tender|cramp(?:s|ing|ed)?|"
    r"stiffen(?:s|ed|ing)? up|"
    r"killing (?:me|her|him)|acting up|(?:a )?nightmare|giving me hell|excruciating|unbearable|"
    r"(?:bother(?:s|ed|ing)|troubl(?:es?|ed|ing)) (?:me|her|him)|flared? up|playing up|"
    # "my lower back has been on and off since the summer", "my back comes and goes": a pain that recurs
    r"(?<=been )on and off|comes and goes|uncooperative|"
    r"giving (?:me|her|him) (?:trouble|grief|gyp|jip|gip|bother|hassle)|torn|tore|tear|broke|broken|"
    r"fractured?|dislocated|rolled|twisted|jammed|spasms?|locked up|gave out|inflamed|bruised|sharp|"
    r"agony|on fire|wrecked|busted|messed up|not (?:right|great|happy)|bugging me|bugging|bothers me|"
    r"niggling|ouch|ow+|grumbling|grumpy|cranky|angry|unhappy|barking|complaining|iffy|dodgy|sketchy|"
    r"screaming|protesting|limp(?:ing|s)?|(?:is|'s|feels?|feeling) (?:a bit |kinda |pretty )?meh|"
    # said the way non-native speakers say it: "the knee makes me problems", "my back is paining"
    r"(?:makes?|making|made|gives?|giving|gave|causes?|causing) (?:me )?(?:some |many |a lot of )?"
    r"(?:problems?|issues?|troubles?)|"
    r"(?:a |some )?(?:problems?|issues?|trouble|(?:spot|bit) of bother) with (?=(?:my|the|her|his) )|"
    rf"{LIMITED}|{REFUSED}|{COMPLAINS}|{MAKES_DO}|(?:'s|has|have) gone (?:again|on me)|"
    r"went (?:again|on me|while|when|lifting|picking|bending|during|doing)|went(?= *(?:[.!,;]|$))|gave way|"
    # "back went this morning lifting a bale", "my knee went on Sunday": when it gave, said for how
    r"went (?=(?:this|last|yesterday|today|earlier|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)|"
    r"went (?:on|in|at) (?:the|a|my|that|this|last|rep|set)\b|pop(?:ped|s|ping)? out|"
    r"(?:another|a different) story|less so|"
    # "is it bad that my back feels pumped?" asks for a judgement: no pain said
    r"(?<!is it )(?<!is that )(?<!is this )(?<!would it be )(?<!will it be )(?<!is it really )"
    r"bad|terrible|awful|horrible|horrendous|rubbish|shocking|worse|"
    r"dicky|gammy|stubbed|jarred|crick(?:ed)?|buckl(?:ed|ing|es)|puffy|ballooned|black and blue|"
    r"(?:is|'s|feels?) (?:a bit |kinda |slightly |just )?off|"
    r"(?:is|'s|are) (?:massive|huge|twice the size)|the size of an? \w+|flar(?:ed|ing|es)|flare-?ups?|"
    # "felt something pull at the back of my thigh", "felt it tweak"
    r"(?:felt|heard) (?:something|it|a|a little) "
    r"(?:go|pop|snap|ping|twang|tear|rip|give|crack|pull|tweak|twinge|grab)|"
    # what it feels like, said by a picture ("feels like stepping on glass", "like a knife in my back")
    r"(?:stepping|walking|standing|treading|landing) on "
    r"(?:broken )?(?:glass|nails|knives|lego|a nail|a knife|pins)|"
    r"like (?:a |being )?(?:knife|knives|stabbed|hot poker|nail)|stabbing|shooting pains?|"
    r"pins and needles|numb(?:ness)?|tingl(?:e|es|ing|y)|goes dead|lost (?:the )?feeling|weakness|"
    r"stiffness|tightness|tenderness|discomfort|headaches?|migraines?|"
    r"put (?:my|her|his) (?:\w+ ){1,2}out|did (?:my|her|his) (?:\w+ ){1,2}in\b|at it again|"
    r"went over (?:on|my|her|his)|seized|locked|"
    r"banged|knocked|bashed|whacked|"
    r"tennis elbow|golfer'?s elbow|shin splints|runner'?s knee|jumper'?s knee|frozen shoulder|"
    # "givin me gyp", "my hammy pinged", "a trapped nerve in my neck", "feels knotted"
    r"giv(?:e|es|ing|in'?|en) (?:me )?(?:gyp|gip|jip|grief|hell|jip)|ping(?:ed|s)|twang(?:ed|s)?|"
    r"(?:trapped|pinched) nerve|knotted|stiffen(?:s|ed|ing)?(?: up)?|"
    r"(?:it ?b(?:and)?|itb|patellofemoral|piriformis|compartment|impingement) (?:friction )?syndrome|itbs|"
    r"(?:isn'?t|is not|aren'?t|are not) (?:great|good|happy|right|ok|okay|100 ?%)|"
    r"(?:doesn'?t|does not|didn'?t|did not) feel (?:right|good|great|normal|ok|okay)|"
    r"(?:has|have|had)(?:n'?t| not) (?:felt|been) (?:right|the same|normal|great|good)|"
    r"not been (?:right|the same)|"
    r"cramp(?:ed|ing|s)?|not so (?:much|good|great|hot)|"
    r"not (?:doing )?(?:great|good|well)|tendin\w+|tendon\w*|bursitis|fasciitis|diagnos\w+|impingement|"
    r"herniat\w+|bulging disc|sciatica|stress fracture|impinged|went over on|"
    # what a doctor or physio calls it, and body states said without a pain word
    r"osgood[- ]?schlatter'?s?|sever'?s disease|patellofemoral|chondromalacia|(?:osteo)?arthritis|arthritic|"
    r"gout|bunions?|neuroma|costochondritis|whiplash|trigger finger|de ?quervain'?s?|turf toe|hernia|"
    r"labral|contusion|(?:disc|disk) bulge|slipped (?:disc|disk)|stress reaction|sublux\w*|spondyl\w+|"
    r"hobbl(?:e|es|ed|ing)|(?:feels?|feeling|felt|gone|went|is|'s) dead(?:[- ]?ish)?|dead arm|"
    r"dizz(?:y|iness)|light[- ]?headed|woozy|vertigo|faint(?:ed|ing)|(?:felt|feel|feeling|went) faint|"
    r"passed out|blacked out|in bits|(?:is|are|'s|'re) (?:a )?(?:shot|a mess|jacked(?: up)?|wrecked)|"
    r"killing(?! it)(?=\s*(?:[.!,;]|$))|fried|(?:is|are|'s|'re) toast\b|"
    # a catch, a knot, a stitch, a lump; British understatement ("shoulder could be better")
    r"catch in (?=(?:my|the|her|his) )|knot(?:s|ted)? in|(?:a |got a |have a )stitch\b|"
    r"(?:a |big |small |little )(?:bump|lump)s? on|bruises?|so-?so|so so|could be better|"
    r"(?:has|have|'s) been better(?=\s*(?:[.!,;]|$|tbh|honestly|ngl|lol|to be honest))|"
    r"(?:feels?|felt|feeling) (?:kinda |kind of |a bit |a little |slightly |really |super |so )?(?:off|weird|funny|"  # noqa: E501
    r"dodgy|wonky|strange|odd|not right|wrong)|(?:a |some |of a )pressure in (?=(?:my|the|her|his) ))\b",
    re.I,
)
INJURY_RE = re.compile(
    r"\b(?:injur(?:ed|y)|sprain(?:ed)?|torn|tore|tear|broke|broken|fractured?|dislocated|rolled|twisted|"
    r"pulled (?:a|my)|strained|gave out|gave way|went over (?:on|my|her|his)|impinged|pop(?:ped|s)? out|"
    r"(?:felt|heard) (?:something|it|a) (?:snap|crack|tear|rip)|can'?t (?:put|bear) (?:any )?weight|"
    r"put (?:my|her|his) (?:\w+ ){1,2}out|(?:'s|has|have) gone (?:again|on me)|"
    r"went (?:again|on me|while|when|lifting|picking|bending)|tendin\w+|bursitis|fasciitis|diagnos\w+|"
    r"herniat\w+|bulging disc|sublux\w*|slipped (?:disc|disk)|(?:disc|disk) bulge|"
    r"stress fracture|impingement)\b",
    re.I,
)
HARMLESS_RE = re.compile(
    r"\b(?:click(?:s|ed|ing|y)?|pop(?:s|ped|ping)?|crack(?:s|ed|ing|les?)?|crunch(?:y|ing)?|"
    r"(?<!do )(?<!doing )(?<!the )(?<!some )(?<!after )(?<!during )crunches|grind(?:s|ing)?|"
    r"feels? (?:fine|good|great|ok|okay|better|normal|solid|strong)|fine now|all good|back to normal|"
    r"sorted(?: itself)?(?: out)?|on the mend|recovering (?:well|nicely|fine|great)|"
    r"heal(?:ing|ed) (?:well|nicely|fine|great|up)|\d0 ?% there|(?:'s|is|are) holding up|"
    r"(?:feels?|is|'s|are) (?:loads|way|heaps|lots|a lot|so much|tons|miles) better|"
    r"(?:fully )?recovered|healed|no (?:pain|issues?|problems?)|pain[- ]free|"
    # "the shoulder didn't bother me at all today", "gave me no trouble", "zero complaints from the knee"
    r"(?:didn'?t|doesn'?t|hasn'?t|haven'?t|did not|does not|has not|never|not) (?:even )?"
    r"(?:bother(?:ed|ing)?|trouble(?:d)?|(?:give|gave|given) me (?:any )?(?:trouble|grief|bother))(?: me)?|"
    r"(?:gave|giving|given) me no (?:trouble|grief|bother|issues?)|(?:zero|no) (?:complaints|niggles|grief)|"
    r"feels? (?:amazing|brilliant|fantastic|awesome|incredible|lovely|loose|mint|unreal|class)|"
    r"behaving(?: itself)?|cooperating|playing (?:nice|ball)|"
    # eased over the days: "knee has settled right down", "calmed down", "hardly feel it now"
    r"(?<!n't )(?<!not )(?<!never )(?:has |have |'s )?settled (?:right |back )?down|"
    r"(?<!n't )(?<!not )(?<!never )calmed (?:right )?down|"
    r"(?:hardly|barely) (?:feel|notice) (?:it|them)|"
    r"(?:is|are|was|feels?|'s|seems?|held up|holding up)\s+(?:totally |completely |all |much |fine|ok|okay|good|great|"  # noqa: E501
    r"better|solid|happy|perfect|grand)\w*|(?:back to )?100 ?%|good as new|"
    r"[:=]\s*(?:fine|ok|okay|good|great|all good|no pain|grand)|"
    r"(?<=\w )(?:ok|okay|fine|grand|good|great)(?=\W*$))(?!\w)",
    re.I,
)

# Sensations that are not pain by themselves: with the pain itself denied ("tight but no pain", "elbow
# tingles a bit on bench but no pain") they are a harmless note, not a watch entry. Numbness is not one.
MILD_SENSATION_RE = re.compile(
    r"^(?:tight|stiff|tender|tightness|stiffness|tingl(?:e|es|ed|ing|y)|pins and needles|"
    r"(?:feels?|felt|feeling) .*(?:off|weird|funny|dodgy|wonky|strange|odd|not right|wrong)|"
    r"(?:a |some |of a )pressure in )$",
    re.I,
)
# Said after the pain in the same breath: it has passed ("cramped on the run but it's fine now").
RESOLVED_RE = re.compile(
    r"\b(?:(?:fine|ok|okay|good|better|gone|settled|all good|perfect|great|normal)\s+now|"
    r"now (?:it'?s |its |it is |is |it feels |feels )?"
    r"(?:fine|ok|okay|gone|better|perfect|great|good|normal|100 ?%)|"
    r"went away|went down|gone down|(?:is|has) gone|cleared up|settled down|passed|subsided|"
    # "they're sorted", "it's healed over now", "gone after a couple min"
    r"(?:is|are|'s|'re|all|been) (?:all )?(?:sorted|healed(?: over| up)?)|healed (?:over|up)|"
    r"gone (?:after|within|in) (?:a|an|\d+|one|two|three|five|ten|a few|a couple)\b|eased"
    r"(?: off)?|easing off|not now|not any ?more(?! than)|(?:fine|ok|okay|good|better|all good|goes away|went away|"  # noqa: E501
    r"eased|settles?|settled)\s+(?:once|after|when) (?:i )?(?:warm(?:ed|ing)? up|got going|get going|the warm ?up|"  # noqa: E501
    r"a (?:warm ?up|few (?:reps|sets|minutes))))\b",
    re.I,
)
# A stiffness that passes by itself ("morning stiffness in my hips, it goes off after twenty minutes"): a
# note. Pain that eases after a while ("like stepping on glass first thing, eases off after ten minutes")
# is still a report.
PASSES_RE = re.compile(
    r"\b(?:goes|go|went|wears|wear|wore|eases|ease|eased|loosens|loosen|loosened) (?:off|up|away) "
    r"(?:after|once|when|with|by|as)\b",
    re.I,
)
STIFFNESS_RE = re.compile(r"^(?:tight|tightness|stiff|stiffness|stiffen(?:s|ed|ing)? up)$", re.I)
# "again", "back again", "same again" said alone after a sentence that only named an area ("shin. again.")
AGAIN_ALONE_RE = re.compile(
    r"^\W*(?:(?:and|yep|yeah|yup|ugh|sigh)\W+)?(?:again|back again|same again|it'?s back)\b[\W\s]*$", re.I
)
# Pain denied in a word of its own ("completely painless", "pain-free"): a denial like "no pain"
PAINLESS_RE = re.compile(r"\b(?:painless(?:ly)?|pain[- ]?free)\b", re.I)
# Signs a denial of pain does not cancel: swelling, numbness, a joint that gives way, a faint
WARNING_SIGN_RE = re.compile(
    r"swell|swollen|puffy|ballooned|numb|goes dead|lost (?:the )?feeling|giv(?:es|ing) (?:way|out)|"
    r"gave (?:way|out)|buckl|unstable|locked|dizz|faint|light[- ]?headed|woozy|vertigo|passed out|"
    r"blacked out|bruis|black and blue",
    re.I,
)
EXPLICIT_PAIN_RE = re.compile(r"^(?:pain(?:ful|s)?|hurt(?:s|ing)?|sore(?:ness)?|ache[sd]?|aching)$", re.I)
TRAINING_SORENESS_RE = re.compile(
    r"\b(?:doms|domsy|domsey|doms'?d|good (?:kind of )?sore(?:ness)?|good pain|normal (?:soreness|doms)|"
    r"muscle soreness|"
    r"worked sore|the good kind|in (?:a|the) good way|(?:in )?the (?:normal|usual|expected|regular) way|"
    r"(?:normal|usual|expected|regular|ordinary) (?:post[- ]?(?:workout|session|gym) )?(?:sore(?:ness)?|ach(?:e|es|y|iness))|"  # noqa: E501
    r"just (?:normal|usual|regular) (?:leg|gym|training) (?:soreness|doms))\b",
    re.I,
)
_NOT_SORENESS_RE = re.compile(
    r"\b(?:not|isn'?t|ain'?t|doesn'?t (?:feel|seem) like|don'?t think it'?s|more than|worse than)\s+"
    r"(?:just\s+)?(?:(?:the|a|your|my|in the|in a)\s+)?$",
    re.I,
)


def training_soreness(text: str) -> bool:
    """ "just DOMS", "sore in the normal way" — and not "not the normal way", "more than just DOMS"."""
    return any(not _NOT_SORENESS_RE.search(text[: m.start()]) for m in TRAINING_SORENESS_RE.finditer(text))


# An operation on the area: with a past date it is her history ("had my left hip replaced in 2015")
OPERATED_RE = re.compile(
    r"\b(?:replaced|replacement|surgery|surgeries|operation|operated|op|reconstruct\w*|scoped|arthroscop\w*|"
    r"pinned|plated|fused|fusion|keyhole|repaired|repair)\b",
    re.I,
)

# A professional's finding or advice about the area ("saw a physio about the hip: she thinks it's a flexor
# strain, no lunges for 2 weeks", "physio: early shin splints"): what a coach must not lose when the
# entry's tail moves on to the next report (docs/understanding.md "Pain and harmless mentions").
ADVISED_RE = re.compile(
    r"\b(?:physio(?:therapist)?s?|(?:sports )?doc(?:tor)?s?|dr|gp|osteo(?:path)?|chiro(?:practor)?|"
    r"podiatrist|surgeon|consultant|specialist|orthopa?edic|rheumatologist|"
    r"(?:sports )?massage therapist|a&e|er)"
    r"(?:'s)?(?=\s*:|\s+(?:say|said|says|think|thinks|thought|reckons?|told|wants?|confirmed|found|"
    r"diagnosed|cleared|gave|recommend\w*|advised?)\b|\s+(?:appointment|visit|session)\b)|"
    r"\b(?:saw|seen|see|seeing|visited|went to|been to|booked)\s+(?:a|the|my)\s+(?:physio|doctor|doc|gp|"
    r"osteo|chiro|podiatrist|specialist|consultant|surgeon)",
    re.I,
)


def not_pain_itself(word: str) -> bool:
    """A sign her own "no pain" outweighs: a sensation, a limit, a name ("tight", "couldn't unscrew",
    "crepitus") — never pain said in a pain word, an injury, or a warning sign such as swelling."""
    return bool(MILD_SENSATION_RE.match(word) or _NOT_PAIN_ITSELF_RE.fullmatch(word)) and not (
        INJURY_RE.search(word) or WARNING_SIGN_RE.search(word)
    )


_NOT_PAIN_ITSELF_RE = re.compile(
    rf"{LIMITED}|{REFUSED}|{MAKES_DO}|stiff(?:ness)?|tight(?:ness)?|tender(?:ness)?|discomfort|weakness|"
    r"patellofemoral|chondromalacia|(?:osteo)?arthritis|arthritic|bunions?|iffy|dodgy|wonky|"
    r"(?:feels?|felt|feeling) .*",
    re.I,
)


def advised(text: str) -> bool:
    """Does `text` report what a physio or doctor found or advised?"""
    return ADVISED_RE.search(text) is not None


# A rating out of ten, and what else it may rate: "session was 7/10" is effort, not pain
OUT_OF_TEN_RE = re.compile(r"\b\d{1,2}(?:\.\d)?\s*(?:/|out of )\s*10\b", re.I)
RATES_SOMETHING_ELSE_RE = re.compile(
    r"\b(?:sessions?|workouts?|effort|rpe|runs?|rides?|swims?|class|lifts?|training|sleep|day|week|mood|"
    r"energy|motivation|stress|food|meal)\b",
    re.I,
)

__all__ = [
    "ADVISED_RE",
    "AGAIN_ALONE_RE",
    "COMPLAINS",
    "EXPLICIT_PAIN_RE",
    "HARMLESS_RE",
    "INJURY_RE",
    "LIMITED",
    "MAKES_DO",
    "MILD_SENSATION_RE",
    "OPERATED_RE",
    "OUT_OF_TEN_RE",
    "PAINLESS_RE",
    "PAIN_RE",
    "PASSES_RE",
    "RATES_SOMETHING_ELSE_RE",
    "REFUSED",
    "RESOLVED_RE",
    "STIFFNESS_RE",
    "TRAINING_SORENESS_RE",
    "WARNING_SIGN_RE",
    "advised",
    "not_pain_itself",
    "training_soreness",
]
