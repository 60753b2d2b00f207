// Package speedref holds reference benchmarks: plain Go kernels (sorting,
// a map, bit counting, number formatting, calls that are not inlined) with
// no assembly on either side. `./build.sh speed` runs them natively and
// under js/wasm (Node) beside the engines' random playouts, so the
// engines' js/wasm ÷ native ratio can be read against what Go's wasm
// backend gives ordinary code on the same machine (docs/engine.md).
package speedref
