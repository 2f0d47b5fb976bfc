# syntax=docker/dockerfile:1
# The service as an image: compiled JavaScript (npm run build), production dependencies only,
# running as the unprivileged `node` user. docs/DEPLOY.md, "Container and compose".
#
#   docker build -t workspace-crm .
#   docker run -p 3000:3000 -v crm-data:/app/data workspace-crm          # embedded PGlite
#   docker run -p 3000:3000 -e DATABASE_URL=postgresql://... workspace-crm
#   docker run -e DATABASE_URL=postgresql://... workspace-crm node dist/src/worker-main.js
#   docker run --rm -e DATABASE_URL=postgresql://... workspace-crm crm api-key list
#
# No install scripts run (--ignore-scripts): the Prisma client is generated and committed in
# generated/, and no dependency builds native code.

# ---- build: every dependency, tsc -> dist/ ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY generated ./generated
COPY src ./src
RUN npm run build

# ---- runtime: production dependencies, the compiled code and the files it reads ----
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# Read at run time from the package root (src/lib/package-root.ts).
COPY prisma/migrations ./prisma/migrations
COPY schema ./schema
COPY generated/openapi.json ./generated/openapi.json
# Apache-2.0 asks that a copy of the license goes with every redistributed build.
COPY LICENSE ./LICENSE
# DATA_DIR of the embedded database (mount a volume here); owned by the user the service runs as.
# The CLI as `crm` (docker compose exec api-1 crm api-key list), as the package's bin.
RUN mkdir -p /app/data && chown node:node /app/data \
 && chmod +x /app/dist/src/cli/main.js && ln -s /app/dist/src/cli/main.js /usr/local/bin/crm
USER node
ENV HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
EXPOSE 3000
# Liveness (slim has no curl): GET /healthz on PORT. The worker (no HTTP server) needs its own
# check: compose.yaml gives it METRICS_PORT and probes that.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--v8-pool-size=1", "--enable-source-maps", "dist/src/main.js"]
