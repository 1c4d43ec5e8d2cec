//! What SAN reading may relax, and why a SAN text names no move.

use core::fmt;

use bitflags::bitflags;

use super::parse::ParseSanError;

bitflags! {
    /// Departures from canonical SAN (PGN standard §8.2.3) that a reader may accept.
    ///
    /// Used both ways: as the set a caller *allows* ([`Relaxations::STRICT`] allows none,
    /// [`Relaxations::LENIENT`] all), and as the set a lenient reading *applied*, so that a
    /// PGN tool can warn about or refuse sloppy input. Canonical SAN needs none of them;
    /// a check suffix may always be left out.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Position, Relaxations};
    ///
    /// let pos = Position::new();
    /// let (m, applied) = pos.parse_san_with("Ng1-f3!", Relaxations::LENIENT)?;
    /// assert_eq!(pos.san(m).to_string(), "Nf3");
    /// assert_eq!(
    ///     applied,
    ///     Relaxations::HYPHEN | Relaxations::DISAMBIGUATION | Relaxations::ANNOTATION
    /// );
    /// # Ok::<_, caissa::SanError>(())
    /// ```
    #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
    pub struct Relaxations: u16 {
        /// Castling written with zeros: `0-0`, `0-0-0`.
        const ZERO_CASTLING = 1 << 0;
        /// A promotion without `=`: `e8Q`.
        const PROMOTION_WITHOUT_EQUALS = 1 << 1;
        /// A lowercase promotion piece: `e8q`, `e8=q`.
        const LOWERCASE_PROMOTION = 1 << 2;
        /// An en passant mark after the move: `exd6e.p.`, `exd6 e.p.`, `exd6ep`, `exd6 ep`
        /// (and `ip`, `i.p.`). The move must then be an en passant capture.
        const EN_PASSANT_MARK = 1 << 3;
        /// A hyphen between origin and destination squares (long algebraic): `Ng1-f3`,
        /// `e2-e4`.
        const HYPHEN = 1 << 4;
        /// A `P` before a pawn move: `Pe4`, `Pexd5`.
        const PAWN_LETTER = 1 << 5;
        /// No `x` on a capture: `Nf3` for `Nxf3`, `ed5` for `exd5`.
        const MISSING_CAPTURE = 1 << 6;
        /// An `x` on a move that captures nothing: `Nxf3` for `Nf3`.
        const EXTRA_CAPTURE = 1 << 7;
        /// An origin file, rank or square other than the canonical one, which still names
        /// a single move: `Ngf3` or `Ng1f3` where `Nf3` suffices, `N1d2` for `Nbd2`, `e2e4`.
        const DISAMBIGUATION = 1 << 8;
        /// `++` for checkmate.
        const DOUBLE_PLUS = 1 << 9;
        /// A check or mate suffix that does not fit the move: `+` or `#` after a move that
        /// does not give check, `#` after a check that is not mate, `+` after a mate.
        const WRONG_SUFFIX = 1 << 10;
        /// A move assessment after the move: `!`, `?`, `!!`, `!?`, `?!`, `??`.
        const ANNOTATION = 1 << 11;
    }
}

impl Relaxations {
    /// Allow nothing but canonical SAN (with or without a correct check suffix).
    pub const STRICT: Relaxations = Relaxations::empty();
    /// Allow every relaxation: the default for reading SAN.
    pub const LENIENT: Relaxations = Relaxations::all();

    fn describe(flag: Relaxations) -> &'static str {
        match flag {
            Relaxations::ZERO_CASTLING => "castling with zeros",
            Relaxations::PROMOTION_WITHOUT_EQUALS => "promotion without =",
            Relaxations::LOWERCASE_PROMOTION => "lowercase promotion piece",
            Relaxations::EN_PASSANT_MARK => "en passant mark",
            Relaxations::HYPHEN => "hyphen",
            Relaxations::PAWN_LETTER => "pawn letter",
            Relaxations::MISSING_CAPTURE => "missing capture mark",
            Relaxations::EXTRA_CAPTURE => "capture mark on a non-capture",
            Relaxations::DISAMBIGUATION => "non-canonical disambiguation",
            Relaxations::DOUBLE_PLUS => "++ for mate",
            Relaxations::WRONG_SUFFIX => "wrong check suffix",
            Relaxations::ANNOTATION => "annotation",
            _ => "unknown relaxation",
        }
    }
}

impl Default for Relaxations {
    /// [`Relaxations::LENIENT`]: reading SAN is lenient unless asked otherwise.
    fn default() -> Relaxations {
        Relaxations::LENIENT
    }
}

impl fmt::Display for Relaxations {
    /// Lists the relaxations, comma separated, like `castling with zeros, annotation`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        for (i, flag) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(Relaxations::describe(flag))?;
        }
        Ok(())
    }
}

/// Why a SAN text or [`San`](super::San) names no single legal move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum SanError {
    /// The text is not SAN at all.
    #[error(transparent)]
    Parse(#[from] ParseSanError),
    /// No legal move matches: wrong piece, unreachable square, a pinned piece, castling
    /// without the right or through check, a promotion on the wrong rank, an en passant
    /// mark on a move that is not en passant, ...
    #[error("no legal move matches the san")]
    Illegal,
    /// More than one legal move matches (`Nd2` when knights on b1 and f3 can both go).
    #[error("ambiguous san: more than one legal move matches")]
    Ambiguous,
    /// The move `--`, which passes the turn: not a legal move of chess.
    #[error("a null move is not a legal move")]
    NullMove,
    /// A pawn move to the last rank without a promotion piece (`e8` for `e8=Q`).
    #[error("missing promotion piece")]
    MissingPromotion,
    /// The text names exactly one legal move, but only by relaxations the caller did not
    /// allow (these are listed; relaxations of spelling are reported as
    /// [`SanError::Parse`] instead, at the offending byte).
    #[error("not canonical san: {0}")]
    NotCanonical(Relaxations),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(feature = "alloc")]
    #[test]
    fn relaxations_list_their_names() {
        use alloc::string::ToString;
        assert_eq!(Relaxations::empty().to_string(), "none");
        assert_eq!(
            (Relaxations::ZERO_CASTLING | Relaxations::ANNOTATION).to_string(),
            "castling with zeros, annotation"
        );
        for flag in Relaxations::all().iter() {
            assert_ne!(Relaxations::describe(flag), "unknown relaxation");
        }
        assert_eq!(
            SanError::NotCanonical(Relaxations::DISAMBIGUATION).to_string(),
            "not canonical san: non-canonical disambiguation"
        );
    }
}
