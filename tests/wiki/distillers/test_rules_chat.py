"""What the client says in chat lands on the pages a coach reads — and the bot's words never do."""

import datetime as dt

import pytest

from tests.wiki.distillers.conftest import DAY, core_pages, section_lines, task, validate
from wiki.distillers.rules import RulesDistiller
from wiki.tree.markup import constraint_entries

CONSTRAINTS = "wiki/constraints-injuries.md"
ISSUE_TURN = (
    "I really want my first strict pull-up by my birthday in March. Also my left shoulder hurts on "
    "overhead press, about 4/10, and I hate long messages"
)


def run(**kwargs):
    distill_input = task(**kwargs)
    proposal = RulesDistiller().propose(distill_input)
    assert validate(distill_input, proposal) == []
    return proposal


def test_one_turn_reaches_goals_constraints_a_safety_alert_preferences_and_the_playbook(ev):
    proposal = run(events=[ev.chat(DAY, "08:00", "user", ISSUE_TURN)])
    (goal,) = section_lines(proposal.pages["wiki/goals.md"], "Goals")
    assert goal.startswith('- Goal: my first strict pull-up — by March 2027 — said "I really want my first')
    assert goal.endswith("(as of 2026-08-09)")
    entry = constraint_entries(proposal.pages[CONSTRAINTS])["left shoulder"]
    assert entry.level == "watch"
    assert entry.text.startswith(
        'pain 4/10 on overhead press; first reported 2026-08-09: "Also my left shoulder'
    )
    (alert,) = proposal.alerts
    assert (alert.kind, alert.payload["area"], alert.payload["source"]) == ("safety", "left shoulder", "chat")
    assert alert.message.startswith('From chat on 2026-08-09: "Also my left shoulder hurts on overhead press')
    assert any(
        "Keep it short" in line for line in section_lines(proposal.pages["wiki/preferences.md"], "Format")
    )
    lands = section_lines(proposal.pages["wiki/coaching-playbook.md"], "What lands")
    assert lands and lands[0].startswith("- Keep messages short")


def test_clicks_no_pain_is_a_dated_note_never_an_injury_and_raises_nothing(ev):
    turns = [
        ev.chat(DAY - dt.timedelta(days=d), "19:00", "user", "knee clicked on squats, no pain")
        for d in (2, 1)
    ]
    proposal = run(
        events=[ev.chat(DAY, "19:00", "user", "Knee clicked on squats again, no pain")], recent=turns
    )
    page = proposal.pages[CONSTRAINTS]
    assert constraint_entries(page) == {}
    assert proposal.alerts == ()
    notes = section_lines(page, "Notes")
    assert [line[:19] for line in notes] == [
        "- 2026-08-09 knee: ",
        "- 2026-08-08 knee: ",
        "- 2026-08-07 knee: ",
    ]


def test_notes_are_capped_most_recent_first(ev):
    turns = [ev.chat(DAY - dt.timedelta(days=d), "19:00", "user", "wrist is fine now") for d in range(12)]
    notes = section_lines(run(events=turns[:1], recent=turns[1:]).pages[CONSTRAINTS], "Notes")
    assert len(notes) == 8 and notes[0].startswith("- 2026-08-09 wrist:")


def test_a_bot_claim_never_becomes_a_client_fact(ev):
    bot = ev.chat(
        DAY, "08:00", "bot", "Since you love swimming and your knee hurts, I want to run a marathon by May!"
    )
    proposal = run(events=[bot])
    assert proposal.alerts == ()
    for path in ("wiki/goals.md", CONSTRAINTS, "wiki/profile.md"):
        assert path not in proposal.pages or "swimming" not in proposal.pages[path]
    assert "marathon" not in proposal.pages.get("wiki/goals.md", "")


