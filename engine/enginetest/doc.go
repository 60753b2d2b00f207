// Package enginetest holds game-independent helpers for the tests of the
// Galleria games: the checks of the engine contract (engine.State,
// engine.Game, match logs) that every game's property, fuzz, golden and
// benchmark tests make, written once. The game-specific parts (which texts
// are plausible but illegal, what a view must hide, the game's invariants)
// come in as arguments and closures.
//
// Only tests import this package: it imports testing, and no non-test code
// of the module may depend on it (go list -deps ./wasm ./cmd/... must not
// name it).
//
// The helpers are:
//
//   - Play and PlayOn: drive a state with bots (recording what a visit
//     function wants) or with random listed moves;
//   - PlayGolden: the fixed random game behind each game's TestGoldenHash;
//   - CheckLegal, CheckIllegal, CheckViews, CheckPositionRoundTrip,
//     CheckReplay and CheckLog: the checks of the contract, each returning
//     an error that says what broke;
//   - CheckDeterminize, CheckDeterminizeFull and CheckDeterminizeRefused:
//     the checks of engine.Determinizer (a sample fits the view, imports,
//     plays on; a full state gives a copy; bad seats and finished games are
//     refused);
//   - CheckFollow: views that follow a redacted log, with a game's Leak
//     check; HidesNothing, FollowWholeGames, CheckHidesNothing,
//     CheckRedactedWhole, CheckFollowRefused, CheckRedactWhole and
//     CheckFollowAsApply: the follow checks of a game whose views hide
//     nothing (engine.RedactWhole, engine.FollowWhole);
//   - Bytes and FuzzAction: the byte-driven step of the FuzzApply targets;
//   - Decisions and the Bench helpers: the benchmark loops.
//
// The helpers that draw from a *rand.Rand draw in a documented order, so
// that a game's property test keeps playing the same games (and a failing
// game's seeds still reproduce it) when it moves to these helpers.
package enginetest
