"""SCHEMA.md — the governing document shipped identically to every client's tree (docs/wiki.md, "The tree").

Adapted to this codebase's markup (wiki/tree/markup.py) and enforced rule by rule by wiki/validator.py.
Bump SCHEMA_VERSION when the text changes; every tree then gets the new text as a new version.
"""

SCHEMA_VERSION = "v3"

SCHEMA_TEXT = """# SCHEMA — how this wiki works (v3)

*The constitution of this client's wiki: layers, page types, update rules, log format. Read on every run.*

## What this wiki is
A model of one client, maintained by the distiller and read by every coach pipeline. Numbers live in
the event log; this wiki holds judgments, patterns and context — what a good coach KNOWS, not what a
database STORES. A page may quote a number as illustration, always with a date; it is never the record.

## Layers
- raw/ — immutable inputs: daily event digests (raw/YYYY-MM-DD-events.md), notable chat excerpts
  (raw/transcripts/YYYY-MM-DD-chat.md), coach notes. Read freely. Never edit, never delete.
- wiki/ — maintained pages. Rewrite freely within the rules below.
- index.md — catalog of every wiki/ page with a one-line summary and last-updated date. Refreshed by
  every run that touches a page.
- log.md — append-only journal. One dated entry per workflow run. Never rewrite.

## Page types and naming
- Core pages (always exist): profile, goals, constraints-injuries, training-history,
  nutrition-patterns, recovery-patterns, preferences, coaching-playbook.
- wiki/weekly/YYYY-Www.md — one per ISO week; frozen once the week is over.
- Topic pages — wiki/<topic>.md or wiki/exercises/<exercise>.md; create one when a section outgrows
  ~15 lines and leave a relative link behind at the old location.
- File names kebab-case (weekly pages excepted). Every page: an H1 title, a blank line, a one-line
  italic summary, then sections (## …).

## Update rules
1. Rewrite sections in place; do not accrete. Hard cap 90 lines per page.
2. Any claim that could change carries a date: "(as of 2026-08-09)".
3. Cross-reference with relative markdown links, resolved from the linking page's folder (from
   wiki/goals.md: "profile.md", "weekly/2026-W32.md", "../raw/2026-08-09-events.md"). Every link
   must resolve; repair links whenever a page splits.
4. Blocks between <!-- coach YYYY-MM-DD --> and <!-- /coach --> are the coach's ground truth: never
   edit, move or delete them, and never write new ones; write around them. When evidence disagrees
   with one, raise a coach_block_tension alert instead of resolving it.
5. On contradiction between new evidence and an existing claim: keep both as a marked pair and list
   the pair in the run's contradiction list (each pair raises an alert). Never silently pick a winner,
   never drop an open pair — a person resolves it.
       - ⚠ CONTRADICTION (old): runs reliably even on hotel weeks (as of 2026-06-30)
       - ⚠ CONTRADICTION (new): skipped 2 of 2 zone-2 runs while travelling (as of 2026-08-04)
6. constraints-injuries.md is safety-critical. One entry per area:
       - **right knee** [watch] "just a niggle" per her (as of 2026-08-09)
   Levels rise watch → constraint → injury. The distiller may ADD entries or raise a level; only the
   coach may remove or downgrade one.
7. No raw HTML (coach markers excepted), no scripts, no credentials or keys in any page.

## Log entry format
## [YYYY-MM-DD] <workflow> | <subject> — what changed, pages touched.
Workflows: init, ingest, inline, coach-edit, resolve, lint.
"""
