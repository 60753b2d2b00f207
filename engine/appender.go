package engine

// MoveAppender is implemented by states that can list a seat's legal moves
// into the caller's buffer: AppendLegalMoves(dst, seat) appends exactly
// what LegalMoves(seat) lists, in the same order, to dst and returns the
// extended slice (dst itself when there is no move). It never writes into
// dst's existing elements. Playout loops (bot.Play, the search bot) reuse
// one buffer for every step, so listing moves allocates nothing once the
// buffer is large enough; the move texts are the game's own prepared
// strings, not built per call.
type MoveAppender interface {
	AppendLegalMoves(dst []string, seat int) []string
}

// OutcomeAppender is implemented by states that can list the pending chance
// event's outcomes into the caller's buffer: AppendChanceOutcomes(dst)
// appends exactly what ChanceOutcomes lists (the same texts and weights, in
// the same order) to dst and returns the extended slice.
type OutcomeAppender interface {
	AppendChanceOutcomes(dst []Outcome) []Outcome
}

// AppendLegalMoves appends st.LegalMoves(seat) to dst, through
// MoveAppender when st implements it.
func AppendLegalMoves(st State, dst []string, seat int) []string {
	if a, ok := st.(MoveAppender); ok {
		return a.AppendLegalMoves(dst, seat)
	}
	return append(dst, st.LegalMoves(seat)...)
}

// AppendChanceOutcomes appends st.ChanceOutcomes() to dst, through
// OutcomeAppender when st implements it.
func AppendChanceOutcomes(st State, dst []Outcome) []Outcome {
	if a, ok := st.(OutcomeAppender); ok {
		return a.AppendChanceOutcomes(dst)
	}
	return append(dst, st.ChanceOutcomes()...)
}
