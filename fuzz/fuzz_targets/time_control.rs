//! Fuzz target: any text read as a PGN `TimeControl` tag.
//!
//! Reading must never panic. Whatever reads must write back to text that reads as the same
//! value and writes the same way again; and a clock following it must survive any moves.

#![no_main]

use core::time::Duration;

use caissa::{Clock, ClockError, Press, TimeControl};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    let Ok(tc) = text.parse::<TimeControl>() else {
        return;
    };

    let written = tc.to_string();
    let again: TimeControl = match written.parse() {
        Ok(again) => again,
        Err(e) => panic!("{text:?} wrote {written:?}, which does not read: {e}"),
    };
    assert_eq!(again, tc, "{text:?} wrote {written:?}");
    assert_eq!(again.to_string(), written);

    // Play moves of durations taken from the input bytes, including huge ones.
    let mut clock = Clock::new(tc);
    for &byte in data {
        let elapsed = match byte {
            0 => Duration::MAX,
            b => Duration::from_millis(u64::from(b) * 997),
        };
        let before = clock.clone();
        match clock.press(elapsed) {
            Ok(Press::InTime) => assert_eq!(clock.flagged(), None),
            Ok(Press::FlagFell) => assert_eq!(clock.flagged(), Some(before.turn())),
            Err(ClockError::Flagged { color }) => {
                assert_eq!(before.flagged(), Some(color));
                assert_eq!(clock, before, "a refused press changed the clock");
            }
            Err(e) => panic!("unexpected clock error: {e}"),
        }
    }
});
