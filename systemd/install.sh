#!/usr/bin/env bash
# Make this Raspberry Pi a table companion appliance: the service user and its
# groups, a venv with the Pi extra under /opt/companion, the kiosk unit and the
# reader's udev rule. Idempotent: a second run changes nothing and says so.
#
#   sudo systemd/install.sh                 # on the Pi, from a checkout or an unpacked release
#   systemd/install.sh --dry-run            # print what would change, change nothing
#   systemd/install.sh --root /mnt/image    # install the files into another root (an image
#                                           # being built, or a test); see below
#
# With --root, files and the user database under that directory are changed, and the
# unit is enabled there (systemctl --root). Nothing of the running system is touched:
# no daemon-reload, no udev reload. The venv is not made there, because a venv is not
# relocatable: run this script once more on the device (or inside the image's chroot).
#
# docs/appliance.md explains each choice.
set -euo pipefail

readonly SERVICE=companion-kiosk.service
readonly RULE=60-table-reader.rules
readonly USER_NAME=companion
# gpio: /dev/gpiochip*; dialout: the reader; video, render: /dev/dri; input: touch and
# keys; audio: the cues. The unit grants the same list with SupplementaryGroups=.
readonly GROUPS_NEEDED=(gpio dialout video input render audio)
readonly PREFIX=/opt/companion

ROOT=/
DRY_RUN=0
PIP_ARGS=()
SOURCE=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

usage() {
    sed -n '2,15s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
    echo
    echo "options: --root DIR, --dry-run, --pip-arg ARG (repeatable, e.g. --pip-arg=--no-index), -h"
}

while (($#)); do
    case $1 in
        --root) ROOT=${2:?--root needs a directory}; shift 2 ;;
        --root=*) ROOT=${1#--root=}; shift ;;
        --dry-run|-n) DRY_RUN=1; shift ;;
        --pip-arg) PIP_ARGS+=("${2:?--pip-arg needs a value}"); shift 2 ;;
        --pip-arg=*) PIP_ARGS+=("${1#--pip-arg=}"); shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "install.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
    esac
done

SCRIPT=install.sh
# shellcheck source-path=SCRIPTDIR source=target-root.sh
source "$(dirname "${BASH_SOURCE[0]}")/target-root.sh"

# A local name in the target root's own files; NSS (LDAP and friends) is not the
# appliance's business.
has_group() { grep -q "^$1:" "$(target /etc/group)"; }
has_user() { grep -q "^$1:" "$(target /etc/passwd)"; }
in_group() { grep -Eq "^$1:[^:]*:[^:]*:(.*,)?$2(,|$)" "$(target /etc/group)"; }

install_file() { # source, destination inside the root, mode
    local source=$1 destination
    destination=$(target "$2")
    if [[ -f $destination ]] && cmp -s "$source" "$destination" \
        && [[ $(stat -c %a "$destination") == "$3" ]]; then
        return
    fi
    run install -D -m "$3" "$source" "$destination"
}

echo "== the user and its groups"
for group in "$USER_NAME" "${GROUPS_NEEDED[@]}"; do
    # Some images lack gpio or render; SupplementaryGroups= refuses to start without them.
    has_group "$group" || run groupadd --system "${SHADOW_ROOT[@]}" "$group"
done
if ! has_user "$USER_NAME"; then
    run useradd --system "${SHADOW_ROOT[@]}" --gid "$USER_NAME" --no-create-home \
        --home-dir "/var/lib/$USER_NAME" --shell /usr/sbin/nologin \
        --comment "Table companion kiosk" "$USER_NAME"
fi
# The same groups as the unit's, so `sudo -u companion companion selftest` on a console
# reaches the same devices as the service.
missing=()
for group in "${GROUPS_NEEDED[@]}"; do
    in_group "$group" "$USER_NAME" || missing+=("$group")
done
if ((${#missing[@]})); then
    run usermod "${SHADOW_ROOT[@]}" --append --groups "$(IFS=,; echo "${missing[*]}")" "$USER_NAME"
fi

echo "== the venv under $PREFIX"
if ((LIVE)); then
    if [[ ! -x $PREFIX/venv/bin/python ]]; then
        run python3 -m venv "$PREFIX/venv"
    fi
    # Always brought up to this checkout; pip leaves satisfied dependencies as they are,
    # so this is not counted as a change of the system.
    if ((DRY_RUN)); then
        echo "would run: $PREFIX/venv/bin/pip install --quiet ${PIP_ARGS[*]} ${SOURCE}[pi]"
    else
        echo "+ $PREFIX/venv/bin/pip install --quiet ${PIP_ARGS[*]} ${SOURCE}[pi]"
        "$PREFIX/venv/bin/pip" install --quiet "${PIP_ARGS[@]}" "${SOURCE}[pi]"
    fi
else
    echo "skipped under --root: a venv is not relocatable; run install.sh on the device"
fi
install_file "$SOURCE/docs/appliance.md" "$PREFIX/docs/appliance.md" 644

echo "== the unit, the udev rule and the settings"
install_file "$SOURCE/systemd/$SERVICE" "/etc/systemd/system/$SERVICE" 644
install_file "$SOURCE/systemd/$RULE" "/etc/udev/rules.d/$RULE" 644
# The store's settings: installed once, never overwritten (a store may have edited them).
if [[ ! -e $(target /etc/companion/config.toml) ]]; then
    install_file "$SOURCE/systemd/config.toml" /etc/companion/config.toml 644
fi

echo "== boot into the kiosk"
systemctl_root=()
((LIVE)) || systemctl_root=(--root "$ROOT")
if [[ ! -L $(target "/etc/systemd/system/multi-user.target.wants/$SERVICE") ]]; then
    run systemctl "${systemctl_root[@]}" enable "$SERVICE"
fi
# The kiosk owns tty1; a login prompt there would fight it for the screen and the keys.
if [[ -e $(target /etc/systemd/system/getty.target.wants/getty@tty1.service) ]]; then
    run systemctl "${systemctl_root[@]}" disable getty@tty1.service
fi
if ((LIVE)) && [[ -d /run/systemd/system ]]; then
    ((CHANGED)) && run systemctl daemon-reload
    ((CHANGED)) && command -v udevadm >/dev/null && {
        run udevadm control --reload
        run udevadm trigger --subsystem-match=tty --action=add
    }
fi

if ((CHANGED == 0)); then
    echo "already installed; nothing changed"
elif ((DRY_RUN)); then
    echo "dry run: nothing was changed"
else
    echo "installed; the kiosk starts at the next boot (or now: systemctl start $SERVICE)"
fi
