# syntax=docker/dockerfile:1
# Khel in one image. The steps are those apps/server/test/production-install.test.ts runs on
# every `npm test` (no container daemon runs on our machines): `npm run build` bundles the server
# into dist/ beside copies of the migrations and the built pages, and `npm ci --omit=dev` in dist/
# installs the runtime it leaves outside the bundle — then plain `node` on dist/server/main.js with
# the flags of `npm start`.

FROM node:20-bookworm-slim AS build
WORKDIR /src
# The manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/db/package.json packages/db/
COPY packages/static/package.json packages/static/
COPY apps/server/package.json apps/server/
COPY apps/games/package.json apps/games/
COPY apps/psp-sandbox/package.json apps/psp-sandbox/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
RUN npm ci --no-audit --no-fund
COPY . .
# Build-time settings of the web app (README: Configuration).
ARG VITE_API_BASE VITE_DEFAULT_LOCALE VITE_ADVERTISER_APP_ID VITE_ADVERTISER_EVENT_TOKENS
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /src/dist/package.json /src/dist/package-lock.json dist/
RUN cd dist && npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /src/dist dist/
# The code stays root's and read-only; the server writes only to DATA_DIR (PGlite, when no
# DATABASE_URL is given).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV HOST=0.0.0.0 PORT=8080 DATA_DIR=/app/data
VOLUME /app/data
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The environment and node flags of `npm start` (package.json), which keep an instance's memory in
# bounds (docs/architecture.md §1, "An instance's memory").
ENV MALLOC_MMAP_THRESHOLD_=131072
CMD ["node", "--v8-pool-size=1", "--max-semi-space-size=4", "--heap-growing-percent=25", "dist/server/main.js"]
