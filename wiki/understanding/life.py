"""Life context a client mentions (docs/understanding.md "Cues"): a new baby, a job change or retirement, a
move, travel, illness, family and caring, study, stress and sleep, a life stage (menopause). Split out of
cues.py (which re-exports `life`); tests/wiki/understanding/test_cues.py is the table.
"""

import re

from wiki.understanding.common import Cue, clean, negated_at
from wiki.understanding.endings import called_off
from wiki.understanding.lexicon import find_areas
from wiki.understanding.negation import context, is_historical
from wiki.understanding.people import OTHER_PERSON
from wiki.understanding.questions import QUESTION_START_RE
from wiki.understanding.quote import QUOTE_MAX_CHARS, quote_client_text
from wiki.understanding.sentences import clause_around

# --- life context --------------------------------------------------------------------------------

# What people do for a living, as they name it (a job that shapes when and how she can train).
_JOBS = (
    r"nurse|doctor|surgeon|paramedic|firefighter|fire ?fighter|fireman|police ?(?:officer|woman|man)|cop|"
    r"soldier|teacher|chef|waiter|waitress|bartender|barista|"
    r"(?:delivery|lorry|truck|bus|taxi|uber) driver|"
    r"trucker|pilot|flight attendant|cabin crew|farmer|builder|electrician|plumber|carpenter|mechanic|"
    r"engineer|developer|programmer|lawyer|solicitor|accountant|sales ?(?:man|woman|person|rep)|"
    r"consultant|midwife|care worker|vet|dentist|pharmacist|cleaner|postman|postwoman|courier|"
    r"security guard|shop assistant|cashier|warehouse worker|labourer|scaffolder|hairdresser|"
    r"physio(?:therapist)?|personal trainer|dj|musician|miner|fisherman|"
    # the professions and trades people name in an introduction ("litigation attorney", "translator")
    r"attorney|litigator|paralegal|barrister|judge|translator|interpreter|journalist|editor|copywriter|"
    r"writer|designer|architect|analyst|banker|trader|broker|(?:project|product|account|office|store|shop|"
    r"restaurant|bar|site|operations|marketing|sales|hr|care home|warehouse) manager|lecturer|professor|"
    r"researcher|scientist|receptionist|secretary|administrator|carer|caregiver|social worker|"
    r"therapist|psychologist|psychiatrist|counsell?or|optician|optometrist|radiographer|sonographer|"
    r"healthcare assistant|hca|gp|ceo|founder|entrepreneur|photographer|actor|actress|baker|butcher|"
    r"estate agent|realtor|librarian|civil servant|porter|nanny|childminder|gardener|landscaper|"
    r"painter and decorator|decorator|roofer|welder|machinist|factory worker|tutor|teaching assistant|"
    r"surveyor|nurse practitioner|dietitian|nutritionist|veterinarian|chiropractor|osteopath|"
    r"hygienist|detective|technician|coder|recruiter|auditor|bookkeeper|clerk|steward|stewardess|"
    r"air hostess|sailor|forester|zookeeper|postal worker|dispatcher|surgeon|pharmacy assistant|cook"
)
# what goes before a job said without its article ("I'm night nurse", "working as senior developer")
_JOB_KINDS = (
    r"night|day|school|staff|senior|junior|head|registered|student|trainee|icu|er|a&e|ward|theatre|agency|"
    r"locum|freelance|self-employed|software|site|shift|care|primary|secondary|high school|sous|line"
)
# sports she may do besides what she is coached in (profile context: load, skills, injuries' causes)
_SPORTS = (
    r"bjj|jiu[- ]?jitsu|judo|karate|taekwondo|muay thai|kick ?boxing|boxing|mma|wrestling|fencing|"
    r"bouldering|climbing|rock climbing|surfing|rowing|tennis|padel|squash|badminton|football|soccer|rugby|"
    r"netball|basketball|volleyball|hockey|yoga|pilates|crossfit|hyrox|triathlon|dance|dancing|ballet|skiing|"
    r"snowboarding|skating|hiking|trail running|barre|powerlifting|weightlifting|olympic lifting|"
    r"gymnastics|calisthenics|swimming|cycling|open water swimming|golf|cricket|pickleball|bowls|"
    r"lawn bowls|bowling|softball|baseball|darts"
)
_JOB_FRAME = r"i'?m|i am|i work as|working as|my job is|i'?m working as"
LIFE_TABLE: tuple[tuple[str, str], ...] = (
    (
        "new baby",
        r"new ?born|new baby|had (?:a|our|the) baby|baby (?:is|was) born|pregnan\w*|expecting (?:a|our)|"
        # "just had twins", "wife's expecting in january": a baby here or on its way
        r"(?:just |recently )?had (?:the |our |a set of )?(?:twins|triplets)|"
        r"(?:wife|partner|girlfriend|missus|fianc[ée]e?)(?: is|'s) expecting|"
        # "our daughter was born on Sunday!!", "the twins arrived", "I became a dad", "gave birth"
        r"(?:our|my|the) (?:little |baby |new )?(?:daughter|son|boy|girl|twins|baby|little one) "
        r"(?:was |were |has been )?born\b|(?:the|our) (?:baby|twins|little one) (?:has |have )?"
        r"(?:arrived|is here|are here)\b|gave birth|became a (?:dad|mum|mom|father|mother)\b|"
        r"i'?m a (?:new )?(?:dad|mum|mom) now|"
        r"we'?re expecting|(?:baby|she|wife|partner) is due|"
        r"due in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|"
        r"\d+ (?:weeks|months) along|"
        r"maternity|paternity|parental leave|post ?-?partum|post-?natal|c-?section|caesarean",
    ),
    # trying for a baby, and losing one: said to explain a change, never a body report
    ("fertility", r"ivf|fertility (?:treatment|clinic|meds)|trying (?:for|to have) a baby|ttc|egg retrieval"),
    ("pregnancy loss", r"miscarr\w*|stillbirth|still ?born|lost (?:the|our|my) baby"),
    ("retired", r"(?:just |recently |now |newly |i'?m |i am )?retir(?:ed|ing|ement)"),
    (
        # how long she has trained: "been lifting six years mate", "10 years of running", "complete beginner"
        "training experience",
        r"(?:been |i'?ve been )?(?:lifting|training|running|climbing|swimming|cycling|rowing|boxing|"
        r"powerlifting|doing (?:crossfit|yoga|pilates|weights)) "
        r"(?:for )?(?:about |over |nearly |almost |like )?"
        r"(?:\d+|a few|a couple of|two|three|four|five|six|seven|eight|nine|ten|many) (?:years?|yrs?)\b|"
        r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten) (?:years?|yrs?) (?:of )?"
        r"(?:lifting|training|running|climbing|experience)\b|complete beginner|total beginner|"
        r"never (?:trained|lifted|been to a gym|set foot in a gym) before",
    ),
    (
        "work",
        r"new job|started (?:a|my) (?:new )?job|changed jobs|job change|got promoted|promotion|"
        r"lost my job|laid off|quit my job|made redundant|redundan(?:cy|t)|got fired|between jobs|unemployed|"
        r"work(?:ing)? from home|wfh|work(?:ing)? remotely|new role|starting work at|first day at|"
        r"(?:busy|crazy|hectic) (?:at|with) work|deadline|crunch at work|"
        r"work(?: is|'s| has been| been) (?:crazy|insane|busy|mental|manic|nuts|hectic|full on|brutal|a lot|mad|rammed|"  # noqa: E501
        r"slammed|chaos)|(?:month|quarter|year|tax)[- ]end|"
        # what she does for a living: "I'm a nurse", "work as a chef", "firefighter, 24 on 48 off"
        rf"(?:i'?m|i am|work(?:ing)? as|job as|i'?ve been) (?:a|an) (?:[a-z]+ ){{0,2}}(?:{_JOBS})|"
        # said without the article, as many second-language speakers do: "I'm nurse", "work as engineer"
        rf"(?:{_JOB_FRAME}) (?:(?:{_JOB_KINDS}) )?(?:{_JOBS})"
        r"(?![\w'-])|"
        rf"^\W*(?:{_JOBS})(?=\s*[,.:;]|\s+(?:here|by trade)\b)|"
        rf"\b(?:{_JOBS}) (?:by (?:trade|profession)|is my (?:job|profession|work))\b|"
        rf"\bwork\w*\b[^.!?,]{{0,25}}\bas (?:an? )?(?:[a-z]+ ){{0,2}}(?:{_JOBS})|"
        # in an introduction, the job after her age: "Joy, 31, staff nurse", "Dana, 44, litigation attorney"
        rf"\b(?:1[6-9]|[2-9]\d)\)?\s*[,;:–—-]\s*(?:[a-z-]+ ){{0,3}}?(?:{_JOBS})(?![\w'-])|"
        # work away from home in rotations: "back offshore on the rigs", "FIFO", "two weeks on, two off"
        r"offshore|on the rigs?|oil rigs?|fifo|fly[- ]in[- ]fly[- ]out|deployed|deployment|(?:back )?at sea|"
        r"on tour|(?:the |our |my )?tour(?:'s| is| has been| got)? (?:off|cancell?ed|called off|postponed)|"
        # seasonal work that takes over her days: "harvest started", "lambing season", "calving"
        r"harvest (?:started|starts|season|time|is|'s)|(?:during|till|until|after|through) (?:the )?harvest|"
        r"lambing|calving season|silage|"
        # working from home, any way she says it: "fully remote", "remote job", "I'm remote", "home office"
        r"(?:fully|100%|mostly|entirely|totally) remote|remote (?:job|worker|role|work|team|company|first)|"
        r"work(?:ing|s)? remote(?:ly)?|(?<=i'm )remote|(?<=i am )remote|home office|"
        r"(?:job|work|role)(?:'s| is) (?:fully |all |100% |mostly )?remote|self-employed|freelanc(?:e|er|ing)|"  # noqa: E501
        r"(?:have|got|run|own) (?:my|our) own (?:\w+ )?(?:business|company|shop|salon|caf[eé]|practice|studio)|"  # noqa: E501
        # a business she runs or owns, or the trade she is in: "I run a small bakery", "we own a café",
        # "I work in IT", "I work at a hospital"
        r"(?:run|runs|running|own|owns|manage|manages|opened|co-?own) (?:a|an|my|our|the|her|his) "
        r"(?:[\w'-]+ ){0,2}(?:bakery|caf[eé]|coffee shop|restaurant|shop|store|pub|bar|salon|business|company|"  # noqa: E501
        r"farm|studio|clinic|practice|start-?up|takeaway|hotel|b&b|garage|bakehouse|deli|firm|agency)\b|"
        r"i (?:work|am working|'m working) (?:in|for|at) (?:it|tech|finance|banking|retail|sales|marketing|"
        r"hospitality|construction|healthcare|insurance|logistics|a (?:hospital|bank|school|bakery|shop|"
        r"warehouse|factory|call cent(?:re|er)|restaurant|care home|supermarket|pharmacy|law firm|hotel))\b|"
        # her hours as a span: "hours damn long, 9 to 7 every day", "shifts are 7-7", "I start at 3 in the
        # morning"
        r"\b9 ?(?:-|to|till) ?5(?:er)?\b(?!\s*(?:times|x|km|k|kg|mins?|reps|sets|days|hours|miles|weeks))|"
        r"(?<!after )(?<!before )(?<!from )(?:hours|shifts?|work(?!\s*out)|job|office)\b[^.!?]{0,22}?\b\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s*"  # noqa: E501
        r"(?:to|till|until|til|-|–)\s*\d{1,2}(?::\d{2})?\s*(?:am|pm)?"
        r"(?!\s*(?:times|x|km|k|kg|min|mins|minutes|reps|sets|days|hours|hrs|miles|weeks|runs|sessions|"
        r"workouts|rounds|laps|goes|tries)\b)(?![\d:])|"
        r"(?:i |we )?start (?:work |my shift |at work )?at (?:\d{1,2}|one|two|three|four|five|six)(?::\d{2})?\s*"  # noqa: E501
        r"(?:in the morning|am)\b",
    ),
    (
        "moving",
        r"moving (?:house|flat|apartment|out|in|to)|"
        r"moved (?:house|in|to(?! (?:the |a |my )?[\w-]*gym\b))|new (?:apartment|flat|house|place)|"
        # "we moved from Manchester to Bristol at the weekend"
        r"mov(?:ed|ing) from (?-i:[A-Z])[\w ]{1,25}? to (?-i:[A-Z])\w+|"
        r"relocat\w*|moving day|"
        # "the move went fine": the move as a noun only where it goes or went (a "move" is also an exercise)
        r"(?:the|our|my) (?:house |home )?move"
        r"(?= (?:went|is going|was|is done|is over|is next|is on|is happening)\b)|"
        # living with family for now, a home damaged: "wi a stay by mi auntie", "storm took the roof"
        r"(?:staying|stay|living|moved in|moving in|sleeping) (?:with|by|at) (?:my |our |the )?"
        r"(?:auntie|aunty|aunt|uncle|parents|mum'?s|mum|mom'?s|mom|dad'?s|dad|family|in-laws|folks|gran|nan|"
        r"grandma|sister|brother|cousin|friends?)(?!'?s?(?: (?:place|house|flat))? for (?:a |\d+ |\w+ )?"
        r"(?:few )?(?:days?|nights?|weeks?))|"  # a stay for days or weeks is time away (travel, below)
        r"(?:storm|hurricane|flood|fire|burst pipe)\w* (?:\w+ ){0,3}(?:roof|house|home|flat|apartment)",
    ),
    (
        "travel",
        r"travell?ing|business trip|work trip|flying to|fly out|trip to|on (?:holiday|vacation)|"
        r"away (?:with|for) work|(?:training|team|club|squad|warm[- ]weather) camp|"
        # "I'm driving down to Swindon every weekend to help Mum out": away on a standing day
        r"(?:driving|going|heading|getting the train|commuting) (?:down |up |over |back )?to (?-i:[A-Z])\w+ "
        r"every (?:weekend|week|other weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|"
        r"going (?:on holiday|on vacation|away)|away (?:for|next|this) (?:the )?(?:week|weekend)|conference|"
        r"out of town|on the road|abroad|off to (?:the )?(?-i:[A-Z])\w+|(?:away|abroad) (?:in|at|for)|"
        # "off to my daughter's in Cornwall", "heading to our cottage in Wales"
        r"(?:off|going|heading|away) to (?:my|our) \w+(?:'s)?(?: (?:place|house|flat|cottage))? "
        r"(?:in|at) (?-i:[A-Z])\w+|"
        r"(?:off|going|heading|flying) to \w+ (?:on|for|next|this|tomorrow|in|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|"  # noqa: E501
        r"(?:i'?m|i am|i'?ll be|will be) (?:in|at) "
        r"(?!home|work|the |my |a |school|uni|remission|recovery|rehab|pain|bed|hospital)[A-Z][\w ]{1,20}? "
        r"(?:for work|for a (?:week|few days|conference)|all (?:next )?week|until|till|from)|"
        r"staying (?:at|in) (?:a |the )?(?:hotel|airbnb)|hotel room|"
        # "staying at my sister's for 2 weeks": somewhere else for a while
        r"staying (?:at|with) (?:my|our|a) (?:sister|brother|mum|mom|dad|parent|folk|friend|mate|gran|"
        r"grandma|grandparent|aunt|uncle|cousin|in-law|partner|boyfriend|girlfriend|family)s?(?:'s?)?"
        r"(?: (?:place|house|flat))? for (?:a |\d+ |\w+ )?"
        r"(?:few )?(?:days?|nights?|weeks?|months?)",
    ),
    (
        "family",
        r"kids? (?:are|is|have been|'ve been|'re) (?:sick|home|off)|school holidays|my (?:mom|mum|dad|mother|father|wife|husband|"  # noqa: E501
        r"partner|daughter|son|kids?|child|baby) (?:is|has been|was|are|have been) (?:in hospital|sick|ill|"
        r"unwell|poorly)|caring for|(?:her|his|their|a|the) (?:full[- ]time )?carer|"
        r"i'?m (?:sort of |kind of |basically |now |also |effectively )?(?:a|her|his|their) carer|"
        # someone moved in to be looked after, a husband or wife lost: "Mum's moved in with us for good",
        # "I lost Bob in August", "widowed last year"
        r"(?:mum|mom|dad|mother|father|nan|gran|grandma|grandad|mother-in-law|father-in-law)"
        r"(?:'s| has| is)? "
        r"(?:moved|moving) in with (?:us|me)|widow(?:ed|er)?|"
        r"\b(?:i|we) lost (?!(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)"
        r"[a-z]*\b)(?-i:[A-Z])[a-z]+ (?:in|last|this|to|on)\b|"
        r"(?:i |we )?look(?:ing|s)? after my (?:mum|mom|dad|mother|father|parents?|nan|gran|grandma|grandad)|"
        # "so I am doing all the lifting and bathing for her now": the care she gives
        r"doing (?:all )?the (?:\w+ (?:and )?){0,3}(?:lifting|bathing|washing|dressing|care|caring) "
        r"for (?:her|him|them)|"
        r"dementia|alzheimer'?s|hospice|palliative|end of life care|"
        r"(?:have|got|get) (?:the|my) kids (?:every|on|at|half)|custody|co-?parent\w*|"
        r"(?<!\bi )(?<!\bi've )(?<!\bive )had (?:a|another|a bad|a nasty) (?:stroke|heart attack|fall)|funeral|passed away|(?<!\bbike )(?<!\bphone )(?<!\bcar )(?<!\blaptop )(?<!\bwatch )(?<!\brower )(?<!\btreadmill )(?<!\bbattery )died|lost my (?:mum|mom|dad|father|mother|grandma|"  # noqa: E501
        r"grandad|granddad|nan|dog|cat|brother|sister|friend)|wedding|getting married|(?:just )?got married|"
        r"honeymoon|(?:just )?got engaged|"
        # "baby" said to someone ("carbs are back baby", "let's go baby") or of small things ("baby steps")
        r"divorc\w*|break ?up|broke up|"
        r"(?:\bwe|we'?ve|we have|me and \w+|\w+ and (?:i|me)) (?:just |have |'ve )?split(?: up)?\b"
        r"(?! (?:the|a|an|my|our|it|them|into|in|up the|\d))|"
        r"split up with|separated from|(?:we'?re|we are) separating|"
        r"(?:(?<=\ba )|(?<=the )|(?<=our )|(?<=my )|(?<=new )|(?<=her )|(?<=his ))baby|"
        r"baby(?=\s+\w)(?! steps| carrots| spinach| oil| shark| food| weights)|"
        r"daycare|nursery|toddler|teething|"
        # a relative's operation she is there for, and grandchildren she looks after or lifts
        r"(?:mum|mom|dad|mother|father|nan|gran|grandma|grandad|husband|wife|partner|son|daughter)"
        r"(?:\s+|(?=['’]s))(?:had|has had|is having|just had|['’]s having) (?:her|his|a|an) (?:\w+ )?"
        r"(?:replaced|replacement|op|"
        r"operation|surgery|fitted|removed|out)\b|"
        r"look(?:ing|s)? after (?:her|him|them) (?:in|at|till|until|for)\b|"
        r"grand(?:kids?|children|child|sons?|daughters?|babies|baby)|"
        r"single (?:mum|mom|dad|parent)|(?:mum|mom|mother|dad|father) of (?:\d|one|two|three|four|five)|"
        r"solo with the kids|on my own with the kids|(?:husband|wife|partner) is away|"
        r"(?:husband|wife|partner|hubby) works away|(?:got|have) the kids (?:solo|on my own|by myself)|"
        r"new (?:puppy|dog|kitten)|"
        r"(?:got|adopted|rescued) (?:a|an|our|another) (?:\w+ )?(?:puppy|dog|kitten|cat)|"
        r"started (?:school|nursery|daycare|kindergarten|reception)",
    ),
    # a standing condition a coach plans around ("exercise-induced asthma, inhaler before runs"): the
    # condition is the line's key, so every bundle's index names it (docs/understanding.md "Cues")
    (
        "health",
        r"(?:exercise[- ]induced )?asthma(?:tic)?|epilep\w*|heart (?:condition|murmur)|arrhythmia|"
        r"a-?fib|atrial fibrillation|pacemaker|(?:high|low) blood pressure|hypertension|(?-i:POTS)|"
        r"an(?:a)?emi(?:a|c)|(?:hypo|hyper)thyroid\w*|underactive thyroid|hashimoto'?s|"
        r"osteoporosis|osteopenia|"
        r"copd|(?-i:PCOS)|endometriosis|fibromyalgia|chronic fatigue|lupus|crohn'?s|colitis|"
        r"type (?:1|one) diabet\w*|blood thinners|beta[- ]blockers|"
        # diabetes by what she manages it with: "I'm on insulin, pump and CGM", "my Libre", "T1D"
        r"(?:on|take|taking|my|inject(?:ing)?) insulin|insulin[- ](?:pump|pens?|dependent)|"
        r"(?-i:CGM)|cgms?(?= |,)|"
        r"(?:freestyle )?libre (?:sensor|reader)|dexcom|omnipod|(?-i:T1D|T2D)|t1d|metformin|"
        r"type (?:2|two) diabet\w*|(?:(?<=i'm )|(?<=im )|(?<=i am ))(?:a )?diabetic|"
        # standing conditions a coach plans around, as people name them
        r"multiple sclerosis|(?-i:MS)(?! (?:Teams|Word|Excel|Office|Paint))|rheumatoid(?: arthritis)?|"
        r"psoriatic arthritis|ankylosing spondylitis|long covid|hypermobil\w*|ehlers[- ]danlos|(?-i:EDS)|"
        r"(?-i:ADHD)|parkinson'?s|high cholesterol|statins|(?-i:HRT)|hormone replacement|in remission|"
        r"kidney disease|(?-i:CKD)|gout|sleep apn(?:o)?ea|cpap|levothyroxine|raynaud'?s|sickle cell|"
        r"ha?emophilia|inhaler|puffer|hay ?fever|"
        # how she gets about: "a full-time wheelchair user (T10)", "amputee", "spinal cord injury"
        r"wheelchair(?: user)?|paraplegi\w*|tetraplegi\w*|spinal cord injury|amputee|prosthe(?:tic|sis)|"
        r"(?:(?<=i )|(?<=i've )|(?<=ive ))(?:had|have had) (?:a |an )?(?:stroke|heart attack|mini[- ]stroke|"
        r"cardiac arrest|(?:heart )?bypass|stent)",
    ),
    (
        "illness",
        # "sick of my job", "sick and tired of", "sick to death of": fed up, not ill
        r"\bsick\b(?! (?:of|and tired|to death|to the back teeth)\b)|\bill\b|flu|covid|\ba cold\b|"
        r"(?<!hay )fever|"
        r"food poisoning|stomach bug|migraine|infection|"
        r"antibiotics|in (?:the )?hospital|hospitali[sz]\w+|hospital (?:visit|stay|appointment)|"
        r"surgery|operation|(?:i'?m|i am|i was|i'?ve been|stuck|still|been) in bed|"
        r"chemo\w*|radiotherapy|cancer|"
        r"(?:doctor|dr|gp|physio|physician|midwife|consultant|oncologist|surgeon|specialist|obstetrician|nurse) "  # noqa: E501
        r"(?:says|said|told me|has said|wants|(?:has )?advised (?:against|me not to|no))|cardiac (?:event|arrest)|"  # noqa: E501
        r"having (?:my|an?) [a-z]+ (?:out|removed|operated on|fixed|scoped)|keyhole|(?:knee|hip|shoulder) op|"
        r"procedure|recovering from (?:an? |my )?(?:op|surgery|operation)",
    ),
    (
        "study",
        r"exams?|finals|a[- ]levels|a-level|(?-i:A) level|gcses?|revision|revising|mocks|thesis|dissertation|"
        r"studying for|new course|(?:at|start(?:ed|ing)?) uni\b|university|"
        r"college|semester|masters|phd|night classes",
    ),
    ("menopause", r"(?:peri|post)?-?menopaus\w*|hot flush(?:es)?|hot flashes|night sweats"),
    (
        "where they live",
        r"(?:living|based|settled) in (?!a |an |the |my |fear|hope|sin|denial)[a-z]{3,}|"
        r"i live in (?!a |an |the |my |fear|hope|sin|denial)[a-z]{3,}",
    ),
    (
        "stress and sleep",
        r"stressed|stressful|burn(?:ed|t)? out|burnout|overwhelmed|anxious|not sleeping|"
        r"insomnia|can'?t sleep|night shifts?|shift ?work\w*|"
        # "stress through the roof", "stress levels sky high", "under a lot of stress"
        r"stress(?: levels?)? (?:is |are |'s )?"
        r"(?:through the roof|off the charts|sky[- ]high|high|mad|insane|crazy)|"
        r"(?:so much|lots of|loads of|a lot of|crazy|huge) stress|under (?:a lot of |so much )?stress|"
        # "signed off work with stress", "off sick with anxiety", "on stress leave": work stopped by it
        r"(?:signed off|off sick|off work|on leave|sick leave|time off)(?: work| sick)? (?:with|for|because of|due to) "  # noqa: E501
        r"(?:work )?(?:stress|anxiety|burnout|depression|exhaustion|my mental health|mental health)|"
        r"stress leave|burnout leave",
    ),
    (
        # how she gets to work on her own legs: training load and a clock ("I cycle to work, 25 min each way")
        "active commute",
        r"(?:i|i'?m|we|we'?re) (?:usually |also |still |always |now |normally |just )?"
        r"(?:cycle|cycling|bike|biking|ride my bike|walk|walking|run|running|jog|jogging) "
        r"(?:to|into|in to|home from) "
        r"(?:work|the office|school|uni|college|my job)|"
        r"my (?:cycling|bike|walking|running) commute|commute (?:by|on (?:a|my|the)) (?:bike|bicycle|foot)",
    ),
    (
        # another sport she does every week ("I surf 3 mornings a week", "I play padel on Tuesdays")
        "other sport",
        r"i (?:also |still )?(?:surf|climb|boulder|swim|row|box|dance|skate|ski|paddle|kayak|sail|hike|golf)s? "  # noqa: E501
        r"(?:\d+|once|twice|three|four|five|every|on|most|at)\b|"
        r"i (?:also |still )?play (?:football|soccer|tennis|padel|squash|netball|basketball|rugby|hockey|"
        r"volleyball|golf|cricket|badminton|five-a-side|5-a-side|ultimate|frisbee)\b|"
        r"i (?:also |still )?do (?:yoga|pilates|crossfit|bjj|jiu[- ]?jitsu|judo|karate|muay thai|kickboxing|"
        r"martial arts|spin|barre)(?: classes?)? (?:\d+|once|twice|every|on)\b|"
        # a sport named with its days or its place in her life: "BJJ Monday, Wednesday, Friday evenings",
        # "bouldering is my main thing", "my sport is rowing", "I train muay thai", "blue belt in judo"
        rf"^\W*(?:(?:i )?(?:also |still )?(?:play|do|go) )?(?:{_SPORTS}|swim|surf|climb|boulder|golf|dance|hike)(?: classes?| training| sessions?)?,? "  # noqa: E501
        r"(?:on )?(?:every )?"
        r"(?:(?:mon|tue|wed|thu|fri|sat|sun)\w*|\d ?(?:x|times) (?:a|per) week|(?:once|twice) a week|"
        r"(?:mornings|evenings|nights)\b)|"
        rf"(?:{_SPORTS}) (?:is|=|has been|'s) (?:my|the) (?:main |big |first |real |other |one )?"
        r"(?:thing|sport|passion|jam|focus|love|priority|hobby)\b|"
        rf"\bmy (?:main |big |other |first |real )?(?:sport|thing|passion|hobby) (?:is|=) (?:{_SPORTS})\b|"
        r"\bi (?:also |still |mainly |mostly |mostly just |just )?(?:do|train|practi[cs]e|compete in) "
        rf"(?:{_SPORTS})\b"
        r"(?! (?:once|one day|some ?day|at some point|again)\b)|"
        rf"\b(?:white|blue|purple|brown|black) belt (?:in|at) (?:{_SPORTS})\b|"
        # "I'm a climber", "I'm an amateur boxer": the sport said by who she is in it
        r"\b(?:i'?m|i am) (?:a|an) (?:\w+ )?(?:climber|boulderer|boxer|kickboxer|swimmer|cyclist|rower|"
        r"surfer|dancer|wrestler|grappler|judoka|triathlete|powerlifter|weightlifter|footballer|skier|snowboarder|"
        r"climbing|crossfitter|yogi)\b",
    ),
    (
        # "im 16 wanna get bigger", "I'm 67 now": her age (not "I'm 80kg", "I'm 5 min late")
        "age",
        r"(?<![\w'])(?:i'?m|i am) (?:(?:only|just|now|nearly|almost) )?(?:1[2-9]|[2-9]\d)(?: years? old| yo| y/o)?"  # noqa: E501
        r"(?!\s*(?:kg|kgs|lbs?|%|min|mins|minutes|km|k|miles|weeks|days|hours|hrs|secs|seconds|/|[.,:]\d))|"
        # "At 71 my goal is simple", "at 52 years young": an age said before what it means for her
        r"(?<![\w'])at (?:1[3-9]|[2-9]\d)(?= years? (?:old|young|of age)\b)|"
        r"^\W*at (?:1[3-9]|[2-9]\d)(?=,? my\b(?! (?:alarm|shift|train|bus|class|place|work|lunch))|"
        r",? i(?:'?d| would) (?:like|love)|,? i'?m (?:not|no longer|still)|,? i still)",
    ),
)
# A life stage whose signs are named as often as itself: the index names the stage, whatever sign she said
_STANDING = {"menopause"}
# What a condition is managed with names the condition: a later "inhaler before runs" keeps "asthma" in
# the index every bundle carries
_MANAGED_WITH = (
    (re.compile(r"inhaler|puffer", re.I), "asthma"),
    (re.compile(r"insulin|cgm|libre|dexcom|omnipod|t1d|metformin", re.I), "diabetes"),
)
_LIFE_RES = tuple((label, re.compile(rf"\b(?:{words})\b", re.I)) for label, words in LIFE_TABLE)


