# WRONG on purpose, for `cat-and-mouse check`'s tests: the game is called a draw after n
# moves (n the number of nodes), as some searches do (with 2n, a known wrong solution that
# LeetCode accepted). A memo over (moves made, mouse, cat), the mouse moving first.
import os
import sys
from functools import lru_cache

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import right  # noqa: E402


def cut_at_n_moves(graph):
    limit = len(graph)

    @lru_cache(maxsize=None)
    def play(moves, m, c):
        if m == 0:
            return 1
        if m == c:
            return 2
        if moves == limit:
            return 0
        if moves % 2 == 0:
            results = [play(moves + 1, w, c) for w in graph[m]]
            return 1 if 1 in results else 0 if 0 in results else 2
        results = [play(moves + 1, m, w) for w in graph[c] if w != 0]
        return 2 if 2 in results else 0 if 0 in results else 1

    return play(0, 1, 2)


right.main(solve=cut_at_n_moves)
