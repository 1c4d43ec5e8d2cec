"""Generates tests/data/tricky.epd: perft positions for the rules cases of RULES.md.

Usage (from the repository root): python3 tests/data/gen/gen_tricky.py [--check-only]

Each position below carries a description (written as the `# ...` comment line before it) and
assertions about its legal moves at depth 1 (moves that must / must not be legal, or the exact
number of legal moves), so that a position that does not test what its comment says makes the
script fail. Positions marked MIRROR are also written colour-flipped (python-chess
Board.mirror(): board flipped vertically, colours swapped, side to move swapped, castling rights
and ep square mirrored), with the comment suffixed by "(mirrored)".

Every position is valid per python-chess (status() == STATUS_VALID) and per the two extra checks
of RULES.md that python-chess does not make (common.strictly_valid).

Depths: for each line, D1, D2, ... are computed with python-chess until the next depth would
exceed NODE_CAP leaf nodes (or MAX_DEPTH is reached). The whole file must stay below TOTAL_CAP.

FENs are written with board.fen(en_passant="fen"): the ep square exactly as authored (several
positions deliberately carry an ep square on which no legal ep capture exists). Positions from
random games are written with the default board.fen() (ep square only when an ep capture is legal).
"""

import random
import sys

import chess

from common import check_version, perft, read_lines, strictly_valid, write_lines

NODE_CAP = 300_000  # default; a position may raise it with "cap" (never above LINE_CAP)
LINE_CAP = 2_000_000
MAX_DEPTH = 7
TOTAL_CAP = 30_000_000
RANDOM_SEED = 20240601
MIRROR = True