def test_a_recurrence_updates_the_machine_tail_and_first_reported_is_the_first_report_of_any_severity(ev):
    mild = ev.make("checkin.soreness", DAY - dt.timedelta(days=20), "20:00", area="right knee", severity=2)
    chat = ev.chat(DAY - dt.timedelta(days=3), "08:00", "user", "right knee is sore on stairs")
    first = run(events=[chat], recent=[mild], day=DAY - dt.timedelta(days=3))
    pages = {**core_pages(), CONSTRAINTS: first.pages[CONSTRAINTS]}
    entry = constraint_entries(first.pages[CONSTRAINTS])["right knee"]
    assert "first reported 2026-07-20" in entry.text and "last: 2026-08-06, 2 reports" in entry.text
    again = ev.chat(DAY, "08:00", "user", "right knee still sore, maybe a 5")
    second = run(events=[again], recent=[mild, chat], pages=pages)
    entry = constraint_entries(second.pages[CONSTRAINTS])["right knee"]
    assert entry.text.startswith("pain moderate on stairs; first reported 2026-07-20")
    assert "— last: 2026-08-09, 3 reports, latest: pain 5/10" in entry.text


def test_an_inline_run_for_chat_pain_touches_only_the_constraints_page(ev):
    proposal = run(events=[ev.chat(DAY, "08:00", "user", ISSUE_TURN)], mode="inline")
    assert set(proposal.pages) == {CONSTRAINTS}
    assert [a.kind for a in proposal.alerts] == ["safety"]


def test_a_later_goal_on_the_same_topic_supersedes_the_older_one_which_is_kept(ev):
    old = ev.chat(DAY - dt.timedelta(days=5), "08:00", "user", "I want to run a marathon in May")
    new = ev.chat(DAY, "08:00", "user", "Changed my mind: I want to run the marathon in October instead")
    page = run(events=[new], recent=[old]).pages["wiki/goals.md"]
    (current,) = section_lines(page, "Goals")
    assert "October" in current
    (earlier,) = section_lines(page, "Earlier goals")
    assert earlier.startswith("- Superseded 2026-08-09: Goal: run a marathon — by May 2027")


def test_schedule_equipment_life_and_diet_land_on_profile_and_nutrition(ev):
    turns = [
        ev.chat(DAY, "07:00", "user", "can we move it to the evening?"),
        ev.chat(DAY, "07:01", "user", "I have two kettlebells at home"),
        ev.chat(DAY, "07:02", "user", "we just had a baby!"),
        ev.chat(DAY, "07:03", "user", "I'm vegetarian btw"),
    ]
    proposal = run(events=turns)
    profile = proposal.pages["wiki/profile.md"]
    assert section_lines(profile, "Schedule") == [
        '- Evenings: "can we move it to the evening?" [ev 1] (as of 2026-08-09)'
    ]
    assert section_lines(profile, "Equipment") == [
        '- Kettlebells: "I have two kettlebells at home" [ev 2] (as of 2026-08-09)'
    ]
    assert section_lines(profile, "Life context") == [
        '- New baby: "we just had a baby!" [ev 3] (as of 2026-08-09)'
    ]
    habits = section_lines(proposal.pages["wiki/nutrition-patterns.md"], "Habits")
    assert habits == ['- Vegetarian: "I\'m vegetarian btw" [ev 4] (as of 2026-08-09)']


def test_a_diet_she_is_not_after_all_leaves_the_habits(ev):
    turns = [
        ev.chat(DAY, "07:00", "user", "I think I'm lactose intolerant? bloated after every shake"),
        ev.chat(DAY, "19:00", "user", "the GP test came back, I'm NOT lactose intolerant after all"),
    ]
    habits = section_lines(run(events=turns).pages["wiki/nutrition-patterns.md"], "Habits")
    labels = [line.split(":")[0] for line in habits]
    assert "- Not lactose intolerant" in labels and "- Lactose intolerant" not in labels


@pytest.mark.parametrize(
    ("before", "after", "gone"),
    [
        ("I'm allergic to eggs", "good news, I've outgrown the egg allergy", "- Allergic to eggs"),
        ("egg allergy here, sorry", "allergist says eggs are fine now, I grew out of it", "- Egg allergy"),
        ("quick one: I'm allergic to peanuts", "I'm no longer allergic to peanuts", "- Allergic to peanuts"),
    ],
)
def test_an_allergy_said_over_in_other_words_leaves_the_habits(ev, before, after, gone):
    turns = [ev.chat(DAY, "07:00", "user", before), ev.chat(DAY, "19:00", "user", after)]
    habits = section_lines(run(events=turns).pages["wiki/nutrition-patterns.md"], "Habits")
    assert habits and gone not in [line.split(":")[0] for line in habits], habits


