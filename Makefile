# zulu1879 — build, run and test. `make run` and `make test` install what is
# missing on a Debian machine (see tools/install-deps.sh).
export PATH := $(PATH):/usr/local/go/bin
GO      ?= go
BIN     := bin/zulu1879
PKGS    := ./...

.PHONY: all deps deps-display deps-browser build run web serve measure-web test test-short vet fmt-check bench fuzz fuzz-short soak soak-short screenshots measure-window soak-window clean
FUZZTIME ?= 10m
XVFB_RUN := xvfb-run -a -s "-screen 0 1600x1000x24"
# How long each engine's random-legal-action soak plays: SOAK (a duration)
# in make soak; in make test a number of games per engine, counted rather
# than timed so that a loaded machine plays the same games (about 3 s of
# CPU each on this 2-core machine: Isandlwana 11 ms a game, Rorke's Drift
# 1 ms, the tactical game 470 ms). SOAK_MASTER seeds the source of the game
# seeds (make soak draws a new one from the clock and prints it).
SOAK       ?= 10m
SOAK_SHORT_ISANDLWANA ?= 300
SOAK_SHORT_RAMPARTS   ?= 3000
SOAK_SHORT_TACTICAL   ?= 6
SOAK_MASTER ?= $(shell date +%s)

all: build

deps:
	@tools/install-deps.sh

deps-display:
	@tools/install-deps.sh display

deps-browser:
	@tools/install-deps.sh browser

build: deps
	$(GO) build -o $(BIN) ./cmd/zulu1879

run: deps-display build
	./$(BIN)

# The game for a browser: the wasm build of cmd/zulu1879web, the Go
# runtime's loader from the toolchain, beside the page and its storage shim
# in web/static, and the wasm gzipped once (serve sends that); then the
# program again, which embeds them for serve.
WEB      := web/static
WEB_ADDR ?= 127.0.0.1:8080
web: deps
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags=-s -o $(WEB)/zulu1879.wasm ./cmd/zulu1879web
	@root=$$($(GO) env GOROOT); f=$$root/lib/wasm/wasm_exec.js; [ -f $$f ] || f=$$root/misc/wasm/wasm_exec.js; \
	cp $$f $(WEB)/wasm_exec.js
	gzip -9 -n -c $(WEB)/zulu1879.wasm > $(WEB)/zulu1879.wasm.gz
	$(GO) build -o $(BIN) ./cmd/zulu1879
	@echo "web: $(WEB)/zulu1879.wasm $$(wc -c < $(WEB)/zulu1879.wasm) bytes, $$(wc -c < $(WEB)/zulu1879.wasm.gz) gzipped; make serve (or $(BIN) serve) to play"

# Serves the browser game at WEB_ADDR.
serve: web
	./$(BIN) serve --addr $(WEB_ADDR)

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

# The browser build's own files (build-tagged js/wasm) are vetted for it,
# with -trimpath as make web and the browser test build it: vet needs its
# packages compiled, and with the same flags those compiles are the ones the
# browser test's wasm build then finds in the build cache (and a clone in
# another folder finds those of an earlier build of the same source).
vet:
	$(GO) vet $(PKGS)
	GOOS=js GOARCH=wasm $(GO) vet -trimpath ./cmd/zulu1879web

# The whole suite; GUI tests run under Xvfb, the browser test (web) in
# headless chromium; then a short soak of each engine (instead of the soak's
# few games in the suite).
#
# -vet=off: make vet has just run every vet check over the same packages and
# their tests; go test's own vet pass would type-check them all again (about
# 19 s of CPU) for a subset of the same checks.
#
# SLOW_PKGS go first: go test starts packages in the order given, two at a
# time on two cores, and a long package started last runs alone at the end.
#
# The fuzzers' seed corpora (testdata/fuzz and f.Add) run here as ordinary
# tests; generated inputs are left to make fuzz (and make fuzz-short, a few
# thousand each), as long runs go under make soak: the five instrumented
# builds and runs of fuzz-short cost about 45 s of CPU and 40 s of wall,
# one after the other, at the end of the suite (docs/testing.md).
SLOW_PKGS := ./web ./cmd/zulu1879 ./ui ./isandlwana ./games/campaign
test: deps-display deps-browser fmt-check vet
	xvfb-run -a -s "-screen 0 1600x1000x24" $(GO) test -vet=off -count=1 -timeout 30m -skip '^TestSoak$$' $(SLOW_PKGS) $(PKGS)
	$(MAKE) --no-print-directory soak-short

