"""Runs every generator in tests/data/gen/ (from the repository root):

    python3 tests/data/gen/gen_all.py

gen_tricky.py takes a few minutes (about 21M perft nodes in python-chess); the others take
seconds to a minute.
"""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = ["gen_fen.py", "gen_polyglot.py", "gen_san.py", "gen_games.py", "gen_tricky.py"]

for script in SCRIPTS:
    print(f"== {script}", flush=True)
    subprocess.run([sys.executable, os.path.join(HERE, script)], check=True)
