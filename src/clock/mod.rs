//! Time controls and the chess clock (layer L5).
//!
//! [`TimeControl`] says how much time the players get and reads and writes the PGN
//! `TimeControl` tag. [`Clock`] applies a time control to a game as a pure state machine: it
//! never reads the system time, the caller says how long each move took. [`WallClock`] (with
//! the `std` feature) measures that with [`std::time::Instant`].

mod control;
mod tag;
#[cfg(feature = "std")]
mod wall;

use core::time::Duration;

pub use control::{Bonus, Stage, Stages, StagesError, TimeControl};
pub use tag::{ParseTimeControlError, ParseTimeControlErrorKind};
#[cfg(feature = "std")]
pub use wall::WallClock;

use crate::color::{ByColor, Color};

/// A chess clock following a [`TimeControl`]: a pure state machine over the durations of moves.
///
/// The clock runs for the side to move ([`Clock::turn`]). [`Clock::press`] ends that side's move
/// after the duration the caller measured, and starts the other side's clock. The clock never
/// reads the system time and needs no allocator; [`WallClock`] measures durations for you.
///
/// # Rules
///
/// - **When the flag falls.** A move is *charged* the time it took, less the delay under
///   [`Bonus::SimpleDelay`]. It is in time if and only if the charge is *at most* the time left:
///   a move that uses exactly the remaining time is in time and leaves zero (plus its bonus);
///   one nanosecond more and the flag falls. The same rule applies to
///   [`TimeControl::PerMove`], whose limit is the time left for every move.
/// - **One flag only.** Only the side whose clock runs can flag, and the clock stops at the
///   first flag: it never runs again, so the other side's flag cannot fall afterwards and
///   "both flags fallen" cannot happen. [`Clock::flagged`] names the side; its remaining time
///   reads zero, and [`Clock::press`] fails without changing anything.
/// - **Bonuses** (see [`Bonus`]) apply only to moves made in time: the increment is added
///   after the move; Bronstein gives back `min(time used, delay)` after the move; simple delay
///   makes the first `delay` of every move free.
/// - **Stages.** Each side counts its own moves. When a side completes the move count of its
///   stage, it enters the next stage (the last stage repeats), and that stage's time is added
///   to whatever it had left: unused time carries over (FIDE 6.3.2). A move earns the bonus of
///   the stage it was made in.
/// - **Hourglass.** The time the mover uses is added to the opponent's clock, so the sum of
///   both clocks never changes; when a flag falls, all the flagged side had left goes over.
/// - **Per-move limit.** The remaining time of both sides always reads the limit; unused time
///   is lost.
/// - **Unknown and unlimited** controls never flag; their remaining time is `None`.
///
/// # Examples
///
/// ```
/// use core::time::Duration;
/// use caissa::{Clock, Color, Press, TimeControl};
///
/// let secs = Duration::from_secs;
/// // 3 minutes plus 2 seconds per move.
/// let mut clock = Clock::new(TimeControl::fischer(secs(180), secs(2)));
/// assert_eq!(clock.press(secs(10))?, Press::InTime); // White used 10 s
/// assert_eq!(clock.remaining(Color::White), Some(secs(172)));
/// assert_eq!(clock.turn(), Color::Black);
///
/// // Black takes longer than the 180 s it has.
/// assert_eq!(clock.press(secs(181))?, Press::FlagFell);
/// assert_eq!(clock.flagged(), Some(Color::Black));
/// assert_eq!(clock.remaining(Color::Black), Some(Duration::ZERO));
/// assert!(clock.press(secs(1)).is_err());
/// # Ok::<(), caissa::ClockError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Clock {
    control: TimeControl,
    /// Meaningless (zero) for unlimited controls.
    remaining: ByColor<Duration>,
    moves: ByColor<u32>,
    stage: ByColor<StagePosition>,
    turn: Color,
    flag: Option<Color>,
}

/// Where a side stands in the stages of its time control.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
struct StagePosition {
    /// The stage it plays in now.
    index: usize,
    /// The moves it has made since it entered that stage.
    moves: u32,
}

/// Everything of a [`Clock`] that a press or a flag changes: its state without the time
/// control. `Game` keeps one per ply to take moves back exactly.
#[cfg(feature = "alloc")]
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ClockState {
    remaining: ByColor<Duration>,
    moves: ByColor<u32>,
    stage: ByColor<StagePosition>,
    turn: Color,
    flag: Option<Color>,
}

