// Package e2e holds Galleria's browser tests: they serve static/ (built by
// ./build.sh build) from 127.0.0.1 under the sub-path /galleria/, drive
// Debian's headless Chromium (/usr/bin/chromium, never a downloaded browser)
// with chromedp, and play the game through real mouse events at the screen
// positions the client reports.
//
// The tests carry the build tag e2e, so 'go test ./...' skips them.
// ./build.sh test compiles them (go test -c -tags e2e) and runs the binary
// in a private network namespace that has only loopback. See
// docs/browser-tests.md for running them by hand.
//
//   - TestPlay plays a whole Mall World game against three bots (the
//     setup's default, normal), reloads the
//     page mid-game to check that the match resumes at the same step, and
//     saves artifacts/midgame.png and artifacts/results.png.
//   - TestBotWorkers opens a Mall World match against three hard bots
//     twice, with the bots thinking in the page's slices (?workers=0) and
//     in Web Workers: every seat's moves must agree, every search of the
//     second page must have run in workers and searched more iterations
//     per second than the first page's; it prints the frame gaps.
//   - TestThinkAndHint plays Mall World against three hard bots (chosen in
//     the setup), thinking in the page's slices (?workers=0), and, while each bot thinks, counts the page's animation
//     frames and hook answers: over the searches, the hook must see two
//     slices and the page draw three frames a search on average (it
//     thinks in slices between frames); it prints each search's
//     largest frame gap and landing time and the median think time. Then it asks for a hint and checks that the marked targets are
//     galleria.plan of the hinted move and that clicking them plays it.
//   - TestMeasure prints the site's sizes, the time from navigation to the
//     first drawn frame, and the CPU the idle table costs.
//   - TestOffline loads the site once, waits until the service worker
//     controls the page with the build cached (the wasm downloaded only
//     once), stops the server, reloads and plays Mall World by clicks to
//     step 20 offline; then serves a new build at the same address,
//     reloads, expects the update banner, clicks its Reload and checks
//     that the new build runs, the game at the same step.
//   - TestOnline plays a whole game online between two browsers over
//     WebRTC: the host copies an invite link, the guest's page opens it and
//     copies its answer code, the host pastes it; both play by clicks to the
//     results and must agree on the final state and the winners, and at
//     least one closed-fist auction must have been fought between their
//     seats.
//   - TestNativePeerWithBrowser has a native netplay peer (pion) answer the
//     invite of a browser host and play a whole game against the page's
//     person, ending on the same state; it measures how long the native
//     peer's moves take to show in the page's hook
//     (artifacts/online-latency.txt).
//   - TestMNSolo plays a whole game of Mall or Nothing against the normal
//     bot (the default) by clicks, reloads the page mid-game, and checks the final scoring
//     and the results (two scores, winners with the best score).
//   - TestMNOnline plays a whole game of Mall or Nothing online between two
//     browsers, one seat each, and checks that both end with the same state,
//     scores and winners.
//   - TestLSSolo plays a whole game of Luxembourg-Shopping (you and two
//     normal bots, the 30-round limit chosen in the setup) by clicks,
//     reloads the page at one of the person's buy or build decisions, and
//     checks the results.
//   - TestLSOnline plays a whole game of Luxembourg-Shopping online between
//     two browsers and a greedy bot run by the host (30 rounds, chosen in
//     the host setup), and checks that both end with the same state, scores
//     and winners.
//   - TestMFHSolo plays a whole solo game of Mall for Heroes (level 3,
//     chosen in the setup) by clicks, checks each decision against the
//     engine replaying the page's save, reloads the page at a placement,
//     and checks the results (one score, the level's verdict) against the
//     engine.
//   - TestPhoneFit opens the site at 390×844 and 844×390 CSS px (device
//     scale 3, touch emulation) and at 1280×800, visits the menu, each
//     game's setup and a solo table of each game (two moves by taps,
//     scrolling by a finger's drag), and checks through galleria.texts()
//     that no text is cut or leaves its panel, the sizes (11 CSS px or more
//     everywhere on the phone held sideways), and the touch wording.
//   - TestLook writes artifacts/look/<game>-<desktop|phone>-<shot>.png
//     (menu, setup, table, motion, results) for the four games at
//     1280×800 and 390×844 (scale 3, touch), from saves made in Go and put
//     in the page's storage (no game played by clicks); "motion" is shot
//     while status().glides shows a piece between 25 % and 75 % of its way.
//   - TestMotion samples status().glides during a bot's move in Mall or
//     Nothing: two or more distinct positions strictly between start and
//     end, then status().asleep within a second after the glides end.
//   - TestNoWebGL2 and TestWasmLoadFails force the loader's failure pages
//     (no WebGL 2; a wasm download that fails or breaks off) and check their
//     wording, that no wasm is fetched without WebGL 2, and that "Try again"
//     loads the game.
//   - TestReplayLink opens a replay link of a bot match of each game in
//     a fresh profile: the viewer at step 0; keys and Last step. A cut
//     link opens the page that says what is wrong.
//   - TestAfterTheMatch opens a finished solo match of each game (a save
//     made in Go) on its results: the breakdown against the engine's
//     scores and parts; the replay viewer stepped with keys and buttons to
//     the end, the start and the end again, the final hash checked; Share
//     replay copies a link; Play again starts the same seats and options
//     with a new seed. Then, the server stopped, each link opens the viewer
//     offline.
//   - TestUndo makes the person's move in a solo match of each game (a
//     save made in Go) and takes it back: the same step, legal moves and
//     state hash; where a chance step followed the move, undo does not
//     reach back past it.
//   - TestFirefoxSolo plays TestPlay's game (Mall World against three
//     normal bots, a reload mid-game) in Debian's Firefox ESR
//     (/usr/bin/firefox-esr) on an X display (an Xvfb it starts when
//     DISPLAY is unset), driven over WebDriver BiDi (bidi_test.go), and
//     prints Firefox's time to the first frame.
//   - TestReplayFile opens the History's "Open a replay file", answers the
//     file chooser with a Mall World bot match's log (through the DevTools
//     protocol), checks the viewer's first and last steps, then a cut
//     file's page.
//   - TestOnlineResume (issue 27, item 7) plays Mall for Heroes online
//     between three browser profiles (the host's person and two guests) to
//     step 45, closes all three tabs, and opens new tabs in the same
//     profiles: the host's, at the bare address, must load the net build;
//     it resumes the match from its History with new invite links, each
//     guest's new page finds its seat, every page is back at the same step
//     (at least the step at closing), and all play on to the results with
//     equal state hashes and winners and no fault report.
//   - TestChat (issue 28, item 2) connects two browsers in an online lobby:
//     a line and a reaction go each way; the host's page reloads and shows
//     the same lines; then a 300-byte line and one with a control
//     character are refused with a note, "<b>x</b>" is drawn as typed (no
//     element made of it), and after it four reactions, the sixth message
//     in 10 s (a line) is refused.
//   - TestLongVisitPage (issue 29, item 6) plays Mall or Nothing matches
//     one after another in one page, the hard bot against the person
//     playing the hard Hint, the same seed each match
//     (GALLERIA_E2E_VISIT_MATCHES, default 2), and prints each match's ms
//     per search iteration, split into slices per iteration and ms per
//     slice, with the frame gaps, GCs and live heap (docs/bots.md).
package e2e
