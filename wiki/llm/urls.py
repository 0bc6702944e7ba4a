"""Console routes for LLM cost accounting (mounted at /, namespace "wiki")."""

from django.urls import path

from wiki.llm import views

urlpatterns: list = [
    path("admin/llm/costs/", views.llm_costs, name="llm_costs"),
]
