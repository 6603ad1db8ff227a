#!/bin/sh
# What the official image's entrypoint does for `redis-server ...` without a config file.
set -e
if [ "${1#-}" != "$1" ]; then set -- redis-server "$@"; fi
if [ "$1" = redis-server ]; then
  case "$*" in *--protected-mode*) ;; *) set -- "$@" --protected-mode no ;; esac
  # As the official image does: what Redis writes (the append-only file) is its own only.
  if [ "$(umask)" = 0022 ]; then umask 0077; fi
  if [ "$(id -u)" = 0 ]; then
    chown -R redis:redis /data
    exec setpriv --reuid=redis --regid=redis --init-groups "$@"
  fi
fi
exec "$@"
