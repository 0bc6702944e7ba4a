"""From the event log to a committed changeset: reading events, the digest, the pipeline around a
distiller, dispatch and runs, poison events and quarantine, note links, replay and rebuild.
"""
