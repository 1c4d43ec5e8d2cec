//! Property tests of the game rules along random legal walks (with take-backs):
//!
//! - the incremental Polyglot and repetition keys equal the keys computed from scratch;
//! - `Game::undo` restores the exact previous state (positions, keys, counts);
//! - the repetition counts and threefold claims equal a naive recount that compares whole
//!   positions (FIDE 9.2.3 identity) over the entire history;
//! - `Game::outcome` equals the automatic rules applied to the naive count.

use caissa::rules::fifty;
use caissa::{Game, GameError, Move, Position, Termination, rules, zobrist};
use proptest::prelude::*;

/// Start positions where random walks repeat often, castle, capture en passant and
/// promote.
const STARTS: [&str; 8] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 90 60",
    "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
    "1r2k3/P1P5/8/8/8/8/5p2/4K3 w - - 0 1",
    "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
];

/// FIDE 9.2.3: same side to move, placement, castling rights and en passant possibility.
fn same(a: &Position, b: &Position) -> bool {
    a.board() == b.board()
        && a.turn() == b.turn()
        && a.castling_rights() == b.castling_rights()
        && a.legal_ep_square() == b.legal_ep_square()
}

/// Occurrences of the last position over the whole history, compared position by position.
fn naive_count(positions: &[Position]) -> usize {
    let last = positions.last().unwrap();
    positions.iter().filter(|p| same(p, last)).count()
}

/// python-chess `can_claim_threefold_repetition`, by brute force over whole positions.
fn naive_can_claim_threefold(positions: &[Position]) -> bool {
    if naive_count(positions) >= 3 {
        return true;
    }
    let last = *positions.last().unwrap();
    last.legal_moves().into_iter().any(|m| {
        let after = last.play(m).unwrap();
        1 + positions.iter().filter(|p| same(p, &after)).count() >= 3
    })
}

/// One step of a walk: play the legal move chosen by `choice`, or take back.
fn step(game: &mut Game, choice: u16) -> Option<Move> {
    if choice % 7 == 0 {
        game.undo();
        return None;
    }
    let moves = game.position().legal_moves();
    if moves.is_empty() || game.is_over() {
        game.undo();
        return None;
    }
    // Often go back where the piece of two plies ago came from, so that positions repeat.
    if choice % 3 != 0 {
        if let [.., mine, _] = game.moves() {
            let back = Move::normal(mine.to(), mine.from());
            if moves.contains(&back) && !game.position().is_zeroing(back) {
                game.play(back).unwrap();
                return Some(back);
            }
        }
    }
    // Prefer quiet moves, again so that positions repeat.
    let quiet: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|&m| !game.position().is_zeroing(m))
        .collect();
    let m = if choice % 5 != 0 && !quiet.is_empty() {
        quiet[usize::from(choice) % quiet.len()]
    } else {
        moves[usize::from(choice) % moves.len()]
    };
    game.play(m).unwrap();
    Some(m)
}