/// What [`Clock::press`] did.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[must_use = "a press can make the flag fall, which ends the game"]
pub enum Press {
    /// The move was in time: the mover got its bonus, and the clock now runs for the other
    /// side.
    InTime,
    /// The move took longer than the time left: the mover's flag fell and the clock has
    /// stopped. The move does not count.
    FlagFell,
}

/// An operation the clock refuses.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ClockError {
    /// A flag has fallen, so the clock has stopped for good.
    #[error("the clock has stopped: {color}'s flag has fallen")]
    Flagged {
        /// The side whose flag fell.
        color: Color,
    },
}

/// How a move of some duration fares against the mover's clock.
enum Verdict {
    /// No limit applies.
    Unlimited,
    /// In time, with this much left before any bonus.
    InTime(Duration),
    /// Over the limit: the flag falls.
    Over,
}

impl Clock {
    /// A clock at the start of a game: both sides have the time of the first stage, and White
    /// is to move.
    #[must_use]
    pub fn new(control: TimeControl) -> Clock {
        Clock::with_turn(control, Color::White)
    }

    /// A clock at the start of a game in which `turn` moves first, for games that start from
    /// a position with Black to move. Moves and stages are counted from this start.
    #[must_use]
    pub fn with_turn(control: TimeControl, turn: Color) -> Clock {
        let start = match &control {
            TimeControl::Unknown | TimeControl::Unlimited => Duration::ZERO,
            TimeControl::Stages(stages) => stages[0].time,
            TimeControl::Hourglass(time) | TimeControl::PerMove(time) => *time,
        };
        Clock {
            control,
            remaining: ByColor {
                white: start,
                black: start,
            },
            moves: ByColor::default(),
            stage: ByColor::default(),
            turn,
            flag: None,
        }
    }

    /// The time control the clock follows.
    #[must_use]
    pub fn time_control(&self) -> &TimeControl {
        &self.control
    }

    /// The side whose clock runs: the side to move, or the side whose flag fell.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The side whose flag fell, if any. Once set, it never changes.
    #[must_use]
    pub fn flagged(&self) -> Option<Color> {
        self.flag
    }

    /// The time `color` has left, as of the last press (the running side's current move is not
    /// counted, see [`Clock::remaining_after`]); `None` if the time control sets no limit.
    /// Zero for a side whose flag fell.
    #[must_use]
    pub fn remaining(&self, color: Color) -> Option<Duration> {
        if self.control.is_unlimited() {
            None
        } else {
            Some(self.remaining[color])
        }
    }

    /// The time `color` would have left once the side to move has thought for `elapsed` on its
    /// current move, without ending the move: what a clock display shows. Like
    /// [`Clock::remaining`] otherwise; it reads zero for the side to move once its flag would
    /// have fallen, and under hourglass the opponent gains what the mover spends.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::time::Duration;
    /// use caissa::{Clock, Color, TimeControl};
    ///
    /// let secs = Duration::from_secs;
    /// let clock = Clock::new(TimeControl::simple_delay(secs(60), secs(5)));
    /// // The first 5 seconds of a move are free.
    /// assert_eq!(clock.remaining_after(Color::White, secs(4)), Some(secs(60)));
    /// assert_eq!(clock.remaining_after(Color::White, secs(8)), Some(secs(57)));
    /// assert_eq!(clock.remaining_after(Color::White, secs(99)), Some(Duration::ZERO));
    /// assert_eq!(clock.remaining_after(Color::Black, secs(8)), Some(secs(60)));
    /// ```
    #[must_use]
    pub fn remaining_after(&self, color: Color, elapsed: Duration) -> Option<Duration> {
        let remaining = self.remaining(color)?;
        if self.flag.is_some() {
            return Some(remaining);
        }
        if color == self.turn {
            match self.verdict(elapsed) {
                Verdict::InTime(left) => Some(left),
                Verdict::Unlimited | Verdict::Over => Some(Duration::ZERO),
            }
        } else if let TimeControl::Hourglass(_) = self.control {
            Some(remaining.saturating_add(elapsed.min(self.remaining[self.turn])))
        } else {
            Some(remaining)
        }
    }

    /// The number of moves `color` has made in time since the clock started.
    #[must_use]
    pub fn moves_made(&self, color: Color) -> u32 {
        self.moves[color]
    }

