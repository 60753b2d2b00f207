package mallworld

import (
	"encoding/json"
	"strings"
)

// PositionFormat and PositionVersion head every exported position.
const (
	PositionFormat  = "galleria-position"
	PositionVersion = 1
	maxPositionSize = 1 << 20
)

// Position is the documented JSON form of a state (docs/mallworld-position.md).
// Lists of cards repeat a code once per card. In an exported view, hidden
// things are left out and only their sizes are given (the *_hidden fields);
// a view cannot be imported.
type Position struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Game    string `json:"game"`
	Players int    `json:"players"`
	Board   string `json:"board_setup"` // standard | random
	Viewer  int    `json:"viewer"`      // -1: the full state

	Phase           int      `json:"phase"`
	TenantsUnlocked bool     `json:"tenants_unlocked"`
	FirstRental     bool     `json:"first_rental_accepted"`
	Mall            []string `json:"mall"` // 6 rows, top (1) to bottom (6), 6 space-separated cells A→F

	Draw       []string `json:"draw"`
	DrawHidden int      `json:"draw_hidden,omitempty"`
	Display    []string `json:"display"`
	Discard    []string `json:"discard"`
	AmenityBox []string `json:"amenity_box"`

	PlacementPool  []string `json:"placement_pool"`
	PlacementsLeft int      `json:"placements_left"`
	RentalPool     []string `json:"rental_pool"`
	RentalsLeft    int      `json:"rentals_left"`
	SpecialPool    []string `json:"special_pool"`
	Lobby          []string `json:"lobby"`
	ContractBox    []string `json:"contract_box"`

	Office   []string `json:"office"`
	BlackBox int      `json:"black_box"`

	Seats []SeatPosition `json:"seats"`

	First       int    `json:"first"`
	Active      int    `json:"active"`
	Stage       string `json:"stage"`
	CleanupNext string `json:"cleanup_next,omitempty"`
	Progress    bool   `json:"progress"`
	DidOffer    bool   `json:"did_offer"`
	DidValidate bool   `json:"did_validate"`
	Refreshed   bool   `json:"refreshed"`

	Offer     []string `json:"offer"`
	OfferSize int      `json:"offer_size"`
	Bids      []int    `json:"bids"` // per seat: -1 none, -2 hidden
	Bidders   []int    `json:"bidders"`
	Queue     []int    `json:"queue"`
	QueuePos  int      `json:"queue_pos"`

	Stall      int    `json:"stall"`
	FinalArmed bool   `json:"final_round_armed"`
	FinalLeft  int    `json:"final_round_turns_left"`
	Ended      string `json:"ended"`
}

// SeatPosition is one seat in a Position.
type SeatPosition struct {
	Account     int      `json:"account"`
	Coins       int      `json:"coins"` // -1: hidden
	Hand        []string `json:"hand"`
	Contracts   []string `json:"contracts"`
	HiddenCards int      `json:"hidden_cards,omitempty"`
	Special     string   `json:"special"` // "" none, "?" hidden
	Validated   []string `json:"validated"`
	Marker      bool     `json:"marker_in_lobby"`
}

var stageNames = [...]string{
	stSetup: "setup", stStart: "start", stAccept: "accept", stDevelop: "develop", stBid: "bid",
	stPlay: "play", stCleanup: "cleanup", stDiscard: "discard", stEndTurn: "end_turn",
	stTokens: "tokens", stPurge: "purge", stAfterPhase: "after_phase", stOver: "over",
}

// endNames are the values of "ended". A stall is not an end of its own: the
// stall guard starts a final round, so such a game ends "final_round" (or
// "phase3"). The old value "stall" is no longer produced nor accepted.
var endNames = [...]string{endNone: "", endPhase3: "phase3", endFinalRound: "final_round"}

func cardList(counts []uint8) []string {
	out := []string{}
	for t := 0; t < nCardTypes && t < len(counts); t++ {
		for k := 0; k < int(counts[t]); k++ {
			out = append(out, CardTypes[t].Code)
		}
	}
	return out
}

