//! The PGN `TimeControl` tag: reading and writing [`TimeControl`].
//!
//! The forms are listed on [`TimeControl`]. The grammar, all numbers in seconds:
//!
//! ```text
//! tag     = "?" | "-" | "*" seconds | "!" seconds | stage { ":" stage }
//! stage   = [ moves "/" ] seconds [ ( "+" | "d" | "b" ) seconds ]
//! moves   = digit { digit }                      (1 to 2^32 - 1)
//! seconds = digit { digit } [ "." digit { digit } ] (at most 9 decimals, below 2^64 s)
//! ```

use core::fmt;
use core::num::NonZeroU32;
use core::str::FromStr;
use core::time::Duration;

use arrayvec::ArrayVec;

use super::control::{Bonus, Stage, Stages, StagesError, TimeControl};

/// A text that is not a PGN `TimeControl` tag: what is wrong and at which byte.
///
/// # Examples
///
/// ```
/// use caissa::{ParseTimeControlErrorKind, TimeControl};
///
/// let err = "40/".parse::<TimeControl>().unwrap_err();
/// assert_eq!(err.offset, 3);
/// assert_eq!(err.kind, ParseTimeControlErrorKind::ExpectedNumber);
/// assert_eq!(err.to_string(), "invalid time control: expected a number at byte 3");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("invalid time control: {kind} at byte {offset}")]
#[non_exhaustive]
pub struct ParseTimeControlError {
    /// The byte offset in the input where the problem starts.
    pub offset: usize,
    /// What is wrong.
    pub kind: ParseTimeControlErrorKind,
}

/// What is wrong in a [`ParseTimeControlError`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ParseTimeControlErrorKind {
    /// The text is empty.
    #[error("empty tag")]
    Empty,
    /// A number should start here.
    #[error("expected a number")]
    ExpectedNumber,
    /// A decimal point is not followed by a digit.
    #[error("expected a digit after the decimal point")]
    ExpectedFraction,
    /// A number has more than nine decimals (finer than a nanosecond).
    #[error("more than nine decimals")]
    TooPrecise,
    /// A number of seconds does not fit in 64 bits, or a move count in 32 bits.
    #[error("number too large")]
    TooLarge,
    /// A move count has decimals.
    #[error("move count with decimals")]
    FractionalMoves,
    /// A move count is zero.
    #[error("move count of zero")]
    ZeroMoves,
    /// A character that cannot come at this place.
    #[error("unexpected character {0:?}")]
    Unexpected(char),
    /// The stages break a guarantee of [`Stages`]: too many of them, or a stage without a
    /// move count that is not the last. The offset is where the offending stage ends.
    #[error("{0}")]
    Stages(StagesError),
}

impl FromStr for TimeControl {
    type Err = ParseTimeControlError;

    /// Reads a PGN `TimeControl` tag value (without the quotes).
    ///
    /// # Errors
    ///
    /// [`ParseTimeControlError`] for any text that is not one of the forms listed on
    /// [`TimeControl`], including numbers too large to represent.
    fn from_str(text: &str) -> Result<TimeControl, ParseTimeControlError> {
        let mut parser = Parser { text, pos: 0 };
        let control = parser.time_control()?;
        parser.end()?;
        Ok(control)
    }
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

/// A non-negative decimal number as written.
struct Number {
    secs: u64,
    nanos: u32,
    has_fraction: bool,
}

impl Parser<'_> {
    fn error(&self, offset: usize, kind: ParseTimeControlErrorKind) -> ParseTimeControlError {
        ParseTimeControlError { offset, kind }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    /// Consumes `byte` if it comes next.
    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        if found {
            self.pos += 1;
        }
        found
    }

    /// An error for the character at the current position (the parser only ever stops on a
    /// character boundary, since it consumes ASCII only).
    fn unexpected(&self) -> ParseTimeControlError {
        match self.text[self.pos..].chars().next() {
            Some(c) => self.error(self.pos, ParseTimeControlErrorKind::Unexpected(c)),
            None => self.error(self.pos, ParseTimeControlErrorKind::ExpectedNumber),
        }
    }

    fn end(&self) -> Result<(), ParseTimeControlError> {
        if self.pos == self.text.len() {
            Ok(())
        } else {
            Err(self.unexpected())
        }
    }

    fn time_control(&mut self) -> Result<TimeControl, ParseTimeControlError> {
        if self.text.is_empty() {
            return Err(self.error(0, ParseTimeControlErrorKind::Empty));
        }
        if self.eat(b'?') {
            Ok(TimeControl::Unknown)
        } else if self.eat(b'-') {
            Ok(TimeControl::Unlimited)
        } else if self.eat(b'*') {
            self.duration().map(TimeControl::Hourglass)
        } else if self.eat(b'!') {
            self.duration().map(TimeControl::PerMove)
        } else {
            self.stages().map(TimeControl::Stages)
        }
    }

