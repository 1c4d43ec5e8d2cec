//! Attack tables, computed at compile time.
//!
//! Sliding pieces use "fancy" magic bitboards: for each square, the relevant blockers are
//! multiplied by a magic number and shifted to index a table of precomputed attack sets.
//! Every table here is built by `const fn` into a `static`; there is no build script, no
//! lazy initialisation and no runtime setup. The unit tests compare every entry with the
//! slow ray-walking reference below.

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::role::Role;
use crate::square::Square;

const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT_DELTAS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_DELTAS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// Reference implementation: walks each ray from `sq` until it leaves the board or hits
/// a member of `occupied` (which is included). Slow; used to build and test the tables.
const fn sliding_attacks(sq: usize, occupied: u64, dirs: &[(i32, i32); 4]) -> u64 {
    let mut attacks = 0;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let mut f = (sq % 8) as i32 + df;
        let mut r = (sq / 8) as i32 + dr;
        while 0 <= f && f < 8 && 0 <= r && r < 8 {
            let bit = 1u64 << (r * 8 + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += df;
            r += dr;
        }
        d += 1;
    }
    attacks
}

/// The squares whose occupancy matters for a slider on `sq`: each ray without its last square.
const fn relevant_mask(sq: usize, dirs: &[(i32, i32); 4]) -> u64 {
    let mut mask = 0;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let mut f = (sq % 8) as i32 + df;
        let mut r = (sq / 8) as i32 + dr;
        while 0 <= f + df && f + df < 8 && 0 <= r + dr && r + dr < 8 {
            mask |= 1u64 << (r * 8 + f);
            f += df;
            r += dr;
        }
        d += 1;
    }
    mask
}

const fn step_attacks(sq: usize, deltas: &[(i32, i32); 8]) -> u64 {
    let mut attacks = 0;
    let mut i = 0;
    while i < 8 {
        let f = (sq % 8) as i32 + deltas[i].0;
        let r = (sq / 8) as i32 + deltas[i].1;
        if 0 <= f && f < 8 && 0 <= r && r < 8 {
            attacks |= 1u64 << (r * 8 + f);
        }
        i += 1;
    }
    attacks
}

const fn step_table(deltas: &[(i32, i32); 8]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut sq = 0;
    while sq < 64 {
        table[sq] = Bitboard(step_attacks(sq, deltas));
        sq += 1;
    }
    table
}

