#!/usr/bin/env bash
# Galleria build script.
#
#   ./build.sh build   build every package and the galleria command into ./out/
#   ./build.sh serve   build, then serve static/ and print the URL (extra flags go
#                      to 'galleria serve', e.g. ./build.sh serve -addr 127.0.0.1:9000)
#   ./build.sh test    install what the tests need, then run every check and test:
#                      gofmt, go vet, go test, and the engine's golden/hash tests
#                      compiled for js/wasm and run under Node.js
#
# Every subcommand exits non-zero on the first failure.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"
ROOT=$(pwd)
OUT="$ROOT/out"

section() { printf '\n==> %s\n' "$*"; }
fail() { printf '\nFAILED: %s\n' "$*" >&2; exit 1; }

usage() {
	sed -n '2,11p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
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

do_build() {
	need_go
	section "go build ./..."
	go build ./... || fail "go build"
	section "build the galleria command into out/"
	mkdir -p "$OUT"
	go build -o "$OUT/galleria" ./cmd/galleria || fail "go build ./cmd/galleria"
	echo "built $OUT/galleria"
}

do_serve() {
	do_build
	section "serve static/"
	# galleria serve prints the URL, or says plainly that the browser client
	# is not built yet, and exits 1.
	exec "$OUT/galleria" serve -dir "$ROOT/static" "$@"
}

# need_node makes sure Node.js (for js/wasm tests) is installed, installing
# it with apt-get when we are root.
need_node() {
	if ! command -v node >/dev/null 2>&1; then
		if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
			echo "node is missing: installing it with apt-get"
			export DEBIAN_FRONTEND=noninteractive
			apt-get update || fail "apt-get update"
			apt-get install -y nodejs || fail "apt-get install nodejs"
		else
			fail "Node.js is needed to run the js/wasm tests: install it (e.g. 'sudo apt-get install -y nodejs') and run again"
		fi
	fi
	local v major
	v=$(node --version) || fail "'node --version' does not run"
	major=${v#v}
	major=${major%%.*}
	echo "node $v"
	if [ "${major:-0}" -lt 18 ] 2>/dev/null; then
		fail "Node.js $v is too old for Go's js/wasm support: 18 or later is needed"
	fi
}

do_test() {
	section "Go"
	need_go
	echo "GOROOT $(go env GOROOT)"

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

	section "go vet ./..."
	go vet ./... || fail "go vet"
	echo "ok"

	section "go test ./..."
	go test -timeout 60m ./... || fail "go test"

	section "engine golden and hash tests on js/wasm (Node.js)"
	need_node
	GOOS=js GOARCH=wasm go test -timeout 60m -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./engine/... -run 'Golden|Hash' ||
		fail "js/wasm engine tests"

	section "all tests passed"
}

cmd=${1:-}
[ $# -gt 0 ] && shift
case "$cmd" in
build) do_build "$@" ;;
serve) do_serve "$@" ;;
test) do_test "$@" ;;
help | -h | --help) usage ;;
*)
	usage >&2
	exit 2
	;;
esac
