#!/usr/bin/env bash
# Remakes Go-Regular.ttf and Go-Bold.ttf here from the Go fonts that
# golang.org/x/image (the version in go.mod) embeds, without their TrueType
# hinting: the instructions of every glyph and the fpgm, prep, cvt and gasp
# tables. The client rasterizes with golang.org/x/image/font/opentype and
# font.HintingNone, which never runs them, and they are 45% of the files.
# Every glyph, outline, advance and cmap entry is kept (TestFontsAsGoFonts
# compares them with the originals).
#
# Needs fontTools (Debian: apt-get install python3-fonttools); made with 4.38.0.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
src=$(cd ../../.. && go list -m -f '{{.Dir}}' golang.org/x/image)/font/gofont/ttfs
for f in Go-Regular Go-Bold; do
	python3 -m fontTools.subset "$src/$f.ttf" --unicodes='*' --no-hinting \
		--name-IDs='*' --name-languages='*' --notdef-outline --drop-tables+=gasp \
		--output-file="$f.ttf"
done
ls -l Go-Regular.ttf Go-Bold.ttf
