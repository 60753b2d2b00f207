package mallworld

import (
	"github.com/galleria-games/galleria/engine"
	rules "github.com/galleria-games/galleria/engine/mallworld"
	"github.com/galleria-games/galleria/game/lang"
	"github.com/galleria-games/galleria/game/ui"
)

// The results breakdown. A final state keeps each seat's bank account and
// coins, not where the account came from; the engine's ledger (rules.Entries)
// says that step by step. So the breakdown replays the match log and asks
// the ledger about every step: any finished match can be explained, whether
// or not a table followed it.

var _ ui.ResultsExplainer = UI{}

// ResultParts breaks seat's final CHF into its parts (ui.ResultsExplainer),
// from the engine's ledger of the match: the starting account, the
// contracts taken from the lobby, the corruption tokens, each validated
// contract's payment by phase, and the coins. Nil if m does not replay, is
// not over, or its ledger does not add up.
func (UI) ResultParts(m *engine.Match, seat int) []ui.ScorePart {
	s, es := ledger(m)
	if s == nil {
		return nil
	}
	return scoreParts(gridParts(s, es, seat))
}

// ledger replays the finished match m step by step and gives its final
// state and the ledger's entries of the whole match (the starting accounts
// first). It gives nil, nil if m is not a Mall World match, a step is
// illegal, a step's entries cannot be explained, or the match is not over.
func ledger(m *engine.Match) (*rules.State, []rules.Entry) {
	g := rules.Game{}
	if m == nil || m.Game != g.Name() {
		return nil, nil
	}
	opts, err := g.Normalize(m.Options)
	if err != nil {
		return nil, nil
	}
	s, err := g.NewState(opts)
	if err != nil {
		return nil, nil
	}
	es := rules.StartEntries(s)
	for _, step := range m.Steps {
		before := s.Copy()
		if err := s.Apply(step.Seat, step.Move); err != nil {
			return nil, nil
		}
		more, err := rules.Entries(before, s, step.Seat, step.Move)
		if err != nil {
			return nil, nil
		}
		es = append(es, more...)
	}
	if s.Result() == nil {
		return nil, nil
	}
	return s, es
}

// endedLedger is the ledger of the match a table last drew the results
// of: the shell draws them every frame while the totals count up, with the
// same match, so the log is replayed once.
type endedLedger struct {
	m     *engine.Match
	steps int
	final [32]byte // the hash of the final state the ledger led to
	es    []rules.Entry
}

// of gives the entries of m, if m is a finished match that leads to s;
// else nil.
func (l *endedLedger) of(m *engine.Match, s *rules.State) []rules.Entry {
	if m == nil {
		return nil
	}
	if l.m != m || l.steps != len(m.Steps) {
		*l = endedLedger{m: m, steps: len(m.Steps)}
		if end, es := ledger(m); end != nil {
			l.final, l.es = end.Hash(), es
		}
	}
	if l.es == nil || l.final != s.Hash() {
		return nil
	}
	return l.es
}

// The rows of the results grid a part is added up in.
const (
	rowStart  = 0                       // the starting account
	rowPhase  = 1                       // rowPhase+p-1: contracts paid at the end of phase p
	rowLobby  = rowPhase + rules.Phases // lobby prices
	rowTokens = rowLobby + 1            // corruption tokens
	rowCoins  = rowTokens + 1
	nRows     = rowCoins + 1
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

// gridParts builds seat's parts, each with its row, from the final state s
// and the entries es of the whole match; nil if es do not add up to seat's
// bank account (or there are none).
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
		return nil
	}
	if nLobby > 0 {
		out = append(out, part{ui.ScorePart{Label: lang.N(nLobby, "%d contract taken from the lobby", "%d contracts taken from the lobby"), Points: lobby}, rowLobby})
	}
	if nTokens > 0 {
		out = append(out, part{ui.ScorePart{Label: lang.N(nTokens, "%d corruption token", "%d corruption tokens"), Points: tokens}, rowTokens})
	}
	return append(out, coins)
}
