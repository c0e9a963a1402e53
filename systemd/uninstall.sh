#!/usr/bin/env bash
# Undo systemd/install.sh: stop and remove the kiosk unit, the udev rule and
# /opt/companion, and give tty1 its login prompt back. The games' journal in
# /var/lib/companion, the settings in /etc/companion and the companion user are
# kept unless --purge is given.
# Idempotent: running it on a clean system changes nothing.
#
#   sudo systemd/uninstall.sh [--purge] [--dry-run] [--root DIR]
set -euo pipefail

readonly SERVICE=companion-kiosk.service
readonly RULE=60-table-reader.rules
readonly USER_NAME=companion
readonly PREFIX=/opt/companion

ROOT=/
DRY_RUN=0
PURGE=0

while (($#)); do
    case $1 in
        --root) ROOT=${2:?--root needs a directory}; shift 2 ;;
        --root=*) ROOT=${1#--root=}; shift ;;
        --dry-run|-n) DRY_RUN=1; shift ;;
        --purge) PURGE=1; shift ;;
        -h|--help) sed -n '2,8s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) echo "uninstall.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
    esac
done

SCRIPT=uninstall.sh
# shellcheck source-path=SCRIPTDIR source=target-root.sh
source "$(dirname "${BASH_SOURCE[0]}")/target-root.sh"
systemctl_root=()
((LIVE)) || systemctl_root=(--root "$ROOT")

unit=$(target "/etc/systemd/system/$SERVICE")
if ((LIVE)) && [[ -d /run/systemd/system ]] && systemctl --quiet is-active "$SERVICE"; then
    run systemctl stop "$SERVICE"
fi
if [[ -L $(target "/etc/systemd/system/multi-user.target.wants/$SERVICE") ]]; then
    run systemctl "${systemctl_root[@]}" disable "$SERVICE"
fi
[[ -e $unit ]] && run rm -f "$unit"
[[ -e $(target "/etc/udev/rules.d/$RULE") ]] && run rm -f "$(target "/etc/udev/rules.d/$RULE")"
[[ -e $(target "$PREFIX") ]] && run rm -rf "$(target "$PREFIX")"
if [[ ! -e $(target /etc/systemd/system/getty.target.wants/getty@tty1.service) ]] \
    && [[ -e $(target /lib/systemd/system/getty@.service) || -e $(target /usr/lib/systemd/system/getty@.service) ]]; then
    run systemctl "${systemctl_root[@]}" enable getty@tty1.service
fi

if ((PURGE)); then
    [[ -e $(target /etc/companion) ]] && run rm -rf "$(target /etc/companion)"
    [[ -e $(target "/var/lib/$USER_NAME") ]] && run rm -rf "$(target "/var/lib/$USER_NAME")"
    grep -q "^$USER_NAME:" "$(target /etc/passwd)" && run userdel "${SHADOW_ROOT[@]}" "$USER_NAME"
    # The device groups (gpio, render, ...) stay: other software may rely on them.
    grep -q "^$USER_NAME:" "$(target /etc/group)" && run groupdel "${SHADOW_ROOT[@]}" "$USER_NAME"
fi

if ((LIVE && CHANGED)) && [[ -d /run/systemd/system ]]; then
    run systemctl daemon-reload
    command -v udevadm >/dev/null && run udevadm control --reload
fi

if ((CHANGED == 0)); then
    echo "not installed; nothing changed"
elif ((DRY_RUN)); then
    echo "dry run: nothing was changed"
else
    echo "uninstalled"
fi
