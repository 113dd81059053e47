# WRONG on purpose, for `can-i-win check`'s tests: an off-by-one in the win test (a number
# must pass what is left of the total, not reach it). Otherwise the same as right.py.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import right  # noqa: E402

right.main(reach=lambda number, left: number > left)
