"""Generates tests/data/fen_invalid.txt, tests/data/fen_invalid_strict.txt and tests/data/fen_valid.txt.

Usage (from the repository root): python3 tests/data/gen/gen_fen.py

fen_invalid.txt: `<tag>\t<fen>` per line. Tag `syntax`: the text is not a six-field standard FEN
(the crate must return a parse error). Every other tag names a python-chess status problem, and
python-chess 1.11.2 `chess.Board(fen).status()` is checked to contain that flag (the FEN itself
parses in python-chess). A line may have further problems besides its tag.

fen_invalid_strict.txt: same format, positions that python-chess 1.11.2 accepts as valid
(status() == STATUS_VALID) but that RULES.md requires the crate to reject: more promoted pieces
than missing pawns (`too_many`), and two checkers that both step (knights/pawns), which no single
move can produce (`impossible_check`). They are checked here by explicit rules, not by python-chess.

fen_valid.txt: one FEN per line, each valid (status() == STATUS_VALID) and in python-chess's
canonical output form board.fen(en_passant="legal") (re-parsing and re-writing gives the same text).
"""

import random

import chess

from common import check_version, promoted_counts, read_lines, status_names, stepping_double_check, strictly_valid, write_lines

SEED = 7103

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

SYNTAX = [
    # not six fields
    START,
    START + " w",
    START + " w KQkq",
    START + " w KQkq -",
    START + " w KQkq - 0",
    START + " w KQkq - 0 1 extra",
    START + " w KQkq - 0 1 0",
    START + " w KQkq - 0 1 ;",
    "w KQkq - 0 1",
    # board part
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",   # bad piece letter
    "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",   # bad piece letter
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN* w KQkq - 0 1",   # bad character
    "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",   # digit 9
    "rnbqkbnr/pppppppp/8/8/4P4/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1",  # rank of 9 squares
    "rnbqkbnrp/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  # rank of 9 squares
    "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",    # rank of 7 squares
    "rnbqkbnr/pppppppp/8/8/8/7/PPPPPPPP/RNBQKBNR w KQkq - 0 1",   # rank of 7 squares
    "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",     # 7 ranks
    "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  # 9 ranks
    START + "/ w KQkq - 0 1",                                       # trailing slash
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPPRNBQKBNR w KQkq - 0 1",    # missing slash
    "rnbqkbnr/pppppppp/8//8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",    # empty rank
    "rnbqkbnr/pppppppp/8/8/08/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  # digit 0
    "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  # two digits in a row
    # side to move
    START + " x KQkq - 0 1",
    START + " white KQkq - 0 1",
    START + " - KQkq - 0 1",
    # castling
    START + " w KQkz - 0 1",
    START + " w X - 0 1",
    START + " w + - 0 1",
    START + " w KQkq1 - 0 1",
    # en passant
    START + " w KQkq e9 0 1",
    START + " w KQkq i6 0 1",
    START + " w KQkq e 0 1",
    START + " w KQkq 66 0 1",
    START + " w KQkq e66 0 1",
    # clocks
    START + " w KQkq - -1 1",
    START + " w KQkq - x 1",
    START + " w KQkq - 1.5 1",
    START + " w KQkq - 0 -1",
    START + " w KQkq - 0 0",
    START + " w KQkq - 0 a",
    START + " w KQkq - 0 1.0",
]

