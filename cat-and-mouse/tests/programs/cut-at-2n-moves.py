# WRONG on purpose, for `cat-and-mouse check`'s tests: the game is called a draw once 2n
# moves are made (n the number of nodes), the bound of a top-down solution that LeetCode
# accepted: a memo over (moves made, mouse, cat), the bound tested first. Right on every
# graph where the winner needs fewer than 2n moves, which random graphs almost always are.
import os
import sys
from functools import lru_cache

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import right  # noqa: E402

sys.setrecursionlimit(10_000)


def cut_at_2n_moves(graph):
    limit = 2 * len(graph)

    @lru_cache(maxsize=None)
    def play(moves, m, c):
        if moves == limit:
            return 0
        if m == 0:
            return 1
        if m == c:
            return 2
        if moves % 2 == 0:
            results = [play(moves + 1, w, c) for w in graph[m]]
            return 1 if 1 in results else 0 if 0 in results else 2
        results = [play(moves + 1, m, w) for w in graph[c] if w != 0]
        return 2 if 2 in results else 0 if 0 in results else 1

    return play(0, 1, 2)


right.main(solve=cut_at_2n_moves)
