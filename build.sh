#!/usr/bin/env bash
# Galleria build script.
#
#   ./build.sh build   build every package, the galleria command into ./out/, and
#                      the site: static/galleria.wasm (solo),
#                      static/galleria-net.wasm (online play, -tags galleria_net)
#                      and static/galleria-bot.wasm (the bots' Web Workers),
#                      each + .gz, .br; wasm_exec.js, build.json
#   ./build.sh serve   build, then serve static/ and print the URL (extra flags go
#                      to 'galleria serve', e.g. ./build.sh serve -addr 127.0.0.1:9000)
#   ./build.sh test    install what the tests need (apt-get, as root), then run
#                      every check and test: gofmt, go vet, go test (under Xvfb),
#                      the engine's golden/hash tests and the netplay tests on
#                      js/wasm under Node.js, and
#                      the browser end-to-end test and measurements in headless
#                      Chromium, offline, in a private network namespace
#   ./build.sh speed   measure random playouts per CPU second of each game, and
#                      the reference kernels of wasm/speedref, natively and under
#                      js/wasm (Node, built with wasm/default.pgo as the site
#                      is): medians of 3, and js/wasm ÷ native (a few minutes)
#   ./build.sh lighthouse [RUNS]
#                      build, install lighthouse@12.2.3 from npm into
#                      out/lighthouse/, and run it RUNS times (default 3) on the
#                      mobile and desktop presets against 'galleria serve' in
#                      the offline namespace, headless Chromium: Performance,
#                      Total Blocking Time, longest task (each run, medians);
#                      LIGHTHOUSE_NOBUILD=1 measures the site as last built
#
# Every subcommand exits non-zero on the first failure.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"
ROOT=$(pwd)
OUT="$ROOT/out"

section() { printf '\n==> %s\n' "$*"; }
fail() { printf '\nFAILED: %s\n' "$*" >&2; exit 1; }

usage() {
	sed -n '2,28p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
}

# need_go puts Go on PATH (the official tarball installs in /usr/local/go) and
# checks that it runs.
need_go() {
	if ! command -v go >/dev/null 2>&1; then
		for d in /usr/local/go/bin "$HOME/go/bin" "$HOME/sdk/go/bin"; do
			if [ -x "$d/go" ]; then
				PATH="$d:$PATH"
				export PATH
				break
			fi
		done
	fi
	if ! command -v go >/dev/null 2>&1; then
		fail "Go is not installed. Galleria needs Go $(sed -n 's/^go //p' go.mod) or later:
  download the Linux archive from https://go.dev/dl/ and unpack it into /usr/local
  (tar -C /usr/local -xzf go1.NN.N.linux-amd64.tar.gz), then run this script
  again: it finds /usr/local/go/bin/go by itself."
	fi
	go version || fail "'go version' does not run"
}

# ---------------------------------------------------------------- packages

# has_pkg PACKAGE says whether what we use from a Debian package is there: a
# command or a header, not the package database, so the same tools installed
# another way count too.
has_pkg() {
	case "$1" in
	gcc) command -v gcc ;;
	libc6-dev) [ -e /usr/include/stdio.h ] ;;
	libx11-dev) [ -e /usr/include/X11/Xlib.h ] ;;
	libxrandr-dev) [ -e /usr/include/X11/extensions/Xrandr.h ] ;;
	libxcursor-dev) [ -e /usr/include/X11/Xcursor/Xcursor.h ] ;;
	libxinerama-dev) [ -e /usr/include/X11/extensions/Xinerama.h ] ;;
	libxi-dev) [ -e /usr/include/X11/extensions/XInput2.h ] ;;
	libxxf86vm-dev) [ -e /usr/include/X11/extensions/xf86vmode.h ] ;;
	libgl-dev) [ -e /usr/include/GL/gl.h ] ;;
	pkg-config) command -v pkg-config ;;
	xvfb) command -v xvfb-run && command -v Xvfb ;;
	xauth) command -v xauth ;;
	chromium) [ -x /usr/bin/chromium ] ;;
	firefox-esr) [ -x /usr/bin/firefox-esr ] ;;
	brotli) command -v brotli ;;
	curl) command -v curl ;;
	nodejs) command -v node ;;
	iproute2) command -v ip ;;
	util-linux) command -v unshare ;;
	iptables) command -v iptables ;;
	*) return 1 ;;
	esac
} >/dev/null 2>&1

