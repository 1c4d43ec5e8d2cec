//! Replays the python-chess fixtures in `tests/data/` through the public API and checks
//! every field (see `tests/data/README.md` for the formats and how they were generated):
//!
//! - `games.txt`: after every ply of 156 games, the Polyglot key, `outcome()`, both claim
//!   predicates, insufficient material per side and the half-move clock; and for the
//!   `claims` lines, claims by intended move;
//! - `polyglot.txt`: Polyglot keys of 208 positions (the nine published reference keys
//!   first), from the FEN and, where moves are given, incrementally along them.

use std::fs;

use caissa::{ClaimError, Color, Game, Move, Outcome, Position, Termination, zobrist};

fn read(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

/// `outcome` as written in games.txt: `*` or `<termination>:<result>`.
fn outcome_text(outcome: Option<Outcome>) -> String {
    let Some(outcome) = outcome else {
        return "*".to_owned();
    };
    let name = match outcome.termination {
        Termination::Checkmate => "checkmate",
        Termination::Stalemate => "stalemate",
        Termination::InsufficientMaterial => "insufficient_material",
        Termination::SeventyFiveMoves => "seventyfive_moves",
        Termination::FivefoldRepetition => "fivefold_repetition",
        other => panic!("not an automatic ending: {other:?}"),
    };
    format!("{name}:{}", outcome.result())
}

fn flag(text: &str) -> bool {
    match text {
        "0" => false,
        "1" => true,
        _ => panic!("not a 0/1 flag: {text}"),
    }
}

/// Checks the fields `<key> <outcome> <claim3> <claim50> <insuf_w> <insuf_b> <halfmove>`
/// against `game`.
fn check_fields(game: &Game, fields: &[&str], context: &str) {
    let [key, outcome, claim3, claim50, insuf_w, insuf_b, halfmoves] = fields else {
        panic!("{context}: expected 7 fields, got {fields:?}");
    };
    let pos = game.position();
    let key = u64::from_str_radix(key, 16).unwrap();
    assert_eq!(game.zobrist_hash(), key, "{context}: polyglot key");
    assert_eq!(
        zobrist::hash(pos),
        key,
        "{context}: polyglot key from scratch"
    );
    assert_eq!(
        game.repetition_key(),
        zobrist::repetition_key(pos),
        "{context}: repetition key"
    );
    assert_eq!(outcome_text(game.outcome()), *outcome, "{context}: outcome");
    assert_eq!(
        game.can_claim_threefold_repetition(),
        flag(claim3),
        "{context}: can_claim_threefold_repetition"
    );
    assert_eq!(
        game.can_claim_fifty_moves(),
        flag(claim50),
        "{context}: can_claim_fifty_moves"
    );
    assert_eq!(
        pos.has_insufficient_material(Color::White),
        flag(insuf_w),
        "{context}: white insufficient"
    );
    assert_eq!(
        pos.has_insufficient_material(Color::Black),
        flag(insuf_b),
        "{context}: black insufficient"
    );
    assert_eq!(
        pos.halfmoves().to_string(),
        *halfmoves,
        "{context}: halfmove clock"
    );
}

#[derive(Default, Debug)]
struct Totals {
    games: usize,
    positions: usize,
    claims: usize,
    outcomes: usize,
    claim3: usize,
    claim50: usize,
    claims_ok: usize,
}

#[test]
fn games_match_python_chess() {
    let text = read("games.txt");
    let mut totals = Totals::default();
    let mut game: Option<Game> = None;
    for (index, line) in text.lines().enumerate() {
        let context = format!("games.txt:{}", index + 1);
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "game" => {
                assert!(game.is_none(), "{context}: game inside a game");
                game = Some(Game::from_fen(rest).unwrap_or_else(|e| panic!("{context}: {e}")));
                totals.games += 1;
            }
            "start" => {
                let game = game.as_ref().expect("start outside a game");
                let fields: Vec<&str> = rest.split(' ').collect();
                check_fields(game, &fields, &context);
                totals.positions += 1;
            }
            "claims" => {
                let game = game.as_ref().expect("claims outside a game");
                let [text, threefold, fifty] = rest.split(' ').collect::<Vec<_>>()[..] else {
                    panic!("{context}: bad claims line");
                };
                let m = game
                    .position()
                    .parse_uci(text)
                    .unwrap_or_else(|e| panic!("{context}: {e}"));
                for (expected, claim) in [
                    (
                        flag(threefold),
                        Game::claim_threefold_repetition_with
                            as fn(&mut Game, Move) -> Result<Outcome, ClaimError>,
                    ),
                    (flag(fifty), Game::claim_fifty_moves_with),
                ] {
                    let mut trial = game.clone();
                    let result = claim(&mut trial, m);
                    assert_eq!(result.is_ok(), expected, "{context}: {result:?}");
                    if let Ok(outcome) = result {
                        assert!(outcome.is_draw());
                        assert_eq!(trial.moves().last(), Some(&m), "{context}: move played");
                        assert!(trial.is_over());
                        totals.claims_ok += 1;
                    } else {
                        assert_eq!(&trial, game, "{context}: a refused claim changes nothing");
                    }
                }
                totals.claims += 1;
            }
            "end" => {
                game = None;
            }
            _ => {
                let game = game.as_mut().expect("move outside a game");
                let fields: Vec<&str> = rest.split(' ').collect();
                assert!(!game.is_over(), "{context}: move after the end");
                game.play_uci(word)
                    .unwrap_or_else(|e| panic!("{context}: {word}: {e}"));
                check_fields(game, &fields, &context);
                totals.positions += 1;
                totals.outcomes += usize::from(fields[1] != "*");
                totals.claim3 += usize::from(fields[2] == "1");
                totals.claim50 += usize::from(fields[3] == "1");
            }
        }
    }
    assert!(game.is_none(), "unterminated game");
    println!("{totals:?}");
    // The README's counts, so that a truncated file cannot pass.
    assert_eq!(totals.games, 156);
    assert_eq!(totals.positions, 156 + 9_193);
    assert_eq!(totals.claims, 136);
    assert!(totals.outcomes >= 5 + 4 + 49 + 36 + 16);
    assert!(totals.claim3 >= 435 && totals.claim50 >= 1_034);
    assert!(totals.claims_ok >= 26 + 28);
}

#[test]
fn polyglot_keys_match() {
    let text = read("polyglot.txt");
    let mut lines = 0;
    for (index, line) in text.lines().enumerate() {
        let context = format!("polyglot.txt:{}", index + 1);
        let [key, moves, fen] = line.split('\t').collect::<Vec<_>>()[..] else {
            panic!("{context}: expected three TAB-separated fields");
        };
        let key = u64::from_str_radix(key, 16).unwrap();
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{context}: {e}"));
        assert_eq!(zobrist::hash(&pos), key, "{context}: from the FEN");
        if moves != "-" {
            let mut pos = Position::new();
            let mut incremental = zobrist::hash(&pos);
            let mut game = Game::new();
            for text in moves.split(' ') {
                let m = pos
                    .parse_uci(text)
                    .unwrap_or_else(|e| panic!("{context}: {e}"));
                incremental = zobrist::update(incremental, &pos, m);
                pos.play_unchecked(m);
                game.play(m).unwrap();
            }
            assert_eq!(incremental, key, "{context}: incremental");
            assert_eq!(game.zobrist_hash(), key, "{context}: Game");
        }
        lines += 1;
    }
    assert_eq!(lines, 208);
}
