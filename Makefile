# Installs tally, its manual page and its shell completions:
#
#   make                                  # swift build -c release --product tally (--static-swift-stdlib on Linux)
#   sudo make install                     # into /usr/local
#   make install PREFIX=~/.local          # or anywhere; DESTDIR is honoured
#   make uninstall PREFIX=~/.local        # removes exactly what install put there
#
# The manual page and the completion scripts are written by the built
# binary itself ('tally manual', 'tally completions SHELL'), from the
# declarations that make 'tally --help'.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
# The build folder (SwiftPM's --scratch-path): scripts/test builds in one of
# its own while other builds use .build.
SCRATCH ?= .build

prefix := $(DESTDIR)$(PREFIX)
bin := $(prefix)/bin/tally
man := $(prefix)/share/man/man1/tally.1
bash := $(prefix)/share/bash-completion/completions/tally
zsh := $(prefix)/share/zsh/site-functions/_tally
fish := $(prefix)/share/fish/vendor_completions.d/tally.fish
# The Swift runtime and Foundation linked into the binary: the installed tally
# runs without the toolchain (the dynamic one looks for them where the
# toolchain was, through its RUNPATH) and starts in 7.8 ms of CPU instead of
# 12.3 (a full-screen count of 0.05 s, `perf stat -r 20`), where the dynamic
# linker looked up every Swift symbol. scripts/measure-* measure this build.
# (Apple's platforms have the runtime in the system: no flag there.)
release := $(SWIFT) build -c release --product tally --scratch-path $(SCRATCH)
ifeq ($(shell uname -s),Linux)
release += --static-swift-stdlib
endif
# Where the release build puts tally (SwiftPM links release to the
# platform's folder), and where the generated files wait.
built := $(SCRATCH)/release/tally
staged := $(SCRATCH)/install

.PHONY: all build install uninstall

all: build

build:
	$(release)
	mkdir -p $(staged)
	$(built) manual > $(staged)/tally.1
	$(built) completions bash > $(staged)/tally.bash
	$(built) completions zsh > $(staged)/_tally
	$(built) completions fish > $(staged)/tally.fish

install: build
	install -d "$(dir $(bin))" "$(dir $(man))" "$(dir $(bash))" "$(dir $(zsh))" "$(dir $(fish))"
	install -m 755 "$(built)" "$(bin)"
	install -m 644 $(staged)/tally.1 "$(man)"
	install -m 644 $(staged)/tally.bash "$(bash)"
	install -m 644 $(staged)/_tally "$(zsh)"
	install -m 644 $(staged)/tally.fish "$(fish)"

uninstall:
	rm -f "$(bin)" "$(man)" "$(bash)" "$(zsh)" "$(fish)"
