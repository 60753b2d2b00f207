package rtc

import "github.com/pion/webrtc/v3"

// newAPI returns pion's API. The browser chooses candidates and timeouts
// itself, so Config.Loopback has no effect here.
func newAPI(Config) *webrtc.API {
	return webrtc.NewAPI()
}