def test_a_slot_she_replaces_keeps_only_what_she_says_now(ev):
    turns = [
        ev.chat(DAY, "07:00", "user", "from next week I can do Thursday lunchtimes, 12 to 1"),
        ev.chat(DAY, "19:00", "user", "scratch that. Thursdays have the all-hands, so Friday lunch instead"),
    ]
    (line,) = section_lines(run(events=turns).pages["wiki/profile.md"], "Schedule")
    assert "Friday lunch instead" in line and "Thursday lunchtimes" not in line


def test_sentences_only_the_sentence_kind_model_read_land_in_her_words(ev):
    turns = [
        ev.chat(DAY, "07:00", "user", "I care for my dad three afternoons a week."),
        ev.chat(DAY, "07:01", "user", "The kids are with their dad every other weekend now."),
        ev.chat(DAY, "07:02", "user", "Tell it to me straight, I can take it."),
    ]
    proposal = run(events=turns)
    (life,) = section_lines(proposal.pages["wiki/profile.md"], "Life context")
    assert life == (
        '- In their words: "The kids are with their dad every other weekend now."; "I care for my dad three '
        'afternoons a week." [ev 1, 2] (as of 2026-08-09)'
    )  # two things said once each: no "2 mentions"
    assert 'Life context: "The kids are with their dad' in proposal.index_summaries["wiki/profile.md"]
    (lands,) = section_lines(proposal.pages["wiki/coaching-playbook.md"], "What lands")
    assert lands.startswith('- As they put it themselves — said "Tell it to me straight, I can take it."')


def test_a_question_asked_three_times_is_one_they_keep_asking(ev):
    asks = [ev.chat(DAY - dt.timedelta(days=d), "08:00", "user", "what pace for tempo?") for d in (6, 3)]
    proposal = run(events=[ev.chat(DAY, "08:00", "user", "What pace should I do for tempo?")], recent=asks)
    (line,) = section_lines(proposal.pages["wiki/preferences.md"], "Questions they keep asking")
    assert line.startswith('- Asked 3× in the last 7 days: "What pace should I do for tempo?"')


@pytest.mark.parametrize(
    "asks",
    [
        ("is creatine safe?", "should I take creatine on rest days too", "creatine - loading phase or not??"),
        (
            "what should I eat before training?",
            "best pre-workout meal?",
            "ok what do I eat before a session again",
        ),
        ("how long should I warm up for?", "do I really need a 10 min warm-up", "warm up: how long again?"),
        ("how many grams of protein again?", "protein target?", "remind me of my protein number"),
        ("how much water should I drink", "hydration - how much per day?", "water: how much?"),
        ("What weight should I use for squats?", "how heavy for squats today", "squat weight?"),
    ],
)
def test_the_same_question_worded_three_ways_is_one_they_keep_asking(ev, asks):
    earlier = [
        ev.chat(DAY - dt.timedelta(days=d), "08:00", "user", text)
        for d, text in zip((6, 3), asks[:2], strict=True)
    ]
    proposal = run(events=[ev.chat(DAY, "08:00", "user", asks[2])], recent=earlier)
    (line,) = section_lines(proposal.pages["wiki/preferences.md"], "Questions they keep asking")
    assert line.startswith("- Asked 3× in the last 7 days")


def test_a_later_mention_adds_to_an_earlier_one_and_a_consequence_clause_stays_with_its_cause(ev):
    first = run(
        events=[
            ev.chat(
                DAY - dt.timedelta(days=60),
                "08:00",
                "user",
                "I start work at 8:30, so runs need to be before 7:30",
            )
        ],
        day=DAY - dt.timedelta(days=60),
    )
    pages = {**core_pages(), "wiki/profile.md": first.pages["wiki/profile.md"]}
    (line,) = section_lines(first.pages["wiki/profile.md"], "Schedule")
    assert '"I start work at 8:30, so runs need to be before 7:30"' in line
    later = run(events=[ev.chat(DAY, "07:00", "user", "can we do mornings before 7 this week?")], pages=pages)
    (line,) = section_lines(later.pages["wiki/profile.md"], "Schedule")
    assert line.startswith('- Mornings: "can we do mornings before 7 this week?"; "I start work at 8:30')


