package signal

import "time"

// Limits of the relay.
const (
	RelayVersion = "galleria-signal 1" // the body of GET /signal/ping
	MaxBody      = 8 << 10             // bytes of a PUT body
	MaxWait      = 25                  // seconds of a long poll
	RoomTTL      = 2 * time.Hour       // a room is forgotten this long after its last use
	MaxRooms     = 1000                // rooms held at once
)