const fn pawn_table() -> [[Bitboard; 64]; 2] {
    let mut table = [[Bitboard::EMPTY; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let bb = 1u64 << sq;
        let not_a = !0x0101_0101_0101_0101u64;
        let not_h = !0x8080_8080_8080_8080u64;
        table[0][sq] = Bitboard(((bb & not_a) << 7) | ((bb & not_h) << 9));
        table[1][sq] = Bitboard(((bb & not_a) >> 9) | ((bb & not_h) >> 7));
        sq += 1;
    }
    table
}

static KNIGHT_ATTACKS: [Bitboard; 64] = step_table(&KNIGHT_DELTAS);
static KING_ATTACKS: [Bitboard; 64] = step_table(&KING_DELTAS);
static PAWN_ATTACKS: [[Bitboard; 64]; 2] = pawn_table();

/// Magic numbers found by a seeded random search; the exhaustive test below proves that
/// each one maps every blocker subset of its square without a harmful collision.
#[rustfmt::skip]
const ROOK_MAGICS: [u64; 64] = [
    0x1080004008801020, 0x0840092002c03000, 0x1900200010400900, 0x0880100008000480,
    0x4200100420080200, 0x8100020100080400, 0x0200040110886200, 0x0200008040220411,
    0x0404800084400220, 0x0000401000402000, 0x0086001081220440, 0x0408800800100280,
    0x000a001201040820, 0x8848800200840080, 0x4001000100040200, 0x0442000102105084,
    0x9080010020804100, 0x0040404000201009, 0x0000808010002009, 0x2200090021d00100,
    0x0008008008040080, 0x0004004002010040, 0x0011040008015042, 0x00000a0001768104,
    0x0000800080204009, 0x2010004140002001, 0x9800200280100080, 0x1000100080080080,
    0x0442000a00049020, 0x2100040080020080, 0x0800120400900148, 0x0010040a00128541,
    0x2800804000800030, 0x1010002000400041, 0x4000200011004100, 0x0610008410800800,
    0x0400802402800800, 0xc100020080800400, 0x0002000802000401, 0x0182085882000401,
    0x0220204000808000, 0x2860100040024022, 0x0001002004110040, 0x99101042000a0020,
    0x0004080004008080, 0x0010040002008080, 0x2012004881020004, 0x8300842444820011,
    0x0088403882010200, 0x0820400080210100, 0x0110910040a00300, 0x0801100280080480,
    0x0242009008200600, 0x1002000489500200, 0x0040800200010080, 0x0091800041000080,
    0x0000209300488001, 0x04c1002414824001, 0x020020000b001041, 0x7000100004200901,
    0x8002002004100802, 0x30010002084c0007, 0x0888221800813004, 0x4000002840840112,
];

#[rustfmt::skip]
const BISHOP_MAGICS: [u64; 64] = [
    0xa010041108003100, 0x006082020a002900, 0x6810010619200000, 0x08281a0520000408,
    0x0001104001000400, 0x0018901008048400, 0x00040a0210245280, 0x000200210808a402,
    0x9140048410821200, 0x0800091010820041, 0x20504804832202c0, 0x0100091401081000,
    0x8021011140000012, 0x0810020804450400, 0x208b0542109008a2, 0x0080084a08040204,
    0x0040e2a80811244c, 0x2505022008008108, 0x0430220100420040, 0x010a040420220040,
    0x1105000290400000, 0x0093001200822120, 0x4000a62048043004, 0x280120048a015004,
    0x006090002a020814, 0x44042000240800d0, 0x01102800040a4400, 0x1004080080220040,
    0x0001001011004024, 0x0010044000805040, 0x0914041200820100, 0x0004821012821480,
    0x0024040500c05021, 0x0088611002080200, 0x0116080a00040020, 0x4000020080080080,
    0x2450450140840040, 0x0000880201484100, 0x0222020404020092, 0x8081110600002e00,
    0x2842101105000801, 0x1100809008001025, 0x00020202221c0400, 0x0422014022009020,
    0x0210046102100c00, 0xc004008082029102, 0x00aa461801101200, 0x0404080080201108,
    0x020542108c205002, 0x0410544804100100, 0x0040910841100000, 0x0400200042021100,
    0x00004204850400c0, 0x0200100410a42102, 0x1040020801210102, 0x0805040410420000,
    0x2884804130100200, 0x800c262201242000, 0x1058000194108800, 0x0014221054420204,
    0x0104000012a02200, 0x0200881003300100, 0x0140400202840100, 0x0402020801010201,
];

/// Where one square's attack sets live in its table.
#[derive(Copy, Clone)]
struct Magic {
    mask: u64,
    magic: u64,
    offset: u32,
    shift: u32,
}

impl Magic {
    #[inline(always)]
    const fn index(&self, occupied: u64) -> usize {
        self.offset as usize
            + ((occupied & self.mask).wrapping_mul(self.magic) >> self.shift) as usize
    }
}

/// Total table sizes: the sum over squares of 2^(relevant bits).
const ROOK_TABLE_SIZE: usize = 102_400;
const BISHOP_TABLE_SIZE: usize = 5_248;

const fn magics(dirs: &[(i32, i32); 4], numbers: &[u64; 64]) -> [Magic; 64] {
    let mut out = [Magic {
        mask: 0,
        magic: 0,
        offset: 0,
        shift: 0,
    }; 64];
    let mut offset = 0;
    let mut sq = 0;
    while sq < 64 {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        out[sq] = Magic {
            mask,
            magic: numbers[sq],
            offset,
            shift: 64 - bits,
        };
        offset += 1 << bits;
        sq += 1;
    }
    out
}

const fn slider_table<const N: usize>(
    dirs: &[(i32, i32); 4],
    magics: &[Magic; 64],
) -> [Bitboard; N] {
    let mut table = [Bitboard::EMPTY; N];
    let mut sq = 0;
    while sq < 64 {
        let m = magics[sq];
        // Enumerate every subset of the mask (Carry-Rippler).
        let mut subset: u64 = 0;
        loop {
            table[m.index(subset)] = Bitboard(sliding_attacks(sq, subset, dirs));
            subset = subset.wrapping_sub(m.mask) & m.mask;
            if subset == 0 {
                break;
            }
        }
        sq += 1;
    }
    table
}

static ROOK_MAGIC: [Magic; 64] = magics(&ROOK_DIRS, &ROOK_MAGICS);
static BISHOP_MAGIC: [Magic; 64] = magics(&BISHOP_DIRS, &BISHOP_MAGICS);
static ROOK_TABLE: [Bitboard; ROOK_TABLE_SIZE] =
    slider_table(&ROOK_DIRS, &magics(&ROOK_DIRS, &ROOK_MAGICS));
static BISHOP_TABLE: [Bitboard; BISHOP_TABLE_SIZE] =
    slider_table(&BISHOP_DIRS, &magics(&BISHOP_DIRS, &BISHOP_MAGICS));

const fn ray_table(dirs: &[(i32, i32); 4]) -> [Bitboard; 64] {
    let mut table = [Bitboard::EMPTY; 64];
    let mut sq = 0;
    while sq < 64 {
        table[sq] = Bitboard(sliding_attacks(sq, 0, dirs));
        sq += 1;
    }
    table
}

static ROOK_RAYS: [Bitboard; 64] = ray_table(&ROOK_DIRS);
static BISHOP_RAYS: [Bitboard; 64] = ray_table(&BISHOP_DIRS);

/// Lines and segments between pairs of squares.
const fn between_and_line() -> ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) {
    let mut between = [[Bitboard::EMPTY; 64]; 64];
    let mut line = [[Bitboard::EMPTY; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            if a != b {
                let bb = 1u64 << b;
                let mut dirs: &[(i32, i32); 4] = &ROOK_DIRS;
                let mut k = 0;
                while k < 2 {
                    if sliding_attacks(a, 0, dirs) & bb != 0 {
                        between[a][b] = Bitboard(
                            sliding_attacks(a, 1u64 << b, dirs)
                                & sliding_attacks(b, 1u64 << a, dirs),
                        );
                        line[a][b] = Bitboard(
                            (sliding_attacks(a, 0, dirs) & sliding_attacks(b, 0, dirs))
                                | (1u64 << a)
                                | (1u64 << b),
                        );
                    }
                    dirs = &BISHOP_DIRS;
                    k += 1;
                }
            }
            b += 1;
        }
        a += 1;
    }
    (between, line)
}

