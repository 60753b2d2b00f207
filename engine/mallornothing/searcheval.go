package mallornothing

// SearchEvaluate is seat's evaluation for the search bot (bot.
// SearchEvaluator): the score its mall would have now, as Evaluate, plus,
// while cards are still to come, what the mall is expected to gain by the
// end: a linear model of the mall's features (evalFeatures), one per number
// of cards still to come to this mall (promiseFit). Once the game is over it
// is the final score. Evaluate stays the greedy bot's baseline.
func (s *State) SearchEvaluate(seat int) float64 {
	if seat < 0 || seat >= nSeats {
		return 0
	}
	m := s.committedMall(seat)
	if m.n == 0 {
		return 0
	}
	var g grid
	m.board(&g, nil)
	var comp [gridCells]int16
	sc, scored, second := g.scoreComp(nil, &comp)
	v := float64(sc.Total)
	left := nRounds - int(s.round)
	if s.pending[seat].kind != 0 {
		left-- // this round's card is laid (or discarded) already
	}
	if s.phase == phOver || left <= 0 {
		return v
	}
	f := m.evalFeatures(&g, sc, &comp, scored, second)
	w := &promiseFit[left]
	for i, x := range f {
		v += w[i] * x
	}
	return v
}

// promiseFit[k] weighs the features (evalFeatures, in their order) into
// the points a mall gains from now to the end of the game when k cards are
// still to come to it. Fitted by least squares (ridge 1 on every weight but
// the bias) in a throwaway harness, not in the repository, in two steps:
// 20,000 self-play games in which both seats play the best placement by
// SearchEvaluate as it was before (the score plus one point per square of
// the scored hallway and half a point per visible store, fading over the
// rounds) gave a first table; 20,000 more, played by the first table, gave
// this one (a third step did no better one move ahead). In each game each
// seat plays one random round (or none) by a random one of its 10 best
// placements, half the time, so that placements the search considers but
// would not play are seen too; a mall's rows start at that round. The
// target is the final score minus the score now. Held-out R² (a fifth of
// the games) by cards to come, 1 to 7: 0.12, 0.19, 0.23, 0.24, 0.24, 0.18,
// 0.09 (the old promise, affinely rescaled on the same data: 0.00 to 0.01);
// the cards to come decide the rest. At 8 cards to come the mall is its
// starting card (9 or 10), and the row gives each its mean gain.
var promiseFit = [nRounds + 1][nEvalFeatures]float64{
	{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
	{7.97, 0.0714, 0.0816, -0.0869, 0.122, -0.106, -0.0847, -0.076, 0.0429, -0.206, -0.244, 0.129, 0.218, -0.038, -0.0106, 0.115, 0.491, -0.044, 0.0742, 0.0741, 0.383, -0.024, 0.205, -0.0833, 0.267, -0.194, -0.185, 0.0246},
	{15.6, 0.0539, 0.151, -0.259, 0.198, -0.208, -0.14, -0.18, 0.0994, -0.383, -0.418, 0.192, 0.279, -0.0901, -0.0628, 0.13, 0.771, -0.183, 0.292, 0.0264, 0.328, -0.11, 0.283, -0.149, 0.64, -0.228, -0.213, 0.0274},
	{22, -0.00132, 0.213, -0.43, 0.297, -0.305, -0.206, -0.27, 0.194, -0.499, -0.541, 0.273, 0.483, -0.135, -0.0901, 0.167, 0.955, -0.247, 0.469, -0.0909, 0.372, -0.0825, 0.356, -0.18, 0.864, -0.227, -0.192, 0.0262},
	{25.4, -0.00428, 0.281, -0.484, 0.329, -0.391, -0.289, -0.332, 0.327, -0.575, -0.667, 0.35, 0.687, -0.166, -0.0907, 0.148, 1.19, -0.456, 0.464, -0.135, 0.456, -0.0317, 0.552, -0.365, 1.06, 0.137, -0.0082, -0.0119},
	{30.7, 0.166, 0.317, -0.483, 0.446, -0.516, -0.391, -0.391, 0.446, -0.815, -0.689, 0.416, 0.911, -0.195, -0.0274, 0.389, 1.09, -0.526, 0.728, -0.103, 0.598, -0.0503, 0.785, -0.385, 0.999, 0.207, -0.0229, -0.0189},
	{37.3, 0.12, 0.463, 0.216, 0.278, -0.636, -0.485, -0.333, 0.505, -0.829, -0.784, 0.791, 1.3, -0.167, 0.446, 0.609, 1.39, -0.515, 0.761, 0.249, 0.802, 0.123, 1.07, -0.43, 1.02, -0.45, -0.481, 0.0988},
	{41.2, -0.805, 0.665, -0.474, 0.942, -0.304, -0.645, -0.509, 0.829, -0.501, -0.762, 0.413, 0.801, -0.254, -0.183, -0.251, 0.415, -1.55, 0.387, 0.167, 0.991, -0.303, 0.398, 1.96, -0.42, -0.0295, -0.00305, 0.306},
	{49.1, 9.82e-08, 0.395, 0, 0, 0, 0, 9.82e-08, 4.91e-08, 0, 4.91e-08, -0.198, 0.198, 4.91e-08, 4.91e-08, 0, 4.91e-08, 0, 0, 0, 0, 0, 0, 4.91e-08, 0.011, 9.82e-08, 1.47e-07, 0},
}
