#!/bin/sh
# The Hindi site's heading face (src/styles/language.hi.css): Rajdhani 700's Devanagari file without its TrueType
# hinting, which is more than half its bytes (77 KB -> 34 KB) and which phones and Chromium's font rasteriser ignore
# at heading sizes. Every code point, glyph and layout feature of the file stays, so conjuncts, half forms, reph and
# matras shape exactly as in the full file (text we never wrote, like a customer's name, still shapes). Needs fontTools
# (Debian: `apt-get install -y python3-fonttools python3-brotli`); the output is committed.
set -eu
cd "$(dirname "$0")/../.."
PYTHON=${PYTHON:-/usr/bin/python3}
"$PYTHON" -m fontTools.subset node_modules/@fontsource/rajdhani/files/rajdhani-devanagari-700-normal.woff2 \
  --unicodes='*' --glyphs='*' --notdef-outline --name-IDs='*' --name-languages='*' \
  --layout-features='*' --no-hinting --desubroutinize --flavor=woff2 \
  --output-file=src/styles/fonts/rajdhani-devanagari-700-normal.woff2
echo "wrote src/styles/fonts/rajdhani-devanagari-700-normal.woff2"