    /// The index in [`TimeControl::Stages`] of the stage `color` plays in now, or `None` if
    /// the time control has no stages.
    #[must_use]
    pub fn stage_index(&self, color: Color) -> Option<usize> {
        self.stages().map(|_| self.stage[color].index)
    }

    /// The stage `color` plays in now, or `None` if the time control has no stages.
    #[must_use]
    pub fn stage(&self, color: Color) -> Option<&Stage> {
        self.stages().map(|stages| &stages[self.stage[color].index])
    }

    /// How many moves `color` still has to make in its current stage before the next time
    /// control (what UCI calls `movestogo`); `None` if the stage lasts the rest of the game or
    /// the time control has no stages.
    #[must_use]
    pub fn moves_to_go(&self, color: Color) -> Option<u32> {
        let moves = self.stage(color)?.moves?;
        Some(moves.get() - self.stage[color].moves)
    }

    fn stages(&self) -> Option<&Stages> {
        match &self.control {
            TimeControl::Stages(stages) => Some(stages),
            _ => None,
        }
    }

    /// Judges a move of `elapsed` by the side to move, without changing anything.
    fn verdict(&self, elapsed: Duration) -> Verdict {
        if self.control.is_unlimited() {
            return Verdict::Unlimited;
        }
        let charged = match self.stage(self.turn).and_then(|stage| stage.bonus) {
            Some(Bonus::SimpleDelay(delay)) => elapsed.saturating_sub(delay),
            _ => elapsed,
        };
        match self.remaining[self.turn].checked_sub(charged) {
            Some(left) => Verdict::InTime(left),
            None => Verdict::Over,
        }
    }

    /// Ends the move of the side to move, which took `elapsed`.
    ///
    /// If the move was in time (see the rules on [`Clock`]), the mover's time is charged, its
    /// bonus and any stage time are added, and the clock runs for the other side: returns
    /// [`Press::InTime`]. Otherwise the mover's flag falls, its time reads zero and the clock
    /// stops: returns [`Press::FlagFell`].
    ///
    /// # Errors
    ///
    /// [`ClockError::Flagged`] if a flag had already fallen; nothing changes.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::time::Duration;
    /// use caissa::{Clock, Color, Press, TimeControl};
    ///
    /// let secs = Duration::from_secs;
    /// let mut clock = Clock::new(TimeControl::sudden_death(secs(60)));
    /// // Using exactly the time left is still in time.
    /// assert_eq!(clock.press(secs(60))?, Press::InTime);
    /// assert_eq!(clock.remaining(Color::White), Some(Duration::ZERO));
    /// # Ok::<(), caissa::ClockError>(())
    /// ```
    pub fn press(&mut self, elapsed: Duration) -> Result<Press, ClockError> {
        if let Some(color) = self.flag {
            return Err(ClockError::Flagged { color });
        }
        let mover = self.turn;
        match self.verdict(elapsed) {
            Verdict::Over => {
                self.fall();
                return Ok(Press::FlagFell);
            }
            Verdict::Unlimited => {}
            Verdict::InTime(left) => {
                self.remaining[mover] = left;
                self.after_move(elapsed);
            }
        }
        self.moves[mover] = self.moves[mover].saturating_add(1);
        self.turn = !mover;
        Ok(Press::InTime)
    }

    /// Lets the flag of the side to move fall if it has thought for more than its time in
    /// `elapsed` (counted from the start of its current move, as in [`Clock::press`]), without
    /// ending the move. Returns [`Clock::flagged`] afterwards.
    ///
    /// Use it to end a game on time while the side to move is still thinking. A flag that has
    /// already fallen stays as it is, whatever `elapsed` is.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::time::Duration;
    /// use caissa::{Clock, Color, TimeControl};
    ///
    /// let secs = Duration::from_secs;
    /// let mut clock = Clock::new(TimeControl::sudden_death(secs(60)));
    /// assert_eq!(clock.check_flag(secs(60)), None);
    /// assert_eq!(clock.check_flag(secs(61)), Some(Color::White));
    /// ```
    pub fn check_flag(&mut self, elapsed: Duration) -> Option<Color> {
        if self.flag.is_none() && matches!(self.verdict(elapsed), Verdict::Over) {
            self.fall();
        }
        self.flag
    }

