//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// chatTimeout bounds TestChat (it takes about 2 minutes here, most of it
// loading the pages and connecting them).
const chatTimeout = 4 * time.Minute

// chatLine mirrors game.ChatStatus.
type chatLine struct {
	Peer     int    `json:"peer"`
	Author   string `json:"author"`
	Text     string `json:"text"`
	Reaction string `json:"reaction"`
	Muted    bool   `json:"muted"`
}

func (l chatLine) String() string {
	if l.Reaction != "" {
		return l.Author + ": (" + l.Reaction + ")"
	}
	return l.Author + ": " + l.Text
}

// chatState is the chat part of galleria.status().online.
type chatState struct {
	Scene  string `json:"scene"`
	Online *struct {
		Chat      []chatLine `json:"chat"`
		ChatShown bool       `json:"chatShown"`
		ChatNote  string     `json:"chatNote"`
	} `json:"online"`
}

// lines is the chat as "author: text" or "author: (reaction)".
func (c chatState) lines() []string {
	var out []string
	if c.Online != nil {
		for _, l := range c.Online.Chat {
			out = append(out, l.String())
		}
	}
	return out
}

func readChat(ctx context.Context) (chatState, error) {
	var c chatState
	s, err := evalString(ctx, `(typeof galleria === "object" && galleria && typeof galleria.status === "function") ? galleria.status() : "{}"`)
	if err != nil {
		return c, err
	}
	if err := json.Unmarshal([]byte(s), &c); err != nil {
		return c, fmt.Errorf("galleria.status(): %v", err)
	}
	return c, nil
}

// waitChat polls the page's chat until cond holds.
func waitChat(ctx context.Context, what string, cond func(chatState) bool) (chatState, error) {
	var c chatState
	err := waitFor(ctx, connectTime, what, func() (bool, error) {
		s, err := readChat(ctx)
		c = s
		return err == nil && cond(s), err
	})
	return c, err
}

// openChat shows the chat's panel: it is beside the lobby's seats when
// they leave room for it, else the Chat button opens it.
func openChat(ctx context.Context) error {
	ts, err := targets(ctx)
	if err != nil {
		return err
	}
	if _, ok := find(ts, "chat:say"); ok {
		return nil
	}
	return clickTarget(ctx, "chat:open", clickTimeout)
}

// sayChat types text in the page's text box after a click on Say…, and
// waits until the page took it: the line is in its chat, or a new note
// says why not (a note stays until the next line is taken, so the note of
// the line before does not count).
func sayChat(ctx context.Context, text string) (chatState, error) {
	if err := openChat(ctx); err != nil {
		return chatState{}, err
	}
	before, err := readChat(ctx)
	if err != nil {
		return before, err
	}
	if before.Online == nil {
		return before, fmt.Errorf("the page is not online: scene %q", before.Scene)
	}
	n := len(before.lines())
	if err := typeLine(ctx, text); err != nil {
		return before, err
	}
	return waitChat(ctx, fmt.Sprintf("the page to take %.30q", text), func(c chatState) bool {
		return c.Online != nil && (len(c.Online.Chat) > n || c.Online.ChatNote != "" && c.Online.ChatNote != before.Online.ChatNote)
	})
}

// typeLine clicks Say… and types text in the page's text box, Enter at
// the end.
func typeLine(ctx context.Context, text string) error {
	var say Target
	err := waitFor(ctx, clickTimeout, "target chat:say", func() (bool, error) {
		ts, err := targets(ctx)
		ok := false
		say, ok = find(ts, "chat:say")
		return ok && say.Enabled, err
	})
	if err != nil {
		return err
	}
	if err := quickClick(ctx, say); err != nil {
		return err
	}
	return enterText(ctx, text)
}