const BETWEEN_AND_LINE: ([[Bitboard; 64]; 64], [[Bitboard; 64]; 64]) = between_and_line();
static BETWEEN: [[Bitboard; 64]; 64] = BETWEEN_AND_LINE.0;
static LINE: [[Bitboard; 64]; 64] = BETWEEN_AND_LINE.1;

/// Squares a knight on `sq` attacks.
#[inline(always)]
#[must_use]
pub fn knight_attacks(sq: Square) -> Bitboard {
    KNIGHT_ATTACKS[sq as usize]
}

/// Squares a king on `sq` attacks.
#[inline(always)]
#[must_use]
pub fn king_attacks(sq: Square) -> Bitboard {
    KING_ATTACKS[sq as usize]
}

/// Squares a pawn of `color` on `sq` attacks (its diagonal capture squares).
#[inline(always)]
#[must_use]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    PAWN_ATTACKS[color as usize][sq as usize]
}

/// Squares a rook on `sq` attacks, given the `occupied` squares (blockers are included).
#[inline(always)]
#[must_use]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    ROOK_TABLE[ROOK_MAGIC[sq as usize].index(occupied.0)]
}

/// Squares a bishop on `sq` attacks, given the `occupied` squares (blockers are included).
#[inline(always)]
#[must_use]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    BISHOP_TABLE[BISHOP_MAGIC[sq as usize].index(occupied.0)]
}

/// Squares a rook on `sq` attacks on an empty board.
#[inline(always)]
#[must_use]
pub fn rook_rays(sq: Square) -> Bitboard {
    ROOK_RAYS[sq as usize]
}

/// Squares a bishop on `sq` attacks on an empty board.
#[inline(always)]
#[must_use]
pub fn bishop_rays(sq: Square) -> Bitboard {
    BISHOP_RAYS[sq as usize]
}

