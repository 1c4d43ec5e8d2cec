//! `Game` with moves as SAN and UCI, and `Game` on a clock (issues 4 and 5), through the
//! public API. Every clock timeline is computed by hand in the comments beside it.

use core::time::Duration;

use caissa::{
    CastlingMode, Clock, ClockError, Color, Game, GameError, Move, Outcome, Position, SanError,
    Square, Termination, TimeControl, Timed, UciError, Undone, WithClockError,
};

const fn secs(s: u64) -> Duration {
    Duration::from_secs(s)
}

const NANO: Duration = Duration::from_nanos(1);

fn tc(tag: &str) -> TimeControl {
    tag.parse().unwrap()
}

fn clock(game: &Game) -> &Clock {
    game.clock().expect("the game has a clock")
}

/// Both sides' remaining time.
fn times(game: &Game) -> (Option<Duration>, Option<Duration>) {
    let clock = clock(game);
    (clock.remaining(Color::White), clock.remaining(Color::Black))
}

/// Plays a SAN move that must be in time.
fn in_time(game: &mut Game, san: &str, elapsed: Duration) -> Move {
    let (m, timed) = game
        .play_san_timed(san, elapsed)
        .unwrap_or_else(|e| panic!("{san}: {e}"));
    assert_eq!(timed, Timed::InTime, "{san}");
    m
}

// ------------------------------------------------------------------ SAN and UCI

#[test]
fn san_and_uci_moves_are_played_and_returned() {
    let mut game = Game::new();
    assert_eq!(
        game.play_san("e4"),
        Ok(Move::normal(Square::E2, Square::E4))
    );
    assert_eq!(
        game.play_uci("e7e5"),
        Ok(Move::normal(Square::E7, Square::E5))
    );
    // Lenient SAN, as Position::parse_san reads it.
    assert_eq!(
        game.play_san("Ng1-f3"),
        Ok(Move::normal(Square::G1, Square::F3))
    );
    game.play_uci("b8c6").unwrap();
    game.play_san("Bb5").unwrap();
    game.play_san("a6").unwrap();
    game.play_san("0-0").unwrap();
    assert_eq!(
        game.san_line().to_string(),
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O"
    );
    let sans: Vec<String> = game.san_moves().map(|san| san.to_string()).collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"]);
    assert_eq!(game.san_moves().len(), 7);
    assert_eq!(game.san_moves().next_back().unwrap().to_string(), "O-O");
}

#[test]
fn refused_text_changes_nothing() {
    // Knights on b1 and f3 can both reach d2.
    let mut game = Game::from_fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").unwrap();
    let before = game.clone();
    assert_eq!(
        game.play_san("Nd2"),
        Err(GameError::San(SanError::Ambiguous))
    );
    assert_eq!(game.play_san("Nd5"), Err(GameError::San(SanError::Illegal)));
    assert!(matches!(
        game.play_san("Zz9"),
        Err(GameError::San(SanError::Parse(_)))
    ));
    assert_eq!(
        game.play_uci("b1b2"),
        Err(GameError::Uci(UciError::Illegal))
    );
    assert_eq!(
        game.play_uci("0000"),
        Err(GameError::Uci(UciError::NullMove))
    );
    assert!(matches!(
        game.play_uci("b1"),
        Err(GameError::Uci(UciError::Parse(_)))
    ));
    assert_eq!(game, before);
    assert_eq!(
        GameError::San(SanError::Ambiguous).to_string(),
        SanError::Ambiguous.to_string()
    );
    assert_eq!(
        GameError::Uci(UciError::Illegal).to_string(),
        "illegal uci move"
    );
    assert_eq!(
        game.play_san("Nbd2"),
        Ok(Move::normal(Square::B1, Square::D2))
    );
}

#[test]
fn text_moves_are_refused_once_the_game_is_over() {
    // Checkmate: even text that is no move at all gets GameOver.
    let mut game = Game::new();
    for san in ["f3", "e5", "g4", "Qh4#"] {
        game.play_san(san).unwrap();
    }
    let mate = Outcome::win(Color::Black, Termination::Checkmate);
    let before = game.clone();
    assert_eq!(game.play_san("h3"), Err(GameError::GameOver(mate)));
    assert_eq!(game.play_san("garbage"), Err(GameError::GameOver(mate)));
    assert_eq!(game.play_uci("h2h3"), Err(GameError::GameOver(mate)));
    assert_eq!(game.play_uci("x"), Err(GameError::GameOver(mate)));
    assert_eq!(game, before);
    assert_eq!(game.san_line().to_string(), "1. f3 e5 2. g4 Qh4#");

    // A declared ending: legal moves exist but are refused.
    let mut game = Game::new();
    let resigned = game.resign(Color::White).unwrap();
    assert_eq!(game.play_san("e4"), Err(GameError::GameOver(resigned)));
    assert_eq!(game.play_uci("e2e4"), Err(GameError::GameOver(resigned)));
}

