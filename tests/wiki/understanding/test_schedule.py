"""The schedule cue (wiki/understanding/schedule.py): what is said, the slot it names and what it quotes."""

import pytest

from wiki.understanding import cues


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # days said fine, hers or open
        ("Mon-Thu and Sunday are all fine.", "days: mon-thu, sun"),
        ("I can train mon, wed and sat", "days: mon, wed, sat"),
        ("weekends are mine", "weekends"),
        ("Saturdays are wide open", "weekends"),
        ("mornings are fine", "mornings"),
        ("tuesdays are usually ok", "weekdays"),
        ("only tues and thurs mornings, everything else is packed", "mornings"),
        ("Fridays don't work.", "no fridays"),
        ("for me is better the morning", "mornings"),
        ("mornings r best for me", "mornings"),
        ("can only do sat and sun", "weekends"),
        ("weekends never work for me", "no weekends"),
        # a slot ruled out on its own, days ruled out together
        ("not Fridays, that's date night", "no fridays"),
        ("no mornings please", "no mornings"),
        ("I'm at his place tuesdays and thursdays so those days are out", "no tuesdays, thursdays"),
        ("mondays and wednesdays I have the kids, those days are busy", "no mondays, wednesdays"),
        # the kids' clock
        ("twins wake up at 6:15 like clockwork", "mornings"),
        ("the kids get up at 6 so it has to be before", "mornings"),
        ("baby goes down at 7 and hubby watches the monitor", "evenings"),
        ("toddler goes to bed at 7:30, I'm free after", "evenings"),
        ("the kids are in bed by 8 so I can train after that", "evenings"),
        # a slot it must be, a routine, a change of days
        ("oh and it has to be evenings after 7", "evenings"),
        ("needs to be early, before work", "mornings"),
        ("I train mon wed fri at 6am", "mornings"),
        ("I usually run on sundays", "weekends"),
        ("update: new job, now it's tue thu sat evenings instead", "evenings"),
        # shifts and rotas
        ("I'm a nurse on rotating shifts so no fixed days", "shift work"),
        ("firefighter, 24 on 48 off", "shift work"),
        ("paramedic, 4 on 4 off, 12 hour shifts", "shift work"),
        ("my rota changes every week", "shift work"),
        ("this week: nights mon tue wed, off thu fri, long days sat sun", "evenings"),
        ("I'll tell you my week every sunday ok?", "sends her week ahead"),
        ("I'll send you my rota each month", "sends her week ahead"),
        # the days a rota leaves her
        ("yes only the off days, on shift i'm dead", "off days"),
        ("I train on my days off", "off days"),
        ("days off only, on shift I'm dead", "off days"),
        ("on my off days I go to the gym", "off days"),
        # how many sessions a week
        ("I'll want to drop to 2 sessions a week in april", "sessions a week"),
        ("can we go back to 4 days a week", "sessions a week"),
        # not a schedule
        ("now it's 3am and I can't sleep", None),
        ("this week: knee sore on monday", None),
        ("my knees are all fine", None),
        ("I ran on Monday", None),
        ("it has to be 100kg by summer", None),
        ("I take two days off a week", None),  # rest from training, not when she can train
        ("I need a day off", None),
        ("took a few days off training", None),
    ],
)
def test_schedule_label(text, label):
    cue = cues.schedule(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "quote"),
    [
        # a short clause after it that names more days or times goes with it
        (
            "only window I get is after school drop off, 9:15 till about 10:30, tues and thurs",
            "only window I get is after school drop off, 9:15 till about 10:30, tues and thurs",
        ),
        (
            "not Fridays, that's date night and Saturday is kids football",
            "not Fridays, that's date night and Saturday is kids football",
        ),
        # … but not a clause about something else
        ("evenings work best, my knee hurts in the mornings", "evenings work best"),
        (
            "evenings after six work best for me, mornings are chaos with the school run",
            "evenings after six work best for me",
        ),
    ],
)
def test_schedule_quote_keeps_the_days_said_after_it(text, quote):
    assert cues.schedule(text).quote == quote