# What a question says of her as it asks: "is it ok to keep deadlifting at 14 weeks pregnant?"
_SAID_IN_A_QUESTION_RE = re.compile(
    r"\b(?:at|i'?m|i am|now) \d{1,2} (?:weeks?|wks?|months?) pregnant\b", re.I
)


def life(sentence: str) -> Cue | None:
    """Life context: a new baby, a job change, a move, travel, illness, family, exams, stress."""
    asked = sentence.rstrip().endswith("?") and QUESTION_START_RE.match(sentence.strip())
    if not clean(sentence) or (asked and not _SAID_IN_A_QUESTION_RE.search(sentence)):
        return None  # a question; "i'm pregnant 🤰 like 9 weeks??" is a statement with a doubt
    for label, pattern in _LIFE_RES:
        match = pattern.search(sentence)
        if (
            match
            and not _negated(sentence, match)
            and not _someone_else(sentence, match, label)
            and not called_off(sentence, match.end())  # "the work trip got cancelled"
        ):
            if label == "illness" and is_historical(sentence):
                continue  # "I had ACL surgery years ago" is her history (a constraints note), not now
            if label in ("health", "menopause") and context(sentence, *match.span()) in (
                "other",
                "hypothetical",
            ):
                continue  # "my son has asthma" is his, "my mum's hot flushes" hers
            key = match[0].lower().strip(" ,")
            if label == "work":  # "teacher by profession" → "teacher"
                key = re.sub(r" (?:by (?:trade|profession)|is my (?:job|profession|work))$", "", key)
            if label == "work" and re.search(rf"\b(?:{_JOBS})$", key):  # "I'm a nurse" → "nurse"
                key = re.sub(r"^\W*\d+\W*", "", key)  # "31, staff nurse" → "staff nurse"
                key = re.sub(r"^.*\ban? ", "", key)
                key = re.sub(rf"^(?:{_JOB_FRAME}) (?:(?:{_JOB_KINDS}) )?", "", key)
            sport = (
                re.search(rf"\b(?:{_SPORTS}|swim|surf|climb|boulder|golf|dance|hike)\b", key)
                if label == "other sport"
                else None
            )
            key = sport[0] if sport else key  # "BJJ Monday, Wednesday" → "bjj"
            if label in _STANDING and label not in key:  # "hot flushes" → "menopause (hot flushes)"
                key = f"{label} ({key})"
            for kit, condition in _MANAGED_WITH:  # "inhaler" → "asthma (inhaler)": the index names it
                if kit.search(key) and condition not in key:
                    key = f"{condition} ({key})"
            # a long ramble is quoted from the clause that says it ("… and we brought the baby home …")
            said = sentence if len(sentence) <= QUOTE_MAX_CHARS else clause_around(sentence, *match.span())
            return Cue("life", label, quote_client_text(said), key)
    return None


