"""A distiller that returns what it is told to — how tests drive every validator rule end to end.

Each scripted step is a Proposal, an exception instance (raised, e.g. DistillerError), or a callable
taking the DistillInput and returning either. `respond` answers every call instead of a queue. Every
input it receives is kept in `calls`, so tests can assert what the pipeline handed over (candidate
pages, retries' violations).
"""

from collections.abc import Callable, Iterable

from wiki.distillers.base import DistillerError, DistillInput, Proposal

Step = Proposal | Exception | Callable[[DistillInput], Proposal]


class ScriptedDistiller:
    name = "scripted"

    def __init__(
        self,
        steps: Iterable[Step] = (),
        *,
        respond: Callable[[DistillInput], Proposal] | None = None,
        deterministic: bool = False,
        name: str = "scripted",
        version: int = 1,
    ) -> None:
        self._steps = list(steps)
        self._respond = respond
        self.deterministic = deterministic
        self.name = name
        self.version = version
        self.calls: list[DistillInput] = []

    def propose(self, task: DistillInput) -> Proposal:
        self.calls.append(task)
        if self._respond is not None:
            step: Step = self._respond
        elif self._steps:
            step = self._steps.pop(0)
        else:
            raise DistillerError("the scripted distiller has no proposal left")
        if isinstance(step, Exception):
            raise step
        if callable(step) and not isinstance(step, Proposal):
            step = step(task)
            if isinstance(step, Exception):
                raise step
        return step
