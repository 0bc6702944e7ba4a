import pytest
from django.test import Client
from django.urls import reverse

from knowledge import services


@pytest.fixture
def pages(domain, write):
    whole = write(
        domain,
        "Wrist-friendly pressing",
        body="Keep the wrist **stacked**. <script>alert(1)</script>",
        expects=3,
    )
    part = write(domain, "Landmine press", edges=[{"type": "part_of", "to": whole.ref}])
    old = write(domain, "Daily protein target", body="1.6 g/kg", provenance_locator="p. 52")
    cause = write(domain, "Protein in a deficit", edges=[{"type": "explains", "to": old.ref}])
    new = write(
        domain, "Daily protein target", body="1.6–2.2 g/kg", supersedes=[old.ref], caused_by=[cause.ref],
        authority="coach", note="1.6 was the floor",
    )  # fmt: skip
    coach = write(domain, "Stop pressing at wrist pain 2/10", authority="coach")
    agent = write(domain, "Train through wrist pain to 3/10", authority="agent", contradicts=[coach.ref])
    return {
        "whole": whole,
        "part": part,
        "old": old,
        "new": new,
        "cause": cause,
        "coach": coach,
        "agent": agent,
    }


def _url(name: str, domain, ref: str | None = None) -> str:
    kwargs = {"tenant": domain.tenant.slug, "slug": domain.slug}
    if ref:
        kwargs["ref"] = ref
    return reverse(f"knowledge:{name}", kwargs=kwargs)


def test_domains_list_is_at_slash_knowledge_and_needs_login(coach_client, domain, pages):
    assert reverse("knowledge:domains") == "/knowledge/"
    assert Client().get("/knowledge/").status_code == 302
    response = coach_client.get("/knowledge/")
    assert response.status_code == 200
    assert "Coaching" in response.text and "1 open" in response.text


def test_domain_index_lists_live_heads_and_open_contradictions(coach_client, domain, pages):
    text = coach_client.get(_url("domain", domain)).text
    assert pages["new"].ref in text and f">{pages['old'].ref}<" not in text
    assert "Open contradictions" in text and pages["agent"].ref in text


def test_search_page_works_without_js_and_as_an_htmx_partial(coach_client, domain, pages):
    url = _url("search", domain)
    full = coach_client.get(url, {"q": "wrist pressing"})
    assert full.status_code == 200 and "<html" in full.text and pages["whole"].ref in full.text
    assert "1 of 3 parts recorded" in full.text
    partial = coach_client.get(url, {"q": "wrist pressing"}, HTTP_HX_REQUEST="true")
    assert "<html" not in partial.text and pages["whole"].ref in partial.text
    assert "Nothing in the live records matches" in coach_client.get(url, {"q": "zebra"}).text


def test_record_page_renders_sanitised_markdown_provenance_and_neighbours(coach_client, domain, pages):
    text = coach_client.get(_url("record", domain, pages["whole"].ref)).text
    assert "<strong>stacked</strong>" in text and "<script>alert" not in text
    assert "handbook" in text and "authority: source document" in text
    assert "Parts" in text and pages["part"].ref in text and "1 of 3 parts recorded" in text
    assert "<svg" in text  # the neighbourhood graph, server-rendered
    assert "<form" not in text.split("<main>")[1].split("</main>")[0]  # nothing editable


def test_head_page_lists_revisions_as_they_read_with_why(coach_client, domain, pages):
    text = coach_client.get(_url("record", domain, pages["new"].ref)).text
    assert "Revisions" in text and pages["old"].ref in text
    assert "1.6 g/kg" in text and "1.6 was the floor" in text and pages["cause"].ref in text
    # An edge written against the old record still shows on the head.
    assert "Explained by" in text


def test_revision_page_says_it_is_not_current_and_links_the_head(coach_client, domain, pages):
    text = coach_client.get(_url("record", domain, pages["old"].ref)).text
    assert "Revision, not current" in text and pages["new"].ref in text


def test_retracted_page_never_renders_as_current(coach_client, domain, pages):
    services.record_retract(record=pages["part"], reason="not wrist-friendly", retracted_by="user:nata")
    text = coach_client.get(_url("record", domain, pages["part"].ref)).text
    assert "Retracted" in text and "not wrist-friendly" in text
    assert pages["part"].ref not in coach_client.get(_url("domain", domain)).text


def test_chain_timeline_is_head_first(coach_client, domain, pages):
    text = coach_client.get(_url("chain", domain, pages["old"].ref)).text.split("<ol")[1]
    assert text.index(pages["new"].ref) < text.index(f"{pages['old'].ref}</a>")
    assert "1.6 was the floor" in text


def test_graph_svg_is_served_with_links(coach_client, domain, pages):
    response = coach_client.get(_url("graph", domain, pages["whole"].ref))
    assert response["Content-Type"].startswith("image/svg+xml")
    assert response.text.startswith("<?xml") and "<svg" in response.text
    assert _url("record", domain, pages["part"].ref) in response.text and "part_of" in response.text


def test_lint_page_lists_warnings_with_links(coach_client, domain, pages):
    text = coach_client.get(_url("lint", domain)).text
    assert "unresolved_contradiction" in text and "missing_parts" in text
    assert _url("record", domain, pages["coach"].ref) in text


def test_tenant_admins_see_the_pages_too(client, tenant_admin, domain, pages):
    client.force_login(tenant_admin)
    assert client.get(_url("record", domain, pages["whole"].ref)).status_code == 200


@pytest.mark.parametrize("name", ["domain", "search", "lint", "record", "chain", "graph"])
def test_another_tenants_coach_gets_404_everywhere(client, other_tenant_coach, domain, pages, name):
    client.force_login(other_tenant_coach)
    ref = pages["whole"].ref if name in {"record", "chain", "graph"} else None
    assert client.get(_url(name, domain, ref)).status_code == 404
    assert "Coaching" not in client.get("/knowledge/").text


def test_missing_records_are_404(coach_client, domain, pages):
    assert coach_client.get(_url("record", domain, "coaching-0999")).status_code == 404


def test_superusers_see_every_tenant(client, admin, domain, other_tenant_domain):
    client.force_login(admin)
    text = client.get("/knowledge/").text
    assert "Their coaching" in text and "Coaching" in text
    assert client.get(_url("domain", other_tenant_domain)).status_code == 200


@pytest.mark.parametrize("name", ["domain", "search", "lint", "record", "chain", "graph"])
def test_every_page_needs_a_login(domain, pages, name):
    ref = pages["whole"].ref if name in {"record", "chain", "graph"} else None
    response = Client().get(_url(name, domain, ref))
    assert response.status_code == 302 and response["Location"].startswith("/login/")
