#!/bin/sh
# compose.yaml's `backup` service: runs the backup command given as arguments once a day at BACKUP_AT
# (HH:MM, UTC), each time into a new folder of BACKUP_ROOT named after the time, then keeps the newest
# BACKUP_KEEP complete backups (those with a manifest.json) and deletes the others.
#
#   backup-schedule.sh node apps/server/dist/backup.js            # the service: wait, back up, repeat
#   backup-schedule.sh --once node apps/server/dist/backup.js     # one backup now (or from a systemd timer)
#   backup-schedule.sh --health                                   # exit 1 when the last backup failed
#
# BACKUP_ROOT/.status holds the outcome of the last run, which the health check reads.
set -eu

root="${BACKUP_ROOT:-/backups}"
at="${BACKUP_AT:-03:30}"
keep="${BACKUP_KEEP:-14}"
status="$root/.status"

case "$at" in
[01][0-9]:[0-5][0-9] | 2[0-3]:[0-5][0-9]) ;;
*)
	echo "BACKUP_AT must be HH:MM in UTC (found \"$at\")" >&2
	exit 2
	;;
esac
case "$keep" in
'' | *[!0-9]* | 0)
	echo "BACKUP_KEEP must be a number of backups, 1 or more (found \"$keep\")" >&2
	exit 2
	;;
esac

log() { echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) backup: $*"; }

# Backups are named by their UTC time, so names sort by age. Only names of that shape are touched.
backups() {
	for dir in "$root"/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9][0-9][0-9][0-9][0-9]Z; do
		[ -d "$dir" ] && echo "$dir"
	done
	return 0
}

# An interrupted run leaves a folder without manifest.json: never a backup, removed before the next one.
# Then every complete backup but the newest $keep.
prune() {
	for dir in $(backups); do
		[ -f "$dir/manifest.json" ] || { log "removing incomplete $dir"; rm -rf "$dir"; }
	done
	complete=$(backups | wc -l)
	excess=$((complete - keep))
	for dir in $(backups | head -n "$((excess > 0 ? excess : 0))"); do
		log "removing $dir (keeping the newest $keep)"
		rm -rf "$dir"
	done
}

# One backup with the command given; its folder is removed when it fails.
back_up() {
	target="$root/$(date -u +%Y-%m-%dT%H%M%SZ)"
	log "starting into $target"
	if "$@" "$target"; then
		echo "ok $(date -u +%Y-%m-%dT%H:%M:%SZ) $target" >"$status"
		log "done: $target"
		prune
	else
		rm -rf "$target"
		echo "failed $(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$status"
		log "FAILED (the command's messages are above); the next attempt is at the next $at UTC"
		return 1
	fi
}

seconds_until_next() {
	now=$(date -u +%s)
	next=$(date -u -d "today $at" +%s)
	[ "$next" -gt "$now" ] || next=$(date -u -d "tomorrow $at" +%s)
	echo $((next - now))
}

case "${1:-}" in
--health)
	! grep -q '^failed' "$status" 2>/dev/null
	exit
	;;
--once)
	shift
	mkdir -p "$root"
	prune
	back_up "$@"
	exit
	;;
esac

[ $# -gt 0 ] || {
	echo "usage: backup-schedule.sh [--once] <backup command...> | --health" >&2
	exit 2
}
mkdir -p "$root"
[ -f "$status" ] || echo "waiting $(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$status"
log "daily at $at UTC into $root, keeping $keep"
while :; do
	sleep "$(seconds_until_next)"
	prune
	back_up "$@" || true
done
