from knowledge import text


def test_keys_are_normalised_to_lowercase_hyphenated_words():
    assert text.normalise_key("  Wrist-friendly Pressing! ") == "wrist-friendly-pressing"
    assert text.normalise_key("Ćwiczenia: przysiad") == "cwiczenia-przysiad"
    assert text.normalise_key("Присід з гантеллю") == "присід-з-гантеллю"


def test_known_names_use_spaces():
    assert text.normalise_name("wrist-friendly-pressing") == "wrist friendly pressing"


def test_query_terms_drop_stop_words_and_duplicates():
    assert text.query_terms("What can I do when my wrist hurts, my WRIST?") == ["wrist", "hurts"]
    assert text.query_terms("the of and") == []


def test_similarity_words_ignore_order_case_plurals_and_stop_words():
    assert text.similarity_words("The Weeks of deload") == text.similarity_words("deload WEEK")


def test_summary_is_the_first_sentence_in_plain_text():
    body = "# Heading\n\nKeep the **wrist** [stacked](http://x). Second sentence."
    assert text.summary(body) == "Heading Keep the wrist stacked."
    long = "word " * 100
    assert len(text.summary(long, max_chars=40)) <= 40 and text.summary(long, max_chars=40).endswith("…")


def test_markdown_is_rendered_and_sanitised():
    html = text.render_markdown("**bold** <script>alert(1)</script> <a href='javascript:x' onclick='y'>l</a>")
    assert "<strong>bold</strong>" in html
    assert "<script" not in html and "onclick" not in html and "javascript:" not in html
