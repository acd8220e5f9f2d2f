#!/usr/bin/env bash
# Installs xkcd for one user, without root: bash Packaging/install.sh [PREFIX]
# (default ~/.local). The binary in PREFIX/bin, the manual in
# PREFIX/share/man/man1, the completions where bash, zsh and fish look under
# PREFIX; then says what to add to the shell's startup file, if anything.
set -euo pipefail
cd "$(dirname "$0")/.."
source Packaging/build.sh

prefix=${1:-$HOME/.local}
prefix=${prefix%/}
mkdir -p "$prefix"
prefix=$(cd "$prefix" && pwd)

xkcd_build
xkcd_stage "$prefix/bin/xkcd" "$prefix/share/man/man1/xkcd.1" \
    "$prefix/share/bash-completion/completions/xkcd" \
    "$prefix/share/zsh/site-functions/_xkcd" \
    "$prefix/share/fish/vendor_completions.d/xkcd.fish"
echo "Installed xkcd in $prefix/bin, its manual and its bash, zsh and fish completions."

advice=()
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) advice+=("export PATH=\"$prefix/bin:\$PATH\"") ;;
esac
# man-db finds PREFIX/share/man from PREFIX/bin on PATH; ask it rather than guess.
if ! PATH="$prefix/bin:$PATH" manpath 2>/dev/null | tr ':' '\n' | grep -qx "$prefix/share/man"; then
    advice+=("export MANPATH=\"$prefix/share/man:\$MANPATH\"")
fi
# bash-completion looks in $XDG_DATA_HOME (~/.local/share) and in each $XDG_DATA_DIRS.
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
case ":$data_home:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}:" in
    *":$prefix/share:"*) ;;
    *) advice+=("source \"$prefix/share/bash-completion/completions/xkcd\"    # bash, in ~/.bashrc") ;;
esac
if [ "$prefix" != /usr/local ] && [ "$prefix" != /usr ]; then
    advice+=("fpath=(\"$prefix/share/zsh/site-functions\" \$fpath)    # zsh, in ~/.zshrc before compinit")
    if [ "$prefix/share" != "$data_home" ]; then
        advice+=("set -p fish_complete_path \"$prefix/share/fish/vendor_completions.d\"    # fish, in config.fish")
    fi
fi
if [ ${#advice[@]} -gt 0 ]; then
    echo "Add to your shell's startup file:"
    printf '    %s\n' "${advice[@]}"
fi
