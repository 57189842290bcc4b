# syntax=docker/dockerfile:1
# Frederiksberg Gaming Center: build once, run anywhere (docs/deploy.md).
#
#   docker build -t fgc \
#     --build-arg SITE_URL=https://gamingcenter.example --build-arg SITE_PHONE="+45 …" … .
#   docker run -d -p 3000:3000 -v fgc-data:/data fgc
#
# The public settings (SITE_URL, SITE_NAME, SITE_PHONE, SITE_EMAIL, SITE_ADDRESS, SITE_CVR) are
# baked into the prerendered pages, so they are build arguments; the final image keeps the same
# values as its environment. Secrets (AUTH_SECRET, DATABASE_URL) are given at run time only.

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
ARG SITE_URL
ARG SITE_NAME
ARG SITE_PHONE
ARG SITE_EMAIL
ARG SITE_ADDRESS
ARG SITE_CVR
RUN npm run build

# ── Runtime: Node, production dependencies, the build and the server ─────────
FROM ${NODE_IMAGE} AS runtime
ARG SITE_URL
ARG SITE_NAME
ARG SITE_PHONE
ARG SITE_EMAIL
ARG SITE_ADDRESS
ARG SITE_CVR
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SITE_URL=${SITE_URL} \
    SITE_NAME=${SITE_NAME} \
    SITE_PHONE=${SITE_PHONE} \
    SITE_EMAIL=${SITE_EMAIL} \
    SITE_ADDRESS=${SITE_ADDRESS} \
    SITE_CVR=${SITE_CVR}
WORKDIR /app
# Owned by root, so the app user can read but not change its own code.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/app ./app
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/main.ts"]
