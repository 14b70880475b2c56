# The API: a stateless Node service. Build from the repository root:
#   docker build -f infra/docker/api.Dockerfile -t towing-api .
# Run with DATABASE_URL (and TRUST_PROXY=true behind nginx); see docs/deployment.md.
FROM node:24-bookworm-slim
WORKDIR /app
# Scheduled backups run pg_dump, which must be as new as the server (compose runs PostgreSQL 17;
# bookworm ships 15): the client from the PostgreSQL project's Debian repository, set up by the
# script postgresql-common carries for it, with the repository's key from the same package.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-common \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y --no-install-recommends postgresql-client-17 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
COPY . .
# Production dependencies only. --ignore-scripts: the image already has Node 24, so the `node`
# dev dependency (the repository's own Node) is not wanted here, and nothing else needs a script.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
USER node
# Node keeps the TypeScript it has stripped (and compiled) here: from a container's second start
# on, the API does not load the stripper (about 20 MB resident in each of its two threads).
ENV PORT=3000 HOST=0.0.0.0 NODE_COMPILE_CACHE=/tmp/node-compile-cache
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM finishes requests in flight, then exits 0. The young generation is capped at 8 MB (V8
# grows it to 128 MB in a burst and keeps it), and the old one collected at 1.5 times what lived
# (V8's up to 4 times kept a burst's dead requests); `gc` lets the server give a burst's pages back
# 2 s after it ends, where V8 waits about 100 s: docs/performance.md.
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=50", "--expose-gc", "api/src/server.ts"]
