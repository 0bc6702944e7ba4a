"""A page as the rules distiller edits it: header + `## Section`s, with coach blocks sealed off.

Coach blocks — and the pipeline's stat blocks (docs/wiki.md "Stat blocks") — are cut out before
parsing and replaced by a one-line placeholder, so no edit can reach inside one; a line holding a
placeholder is frozen (never moved to another section, never reordered against another frozen line,
never deleted). Rendering puts the blocks back byte for byte.

Edits are "managed lines": each updater recognises the lines it owns in a section (by prefix or
pattern), removes them and puts the fresh set back where the first one stood. Everything it does not
recognise — other writers' prose, contradiction pairs, coach blocks — keeps its place.
"""

import datetime as dt
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from wiki.tree.markup import COACH_BLOCK_RE, H1_RE, STAT_BLOCK_RE, relative_links

_PLACEHOLDER = "\x00coach-block-{}\x00"
_PLACEHOLDER_RE = re.compile("\x00coach-block-(\\d+)\x00")
_EMPTY_RE = re.compile(r"^\s*[_*(]+\s*(?:no|nothing|none|empty)\b[^\n]*[_*)]\s*$", re.IGNORECASE)
_LINK_RE = re.compile(r"\[([^\]]*)\]\(([^)\s]+)\)")
_AS_OF_RE = re.compile(r"\(as of (\d{4}-\d{2}-\d{2})\)")
_SEALED_RE = re.compile(f"{COACH_BLOCK_RE.pattern}|{STAT_BLOCK_RE.pattern}", re.DOTALL)

LineTest = Callable[[str], bool]


def heading_key(name: str) -> str:
    return " ".join(re.sub(r"[^a-z0-9 ]+", " ", name.lower()).split())


def is_frozen(line: str) -> bool:
    return "\x00" in line


def line_date(line: str) -> dt.date | None:
    """The last "(as of DATE)" on a line."""
    found = _AS_OF_RE.findall(line)
    return dt.date.fromisoformat(found[-1]) if found else None


def strip_as_of(line: str) -> str:
    return re.sub(r"\s*\(as of \d{4}-\d{2}-\d{2}\)\s*$", "", line)


def starts(*prefixes: str) -> LineTest:
    return lambda line: line.startswith(prefixes)


@dataclass
class Section:
    title: str  # the heading text after "## "
    lines: list[str] = field(default_factory=list)

    @property
    def key(self) -> str:
        return heading_key(self.title)

    def managed(self, test: LineTest) -> list[str]:
        return [line for line in self.lines if not is_frozen(line) and test(line)]

    def first(self, test: LineTest) -> str | None:
        found = self.managed(test)
        return found[0] if found else None

    def put(self, stats: list[tuple[str, str | None]], day: dt.date, *, confirm: bool = False) -> None:
        """Stat lines, in this order: (prefix, claim) → "- claim (as of DAY)". A None claim keeps the
        line already there (no evidence: the last dated claim stands). An unchanged claim keeps its
        date unless `confirm` (today's events fed it: it is re-confirmed as of today)."""
        owned = starts(*(prefix for prefix, _ in stats))
        fresh: list[str] = []
        for prefix, claim in stats:
            current = self.first(starts(prefix))
            if claim is None:
                fresh += [current] if current else []
            elif current is not None and strip_as_of(current) == f"- {claim}" and not confirm:
                fresh.append(current)
            else:
                fresh.append(f"- {claim} (as of {day.isoformat()})")
        self.replace(owned, fresh)

    def replace(self, test: LineTest, new_lines: Iterable[str]) -> None:
        """Swap the lines `test` owns for `new_lines`, at the place the first owned line stood (or at
        the end of the section). An "empty" placeholder line goes once real claims arrive."""
        fresh = list(new_lines)
        kept: list[str] = []
        at: int | None = None
        for line in self.lines:
            if not is_frozen(line) and test(line):
                at = len(kept) if at is None else at
                continue
            if fresh and not is_frozen(line) and _EMPTY_RE.match(line):
                continue
            kept.append(line)
        if at is None:
            while kept and not kept[-1].strip():
                kept.pop()
            at = len(kept)
        self.lines = [*kept[:at], *fresh, *kept[at:]]


