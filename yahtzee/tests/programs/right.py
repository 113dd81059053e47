# A right UVa 10149 solution, for `yahtzee check`'s tests: a DP over the sets of rolls
# given to the categories in order, upper section first; the moment the sixth category is
# filled, the best upper sum of that set earns its bonus (the bonus never falls as the sum
# rises, so the best sum is the one to keep). Ties between assignments go any way.
import sys

BONUS, THRESHOLD = 35, 63


def score(dice, category):
    counts = [dice.count(face) for face in range(7)]
    total = sum(dice)
    most = max(counts)
    if category < 6:
        return (category + 1) * counts[category + 1]
    if category == 6:
        return total
    if category == 7:
        return total if most >= 3 else 0
    if category == 8:
        return total if most >= 4 else 0
    if category == 9:
        return 50 if most == 5 else 0
    if category == 10:
        runs = any(all(counts[f] for f in range(first, first + 4)) for first in (1, 2, 3))
        return 25 if runs else 0
    if category == 11:
        runs = any(all(counts[f] for f in range(first, first + 5)) for first in (1, 2))
        return 35 if runs else 0
    full = (3 in counts and 2 in counts) or most == 5
    return 40 if full else 0


def solve(rolls, greedy_bonus=False):
    table = [[score(dice, category) for category in range(13)] for dice in rolls]
    best = [-1] * (1 << 13)
    came = [0] * (1 << 13)
    best[0] = 0
    for state in range(1 << 13):
        if best[state] < 0:
            continue
        filled = bin(state).count("1")
        value = best[state]
        if filled == 6 and not greedy_bonus and value >= THRESHOLD:
            value += BONUS
        if filled == 13:
            continue
        for roll in range(13):
            if state >> roll & 1:
                continue
            nxt = state | 1 << roll
            if value + table[roll][filled] > best[nxt]:
                best[nxt] = value + table[roll][filled]
                came[nxt] = roll
    state = (1 << 13) - 1
    scores = [0] * 13
    for category in range(12, -1, -1):
        roll = came[state]
        scores[category] = table[roll][category]
        state ^= 1 << roll
    bonus = BONUS if sum(scores[:6]) >= THRESHOLD else 0
    return scores + [bonus, sum(scores) + bonus]


def main(greedy_bonus=False):
    numbers = [int(word) for word in sys.stdin.read().split()]
    for start in range(0, len(numbers) - 64, 65):
        game = numbers[start:start + 65]
        rolls = [game[5 * roll:5 * roll + 5] for roll in range(13)]
        print(" ".join(map(str, solve(rolls, greedy_bonus))))


if __name__ == "__main__":
    main()
