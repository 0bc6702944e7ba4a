"""The labelled retrieval and duplicate sets, frozen before any ranking or threshold was tuned.

Two domains:

* `DEMO_QUERIES` — hand-written questions a coach or a client would ask, judged against the demo
  handbook (`knowledge/demo_data/coaching.yaml` plus the two wrist-pain records of
  `knowledge/demo.py`). Relevance is by record key: in the demo domain a key names exactly one live
  head, and the bench maps it to the record's id (`coaching-00NN`).
* `generated_domain()` / `generated_queries()` — a larger domain built from a lexicon: every concept
  record is written with one wording (`knee pain during squats`) and asked about with another
  (`kneecap aches doing deep knee bends`), among thousands of importer-keyed filler records
  (`conv-26-d1-3-obs0`) that share the vocabulary. Relevance is by the concept record's key.

Query kinds: `literal` (the query's content words occur in the record's title, key or body),
`paraphrase` (the same meaning in other words), `synonym` (a different name for the same thing) and
`jargon` (the trade's term for it). At least 30 % of the queries are literal.

`DUPLICATE_PAIRS` — pairs (existing, new) labelled `duplicate` (the same fact reworded, reordered or
re-keyed) or `distinct` (the same topic, a different fact — including importer-style keys that differ
in one digit). The duplicate guard is measured on them: false refusals (a distinct pair refused) and
misses (a duplicate pair let through), with and without keys.
"""

import random
from dataclasses import dataclass

LITERAL, PARAPHRASE, SYNONYM, JARGON = "literal", "paraphrase", "synonym", "jargon"


@dataclass(frozen=True)
class Query:
    text: str
    kind: str
    relevant: tuple[str, ...]  # record keys, most relevant first


def _q(text: str, kind: str, *relevant: str) -> Query:
    return Query(text, kind, relevant)


# --- The demo handbook -----------------------------------------------------------------------------

