"""Generates tests/data/san.txt: the SAN of every legal move of ~300 positions.

Usage (from the repository root): python3 tests/data/gen/gen_san.py

Line format: <fen>|<uci> <san>|<uci> <san>|...   (all legal moves, in python-chess's generation
order; SAN from python-chess board.san(move), with +/# suffixes; castling UCI as e1g1/e1c1).

Sources (all seeded, see SEED_*):
  * hand-made positions (HANDMADE), mostly disambiguation with pinned pieces;
  * positions from random legal games (uniformly random moves);
  * positions from "promotion-heavy" random games (pawn moves and promotions preferred, so
    several queens/rooks/knights/bishops of one colour appear);
  * random placements with 2..4 same-role pieces per side (disambiguation and pins);
  * positions with a legal en passant capture from short pawn-heavy random games.
Candidates are picked greedily so that each feature (FEATURE_QUOTA) is covered often enough.
Every position is valid per python-chess status() and also per the two extra RULES.md checks
(promoted material, stepping double check). FENs are board.fen() (ep square only when an ep
capture is legal).
"""

import random

import chess

from common import check_version, read_lines, strictly_valid, write_lines

SEED_GAMES = 1001
SEED_PROMO = 2002
SEED_PLACE = 3003
SEED_PICK = 4004
SEED_EP = 5005
TOTAL = 300

HANDMADE = [
    # three queens able to reach e1: square disambiguation (Qh4e1)
    "8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1",
    # two knights reach d2, the one on f1 is pinned by the rook on h1: plain Nd2
    "4k3/8/8/8/8/8/8/1N2KN1r w - - 0 1",
    # two knights reach d2 (b1, f1): file disambiguation; pinned version above
    "4k3/8/8/8/8/8/4K3/1N3N2 w - - 0 1",
    # rooks a2 and a6 reach a4: rank disambiguation; the rook on d4 (pinned by the bishop) does not count
    "7k/b7/R7/8/3R4/8/R4K2/8 w - - 0 1",
    # rooks a4/h4 both reach b4..g4, but the rook on h4 is pinned on the h-file: plain Rd4
    "4k2r/8/8/8/R6R/8/8/7K w - - 0 1",
    "4k3/4r3/8/8/8/8/4R3/R3K3 w Q - 0 1",
    # three knights around one square, one pinned by a bishop
    "4k3/8/8/8/8/1N3N2/8/2N1K1b1 w - - 0 1",
    # three queens: file, rank and square disambiguation, mate
    "7k/8/8/3Q4/8/1Q1Q4/8/K5b1 w - - 0 1",
    # bishops (one promoted) of the same colour reaching d6 and d2, the one on f4 pinned on the rank
    "4k3/8/8/8/1B1r1B1K/8/8/8 w - - 0 1",
    "4k3/8/8/8/1B1B1B2/8/8/K7 w - - 0 1",
    # knights b1, f1, f3 all reach d2: Nbd2, Nf1d2 (square), N3d2; bishops b2, b6, f2 reach d4
    "4k3/8/8/8/8/5N2/8/1N3NK1 w - - 0 1",
    "4k3/8/1B6/8/8/8/1B3B2/4K3 w - - 0 1",
    # black to move variants
    "1n3nk1/8/5n2/8/8/8/8/4K3 b - - 0 1",
    "k6q/8/8/q2q4/8/8/8/5K2 b - - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
    "4k3/8/2n3n1/8/4R3/8/8/4K3 b - - 0 1",
    # promotions: quiet, capture, check, mate, underpromotion giving check
    "1r1r3k/P1P5/8/8/8/8/8/K7 w - - 0 1",
    "6k1/1P6/8/8/8/8/8/K7 w - - 0 1",
    "2r1r1k1/3P1ppp/8/8/8/8/8/K7 w - - 0 1",
    "8/5P1k/8/8/8/8/8/K7 w - - 0 1",
    "k7/8/8/8/8/8/p1p5/1R1RK3 b - - 0 1",
    # en passant: two capturers, evading check, giving check
    "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1",
    "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",
    "8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 1",
    "8/4k3/8/2Pp4/8/8/8/4K3 w - d6 0 1",
    "4k3/8/8/3pP3/8/8/8/4RK2 w - d6 0 1",
    "4rk2/8/8/8/3Pp3/8/8/4K3 b - d3 0 1",
    # castling giving check / mate (O-O#), mate by a rook
    "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
    "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
    "3k4/R7/3K4/8/8/8/8/8 w - - 0 1",
    "4rkr1/4p1p1/8/8/8/8/8/4K2R w K - 0 1",
    "4k2r/8/8/8/8/8/4P1P1/4RKR1 b k - 0 1",
    "4k2r/8/8/8/8/8/8/5K2 b k - 0 1",
    "r3k3/8/8/8/8/8/8/3K4 b q - 0 1",
    "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
    # rook and queen both able to reach the same square (different roles: no disambiguation)
    "4k3/8/8/8/8/8/8/R2QK3 w Q - 0 1",
]


