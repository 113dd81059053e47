# WRONG on purpose, for `s-nim check`'s tests: the Grundy values one heap sees are kept in
# one 64-bit word, as in C's `unsigned long long seen; seen |= 1ULL << g;` and a mex by
# counting the trailing ones. A shift by 64 or more takes its count mod 64 on x86, so a
# value of 64 or more sets a bit of a value below 64, and no mex passes 64. Right while
# every Grundy value is below 64, which needs 64 moves or more to go wrong (a value is at
# most k). Otherwise right.py's method.
import sys


def letters(moves, positions):
    moves = sorted(set(moves))
    largest = max((h for heaps in positions for h in heaps), default=0)
    grundy = []
    for n in range(largest + 1):
        seen = 0
        for s in moves:
            if s > n:
                break
            seen |= 1 << (grundy[n - s] % 64)
        value = 0
        while value < 64 and seen >> value & 1:
            value += 1
        grundy.append(value)
    line = ""
    for heaps in positions:
        xor = 0
        for h in heaps:
            xor ^= grundy[h]
        line += "W" if xor else "L"
    return line


words = iter(sys.stdin.read().split())
for word in words:
    k = int(word)
    if k == 0:
        break
    moves = [int(next(words)) for _ in range(k)]
    positions = []
    for _ in range(int(next(words))):
        positions.append([int(next(words)) for _ in range(int(next(words)))])
    print(letters(moves, positions))
