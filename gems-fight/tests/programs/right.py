# A right HDU 4778 solution, for `gems-fight check`'s tests: a DP over the sets of bags
# poured; the cooker is a function of the set, and a player who makes a stone moves again.
import sys
from functools import lru_cache


def solve(colors, stones_need, bags, bonus_turn=True):
    count = len(bags)

    def stones(poured):
        totals = [0] * max(colors, 1)
        for bag in range(count):
            if poured >> bag & 1:
                for color in bags[bag]:
                    totals[color - 1] += 1
        return sum(total // stones_need for total in totals)

    made = [stones(poured) for poured in range(1 << count)]

    @lru_cache(maxsize=None)
    def best(poured):
        # The most the player to move can finish ahead, stones from now on.
        if poured == (1 << count) - 1:
            return 0
        most = None
        for bag in range(count):
            if poured >> bag & 1:
                continue
            after = poured | 1 << bag
            gain = made[after] - made[poured]
            if gain > 0 and bonus_turn:
                value = gain + best(after)
            else:
                value = gain - best(after)
            most = value if most is None else max(most, value)
        return most

    return best(0)


def main(bonus_turn=True):
    numbers = [int(word) for word in sys.stdin.read().split()]
    at = 0
    while at + 3 <= len(numbers):
        colors, count, stones_need = numbers[at:at + 3]
        at += 3
        if (colors, count, stones_need) == (0, 0, 0):
            break
        bags = []
        for _ in range(count):
            size = numbers[at]
            bags.append(numbers[at + 1:at + 1 + size])
            at += 1 + size
        print(solve(colors, stones_need, bags, bonus_turn))


if __name__ == "__main__":
    main()
