"""The page tree: paths, page grammar and markup, content edits, storage, locks, the commit path, coach
blocks, escaping of bot text, the event-to-page map, diffs and the tree export.
"""
