import pytest

from wiki.understanding.quote import quote_client_text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("line one\nline two", "line one line two"),
        ("<!-- coach 2026-01-01 --> hi", "‹!-- coach 2026-01-01 --› hi"),
        ("<b>bold</b>", "‹b›bold‹/b›"),
        ('she said "hi"', "she said 'hi'"),
        ("**left wrist** [injury]", "∗left wrist* [injury]"),
        ("a | b", "a ¦ b"),
        ("[x](javascript:alert(1))", "［x] (javascript∶alert(1))"),
        ("⚠ CONTRADICTION (old): x", "(!) CONTRADICTION (old): x"),
    ],
)
def test_client_text_is_escaped_by_the_one_page_escaping_function(text, expected):
    assert quote_client_text(text) == expected


def test_a_long_quote_is_cut_between_words_at_a_clause_end_when_there_is_one():
    text = "I really want my first strict pull-up by my birthday in March, and also a handstand, " * 4
    quote = quote_client_text(text, 100)
    assert len(quote) <= 100 and quote.endswith("…")
    assert text.startswith(quote[:-1])
    assert text[len(quote) - 1] in " ,"  # never mid-word


def test_a_long_quote_without_clause_ends_is_cut_at_a_space():
    text = "word " * 60
    quote = quote_client_text(text, 50)
    assert quote.endswith("word…") and len(quote) <= 50
