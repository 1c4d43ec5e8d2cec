//! The compared libraries: names, command-line keys and exact versions.

/// One of the compared chess libraries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Lib {
    Caissa,
    Cozy,
    Chess,
    Shakmaty,
}

impl Lib {
    /// All libraries, in table order (caissa first: it is the reference).
    pub const ALL: [Lib; 4] = [Lib::Caissa, Lib::Cozy, Lib::Chess, Lib::Shakmaty];

    /// Short key accepted by `--only`.
    pub fn key(self) -> &'static str {
        match self {
            Lib::Caissa => "caissa",
            Lib::Cozy => "cozy",
            Lib::Chess => "chess",
            Lib::Shakmaty => "shakmaty",
        }
    }

    /// The crate's name on crates.io.
    pub fn crate_name(self) -> &'static str {
        match self {
            Lib::Caissa => "caissa",
            Lib::Cozy => "cozy-chess",
            Lib::Chess => "chess",
            Lib::Shakmaty => "shakmaty",
        }
    }

    /// The exact version that was built, as recorded in `Cargo.lock` (see build.rs).
    pub fn version(self) -> &'static str {
        match self {
            Lib::Caissa => env!("PEERS_VERSION_CAISSA"),
            Lib::Cozy => env!("PEERS_VERSION_COZY_CHESS"),
            Lib::Chess => env!("PEERS_VERSION_CHESS"),
            Lib::Shakmaty => env!("PEERS_VERSION_SHAKMATY"),
        }
    }

    /// `crate version`, as shown in the tables.
    pub fn label(self) -> String {
        format!("{} {}", self.crate_name(), self.version())
    }

    /// Whether this build contains the library (caissa sits behind the `caissa` feature).
    pub fn compiled_in(self) -> bool {
        match self {
            Lib::Caissa => cfg!(feature = "caissa"),
            Lib::Cozy | Lib::Chess | Lib::Shakmaty => true,
        }
    }

    /// Parses a `--only` item: the short key or the crate name.
    pub fn parse(s: &str) -> Option<Lib> {
        Lib::ALL
            .into_iter()
            .find(|lib| s.eq_ignore_ascii_case(lib.key()) || s.eq_ignore_ascii_case(lib.crate_name()))
    }
}
