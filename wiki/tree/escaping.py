"""Bot text on pages: the one escaping function for every string a bot or a client supplied.

Display names, notes, chat quotes and every payload string (program summaries, injury descriptions,
soreness notes, meal descriptions, session and exercise names, locations, reasons…) are plain text.
Before any of them enters a wiki page, index.md, log.md or a raw/ file, it passes through
`escape_page_text` (one line: page headings, claims, table cells, log lines) or `escape_page_block`
(several lines: a filed note's body, a chat transcript). Both are pure, total (never raise) and
idempotent; docs/wiki.md "Bot text on pages" documents the substitutions, so what a page shows is
always the original string after this escaping — never markup, a coach block, a ⚠ marker, a heading,
a link or an instruction.

Substitutions are visible look-alikes rather than deletions, so a coach still reads what was sent.
"""

import re
import unicodedata

from wiki.validator import SECRET_PATTERNS

# Characters that would be page grammar, markdown or HTML → look-alikes that are only text.
ANGLE_OPEN, ANGLE_CLOSE = "‹", "›"  # U+2039/U+203A: no tag, comment, coach marker or autolink
WARNING_SIGN = "⚠"
WARNING_STANDIN = "(!)"  # no ⚠ marker of any kind (⚠ CONTRADICTION pairs are machine grammar)
PIPE_STANDIN = "¦"  # U+00A6: index.md is a table
SCHEME_COLON = "∶"  # U+2236 RATIO after javascript/vbscript/data/livescript: no dangerous scheme
HYPHEN_STANDIN = "‐"  # U+2010 in "(as of YYYY‐MM‐DD)": a quoted date is not a dated claim
REPLACEMENT = "\ufffd"  # NUL, control, private-use, surrogate and bidi-override characters
SECRET_STANDIN = "(secret removed)"  # a page never holds a credential, not even a quoted one
# " — last: DATE, N reports" is an entry's machine-owned tail and " — N mentions in the last N days" a
# profile line's count: in bot text that em dash shows as an en dash, so a quote can never forge what
# code parses (a forged future "last:" in a first report made every later run fail validation). Other
# em dashes stay: phones type them, and a quote is her words.
EM_DASH_STANDIN = "\u2013"
_TAIL_DASH_RE = re.compile(r"\u2014(?=\s*(?:last\s*:|\d+\s+mentions?\b))", re.IGNORECASE)

_SCHEME_RE = re.compile(r"(java\s*script|vb\s*script|live\s*script|data|file)\s*:", re.IGNORECASE)
_ENTITY_RE = re.compile(r"&(#?[A-Za-z0-9]+;)")
_AS_OF_RE = re.compile(r"\(\s*as\s+of\s+(\d{4})-(\d{2})-(\d{2})\s*\)", re.IGNORECASE)
_LINK_OPEN_RE = re.compile(r"\]\s*([(\[:])")
_BOLD_RE = re.compile(r"\*\*+")
_FENCE_RE = re.compile(r"(`{3,}|~{3,})")
_WS_RE = re.compile(r"\s+")
# What would open a block at the start of a line (or of a list item's text): heading, quote, list,
# table, setext underline / rule. The first character is swapped for a look-alike.
_LINE_START = {
    "#": "＃",  # U+FF03
    ">": ANGLE_CLOSE,
    "-": HYPHEN_STANDIN,
    "+": "＋",  # U+FF0B
    "*": "∗",  # U+2217
    "=": "＝",  # U+FF1D
    "|": PIPE_STANDIN,
    ":": "∶",
    "[": "［",  # U+FF3B: a reference-link definition "[x]: url"
    "!": "ǃ",  # U+01C3: an image "![x](y)"
}
_ORDERED_RE = re.compile(r"^(\d{1,9})([.)])(\s|$)")
_BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")


def _safe_char(char: str) -> str:
    if char in "\t\n":
        return char
    if char in _BIDI:
        return REPLACEMENT
    category = unicodedata.category(char)
    if category in ("Cc", "Co", "Cs", "Cn") and not char.isspace():
        return REPLACEMENT  # NUL, controls, private use (the distiller's own sentinels), surrogates
    if category in ("Zl", "Zp") or char in "\x0b\x0c\x85":
        return "\n"
    return char


def _characters(text: str) -> str:
    """Drop nothing silently: every unsafe code point becomes U+FFFD (one for each)."""
    return "".join(_safe_char(char) for char in text)


def _redact(text: str) -> str:
    for _, pattern in SECRET_PATTERNS:
        text = pattern.sub(SECRET_STANDIN, text)
    return text


def _inline_markup(text: str) -> str:
    """Everything that is markup anywhere on a line (secrets first: their patterns read raw text)."""
    text = _redact(text)
    text = text.replace("<", ANGLE_OPEN).replace(">", ANGLE_CLOSE)
    text = text.replace(WARNING_SIGN, WARNING_STANDIN)
    text = text.replace("|", PIPE_STANDIN)
    text = _TAIL_DASH_RE.sub(EM_DASH_STANDIN, text)  # no forged " — last: …" tail or mentions count
    text = _BOLD_RE.sub("*", text)  # "**area**" is a constraints entry
    text = _SCHEME_RE.sub(lambda m: f"{m.group(1)}{SCHEME_COLON}", text)
    text = _ENTITY_RE.sub(r"＆\1", text)  # "&lt;!--" would render as "<!--"
    text = _AS_OF_RE.sub(
        lambda m: f"(as of {m.group(1)}{HYPHEN_STANDIN}{m.group(2)}{HYPHEN_STANDIN}{m.group(3)})", text
    )
    text = _FENCE_RE.sub(
        lambda m: "ˋ" * len(m.group(1)) if m.group(1)[0] == "`" else "∼" * len(m.group(1)), text
    )
    return _LINK_OPEN_RE.sub(lambda m: f"] {m.group(1)}", text)  # no [text](url), [x][ref], [x]: url


def _line_start(line: str) -> str:
    """Defuse a block opener at the start of the text (it may stand at a line start or after '- ')."""
    stripped = line.lstrip()
    indent = line[: len(line) - len(stripped)]
    if not stripped:
        return stripped
    ordered = _ORDERED_RE.match(stripped)
    if ordered:
        mark = "．" if ordered.group(2) == "." else "）"
        return indent + ordered.group(1) + mark + stripped[ordered.end(2) :]
    first = stripped[0]
    return indent + _LINE_START.get(first, first) + stripped[1:]


def escape_page_text(text: object) -> str:
    """One line of bot text for a page: whitespace (newlines too) collapsed to single spaces, unsafe
    characters replaced, markup defused (docs/wiki.md "Bot text on pages"). Never raises."""
    value = _characters(str(text))
    value = _WS_RE.sub(" ", value).strip()
    return _line_start(_inline_markup(value))


def split_page_lines(text: object) -> list[str]:
    """Bot text as lines, unsafe characters already replaced (every line break form counts)."""
    return _characters(str(text)).replace("\r\n", "\n").split("\n")


def escape_page_lines(text: object) -> list[str]:
    """Several lines of bot text for a page body: each line escaped as by `escape_page_text` (so no
    line can open a heading, quote, list, table, fence or indented code block); line breaks kept."""
    return [escape_page_text(line) for line in split_page_lines(text)]


def escape_page_block(text: object) -> str:
    """`escape_page_lines` joined with newlines."""
    return "\n".join(escape_page_lines(text))
