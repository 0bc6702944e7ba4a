"""django-q2 tasks for the Wiki Brain (thin: take ids, call a service)."""


def enqueue_inline_ingest(*, client_id: int) -> None:
    """Enqueue an inline mini-ingest for a client whose batch held a trigger event (DESIGN §3)."""
    # Wired up by the Wiki Brain issue (#5): until the wiki app exists there is nothing to ingest into.
    return None
