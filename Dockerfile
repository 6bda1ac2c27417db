# syntax=docker/dockerfile:1
# One image for every role of Scout (SCOUT_ROLE=api | projections | worker | all).
# Build: docker build -t scout .   Run: see README.md ("Running at scale") and docker-compose.yml.

# ---- build: every dependency (dev ones too), then the web app into frontend/dist ----
FROM node:20-bookworm AS build
WORKDIR /app
# npm ci needs the lockfile and the package.json of every workspace the root lists.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY backend/package.json backend/
COPY projections/package.json projections/
COPY frontend/package.json frontend/
COPY scripts/package.json scripts/
COPY tests/package.json tests/
# Install scripts wait until the sources are in: the root's postinstall builds the web app.
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# Runs the install scripts npm ci skipped: the dependencies' (native modules, esbuild) and the
# root's postinstall, which builds the web app into frontend/dist.
RUN npm rebuild && test -f frontend/dist/index.html

# ---- deps: only what the server runs with (root and the server workspaces, no dev dependencies) ----
# The frontend's packages (vite, MUI, React, ...) are its `dependencies`, so `npm prune --omit=dev`
# would keep them; an install for the server workspaces alone leaves them out.
FROM node:20-bookworm AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY backend/package.json backend/
COPY projections/package.json projections/
COPY frontend/package.json frontend/
COPY scripts/package.json scripts/
COPY tests/package.json tests/
# The root's postinstall builds the web app (the build stage does that); the dependencies' install
# scripts (native modules, esbuild, embedded-postgres) run. The runtime stage takes package.json from build.
RUN --mount=type=cache,target=/root/.npm npm pkg delete scripts.postinstall \
 && npm ci --omit=dev --include-workspace-root --no-audit --no-fund \
      -w contracts -w platform -w backend -w projections -w scripts \
 && node -e "import('tsx').then(() => import('argon2')).then(() => import('embedded-postgres'))"

# ---- runtime: Node on slim Debian, the sources (run by tsx), the server's modules and the built web app ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json /app/tsconfig.base.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/contracts ./contracts
COPY --from=build /app/platform ./platform
COPY --from=build /app/projections ./projections
COPY --from=build /app/backend ./backend
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/frontend/dist ./frontend/dist
# The code stays root's and read-only; the node user writes only DATA_DIR (disk blobs, a local key).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health/live').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=8", "--import", "tsx", "scripts/src/start.ts"]
