import itertools
import math

import pytest

from memory import decay


def test_exponential_half_life_is_about_13_5_days():
    strategy = decay.ExponentialDecay()
    half_life = strategy.half_life_days(ease=2.5)
    assert 13.5 <= half_life <= 13.52
    assert strategy.decay(1.0, half_life, ease=2.5) == pytest.approx(0.5, abs=1e-12)
    # ease plays no part in exponential decay
    assert (
        strategy.decay(0.8, 10, ease=1.3)
        == strategy.decay(0.8, 10, ease=2.5)
        == pytest.approx(0.8 * 0.95**10)
    )


@pytest.mark.parametrize(("ease", "low", "high"), [(1.3, 17.5, 17.6), (2.5, 33.75, 33.8)])
def test_adaptive_half_life_spans_17_5_to_33_75_days_across_the_ease_range(ease, low, high):
    strategy = decay.AdaptiveDecay()
    half_life = strategy.half_life_days(ease)
    assert low <= half_life <= high
    assert strategy.decay(0.9, half_life, ease) == pytest.approx(0.45, abs=1e-12)


def test_adaptive_decay_is_slower_with_higher_ease_and_exact():
    strategy = decay.AdaptiveDecay()
    assert strategy.decay(0.7, 20, 2.0) == pytest.approx(0.7 * 0.95 ** (20 / 2.0))
    assert strategy.decay(0.7, 20, 2.5) > strategy.decay(0.7, 20, 1.3)


def test_adaptive_clamps_ease_outside_the_sm2_bounds():
    strategy = decay.AdaptiveDecay()
    assert strategy.decay(1.0, 10, 9.0) == strategy.decay(1.0, 10, 2.5)
    assert strategy.decay(1.0, 10, 0.1) == strategy.decay(1.0, 10, 1.3)


@pytest.mark.parametrize("strategy", [decay.ExponentialDecay(), decay.AdaptiveDecay()])
def test_decaying_in_two_steps_equals_one_step(strategy):
    one = strategy.decay(0.9, 7.25, 1.8)
    two = strategy.decay(strategy.decay(0.9, 3.0, 1.8), 4.25, 1.8)
    assert two == pytest.approx(one, rel=1e-12)
    assert strategy.decay(0.9, 0, 1.8) == 0.9
    assert strategy.decay(0.9, -1, 1.8) == 0.9


def test_reinforcement_rises_toward_one_in_shrinking_steps():
    values = [decay.NEW_FACT_CONFIDENCE]
    for _ in range(6):
        values.append(decay.reinforce(values[-1]))
    assert values[1] == pytest.approx(0.5 + 0.2 * 0.5)
    steps = [b - a for a, b in itertools.pairwise(values)]
    assert all(later < earlier for earlier, later in itertools.pairwise(steps))
    assert all(v < 1 for v in values)
    assert decay.reinforce(0.5, 3) == pytest.approx(values[3])
    assert decay.reinforce(0.999999, 100) < 1.0 + 1e-12


def test_sm2_ease_rises_on_reinforcement_falls_on_lapse_and_stays_in_bounds():
    assert decay.ease_after(2.0, decay.QUALITY_REINFORCED) == pytest.approx(2.1)
    assert decay.ease_after(2.0, decay.QUALITY_LAPSE) == pytest.approx(1.86)
    ease = 2.0
    for _ in range(50):
        ease = decay.ease_after(ease, decay.QUALITY_REINFORCED)
    assert ease == decay.EASE_MAX == 2.5
    for _ in range(50):
        ease = decay.ease_after(ease, decay.QUALITY_LAPSE)
    assert ease == decay.EASE_MIN == 1.3


def test_strategy_is_chosen_by_setting(settings):
    settings.MEMORY_DECAY_STRATEGY = "adaptive"
    assert isinstance(decay.get_strategy(), decay.AdaptiveDecay)
    settings.MEMORY_DECAY_STRATEGY = "exponential"
    assert isinstance(decay.get_strategy(), decay.ExponentialDecay)
    assert decay.get_strategy("adaptive").name == "adaptive"
    with pytest.raises(ValueError, match="unknown decay strategy"):
        decay.get_strategy("linear")


def test_elapsed_days_is_fractional_and_never_negative():
    assert decay.elapsed_days(43_200) == 0.5
    assert decay.elapsed_days(-5) == 0.0
    assert math.isclose(decay.elapsed_days(86_400 * 13.5), 13.5)
