package rtc

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestParseICE(t *testing.T) {
	good := []struct {
		in   string
		want []ICEServer
	}{
		{"", DefaultICEServers},
		{"  ", DefaultICEServers},
		{"none", []ICEServer{}},
		{"NONE", []ICEServer{}},
		{"stun:stun.example.org:3478", []ICEServer{{URLs: []string{"stun:stun.example.org:3478"}}}},
		{"stun:stun.example.org", []ICEServer{{URLs: []string{"stun:stun.example.org"}}}},
		{"stuns:stun.example.org:5349", []ICEServer{{URLs: []string{"stuns:stun.example.org:5349"}}}},
		{" stun:a.example:1 , ,stun:[2001:db8::1]:3478,", []ICEServer{
			{URLs: []string{"stun:a.example:1"}}, {URLs: []string{"stun:[2001:db8::1]:3478"}},
		}},
		{"stun:127.0.0.1:65535", []ICEServer{{URLs: []string{"stun:127.0.0.1:65535"}}}},
		{"turn:turn.example.org:3478?transport=udp,turns:turn.example.org?transport=tcp", []ICEServer{
			{URLs: []string{"turn:turn.example.org:3478?transport=udp"}},
			{URLs: []string{"turns:turn.example.org?transport=tcp"}},
		}},
	}
	for _, c := range good {
		got, err := ParseICE(c.in)
		if err != nil {
			t.Errorf("ParseICE(%q): %v", c.in, err)
			continue
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseICE(%q) = %v, want %v", c.in, got, c.want)
		}
	}

	// The defaults are a copy: changing one changes nothing for the next.
	d, _ := ParseICE("")
	d[0].URLs[0] = "stun:changed.example:1"
	if DefaultICEServers[0].URLs[0] == "stun:changed.example:1" {
		t.Error("ParseICE(\"\") shares DefaultICEServers")
	}

	bad := []struct{ in, want string }{
		{"http://stun.example.org", `"http://stun.example.org": unknown scheme "http"`},
		{"stun.example.org:3478", `"stun.example.org:3478": unknown scheme "stun.example.org"`},
		{"stun:good.example:3478,ftp:x", `"ftp:x": unknown scheme "ftp"`},
		{"stun://stun.example.org:3478", `"stun://stun.example.org:3478": no "//"`},
		{"stun:", `"stun:": no host`},
		{"stun::3478", `"stun::3478": no host`},
		{"stun:stun.example.org:0", `port "0" is not between 1 and 65535`},
		{"stun:stun.example.org:65536", `"stun:stun.example.org:65536": port "65536" is not between 1 and 65535`},
		{"stun:stun.example.org:", `port "" is not between 1 and 65535`},
		{"stun:stun.example.org:abc", `port "abc"`},
		{"stun:bad_host!:3478", `invalid host name "bad_host!"`},
		{"stun:2001:db8::1", `an IPv6 address goes in brackets`},
		{"stun:stun.example.org:3478?transport=udp", `a STUN URL takes no "?" parameters`},
		{"turn:turn.example.org:3478?transport=sctp", `transport=udp or transport=tcp`},
		{"turn:user:pass@turn.example.org:3478", `"turn:user:pass@turn.example.org:3478": a URL carries no username or password: TURN credentials go in the ICE setting`},
		{"stun:user@stun.example.org", `credentials go in the ICE setting, not the URL`},
		{"none,stun:stun.example.org", `"none" cannot be combined`},
		{",,", `no URL`},
	}
	for _, c := range bad {
		got, err := ParseICE(c.in)
		if err == nil {
			t.Errorf("ParseICE(%q) = %v, want an error", c.in, got)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseICE(%q): error %q, want it to contain %q", c.in, err, c.want)
		}
	}
}

func TestParseICESetting(t *testing.T) {
	turnUDP := "turn:turn.example.org:3478?transport=udp"
	good := []struct {
		in   string
		want []ICEServer
	}{
		{`{"iceServers":[{"urls":["` + turnUDP + `"],"username":"u","credential":"p"}]}`,
			[]ICEServer{{URLs: []string{turnUDP}, Username: "u", Credential: "p"}}},
		{` [ {"urls":"stun:stun.example.org"}, {"urls":["turns:t.example.org:443?transport=tcp","turn:t.example.org"],"username":"u","credential":"p"} ] `,
			[]ICEServer{
				{URLs: []string{"stun:stun.example.org"}},
				{URLs: []string{"turns:t.example.org:443?transport=tcp", "turn:t.example.org"}, Username: "u", Credential: "p"},
			}},
		{`{"iceServers":[]}`, []ICEServer{}},
		{`[]`, []ICEServer{}},
	}
	for _, c := range good {
		got, err := ParseICESetting([]byte(c.in))
		if err != nil {
			t.Errorf("ParseICESetting(%s): %v", c.in, err)
			continue
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("ParseICESetting(%s) = %#v, want %#v", c.in, got, c.want)
		}
	}

	bad := []struct{ in, want string }{
		{``, "empty"},
		{`turn:x`, "not JSON"},
		{`{"iceServers":[{"urls":["stun:s.example"]}],"iceTransportPolicy":"relay"}`, `unknown field "iceTransportPolicy"`},
		{`{"iceServers":[{"urls":["stun:s.example"],"credentialType":"password"}]}`, `server 1: unknown field "credentialType"`},
		{`{"iceServers":[{"urls":["stun:s.example"]},{"url":"stun:s.example"}]}`, `server 2: unknown field "url"`},
		{`{"servers":[]}`, `unknown field "servers"`},
		{`{}`, `no "iceServers" list`},
		{`[{"username":"u"}]`, `server 1: no "urls"`},
		{`[{"urls":[]}]`, `server 1: "urls" is empty`},
		{`[{"urls":5}]`, `"urls" must be a URL or a list of URLs`},
		{`[{"urls":"stun:s.example","username":7}]`, `field "username"`},
		{`[{"urls":["` + turnUDP + `"]}]`, `server 1: "` + turnUDP + `" is a TURN server: it needs "username" and "credential"`},
		{`[{"urls":["turns:t.example.org"],"username":"u"}]`, `needs "username" and "credential"`},
		{`[{"urls":["turn:u:p@t.example.org"],"username":"u","credential":"p"}]`, `credentials go in the ICE setting, not the URL`},
		{`[{"urls":["stun:s.example:99999"]}]`, `server 1: "stun:s.example:99999": port "99999"`},
		{`[{"urls":["http://s.example"]}]`, `unknown scheme "http"`},
		{`{"iceServers":[{"urls":["stun:s.example"]}]} trailing`, "after the JSON value"},
		{`{"iceServers":[{"urls":["stun:s.example"]}`, "malformed JSON"},
	}
	for _, c := range bad {
		got, err := ParseICESetting([]byte(c.in))
		if err == nil {
			t.Errorf("ParseICESetting(%s) = %v, want an error", c.in, got)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseICESetting(%s): error %q, want it to contain %q", c.in, err, c.want)
		}
		if strings.Contains(err.Error(), `"p"`) || strings.Contains(err.Error(), ":p@") && !strings.Contains(c.in, ":p@") {
			t.Errorf("ParseICESetting(%s): error %q shows the credential", c.in, err)
		}
	}
}

