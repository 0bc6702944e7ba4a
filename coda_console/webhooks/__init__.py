"""Webhooks (docs/webhooks.md): signed deliveries of outbox events to the endpoints a tenant registers."""
