"""Enum errors name the valid values: `"morning" is not a valid choice; use one of: morning_brief, …`.

DRF's ChoiceField says only `"morning" is not a valid choice.`, which leaves a bot developer
guessing. Every ChoiceField of every API (pipelines, moments, statuses, kinds) goes through
DRF's one `to_internal_value`, so the message is completed there, once, at start-up.
"""

from typing import Any

from rest_framework import serializers

_original = serializers.ChoiceField.to_internal_value
_MAX_SHOWN = 60


def _to_internal_value(self: serializers.ChoiceField, data: Any) -> Any:
    try:
        return _original(self, data)
    except serializers.ValidationError as error:
        details = error.detail if isinstance(error.detail, list) else [error.detail]
        if not any(getattr(detail, "code", None) == "invalid_choice" for detail in details):
            raise
        shown = str(data)[:_MAX_SHOWN] + ("…" if len(str(data)) > _MAX_SHOWN else "")
        valid = ", ".join(str(choice) for choice in self.choices)
        raise serializers.ValidationError(
            f'"{shown}" is not a valid choice; use one of: {valid}.', code="invalid_choice"
        ) from None


def install() -> None:
    # A deliberate patch of DRF's class (every ChoiceField, generated ones included); the stubs type the
    # method on the Field base class, which a plain function cannot match.
    serializers.ChoiceField.to_internal_value = _to_internal_value  # type: ignore[method-assign, assignment]
