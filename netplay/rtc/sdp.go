package rtc

import (
	"fmt"
	"strings"

	"github.com/pion/sdp/v3"
	"github.com/pion/webrtc/v3"
)

// readSDP checks that text is an SDP of the given type (offer or answer)
// with a data channel in it, and returns it as a session description. Line
// ends are normalized to CRLF and blank lines dropped, so text that went
// through a chat or a text box still works. Errors start with the type:
// "offer: ..." or "answer: ...".
func readSDP(text string, typ webrtc.SDPType) (webrtc.SessionDescription, error) {
	what := typ.String()
	var lines []string
	for _, line := range strings.Split(text, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			lines = append(lines, line)
		}
	}
	if len(lines) == 0 {
		return webrtc.SessionDescription{}, fmt.Errorf("%s: empty SDP", what)
	}
	if !strings.HasPrefix(lines[0], "v=") {
		return webrtc.SessionDescription{}, fmt.Errorf("%s: not SDP text (it must start with \"v=0\")", what)
	}
	norm := strings.Join(lines, "\r\n") + "\r\n"

	var parsed sdp.SessionDescription
	if err := parsed.UnmarshalString(norm); err != nil {
		return webrtc.SessionDescription{}, fmt.Errorf("%s: malformed SDP: %v", what, err)
	}
	if err := checkSDP(&parsed, typ); err != nil {
		return webrtc.SessionDescription{}, fmt.Errorf("%s: %w", what, err)
	}
	return webrtc.SessionDescription{Type: typ, SDP: norm}, nil
}

// checkSDP checks what a data-channel offer or answer must hold: an
// application section, ICE credentials, a DTLS fingerprint, and the a=setup
// role that tells offers (actpass) from answers (active or passive).
func checkSDP(s *sdp.SessionDescription, typ webrtc.SDPType) error {
	var app *sdp.MediaDescription
	for _, m := range s.MediaDescriptions {
		if m.MediaName.Media == "application" {
			app = m
			break
		}
	}
	if app == nil {
		return fmt.Errorf("no data channel in the SDP (no m=application section)")
	}
	attr := func(key string) (string, bool) {
		if v, ok := app.Attribute(key); ok {
			return v, true
		}
		return s.Attribute(key)
	}
	if _, ok := attr("ice-ufrag"); !ok {
		return fmt.Errorf("no ICE credentials in the SDP (a=ice-ufrag)")
	}
	if _, ok := attr("fingerprint"); !ok {
		return fmt.Errorf("no DTLS fingerprint in the SDP (a=fingerprint)")
	}
	setup, ok := attr("setup")
	if !ok {
		return fmt.Errorf("no DTLS role in the SDP (a=setup)")
	}
	switch typ {
	case webrtc.SDPTypeOffer:
		if setup != "actpass" {
			return fmt.Errorf("not an SDP offer (a=setup:%s is an answer's role; an offer has a=setup:actpass)", setup)
		}
	case webrtc.SDPTypeAnswer:
		if setup == "actpass" {
			return fmt.Errorf("not an SDP answer (a=setup:actpass is an offer's role)")
		}
		if setup != "active" && setup != "passive" {
			return fmt.Errorf("bad DTLS role a=setup:%s (want active or passive)", setup)
		}
	}
	return nil
}
