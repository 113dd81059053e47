# WRONG on purpose, for `yahtzee check`'s tests: the bonus is added greedily, after the
# best assignment without it is found, so a game where giving up lower points earns the
# bonus is answered short. Otherwise the same as right.py.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import right  # noqa: E402

right.main(greedy_bonus=True)
