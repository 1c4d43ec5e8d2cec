//! SAN syntax round trip: for any bytes that read as SAN, writing the value and reading it
//! back gives the same value; and a text read strictly is written back byte for byte.
#![no_main]

use caissa::{Relaxations, San, SanPlus};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Lenient reading: display(parse(s)) parses to the same value, and is canonical
    // spelling (strict reading accepts it).
    if let Ok((san, used)) = SanPlus::from_ascii_with(data, Relaxations::LENIENT) {
        let text = san.to_string();
        assert!(text.len() <= 10, "{text:?} is too long");
        assert_eq!(SanPlus::from_ascii(text.as_bytes()), Ok(san), "{text:?}");
        assert_eq!(SanPlus::from_ascii_strict(text.as_bytes()), Ok(san), "{text:?}");
        assert_eq!(San::from_ascii(data), Ok(san.san));
        // Allowing exactly the relaxations used is enough.
        assert_eq!(SanPlus::from_ascii_with(data, used), Ok((san, used)));
    }

    // Strict reading: canonical spelling is written back exactly.
    if let Ok(san) = SanPlus::from_ascii_strict(data) {
        assert_eq!(san.to_string().as_bytes(), data);
    }

    // An error names a byte inside the input (or its end).
    if let Err(e) = SanPlus::from_ascii(data) {
        assert!(e.offset <= data.len(), "{e}");
    }
});
