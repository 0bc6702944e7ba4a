"""Console routes of the wiki app (mounted at /, namespace "wiki")."""

urlpatterns: list = []
