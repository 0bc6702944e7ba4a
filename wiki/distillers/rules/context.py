"""What every page updater gets (Ctx: the task, the evidence windows, the tree) and gives back
(PageOut: contradictions, alerts, index-summary facts)."""

import datetime as dt
from dataclasses import dataclass, field

from wiki.distillers.base import Contradiction, DistillInput, EventRecord, ProposedAlert
from wiki.distillers.rules.window import Window


@dataclass
class Ctx:
    task: DistillInput
    window: Window
    previous: Window | None  # what the previous run saw (None: first run / no history)
    created: set[str] = field(default_factory=set)  # new pages this proposal writes
    # user turn seq → (the body area the bot's question just before it asked about, what it asked)
    referents: dict[int, tuple[str, str]] | None = None
    # user turn seq → (the bot's question it answers, her answer to the question it follows up)
    questions: dict[int, tuple[str, str]] = field(default_factory=dict)

    @classmethod
    def from_task(cls, task: DistillInput) -> "Ctx":
        window = Window.from_task(task)
        return cls(task, window, window.previous())

    @property
    def day(self) -> dt.date:
        return self.task.local_date

    @property
    def nightly(self) -> bool:
        return self.task.mode != "inline"

    @property
    def kinds(self) -> frozenset[str]:
        return frozenset(e.kind for e in self.task.events)

    def fed(self, *kinds: str) -> bool:
        """Did today's events include any of these kinds (a claim built on them is re-confirmed)?"""
        return bool(self.kinds & set(kinds))

    def new_events(self, *kinds: str) -> list[EventRecord]:
        return self.window.new(*kinds)

    def exists(self, path: str) -> bool:
        return path in self.task.existing_paths or path in self.task.pages or path in self.created


@dataclass
class PageOut:
    level: int
    contradictions: list[Contradiction] = field(default_factory=list)
    alerts: list[ProposedAlert] = field(default_factory=list)
    facts: list[str] = field(default_factory=list)  # fragments of the page's index summary, in order
