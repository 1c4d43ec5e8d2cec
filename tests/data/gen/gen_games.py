"""Generates tests/data/games.txt: game-rule outcomes after every ply of ~150 games.

Usage (from the repository root): python3 tests/data/gen/gen_games.py

Format (see tests/data/README.md):
    game <start FEN>
    start <key> <outcome> <claim3> <claim50> <insuf_w> <insuf_b> <halfmove>
    <uci> <key> <outcome> <claim3> <claim50> <insuf_w> <insuf_b> <halfmove>     (one per ply)
    claims <uci> <threefold_by_move> <fifty_by_move>                             (only if not over)
    end

All values are python-chess's, on a chess.Board(start FEN) with the moves pushed (the history
starts at the start FEN):
    key     = "%016x" % chess.polyglot.zobrist_hash(board)
    outcome = board.outcome(claim_draw=False): "*" or "<termination>:<result>"
    claim3  = board.can_claim_threefold_repetition()
    claim50 = board.can_claim_fifty_moves()
    insuf_w = board.has_insufficient_material(chess.WHITE), insuf_b likewise for BLACK
A game stops at the first automatic outcome (the last ply line then carries it) or where its
policy stops it (ply cap, or a chosen position for claims). `claims` lines follow only when the
final position is not over; for an intended move M, after board.push(M):
    threefold_by_move = board.is_repetition(3)
    fifty_by_move     = board.halfmove_clock >= 100 and not board.is_checkmate()
Moves after which the position is stalemate with halfmove clock >= 100 are never listed (there
python-chess's is_fifty_moves() and the rule above disagree; the game is over anyway).
Start FENs are board.fen() (ep square only when an ep capture is legal), except the scripted
games whose description says "ep square written": there board.fen(en_passant="fen").
"""

import random
import re

import chess
import chess.polyglot

from common import check_version, key_hex, read_lines, strictly_valid, write_lines

SEED = 555000


# ----------------------------------------------------------------------------- recording

def outcome_text(board):
    outcome = board.outcome(claim_draw=False)
    if outcome is None:
        return "*"
    return f"{outcome.termination.name.lower()}:{outcome.result()}"


def describe(board):
    return " ".join([
        key_hex(board),
        outcome_text(board),
        str(int(board.can_claim_threefold_repetition())),
        str(int(board.can_claim_fifty_moves())),
        str(int(board.has_insufficient_material(chess.WHITE))),
        str(int(board.has_insufficient_material(chess.BLACK))),
        str(board.halfmove_clock),
    ])


def claim_values(board, move):
    board.push(move)
    try:
        stalemate_after = board.is_stalemate()
        three = board.is_repetition(3)
        fifty = board.halfmove_clock >= 100 and not board.is_checkmate()
    finally:
        board.pop()
    return three, fifty, stalemate_after


class Game:
    def __init__(self, fen, kind, ep_as_written=False):
        board = chess.Board(fen)
        assert strictly_valid(board), fen
        self.fen = board.fen(en_passant="fen") if ep_as_written else board.fen()
        self.board = chess.Board(self.fen)
        self.kind = kind
        self.moves = []

    def over(self):
        return self.board.outcome(claim_draw=False) is not None

    def push(self, move):
        assert not self.over(), (self.kind, len(self.moves), move)
        assert move in self.board.legal_moves, (self.kind, self.board.fen(), move)
        self.board.push(move)
        self.moves.append(move)


def claims_for(board, rng):
    """A few intended moves for the final position: every move that makes a threefold
    repetition (up to 3), up to 2 that reach the fifty-move mark, any quiet mating move at
    clock 99, plus two others; never stalemating moves at clock >= 99."""
    picks = []
    legal = list(board.legal_moves)
    info = {m: claim_values(board, m) for m in legal}
    legal = [m for m in legal if not (info[m][2] and board.halfmove_clock >= 99)]
    three = [m for m in legal if info[m][0]]
    fifty = [m for m in legal if info[m][1] and m not in three]
    mates = [m for m in legal if board.halfmove_clock >= 99 and not board.is_zeroing(m)
             and info[m][0] is False and not info[m][1]]
    picks += three[:3] + fifty[:2] + mates[:1]
    others = [m for m in legal if m not in picks]
    rng.shuffle(others)
    picks += others[:2]
    return [(m, int(info[m][0]), int(info[m][1])) for m in picks]


