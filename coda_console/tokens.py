"""The one token estimator, used by every budget (memory 300, knowledge 500, context 6,000, pages).

Estimate: ceil(characters / 3.5). Anthropic's rule of thumb is ~4 characters per token for English
prose; markdown, numbers and dates tokenize denser, so 3.5 over-counts slightly and a budget checked
with it is never exceeded in practice. Exact counting (messages.count_tokens) needs the network and
is never required.
"""

import math


def estimate_tokens(text: str) -> int:
    if not text:
        return 0
    return math.ceil(len(text) / 3.5)
