#!/bin/sh
# Publishes a build as the site's release, atomically, keeping the one before it (docs/deploy.md, "Releases").
#
#   deploy/release.sh SITE_DIR BUILD_DIR    copy BUILD_DIR (a dist/) into SITE_DIR/releases/<time>-<id>/, then
#                                           point SITE_DIR/previous at the release being replaced and switch
#                                           SITE_DIR/current to the new one
#   deploy/release.sh SITE_DIR --rollback   switch current back to previous (and previous to the release left)
#
# nginx serves SITE_DIR/current (CLIQ_DIST) and looks up /assets/ files in SITE_DIR/previous too
# (CLIQ_PREVIOUS_DIST), so a tab opened before the switch still loads its own code. Each link is replaced with
# rename(2) (mv -T), which is atomic: a request sees the old release or the new one, never a missing one. nginx needs
# no reload. Releases other than current and previous are deleted. config.js is not part of a release: nginx serves
# it from its configuration (CLIQ_API_BASE, CLIQ_REPORT_URL).
set -eu

usage() {
  echo "Usage: $0 SITE_DIR BUILD_DIR | $0 SITE_DIR --rollback" >&2
  exit 2
}
[ "$#" -eq 2 ] || usage
site=$1
releases="$site/releases"

# Points the link $1 (in $site) at $2 (relative to $site), in one rename.
switch_link() {
  ln -sfn "$2" "$site/.$1.next"
  mv -Tf "$site/.$1.next" "$site/$1"
}

# The release a link points at (relative to $site), or nothing.
target_of() {
  if [ -L "$site/$1" ]; then readlink "$site/$1"; fi
}

if [ "$2" = "--rollback" ]; then
  current=$(target_of current)
  previous=$(target_of previous)
  if [ -z "$previous" ] || [ ! -d "$site/$previous" ]; then
    echo "No previous release to go back to in $site" >&2
    exit 1
  fi
  switch_link current "$previous"
  switch_link previous "$current"
  echo "current -> $previous (previous -> $current)"
  exit 0
fi

build=$2
for file in index.html 200.html; do
  if [ ! -f "$build/$file" ]; then
    echo "$build is not a build of the app ($file is missing): run npm run build" >&2
    exit 1
  fi
done

mkdir -p "$releases"
new=$(mktemp -d "$releases/$(date -u +%Y%m%dT%H%M%SZ)-XXXXXX")
# nginx's workers (cliq-web, CLIQ_USER) read the files: mktemp made the folder private.
chmod 755 "$new"
cp -R "$build/." "$new/"
# Build metadata no page needs (scripts/bench-bundle.mjs reads it in the checkout).
rm -rf "$new/.vite"
name="releases/$(basename "$new")"

current=$(target_of current)
if [ -n "$current" ]; then switch_link previous "$current"; fi
switch_link current "$name"
echo "current -> $name${current:+ (previous -> $current)}"

# Every other release goes (only current and previous are ever served).
previous=$(target_of previous)
for release in "$releases"/*; do
  [ -d "$release" ] || continue
  relative="releases/$(basename "$release")"
  if [ "$relative" != "$name" ] && [ "$relative" != "$previous" ]; then rm -rf "$release"; fi
done
