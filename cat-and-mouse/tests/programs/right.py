# A right LeetCode 913 solution, for `cat-and-mouse check`'s tests: one graph a line, as
# LeetCode writes it. Retrograde analysis: the terminal positions first, then back from
# each decided position; what is never decided is a draw.
import json
import sys
from collections import deque

MOUSE, CAT = 0, 1


def outcome(graph):
    n = len(graph)
    result = {}
    left = {}
    for m in range(n):
        for c in range(1, n):
            left[m, c, MOUSE] = len(graph[m])
            left[m, c, CAT] = sum(1 for w in graph[c] if w != 0)
    queue = deque()
    for c in range(1, n):
        for turn in (MOUSE, CAT):
            result[0, c, turn] = 1
            queue.append((0, c, turn))
            result[c, c, turn] = 2
            queue.append((c, c, turn))
    while queue:
        m, c, turn = queue.popleft()
        won = result[m, c, turn]
        if turn == MOUSE:
            before = [(m, p, CAT) for p in graph[c] if p != 0]
        else:
            before = [(p, c, MOUSE) for p in graph[m]]
        for position in before:
            if position in result:
                continue
            mover = position[2]
            if (mover == MOUSE and won == 1) or (mover == CAT and won == 2):
                result[position] = won
                queue.append(position)
            else:
                left[position] -= 1
                if left[position] == 0:
                    result[position] = won
                    queue.append(position)
    return result.get((1, 2, MOUSE), 0)


def main(solve=outcome):
    for line in sys.stdin:
        if line.strip():
            print(solve(json.loads(line)))


if __name__ == "__main__":
    main()
