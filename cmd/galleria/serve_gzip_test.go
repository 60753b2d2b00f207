package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestServeGzipsText: text files of 512 bytes or more without a sibling go
// out gzipped to a client that takes gzip (and as they are to one that does
// not), with Vary; small files, binary files and files with a sibling are
// sent as before. A changed file is compressed again.
func TestServeGzipsText(t *testing.T) {
	long := strings.Repeat("<p>Galleria</p>\n", 100)
	dir := site(t, map[string]string{
		"index.html":           long,
		"sw.js":                long,
		"build.json":           long,
		"manifest.webmanifest": long,
		"icon.svg":             long,
		"small.js":             "tiny",
		"icon.png":             long,
		"app.js":               long,
		"app.js.gz":            "gzip js",
	})
	h, err := newStaticHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path, accept, encoding string
		vary                   bool
	}{
		{"/", "gzip, deflate, br", "gzip", true},
		{"/index.html", "br", "", true},
		{"/index.html", "", "", true},
		{"/index.html", "gzip;q=0", "", true},
		{"/sw.js", "gzip", "gzip", true},
		{"/build.json", "gzip", "gzip", true},
		{"/manifest.webmanifest", "gzip", "gzip", true},
		{"/icon.svg", "gzip", "gzip", true},
		{"/small.js", "gzip", "", false},
		{"/icon.png", "gzip", "", false},
	} {
		r := get(t, h, "GET", tc.path, tc.accept)
		if r.StatusCode != 200 {
			t.Fatalf("GET %s (%q): status %d", tc.path, tc.accept, r.StatusCode)
		}
		if got := r.Header.Get("Content-Encoding"); got != tc.encoding {
			t.Errorf("GET %s (%q): Content-Encoding %q, want %q", tc.path, tc.accept, got, tc.encoding)
		}
		if got := r.Header.Get("Vary") == "Accept-Encoding"; got != tc.vary {
			t.Errorf("GET %s (%q): Vary %q", tc.path, tc.accept, r.Header.Get("Vary"))
		}
		got := body(t, r)
		if tc.encoding == "gzip" {
			if len(got) >= len(long)/4 {
				t.Errorf("GET %s: %d gzipped bytes for %d", tc.path, len(got), len(long))
			}
			got = gunzip(t, got)
		}
		want := long
		if tc.path == "/small.js" {
			want = "tiny"
		}
		if got != want {
			t.Errorf("GET %s (%q): body of %d bytes, want %d", tc.path, tc.accept, len(got), len(want))
		}
	}
	if r := get(t, h, "GET", "/app.js", "gzip"); body(t, r) != "gzip js" {
		t.Error("a precompressed sibling is no longer preferred")
	}
	// A rebuilt file is compressed anew.
	changed := strings.Repeat("<p>rebuilt</p>\n", 80)
	p := filepath.Join(dir, "sw.js")
	if err := os.WriteFile(p, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(p, later, later); err != nil {
		t.Fatal(err)
	}
	if got := gunzip(t, body(t, get(t, h, "GET", "/sw.js", "gzip"))); got != changed {
		t.Errorf("after a change: %d bytes, want %d", len(got), len(changed))
	}
}

func gunzip(t *testing.T, s string) string {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader([]byte(s)))
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