func contractList(mask uint32) []string {
	out := []string{}
	forBits(mask, func(id int) { out = append(out, Contracts[id].ID) })
	return out
}

func cellText(x uint8) string {
	switch {
	case x == cellEmpty:
		return "."
	case x == cellStorage:
		return "S"
	case x == cellLocker:
		return "L"
	}
	t := string(colourByte(shopColour(x)))
	if tn := tenantOf(x); tn >= 0 {
		t += string(colourByte(tn))
	}
	return t
}

// PositionOf returns the Position form of s.
func (s *State) PositionOf() *Position {
	p := &Position{
		Format: PositionFormat, Version: PositionVersion, Game: GameName, Players: int(s.n),
		Board: "standard", Viewer: int(s.viewer), Phase: int(s.phase),
		TenantsUnlocked: s.tenantsUnlocked, FirstRental: s.firstRental,
		Draw: cardList(s.draw[:nCardTypes]), DrawHidden: int(s.draw[nCardTypes]),
		Display: cardList(s.display[:]), Discard: cardList(s.discard[:]), AmenityBox: cardList(s.boxed[:]),
		PlacementPool: contractList(s.placePool), PlacementsLeft: int(s.placeLeft),
		RentalPool: contractList(s.rentPool), RentalsLeft: int(s.rentLeft),
		SpecialPool: contractList(s.specialPool), ContractBox: contractList(s.contractBox),
		Lobby: []string{}, Office: []string{}, BlackBox: int(s.blackBox),
		First: int(s.first), Active: int(s.active), Stage: stageNames[s.stage],
		Progress: s.progress, DidOffer: s.didOffer, DidValidate: s.didValidate, Refreshed: s.refreshed,
		Offer: cardList(s.offer[:]), OfferSize: int(s.offerLen), Bidders: []int{}, QueuePos: int(s.queuePos),
		Stall: int(s.stall), FinalArmed: s.finalArmed, FinalLeft: int(s.finalLeft), Ended: endNames[s.ended],
	}
	if s.randomBoard {
		p.Board = "random"
	}
	if s.stage == stCleanup {
		p.CleanupNext = stageNames[s.cleanupNext]
	}
	for r := 0; r < rows; r++ {
		cells := make([]string, cols)
		for c := 0; c < cols; c++ {
			cells[c] = cellText(s.board[r*cols+c])
		}
		p.Mall = append(p.Mall, strings.Join(cells, " "))
	}
	for i := 0; i < int(s.lobbyLen); i++ {
		p.Lobby = append(p.Lobby, Contracts[s.lobby[i]].ID)
	}
	for i := 0; i < nTokenValues; i++ {
		for k := 0; k < int(s.office[i]); k++ {
			p.Office = append(p.Office, tokenText(i))
		}
	}
	for i := 0; i < int(s.n); i++ {
		q := &s.seats[i]
		sp := SeatPosition{
			Account: int(q.account), Coins: int(q.coins), Hand: cardList(q.hand[:nCardTypes]),
			Contracts: contractList(q.contracts), HiddenCards: int(q.hand[nCardTypes]),
			Validated: contractList(q.validated), Marker: q.marker,
		}
		switch q.special {
		case noContract:
		case hiddenSpecial:
			sp.Special = "?"
		default:
			sp.Special = Contracts[q.special].ID
		}
		p.Seats = append(p.Seats, sp)
		p.Bids = append(p.Bids, int(s.bids[i]))
		if s.bidders&(1<<i) != 0 {
			p.Bidders = append(p.Bidders, i)
		}
	}
	for k := int(s.queuePos); k < int(s.offerLen) && s.stage == stPlay; k++ {
		p.Queue = append(p.Queue, int(s.queue[k]))
	}
	if p.Queue == nil {
		p.Queue = []int{}
	}
	return p
}

// Position implements engine.State.
func (s *State) Position() ([]byte, error) {
	return json.MarshalIndent(s.PositionOf(), "", "  ")
}
