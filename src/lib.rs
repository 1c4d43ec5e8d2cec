#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod bitboard;
mod clock;
mod color;
mod role;
mod square;

pub use bitboard::{Bitboard, IntoIter as BitboardIter};
#[cfg(feature = "std")]
pub use clock::WallClock;
pub use clock::{
    Bonus, Clock, ClockError, ParseTimeControlError, ParseTimeControlErrorKind, Press, Stage,
    Stages, StagesError, TimeControl,
};
pub use color::{ByColor, Color};
pub use role::{ByRole, Piece, Role};
pub use square::{File, ParseSquareError, Rank, Square};
