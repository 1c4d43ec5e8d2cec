//! Repetition of positions (FIDE 9.2 threefold, claimable; FIDE 9.6.1 fivefold, automatic),
//! counted over a history of [repetition keys](crate::zobrist::repetition_key).
//!
//! A history is the list of keys of the positions of a game, one per ply, oldest first,
//! the current position last. Two observations keep counting cheap, and neither replays
//! the game:
//!
//! - Only positions with the same side to move can be the same, so the count steps back
//!   two plies at a time.
//! - Positions before the last capture or pawn move cannot recur (the material or the pawns
//!   differ), nor can positions before the last loss of a castling right (the rights
//!   differ; their keys never match). So the count looks back no further than the
//!   half-move clock of the current position.
//!
//! [`count_repetitions`] applies both to a plain slice: at most `halfmoves / 2` key
//! comparisons. [`RepetitionHistory`] (feature `alloc`) also remembers, for every ply, how
//! often its position had occurred: adding a ply stops at the most recent earlier
//! occurrence of the same key, so the count of the current position, and hence threefold
//! and fivefold repetition, is read in constant time, and a game costs O(1) amortised per
//! move (never more than 75 comparisons, since the game ends at 150 half-moves).
//!
//! Keys are compared, not positions: a false match would need two different positions of
//! the window (at most 76 of them with one side to move) to share a 64-bit key.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

/// The number of times the last position of `keys` has occurred, counting itself: 1 if it
/// is new, 3 for a threefold repetition.
///
/// `keys` holds the repetition keys of the positions of a game, oldest first, the current
/// position last; `halfmoves` is the half-move clock of the current position. Only the
/// positions since the last capture or pawn move, with the same side to move, are compared:
/// at most `halfmoves / 2` comparisons. Returns 0 for an empty slice.
///
/// # Examples
///
/// ```
/// use caissa::rules::repetition::count_repetitions;
///
/// // Keys of a game where positions A and B alternate (Nf3 Nf6 Ng1 Ng8 ...).
/// let (a, b, c, d) = (1, 2, 3, 4);
/// let keys = [a, b, c, d, a, b, c, d, a];
/// assert_eq!(count_repetitions(&keys, 8), 3);
/// // A capture on the fourth ply: nothing before it can recur.
/// assert_eq!(count_repetitions(&keys, 4), 2);
/// ```
#[must_use]
pub fn count_repetitions(keys: &[u64], halfmoves: u32) -> usize {
    let Some((&last, earlier)) = keys.split_last() else {
        return 0;
    };
    let window = window_len(earlier.len(), halfmoves);
    let start = earlier.len() - window;
    1 + earlier[start..]
        .iter()
        .rev()
        .skip(1)
        .step_by(2)
        .filter(|&&key| key == last)
        .count()
}

/// How many of the `earlier` plies before the current one may hold the same position.
#[inline(always)]
fn window_len(earlier: usize, halfmoves: u32) -> usize {
    earlier.min(usize::try_from(halfmoves).unwrap_or(usize::MAX))
}

/// A history of repetition keys that knows how often each of its positions has occurred.
///
/// Push the repetition key and half-move clock of every position reached; pop to take a
/// move back. [`RepetitionHistory::count`] is then a constant-time read, and
/// [`RepetitionHistory::count_if_pushed`] answers "how often would this position have
/// occurred" (a threefold claim by intended move) without changing anything.
///
/// # Examples
///
/// ```
/// use caissa::rules::repetition::RepetitionHistory;
///
/// let (a, b, c, d) = (1, 2, 3, 4);
/// let mut history = RepetitionHistory::new(a);
/// for (ply, key) in [b, c, d, a, b, c, d, a].into_iter().enumerate() {
///     history.push(key, ply as u32 + 1);
/// }
/// assert_eq!(history.count(), 3);
/// assert_eq!(history.count_if_pushed(b, 9), 3);
/// history.pop();
/// assert_eq!(history.count(), 2);
/// ```
#[cfg(feature = "alloc")]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RepetitionHistory {
    /// The key of each position, oldest first.
    keys: Vec<u64>,
    /// How often the position at the same index had occurred up to and including it.
    counts: Vec<u32>,
}