@pytest.mark.parametrize(
    ("text", "fires"),
    [
        ("Schedule next week:\nMon - rest\nTue - gym 6pm\nThu - gym 6pm", True),
        ("My plan:\nmonday: legs\nwednesday: push", True),
        ("availability:\nTues - after 7\nSat - any time", True),
        ("next week: mon rest, tue gym 6pm, thu gym", True),
        ("Plan: eat more veg on monday and tuesday", False),  # a header, but no week laid out under it
        ("my plan is to eat better", False),
    ],
)
def test_a_week_laid_out_under_a_header_is_a_schedule(text, fires):
    from wiki.understanding.sentences import list_blocks

    blocks = list_blocks(text) or []
    read = blocks[0].text if blocks else text
    assert (cues.schedule(read) is not None) is fires


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # a cap on how many sessions or how long each can be
        ("so realistically 3 sessions a week max", "sessions a week"),
        ("max 4 runs per week", "sessions a week"),
        ("two workouts a week tops", "sessions a week"),
        ("Might need shorter sessions, 30 min max.", "timing"),
        ("sessions 45 min max please", "timing"),
        ("30 min sessions only", "timing"),
        # days named first, then when: a terse answer to "what days can you train?"
        ("mon wed fri mornings before 7", "mornings"),
        ("tue/thu after work", "evenings"),
        ("sat and sun mornings", "mornings"),
        ("wed fri legs", None),
        # a length that is not a session's
        ("my 5k took 30 min at most", None),
        ("the bus takes 20 min tops", None),
        ("I read for 30 mins max", None),
    ],
)
def test_a_cap_on_sessions(text, label):
    cue = cues.schedule(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("can we move it to the evening?", "evenings"),
        ("heading out at 18:00", "evenings"),
        ("can we do 3 days a week instead of 4", "sessions a week"),
        ("I can only do two sessions a week", "sessions a week"),
        ("I ran 3 times a week last year", None),
        ("I start work at 7", "timing"),
        ("evenings after six work best for me", "evenings"),
        ("mornings before work are the only time I have", "mornings"),
        ("weekends are free for long runs, I'm free saturdays", "weekends"),
        ("lunch breaks only", "lunchtime"),
        ("mornings are a no-go for me and honestly I'm only free on Sundays", "weekends"),
        ("I can do 6:30am Mon/Wed/Fri, that's about it", "mornings"),
        ("I can do 10 pushups now", None),
        ("I'm on earlies this week", "timing"),
        ("I'm a night owl, prefer training late", "evenings"),
        ("Mornings before 7 are best, evenings are impossible with the kids", "mornings"),
        ("my daughter just started school so mornings are hectic", "no mornings"),
        ("Tuesdays are out", "no tuesdays"),
        ("not a fan of early mornings", "no mornings"),
        ("I start nights next week", "night shifts"),
        ("I trained yesterday", None),
        ("I use the gym at work", None),
        ("the evening was nice", None),
        ("weekends are my best days to train", "weekends"),
        ("only free before the kids wake up", "mornings"),
        ("night shifts this week, can only train on the weekend", "weekends"),
        ("can't do mondays anymore", "no mondays"),
        ("5:30am is the only slot I have before the kids wake up", "mornings"),
        ("Mon Wed Fri work for me, weekends are family time", "weekdays"),
        # a change forced on her, a baby's naps, a weekly habit with a time in brackets
        ("no more long lunches, going to have to do 6am from now on", "mornings"),
        ("only time I get is when she naps, usually somewhere between 1 and 3", "timing"),
        ("swim 6 mornings a week before school (5am!!)", "mornings"),
        ("I have to do the school run", None),
    ],
)
def test_schedule(text, label):
    cue = cues.schedule(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("I train tue and thu at 7pm at the community gym", "tue"),
        ("now I train mon, wed and sat", "sat"),
        ("we lift fridays after work", "fridays"),
    ],
)
def test_training_days_named_after_the_verb_are_a_schedule(text, days):
    cue = cues.schedule(text)
    assert cue is not None and days in cue.quote