def features(board):
    """Tags describing what the SAN of this position exercises."""
    tags = set()
    for move in board.legal_moves:
        san = board.san(move)
        piece = board.piece_type_at(move.from_square)
        if san.startswith("O-O-O"):
            tags.add("castle_long")
        elif san.startswith("O-O"):
            tags.add("castle_short")
        if san.startswith("O-O") and san[-1] in "+#":
            tags.add("castle_check")
        if san.endswith("#"):
            tags.add("mate")
        elif san.endswith("+"):
            tags.add("check")
        if board.is_en_passant(move):
            tags.add("ep")
            if san[-1] in "+#":
                tags.add("ep_check")
        if move.promotion:
            tags.add("promo_capture" if board.is_capture(move) else "promo_quiet")
            if move.promotion != chess.QUEEN:
                tags.add("underpromo")
            if san[-1] in "+#":
                tags.add("promo_check")
        if piece not in (chess.PAWN, chess.KING):
            core = san.rstrip("+#").replace("x", "")
            # core is like Nbd2, N1d2, Nb1d2 or Nd2
            extra = core[1:-2]
            if len(extra) == 2:
                tags.add("disamb_square")
            elif len(extra) == 1:
                tags.add("disamb_file" if extra.isalpha() else "disamb_rank")
            # a same-role piece could reach the square pseudo-legally but is pinned
            for other in board.generate_pseudo_legal_moves(from_mask=board.pieces_mask(piece, board.turn)):
                if other.to_square == move.to_square and other.from_square != move.from_square \
                        and not board.is_legal(other):
                    tags.add("disamb_pinned")
    if board.is_check():
        tags.add("in_check")
    return tags


FEATURE_QUOTA = {
    "disamb_file": 50, "disamb_rank": 35, "disamb_square": 15, "disamb_pinned": 20,
    "promo_quiet": 25, "promo_capture": 25, "promo_check": 20, "underpromo": 25,
    "ep": 25, "ep_check": 4, "castle_short": 30, "castle_long": 30, "castle_check": 6,
    "check": 120, "mate": 30, "in_check": 30,
}


def random_game_positions(rng, games, promo_bias):
    out = []
    for _ in range(games):
        board = chess.Board()
        for _ in range(rng.randint(20, 240)):
            moves = list(board.legal_moves)
            if not moves:
                break
            if promo_bias:
                promos = [m for m in moves if m.promotion]
                pawns = [m for m in moves if board.piece_type_at(m.from_square) == chess.PAWN]
                r = rng.random()
                if promos and r < 0.9:
                    moves = promos
                elif pawns and r < 0.6:
                    moves = pawns
            board.push(rng.choice(moves))
            if board.legal_moves.count() and strictly_valid(board):
                out.append(board.fen())
    return out


def ep_positions(rng, games):
    """Positions with a legal en passant capture, from short random games that prefer pawn moves."""
    out = []
    for _ in range(games):
        board = chess.Board()
        for _ in range(rng.randint(6, 60)):
            moves = list(board.legal_moves)
            if not moves:
                break
            pawns = [m for m in moves if board.piece_type_at(m.from_square) == chess.PAWN]
            if pawns and rng.random() < 0.7:
                moves = pawns
            board.push(rng.choice(moves))
            if board.has_legal_en_passant() and strictly_valid(board):
                out.append(board.fen())
    return out


