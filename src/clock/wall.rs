//! A [`Clock`] driven by the system's monotonic clock.

use core::time::Duration;
use std::time::Instant;

use super::{Clock, ClockError, Press};
use crate::color::Color;

/// A [`Clock`] that measures the durations of moves itself, with [`Instant`].
///
/// It remembers when the current move started and hands the elapsed time to the inner
/// [`Clock`], whose rules apply unchanged. Every method that reads the time has an `_at` twin
/// that takes the current instant instead, for tests and for callers that already read it.
///
/// # Examples
///
/// ```
/// use core::time::Duration;
/// use caissa::{Clock, Color, Press, TimeControl, WallClock};
///
/// let mut clock = WallClock::start(Clock::new(TimeControl::fischer(
///     Duration::from_secs(180),
///     Duration::from_secs(2),
/// )));
/// // ... White thinks, then moves:
/// assert_eq!(clock.press()?, Press::InTime);
/// assert_eq!(clock.clock().turn(), Color::Black);
/// // White has 180 s, less what it used, plus 2 s.
/// assert!(clock.remaining(Color::White) <= Some(Duration::from_secs(182)));
/// # Ok::<(), caissa::ClockError>(())
/// ```
#[derive(Clone, Debug)]
pub struct WallClock {
    clock: Clock,
    move_started: Instant,
}

impl WallClock {
    /// Starts `clock` now: the current move of the side to move begins.
    #[must_use]
    pub fn start(clock: Clock) -> WallClock {
        WallClock::start_at(clock, Instant::now())
    }

    /// Starts `clock` at `now`.
    #[must_use]
    pub fn start_at(clock: Clock, now: Instant) -> WallClock {
        WallClock {
            clock,
            move_started: now,
        }
    }

    /// The state of the clock as of the last press or flag.
    #[must_use]
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The inner clock, discarding the start of the current move.
    #[must_use]
    pub fn into_clock(self) -> Clock {
        self.clock
    }

    /// How long the side to move has been thinking at `now`; zero if `now` is before the move
    /// started.
    fn elapsed_at(&self, now: Instant) -> Duration {
        now.saturating_duration_since(self.move_started)
    }

    /// Ends the current move now; see [`Clock::press`].
    ///
    /// # Errors
    ///
    /// [`ClockError::Flagged`] if a flag had already fallen; nothing changes.
    pub fn press(&mut self) -> Result<Press, ClockError> {
        self.press_at(Instant::now())
    }

    /// Ends the current move at `now`; the next move starts at `now`. See [`Clock::press`].
    ///
    /// # Errors
    ///
    /// [`ClockError::Flagged`] if a flag had already fallen; nothing changes.
    pub fn press_at(&mut self, now: Instant) -> Result<Press, ClockError> {
        let press = self.clock.press(self.elapsed_at(now))?;
        self.move_started = now;
        Ok(press)
    }

    /// Lets the flag of the side to move fall if its time has run out by now; see
    /// [`Clock::check_flag`].
    pub fn check_flag(&mut self) -> Option<Color> {
        self.check_flag_at(Instant::now())
    }

    /// Lets the flag of the side to move fall if its time has run out at `now`.
    pub fn check_flag_at(&mut self, now: Instant) -> Option<Color> {
        self.clock.check_flag(self.elapsed_at(now))
    }

    /// The time `color` has left now, counting the current move; see
    /// [`Clock::remaining_after`].
    #[must_use]
    pub fn remaining(&self, color: Color) -> Option<Duration> {
        self.remaining_at(color, Instant::now())
    }

    /// The time `color` has left at `now`, counting the current move.
    #[must_use]
    pub fn remaining_at(&self, color: Color, now: Instant) -> Option<Duration> {
        self.clock.remaining_after(color, self.elapsed_at(now))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::TimeControl;
    use crate::color::Color::{Black, White};

    const fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn measures_moves_between_presses() {
        let t0 = Instant::now();
        let mut clock =
            WallClock::start_at(Clock::new(TimeControl::fischer(secs(60), secs(1))), t0);
        assert_eq!(clock.remaining_at(White, t0 + secs(10)), Some(secs(50)));
        assert_eq!(clock.press_at(t0 + secs(10)), Ok(Press::InTime)); // W 51
        assert_eq!(clock.remaining_at(White, t0 + secs(30)), Some(secs(51)));
        assert_eq!(clock.remaining_at(Black, t0 + secs(30)), Some(secs(40)));
        assert_eq!(
            clock.check_flag_at(t0 + secs(70)),
            None,
            "black has exactly 60 s"
        );
        assert_eq!(clock.press_at(t0 + secs(70)), Ok(Press::InTime)); // B 0 + 1
        assert_eq!(clock.clock().remaining(Black), Some(secs(1)));
        assert_eq!(clock.check_flag_at(t0 + secs(122)), Some(White)); // 52 s > 51 s
        assert_eq!(
            clock.press_at(t0 + secs(122)),
            Err(ClockError::Flagged { color: White })
        );
        assert_eq!(clock.into_clock().flagged(), Some(White));
    }

    #[test]
    fn instants_before_the_move_count_as_zero() {
        let t0 = Instant::now();
        let mut clock = WallClock::start_at(Clock::new(TimeControl::sudden_death(secs(5))), t0);
        assert_eq!(clock.press_at(t0 + secs(2)), Ok(Press::InTime));
        assert_eq!(clock.press_at(t0), Ok(Press::InTime));
        assert_eq!(clock.clock().remaining(Black), Some(secs(5)));
    }

    #[test]
    fn real_time_is_measured() {
        let mut clock = WallClock::start(Clock::new(TimeControl::sudden_death(secs(3600))));
        assert_eq!(clock.check_flag(), None);
        assert_eq!(clock.press(), Ok(Press::InTime));
        let white = clock.remaining(White).unwrap();
        assert!(white <= secs(3600) && white > secs(3500));
        assert_eq!(clock.remaining(Black).map(|d| d <= secs(3600)), Some(true));
    }
}