// quickClick clicks a target as click does, with fewer frames between
// (the flood of lines must fit in 10 s). The button goes down, stays down
// for two animation frames and until the page's loop has run a whole
// update with it down, and comes up; then the page runs a whole update
// with it up before quickClick returns. (Counted in the loop's updates:
// on a loaded machine two animation frames can pass within one update,
// which then sees a press and its release together, or a release and the
// next click's press together, and no click.)
func quickClick(ctx context.Context, tg Target) error {
	x, y := tg.centre()
	if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MousePressed, x, y,
		chromedp.ButtonLeft, buttons(1), chromedp.ClickCount(1))); err != nil {
		return err
	}
	if err := animationFrames(ctx, 2); err != nil {
		return err
	}
	if err := wholeUpdate(ctx, "a press"); err != nil {
		return err
	}
	if err := chromedp.Do(ctx, chromedp.MouseEvent(chromedp.MouseReleased, x, y,
		chromedp.ButtonLeft, buttons(0), chromedp.ClickCount(1))); err != nil {
		return err
	}
	return wholeUpdate(ctx, "a release")
}

// wholeUpdate waits until the page's loop has started two updates from
// now (the hook's count of updates), so one whole update saw the input
// as it is now. A held button keeps the loop awake; after a release, the
// click's effect (or the idle wait's end) brings the updates.
func wholeUpdate(ctx context.Context, after string) error {
	read := func() (int, error) {
		v, err := evalString(ctx, `String(JSON.parse(galleria.status()).updates)`)
		if err != nil {
			return 0, err
		}
		return strconv.Atoi(v)
	}
	u0, err := read()
	if err != nil {
		return err
	}
	return waitFor(ctx, clickTimeout, "two updates of the page after "+after, func() (bool, error) {
		u, err := read()
		return u >= u0+2, err
	})
}

// enterText waits for the page's text box (Say… opened it), types text in
// it and presses Enter there, which takes the text as OK does, and waits
// for the box to close.
func enterText(ctx context.Context, text string) error {
	err := waitFor(ctx, clickTimeout, "the text box", func() (bool, error) {
		v, err := evalString(ctx, `(() => { const b = document.getElementById("galleria-ask-box"); return b && !b.hidden ? "yes" : ""; })()`)
		return v == "yes", err
	})
	if err != nil {
		return err
	}
	arg, _ := json.Marshal(text)
	if _, err := evalString(ctx, `(() => { const a = document.getElementById("galleria-ask"); a.focus(); a.value = `+string(arg)+`; return ""; })()`); err != nil {
		return err
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent("\r")); err != nil {
		return err
	}
	// The box covers the canvas until the page has taken the text: a click
	// made before it hides lands on the box (a loaded machine's flood lost
	// its reactions that way).
	return waitFor(ctx, clickTimeout, "the text box to close", func() (bool, error) {
		v, err := evalString(ctx, `(() => { const b = document.getElementById("galleria-ask-box"); return b && !b.hidden ? "" : "yes"; })()`)
		return v == "yes", err
	})
}