# A subject starts a new clause: "life wasn't busy enough we're moving house" — the denial is not the move's.
_SUBJECT_RE = re.compile(r"\b(?:i|we|i'?m|we'?re|i'?ve|we'?ve|i'?ll|we'?ll|i'?d|we'?d)\b", re.I)


def _negated(sentence: str, match: re.Match) -> bool:
    """Negated within its own clause: read from the last subject before it ("I'm not moving" is)."""
    subjects = [m.start() for m in _SUBJECT_RE.finditer(sentence, 0, match.start())]
    start = subjects[-1] if subjects else 0
    # a body part after it is another item of a round-up ("the baby is teething … knees fine"): its
    # verdict is the body part's, not the event's
    stop = min((a.start for a in find_areas(sentence) if a.start >= match.end()), default=len(sentence))
    if _HOW_IT_WENT_RE.match(sentence, match.end()):
        stop = match.end()  # "new job is fine", "the move went fine": how it went, not a denial of it
    own = re.compile(re.escape(match[0])).search(sentence[start:stop])
    return own is not None and negated_at(sentence[start:stop], own)


# How an event goes or went, said right after it: a verdict on it, never its denial
_HOW_IT_WENT_RE = re.compile(
    r"\W*(?:(?:is|was|went|'s|has been|had been|seems|feels|going|is going|was going|so far)\s+)+"
    r"(?:all\s+|so far\s+)?(?:(?:really|pretty|totally|actually|mostly|surprisingly|quite|very)\s+)*"
    r"(?:fine|ok|okay|good|great|well|smooth\w*|alright|all right|grand|sound|not bad|no problem)\b",
    re.I,
)


