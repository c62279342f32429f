#!/usr/bin/env python3
"""Run every <app>/gen.py under this directory (inputs and expected outputs)."""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
bad = 0
for d in sorted(os.listdir(HERE)):
    g = os.path.join(HERE, d, "gen.py")
    if os.path.isfile(g):
        r = subprocess.run([sys.executable, g], cwd=os.path.join(HERE, d))
        bad += r.returncode != 0
sys.exit(1 if bad else 0)
