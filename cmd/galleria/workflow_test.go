package main

// The GitHub Pages workflow (.github/workflows/pages.yml) runs only on
// GitHub, after a push: a step that calls a script the repository lost, a
// package build.sh needs that the runner lacks, or an artifact that misses a
// file the page loads would show only as a broken deploy. These tests read
// the workflow with build.sh and static/ and check them against each other,
// here, before a push.

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// workflowFile is the workflow these tests check, relative to the
// repository's root.
const workflowFile = ".github/workflows/pages.yml"

// runAllowed is the allow-list of commands a run step may call besides the
// repository's own scripts. The build itself must go through ./build.sh (the
// command the README gives), so that the deploy never drifts from what
// people build and test; the workflow only prepares the runner and trims
// the artifact:
//   - sudo: the runner is not root, and apt-get install needs root (sudo is
//     only a prefix: the command after it is checked like any other);
//   - apt-get: update and install the Debian packages build.sh needs but
//     installs only as root (build.sh's install_missing);
//   - rm: leave build outputs out of the artifact, only inside the site
//     directory (and never a file the page loads: see checkWorkflow).
var runAllowed = []string{"sudo", "apt-get", "rm"}

// ---------------------------------------------------------------- build.sh

// buildFacts is what the workflow must agree with in build.sh.
type buildFacts struct {
	subcommands []string        // the final `case "$cmd" in` list, without "*"
	nativePkgs  []string        // NATIVE_PKGS
	siteDir     string          // the directory build_site writes, relative to the root
	outputs     map[string]bool // the files build_site writes there (names relative to siteDir)
}

var (
	reNativePkgs = regexp.MustCompile(`(?m)^NATIVE_PKGS=\(([^)]*)\)`)
	reBuildSite  = regexp.MustCompile(`(?ms)^build_site\(\) \{\n(.*?)^\}`)
	reSiteVar    = regexp.MustCompile(`(?m)^\s*local site="\$ROOT/([^"$]+)"`)
	// A file build_site writes: go build -o, brotli -o, a redirection, or
	// the last argument of cp.
	reSiteFile = regexp.MustCompile(`(?:-o\s+|>\s*|^\s*cp\s.*\s)"\$site/([^"]+)"`)
	reForLoop  = regexp.MustCompile(`(?m)^\s*for (\w+) in ([^;\n]+); do`)
	reCasePat  = regexp.MustCompile(`^\s*([^\s()#][^()]*)\)`)
	reEsac     = regexp.MustCompile(`(?m)^\s*esac\b`)
)

// parseBuildScript reads build.sh's NATIVE_PKGS, the directory and files
// its build_site writes, and the subcommands of its final case.
func parseBuildScript(src string) (buildFacts, error) {
	var f buildFacts
	src = strings.ReplaceAll(src, "\\\n", " ") // join continued lines

	m := reNativePkgs.FindStringSubmatch(src)
	if m == nil {
		return f, fmt.Errorf("build.sh: no NATIVE_PKGS=(...) line")
	}
	f.nativePkgs = strings.Fields(m[1])
	if len(f.nativePkgs) == 0 {
		return f, fmt.Errorf("build.sh: NATIVE_PKGS is empty")
	}

	m = reBuildSite.FindStringSubmatch(src)
	if m == nil {
		return f, fmt.Errorf("build.sh: no build_site() function")
	}
	body := m[1]
	m = reSiteVar.FindStringSubmatch(body)
	if m == nil {
		return f, fmt.Errorf(`build.sh: build_site has no 'local site="$ROOT/DIR"' line`)
	}
	f.siteDir = path.Clean(m[1])
	loops := map[string][]string{}
	for _, l := range reForLoop.FindAllStringSubmatch(body, -1) {
		loops[l[1]] = strings.Fields(l[2])
	}
	f.outputs = map[string]bool{}
	for _, line := range strings.Split(body, "\n") {
		for _, sm := range reSiteFile.FindAllStringSubmatch(line, -1) {
			names, err := expandVars(sm[1], loops)
			if err != nil {
				return f, fmt.Errorf("build.sh: build_site writes \"$site/%s\": %v", sm[1], err)
			}
			for _, n := range names {
				f.outputs[n] = true
			}
		}
	}
	if len(f.outputs) == 0 {
		return f, fmt.Errorf("build.sh: build_site writes no \"$site/...\" file")
	}

	i := strings.LastIndex(src, `case "$cmd" in`)
	if i < 0 {
		return f, fmt.Errorf(`build.sh: no final 'case "$cmd" in'`)
	}
	rest := src[i+len(`case "$cmd" in`):]
	end := reEsac.FindStringIndex(rest)
	if end == nil {
		return f, fmt.Errorf(`build.sh: the final 'case "$cmd" in' has no esac`)
	}
	for _, line := range strings.Split(rest[:end[0]], "\n") {
		pm := reCasePat.FindStringSubmatch(line)
		if pm == nil {
			continue
		}
		for _, p := range strings.Split(pm[1], "|") {
			if p = strings.TrimSpace(p); p != "" && p != "*" {
				f.subcommands = append(f.subcommands, p)
			}
		}
	}
	if len(f.subcommands) == 0 {
		return f, fmt.Errorf(`build.sh: the final 'case "$cmd" in' lists no subcommand`)
	}
	return f, nil
}

// expandVars expands $NAME in a build_site file name with the words of the
// for loop over NAME; any other $, or a pattern, is an error.
func expandVars(name string, loops map[string][]string) ([]string, error) {
	i := strings.Index(name, "$")
	if i < 0 {
		if strings.ContainsAny(name, "*?[") {
			return nil, fmt.Errorf("a pattern, not a file")
		}
		return []string{name}, nil
	}
	j := i + 1
	for j < len(name) && (name[j] == '_' || name[j] >= 'a' && name[j] <= 'z' || name[j] >= 'A' && name[j] <= 'Z' || name[j] >= '0' && name[j] <= '9') {
		j++
	}
	words, ok := loops[name[i+1:j]]
	if !ok {
		return nil, fmt.Errorf("$%s is not a for loop variable of build_site", name[i+1:j])
	}
	rests, err := expandVars(name[j:], loops)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, w := range words {
		if strings.ContainsAny(w, "$*?[") {
			return nil, fmt.Errorf("the loop over $%s has %q, not a file name", name[i+1:j], w)
		}
		for _, r := range rests {
			out = append(out, name[:i]+w+r)
		}
	}
	return out, nil
}

