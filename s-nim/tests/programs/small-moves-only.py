# WRONG on purpose, for `s-nim check`'s tests: moves of more than 5 beads are ignored.
# Otherwise the same as right.py.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import right  # noqa: E402

right.main(usable=lambda s: s <= 5)
