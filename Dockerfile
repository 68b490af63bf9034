# Proof's Linux build environment, for recording goldens on a Mac with the same bytes as Linux CI:
# Debian 12 (bookworm), Swift 6.3, and the -dev packages Scripts/ensure-deps installs (the same
# steps .ci/run performs). Bundled fonts only, so nothing else on the image changes a pixel.
#
#   docker build -t proof .
#   docker run --rm -v "$PWD":/work -w /work proof swift run proof record          # Proof's own goldens
#   docker run --rm -v "$PWD":/work -w /work proof swift run myds-proof record     # a team's package
#
# Not exercised on Proof's CI machines (no container runtime there): it repeats .ci/run's steps.
FROM swift:6.3-bookworm

RUN apt-get update -qq \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
        pkg-config libpng-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libunibreak-dev \
    && rm -rf /var/lib/apt/lists/*
