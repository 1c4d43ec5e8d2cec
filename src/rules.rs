//! The rules that end a game: pure functions over positions and key histories.
//!
//! - [`material`]: insufficient material (FIDE 5.2.2, as python-chess, shakmaty and lichess
//!   test it);
//! - [`fifty`]: the fifty-move (claimable, FIDE 9.3) and seventy-five-move (automatic,
//!   FIDE 9.6.2) rules;
//! - [`repetition`]: counting occurrences of a position over a history of
//!   [repetition keys](crate::zobrist::repetition_key) (threefold, claimable, FIDE 9.2;
//!   fivefold, automatic, FIDE 9.6.1);
//! - [`outcome`]: the automatic ending of a position, if any, in python-chess order;
//!   [`Outcome`] and [`Termination`].
//!
//! [`Game`](crate::Game) ties them together with a move history, claims and the other
//! endings (resignation, agreement, time forfeit).

pub mod fifty;
pub mod material;
mod outcome;
pub mod repetition;

pub use self::outcome::{Outcome, Termination, outcome};