# Random-legal-action soaks (internal/soak): uniform legal actions for both
# sides, invariants after every action, every game replayed to the same hash.
# One engine after the other (-p 1), each on every core, each for the time
# given; the summary lines give games, actions and what ended them.
SOAK_RUN = $(GO) test -vet=off -p 1 -count=1 -timeout 0 -run '^TestSoak$$' -v
soak-short:
	$(SOAK_RUN) ./isandlwana -soak.games $(SOAK_SHORT_ISANDLWANA) -soak.master 1
	$(SOAK_RUN) ./ramparts -soak.games $(SOAK_SHORT_RAMPARTS) -soak.master 1
	$(SOAK_RUN) ./tactical -soak.games $(SOAK_SHORT_TACTICAL) -soak.master 1

# make soak also plays the long counts of the suite's property runs and
# big-N checks (internal/testsize: ZULU1879_LONG_TESTS=1); make test plays
# smaller counts of the same tests.
LONG_TESTS = TestBadInput_WhatLoadsCanBeSavedAgain|TestPropertyRandomGames|TestPropertyRefusedActionsChangeNothing|TestStandardOutplaysPassive|TestSoakContract|TestCloneAgreesWithJSONCopyAndSharesNothing|TestRoundTripRandomGamesKeepTheStateHash
LONG_PKGS  = ./saves ./isandlwana ./ai/isandlwana ./internal/soak ./ramparts
soak:
	$(SOAK_RUN) ./isandlwana ./ramparts ./tactical -soak.duration $(SOAK) -soak.master $(SOAK_MASTER)
	ZULU1879_LONG_TESTS=1 $(GO) test -count=1 -timeout 0 -run '$(LONG_TESTS)' -v $(LONG_PKGS)

# Each fuzzer (loaders and typed moves) for a fixed number of runs in CI, or
# FUZZTIME (make fuzz). The short runs count executions instead of seconds:
# a -fuzztime in seconds races Go's fuzzing coordinator at its deadline and,
# on a loaded machine, fails with a bare "context deadline exceeded" and no
# failing input (seen in a clean-clone rehearsal of FuzzLoad). The counts are
# about what each did in 3 s on this 2-core machine (make fuzz runs each
# for FUZZTIME).
fuzz-short:
	$(GO) test ./saves -run '^$$' -fuzz FuzzLoad -fuzztime 6000x -fuzzminimizetime 3s -timeout 5m
	$(GO) test ./scenarios -run '^$$' -fuzz FuzzParseScenario -fuzztime 300x -fuzzminimizetime 3s -timeout 5m
	$(GO) test ./scenarios/rdtactical -run '^$$' -fuzz FuzzParse -fuzztime 6000x -fuzzminimizetime 3s -timeout 5m
	$(GO) test ./isandlwana -run '^$$' -fuzz FuzzTypedCommand -fuzztime 2000x -fuzzminimizetime 3s -timeout 5m
	$(GO) test ./ramparts -run '^$$' -fuzz FuzzTypedAction -fuzztime 12000x -fuzzminimizetime 3s -timeout 5m

