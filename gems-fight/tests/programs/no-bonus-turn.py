# WRONG on purpose, for `gems-fight check`'s tests: a player who makes a stone does not
# move again (the missing bonus turn). Otherwise the same as right.py.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import right  # noqa: E402

right.main(bonus_turn=False)