# (comment, fen, mirror?, expectations)
# expectations: dict with optional keys
#   "has": UCI moves that must be legal, "hasnot": UCI moves that must not be legal,
#   "d1": exact number of legal moves, "check": side to move is in check (bool),
#   "checkers": exact number of checkers, "ep": ep square name that must be set.
POSITIONS = [
    # ---------------------------------------------------------------- castling
    ("castling: all four rights, both sides can castle both ways; rooks can take rooks on their home squares",
     "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", False, {"has": ["e1g1", "e1c1", "h1h8", "a1a8"], "cap": 1_000_000}),
    ("castling: all four rights, black to move",
     "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", False, {"has": ["e8g8", "e8c8"], "cap": 1_000_000}),
    ("castling: pieces on their squares but no rights (king or rooks moved earlier)",
     "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", MIRROR, {"hasnot": ["e1g1", "e1c1"]}),
    ("castling: kingside right only; deep enough that Rh1 moves away and back (right lost by rook move)",
     "4k3/8/8/8/8/8/8/4K2R w K - 0 1", MIRROR, {"has": ["e1g1"]}),
    ("castling: queenside right only; rook a1 and king can move away and back (rights lost by moving)",
     "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", MIRROR, {"has": ["e1c1"]}),
    ("castling: both rights, bare kings otherwise; king moves must clear both rights",
     "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", MIRROR, {"has": ["e1g1", "e1c1"], "cap": 1_000_000}),
    ("castling: black knight takes the rook on h1 (right must go), white recaptures Rh2xh1, no O-O later",
     "4k3/8/8/8/8/6n1/7R/R3K2R b KQ - 0 1", MIRROR, {"has": ["g3h1"]}),
    ("castling: black rook can take the rook on h1 with check; K right must be cleared",
     "4k3/8/8/7r/8/8/8/R3K2R b KQ - 0 1", MIRROR, {"has": ["h5h1"]}),
    ("castling: knight on b1 blocks O-O-O (b1 must be empty although the king never crosses it)",
     "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", MIRROR, {"has": ["e1g1"], "hasnot": ["e1c1"]}),
    ("castling: bishop on f1 and queen on d1 block both castlings",
     "r3k2r/8/8/8/8/8/8/R2QKB1R w KQkq - 0 1", MIRROR, {"hasnot": ["e1g1", "e1c1"]}),
    ("castling: own knight on g1 blocks O-O; enemy knight on c1 blocks O-O-O",
     "r3k2r/8/8/8/8/8/8/R1n1K1NR w KQkq - 0 1", MIRROR, {"hasnot": ["e1g1", "e1c1"]}),
    ("castling: king in check from a rook on the e-file, no castling",
     "r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1", MIRROR, {"check": True, "hasnot": ["e1g1", "e1c1"]}),
    ("castling: king in check from a knight, no castling",
     "r3k2r/8/8/8/8/3n4/8/R3K2R w KQkq - 0 1", MIRROR, {"check": True, "hasnot": ["e1g1", "e1c1"]}),
    ("castling: f1 attacked by a rook (king passes an attacked square), O-O illegal, O-O-O legal",
     "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", MIRROR, {"hasnot": ["e1g1"], "has": ["e1c1"]}),
    ("castling: d1 attacked by a bishop, O-O-O illegal, O-O legal",
     "4k3/8/8/8/b7/8/8/R3K2R w KQ - 0 1", MIRROR, {"hasnot": ["e1c1"], "has": ["e1g1"]}),
    ("castling: g1 attacked (king would land on an attacked square), O-O illegal",
     "4k3/6r1/8/8/8/8/8/R3K2R w KQ - 0 1", MIRROR, {"hasnot": ["e1g1"], "has": ["e1c1"]}),
    ("castling: c1 attacked by a rook, O-O-O illegal",
     "4k3/2r5/8/8/8/8/8/R3K2R w KQ - 0 1", MIRROR, {"hasnot": ["e1c1"], "has": ["e1g1"]}),
    ("castling: g1 attacked by a pawn on h2, O-O illegal",
     "4k3/8/8/8/8/8/7p/R3K2R w KQ - 0 1", MIRROR, {"hasnot": ["e1g1"], "has": ["e1c1"]}),
    ("castling: f1 and g1 attacked by the enemy king on g2",
     "8/8/8/8/8/8/6k1/R3K2R w KQ - 0 1", MIRROR, {"hasnot": ["e1g1"], "has": ["e1c1"]}),
    ("castling: b1 attacked (the rook passes it), O-O-O still legal",
     "4k3/1r6/8/8/8/8/8/R3K2R w KQ - 0 1", MIRROR, {"has": ["e1c1", "e1g1"]}),
    ("castling: rook on a1 attacked, O-O-O still legal",
     "r3k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", MIRROR, {"has": ["e1c1", "e1g1"]}),
    ("castling: rook on h1 attacked by a bishop, O-O still legal",
     "4k3/8/8/3b4/8/8/8/R3K2R w KQ - 0 1", MIRROR, {"has": ["e1g1", "e1c1"]}),
    ("castling: O-O gives check (rook lands on f1 facing the king on f8)",
     "5k2/8/8/8/8/8/8/4K2R w K - 0 1", MIRROR, {"has": ["e1g1"]}),
    ("castling: O-O-O gives check (rook lands on d1 facing the king on d8)",
     "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", MIRROR, {"has": ["e1c1"]}),
    ("castling: mixed rights (white K, black q), black to move",
     "r3k3/8/8/8/8/8/8/4K2R b Kq - 0 1", MIRROR, {"has": ["e8c8"]}),
    # ---------------------------------------------------------------- en passant
    ("en passant: legal capture exd6",
     "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", MIRROR, {"has": ["e5d6"], "ep": "d6"}),
    ("en passant: two pawns can capture en passant (cxd6 and exd6)",
     "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1", MIRROR, {"has": ["e5d6", "c5d6"]}),
    ("en passant: on the a-file (no wrap-around to the h-file)",
     "4k3/8/8/pP5P/8/8/8/4K3 w - a6 0 1", MIRROR, {"has": ["b5a6"], "hasnot": ["h5a6"]}),
    ("en passant: on the h-file (no wrap-around to the a-file)",
     "4k3/8/8/P5Pp/8/8/8/4K3 w - h6 0 1", MIRROR, {"has": ["g5h6"], "hasnot": ["a5h6"]}),
    ("en passant: illegal, the capturing pawn is pinned on a diagonal (a1-h8) by a bishop",
     "7K/8/8/3pP3/8/8/1b6/k7 w - d6 0 1", MIRROR, {"hasnot": ["e5d6", "e5e6"]}),
    ("en passant: legal although the capturing pawn is pinned, it stays on the pin diagonal (b8-h2)",
     "1b2k3/8/8/3pP3/8/8/7K/8 w - d6 0 1", MIRROR, {"has": ["e5d6"], "hasnot": ["e5e6"]}),
    ("en passant: illegal, removing the captured pawn opens a diagonal to the own king",
     "4k1b1/8/8/3pP3/8/8/K7/8 w - d6 0 1", MIRROR, {"hasnot": ["e5d6"], "has": ["e5e6"]}),
    ("en passant: illegal, horizontal case, both pawns leave the rank and the rook sees the king",
     "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", MIRROR, {"hasnot": ["e5d6"], "has": ["e5e6"]}),
    ("en passant: illegal, horizontal case with the queen on the left and the king on the right",
     "7k/8/8/q2pP2K/8/8/8/8 w - d6 0 1", MIRROR, {"hasnot": ["e5d6"]}),
    ("en passant: gives check (the pawn lands on d6 next to the king on c7)",
     "8/2k5/8/3pP3/8/8/8/4K3 w - d6 0 1", MIRROR, {"has": ["e5d6"]}),
    ("en passant: gives discovered check (capturing pawn leaves the e-file of the rook)",
     "4k3/8/8/3pP3/8/8/8/4RK2 w - d6 0 1", MIRROR, {"has": ["e5d6"]}),
    ("en passant: the only legal move, it captures the double-pushed pawn that gives check",
     "4k3/8/2p5/Pp6/KN6/PP6/8/8 w - b6 0 1", MIRROR, {"d1": 1, "has": ["a5b6"], "check": True}),
    ("en passant: captures the checking pawn, other evasions exist too",
     "8/8/8/2pP4/1K6/8/8/7k w - c6 0 1", MIRROR, {"has": ["d5c6"], "check": True}),
    ("en passant: not allowed, the check comes from a bishop (discovered by the double push)",
     "2b1k3/8/8/3pP3/8/7K/8/8 w - d6 0 1", MIRROR, {"hasnot": ["e5d6"], "check": True}),
    ("en passant: ep square set but no pawn stands ready to capture",
     "4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1", MIRROR, {"ep": "d6"}),
    ("en passant: ep square set, the pawn beside the pushed pawn has the same colour (no capture)",
     "4k3/8/8/2pp4/8/8/8/4K3 w - d6 0 1", MIRROR, {"ep": "d6"}),
    ("en passant: double pushes available at depth 1 for both sides, ep at depth 2",
     "4k3/2p1p3/8/3P4/8/8/4P1P1/4K3 b - - 0 1", MIRROR, {"has": ["c7c5", "e7e5"]}),
    ("en passant: the black pawn on f4 can capture en passant after e2e4 or after g2g4 (depth 2)",
     "4k3/8/8/8/5p2/8/4P1P1/4K3 w - - 0 1", MIRROR, {"has": ["e2e4", "g2g4"]}),
    # ---------------------------------------------------------------- pins
    ("pin along a rank: the rook moves along the rank only",
     "4k3/8/8/8/r2R3K/8/8/8 w - - 0 1", MIRROR, {"has": ["d4a4", "d4e4"], "hasnot": ["d4d5", "d4d3"]}),
    ("pin along a file: the queen moves along the file only (and may capture the pinner)",
     "4k3/4r3/8/8/8/8/4Q3/4K3 w - - 0 1", MIRROR, {"has": ["e2e7", "e2e3"], "hasnot": ["e2d2", "e2f3"]}),
    ("pin along a file: the bishop cannot move",
     "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1", MIRROR, {"hasnot": ["e2d3", "e2f3"]}),
    ("pin along a diagonal: the bishop moves along the diagonal only",
     "4k3/8/b7/8/8/8/4B3/5K2 w - - 0 1", MIRROR, {"has": ["e2a6", "e2d3"], "hasnot": ["e2f3", "e2d1"]}),
    ("pin along a diagonal: the rook cannot move",
     "7k/8/b7/8/8/8/4R3/5K2 w - - 0 1", MIRROR, {"hasnot": ["e2e3", "e2d2"]}),
    ("pin: a pinned knight cannot move",
     "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1", MIRROR, {"hasnot": ["d2f3", "d2b3", "d2c4"]}),
    ("pin: pawn pinned on its file may push one or two squares",
     "4k3/4r3/8/8/8/8/4P3/4K3 w - - 0 1", MIRROR, {"has": ["e2e3", "e2e4"]}),
    ("pin: pawn pinned along a rank cannot push",
     "4k3/8/8/8/8/8/r3P2K/8 w - - 0 1", MIRROR, {"hasnot": ["e2e3", "e2e4"]}),
    ("pin: pawn pinned on a diagonal may capture the pinner, not push or capture elsewhere",
     "4k3/8/8/8/8/2b1n3/3P4/4K3 w - - 0 1", MIRROR, {"has": ["d2c3"], "hasnot": ["d2d3", "d2d4", "d2e3"]}),
    ("pin: pawn on the 7th pinned on a diagonal, promotes by capturing the pinner only",
     "b3k3/1P6/8/3K4/8/8/8/8 w - - 0 1", MIRROR, {"has": ["b7a8q", "b7a8n"], "hasnot": ["b7b8q"]}),
    ("pin: several pinned pieces around one king (rank, file, two diagonals)",
     "4k3/4r3/1b5b/8/r2QKR1q/3PNP2/8/4r3 w - - 0 1", False, {"check": True}),
    ("pin: a pinned piece cannot capture the checking piece",
     "4k3/8/8/8/1b6/8/3N4/r3K3 w - - 0 1", MIRROR, {"check": True, "hasnot": ["d2b1"]}),
    # ---------------------------------------------------------------- checks
    ("double check (knight and rook): only king moves, the bishop may not take the knight",
     "4k3/2b5/3N4/8/8/8/8/4R1K1 b - - 0 1", MIRROR, {"checkers": 2, "hasnot": ["c7d6"]}),
    ("double check (bishop and rook): only king moves",
     "3rk3/8/8/1B6/8/8/8/4R1K1 b - - 0 1", MIRROR, {"checkers": 2, "hasnot": ["d8d7", "d8e8"]}),
    ("check: evasion by capture, by block and by king move",
     "4k3/8/8/8/4r3/8/1R6/4K2B w - - 0 1", MIRROR, {"check": True, "has": ["h1e4", "b2e2", "e1d1"], "hasnot": ["b2b3"]}),
    ("kings: the king may not step next to the other king (opposition)",
     "8/8/8/3k4/8/3K4/8/8 w - - 0 1", MIRROR, {"hasnot": ["d3d4", "d3c4", "d3e4"]}),
    ("kings: kings two squares apart on a diagonal",
     "8/8/8/8/8/2k5/8/K7 w - - 0 1", MIRROR, {"hasnot": ["a1b2"], "has": ["a1a2", "a1b1"]}),
    ("king: may not capture a defended checking queen",
     "4k3/8/8/8/8/4b3/3q4/4K3 w - - 0 1", MIRROR, {"hasnot": ["e1d2"], "check": True}),
    ("king: may capture an undefended checking queen",
     "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", MIRROR, {"has": ["e1d2"], "check": True}),
    ("king: may not capture a piece defended by a pawn",
     "4k3/8/8/8/8/2p5/3n4/4K3 w - - 0 1", MIRROR, {"hasnot": ["e1d2"]}),
    ("king: may not step back along the checking rook's file (x-ray through the king)",
     "4r1k1/8/8/8/4K3/8/8/8 w - - 0 1", MIRROR, {"hasnot": ["e4e3", "e4e5"], "has": ["e4d3"]}),
    ("king: may not step back along the checking bishop's diagonal",
     "b3k3/8/8/3K4/8/8/8/8 w - - 0 1", MIRROR, {"hasnot": ["d5e4", "d5c6"], "has": ["d5d4"]}),
    ("king: may not step along the rank of a checking queen, neither away from it nor towards it",
     "4k3/8/8/8/8/8/8/q2K4 w - - 0 1", MIRROR, {"hasnot": ["d1e1", "d1c1"], "has": ["d1d2"]}),
    # ---------------------------------------------------------------- promotions
    ("promotion: quiet push to all four pieces",
     "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", MIRROR, {"has": ["e7e8q", "e7e8r", "e7e8b", "e7e8n"]}),
    ("promotion: push blocked, captures with promotion on both sides",
     "3rrr2/4P3/8/8/8/8/k7/7K w - - 0 1", MIRROR, {"hasnot": ["e7e8q"], "has": ["e7d8q", "e7f8n"]}),
    ("promotion: capture on the edge files (a7xb8, no wrap to h8)",
     "1n2k2r/P7/8/8/8/8/8/4K3 w k - 0 1", MIRROR, {"has": ["a7b8q", "a7a8q"], "hasnot": ["a7h8q"]}),
    ("promotion: to queen or rook gives check along the back rank",
     "7k/3P4/8/8/8/8/8/K7 w - - 0 1", MIRROR, {"has": ["d7d8q", "d7d8r"]}),
    ("promotion: underpromotion to a knight is the only promotion giving check",
     "8/5P1k/8/8/8/8/8/K7 w - - 0 1", MIRROR, {"has": ["f7f8n"]}),
    ("promotion: out of check by blocking the checking rook",
     "K6r/3P4/8/8/8/8/8/6k1 w - - 0 1", MIRROR, {"check": True, "has": ["d7d8q", "d7d8n"]}),
    ("promotion: out of check by capturing the checking piece",
     "K1r5/3P4/8/8/8/8/8/6k1 w - - 0 1", MIRROR, {"check": True, "has": ["d7c8q", "d7c8n"], "hasnot": ["d7d8q"]}),
    ("promotion: push blocked by an own knight, promotion by capture still legal",
     "1k2rN2/5P2/8/8/8/8/8/K7 w - - 0 1", MIRROR, {"hasnot": ["f7f8q", "f7g8q"], "has": ["f7e8q", "f7e8n"]}),
    ("promotion: many promotions at once for both sides",
     "n1n1k3/PPP5/8/8/8/8/5ppp/3K1N1N w - - 0 1", MIRROR, {"has": ["b7a8q", "b7c8n", "b7b8q"], "hasnot": ["a7a8q"]}),
    # ---------------------------------------------------------------- mates and stalemates
    ("checkmate: back-rank mate (D1 0)",
     "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", MIRROR, {"d1": 0, "check": True}),
    ("checkmate: smothered mate (D1 0)",
     "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1", MIRROR, {"d1": 0, "check": True}),
    ("checkmate: fool's mate, castling rights still present (D1 0)",
     "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", MIRROR, {"d1": 0, "check": True}),
    ("checkmate: double-check mate (D1 0)",
     "3qkb2/3p1p2/3N4/8/8/8/8/4R1K1 b - - 0 1", MIRROR, {"d1": 0, "checkers": 2}),
    ("stalemate: king in the corner (D1 0)",
     "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", MIRROR, {"d1": 0, "check": False}),
    ("stalemate: a pinned knight and a blocked pawn cannot move (D1 0)",
     "k7/1nK5/1P6/3B4/8/p7/P7/8 b - - 0 1", MIRROR, {"d1": 0, "check": False}),
    ("stalemate: pawns blocked by a pawn and by their own king (D1 0)",
     "8/8/8/8/6p1/6P1/5K1p/7k b - - 0 1", MIRROR, {"d1": 0, "check": False}),
    # ---------------------------------------------------------------- many moves
    ("many moves: 218 legal moves (the maximum known)",
     "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1", MIRROR, {"d1": 218, "cap": 2_000_000}),
    ("many moves: seven queens (six promoted) against a bare king",
     "k7/8/8/8/8/8/8/1QQQQQQK w - - 0 1", False, None),
]


