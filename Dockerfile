# syntax=docker/dockerfile:1
# Frederiksberg Gaming Center: build once, run anywhere (docs/deploy.md).
#
#   docker build -t fgc .
#   docker run -d -p 3000:3000 -v fgc-data:/data -e SITE_URL=https://gamingcenter.example fgc
#
# Every setting (SITE_*, AUTH_SECRET, DATABASE_URL) is given at run time; nothing is baked in.
# The image holds the build (build/server/index.js is the whole server) and the few lines that
# load it; no sources. The operator's commands (user:add, db:migrate, import:testimonials) need
# the sources: run them from the build stage against the same DATA_DIR or DATABASE_URL:
#
#   docker build --target build -t fgc-tools .
#   docker run --rm -it -v fgc-data:/data -e DATA_DIR=/data fgc-tools \
#     npm run user:add -- --email chef@example.dk --admin

ARG NODE_IMAGE=node:24-bookworm-slim

# ── Production dependencies only ─────────────────────────────────────────────
# `npm install`, not `npm ci`: the lock file holds the platform binaries of this machine only.
# --omit=optional as well: vitest, vite and typescript are optional peers of production packages
# (better-auth, @react-router/node), so the lock file marks them "devOptional", which --omit=dev
# alone keeps. None of the production packages needs an optional dependency or an install script.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund

# ── Build: every dependency, then the client and server bundles ──────────────
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# ── Runtime: Node, production dependencies and the build ─────────────────────
FROM ${NODE_IMAGE} AS runtime
# glibc's allocator kept to two arenas: docs/decisions/037-two-malloc-arenas.md.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root, so the app user can read but not change its own code.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/build ./build
COPY --from=build /app/server/main.ts /app/server/http.ts ./server/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The young generation capped at 8 MB a semi-space: docs/decisions/036-young-generation-8-mb.md.
CMD ["node", "--max-semi-space-size=8", "server/main.ts"]
