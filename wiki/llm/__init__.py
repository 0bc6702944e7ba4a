"""The LLM path of the Wiki Brain (docs/anthropic.md): the Anthropic SDK client, the distiller's prompt
and forced tool, Message Batches for nightly runs, cost accounting, the free-chat page chooser, the
cost console, the weekly LLM lint pass and recorded exchanges.

client.py      the one SDK client factory (credentials and endpoint from the SDK's own env vars)
instructions.py, prompt.py, tool.py   the request (stable cached prefix + run material) and strict parse
calls.py       direct Messages API calls → DistillerError on any failure
batches.py, dispatch.py   nightly batches: submit per dispatcher tick, poll, apply idempotently
pricing.py, accounting.py, reports.py, views.py, urls.py   costs per call, per batch, per client per day
chooser.py     the small-model page chooser for free chat
lint_pass.py, lint_findings.py, lint_batches.py   the weekly LLM lint pass: the model suggests
               findings, code decides questions or alerts, nothing is written to pages
recording.py   `llm_check --record`: one client-day's exchanges saved for replay tests
The distiller itself is wiki/distillers/anthropic.py. See docs/anthropic.md.
"""