// ---------------------------------------------------------------- the site's needs

// neededFile is a file of the site the page loads, and where it is named.
type neededFile struct {
	name string // relative to the site directory
	why  string
}

var (
	reTag      = regexp.MustCompile(`(?is)<(script|link)\b([^>]*)>`)
	reAttr     = regexp.MustCompile(`(?is)\b(src|href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))`)
	reComment  = regexp.MustCompile(`(?s)<!--.*?-->`)
	reScheme   = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*:`)
	reFileName = regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9_.-]*(/[A-Za-z0-9_][A-Za-z0-9_.-]*)*\.(wasm|json|js|mjs|html|css|svg|png|ico|webmanifest|br|gz|txt|webp|jpg)$`)
)

// siteRef turns a URL of the page into a file of the site directory; ok is
// false for another site's URL.
func siteRef(u string) (name string, ok bool, err error) {
	u = strings.TrimSpace(u)
	if u == "" || reScheme.MatchString(u) || strings.HasPrefix(u, "//") {
		return "", false, nil
	}
	if strings.HasPrefix(u, "/") {
		return "", false, fmt.Errorf("%q is an absolute path: it breaks under a sub-path such as /REPO/ on GitHub Pages", u)
	}
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		u = u[:i]
	}
	name = path.Clean(u)
	if name == "." || name == ".." || strings.HasPrefix(name, "../") {
		return "", false, fmt.Errorf("%q leaves the site directory", u)
	}
	return name, true, nil
}

// htmlNeeds lists the files index.html loads: every <script src> and <link
// href> (comments left out).
func htmlNeeds(file, html string) (needs []neededFile, problems []string) {
	html = reComment.ReplaceAllString(html, "")
	for _, tag := range reTag.FindAllStringSubmatch(html, -1) {
		kind := strings.ToLower(tag[1])
		want := map[string]string{"script": "src", "link": "href"}[kind]
		for _, a := range reAttr.FindAllStringSubmatch(tag[2], -1) {
			if strings.ToLower(a[1]) != want {
				continue
			}
			u := a[2] + a[3] + a[4]
			name, ok, err := siteRef(u)
			if err != nil {
				problems = append(problems, fmt.Sprintf("%s: <%s %s>: %v", file, kind, want, err))
			}
			if ok {
				needs = append(needs, neededFile{name, fmt.Sprintf("%s <%s %s=%q>", file, kind, want, u)})
			}
		}
	}
	return needs, problems
}

// jsStrings returns the string literals of a script: '…', "…" and `…`
// without ${}; comments are skipped. It is not a JavaScript parser: a regular
// expression literal with a quote in it would confuse it, and the loader has
// none.
func jsStrings(src string) []string {
	var out []string
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return out
			}
			i += 2 + end + 1
		case c == '"' || c == '\'' || c == '`':
			var b strings.Builder
			j := i + 1
			for ; j < len(src) && src[j] != c; j++ {
				if src[j] == '\\' && j+1 < len(src) {
					j++
				}
				b.WriteByte(src[j])
			}
			if s := b.String(); c != '`' || !strings.Contains(s, "${") {
				out = append(out, s)
			}
			i = j
		}
	}
	return out
}

// jsNeeds lists the files a script names: its string literals that are file
// names of the site (build.json, galleria.wasm, …).
func jsNeeds(file, js string) []neededFile {
	var needs []neededFile
	seen := map[string]bool{}
	for _, s := range jsStrings(js) {
		if !reFileName.MatchString(s) || seen[s] {
			continue
		}
		seen[s] = true
		needs = append(needs, neededFile{path.Clean(s), fmt.Sprintf("%s fetches %q", file, s)})
	}
	return needs
}

// ---------------------------------------------------------------- the workflow

type wfStep struct {
	job     string
	index   int // from 1
	line    int
	name    string
	uses    string
	run     string
	workdir string
	with    map[string]string
}

type wfJob struct {
	name        string
	line        int
	needs       []string
	perms       map[string]string // nil when the job sets none
	environment string
	concurrency string
	steps       []wfStep
}

type workflow struct {
	file        string
	on          *yaml.Node
	perms       map[string]string
	concurrency string
	jobs        []wfJob
}

func (s wfStep) where(file string) string {
	w := fmt.Sprintf("%s:%d: job %s, step %d", file, s.line, s.job, s.index)
	if s.name != "" {
		w += fmt.Sprintf(" (%q)", s.name)
	}
	return w
}

func mapGet(n *yaml.Node, key string) *yaml.Node {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}

func scalar(n *yaml.Node) string {
	if n == nil || n.Kind != yaml.ScalarNode {
		return ""
	}
	return n.Value
}

func scalars(n *yaml.Node) []string {
	if n == nil {
		return nil
	}
	if n.Kind == yaml.ScalarNode {
		return []string{n.Value}
	}
	var out []string
	if n.Kind == yaml.SequenceNode {
		for _, c := range n.Content {
			if c.Kind == yaml.ScalarNode {
				out = append(out, c.Value)
			}
		}
	}
	return out
}

// permissions reads a permissions block: read-all, write-all or a mapping.
func permissions(n *yaml.Node) map[string]string {
	if n == nil {
		return nil
	}
	p := map[string]string{}
	switch n.Kind {
	case yaml.ScalarNode:
		level := strings.TrimSuffix(n.Value, "-all")
		for _, k := range []string{"contents", "pages", "id-token"} {
			p[k] = level
		}
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			p[n.Content[i].Value] = scalar(n.Content[i+1])
		}
	}
	return p
}

// concurrencyGroup reads `concurrency: GROUP` or `concurrency: {group: GROUP}`.
func concurrencyGroup(n *yaml.Node) string {
	if n != nil && n.Kind == yaml.MappingNode {
		return scalar(mapGet(n, "group"))
	}
	return scalar(n)
}