def check_expectations(comment, board, exp):
    legal = {m.uci() for m in board.legal_moves}
    problems = []
    for u in exp.get("has", []):
        if u not in legal:
            problems.append(f"{u} should be legal")
    for u in exp.get("hasnot", []):
        if u in legal:
            problems.append(f"{u} should not be legal")
    if "d1" in exp and len(legal) != exp["d1"]:
        problems.append(f"d1 {len(legal)} != {exp['d1']}")
    if "check" in exp and board.is_check() != exp["check"]:
        problems.append(f"check {board.is_check()}")
    if "checkers" in exp and len(board.checkers()) != exp["checkers"]:
        problems.append(f"checkers {len(board.checkers())}")
    if "ep" in exp and board.ep_square != chess.parse_square(exp["ep"]):
        problems.append("ep square")
    if problems:
        sys.exit(f"position does not test what it says: {comment}: {board.fen()}: {problems}")


def mirror_uci(u):
    def sq(s):
        return s[0] + str(9 - int(s[1]))
    return sq(u[0:2]) + sq(u[2:4]) + u[4:]


def mirror_exp(exp):
    if exp is None:
        return None
    out = dict(exp)
    for k in ("has", "hasnot"):
        if k in out:
            out[k] = [mirror_uci(u) for u in out[k]]
    if "ep" in out:
        out["ep"] = out["ep"][0] + str(9 - int(out["ep"][1]))
    return out


