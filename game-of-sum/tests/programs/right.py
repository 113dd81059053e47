# A right UVa 10891 solution, for `game-of-sum check`'s tests: cases of n, then n numbers,
# until n = 0; the textbook O(n^3) interval DP. d[i][j] is the most the player to move
# scores from the numbers i..j-1; a move takes a prefix or a suffix of them.
import sys


def difference(values, sides=("left", "right")):
    n = len(values)
    prefix = [0]
    for value in values:
        prefix.append(prefix[-1] + value)
    d = [[0] * (n + 1) for _ in range(n + 1)]
    for length in range(1, n + 1):
        for i in range(n - length + 1):
            j = i + length
            total = prefix[j] - prefix[i]
            # Taking everything leaves the opponent nothing.
            least = 0
            for rest in range(1, length):
                if "left" in sides:
                    least = min(least, d[j - rest][j])
                if "right" in sides:
                    least = min(least, d[i][i + rest])
            d[i][j] = total - least
    return 2 * d[0][n] - prefix[n]


def main(sides=("left", "right")):
    words = sys.stdin.read().split()
    at = 0
    while at < len(words):
        n = int(words[at])
        if n == 0:
            break
        values = [int(word) for word in words[at + 1 : at + 1 + n]]
        at += 1 + n
        print(difference(values, sides))


if __name__ == "__main__":
    main()
