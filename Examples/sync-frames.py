#!/usr/bin/env python3
"""Writes the frames Trellis computes for a document's design device back into its <rect key="frame"> elements, as
Interface Builder's "Update Frames" does. Used to keep the bundled examples' stored frames consistent."""
import json, re, subprocess, sys

path = sys.argv[1]
out = subprocess.run([".build/debug/trellis", "frames", "--format", "json", path], capture_output=True, text=True)
frames = {v["id"]: v["frame"] for v in json.loads(out.stdout)["views"]}
text = open(path).read()

def fmt(v):
    return repr(float(v)) if v != int(v) else str(int(v)) + ".0" if False else str(v if v != int(v) else int(v))

lines = text.split("\n")
current = []
for i, line in enumerate(lines):
    m = re.search(r'<(\w+) [^>]*\bid="([^"]+)"', line)
    if m and m.group(2) in frames:
        current.append(m.group(2))
    r = re.search(r'<rect key="frame" x="[^"]*" y="[^"]*" width="[^"]*" height="[^"]*"/>', line)
    if r and current:
        x, y, w, h = frames[current.pop()]
        lines[i] = line[:r.start()] + f'<rect key="frame" x="{fmt(x)}" y="{fmt(y)}" width="{fmt(w)}" height="{fmt(h)}"/>' + line[r.end():]
open(path, "w").write("\n".join(lines))
