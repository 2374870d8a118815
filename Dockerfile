# syntax=docker/dockerfile:1
# VitalPlan: build with the dev toolchain, run with production dependencies only, as a non-root user.
# The install and start commands are the README's ("Running in production"); deploy/deployment.test.ts keeps
# them identical. OCR language data comes from the @tesseract.js-data/* npm packages, so it is in the image.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    KEYS_DIR=/keys
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server/src/db/migrations ./server/src/db/migrations
COPY package.json ./
# Keys apart from the data (generated there only when SESSION_SECRET / DATA_ENCRYPTION_KEY are not set).
RUN mkdir -p /data /keys && chown node:node /data /keys && chmod 700 /keys
USER node
VOLUME ["/data", "/keys"]
EXPOSE 3000
# Readiness: database reachable, migrations applied, not shutting down. Node's fetch (the slim image has no curl).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
