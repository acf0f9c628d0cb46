"""The comparison's statistics against values worked out with standard tables."""

from __future__ import annotations

import math

from vsrules.core.compare.stats import (
    histogram,
    mean_ci,
    quantile,
    rate_difference_interval,
    t_quantile,
    t_sf2,
    two_rates,
    welch,
    welch_interval,
    wilson,
)


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert math.isclose(lo, 0.4038, abs_tol=1e-3) and math.isclose(hi, 0.5962, abs_tol=1e-3)
    assert wilson(0, 0) is None
    assert math.isclose(wilson(10, 10)[1], 1.0) and wilson(10, 10)[0] > 0.69


def test_student_t_tails_and_quantiles():
    assert math.isclose(t_sf2(2.228, 10), 0.05, abs_tol=1e-3)  # t table, 10 df
    assert math.isclose(t_sf2(1.96, 10_000), 0.05, abs_tol=1e-3)  # the normal limit
    assert math.isclose(t_quantile(0.975, 5), 2.5706, abs_tol=1e-3)
    assert math.isclose(t_quantile(0.975, 30), 2.0423, abs_tol=1e-3)


def test_mean_interval():
    m, lo, hi = mean_ci([1, 2, 3, 4, 5])
    # mean 3, sd 1.5811, t(0.975, 4) = 2.7764: half width 1.9632
    assert m == 3 and math.isclose(hi - m, 1.9632, abs_tol=1e-3) and math.isclose(m - lo, hi - m)
    assert mean_ci([]) is None and mean_ci([4]) == (4, 4, 4)


def test_welch_test():
    diff, t, p = welch([1, 2, 3, 4, 5], [3, 4, 5, 6, 7])
    # equal variances 2.5, n 5: t = -2 / 1 = -2, df 8, two-sided p = 0.0805
    assert diff == -2 and math.isclose(t, -2.0) and math.isclose(p, 0.0805, abs_tol=1e-3)
    assert welch([1], [2, 3]) is None
    assert welch([2, 2], [2, 2])[2] == 1.0


def test_two_rates_test():
    diff, z, p = two_rates(60, 100, 40, 100)
    # pooled 0.5: se = sqrt(0.25 * 0.02) = 0.0707; z = 2.828, p = 0.00468
    assert math.isclose(diff, 0.2) and math.isclose(z, 2.828, abs_tol=1e-3)
    assert math.isclose(p, 0.00468, abs_tol=1e-4)
    assert two_rates(1, 0, 1, 2) is None


def test_quantiles_and_histogram():
    assert quantile([1, 2, 3, 4], 0.5) == 2.5 and quantile([5], 0.25) == 5
    assert histogram([3, 5, 5]) == {3: 1, 4: 0, 5: 2} and histogram([]) == {}


def test_welch_interval_of_a_difference():
    lo, hi = welch_interval([1, 2, 3, 4, 5], [3, 4, 5, 6, 7])
    # difference -2, se 1, df 8, t(0.975, 8) = 2.3060
    assert math.isclose(lo, -4.306, abs_tol=1e-3) and math.isclose(hi, 0.306, abs_tol=1e-3)
    assert welch_interval([1], [2, 3]) is None
    assert welch_interval([2, 2], [1, 1]) == (1.0, 1.0)


def test_newcombe_interval_of_a_rate_difference():
    # Newcombe (1998), Statistics in Medicine 17:873, example (a): 56/70 - 48/80, method 10
    lo, hi = rate_difference_interval(56, 70, 48, 80)
    assert math.isclose(lo, 0.0524, abs_tol=1e-3) and math.isclose(hi, 0.3339, abs_tol=1e-3)
    assert rate_difference_interval(1, 0, 1, 2) is None
