"""`{% client_url 'wiki:page' client path version=3 %}`: a client's console URL that keeps its tenant
(wiki.web.views_common.client_reverse)."""

from django import template

from coda_console.models import Client
from wiki.web.views_common import client_reverse

register = template.Library()


@register.simple_tag
def client_url(name: str, client: Client, *args: object, **query: object) -> str:
    return client_reverse(name, client, *args, **query)
