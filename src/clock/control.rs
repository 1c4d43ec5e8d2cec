//! Time controls as values: what each side gets, stage by stage.

use core::num::NonZeroU32;
use core::ops::Deref;
use core::time::Duration;

use arrayvec::ArrayVec;

/// What a stage grants for every move made in it, on top of its base time.
///
/// Real clocks offer one of these modes per stage, so a stage has at most one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Bonus {
    /// Fischer increment: added to the mover's time after every move made in time, from
    /// move 1.
    Increment(Duration),
    /// Bronstein delay: after a move made in time, the time it used is given back, but at most
    /// this much. The clock counts down from the first instant of the move, so the delay
    /// cannot save a move that runs over the remaining time.
    Bronstein(Duration),
    /// Simple (US) delay: the first part of every move, up to this long, is free; the clock
    /// counts down only after it.
    SimpleDelay(Duration),
}

/// One stage (period) of a [`TimeControl`]: a number of moves to make in some time.
///
/// All fields are public: every combination is a valid stage. Whether a stage without a move
/// count may stand before another one is decided by [`Stages`].
///
/// # Examples
///
/// ```
/// use core::time::Duration;
/// use caissa::{Bonus, Stage};
///
/// // 40 moves in 90 minutes, with 30 seconds added after every move.
/// let stage = Stage::period(40, Duration::from_secs(90 * 60))
///     .with_bonus(Bonus::Increment(Duration::from_secs(30)));
/// assert_eq!(stage.moves.map(|n| n.get()), Some(40));
/// assert_eq!(stage.to_string(), "40/5400+30");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stage {
    /// How many moves each side must make in this stage, or `None` for all the remaining
    /// moves of the game (sudden death).
    pub moves: Option<NonZeroU32>,
    /// The time the stage adds to each side's clock: at the start of the game for the first
    /// stage, and when the side completes the previous stage for the others.
    pub time: Duration,
    /// What every move made in this stage earns, if anything.
    pub bonus: Option<Bonus>,
}

impl Stage {
    /// A stage for all the remaining moves, without bonus.
    #[must_use]
    pub const fn sudden_death(time: Duration) -> Stage {
        Stage {
            moves: None,
            time,
            bonus: None,
        }
    }

    /// A stage of `moves` moves in `time`, without bonus.
    ///
    /// # Panics
    ///
    /// Panics if `moves` is zero; set [`Stage::moves`] to a [`NonZeroU32`] directly to avoid
    /// the check.
    #[track_caller]
    #[must_use]
    pub const fn period(moves: u32, time: Duration) -> Stage {
        match NonZeroU32::new(moves) {
            Some(moves) => Stage {
                moves: Some(moves),
                time,
                bonus: None,
            },
            None => panic!("a stage needs at least one move"),
        }
    }

    /// The same stage with `bonus` for every move.
    #[must_use]
    pub const fn with_bonus(self, bonus: Bonus) -> Stage {
        Stage {
            bonus: Some(bonus),
            ..self
        }
    }
}

/// The stages of a [`TimeControl`], in the order they are played; the last one repeats.
///
/// Guarantees: there is at least one stage and at most [`Stages::MAX`], and only the last
/// stage may lack a move count (a stage that lasts the whole game would make the stages after
/// it unreachable). The storage is inline, so a [`Clock`](crate::Clock) needs no allocator.
///
/// Dereferences to a slice of [`Stage`].
///
/// # Examples
///
/// ```
/// use core::time::Duration;
/// use caissa::{Stage, Stages, StagesError};
///
/// let min = |m: u64| Duration::from_secs(60 * m);
/// let stages = Stages::try_from(&[Stage::period(40, min(100)), Stage::sudden_death(min(30))][..])?;
/// assert_eq!(stages.len(), 2);
///
/// let wrong = Stages::try_from(&[Stage::sudden_death(min(30)), Stage::period(40, min(100))][..]);
/// assert_eq!(wrong, Err(StagesError::UnlimitedNotLast { index: 0 }));
/// # Ok::<(), StagesError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stages(ArrayVec<Stage, MAX_STAGES>);

