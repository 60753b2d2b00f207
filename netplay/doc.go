// Package netplay is the match protocol of peer-to-peer play: seats and their
// keys, signed messages, the lockstep log, and the commit-reveal rounds that
// make sealed moves and chance fair. It knows nothing about WebRTC: a Peer
// talks through Links (see Link), and package netplay/rtc provides them over
// WebRTC data channels. It decides no rule: every move goes through the engine.
//
// # Topology
//
// The host's Peer holds one link to each guest; guests hold one link, to the
// host, which relays every accepted message to the other guests. Every message
// is signed by its author (ed25519, one key per peer, announced at join), so a
// relay can drop a message but cannot forge or alter one.
//
// # The lockstep log
//
// The match is the game's setup plus an ordered log of engine steps. Each
// message names the step it belongs to and carries the author's log hash and
// state hash at that step; a message for a later step waits until its step is
// reached, so arrival order never matters (pion in js/wasm delivers every
// message on its own goroutine). A plain move is one message. The guests ack
// to the host alone, with their hashes, when theirs have not gone out for a
// round of plain moves and at the end; the host checks every message against
// its own state before relaying it, so a desync (or a relay that sent
// different moves to different peers) shows within a round.
//
// Sealed decisions (a simultaneous decision of the engine, such as Mall
// World's closed-fist bids) and chance events (every shuffle and draw) are
// commit-reveal rounds: each acting seat (for chance: each active peer) sends
// SHA-256(domain | match | step | epoch | seat | move-or-nonce | 32-byte salt);
// only when every commitment is in does anyone reveal, and every peer checks
// every reveal against its commitment. The chance outcome is drawn from the
// hash of all nonces, so nobody can bias a draw or know it in advance, and no
// seed fixed at the start lets anyone compute future draws.
//
// # Rounds and bots
//
// A commit-reveal round is one type (round, in round.go): it takes the
// commitments and reveals of one step and epoch, checks each, and resolves
// to engine steps; the Peer sequences rounds, as it sequences plain moves.
// The protocol runs no bot: ToAct lists the seats a peer must move, people's
// and bots' alike, and the match driver above the protocol chooses each move
// and sends it with Play. A bot seat is only a name in the roster.
//
// # Faults
//
// Malformed, oversized, forged, replayed, wrong-seat and illegal messages are
// dropped and reported (Report) with the seat they came from; a reveal that
// does not match its commitment is reported and ignored; a silent seat is
// shown as waiting and the host can give it to a bot (a roster change, which
// starts a new epoch and restarts the round in progress); a dropped peer
// rejoins with the same key and catches up from the host's log; a reloaded
// page restores keys, log and secrets from its Store; when the host leaves,
// any peer holds the whole log and can take over as host.
package netplay
