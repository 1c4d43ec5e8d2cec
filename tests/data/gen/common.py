"""Shared helpers for the test-data generators in tests/data/gen/.

Every generator is deterministic: it uses only fixed seeds (random.Random(seed)), python-chess's
own deterministic move order, and sorted containers. Run from the repository root, e.g.

    python3 tests/data/gen/gen_tricky.py

The generators were run with python-chess 1.11.2; another version refuses to run unless
CAISSA_ANY_PYTHON_CHESS=1 is set (the output might then differ).
"""

import os
import sys

import chess
import chess.polyglot

EXPECTED_PYTHON_CHESS = "1.11.2"

GEN_DIR = os.path.dirname(os.path.abspath(__file__))
DATA_DIR = os.path.dirname(GEN_DIR)


def check_version():
    if chess.__version__ != EXPECTED_PYTHON_CHESS and os.environ.get("CAISSA_ANY_PYTHON_CHESS") != "1":
        sys.exit(
            f"python-chess {chess.__version__} found, the data was generated with "
            f"{EXPECTED_PYTHON_CHESS}; set CAISSA_ANY_PYTHON_CHESS=1 to run anyway"
        )


def data_path(name):
    return os.path.join(DATA_DIR, name)


def write_lines(name, lines):
    """Writes lines (without newlines) to tests/data/<name>, LF line ends, final newline."""
    path = data_path(name)
    with open(path, "w", encoding="ascii", newline="\n") as f:
        for line in lines:
            assert "\n" not in line and "\r" not in line, line
            f.write(line + "\n")
    return path


def read_lines(name):
    with open(data_path(name), encoding="ascii", newline="") as f:
        text = f.read()
    assert text.endswith("\n") and "\r" not in text
    return text[:-1].split("\n") if text else []


def perft(board, depth):
    """Plain perft leaf count (bulk-counted at the last ply). Ignores repetition and clocks."""
    if depth == 0:
        return 1
    if depth == 1:
        return board.legal_moves.count()
    nodes = 0
    for move in list(board.legal_moves):
        board.push(move)
        nodes += perft(board, depth - 1)
        board.pop()
    return nodes


def key_hex(board):
    return "%016x" % chess.polyglot.zobrist_hash(board)


def status_names(status):
    names = []
    for name in dir(chess):
        if name.startswith("STATUS_") and name != "STATUS_VALID":
            if status & getattr(chess, name):
                names.append(name[len("STATUS_"):].lower())
    return sorted(names)


def promoted_counts(board, color):
    """Pawns plus pieces beyond the initial set, for one side, counted two ways: (a) Q>1, R>2,
    N>2, B>2; (b) the same but bishops beyond one per square colour. (b) >= (a) always."""
    n = lambda pt: len(board.pieces(pt, color))
    base = n(chess.PAWN) + max(0, n(chess.QUEEN) - 1) + max(0, n(chess.ROOK) - 2) + max(0, n(chess.KNIGHT) - 2)
    bishops = board.pieces(chess.BISHOP, color)
    plain = max(0, len(bishops) - 2)
    by_colour = max(0, len(bishops & chess.SquareSet(chess.BB_LIGHT_SQUARES)) - 1) + \
        max(0, len(bishops & chess.SquareSet(chess.BB_DARK_SQUARES)) - 1)
    return base + plain, base + by_colour


def stepping_double_check(board):
    """Two checkers that are both knights or pawns: no single move can give such a check."""
    checkers = board.checkers()
    return len(checkers) == 2 and all(board.piece_type_at(sq) in (chess.KNIGHT, chess.PAWN) for sq in checkers)


def strictly_valid(board):
    """python-chess STATUS_VALID, plus the two RULES.md checks python-chess does not make
    (promoted material, double check by two stepping pieces)."""
    return (board.status() == chess.STATUS_VALID
            and all(max(promoted_counts(board, c)) <= 8 for c in chess.COLORS)
            and not stepping_double_check(board))
