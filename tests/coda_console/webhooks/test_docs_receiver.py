"""The receiver printed in docs/webhooks.md, run as written against real deliveries."""

import re
import threading
from http.server import ThreadingHTTPServer
from pathlib import Path

import pytest

from coda_console.outbox import outbox_emit
from coda_console.webhooks import services

pytestmark = pytest.mark.django_db
DOC = Path(__file__).resolve().parents[3] / "docs" / "webhooks.md"


def docs_receiver(secret: str) -> tuple[dict, list]:
    (snippet,) = [
        block for block in re.findall(r"```python\n(.*?)```", DOC.read_text(), re.S) if "class Hook" in block
    ]
    handled: list = []
    namespace = {"SECRET": secret, "SEEN": set(), "handle": handled.append}
    exec(compile(snippet, str(DOC), "exec"), namespace)  # our own documentation, run as printed
    namespace["Hook"].log_message = lambda *args: None
    return namespace, handled


def serve(handler) -> tuple[ThreadingHTTPServer, str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/hook"


def test_the_documented_receiver_verifies_real_deliveries_and_dedupes(tenant, client_a, settings):
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = True
    endpoint = services.endpoint_create(
        tenant=tenant, url="http://127.0.0.1:1/", event_types=["alert.opened"]
    )
    namespace, handled = docs_receiver(endpoint.secret)
    server, url = serve(namespace["Hook"])
    endpoint.url = url
    endpoint.save()
    try:
        event = outbox_emit(tenant=tenant, client=client_a, kind="alert.opened", payload={"alert": 5})
        (delivery_id,) = services.fan_out(event_ids=[event.pk])
        assert services.deliver(delivery_id=delivery_id).status_code == 204
        services.redeliver(delivery=endpoint.deliveries.get())
        assert services.deliver(delivery_id=delivery_id).status_code == 204
    finally:
        server.shutdown()
        server.server_close()
    assert [e["id"] for e in handled] == [f"evt_{event.pk}"]  # delivered twice, handled once
    assert handled[0]["data"] == {"alert": 5}


def test_the_documented_receiver_refuses_a_wrong_secret(tenant, client_a, settings):
    settings.WEBHOOK_ALLOW_PRIVATE_TARGETS = True
    namespace, handled = docs_receiver("whsec_not-the-endpoints")
    server, url = serve(namespace["Hook"])
    try:
        services.endpoint_create(tenant=tenant, url=url, event_types=["alert.opened"])
        event = outbox_emit(tenant=tenant, client=client_a, kind="alert.opened", payload={})
        (delivery_id,) = services.fan_out(event_ids=[event.pk])
        assert services.deliver(delivery_id=delivery_id).status_code == 401
    finally:
        server.shutdown()
        server.server_close()
    assert handled == []
