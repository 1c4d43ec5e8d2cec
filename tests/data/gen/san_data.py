#!/usr/bin/env python3
"""Writes tests/data/san.txt: the SAN of every legal move of ~300 positions, by python-chess.

Usage (from the repository root): python3 tests/data/gen/san_data.py

Line format: <fen>|<uci> <san>|<uci> <san>|...  with every legal move of the position, in
python-chess's generation order; SAN from python-chess `Board.san(move)` (with + and #);
castling in UCI as the king's two-square move (e1g1). Lines starting with `#` are comments.

Positions (all seeded, so the output is reproducible with the same python-chess version):
  * HANDMADE: disambiguation (with pinned rivals), promotions, en passant, castling, mates;
  * positions along uniformly random legal games from the start (SEED_GAMES);
  * positions along "promotion-heavy" random games that prefer pawn moves (SEED_PROMO), so
    that several queens, rooks, bishops or knights of one colour appear;
  * random placements of kings plus two to four pieces of one role per side (SEED_PLACE),
    which need file, rank and square disambiguation, with pins;
  * positions right after a double pawn push where en passant is legal (SEED_EP).
Every position is valid for python-chess (`Board.is_valid()`); placements in check are
skipped so that no impossible check arises. FENs are `Board.fen()` (en passant square only
when an en passant capture is legal).
"""

import os
import random
import sys

import chess

SEED_GAMES = 31
SEED_PROMO = 32
SEED_PLACE = 33
SEED_EP = 34

HANDMADE = [
    # Knights b1 and f3 reach d2: Nbd2 / Nfd2.
    "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
    # The same, with the knight on f3 pinned by the bishop on h5: plain Nd2.
    "4k3/8/8/7b/8/5N2/8/1N1K4 w - - 0 1",
    # Queens e4, h4, h1 reach e1: Qee1 (file), Q1e1 (rank), Qh4e1 (square).
    "8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1",
    # Rooks a1 and a5 on one file: R1a3 / R5a3 (rank).
    "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1",
    # Rooks a4 and h4, the one on h4 pinned along the h-file by the rook on h8.
    "4k2r/8/8/8/R6R/8/8/7K w - - 0 1",
    # Knights b3, c1 and f3 around d2 and d4.
    "4k3/8/8/8/8/1N3N2/8/2N1K1b1 w - - 0 1",
    # Three queens: file, rank and square disambiguation; mates.
    "7k/8/8/3Q4/8/1Q1Q4/8/K5b1 w - - 0 1",
    # Knights b1, f1, f3 all reach d2: Nbd2, Nf1d2, N3d2.
    "4k3/8/8/8/8/5N2/8/1N3NK1 w - - 0 1",
    # Bishops b2, b6, f2 reach d4: Bb2d4-style square disambiguation.
    "4k3/8/1B6/8/8/8/1B3B2/4K3 w - - 0 1",
    # Black to move: knights and queens.
    "1n3nk1/8/5n2/8/8/8/8/4K3 b - - 0 1",
    "k6q/8/8/q2q4/8/8/8/5K2 b - - 0 1",
    # Castling both ways, both colours.
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
    # Castling giving check: O-O-O+ and O-O+; rook passing an attacked square.
    "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
    "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
    "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
    # Castling through and into check (not legal), out of check (not legal).
    "4kr2/8/8/8/8/8/8/4K2R w K - 0 1",
    "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    # Promotions: quiet, capturing, with check and mate, underpromotion.
    "1r1r3k/P1P5/8/8/8/8/8/K7 w - - 0 1",
    "3r3k/4P3/8/8/8/8/8/K7 w - - 0 1",
    "2r1r1k1/3P1ppp/8/8/8/8/8/K7 w - - 0 1",
    "8/5P1k/8/8/8/8/8/K7 w - - 0 1",
    "k7/8/8/8/8/8/p1p5/1R1RK3 b - - 0 1",
    "k7/8/8/8/8/8/3p4/K7 b - - 0 1",
    # En passant: two capturers, evading check, giving check, and the rank pin.
    "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1",
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    "8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 1",
    "4k3/8/8/3pP3/8/8/8/4RK2 w - d6 0 1",
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
    "8/8/8/8/1pP5/8/8/k3K3 b - c3 0 1",
    # Mates by rook, queen; a smothered mate; Fool's mate.
    "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
    "3k4/R7/3K4/8/8/8/8/8 w - - 0 1",
    "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1",
    "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
    # Double check: only king moves.
    "4k3/8/8/8/7b/2N5/8/r3K3 w - - 0 1",
    # Well-known perft positions.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    # The start position.
    chess.STARTING_FEN,
]


