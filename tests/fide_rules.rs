//! One test per FIDE article on the end of the game (Laws of Chess 2023), each with a
//! concrete position or move sequence, through the public `Game` API.
//!
//! Expected values follow the FIDE text and, where the rules leave a choice, python-chess
//! 1.11.2 (`Board.outcome()`, `can_claim_*`, `is_repetition`), which was run on every
//! sequence below.

use caissa::rules::fifty;
use caissa::{
    ClaimError, Color, EndingError, Game, GameError, Move, Outcome, Position, Termination, Undone,
    zobrist,
};

/// The legal move written `uci`.
fn uci(pos: &Position, uci: &str) -> Move {
    pos.parse_uci(uci)
        .unwrap_or_else(|e| panic!("{uci} in {pos}: {e}"))
}

fn play(game: &mut Game, moves: &str) {
    for text in moves.split_whitespace() {
        game.play_uci(text)
            .unwrap_or_else(|e| panic!("{text} refused in {}: {e}", game.position()));
    }
}

fn game(fen: &str) -> Game {
    Game::from_fen(fen).unwrap()
}

fn termination(game: &Game) -> Option<Termination> {
    game.outcome().map(|o| o.termination)
}

const KNIGHT_DANCE: &str = "g1f3 g8f6 f3g1 f6g8";

// ------------------------------------------------------------------ 5.1.1 checkmate

#[test]
fn art_5_1_1_checkmate_wins() {
    let mut g = Game::new();
    play(&mut g, "f2f3 e7e5 g2g4 d8h4");
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::Black, Termination::Checkmate))
    );
    assert_eq!(g.result(), "0-1");
}

#[test]
fn art_5_1_1_and_9_6_2_mate_on_the_150th_ply_beats_the_75_move_rule() {
    // Clock at 149: the mating move is the 150th ply without capture or pawn move.
    let mut g = game("4k3/8/4K3/8/8/8/8/R7 w - - 149 100");
    play(&mut g, "a1a8");
    assert_eq!(g.position().halfmoves(), 150);
    assert_eq!(
        g.outcome(),
        Some(Outcome::win(Color::White, Termination::Checkmate))
    );
    // Any other quiet move: drawn by the 75-move rule.
    let mut g = game("4k3/8/4K3/8/8/8/8/R7 w - - 149 100");
    play(&mut g, "a1a2");
    assert_eq!(termination(&g), Some(Termination::SeventyFiveMoves));
    assert!(!fifty::is_seventyfive_moves(
        &Position::from_fen("R3k3/8/4K3/8/8/8/8/8 b - - 150 100").unwrap()
    ));
}

// ------------------------------------------------------------------ 5.1.2 resignation

#[test]
fn art_5_1_2_resignation() {
    let mut g = Game::new();
    play(&mut g, "e2e4");
    // Either side may resign, on move or not.
    assert_eq!(
        g.resign(Color::White),
        Ok(Outcome::win(Color::Black, Termination::Resignation))
    );
    assert_eq!(g.result(), "0-1");
    assert!(matches!(
        g.resign(Color::Black),
        Err(EndingError::GameOver(_))
    ));
    // The opponent cannot mate by any series of legal moves: drawn.
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(
        g.resign(Color::White),
        Ok(Outcome::draw(Termination::Resignation))
    );
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(
        g.resign(Color::Black),
        Ok(Outcome::win(Color::White, Termination::Resignation))
    );
}

// ------------------------------------------------------------------ 5.2.1 stalemate

#[test]
fn art_5_2_1_stalemate() {
    let mut g = game("k7/8/1K1Q4/8/8/8/8/8 w - - 0 1");
    play(&mut g, "d6c7");
    assert_eq!(g.outcome(), Some(Outcome::draw(Termination::Stalemate)));
    assert_eq!(g.result(), "1/2-1/2");
}

#[test]
fn art_5_2_1_stalemate_at_150_plies_is_stalemate() {
    let mut g = game("k7/8/1K1Q4/8/8/8/8/8 w - - 149 100");
    play(&mut g, "d6c7");
    assert_eq!(g.position().halfmoves(), 150);
    assert_eq!(g.outcome(), Some(Outcome::draw(Termination::Stalemate)));
}

// ------------------------------------------------------------------ 5.2.2 dead position

fn insufficient(fen: &str) -> (bool, bool) {
    let pos = Position::from_fen(fen).unwrap();
    (
        pos.has_insufficient_material(Color::White),
        pos.has_insufficient_material(Color::Black),
    )
}

