//! Properties of time controls and the clock, through the public API only.

use core::num::NonZeroU32;
use core::time::Duration;

use caissa::{Bonus, Clock, ClockError, Color, Press, Stage, Stages, TimeControl};
use proptest::prelude::*;

// ---------------------------------------------------------------------------------------------
// Strategies
// ---------------------------------------------------------------------------------------------

/// Any duration at all, with and without fractions of a second.
fn any_duration() -> impl Strategy<Value = Duration> + Clone {
    prop_oneof![
        (0u64..100_000).prop_map(Duration::from_secs),
        (0u64..100_000_000_000_000).prop_map(Duration::from_nanos),
        (any::<u64>(), 0u32..1_000_000_000).prop_map(|(s, n)| Duration::new(s, n)),
    ]
}

/// Durations small enough that no sum in a game of a few hundred moves saturates.
fn game_duration() -> impl Strategy<Value = Duration> + Clone {
    prop_oneof![
        (0u64..600).prop_map(Duration::from_secs),
        (0u64..600_000_000_000).prop_map(Duration::from_nanos),
    ]
}

fn bonus(duration: impl Strategy<Value = Duration>) -> impl Strategy<Value = Option<Bonus>> {
    (0u8..4, duration).prop_map(|(kind, d)| match kind {
        0 => None,
        1 => Some(Bonus::Increment(d)),
        2 => Some(Bonus::Bronstein(d)),
        _ => Some(Bonus::SimpleDelay(d)),
    })
}

/// Valid stages: 1 to `Stages::MAX`, only the last one possibly without a move count.
fn stages<D: Strategy<Value = Duration> + Clone>(
    moves: impl Strategy<Value = u32> + Clone,
    duration: D,
) -> impl Strategy<Value = Stages> {
    let stage = (
        moves.prop_map(NonZeroU32::new),
        duration.clone(),
        bonus(duration),
    )
        .prop_map(|(moves, time, bonus)| Stage { moves, time, bonus });
    (
        proptest::collection::vec(stage, 1..=Stages::MAX),
        any::<bool>(),
    )
        .prop_map(|(mut stages, last_is_sudden_death)| {
            for stage in &mut stages {
                stage.moves = stage.moves.or(NonZeroU32::new(1));
            }
            if last_is_sudden_death {
                stages.last_mut().unwrap().moves = None;
            }
            Stages::try_from(&stages[..]).unwrap()
        })
}

fn any_time_control() -> impl Strategy<Value = TimeControl> {
    prop_oneof![
        Just(TimeControl::Unknown),
        Just(TimeControl::Unlimited),
        stages(any::<u32>(), any_duration()).prop_map(TimeControl::Stages),
        any_duration().prop_map(TimeControl::Hourglass),
        any_duration().prop_map(TimeControl::PerMove),
    ]
}

/// Time controls for playing: short stages so that games change stage often.
fn game_time_control() -> impl Strategy<Value = TimeControl> {
    prop_oneof![
        1 => Just(TimeControl::Unlimited),
        4 => stages(1u32..5, game_duration()).prop_map(TimeControl::Stages),
        1 => game_duration().prop_map(TimeControl::Hourglass),
        1 => game_duration().prop_map(TimeControl::PerMove),
    ]
}

/// How long a move takes: a given duration, or exactly up to the flag, or just past it.
#[derive(Copy, Clone, Debug)]
enum Step {
    Take(Duration),
    AllTimeLeft,
    JustOver,
}

