#!/usr/bin/env python3
"""Unpack Python wheels (zip files) into DEST.

unwheel.py DEST WHEEL...             every member
unwheel.py --headers DEST WHEEL...   only members under an include/ directory
                                     (the library wheels are hundreds of MB of
                                     shared objects; only their headers are used)
"""
import sys
import zipfile


def main(argv):
    headers = False
    if argv and argv[0] == "--headers":
        headers = True
        argv = argv[1:]
    if len(argv) < 2:
        sys.exit(__doc__)
    dest, wheels = argv[0], argv[1:]
    for w in wheels:
        with zipfile.ZipFile(w) as z:
            names = [n for n in z.namelist() if not n.endswith("/")]
            if headers:
                names = [n for n in names if "/include/" in n and not n.endswith("__init__.py")]
            z.extractall(dest, names)


if __name__ == "__main__":
    main(sys.argv[1:])
