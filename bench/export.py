"""Client export benchmark: peak memory while streaming the archive, 10k vs 100k events.

    .venv/bin/python bench/export.py            # 10,000 and 100,000 events (SQLite in a temp dir)
    .venv/bin/python bench/export.py --quick    # 2,000 and 20,000

Each size runs in its own process (a fresh interpreter: no allocator state carried over). The process
builds a client with N events (chat turns with ~200 characters of text) and 200 wiki page versions,
then streams `stream_archive` into a file while tracemalloc records the peak of Python allocations
(and the process's max RSS is read after). Target: peak(100k) ÷ peak(10k) ≤ 1.2 — the export holds a
bounded window of rows, never the whole history.
"""

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

VERSIONS = 200


def _populate(events: int):
    import datetime as dt

    from django.utils import timezone

    from coda_console import services
    from coda_console.models import Event
    from wiki.models import Changeset, PageVersion, WikiPage
    from wiki.tree.storage import get_store, tree_key

    tenant = services.tenant_create(slug=f"bench-{events}-{os.getpid()}", name="Bench")
    client, _ = services.client_upsert(
        tenant=tenant, external_id="c1", display_name="Bench", timezone_name="UTC"
    )
    start = timezone.now() - dt.timedelta(days=365)
    text = "Slept badly, knee a bit sore after squats; moving the session to Thursday evening. " * 2
    batch = []
    for i in range(events):
        batch.append(
            Event(
                client=client,
                event_id=f"e{i}",
                kind="chat.turn",
                occurred_at=start + dt.timedelta(minutes=i),
                received_at=start + dt.timedelta(minutes=i),
                payload={"role": "user", "text": f"{i} {text}"},
                content_sha256="0" * 64,
            )
        )
        if len(batch) == 5000:
            Event.objects.bulk_create(batch)
            batch.clear()
    Event.objects.bulk_create(batch)
    changeset = Changeset.objects.create(
        client=client, kind="system", local_date=start.date(), updated_by="system"
    )
    store = get_store()
    for page_number in range(VERSIONS // 10):
        path = f"wiki/topic-{page_number}.md"
        page = WikiPage.objects.create(client=client, path=path)
        parent = None
        for number in range(1, 11):
            data = (
                f"# Topic {page_number}\n\n*v{number}*\n\n" + "- a dated claim about training\n" * 80
            ).encode()
            blob = store.put(tree_key(client, path), number, data)
            parent = PageVersion.objects.create(
                page=page,
                number=number,
                sha256="0" * 64,
                size=len(data),
                line_count=84,
                updated_by="system",
                parent=parent,
                changeset=changeset,
                storage_backend=blob.backend,
                storage_key=blob.key,
                storage_version_id=blob.version_id,
            )
    return client


def child(events: int) -> None:
    sys.path.insert(0, os.path.dirname(__file__))
    from _setup import bootstrap

    bootstrap()
    import tracemalloc

    from clientdata.archive import stream_archive

    client = _populate(events)
    out_path = os.path.join(tempfile.mkdtemp(), "archive.zip")
    tracemalloc.start()
    began = time.perf_counter()
    size = 0
    with open(out_path, "wb") as out:
        for chunk in stream_archive(client):
            out.write(chunk)
            size += len(chunk)
    seconds = time.perf_counter() - began
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(
        json.dumps(
            {
                "events": events,
                "peak_bytes": peak,
                "max_rss_kb": rss_kb,
                "archive_bytes": size,
                "seconds": round(seconds, 2),
            }
        )
    )


def run(events: int) -> dict:
    env = os.environ | {"CODA_DATA_DIR": tempfile.mkdtemp(prefix="coda-bench-export-")}
    env.pop("DATABASE_URL", None) if not os.environ.get("DATABASE_URL", "").startswith("postgres") else None
    done = subprocess.run(
        [sys.executable, __file__, "--child", str(events)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--child", type=int)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    small, large = (2_000, 20_000) if args.quick else (10_000, 100_000)
    results = [run(small), run(large)]
    for row in results:
        print(
            f"{row['events']:>7} events: peak {row['peak_bytes'] / 1e6:6.2f} MB (tracemalloc), "
            f"max RSS {row['max_rss_kb'] / 1024:6.1f} MB, archive {row['archive_bytes'] / 1e6:6.1f} MB, "
            f"{row['seconds']} s"
        )
    ratio = results[1]["peak_bytes"] / results[0]["peak_bytes"]
    print(f"peak memory ratio {results[1]['events']} ÷ {results[0]['events']}: {ratio:.2f} (target ≤ 1.2)")


if __name__ == "__main__":
    main()
