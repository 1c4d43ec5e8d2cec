//! Fuzz target: random legal walks through `Game` with take-backs, declared endings and
//! claims, checking after every step that
//!
//! - the incremental keys equal the keys from scratch (`zobrist::hash`,
//!   `zobrist::repetition_key`, and `zobrist::update` from the previous position);
//! - `undo` restores the exact previous state;
//! - nothing can be played once the game is over, and a refused call changes nothing.
//!
//! Input bytes: the first picks a start position, each following byte one action.
//! To be wired into `fuzz/` as `[[bin]] name = "game_walk"`.

#![no_main]

use caissa::{Color, Game, GameError, Position, zobrist};
use libfuzzer_sys::fuzz_target;

const STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 95 60",
    "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
    "1r2k3/P1P5/8/8/8/8/5p2/4K3 w - - 0 1",
];

fn check_keys(game: &Game) {
    let pos = game.position();
    assert_eq!(game.zobrist_hash(), zobrist::hash(pos));
    assert_eq!(game.repetition_key(), zobrist::repetition_key(pos));
    assert_eq!(game.keys().len(), game.positions().len());
    assert_eq!(game.moves().len() + 1, game.positions().len());
}

fn setups(game: &Game) -> Vec<caissa::Setup> {
    game.positions().iter().map(Position::to_setup).collect()
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, actions)) = data.split_first() else {
        return;
    };
    let mut game = Game::from_fen(STARTS[usize::from(first) % STARTS.len()]).unwrap();
    check_keys(&game);
    for &byte in actions {
        let before = game.clone();
        match byte {
            // Take back.
            0xf0..=0xff => {
                game.undo();
            }
            // Declarations and claims: accepted or refused, never half-applied.
            0xe0..=0xef => {
                let result = match byte & 7 {
                    0 => game.resign(Color::White).map(drop).map_err(drop),
                    1 => game.flag(Color::Black).map(drop).map_err(drop),
                    2 => game.agree_draw().map(drop).map_err(drop),
                    3 => game.claim_threefold_repetition().map(drop).map_err(drop),
                    4 => game.claim_fifty_moves().map(drop).map_err(drop),
                    _ => game.claim_draw().map(drop).map_err(drop),
                };
                match result {
                    Ok(()) => {
                        assert!(game.is_over());
                        game.undo();
                        assert_eq!(game, before);
                    }
                    Err(()) => assert_eq!(game, before),
                }
            }
            // A move, chosen among the legal ones.
            _ => {
                let pos = *game.position();
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    continue;
                }
                let m = moves[usize::from(byte) % moves.len()];
                let over = game.outcome();
                match game.play(m) {
                    Ok(()) => {
                        assert!(over.is_none());
                        let key = zobrist::update(zobrist::hash(&pos), &pos, m);
                        assert_eq!(key, game.zobrist_hash());
                        let rep =
                            zobrist::update_repetition_key(zobrist::repetition_key(&pos), &pos, m);
                        assert_eq!(rep, game.repetition_key());
                        // Undo and replay: exactly the same states.
                        let after = game.clone();
                        game.undo();
                        assert_eq!(game, before);
                        assert_eq!(setups(&game), setups(&before));
                        game.play(m).unwrap();
                        assert_eq!(game, after);
                    }
                    Err(GameError::GameOver(outcome)) => {
                        assert_eq!(Some(outcome), over);
                        assert_eq!(game, before);
                    }
                    Err(err) => panic!("legal move {m:?} refused: {err}"),
                }
            }
        }
        check_keys(&game);
    }
});