fn walk() -> impl Strategy<Value = (usize, Vec<u16>)> {
    (0..STARTS.len(), prop::collection::vec(any::<u16>(), 1..160))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn incremental_keys_equal_keys_from_scratch((start, choices) in walk()) {
        let mut pos = Position::from_fen(STARTS[start]).unwrap();
        let mut key = zobrist::hash(&pos);
        let mut rep = zobrist::repetition_key(&pos);
        for choice in choices {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[usize::from(choice) % moves.len()];
            key = zobrist::update(key, &pos, m);
            rep = zobrist::update_repetition_key(rep, &pos, m);
            pos.play_unchecked(m);
            prop_assert_eq!(key, zobrist::hash(&pos), "{} after {:?}", pos, m);
            prop_assert_eq!(rep, zobrist::repetition_key(&pos), "{} after {:?}", pos, m);
        }
    }

    #[test]
    fn game_keys_equal_keys_from_scratch((start, choices) in walk()) {
        let mut game = Game::from_fen(STARTS[start]).unwrap();
        for choice in choices {
            step(&mut game, choice);
            prop_assert_eq!(game.positions().len(), game.keys().len());
            prop_assert_eq!(game.repetition_key(), zobrist::repetition_key(game.position()));
            prop_assert_eq!(game.zobrist_hash(), zobrist::hash(game.position()));
        }
    }

    #[test]
    fn undo_restores_the_exact_previous_state((start, choices) in walk()) {
        let mut game = Game::from_fen(STARTS[start]).unwrap();
        for choice in choices {
            let before = game.clone();
            let setups: Vec<_> = before.positions().iter().map(Position::to_setup).collect();
            if step(&mut game, choice | 1).is_some() {
                game.undo();
                prop_assert_eq!(&game, &before);
                let after: Vec<_> = game.positions().iter().map(Position::to_setup).collect();
                prop_assert_eq!(after, setups);
                prop_assert_eq!(game.repetitions(), before.repetitions());
                prop_assert_eq!(game.zobrist_hash(), before.zobrist_hash());
                step(&mut game, choice | 1);
            }
            step(&mut game, choice);
        }
    }

    #[test]
    fn repetitions_equal_a_naive_recount((start, choices) in walk()) {
        let mut game = Game::from_fen(STARTS[start]).unwrap();
        for choice in choices {
            step(&mut game, choice);
            let positions = game.positions();
            let count = naive_count(positions);
            prop_assert_eq!(game.repetitions(), count);
            prop_assert_eq!(
                game.can_claim_threefold_repetition(),
                naive_can_claim_threefold(positions)
            );
            let pos = game.position();
            prop_assert_eq!(game.outcome(), rules::outcome(pos, count));
            prop_assert_eq!(game.can_claim_fifty_moves(), fifty::can_claim_fifty_moves(pos));
            if let Some(outcome) = game.outcome() {
                prop_assert!(outcome.termination.is_automatic());
                if let Some(&m) = pos.legal_moves().first() {
                    prop_assert_eq!(game.clone().play(m), Err(GameError::GameOver(outcome)));
                }
            }
        }
    }

}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn claims_by_intended_move_agree_with_can_claim((start, choices) in walk()) {
        let mut game = Game::from_fen(STARTS[start]).unwrap();
        for choice in choices {
            step(&mut game, choice);
            // Every claim clones the game: look at one position in four.
            if game.is_over() || choice % 4 != 0 {
                continue;
            }
            // A claim with some legal move succeeds exactly when can_claim says so (or
            // the current position already qualifies without a move).
            let now = game.repetitions() >= 3;
            let any_move = game.position().legal_moves().into_iter().any(|m| {
                let mut trial = game.clone();
                let ok = trial.claim_threefold_repetition_with(m).is_ok();
                if !ok {
                    assert_eq!(trial, game, "a refused claim changes nothing");
                }
                ok
            });
            prop_assert_eq!(now || any_move, game.can_claim_threefold_repetition());
            let fifty_now = game.position().halfmoves() >= 100;
            let fifty_move = game.position().legal_moves().into_iter().any(|m| {
                let mut trial = game.clone();
                match trial.claim_fifty_moves_with(m) {
                    Ok(outcome) => {
                        assert!(matches!(
                            outcome.termination,
                            Termination::FiftyMoves
                                | Termination::SeventyFiveMoves
                                | Termination::FivefoldRepetition
                        ));
                        true
                    }
                    Err(_) => false,
                }
            });
            prop_assert_eq!(fifty_now || fifty_move, game.can_claim_fifty_moves());
        }
    }
}

/// The walks above are only worth something if they reach the interesting cases: check
/// that walks of this kind do repeat positions three and five times, claim draws, and
/// reach the fifty- and seventy-five-move thresholds.
#[test]
fn walks_reach_repetitions_and_claims() {
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed >> 16) as u16
    };
    let (mut threefold, mut fivefold, mut claim3, mut claim50, mut seventyfive) = (0, 0, 0, 0, 0);
    for start in STARTS {
        for _ in 0..20 {
            let mut game = Game::from_fen(start).unwrap();
            for _ in 0..160 {
                step(&mut game, next());
                threefold += usize::from(game.repetitions() == 3);
                claim3 += usize::from(game.can_claim_threefold_repetition());
                claim50 += usize::from(game.can_claim_fifty_moves());
                match game.outcome().map(|o| o.termination) {
                    Some(Termination::FivefoldRepetition) => fivefold += 1,
                    Some(Termination::SeventyFiveMoves) => seventyfive += 1,
                    _ => {}
                }
            }
        }
    }
    std::println!(
        "threefold {threefold}, fivefold {fivefold}, claim3 {claim3}, claim50 {claim50}, 75 {seventyfive}"
    );
    assert!(
        threefold > 500 && fivefold > 100 && claim3 > 1000 && claim50 > 100 && seventyfive > 10,
        "threefold {threefold}, fivefold {fivefold}, claim3 {claim3}, claim50 {claim50}, 75 {seventyfive}"
    );
}
