"""Erasure on a versioned S3 bucket (moto server): no object version, no delete marker left under her
prefix; on PostgreSQL every text column is searched by SQL (run with DATABASE_URL=postgres://…)."""

import boto3
import pytest
from django.conf import settings

from clientdata.erasure import erase_client
from clientdata.scan import search_database
from clientdata.storage import tree_prefix
from tests.clientdata.population import MARKER, populate
from tests.wiki.conftest import use_s3
from wiki.models import PageVersion

pytestmark = [pytest.mark.s3, pytest.mark.django_db]


def _versions_under(prefix: str) -> list[str]:
    s3 = boto3.client(
        "s3",
        endpoint_url=settings.WIKI_S3_ENDPOINT_URL,
        region_name="us-east-1",
        aws_access_key_id="testing",
        aws_secret_access_key="testing",
    )
    answer = s3.list_object_versions(Bucket=settings.WIKI_S3_BUCKET, Prefix=prefix)
    return [item["Key"] for item in answer.get("Versions", []) + answer.get("DeleteMarkers", [])]


def test_erasure_removes_every_s3_object_version_and_every_text_of_her(
    client_a, other_client, settings, moto_endpoint
):
    use_s3(settings, moto_endpoint)
    populate(client_a)
    populate(other_client, marker="OTHER-MARKER")
    prefix = tree_prefix("nata-coaching", "marta-7f3a")
    versions = PageVersion.objects.filter(page__client=client_a)
    assert versions.filter(storage_backend="s3").count() == len(_versions_under(prefix)) > 10
    assert (
        len(set(versions.values_list("storage_key", flat=True))) < versions.count()
    )  # keys with many versions

    report = erase_client(
        tenant=client_a.tenant, external_id="marta-7f3a", reason="request", requested_by="ops"
    )

    assert _versions_under(prefix) == []
    assert report.counts["storage_objects"] > 10
    hits = search_database(["marta-7f3a", "Marta", MARKER])
    assert {hit.label for hit in hits} == {"knowledge.Record"}  # tenant knowledge, listed for review
    assert report.knowledge_to_review
    assert _versions_under(tree_prefix("nata-coaching", "ivan-0c11"))  # the other client keeps hers
