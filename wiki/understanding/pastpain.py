"""Whether a pain said in a sentence is hers now (docs/understanding.md "Pain and harmless mentions"):
said of the past only, or an operation dated to the past, is history; an injury word that is negated or
someone else's is no injury of hers."""

from wiki.understanding.negation import context, someone_else
from wiki.understanding.painwords import INJURY_RE, OPERATED_RE, PAIN_RE


def long_ago(sentence: str, text: str, offset: int, areas: list, states: list[str]) -> bool:
    """Her pain or injury said of the past only, or an operation dated to the past (someone else's
    history is not hers: "my wife tore her ACL years ago")."""
    words = [m.start() for m in PAIN_RE.finditer(text)]
    if "historical" in states and all(st in ("historical", "negated") for st in states):
        pass
    elif (operated := OPERATED_RE.search(text)) is not None and context(
        sentence, offset + operated.start(), offset + operated.end()
    ) == "historical":
        words.append(operated.start())
    else:
        return False
    return not any(someone_else(sentence, offset + at) for at in [*words, *(a.start for a in areas)])


def injury_said(sentence: str, text: str, offset: int) -> bool:
    """An injury word in `text` (at `offset` in the sentence) that is not negated or someone else's:
    "nothing injured" is not an injury."""
    return any(
        context(sentence, offset + m.start(), offset + m.end()) == "" for m in INJURY_RE.finditer(text)
    )