DEMO_QUERIES: list[Query] = [
    # literal: the words of the record
    _q("squat substitutions", LITERAL, "squat-substitutions"),
    _q("goblet squat", LITERAL, "goblet-squat"),
    _q("bulgarian split squat", LITERAL, "bulgarian-split-squat"),
    _q("leg press", LITERAL, "leg-press-substitute"),
    _q("pull-up progression", LITERAL, "pull-up-progression"),
    _q("scapular pulls", LITERAL, "scapular-pulls"),
    _q("band-assisted pull-ups", LITERAL, "band-assisted-pull-ups"),
    _q("pull-up negatives", LITERAL, "pull-up-negatives"),
    _q("wrist-friendly pressing", LITERAL, "wrist-friendly-pressing"),
    _q("neutral-grip dumbbell press", LITERAL, "neutral-grip-dumbbell-press"),
    _q("push-ups on handles", LITERAL, "push-ups-on-handles"),
    _q("landmine press", LITERAL, "landmine-press"),
    _q("dumbbell floor press", LITERAL, "floor-press"),
    _q("front rack wrist strain", LITERAL, "front-rack-wrist-strain"),
    _q("daily protein target", LITERAL, "protein-daily-target"),
    _q("protein per meal", LITERAL, "protein-per-meal"),
    _q("casein before bed", LITERAL, "protein-before-bed"),
    _q("protein in a calorie deficit", LITERAL, "protein-in-a-deficit", "protein-daily-target"),
    _q("deload rules", LITERAL, "deload-rules", "how-to-deload"),
    _q("planned deload every 4-6 weeks", LITERAL, "deload-frequency"),
    _q("recovery score bands", LITERAL, "recovery-score-bands"),
    _q("short sleep", LITERAL, "short-sleep-cap"),
    _q("caffeine cut-off", LITERAL, "caffeine-cutoff"),
    _q("training while travelling", LITERAL, "travel-training"),
    _q("hotel gym", LITERAL, "hotel-gym-full-body"),
    _q("bodyweight circuit", LITERAL, "bodyweight-travel-circuit"),
    _q("jet lag", LITERAL, "jet-lag-easy-days"),
    _q("zone 2 runs", LITERAL, "zone-2-running"),
    _q("tempo run pace", LITERAL, "tempo-run-pace"),
    _q("raise running volume gradually", LITERAL, "running-volume-increase"),
    _q("achilles soreness", LITERAL, "achilles-soreness-swap"),
    _q("RPE scale", LITERAL, "rpe-scale"),
    _q("stalled lift", LITERAL, "stalled-lift"),
    _q("wrist pain 2/10 pressing", LITERAL, "wrist-pain-stop-rule", "wrist-pain-train-through"),
    _q("newborn at home", LITERAL, "new-parent-sleep"),
    _q("first pull-up", LITERAL, "pull-up-progression"),
    _q("knee pain", LITERAL, "squat-substitutions"),
    _q("cottage cheese before sleep", LITERAL, "protein-before-bed"),
    _q("what does RPE 8 mean", LITERAL, "rpe-scale"),
    _q("tight lats front rack", LITERAL, "front-rack-wrist-strain"),
    # paraphrase, synonym, jargon: the meaning in other words
    _q("I slept 4 hours should I train", PARAPHRASE, "short-sleep-cap", "new-parent-sleep"),
    _q("stuck on the same weight for weeks", PARAPHRASE, "stalled-lift"),
    _q("plateau", SYNONYM, "stalled-lift"),
    _q(
        "can't do a single chin-up yet",
        PARAPHRASE,
        "pull-up-progression",
        "band-assisted-pull-ups",
        "pull-up-negatives",
        "scapular-pulls",
    ),
    _q("my knees hurt when I squat", PARAPHRASE, "squat-substitutions"),
    _q("no rack for squatting on the road", PARAPHRASE, "squat-substitutions", "goblet-squat"),
    _q(
        "lower back is cranky, which leg exercise",
        PARAPHRASE,
        "leg-press-substitute",
        "bulgarian-split-squat",
        "goblet-squat",
    ),
    _q("one-legged squat with the back foot on a bench", PARAPHRASE, "bulgarian-split-squat"),
    _q("make chin-ups easier with a rubber band", SYNONYM, "band-assisted-pull-ups"),
    _q("eccentric-only pull-ups", JARGON, "pull-up-negatives"),
    _q("shoulder blade activation while hanging", PARAPHRASE, "scapular-pulls"),
    _q(
        "my wrists hurt on bench press",
        PARAPHRASE,
        "wrist-friendly-pressing",
        "neutral-grip-dumbbell-press",
        "wrist-pain-stop-rule",
    ),
    _q("palms facing each other pressing", PARAPHRASE, "neutral-grip-dumbbell-press"),
    _q("pushups hurt my wrists", PARAPHRASE, "push-ups-on-handles", "wrist-friendly-pressing"),
    _q("barbell wedged in a corner overhead", PARAPHRASE, "landmine-press"),
    _q("bench pressing lying on the ground", PARAPHRASE, "floor-press"),
    _q("front squat hurts my wrists", PARAPHRASE, "front-rack-wrist-strain"),
    _q("how many grams of protein a day", PARAPHRASE, "protein-daily-target"),
    _q("how much protein per kilo of bodyweight", PARAPHRASE, "protein-daily-target"),
    _q("spreading protein across the day", PARAPHRASE, "protein-per-meal"),
    _q("what to eat at lunch to get more protein", PARAPHRASE, "protein-per-meal"),
    _q("night-time snack for muscle repair", PARAPHRASE, "protein-before-bed"),
    _q("keeping muscle while cutting", JARGON, "protein-in-a-deficit"),
    _q("dieting to lose fat, how much protein", PARAPHRASE, "protein-in-a-deficit", "protein-daily-target"),
    _q(
        "when should I take an easy week",
        PARAPHRASE,
        "deload-frequency",
        "deload-on-low-readiness",
        "deload-rules",
    ),
    _q("how often should I back off training", PARAPHRASE, "deload-frequency"),
    _q("recovery has been terrible all week", PARAPHRASE, "deload-on-low-readiness", "recovery-score-bands"),
    _q("what changes during a lighter week", PARAPHRASE, "how-to-deload"),
    _q("my whoop score is 35 today", JARGON, "recovery-score-bands"),
    _q("readiness is high, go heavy?", PARAPHRASE, "recovery-score-bands"),
    _q("bad night before the gym", PARAPHRASE, "short-sleep-cap"),
    _q("the baby keeps waking me up", PARAPHRASE, "new-parent-sleep"),
    _q("latest time I can drink coffee", SYNONYM, "caffeine-cutoff"),
    _q("afternoon espresso ruins my night", SYNONYM, "caffeine-cutoff"),
    _q(
        "business trip next week, how to keep working out",
        PARAPHRASE,
        "travel-training",
        "hotel-gym-full-body",
    ),
    _q("quick workout in a hotel fitness room", PARAPHRASE, "hotel-gym-full-body"),
    _q("no equipment workout", PARAPHRASE, "bodyweight-travel-circuit"),
    _q("flew across time zones, how hard to train", PARAPHRASE, "jet-lag-easy-days"),
    _q("easy conversational running", PARAPHRASE, "zone-2-running"),
    _q("low heart rate aerobic base", JARGON, "zone-2-running"),
    _q("threshold run", JARGON, "tempo-run-pace"),
    _q("lactate threshold effort", JARGON, "tempo-run-pace"),
    _q("how fast can I increase weekly mileage", PARAPHRASE, "running-volume-increase"),
    _q("how much more distance each week", PARAPHRASE, "running-volume-increase"),
    _q("calf tightness before my jog", PARAPHRASE, "achilles-soreness-swap"),
    _q("heel cord sore, cross-train instead", JARGON, "achilles-soreness-swap"),
    _q("how hard does the set feel, reps in reserve", JARGON, "rpe-scale"),
    _q("bench press not going up for three sessions", PARAPHRASE, "stalled-lift"),
    _q("no progress on my deadlift", PARAPHRASE, "stalled-lift"),
    _q(
        "should I push through a bit of wrist pain",
        PARAPHRASE,
        "wrist-pain-train-through",
        "wrist-pain-stop-rule",
    ),
    _q("when must pressing stop because of the wrist", PARAPHRASE, "wrist-pain-stop-rule"),
    _q(
        "alternatives to back squats",
        SYNONYM,
        "squat-substitutions",
        "goblet-squat",
        "bulgarian-split-squat",
        "leg-press-substitute",
    ),
    _q("front-loaded squat holding a kettlebell", PARAPHRASE, "goblet-squat"),
    _q("machine for legs when the spine is sore", PARAPHRASE, "leg-press-substitute"),
    _q("exercises for a sore wrist", PARAPHRASE, "wrist-friendly-pressing"),
    _q("eat more protein after getting hurt", PARAPHRASE, "protein-daily-target"),
    _q("older lifter over 40 protein needs", PARAPHRASE, "protein-daily-target"),
    _q("overreaching, lifts going backwards", JARGON, "deload-on-low-readiness"),
    _q("sleep deprivation and lifting intensity", SYNONYM, "short-sleep-cap"),
    _q("on the road with no gym", PARAPHRASE, "bodyweight-travel-circuit", "travel-training"),
    _q("10 percent rule", JARGON, "running-volume-increase"),
    _q("tendon pain above the heel, swap running for cycling", PARAPHRASE, "achilles-soreness-swap"),
    _q("halve the sets but keep the weight", PARAPHRASE, "how-to-deload"),
    _q("what is the point of training on vacation", PARAPHRASE, "travel-training"),
    _q("stack the joint over the elbow when pressing", PARAPHRASE, "wrist-friendly-pressing"),
    _q("getting from zero to a chin-up", PARAPHRASE, "pull-up-progression"),
    _q(
        "doing less after a bad recovery morning",
        PARAPHRASE,
        "recovery-score-bands",
        "deload-on-low-readiness",
    ),
    _q("what should I do today, I only slept five hours", PARAPHRASE, "short-sleep-cap", "new-parent-sleep"),
]