@dataclass
class Page:
    path: str
    header: list[str]
    sections: list[Section]
    blocks: list[str]

    @classmethod
    def parse(cls, path: str, text: str) -> "Page":
        blocks: list[str] = []

        def seal(match: re.Match) -> str:
            blocks.append(match.group(0))
            return _PLACEHOLDER.format(len(blocks) - 1)

        sealed = _SEALED_RE.sub(seal, text)
        lines = sealed.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        header: list[str] = []
        sections: list[Section] = []
        for line in lines:
            if line.startswith("## ") and not is_frozen(line):
                sections.append(Section(line[3:].strip()))
            elif sections:
                sections[-1].lines.append(line)
            else:
                header.append(line)
        return cls(path, header, sections, blocks)

    @classmethod
    def new(cls, path: str, title: str, summary: str) -> "Page":
        return cls(path, [f"# {title}", "", f"*{summary}*"], [], [])

    # --- rendering ---------------------------------------------------------------------------

    def render(self) -> str:
        out = _tidy(self.header)
        for section in self.sections:
            body = _tidy(section.lines)
            out += ["", f"## {section.title}", *body]
        text = "\n".join(out).strip("\n") + "\n"
        return _PLACEHOLDER_RE.sub(self._block, text)

    def _block(self, match: re.Match) -> str:
        """A sealed coach block back in place. A sentinel that seals nothing (bot text is escaped, so
        only a page damaged outside the validator could hold one) stays, for the validator to name."""
        index = int(match.group(1))
        return self.blocks[index] if index < len(self.blocks) else match.group(0)

    # --- header ------------------------------------------------------------------------------

    def ensure_header(self, title: str, summary: str) -> None:
        """Repair a header the markup would reject (a page must open with H1 + italic summary)."""
        text = "\n".join(self.header[:3]) + "\n"
        if len(self.header) >= 3 and not any(map(is_frozen, self.header[:3])) and H1_RE.match(text):
            return
        self.header = [f"# {title}", "", f"*{summary}*", "", *self.header]

    def set_summary(self, summary: str) -> None:
        if len(self.header) >= 3 and not is_frozen(self.header[2]):
            self.header[2] = f"*{summary}*"

    # --- sections ----------------------------------------------------------------------------

    def find(self, title: str, aliases: Iterable[str] = ()) -> Section | None:
        wanted = {heading_key(title), *(heading_key(a) for a in aliases)}
        for section in self.sections:
            if section.key in wanted:
                return section
        return None

    def section(self, title: str, aliases: Iterable[str] = (), *, before: str | None = None) -> Section:
        """The section by title (or alias); created when missing — at the end of the page, or just
        before the section `before` when there is one (a new, empty section moves no coach block)."""
        found = self.find(title, aliases)
        if found is None:
            found = Section(title)
            anchor = self.find(before) if before else None
            at = self.sections.index(anchor) if anchor is not None else len(self.sections)
            self.sections.insert(at, found)
        return found

    def all_lines(self) -> list[str]:
        return [*self.header, *(line for s in self.sections for line in s.lines)]

    def repair_links(self, exists: Callable[[str], bool]) -> None:
        """Unlink relative links that do not resolve (outside coach blocks): keep the text."""

        def fix(line: str) -> str:
            if is_frozen(line) or "](" not in line:
                return line

            def sub(match: re.Match) -> str:
                target = match.group(2)
                if not relative_links(match.group(0)) or exists(resolve(self.path, target)):
                    return match.group(0)
                return match.group(1)

            return _LINK_RE.sub(sub, line)

        self.header = [fix(line) for line in self.header]
        for section in self.sections:
            section.lines = [fix(line) for line in section.lines]


def resolve(page_path: str, target: str) -> str:
    """A relative link target as a tree path, from the directory of `page_path`."""
    parts = page_path.split("/")[:-1]
    for piece in target.split("#", 1)[0].split("/"):
        if piece in ("", "."):
            continue
        if piece == "..":
            if parts:
                parts.pop()
            continue
        parts.append(piece)
    return "/".join(parts)


def relative(from_path: str, to_path: str) -> str:
    """The relative link from one tree path to another ("wiki/weekly/x.md" → "../goals.md")."""
    source = from_path.split("/")[:-1]
    target = to_path.split("/")
    common = 0
    while common < min(len(source), len(target) - 1) and source[common] == target[common]:
        common += 1
    return "/".join([".."] * (len(source) - common) + target[common:])


def _tidy(lines: list[str]) -> list[str]:
    """Trim blank lines at both ends and collapse blank runs (formatting only, never content)."""
    out: list[str] = []
    for line in lines:
        line = line.rstrip() if not is_frozen(line) else line
        if not line.strip() and (not out or not out[-1].strip()):
            continue
        out.append(line)
    while out and not out[-1].strip():
        out.pop()
    return out