const MAX_STAGES: usize = 8;

impl Stages {
    /// The largest number of stages a time control may have. Tournament controls use up to
    /// three.
    pub const MAX: usize = MAX_STAGES;

    /// A single stage, which then repeats (or lasts the game if it has no move count).
    #[must_use]
    pub fn single(stage: Stage) -> Stages {
        let mut stages = ArrayVec::new();
        stages.push(stage);
        Stages(stages)
    }

    /// The stages as a slice, never empty.
    #[must_use]
    pub fn as_slice(&self) -> &[Stage] {
        &self.0
    }

    /// The stage that follows stage `index`: the next one, or the same one if it is the last
    /// (the last stage repeats).
    pub(crate) fn next_index(&self, index: usize) -> usize {
        (index + 1).min(self.0.len() - 1)
    }
}

impl Deref for Stages {
    type Target = [Stage];

    fn deref(&self) -> &[Stage] {
        &self.0
    }
}

impl<'a> IntoIterator for &'a Stages {
    type Item = &'a Stage;
    type IntoIter = core::slice::Iter<'a, Stage>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl TryFrom<&[Stage]> for Stages {
    type Error = StagesError;

    /// Checks the guarantees listed on [`Stages`].
    ///
    /// # Errors
    ///
    /// [`StagesError`] names the first guarantee the slice breaks.
    fn try_from(stages: &[Stage]) -> Result<Stages, StagesError> {
        if stages.is_empty() {
            return Err(StagesError::Empty);
        }
        if stages.len() > Stages::MAX {
            return Err(StagesError::TooMany {
                count: stages.len(),
            });
        }
        if let Some(index) = stages[..stages.len() - 1]
            .iter()
            .position(|s| s.moves.is_none())
        {
            return Err(StagesError::UnlimitedNotLast { index });
        }
        Ok(Stages(stages.iter().copied().collect()))
    }
}

/// Why a list of stages cannot form a [`Stages`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum StagesError {
    /// There is no stage at all.
    #[error("a time control needs at least one stage")]
    Empty,
    /// There are more than [`Stages::MAX`] stages.
    #[error("{count} stages are more than the maximum of {max}", max = Stages::MAX)]
    TooMany {
        /// How many stages there are.
        count: usize,
    },
    /// A stage without a move count is followed by another stage.
    #[error("stage {index} (counting from 0) has no move count but is not the last stage")]
    UnlimitedNotLast {
        /// The index of the offending stage, counting from 0.
        index: usize,
    },
}

/// How much time the players get: the rules a [`Clock`](crate::Clock) follows and the value of
/// a PGN `TimeControl` tag.
///
/// `FromStr` reads and `Display` writes the PGN tag (PGN standard §9.6.1); all numbers are
/// seconds:
///
/// | tag | value |
/// |---|---|
/// | `?` | [`TimeControl::Unknown`] |
/// | `-` | [`TimeControl::Unlimited`] |
/// | `300` | sudden death: 300 s for the game |
/// | `40/9000` | 40 moves in 9000 s, repeating |
/// | `4500+60` | 4500 s for the game, 60 s increment |
/// | `*180` | [`TimeControl::Hourglass`] of 180 s |
/// | `40/9000:3600` | stages joined by `:`; all but the last need a move count |
///
/// Extensions that the PGN standard does not define (other readers may reject them):
///
/// | tag | value |
/// |---|---|
/// | `40/5400+30:1800+30` | an increment in a stage with a move count (common in practice) |
/// | `0.5+0.1` | fractions of a second, up to nine decimals (written by some engine testers) |
/// | `300d5` | [`Bonus::SimpleDelay`] of 5 s (caissa's own) |
/// | `300b5` | [`Bonus::Bronstein`] delay of 5 s (caissa's own) |
/// | `!60` | [`TimeControl::PerMove`] limit of 60 s (caissa's own) |
///
/// Every value has exactly one written form, so `tc.to_string().parse() == Ok(tc)` for every
/// `tc`. Parsing accepts leading zeros and trailing zero decimals (`0300.50` reads as
/// `300.5`), and keeps `300+0` apart from `300` (they behave the same on a clock).
///
/// # Examples
///
/// ```
/// use core::time::Duration;
/// use caissa::TimeControl;
///
/// let blitz = TimeControl::fischer(Duration::from_secs(300), Duration::from_secs(3));
/// assert_eq!(blitz.to_string(), "300+3");
/// assert_eq!("300+3".parse(), Ok(blitz));
///
/// // 90 minutes for 40 moves, then 30 minutes, 30 seconds added from move 1.
/// assert_eq!(TimeControl::fide_classical().to_string(), "40/5400+30:1800+30");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
#[allow(
    clippy::large_enum_variant,
    reason = "the stages are stored inline so that a clock works without an allocator"
)]
pub enum TimeControl {
    /// The time control is not known (PGN `?`). A clock treats it as unlimited.
    Unknown,
    /// There is no time limit (PGN `-`).
    Unlimited,
    /// A sequence of stages; leftover time carries over from one stage to the next
    /// (FIDE 6.3.2) and the last stage repeats.
    Stages(Stages),
    /// Hourglass (PGN `*seconds`): both sides start with this much, and the time the mover
    /// uses flows to the opponent.
    Hourglass(Duration),
    /// A fixed limit for every move; unused time is lost, not carried over.
    PerMove(Duration),
}

