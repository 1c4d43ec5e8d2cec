"""Generates tests/data/polyglot.txt: Polyglot Zobrist keys.

Usage (from the repository root): python3 tests/data/gen/gen_polyglot.py

Line format: <key as 16 lowercase hex digits>\t<UCI moves from the start position, space-separated, or ->\t<FEN>

The first 9 lines are the reference positions published with the Polyglot book format
(http://hgm.nubati.net/book_format.html, "test positions"): their keys are hard-coded here as
published, and the script checks that python-chess computes the same. The FEN of those lines is
python-chess's replay of the moves from the start position (the page's FENs have slightly different
clocks; clocks do not enter the key).

The other lines are seeded random positions (key from python-chess chess.polyglot.zobrist_hash):
positions from random games, every combination of castling rights, and en passant cases: an ep
capture that is legal, one that is pseudo-legal only (the capturing pawn is pinned or the
capture exposes the king: Polyglot still hashes the ep file), and an ep square with no pawn
ready to capture (the file is not hashed).

All FENs here are written with board.fen(en_passant="fen"): the ep square is written after every
double push, whether or not a capture is possible, so that the key can be recomputed from the FEN.
"""

import random

import chess
import chess.polyglot

from common import check_version, key_hex, read_lines, strictly_valid, write_lines

SEED = 424242

PUBLISHED = [
    ("463b96181691fc9c", ""),
    ("823c9b50fd114196", "e2e4"),
    ("0756b94461c50fb0", "e2e4 d7d5"),
    ("662fafb965db29d4", "e2e4 d7d5 e4e5"),
    ("22a48b5a8e47ff78", "e2e4 d7d5 e4e5 f7f5"),
    ("652a607ca3f242c1", "e2e4 d7d5 e4e5 f7f5 e1e2"),
    ("00fdd303c946bdd9", "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7"),
    ("3c8123ea7b067637", "a2a4 b7b5 h2h4 b5b4 c2c4"),
    ("5c3f9b829b279560", "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3"),
]

HANDMADE_EP = [
    # pseudo-legal but illegal ep captures (the file is hashed all the same)
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
    "7k/8/8/q2pP2K/8/8/8/8 w - d6 0 1",
    "7K/8/8/3pP3/8/8/1b6/k7 w - d6 0 1",
    "4k1b1/8/8/3pP3/8/8/K7/8 w - d6 0 1",
    "2b1k3/8/8/3pP3/8/7K/8/8 w - d6 0 1",
    "8/8/8/8/R1Pp3k/8/8/4K3 b - c3 0 1",
    # legal ep
    "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1",
    "4k3/8/2p5/Pp6/KN6/PP6/8/8 w - b6 0 1",
    # ep square, no pawn ready to capture
    "4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1",
    "4k3/8/8/2pp4/8/8/8/4K3 w - d6 0 1",
]


def ep_kind(board):
    if board.ep_square is None:
        return "none"
    if board.has_legal_en_passant():
        return "legal"
    if board.has_pseudo_legal_en_passant():
        return "pseudo"
    return "no_capturer"


def random_game_positions(rng, count):
    out = []
    while len(out) < count:
        board = chess.Board()
        for _ in range(rng.randint(1, 120)):
            moves = list(board.legal_moves)
            if not moves:
                break
            # prefer double pushes a little so that ep squares are common
            doubles = [m for m in moves if board.piece_type_at(m.from_square) == chess.PAWN
                       and abs(m.to_square - m.from_square) == 16]
            board.push(rng.choice(doubles) if doubles and rng.random() < 0.25 else rng.choice(moves))
        if strictly_valid(board):
            out.append(board.copy(stack=False))
    return out