def random_middlegames(count, seed):
    """Positions from random legal games: ply 24..60, at least 20 pieces, game not over."""
    rng = random.Random(seed)
    out = []
    seen = set()
    while len(out) < count:
        board = chess.Board()
        target = rng.randint(24, 60)
        ok = True
        for _ in range(target):
            moves = list(board.legal_moves)
            if not moves:
                ok = False
                break
            board.push(rng.choice(moves))
        if not ok or board.is_game_over() or len(board.piece_map()) < 20:
            continue
        fen = board.fen()
        if fen in seen:
            continue
        seen.add(fen)
        out.append(("random middlegame (seeded random game, ply %d)" % target, fen, MIRROR, None))
    return out


def all_positions():
    items = []
    for comment, fen, mirror, exp in POSITIONS + random_middlegames(12, RANDOM_SEED):
        board = chess.Board(fen)
        if not strictly_valid(board):
            sys.exit(f"invalid position: {comment}: {fen}: {board.status()!r}")
        if exp:
            check_expectations(comment, board, exp)
        cap = (exp or {}).get("cap", NODE_CAP)
        assert cap <= LINE_CAP
        items.append((comment, board, cap))
        if mirror:
            mb = board.mirror()
            assert strictly_valid(mb)
            if exp:
                check_expectations(comment + " (mirrored)", mb, mirror_exp(exp))
            items.append((comment + " (mirrored)", mb, cap))
    fens = [b.fen(en_passant="fen") for _, b, _ in items]
    dup = {f for f in fens if fens.count(f) > 1}
    if dup:
        sys.exit(f"duplicate positions: {sorted(dup)}")
    return items