    fn stages(&mut self) -> Result<Stages, ParseTimeControlError> {
        let mut stages = ArrayVec::<Stage, { Stages::MAX }>::new();
        loop {
            let start = self.pos;
            let stage = self.stage()?;
            if stages.try_push(stage).is_err() {
                let count = Stages::MAX + 1;
                let kind = ParseTimeControlErrorKind::Stages(StagesError::TooMany { count });
                return Err(self.error(start, kind));
            }
            if self.peek() != Some(b':') {
                break;
            }
            if stage.moves.is_none() {
                let index = stages.len() - 1;
                let kind =
                    ParseTimeControlErrorKind::Stages(StagesError::UnlimitedNotLast { index });
                return Err(self.error(self.pos, kind));
            }
            self.pos += 1;
        }
        // The loop above already enforced every guarantee, with the offsets to report.
        Stages::try_from(&stages[..])
            .map_err(|e| self.error(self.pos, ParseTimeControlErrorKind::Stages(e)))
    }

    fn stage(&mut self) -> Result<Stage, ParseTimeControlError> {
        let start = self.pos;
        let first = self.number()?;
        let (moves, time) = if self.eat(b'/') {
            if first.has_fraction {
                return Err(self.error(start, ParseTimeControlErrorKind::FractionalMoves));
            }
            let moves = u32::try_from(first.secs)
                .map_err(|_| self.error(start, ParseTimeControlErrorKind::TooLarge))?;
            let moves = NonZeroU32::new(moves)
                .ok_or(self.error(start, ParseTimeControlErrorKind::ZeroMoves))?;
            (Some(moves), self.duration()?)
        } else {
            (None, Duration::new(first.secs, first.nanos))
        };
        let bonus: Option<fn(Duration) -> Bonus> = match self.peek() {
            Some(b'+') => Some(Bonus::Increment),
            Some(b'd') => Some(Bonus::SimpleDelay),
            Some(b'b') => Some(Bonus::Bronstein),
            _ => None,
        };
        let bonus = match bonus {
            Some(make) => {
                self.pos += 1;
                Some(make(self.duration()?))
            }
            None => None,
        };
        Ok(Stage { moves, time, bonus })
    }

    fn duration(&mut self) -> Result<Duration, ParseTimeControlError> {
        let number = self.number()?;
        // `nanos` is below one second, so `Duration::new` cannot overflow.
        Ok(Duration::new(number.secs, number.nanos))
    }

    fn number(&mut self) -> Result<Number, ParseTimeControlError> {
        let start = self.pos;
        let mut secs: u64 = 0;
        while let Some(digit) = self.peek().filter(u8::is_ascii_digit) {
            secs = secs
                .checked_mul(10)
                .and_then(|s| s.checked_add(u64::from(digit - b'0')))
                .ok_or(self.error(start, ParseTimeControlErrorKind::TooLarge))?;
            self.pos += 1;
        }
        if self.pos == start {
            return Err(self.error(start, ParseTimeControlErrorKind::ExpectedNumber));
        }
        let mut number = Number {
            secs,
            nanos: 0,
            has_fraction: false,
        };
        if self.eat(b'.') {
            number.has_fraction = true;
            let fraction_start = self.pos;
            let mut scale = 1_000_000_000;
            while let Some(digit) = self.peek().filter(u8::is_ascii_digit) {
                if scale == 1 {
                    return Err(self.error(self.pos, ParseTimeControlErrorKind::TooPrecise));
                }
                scale /= 10;
                number.nanos += u32::from(digit - b'0') * scale;
                self.pos += 1;
            }
            if self.pos == fraction_start {
                return Err(self.error(self.pos, ParseTimeControlErrorKind::ExpectedFraction));
            }
        }
        Ok(number)
    }
}

/// Writes a duration as seconds, with as many decimals as it needs and no more.
struct Seconds(Duration);

impl fmt::Display for Seconds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.as_secs())?;
        let mut nanos = self.0.subsec_nanos();
        if nanos != 0 {
            let mut width = 9;
            while nanos % 10 == 0 {
                nanos /= 10;
                width -= 1;
            }
            write!(f, ".{nanos:0width$}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Stage {
    /// Writes the stage as in a PGN `TimeControl` tag: `40/5400+30`, `300`, `300d5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(moves) = self.moves {
            write!(f, "{moves}/")?;
        }
        write!(f, "{}", Seconds(self.time))?;
        match self.bonus {
            None => Ok(()),
            Some(Bonus::Increment(d)) => write!(f, "+{}", Seconds(d)),
            Some(Bonus::SimpleDelay(d)) => write!(f, "d{}", Seconds(d)),
            Some(Bonus::Bronstein(d)) => write!(f, "b{}", Seconds(d)),
        }
    }
}

