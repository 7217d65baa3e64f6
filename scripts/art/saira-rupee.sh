#!/bin/sh
# Cuts the ₹ sign (U+20B9) out of Saira's latin-ext file into a 1 KB font, served by its own @font-face
# (src/styles/global.css) so prices show the brand's rupee sign without loading all of latin-ext (25 KB).
# The latin subset the site preloads has no ₹. Needs fontTools (`pip install fonttools brotli`); the output is committed.
set -eu
cd "$(dirname "$0")/../.."
pyftsubset node_modules/@fontsource-variable/saira/files/saira-latin-ext-wght-normal.woff2 \
  --unicodes=U+20B9 --flavor=woff2 --layout-features='*' \
  --output-file=src/styles/fonts/saira-rupee-wght-normal.woff2
echo "wrote src/styles/fonts/saira-rupee-wght-normal.woff2"