// TestChat: two Chromium pages in an online lobby (the host and its guest,
// as TestOnline connects them) chat both ways: a line from each reaches the
// other, and a reaction each way. The host's page reloads and shows the
// same lines. Then hostile text on the host's page: a 300-byte line is
// refused with a note, a line with a control character is refused,
// "<b>x</b>" is kept and drawn as those very characters (no element is
// made of it), and after it four reactions, the sixth message in 10 s (a
// line) is refused with a note.
func TestChat(t *testing.T) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), chatTimeout)
	defer cancel()
	srv, base := serve(t)
	art := artifactsDir(t)
	host, closeHost := browser(t, ctx, "chat-host", rtcFlags()...)
	defer closeHost()
	guest, closeGuest := browser(t, ctx, "chat-guest", rtcFlags()...)
	defer closeGuest()
	fatal := func(format string, args ...any) {
		t.Helper()
		dumpState(t, host, filepath.Join(art, "chat-host-failure.png"))
		dumpState(t, guest, filepath.Join(art, "chat-guest-failure.png"))
		t.Fatalf(format, args...)
	}

	// The lobby: the host's invite, the guest's answer.
	invite, err := openHostLobby(host, srv, base, start, filepath.Join(art, "chat-invite.png"), mallWorldHost)
	if err != nil {
		fatal("host: %v", err)
	}
	if err := chromedp.Do(guest, chromedp.Navigate(invite)); err != nil {
		fatal("navigate: %v", err)
	}
	if _, err := waitReady(guest, loadTimeout); err != nil {
		fatal("guest: %v", err)
	}
	if _, err := waitStatus(guest, connectTime, "the answer code", func(s Status) bool { return s.Answer != "" }); err != nil {
		fatal("guest: %v", err)
	}
	if err := clickTarget(guest, "join:copy", clickTimeout); err != nil {
		fatal("guest: %v", err)
	}
	st, err := waitStatus(guest, clickTimeout, "the copied answer", func(s Status) bool { return s.Clipboard != "" })
	if err != nil {
		fatal("guest: %v", err)
	}
	if err := acceptAnswer(host, st.Clipboard, mallWorldHost); err != nil {
		fatal("host: %v", err)
	}
	if _, err := waitStatus(guest, connectTime, "the guest's lobby", func(s Status) bool { return s.Scene == "lobby" }); err != nil {
		fatal("guest: %v", err)
	}
	logStep(start, "connected")

	// Both ways: a line, then a reaction, from each page; each awaited on
	// the other page.
	has := func(tab context.Context, who, line string) {
		t.Helper()
		if _, err := waitChat(tab, who+" to show "+line, func(c chatState) bool { return slices.Contains(c.lines(), line) }); err != nil {
			fatal("%s: %v", who, err)
		}
	}
	if c, err := sayChat(host, "hello from the host"); err != nil || c.Online.ChatNote != "" {
		fatal("host: %v %+v", err, c.Online)
	}
	hostName := ""
	if c, err := readChat(host); err == nil && len(c.Online.Chat) == 1 {
		hostName = c.Online.Chat[0].Author
	}
	has(guest, "the guest", hostName+": hello from the host")
	if c, err := sayChat(guest, "hi from the guest"); err != nil || c.Online.ChatNote != "" {
		fatal("guest: %v %+v", err, c.Online)
	}
	gc, _ := readChat(guest)
	guestName := gc.Online.Chat[len(gc.Online.Chat)-1].Author
	has(host, "the host", guestName+": hi from the guest")
	if err := clickTarget(guest, "chat:react:thanks", clickTimeout); err != nil {
		fatal("guest: %v", err)
	}
	has(host, "the host", guestName+": (thanks)")
	if err := openChat(host); err != nil {
		fatal("host: %v", err)
	}
	if err := clickTarget(host, "chat:react:wow", clickTimeout); err != nil {
		fatal("host: %v", err)
	}
	has(guest, "the guest", hostName+": (wow)")
	before, _ := readChat(host)
	want := before.lines()
	if len(want) != 4 {
		fatal("the host's chat: %q", want)
	}
	if g, _ := readChat(guest); !slices.Equal(g.lines(), want) {
		t.Errorf("the guest's chat %q, the host's %q", g.lines(), want)
	}
	animationFrames(host, 3)
	screenshot(host, filepath.Join(art, "chat-host-lobby.png"))
	logStep(start, "lines and reactions both ways: %q", want)

	// The host's page reloads: the same lines.
	if err := chromedp.Do(host, chromedp.Reload()); err != nil {
		fatal("reload: %v", err)
	}
	if _, err := waitReady(host, loadTimeout); err != nil {
		fatal("host after a reload: %v", err)
	}
	after, err := waitChat(host, "the host's lobby and chat after a reload", func(c chatState) bool {
		return c.Scene == "lobby" && len(c.lines()) >= len(want)
	})
	if err != nil {
		fatal("host: %v", err)
	}
	// The lobby makes a new invite for the guest, whose QR code then takes
	// the chat panel's room (the chat becomes a button): the test goes on
	// once the lobby has that shape.
	if _, err := waitStatus(host, connectTime, "the host's new invite", func(s Status) bool { return s.Invite != "" }); err != nil {
		fatal("host: %v", err)
	}
	animationFrames(host, 3)
	if !slices.Equal(after.lines(), want) {
		fatal("after a reload the host's chat is %q, want %q", after.lines(), want)
	}
	if err := openChat(host); err != nil {
		fatal("host: %v", err)
	}
	if err := shows(host, hostName+": hello from the host", guestName+": hi from the guest"); err != nil {
		fatal("host after a reload: %v", err)
	}
	logStep(start, "the host's page reloaded with the same %d lines", len(want))

	// Hostile text, on the host's page.
	refused := func(text, note string) {
		t.Helper()
		c, err := sayChat(host, text)
		if err != nil {
			fatal("host: %v", err)
		}
		if c.Online.ChatNote != note || len(c.Online.Chat) != len(want) {
			fatal("%.40q: note %q, chat %q; want the note %q and no new line", text, c.Online.ChatNote, c.lines(), note)
		}
		if err := shows(host, note); err != nil {
			fatal("%.40q: %v", text, err)
		}
	}
	refused(strings.Repeat("x", 300), "Not sent: 300 bytes, at most 200.")
	refused("bell\a here", "Not sent: a line may not hold a line break, a tab or another control character.")

	// The flood: a line and four reactions go, and the sixth message
	// within 10 s, a line, does not. Each is sent without waiting for the
	// one before to show (the page takes them in order), so that the six
	// fit in 10 s on a loaded machine.
	if err := openChat(host); err != nil {
		fatal("host: %v", err)
	}
	ts, err := targets(host)
	if err != nil {
		fatal("host: %v", err)
	}
	sayBtn, ok := find(ts, "chat:say")
	if !ok {
		fatal("host: no chat:say")
	}
	first := time.Now()
	if err := quickClick(host, sayBtn); err != nil {
		fatal("host: %v", err)
	}
	if err := enterText(host, "<b>x</b>"); err != nil {
		fatal("host: %v", err)
	}
	want = append(want, hostName+": <b>x</b>")
	for _, code := range []string{"thanks", "wow", "oops", "good-luck"} {
		tg, ok := find(ts, "chat:react:"+code)
		if !ok {
			fatal("host: no chat:react:%s", code)
		}
		if err := quickClick(host, tg); err != nil {
			fatal("host: %v", err)
		}
		want = append(want, hostName+": ("+code+")")
	}
	if err := quickClick(host, sayBtn); err != nil {
		fatal("host: %v", err)
	}
	if err := enterText(host, "six"); err != nil {
		fatal("host: %v", err)
	}
	sixth, err := waitChat(host, "the sixth message taken", func(c chatState) bool {
		return c.Online != nil && (len(c.Online.Chat) > len(want) || len(c.Online.Chat) == len(want) && c.Online.ChatNote != "")
	})
	took := time.Since(first)
	if err != nil {
		fatal("host: %v", err)
	}
	if took >= 10*time.Second {
		fatal("six messages took %v: the limit of 5 in 10 s could not be seen", took)
	}
	if n := sixth.Online.ChatNote; n != "Not sent: at most 5 messages in 10 seconds. Wait a little." || !slices.Equal(sixth.lines(), want) {
		fatal("the sixth message in %v: note %q, chat %q, want %q", took, n, sixth.lines(), want)
	}
	if err := shows(host, hostName+": <b>x</b>", sixth.Online.ChatNote); err != nil {
		fatal("host: %v", err)
	}
	if n, err := evalString(host, `String(document.getElementsByTagName("b").length)`); err != nil || n != "0" {
		t.Errorf("the page holds %s <b> elements (%v)", n, err)
	}
	animationFrames(host, 3)
	screenshot(host, filepath.Join(art, "chat-host-refusals.png"))
	logStep(start, "refused: 300 bytes, a control character, the sixth message within %.1fs; kept as text: <b>x</b>", took.Seconds())
	t.Logf("TestChat: %.1fs", time.Since(start).Seconds())
	srv.check(t)
}

// shows checks that the page's last frame draws each of texts whole, as
// text (a wrapped line is read joined).
func shows(ctx context.Context, texts ...string) error {
	return waitFor(ctx, clickTimeout, fmt.Sprintf("the page to show %q", texts), func() (bool, error) {
		sc, err := screenTexts(ctx)
		if err != nil {
			return false, err
		}
		var all []string
		for _, tb := range sc.Texts {
			all = append(all, tb.Text)
		}
		joined := " " + strings.Join(all, " ") + " "
		for _, s := range texts {
			if !strings.Contains(joined, s) {
				return false, nil
			}
		}
		return true, nil
	})
}