can_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }

APT_UPDATED=
# install_missing PACKAGE...: installs with apt-get, as root, those of these
# Debian packages whose command or header is missing ('apt-get update' runs
# once, before the first install). When some are missing and cannot be
# installed (not root, or no apt-get), it lists them and returns 1.
install_missing() {
	local p missing=()
	for p in "$@"; do
		has_pkg "$p" || missing+=("$p")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	if ! can_apt; then
		echo "missing: ${missing[*]} (install with: sudo apt-get install -y ${missing[*]})" >&2
		return 1
	fi
	echo "missing: ${missing[*]}: installing with apt-get"
	export DEBIAN_FRONTEND=noninteractive
	if [ -z "$APT_UPDATED" ]; then
		apt-get update || fail "apt-get update"
		APT_UPDATED=1
	fi
	apt-get install -y "${missing[@]}" || fail "apt-get install ${missing[*]}"
	for p in "${missing[@]}"; do
		has_pkg "$p" || fail "$p was installed, but what we need from it is still missing"
	done
}

# What cgo needs to compile Ebitengine natively (GLFW on X11).
NATIVE_PKGS=(gcc libc6-dev pkg-config libx11-dev libxrandr-dev libxcursor-dev libxinerama-dev libxi-dev libxxf86vm-dev libgl-dev)

need_native() {
	install_missing "${NATIVE_PKGS[@]}" ||
		fail "the native build of the Ebitengine client (game/) needs a C compiler and the X11/GL headers listed above"
}

# ---------------------------------------------------------------- build

# wasm_exec_js prints the path of Go's JavaScript support file for js/wasm,
# from the Go that compiles the client (lib/wasm since Go 1.24, misc/wasm before).
wasm_exec_js() {
	local goroot f
	goroot=$(go env GOROOT)
	for f in "$goroot/lib/wasm/wasm_exec.js" "$goroot/misc/wasm/wasm_exec.js"; do
		if [ -f "$f" ]; then
			echo "$f"
			return 0
		fi
	done
	fail "wasm_exec.js not found under $goroot"
}

filesize() { wc -c <"$1" | tr -d ' '; }

# ebiten_modfile prepares the module file the site is compiled with and
# prints its path: out/wasm.mod, go.mod with a replace directive to
# out/ebiten-VERSION/, a copy of the Ebitengine module whose
# internal/builtinshader holds its shaders' sources as constants
# (wasm/shadergen, run in the copy with the original package) instead of
# executing a text/template at run time. text/template reaches
# reflect.Value.MethodByName, which turns off the linker's dead method
# elimination: every exported method of every linked type was kept (pion's
# among them). The shaders' text is byte for byte what the template gives.
# The copy is made once per Ebitengine version.
ebiten_modfile() {
	local src version dst mod="$OUT/wasm.mod"
	src=$(go list -m -f '{{.Dir}}' github.com/hajimehoshi/ebiten/v2) && [ -n "$src" ] || return 1
	version=$(go list -m -f '{{.Version}}' github.com/hajimehoshi/ebiten/v2) || return 1
	dst="$OUT/ebiten-$version"
	if [ ! -f "$dst/.galleria-shaders" ]; then
		rm -rf "$dst" && mkdir -p "$OUT" && cp -r "$src" "$dst" && chmod -R u+w "$dst" || return 1
		# Without its "//go:build ignore" line: a package of the copy.
		mkdir -p "$dst/internal/galleriashadergen" &&
			grep -v '^//go:build ignore$' "$ROOT/wasm/shadergen/main.go" >"$dst/internal/galleriashadergen/main.go" || return 1
		{ cp go.mod "$mod" && cp go.sum "${mod%.mod}.sum" &&
			echo "replace github.com/hajimehoshi/ebiten/v2 => $dst" >>"$mod"; } || return 1
		# The generator runs against the original package (the template).
		go run -modfile="$mod" github.com/hajimehoshi/ebiten/v2/internal/galleriashadergen "$dst/internal/builtinshader/shader.go.new" >&2 &&
			mv "$dst/internal/builtinshader/shader.go.new" "$dst/internal/builtinshader/shader.go" &&
			touch "$dst/.galleria-shaders" || return 1
	fi
	{ cp go.mod "$mod" && cp go.sum "${mod%.mod}.sum" &&
		echo "replace github.com/hajimehoshi/ebiten/v2 => $dst" >>"$mod"; } || return 1
	if GOOS=js GOARCH=wasm go list -modfile="$mod" -deps ./wasm | grep -qx 'text/template'; then
		echo "the site's build still links text/template" >&2
		return 1
	fi
	echo "$mod"
}

