"""How a client wants to be talked to: message style (docs/understanding.md; her questions: questions.py).

Each cue is one function over one sentence, table-tested in tests/wiki/understanding/test_cues.py.
"""

import re

from wiki.understanding.common import Cue, clean, negated_at
from wiki.understanding.quote import quote_client_text
from wiki.understanding.sentences import clause_around
from wiki.understanding.styleforms import format_wishes, someone_elses

# --- message style ---------------------------------------------------------------------------------

STYLE_TABLE: tuple[tuple[str, str], ...] = (
    (
        "keep it short",
        r"keep (?:(?:the|your|ur|ya|my) )?(?:it|them|messages|msgs|texts|txts|things|replies|answers) (?:short|brief|quick|tight)|short(?:er)? (?:messages|msgs|texts|"  # noqa: E501
        r"replies|answers|please)|(?:too|so) long|too (?:much text|wordy)|no (?:essays|novels|paragraphs)|(?:hate|don'?t (?:like|read)|can'?t (?:stand|read)|skip) "  # noqa: E501
        r"(?:the )?long (?:messages|texts|replies)|long messages|walls? of text|tl;?dr|less text|"
        r"fewer words|just the (?:key|main|short) (?:points|version|bits)|"
        r"just the headlines?|headlines? only|"
        r"(?<!no )(?<!stop )(?<!using )(?<!without )(?<!without the )(?<!less )(?<!the )bullet points|"
        r"one[- ]liners?|"
        # "please don't send me essays", "short and sweet works for me", "the shorter the better"
        r"(?:don'?t|do not|never|stop) (?:send(?:ing)?|writ(?:e|ing))(?: me)? (?:essays|novels)|"
        r"(?:don'?t|do not|never|stop) (?:send(?:ing)?|writ(?:e|ing)) me (?:long|huge|massive) "
        r"(?:messages|texts|replies|paragraphs)|"
        r"short (?:and|&|n) (?:sweet|snappy)|(?:the )?short(?:er)? the better|keep it snappy|"
        r"(?:brief|short) is (?:best|better|good)|"
        r"to the point|brief(?:er)? please|be brief|less (?:chat|chatter|talk|waffle|fluff)|"
        r"(?:cut|skip) the (?:chat|waffle|fluff|small talk)|no (?:fluff|waffle|small talk)|"
        r"(?:under|below|max(?:imum)?|at most|no more than) (?:\d+|one|two|three|four|five) "
        r"(?:lines|sentences|words)|"
        r"(?:\d+|one|two|three|a few|a couple(?: of)?)(?:\s*(?:-|to|or)\s*\d+)? (?:lines?|sentences?) "
        r"(?:(?:a|per|each) (?:day|message) )?(?:max|tops|at most|or less|or so|is plenty|is enough)|"
        r"keep (?:(?:the|your|ur|my) )?(?:it|them|messages|msgs|texts|replies|answers) (?:to|under|below) "
        r"(?:\d+|one|two|three|a few|a couple(?: of)?)(?!\d)"
        # "I keep it to 1800 calories", "keep it under 2 drinks": a measure of something else, not a message
        r"(?!\s*(?:kcals?|cals?|calories|g|grams|kg|lbs?|km|k|miles|mins?|minutes|hours|hrs|drinks|units|"
        r"beers|glasses|cups|coffees|reps|sets|%)\b)",
    ),
    (
        "more detail",
        r"more detail|in (?:more )?detail|explain (?:why|more|the reasoning)|the why behind|"
        r"more (?:info|information|context|explanation)|deep ?dive|longer (?:explanations|messages)|"
        r"walk me through|detailed (?:breakdowns?|explanations?|analysis|feedback)|breakdowns|tell me why|"
        r"explain (?:the )?(?:science|reasoning|logic)|the science behind|"
        # "I like knowing why I'm doing something", "I need to understand the why"
        r"(?:like|love|want|need|prefer|miss) (?:knowing|understanding) (?:the )?why|"
        r"(?<!don't )(?<!not )(?:like|love|want|need|prefer) (?:the |all the |lots of |plenty of )?details\b|"
        r"the more (?:detail|details|info) the better|"
        # "can you add one line of reasoning per movement?"
        r"(?:a |one )?(?:line|sentence|bit) of (?:reasoning|explanation)|"
        r"(?:like|love|want|need|prefer) to (?:know|understand) the why",
    ),
    (
        "just the plan",
        r"just tell me what to do|tell me what to do and i'?ll do it|"
        r"(?:don'?t|do not) need (?:the |all the |any |an? )?"
        r"(?:science|explanations?|reasons?|reasoning|theory|lectures?|why)|"
        r"(?:skip|spare me|cut) the (?:science|explanations?|theory|reasoning|lectures?)|"
        r"no (?:science|explanations?|theory|lectures?)(?: needed| please| pls|\W*$|(?=,))|"
        r"just (?:give|send|need) (?:me )?the (?:list|plan|workout|program(?:me)?)\b|"
        # a bare pick: "just the plan" (to "longer explanations, or just the plan?"), "plan only pls"
        r"^\W*(?:just|only) (?:the )?(?:plan|workout|program(?:me)?|sets and reps)"
        r"(?:\W+(?:please|pls|thanks|thx))?\W*$|"
        r"^\W*(?:the )?(?:plan|workout) only\b|"
        r"(?:don'?t|no need to) explain",
    ),
    (
        "prose, not bullets",
        r"(?:no|stop|drop|skip|ditch|less|fewer|without|not) (?:the |with the |using )?bullets?(?: points)?|"
        r"bullets?(?: points)? (?:feel|are|is|look|seem|read)(?: a bit| kinda| so| too| really)? "
        r"(?:robotic|cold|impersonal|annoying|clinical|weird|boring)|"
        r"(?:write|talk|text) (?:to me )?(?:normally|like a (?:human|person|normal person|friend))|"
        r"(?:short|proper|in) paragraphs|full sentences|in prose",
    ),
    (
        "no text speak (full sentences)",
        # "refrain from abbreviations and what my grandchildren call 'text speak'. Complete sentences"
        r"(?:refrain from|no|stop using|stop with|avoid|without|less|fewer|don'?t use|cut (?:out )?|drop) "
        r"(?:the |all the |using |your |those |these )?(?:abbreviations?|acronyms|text ?speak|txt ?speak|"
        r"textspeak|slang|shorthand|abbrevs?)|(?:complete|proper|whole) sentences|proper english|"
        r"spell(?: it| things| words)? out|(?:real|proper|actual) words",
    ),
    (
        "buttons",
        r"buttons?|quick repl(?:y|ies)|tap to (?:answer|reply)|no time to type|multiple choice|yes/no",
    ),
    ("voice notes", r"voice (?:notes?|messages?|memos?)|audio messages"),
    (
        # how she wants to be reached: "text only, please don't call", "email instead", "on WhatsApp"
        "channel",
        r"texts? only|(?:texts?|messages?) (?:are|is) better than (?:calls|phone calls)|"
        r"(?:don'?t|do not|never|please don'?t) (?:ring|call|phone) me|"
        r"(?:send|message|contact|reach|reply|update|text|write to)(?: me| everything| it| them| things)? "
        r"(?:by|via|over|on) (?:e-?mail|whatsapp|telegram|signal|sms)\b|"
        r"(?:e-?mail|whatsapp|text) (?:me )?instead",
    ),
    (
        # the shape a workout comes in: "send the workout as a checklist", "a table would be easier"
        "format",
        r"(?:send|give|write|lay|set|put|format|do|share|want|need|prefer|like)\w*(?: me)?(?: (?:it|them|out|"
        r"(?:the|my|each|every|your|tomorrow'?s) (?:\w+ ){0,2}?(?:workouts?|plans?|sessions?|programs?|programmes?|"  # noqa: E501
        r"exercises|routines?|week)))?(?: out)? (?:as|in|into) (?:a |an |one )?(?:simple |single |printable |quick )?"  # noqa: E501
        r"(?:check ?lists?|tick ?lists?|tables?|spreadsheets?|pdfs?|numbered lists?|google docs?|grid|"
        r"lists?(?= (?:i|to) (?:can )?tick))\b|"
        r"(?:check ?lists?|tick ?lists?|tables?|spreadsheets?|pdfs?)(?: format)? (?:would be|are|is|work) "
        r"(?:easier|better|best|great|ideal|perfect|handy|good)|"
        r"(?:prefer|love|like|want) (?:a |the )?(?:check ?lists?|tick ?lists?)\b|(?:checklist|table) format|"
        # "Format: bullets.", "bullets please", "in bullet form"
        r"(?<=format: )bullets?|bullets? (?:please|pls)|(?:in|as) bullets?\b|bullet[- ]?point form|"
        r"bullet form",
    ),
    (
        "no emojis",
        r"(?:no|less|fewer|without|stop(?: with| using)?(?: all)?(?: the| these| those| your)?) emojis?|emojis? (?:are|is) (?:annoying|too much)|"  # noqa: E501
        # "Kindly refrain from the use of emoticons", "no smileys please"
        r"(?:refrain from|avoid|no|without|stop)(?: the use of| using| with)?(?: the| all the)? (?:emoticons|smileys|smiley faces)|"  # noqa: E501
        # "I should be grateful if emojis could be omitted", "omit the emojis"
        r"emojis? (?:could|can|would|might) be (?:omitted|left out|dropped|avoided)|"
        r"omit(?:ting)? (?:the )?emojis?|"
        # "please don't send those little pictures, the smiley faces"
        r"(?:don'?t|do not|never|stop) (?:send(?:ing)?|us(?:e|ing)|put(?:ting)?)(?: me)? "
        r"(?:the |those |these |any |all )?(?:little |tiny )?(?:pictures|pics|faces|emoticons|smileys|smiley faces|icons|symbols)(?! of\b)|"  # noqa: E501
        # "stop using so many emojis and exclamation marks": the same wish for a calmer page
        r"(?:so|too) many (?:emojis?|exclamation (?:marks|points))|"
        # "I also do not care for the little pictures (emojis …)", "not a fan of emojis"
        r"(?:don'?t|do not|never) (?:really )?care for (?:the |those |these |all the )?(?:little |tiny )?"
        r"(?:emojis?|emoticons|smileys|pictures|faces)|not (?:a|really a|much of a) fan of (?:the )?emojis?|"
        r"(?:no|less|fewer|without|stop(?: with| using)?(?: all)?(?: the| your)?) "
        r"exclamation (?:marks|points)|"
        r"(?:no need for|don'?t need) (?:all )?(?:the |those )?exclamation (?:marks|points)",
    ),
    (
        # a wish undone: "ok actually i miss the emojis, bring them back" (chat.py OPPOSITE_STYLES)
        "emojis",
        r"(?<!n't )(?<!not )(?<!never )(?:miss|love|like|want|keep|bring back|more|use) "
        r"(?:the |your |ur |some |all the )?emojis?|"
        r"emojis? (?:are|is) (?:fine|ok|okay|cute|fun|welcome|great|good)|"
        r"(?:bring|put) (?:the )?emojis? back|"
        r"emojis? back",
    ),
    (
        # a non-native speaker: "please simple english, my english not so good", "no jargon"
        "plain language",
        # …said of her own writing or work ("I write in plain english at work") is no wish
        r"(?<!\bwrite in )(?<!\bwrites in )(?<!\bwork in )(?<!\bteach )"
        r"(?:simple (?:english|words|language|sentences)|plain (?:english|words|language)|"
        r"easy (?:english|words|language))|short words|(?:no|less|without|too much) jargon|"
        r"my english (?:is )?(?:not|isn'?t) (?:so |very |that |too )?good|"
        r"english (?:is )?not my first language|"
        r"too (?:technical|complicated)|(?:big|fancy|difficult|hard) words|"
        r"simpler (?:words|english|language|terms)|in simple terms|layman'?s terms|"
        # "I don't know what any of that means. AMRAP, RPE? Could you write it in ordinary words"
        r"(?:ordinary|normal|everyday|plain|human) words|"
        r"(?:don'?t|do not) (?:know|understand) what (?:any of )?(?:that|those|these|this) "
        r"(?:means?|stands? for)",
    ),
    (
        "numbers",
        r"(?:love|like|want|show me|give me|send me|text me|just) (?:seeing |having |getting )?(?:the |my |more )?(?:actual |real |exact |hard )?(?:numbers|stats|data|metrics|charts|graphs)",  # noqa: E501
    ),
    (
        "numbers",
        r"numbers (?:guy|girl|person|nerd)|data (?:nerd|person|geek)|spreadsheet person|"
        r"(?:just|only) (?:send|give|show)(?: me)? the (?:numbers|stats|data)",
    ),
    (
        "fewer numbers",
        r"(?:too many|fewer|less|no|without the) (?:numbers|stats|data|metrics)|numbers (?:stress|overwhelm|confuse)|"  # noqa: E501
        r"numbers (?:mess with my head|do my head in|make me (?:anxious|obsess))|"
        r"(?:stop|no more|don'?t) (?:sending|send)(?: me)? (?:the |any )?(?:graphs|charts|numbers|stats)|"
        r"(?:don'?t|do not) (?:give|show)(?: me)? (?:the |any )?(?:numbers|stats|data)",
    ),
    (
        "direct tone",
        # "to be honest" is a hedge, not a request ("to be honest, my knee is fine")
        r"tough love|be (?:\w+ly |more )?(?:strict|blunt|direct|harsh|straight ?forward|frank)|"
        r"(?<!to )be (?:\w+ly |more )?honest|don'?t sugar ?coat|"
        r"push me|tell me (?:straight|straight up|honestly|the truth|how it is)|give it to me straight|"
        r"(?:tell|give) me (?:the plan |it |things )?(?:plainly|plain|straight)|"
        r"(?:say it|put it|talk|write) (?:to me )?(?:plainly|plain)(?! english)|"
        r"no cheerleading|(?:don'?t|no need to) cheerlead|"
        # "could you tone down the cheerleading a bit?", "less hype", "I don't need 'AMAZING JOB' every time"
        r"tone (?:it |things )?down(?: the| all the| your)? "
        r"(?:cheerleading|hype|enthusiasm|exclamation|praise|positivity|gushing|emojis)|"
        r"(?:less|fewer|not so much|without the|too much|bit much with the) "
        r"(?:cheerleading|hype|enthusiasm|gushing|exclamation marks?|praise|over-?the-?top)|"
        r"(?:don'?t|do not) need (?:the |all the |any |an? )?"
        r"(?:hype|cheerleading|praise|pep talks?|gold stars?|['‘\"]?amazing)|"
        r"kick my butt|"
        r"hold me accountable|no excuses|(?:talk|speak) to me like an? (?:adult|grown-?up)|"
        r"treat me like an? (?:adult|grown-?up)",
    ),
    (
        # the register she wants: "thoda casual bolo", "less formal please", "feels like HR mail"
        "casual tone",
        r"(?<!not )(?:be|keep it|keep things|talk|write|text|chat|bolo|more|bit more|a bit|just) "
        r"(?:more |a bit more |bit )?(?:casual|informal|relaxed|chilled|chill)\b|less formal|"
        r"(?:too|so) formal|(?:sounds?|feels?|reads?) like (?:an? )?(?:hr|corporate|work|office|business|bank) "  # noqa: E501
        r"(?:mail|email|e-mail|memo|letter)|"
        r"(?:talk|text|write|chat) (?:to me )?like (?:a|my) (?:mate|friend|buddy|pal)|"
        r"(?<!no )(?<!not )(?:a bit of |some )?banter\b|"
        r"(?:like|love|enjoy) (?:a bit of |some )?(?:humou?r|jokes)",
    ),
    (
        "gentle tone",
        # "would be nice to do a handstand one day" is a wish, not a tone; "gentle nudges work on me"
        r"gentle (?:nudges?|reminders?|encouragement|approach|pushes?)(?: (?:work|works|is better|are better|"
        r"please|pls))?|"
        r"(?<!would )(?<!could )(?<!'d )(?<!will )be (?:gentle|nice|kind|patient)(?! to (?!me\b))|"
        r"go easy on me|encouragement|positive (?:vibes|messages)|"
        # "firm but kind, can we do that?": a kinder voice asked for
        r"(?:firm|tough|strict|honest|direct) but (?:kind|fair|gentle|nice|supportive|warm)|"
        r"(?<!would )(?<!could )be (?:a bit |a little |slightly )?(?:gentler|softer|kinder|more gentle|more patient)|"  # noqa: E501
        r"don'?t (?:guilt|shame|nag)|no pressure|"
        r"(?:hate|don'?t like) being (?:nagged|pushed|guilted|lectured)|"
        # "the guilt-trip messages when I skip just make me feel worse"
        r"guilt[- ]?trip\w*(?: messages?)?(?: \w+){0,5} (?:make|makes|made) me feel "
        r"(?:worse|bad|awful|terrible|guilty)",
    ),
    (
        "encouragement",
        r"cheer me on|hype me up|more hype|(?:more|some) (?:motivation|encouragement|positivity|praise)|"
        r"motivate me|pep talks?|need (?:a )?(?:push|kick|boost)|gas me up",
    ),
    (
        "visuals",
        r"(?:send|show|give) me (?:some )?(?:pictures|pics|photos|diagrams|videos|images|visuals|gifs)|"
        r"visual (?:person|learner)|(?:videos?|pictures|diagrams) (?:help|please|pls)|"
        r"more (?:pictures|pics|photos|diagrams|videos|gifs|images)\b",
    ),
    (
        "quiet hours",
        r"(?:nothing|no messages?|no texts?|no pings?) (?:before|after) (?:\d|noon|midnight|"
        r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)|"
        r"(?:don'?t|do not|no) (?:message|text|ping|send)(?: me)?(?: anything| stuff| messages?| texts?)? "
        r"(?:before|after|"
        r"during|on) [a-z0-9: ]{1,15}|(?:no|stop) messages? (?:before|after|at) |"
        # "pls dont ping me mornings", "don't text me in the evenings": a time of day said bare
        r"(?:don'?t|do not|no) (?:message|text|ping|call)(?: me)? "
        r"(?:in the )?(?:mornings?|evenings?|nights?|afternoons?)",
    ),
    (
        "message timing",
        # "I should prefer to receive correspondence in the morning": the formal register
        r"(?:prefer|like|rather) (?:to )?(?:receive|get|have) (?:your |the |my |any )?(?:messages?|correspondence|"  # noqa: E501
        r"texts?|check-?ins?|updates?|emails?) (?:in the (?:morning|evening|afternoon)|at \d|before|after)|"
        r"(?:prefer|like|want|rather have) (?:a |the |my )?(?:morning|evening|midday|lunchtime|weekly|daily) "
        r"(?:check-?ins?|messages?|briefs?|updates?|summar(?:y|ies))|(?:check-?ins?|messages?|briefs?) "
        r"(?:before|after|around|at) \d|"
        r"(?:weekly |quick |short )?(?:summary|summaries|round-?ups?|recaps?) (?:at the end of (?:the|each|every) "  # noqa: E501
        r"(?:week|day)|on (?:sun|mon|fri|sat)\w*s?|once a week)|"
        r"(?:send|give|text|message|ping|email)(?: me)? (?:(?:the |my |tomorrow'?s |next week'?s |the week'?s )?"  # noqa: E501
        r"(?:workouts?|plans?|sessions?|programs?|programmes?)|it|them) "
        r"(?:(?:the )?night before|the day before|the evening before|"
        r"(?:on |each |every )?(?:sun|mon|fri|sat)\w* (?:night|evening|morning)s?|(?:each|every) (?:sun|mon|fri|sat)\w*|"  # noqa: E501
        r"in the morning|early)|(?:summary|summaries|check-?ins?|updates?) "
        r"(?:in the morning|in the evening|at night|before work|after work)|"
        r"(?:messages?|texts?|check-?ins?|updates?) (?:a|per) day(?: max| tops| at most)?,? "
        r"(?:in the (?:morning|evening|afternoon)|at night|before work|after work|at lunch)|"
        # "send the daily plan at 6am please", "can you send it at 7:30 instead": when it reaches her
        r"(?:(?<=^)|(?<=^\W)|(?<=you )|(?<=please )|(?<=pls )|(?<=just ))(?:send|text|message|ping)(?: me)? "
        r"(?:it|them|(?:the |my |tomorrow'?s )?(?:daily |morning |evening )?"
        r"(?:plans?|workouts?|messages?|briefs?|summar(?:y|ies)|check-?ins?|updates?|reminders?))(?: to me)? "
        r"(?:at|around|by|before) (?:\d|noon|midday)",
    ),
    (
        "language",
        r"(?:write|text|talk|speak|message|reply|answer|chat|coach)(?: to me| with me| me)? in "
        r"(?:spanish|french|german|portuguese|italian|arabic|hindi|urdu|polish|dutch|turkish|russian|ukrainian|"
        r"chinese|mandarin|japanese|korean|greek|swedish|romanian|tagalog)|"
        r"(?:spanish|french|german|portuguese|italian|polish|dutch) (?:please|pls|if (?:possible|you can)|"
        r"is (?:easier|better))|\ben (?:español|espanol|français|francais)|auf deutsch|em português",
    ),
    (
        # the name she goes by: "btw call me Kasia", "I go by Liz", "please use Sam, not Samantha"
        "name to use",
        r"(?<!don't )(?<!do not )(?<!never )call me (?-i:[A-Z])[a-z]+|"
        r"(?:i|i'?d rather) go by (?-i:[A-Z])[a-z]+|"
        r"(?:please |pls )?use (?-i:[A-Z])[a-z]+,? not (?-i:[A-Z])[a-z]+|"
        # "I would prefer to be addressed as Mr Fairbairn"
        r"addressed as (?:(?-i:Mr|Mrs|Ms|Miss|Dr|Prof)\.? )?(?-i:[A-Z])[a-z]+|"
        # "I would be grateful if you would address me as Mrs Okonkwo", "refer to me as Dr Shah"
        r"(?:address|refer to) me as (?:(?-i:Mr|Mrs|Ms|Miss|Dr|Prof)\.? )?(?-i:[A-Z])[a-z]+",
    ),
    (
        "topics to avoid",
        r"(?:never|don'?t|do not|no|stop|please don'?t|pls don'?t) (?:ever )?(?:mention(?:ing)?|"
        r"talk(?:ing)? about|bring(?:ing)? up|comment(?:ing)? on|discuss(?:ing)?|ask(?:ing)? about) "
        r"(?:my |the )?(?:weight|calories|body|size|scales?|bmi|food|eating|looks|appearance)|"
        # "dont want to see calories anymore" (not "don't want to see my weight go up")
        r"(?:don'?t|do not) (?:ever )?want to (?:see|hear about) (?:my |the |any )?"
        r"(?:weight|calories|bmi|scales?)(?: numbers| counts?)?"
        r"(?=\s*(?:any ?more|again|please|pls|at all|\W*$))|"
        # "my dietitian has asked that nobody talks to me about weight", "no talk of calories"
        r"(?:nobody|no one|noone|no-one) (?:talks?|mentions?|comments?|brings? up)(?: to me)? "
        r"(?:about |on )?(?:my |the )?(?:weight|calories|body|size|scales?|bmi|food|eating|looks|appearance)|"
        r"no (?:talk|mention|chat|discussion) (?:of|about) (?:my |the )?(?:weight|calories|body|size|scales?|bmi)",  # noqa: E501
    ),
    (
        "fewer messages",
        r"(?:too many|fewer|less) (?:messages|texts|notifications|pings|check-?ins)|"
        # "I'd rather get one message a day", "prefer just one text a week": the count she wants
        r"(?:rather|prefer|only want|just want|happy with)(?: to)?(?: get| have| receive)? (?:just |only )?"
        r"(?:one|1|a single|two|2) (?:messages?|texts?|check-?ins?|pings?) (?:a|per) (?:day|week)|"
        r"(?:stop|quit) (?:spamming|messaging me so much)|once a (?:day|week) is (?:enough|plenty)|"
        r"so many (?:messages|texts|"
        r"notifications|pings|check-?ins)|(?:stop|quit) sending so many|"
        r"no need to (?:check in|message|text)|(?:don'?t|do not) check in (?:every day|daily|so often)|"
        # "check-ins every other day would be plenty"
        r"(?:check[- ]?ins?|messages?|texts?) every (?:other|second|2nd) day|"
        # "stop asking me how i feel every morning": the daily feelings check she does not want
        r"(?:stop|quit|no more) asking (?:me )?how (?:i(?:'m| am)? feel(?:ing)?|i'?m doing|my day)|"
        # "one message a day max", "max 1 text a day": a cap on how many
        r"(?:one|1|a single|two|2) (?:messages?|texts?|check-?ins?|pings?) (?:a|per) (?:day|week)"
        r"(?= (?:max|tops|at most|is (?:enough|plenty)))|(?:max|at most|no more than) (?:one|1|two|2) "
        r"(?:messages?|texts?|check-?ins?|pings?) (?:a|per) (?:day|week)",
    ),
)
# What a session is made of, as she wants it: moves she hates ("please no burpees, I loathe them") and
# variety ("same circuits bore me") — how to coach her, read like a message style.
_MOVES = (
    r"burpees?|lunges?|box jumps?|mountain climbers?|jumping jacks?|star jumps?|planks?|squats?|"
    r"deadlifts?|pull[- ]?ups?|push[- ]?ups?|press[- ]?ups?|wall ?balls?|thrusters?|sprints?|the rower|"
    r"rowing|the treadmill|treadmill|hiit|crunches|sit[- ]?ups?|step[- ]?ups?|skipping|jump rope|"
    r"kettlebell swings?|running|cardio|the bike|assault bike|sled push(?:es)?|bear crawls?"
)
_HATE = r"hate|loathe|despise|detest|can'?t stand|dread"
TRAINING_TABLE: tuple[tuple[str, str], ...] = (
    (
        "moves they dislike",
        r"(?:please|pls|plz) (?:no|not|stop|skip|drop|ditch|leave out|spare me) (?:more |the |any )?"
        rf"(?:{_MOVES})\b|"
        rf"\bno (?:more )?(?:{_MOVES}),? (?:please|pls|plz|i (?:{_HATE}))|"
        rf"\bi (?:really |absolutely |just )?(?:{_HATE}) (?:doing )?(?:{_MOVES})\b|"
        rf"(?:{_MOVES}) (?:are|is) (?:the worst|torture|evil|my nemesis|the devil)",
    ),
    (
        "more variety",
        r"\bmore variety|\b(?:mix|switch|shake) (?:it|things) up|"
        r"\b(?:the )?same (?:old )?(?:circuits?|workouts?|sessions?|exercises?|routine|moves|stuff) "
        r"(?:bores?|bored|is boring|are boring|gets? (?:boring|old|stale))|"
        r"\bbored (?:of|with) (?:the )?(?:same|doing the same)|\b(?:less|too) repetitive|"
        r"\bkeep (?:it|things) fresh",
    ),
)
_STYLE_RES = tuple((label, re.compile(rf"\b(?:{words})", re.I)) for label, words in STYLE_TABLE) + tuple(
    (label, re.compile(words, re.I)) for label, words in TRAINING_TABLE
)