impl fmt::Display for TimeControl {
    /// Writes the PGN `TimeControl` tag value (without the quotes), in the forms listed on
    /// [`TimeControl`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::Unknown => f.write_str("?"),
            TimeControl::Unlimited => f.write_str("-"),
            TimeControl::Hourglass(d) => write!(f, "*{}", Seconds(*d)),
            TimeControl::PerMove(d) => write!(f, "!{}", Seconds(*d)),
            TimeControl::Stages(stages) => {
                for (i, stage) in stages.iter().enumerate() {
                    if i > 0 {
                        f.write_str(":")?;
                    }
                    write!(f, "{stage}")?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ParseTimeControlErrorKind as Kind;
    use super::*;
    extern crate alloc;
    use alloc::string::ToString;

    const fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    fn parse(text: &str) -> Result<TimeControl, ParseTimeControlError> {
        text.parse()
    }

    fn err(text: &str) -> (usize, Kind) {
        match parse(text) {
            Ok(tc) => panic!("{text:?} parsed as {tc:?}"),
            Err(e) => (e.offset, e.kind),
        }
    }

    /// Parses, checks the value, and checks that writing it gives `canonical` back.
    fn round_trip(text: &str, expected: TimeControl, canonical: &str) {
        let tc = parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(tc, expected, "{text:?}");
        assert_eq!(tc.to_string(), canonical, "{text:?}");
        assert_eq!(parse(canonical), Ok(tc), "{canonical:?}");
    }

    fn stages(stages: &[Stage]) -> TimeControl {
        TimeControl::try_from_stages(stages).unwrap()
    }

    #[test]
    fn standard_forms() {
        round_trip("?", TimeControl::Unknown, "?");
        round_trip("-", TimeControl::Unlimited, "-");
        round_trip("300", TimeControl::sudden_death(secs(300)), "300");
        round_trip("40/9000", TimeControl::repeating(40, secs(9000)), "40/9000");
        round_trip(
            "4500+60",
            TimeControl::fischer(secs(4500), secs(60)),
            "4500+60",
        );
        round_trip("*180", TimeControl::Hourglass(secs(180)), "*180");
        round_trip(
            "40/9000:3600",
            stages(&[
                Stage::period(40, secs(9000)),
                Stage::sudden_death(secs(3600)),
            ]),
            "40/9000:3600",
        );
        round_trip(
            "40/7200:20/3600:900+30",
            stages(&[
                Stage::period(40, secs(7200)),
                Stage::period(20, secs(3600)),
                Stage::sudden_death(secs(900)).with_bonus(Bonus::Increment(secs(30))),
            ]),
            "40/7200:20/3600:900+30",
        );
        round_trip("0", TimeControl::sudden_death(Duration::ZERO), "0");
        round_trip("0+1", TimeControl::fischer(Duration::ZERO, secs(1)), "0+1");
    }

    #[test]
    fn extensions() {
        round_trip(
            "40/5400+30:1800+30",
            TimeControl::fide_classical(),
            "40/5400+30:1800+30",
        );
        round_trip(
            "300d5",
            TimeControl::simple_delay(secs(300), secs(5)),
            "300d5",
        );
        round_trip("300b5", TimeControl::bronstein(secs(300), secs(5)), "300b5");
        round_trip("!60", TimeControl::PerMove(secs(60)), "!60");
        round_trip(
            "0.5+0.25",
            TimeControl::fischer(Duration::from_millis(500), Duration::from_millis(250)),
            "0.5+0.25",
        );
        round_trip(
            "*0.000000001",
            TimeControl::Hourglass(Duration::from_nanos(1)),
            "*0.000000001",
        );
        round_trip(
            "0300.50",
            TimeControl::sudden_death(Duration::from_millis(300_500)),
            "300.5",
        );
        round_trip("300.000", TimeControl::sudden_death(secs(300)), "300");
        round_trip("007/60", TimeControl::repeating(7, secs(60)), "7/60");
        // Zero increment is kept as written.
        round_trip(
            "300+0",
            TimeControl::fischer(secs(300), Duration::ZERO),
            "300+0",
        );
        assert_ne!(parse("300+0"), parse("300"));
    }

    #[test]
    fn limits() {
        let max = u64::MAX.to_string();
        round_trip(&max, TimeControl::sudden_death(secs(u64::MAX)), &max);
        let max_moves = alloc::format!("{}/1", u32::MAX);
        round_trip(
            &max_moves,
            TimeControl::repeating(u32::MAX, secs(1)),
            &max_moves,
        );
        let eight = "1/1:1/1:1/1:1/1:1/1:1/1:1/1:1";
        assert!(parse(eight).is_ok());
        assert_eq!(
            err("1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1"),
            (32, Kind::Stages(StagesError::TooMany { count: 9 }))
        );
    }

    #[test]
    fn rejections() {
        assert_eq!(err(""), (0, Kind::Empty));
        assert_eq!(err("40/"), (3, Kind::ExpectedNumber));
        assert_eq!(err("+5"), (0, Kind::ExpectedNumber));
        assert_eq!(err("300+"), (4, Kind::ExpectedNumber));
        assert_eq!(err("300d"), (4, Kind::ExpectedNumber));
        assert_eq!(err("::"), (0, Kind::ExpectedNumber));
        assert_eq!(err("40/9000:"), (8, Kind::ExpectedNumber));
        assert_eq!(err("40/9000::300"), (8, Kind::ExpectedNumber));
        assert_eq!(err(":300"), (0, Kind::ExpectedNumber));
        assert_eq!(err("abc"), (0, Kind::ExpectedNumber));
        assert_eq!(err("*"), (1, Kind::ExpectedNumber));
        assert_eq!(err("!"), (1, Kind::ExpectedNumber));
        assert_eq!(err(".5"), (0, Kind::ExpectedNumber));
        assert_eq!(err("/60"), (0, Kind::ExpectedNumber));
        assert_eq!(err("300x"), (3, Kind::Unexpected('x')));
        assert_eq!(err("300 "), (3, Kind::Unexpected(' ')));
        assert_eq!(err(" 300"), (0, Kind::ExpectedNumber));
        assert_eq!(err("300+5+5"), (5, Kind::Unexpected('+')));
        assert_eq!(err("300+5d5"), (5, Kind::Unexpected('d')));
        assert_eq!(err("40/60/60"), (5, Kind::Unexpected('/')));
        assert_eq!(err("??"), (1, Kind::Unexpected('?')));
        assert_eq!(err("-5"), (1, Kind::Unexpected('5')));
        assert_eq!(err("?:300"), (1, Kind::Unexpected(':')));
        assert_eq!(err("*180+5"), (4, Kind::Unexpected('+')));
        assert_eq!(err("*180:300"), (4, Kind::Unexpected(':')));
        assert_eq!(err("300é"), (3, Kind::Unexpected('é')));
        assert_eq!(err("３００"), (0, Kind::ExpectedNumber));
        assert_eq!(err("5."), (2, Kind::ExpectedFraction));
        assert_eq!(err("5.+1"), (2, Kind::ExpectedFraction));
        assert_eq!(err("0.1234567891"), (11, Kind::TooPrecise));
        assert_eq!(err("40.5/9000"), (0, Kind::FractionalMoves));
        assert_eq!(err("0/9000"), (0, Kind::ZeroMoves));
        assert_eq!(
            err("300:40/9000"),
            (3, Kind::Stages(StagesError::UnlimitedNotLast { index: 0 }))
        );
        assert_eq!(
            err("40/9000:300+5:300"),
            (13, Kind::Stages(StagesError::UnlimitedNotLast { index: 1 }))
        );
    }

    #[test]
    fn huge_numbers_are_errors_not_panics() {
        assert_eq!(err("18446744073709551616"), (0, Kind::TooLarge));
        assert_eq!(err("99999999999999999999999999999"), (0, Kind::TooLarge));
        assert_eq!(err("300+99999999999999999999999"), (4, Kind::TooLarge));
        assert_eq!(err("4294967296/60"), (0, Kind::TooLarge));
        assert_eq!(err("*99999999999999999999.5"), (1, Kind::TooLarge));
        // Long runs of zeros are fine: only the value counts.
        let zeros = alloc::format!("{}1", "0".repeat(100));
        assert_eq!(parse(&zeros), Ok(TimeControl::sudden_death(secs(1))));
    }

    #[test]
    fn error_messages() {
        let message = |text: &str| parse(text).unwrap_err().to_string();
        assert_eq!(message(""), "invalid time control: empty tag at byte 0");
        assert_eq!(
            message("300x"),
            "invalid time control: unexpected character 'x' at byte 3"
        );
        assert_eq!(
            message("300:60"),
            "invalid time control: stage 0 (counting from 0) has no move count but is not the \
             last stage at byte 3"
        );
    }

    #[test]
    fn seconds_are_written_minimally() {
        let show = |d: Duration| Seconds(d).to_string();
        assert_eq!(show(Duration::ZERO), "0");
        assert_eq!(show(Duration::from_millis(1500)), "1.5");
        assert_eq!(show(Duration::from_nanos(1_000_000_001)), "1.000000001");
        assert_eq!(show(Duration::from_micros(10)), "0.00001");
        assert_eq!(show(Duration::MAX), "18446744073709551615.999999999");
    }
}