def depth_counts(board, cap):
    counts = []
    for depth in range(1, MAX_DEPTH + 1):
        if len(counts) >= 2 and counts[-2] > 0:
            estimate = counts[-1] * counts[-1] / counts[-2]
            if estimate > cap * 1.6:
                break
        n = perft(board, depth)
        if n > cap:
            break
        counts.append(n)
        if n == 0:
            break
    return counts


def main():
    check_version()
    items = all_positions()
    if "--check-only" in sys.argv:
        print(f"{len(items)} positions ok")
        return
    lines = [
        "# caissa tricky perft positions, generated by tests/data/gen/gen_tricky.py with python-chess.",
        "# Format: <six-field FEN> ;D1 n ;D2 n ... (see tests/data/README.md).",
        "",
    ]
    total = 0
    results = []
    for comment, board, cap in items:
        counts = depth_counts(board, cap)
        total += sum(counts)
        fen = board.fen(en_passant="fen")
        results.append((fen, counts))
        lines.append(f"# {comment}")
        lines.append(fen + " " + " ".join(f";D{d} {n}" for d, n in enumerate(counts, 1)))
        lines.append("")
        print(f"{counts[-1]:>9} D{len(counts)}  {comment}", flush=True)
    assert total <= TOTAL_CAP, total
    write_lines("tricky.epd", lines[:-1])
    verify(results, total)


def verify(results, total):
    """Re-reads the file, re-parses every line and re-checks D1 and D2 of every position."""
    parsed = []
    comment_pending = False
    for line in read_lines("tricky.epd"):
        if not line:
            continue
        if line.startswith("#"):
            comment_pending = True
            continue
        assert comment_pending, line
        comment_pending = False
        fen, *ops = line.split(" ;")
        assert len(fen.split(" ")) == 6
        board = chess.Board(fen)
        assert strictly_valid(board) and board.fen(en_passant="fen") == fen
        counts = []
        for i, op in enumerate(ops, 1):
            d, n = op.split(" ")
            assert d == f"D{i}" and str(int(n)) == n
            counts.append(int(n))
            assert int(n) <= LINE_CAP
        for d in range(1, min(2, len(counts)) + 1):
            assert perft(board, d) == counts[d - 1]
        parsed.append((fen, counts))
    assert parsed == results
    assert sum(sum(c) for _, c in parsed) == total
    print(f"tricky.epd: {len(parsed)} positions, {total} nodes in total, verified")


if __name__ == "__main__":
    main()
