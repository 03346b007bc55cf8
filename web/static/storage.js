// storage.js: the file system the game sees in a browser.
//
// Go's js/wasm port does its file calls (open, read, write, stat, readdir,
// rename, ...) through a Node-style `globalThis.fs` object. This file gives
// it one: files live in memory and every file under /zulu1879 is kept in
// the page's localStorage, one key per file ("zulu1879:file:" + path), so
// saves, autosaves and settings outlive a reload. The game's Go code (save
// folder, autosaver, load dialog) runs unchanged on top of it.
//
// It must be loaded before wasm_exec.js, which only adds its own stub when
// no `globalThis.fs` exists.
"use strict";

(() => {
	const ROOT = "/zulu1879";            // what persists
	const FILE = "zulu1879:file:";       // localStorage key prefix of a file
	const DIR = "zulu1879:dir:";         // ... of a folder
	const C = { O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536 };
	const S_IFDIR = 0o040000, S_IFREG = 0o100000;

	const fail = (code, what) => {
		const e = new Error(code + ": " + what);
		e.code = code;
		return e;
	};

	const norm = (p) => {
		if (!p.startsWith("/")) p = "/" + p;
		const out = [];
		for (const part of p.split("/")) {
			if (part === "" || part === ".") continue;
			if (part === "..") out.pop(); else out.push(part);
		}
		return "/" + out.join("/");
	};
	const parent = (p) => p === "/" ? "/" : (p.slice(0, p.lastIndexOf("/")) || "/");
	const persisted = (p) => p === ROOT || p.startsWith(ROOT + "/");

	// nodes: path -> {dir: bool, data: Uint8Array, mtime: ms}
	const nodes = new Map();
	nodes.set("/", { dir: true, data: null, mtime: Date.now() });
	nodes.set("/tmp", { dir: true, data: null, mtime: Date.now() });

	const enc = new TextEncoder();
	const strictDec = new TextDecoder("utf-8", { fatal: true });
	const toB64 = (u8) => { let s = ""; for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode.apply(null, u8.subarray(i, i + 0x8000)); return btoa(s); };
	const fromB64 = (s) => { const b = atob(s); const u8 = new Uint8Array(b.length); for (let i = 0; i < b.length; i++) u8[i] = b.charCodeAt(i); return u8; };

	// A stored file is "mtime|t|text" (UTF-8 text) or "mtime|b|base64".
	const encode = (n) => {
		let body;
		try { body = "t|" + strictDec.decode(n.data); } catch (_) { body = "b|" + toB64(n.data); }
		return n.mtime + "|" + body;
	};
	const decode = (s) => {
		const i = s.indexOf("|");
		const mtime = Number(s.slice(0, i)) || Date.now();
		const kind = s.slice(i + 1, i + 2), body = s.slice(i + 3);
		return { dir: false, mtime, data: kind === "t" ? enc.encode(body) : fromB64(body) };
	};

	let ls = null;
	try { ls = globalThis.localStorage; ls.length; } catch (_) { ls = null; }

	const save = (p) => {
		if (!ls || !persisted(p)) return null;
		const n = nodes.get(p);
		try {
			if (!n) { ls.removeItem(FILE + p); ls.removeItem(DIR + p); }
			else if (n.dir) ls.setItem(DIR + p, String(n.mtime));
			else ls.setItem(FILE + p, encode(n));
		} catch (e) {
			return fail("ENOSPC", "the browser's storage is full (" + p + ")");
		}
		return null;
	};

	const mkparents = (p) => {
		const q = parent(p);
		if (q !== p && !nodes.has(q)) { mkparents(q); nodes.set(q, { dir: true, data: null, mtime: Date.now() }); }
	};
	if (ls) {
		for (let i = 0; i < ls.length; i++) {
			const k = ls.key(i);
			if (k.startsWith(DIR)) { const p = k.slice(DIR.length); mkparents(p); nodes.set(p, { dir: true, data: null, mtime: Number(ls.getItem(k)) || Date.now() }); }
		}
		for (let i = 0; i < ls.length; i++) {
			const k = ls.key(i);
			if (k.startsWith(FILE)) { const p = k.slice(FILE.length); mkparents(p); nodes.set(p, decode(ls.getItem(k))); }
		}
	}

	const stat = (n) => ({
		dev: 1, ino: 0, mode: n.dir ? (S_IFDIR | 0o755) : (S_IFREG | 0o644), nlink: 1, uid: 0, gid: 0, rdev: 0,
		size: n.dir ? 0 : n.data.length, blksize: 4096, blocks: n.dir ? 0 : Math.ceil(n.data.length / 512),
		atimeMs: n.mtime, mtimeMs: n.mtime, ctimeMs: n.mtime,
		isDirectory() { return n.dir; },
	});

	const fds = new Map(); // fd -> {path, flags, pos}
	let nextFD = 10;
	const fdEntry = (fd) => { const f = fds.get(fd); if (!f) throw fail("EBADF", "fd " + fd); return f; };

	let outBuf = "";
	const dec = new TextDecoder("utf-8");
	const console_ = (fd, buf) => {
		outBuf += dec.decode(buf);
		const nl = outBuf.lastIndexOf("\n");
		if (nl !== -1) {
			const text = outBuf.substring(0, nl);
			(fd === 2 ? console.warn : console.log)(text);
			outBuf = outBuf.substring(nl + 1);
		}
		return buf.length;
	};

	const grow = (n, size) => {
		if (n.data.length >= size) return;
		const d = new Uint8Array(size);
		d.set(n.data);
		n.data = d;
	};

	// call runs f and hands its result (or its error) to the callback the
	// Go runtime passed, as Node's fs does.
	const call = (cb, f) => {
		let r;
		try { r = f(); } catch (e) { if (!e.code) e.code = "EIO"; cb(e); return; }
		cb(null, r);
	};

	const api = {
		constants: C,
		writeSync(fd, buf) {
			if (fd === 1 || fd === 2) return console_(fd, buf);
			throw fail("EBADF", "writeSync " + fd);
		},
		open(path, flags, mode, cb) {
			call(cb, () => {
				const p = norm(path);
				let n = nodes.get(p);
				const writing = (flags & (C.O_WRONLY | C.O_RDWR)) !== 0;
				if (n && (flags & C.O_CREAT) && (flags & C.O_EXCL)) throw fail("EEXIST", p);
				if (!n) {
					if (!(flags & C.O_CREAT)) throw fail("ENOENT", p);
					const dir = nodes.get(parent(p));
					if (!dir) throw fail("ENOENT", parent(p));
					if (!dir.dir) throw fail("ENOTDIR", parent(p));
					n = { dir: false, data: new Uint8Array(0), mtime: Date.now() };
					nodes.set(p, n);
				}
				if (n.dir && writing) throw fail("EISDIR", p);
				if (!n.dir && (flags & C.O_DIRECTORY)) throw fail("ENOTDIR", p);
				if (!n.dir && (flags & C.O_TRUNC) && writing) { n.data = new Uint8Array(0); n.mtime = Date.now(); }
				const fd = nextFD++;
				fds.set(fd, { path: p, flags, pos: 0, dirty: !n.dir && (flags & C.O_CREAT) !== 0 });
				return fd;
			});
		},
		close(fd, cb) {
			call(cb, () => {
				const f = fdEntry(fd);
				fds.delete(fd);
				if (f.dirty && nodes.has(f.path)) { const e = save(f.path); if (e) throw e; }
				return null;
			});
		},
		fsync(fd, cb) {
			call(cb, () => {
				const f = fdEntry(fd);
				if (f.dirty && nodes.has(f.path)) { const e = save(f.path); if (e) throw e; }
				return null;
			});
		},
		read(fd, buffer, offset, length, position, cb) {
			call(cb, () => {
				const f = fdEntry(fd);
				const n = nodes.get(f.path);
				if (!n) throw fail("ENOENT", f.path);
				if (n.dir) throw fail("EISDIR", f.path);
				const at = position === null || position === undefined ? f.pos : position;
				const got = n.data.subarray(at, Math.min(n.data.length, at + length));
				buffer.set(got, offset);
				if (position === null || position === undefined) f.pos += got.length;
				return got.length;
			});
		},
		write(fd, buf, offset, length, position, cb) {
			call(cb, () => {
				if (fd === 1 || fd === 2) return console_(fd, buf.subarray(offset, offset + length));
				const f = fdEntry(fd);
				const n = nodes.get(f.path);
				if (!n) throw fail("ENOENT", f.path);
				if ((f.flags & (C.O_WRONLY | C.O_RDWR)) === 0) throw fail("EBADF", f.path);
				let at = position === null || position === undefined ? f.pos : position;
				if (f.flags & C.O_APPEND) at = n.data.length;
				grow(n, at + length);
				n.data.set(buf.subarray(offset, offset + length), at);
				n.mtime = Date.now();
				f.dirty = true;
				if (position === null || position === undefined) f.pos = at + length;
				return length;
			});
		},
		fstat(fd, cb) { call(cb, () => { const f = fdEntry(fd); const n = nodes.get(f.path); if (!n) throw fail("ENOENT", f.path); return stat(n); }); },
		stat(path, cb) { call(cb, () => { const n = nodes.get(norm(path)); if (!n) throw fail("ENOENT", path); return stat(n); }); },
		lstat(path, cb) { api.stat(path, cb); },
		readdir(path, cb) {
			call(cb, () => {
				const p = norm(path);
				const n = nodes.get(p);
				if (!n) throw fail("ENOENT", p);
				if (!n.dir) throw fail("ENOTDIR", p);
				const pre = p === "/" ? "/" : p + "/";
				const names = [];
				for (const k of nodes.keys()) {
					if (k !== p && k.startsWith(pre) && k.indexOf("/", pre.length) === -1) names.push(k.slice(pre.length));
				}
				return names.sort();
			});
		},
		mkdir(path, perm, cb) {
			call(cb, () => {
				const p = norm(path);
				if (nodes.has(p)) throw fail("EEXIST", p);
				const dir = nodes.get(parent(p));
				if (!dir) throw fail("ENOENT", parent(p));
				if (!dir.dir) throw fail("ENOTDIR", parent(p));
				nodes.set(p, { dir: true, data: null, mtime: Date.now() });
				const e = save(p); if (e) { nodes.delete(p); throw e; }
				return null;
			});
		},
		rmdir(path, cb) {
			call(cb, () => {
				const p = norm(path);
				const n = nodes.get(p);
				if (!n) throw fail("ENOENT", p);
				if (!n.dir) throw fail("ENOTDIR", p);
				for (const k of nodes.keys()) if (k.startsWith(p + "/")) throw fail("ENOTEMPTY", p);
				nodes.delete(p); save(p);
				return null;
			});
		},
		unlink(path, cb) {
			call(cb, () => {
				const p = norm(path);
				const n = nodes.get(p);
				if (!n) throw fail("ENOENT", p);
				if (n.dir) throw fail("EISDIR", p);
				nodes.delete(p); save(p);
				return null;
			});
		},
		rename(from, to, cb) {
			call(cb, () => {
				const a = norm(from), b = norm(to);
				const n = nodes.get(a);
				if (!n) throw fail("ENOENT", a);
				if (a === b) return null;
				const dir = nodes.get(parent(b));
				if (!dir || !dir.dir) throw fail("ENOENT", parent(b));
				const old = nodes.get(b);
				if (old && old.dir !== n.dir) throw fail(old.dir ? "EISDIR" : "ENOTDIR", b);
				const moves = [[a, b]];
				if (n.dir) for (const k of nodes.keys()) if (k.startsWith(a + "/")) moves.push([k, b + k.slice(a.length)]);
				const kept = moves.map(([x]) => nodes.get(x));
				for (const [x, y] of moves) { nodes.set(y, nodes.get(x)); }
				// The old names give up their room first: a storage may have
				// room for a file once but not twice (a save is written to a
				// temporary file, then renamed over the save).
				for (const [x] of moves) { nodes.delete(x); save(x); }
				for (const [, y] of moves) {
					const e = save(y);
					if (e) {
						// As it was: the new names (the file that was at b is
						// still stored: a refused write changes nothing), then
						// the old names back.
						for (const [, y2] of moves) nodes.delete(y2);
						if (old) nodes.set(b, old);
						for (const [, y2] of moves) save(y2);
						moves.forEach(([x2], i) => { nodes.set(x2, kept[i]); save(x2); });
						throw e;
					}
				}
				return null;
			});
		},
		ftruncate(fd, length, cb) { call(cb, () => { const f = fdEntry(fd); api.truncateNode(f.path, length); f.dirty = true; return null; }); },
		truncate(path, length, cb) { call(cb, () => { api.truncateNode(norm(path), length); const e = save(norm(path)); if (e) throw e; return null; }); },
		truncateNode(p, length) {
			const n = nodes.get(p);
			if (!n) throw fail("ENOENT", p);
			if (n.dir) throw fail("EISDIR", p);
			const d = new Uint8Array(length); d.set(n.data.subarray(0, length)); n.data = d; n.mtime = Date.now();
		},
		utimes(path, atime, mtime, cb) { call(cb, () => { const p = norm(path); const n = nodes.get(p); if (!n) throw fail("ENOENT", p); n.mtime = mtime * 1000; save(p); return null; }); },
		chmod(path, mode, cb) { call(cb, () => { if (!nodes.has(norm(path))) throw fail("ENOENT", path); return null; }); },
		fchmod(fd, mode, cb) { call(cb, () => { fdEntry(fd); return null; }); },
		chown(path, uid, gid, cb) { cb(null); },
		fchown(fd, uid, gid, cb) { cb(null); },
		lchown(path, uid, gid, cb) { cb(null); },
		link(path, link, cb) { cb(fail("ENOSYS", "link")); },
		symlink(path, link, cb) { cb(fail("ENOSYS", "symlink")); },
		readlink(path, cb) { cb(fail("EINVAL", "readlink " + path)); },

		// For the page: the files under dir (name, size, mtime) and a
		// file's bytes, outside the Go runtime's calls.
		list(dir) {
			const p = norm(dir), pre = p + "/", out = [];
			for (const [k, n] of nodes) if (!n.dir && k.startsWith(pre) && k.indexOf("/", pre.length) === -1) out.push({ name: k.slice(pre.length), size: n.data.length, mtime: n.mtime });
			return out;
		},
		bytes(path) { const n = nodes.get(norm(path)); return n && !n.dir ? n.data.slice() : null; },
	};

	// persistent is false when the page may not use localStorage (a
	// private window, storage blocked): files then last as long as the tab.
	api.persistent = !!ls;
	globalThis.fs = api;
	globalThis.process = {
		getuid() { return -1; }, getgid() { return -1; }, geteuid() { return -1; }, getegid() { return -1; },
		getgroups() { throw fail("ENOSYS", "getgroups"); },
		pid: -1, ppid: -1,
		umask() { return 0o022; },
		cwd() { return "/"; },
		chdir() { throw fail("ENOSYS", "chdir"); },
	};
	globalThis.path = { resolve(...parts) { let p = "/"; for (const s of parts) p = s.startsWith("/") ? s : p + "/" + s; return norm(p); } };
})();
