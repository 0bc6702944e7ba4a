"""Full recovery in her words (docs/understanding.md "Recovered, as she said"): the table of what counts."""

import pytest

from wiki.understanding.recovery import said_recovered

RECOVERED = [
    "that thing from last week is gone, neck feels totally normal",
    "neck feels totally normal again",
    "back's fine again.",
    "the knee pain is completely gone",
    "ankle healed up, 100% now",
    "no pain in my knee anymore",
    "no more pain in the shoulder at all",
    "my back doesn't hurt at all anymore",
    "elbow doesn't hurt any more",
    "hip is back to normal",
    "wrist is 100%",
    "wrist is 100 % now",
    "elbow totally fine now",
    "knee's all healed",
    "calf is fully recovered",
    "shin splints have cleared up completely",
    "shoulder is good as new",
    "neck is pain-free now",
    "ankle is completely better",
    "knee feels normal again!!",
    "hamstring okay again",
    "back to full strength with the wrist",
    "The Knee Is Totally Fine Now",
    "achilles all gone, didn’t feel a thing on my run",
    "ankle's fine now, no pain, no swelling",  # fine now, with the pain itself denied
]

NOT_RECOVERED = [
    "knee is a bit better",
    "shoulder is easing off",
    "back's improving",
    "knee better but still sore",
    "ankle is fine when I walk, hurts when I run",
    "knee is fine as long as I don't squat",
    "wrist is fine unless I do push ups",
    "my husband's back is fine again",
    "his knee healed up",
    "is it normal that my knee is fine now?",
    "does the pain just go away like that",
    "if my knee is fine by friday I'll run",
    "hopefully the knee will be back to normal soon",
    "once the ankle has healed I'll start running",
    "knee should be fine by next week",
    "knee is almost 100%",
    "knee is mostly fine",
    "back is pretty much back to normal",
    "the pain is not gone",
    "it hasn't fully healed",
    "shoulder never got back to normal",
    "my shoulder feels fine",  # fine today is harmless, not a recovery
    "neck is fine after some stretching",
    "knee clicked on squats, no pain",
    "ankle on the mend",
    "wrist is getting there",
    "the sharp pain is gone but it still aches",
    "90% there with the calf",
    "no pain when walking, fine now",  # fine now, but only said of walking
    "knee fine now",  # fine today is harmless, not a recovery
    "",
]


@pytest.mark.parametrize("clause", RECOVERED)
def test_full_recovery_is_read(clause: str) -> None:
    assert said_recovered(clause)


@pytest.mark.parametrize("clause", NOT_RECOVERED)
def test_partial_conditional_or_unsaid_recovery_is_not_read(clause: str) -> None:
    assert not said_recovered(clause)