func parseWorkflow(file string, data []byte) (*workflow, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("%s: cannot parse: %v", file, err)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, fmt.Errorf("%s: not a YAML mapping", file)
	}
	root := doc.Content[0]
	wf := &workflow{
		file:        file,
		on:          mapGet(root, "on"),
		perms:       permissions(mapGet(root, "permissions")),
		concurrency: concurrencyGroup(mapGet(root, "concurrency")),
	}
	jobs := mapGet(root, "jobs")
	if jobs == nil || jobs.Kind != yaml.MappingNode || len(jobs.Content) == 0 {
		return nil, fmt.Errorf("%s: no jobs", file)
	}
	for i := 0; i+1 < len(jobs.Content); i += 2 {
		jn := jobs.Content[i+1]
		j := wfJob{name: jobs.Content[i].Value, line: jobs.Content[i].Line}
		if jn.Kind != yaml.MappingNode {
			return nil, fmt.Errorf("%s:%d: job %s is not a mapping", file, j.line, j.name)
		}
		j.needs = scalars(mapGet(jn, "needs"))
		j.perms = permissions(mapGet(jn, "permissions"))
		j.concurrency = concurrencyGroup(mapGet(jn, "concurrency"))
		if env := mapGet(jn, "environment"); env != nil && env.Kind == yaml.MappingNode {
			j.environment = scalar(mapGet(env, "name"))
		} else {
			j.environment = scalar(env)
		}
		steps := mapGet(jn, "steps")
		if steps == nil || steps.Kind != yaml.SequenceNode {
			return nil, fmt.Errorf("%s:%d: job %s has no list of steps", file, j.line, j.name)
		}
		for k, sn := range steps.Content {
			s := wfStep{job: j.name, index: k + 1, line: sn.Line}
			if sn.Kind != yaml.MappingNode {
				return nil, fmt.Errorf("%s: step is not a mapping", s.where(file))
			}
			s.name = scalar(mapGet(sn, "name"))
			s.uses = scalar(mapGet(sn, "uses"))
			s.run = scalar(mapGet(sn, "run"))
			s.workdir = scalar(mapGet(sn, "working-directory"))
			if with := mapGet(sn, "with"); with != nil && with.Kind == yaml.MappingNode {
				s.with = map[string]string{}
				for w := 0; w+1 < len(with.Content); w += 2 {
					s.with[with.Content[w].Value] = scalar(with.Content[w+1])
				}
			}
			j.steps = append(j.steps, s)
		}
		wf.jobs = append(wf.jobs, j)
	}
	return wf, nil
}

// ---------------------------------------------------------------- run steps