    /// The clock's state, to [restore](Clock::restore) later.
    #[cfg(feature = "alloc")]
    pub(crate) fn state(&self) -> ClockState {
        ClockState {
            remaining: self.remaining,
            moves: self.moves,
            stage: self.stage,
            turn: self.turn,
            flag: self.flag,
        }
    }

    /// Puts the clock back into a state it had (under the same time control).
    #[cfg(feature = "alloc")]
    pub(crate) fn restore(&mut self, state: ClockState) {
        let ClockState {
            remaining,
            moves,
            stage,
            turn,
            flag,
        } = state;
        self.remaining = remaining;
        self.moves = moves;
        self.stage = stage;
        self.turn = turn;
        self.flag = flag;
    }

    /// The side to move runs out of time: its flag falls and the clock stops.
    fn fall(&mut self) {
        let mover = self.turn;
        let left = core::mem::take(&mut self.remaining[mover]);
        if let TimeControl::Hourglass(_) = self.control {
            // The mover's whole remainder ran out, so all of it flows over.
            self.remaining[!mover] = self.remaining[!mover].saturating_add(left);
        }
        self.flag = Some(mover);
    }

    /// Bookkeeping after an in-time move of `elapsed` by the side to move, whose remaining
    /// time has already been charged.
    fn after_move(&mut self, elapsed: Duration) {
        let mover = self.turn;
        match &self.control {
            TimeControl::Unknown | TimeControl::Unlimited => {}
            TimeControl::Hourglass(_) => {
                self.remaining[!mover] = self.remaining[!mover].saturating_add(elapsed);
            }
            TimeControl::PerMove(limit) => self.remaining[mover] = *limit,
            TimeControl::Stages(stages) => {
                let position = &mut self.stage[mover];
                let stage = &stages[position.index];
                let bonus = match stage.bonus {
                    Some(Bonus::Increment(increment)) => increment,
                    Some(Bonus::Bronstein(delay)) => elapsed.min(delay),
                    Some(Bonus::SimpleDelay(_)) | None => Duration::ZERO,
                };
                let mut remaining = self.remaining[mover].saturating_add(bonus);
                position.moves = position.moves.saturating_add(1);
                if stage
                    .moves
                    .is_some_and(|moves| position.moves == moves.get())
                {
                    position.index = stages.next_index(position.index);
                    position.moves = 0;
                    remaining = remaining.saturating_add(stages[position.index].time);
                }
                self.remaining[mover] = remaining;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::color::Color::{Black, White};
    extern crate alloc;
    use alloc::string::ToString;

    const fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    const NANO: Duration = Duration::from_nanos(1);

    fn tc(tag: &str) -> TimeControl {
        tag.parse().unwrap()
    }

    /// Presses once and checks the move was in time.
    fn ok(clock: &mut Clock, elapsed: Duration) {
        assert_eq!(clock.press(elapsed), Ok(Press::InTime), "{clock:?}");
    }

    fn times(clock: &Clock) -> (Option<Duration>, Option<Duration>) {
        (clock.remaining(White), clock.remaining(Black))
    }

    #[test]
    fn new_and_with_turn() {
        let clock = Clock::new(tc("40/9000:3600"));
        assert_eq!(clock.turn(), White);
        assert_eq!(times(&clock), (Some(secs(9000)), Some(secs(9000))));
        assert_eq!(clock.time_control(), &tc("40/9000:3600"));
        assert_eq!(clock.flagged(), None);
        assert_eq!(clock.moves_made(White), 0);
        assert_eq!(clock.stage_index(Black), Some(0));
        assert_eq!(clock.moves_to_go(Black), Some(40));

        let mut clock = Clock::with_turn(tc("60"), Black);
        assert_eq!(clock.turn(), Black);
        ok(&mut clock, secs(5));
        assert_eq!((clock.moves_made(White), clock.moves_made(Black)), (0, 1));
        assert_eq!(times(&clock), (Some(secs(60)), Some(secs(55))));
        assert_eq!(clock.turn(), White);
    }

    #[test]
    fn fischer_timeline() {
        // 5+3: 300 s, 3 s after every move from move 1.
        let mut clock = Clock::new(TimeControl::fischer(secs(300), secs(3)));
        ok(&mut clock, secs(10)); // W 300 - 10 + 3
        ok(&mut clock, secs(20)); // B 300 - 20 + 3
        assert_eq!(times(&clock), (Some(secs(293)), Some(secs(283))));
        ok(&mut clock, secs(293)); // W uses exactly what it has: in time, then + 3
        assert_eq!(clock.remaining(White), Some(secs(3)));
        ok(&mut clock, secs(1)); // B 283 - 1 + 3
        assert_eq!(clock.remaining(Black), Some(secs(285)));
        // W has 3 s; 3 s and a nanosecond is too long, and earns no increment.
        assert_eq!(clock.press(secs(3) + NANO), Ok(Press::FlagFell));
        assert_eq!(clock.flagged(), Some(White));
        assert_eq!(times(&clock), (Some(Duration::ZERO), Some(secs(285))));
        assert_eq!((clock.moves_made(White), clock.moves_made(Black)), (2, 2));
        assert_eq!(clock.turn(), White, "the clock stops on the flagged side");
        assert_eq!(clock.stage_index(White), Some(0));
        assert_eq!(clock.moves_to_go(White), None);
    }

    #[test]
    fn flag_boundary_is_strict() {
        let mut clock = Clock::new(tc("60"));
        ok(&mut clock, secs(60)); // exactly all of it
        assert_eq!(clock.remaining(White), Some(Duration::ZERO));
        ok(&mut clock, secs(59) + Duration::from_millis(999));
        assert_eq!(clock.remaining(Black), Some(Duration::from_millis(1)));
        ok(&mut clock, Duration::ZERO); // zero left, a zero-length move is still in time
        assert_eq!(
            clock.press(Duration::from_millis(1) + NANO),
            Ok(Press::FlagFell)
        );
        assert_eq!(clock.flagged(), Some(Black));
    }

    #[test]
    fn pressing_after_the_flag_changes_nothing() {
        let mut clock = Clock::new(tc("10+5"));
        assert_eq!(clock.press(secs(11)), Ok(Press::FlagFell));
        let before = clock.clone();
        assert_eq!(
            clock.press(Duration::ZERO),
            Err(ClockError::Flagged { color: White })
        );
        assert_eq!(
            clock.press(secs(1)),
            Err(ClockError::Flagged { color: White })
        );
        assert_eq!(clock.check_flag(Duration::MAX), Some(White));
        assert_eq!(clock, before);
        assert_eq!(
            ClockError::Flagged { color: White }.to_string(),
            "the clock has stopped: white's flag has fallen"
        );
    }

    #[test]
    fn check_flag_boundary() {
        let mut clock = Clock::new(tc("60"));
        ok(&mut clock, secs(10));
        // Black to move with 60 s.
        assert_eq!(clock.check_flag(secs(60)), None);
        assert_eq!(clock.check_flag(secs(30)), None);
        let before = clock.clone();
        assert_eq!(clock.check_flag(secs(60) + NANO), Some(Black));
        assert_ne!(clock, before);
        assert_eq!(times(&clock), (Some(secs(50)), Some(Duration::ZERO)));
        // White's flag cannot fall now, whatever happens: the clock has stopped.
        assert_eq!(clock.check_flag(Duration::MAX), Some(Black));
        assert_eq!(
            clock.press(secs(1)),
            Err(ClockError::Flagged { color: Black })
        );
    }

    #[test]
    fn stages_timeline() {
        // 2 moves in 100 s with +1, then 1 move in 50 s, then 30 s for the rest.
        let mut clock = Clock::new(tc("2/100+1:1/50:30"));
        ok(&mut clock, secs(30)); // W 100 - 30 + 1 = 71
        assert_eq!(clock.remaining(White), Some(secs(71)));
        assert_eq!(clock.moves_to_go(White), Some(1));
        ok(&mut clock, Duration::ZERO); // B 101
        ok(&mut clock, secs(50)); // W 71 - 50 + 1 = 22, stage done: + 50 = 72
        assert_eq!(clock.remaining(White), Some(secs(72)));
        assert_eq!(clock.stage_index(White), Some(1));
        assert_eq!(clock.stage(White), Some(&Stage::period(1, secs(50))));
        assert_eq!(clock.moves_to_go(White), Some(1));
        ok(&mut clock, Duration::ZERO); // B 102 + 50 = 152
        assert_eq!(clock.remaining(Black), Some(secs(152)));
        ok(&mut clock, secs(60)); // W 72 - 60 = 12, no bonus in stage 1; + 30 = 42
        assert_eq!(clock.remaining(White), Some(secs(42)));
        assert_eq!(clock.stage_index(White), Some(2));
        assert_eq!(clock.moves_to_go(White), None);
        ok(&mut clock, Duration::ZERO); // B 152 + 30 = 182
        ok(&mut clock, secs(40)); // W 2, stays in the last stage
        assert_eq!(clock.remaining(White), Some(secs(2)));
        assert_eq!(clock.stage_index(White), Some(2));
        ok(&mut clock, Duration::ZERO);
        ok(&mut clock, secs(2)); // W 0, exactly in time
        ok(&mut clock, Duration::ZERO);
        assert_eq!(clock.press(NANO), Ok(Press::FlagFell));
        assert_eq!(clock.flagged(), Some(White));
        assert_eq!(times(&clock), (Some(Duration::ZERO), Some(secs(182))));
        assert_eq!(clock.moves_made(White), 5);
    }

    #[test]
    fn last_stage_repeats() {
        let mut clock = Clock::new(tc("2/10"));
        ok(&mut clock, secs(4)); // W 6
        ok(&mut clock, secs(10)); // B 0 + 0, completes nothing yet
        ok(&mut clock, secs(4)); // W 2, stage done, repeats: + 10 = 12
        assert_eq!(clock.remaining(White), Some(secs(12)));
        assert_eq!(clock.stage_index(White), Some(0));
        assert_eq!(clock.moves_to_go(White), Some(2));
        // Black must make its second move with the 0 s it has left.
        assert_eq!(clock.remaining(Black), Some(Duration::ZERO));
        ok(&mut clock, Duration::ZERO); // B 0 + 10
        assert_eq!(clock.remaining(Black), Some(secs(10)));
    }

    #[test]
    fn fide_classical_timeline() {
        let mut clock = Clock::new(TimeControl::fide_classical());
        for _ in 0..39 {
            ok(&mut clock, secs(60)); // -60 + 30 each
            ok(&mut clock, secs(30)); // Black breaks even
        }
        assert_eq!(clock.remaining(White), Some(secs(5400 - 39 * 30)));
        assert_eq!(clock.moves_to_go(White), Some(1));
        ok(&mut clock, secs(60)); // move 40: 4230 - 60 + 30 + 1800
        assert_eq!(clock.remaining(White), Some(secs(6000)));
        assert_eq!(clock.stage_index(White), Some(1));
        ok(&mut clock, secs(30));
        assert_eq!(clock.remaining(Black), Some(secs(5400 + 1800)));
        ok(&mut clock, secs(60)); // move 41 earns the second stage's increment
        assert_eq!(clock.remaining(White), Some(secs(5970)));
    }

    #[test]
    fn bronstein_and_simple_delay_differ_at_the_flag() {
        let mut bronstein = Clock::new(tc("10b5"));
        let mut simple = Clock::new(tc("10d5"));
        for clock in [&mut bronstein, &mut simple] {
            ok(clock, secs(3)); // W: 3 s are given back / free: 10
            ok(clock, Duration::ZERO);
            assert_eq!(clock.remaining(White), Some(secs(10)));
            ok(clock, secs(8)); // W: 10 - 8 + 5 = 7 / 10 - (8 - 5) = 7
            ok(clock, Duration::ZERO);
            assert_eq!(clock.remaining(White), Some(secs(7)));
        }
        // With 7 s left, an 11 s move: Bronstein counts from the first second and flags,
        // simple delay charges only 6 s.
        assert_eq!(bronstein.clone().press(secs(11)), Ok(Press::FlagFell));
        assert_eq!(simple.clone().press(secs(11)), Ok(Press::InTime));
        // Exact boundaries: Bronstein 7 s, simple delay 5 + 7 = 12 s.
        let mut b = bronstein.clone();
        ok(&mut b, secs(7));
        assert_eq!(b.remaining(White), Some(secs(5)), "0 left + min(7, 5) back");
        assert_eq!(bronstein.press(secs(7) + NANO), Ok(Press::FlagFell));
        let mut s = simple.clone();
        ok(&mut s, secs(12));
        assert_eq!(
            s.remaining(White),
            Some(Duration::ZERO),
            "no time given back"
        );
        assert_eq!(simple.press(secs(12) + NANO), Ok(Press::FlagFell));
    }

    #[test]
    fn hourglass_timeline() {
        let mut clock = Clock::new(tc("*60"));
        assert_eq!(clock.remaining_after(White, secs(10)), Some(secs(50)));
        assert_eq!(clock.remaining_after(Black, secs(10)), Some(secs(70)));
        ok(&mut clock, secs(10)); // W 50, B 70
        assert_eq!(times(&clock), (Some(secs(50)), Some(secs(70))));
        ok(&mut clock, secs(30)); // B 40, W 80
        assert_eq!(times(&clock), (Some(secs(80)), Some(secs(40))));
        ok(&mut clock, secs(80)); // W 0, B 120
        assert_eq!(times(&clock), (Some(Duration::ZERO), Some(secs(120))));
        // While Black overthinks, White can gain at most what Black has.
        assert_eq!(clock.remaining_after(White, secs(500)), Some(secs(120)));
        assert_eq!(clock.press(secs(130)), Ok(Press::FlagFell)); // all of B's 120 s go over
        assert_eq!(times(&clock), (Some(secs(120)), Some(Duration::ZERO)));
        assert_eq!(clock.flagged(), Some(Black));
        assert_eq!(clock.stage_index(White), None);
        assert_eq!(clock.stage(White), None);
    }

    #[test]
    fn per_move_limit() {
        let mut clock = Clock::new(tc("!30"));
        ok(&mut clock, secs(30)); // exactly the limit
        assert_eq!(
            times(&clock),
            (Some(secs(30)), Some(secs(30))),
            "nothing carried over"
        );
        ok(&mut clock, secs(1));
        assert_eq!(clock.remaining(Black), Some(secs(30)));
        assert_eq!(clock.remaining_after(White, secs(20)), Some(secs(10)));
        assert_eq!(clock.press(secs(30) + NANO), Ok(Press::FlagFell));
        assert_eq!(times(&clock), (Some(Duration::ZERO), Some(secs(30))));
        assert_eq!(clock.moves_to_go(White), None);
    }

    #[test]
    fn unlimited_never_flags() {
        for control in [TimeControl::Unlimited, TimeControl::Unknown] {
            let mut clock = Clock::new(control);
            ok(&mut clock, Duration::MAX);
            ok(&mut clock, secs(1));
            assert_eq!(clock.check_flag(Duration::MAX), None);
            assert_eq!(times(&clock), (None, None));
            assert_eq!(clock.remaining_after(White, Duration::MAX), None);
            assert_eq!((clock.moves_made(White), clock.moves_made(Black)), (1, 1));
            assert_eq!(
                (clock.stage_index(White), clock.moves_to_go(White)),
                (None, None)
            );
        }
    }

    #[test]
    fn remaining_after() {
        let mut clock = Clock::new(tc("60+5"));
        assert_eq!(clock.remaining_after(White, secs(60)), Some(Duration::ZERO));
        assert_eq!(clock.remaining_after(White, secs(61)), Some(Duration::ZERO));
        assert_eq!(clock.remaining_after(White, secs(15)), Some(secs(45)));
        assert_eq!(clock.remaining_after(Black, secs(15)), Some(secs(60)));
        ok(&mut clock, secs(15));
        assert_eq!(clock.remaining_after(White, secs(15)), Some(secs(50)));
        assert_eq!(clock.press(secs(61)), Ok(Press::FlagFell));
        // Frozen once the flag fell.
        assert_eq!(clock.remaining_after(Black, secs(1)), Some(Duration::ZERO));
        assert_eq!(clock.remaining_after(White, secs(1)), Some(secs(50)));
    }

    #[test]
    fn huge_times_saturate_instead_of_overflowing() {
        let mut clock = Clock::new(TimeControl::fischer(Duration::MAX, Duration::MAX));
        ok(&mut clock, Duration::ZERO);
        assert_eq!(clock.remaining(White), Some(Duration::MAX));
        let mut clock = Clock::new(TimeControl::Hourglass(Duration::MAX));
        ok(&mut clock, Duration::MAX);
        assert_eq!(times(&clock), (Some(Duration::ZERO), Some(Duration::MAX)));
        assert_eq!(
            clock.remaining_after(White, Duration::MAX),
            Some(Duration::MAX)
        );
        assert_eq!(
            clock.remaining_after(Black, Duration::MAX),
            Some(Duration::ZERO)
        );
        let mut clock = Clock::new(tc("1/18446744073709551615:1/18446744073709551615"));
        ok(&mut clock, Duration::ZERO);
        assert_eq!(clock.remaining(White), Some(Duration::MAX));
    }
}
