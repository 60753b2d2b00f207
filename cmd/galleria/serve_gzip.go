package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"net/http"
	"strings"
	"sync"
	"time"
)

// Text assets without a precompressed sibling (the page, the loader, the
// service worker, build.json, the manifest, the icon) are gzipped when they
// are sent, as GitHub Pages does: a local run then measures the bytes a
// visitor gets. The gzipped bytes are kept for the file's size and time, so
// each file is compressed once per change.

// gzipMin is the smallest file worth compressing: below it, gzip's header
// and trailer outweigh the gain.
const gzipMin = 512

// gzipMax bounds what is compressed in memory; larger files go out as they
// are (the site's large files, the wasm builds, have siblings).
const gzipMax = 8 << 20

// compressible reports whether a content type is text that gzip shrinks.
func compressible(ctype string) bool {
	t, _, _ := strings.Cut(ctype, ";")
	switch t {
	case "application/json", "application/manifest+json", "image/svg+xml", "application/javascript":
		return true
	}
	return strings.HasPrefix(t, "text/")
}

// gzipped is a file's gzipped bytes, for the size and time it had.
type gzipped struct {
	size int64
	mod  time.Time
	data []byte
}

// gzipCache holds the gzipped files by name.
type gzipCache struct {
	mu    sync.Mutex
	files map[string]gzipped
}

// get gives the gzipped bytes of f (named name, with info), compressing it
// when the cache has no copy for its size and time.
func (c *gzipCache) get(name string, f io.Reader, info fs.FileInfo) ([]byte, error) {
	c.mu.Lock()
	g, ok := c.files[name]
	c.mu.Unlock()
	if ok && g.size == info.Size() && g.mod.Equal(info.ModTime()) {
		return g.data, nil
	}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := io.Copy(zw, io.LimitReader(f, gzipMax)); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	c.mu.Lock()
	if c.files == nil {
		c.files = map[string]gzipped{}
	}
	c.files[name] = gzipped{info.Size(), info.ModTime(), buf.Bytes()}
	c.mu.Unlock()
	return buf.Bytes(), nil
}

// serveGzipped sends a text file gzipped when it is worth it and the client
// takes gzip; it reports whether it did (false: send the file as it is).
// Vary is set for every file it would compress.
func (h *staticHandler) serveGzipped(w http.ResponseWriter, r *http.Request, name string, f io.Reader, info fs.FileInfo) bool {
	if !compressible(contentType(name)) || info.Size() < gzipMin || info.Size() > gzipMax {
		return false
	}
	w.Header().Set("Vary", "Accept-Encoding")
	if !accepts(r.Header.Get("Accept-Encoding"), "gzip") {
		return false
	}
	data, err := h.gz.get(name, f, info)
	if err != nil {
		return false
	}
	w.Header().Set("Content-Encoding", "gzip")
	http.ServeContent(w, r, name, info.ModTime(), bytes.NewReader(data))
	return true
}
