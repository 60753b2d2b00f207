package luxshopping

import "testing"

// TestEventEnding: an EvEnd event names its ending; any other event, or an
// amount that is no ending, names none.
func TestEventEnding(t *testing.T) {
	for _, c := range []struct {
		e    Event
		want Ending
	}{
		{Event{Kind: EvEnd, Amount: int64(endSigns)}, EndSigns},
		{Event{Kind: EvEnd, Amount: int64(endGallery)}, EndGallery},
		{Event{Kind: EvEnd, Amount: int64(endLast)}, EndLast},
		{Event{Kind: EvEnd, Amount: int64(endTime), Seat: -1}, EndTime},
		{Event{Kind: EvEnd, Amount: int64(nEnds)}, EndNone},
		{Event{Kind: EvEnd, Amount: -1}, EndNone},
		{Event{Kind: EvSold, Amount: int64(endSigns)}, EndNone},
	} {
		if got := c.e.Ending(); got != c.want {
			t.Errorf("%+v: Ending() = %d, want %d", c.e, got, c.want)
		}
	}
}