def render(game, rng):
    board = chess.Board(game.fen)
    lines = [f"game {game.fen}", f"start {describe(board)}"]
    assert outcome_text(board) == "*"
    for move in game.moves:
        assert board.outcome(claim_draw=False) is None
        board.push(move)
        lines.append(f"{move.uci()} {describe(board)}")
    if board.outcome(claim_draw=False) is None:
        for move, three, fifty in claims_for(board, rng):
            lines.append(f"claims {move.uci()} {three} {fifty}")
    lines.append("end")
    return lines


# ----------------------------------------------------------------------------- policies

def transposition_counts(board):
    """Counter of transposition keys of all positions so far (same identity as python-chess)."""
    counts = {}
    replay = chess.Board(board.root().fen()) if board.move_stack else board.copy()
    for move in [None] + list(board.move_stack):
        if move is not None:
            replay.push(move)
        k = replay._transposition_key()
        counts[k] = counts.get(k, 0) + 1
    return counts


def play_random(game, rng, max_plies):
    while len(game.moves) < max_plies and not game.over():
        game.push(rng.choice(list(game.board.legal_moves)))


def after_count(board, move, counts):
    board.push(move)
    try:
        return counts.get(board._transposition_key(), 0)
    finally:
        board.pop()


def play_repetitive(game, rng, max_plies, p_return, p_reversible, stop_at_claim, p_most=0.6):
    """Prefers moves that lead back to an earlier position (often the most frequent one, else
    any earlier one, so repetitions need not be consecutive), else reversible moves (no pawn
    move, capture or loss of castling rights), else any move."""
    board = game.board
    while len(game.moves) < max_plies and not game.over():
        if stop_at_claim and len(game.moves) >= 8:
            legal = list(board.legal_moves)
            if any(claim_values(board, m)[0] for m in legal) and rng.random() < 0.5:
                return
        counts = transposition_counts(board)
        legal = list(board.legal_moves)
        back, reversible = [], []
        for m in legal:
            if board.is_irreversible(m):
                continue
            reversible.append(m)
            board.push(m)
            if board._transposition_key() in counts:
                back.append(m)
            board.pop()
        r = rng.random()
        if back and r < p_return:
            if rng.random() < p_most:
                # towards the most frequent earlier position (ties: first in move order)
                best = max(back, key=lambda m: after_count(board, m, counts))
                game.push(best)
            else:
                game.push(rng.choice(back))
        elif reversible and r < p_return + p_reversible:
            game.push(rng.choice(reversible))
        else:
            game.push(rng.choice(legal))


def play_quiet(game, rng, max_plies, p_quiet):
    """Prefers moves that do not reset the halfmove clock (for the 50/75-move rules)."""
    board = game.board
    while len(game.moves) < max_plies and not game.over():
        legal = list(board.legal_moves)
        quiet = [m for m in legal if not board.is_zeroing(m)]
        if quiet and rng.random() < p_quiet:
            game.push(rng.choice(quiet))
        else:
            game.push(rng.choice(legal))


def play_captures(game, rng, max_plies, p_capture):
    """Prefers captures (to reach sparse material and insufficient-material draws)."""
    board = game.board
    while len(game.moves) < max_plies and not game.over():
        legal = list(board.legal_moves)
        caps = [m for m in legal if board.is_capture(m)]
        if caps and rng.random() < p_capture:
            game.push(rng.choice(caps))
        else:
            game.push(rng.choice(legal))


def play_script(game, moves):
    for text in moves.split():
        move = game.board.parse_uci(text) if re.fullmatch(r"[a-h][1-8][a-h][1-8][qrbn]?", text) \
            else game.board.parse_san(text)
        game.push(move)


# ----------------------------------------------------------------------------- start positions

def random_start_fen(rng, plies):
    while True:
        board = chess.Board()
        for _ in range(plies):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        if not board.is_game_over() and strictly_valid(board):
            return board.fen()