fuzz:
	$(GO) test ./saves -run '^$$' -fuzz FuzzLoad -fuzztime $(FUZZTIME) -fuzzminimizetime 10s -timeout 0
	$(GO) test ./scenarios -run '^$$' -fuzz FuzzParseScenario -fuzztime $(FUZZTIME) -fuzzminimizetime 10s -timeout 0
	$(GO) test ./scenarios/rdtactical -run '^$$' -fuzz FuzzParse -fuzztime $(FUZZTIME) -fuzzminimizetime 10s -timeout 0
	$(GO) test ./isandlwana -run '^$$' -fuzz FuzzTypedCommand -fuzztime $(FUZZTIME) -fuzzminimizetime 10s -timeout 0
	$(GO) test ./ramparts -run '^$$' -fuzz FuzzTypedAction -fuzztime $(FUZZTIME) -fuzzminimizetime 10s -timeout 0
	$(GO) test ./saves -run '^$$' -fuzz FuzzDecodeEnvelope -fuzztime $(FUZZTIME) -fuzzminimizetime 10s -timeout 0
	$(GO) test ./harlech -run '^$$' -fuzz FuzzLoadData -fuzztime $(FUZZTIME) -fuzzminimizetime 10s -timeout 0
	$(GO) test ./harlech -run '^$$' -fuzz FuzzApply -fuzztime $(FUZZTIME) -fuzzminimizetime 10s -timeout 0
	$(GO) test ./games/all -run '^$$' -fuzz FuzzApplyEveryGame -fuzztime $(FUZZTIME) -fuzzminimizetime 10s -timeout 0
	$(GO) test ./tactical -run '^$$' -fuzz FuzzApply -fuzztime $(FUZZTIME) -fuzzminimizetime 10s -timeout 0
	$(GO) test ./tactical/forces -run '^$$' -fuzz FuzzParse -fuzztime $(FUZZTIME) -fuzzminimizetime 10s -timeout 0
	$(GO) test ./skirmish -run '^$$' -fuzz FuzzApply -fuzztime $(FUZZTIME) -fuzzminimizetime 10s -timeout 0

test-short: deps
	$(GO) test -short $(PKGS)

bench: deps
	$(GO) test -run '^$$' -bench . -benchmem $(PKGS)

# What the window costs while it waits for the player: CPU (% of one core)
# and resident memory of bin/zulu1879 gui over 30 s on the start screen and
# on a mid-game board, on its own Xvfb; then the frame rate with that board
# redrawn every frame. A figure, not a pass or fail.
measure-window: deps-display build
	tools/measure-window.sh 30

# The browser build's frame rate on a crowded board, redrawn every frame,
# in headless chromium (software WebGL), over 10 s. A figure.
measure-web: deps-browser
	ZULU1879_WEB_FPS=10 $(GO) test -count=1 -run TestBrowser_MeasureFrameRate -v ./web

# A memory soak of the window: a scripted tour of both battles, zooms and
# window sizes for SOAK (default 10m), printing RSS, Go heap, frames a
# second and the memory the Go runtime holds every 10 s.
SOAK ?= 10m
soak-window: deps-display build
	$(XVFB_RUN) $(BIN) gui --soak $(SOAK) --save-dir $$(mktemp -d)

# The README's pictures, drawn by the game itself under Xvfb: the start
# screen, the opening and a planned fire by `zulu1879 render`; the ledger, the
# load dialog and Rorke's Drift by the pixel tests that check those screens.
SHOTS := docs/screenshots
XVFB  := xvfb-run -a -s "-screen 0 1600x1000x24"
screenshots: deps-display build
	$(XVFB) $(BIN) render --screen start --size 1440x900 --seed 1879 --out $(SHOTS)/start.png
	$(XVFB) $(BIN) render --seed 1879 --size 1280x800 --out $(SHOTS)/opening.png
	$(XVFB) $(BIN) render --seed 1879 --actions $(SHOTS)/midgame-actions.txt --click 1506 --size 1200x780 --out $(SHOTS)/midgame-fight.png
	$(XVFB) $(BIN) render --screen harlech --seed 4 --size 1440x900 --out $(SHOTS)/men-of-harlech.png
	$(XVFB) $(BIN) render --game rorkes-drift-tactical --scenario demo --size 1600x1000 --out $(SHOTS)/tactical-board.png
	tmp=$$(mktemp -d) && \
	ZULU1879_SCREENSHOTS=$$tmp $(XVFB) $(GO) test -count=1 -run 'TestLedgerScreen|TestLoadDialog' ./ui && \
	$(XVFB) $(GO) test -count=1 -run 'TestPixels' ./ui/rdui -args -shots=$$tmp && \
	$(XVFB) $(GO) test -count=1 -run 'TestShotActionPanel' ./ui/tacticalui -args -shots=$$tmp && \
	cp $$tmp/ledger.png $$tmp/load-dialog.png $$tmp/rorkes-drift.png $$tmp/rorkes-drift-ending.png $$tmp/tactical-actions.png $(SHOTS)/ && \
	rm -r $$tmp

clean:
	rm -rf bin out
