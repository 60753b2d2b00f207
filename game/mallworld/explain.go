package mallworld

import (
	"sync"

	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The results breakdown. A final state keeps each seat's bank account and
// coins, not where the account came from; the engine's ledger (rules.Entries)
// says that step by step, so a table keeps the entries of the match it
// follows. UI.ResultParts gets only the final state: it finds the entries of
// a match a table of this package followed to the end by the final state's
// hash, and without them breaks the total into bank account and coins.

var _ ui.ResultsExplainer = UI{}
var _ ui.ResultsExplainer = (*table)(nil)

// ledgers holds the entries of the last matches tables followed to the end,
// by final hash (at most keptLedgers).
var ledgers struct {
	sync.Mutex
	by    map[[32]byte][]rules.Entry
	order [][32]byte
}

const keptLedgers = 8

// keepLedger remembers the entries of a finished match.
func keepLedger(h [32]byte, es []rules.Entry) {
	ledgers.Lock()
	defer ledgers.Unlock()
	if ledgers.by == nil {
		ledgers.by = map[[32]byte][]rules.Entry{}
	}
	if _, ok := ledgers.by[h]; !ok {
		ledgers.order = append(ledgers.order, h)
	}
	ledgers.by[h] = es
	for len(ledgers.order) > keptLedgers {
		delete(ledgers.by, ledgers.order[0])
		ledgers.order = ledgers.order[1:]
	}
}

// ledgerOf gives the entries kept for a final state's hash, or nil.
func ledgerOf(h [32]byte) []rules.Entry {
	ledgers.Lock()
	defer ledgers.Unlock()
	return ledgers.by[h]
}

// ResultParts breaks seat's final CHF into its parts (ui.ResultsExplainer):
// with the entries of the match, if a table followed it here, the starting
// account, the contracts taken from the lobby, the corruption tokens, each
// validated contract's payment by phase, and the coins; else the bank
// account and the coins. Nil before the end.
func (UI) ResultParts(st engine.State, seat int) []ui.ScorePart {
	s, ok := st.(*rules.State)
	if !ok || s.Result() == nil {
		return nil
	}
	return resultParts(s, ledgerOf(s.Hash()), seat)
}

// ResultParts is UI.ResultParts with the entries this table kept.
func (t *table) ResultParts(st engine.State, seat int) []ui.ScorePart {
	s, ok := st.(*rules.State)
	if !ok || s.Result() == nil {
		return nil
	}
	return resultParts(s, t.entriesOf(s), seat)
}

// entriesOf gives the table's entries if s is the state it followed to,
// else nil.
func (t *table) entriesOf(s *rules.State) []rules.Entry {
	if t.ledgerBad || t.done == 0 || s.Hash() != t.shadow.Hash() {
		return nil
	}
	return t.ledger
}

// follow adds one step's entries to the table's ledger (the step took
// before to the shadow state) and keeps them once the match is over. An
// entry the engine cannot explain stops the ledger: the breakdown then
// falls back to the bank account.
func (t *table) follow(before *rules.State, step engine.Step) {
	if t.ledgerBad {
		return
	}
	es, err := rules.Entries(before, t.shadow, step.Seat, step.Move)
	if err != nil {
		t.ledgerBad = true
		return
	}
	t.ledger = append(t.ledger, es...)
	if t.shadow.Decision().Kind == engine.Terminal {
		keepLedger(t.shadow.Hash(), t.ledger)
	}
}

// The rows of the results grid a part is added up in.
const (
	rowStart   = 0                       // the starting account
	rowPhase   = 1                       // rowPhase+p-1: contracts paid at the end of phase p
	rowLobby   = rowPhase + rules.Phases // lobby prices
	rowTokens  = rowLobby + 1            // corruption tokens
	rowAccount = rowTokens + 1           // the bank account, when the entries are not known
	rowCoins   = rowAccount + 1
	nRows      = rowCoins + 1
)

// rowWords names a row of the results grid.
func rowWords(r int) string {
	switch {
	case r == rowStart:
		return lang.T("Starting account")
	case r < rowLobby:
		return lang.F("Contracts, phase %d", r-rowPhase+1)
	case r == rowLobby:
		return lang.T("Lobby prices")
	case r == rowTokens:
		return lang.T("Corruption")
	case r == rowAccount:
		return lang.T("Bank account")
	}
	return lang.T("Coins")
}

// part is a ScorePart and the row of the grid it is added up in.
type part struct {
	ui.ScorePart
	row int
}

// scoreParts drops the rows.
func scoreParts(ps []part) []ui.ScorePart {
	if ps == nil {
		return nil
	}
	out := make([]ui.ScorePart, len(ps))
	for i, p := range ps {
		out[i] = p.ScorePart
	}
	return out
}

// resultParts builds seat's parts from the entries es (nil: unknown). The
// entries are used only if they add up to seat's bank account.
func resultParts(s *rules.State, es []rules.Entry, seat int) []ui.ScorePart {
	return scoreParts(gridParts(s, es, seat))
}

// gridParts is resultParts with each part's row.
func gridParts(s *rules.State, es []rules.Entry, seat int) []part {
	if seat < 0 || seat >= s.Seats() {
		return nil
	}
	account := s.PositionOf().Seats[seat].Account
	coinPart := int(s.FinalCHF(seat)) - account
	coins := part{ui.ScorePart{Label: lang.N(coinPart/rules.CoinValue, "%d coin × %s", "%d coins × %s", CHF(rules.CoinValue)), Points: coinPart}, rowCoins}
	var out []part
	var lobby, tokens, nLobby, nTokens, sum int
	for _, e := range es {
		if e.Seat != seat {
			continue
		}
		sum += e.Amount
		switch e.Kind {
		case rules.EntryStart:
			out = append(out, part{ui.ScorePart{Label: lang.T("Starting bank account"), Points: e.Amount}, rowStart})
		case rules.EntryLobby:
			lobby += e.Amount
			nLobby++
		case rules.EntryToken:
			tokens += e.Amount
			nTokens++
		case rules.EntryContract:
			out = append(out, part{ui.ScorePart{Label: lang.F("Phase %d: %s × %d", e.Phase, ContractName(e.Contract), e.Count), Points: e.Amount}, rowPhase + min(max(e.Phase, 1), rules.Phases) - 1})
		}
	}
	if es == nil || sum != account {
		return []part{{ui.ScorePart{Label: lang.T("Bank account"), Points: account}, rowAccount}, coins}
	}
	if nLobby > 0 {
		out = append(out, part{ui.ScorePart{Label: lang.N(nLobby, "%d contract taken from the lobby", "%d contracts taken from the lobby"), Points: lobby}, rowLobby})
	}
	if nTokens > 0 {
		out = append(out, part{ui.ScorePart{Label: lang.N(nTokens, "%d corruption token", "%d corruption tokens"), Points: tokens}, rowTokens})
	}
	return append(out, coins)
}