fn steps() -> impl Strategy<Value = Vec<Step>> {
    let step = prop_oneof![
        8 => game_duration().prop_map(|d| Step::Take(d / 8)),
        1 => Just(Step::AllTimeLeft),
        1 => Just(Step::JustOver),
    ];
    proptest::collection::vec(step, 0..200)
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const NANO: Duration = Duration::from_nanos(1);

/// The simple delay the side to move has on its current move.
fn simple_delay(clock: &Clock) -> Duration {
    match clock.stage(clock.turn()).and_then(|stage| stage.bonus) {
        Some(Bonus::SimpleDelay(delay)) => delay,
        _ => Duration::ZERO,
    }
}

/// The duration of the next move for `step`.
fn elapsed(clock: &Clock, step: Step) -> Duration {
    let all = clock
        .remaining(clock.turn())
        .map_or(Duration::from_secs(3600), |left| left + simple_delay(clock));
    match step {
        Step::Take(d) => d,
        Step::AllTimeLeft => all,
        Step::JustOver => all + NANO,
    }
}

fn nanos(d: Duration) -> i128 {
    i128::try_from(d.as_nanos()).unwrap()
}

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// Writing a time control and reading it back gives the same value, for every value.
    #[test]
    fn display_then_parse_is_identity(tc in any_time_control()) {
        let text = tc.to_string();
        prop_assert_eq!(text.parse::<TimeControl>(), Ok(tc), "{}", text);
    }

    /// Reading never panics, and whatever reads also writes back to text that reads equal.
    #[test]
    fn parse_never_panics(text in prop_oneof![
        "[0-9/:+*!?.db-]{0,24}",
        "[0-9]{1,30}([/+db.][0-9]{0,30}){0,3}",
        any::<String>(),
    ]) {
        if let Ok(tc) = text.parse::<TimeControl>() {
            let written = tc.to_string();
            prop_assert_eq!(written.parse::<TimeControl>(), Ok(tc));
        }
    }

    /// Time never goes negative: computed with signed numbers, the flag falls exactly when the
    /// mover's time would drop below zero, a move is never charged more than its time (less the
    /// simple delay), and after the flag the clock refuses to run and stays as it is.
    #[test]
    fn time_never_goes_negative(tc in game_time_control(), steps in steps()) {
        let mut clock = Clock::new(tc);
        for step in steps {
            let elapsed = elapsed(&clock, step);
            let mover = clock.turn();
            let other = clock.remaining(!mover);
            let Some(before) = clock.remaining(mover) else {
                prop_assert_eq!(clock.press(elapsed), Ok(Press::InTime));
                continue;
            };
            let charged = elapsed.saturating_sub(simple_delay(&clock));
            let signed_left = nanos(before) - nanos(charged);

            let mut checked = clock.clone();
            let flag = checked.check_flag(elapsed);
            let press = clock.press(elapsed);
            if signed_left < 0 {
                prop_assert_eq!(press, Ok(Press::FlagFell));
                prop_assert_eq!(flag, Some(mover));
                prop_assert_eq!(&checked, &clock, "check_flag and press agree on a flag");
                prop_assert_eq!(clock.flagged(), Some(mover));
                prop_assert_eq!(clock.remaining(mover), Some(Duration::ZERO));
                let stopped = clock.clone();
                prop_assert_eq!(clock.press(NANO), Err(ClockError::Flagged { color: mover }));
                prop_assert_eq!(clock.check_flag(Duration::MAX), Some(mover));
                prop_assert_eq!(&clock, &stopped);
                break;
            }
            prop_assert_eq!(press, Ok(Press::InTime));
            prop_assert_eq!(flag, None);
            prop_assert!(nanos(clock.remaining(mover).unwrap()) >= signed_left);
            if !matches!(clock.time_control(), TimeControl::Hourglass(_)) {
                prop_assert_eq!(clock.remaining(!mover), other, "the opponent's time is untouched");
            }
        }
    }

    /// Hourglass: the time one side uses goes to the other, so the total never changes, even
    /// when a flag falls or while a move is under way.
    #[test]
    fn hourglass_conserves_the_total(base in game_duration(), steps in steps()) {
        let mut clock = Clock::new(TimeControl::Hourglass(base));
        let total = |clock: &Clock| clock.remaining(Color::White).unwrap() + clock.remaining(Color::Black).unwrap();
        for step in steps {
            let elapsed = elapsed(&clock, step);
            let during = clock.remaining_after(Color::White, elapsed).unwrap()
                + clock.remaining_after(Color::Black, elapsed).unwrap();
            prop_assert_eq!(during, base * 2);
            let press = clock.press(elapsed).unwrap();
            prop_assert_eq!(total(&clock), base * 2);
            if press == Press::FlagFell {
                break;
            }
        }
    }

    /// Fischer: each side has its base (again for every period completed, if the stage has a
    /// move count), plus one increment per move it made in time, less the time it used; the
    /// move that flags earns nothing.
    #[test]
    fn increment_is_added_exactly_once_per_move(
        moves in proptest::option::of(1u32..6),
        base in game_duration(),
        increment in game_duration(),
        steps in steps(),
    ) {
        let stage = Stage { moves: moves.and_then(NonZeroU32::new), time: base, bonus: None };
        let tc = TimeControl::Stages(Stages::single(stage.with_bonus(Bonus::Increment(increment))));
        let mut clock = Clock::new(tc);
        let mut used = [Duration::ZERO; 2];
        for step in steps {
            let elapsed = elapsed(&clock, step);
            let mover = clock.turn();
            if clock.press(elapsed).unwrap() == Press::FlagFell {
                prop_assert_eq!(clock.remaining(mover), Some(Duration::ZERO));
                break;
            }
            used[mover.index()] += elapsed;
            for color in Color::ALL {
                let made = clock.moves_made(color);
                let periods = 1 + moves.map_or(0, |moves| made / moves);
                let expected = base * periods + increment * made - used[color.index()];
                prop_assert_eq!(clock.remaining(color), Some(expected));
            }
        }
    }

    /// Moves in a period: the period's time is added once per completed period, and whatever
    /// was not used carries over.
    #[test]
    fn leftover_time_carries_over(
        moves in 1u32..6,
        time in game_duration(),
        steps in steps(),
    ) {
        let mut clock = Clock::new(TimeControl::repeating(moves, time));
        let mut used = [Duration::ZERO; 2];
        for step in steps {
            let elapsed = elapsed(&clock, step);
            let mover = clock.turn();
            if clock.press(elapsed).unwrap() == Press::FlagFell {
                break;
            }
            used[mover.index()] += elapsed;
            let made = clock.moves_made(mover);
            let periods = 1 + made / moves;
            prop_assert_eq!(clock.remaining(mover), Some(time * periods - used[mover.index()]));
            prop_assert_eq!(clock.moves_to_go(mover), Some(moves - made % moves));
        }
    }

    /// Bronstein and simple delay leave the same time after every move made in time under
    /// both; they differ only in when the flag falls, and simple delay never flags first.
    #[test]
    fn bronstein_and_simple_delay_differ_only_at_the_flag(
        base in game_duration(),
        delay in game_duration(),
        steps in steps(),
    ) {
        let mut bronstein = Clock::new(TimeControl::bronstein(base, delay));
        let mut simple = Clock::new(TimeControl::simple_delay(base, delay));
        for step in steps {
            let elapsed = elapsed(&simple, step);
            let mover = simple.turn();
            let before = simple.remaining(mover).unwrap();
            let press_simple = simple.press(elapsed).unwrap();
            let press_bronstein = bronstein.press(elapsed).unwrap();
            if press_bronstein == Press::FlagFell {
                break;
            }
            prop_assert_eq!(press_simple, Press::InTime, "simple delay flagged first");
            prop_assert_eq!(simple.remaining(mover), bronstein.remaining(mover));
            prop_assert!(simple.remaining(mover).unwrap() <= before, "a delay never adds time");
        }
    }
}
