"""Console routes for LLM cost accounting (mounted at /, namespace "wiki")."""

urlpatterns: list = []