#[test]
fn san_line_numbers_from_the_start_position() {
    let mut game =
        Game::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 17")
            .unwrap();
    assert_eq!(game.san_line().to_string(), "");
    assert_eq!(game.san_moves().len(), 0);
    for san in ["Bc5", "O-O", "Nf6"] {
        game.play_san(san).unwrap();
    }
    assert_eq!(game.san_line().to_string(), "17... Bc5 18. O-O Nf6");
    assert_eq!(game.san_line().start(), game.start_position());
    assert_eq!(game.san_line().moves(), game.moves());
}

#[test]
fn chess960_castling_by_uci_is_king_takes_rook() {
    let start =
        Position::from_fen_with_mode("1k6/8/8/8/8/8/8/RK5R w AH - 0 1", CastlingMode::Chess960)
            .unwrap();
    let mut game = Game::from_position(start);
    let castle = game.play_uci("b1h1").unwrap();
    assert!(castle.is_castle());
    assert_eq!(game.san_line().to_string(), "1. O-O");
    assert_eq!(game.undo(), Some(Undone::Move(castle)));
    let long = game.position().parse_uci("b1a1").unwrap();
    assert_eq!(game.play_san("O-O-O"), Ok(long));
    assert_eq!(game.san_line().to_string(), "1. O-O-O");
}

// ------------------------------------------------------------------ the clock

#[test]
fn fischer_3_2_boundary_in_time_and_a_nanosecond_over() {
    let mut game = Game::with_time_control(Position::new(), tc("180+2"));
    assert_eq!(times(&game), (Some(secs(180)), Some(secs(180))));
    in_time(&mut game, "e4", secs(10)); // W 180 - 10 + 2 = 172
    in_time(&mut game, "e5", secs(20)); // B 180 - 20 + 2 = 162
    assert_eq!(times(&game), (Some(secs(172)), Some(secs(162))));
    in_time(&mut game, "Nf3", secs(172)); // W uses all it has: in time, 0 + 2 = 2
    assert_eq!(times(&game), (Some(secs(2)), Some(secs(162))));
    in_time(&mut game, "Nc6", secs(1)); // B 162 - 1 + 2 = 163
    in_time(&mut game, "Bb5", secs(2)); // W exactly its 2 s again: 0 + 2 = 2
    in_time(&mut game, "a6", secs(3)); // B 163 - 3 + 2 = 162
    assert_eq!(times(&game), (Some(secs(2)), Some(secs(162))));
    assert_eq!(clock(&game).moves_made(Color::White), 3);

    // One nanosecond more than the 2 s left: the flag falls, Ba4 is not played.
    let before = *game.position();
    let ba4 = game.position().parse_san("Ba4").unwrap();
    let loss = Outcome::win(Color::Black, Termination::TimeForfeit);
    assert_eq!(
        game.play_timed(ba4, secs(2) + NANO),
        Ok(Timed::FlagFell(loss))
    );
    assert_eq!(game.moves().len(), 6);
    assert_eq!(game.position(), &before);
    assert_eq!(game.outcome(), Some(loss));
    assert_eq!(game.result(), "0-1");
    assert_eq!(clock(&game).flagged(), Some(Color::White));
    assert_eq!(times(&game), (Some(Duration::ZERO), Some(secs(162))));
    assert_eq!(game.san_line().to_string(), "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6");
}

