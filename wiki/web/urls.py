from django.urls import path

from wiki.llm import urls as llm_urls
from wiki.web import api, api_questions, console_urls

app_name = "wiki"

# API routes (mounted under /api/v1/, namespace "wiki_api"). The versions route comes first: page
# paths end in ".md", so "<path>/versions" is never a page of its own.
api_urlpatterns: list = [
    path("clients/<str:external_id>/wiki", api.TreeApi.as_view(), name="tree"),
    path(
        "clients/<str:external_id>/wiki/<path:page_path>/versions",
        api.PageVersionsApi.as_view(),
        name="versions",
    ),
    path("clients/<str:external_id>/wiki/<path:page_path>", api.PageApi.as_view(), name="page"),
    path("clients/<str:external_id>/alerts", api.AlertsApi.as_view(), name="alerts"),
    path(
        "clients/<str:external_id>/questions/next",
        api_questions.QuestionNextApi.as_view(),
        name="question-next",
    ),
    path(
        "questions/<int:question_id>/answer",
        api_questions.QuestionAnswerApi.as_view(),
        name="question-answer",
    ),
]
# Console routes: the coach's wiki tab, alerts and admin screens (wiki/web/console_urls.py) and the
# LLM cost screens (wiki/llm/urls.py).
console_urlpatterns: list = [*console_urls.urlpatterns, *llm_urls.urlpatterns]
