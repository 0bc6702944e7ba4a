"""A message that only corrects one she sent lately ("sorry I meant right not left", "wait no, 70",
"actually make that Thursdays"): that message read again with the value corrected, in the frame it was
said in (the bot's question it answered), quoting the correction — docs/understanding.md "Replies"."""

import dataclasses
import datetime as dt
from collections.abc import Iterable

from wiki.understanding import framing
from wiki.understanding.extract import Understanding, understand
from wiki.understanding.quote import quote_client_text

# (her earlier message, its referent area, what was asked, the bot's question, her earlier answer)
Said = tuple[str, str, str, str, str]


def corrected_reading(text: str, local_date: dt.date, newest_first: Iterable[Said]) -> Understanding | None:
    """The reading the correction `text` gives, or None (no correction, or nothing it corrects)."""
    fix = framing.correction(text)
    if fix is None:
        return None
    for previous, area, asked, question, earlier in newest_first:
        # the latest message that said a value of that kind ("left" before "3ish" for "right not left")
        fixed = framing.corrected(previous, *fix)
        if fixed:
            reading = understand(fixed, local_date, area, asked, question, earlier)
            quote = quote_client_text(text)
            return dataclasses.replace(
                reading,
                **{
                    f.name: tuple(dataclasses.replace(item, quote=quote) for item in getattr(reading, f.name))
                    for f in dataclasses.fields(reading)
                },
            )
    return None
