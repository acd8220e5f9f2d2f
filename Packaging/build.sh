# Sourced by deb.sh and install.sh: the release binary, and what it writes
# about itself (the manual, the completion scripts).
# shellcheck shell=bash

# Builds xkcd for release, the Swift runtime and Foundation linked in (only
# system libraries stay shared), and sets `binary` to the built file.
# Every module, the dependencies too, takes a generic type's metadata from its
# accessor rather than a look-up by mangled name (see `directMetadata` in
# Package.swift): an offline search makes 48 conformance scans instead of 87.
xkcd_build() {
    local flags=(-c release --product xkcd --static-swift-stdlib
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
    swift build "${flags[@]}"
    binary="$(swift build "${flags[@]}" --show-bin-path)/xkcd"
}

# xkcd_stage BIN MAN BASH ZSH FISH: the stripped binary, the manual (MAN
# ends in .gz: compressed as Debian wants it, -9n: no name or time inside)
# and the three completion scripts, at those paths.
xkcd_stage() {
    local bin=$1 man=$2 bash_completion=$3 zsh_completion=$4 fish_completion=$5
    install -D -m 0755 "$binary" "$bin"
    strip --strip-unneeded --remove-section=.comment --remove-section=.note "$bin"
    install -d -m 0755 "$(dirname "$man")" "$(dirname "$bash_completion")" \
        "$(dirname "$zsh_completion")" "$(dirname "$fish_completion")"
    if [[ $man == *.gz ]]; then
        "$bin" --generate-manual | gzip -9n > "$man"
    else
        "$bin" --generate-manual > "$man"
    fi
    # Sourced, not run: no #! line (Debian's bash-completion-with-hashbang).
    "$bin" --generate-completion-script bash | sed '1{/^#!/d}' > "$bash_completion"
    "$bin" --generate-completion-script zsh > "$zsh_completion"
    "$bin" --generate-completion-script fish > "$fish_completion"
    chmod 0644 "$man" "$bash_completion" "$zsh_completion" "$fish_completion"
}