def placement_fen(rng, white, black, halfmove, fullmove, turn=None, bishops_same=None):
    """Random placement of the given roles (strings like "KRN"), valid, not over."""
    while True:
        board = chess.Board(None)
        squares = list(chess.SQUARES)
        rng.shuffle(squares)
        ok = True
        for color, roles in ((chess.WHITE, white), (chess.BLACK, black)):
            for r in roles:
                piece = chess.Piece.from_symbol(r if color == chess.WHITE else r.lower())
                sq = squares.pop()
                if piece.piece_type == chess.PAWN and chess.square_rank(sq) in (0, 7):
                    ok = False
                board.set_piece_at(sq, piece)
        if not ok:
            continue
        if bishops_same is not None:
            b = board.bishops
            same = not (b & chess.BB_LIGHT_SQUARES) or not (b & chess.BB_DARK_SQUARES)
            if same != bishops_same:
                continue
        board.turn = rng.choice(chess.COLORS) if turn is None else turn
        board.halfmove_clock = halfmove
        board.fullmove_number = fullmove
        if strictly_valid(board) and board.outcome() is None:
            return board.fen()


# ----------------------------------------------------------------------------- scripted games

SCRIPTED = [
    # (kind, start fen, moves (UCI or SAN))
    ("scripted: fool's mate", chess.STARTING_FEN, "f2f3 e7e5 g2g4 d8h4"),
    ("scripted: scholar's mate", chess.STARTING_FEN, "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#"),
    ("scripted: Loyd's ten-move stalemate", chess.STARTING_FEN,
     "e3 a5 Qh5 Ra6 Qxa5 h5 h4 Rah6 Qxc7 f6 Qxd7+ Kf7 Qxb7 Qd3 Qxb8 Qh7 Qxc8 Kg6 Qe6"),
    ("scripted: ep square after e2e4 is not capturable, so the position after 1.e4 repeats",
     chess.STARTING_FEN, "e2e4 g8f6 g1f3 f6g8 f3g1 g8f6 g1f3 f6g8 f3g1"),
    ("scripted: castling rights lost by king shuffles, then repetitions (to fivefold)",
     chess.STARTING_FEN,
     "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8 "
     "e1e2 e8e7"),
    ("scripted: castling rights lost by rook shuffles",
     chess.STARTING_FEN,
     "g1f3 g8f6 h1g1 h8g8 g1h1 g8h8 h1g1 h8g8 g1h1 g8h8 h1g1 h8g8 g1h1 g8h8"),
    ("scripted: ep pseudo-legal but illegal (horizontal pin): polyglot hashes the ep file, "
     "repetition ignores it",
     "8/8/8/8/R2p3k/8/2P5/4K3 w - - 0 1",
     "c2c4 h4h5 e1e2 h5h4 e2e1 h4h5 e1e2 h5h4 e2e1 h4h5 e1e2 h5h4 e2e1"),
    ("scripted: ep pseudo-legal but illegal, colours reversed",
     "4k3/2p5/8/r2P3K/8/8/8/8 b - - 0 1",
     "c7c5 h5h4 e8e7 h4h5 e7e8 h5h4 e8e7 h4h5 e7e8 h5h4 e8e7 h4h5 e7e8"),
    ("scripted: start FEN with an ep square written although no ep capture is legal (e3); "
     "the start position repeats later without it",
     "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
     "g8f6 g1f3 f6g8 f3g1 g8f6 g1f3 f6g8 f3g1"),
    ("scripted: start FEN with an ep square written, ep pseudo-legal but illegal (pinned on the "
     "rank); polyglot key of the start has the ep file, the repeats do not",
     "8/8/8/8/R1Pp3k/8/8/4K3 b - c3 0 1",
     "h4h5 e1e2 h5h4 e2e1 h4h5 e1e2 h5h4 e2e1"),
    ("scripted: legal ep capture available once, later repetitions of the placement differ",
     "4k3/8/8/8/3p4/8/2P5/4K3 w - - 0 1",
     "c2c4 e8e7 e1e2 e7e8 e2e1 e8e7 e1e2 e7e8 e2e1 e8e7 e1e2 e7e8 e2e1"),
    ("scripted: fivefold repetition of the start position through an 8-ply knight cycle",
     chess.STARTING_FEN, " ".join(["g1f3 g8f6 b1c3 b8c6 f3g1 f6g8 c3b1 c6b8"] * 4)),
    ("scripted: fivefold repetition, 4-ply and 8-ply cycles interleaved (gaps 4 and 8)",
     chess.STARTING_FEN, " ".join(["g1f3 g8f6 f3g1 f6g8", "b1c3 b8c6 g1f3 g8f6 f3g1 f6g8 c3b1 c6b8"] * 2)),
    ("scripted: fivefold repetition, cycles of 4, 8, 4, 4 plies",
     chess.STARTING_FEN, " ".join(["g1f3 g8f6 f3g1 f6g8", "b1c3 b8c6 g1f3 g8f6 f3g1 f6g8 c3b1 c6b8",
                                   "g1f3 g8f6 f3g1 f6g8", "g1f3 g8f6 f3g1 f6g8"])),
    ("scripted: checkmate on the ply that brings the halfmove clock to 150",
     "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 120", "a1a8"),
    ("scripted: stalemate on the ply that brings the halfmove clock to 150",
     "7k/8/6K1/8/8/8/8/5Q2 w - - 149 120", "f1f7"),
    ("scripted: check (not mate) at halfmove clock 150: seventy-five-move draw",
     "6k1/5ppp/8/8/8/8/8/R5K1 w - - 147 120", "a1a7 g8f8 a7a8"),
    ("scripted: clock 99, claims: quiet move reaches 100 (fifty), mating move does not",
     "6k1/5ppp/8/8/8/8/5P2/R5K1 w - - 95 80", "a1b1 g8h8 b1a1 h8g8"),
    ("scripted: clock 99 with a repeated position: one move is both threefold and fifty",
     "6k1/5ppp/8/8/8/8/5P2/R5K1 w - - 91 80", "a1b1 g8h8 b1a1 h8g8 a1b1 g8h8 b1a1 h8g8"),
    ("scripted: capture at clock 149 resets the clock",
     "6k1/5ppp/8/8/8/8/r7/R5K1 w - - 149 120", "a1a2 g8f8"),
]