#[test]
fn art_5_2_2_insufficient_material_per_side() {
    // KNN v K: the knights can mate a king that walks into it; the lone king cannot.
    assert_eq!(
        insufficient("4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1"),
        (false, true)
    );
    assert!(
        game("4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1")
            .outcome()
            .is_none()
    );
    // KB v KB, bishops on squares of the same colour (c1, f8 dark): nobody can mate.
    assert_eq!(
        insufficient("5b2/8/4k3/8/8/3K4/8/2B5 w - - 0 1"),
        (true, true)
    );
    // Opposite colours (c1 dark, c8 light): both can (with help).
    assert_eq!(
        insufficient("2b5/8/4k3/8/8/3K4/8/2B5 w - - 0 1"),
        (false, false)
    );
    // KN v KQ: the knight's side cannot mate, the queen's side can.
    assert_eq!(
        insufficient("4k3/8/8/8/8/8/3q4/4KN2 w - - 0 1"),
        (true, false)
    );
}

#[test]
fn art_5_2_2_dead_position_ends_the_game_at_once() {
    // White takes the last black pawn: KB v K.
    let mut g = game("4k3/8/8/8/8/8/5p2/4KB2 w - - 0 60");
    play(&mut g, "e1f2");
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(Termination::InsufficientMaterial))
    );
    // The white king takes the rook: bishops on squares of the same colour remain.
    let mut g = game("5b2/8/4k3/8/8/3K4/4r3/2B5 w - - 0 1");
    play(&mut g, "d3e2");
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(Termination::InsufficientMaterial))
    );
}

// ------------------------------------------------------------------ 5.2.3 agreement

