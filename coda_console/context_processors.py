from django.http import HttpRequest
from django.urls import NoReverseMatch, reverse

from coda_console.selectors import is_console_admin

# (label, url name, admins only). A section appears once its app has registered the route.
NAV = [
    ("Alerts", "wiki:alerts", False),
    ("Knowledge", "knowledge:domains", False),
    ("Admin", "console:admin", True),
]


def console_nav(request: HttpRequest) -> dict:
    if not request.user.is_authenticated:
        return {"console_nav": [], "console_admin": False}
    admin = is_console_admin(request.user)
    links = []
    for label, name, admins_only in NAV:
        if admins_only and not admin:
            continue
        try:
            links.append({"label": label, "url": reverse(name)})
        except NoReverseMatch:
            continue
    return {"console_nav": links, "console_admin": admin}
