# A right HDU 1536 solution, for `s-nim check`'s tests: test cases of `k s1 .. sk`, `m`,
# then m positions `l h1 .. hl`, until k = 0. The Grundy number of each heap size is the
# mex of those a move reaches; a position is lost (L) when their XOR is 0.
import sys


def letters(moves, positions, usable=lambda s: True):
    moves = sorted(set(s for s in moves if usable(s)))
    largest = max((h for heaps in positions for h in heaps), default=0)
    grundy = []
    for n in range(largest + 1):
        seen = {grundy[n - s] for s in moves if s <= n}
        value = 0
        while value in seen:
            value += 1
        grundy.append(value)
    line = ""
    for heaps in positions:
        xor = 0
        for h in heaps:
            xor ^= grundy[h]
        line += "W" if xor else "L"
    return line


def main(usable=lambda s: True):
    words = iter(sys.stdin.read().split())
    for word in words:
        k = int(word)
        if k == 0:
            break
        moves = [int(next(words)) for _ in range(k)]
        positions = []
        for _ in range(int(next(words))):
            positions.append([int(next(words)) for _ in range(int(next(words)))])
        print(letters(moves, positions, usable))


if __name__ == "__main__":
    main()