#[test]
fn art_5_2_3_agreement_only_after_both_have_moved() {
    let mut g = Game::new();
    assert_eq!(g.agree_draw(), Err(EndingError::TooEarly));
    play(&mut g, "e2e4");
    assert_eq!(g.agree_draw(), Err(EndingError::TooEarly));
    play(&mut g, "e7e5");
    assert_eq!(g.agree_draw(), Ok(Outcome::draw(Termination::Agreement)));
    assert!(matches!(
        g.play(uci(g.position(), "g1f3")),
        Err(GameError::GameOver(_))
    ));
    // A game set up at move 30: both sides have moved before it.
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 0 30");
    assert!(g.agree_draw().is_ok());
    // Black to move in move 1: only White has moved.
    let mut g = game("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(g.agree_draw(), Err(EndingError::TooEarly));
    play(&mut g, "e7e5");
    assert!(g.agree_draw().is_ok());
}

// ------------------------------------------------------------------ 6.9 time forfeit

#[test]
fn art_6_9_time_forfeit() {
    let mut g = Game::new();
    assert_eq!(
        g.flag(Color::White),
        Ok(Outcome::win(Color::Black, Termination::TimeForfeit))
    );
    // Black's flag falls, but White (king and knight against king and queen) could never
    // mate: drawn. Had White's flag fallen, Black would win.
    let mut g = game("4k3/8/8/8/8/8/3q4/4KN2 w - - 0 1");
    assert_eq!(
        g.clone().flag(Color::Black),
        Ok(Outcome::draw(Termination::TimeForfeit))
    );
    assert_eq!(
        g.flag(Color::White),
        Ok(Outcome::win(Color::Black, Termination::TimeForfeit))
    );
    // A mate before the flag fell stands.
    let mut g = Game::new();
    play(&mut g, "f2f3 e7e5 g2g4 d8h4");
    assert!(matches!(
        g.flag(Color::Black),
        Err(EndingError::GameOver(Outcome {
            termination: Termination::Checkmate,
            ..
        }))
    ));
}

// ------------------------------------------------------------------ 9.2 threefold

#[test]
fn art_9_2_2_threefold_has_appeared() {
    let mut g = Game::new();
    play(&mut g, KNIGHT_DANCE);
    assert_eq!(
        g.claim_threefold_repetition(),
        Err(ClaimError::NotRepeated { count: 2 })
    );
    play(&mut g, KNIGHT_DANCE);
    assert_eq!(g.repetitions(), 3);
    assert!(g.can_claim_threefold_repetition());
    // A claim is not automatic: the game goes on until someone claims.
    assert_eq!(g.outcome(), None);
    assert_eq!(
        g.claim_threefold_repetition(),
        Ok(Outcome::draw(Termination::ThreefoldRepetition))
    );
    assert_eq!(g.result(), "1/2-1/2");
}

#[test]
fn art_9_2_1_threefold_about_to_appear_with_intended_move() {
    let mut g = Game::new();
    play(&mut g, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
    assert_eq!(g.repetitions(), 2);
    assert!(g.can_claim_threefold_repetition());
    // Claiming now, without a move, is wrong.
    let before = g.clone();
    assert_eq!(
        g.claim_threefold_repetition(),
        Err(ClaimError::NotRepeated { count: 2 })
    );
    // A wrong intended move: nothing changes.
    let wrong = uci(g.position(), "f6h5");
    assert_eq!(
        g.claim_threefold_repetition_with(wrong),
        Err(ClaimError::NotRepeated { count: 1 })
    );
    assert_eq!(g, before);
    // An illegal one.
    let illegal = Move::normal(caissa::Square::F6, caissa::Square::F4);
    assert!(matches!(
        g.claim_threefold_repetition_with(illegal),
        Err(ClaimError::Illegal(_))
    ));
    assert_eq!(g, before);
    // The right one is played and ends the game.
    let right = uci(g.position(), "f6g8");
    assert_eq!(
        g.claim_threefold_repetition_with(right),
        Ok(Outcome::draw(Termination::ThreefoldRepetition))
    );
    assert_eq!(g.moves().len(), 8);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(
        g.undo(),
        Some(Undone::Claim {
            mv: right,
            outcome: Outcome::draw(Termination::ThreefoldRepetition)
        })
    );
    assert_eq!(g, before);
}

#[test]
fn art_9_2_3_unusable_ep_square_does_not_make_a_new_position() {
    // 1. e4: the e3 square is recorded, but no black pawn can take: the position after
    // 1. e4 is the same as after 1. e4 Nf6 2. Nf3 Ng8 3. Ng1.
    let mut g = Game::new();
    play(&mut g, "e2e4");
    assert_eq!(
        g.position().ep_square(),
        Some(caissa::Square::E3),
        "the square is recorded"
    );
    play(&mut g, "g8f6 g1f3 f6g8 f3g1");
    assert_eq!(g.repetitions(), 2);
    play(&mut g, "g8f6 g1f3 f6g8 f3g1");
    assert_eq!(g.repetitions(), 3);
    assert!(g.claim_threefold_repetition().is_ok());

    // The same with the square written in the start FEN, the capture illegal (pinned).
    let mut g = game("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1");
    assert_eq!(g.position().ep_square(), Some(caissa::Square::D6));
    play(&mut g, "a5b4 h1g1 b4a5 g1h1");
    assert_eq!(g.repetitions(), 2);
    play(&mut g, "a5b4 h1g1 b4a5 g1h1");
    assert_eq!(g.repetitions(), 3);
}

#[test]
fn art_9_2_3_legal_ep_capture_makes_a_different_position() {
    // 1. e4 with a black pawn on d4: dxe3 e.p. is possible, so the position differs from
    // the same placement later, when it no longer is.
    let mut g = game("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    play(&mut g, "e2e4");
    assert!(g.position().legal_ep_square().is_some());
    play(&mut g, "e8d7 e1e2 d7e8 e2e1");
    assert_eq!(g.repetitions(), 1, "the ep capture is no longer possible");
    play(&mut g, "e8d7 e1e2 d7e8 e2e1");
    assert_eq!(g.repetitions(), 2);
}

#[test]
fn art_9_2_3_lost_castling_rights_make_a_different_position() {
    // 1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8: the placement of move 2 again, but without castling.
    let mut g = Game::new();
    play(&mut g, "e2e4 e7e5");
    play(&mut g, "e1e2 e8e7 e2e1 e7e8");
    assert_eq!(g.repetitions(), 1);
    play(&mut g, "e1e2 e8e7 e2e1 e7e8");
    assert_eq!(g.repetitions(), 2);
    assert!(!g.can_claim_threefold_repetition());
    play(&mut g, "e1e2 e8e7 e2e1 e7e8");
    assert_eq!(
        g.repetitions(),
        3,
        "not 4: the first occurrence had castling rights"
    );
    assert!(g.can_claim_threefold_repetition());
}

// ------------------------------------------------------------------ 9.3 fifty moves

#[test]
fn art_9_3_fifty_moves_by_intended_move_at_clock_99() {
    let mut g = game("4k3/8/4K3/8/8/8/P7/R7 w - - 99 80");
    assert!(g.can_claim_fifty_moves());
    assert_eq!(
        g.claim_fifty_moves(),
        Err(ClaimError::NotFiftyMoves { halfmoves: 99 })
    );
    let before = g.clone();
    // A pawn move resets the clock.
    let push = uci(g.position(), "a2a3");
    assert_eq!(
        g.claim_fifty_moves_with(push),
        Err(ClaimError::NotFiftyMoves { halfmoves: 0 })
    );
    // A quiet move brings the clock to 100: the claim is correct and the move is played.
    let quiet = uci(g.position(), "e6d6");
    assert_eq!(g, before);
    assert_eq!(
        g.claim_fifty_moves_with(quiet),
        Ok(Outcome::draw(Termination::FiftyMoves))
    );
    assert_eq!(g.moves(), &[quiet]);
    assert_eq!(g.position().halfmoves(), 100);
    assert!(matches!(
        g.play(uci(g.position(), "e8f7")),
        Err(GameError::GameOver(_))
    ));
}

#[test]
fn art_9_3_fifty_moves_claim_with_a_mating_move_is_refused() {
    let mut g = game("4k3/8/4K3/8/8/8/8/R7 w - - 99 80");
    let before = g.clone();
    let mate = uci(g.position(), "a1a8");
    assert_eq!(
        g.claim_fifty_moves_with(mate),
        Err(ClaimError::MoveEndsGame(Outcome::win(
            Color::White,
            Termination::Checkmate
        )))
    );
    assert_eq!(g, before);
}

#[test]
fn art_9_3_2_fifty_moves_has_been_reached() {
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 b - - 100 80");
    assert!(g.can_claim_fifty_moves());
    assert!(
        g.outcome().is_none(),
        "the fifty-move rule is not automatic"
    );
    assert_eq!(g.claim_draw(), Ok(Outcome::draw(Termination::FiftyMoves)));
}

// ------------------------------------------------------------------ 9.6 automatic draws

#[test]
fn art_9_6_1_fivefold_reached_non_consecutively() {
    let mut g = Game::new();
    // The start position recurs after each knight dance; between the dances the knights
    // take other routes (b1-c3, b8-c6), so the repetitions are not consecutive.
    play(&mut g, KNIGHT_DANCE); // 2
    play(&mut g, "b1c3 b8c6 c3b1 c6b8"); // 3
    play(&mut g, "g1h3 g8h6 h3g1 h6g8"); // 4
    assert_eq!(g.repetitions(), 4);
    assert!(g.outcome().is_none());
    play(&mut g, "b1a3 b8a6 a3b1 a6b8"); // 5
    assert_eq!(g.repetitions(), 5);
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(Termination::FivefoldRepetition))
    );
    // Nothing more can be played, and the refusal changes nothing.
    let before = g.clone();
    assert_eq!(
        g.play(uci(g.position(), "e2e4")),
        Err(GameError::GameOver(Outcome::draw(
            Termination::FivefoldRepetition
        )))
    );
    assert_eq!(g, before);
    // Taking the last move back reopens the game.
    assert!(matches!(g.undo(), Some(Undone::Move(_))));
    assert!(g.outcome().is_none());
}

#[test]
fn art_9_6_2_seventy_five_moves() {
    let mut g = game("4k3/8/8/8/8/8/8/R3K3 w - - 148 100");
    play(&mut g, "a1a2");
    assert!(g.outcome().is_none());
    play(&mut g, "e8d7");
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(Termination::SeventyFiveMoves))
    );
    assert!(matches!(
        g.play(uci(g.position(), "a2a3")),
        Err(GameError::GameOver(_))
    ));
    assert!(matches!(
        g.claim_fifty_moves(),
        Err(ClaimError::GameOver(_))
    ));
}

// ------------------------------------------------------------------ keys

#[test]
fn game_keys_follow_the_polyglot_reference() {
    let mut g = Game::new();
    assert_eq!(g.zobrist_hash(), 0x463b_9618_1691_fc9c);
    play(&mut g, "e2e4");
    assert_eq!(g.zobrist_hash(), 0x823c_9b50_fd11_4196);
    play(&mut g, "d7d5 e4e5 f7f5");
    assert_eq!(g.zobrist_hash(), 0x22a4_8b5a_8e47_ff78);
    // The pawn on e5 may take f5 e.p.: both keys hash the file.
    assert_eq!(g.zobrist_hash(), g.repetition_key());
    play(&mut g, "e1e2 e8f7");
    assert_eq!(g.zobrist_hash(), 0x00fd_d303_c946_bdd9);
    for (pos, &key) in g.positions().iter().zip(g.keys()) {
        assert_eq!(key, zobrist::repetition_key(pos));
    }
}