def _someone_else(sentence: str, match: re.Match, label: str = "") -> bool:
    """ "my friend just had a baby" is not her life event (a family member's illness is, by label); nor
    is one said of someone by name ("Karen from accounts is pregnant apparently", "Tom got married");
    a baby of a sister, a cousin or a mate is theirs (her partner's is hers); "my son, 12, wants to be a
    doctor" is his age, not hers."""
    before = sentence[: match.start()]
    if _NAMED_RE.match(before) and not _NOT_A_NAME_RE.match(before) and not _FIRST_PERSON_RE.search(before):
        return True
    if label in _BABY_LABELS and _RELATIVE_RE.search(before):
        return True
    other = re.search(rf"\b(?:{'|'.join(OTHER_PERSON)})\b", before.lower())
    if other and re.match(r"\W*\d+\)?\s*[,;:–—-]", match[0]):
        return True
    runs = re.match(r"(?:run|runs|running|own|owns|manage|manages|opened|co-?own)\b", match[0], re.I)
    if other and runs and not re.search(r"\b(?:i|we)\b", before.lower()):
        return True  # "my brother runs a pub" is his business ("hubby is deployed" is her life)
    return bool(
        re.search(
            r"\b(?:my (?:friend|colleague|coworker|neighbou?r|boss)|a friend|someone)\b", before.lower()
        )
    )


