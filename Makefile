# sqlab: everything a fresh machine needs, in two commands.
#   make run   installs missing system packages, builds, runs the first lesson
#   make test  the same set-up, then every test
#   make test-browser  also installs Chromium, and renders the grading report with it
# System packages come from Debian (apt-get); as root they are installed, otherwise the
# apt-get line to run is printed.

SWIFT    ?= swift
PACKAGES := libsqlite3-dev libreadline-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libmd-dev sqlite3 tmux parallel time
# Only for make test-browser: Chromium is large.
BROWSER_PACKAGES := chromium
BIN       = .build/debug/sqlab
LESSON   ?= lessons/01-first-steps.md

.PHONY: all deps build run test test-browser bench-grade clean

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

# The HTML grading report rendered by headless Chromium (skipped by plain swift test).
test-browser: build
	@$(MAKE) --no-print-directory deps PACKAGES="$(BROWSER_PACKAGES)"
	SQLAB_BROWSER_TESTS=1 $(SWIFT) test --filter GradeReportBrowserTests

# Grading throughput against the sqlite3 shell (bench/RESULTS-grade.md).
bench-grade: deps
	bench/grade

clean:
	rm -rf .build