# ----------------------------------------------------------------------------- main

def build_games():
    rng = random.Random(SEED)
    games = []

    for kind, fen, moves in SCRIPTED:
        g = Game(fen, kind, ep_as_written="ep square written" in kind)
        play_script(g, moves)
        games.append(g)

    # plain random games until over, cap 400 plies
    for _ in range(6):
        g = Game(chess.STARTING_FEN, "random game (uniform moves, cap 400 plies)")
        play_random(g, rng, 400)
        games.append(g)

    # repetition-prone games
    for i in range(50):
        fen = chess.STARTING_FEN if i % 5 == 0 else random_start_fen(rng, rng.randint(10, 50))
        stop = i % 2 == 1
        g = Game(fen, "repetition-prone (%s)" % ("stops where a threefold claim exists" if stop
                                                 else "until over, cap 150 plies"))
        p_return = rng.choice([0.5, 0.7, 0.85]) if stop else rng.choice([0.8, 0.9])
        play_repetitive(g, rng, 150, p_return=p_return, p_reversible=0.98 - p_return,
                        stop_at_claim=stop, p_most=0.6 if i % 4 < 2 else 0.15)
        games.append(g)

    # fifty / seventy-five move rule: pawnless or sparse positions, clocks 90..149
    materials = [("KR", "KB"), ("KQ", "KR"), ("KRN", "KR"), ("KRB", "KRN"), ("KQ", "KQ"),
                 ("KRR", "KQ"), ("KBN", "KN"), ("KRP", "KRP"), ("KQN", "KRB"), ("KR", "KN")]
    for i in range(35):
        white, black = materials[i % len(materials)]
        if i % 2:
            white, black = black, white
        halfmove = 90 + (i * 59) % 60
        fen = placement_fen(rng, white, black, halfmove, rng.randint(60, 140))
        g = Game(fen, "fifty/seventy-five (quiet moves preferred, start clock %d)" % halfmove)
        play_quiet(g, rng, 120, p_quiet=0.97)
        games.append(g)

    # insufficient material: sparse material, captures preferred
    sparse = [("KNR", "KR", None), ("KBR", "KR", None), ("KBR", "KBR", True), ("KBR", "KBR", False),
              ("KNNR", "KR", None), ("KNR", "KQR", None), ("KBBR", "KR", True), ("KRN", "KN", None),
              ("KR", "KR", None), ("KBN", "KB", None), ("KNP", "KR", None), ("KQ", "KN", None),
              ("KB", "KBR", True), ("KN", "KNR", None), ("KBP", "KBP", True)]
    for i in range(45):
        white, black, same = sparse[i % len(sparse)]
        if i % 2:
            white, black = black, white
        fen = placement_fen(rng, white, black, 0, rng.randint(30, 80), bishops_same=same)
        g = Game(fen, "sparse material (captures preferred, cap 200 plies)")
        play_captures(g, rng, 200, p_capture=0.8)
        games.append(g)

    return games, rng


