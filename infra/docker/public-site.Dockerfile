# The public site's SSR server. Build from the repository root:
#   docker build -f infra/docker/public-site.Dockerfile -t towing-ssr .
# Run with API_URL (nginx's internal listener) and SHARED_UI_SERVER_URL; see docs/deployment.md.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --ignore-scripts --no-audit --no-fund \
 && npm run build -w shared-ui \
 && npm run build -w public-site

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY . .
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force \
 # The SSR server writes the shared-ui remote it fetched here (docs/decisions/001).
 && mkdir -p node_modules/.ssr-cache && chown node:node node_modules/.ssr-cache
COPY --from=build /app/public-site/dist public-site/dist
USER node
ENV PORT=3000 HOST=0.0.0.0
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/robots.txt').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "public-site/src/server/main.ts"]