def test_every_profile_section_keeps_a_short_fact_in_the_index_summary(ev):
    turns = [
        ev.chat(DAY, "07:00", "user", "I train at home with two 16kg kettlebells and a pull-up bar"),
        ev.chat(DAY, "07:01", "user", "started a new job at a bank this week, long hours"),
        ev.chat(DAY, "07:02", "user", "weekday mornings before 7 are the only time that works for me now"),
    ]
    summary = run(events=turns).index_summaries["wiki/profile.md"]
    assert len(summary) <= 160 and not summary.endswith("…")
    assert "Equipment: kettlebells" in summary and "Life context: started a new job" in summary
    assert summary.startswith('Schedule: mornings — "weekday mornings')


def test_a_reply_to_the_bots_question_about_an_area_is_about_that_area(ev):
    turns = [
        ev.chat(DAY, "08:00", "bot", "Morning! How's the left knee after yesterday's squats?"),
        ev.chat(DAY, "08:05", "user", "still sore tbh, maybe 5/10"),
    ]
    proposal = run(events=turns)
    (entry,) = constraint_entries(proposal.pages[CONSTRAINTS]).values()
    assert entry.area == "left knee" and "5/10" in entry.text


def test_a_bare_yes_to_the_bots_question_whether_it_still_hurts_is_a_report(ev):
    turns = [
        ev.chat(DAY, "08:00", "bot", "Is your lower back still sore after yesterday?"),
        ev.chat(DAY, "08:02", "user", "yeah"),
    ]
    proposal = run(events=turns)
    (entry,) = constraint_entries(proposal.pages[CONSTRAINTS]).values()
    assert entry.area == "lower back"


def test_a_bare_yes_to_the_bots_question_whether_it_is_better_is_no_report(ev):
    turns = [
        ev.chat(DAY, "08:00", "bot", "Is the knee feeling better today?"),
        ev.chat(DAY, "08:02", "user", "yeah!"),
    ]
    proposal = run(events=turns)
    assert not constraint_entries(proposal.pages.get(CONSTRAINTS, ""))


def test_an_inline_run_reads_a_reply_by_the_bots_question_before_it(ev):
    question = ev.chat(DAY, "08:00", "bot", "Morning! How's the left knee after yesterday's squats?")
    reply = ev.chat(DAY, "08:05", "user", "still sore tbh, maybe 5/10")
    proposal = run(events=[reply], recent=[question], mode="inline")
    (entry,) = constraint_entries(proposal.pages[CONSTRAINTS]).values()
    assert entry.area == "left knee" and "5/10" in entry.text


def test_a_bot_claim_is_no_fact_but_her_reply_about_it_is(ev):
    turns = [
        ev.chat(DAY, "08:00", "bot", "Great that your knee is better, let's add lunges back in."),
        ev.chat(DAY, "08:02", "user", "ok"),
        ev.chat(DAY, "18:00", "bot", "Since your back went last week, no deadlifts today."),
        ev.chat(DAY, "18:01", "user", "it's still killing me tbh"),
    ]
    proposal = run(events=turns)
    (entry,) = constraint_entries(proposal.pages[CONSTRAINTS]).values()
    assert entry.area == "lower back"


def test_a_past_injury_is_a_dated_note_never_an_entry_and_raises_nothing(ev):
    text = "For the record I had my left hip replaced in 2015. Best thing I ever did, no trouble since"
    proposal = run(events=[ev.chat(DAY, "08:00", "user", text)])
    page = proposal.pages[CONSTRAINTS]
    assert constraint_entries(page) == {} and proposal.alerts == ()
    (note,) = section_lines(page, "Notes")
    assert note.startswith(
        '- 2026-08-09 left hip: "For the record I had my left hip replaced in 2015." — past'
    )


def test_what_a_goal_gets_rid_of_is_a_watch_entry_without_an_alert(ev):
    text = "my goal is to get rid of my knee pain by summer"
    proposal = run(events=[ev.chat(DAY, "08:00", "user", text)])
    assert constraint_entries(proposal.pages[CONSTRAINTS])["knee"].level == "watch"
    assert proposal.alerts == ()
    mild = run(events=[ev.chat(DAY, "08:00", "user", "neck a bit stiff from the desk")])
    assert [a.payload["area"] for a in mild.alerts] == ["neck"]