# --- The generated domain --------------------------------------------------------------------------
# Each entry: (the record's wording, the other wordings a person might use for it).

BODY_PARTS = [
    ("knee", ["kneecap", "patella"]),
    ("shoulder", ["rotator cuff", "deltoid"]),
    ("lower back", ["lumbar spine", "low back"]),
    ("hip", ["hip joint", "groin"]),
    ("ankle", ["ankle joint", "foot"]),
    ("elbow", ["forearm", "tennis elbow"]),
    ("neck", ["cervical spine", "upper trap"]),
    ("hamstring", ["back of the thigh", "rear thigh"]),
]
COMPLAINTS = [
    ("pain", ["hurts", "aches"]),
    ("stiffness", ["feels tight", "feels locked up"]),
    ("clicking", ["pops", "makes a noise"]),
]
MOVEMENTS = [
    ("squats", ["deep knee bends", "sitting down into a squat"]),
    ("deadlifts", ["hip hinges", "pulling the bar from the floor"]),
    ("overhead press", ["pressing above the head", "military press"]),
    ("running", ["jogging", "a run"]),
    ("lunges", ["split steps", "stepping forward"]),
    ("rows", ["pulling toward the torso", "bent-over pulls"]),
]
REMEDIES = [
    "reduce the range of motion and keep the load",
    "swap to a machine variation for two weeks",
    "warm up with ten minutes of mobility first",
    "cut the weight by a fifth and rebuild",
    "switch to tempo reps with a three second lowering",
    "refer to the physio before the next session",
]
FILLER_WORDS = (
    "client coach session week plan note check update form log score target goal block phase cycle "
    "meal protein sleep recovery travel run bike swim walk squat press row lunge hinge knee shoulder "
    "hip ankle elbow neck back hamstring pain stiffness clicking warm cool mobility load volume "
    "intensity tempo range machine band dumbbell barbell kettlebell physio rest easy hard heavy light"
).split()


