"""HTTP: console views (function views, htmx partials), the bot API views, URL confs, the console's
read helpers and markdown rendering for pages.
"""