# build_site compiles the browser client into static/ twice: galleria.wasm,
# the solo build (no WebRTC), and galleria-net.wasm, the net build (-tags
# galleria_net: the WebRTC transport of netplay/rtc, pion, for online play;
# the loader fetches it only for online URLs). It copies wasm_exec.js,
# precompresses everything (.gz, and .br when brotli is there) and writes
# build.json with both sizes.
build_site() {
	local site="$ROOT/static"
	section "build the browser client into static/"
	# Stale compressed files would be served in place of a new build.
	rm -f "$site/galleria.wasm" "$site/galleria-net.wasm" "$site/galleria-bot.wasm" "$site/wasm_exec.js" "$site"/*.gz "$site"/*.br "$site/build.json" \
		"$site/brotli_dec_wasm.js" "$site/brotli_dec_wasm_bg.wasm" "$site/brotli_dec_wasm.LICENSE.txt"
	# The drawing and input packages (game/...) are compiled without inlining
	# (-l): inlined copies of small helpers were 145 KB of the solo build's
	# brotli (2.98 → 2.84 MB), and nothing there is hot. The rules engines and
	# their bots (engine/...), ebiten and pion keep it, and PGO (wasm/default.pgo).
	local gc='-gcflags=github.com/galleria-games/galleria/game/...=-l' mf
	mf=$(ebiten_modfile) || fail "prepare Ebitengine without text/template (out/wasm.mod)"
	GOOS=js GOARCH=wasm go build -modfile="$mf" -trimpath -ldflags="-s -w" "$gc" -o "$site/galleria.wasm" ./wasm ||
		fail "GOOS=js GOARCH=wasm go build ./wasm"
	GOOS=js GOARCH=wasm go build -modfile="$mf" -trimpath -ldflags="-s -w" "$gc" -tags galleria_net -o "$site/galleria-net.wasm" ./wasm ||
		fail "GOOS=js GOARCH=wasm go build -tags galleria_net ./wasm"
	# The bots' Web Workers (static/botworker.js): the engines and the
	# search alone, no Ebitengine, no pion.
	# The same profile-guided optimisation as the page's build (the engines'
	# hot paths).
	GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -pgo=wasm/default.pgo -o "$site/galleria-bot.wasm" ./wasm/botworker ||
		fail "GOOS=js GOARCH=wasm go build ./wasm/botworker"
	cp "$(wasm_exec_js)" "$site/wasm_exec.js" || fail "copy wasm_exec.js"

	local brotli=1
	if ! install_missing brotli; then
		echo "warning: brotli is missing: no .br files are made (browsers get gzip)" >&2
		brotli=
	fi
	local f
	for f in galleria.wasm galleria-net.wasm galleria-bot.wasm wasm_exec.js; do
		gzip -9 -n -c "$site/$f" >"$site/$f.gz" || fail "gzip $f"
		if [ -n "$brotli" ]; then
			brotli -q 11 -w 24 -f -o "$site/$f.br" "$site/$f" || fail "brotli $f"
		fi
	done

	# The brotli decoder the loader uses where the server sends galleria.wasm
	# without brotli (GitHub Pages gzips on the fly): see get_brotli_decoder.
	local decoder=
	if [ -n "$brotli" ] && get_brotli_decoder; then
		cp "$BROTLI_DEC_DIR/pkg/brotli_dec_wasm.js" "$site/brotli_dec_wasm.js" &&
			cp "$BROTLI_DEC_DIR/pkg/brotli_dec_wasm_bg.wasm" "$site/brotli_dec_wasm_bg.wasm" &&
			cp "$BROTLI_DEC_DIR/LICENSE-MIT.txt" "$site/brotli_dec_wasm.LICENSE.txt" || fail "copy the brotli decoder"
		decoder=1
	else
		echo "warning: no brotli decoder: a server that does not send brotli itself (GitHub Pages) sends galleria.wasm as gzip" >&2
	fi

	local raw gz br=0 nraw ngz nbr=0
	raw=$(filesize "$site/galleria.wasm")
	gz=$(filesize "$site/galleria.wasm.gz")
	nraw=$(filesize "$site/galleria-net.wasm")
	ngz=$(filesize "$site/galleria-net.wasm.gz")
	if [ -n "$brotli" ]; then
		br=$(filesize "$site/galleria.wasm.br")
		nbr=$(filesize "$site/galleria-net.wasm.br")
	fi
	# "size" is what the loader's progress bar counts up to: browsers
	# decompress .br/.gz before the page reads the body, so it is the raw size.
	# "net" is the same for the net build.
	printf '{\n  "wasm": "galleria.wasm",\n  "size": %s,\n  "gzip": %s,\n  "br": %s,\n  "net": {\n    "wasm": "galleria-net.wasm",\n    "size": %s,\n    "gzip": %s,\n    "br": %s\n  },\n  "go": "%s"\n}\n' \
		"$raw" "$gz" "$br" "$nraw" "$ngz" "$nbr" "$(go env GOVERSION)" >"$site/build.json"
	if [ -n "$decoder" ]; then
		add_decode_field "$site" || fail "build.json: the decode field"
	fi
	add_offline_fields "$site" || fail "build.json: the service worker's fields"
	echo "static/galleria.wasm (solo): $raw bytes (gzip $gz, brotli $br)"
	echo "static/galleria-net.wasm (online): $nraw bytes (gzip $ngz, brotli $nbr)"
	echo "static/galleria-bot.wasm (bots' workers): $(filesize "$site/galleria-bot.wasm") bytes (gzip $(filesize "$site/galleria-bot.wasm.gz"))"
}

# The brotli decoder for the page: brotli-dec-wasm (MIT OR Apache-2.0; the
# Rust brotli-decompressor crate compiled to wasm, with wasm-bindgen's
# JavaScript glue; streaming), from the npm registry, pinned by version and
# by the SHA-256 of its tarball (downloaded with curl: no npm needed).
# Google's own JavaScript decoder is not published on npm. The tarball is
# kept in out/npm/, so a rebuild needs no network.
BROTLI_DEC_PKG=brotli-dec-wasm
BROTLI_DEC_VERSION=2.3.2
BROTLI_DEC_SHA256=5006ea904407e2f44ad6616100de196c39af591b772f764ba66fdd720b5d2ab5
BROTLI_DEC_DIR=

# get_brotli_decoder unpacks the pinned decoder into out/npm/ and sets
# BROTLI_DEC_DIR; it returns 1 (with a warning) when it cannot.
get_brotli_decoder() {
	local dir="$OUT/npm" tgz
	tgz="$dir/$BROTLI_DEC_PKG-$BROTLI_DEC_VERSION.tgz"
	mkdir -p "$dir" || return 1
	if ! echo "$BROTLI_DEC_SHA256  $tgz" | sha256sum -c --status 2>/dev/null; then
		rm -f "$tgz"
		if ! install_missing curl; then
			echo "warning: curl is missing: cannot get $BROTLI_DEC_PKG" >&2
			return 1
		fi
		curl -sSfL --retry 3 -o "$tgz" "https://registry.npmjs.org/$BROTLI_DEC_PKG/-/$BROTLI_DEC_PKG-$BROTLI_DEC_VERSION.tgz" || {
			echo "warning: could not download $BROTLI_DEC_PKG $BROTLI_DEC_VERSION from the npm registry" >&2
			rm -f "$tgz"
			return 1
		}
		if ! echo "$BROTLI_DEC_SHA256  $tgz" | sha256sum -c --status; then
			echo "warning: $tgz does not have the pinned SHA-256 $BROTLI_DEC_SHA256" >&2
			rm -f "$tgz"
			return 1
		fi
	fi
	rm -rf "$dir/$BROTLI_DEC_PKG"
	mkdir -p "$dir/$BROTLI_DEC_PKG" && tar -xzf "$tgz" -C "$dir/$BROTLI_DEC_PKG" --strip-components=1 || return 1
	BROTLI_DEC_DIR="$dir/$BROTLI_DEC_PKG"
	echo "brotli decoder: $BROTLI_DEC_PKG $BROTLI_DEC_VERSION ($(filesize "$BROTLI_DEC_DIR/pkg/brotli_dec_wasm_bg.wasm") bytes of wasm)"
}

# add_decode_field adds "decode" to build.json: galleria.wasm's brotli file
# and the decoder's files, for a server that does not send brotli itself,
# and in "net" the same names for the net build.
add_decode_field() {
	local site=$1 body
	body=$(<"$site/build.json")
	body=${body%\}}
	body=${body%$'\n'}
	printf '%s,\n  "decode": {\n    "wasm": "galleria.wasm",\n    "br": "galleria.wasm.br",\n    "decoder": ["brotli_dec_wasm.js", "brotli_dec_wasm_bg.wasm"],\n    "net": {"wasm": "galleria-net.wasm", "br": "galleria-net.wasm.br"}\n  }\n}\n' \
		"$body" >"$site/build.json"
}

# add_offline_fields adds to build.json what the service worker (static/sw.js)
# needs: "sha256", the SHA-256 of each file it may serve; "offline", the files
# it caches for offline play (not galleria-net.wasm: online play needs the
# network anyway; not the bots' worker files, fetched when a match that
# searches begins); "version", the first 16 hex digits of the SHA-256 of
# sha256sum's lines for the hashed files, sorted by name. See docs/offline.md.
add_offline_fields() {
	local site=$1 sums version body list="" hashes="" f h
	local offline=(index.html loader.js wasm_exec.js galleria.wasm offline.js manifest.webmanifest icon.svg icon-192.png icon-512.png)
	local extra=(galleria-net.wasm galleria-bot.wasm botworker.js)
	[ -f "$site/brotli_dec_wasm.js" ] && extra+=(galleria.wasm.br galleria-net.wasm.br brotli_dec_wasm.js brotli_dec_wasm_bg.wasm)
	sums=$(cd "$site" && printf '%s\n' "${offline[@]}" "${extra[@]}" | LC_ALL=C sort | xargs sha256sum --) || return 1
	version=$(printf '%s\n' "$sums" | sha256sum | cut -c1-16)
	for f in "${offline[@]}" build.json; do list+="${list:+, }\"$f\""; done
	while read -r h f; do hashes+="${hashes:+,$'\n'}    \"$f\": \"$h\""; done <<<"$sums"
	body=$(<"$site/build.json")
	body=${body%\}}
	body=${body%$'\n'}
	printf '%s,\n  "version": "%s",\n  "offline": [%s],\n  "sha256": {\n%s\n  }\n}\n' \
		"$body" "$version" "$list" "$hashes" >"$site/build.json"
	echo "static/build.json: version $version"
}

do_build() {
	need_go
	need_native
	section "go build ./..."
	go build ./... || fail "go build"
	section "build the galleria command into out/"
	mkdir -p "$OUT"
	go build -o "$OUT/galleria" ./cmd/galleria || fail "go build ./cmd/galleria"
	echo "built $OUT/galleria"
	build_site
}

do_serve() {
	do_build
	section "serve static/"
	# galleria serve prints the URL.
	exec "$OUT/galleria" serve -dir "$ROOT/static" "$@"
}

# ---------------------------------------------------------------- speed

# cpu_seconds runs a command (output dropped) and prints the user + system
# CPU seconds it took.
cpu_seconds() {
	local TIMEFORMAT='%3U %3S' t
	t=$({ time "$@" >/dev/null 2>&1; } 2>&1) || return 1
	awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.3f", a[1] + a[2] }'
}

# per_cpu_second runs a benchmark binary for n and for 3n iterations and
# prints the iterations per CPU second of the difference, so start-up (the
# wasm compile, the test binary's init) cancels out. Arguments: n, then the
# command up to its -test.bench flag.
per_cpu_second() {
	local n=$1 a b
	shift
	a=$(cpu_seconds "$@" -test.run '^$' -test.benchtime "${n}x") || return 1
	b=$(cpu_seconds "$@" -test.run '^$' -test.benchtime "$((3 * n))x") || return 1
	awk -v n="$n" -v a="$a" -v b="$b" 'BEGIN { if (b <= a) { print "nan"; exit } printf "%.0f", 2 * n / (b - a) }'
}

median3() { printf '%s\n' "$@" | sort -g | sed -n 2p; }

do_speed() {
	need_go
	need_node
	local d="$OUT/speed" pgo="$ROOT/wasm/default.pgo" node_js
	node_js="$(go env GOROOT)/lib/wasm/wasm_exec_node.js"
	mkdir -p "$d"
	section "playouts and reference kernels per CPU second (median of 3)"
	printf '%-44s %12s %12s %8s\n' "benchmark" "native" "js/wasm" "ratio"
	local pkg bench nn nw
	while read -r pkg bench nn nw; do
		go test -c -o "$d/native.test" "./$pkg"
		GOOS=js GOARCH=wasm go test -c -pgo="$pgo" -o "$d/js.wasm" "./$pkg"
		local nat=() was=() i
		for i in 1 2 3; do
			nat+=("$(per_cpu_second "$nn" "$d/native.test" -test.bench "$bench")")
			was+=("$(per_cpu_second "$nw" node --stack-size=8192 "$node_js" "$d/js.wasm" -test.bench "$bench")")
		done
		local n w
		n=$(median3 "${nat[@]}")
		w=$(median3 "${was[@]}")
		awk -v name="${pkg#engine/} $bench" -v n="$n" -v w="$w" \
			'BEGIN { printf "%-44s %12.0f %12.0f %8.2f\n", name, n, w, (n > 0 ? w / n : 0) }'
	done <<-'LIST'
		engine/mallworld RandomPlayout/players=4$ 4000 1500
		engine/mallornothing Playout/random$ 40000 15000
		engine/luxshopping RandomPlayout/players=4$ 4000 1500
		engine/mallforheroes RandomPlayout/players=3$ 12000 4000
		wasm/speedref Sort$ 2000 700
		wasm/speedref Map$ 20000 6000
		wasm/speedref Bits$ 20000 6000
		wasm/speedref Strconv$ 10000 3000
		wasm/speedref Calls$ 50000 12000
	LIST
}

# ---------------------------------------------------------------- lighthouse

LIGHTHOUSE_VERSION=12.2.3

# do_lighthouse measures the page's load with Lighthouse (the version above,
# from the npm registry, kept in out/lighthouse/), mobile and desktop
# presets, RUNS times each, against galleria serve in the offline namespace
# (the server, Chromium and Lighthouse inside; nothing leaves loopback). The
# JSON reports stay in out/lighthouse/reports/.
do_lighthouse() {
	local runs=${1:-3}
	if [ "${LIGHTHOUSE_NOBUILD:-}" = 1 ] && [ -f "$ROOT/static/build.json" ] && [ -x "$OUT/galleria" ]; then
		echo "LIGHTHOUSE_NOBUILD=1: the site as built"
	else
		do_build
	fi
	need_node
	install_missing chromium || fail "Lighthouse needs Chromium: run this script as root to install it"
	local lh="$OUT/lighthouse"
	section "lighthouse@$LIGHTHOUSE_VERSION (npm, into out/lighthouse/)"
	if [ "$(node -p "require('$lh/node_modules/lighthouse/package.json').version" 2>/dev/null)" != "$LIGHTHOUSE_VERSION" ]; then
		mkdir -p "$lh"
		(cd "$lh" && npm install --no-audit --no-fund --save-exact "lighthouse@$LIGHTHOUSE_VERSION" >/dev/null) ||
			fail "npm install lighthouse@$LIGHTHOUSE_VERSION"
	fi
	echo "lighthouse $(node -p "require('$lh/node_modules/lighthouse/package.json').version")"
	local reports="$lh/reports"
	rm -rf "$reports"
	mkdir -p "$reports"
	section "Lighthouse, $runs runs per preset (offline namespace, headless Chromium)"
	offline bash -c '
		set -e
		out=$1 site=$2 reports=$3 runs=$4 lh=$5
		"$out/galleria" serve -dir "$site" -addr 127.0.0.1:8089 >"$reports/serve.log" 2>&1 &
		srv=$!
		trap "kill $srv" EXIT
		for i in $(seq 50); do (exec 3<>/dev/tcp/127.0.0.1/8089) 2>/dev/null && break; sleep 0.1; done
		flags="--headless=new --no-sandbox --enable-unsafe-swiftshader --use-angle=swiftshader --disable-dev-shm-usage --no-first-run --disable-background-networking --disable-component-update"
		for i in $(seq "$runs"); do
			for preset in mobile desktop; do
				extra=()
				[ "$preset" = desktop ] && extra=(--preset=desktop)
				CHROME_PATH=/usr/bin/chromium node "$lh/node_modules/lighthouse/cli/index.js" http://127.0.0.1:8089/ \
					--only-categories=performance --output=json --output-path="$reports/$preset-$i.json" \
					--chrome-flags="$flags" --quiet "${extra[@]}" || exit 1
			done
		done
	' lighthouse "$OUT" "$ROOT/static" "$reports" "$runs" "$lh" || fail "lighthouse"
	node "$ROOT/e2e/lighthouse/summary.mjs" "$reports"/mobile-*.json "$reports"/desktop-*.json || fail "lighthouse summary"
}

# ---------------------------------------------------------------- test

# need_node makes sure Node.js (for js/wasm tests) is installed, installing
# it with apt-get when we are root.
need_node() {
	install_missing nodejs ||
		fail "Node.js is needed to run the js/wasm tests: install it (e.g. 'sudo apt-get install -y nodejs') and run again"
	local v major
	v=$(node --version) || fail "'node --version' does not run"
	major=${v#v}
	major=${major%%.*}
	echo "node $v"
	if [ "${major:-0}" -lt 18 ] 2>/dev/null; then
		fail "Node.js $v is too old for Go's js/wasm support: 18 or later is needed"
	fi
}

# offline runs a command in a private network namespace that has only
# loopback (as ../shared/tools/offline-net does) and, for WebRTC, a bridge
# with no ports, galleria0 (10.77.0.1/24, the default route): Chromium
# offers no ICE candidate without a non-loopback interface that has the
# default route, and the online browser test connects two Chromiums through
# it. Nothing the command starts, the browser included, can reach any
# address outside the namespace.
offline() {
	local flags=(-n)
	[ "$(id -u)" = 0 ] || flags=(-r -n)
	unshare "${flags[@]}" -- bash -c 'ip link set lo up &&
		ip link add galleria0 type bridge && ip addr add 10.77.0.1/24 dev galleria0 &&
		ip link set galleria0 up && ip route add default dev galleria0 && exec "$@"' offline "$@"
}

do_test() {
	section "Go"
	need_go
	echo "GOROOT $(go env GOROOT)"

	section "system packages"
	# cgo and the X11/GL headers for native Ebitengine, a virtual display for
	# its tests, Chromium and Firefox ESR for the browser tests, brotli for the site, Node.js
	# for the js/wasm engine tests, unshare and ip for the offline namespace,
	# iptables for the NAT routers of netplay/natlab.
	install_missing "${NATIVE_PKGS[@]}" xvfb xauth chromium firefox-esr brotli nodejs iproute2 util-linux iptables ||
		fail "the tests need the packages listed above: run this script as root to install them"
	echo "all present"

	section "go mod download"
	if grep -q '^require' go.mod; then
		go mod download || fail "go mod download"
		go mod verify || fail "go mod verify"
	else
		echo "no module dependencies"
	fi

	section "gofmt"
	local unformatted
	unformatted=$(find . \( -name .git -o -name testdata -o -name node_modules -o -name out -o -name artifacts \) -prune \
		-o -name '*.go' -type f -print0 | xargs -0 -r gofmt -l) || fail "gofmt could not read the sources"
	if [ -n "$unformatted" ]; then
		echo "these files are not gofmt-formatted (run 'gofmt -w' on them):"
		printf '  %s\n' $unformatted
		fail "gofmt"
	fi
	echo "all Go files are formatted"

	section "go vet (native; the e2e tag; the js/wasm client, solo and net builds)"
	go vet ./... || fail "go vet"
	go vet -tags e2e ./e2e || fail "go vet -tags e2e ./e2e"
	GOOS=js GOARCH=wasm go vet ./wasm || fail "GOOS=js GOARCH=wasm go vet ./wasm"
	GOOS=js GOARCH=wasm go vet -tags galleria_net ./wasm ./game/... || fail "GOOS=js GOARCH=wasm go vet -tags galleria_net ./wasm ./game/..."
	echo "ok"

	section "go test ./... (under Xvfb: Ebitengine needs a display)"
	xvfb-run -a -s "-screen 0 1280x1024x24" go test -timeout 60m ./... || fail "go test"

	section "engine golden and hash tests on js/wasm (Node.js)"
	need_node
	GOOS=js GOARCH=wasm go test -timeout 60m -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./engine/... -run 'Golden|Hash' ||
		fail "js/wasm engine tests"

	section "netplay protocol tests and the relay's fetch client on js/wasm (Node.js)"
	GOOS=js GOARCH=wasm go test -timeout 60m -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./netplay/ ./netplay/signal/ ||
		fail "js/wasm netplay tests"

	do_build

	section "browser end-to-end test and measurements (headless Chromium, offline)"
	# Compiled before entering the namespace: there is no network inside.
	go test -c -tags e2e -o "$OUT/e2e.test" ./e2e || fail "go test -c -tags e2e ./e2e"
	local links
	links=$(offline ip -brief link) ||
		fail "cannot make a private network namespace with unshare (root, or unprivileged user namespaces, is needed)"
	echo "network interfaces inside the namespace: $(echo "$links" | awk '{print $1}' | tr '\n' ' ')"
	(cd "$ROOT/e2e" && offline "$OUT/e2e.test" -test.v -test.timeout 60m) ||
		fail "browser end-to-end test (screenshots in artifacts/)"

	section "browsers behind NATs (Chromium in netplay/natlab's lab, STUN and TURN)"
	# Compiled here, outside any namespace; the binary makes its own private
	# namespaces (natlab.Main), so it runs without the offline wrapper.
	go test -c -tags e2e -o "$OUT/natlab-e2e.test" ./e2e/natlab || fail "go test -c -tags e2e ./e2e/natlab"
	(cd "$ROOT/e2e/natlab" && "$OUT/natlab-e2e.test" -test.run '^TestBrowserNAT$' -test.v -test.timeout 20m) ||
		fail "browsers behind NATs (screenshots in artifacts/natlab-*.png)"

	section "all tests passed"
}

cmd=${1:-}
[ $# -gt 0 ] && shift
case "$cmd" in
build) do_build "$@" ;;
serve) do_serve "$@" ;;
test) do_test "$@" ;;
speed) do_speed "$@" ;;
lighthouse) do_lighthouse "$@" ;;
help | -h | --help) usage ;;
*)
	usage >&2
	exit 2
	;;
esac
