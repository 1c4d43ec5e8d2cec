#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod bitboard;
mod color;
mod role;
mod square;

pub use bitboard::{Bitboard, IntoIter as BitboardIter};
pub use color::{ByColor, Color};
pub use role::{ByRole, Piece, Role};
pub use square::{File, ParseSquareError, Rank, Square};