@pytest.mark.parametrize("text", ["I train hard", "I run sometimes", "I swim like a fish"])
def test_a_training_verb_without_a_day_is_no_schedule(text):
    assert cues.schedule(text) is None


@pytest.mark.parametrize(
    ("text", "label", "quoted"),
    [
        ("Mon, Wed and Fri work best.", "weekdays", "Mon, Wed and Fri work best."),
        ("Tue, Thu and Sat suit me", "days: tue, thu, sat", "Tue, Thu and Sat suit me"),
        (
            "Normally it's Tuesday and Thursday evenings at the gym, and Saturday mornings is parkrun",
            "evenings",
            "Saturday mornings is parkrun",
        ),
        ("usually it's mornings before work", "mornings", "usually it's mornings"),
        ("I can realistically do 30 min end of day Tues–Thurs, hard stop 7pm", "weekdays", "30 min"),
        ("I can probably train Mon-Wed", "weekdays", "Mon-Wed"),
        ("Weekends I'm out of office with family, let's not schedule anything", "no weekends", "family"),
        ("evenings I'm away, please don't schedule anything", "no evenings", "evenings"),
    ],
)
def test_a_schedule_said_in_other_registers(text, label, quoted):
    cue = cues.schedule(text)
    assert cue is not None and cue.label == label and quoted in cue.quote


@pytest.mark.parametrize(
    "text", ["normally it's fine", "usually it's my knee that hurts", "I can realistically see that"]
)
def test_a_habit_without_a_time_is_no_schedule(text):
    assert cues.schedule(text) is None