def main():
    check_version()
    games, rng = build_games()
    lines = []
    for g in games:
        lines += render(g, rng)
    write_lines("games.txt", lines)
    stats = verify(lines)
    print(f"games.txt: {stats['games']} games, {stats['plies']} ply lines, {stats['claims']} claims lines, verified")
    for k in sorted(stats):
        print(f"  {k}: {stats[k]}")
    need = {
        "end:fivefold_repetition": 10, "end:seventyfive_moves": 10, "end:insufficient_material": 20,
        "end:checkmate": 5, "end:stalemate": 2, "claim3_lines": 20, "claims_threefold": 20,
        "claims_fifty": 5, "claim50_lines": 10, "checkmate_at_150": 1, "stalemate_at_150": 1,
        "fivefold_nonconsecutive": 3, "over_at_start": 0,
    }
    for k, n in need.items():
        assert stats.get(k, 0) >= n, (k, stats.get(k, 0), n)
    assert stats.get("over_at_start", 0) == 0


def verify(lines):
    """Re-reads games.txt, replays every game and recomputes every field."""
    read = read_lines("games.txt")
    assert read == lines
    stats = {"games": 0, "plies": 0, "claims": 0}

    def bump(k, n=1):
        stats[k] = stats.get(k, 0) + n

    i = 0
    while i < len(read):
        head = read[i]
        assert head.startswith("game "), head
        fen = head[5:]
        board = chess.Board(fen)
        assert board.fen(en_passant="fen") == fen and strictly_valid(board)
        i += 1
        kind, *fields = read[i].split(" ")
        assert kind == "start" and " ".join(fields) == describe(board)
        if fields[1] != "*":
            bump("over_at_start")
        i += 1
        stats["games"] += 1
        occurrences = {board._transposition_key(): [0]}
        while not read[i].startswith(("claims", "end")):
            uci, *fields = read[i].split(" ")
            assert len(fields) == 7 and len(fields[0]) == 16 and int(fields[0], 16) >= 0
            assert board.outcome(claim_draw=False) is None
            move = chess.Move.from_uci(uci)
            assert move in board.legal_moves
            board.push(move)
            assert " ".join(fields) == describe(board)
            occurrences.setdefault(board._transposition_key(), []).append(len(board.move_stack))
            stats["plies"] += 1
            if fields[2] == "1":
                bump("claim3_lines")
            if fields[3] == "1":
                bump("claim50_lines")
            i += 1
        outcome = outcome_text(board)
        if outcome != "*":
            bump("end:" + outcome.split(":")[0])
            if board.halfmove_clock == 150 and board.is_checkmate():
                bump("checkmate_at_150")
            if board.halfmove_clock == 150 and board.is_stalemate():
                bump("stalemate_at_150")
            if outcome.startswith("fivefold"):
                plies = occurrences[board._transposition_key()]
                gaps = {b - a for a, b in zip(plies, plies[1:])}
                if gaps != {4}:
                    bump("fivefold_nonconsecutive")
        while read[i].startswith("claims"):
            assert outcome == "*"
            _, uci, three, fifty = read[i].split(" ")
            move = chess.Move.from_uci(uci)
            assert move in board.legal_moves
            t, f, stalemate = claim_values(board, move)
            assert (three, fifty) == (str(int(t)), str(int(f))) and not (stalemate and board.halfmove_clock >= 99)
            stats["claims"] += 1
            if t:
                bump("claims_threefold")
            if f:
                bump("claims_fifty")
            i += 1
        assert read[i] == "end"
        i += 1
    return stats


if __name__ == "__main__":
    main()