#[cfg(feature = "alloc")]
impl RepetitionHistory {
    /// A history of one position, the first of the game (its earlier history is unknown
    /// and assumed not to repeat).
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::{Position, zobrist};
    /// use caissa::rules::repetition::RepetitionHistory;
    ///
    /// let history = RepetitionHistory::new(zobrist::repetition_key(&Position::new()));
    /// assert_eq!((history.len(), history.count()), (1, 1));
    /// ```
    #[must_use]
    pub fn new(key: u64) -> RepetitionHistory {
        let mut keys = Vec::with_capacity(64);
        let mut counts = Vec::with_capacity(64);
        keys.push(key);
        counts.push(1);
        RepetitionHistory { keys, counts }
    }

    /// The number of positions, including the first.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::rules::repetition::RepetitionHistory;
    ///
    /// let mut history = RepetitionHistory::new(7);
    /// history.push(8, 1);
    /// assert_eq!(history.len(), 2);
    /// ```
    #[must_use]
    #[allow(clippy::len_without_is_empty)] // never empty
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// The keys, oldest first, the current position last.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::rules::repetition::RepetitionHistory;
    ///
    /// let mut history = RepetitionHistory::new(7);
    /// history.push(8, 1);
    /// assert_eq!(history.keys(), &[7, 8]);
    /// ```
    #[must_use]
    pub fn keys(&self) -> &[u64] {
        &self.keys
    }

    /// The key of the current (last) position.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::rules::repetition::RepetitionHistory;
    ///
    /// let mut history = RepetitionHistory::new(7);
    /// history.push(8, 1);
    /// assert_eq!(history.last_key(), 8);
    /// ```
    #[must_use]
    pub fn last_key(&self) -> u64 {
        self.keys.last().copied().unwrap_or_default()
    }

    /// How often the current position has occurred, counting itself: 1 if new. Constant
    /// time.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::rules::repetition::RepetitionHistory;
    ///
    /// let mut history = RepetitionHistory::new(7);
    /// history.push(8, 1);
    /// history.push(7, 2);
    /// assert_eq!(history.count(), 2);
    /// ```
    #[must_use]
    pub fn count(&self) -> usize {
        self.counts.last().map_or(1, |&n| n as usize)
    }

    /// How often the position at `index` (0 for the first) had occurred when it was
    /// reached, counting itself; `None` past the end.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::rules::repetition::RepetitionHistory;
    ///
    /// let mut history = RepetitionHistory::new(7);
    /// history.push(8, 1);
    /// history.push(7, 2);
    /// assert_eq!(history.count_at(0), Some(1));
    /// assert_eq!(history.count_at(2), Some(2));
    /// assert_eq!(history.count_at(3), None);
    /// ```
    #[must_use]
    pub fn count_at(&self, index: usize) -> Option<usize> {
        self.counts.get(index).map(|&n| n as usize)
    }

    /// How often a position with repetition key `key` and half-move clock `halfmoves` would
    /// have occurred, counting itself, if it were pushed next. Nothing changes.
    ///
    /// At most `halfmoves / 2` comparisons; it stops at the most recent occurrence.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::rules::repetition::RepetitionHistory;
    ///
    /// let mut history = RepetitionHistory::new(7);
    /// history.push(8, 1);
    /// assert_eq!(history.count_if_pushed(7, 2), 2);
    /// // After a capture or pawn move (clock 0) nothing earlier can be the same.
    /// assert_eq!(history.count_if_pushed(7, 0), 1);
    /// assert_eq!(history.len(), 2);
    /// ```
    #[must_use]
    pub fn count_if_pushed(&self, key: u64, halfmoves: u32) -> usize {
        self.next_count(key, halfmoves) as usize
    }

