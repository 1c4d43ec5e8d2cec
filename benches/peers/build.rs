//! Reads the exact versions of the compared crates from `Cargo.lock`, so the
//! table always names the versions that were really built, and records the
//! RUSTFLAGS of the build (e.g. `-C target-cpu=x86-64-v2`) for the report.

use std::{env, fs, path::Path};

const CRATES: [(&str, &str); 4] = [
    ("caissa", "PEERS_VERSION_CAISSA"),
    ("cozy-chess", "PEERS_VERSION_COZY_CHESS"),
    ("chess", "PEERS_VERSION_CHESS"),
    ("shakmaty", "PEERS_VERSION_SHAKMATY"),
];

fn main() {
    let dir = env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR");
    let lock = Path::new(&dir).join("Cargo.lock");
    println!("cargo::rerun-if-changed={}", lock.display());
    let text = fs::read_to_string(&lock).unwrap_or_default();

    // `[[package]]` blocks: `name = "…"` is followed by `version = "…"`.
    let mut name = None;
    let mut found: Vec<(&str, String)> = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line == "[[package]]" {
            name = None;
        } else if let Some(v) = line.strip_prefix("name = ") {
            name = Some(v.trim_matches('"').to_owned());
        } else if let Some(v) = line.strip_prefix("version = ")
            && let Some(n) = name.take()
            && let Some((_, var)) = CRATES.iter().find(|(c, _)| *c == n)
        {
            found.push((var, v.trim_matches('"').to_owned()));
        }
    }
    for (_, var) in CRATES {
        let version = found
            .iter()
            .find(|(v, _)| *v == var)
            .map_or("?", |(_, version)| version.as_str());
        println!("cargo::rustc-env={var}={version}");
    }

    println!("cargo::rerun-if-env-changed=CARGO_ENCODED_RUSTFLAGS");
    let flags = env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    let flags: Vec<&str> = flags.split('\x1f').filter(|f| !f.is_empty()).collect();
    println!("cargo::rustc-env=PEERS_RUSTFLAGS={}", flags.join(" "));
}
