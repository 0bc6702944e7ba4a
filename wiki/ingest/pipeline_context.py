"""What the pipeline adds to a run besides the distiller's proposal: the stat blocks it writes
(docs/wiki.md "Stat blocks"), and the run's context the validator checks against — the pain the
offline extractor finds in the day's chat and the strings the run's events carry. Pure functions.
"""

import dataclasses

from wiki.distillers.base import DistillInput, Proposal
from wiki.ingest.poison import strings_of
from wiki.ingest.statblocks import stamp
from wiki.tree.escaping import escape_page_text
from wiki.tree.trees import TreeView
from wiki.understanding import is_user_turn, understand
from wiki.understanding.normalise import plain
from wiki.validator import PainMention


def chat_pains(task: DistillInput) -> tuple[PainMention, ...]:
    """Pain the offline extractor (wiki.understanding) finds in the run's user chat turns."""
    return tuple(
        PainMention(finding.area, event.event_id, finding.describe(), finding.quote, not finding.quiet)
        for event in task.events
        if event.kind == "chat.turn" and is_user_turn(event.payload)
        for finding in understand(str(event.payload["text"]), event.local_date, name=task.client_name).pain
    )


def event_texts(task: DistillInput) -> tuple[str, ...]:
    """Every string of the run's events (the day and the look-back) and the client's name, as sent and
    as a page quotes it — escaped, and read through its markup as the extractor reads it ("goal:
    **weight** 60kg" is quoted "weight 60kg": still her words, not a restated stat)."""
    found: dict[str, None] = {task.client_name: None, escape_page_text(task.client_name): None}
    for event in (*task.events, *task.recent_events):
        for text in strings_of(event.payload):
            found.setdefault(text)
            found.setdefault(escape_page_text(text))
            found.setdefault(escape_page_text(plain(text)))
    return tuple(found)


def with_stat_blocks(tree: TreeView, task: DistillInput, proposal: Proposal) -> Proposal:
    """The pipeline's own writes of the stat blocks: a page written without one that never had one gets
    it; a nightly run refreshes the block of every candidate page the proposal leaves alone. A block the
    proposal altered or removed is left for the validator to reject."""
    pages = dict(proposal.pages)
    for path, block in sorted(task.stat_blocks.items()):
        text = pages.get(path)
        if isinstance(text, str):
            current = tree.read(path)
            if block and "<!-- stats " not in text and (current is None or "<!-- stats " not in current):
                pages[path] = stamp(text, block)
        elif task.mode == "nightly" and path in task.pages and task.pages[path] != tree.read(path):
            pages[path] = task.pages[path]
    return proposal if pages == proposal.pages else dataclasses.replace(proposal, pages=pages)