#[test]
fn nothing_is_accepted_after_the_flag_fell() {
    let mut game = Game::with_time_control(Position::new(), tc("60"));
    in_time(&mut game, "e4", secs(30)); // W 30
    let (_, timed) = game.play_san_timed("e5", secs(60) + NANO).unwrap(); // B over its 60 s
    let loss = Outcome::win(Color::White, Termination::TimeForfeit);
    assert_eq!(timed, Timed::FlagFell(loss));
    let flagged = game.clone();
    let over = GameError::GameOver(loss);
    let e5 = Move::normal(Square::E7, Square::E5);
    // Neither side can move or flag any more, with any time or none: both flags can
    // never have fallen.
    assert_eq!(game.play_timed(e5, Duration::ZERO).unwrap_err(), over);
    assert_eq!(game.play_timed(e5, secs(1_000)).unwrap_err(), over);
    assert_eq!(game.play_san_timed("e5", secs(1)).unwrap_err(), over);
    assert_eq!(game.play_uci_timed("e7e5", secs(1)).unwrap_err(), over);
    assert_eq!(game.play(e5).unwrap_err(), over);
    assert_eq!(game.play_san("e5").unwrap_err(), over);
    assert_eq!(game.check_flag(Duration::MAX).unwrap_err(), over);
    assert_eq!(game.resign(Color::White).map_err(|_| ()), Err(()));
    assert_eq!(game.flag(Color::White).map_err(|_| ()), Err(()));
    assert_eq!(game, flagged);
    assert_eq!(clock(&game).flagged(), Some(Color::Black));
    assert_eq!(times(&game), (Some(secs(30)), Some(Duration::ZERO)));
}

#[test]
fn flag_against_king_and_knight_is_a_draw() {
    // White has king and knight only, Black king and queen. 60 s sudden death.
    let start = Position::from_fen("4k3/3q4/8/8/8/8/8/4KN2 w - - 0 1").unwrap();
    let mut game = Game::with_time_control(start, tc("60"));
    in_time(&mut game, "Ng3", secs(10)); // W 50
    in_time(&mut game, "Qd5", secs(5)); // B 55
    in_time(&mut game, "Kf2", secs(50)); // W 0, exactly in time
    assert_eq!(times(&game), (Some(Duration::ZERO), Some(secs(55))));

    // Black's flag falls: White could never mate, so it is a draw (FIDE 6.9).
    let draw = Outcome::draw(Termination::TimeForfeit);
    let (_, timed) = game.play_san_timed("Qd4+", secs(55) + NANO).unwrap();
    assert_eq!(timed, Timed::FlagFell(draw));
    assert_eq!(game.result(), "1/2-1/2");

    // Taken back, the flag fall is undone and Black plays in time instead.
    assert_eq!(game.undo(), Some(Undone::Ending(draw)));
    assert_eq!(clock(&game).flagged(), None);
    assert_eq!(times(&game), (Some(Duration::ZERO), Some(secs(55))));
    in_time(&mut game, "Qd4+", secs(30)); // B 25
    // White, with nothing left, flags at once: Black has a queen, so Black wins.
    assert_eq!(game.check_flag(Duration::ZERO), Ok(None));
    assert_eq!(
        game.check_flag(NANO),
        Ok(Some(Outcome::win(Color::Black, Termination::TimeForfeit)))
    );
    assert_eq!(times(&game), (Some(Duration::ZERO), Some(secs(25))));
}

#[test]
fn check_flag_while_thinking() {
    let mut game = Game::with_time_control(Position::new(), tc("60+5"));
    in_time(&mut game, "d4", secs(15)); // W 60 - 15 + 5 = 50
    let before = game.clone();
    assert_eq!(game.check_flag(secs(60)), Ok(None)); // B has exactly 60 s
    assert_eq!(game, before, "a check in time changes nothing");
    let win = Outcome::win(Color::White, Termination::TimeForfeit);
    assert_eq!(game.check_flag(secs(60) + NANO), Ok(Some(win)));
    assert_eq!(game.outcome(), Some(win));
    assert_eq!(game.check_flag(secs(1)), Err(GameError::GameOver(win)));
    assert_eq!(times(&game), (Some(secs(50)), Some(Duration::ZERO)));
    assert_eq!(game.undo(), Some(Undone::Ending(win)));
    assert_eq!(game, before);
}