@dataclass(frozen=True)
class GeneratedRecord:
    key: str
    title: str
    body: str


def _concept_key(part: str, complaint: str, movement: str) -> str:
    return "-".join(f"{part} {complaint} {movement}".split())


def generated_domain(*, n_records: int = 10_000, seed: int = 17) -> list[GeneratedRecord]:
    """Every concept record (part × complaint × movement), then filler keyed like an importer's
    observations, built from the same vocabulary, up to `n_records`."""
    rng = random.Random(seed)
    records = []
    for part_index, (part, _) in enumerate(BODY_PARTS):
        for complaint, _ in COMPLAINTS:
            for movement_index, (movement, _) in enumerate(MOVEMENTS):
                remedy = REMEDIES[(part_index + movement_index) % len(REMEDIES)]
                records.append(
                    GeneratedRecord(
                        key=_concept_key(part, complaint, movement),
                        title=f"{part.capitalize()} {complaint} during {movement}",
                        body=f"When the {part} shows {complaint} in {movement}, {remedy}.",
                    )
                )
    number = 0
    while len(records) < n_records:
        conv, day, turn = number // 600 + 1, number // 40 % 15 + 1, number % 40
        words = [rng.choice(FILLER_WORDS) for _ in range(rng.randint(12, 30))]
        records.append(
            GeneratedRecord(
                key=f"conv-{conv}-d{day}-{turn}-obs{number % 3}",
                title=" ".join(words[:5]).capitalize() + f" ({number})",
                body=" ".join(words[5:]) + ".",
            )
        )
        number += 1
    return records


def generated_queries(*, seed: int = 17) -> list[Query]:
    """80 queries over the concept records: 30 literal (the record's own words, reordered), 50 in
    the other wordings of the lexicon."""
    rng = random.Random(seed)
    concepts = [
        (part, complaint, movement)
        for part in BODY_PARTS
        for complaint in COMPLAINTS
        for movement in MOVEMENTS
    ]
    picked = rng.sample(concepts, 80)
    queries = []
    for index, ((part, part_alt), (complaint, complaint_alt), (movement, movement_alt)) in enumerate(picked):
        key = _concept_key(part, complaint, movement)
        if index < 30:
            queries.append(Query(f"{complaint} in the {part} with {movement}", LITERAL, (key,)))
        else:
            text = f"my {rng.choice(part_alt)} {rng.choice(complaint_alt)} with {rng.choice(movement_alt)}"
            queries.append(Query(text, SYNONYM, (key,)))
    return queries


