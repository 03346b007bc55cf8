package web_test

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// storageHarness runs static/storage.js under node with a localStorage
// that holds at most quota characters (keys and values, as browsers
// count), writes /zulu1879/saves/g.json with the old text, fills the
// storage until room characters are left, then saves the new text as
// saves.WriteFileAtomic does (a temporary file, written, synced, closed,
// renamed over the save). It prints what each step answered and what the
// storage holds for the save.
const storageHarness = `
const [, script, roomArg, oldText, newText] = process.argv;
const quota = 1 << 20;
const room = Number(roomArg);
const m = new Map();
const used = () => { let n = 0; for (const [k, v] of m) n += k.length + v.length; return n; };
globalThis.localStorage = {
	get length() { return m.size; },
	key(i) { return [...m.keys()][i] ?? null; },
	getItem(k) { return m.has(k) ? m.get(k) : null; },
	setItem(k, v) {
		v = String(v);
		const after = used() - (m.has(k) ? k.length + m.get(k).length : 0) + k.length + v.length;
		if (after > quota) { const e = new Error("QuotaExceededError"); e.name = "QuotaExceededError"; throw e; }
		m.set(k, v);
	},
	removeItem(k) { m.delete(k); },
};
require(script);
const fs = globalThis.fs, C = fs.constants;
const call = (f, ...args) => new Promise((ok) => f(...args, (err, r) => ok(err ? { err: err.code } : { r })));
const enc = new TextEncoder();
(async () => {
	const out = {};
	await call(fs.mkdir, "/zulu1879", 0o755);
	await call(fs.mkdir, "/zulu1879/saves", 0o755);
	const save = "/zulu1879/saves/g.json", tmp = "/zulu1879/saves/.g.json.tmp-1";
	let fd = (await call(fs.open, save, C.O_WRONLY | C.O_CREAT | C.O_TRUNC, 0o644)).r;
	await call(fs.write, fd, enc.encode(oldText), 0, oldText.length, null);
	out.oldClose = (await call(fs.close, fd)).err || "";
	// Fill the storage until room characters are left.
	let i = 0;
	for (let left = quota - used() - room; left > 0; ) {
		const k = "filler:" + i++, n = Math.min(left - k.length, 65536);
		if (n <= 0) break;
		m.set(k, "x".repeat(n));
		left -= k.length + n;
	}
	fd = (await call(fs.open, tmp, C.O_RDWR | C.O_CREAT | C.O_EXCL, 0o600)).r;
	await call(fs.write, fd, enc.encode(newText), 0, newText.length, null);
	out.sync = (await call(fs.fsync, fd)).err || "";
	out.close = (await call(fs.close, fd)).err || "";
	out.rename = out.sync ? "" : (await call(fs.rename, tmp, save)).err || "";
	if (out.sync || out.rename) await call(fs.unlink, tmp);
	const v = m.get("zulu1879:file:" + save) || "";
	out.stored = v.slice(v.indexOf("|t|") + 3);
	out.inMemory = new TextDecoder().decode(fs.bytes(save));
	out.tmpLeft = m.has("zulu1879:file:" + tmp);
	console.log(JSON.stringify(out));
})();
`

// TestStorage_ASaveThatFitsOnceReplacesTheOldOne: with room in the
// browser's storage for the new save once (not for it and its temporary
// file together), the save goes through; with less, it fails with ENOSPC
// and the old save is stored as it was, in the storage and in memory.
func TestStorage_ASaveThatFitsOnceReplacesTheOldOne(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node on PATH: the storage shim is tested in the browser tests only")
	}
	script, err := filepath.Abs(filepath.Join("static", "storage.js"))
	if err != nil {
		t.Fatal(err)
	}
	oldText := `{"old": "a good save"}`
	newText := `{"new": "` + strings.Repeat("n", 20000) + `"}`
	// A stored file costs its key, its mtime and kind ("1234567890123|t|"),
	// and its text.
	key := len("zulu1879:file:/zulu1879/saves/.g.json.tmp-1")
	cost := key + 16 + len(newText)
	tests := []struct {
		name   string
		room   int
		wantOK bool
	}{
		{"room for the new save once", cost + 64, true},
		{"room for the new save twice", 2*cost + 64, true},
		{"no room for the new save", len(newText) / 2, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, err := exec.Command(node, "-e", storageHarness, "--", script, strconv.Itoa(tc.room), oldText, newText).CombinedOutput()
			if err != nil {
				t.Fatalf("node: %v\n%s", err, out)
			}
			var got struct {
				OldClose, Sync, Close, Rename string
				Stored, InMemory              string
				TmpLeft                       bool
			}
			if err := json.Unmarshal(out, &got); err != nil {
				t.Fatalf("%v: %s", err, out)
			}
			want := oldText
			if tc.wantOK {
				want = newText
			}
			if got.OldClose != "" {
				t.Fatalf("writing the old save: %s", got.OldClose)
			}
			if ok := got.Sync == "" && got.Rename == ""; ok != tc.wantOK {
				t.Errorf("sync %q, rename %q: saved %v, want %v", got.Sync, got.Rename, ok, tc.wantOK)
			}
			if !tc.wantOK && got.Sync != "ENOSPC" && got.Rename != "ENOSPC" {
				t.Errorf("sync %q, rename %q: want ENOSPC", got.Sync, got.Rename)
			}
			if got.Stored != want || got.InMemory != want {
				t.Errorf("the save holds %.20q stored and %.20q in memory, want %.20q", got.Stored, got.InMemory, want)
			}
			if got.TmpLeft {
				t.Error("the temporary file is left in the storage")
			}
		})
	}
}