@pytest.mark.parametrize(
    ("text", "label"),
    [("Two weeks on, two weeks off.", "shift work"), ("2 weeks on 2 weeks off", "shift work")],
)
def test_a_rotation_in_weeks_is_shift_work(text, label):
    cue = cues.schedule(text)
    assert cue is not None and cue.label == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("Those weeks I get 20 minutes max, tops.", "timing"),
        ("I get 20 minutes max", "timing"),
        ("I only have 25 min on weekdays", "weekdays"),
        ("I get maybe 15 min on work days", "timing"),
        ("realistically I can spare 40 minutes in the morning", "mornings"),
        # not: minutes that are not hers to train
        ("I have 10 minutes left on my break", None),
        ("I get 15 minutes walk to work", None),
        ("I have 5 minutes late today sorry", None),
    ],
)
def test_the_minutes_she_gets_to_train(text, label):
    cue = cues.schedule(text)
    assert (cue.label if cue else None) == label, cue


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("for me: mornings before work only, 6 to 7am", "mornings"),
        ("evenings after school only", "evenings"),
        ("lunch breaks only", "lunchtime"),
        ("mornings before work are hectic", None),  # said of the slot, no wish
    ],
)
def test_a_slot_bounded_by_work_or_school_said_as_the_only_one(text, label):
    found = cues.schedule(text)
    assert (found.label if found else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # the week she used to have is not her week now
        ("I used to work nights", None),
        ("I used to train mornings but now evenings are better", "evenings"),
        ("I used to train mornings, now I can only do evenings after 7", "evenings"),
        ("back when I was at uni I could only train after 9pm", None),
        # her week now, beside the same words
        ("evenings after six work best", "evenings"),
        ("normally it's Tuesday and Thursday evenings at the gym", "evenings"),
    ],
)
def test_a_schedule_she_used_to_have_is_not_her_schedule(text, label):
    found = cues.schedule(text)
    assert (found.label if found else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # a bound said as a clock time, a day kept for something else, the nights of a night shift
        ("weekday mornings before 7 only", "mornings"),
        ("evenings after 8pm only", "evenings"),
        ("Sundays are family days, no training", "no sundays"),
        ("saturdays are for the kids so nothing then", "no saturdays"),
        ("Fridays are date night", "no fridays"),
        ("I'm on nights this week", "night shifts"),
        ("working nights till the 20th", "night shifts"),
        ("I work night shifts Monday to Thursday", "night shifts"),
        ("the kids are on nights out this week", "evenings"),  # no shift: read as before (a known limit)
        ("Sunday lunch with the family was lovely", None),
        ("my friend works nights", None),
    ],
)
def test_schedule_days_kept_and_nights(text, label):
    cue = cues.schedule(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # a move asked the other way round, a slot that stopped working, night duty
        ("maybe we could move things to the evening, mornings just aren't working", "evenings"),
        ("I could switch my sessions to lunchtime", "lunchtime"),
        ("weekends aren't working with the kids' football", "no weekends"),
        ("I am working in night duty this month", "night shifts"),
        ("the new knee brace isn't working", None),
        ("we could move to Spain one day", None),
    ],
)
def test_schedule_said_the_other_way_round(text, label):
    cue = cues.schedule(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "label"),
    [
        # a slot asked for, a chronotype, a habit said with "always": her version of a bot's wrong claim
        ("evenings please", "evenings"),
        ("mornings pls, before the kids are up", "mornings"),
        ("ideally weekends", "weekends"),
        ("I'm an evening person", "evenings"),
        ("no, I'm not a morning person", "no mornings"),
        ("never been a morning person", "no mornings"),
        ("always after work around 7pm", "evenings"),
        ("usually in the evening after dinner", "evenings"),
        ("i never train mornings", "no mornings"),
        ("I'm useless before 10", "no mornings"),
        ("I'm a zombie till 9am", "no mornings"),
        ("the printer is useless before it warms up", None),
        # of a slot ruled out and one she has, the one she has
        ("no no i never train morning, always after work around 7pm", "evenings"),
        ("mornings are hectic, evenings work best", "evenings"),
        ("weekends are a no-go but weekday mornings work for me", "mornings"),
        # not a schedule
        ("I always eat lunch late", None),
        ("please not the burpees again", None),
        ("my husband is a morning person, I'm not", None),
    ],
)
def test_a_slot_asked_for_or_a_chronotype(text, label):
    cue = cues.schedule(text)
    assert (cue.label if cue else None) == label


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a slot with what it is to her
        ("Tuesdays and Fridays after 8pm are the most reliable for me", "after 8pm"),
        ("Mon and Wed evenings are the most realistic", "Wed evenings"),
        ("thu-sat wide open", "thu-sat"),
        ("Saturday mornings totally free", "Saturday mornings"),
        ("weekday lunchtimes are usually available", "lunchtimes"),
        ("and pickup is 3pm so afternoons are a no", "afternoons are a no"),
        ("evenings are off the table with the baby", "evenings"),
        # her window said as one
        ("I've got 5:30-6:30am most days, that's my window", "5:30-6:30am"),
        ("6-7am is my window", "6-7am"),
        ("before 7am, that's the only slot", "7am"),
        # a window she fits a session into, her free days, free from a time, a day off
        ("I can squeeze in 30 min at lunch", "lunch"),
        ("my free days are Tuesday and Thursday", "Tuesday"),
        ("usually free from 6pm", "6pm"),
        ("free after work most days", "after work"),
        ("I'm off every wednesday", "wednesday"),
        ("anytime after 7pm works", "7pm"),
        ("early mornings are my jam", "early mornings"),
        ("morning person here, 6am is ideal", "6am"),
        # the other half of her week goes with it
        ("on weekends I'm free the whole morning but weekdays only lunch break like 12 to 1", "lunch break"),
    ],
)
def test_a_slot_said_with_what_it_is_to_her(text, words):
    cue = cues.schedule(text)
    assert cue is not None and words in cue.quote, text


