"""Every table holding a client's rows, as reviewed for erasure and export (docs/data.md, "Coverage").

Erasure deletes every model `clientdata.discovery` finds, whatever this list says; the list exists so
that a table added later is looked at by a person — does it also point at storage, cache keys or
queued jobs, should the export carry it? `tests/clientdata/test_coverage.py` fails until it is here.
"""

# label → how its rows leave (beyond the row delete every discovered model gets)
REVIEWED_MODELS: dict[str, str] = {
    "coda_console.Event": "the event log; exported (events.jsonl) and imported",
    "memory.Fact": "exported (memory/facts.jsonl) and imported",
    "memory.ConsolidationCheckpoint": "bookkeeping; imported with the event ids remapped",
    "memory.ConsolidationRun": "bookkeeping",
    "memory.ForgottenFact": "bookkeeping; names fact keys",
    "wiki.WikiPage": "pointers; current text cached in the row; exported",
    "wiki.PageVersion": "pointers; the bytes in storage are swept by prefix first (clientdata.storage)",
    "wiki.Changeset": "exported with the versions; params name her",
    "wiki.IngestState": "watermarks; imported with the event ids remapped",
    "wiki.IngestRun": "ingest runs",
    "wiki.DeadLetter": "dead letters: the failing proposal text",
    "wiki.Alert": "exported (alerts.jsonl)",
    "wiki.Question": "exported (questions.jsonl)",
    "wiki.LintReport": "lint findings",
    "coda_console.OutboxEvent": "undelivered outbox events naming her",
    "wiki.LlmBatchRequest": "her requests of a Message Batch (the batch row itself is shared)",
    "wiki.LlmCall": "billing rows of calls made for her",
    "wiki.QuarantinedEvent": "poison events held out of a run (the event row goes with the log)",
    "wiki.ClientSeen": "when each coach last marked her changes seen (Today): coach state, not exported",
    "webhooks.WebhookDelivery": "deliveries of outbox events naming her (the body was sent; the row goes)",
    "webhooks.WebhookAttempt": "per-attempt log of those deliveries: status and a response excerpt",
    "coda_console.IdempotentResponse": "stored first answers of /turns and /notes retries",
}
