# WRONG on purpose: a player may take only 1 or 2 piles (too few moves), for
# one case a line, values separated by commas and/or spaces, optionally in [ ].
# Otherwise the same as right.py.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import right  # noqa: E402

right.main(most_taken=2)
