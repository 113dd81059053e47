# A right Stone Game III solution (take 1 to 3 piles), for `stone-game check`'s tests:
# one case a line, values separated by commas and/or spaces, optionally in [ ].
import sys


def winner(values, most_taken=3):
    n = len(values)
    best = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        gain, most = 0, None
        for take in range(1, most_taken + 1):
            if i + take > n:
                break
            gain += values[i + take - 1]
            score = gain - best[i + take]
            most = score if most is None else max(most, score)
        best[i] = most
    return "Alice" if best[0] > 0 else "Bob" if best[0] < 0 else "Tie"


def main(most_taken=3):
    for line in sys.stdin:
        words = line.replace("[", " ").replace("]", " ").replace(",", " ").split()
        if not line.strip():
            continue
        print(winner([int(word) for word in words], most_taken))


if __name__ == "__main__":
    main()