#[test]
fn undo_restores_the_clock_exactly() {
    // 2 moves in 100 s with +1 s, then 1 move in 50 s, then 30 s for the rest.
    let mut game = Game::with_time_control(Position::new(), tc("2/100+1:1/50:30"));
    let mut clocks = vec![clock(&game).clone()];
    for (san, elapsed) in [("e4", 30), ("e5", 0), ("Nf3", 50), ("Nc6", 0), ("Bc4", 60)] {
        in_time(&mut game, san, secs(elapsed));
        clocks.push(clock(&game).clone());
    }
    // W: 100 - 30 + 1 = 71; 71 - 50 + 1 = 22, stage done: + 50 = 72; 72 - 60 = 12, + 30 = 42.
    // B: 100 + 1 = 101; 101 + 1 = 102, + 50 = 152.
    assert_eq!(times(&game), (Some(secs(42)), Some(secs(152))));
    assert_eq!(clock(&game).stage_index(Color::White), Some(2));
    while let Some(undone) = game.undo() {
        assert!(matches!(undone, Undone::Move(_)));
        clocks.pop();
        assert_eq!(game.clock(), clocks.last());
    }
    assert_eq!(clocks.len(), 1);
    assert_eq!(game.clock(), Some(&Clock::new(tc("2/100+1:1/50:30"))));

    // Taking back one move gives back its time; the move can be replayed with another.
    in_time(&mut game, "e4", secs(30));
    in_time(&mut game, "e5", secs(0));
    in_time(&mut game, "Nf3", secs(50)); // W 72, in stage 1
    assert_eq!(clock(&game).stage_index(Color::White), Some(1));
    game.undo();
    assert_eq!(times(&game), (Some(secs(71)), Some(secs(101))));
    assert_eq!(clock(&game).stage_index(Color::White), Some(0));
    assert_eq!(clock(&game).moves_to_go(Color::White), Some(1));
    assert_eq!(clock(&game).turn(), Color::White);
    in_time(&mut game, "Nf3", secs(1)); // W 71 - 1 + 1 = 71, stage done: + 50 = 121
    assert_eq!(times(&game), (Some(secs(121)), Some(secs(101))));
}

#[test]
fn untimed_moves_are_refused_on_a_clock_and_timed_ones_without() {
    let mut game = Game::with_time_control(Position::new(), tc("300+3"));
    let before = game.clone();
    let e4 = Move::normal(Square::E2, Square::E4);
    assert_eq!(game.play(e4), Err(GameError::Untimed));
    assert_eq!(game.play_san("e4"), Err(GameError::Untimed));
    assert_eq!(game.play_uci("e2e4"), Err(GameError::Untimed));
    // The timing is judged before the move itself.
    assert_eq!(game.play_san("xx"), Err(GameError::Untimed));
    assert_eq!(game, before);

    let mut untimed = Game::new();
    assert_eq!(untimed.play_timed(e4, secs(1)), Err(GameError::NoClock));
    assert_eq!(
        untimed.play_san_timed("e4", secs(1)),
        Err(GameError::NoClock)
    );
    assert_eq!(
        untimed.play_uci_timed("e2e4", secs(1)),
        Err(GameError::NoClock)
    );
    assert_eq!(untimed.check_flag(secs(1)), Err(GameError::NoClock));
    assert_eq!(untimed, Game::new());
    assert_eq!(untimed.clock(), None);
    assert_eq!(
        GameError::Untimed.to_string(),
        "the game is played on a clock: a move needs the time it took"
    );
    assert_eq!(GameError::NoClock.to_string(), "the game has no clock");
}

#[test]
fn refused_timed_moves_do_not_press_the_clock() {
    let mut game = Game::with_time_control(Position::new(), tc("60"));
    let before = game.clone();
    let illegal = Move::normal(Square::E2, Square::E5);
    assert!(matches!(
        game.play_timed(illegal, secs(10)),
        Err(GameError::Illegal(_))
    ));
    // Not even when the time is up: the move is refused, the flag is left to check_flag.
    assert!(matches!(
        game.play_timed(illegal, secs(61)),
        Err(GameError::Illegal(_))
    ));
    assert_eq!(
        game.play_san_timed("Ke2", secs(61)),
        Err(GameError::San(SanError::Illegal))
    );
    assert!(matches!(
        game.play_uci_timed("e2e9", secs(1)),
        Err(GameError::Uci(UciError::Parse(_)))
    ));
    assert_eq!(game, before);
    assert_eq!(
        game.check_flag(secs(61)),
        Ok(Some(Outcome::win(Color::Black, Termination::TimeForfeit)))
    );
}