impl TimeControl {
    /// One stage of `time` for the whole game, without bonus (PGN `300`).
    #[must_use]
    pub fn sudden_death(time: Duration) -> TimeControl {
        TimeControl::Stages(Stages::single(Stage::sudden_death(time)))
    }

    /// `time` for the whole game plus a Fischer `increment` after every move (PGN `300+3`).
    #[must_use]
    pub fn fischer(time: Duration, increment: Duration) -> TimeControl {
        TimeControl::single(time, Bonus::Increment(increment))
    }

    /// `time` for the whole game with a Bronstein delay of `delay` for every move.
    #[must_use]
    pub fn bronstein(time: Duration, delay: Duration) -> TimeControl {
        TimeControl::single(time, Bonus::Bronstein(delay))
    }

    /// `time` for the whole game with a simple (US) delay of `delay` for every move.
    #[must_use]
    pub fn simple_delay(time: Duration, delay: Duration) -> TimeControl {
        TimeControl::single(time, Bonus::SimpleDelay(delay))
    }

    fn single(time: Duration, bonus: Bonus) -> TimeControl {
        TimeControl::Stages(Stages::single(Stage::sudden_death(time).with_bonus(bonus)))
    }

    /// `moves` moves in `time`, again and again (PGN `40/9000`).
    ///
    /// # Panics
    ///
    /// Panics if `moves` is zero.
    #[track_caller]
    #[must_use]
    pub fn repeating(moves: u32, time: Duration) -> TimeControl {
        TimeControl::Stages(Stages::single(Stage::period(moves, time)))
    }

    /// The FIDE standard for classical games: 90 minutes for the first 40 moves, then 30
    /// minutes for the rest of the game, with 30 seconds added after every move from move 1
    /// (PGN `40/5400+30:1800+30`).
    #[must_use]
    pub fn fide_classical() -> TimeControl {
        let increment = Bonus::Increment(Duration::from_secs(30));
        let mut stages = ArrayVec::new();
        stages.push(Stage::period(40, Duration::from_secs(90 * 60)).with_bonus(increment));
        stages.push(Stage::sudden_death(Duration::from_secs(30 * 60)).with_bonus(increment));
        TimeControl::Stages(Stages(stages))
    }

