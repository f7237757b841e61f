#!/usr/bin/env python3
"""Two corpus reports (hardware/target/reconstruction-corpus.txt) compared run by run.

    tools/reconstruction/compare.py BEFORE AFTER

Prints the inexact runs fixed, broken (inexact only after) and changed (inexact in both, with
other differences). The emulated line's noise depends on what the tracker asks the board for, so
a change can give a lossy run new noise: read a broken run's trace before blaming the change.
"""
import re
import sys


def load(path):
    runs = {}
    for line in open(path):
        m = re.match(r'^(\S+ #\d+ \S+ seed \d+): (.*)$', line.rstrip('\n'))
        if m:
            runs[m.group(1)] = m.group(2)
    return runs


before, after = load(sys.argv[1]), load(sys.argv[2])
print("before", len(before), "after", len(after))
for title, keys in (("fixed", [k for k in before if k not in after]),
                    ("broken", [k for k in after if k not in before]),
                    ("changed", [k for k in after if k in before and before[k] != after[k]])):
    print(title, len(keys))
    for k in sorted(keys):
        print("   ", k, ":", (before if title == "fixed" else after)[k][:200])
        if title == "changed":
            print("       was:", before[k][:200])