def random_placements(rng, count):
    out = []
    roles = [chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT]
    while len(out) < count:
        board = chess.Board(None)
        squares = list(chess.SQUARES)
        rng.shuffle(squares)
        board.set_piece_at(squares.pop(), chess.Piece(chess.KING, chess.WHITE))
        board.set_piece_at(squares.pop(), chess.Piece(chess.KING, chess.BLACK))
        for color in chess.COLORS:
            role = rng.choice(roles)
            for _ in range(rng.randint(2, 4) if color == chess.WHITE else rng.randint(0, 3)):
                board.set_piece_at(squares.pop(), chess.Piece(role, color))
            for _ in range(rng.randint(0, 4)):
                board.set_piece_at(squares.pop(), chess.Piece(rng.choice(roles), color))
            for _ in range(rng.randint(0, 3)):
                sq = squares.pop()
                if chess.square_rank(sq) not in (0, 7):
                    board.set_piece_at(sq, chess.Piece(chess.PAWN, color))
        board.turn = rng.choice(chess.COLORS)
        if strictly_valid(board) and board.legal_moves.count():
            out.append(board.fen())
    return out


def pick(handmade, candidates, rng):
    """Greedy: all hand-made positions, then, rarest feature first, candidates carrying that
    feature until its quota is met, then random other candidates up to TOTAL."""
    counts = {k: 0 for k in FEATURE_QUOTA}
    chosen = []
    seen = set()

    def take(fen, tags):
        chosen.append(fen)
        seen.add(fen)
        for t in tags:
            if t in counts:
                counts[t] += 1

    for fen in handmade:
        take(fen, features(chess.Board(fen)))
    tagged = []
    tagged_fens = set()
    for fen in candidates:
        if fen not in seen and fen not in tagged_fens:
            tagged_fens.add(fen)
            tagged.append((fen, features(chess.Board(fen))))
    available = {k: sum(1 for _, tags in tagged if k in tags) for k in FEATURE_QUOTA}
    for feature in sorted(FEATURE_QUOTA, key=lambda k: (available[k], k)):
        for fen, tags in tagged:
            if counts[feature] >= FEATURE_QUOTA[feature]:
                break
            if feature in tags and fen not in seen:
                take(fen, tags)
    rest = [fen for fen, _ in tagged if fen not in seen]
    rng.shuffle(rest)
    assert len(chosen) <= TOTAL, len(chosen)
    chosen += rest[:TOTAL - len(chosen)]
    return chosen, counts


def main():
    check_version()
    for fen in HANDMADE:
        board = chess.Board(fen)
        assert strictly_valid(board) and board.legal_moves.count(), fen
    handmade = [chess.Board(f).fen() for f in HANDMADE]
    rng = random.Random(SEED_GAMES)
    plain = random_game_positions(rng, 60, False)
    rng = random.Random(SEED_PROMO)
    promo = random_game_positions(rng, 40, True)
    rng = random.Random(SEED_PLACE)
    placed = random_placements(rng, 1500)
    rng = random.Random(SEED_EP)
    ep = ep_positions(rng, 150)
    # interleave the sources so each contributes early
    pick_rng = random.Random(SEED_PICK)
    pools = [plain, promo, placed, ep]
    for pool in pools:
        pick_rng.shuffle(pool)
    mixed = []
    for i in range(max(len(p) for p in pools)):
        for pool in pools:
            if i < len(pool):
                mixed.append(pool[i])
    chosen, counts = pick(handmade, mixed, pick_rng)
    for k, need in FEATURE_QUOTA.items():
        assert counts[k] >= need, (k, counts[k])
    lines = []
    for fen in chosen:
        board = chess.Board(fen)
        parts = [fen] + [f"{m.uci()} {board.san(m)}" for m in board.legal_moves]
        lines.append("|".join(parts))
    write_lines("san.txt", lines)
    verify(lines)
    print("feature counts:", counts)


def verify(lines):
    read = read_lines("san.txt")
    assert read == lines
    moves = 0
    for line in read:
        fen, *entries = line.split("|")
        board = chess.Board(fen)
        assert strictly_valid(board) and board.fen() == fen
        legal = list(board.legal_moves)
        assert len(entries) == len(legal) > 0
        for entry, move in zip(entries, legal):
            uci, san = entry.split(" ")
            assert uci == move.uci() and san == board.san(move)
            assert board.parse_san(san) == move
            moves += 1
    assert len(set(l.split("|")[0] for l in read)) == len(read)
    print(f"san.txt: {len(read)} positions, {moves} moves, verified")


if __name__ == "__main__":
    main()