    /// A time control of the given stages.
    ///
    /// # Errors
    ///
    /// [`StagesError`] if the stages break a guarantee listed on [`Stages`].
    ///
    /// # Examples
    ///
    /// ```
    /// use core::time::Duration;
    /// use caissa::{Stage, TimeControl};
    ///
    /// let min = |m: u64| Duration::from_secs(60 * m);
    /// // 40 moves in 100 minutes, 20 moves in 50 minutes, then 15 minutes.
    /// let tc = TimeControl::try_from_stages(&[
    ///     Stage::period(40, min(100)),
    ///     Stage::period(20, min(50)),
    ///     Stage::sudden_death(min(15)),
    /// ])?;
    /// assert_eq!(tc.to_string(), "40/6000:20/3000:900");
    /// # Ok::<(), caissa::StagesError>(())
    /// ```
    pub fn try_from_stages(stages: &[Stage]) -> Result<TimeControl, StagesError> {
        Stages::try_from(stages).map(TimeControl::Stages)
    }

    /// `true` if a clock following this control can never flag: [`TimeControl::Unknown`] and
    /// [`TimeControl::Unlimited`].
    #[must_use]
    pub fn is_unlimited(&self) -> bool {
        matches!(self, TimeControl::Unknown | TimeControl::Unlimited)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn stage_constructors() {
        assert_eq!(
            Stage::sudden_death(secs(60)),
            Stage {
                moves: None,
                time: secs(60),
                bonus: None
            }
        );
        let stage = Stage::period(40, secs(60)).with_bonus(Bonus::Bronstein(secs(2)));
        assert_eq!(stage.moves, NonZeroU32::new(40));
        assert_eq!(stage.bonus, Some(Bonus::Bronstein(secs(2))));
    }

    #[test]
    #[should_panic(expected = "at least one move")]
    fn period_of_zero_moves_panics() {
        let _ = Stage::period(0, secs(60));
    }

    #[test]
    fn stages_validation() {
        let period = Stage::period(40, secs(60));
        let rest = Stage::sudden_death(secs(60));
        assert_eq!(Stages::try_from(&[][..]), Err(StagesError::Empty));
        assert_eq!(
            Stages::try_from(&[period; Stages::MAX + 1][..]),
            Err(StagesError::TooMany {
                count: Stages::MAX + 1
            })
        );
        assert!(Stages::try_from(&[period; Stages::MAX][..]).is_ok());
        assert_eq!(
            Stages::try_from(&[period, rest, period][..]),
            Err(StagesError::UnlimitedNotLast { index: 1 })
        );
        let stages = Stages::try_from(&[period, rest][..]).unwrap();
        assert_eq!(stages.as_slice(), &[period, rest]);
        assert_eq!((&stages).into_iter().count(), 2);
        assert_eq!(stages.next_index(0), 1);
        assert_eq!(stages.next_index(1), 1, "the last stage repeats");
    }

    #[test]
    fn time_control_constructors() {
        let stage = |tc: TimeControl| match tc {
            TimeControl::Stages(stages) => *stages.first().unwrap(),
            other => panic!("not staged: {other:?}"),
        };
        assert_eq!(
            stage(TimeControl::sudden_death(secs(300))),
            Stage::sudden_death(secs(300))
        );
        assert_eq!(
            stage(TimeControl::fischer(secs(300), secs(3))).bonus,
            Some(Bonus::Increment(secs(3)))
        );
        assert_eq!(
            stage(TimeControl::bronstein(secs(300), secs(3))).bonus,
            Some(Bonus::Bronstein(secs(3)))
        );
        assert_eq!(
            stage(TimeControl::simple_delay(secs(300), secs(3))).bonus,
            Some(Bonus::SimpleDelay(secs(3)))
        );
        assert_eq!(
            stage(TimeControl::repeating(40, secs(9000))),
            Stage::period(40, secs(9000))
        );
        let classical = TimeControl::fide_classical();
        let inc = Bonus::Increment(secs(30));
        assert_eq!(
            TimeControl::try_from_stages(&[
                Stage::period(40, secs(5400)).with_bonus(inc),
                Stage::sudden_death(secs(1800)).with_bonus(inc),
            ]),
            Ok(classical.clone())
        );
        assert!(TimeControl::Unknown.is_unlimited());
        assert!(TimeControl::Unlimited.is_unlimited());
        assert!(!classical.is_unlimited());
        assert!(!TimeControl::Hourglass(secs(60)).is_unlimited());
    }
}
