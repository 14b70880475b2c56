# The API: a stateless Node service. Build from the repository root:
#   docker build -f infra/docker/api.Dockerfile -t towing-api .
# Run with DATABASE_URL (and TRUST_PROXY=true behind nginx); see docs/deployment.md.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY . .
# Production dependencies only. --ignore-scripts: the image already has Node 24, so the `node`
# dev dependency (the repository's own Node) is not wanted here, and nothing else needs a script.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
USER node
ENV PORT=3000 HOST=0.0.0.0
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM finishes requests in flight, then exits 0.
CMD ["node", "api/src/server.ts"]
