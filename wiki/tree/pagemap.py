"""Which wiki pages each event kind may touch (README.md, "Event kinds").

Paths are relative to the client's tree.

`weekly/current` stands for the client's current ISO week page (wiki/weekly/YYYY-Www.md) and
`exercises/*` for the existing topic pages under wiki/exercises/; callers resolve both.
"""

CORE_PAGES = (
    "wiki/profile.md",
    "wiki/goals.md",
    "wiki/constraints-injuries.md",
    "wiki/training-history.md",
    "wiki/nutrition-patterns.md",
    "wiki/recovery-patterns.md",
    "wiki/preferences.md",
    "wiki/coaching-playbook.md",
)

WEEKLY_CURRENT = "weekly/current"
EXERCISES_ANY = "exercises/*"

EVENT_PAGE_MAP: dict[str, tuple[str, ...]] = {
    "sleep.logged": ("wiki/recovery-patterns.md",),
    "recovery.scored": ("wiki/recovery-patterns.md",),
    "session.completed": ("wiki/training-history.md", WEEKLY_CURRENT, EXERCISES_ANY),
    "session.skipped": ("wiki/training-history.md", WEEKLY_CURRENT, "wiki/recovery-patterns.md"),
    "meal.logged": ("wiki/nutrition-patterns.md",),
    "weight.logged": ("wiki/goals.md",),
    "chat.turn": ("wiki/preferences.md", "wiki/coaching-playbook.md"),
    "checkin.soreness": ("wiki/constraints-injuries.md", "wiki/training-history.md"),
    "injury.reported": ("wiki/constraints-injuries.md",),
    "travel.started": ("wiki/profile.md", "wiki/recovery-patterns.md"),
    "travel.ended": ("wiki/profile.md", "wiki/recovery-patterns.md"),
    "program.changed": ("wiki/training-history.md", "wiki/goals.md"),
    "brief.confirmed": ("wiki/preferences.md",),
    # question.answered → the question's own page; note.filed → a topic page (new or existing).
    "question.answered": (),
    "note.filed": (),
}
