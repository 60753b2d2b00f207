package rtc

// Handlers receive a link's events. Any may be nil. They may be called
// from any goroutine, and Message may be called concurrently with itself (in
// js/wasm pion delivers every message on a fresh goroutine, so arrival order
// is not guaranteed).
type Handlers struct {
	// Message receives one application message. The slice belongs to the
	// handler.
	Message func(data []byte)

	// Closed is called exactly once, on a goroutine of its own, when the
	// link ends for any reason: Close on either side, a failed or dropped
	// connection (natively noticed within about 4 s), a connection that
	// never came up, Pending.Close, or a failed Accept. It is not called when
	// Offer or Answer itself returns an error.
	Closed func()

	// Failed is called at most once, just before Closed and on the same
	// goroutine, when the link ends because the connection failed: ICE
	// found no path ("no network path between the two devices (ICE
	// failed)"), the link did not open within Config.ConnectTimeout (the
	// same words), or the secure (DTLS) connection failed. reason is plain
	// words for a person. A link closed on purpose, or given up as dropped
	// because the peer went silent, is not reported as failed.
	Failed func(reason string)
}