func TestICEServersNeverPrintCredentials(t *testing.T) {
	const secret = "s3cr3t-Cred"
	const user = "user-N4me"
	servers := []ICEServer{
		{URLs: []string{"stun:stun.example.org:3478"}},
		{URLs: []string{"turn:turn.example.org:3478?transport=udp"}, Username: user, Credential: secret},
	}
	cfg := Config{ICEServers: servers, RelayOnly: true}
	printed := []string{
		servers[1].String(), URLList(servers), cfg.String(),
		fmt.Sprint(servers), fmt.Sprintf("%v|%+v|%#v", servers, servers, servers),
		fmt.Sprintf("%v|%+v", cfg, cfg), fmt.Sprintf("%#v", servers[1]),
	}
	for _, p := range printed {
		if strings.Contains(p, secret) || strings.Contains(p, user) {
			t.Errorf("credentials printed: %s", p)
		}
	}
	if got, want := URLList(servers), "stun:stun.example.org:3478,turn:turn.example.org:3478?transport=udp"; got != want {
		t.Errorf("URLList = %q, want %q", got, want)
	}
	if got := URLList(nil); got != "none" {
		t.Errorf("URLList(nil) = %q, want none", got)
	}
	if got := servers[1].String(); !strings.Contains(got, "turn:turn.example.org") || !strings.Contains(got, "with credentials") {
		t.Errorf("String() = %q, want the URL and a note of credentials", got)
	}
	stripped := StripCredentials(servers)
	if stripped[1].Username != "" || stripped[1].Credential != "" || stripped[1].URLs[0] != servers[1].URLs[0] {
		t.Errorf("StripCredentials = %#v", stripped)
	}
	if servers[1].Credential != secret {
		t.Error("StripCredentials changed its argument")
	}
}

func TestConfigChecksServers(t *testing.T) {
	cases := []struct {
		cfg  Config
		want string
	}{
		{Config{ICEServers: []ICEServer{{URLs: []string{"turn:t.example.org"}}}}, `"turn:t.example.org" is a TURN server without a username and credential`},
		{Config{ICEServers: []ICEServer{{URLs: []string{"stun:s.example.org"}}}, RelayOnly: true}, "relay only, but no TURN server"},
		{Config{RelayOnly: true}, "relay only, but no TURN server"},
		{Config{ICEServers: []ICEServer{{URLs: []string{"bogus"}}}}, `"bogus": not a URL`},
	}
	for _, c := range cases {
		_, err := c.cfg.configuration()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: err %v, want %q", c.cfg, err, c.want)
		}
	}
	conf, err := Config{ICEServers: []ICEServer{{URLs: []string{"turn:t.example.org"}, Username: "u", Credential: "p"}}, RelayOnly: true}.configuration()
	if err != nil {
		t.Fatal(err)
	}
	if len(conf.ICEServers) != 1 || conf.ICEServers[0].Username != "u" || conf.ICEServers[0].Credential != "p" || conf.ICETransportPolicy.String() != "relay" {
		t.Errorf("configuration = %+v", conf)
	}
}

func TestPathKind(t *testing.T) {
	cases := []struct {
		p    PathInfo
		want string
	}{
		{PathInfo{}, ""},
		{PathInfo{Local: "host", Remote: "host"}, ""}, // not Known
		{PathInfo{Local: "host", Remote: "host", Known: true}, "direct"},
		{PathInfo{Local: "srflx", Remote: "host", Known: true}, "direct via NAT (STUN)"},
		{PathInfo{Local: "host", Remote: "prflx", Known: true}, "direct via NAT (STUN)"},
		{PathInfo{Local: "relay", Remote: "srflx", Known: true}, "relayed (TURN)"},
		{PathInfo{Local: "host", Remote: "relay", Known: true}, "relayed (TURN)"},
		{PathInfo{Local: "host", Remote: "", Known: true}, ""},
	}
	for _, c := range cases {
		if got := c.p.Kind(); got != c.want {
			t.Errorf("%+v.Kind() = %q, want %q", c.p, got, c.want)
		}
	}
}