@pytest.mark.parametrize(
    ("older", "newer", "kept", "gone"),
    [
        (
            "pls keep it short",
            "actually can you explain why? more detail please",
            "More detail",
            "Keep it short",
        ),
        ("be gentle with me", "honestly be more direct with me", "Direct tone", "Gentle tone"),
        ("I love seeing the numbers", "too many numbers, stop sending me graphs", "Fewer numbers", "Numbers"),
    ],
)
def test_a_newer_style_wish_undoes_an_older_opposite_one(ev, older, newer, kept, gone):
    before = ev.chat(DAY - dt.timedelta(days=5), "08:00", "user", older)
    proposal = run(events=[ev.chat(DAY, "08:00", "user", newer)], recent=[before])
    styles = section_lines(proposal.pages["wiki/preferences.md"], "Format")
    assert any(line.startswith(f"- {kept}: ") for line in styles)
    assert not any(line.startswith(f"- {gone}: ") for line in styles)
    lands = section_lines(proposal.pages["wiki/coaching-playbook.md"], "What lands")
    assert len(lands) == 1


@pytest.mark.parametrize(
    "later",
    [
        "I don't want to run a marathon anymore",
        "gave up on the marathon",
        "marathon isn't the goal anymore, just want to get fit",
        "I'm not training for the marathon anymore",
    ],
)
def test_a_goal_given_up_moves_to_earlier_goals_and_is_never_a_goal(ev, later):
    old = ev.chat(DAY - dt.timedelta(days=5), "08:00", "user", "I want to run a marathon in May")
    page = run(events=[ev.chat(DAY, "08:00", "user", later)], recent=[old]).pages["wiki/goals.md"]
    assert not any("marathon" in line for line in section_lines(page, "Goals"))
    assert section_lines(page, "Earlier goals")[0].startswith("- Dropped 2026-08-09: Goal: run a marathon")


@pytest.mark.parametrize(
    ("goal_said", "later"),
    [
        ("I want to compete in a powerlifting meet in spring", "honestly no interest in competing anymore"),
        ("I want to lose 5kg by summer", "not bothered about losing weight anymore"),
        ("I want to run a half marathon in April", "gave up on running the half"),
    ],
)
def test_a_goal_given_up_in_other_words_of_its_topic_ends_it(ev, goal_said, later):
    old = ev.chat(DAY - dt.timedelta(days=5), "08:00", "user", goal_said)
    page = run(events=[ev.chat(DAY, "08:00", "user", later)], recent=[old]).pages["wiki/goals.md"]
    assert section_lines(page, "Goals") == []
    assert section_lines(page, "Earlier goals")[0].startswith("- Dropped 2026-08-09: ")


def test_a_goal_given_up_ends_only_its_own_topic(ev):
    old = ev.chat(DAY - dt.timedelta(days=5), "08:00", "user", "I want to squat 100kg by summer")
    page = run(events=[ev.chat(DAY, "08:00", "user", "no interest in competing")], recent=[old])
    assert len(section_lines(page.pages["wiki/goals.md"], "Goals")) == 1


def test_the_playbook_line_quotes_her_two_newest_wordings_of_one_wish(ev):
    older = ev.chat(DAY - dt.timedelta(days=3), "08:00", "user", "no essays please")
    between = ev.chat(DAY - dt.timedelta(days=2), "08:00", "user", "bullet points please, I skim")
    proposal = run(events=[ev.chat(DAY, "08:00", "user", "keep it short")], recent=[older, between])
    (line,) = section_lines(proposal.pages["wiki/coaching-playbook.md"], "What lands")
    guidance = "- Keep messages short: one point, no walls of text"
    assert line.startswith(f'{guidance} — said "keep it short"; "bullet')
    assert "no essays" not in line  # two wordings at most: the persona is in every bundle's budget


def test_pain_she_tells_by_her_own_name_is_hers(ev):
    said = "Harold here. Harold's right hip has been giving him gyp since he dug the veg patch. About a 5."
    proposal = run(events=[ev.chat(DAY, "08:00", "user", said)], client_name="Harold")
    entry = constraint_entries(proposal.pages[CONSTRAINTS])["right hip"]
    assert entry.level == "watch" and "\"Harold's right hip has been giving him gyp" in entry.text
    (alert,) = proposal.alerts
    assert alert.payload["area"] == "right hip"
