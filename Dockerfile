# Vox Console image: `docker build -t vox-console .` (see README, "Running at scale").

# Build stage: every dependency, and the web app built into apps/web/dist.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --no-audit --no-fund --loglevel=error
COPY . .
RUN npx vite build --config apps/web/vite.config.ts

# Runtime stage: the server's production dependencies only (the server runs its TypeScript directly on Node 24),
# the built web app, and a non-root user. State lives in DATABASE_URL / S3 at scale, else in the /data volume.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8002 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --omit=dev --workspace apps/server --workspace packages/contracts --no-audit --no-fund --loglevel=error \
  && npm cache clean --force
COPY apps/server apps/server
COPY packages/contracts packages/contracts
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8002
HEALTHCHECK --interval=15s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--disable-warning=ExperimentalWarning", "apps/server/src/server.ts"]