def random_games(rng, games, plies, every, prefer_pawns=False):
    """Positions along random legal games."""
    out = []
    for _ in range(games):
        board = chess.Board()
        for ply in range(plies):
            moves = list(board.legal_moves)
            if not moves:
                break
            if prefer_pawns and rng.random() < 0.7:
                pawn_moves = [m for m in moves if board.piece_type_at(m.from_square) == chess.PAWN]
                promotions = [m for m in pawn_moves if m.promotion]
                moves = promotions or pawn_moves or moves
            board.push(rng.choice(moves))
            if ply % every == every - 1:
                out.append(board.fen())
    return out


def random_placements(rng, count):
    """Kings plus 2-4 pieces of one role per side, and a few pawns."""
    out = []
    while len(out) < count:
        board = chess.Board(None)
        squares = list(chess.SQUARES)
        rng.shuffle(squares)
        board.set_piece_at(squares.pop(), chess.Piece(chess.KING, chess.WHITE))
        board.set_piece_at(squares.pop(), chess.Piece(chess.KING, chess.BLACK))
        for color in (chess.WHITE, chess.BLACK):
            role = rng.choice([chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN])
            for _ in range(rng.randint(2, 4)):
                board.set_piece_at(squares.pop(), chess.Piece(role, color))
            for _ in range(rng.randint(0, 3)):
                sq = squares.pop()
                if chess.square_rank(sq) not in (0, 7):
                    board.set_piece_at(sq, chess.Piece(chess.PAWN, color))
        board.turn = rng.choice([chess.WHITE, chess.BLACK])
        if board.is_valid() and not board.is_check() and any(board.legal_moves):
            out.append(board.fen())
    return out


def en_passant_positions(rng, count):
    """Positions right after a double push, with a legal en passant capture."""
    out = []
    while len(out) < count:
        board = chess.Board()
        for _ in range(rng.randint(4, 40)):
            moves = list(board.legal_moves)
            if not moves:
                break
            pawn_moves = [m for m in moves if board.piece_type_at(m.from_square) == chess.PAWN]
            board.push(rng.choice(pawn_moves if pawn_moves and rng.random() < 0.8 else moves))
            if board.has_legal_en_passant():
                out.append(board.fen())
                break
    return out


def line(fen):
    board = chess.Board(fen)
    assert board.is_valid(), fen
    fields = [board.fen()]
    for move in board.legal_moves:
        fields.append(f"{move.uci()} {board.san(move)}")
    return "|".join(fields)


def main():
    positions = list(HANDMADE)
    positions += random_games(random.Random(SEED_GAMES), games=15, plies=120, every=10)
    positions += random_games(random.Random(SEED_PROMO), games=10, plies=160, every=10, prefer_pawns=True)
    positions += random_placements(random.Random(SEED_PLACE), 60)
    positions += en_passant_positions(random.Random(SEED_EP), 20)
    seen = set()
    lines = []
    for fen in positions:
        board = chess.Board(fen)
        if board.fen() in seen or not any(board.legal_moves):
            continue
        seen.add(board.fen())
        lines.append(line(fen))
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    with open(os.path.join(root, "san.txt"), "w") as f:
        f.write(f"# Generated by tests/data/gen/san_data.py with python-chess {chess.__version__}.\n")
        f.write("# <fen>|<uci> <san>|... : every legal move, SAN by python-chess Board.san().\n")
        for l in lines:
            f.write(l + "\n")
    print(f"{len(lines)} positions, {sum(l.count('|') for l in lines)} moves", file=sys.stderr)


if __name__ == "__main__":
    main()
