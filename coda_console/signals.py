"""What core announces to the features above it (docs/architecture.md, "Layers").

Core never imports a feature. A feature that reacts to a core write connects a receiver in its app's
`ready()`; the receiver runs inside the writer's transaction, so it registers any follow-up work with
`transaction.on_commit`.
"""

from django.dispatch import Signal

# Sent inside the transaction that stored a batch of new events, with `client` and `events` (the new
# Event rows, duplicates excluded). Never sent for a batch that stored nothing.
events_stored = Signal()
