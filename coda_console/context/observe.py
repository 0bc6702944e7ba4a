"""Remove the choice: every context call records what the bot asked about, as a `query.pattern`
observation, so behavioural memory learns without the bot deciding to store anything."""

from coda_console.context.text import stem, terms

# A small, explicit vocabulary per coaching domain (stems). Deterministic and easy to extend.
DOMAIN_VOCABULARY: dict[str, frozenset[str]] = {
    "nutrition": frozenset(
        "protein meal food eat kcal calor carb fat lunch dinner breakfast snack diet hunger cook".split()
    ),
    "training": frozenset(
        "train session set rep squat bench press deadlift pull-up pull row lift workout exercis program "
        "run tempo zone-2 load deload volume rpe".split()
    ),
    "recovery": frozenset("sleep recovery tired rest fatigue nap bedtime energy stress hrv readines".split()),
    "injury": frozenset(
        "pain injury sore knee wrist back shoulder niggle hurt ache strain tendon calf".split()
    ),
    "travel": frozenset("travel hotel trip flight airport jet lag away".split()),
    "motivation": frozenset("motivat goal habit streak progres mood confiden".split()),
}
PIPELINE_DOMAIN = {
    "morning_brief": "recovery",
    "session_mode": "training",
    "meal_lens": "nutrition",
    "form_check": "training",
    "weekly_review": "training",
    "free_chat": "general",
}


def detect(pipeline: str, query: str) -> tuple[str, list[str]]:
    """The domain the query is most about (the pipeline's own when nothing matches) and its keywords."""
    words = [(word, stem(word)) for word in terms(query)]
    best, best_keywords = PIPELINE_DOMAIN[pipeline], list[str]()
    for domain, vocabulary in DOMAIN_VOCABULARY.items():
        keywords = sorted(
            {word for word, word_stem in words if word_stem in vocabulary or word in vocabulary}
        )
        if len(keywords) > len(best_keywords):
            best, best_keywords = domain, keywords
    return best, best_keywords[:10]
