# Mon Toiletteur: one image for the web instances, the jobs worker and the release step.
#   docker build -t toiletteurs .
#   web:     node server.js              (the standalone Next server)
#   worker:  node --conditions=production jobs/dist/worker.mjs   (scheduled jobs)
#   release: node --conditions=production jobs/dist/release.mjs  (migrations, once per version, before the others start)
#   backup:  node --conditions=production jobs/dist/backup.mjs   (database, uploads and manifest; decision 0069)

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY booking-engine/package.json booking-engine/
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && mkdir -p /jobs \
  && cp -r dist node_modules package.json /jobs/

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    KEEP_ALIVE_TIMEOUT=65000 \
    STORAGE_DIR=/data
WORKDIR /app
# pg_dump and pg_restore of the database's major version (compose.yaml: postgres:17) for the backup
# service: Debian bookworm has 15 only, so from PostgreSQL's own apt repository (decision 0069).
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates curl \
  && install -d /usr/share/postgresql-common/pgdg \
  && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc https://www.postgresql.org/media/keys/ACCC4CF8.asc \
  && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" > /etc/apt/sources.list.d/pgdg.list \
  && apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-17 \
  && apt-get purge -y curl && rm -rf /var/lib/apt/lists/*
RUN groupadd --system app && useradd --system --gid app --home-dir /app app \
  && mkdir -p /data/media /data/.data /backups && chown -R app:app /data /backups
# The standalone server: server.js, the traced node_modules, the static files.
COPY --from=build --chown=app:app /app/.next/standalone ./
# The compiled jobs worker and release step, with the production dependencies.
COPY --from=build --chown=app:app /jobs ./jobs
USER app
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/v1/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