def style(sentence: str) -> Cue | None:
    """How they want to be talked to: "keep it short", "more detail", "buttons please", "no emojis"."""
    found = styles(sentence)
    return found[0] if found else None


def message_styles(sentence: str) -> list[Cue]:
    """The wishes about messages alone (a goal sentence may also say "I hate running": still a goal)."""
    training = {label for label, _ in TRAINING_TABLE}
    return [cue for cue in styles(sentence) if cue.label not in training]


# a sentence about how someone else is coached or spoken to, with nothing of her in it
_THEIRS_RE = re.compile(
    r"^\W*(?:(?:my|our) (?:{0})(?:'s|s')?|(?:{0})(?:'s|s'))\b(?![^.!?]*\b(?:me|i|my|i'm|i'd)\b)".format(
        "friend|sister|brother|husband|wife|partner|mum|mom|dad|colleague|coworker|flatmate|boss|son|daughter"
    ),
    re.I,
)


def styles(sentence: str) -> list[Cue]:
    """Every message-style request in a sentence, each quoted by its own clause."""
    if not clean(sentence) or _THEIRS_RE.match(sentence):
        return []  # "My friend's coach yells 'NO EXCUSES!' at her": how someone else is spoken to
    found: list[Cue] = []
    for label, pattern in _STYLE_RES:
        match = pattern.search(sentence)
        if match is None:
            continue
        if label == "buttons" and not re.search(
            r"please|prefer|rather|easier|just|use|send|give|love|like|can you|could you|no time",
            sentence,
            re.I,
        ):
            continue
        if (
            label in ("keep it short", "more detail", "numbers")
            and negated_at(sentence, match)
            and not re.search(
                r"don'?t (?:like|read)|(?:don'?t|do not|never|stop) (?:send(?:ing)?|writ(?:e|ing)) me|"
                r"can'?t (?:stand|read)|no time",
                match[0],
                re.I,
            )
        ):
            continue
        if label == "keep it short" and _LONG_AT_SOMETHING_ELSE_RE.search(sentence, 0, match.start()):
            continue  # "when I sit too long", "took so long to warm up": a time, not a message's length
        if label in ("encouragement", "voice notes", "visuals", "format") and _DENIED_JUST_BEFORE_RE.search(
            sentence, 0, match.start()
        ):
            continue  # "dont need a pep talk", "no voice notes please" (not "short msgs or voice notes")
        said = clause_around(sentence, match.start(), match.end())
        if match[0] not in said:  # a wish said across a comma ("one message a day, in the evening")
            said = sentence
        found.append(Cue("style", label, quote_client_text(said), label))
    if found and someone_elses(sentence):
        return []  # "my son wants more emojis": his wish, not hers
    for label, match in format_wishes(sentence):  # the lexicon of format and tone words (styleforms.py)
        if label not in {cue.label for cue in found}:
            said = clause_around(sentence, match.start(), match.end())
            found.append(
                Cue("style", label, quote_client_text(said if match[0] in said else sentence), label)
            )
    return found


# "(too|so) long" said of sitting, standing, waiting or taking a while, a few words before it at most
_LONG_AT_SOMETHING_ELSE_RE = re.compile(
    r"\b(?:sit|sits|sitting|sat|stand|stands|standing|stood|stay|stayed|staying|wait|waited|waiting|take|"
    r"takes|taking|took|been|drive|driving|drove|walk|walked|walking|run|running|ran|hold|holding|held|"
    r"kneel|kneeling|knelt|last|lasted|lasts|lie|lying|lay|sleep|slept|rest|rested|went|gone|kept|left|"
    r"hang|hung|work|worked|working|train|trained|training|hike|hiked|hiking|stretch|stretched|for)"
    r"(?:\s+(?!(?:messages?|msgs?|texts?|replies|emails?)\b)\w+){0,3}\s+$",
    re.I,
)
# A denial right before a wish, two words at most between ("don't need a …", "no …"): negated_at reads
# a wider scope than these short wishes have.
_DENIED_JUST_BEFORE_RE = re.compile(
    r"\b(?:don'?t|do not|no need for|never|no)\s+(?:(?:need|want|like|send|more|any|a|the)\s+){0,2}$", re.I
)