@pytest.mark.parametrize(
    "text",
    [
        "is saturday free for you?",  # she asks
        "are mornings free for you?",
        "weekends I eat sugar free",  # "free" of something else
        "mornings aren't free",
        "the bar is open late",
        "free from pain since monday",
        "sugar free from monday",
        "can I squeeze in a run tomorrow?",
        "my sister is off every wednesday",
    ],
)
def test_availability_words_that_offer_no_slot(text):
    assert cues.schedule(text) is None, text


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("and pickup is 3pm so afternoons are a no", "no afternoons"),
        ("school run at 8:15 so mornings are off the table", "no mornings"),
        ("the bus leaves at 7am so mornings are a no", "no mornings"),
        ("football finishes at 8pm so evenings are out", "no evenings"),
    ],
)
def test_a_slot_ruled_out_beside_the_time_that_rules_it_out(text, label):
    cue = cues.schedule(text)
    assert cue is not None and cue.label == label, text


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("and Fridays I'm at the mosque at lunchtime so not then", "no fridays"),
        ("tuesday evenings I'm at my mum's so not those days", "no tuesdays"),
        ("thursdays I have choir so that day's out", "no thursdays"),
        ("Wednesdays I do the school run at 3, so not then", "no wednesdays"),
    ],
)
def test_a_day_taken_elsewhere_then_ruled_out(text: str, label: str) -> None:
    cue = cues.schedule(text)
    assert cue is not None and cue.label == label, (text, cue)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # a day ruled out by any word of unavailability, with or without a verb
        ("Fridays impossible, I have my mother over.", "Fridays impossible"),
        ("Fridays: no chance, I've got the kids", "Fridays"),
        ("thursdays totally out of the question", "thursdays"),
        ("Friday's a write-off with work", "Friday"),
        ("mondays a no-go for me", "mondays"),
        ("weekends hopeless, football every saturday", "weekends"),
        ("Sunday not happening, family lunch", "Sunday"),
        ("wednesdays never work for me", "wednesdays"),
        ("tuesdays unavailable till january", "tuesdays"),
        # a fixed commitment at a clock time, said in words or digits, and the bound it puts on her day
        ("school run's at half eight so nothing before that, sorry", "half eight"),
        ("drop-off is at quarter to nine, I'm free after", "quarter to nine"),
        ("nursery pick-up at 3 so I need to be done by then", "3"),
        ("my shift starts at 7 so mornings are out", "7"),
        ("nothing before 10 please", "10"),
        ("not before half seven, I'm useless", "half seven"),
        ("kids' bedtime is 7:30, anything after that works", "7:30"),
        ("clock in at 6am every day", "6am"),
        ("I run a small bakery, so I start at 3 in the morning.", "3 in the morning"),
        ("I finish at half five most days", "half five"),
        ("usually knock off around 4", "4"),
        ("hours damn long leh, 9 to 7 every day", "9 to 7"),
        ("work 8 till 6 most days", "8 till 6"),
        ("shifts are 7-3, mon to fri", "7-3"),
        ("and Fridays I'm at the mosque at lunchtime so not then", "Fridays"),
        ("tuesdays I have choir at 7, so not then", "tuesdays"),
        ("Saturday mornings it's parkrun with the kids so no training then", "Saturday"),
    ],
)
def test_a_day_ruled_out_or_a_commitment_at_a_time_bounds_her_day(text, said):
    cue = cues.schedule(text)
    assert cue is not None and said.lower() in cue.quote.lower(), (text, cue)


@pytest.mark.parametrize(
    "text",
    [
        "Friday was impossible, the traffic was horrendous",  # a day that went badly, no rule
        "the school run was chaos today",
        "half eight already and no coffee",
        "nothing before that had ever worked for my knee",
        "my friday impossible burger was great",
        "her shift starts at 7 and she hates it",  # someone else's commitment
        "so not then, I suppose",
        "at work my back was 6 to 7 out of 10",
        "the race starts at 9",
    ],
)
def test_no_rule_or_commitment_is_no_schedule(text):
    assert cues.schedule(text) is None, text