# --- Duplicates ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pair:
    existing: tuple[str, str, str]  # key, title, body
    new: tuple[str, str, str]
    label: str  # "duplicate" or "distinct"


def _p(existing: tuple[str, str, str], new: tuple[str, str, str], label: str) -> Pair:
    return Pair(existing, new, label)


DUP, DISTINCT = "duplicate", "distinct"

DUPLICATE_PAIRS: list[Pair] = [
    # The same fact, reworded or reordered (keys differ: a writer who does not know the old key).
    _p(
        (
            "short-sleep-cap",
            "Short sleep caps the session",
            "Under 6 hours of sleep, cap the session at RPE 7 and drop the last set of accessories.",
        ),
        (
            "sleep-under-six-hours",
            "Cap the session after short sleep",
            "Cap the session at RPE 7 and drop the last accessory set when sleep was under 6 hours.",
        ),
        DUP,
    ),
    _p(
        (
            "caffeine-cutoff",
            "Caffeine cut-off",
            "No caffeine within 8 hours of bedtime; for a 23:00 bedtime the last coffee is at 15:00.",
        ),
        (
            "last-coffee",
            "Caffeine cutoff before bed",
            "No caffeine in the 8 hours before bedtime: with a 23:00 bedtime, last coffee at 15:00.",
        ),
        DUP,
    ),
    _p(
        (
            "deload-frequency",
            "Planned deload every 4-6 weeks",
            "After 4–6 weeks of hard training take one easier week, even if the client feels fine.",
        ),
        (
            "deload-cadence",
            "Deload every 4 to 6 weeks",
            "Take an easier week after four to six weeks of hard training, even when the client feels fine.",
        ),
        DUP,
    ),
    _p(
        ("protein-per-meal", "Protein per meal", "About 0.3–0.4 g/kg per meal over 3–5 meals."),
        ("meal-protein", "Per-meal protein", "Spread protein over 3–5 meals at about 0.3–0.4 g/kg each."),
        DUP,
    ),
    _p(
        (
            "zone-2-running",
            "Zone 2 runs",
            "Conversational pace, roughly 60–70 % of max heart rate. Most weekly running lives here.",
        ),
        (
            "easy-running-zone",
            "Running in zone 2",
            "Most weekly running is at a conversational pace, about 60-70 % of maximum heart rate.",
        ),
        DUP,
    ),
    _p(
        (
            "stalled-lift",
            "Stalled lift",
            "Three sessions at the same top set without progress. Change the rep range or the variation.",
        ),
        (
            "lift-stall",
            "A lift has stalled",
            "No progress on the top set for three sessions: change the variation or the rep range.",
        ),
        DUP,
    ),
    _p(
        (
            "jet-lag-easy-days",
            "Jet lag — keep the first two days easy",
            "Easy runs or walks outside in daylight for the first two days after crossing 3+ time zones.",
        ),
        (
            "jetlag-first-days",
            "Keep the first two days easy after jet lag",
            "After crossing 3 or more time zones, keep the first two days to easy runs or daylight walks.",
        ),
        DUP,
    ),
    _p(
        (
            "running-volume-increase",
            "Raise running volume gradually",
            "Add at most 10 % weekly distance; every fourth week stays flat.",
        ),
        (
            "mileage-increase",
            "Gradual running volume increase",
            "Weekly distance goes up by 10 % at most, and every fourth week stays flat.",
        ),
        DUP,
    ),
    _p(
        (
            "achilles-soreness-swap",
            "Achilles soreness — swap a run for the bike",
            "Soreness 3/5 or more in the achilles or calf replaces the next run with the bike.",
        ),
        (
            "achilles-bike-swap",
            "Swap the run for the bike with achilles soreness",
            "Achilles or calf soreness of 3/5 or more: the next run becomes the same minutes on a bike.",
        ),
        DUP,
    ),
    _p(
        ("how-to-deload", "How to deload", "Halve the working sets, keep the load, stop at RPE 6."),
        ("deload-method", "Deload: how", "Keep the load, halve the working sets and stop at RPE 6."),
        DUP,
    ),
    _p(
        (
            "recovery-score-bands",
            "Recovery score bands",
            "Below 40 — easy day; 40–70 — train as planned; above 70 — the day for a top set.",
        ),
        (
            "readiness-bands",
            "Bands of the recovery score",
            "Recovery score under 40: easy day. 40 to 70: train as planned. Over 70: a top set day.",
        ),
        DUP,
    ),
    _p(
        (
            "floor-press",
            "Dumbbell floor press",
            "Lying on the floor limits the range at the bottom, where the wrist and shoulder are loaded.",
        ),
        (
            "db-floor-press",
            "Floor press with dumbbells",
            "Pressing dumbbells lying on the floor limits the bottom range, where wrist and shoulder load.",
        ),
        DUP,
    ),
    _p(
        (
            "pull-up-negatives",
            "Pull-up negatives",
            "Jump to the top and lower for 3–5 seconds. 3×3; stop when the lowering speeds up.",
        ),
        (
            "negative-pull-ups",
            "Negative pull-ups",
            "3×3: jump to the top, lower for 3–5 seconds, stop once the lowering speeds up.",
        ),
        DUP,
    ),
    _p(
        (
            "hotel-gym-full-body",
            "Hotel gym full body in 30 minutes",
            "Goblet squat, dumbbell row, neutral-grip press, split squat; 3 rounds, RPE 7.",
        ),
        (
            "hotel-full-body-30",
            "30-minute full body in a hotel gym",
            "3 rounds at RPE 7 of goblet squat, dumbbell row, split squat and neutral-grip press.",
        ),
        DUP,
    ),
    _p(
        (
            "protein-before-bed",
            "Slow protein before bed",
            "30–40 g of casein before sleep supports overnight recovery.",
        ),
        (
            "casein-at-night",
            "Casein before bed",
            "Before sleep, 30–40 g of slow casein protein supports recovery overnight.",
        ),
        DUP,
    ),
    # The same fact re-imported under an importer's key scheme (a new observation number).
    _p(
        (
            "conv-26-d1-3-obs0",
            "Client prefers morning sessions before work",
            "Says she trains best at 06:30 before work; evenings are for family.",
        ),
        (
            "conv-26-d2-7-obs1",
            "Prefers morning sessions before work",
            "She trains best at 06:30, before work; evenings are family time.",
        ),
        DUP,
    ),
    _p(
        (
            "conv-31-d4-2-obs0",
            "Knee pain on deep squats",
            "Reports knee pain below parallel in back squats, 3/10.",
        ),
        (
            "conv-31-d5-1-obs0",
            "Knee pain in deep squats",
            "Back squats below parallel give her knee pain, 3/10.",
        ),
        DUP,
    ),
    _p(
        (
            "ex-0001",
            "Vegetarian, eats eggs and dairy",
            "Lacto-ovo vegetarian: no meat or fish, eggs and dairy are fine.",
        ),
        (
            "ex-0417",
            "Eats eggs and dairy, vegetarian",
            "No meat or fish; eggs and dairy are fine (lacto-ovo vegetarian).",
        ),
        DUP,
    ),
    _p(
        (
            "conv-40-d1-1-obs2",
            "Goal: first half marathon in October",
            "Wants to run her first half marathon in October.",
        ),
        (
            "conv-40-d9-4-obs0",
            "First half marathon goal, October",
            "Her goal is to run a first half marathon this October.",
        ),
        DUP,
    ),
    _p(
        (
            "conv-12-d3-5-obs1",
            "Travels to Berlin every second week",
            "Works in Berlin every other week, stays in a hotel with a small gym.",
        ),
        (
            "conv-12-d7-2-obs0",
            "Every other week in Berlin",
            "Every second week she works in Berlin and stays at a hotel with a small gym.",
        ),
        DUP,
    ),
    # The same topic, a different fact: never a duplicate.
    _p(
        (
            "protein-daily-target",
            "Daily protein target",
            "Aim for 1.6 g of protein per kg of bodyweight per day.",
        ),
        (
            "protein-target-older",
            "Daily protein target for clients over 40",
            "Clients over 40 aim for 2.0 g of protein per kg of bodyweight per day.",
        ),
        DISTINCT,
    ),
    _p(
        (
            "deload-frequency",
            "Planned deload every 4-6 weeks",
            "After 4–6 weeks of hard training take one easier week.",
        ),
        (
            "deload-on-low-readiness",
            "Deload early when readiness drops",
            "Recovery under 40 on 3 of 5 days brings the deload forward.",
        ),
        DISTINCT,
    ),
    _p(
        ("zone-2-running", "Zone 2 runs", "Conversational pace, roughly 60–70 % of max heart rate."),
        ("tempo-run-pace", "Tempo run pace", "Comfortably hard — about 85–90 % of max heart rate."),
        DISTINCT,
    ),
    _p(
        (
            "wrist-pain-stop-rule",
            "Stop pressing at wrist pain 2/10",
            "Any pressing stops at wrist pain of 2/10 or more; switch to a neutral-grip option.",
        ),
        (
            "wrist-pain-train-through",
            "Train through mild wrist pain up to 3/10",
            "Mild wrist pain up to 3/10 that does not rise during the set is acceptable in pressing.",
        ),
        DISTINCT,
    ),
    _p(
        (
            "goblet-squat",
            "Goblet squat as a squat substitute",
            "A dumbbell or kettlebell held at the chest. Upright torso, easy to learn.",
        ),
        (
            "leg-press-substitute",
            "Leg press as a squat substitute",
            "Machine-supported, no balance demand. Useful with back pain.",
        ),
        DISTINCT,
    ),
    _p(
        ("pull-up-negatives", "Pull-up negatives", "Jump to the top and lower for 3–5 seconds. 3×3."),
        (
            "band-assisted-pull-ups",
            "Band-assisted pull-ups",
            "A band under the knees takes part of the bodyweight.",
        ),
        DISTINCT,
    ),
    _p(
        (
            "short-sleep-cap",
            "Short sleep caps the session",
            "Under 6 hours of sleep, cap the session at RPE 7.",
        ),
        (
            "long-sleep-top-set",
            "Long sleep allows a top set",
            "Over 8 hours of sleep and a recovery score above 70: the day for a top set.",
        ),
        DISTINCT,
    ),
    _p(
        ("caffeine-cutoff", "Caffeine cut-off", "No caffeine within 8 hours of bedtime."),
        (
            "caffeine-pre-workout",
            "Caffeine before training",
            "3 mg/kg of caffeine 45 minutes before a hard session improves performance.",
        ),
        DISTINCT,
    ),
    _p(
        ("protein-per-meal", "Protein per meal", "About 0.3–0.4 g/kg per meal over 3–5 meals."),
        (
            "protein-before-bed",
            "Slow protein before bed",
            "30–40 g of casein before sleep supports overnight recovery.",
        ),
        DISTINCT,
    ),
    _p(
        (
            "achilles-soreness-swap",
            "Achilles soreness — swap a run for the bike",
            "Soreness 3/5 or more in the achilles replaces the next run with the bike.",
        ),
        (
            "achilles-soreness-eccentric",
            "Achilles soreness — eccentric heel drops",
            "Daily eccentric heel drops, 3×15, while achilles soreness stays below 3/5.",
        ),
        DISTINCT,
    ),
    _p(
        (
            "travel-training",
            "Training while travelling",
            "On the road, keep the habit: two short sessions a week are enough.",
        ),
        (
            "travel-nutrition",
            "Eating while travelling",
            "On the road, protein at breakfast and a fruit at every meal.",
        ),
        DISTINCT,
    ),
    _p(
        ("squat-depth-knee", "Squat depth with knee pain", "With knee pain, squat to a box at parallel."),
        (
            "squat-depth-hip",
            "Squat depth with hip pain",
            "With hip pain, keep the stance wider and stop above parallel.",
        ),
        DISTINCT,
    ),
    # Importer-style keys: consecutive observation numbers, different facts.
    _p(
        (
            "conv-26-d1-3-obs0",
            "Client prefers morning sessions before work",
            "Says she trains best at 06:30 before work; evenings are for family.",
        ),
        (
            "conv-26-d1-4-obs1",
            "Client dislikes burpees",
            "Asked to drop burpees from circuits; fine with jumping jacks.",
        ),
        DISTINCT,
    ),
    _p(
        (
            "conv-26-d1-5-obs0",
            "Slept badly after the late shift",
            "Six hours of broken sleep after the late shift on Tuesday.",
        ),
        (
            "conv-26-d1-6-obs0",
            "Slept well after the rest day",
            "Eight hours of sleep after Sunday's rest day.",
        ),
        DISTINCT,
    ),
    _p(
        ("conv-26-d2-1-obs0", "Squat 3x5 at 60 kg", "Back squat 3 sets of 5 at 60 kg, RPE 8."),
        ("conv-26-d2-1-obs1", "Deadlift 3x5 at 80 kg", "Deadlift 3 sets of 5 at 80 kg, RPE 8."),
        DISTINCT,
    ),
    _p(
        (
            "conv-26-d3-2-obs0",
            "Knee pain on deep squats",
            "Reports knee pain below parallel in back squats, 3/10.",
        ),
        (
            "conv-26-d3-2-obs1",
            "Shoulder pain on overhead press",
            "Reports shoulder pain at the top of the overhead press, 2/10.",
        ),
        DISTINCT,
    ),
    _p(
        (
            "conv-26-d4-1-obs0",
            "Goal: first half marathon in October",
            "Wants to run her first half marathon in October.",
        ),
        (
            "conv-26-d4-1-obs1",
            "Goal: first pull-up by summer",
            "Wants to do her first strict pull-up by the summer.",
        ),
        DISTINCT,
    ),
    _p(
        ("ex-0001", "Vegetarian, eats eggs and dairy", "Lacto-ovo vegetarian: no meat or fish."),
        ("ex-0002", "Lactose intolerant", "Avoids milk; hard cheese and yoghurt are fine."),
        DISTINCT,
    ),
    _p(
        ("ex-0003", "Protein shake after training", "Drinks a 30 g whey shake after every session."),
        ("ex-0004", "Protein shake at breakfast", "Has a 30 g whey shake with breakfast on rest days."),
        DISTINCT,
    ),
    _p(
        ("conv-8-d1-1-obs0", "Travels to Berlin every second week", "Works in Berlin every other week."),
        ("conv-8-d1-2-obs0", "Travels to Lisbon in March", "A two-week holiday in Lisbon in March."),
        DISTINCT,
    ),
    _p(
        ("conv-8-d2-1-obs0", "Weight 64.2 kg on Monday", "Weighed 64.2 kg on Monday morning."),
        ("conv-8-d2-2-obs0", "Weight 63.8 kg on Friday", "Weighed 63.8 kg on Friday morning."),
        DISTINCT,
    ),
    _p(
        ("conv-8-d3-1-obs0", "Prefers voice messages", "Likes short voice notes instead of long texts."),
        (
            "conv-8-d3-1-obs1",
            "Prefers replies in the evening",
            "Reads messages after 19:00; no pings during work.",
        ),
        DISTINCT,
    ),
    _p(
        ("conv-9-d1-1-obs0", "Left knee pain 3/10 on lunges", "Left knee pain 3/10 on walking lunges."),
        ("conv-9-d1-1-obs1", "Right knee pain 2/10 on step-ups", "Right knee pain 2/10 on step-ups."),
        DISTINCT,
    ),
    _p(
        ("conv-9-d2-1-obs0", "Bench 3x5 at 40 kg", "Bench press 3 sets of 5 at 40 kg."),
        ("conv-9-d2-2-obs0", "Bench 3x5 at 42.5 kg", "Bench press 3 sets of 5 at 42.5 kg."),
        DISTINCT,
    ),
]
