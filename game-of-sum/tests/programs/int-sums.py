# WRONG on purpose, for `game-of-sum check`'s tests: the sums and scores are C `int`s, 32
# bits that wrap around (two's complement), as in a solution that declares `int d[105][105]`
# and `int sum[105]`. Right while every sum fits 32 bits (the judge's values are 32-bit, so
# two of them may not). Otherwise right.py's DP, reading the same way.
import sys


def wrap(value):
    return (value + 2**31) % 2**32 - 2**31


def difference(values):
    n = len(values)
    prefix = [0]
    for value in values:
        prefix.append(wrap(prefix[-1] + value))
    d = [[0] * (n + 1) for _ in range(n + 1)]
    for length in range(1, n + 1):
        for i in range(n - length + 1):
            j = i + length
            least = 0
            for rest in range(1, length):
                least = min(least, d[j - rest][j], d[i][i + rest])
            d[i][j] = wrap(wrap(prefix[j] - prefix[i]) - least)
    return wrap(2 * d[0][n] - prefix[n])


words = sys.stdin.read().split()
at = 0
while at < len(words) and int(words[at]) != 0:
    n = int(words[at])
    print(difference([int(word) for word in words[at + 1 : at + 1 + n]]))
    at += 1 + n
