// Package engine is the rules contract every Galleria game implements.
//
// A game is a deterministic state machine. At every point exactly one kind of
// decision is pending (see Kind):
//
//   - Turn: one seat acts;
//   - Simultaneous: several seats act in secret; each submits its move with
//     Apply, the state keeps the submitted moves hidden from the other seats
//     (View), and they take effect together when the last one is in;
//   - Chance: the engine lists the outcomes with weights (ChanceOutcomes) and the
//     caller picks one and applies it as the move of the Chance pseudo-seat. No
//     engine code reads a clock or a random source;
//   - Terminal: the game is over and Result gives scores and ranking.
//
// Moves are canonical text ("bid 3", "build VG V C4"): the same text is used in
// logs, on the wire, in tests and replays. Apply rejects an illegal move with an
// error saying why and leaves the state untouched.
//
// A match is its options plus the ordered log of steps (who acted, with which
// move). Replay rebuilds the state from a match, bit for bit; Hash is a canonical
// SHA-256 of the state, identical on every platform.
//
// A view (State.View) hides what its seat cannot see. A game whose views
// implement Determinizer can sample a full state consistent with a view, for
// search bots; engine.Determinize views and samples in one call.
package engine