# A person named as the event's subject: "Karen from accounts is", "Priya in HR just", "Dave's wife is"
_NAMED_RE = re.compile(
    r"^\W*(?-i:[A-Z][a-z]+)(?: (?:from|in|at|on) (?:the )?[\w&-]+| (?-i:[A-Z][a-z]+))?"
    r"(?:'s (?:wife|husband|partner|girlfriend|boyfriend|missus|sister|daughter|son))? "
    r"(?:is|was|'s|has|had|just|got|and)\b"
)
_NOT_A_NAME_RE = re.compile(
    r"^\W*(?:i|my|we|our|the|this|that|it|so|also|just|now|today|work|life|mum|mom|dad|baby|wife|husband|"
    r"partner|hubby|kids?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan\w*|feb\w*|march|april|may|june|july|"
    r"aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|new|sleep|stress|everything|things|home|family)\b",
    re.I,
)
_FIRST_PERSON_RE = re.compile(
    r"\b(?:i|i'?m|i'?ve|i'?d|me|my|we|we'?re|our|us)\b", re.I
)  # "Tom and I are moving"
_BABY_LABELS = ("new baby", "fertility", "pregnancy loss")
_RELATIVE_RE = re.compile(
    r"\b(?:my|our|her|his) (?:(?:older|younger|little|big|best|twin) )?(?:sister|brother|cousin|mate|"
    r"flatmate|roommate|housemate|teammate|manager|niece|nephew|bestie|best friend|friend'?s?|daughter|son|"
    r"sister-in-law|brother-in-law|(?:work|gym) ?(?:mate|friend|buddy))\b|\b(?:sis|bro)\b",
    re.I,
)
