"""Task code the worker-kill test hands to a real django-q2 cluster (imported in the worker process).

`slow_nightly` is the real `wiki.tasks.run_nightly` with the registry's default distiller swapped for
one that records each call and dawdles, so the test can kill the worker while a distillation is in
flight (inside the ingest's transaction, holding the client's lock)."""

import os
import time
from pathlib import Path

from tests.wiki.conftest import FoldDistiller

SLOW_SECONDS = 2.0  # < Q_TIMEOUT the test sets (5 s)


class SlowDistiller(FoldDistiller):
    def __init__(self, marker_dir: str) -> None:
        self.marker_dir = Path(marker_dir)

    def propose(self, task):
        with (self.marker_dir / "calls").open("a") as calls:  # the pid the test kills
            calls.write(f"{os.getpid()}\n")
        time.sleep(SLOW_SECONDS)
        return super().propose(task)


def slow_nightly(client_id: int, marker_dir: str) -> int:
    from django.conf import settings

    from wiki import tasks
    from wiki.distillers import register_distiller

    register_distiller(settings.WIKI_DISTILLER, lambda: SlowDistiller(marker_dir))
    done = tasks.run_nightly(client_id)
    with (Path(marker_dir) / "finished").open("a") as finished:
        finished.write(f"{os.getpid()} {done}\n")
    return done
