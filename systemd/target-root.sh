# Sourced by install.sh and uninstall.sh once their options are parsed: the root
# they change (--root), paths inside it, and run(), which honours --dry-run.
# Expects ROOT, DRY_RUN and SCRIPT (the caller's name, for its messages).
# shellcheck shell=bash disable=SC2034  # the variables are read by the scripts that source this

if [[ ! -d $ROOT ]]; then
    echo "$SCRIPT: --root '$ROOT' is not a directory" >&2
    exit 2
fi
ROOT=$(cd "$ROOT" && pwd)
LIVE=0
[[ $ROOT == / ]] && LIVE=1
# Paths inside the target root ("/" + path when live).
target() { printf '%s%s\n' "${ROOT%/}" "$1"; }
# shadow's tools edit another root's /etc without chrooting into it with --prefix.
SHADOW_ROOT=()
((LIVE)) || SHADOW_ROOT=(--prefix "$ROOT")

if ((LIVE && !DRY_RUN)) && [[ $(id -u) != 0 ]]; then
    echo "$SCRIPT: run as root (sudo), or try --dry-run" >&2
    exit 2
fi

CHANGED=0
run() {
    CHANGED=1
    if ((DRY_RUN)); then
        echo "would run: ${*@Q}"
    else
        echo "+ ${*@Q}"
        "$@"
    fi
}
