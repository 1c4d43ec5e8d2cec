//! Replays a game on a clock: the opening of a Ruy Lopez with the time each move took,
//! under a time control given as a PGN `TimeControl` tag.
//!
//! ```text
//! cargo run --example clock                          # 300+3: 5 minutes, 3 s increment
//! cargo run --example clock -- 40/5400+30:1800+30    # the FIDE classical control
//! cargo run --example clock -- --blitz               # one minute for the game: a flag falls
//! ```
//!
//! After every move it prints the move number, the SAN, the time the move took and both
//! clocks (`mm:ss.s`), and at the end the outcome and the game as PGN movetext. With
//! `--blitz` the same game is played at one minute for the whole game (tag `60`), and
//! White's flag falls on move 10: Black wins on time. Exits with status 2 on bad input.

use std::process::ExitCode;
use std::time::Duration;

use caissa::{Color, Game, Position, TimeControl, Timed};

/// The Breyer Variation of the Ruy Lopez, with the time each move took in milliseconds.
const GAME: [(&str, u64); 20] = [
    ("e4", 1_200),
    ("e5", 800),
    ("Nf3", 2_100),
    ("Nc6", 2_900),
    ("Bb5", 4_800),
    ("a6", 2_300),
    ("Ba4", 3_300),
    ("Nf6", 5_600),
    ("O-O", 5_200),
    ("Be7", 6_100),
    ("Re1", 7_900),
    ("b5", 4_400),
    ("Bb3", 6_400),
    ("d6", 8_700),
    ("c3", 9_800),
    ("O-O", 7_800),
    ("h3", 11_600),
    ("Nb8", 12_100),
    ("d4", 15_300),
    ("Nbd7", 9_500),
];

fn usage() -> ExitCode {
    eprintln!("usage: clock [--blitz] [<PGN TimeControl tag, default 300+3>]");
    ExitCode::from(2)
}

/// `mm:ss.s`, or `--:--.-` without a limit.
fn show(time: Option<Duration>) -> String {
    let Some(time) = time else {
        return "--:--.-".to_owned();
    };
    let tenths = time.as_millis() / 100;
    format!(
        "{:02}:{:02}.{}",
        tenths / 600,
        tenths / 10 % 60,
        tenths % 10
    )
}

fn main() -> ExitCode {
    let mut tag = None;
    let mut blitz = false;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--blitz" => blitz = true,
            "-h" | "--help" => return usage(),
            _ if tag.is_none() => tag = Some(arg),
            _ => return usage(),
        }
    }
    let tag = tag.unwrap_or_else(|| if blitz { "60" } else { "300+3" }.to_owned());
    let control: TimeControl = match tag.parse() {
        Ok(control) => control,
        Err(err) => {
            eprintln!("TimeControl {tag:?}: {err}");
            return usage();
        }
    };

    println!("[TimeControl \"{control}\"]");
    let mut game = Game::with_time_control(Position::new(), control);
    for (san, millis) in GAME {
        let pos = *game.position();
        let number = match pos.turn() {
            Color::White => format!("{}.", pos.fullmoves()),
            Color::Black => format!("{}...", pos.fullmoves()),
        };
        let used = Duration::from_millis(millis);
        let (m, timed) = match game.play_san_timed(san, used) {
            Ok(played) => played,
            Err(err) => {
                eprintln!("{number} {san}: {err}");
                return ExitCode::FAILURE;
            }
        };
        let written = pos.san(m).to_string();
        let clock = game
            .clock()
            .expect("a game made with a time control has a clock");
        let note = match timed {
            Timed::InTime => "",
            Timed::FlagFell(_) => "  flag! (not played)",
        };
        println!(
            "{number:>5} {written:<6} {:>6.1}s   white {}   black {}{note}",
            used.as_secs_f64(),
            show(clock.remaining(Color::White)),
            show(clock.remaining(Color::Black)),
        );
        if game.is_over() {
            break;
        }
    }

    match game.outcome() {
        Some(outcome) => println!("Outcome: {outcome}"),
        None => println!("Outcome: the game goes on"),
    }
    println!("{} {}", game.san_line(), game.result());
    ExitCode::SUCCESS
}
