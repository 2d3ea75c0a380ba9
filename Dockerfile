# syntax=docker/dockerfile:1
#
# Cordée's production image: the compiled server (apps/server/dist) and the built web app (apps/web/dist)
# in the repository's own layout under /app, run by the base image's node as the unprivileged `node` user.
#
#   docker build -t cordee .
#   docker run -p 3000:3000 -e PUBLIC_URL=http://localhost:3000 -e PAYMENTS_PROVIDER=sandbox cordee
#
# Without DATABASE_URL the server keeps PGlite (and local uploads) in DATA_DIR=/data: mount a volume there
# for a single instance. Several instances need PostgreSQL and S3 storage: see compose.yaml.

# One base for every stage, so the native addons (sharp, @node-rs/argon2) are installed for the same
# platform (linux-x64 or arm64, glibc) they run on. An exact release: `node:24-bookworm-slim` moves to a
# new build under the same name. To pin the digest as well, on a machine with Docker:
#   docker buildx imagetools inspect node:24.21.0-bookworm-slim   (then NODE_IMAGE=node:24.21.0-bookworm-slim@sha256:…)
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# Workspace manifests only, so the dependency layers are rebuilt when a lock file changes, not on every
# source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

# Every dependency, dev ones included: the build runs vite, tsx and esbuild (dev dependencies, absent from
# the runtime stage). npm ci also installs the
# `node` dev dependency (the repository's own Node 24 pin, fetched as an npm package): harmless here,
# and absent from the runtime stage.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w apps/web && npm run build -w apps/server

# The server's production dependencies alone: esbuild leaves npm packages external (decision 0020), so
# the compiled server imports them from node_modules at run time. `--workspace apps/server` skips the web
# app's packages (the browser bundle needs none of them at run time) and the root's dev dependencies; no
# build tool (tsx, esbuild, vite, typescript) is among them.
FROM manifests AS server-dependencies
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# pg_dump / pg_restore for the backup and restore commands (node apps/server/dist/backup.js <dir>).
# Debian bookworm's client is PostgreSQL 15, the major version compose.yaml runs and the tests use; a
# pg_dump older than its server refuses to dump it, so a newer server needs a newer client here too.
# Costs about 65 MB (the client, libpq and perl for Debian's pg_wrapper).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Code and packages stay owned by root: the server process can read them, not change them.
COPY --from=server-dependencies /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# `npm run backup|restore|create-admin|migrate` run the compiled files of dist through it (no sources here).
COPY apps/server/scripts/run-command.mjs apps/server/scripts/run-command.mjs
# The only places the server writes: /data (PGlite and local uploads when no DATABASE_URL / S3 is
# configured; compose points TMPDIR at /data/tmp for uploads in progress, the root filesystem being
# read-only) and /backups (compose's backup service). A new volume takes this ownership from the image.
RUN mkdir -p /data/tmp /backups && chown node:node /data /data/tmp /backups
VOLUME ["/data"]

USER node
EXPOSE 3000
# Liveness only: /api/health answers without the database (the proxy checks readiness, /api/ready). The
# image has no curl; node's fetch does it. PORT is read so a changed port does not fail the check.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# close-with-grace finishes in-flight requests and closes the database on SIGTERM.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
