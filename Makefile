# sqlab: everything a fresh machine needs, in two commands.
#   make run   installs missing system packages, builds, runs the first lesson
#   make test  the same set-up, then every test
#   make test-browser  also installs Chromium, and renders the grading report with it
#   make install [PREFIX=/usr/local]  a release build in PREFIX/bin, the course in
#              PREFIX/share/sqlab/lessons (where an installed sqlab finds it)
# System packages come from Debian (apt-get); as root they are installed, otherwise the
# apt-get line to run is printed.

SWIFT    ?= swift
PACKAGES := libsqlite3-dev libreadline-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libmd-dev sqlite3 tmux parallel time unzip
# Only for make test-browser: Chromium is large.
BROWSER_PACKAGES := chromium
BIN       = .build/debug/sqlab
LESSON   ?= lessons/01-first-steps.md

SLT       = Tests/Data/sqllogictest

PREFIX   ?= /usr/local
BINDIR    = $(PREFIX)/bin
COURSEDIR = $(PREFIX)/share/sqlab/lessons

.PHONY: all deps build run test test-slt test-browser bench bench-grade clean fuzz install uninstall

all: build

deps:
	@if command -v dpkg-query >/dev/null 2>&1; then \
	  missing=""; \
	  for p in $(PACKAGES); do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	  done; \
	  if [ -n "$$missing" ]; then \
	    if [ "$$(id -u)" = 0 ]; then \
	      echo "Installing:$$missing"; \
	      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null || exit 1; \
	    else \
	      echo "sqlab needs these Debian packages:$$missing"; \
	      echo "Install them with:  sudo apt-get install -y$$missing"; \
	      exit 1; \
	    fi; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

run: build
	$(BIN) run $(LESSON)

test: build
	$(SWIFT) test
	$(BIN) lint lessons/

# Every sqllogictest script in the repository (select1-5 and the evidence scripts), with a
# release build: about 2 s.
test-slt: deps
	$(SWIFT) build -c release
	.build/release/sqlab test $(SLT)/*.test $(SLT)/evidence/*.test

# sqlab test and sqlab run beside the sqlite3 shell; writes nothing but its report.
bench: deps
	bench/slt

# The HTML grading report rendered by headless Chromium (skipped by plain swift test).
test-browser: build
	@$(MAKE) --no-print-directory deps PACKAGES="$(BROWSER_PACKAGES)"
	SQLAB_BROWSER_TESTS=1 $(SWIFT) test --filter GradeReportBrowserTests

# Grading throughput against the sqlite3 shell (bench/RESULTS-grade.md).
bench-grade: deps
	bench/grade

# The binary and the course. sqlab looks for its course in $$SQLAB_COURSE, then ./lessons,
# then ../share/sqlab/lessons beside its own executable: here, $(COURSEDIR).
# INSTALL_BIN names an executable already built (the tests install their debug build).
INSTALL_BIN ?= .build/release/sqlab
install:
	@if [ "$(INSTALL_BIN)" = ".build/release/sqlab" ]; then $(MAKE) --no-print-directory deps && $(SWIFT) build -c release; fi
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(COURSEDIR)"
	install -m 755 "$(INSTALL_BIN)" "$(DESTDIR)$(BINDIR)/sqlab"
	rm -rf "$(DESTDIR)$(COURSEDIR)"
	cp -R lessons "$(DESTDIR)$(COURSEDIR)"
	chmod -R a+rX "$(DESTDIR)$(COURSEDIR)"
	@echo "Installed $(BINDIR)/sqlab and the course in $(COURSEDIR)."

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/sqlab"
	rm -rf "$(DESTDIR)$(PREFIX)/share/sqlab"

clean:
	rm -rf .build

# Fuzzing (libFuzzer, from the Swift toolchain): `make fuzz` builds both targets and runs each
# for FUZZ_SECONDS. The engine's layers (below the shell and the commands) are compiled into each
# fuzzer as one module (not the lab: its Token clashes with the tokenizer's), with their
# `import SQLab…` lines dropped, beside the fuzz entry point.
FUZZ_SECONDS ?= 600
FUZZ_FLAGS = -sanitize=fuzzer,address -parse-as-library -O -module-name SQLab \
	-I Sources/CSQLite -I Sources/CMarkGFM -I Sources/CMD -I Sources/CLibc \
	-lsqlite3 -lcmark-gfm -lcmark-gfm-extensions -lmd
LIBRARY_SOURCES = $(shell find Sources/SQLab* -name '*.swift' -not -path 'Sources/SQLabCommands/*' -not -path 'Sources/SQLabShell/*' -not -path 'Sources/SQLabLab/*')

.build/fuzz/%: Fuzz/%.swift $(LIBRARY_SOURCES)
	@rm -rf .build/fuzz/src-$* && mkdir -p .build/fuzz/src-$*
	@for f in $(LIBRARY_SOURCES); do sed '/^import SQLab/d' $$f > .build/fuzz/src-$*/$$(basename $$f); done
	swiftc $(FUZZ_FLAGS) .build/fuzz/src-$*/*.swift $< -o $@

fuzz: deps .build/fuzz/LessonParserFuzz .build/fuzz/AnswerFileFuzz
	@mkdir -p .build/fuzz/found/lesson .build/fuzz/found/answers
	SWIFT_BACKTRACE=enable=no .build/fuzz/LessonParserFuzz -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 \
		-artifact_prefix=.build/fuzz/found/lesson/ .build/fuzz/found/lesson Fuzz/corpus/lesson
	SWIFT_BACKTRACE=enable=no .build/fuzz/AnswerFileFuzz -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 \
		-artifact_prefix=.build/fuzz/found/answers/ .build/fuzz/found/answers Fuzz/corpus/answers
