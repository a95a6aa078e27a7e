# make [build] | make install [PREFIX=/usr/local] [DESTDIR=] | make uninstall [PREFIX=...]
# The work is done by scripts/install.sh (see docs/install.md).
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: build install uninstall

build:
	scripts/install.sh --build-only

install:
	scripts/install.sh --prefix "$(PREFIX)" --destdir "$(DESTDIR)"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/tgl" "$(DESTDIR)$(PREFIX)/share/man/man1/tgl.1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/tgl" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_tgl" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/tgl.fish"