/// Squares a queen on `sq` attacks, given the `occupied` squares.
#[inline(always)]
#[must_use]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Squares a piece of `role` and `color` on `sq` attacks, given the `occupied` squares.
#[must_use]
pub fn attacks(role: Role, color: Color, sq: Square, occupied: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

/// The squares strictly between `a` and `b` if they share a rank, file or diagonal;
/// empty otherwise.
#[inline(always)]
#[must_use]
pub fn between(a: Square, b: Square) -> Bitboard {
    BETWEEN[a as usize][b as usize]
}

/// The whole rank, file or diagonal through `a` and `b` (edge to edge, both included) if
/// they are aligned; empty otherwise (and for `a == b`).
#[inline(always)]
#[must_use]
pub fn line(a: Square, b: Square) -> Bitboard {
    LINE[a as usize][b as usize]
}

/// `true` if `a`, `b` and `c` lie on one rank, file or diagonal.
#[inline]
#[must_use]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fixed pseudo-random sequence, so the test is repeatable.
    fn xorshift(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn every_slider_entry_matches_the_reference() {
        for sq in Square::ALL {
            let s = sq as usize;
            for (dirs, magic, table, get) in [
                (
                    &ROOK_DIRS,
                    &ROOK_MAGIC[s],
                    &ROOK_TABLE[..],
                    rook_attacks as fn(Square, Bitboard) -> Bitboard,
                ),
                (
                    &BISHOP_DIRS,
                    &BISHOP_MAGIC[s],
                    &BISHOP_TABLE[..],
                    bishop_attacks,
                ),
            ] {
                assert_eq!(magic.mask, relevant_mask(s, dirs));
                let mut subset = 0u64;
                loop {
                    let expected = sliding_attacks(s, subset, dirs);
                    assert_eq!(table[magic.index(subset)].0, expected, "{sq} {subset:#x}");
                    // Squares outside the mask must not change the answer.
                    assert_eq!(
                        get(sq, Bitboard(subset | !magic.mask)).0,
                        sliding_attacks(s, subset | !magic.mask, dirs)
                    );
                    subset = subset.wrapping_sub(magic.mask) & magic.mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
        }
        assert_eq!(
            ROOK_MAGIC[63].offset as usize + (1 << (64 - ROOK_MAGIC[63].shift)),
            ROOK_TABLE_SIZE
        );
        assert_eq!(
            BISHOP_MAGIC[63].offset as usize + (1 << (64 - BISHOP_MAGIC[63].shift)),
            BISHOP_TABLE_SIZE
        );
    }

    #[test]
    fn random_occupancies_match_the_reference() {
        let mut state = 0x1234_5678_9abc_def1;
        for _ in 0..20_000 {
            let occ = xorshift(&mut state) & xorshift(&mut state);
            let sq = Square::new((xorshift(&mut state) % 64) as u32);
            let s = sq as usize;
            assert_eq!(
                rook_attacks(sq, Bitboard(occ)).0,
                sliding_attacks(s, occ, &ROOK_DIRS)
            );
            assert_eq!(
                bishop_attacks(sq, Bitboard(occ)).0,
                sliding_attacks(s, occ, &BISHOP_DIRS)
            );
        }
    }

    #[test]
    fn rays_are_empty_board_attacks() {
        for sq in Square::ALL {
            assert_eq!(rook_rays(sq), rook_attacks(sq, Bitboard::EMPTY));
            assert_eq!(bishop_rays(sq), bishop_attacks(sq, Bitboard::EMPTY));
            assert_eq!(rook_rays(sq).count(), 14);
        }
    }

    #[test]
    fn stepping_pieces() {
        assert_eq!(
            knight_attacks(Square::A1),
            Bitboard::from(Square::B3) | Square::C2
        );
        assert_eq!(knight_attacks(Square::E4).count(), 8);
        assert_eq!(
            king_attacks(Square::H8),
            Bitboard::from(Square::G8) | Square::G7 | Square::H7
        );
        assert_eq!(
            pawn_attacks(Color::White, Square::A2),
            Bitboard::from(Square::B3)
        );
        assert_eq!(
            pawn_attacks(Color::Black, Square::E5),
            Bitboard::from(Square::D4) | Square::F4
        );
        assert!(pawn_attacks(Color::White, Square::H8).is_empty());
    }

    #[test]
    fn between_and_lines() {
        assert_eq!(
            between(Square::A1, Square::D4),
            Bitboard::from(Square::B2) | Square::C3
        );
        assert_eq!(
            between(Square::E1, Square::H1),
            Bitboard::from(Square::F1) | Square::G1
        );
        assert!(between(Square::A1, Square::B3).is_empty());
        assert!(between(Square::A1, Square::B2).is_empty());
        assert_eq!(line(Square::C3, Square::E5).count(), 8);
        assert!(line(Square::C3, Square::E5).contains(Square::H8));
        assert!(line(Square::A1, Square::B3).is_empty());
        assert!(aligned(Square::A1, Square::E5, Square::H8));
        assert!(!aligned(Square::A1, Square::E5, Square::H7));
        for a in Square::ALL {
            for b in Square::ALL {
                assert_eq!(between(a, b), between(b, a));
                assert_eq!(line(a, b), line(b, a));
                let bt = between(a, b);
                assert!(bt.is_subset(line(a, b)));
            }
        }
    }
}
