# WRONG on purpose, for `game-of-sum check`'s tests: a player takes numbers only from the
# left end of the row. Otherwise the same as right.py.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import right  # noqa: E402

right.main(sides=("left",))
