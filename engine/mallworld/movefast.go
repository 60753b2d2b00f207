package mallworld

import "unsafe"

// The texts LegalMoves hands out are substrings of textBlob, and a random
// playout applies them as they are. Apply knows such a text by where it
// lies in memory and takes its move from a table: it neither checks nor
// parses the text again (a prepared text is valid and canonical). A text
// with the same bytes elsewhere in memory takes the usual way, to the same
// move.
var (
	blobMoves []move    // the prepared moves, in the order of their texts
	blobRefs  []textRef // their texts
	movesAt   []uint16  // movesAt[offset] = 1 + the index in blobMoves of the text that starts there; 0 none
)

// indexBlob fills movesAt, once textBlob and blobMoves are made.
func indexBlob() {
	if len(blobMoves) >= 1<<16 {
		panic("mallworld: too many prepared move texts for movesAt")
	}
	movesAt = make([]uint16, len(textBlob))
	for i, r := range blobRefs {
		movesAt[r>>6] = uint16(i + 1)
	}
}

// preparedMove returns the move of text if text is one of the prepared
// texts itself (not a copy); ok is false otherwise.
func preparedMove(text string) (m move, ok bool) {
	if len(text) == 0 || len(textBlob) == 0 {
		return move{}, false
	}
	off := uintptr(unsafe.Pointer(unsafe.StringData(text))) - uintptr(unsafe.Pointer(unsafe.StringData(textBlob)))
	if off >= uintptr(len(movesAt)) {
		return move{}, false
	}
	i := movesAt[off]
	if i == 0 {
		return move{}, false
	}
	if int(blobRefs[i-1]&63) != len(text) {
		return move{}, false
	}
	return blobMoves[i-1], true
}