    /// Adds the next position, with its repetition key and half-move clock, and returns how
    /// often it has now occurred (counting itself).
    ///
    /// `halfmoves` must be the clock of the new position: 0 after a capture or pawn move,
    /// one more than before otherwise. (A larger value only makes the search look further
    /// back than needed; a smaller one may miss occurrences.)
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::rules::repetition::RepetitionHistory;
    ///
    /// let mut history = RepetitionHistory::new(7);
    /// assert_eq!(history.push(8, 1), 1);
    /// assert_eq!(history.push(7, 2), 2);
    /// ```
    pub fn push(&mut self, key: u64, halfmoves: u32) -> usize {
        let count = self.next_count(key, halfmoves);
        self.keys.push(key);
        self.counts.push(count);
        count as usize
    }

    /// Removes the current position and returns its key; the first position is never
    /// removed (`None`).
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::rules::repetition::RepetitionHistory;
    ///
    /// let mut history = RepetitionHistory::new(7);
    /// history.push(8, 1);
    /// assert_eq!(history.pop(), Some(8));
    /// assert_eq!(history.pop(), None);
    /// ```
    pub fn pop(&mut self) -> Option<u64> {
        if self.keys.len() <= 1 {
            return None;
        }
        self.counts.pop();
        self.keys.pop()
    }

    /// Drops every position after the first `len` (no effect if there are not more).
    /// `len` is at least 1: the first position stays.
    ///
    /// # Examples
    ///
    /// ```
    /// use caissa::rules::repetition::RepetitionHistory;
    ///
    /// let mut history = RepetitionHistory::new(7);
    /// history.push(8, 1);
    /// history.push(7, 2);
    /// history.truncate(1);
    /// assert_eq!(history.keys(), &[7]);
    /// ```
    pub fn truncate(&mut self, len: usize) {
        let len = len.max(1);
        self.keys.truncate(len);
        self.counts.truncate(len);
    }

    /// The count a new position `key` with clock `halfmoves` would get: one more than the
    /// count of its most recent occurrence in the window, or 1.
    #[inline]
    fn next_count(&self, key: u64, halfmoves: u32) -> u32 {
        let earlier = self.keys.len();
        let start = earlier - window_len(earlier, halfmoves);
        // The previous position with the same side to move is two plies back.
        let mut i = earlier;
        while i >= start + 2 {
            i -= 2;
            if self.keys[i] == key {
                return self.counts[i].saturating_add(1);
            }
        }
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_same_side_only() {
        // Position 5 appears at plies 0, 1 (other side to move, must not count) and 2, 4.
        let keys = [5, 5, 5, 7, 5];
        assert_eq!(count_repetitions(&keys, 4), 3);
        assert_eq!(count_repetitions(&keys, 3), 2);
        assert_eq!(count_repetitions(&keys, 0), 1);
        assert_eq!(count_repetitions(&keys, 100), 3);
        assert_eq!(count_repetitions(&[], 0), 0);
        assert_eq!(count_repetitions(&[9], 10), 1);
    }

    #[cfg(feature = "alloc")]
    #[test]
    fn history_matches_slice_count() {
        // Pseudo-random keys from a small alphabet, and a clock reset now and then.
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut history = RepetitionHistory::new(0);
        let mut halfmoves = 0;
        let mut clocks = alloc::vec![0u32];
        for _ in 0..2000 {
            let r = next();
            if r % 13 == 0 && history.len() > 1 {
                history.pop();
                clocks.pop();
                halfmoves = *clocks.last().unwrap();
            } else {
                halfmoves = if r % 17 == 0 { 0 } else { halfmoves + 1 };
                let key = (r >> 8) % 3;
                let count = history.push(key, halfmoves);
                clocks.push(halfmoves);
                assert_eq!(count, count_repetitions(history.keys(), halfmoves));
            }
            assert_eq!(
                history.count(),
                count_repetitions(history.keys(), halfmoves)
            );
            assert_eq!(
                history.count_if_pushed(4, halfmoves + 1),
                1,
                "a key never seen is new"
            );
        }
    }

    #[cfg(feature = "alloc")]
    #[test]
    fn first_position_stays() {
        let mut history = RepetitionHistory::new(3);
        assert_eq!(history.pop(), None);
        history.push(4, 1);
        history.push(3, 2);
        assert_eq!(history.count(), 2);
        history.truncate(0);
        assert_eq!(history.keys(), &[3]);
        assert_eq!(history.count(), 1);
    }
}
