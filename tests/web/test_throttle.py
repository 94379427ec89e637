"""Wrong codes counted over a rolling hour (issue 39, item 5), by hand: the old throttle blocked ten misses in one
minute, so nine a minute forever (540 an hour) were never stopped."""

from __future__ import annotations

from fibur_director.web.throttle import MAX_ADDRESSES, MAX_WRONG, WINDOW_SECONDS, Throttle


def _clock() -> tuple[list[float], Throttle]:
    now = [1000.0]
    return now, Throttle(clock=lambda: now[0])


def test_nine_a_minute_are_stopped_at_the_tenth_within_the_hour() -> None:
    now, throttle = _clock()
    for minute_miss in range(9):
        throttle.missed("10.0.0.66")
        now[0] += 60 / 9
        assert not throttle.is_blocked("10.0.0.66"), minute_miss
    throttle.missed("10.0.0.66")  # the tenth, 60 s after the first
    assert throttle.is_blocked("10.0.0.66")
    assert not throttle.is_blocked("10.0.0.67")  # another phone is another count


def test_blocked_until_the_oldest_miss_is_an_hour_old_then_one_more_try() -> None:
    now, throttle = _clock()
    for _ in range(MAX_WRONG):
        throttle.missed("a")
        now[0] += 30  # ten misses over five minutes: the first at 1000, the tenth at 1270
    assert throttle.blocked_for("a") == 1000 + WINDOW_SECONDS - now[0]
    now[0] = 1000 + WINDOW_SECONDS - 1
    assert throttle.is_blocked("a")
    now[0] = 1000 + WINDOW_SECONDS + 0.5  # the first miss is over an hour old: nine left in the window
    assert not throttle.is_blocked("a")
    throttle.missed("a")  # and one more miss blocks again until the second is an hour old
    assert throttle.blocked_for("a") == 1030 + WINDOW_SECONDS - now[0]


def test_ten_an_hour_is_the_most_any_address_gets_however_it_spreads_them() -> None:
    """Over a whole evening (five hours) at one guess every 10 s, one address gets ten guesses an hour."""
    now, throttle = _clock()
    guesses = 0
    for _ in range(5 * 360):
        if not throttle.is_blocked("g"):
            throttle.missed("g")
            guesses += 1
        now[0] += 10
    assert guesses == 5 * MAX_WRONG


def test_an_ipv6_phone_is_counted_by_its_own_address() -> None:
    """A room's phones share one IPv6 /64 network: counting by it made the whole room one device, and one guesser
    blocked every phone for an hour (found from outside, issue 39). Each address counts alone."""
    _now, throttle = _clock()
    for _ in range(MAX_WRONG):
        throttle.missed("fd00:39::66")
    assert throttle.is_blocked("fd00:39::66")
    assert not throttle.is_blocked("fd00:39::2")
    assert throttle.is_blocked("::ffff:10.0.0.7") is False
    for _ in range(MAX_WRONG):
        throttle.missed("10.0.0.7")
    assert throttle.is_blocked("::ffff:10.0.0.7")  # the same IPv4 device, seen through a dual-stack socket


def test_memory_is_bounded() -> None:
    now, throttle = _clock()
    for n in range(MAX_ADDRESSES + 5):
        throttle.missed(f"10.{n >> 16 & 255}.{n >> 8 & 255}.{n & 255}")
        now[0] += 0.001
    assert len(throttle._misses) <= MAX_ADDRESSES
