"""Version storage: the same behaviour on the filesystem and on S3 (moto, versioning on)."""

import hashlib

import boto3
import pytest
from django.core.exceptions import ImproperlyConfigured
from django.db import transaction

from tests.wiki.conftest import content_of
from wiki.ingest.runs import tree_ensure
from wiki.models import PageVersion, WikiPage
from wiki.selectors import version_content
from wiki.tree.commit import commit_plan
from wiki.tree.locks import lock_client
from wiki.tree.storage import VersionExists, get_store, tree_key
from wiki.tree.trees import Plan, RawImmutable

pytestmark = pytest.mark.django_db
GOALS = "wiki/goals.md"


def _write(client, path, text, date="2026-08-09"):
    import datetime as dt

    plan = Plan("system", dt.date.fromisoformat(date), "system", "test write", {path: text}, {path: "s"})
    with transaction.atomic():
        lock_client(client)
        return commit_plan(client, plan)


def test_storage_keys_mirror_the_tree(client_a, backend):
    assert tree_key(client_a, GOALS) == "wiki/nata-coaching/marta-7f3a/wiki/goals.md"
    _write(client_a, GOALS, "# Goals\n\n*v1.*\n")
    version = PageVersion.objects.get(page__client=client_a, page__path=GOALS)
    assert version.storage_key.startswith("wiki/nata-coaching/marta-7f3a/wiki/goals.md")
    assert version.storage_backend == backend


def test_every_write_is_a_new_version_and_every_past_version_reads_back(client_a, backend):
    texts = [f"# Goals\n\n*Version {n}.*\n" for n in range(1, 5)]
    for text in texts:
        _write(client_a, GOALS, text)
    page = WikiPage.objects.get(client=client_a, path=GOALS)
    versions = list(PageVersion.objects.filter(page=page).order_by("number"))
    assert [v.number for v in versions] == [1, 2, 3, 4]
    assert page.current_number == 4 and page.current_content == texts[-1]
    for version, text in zip(versions, texts, strict=True):
        assert version.sha256 == hashlib.sha256(text.encode()).hexdigest()
        assert version.size == len(text.encode()) and version.line_count == 3
        raw = get_store(version.storage_backend).get(version.storage_key, version.storage_version_id)
        assert raw.decode() == text
        assert version_content(version) == text
    assert [v.parent_id for v in versions] == [None, *[v.pk for v in versions[:-1]]]


def test_s3_versions_record_the_version_id(client_a, backend):
    _write(client_a, GOALS, "# Goals\n\n*a.*\n")
    _write(client_a, GOALS, "# Goals\n\n*b.*\n")
    versions = PageVersion.objects.filter(page__path=GOALS).order_by("number")
    ids = [v.storage_version_id for v in versions]
    if backend == "s3":
        assert all(ids) and ids[0] != ids[1]
        assert versions[0].storage_key == versions[1].storage_key  # one key, many S3 object versions
    else:
        assert ids == ["", ""]
        assert versions[0].storage_key != versions[1].storage_key  # one immutable file per version


def test_a_write_to_an_existing_raw_path_is_refused(client_a, backend):
    _write(client_a, "raw/2026-08-09-events.md", "# Events\n\n*Day.*\n")
    with pytest.raises(RawImmutable):
        _write(client_a, "raw/2026-08-09-events.md", "# Events\n\n*Day, again.*\n")
    assert content_of(client_a, "raw/2026-08-09-events.md") == "# Events\n\n*Day.*\n"


def test_filesystem_version_files_are_immutable(tmp_path):
    store = get_store("filesystem")
    blob = store.put("wiki/t/c/wiki/goals.md", 1, b"one")
    assert store.put("wiki/t/c/wiki/goals.md", 1, b"one") == blob  # the same bytes again: a no-op
    path = tmp_path / "wiki-storage" / blob.key
    assert path.stat().st_mode & 0o777 == 0o444  # read-only on disk
    path.chmod(0o644)
    path.write_bytes(b"tampered")  # someone overwrote the file behind our back …
    with pytest.raises(VersionExists):  # … so the key is taken by other bytes: refused, never replaced
        store.put("wiki/t/c/wiki/goals.md", 1, b"one")
    assert store.get(blob.key, "") == b"tampered"


def test_a_failed_commit_leaves_only_a_harmless_orphan_blob(client_a, backend):
    _write(client_a, GOALS, "# Goals\n\n*committed.*\n")
    import datetime as dt

    plan = Plan("system", dt.date(2026, 8, 10), "system", "doomed", {GOALS: "# Goals\n\n*doomed.*\n"}, {})
    with pytest.raises(RuntimeError), transaction.atomic():
        lock_client(client_a)
        commit_plan(client_a, plan)  # the blob is written …
        raise RuntimeError("… and the database commit fails")
    page = WikiPage.objects.get(client=client_a, path=GOALS)
    assert page.current_number == 1 and page.current_content == "# Goals\n\n*committed.*\n"
    _write(client_a, GOALS, "# Goals\n\n*next.*\n")  # the same version number again works
    assert version_content(PageVersion.objects.get(page=page, number=2)) == "# Goals\n\n*next.*\n"


def test_tree_paths_come_back_from_storage_on_every_backend(client_a, backend):
    import datetime as dt

    with transaction.atomic():
        lock_client(client_a)
        tree_ensure(client_a, local_date=dt.date(2026, 8, 9))
    for version in PageVersion.objects.filter(page__client=client_a).select_related("page"):
        stored = get_store(version.storage_backend).get(version.storage_key, version.storage_version_id)
        assert stored.decode() == version.page.current_content


@pytest.mark.s3
def test_an_s3_bucket_without_versioning_is_refused(settings, moto_endpoint):
    from tests.wiki.conftest import use_s3

    bucket = use_s3(settings, moto_endpoint)
    s3 = boto3.client(
        "s3",
        endpoint_url=moto_endpoint,
        region_name="us-east-1",
        aws_access_key_id="testing",
        aws_secret_access_key="testing",
    )
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Suspended"})
    with pytest.raises(ImproperlyConfigured, match="versioning"):
        get_store("s3").put("wiki/t/c/wiki/goals.md", 1, b"x")
