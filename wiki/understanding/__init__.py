"""Understanding what a client says in chat (docs/understanding.md).

A small, deterministic, offline extraction layer: lexicons (body areas, sides), severity, NegEx-style
negation, relative dates, and one cue function per kind of statement (goal, schedule, diet, equipment,
life context, message style, question). `understand(text, local_date)` runs them all over one user
chat turn. Only user turns are ever read: the bot's words are never the client's facts.

Every piece of client text that reaches a page goes through `quote_client_text`.
"""

from wiki.understanding.extract import (
    Understanding,
    asks_a_question,
    is_user_turn,
    pages_for_turn,
    understand,
)
from wiki.understanding.quote import quote_client_text

__all__ = [
    "Understanding",
    "asks_a_question",
    "is_user_turn",
    "pages_for_turn",
    "quote_client_text",
    "understand",
]
