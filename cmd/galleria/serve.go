package main

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	netsignal "github.com/galleria-games/galleria/netplay/signal"
)

const serveAbout = `Serves the static site (the browser client) from -dir over HTTP and prints
its URL. Content types are set from the file extension (.wasm is
application/wasm, which browsers require for streaming compilation). When the
client accepts it, a precompressed sibling is sent instead of the file:
NAME.br (Content-Encoding: br) before NAME.gz (gzip). A text file (HTML,
JavaScript, JSON, the manifest, SVG) of 512 bytes or more that has no
sibling is gzipped as it is sent, as GitHub Pages does. Files are sent with
Cache-Control: no-cache so a rebuilt client is picked up on reload, and the
service worker (sw.js) sees a new build.json at once; the web app manifest
is application/manifest+json.

Unless -signal=false, the same server is also a signaling relay under
/signal/ (beside the site, so the page finds it at the relative URL
"signal/"): in-memory "rooms" where a host leaves invite codes and guests
leave answers, for one-click joining on a LAN. See docs/signaling.md.

` + turnAbout

func runServe(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("serve", "", serveAbout, stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (host:port; port 0 picks a free one)")
	dir := fs.String("dir", "static", "directory to serve")
	relay := fs.Bool("signal", true, "also serve the signaling relay at /signal/")
	turnf := addTURNFlags(fs)
	pos, exit, ok := parseFlags(fs, args)
	if !ok {
		return exit
	}
	if len(pos) > 0 {
		fmt.Fprintf(stderr, "galleria serve: unexpected argument %q\n", pos[0])
		return 2
	}
	turnConf, err := turnf.config(fs)
	if err != nil {
		fmt.Fprintf(stderr, "galleria serve: %v\n", err)
		return 2
	}
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		fmt.Fprintf(stderr, "galleria serve: %s has no index.html: the browser client is not built yet (it comes with a later issue).\n", *dir)
		return 1
	}
	h, err := newServeHandler(*dir, *relay)
	if err != nil {
		fmt.Fprintf(stderr, "galleria serve: %v\n", err)
		return 1
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "galleria serve: %v\n", err)
		return 1
	}
	var ts *turnServer
	if turnConf != nil {
		if ts, err = turnConf.Start(stderr); err != nil {
			ln.Close()
			fmt.Fprintf(stderr, "galleria serve: %v\n", err)
			return 1
		}
		defer ts.Close() // when serve stops, however it stops
	}
	// Ctrl-C is caught before the startup lines say it stops serve: a
	// signal sent as soon as they are read must not kill the process.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	fmt.Fprintf(stdout, "Serving %s at %s (Ctrl-C to stop)\n", *dir, siteURL(ln.Addr()))
	if ts != nil {
		ts.Describe(stdout, siteURL(ln.Addr()))
	}
	srv := &http.Server{
		Handler:           logRequests(h, stderr),
		ReadHeaderTimeout: 10 * time.Second,
		// Requests end with ctx, so that the relay's long polls (up to
		// 25 s) do not hold up the shutdown.
		BaseContext: func(net.Listener) context.Context { return ctx },
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		fmt.Fprintf(stderr, "galleria serve: %v\n", err)
		return 1
	case <-ctx.Done():
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shutdown)
		return 0
	}
}

// newServeHandler serves the site in dir, and with relay a signaling relay
// at /signal/ (a directory of that name in the site is hidden then).
func newServeHandler(dir string, relay bool) (http.Handler, error) {
	site, err := newStaticHandler(dir)
	if err != nil {
		return nil, err
	}
	if !relay {
		return site, nil
	}
	rl := netsignal.NewRelay()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/signal/") {
			rl.ServeHTTP(w, r)
			return
		}
		site.ServeHTTP(w, r)
	}), nil
}

// siteURL is the URL to open for a listener address; an unspecified host
// (":8080", "0.0.0.0") is shown as localhost.
func siteURL(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return "http://" + a.String() + "/"
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}

func logRequests(h http.Handler, w io.Writer) http.Handler {
	return http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		sw := &statusWriter{ResponseWriter: rw, status: http.StatusOK}
		h.ServeHTTP(sw, r)
		if sw.status >= 400 {
			fmt.Fprintf(w, "%s %s: %d\n", r.Method, r.URL.Path, sw.status)
		}
	})
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	w.status = code
	w.ResponseWriter.WriteHeader(code)
}

// contentTypes are set explicitly so that serving does not depend on the
// host's mime.types (many lack .wasm or .webmanifest).
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".htm":         "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".json":        "application/json",
	".map":         "application/json",
	".wasm":        "application/wasm",
	".webmanifest": "application/manifest+json",
	".png":         "image/png",
	".svg":         "image/svg+xml",
	".ico":         "image/x-icon",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".webp":        "image/webp",
	".txt":         "text/plain; charset=utf-8",
	".md":          "text/markdown; charset=utf-8",
	".woff2":       "font/woff2",
	".ogg":         "audio/ogg",
	".mp3":         "audio/mpeg",
	".wav":         "audio/wav",
	".br":          "application/x-brotli",
	".gz":          "application/gzip",
}

func contentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// encodings are the precompressed siblings, in order of preference.
var encodings = []struct{ token, suffix string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// staticHandler serves files from a directory through an os.Root, so no
// request can reach outside it (no "..", no symlink escape).
type staticHandler struct {
	root *os.Root
	gz   gzipCache // text files without a sibling, gzipped when sent
}

func newStaticHandler(dir string) (*staticHandler, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &staticHandler{root: root}, nil
}

func (h *staticHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := path.Clean("/" + r.URL.Path)
	if strings.HasSuffix(name, "/") {
		name += "index.html"
	}
	name = strings.TrimPrefix(name, "/")
	f, info, err := h.open(name)
	if err == nil && info.IsDir() {
		f.Close()
		name = path.Join(name, "index.html")
		f, info, err = h.open(name)
	}
	if err != nil || info.IsDir() {
		if f != nil {
			f.Close()
		}
		http.NotFound(w, r)
		return
	}
	defer f.Close()

	hdr := w.Header()
	hdr.Set("Content-Type", contentType(name))
	hdr.Set("Cache-Control", "no-cache")
	hdr.Set("X-Content-Type-Options", "nosniff")
	var varies bool
	for _, enc := range encodings {
		cf, cinfo, err := h.open(name + enc.suffix)
		if err != nil {
			continue
		}
		if cinfo.IsDir() {
			cf.Close()
			continue
		}
		varies = true
		if !accepts(r.Header.Get("Accept-Encoding"), enc.token) {
			cf.Close()
			continue
		}
		defer cf.Close()
		hdr.Set("Vary", "Accept-Encoding")
		hdr.Set("Content-Encoding", enc.token)
		http.ServeContent(w, r, name, cinfo.ModTime(), cf)
		return
	}
	if varies {
		hdr.Set("Vary", "Accept-Encoding")
	} else if h.serveGzipped(w, r, name, f, info) {
		return
	}
	http.ServeContent(w, r, name, info.ModTime(), f)
}

func (h *staticHandler) open(name string) (*os.File, fs.FileInfo, error) {
	if name == "" {
		name = "."
	}
	if !fs.ValidPath(name) {
		return nil, nil, fs.ErrNotExist
	}
	f, err := h.root.Open(name)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, info, nil
}

// accepts reports whether an Accept-Encoding header allows coding: listed
// (or "*") with a quality above zero, and not refused by name.
func accepts(header, coding string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		token, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		token = strings.ToLower(strings.TrimSpace(token))
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				} else {
					q = 0
				}
			}
		}
		switch token {
		case coding:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}