#[test]
fn no_press_after_checkmate() {
    let mut game = Game::with_time_control(Position::new(), tc("60"));
    for san in ["f3", "e5", "g4", "Qh4#"] {
        in_time(&mut game, san, secs(1));
    }
    let mate = Outcome::win(Color::Black, Termination::Checkmate);
    assert_eq!(game.outcome(), Some(mate));
    let before = game.clone();
    let over = GameError::GameOver(mate);
    assert_eq!(game.play_san_timed("h3", secs(1)).unwrap_err(), over);
    assert_eq!(game.play_san_timed("h3", secs(100)).unwrap_err(), over);
    assert_eq!(
        game.play_timed(Move::normal(Square::H2, Square::H3), secs(1))
            .unwrap_err(),
        over
    );
    assert_eq!(game.check_flag(Duration::MAX).unwrap_err(), over);
    assert_eq!(game, before);
    assert_eq!(clock(&game).flagged(), None);
    assert_eq!(times(&game), (Some(secs(58)), Some(secs(58))));
}

#[test]
fn claims_resignations_and_agreements_leave_the_clock() {
    let mut game = Game::with_time_control(Position::new(), tc("60"));
    for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        in_time(&mut game, san, secs(1));
    }
    // W 56, B 57; Black claims with Ng8, which is recorded without a press (FIDE 9.2.1).
    let before = clock(&game).clone();
    let ng8 = game.position().parse_san("Ng8").unwrap();
    let draw = game.claim_threefold_repetition_with(ng8).unwrap();
    assert_eq!(game.moves().len(), 8);
    assert_eq!(clock(&game), &before);
    assert_eq!(
        game.play_san_timed("Nf3", secs(1)),
        Err(GameError::GameOver(draw))
    );
    assert_eq!(
        game.undo(),
        Some(Undone::Claim {
            mv: ng8,
            outcome: draw
        })
    );
    assert_eq!(clock(&game), &before);
    assert_eq!(times(&game), (Some(secs(56)), Some(secs(57))));

    let resigned = game.resign(Color::Black).unwrap();
    assert_eq!(clock(&game), &before);
    assert_eq!(
        game.check_flag(Duration::MAX),
        Err(GameError::GameOver(resigned))
    );
    assert_eq!(game.undo(), Some(Undone::Ending(resigned)));
    let agreed = game.agree_draw().unwrap();
    assert_eq!(game.undo(), Some(Undone::Ending(agreed)));
    assert_eq!(clock(&game), &before);
    in_time(&mut game, "Ng8", secs(57)); // B 0, in time
    assert_eq!(times(&game), (Some(secs(56)), Some(Duration::ZERO)));
}

#[test]
fn a_game_may_start_on_a_running_clock() {
    let control = tc("60");
    let mut running = Clock::new(control.clone());
    let _ = running.press(secs(10)).unwrap(); // White moved elsewhere: 50 s, Black to move
    let start = Position::new().play_san("e4").unwrap();
    let mut game = Game::with_clock(start, running.clone()).unwrap();
    assert_eq!(game.clock(), Some(&running));
    in_time(&mut game, "e5", secs(20)); // B 40
    assert_eq!(times(&game), (Some(secs(50)), Some(secs(40))));
    game.undo();
    assert_eq!(
        game.clock(),
        Some(&running),
        "undo stops at the clock it was given"
    );
    assert_eq!(game.undo(), None);

    assert_eq!(
        Game::with_clock(Position::new(), running.clone()),
        Err(WithClockError::WrongTurn {
            clock: Color::Black,
            position: Color::White
        })
    );
    let mut flagged = running;
    let _ = flagged.press(secs(61)).unwrap();
    assert_eq!(
        Game::with_clock(start, flagged),
        Err(WithClockError::Flagged(ClockError::Flagged {
            color: Color::Black
        }))
    );
    assert_eq!(
        WithClockError::WrongTurn {
            clock: Color::Black,
            position: Color::White
        }
        .to_string(),
        "the clock runs for black but white is to move"
    );

    // With a time control, the clock runs for the side to move in the start position.
    let game = Game::with_time_control(start, control);
    assert_eq!(clock(&game).turn(), Color::Black);
}

#[test]
fn unlimited_clocks_count_moves_and_never_flag() {
    let mut game = Game::with_time_control(Position::new(), TimeControl::Unlimited);
    in_time(&mut game, "e4", Duration::MAX);
    assert_eq!(game.check_flag(Duration::MAX), Ok(None));
    assert_eq!(times(&game), (None, None));
    assert_eq!(clock(&game).moves_made(Color::White), 1);
}