ILLEGAL = [
    ("empty", "8/8/8/8/8/8/8/8 w - - 0 1"),
    ("empty", "8/8/8/8/8/8/8/8 b - - 0 1"),
    ("missing_king", "4k3/8/8/8/8/8/8/8 w - - 0 1"),
    ("missing_king", "8/8/8/8/8/8/8/4K3 b - - 0 1"),
    ("missing_king", "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"),
    ("missing_king", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1"),
    ("too_many_kings", "4k3/8/8/8/8/8/8/3KK3 w - - 0 1"),
    ("too_many_kings", "k3k3/8/8/8/8/8/8/4K3 w - - 0 1"),
    ("too_many_kings", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1"),
    ("pawns_on_backrank", "P3k3/8/8/8/8/8/8/4K3 w - - 0 1"),
    ("pawns_on_backrank", "4k3/8/8/8/8/8/8/p3K3 w - - 0 1"),
    ("pawns_on_backrank", "4k2p/8/8/8/8/8/8/4K3 b - - 0 1"),
    ("pawns_on_backrank", "4k3/8/8/8/8/8/8/4K2P w - - 0 1"),
    ("bad_castling_rights", "4k3/8/8/8/8/8/8/4K3 w K - 0 1"),
    ("bad_castling_rights", "4k3/8/8/8/8/8/8/R2K4 w Q - 0 1"),
    ("bad_castling_rights", "4k3/8/8/8/8/8/8/4K3 w k - 0 1"),
    ("bad_castling_rights", "1r2k3/8/8/8/8/8/8/4K3 b q - 0 1"),
    ("bad_castling_rights", "r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1"),
    ("bad_castling_rights", "r3k2r/8/8/8/8/8/8/R3K1R1 w K - 0 1"),
    ("bad_castling_rights", "1r2k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
    ("invalid_ep_square", "4k3/8/8/8/8/8/8/4K3 w - d6 0 1"),
    ("invalid_ep_square", "4k3/8/8/3p4/8/8/8/4K3 w - d3 0 1"),
    ("invalid_ep_square", "4k3/3p4/8/3p4/8/8/8/4K3 w - d6 0 1"),
    ("invalid_ep_square", "4k3/8/3n4/3p4/8/8/8/4K3 w - d6 0 1"),
    ("invalid_ep_square", "4k3/8/8/3p4/8/8/8/4K3 b - d6 0 1"),
    ("invalid_ep_square", "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1"),
    ("invalid_ep_square", START + " w KQkq e4 0 1"),
    ("invalid_ep_square", START + " w KQkq e3 0 1"),
    ("opposite_check", "4k3/8/8/8/8/8/8/4RK2 w - - 0 1"),
    ("opposite_check", "4k3/8/8/8/8/8/8/4K1r1 b - - 0 1"),
    ("opposite_check", "8/8/8/8/8/8/3kK3/8 w - - 0 1"),
    ("opposite_check", "rnbqkbnr/ppppp1pp/8/5p1Q/8/4P3/PPPP1PPP/RNB1KBNR w KQkq - 0 1"),
    ("impossible_check", "4k3/8/8/8/r2K3r/8/8/8 w - - 0 1"),
    ("impossible_check", "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1"),
    ("impossible_check", "3rk3/8/8/8/8/2n5/8/r2K2q1 w - - 0 1"),
    ("impossible_check", "4k3/8/8/3pP3/8/8/8/r3K3 w - d6 0 1"),
    ("impossible_check", "4k3/8/8/3pP3/8/8/8/3qK3 w - d6 0 1"),
    ("impossible_check", "3rk3/8/8/8/3K4/8/8/3q4 w - - 0 1"),
    ("too_many", "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    ("too_many", "rnbqkbnr/pppppppp/p7/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"),
    ("too_many", "rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    ("too_many", "rnbqkbnr/pppppppp/2q5/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    ("too_many", "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1"),
    ("too_many", "4k3/8/8/8/8/PPPPPPPP/PPPPPPPP/4K3 w - - 0 1"),
]

STRICT = [
    # more promoted pieces (queens beyond 1, rooks/knights/bishops beyond 2) than missing pawns
    ("too_many", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKQNR w KQkq - 0 1"),
    ("too_many", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBRKBNR w KQkq - 0 1"),
    ("too_many", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBNKBNR w KQkq - 0 1"),
    ("too_many", "4k3/pppppppp/8/8/8/8/8/qqq1K3 w - - 0 1"),
    ("too_many", "4k3/8/8/8/8/8/PPPPPPP1/QQ1QK3 w - - 0 1"),
    ("too_many", "rrr1k3/pppppppp/8/8/8/8/8/4K3 b - - 0 1"),
    ("too_many", "4k3/8/8/8/8/8/PPPPPPP1/RNBQKQNQ w - - 0 1"),
    # two checkers that both step: no single move gives such a double check
    ("impossible_check", "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1"),
    ("impossible_check", "4k3/8/8/8/8/5n2/3p4/4K3 w - - 0 1"),
    ("impossible_check", "4k3/8/8/8/8/8/3p1p2/4K3 w - - 0 1"),
    ("impossible_check", "4k3/2N2P2/8/8/8/8/8/4K3 b - - 0 1"),
]

TAG_FLAGS = {
    "empty": ["empty"],
    "missing_king": ["no_white_king", "no_black_king"],
    "too_many_kings": ["too_many_kings"],
    "pawns_on_backrank": ["pawns_on_backrank"],
    "bad_castling_rights": ["bad_castling_rights"],
    "invalid_ep_square": ["invalid_ep_square"],
    "opposite_check": ["opposite_check"],
    "impossible_check": ["impossible_check"],
    "too_many": ["too_many_white_pawns", "too_many_black_pawns", "too_many_white_pieces",
                 "too_many_black_pieces"],
}


def parses(fen):
    try:
        chess.Board(fen)
        return True
    except ValueError:
        return False


def valid_fens():
    out = []

    def add(board):
        fen = board.fen(en_passant="legal")
        if fen not in out:
            out.append(fen)

    fixed = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 5 40",
        "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 7 41",
        "r3k2r/8/8/8/8/8/8/R3K2R b K - 9 42",
        "r3k2r/8/8/8/8/8/8/R3K2R w Q - 11 43",
        "r3k2r/8/8/8/8/8/8/R3K2R b k - 13 44",
        "r3k2r/8/8/8/8/8/8/R3K2R w q - 15 45",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQ - 17 46",
        "r3k2r/8/8/8/8/8/8/R3K2R w kq - 19 47",
        "r3k2r/8/8/8/8/8/8/R3K2R b Kk - 21 48",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQk - 23 49",
        "r3k2r/8/8/8/8/8/8/R3K2R b Kkq - 25 50",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1",
        "4k3/8/8/pP6/8/8/8/4K3 w - a6 0 2",
        "4k3/8/8/8/6pP/8/8/4K3 b - h3 0 2",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/8/8/8/8/5k2/8/4K2R w K - 120 150",
        "8/8/8/8/8/5k2/8/4K2R b K - 149 200",
        "8/8/8/8/8/5k2/8/4K2R w K - 150 201",
        "8/8/8/8/8/5k2/8/4K2R b K - 99 88",
        "8/8/8/8/8/5k2/8/4K2R w K - 100 89",
        "8/8/8/8/8/5k2/8/4K2R b K - 101 89",
        "2kr4/8/8/8/8/8/8/4K3 w - - 200 300",
        "2kr4/8/8/8/8/8/8/4K3 b - - 0 9999",
        "7k/8/8/8/8/8/8/K7 w - - 0 1",
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        "R5k1/5ppp/8/8/8/8/8/6K1 b - - 3 31",
        "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1",
        "k7/8/8/8/8/8/8/1QQQQQQK w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 b - - 1 1",
        "8/8/8/K2pP2r/8/8/8/7k w - - 0 1",
        "4k3/8/8/8/8/4p3/8/3K4 b - - 0 70",
        "1k6/8/8/8/8/8/8/R3K3 w Q - 0 1",
        "r3k3/8/8/8/8/8/8/1K6 b q - 0 1",
        "4k2r/8/8/8/8/8/8/1K6 b k - 0 1",
    ]
    for fen in fixed:
        add(chess.Board(fen))
    rng = random.Random(SEED)
    # positions from seeded random games, with their real clocks; prefer ones with a legal ep
    # square and ones with partial castling rights
    ep_wanted = 12
    games = 0
    while len(out) < 100:
        games += 1
        board = chess.Board()
        plies = rng.randint(1, 160)
        for _ in range(plies):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
            if ep_wanted and board.has_legal_en_passant() and len(out) < 100:
                add(board)
                ep_wanted -= 1
        if len(out) < 100 and not board.is_game_over():
            add(board)
    return out


def main():
    check_version()
    invalid = [("syntax", fen) for fen in SYNTAX] + ILLEGAL
    for tag, fen in invalid:
        assert "\t" not in fen
        if tag == "syntax":
            continue
        board = chess.Board(fen)
        names = status_names(board.status())
        assert any(f in names for f in TAG_FLAGS[tag]), (tag, fen, names)
    for tag, fen in STRICT:
        board = chess.Board(fen)
        assert board.status() == chess.STATUS_VALID, fen
        if tag == "too_many":
            # more than 8 by either way of counting bishops
            assert any(min(promoted_counts(board, c)) > 8 for c in chess.COLORS), fen
        elif tag == "impossible_check":
            assert stepping_double_check(board), fen
        else:
            raise AssertionError(tag)
    valid = valid_fens()
    for fen in valid:
        board = chess.Board(fen)
        assert strictly_valid(board) and board.fen(en_passant="legal") == fen, fen
    write_lines("fen_invalid.txt", [f"{tag}\t{fen}" for tag, fen in invalid])
    write_lines("fen_invalid_strict.txt", [f"{tag}\t{fen}" for tag, fen in STRICT])
    write_lines("fen_valid.txt", valid)
    verify(invalid, valid)


def verify(invalid, valid):
    lines = read_lines("fen_invalid.txt")
    assert [tuple(l.split("\t")) for l in lines] == invalid
    accepted = []
    for i, line in enumerate(lines, 1):
        tag, fen = line.split("\t")
        assert tag == "syntax" or tag in TAG_FLAGS
        if tag == "syntax":
            if parses(fen):
                accepted.append((i, fen))
        else:
            assert chess.Board(fen).status() != chess.STATUS_VALID
    strict = read_lines("fen_invalid_strict.txt")
    assert [tuple(l.split("\t")) for l in strict] == STRICT
    assert read_lines("fen_valid.txt") == valid
    print(f"fen_invalid.txt: {len(lines)} lines ({len(SYNTAX)} syntax), verified")
    print("  syntax lines that python-chess 1.11.2 nevertheless parses:")
    for i, fen in accepted:
        print(f"    line {i}: {fen}")
    print(f"fen_invalid_strict.txt: {len(strict)} lines, verified")
    print(f"fen_valid.txt: {len(valid)} lines, verified")


if __name__ == "__main__":
    main()
