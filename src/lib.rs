#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(any(feature = "std", test))]
extern crate std;

pub mod attacks;
mod bitboard;
mod board;
mod castling;
mod chess960;
mod clock;
mod color;
mod fen;
#[cfg(feature = "alloc")]
mod game;
mod movegen;
mod mv;
mod perft;
mod position;
mod role;
pub mod rules;
mod san;
mod setup;
mod square;
mod uci;
pub mod zobrist;

pub use bitboard::{Bitboard, IntoIter as BitboardIter};
pub use board::Board;
pub use castling::{CastlingMode, CastlingSide};
#[cfg(feature = "std")]
pub use clock::WallClock;
pub use clock::{
    Bonus, Clock, ClockError, ParseTimeControlError, ParseTimeControlErrorKind, Press, Stage,
    Stages, StagesError, TimeControl,
};
pub use color::{ByColor, Color};
pub use fen::{
    CastlingNotation, EnPassantMode, Fen, FenError, FenField, ParseFenError, ParseFenErrorKind,
};
#[cfg(feature = "alloc")]
pub use game::{ClaimError, EndingError, Game, GameError, Timed, Undone, WithClockError};
pub use mv::{MAX_LEGAL_MOVES, Move, MoveKind, MoveList};
pub use perft::{perft, perft_divide};
pub use position::{IllegalMoveReason, PlayError, Position, PositionError, PositionErrorKinds};
pub use role::{ByRole, Piece, Role};
pub use rules::{Outcome, Termination};
pub use san::{
    ParseSanError, ParseSanErrorKind, Relaxations, San, SanError, SanLine, SanLineError, SanPlus,
    Suffix,
};
pub use setup::Setup;
pub use square::{File, ParseSquareError, Rank, Square};
pub use uci::{ParseUciError, ParseUciErrorKind, UciError, UciMove};
