# A right LeetCode 464 solution, for `can-i-win check`'s tests: one case "M T" a line,
# a memo over the sets of numbers chosen.
import sys


def can_win(m, target, reach=lambda number, left: number >= left):
    if target <= 0:
        return True
    if m * (m + 1) // 2 < target:
        return False
    memo = {}

    def wins(chosen, left):
        if chosen in memo:
            return memo[chosen]
        for number in range(1, m + 1):
            if chosen >> number & 1:
                continue
            if reach(number, left) or not wins(chosen | 1 << number, left - number):
                memo[chosen] = True
                return True
        memo[chosen] = False
        return False

    return wins(0, target)


def main(reach=lambda number, left: number >= left):
    for line in sys.stdin:
        words = line.split()
        if words:
            print("true" if can_win(int(words[0]), int(words[1]), reach) else "false")


if __name__ == "__main__":
    main()