def random_ep_positions(rng, wanted):
    """White to move, a black pawn just double-pushed to rank 5; random kings and pieces.
    Collects `wanted[kind]` positions for each ep kind; half of them are colour-mirrored."""
    got = {k: [] for k in wanted}
    roles = "QRBNP"
    while any(len(got[k]) < n for k, n in wanted.items()):
        board = chess.Board(None)
        f = rng.randrange(8)
        board.set_piece_at(chess.square(f, 4), chess.Piece(chess.PAWN, chess.BLACK))
        for df in (-1, 1):
            if 0 <= f + df < 8 and rng.random() < 0.6:
                board.set_piece_at(chess.square(f + df, 4), chess.Piece(chess.PAWN, chess.WHITE))
        free = [sq for sq in chess.SQUARES if board.piece_at(sq) is None
                and sq not in (chess.square(f, 5), chess.square(f, 6))]
        rng.shuffle(free)
        board.set_piece_at(free.pop(), chess.Piece(chess.KING, chess.WHITE))
        board.set_piece_at(free.pop(), chess.Piece(chess.KING, chess.BLACK))
        for _ in range(rng.randint(1, 6)):
            sq = free.pop()
            role = rng.choice(roles)
            if role == "P" and chess.square_rank(sq) in (0, 7):
                continue
            board.set_piece_at(sq, chess.Piece.from_symbol(role if rng.random() < 0.5 else role.lower()))
        board.turn = chess.WHITE
        board.ep_square = chess.square(f, 5)
        board.halfmove_clock = 0
        board.fullmove_number = rng.randint(10, 60)
        if not strictly_valid(board):
            continue
        kind = ep_kind(board)
        if kind in got and len(got[kind]) < wanted[kind]:
            got[kind].append(board.mirror() if len(got[kind]) % 2 else board)
    return [b for k in wanted for b in got[k]]


def castling_positions():
    out = []
    for mask in range(16):
        rights = "".join(c for i, c in enumerate("KQkq") if mask & (1 << i)) or "-"
        turn = "w" if mask % 3 else "b"
        board = chess.Board(f"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R {turn} {rights} - 0 1")
        out.append(board)
    # castling rights with pieces between, and only one rook left
    for fen in ["rn2k1nr/8/8/8/8/8/8/R1B1KB1R w KQkq - 4 20", "4k2r/8/8/8/8/8/8/R3K3 b Qk - 0 30",
                "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 30", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"]:
        out.append(chess.Board(fen))
    return out


def main():
    check_version()
    lines = []
    for key, moves in PUBLISHED:
        board = chess.Board()
        for m in moves.split():
            board.push_uci(m)
        assert key_hex(board) == key, (moves, key_hex(board), key)
        lines.append(f"{key}\t{moves or '-'}\t{board.fen(en_passant='fen')}")
    rng = random.Random(SEED)
    boards = [chess.Board(f) for f in HANDMADE_EP]
    boards += castling_positions()
    boards += random_ep_positions(rng, {"legal": 16, "pseudo": 16, "no_capturer": 16})
    boards += random_game_positions(rng, 200 - len(boards))
    seen = set()
    for board in boards:
        assert strictly_valid(board), board.fen()
        fen = board.fen(en_passant="fen")
        if fen in seen:
            continue
        seen.add(fen)
        lines.append(f"{key_hex(board)}\t-\t{fen}")
    write_lines("polyglot.txt", lines)
    verify(lines)


def verify(lines):
    read = read_lines("polyglot.txt")
    assert read == lines
    kinds = {}
    rights = set()
    for i, line in enumerate(read):
        key, moves, fen = line.split("\t")
        assert len(key) == 16 and key == key.lower() and int(key, 16) >= 0
        board = chess.Board(fen)
        assert strictly_valid(board) and board.fen(en_passant="fen") == fen
        assert key_hex(board) == key
        if moves != "-" or i == 0:
            replay = chess.Board()
            for m in ([] if moves == "-" else moves.split()):
                replay.push_uci(m)
            assert key_hex(replay) == key and replay.fen(en_passant="fen") == fen
        kinds[ep_kind(board)] = kinds.get(ep_kind(board), 0) + 1
        rights.add(board.castling_xfen())
    assert read[0].startswith("463b96181691fc9c\t") and read[1].startswith("823c9b50fd114196\t")
    print(f"polyglot.txt: {len(read)} lines, verified; ep kinds {kinds}; {len(rights)} castling-rights sets")


if __name__ == "__main__":
    main()
