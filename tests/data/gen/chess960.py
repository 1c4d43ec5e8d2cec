"""Writes tests/data/chess960.epd: Chess960 perft positions of caissa's own.

Counts come from python-chess with chess.Board(fen, chess960=True); each line goes to
the first depth whose count passes 200,000. Run from the repository root:
    python3 tests/data/gen/chess960.py
"""
import chess

CASES = [
    ("king does not move: king g1, rook h1 (O-O leaves the king in place)", "4k3/8/8/8/8/8/8/R5KR w HA - 0 1"),
    ("rook does not move: king e1, rook f1 castles king-side (king to g1, rook stays on f1)", "4k3/8/8/8/8/8/8/4KR2 w F - 0 1"),
    ("rook beside the king on the queen side: king c1, rook b1", "1r2k3/8/8/8/8/8/8/1RK5 w Bb - 0 1"),
    ("king on b1 castles to c1 and the a1 rook goes to d1", "4k3/8/8/8/8/8/8/RK6 w A - 0 1"),
    ("the castling rook shields the king's destination from a queen on a1", "4k3/8/8/8/8/8/8/qRK5 w B - 0 1"),
    ("a rook on b1 that does not castle blocks queen-side castling", "4k3/8/8/8/8/8/8/1R2K2R w HB - 0 1"),
    ("start position 0", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"),
    ("inner rooks hold the rights (Shredder letters name the rook)", "1r2k1r1/8/8/8/8/8/8/RR2K1RR w GBgb - 0 1"),
    ("rooks on a-file only, king on b-file: castling crosses the king's square", "rk6/8/8/8/8/8/8/RK6 w Aa - 0 1"),
    ("castling into check from a bishop on the diagonal", "4k3/8/8/8/8/8/5b2/R3K1R1 w GA - 0 1"),
]


def perft(board, depth):
    if depth == 1:
        return board.legal_moves.count()
    n = 0
    for m in board.legal_moves:
        board.push(m)
        n += perft(board, depth - 1)
        board.pop()
    return n


def main():
    out = [
        "# Chess960 perft positions of caissa's own (Shredder-FEN castling); counts from",
        "# python-chess with chess.Board(fen, chess960=True): tests/data/gen/chess960.py.",
    ]
    for comment, fen in CASES:
        board = chess.Board(fen, chess960=True)
        assert board.is_valid(), (fen, board.status())
        counts = []
        for depth in range(1, 6):
            count = perft(board, depth)
            counts.append(f";D{depth} {count}")
            if count > 200_000:
                break
        out.append("# " + comment)
        out.append(fen + " " + " ".join(counts))
    with open("tests/data/chess960.epd", "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
