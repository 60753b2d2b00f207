package mallworld

import "fmt"

// The ledger: where each seat's bank account came from. The state keeps
// only the account's balance; a client that follows a match step by step
// asks Entries what each step paid, and StartEntries what the seats held
// before the first one. Nothing here changes a state.

// EntryKind says what made a change to a seat's bank account.
type EntryKind uint8

const (
	// EntryStart is the account a seat held when the ledger began
	// (startAccount at a new game's start).
	EntryStart EntryKind = iota
	// EntryLobby is the price paid for a contract accepted from the
	// lobby (negative).
	EntryLobby
	// EntryToken is the corruption token taken on validating a contract
	// (its value, positive or negative).
	EntryToken
	// EntryContract is a validated contract's payment at the end of its
	// phase (the contract's value times its count).
	EntryContract
)

// An Entry is one change to one seat's bank account.
type Entry struct {
	Seat     int
	Kind     EntryKind
	Contract string // the contract's ID ("P06") for EntryLobby, EntryToken and EntryContract
	Phase    int    // the phase it happened in (1 to 3)
	Count    int    // EntryContract: the scoring combinations counted
	Amount   int    // CHF, negative for a payment
}

// StartEntries gives each seat's bank account in st as an EntryStart.
func StartEntries(st *State) []Entry {
	out := make([]Entry, st.n)
	for i := range out {
		out[i] = Entry{Seat: i, Kind: EntryStart, Phase: int(st.phase), Amount: int(st.seats[i].account)}
	}
	return out
}

// Entries lists what one step did to the bank accounts: before is the
// state seat's move was applied to and after the state it gave (both full
// states, or both the same seat's views). A phase's scoring comes with the
// step that ended the phase. It is an error if the entries do not add up to
// every seat's change of account (a change this ledger cannot explain), or
// if move does not read.
func Entries(before, after *State, seat int, move string) ([]Entry, error) {
	if before.n != after.n {
		return nil, fmt.Errorf("ledger: %d seats before the step, %d after", before.n, after.n)
	}
	var out []Entry
	phase := int(before.phase)
	if seat >= 0 && seat < int(before.n) {
		m, err := parseMove(move)
		if err != nil {
			return nil, fmt.Errorf("ledger: %v", err)
		}
		switch m.kind {
		case mvAccept:
			if i := before.lobbyIndex(m.contract); i >= 0 {
				out = append(out, Entry{Seat: seat, Kind: EntryLobby, Contract: Contracts[m.contract].ID, Phase: phase, Amount: -int(lobbyPrices[i])})
			}
		case mvValidate:
			if m.token >= 0 && int(m.token) < nTokenValues {
				out = append(out, Entry{Seat: seat, Kind: EntryToken, Contract: Contracts[m.contract].ID, Phase: phase, Amount: int(tokenValues[m.token])})
			}
		}
	}
	// A phase's scoring clears every seat's validated contracts; the board
	// does not change after it within the step.
	for i := 0; i < int(before.n); i++ {
		forBits(before.seats[i].validated&^after.seats[i].validated, func(id int) {
			n := after.ContractCount(id)
			out = append(out, Entry{Seat: i, Kind: EntryContract, Contract: Contracts[id].ID, Phase: phase, Count: n, Amount: n * Contracts[id].Value})
		})
	}
	for i := 0; i < int(before.n); i++ {
		want := int(after.seats[i].account) - int(before.seats[i].account)
		got := 0
		for _, e := range out {
			if e.Seat == i {
				got += e.Amount
			}
		}
		if got != want {
			return nil, fmt.Errorf("ledger: seat %d's account changed by %d CHF on %q; the entries add up to %d", i, want, move, got)
		}
	}
	return out, nil
}