// shellCommands splits a run script into simple commands (lists of words):
// at newlines, ;, &, && , || and |, with quotes, backslashes and comments as
// bash reads them. Redirections are dropped. Command substitution, subshells
// and the like are refused: this check could not see what they run.
func shellCommands(script string) ([][]string, error) {
	var cmds [][]string
	var words []string
	var w strings.Builder
	inWord := false
	endWord := func() {
		if inWord {
			words = append(words, w.String())
		}
		w.Reset()
		inWord = false
	}
	endCmd := func() {
		endWord()
		if len(words) > 0 {
			cmds = append(cmds, words)
		}
		words = nil
	}
	for i := 0; i < len(script); i++ {
		c := script[i]
		switch {
		case c == '\\' && i+1 < len(script):
			i++
			if script[i] != '\n' {
				w.WriteByte(script[i])
				inWord = true
			}
		case c == '\'':
			end := strings.IndexByte(script[i+1:], '\'')
			if end < 0 {
				return nil, fmt.Errorf("unterminated single quote")
			}
			w.WriteString(script[i+1 : i+1+end])
			inWord = true
			i += end + 1
		case c == '"':
			j := i + 1
			for ; j < len(script) && script[j] != '"'; j++ {
				if script[j] == '\\' && j+1 < len(script) {
					j++
				} else if script[j] == '`' || script[j] == '$' && j+1 < len(script) && script[j+1] == '(' {
					return nil, fmt.Errorf("command substitution is not checked: keep run steps to plain commands")
				}
				w.WriteByte(script[j])
			}
			if j >= len(script) {
				return nil, fmt.Errorf("unterminated double quote")
			}
			inWord = true
			i = j
		case c == '`' || c == '$' && i+1 < len(script) && script[i+1] == '(':
			return nil, fmt.Errorf("command substitution is not checked: keep run steps to plain commands")
		case c == '(' || c == ')' || c == '{' && !inWord || c == '}' && !inWord:
			return nil, fmt.Errorf("%q: subshells and groups are not checked: keep run steps to plain commands", c)
		case c == '#' && !inWord:
			for i < len(script) && script[i] != '\n' {
				i++
			}
			endCmd()
		case c == '\n' || c == ';' || c == '&' || c == '|':
			endCmd()
		case c == ' ' || c == '\t' || c == '\r':
			endWord()
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	endCmd()
	// Drop redirections: >FILE, 2>FILE, > FILE, <FILE.
	for k, cmd := range cmds {
		var kept []string
		for i := 0; i < len(cmd); i++ {
			if m := reRedir.FindStringSubmatch(cmd[i]); m != nil {
				if m[2] == "" {
					i++ // the file is the next word
				}
				continue
			}
			kept = append(kept, cmd[i])
		}
		cmds[k] = kept
	}
	return cmds, nil
}

var (
	reRedir     = regexp.MustCompile(`^[0-9]*(>>?|<)(&?[0-9]+|.*)$`)
	reEnvAssign = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*=`)
)

// runFacts is what the run steps of a workflow do.
type runFacts struct {
	aptInstall map[string]bool // packages apt-get installs
	builds     map[string]int  // job → index of the first step that runs ./build.sh build
	removes    []removal       // rm patterns (relative to the root)
}

type removal struct {
	pattern string
	step    wfStep
}

type checker struct {
	file     string
	build    buildFacts
	script   func(rel string) (exists, executable bool)
	problems []string
	run      runFacts
}

func (c *checker) errorf(format string, args ...any) {
	c.problems = append(c.problems, fmt.Sprintf(format, args...))
}

func (c *checker) checkRun(s wfStep) {
	cmds, err := shellCommands(s.run)
	if err != nil {
		c.errorf("%s: %v", s.where(c.file), err)
		return
	}
	for _, cmd := range cmds {
		c.checkCommand(s, cmd, false)
	}
}

func (c *checker) checkCommand(s wfStep, words []string, sudo bool) {
	for len(words) > 0 && reEnvAssign.MatchString(words[0]) {
		words = words[1:]
	}
	if len(words) == 0 {
		return
	}
	name, args := words[0], words[1:]
	where := s.where(c.file)
	switch {
	case name == "sudo":
		for len(args) > 0 && strings.HasPrefix(args[0], "-") {
			args = args[1:]
		}
		if len(args) == 0 {
			c.errorf("%s: sudo with no command", where)
			return
		}
		c.checkCommand(s, args, true)
	case strings.Contains(name, "/"):
		c.checkScript(s, name, args)
	case name == "apt-get":
		var action string
		var pkgs []string
		for _, a := range args {
			switch {
			case strings.HasPrefix(a, "-"):
			case action == "":
				action = a
			default:
				pkgs = append(pkgs, a)
			}
		}
		switch action {
		case "update":
		case "install":
			if !sudo {
				c.errorf("%s: apt-get install without sudo: the runner is not root", where)
			}
			for _, p := range pkgs {
				c.run.aptInstall[p] = true
			}
		default:
			c.errorf("%s: apt-get %q: only apt-get update and install are expected", where, action)
		}
	case name == "rm":
		for _, a := range args {
			if strings.HasPrefix(a, "-") {
				continue
			}
			p := path.Join(s.workdir, a)
			if !strings.HasPrefix(p, c.build.siteDir+"/") {
				c.errorf("%s: rm %s: rm may only remove files inside %s/ (the artifact), not %s", where, a, c.build.siteDir, p)
				continue
			}
			c.run.removes = append(c.run.removes, removal{p, s})
		}
	default:
		c.errorf("%s: calls %q, which is neither a script of the repository (./NAME) nor in the allow-list (%s)",
			where, name, strings.Join(runAllowed, ", "))
	}
}

// checkScript checks a call to a repository script: it must exist, be
// executable, and for build.sh take a subcommand build.sh has.
func (c *checker) checkScript(s wfStep, name string, args []string) {
	where := s.where(c.file)
	if path.IsAbs(name) {
		c.errorf("%s: calls %s: not a script of the repository", where, name)
		return
	}
	rel := path.Join(s.workdir, name)
	if rel == ".." || strings.HasPrefix(rel, "../") {
		c.errorf("%s: calls %s, outside the repository", where, name)
		return
	}
	exists, executable := c.script(rel)
	switch {
	case !exists:
		c.errorf("%s: calls %s, but %s does not exist in the repository", where, name, rel)
		return
	case !executable:
		c.errorf("%s: calls %s, but %s is not executable (git update-index --chmod=+x)", where, name, rel)
		return
	}
	if rel != "build.sh" {
		return
	}
	if len(args) == 0 {
		c.errorf("%s: calls %s with no subcommand (build.sh has %s)", where, name, strings.Join(c.build.subcommands, ", "))
		return
	}
	if !slices.Contains(c.build.subcommands, args[0]) {
		c.errorf("%s: calls %s %s, but build.sh has no subcommand %q (it has %s)",
			where, name, args[0], args[0], strings.Join(c.build.subcommands, ", "))
		return
	}
	if args[0] == "build" {
		if _, ok := c.run.builds[s.job]; !ok {
			c.run.builds[s.job] = s.index
		}
	}
}

// ---------------------------------------------------------------- uses steps

var (
	reUses    = regexp.MustCompile(`^([^/@\s]+)/([^@\s]+)(?:@(.*))?$`)
	reVersion = regexp.MustCompile(`^(v[0-9]+(\.[0-9]+){0,2}|[0-9a-f]{40})$`)
)

// actionName returns owner/name of a `uses:` value ("" when malformed).
func actionName(uses string) string {
	m := reUses.FindStringSubmatch(uses)
	if m == nil {
		return ""
	}
	return m[1] + "/" + strings.SplitN(m[2], "/", 2)[0]
}

func (c *checker) checkUses(s wfStep) {
	where := s.where(c.file)
	m := reUses.FindStringSubmatch(s.uses)
	switch {
	case m == nil || strings.HasPrefix(s.uses, "./") || strings.HasPrefix(s.uses, "docker://"):
		c.errorf("%s: uses %q: only GitHub's own actions (actions/NAME@vN) are allowed", where, s.uses)
	case m[1] != "actions":
		c.errorf("%s: uses %q: not one of GitHub's own actions (owner actions/, not %s/)", where, s.uses, m[1])
	case m[3] == "":
		c.errorf("%s: uses %q: not pinned to a version (add @vN or @SHA)", where, s.uses)
	case !reVersion.MatchString(m[3]):
		c.errorf("%s: uses %q: @%s is not a version tag (vN, vN.N, vN.N.N) or a commit SHA", where, s.uses, m[3])
	}
}

// ---------------------------------------------------------------- the whole check

// siteCheck is what checkWorkflow reads.
type siteCheck struct {
	file     string // the workflow's name in messages
	workflow []byte
	build    buildFacts
	script   func(rel string) (exists, executable bool)
	tracked  map[string]bool // files tracked in the site directory (relative to it)
	needs    []neededFile
}

// checkWorkflow returns every way the workflow disagrees with build.sh and
// the site, each naming the file and line or step; none when they agree.
func checkWorkflow(in siteCheck) []string {
	wf, err := parseWorkflow(in.file, in.workflow)
	if err != nil {
		return []string{err.Error()}
	}
	c := &checker{file: in.file, build: in.build, script: in.script,
		run: runFacts{aptInstall: map[string]bool{}, builds: map[string]int{}}}

	// Triggers: a push to main, and by hand.
	push := mapGet(wf.on, "push")
	if !slices.Contains(scalars(mapGet(push, "branches")), "main") {
		c.errorf("%s: on: push: branches does not list main: a push to main would not deploy", in.file)
	}
	if !slices.Contains(scalars(wf.on), "workflow_dispatch") && mapGet(wf.on, "workflow_dispatch") == nil {
		c.errorf("%s: on: has no workflow_dispatch: the deploy cannot be run by hand", in.file)
	}

	// Every step.
	for _, j := range wf.jobs {
		for _, s := range j.steps {
			switch {
			case s.uses != "" && s.run != "":
				c.errorf("%s: has both uses and run", s.where(in.file))
			case s.uses != "":
				c.checkUses(s)
			case s.run != "":
				c.checkRun(s)
			default:
				c.errorf("%s: has neither uses nor run", s.where(in.file))
			}
		}
	}

	// The packages build.sh needs and installs only as root.
	want := append(slices.Clone(in.build.nativePkgs), "brotli")
	var missing []string
	for _, p := range want {
		if !c.run.aptInstall[p] {
			missing = append(missing, p)
		}
	}
	if len(missing) > 0 {
		c.errorf("%s: sudo apt-get install misses %s (build.sh's NATIVE_PKGS and brotli: %s)",
			in.file, strings.Join(missing, " "), strings.Join(want, " "))
	}

	// The artifact: built by ./build.sh build, from build_site's directory,
	// after configure-pages, with every file the page loads.
	type found struct {
		job  *wfJob
		step wfStep
	}
	var uploads, deploys []found
	for ji := range wf.jobs {
		j := &wf.jobs[ji]
		for _, s := range j.steps {
			switch actionName(s.uses) {
			case "actions/upload-pages-artifact":
				uploads = append(uploads, found{j, s})
			case "actions/deploy-pages":
				deploys = append(deploys, found{j, s})
			}
		}
	}
	if len(uploads) != 1 {
		c.errorf("%s: %d steps use actions/upload-pages-artifact, want exactly 1", in.file, len(uploads))
	}
	if len(deploys) != 1 {
		c.errorf("%s: %d steps use actions/deploy-pages, want exactly 1", in.file, len(deploys))
	}
	var uploadJob string
	if len(uploads) == 1 {
		u := uploads[0]
		uploadJob = u.job.name
		where := u.step.where(in.file)
		p, ok := u.step.with["path"]
		if !ok {
			p = "_site" // the action's default
		}
		if path.Clean(p) != in.build.siteDir {
			c.errorf("%s: uploads %q, but build.sh's build_site writes the site to %s/", where, p, in.build.siteDir)
		}
		if b, ok := c.run.builds[u.job.name]; !ok || b > u.step.index {
			c.errorf("%s: no earlier step of job %s runs ./build.sh build: the artifact would not be built", where, u.job.name)
		}
		configured := false
		for _, s := range u.job.steps {
			if actionName(s.uses) == "actions/configure-pages" && s.index < u.step.index {
				configured = true
			}
		}
		if !configured {
			c.errorf("%s: no earlier step of job %s uses actions/configure-pages", where, u.job.name)
		}
	}

	// Every file the page loads is in the artifact: tracked in the site
	// directory or written by build_site, and not removed by an rm step of the
	// job that uploads, before the upload.
	for _, n := range in.needs {
		file := path.Join(in.build.siteDir, n.name)
		if !in.tracked[n.name] && !in.build.outputs[n.name] {
			c.errorf("%s (%s) is neither tracked in %s/ nor written by build.sh's build_site: the site would miss it",
				file, n.why, in.build.siteDir)
			continue
		}
		for _, r := range c.run.removes {
			if r.step.job != uploadJob || len(uploads) == 1 && r.step.index > uploads[0].step.index {
				continue
			}
			if ok, _ := path.Match(r.pattern, file); ok {
				c.errorf("%s: rm %s removes %s from the artifact, but the site needs it (%s)",
					r.step.where(in.file), r.pattern, file, n.why)
			}
		}
	}

	// The deploy: after the upload, in the github-pages environment, with the
	// token it needs, never two at once.
	if len(deploys) == 1 {
		d := deploys[0]
		where := d.step.where(in.file)
		if uploadJob != "" && d.job.name != uploadJob && !slices.Contains(d.job.needs, uploadJob) {
			c.errorf("%s: job %s does not need job %s, which uploads the artifact", where, d.job.name, uploadJob)
		}
		if d.job.environment != "github-pages" {
			c.errorf("%s: job %s has environment %q, want github-pages", where, d.job.name, d.job.environment)
		}
		perms := wf.perms
		if d.job.perms != nil {
			perms = d.job.perms // a job's permissions replace the workflow's
		}
		for _, p := range []string{"pages", "id-token"} {
			if perms[p] != "write" {
				c.errorf("%s: job %s lacks permission %s: write", where, d.job.name, p)
			}
		}
		if wf.concurrency == "" && d.job.concurrency == "" {
			c.errorf("%s: no concurrency group (on the workflow or job %s): two deploys could race", in.file, d.job.name)
		}
	}
	for _, j := range wf.jobs {
		perms := wf.perms
		if j.perms != nil {
			perms = j.perms
		}
		for _, s := range j.steps {
			if actionName(s.uses) == "actions/checkout" && perms != nil && perms["contents"] != "read" && perms["contents"] != "write" {
				c.errorf("%s: job %s lacks permission contents: read, which checkout needs", s.where(in.file), j.name)
			}
		}
	}
	return c.problems
}

// ---------------------------------------------------------------- the repository

// repoRoot is the repository's root: two levels above this package.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("repository root not found: %v", err)
	}
	return root
}

func readRepoFile(t *testing.T, root, rel string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// trackedSite lists the files of the site directory that a clean clone has:
// those git tracks that are on disk. Without git (an exported tree), the
// files on disk that build_site does not write.
func trackedSite(t *testing.T, root string, facts buildFacts) map[string]bool {
	t.Helper()
	dir := filepath.Join(root, filepath.FromSlash(facts.siteDir))
	tracked := map[string]bool{}
	out, err := exec.Command("git", "-C", root, "ls-files", "-z", "--", facts.siteDir+"/").Output()
	if err == nil {
		for _, f := range strings.Split(string(out), "\x00") {
			name, ok := strings.CutPrefix(f, facts.siteDir+"/")
			if !ok {
				continue
			}
			if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(name))); err == nil {
				tracked[name] = true
			}
		}
		t.Logf("files tracked in %s/ (git ls-files): %s", facts.siteDir, strings.Join(sortedKeys(tracked), " "))
		return tracked
	}
	t.Logf("git ls-files failed (%v): using the files on disk in %s/ that build_site does not write", err, facts.siteDir)
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		if name := filepath.ToSlash(rel); !facts.outputs[name] {
			tracked[name] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return tracked
}

func sortedKeys(m map[string]bool) []string {
	var k []string
	for s := range m {
		k = append(k, s)
	}
	sort.Strings(k)
	return k
}

// siteNeeds lists what the page loads: index.html itself, what index.html
// references and what the loader fetches.
func siteNeeds(html, loader string) ([]neededFile, []string) {
	needs := []neededFile{{"index.html", "the page GitHub Pages serves at /REPO/"}}
	fromHTML, problems := htmlNeeds("index.html", html)
	needs = append(needs, fromHTML...)
	needs = append(needs, jsNeeds("loader.js", loader)...)
	return needs, problems
}

// TestWorkflowPages checks the repository's Pages workflow against build.sh
// and static/.
func TestWorkflowPages(t *testing.T) {
	root := repoRoot(t)
	facts, err := parseBuildScript(readRepoFile(t, root, "build.sh"))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("build.sh: subcommands %s; NATIVE_PKGS %s; build_site writes %s/: %s",
		strings.Join(facts.subcommands, " "), strings.Join(facts.nativePkgs, " "),
		facts.siteDir, strings.Join(sortedKeys(facts.outputs), " "))

	site := facts.siteDir + "/"
	html := readRepoFile(t, root, site+"index.html")
	loader := readRepoFile(t, root, site+"loader.js")
	needs, problems := siteNeeds(html, loader)
	for _, p := range problems {
		t.Error(p)
	}
	// The extractors must find something in each file, or the check below
	// would pass on nothing.
	var fromHTML, fromJS int
	for _, n := range needs {
		t.Logf("the site needs %s: %s", n.name, n.why)
		if strings.HasPrefix(n.why, "index.html <") {
			fromHTML++
		}
		if strings.HasPrefix(n.why, "loader.js fetches") {
			fromJS++
		}
	}
	if fromHTML == 0 || fromJS == 0 {
		t.Errorf("found %d files index.html loads and %d the loader fetches: the extractors are broken", fromHTML, fromJS)
	}

	wf, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(workflowFile)))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range checkWorkflow(siteCheck{
		file:     workflowFile,
		workflow: wf,
		build:    facts,
		script: func(rel string) (bool, bool) {
			fi, err := os.Stat(filepath.Join(root, filepath.FromSlash(rel)))
			if err != nil || !fi.Mode().IsRegular() {
				return false, false
			}
			return true, fi.Mode()&0o111 != 0
		},
		tracked: trackedSite(t, root, facts),
		needs:   needs,
	}) {
		t.Error(p)
	}
}

// ---------------------------------------------------------------- the checks refuse

const fixtureBuild = `#!/usr/bin/env bash
NATIVE_PKGS=(gcc libx11-dev)

build_site() {
	local site="$ROOT/static"
	rm -f "$site/game.wasm" "$site"/*.gz "$site"/*.br "$site/build.json"
	go build -o "$site/game.wasm" ./wasm || fail "go build"
	cp "$(wasm_exec_js)" "$site/wasm_exec.js"
	local f
	for f in game.wasm wasm_exec.js; do
		gzip -9 -n -c "$site/$f" >"$site/$f.gz"
		brotli -q 11 -f -o "$site/$f.br" "$site/$f"
	done
	printf '{\n  "size": %s\n}\n' \
		"$raw" >"$site/build.json"
}

cmd=${1:-}
[ $# -gt 0 ] && shift
case "$cmd" in
build) do_build "$@" ;;
serve) do_serve "$@" ;;
help | -h | --help) usage ;;
*)
	usage >&2
	exit 2
	;;
esac
`

const fixtureWorkflow = `name: Pages
on:
  push:
    branches: [main]
  workflow_dispatch:
permissions:
  contents: read
  pages: write
  id-token: write
concurrency:
  group: pages
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v6
      - uses: actions/setup-go@v6.0.0
        with:
          go-version-file: go.mod
      - name: Packages
        run: |
          sudo apt-get update
          sudo apt-get install -y gcc libx11-dev \
            brotli   # for the .br files
      - name: Build
        run: ./build.sh build
      - run: rm -f static/*.br static/*.gz
      - uses: actions/configure-pages@v6
      - uses: actions/upload-pages-artifact@v5
        with:
          path: ./static/
  deploy:
    needs: build
    runs-on: ubuntu-latest
    environment:
      name: github-pages
    steps:
      - id: deployment
        uses: actions/deploy-pages@0123456789abcdef0123456789abcdef01234567
`

const fixtureHTML = `<!doctype html>
<link rel="icon" href="icon.svg" type="image/svg+xml">
<!-- <script src="old.js"></script> -->
<script src="wasm_exec.js" defer></script>
<script src='loader.js?v=1' defer></script>
<script src="https://example.org/not-ours.js"></script>
`

const fixtureLoader = `// the loader's "comments" don't count: "ghost.wasm"
"use strict";
const r = await fetch("build.json", { cache: "no-cache" });
const wasm = "game.wasm";
const type = "application/wasm";
`

// TestWorkflowChecksRefuse shows that each check of checkWorkflow fails: a
// small workflow, build.sh and site that pass, then variants of them that
// must be refused with a given message.
func TestWorkflowChecksRefuse(t *testing.T) {
	type input struct {
		workflow, build, html, loader string
		tracked                       map[string]bool
		scripts                       map[string]bool // path → executable
	}
	base := func() input {
		return input{
			workflow: fixtureWorkflow, build: fixtureBuild, html: fixtureHTML, loader: fixtureLoader,
			tracked: map[string]bool{"index.html": true, "loader.js": true, "icon.svg": true},
			scripts: map[string]bool{"build.sh": true, "tools/notes.txt": false},
		}
	}
	// check runs every check on an input; a parse error of build.sh is a problem too.
	check := func(in input) []string {
		facts, err := parseBuildScript(in.build)
		if err != nil {
			return []string{err.Error()}
		}
		needs, problems := siteNeeds(in.html, in.loader)
		return append(problems, checkWorkflow(siteCheck{
			file:     "pages.yml",
			workflow: []byte(in.workflow),
			build:    facts,
			script: func(rel string) (bool, bool) {
				x, ok := in.scripts[rel]
				return ok, x
			},
			tracked: in.tracked,
			needs:   needs,
		})...)
	}
	t.Run("base", func(t *testing.T) {
		in := base()
		for _, p := range check(in) {
			t.Errorf("the base fixture must pass: %s", p)
		}
		facts, err := parseBuildScript(in.build)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := strings.Join(facts.subcommands, " "), "build serve help -h --help"; got != want {
			t.Errorf("subcommands %q, want %q", got, want)
		}
		if got, want := strings.Join(sortedKeys(facts.outputs), " "), "build.json game.wasm game.wasm.br game.wasm.gz wasm_exec.js wasm_exec.js.br wasm_exec.js.gz"; got != want {
			t.Errorf("build_site outputs %q, want %q", got, want)
		}
		needs, _ := siteNeeds(in.html, in.loader)
		var names []string
		for _, n := range needs {
			names = append(names, n.name)
		}
		if got, want := strings.Join(names, " "), "index.html icon.svg wasm_exec.js loader.js build.json game.wasm"; got != want {
			t.Errorf("needed files %q, want %q", got, want)
		}
	})

	type edit struct {
		field    string // workflow, build, html, loader
		old, new string
	}
	cases := []struct {
		name  string
		edits []edit
		more  func(*input)
		want  string
	}{
		// run steps: scripts and build.sh subcommands
		{name: "missing build.sh subcommand", edits: []edit{{"workflow", "./build.sh build", "./build.sh site"}},
			want: `build.sh has no subcommand "site"`},
		{name: "subcommand dropped from build.sh", edits: []edit{{"build", "build) do_build", "make) do_build"}},
			want: `build.sh has no subcommand "build"`},
		{name: "build.sh with no subcommand", edits: []edit{{"workflow", "./build.sh build", "./build.sh"}},
			want: "with no subcommand"},
		{name: "missing script", edits: []edit{{"workflow", "run: ./build.sh build", "run: ./build.sh build && ./deploy.sh"}},
			want: "calls ./deploy.sh, but deploy.sh does not exist"},
		{name: "script not executable", edits: []edit{{"workflow", "run: ./build.sh build", "run: ./build.sh build; ./tools/notes.txt"}},
			want: "tools/notes.txt is not executable"},
		{name: "script outside the repository", edits: []edit{{"workflow", "run: ./build.sh build", "run: ./build.sh build; ../x.sh"}},
			want: "outside the repository"},
		{name: "command not in the allow-list", edits: []edit{{"workflow", "run: ./build.sh build", "run: make site && ./build.sh build"}},
			want: `calls "make", which is neither a script of the repository`},
		{name: "command after sudo not in the allow-list", edits: []edit{{"workflow", "sudo apt-get update", "sudo -E npm install"}},
			want: `calls "npm"`},
		{name: "bash running a script", edits: []edit{{"workflow", "run: ./build.sh build", "run: bash build.sh build"}},
			want: `calls "bash"`},
		{name: "command substitution", edits: []edit{{"workflow", "run: ./build.sh build", "run: ./build.sh $(echo build)"}},
			want: "command substitution is not checked"},
		{name: "unterminated quote", edits: []edit{{"workflow", "run: ./build.sh build", `run: ./build.sh "build`}},
			want: "unterminated double quote"},
		// packages
		{name: "workflow misses a NATIVE_PKGS package", edits: []edit{{"workflow", "gcc libx11-dev", "gcc"}},
			want: "apt-get install misses libx11-dev"},
		{name: "build.sh needs a new package", edits: []edit{{"build", "NATIVE_PKGS=(gcc libx11-dev)", "NATIVE_PKGS=(gcc libx11-dev libgl-dev)"}},
			want: "apt-get install misses libgl-dev"},
		{name: "workflow misses brotli", edits: []edit{{"workflow", "brotli   # for", "# for"}},
			want: "apt-get install misses brotli"},
		{name: "apt-get install without sudo", edits: []edit{{"workflow", "sudo apt-get install", "apt-get install"}},
			want: "apt-get install without sudo"},
		{name: "unexpected apt-get action", edits: []edit{{"workflow", "sudo apt-get update", "sudo apt-get dist-upgrade"}},
			want: `apt-get "dist-upgrade"`},
		// the artifact
		{name: "wrong artifact path", edits: []edit{{"workflow", "path: ./static/", "path: out"}},
			want: `uploads "out", but build.sh's build_site writes the site to static/`},
		{name: "no artifact path (the action's _site)", edits: []edit{{"workflow", "        with:\n          path: ./static/\n", ""}},
			want: `uploads "_site"`},
		{name: "build_site writes elsewhere", edits: []edit{{"build", `local site="$ROOT/static"`, `local site="$ROOT/public"`}},
			want: `uploads "./static/", but build.sh's build_site writes the site to public/`},
		{name: "no build before the upload", edits: []edit{{"workflow", "run: ./build.sh build", "run: ./build.sh serve"}},
			want: "no earlier step of job build runs ./build.sh build"},
		{name: "no configure-pages", edits: []edit{{"workflow", "      - uses: actions/configure-pages@v6\n", ""}},
			want: "uses actions/configure-pages"},
		{name: "two uploads", edits: []edit{{"workflow", "      - uses: actions/configure-pages@v6\n", "      - uses: actions/upload-pages-artifact@v5\n"}},
			want: "2 steps use actions/upload-pages-artifact"},
		// files the site needs
		{name: "index.html links an untracked file", edits: []edit{{"html", "<!doctype html>", `<!doctype html><link rel="manifest" href="manifest.webmanifest">`}},
			want: "static/manifest.webmanifest (index.html <link href=\"manifest.webmanifest\">) is neither tracked"},
		{name: "index.html loses a tracked script", more: func(in *input) { delete(in.tracked, "loader.js") },
			want: "static/loader.js (index.html <script src=\"loader.js?v=1\">) is neither tracked"},
		{name: "loader fetches a file nobody writes", edits: []edit{{"loader", `"build.json"`, `"levels.json"`}},
			want: `static/levels.json (loader.js fetches "levels.json") is neither tracked`},
		{name: "build_site stops writing build.json", edits: []edit{{"build", `>"$site/build.json"`, `>"$site/info.json"`}},
			want: `static/build.json (loader.js fetches "build.json") is neither tracked`},
		{name: "absolute URL in index.html", edits: []edit{{"html", `src="wasm_exec.js"`, `src="/wasm_exec.js"`}},
			want: "is an absolute path"},
		{name: "rm removes a file the site needs", edits: []edit{{"workflow", "rm -f static/*.br static/*.gz", "rm -f static/*.br static/*.wasm"}},
			want: "rm static/*.wasm removes static/game.wasm from the artifact"},
		{name: "rm outside the site directory", edits: []edit{{"workflow", "rm -f static/*.br static/*.gz", "rm -rf out"}},
			want: "rm may only remove files inside static/"},
		// actions
		{name: "third-party action", edits: []edit{{"workflow", "actions/deploy-pages@", "someone/deploy-pages@"}},
			want: `uses "someone/deploy-pages@0123456789abcdef0123456789abcdef01234567": not one of GitHub's own actions`},
		{name: "action on a branch", edits: []edit{{"workflow", "actions/checkout@v6", "actions/checkout@main"}},
			want: "@main is not a version tag"},
		{name: "action with no version", edits: []edit{{"workflow", "actions/checkout@v6", "actions/checkout"}},
			want: `uses "actions/checkout": not pinned`},
		{name: "local action", edits: []edit{{"workflow", "actions/checkout@v6", "./.github/actions/checkout"}},
			want: "only GitHub's own actions"},
		// deploy
		{name: "deploy outside github-pages", edits: []edit{{"workflow", "name: github-pages", "name: production"}},
			want: `environment "production", want github-pages`},
		{name: "no id-token permission", edits: []edit{{"workflow", "  id-token: write\n", ""}},
			want: "lacks permission id-token: write"},
		{name: "job permissions replace the workflow's", edits: []edit{{"workflow", "    needs: build\n", "    needs: build\n    permissions:\n      pages: write\n"}},
			want: "lacks permission id-token: write"},
		{name: "no contents permission for checkout", edits: []edit{{"workflow", "  contents: read\n", ""}},
			want: "lacks permission contents: read"},
		{name: "no concurrency", edits: []edit{{"workflow", "concurrency:\n  group: pages\n", ""}},
			want: "no concurrency group"},
		{name: "deploy before the build", edits: []edit{{"workflow", "    needs: build\n", ""}},
			want: "job deploy does not need job build"},
		// triggers
		{name: "push to another branch", edits: []edit{{"workflow", "branches: [main]", "branches: [master]"}},
			want: "branches does not list main"},
		{name: "no workflow_dispatch", edits: []edit{{"workflow", "  workflow_dispatch:\n", ""}},
			want: "no workflow_dispatch"},
		// malformed input: refused, never a panic
		{name: "not YAML", edits: []edit{{"workflow", "jobs:\n", "jobs: [\n"}},
			want: "pages.yml: cannot parse"},
		{name: "steps not a list", edits: []edit{{"workflow", "    needs: build\n    runs-on: ubuntu-latest\n", "    needs: build\n    runs-on: ubuntu-latest\n    steps: none\n"}},
			want: "job deploy has no list of steps"},
		{name: "build.sh without NATIVE_PKGS", edits: []edit{{"build", "NATIVE_PKGS=(gcc libx11-dev)", "PKGS=(gcc libx11-dev)"}},
			want: "no NATIVE_PKGS"},
		{name: "build.sh without the final case", edits: []edit{{"build", `case "$cmd" in`, `case "$1" in`}},
			want: `no final 'case "$cmd" in'`},
		{name: "build_site writes an unknown variable", edits: []edit{{"build", `"$site/wasm_exec.js"`, `"$site/$name"`}},
			want: "$name is not a for loop variable"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			in := base()
			for _, e := range tc.edits {
				s := map[string]*string{"workflow": &in.workflow, "build": &in.build, "html": &in.html, "loader": &in.loader}[e.field]
				if s == nil || !strings.Contains(*s, e.old) {
					t.Fatalf("the %s fixture has no %q: the case edits nothing", e.field, e.old)
				}
				*s = strings.Replace(*s, e.old, e.new, 1)
			}
			if tc.more != nil {
				tc.more(&in)
			}
			problems := check(in)
			for _, p := range problems {
				if strings.Contains(p, tc.want) {
					t.Logf("refused: %s", p)
					return
				}
			}
			t.Errorf("want a problem containing %q, got %d:\n  %s", tc.want, len(problems), strings.Join(problems, "\n  "))
		})
	}
}

// FuzzWorkflowChecks feeds the checks malformed workflows: they must report,
// never panic.
func FuzzWorkflowChecks(f *testing.F) {
	f.Add(fixtureWorkflow, fixtureBuild)
	f.Add("on: [push]\njobs: {a: {steps: [{run: 'sudo'}, {uses: '@'}, {run: \"rm -f\"}]}}", fixtureBuild)
	f.Add("jobs:\n  x:\n    steps:\n      - run: \"a 'b\"\n", "NATIVE_PKGS=(a)\nbuild_site() {\n\tlocal site=\"$ROOT/s\"\n\tx >\"$site/$q\"\n}\n")
	f.Add("- a\n- b", "")
	f.Fuzz(func(t *testing.T, wf, build string) {
		facts, err := parseBuildScript(build)
		if err != nil {
			facts, _ = parseBuildScript(fixtureBuild)
		}
		checkWorkflow(siteCheck{
			file:     "pages.yml",
			workflow: []byte(wf),
			build:    facts,
			script:   func(string) (bool, bool) { return true, true },
			tracked:  map[string]bool{"index.html": true},
			needs:    []neededFile{{"index.html", "the page"}, {"game.wasm", "the loader"}},
		})
		shellCommands(wf)
		jsStrings(wf)
		htmlNeeds("index.html", wf)
	})
}
