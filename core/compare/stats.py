"""The statistics of a comparison, small and exact enough to test by hand: the Wilson
interval of a rate, the t interval of a mean, Welch's two-sample t test, the two-sample
test of two rates, the intervals of both differences (Welch's t, Newcombe's hybrid score),
quantiles and a histogram. (Student's t comes from the regularised
incomplete beta function, as in Numerical Recipes' ``betacf``.)"""

from __future__ import annotations

import math
from collections.abc import Sequence

#: two-sided 95% normal quantile
Z95 = 1.959963984540054


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float] | None:
    """The Wilson score interval of a proportion (None without trials)."""
    if n <= 0:
        return None
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def _betacf(a: float, b: float, x: float) -> float:
    tiny, qab, qap, qam = 1e-300, a + b, a + 1, a - 1
    c, d = 1.0, 1 - qab * x / qap
    d = 1 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1 + aa * d
        d = 1 / (d if abs(d) > tiny else tiny)
        c = 1 + aa / c if abs(1 + aa / c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1 + aa * d
        d = 1 / (d if abs(d) > tiny else tiny)
        c = 1 + aa / c if abs(1 + aa / c) > tiny else tiny
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-14:
            break
    return h


def betainc(a: float, b: float, x: float) -> float:
    """The regularised incomplete beta function I_x(a, b)."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
                     + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1) / (a + b + 2):
        return front * _betacf(a, b, x) / a
    return 1 - front * _betacf(b, a, 1 - x) / b


def t_sf2(t: float, df: float) -> float:
    """Two-sided tail probability of Student's t with ``df`` degrees of freedom."""
    if df <= 0 or math.isnan(t):
        return float("nan")
    return betainc(df / 2, 0.5, df / (df + t * t))


def t_quantile(p: float, df: float) -> float:
    """The ``p`` quantile (p > 0.5) of Student's t, by bisection on ``t_sf2``."""
    target = 2 * (1 - p)
    lo, hi = 0.0, 1000.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if t_sf2(mid, df) > target:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def normal_sf2(z: float) -> float:
    """Two-sided tail probability of the standard normal."""
    return math.erfc(abs(z) / math.sqrt(2))


def mean_sd(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    if n == 0:
        return float("nan"), float("nan")
    m = math.fsum(xs) / n
    if n == 1:
        return m, 0.0
    return m, math.sqrt(math.fsum((x - m) ** 2 for x in xs) / (n - 1))


def mean_ci(xs: Sequence[float], level: float = 0.95) -> tuple[float, float, float] | None:
    """(mean, low, high): the t interval of the mean (None without data)."""
    n = len(xs)
    if n == 0:
        return None
    m, sd = mean_sd(xs)
    if n == 1 or sd == 0:
        return m, m, m
    half = t_quantile(0.5 + level / 2, n - 1) * sd / math.sqrt(n)
    return m, m - half, m + half


def welch(xs: Sequence[float], ys: Sequence[float]) -> tuple[float, float, float] | None:
    """Welch's t test of equal means: (difference x - y, t, two-sided p)."""
    if len(xs) < 2 or len(ys) < 2:
        return None
    mx, sx = mean_sd(xs)
    my, sy = mean_sd(ys)
    vx, vy = sx * sx / len(xs), sy * sy / len(ys)
    if vx + vy == 0:
        return mx - my, 0.0 if mx == my else math.inf, 1.0 if mx == my else 0.0
    t = (mx - my) / math.sqrt(vx + vy)
    df = (vx + vy) ** 2 / (vx * vx / (len(xs) - 1) + vy * vy / (len(ys) - 1))
    return mx - my, t, t_sf2(t, df)


def welch_interval(xs: Sequence[float], ys: Sequence[float],
                   level: float = 0.95) -> tuple[float, float] | None:
    """The Welch (Satterthwaite) t interval of the difference of means x - y."""
    if len(xs) < 2 or len(ys) < 2:
        return None
    mx, sx = mean_sd(xs)
    my, sy = mean_sd(ys)
    vx, vy = sx * sx / len(xs), sy * sy / len(ys)
    if vx + vy == 0:
        return mx - my, mx - my
    df = (vx + vy) ** 2 / (vx * vx / (len(xs) - 1) + vy * vy / (len(ys) - 1))
    half = t_quantile(0.5 + level / 2, df) * math.sqrt(vx + vy)
    return mx - my - half, mx - my + half


def rate_difference_interval(k1: int, n1: int, k2: int, n2: int
                             ) -> tuple[float, float] | None:
    """The 95% interval of the difference of two rates p1 - p2: Newcombe's hybrid score
    interval (his method 10), from each rate's Wilson interval."""
    a, b = wilson(k1, n1), wilson(k2, n2)
    if a is None or b is None:
        return None
    p1, p2 = k1 / n1, k2 / n2
    d = p1 - p2
    return (d - math.sqrt((p1 - a[0]) ** 2 + (b[1] - p2) ** 2),
            d + math.sqrt((a[1] - p1) ** 2 + (p2 - b[0]) ** 2))


def two_rates(k1: int, n1: int, k2: int, n2: int) -> tuple[float, float, float] | None:
    """The pooled two-sample z test of equal rates: (difference, z, two-sided p)."""
    if n1 == 0 or n2 == 0:
        return None
    p1, p2 = k1 / n1, k2 / n2
    pooled = (k1 + k2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    if se == 0:
        return p1 - p2, 0.0, 1.0
    z = (p1 - p2) / se
    return p1 - p2, z, normal_sf2(z)


def quantile(sorted_xs: Sequence[float], q: float) -> float:
    """The ``q`` quantile of sorted data (linear between order statistics)."""
    if not sorted_xs:
        return float("nan")
    pos = q * (len(sorted_xs) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(sorted_xs) - 1)
    return sorted_xs[lo] + (sorted_xs[hi] - sorted_xs[lo]) * (pos - lo)


def histogram(xs: Sequence[int]) -> dict[int, int]:
    """How many times each whole value occurs, every value from the least to the most."""
    if not xs:
        return {}
    out = dict.fromkeys(range(min(xs), max(xs) + 1), 0)
    for x in xs:
        out[x] += 1
    return out
