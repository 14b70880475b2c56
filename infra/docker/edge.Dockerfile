# The edge: nginx with the static builds of shared-ui and the admin console under /srv/towing,
# and infra/nginx/towing.conf.template rendered for the compose topology. Build from the
# repository root:  docker build -f infra/docker/edge.Dockerfile -t towing-edge .
# The EDGE_* build arguments are the settings of infra/src/nginx-config.ts.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --ignore-scripts --no-audit --no-fund \
 && npm run build -w shared-ui \
 && if [ -f admin-console/package.json ]; then npm run build -w admin-console; \
    else mkdir -p admin-console/dist; fi
ARG EDGE_API_SERVERS=api-1:3000,api-2:3000
ARG EDGE_SSR_SERVERS=ssr:3000
ARG EDGE_LISTEN=80
ARG EDGE_INTERNAL_LISTEN=8080
ARG EDGE_SERVER_NAME=_
ARG EDGE_MAX_BODY=128k
ARG EDGE_LOGIN_RATE=10r/m
ARG EDGE_LOGIN_BURST=5
ARG EDGE_CALLBACK_RATE=20r/m
ARG EDGE_CALLBACK_BURST=10
RUN EDGE_STATIC_ROOT=/srv/towing EDGE_ACCESS_LOG=/dev/stdout \
    node infra/src/render-nginx-config.ts > /tmp/towing.conf

FROM nginx:1.27-bookworm
RUN rm -f /etc/nginx/conf.d/default.conf
COPY --from=build /tmp/towing.conf /etc/nginx/conf.d/towing.conf
COPY --from=build /app/shared-ui/dist /srv/towing/shared-ui
COPY --from=build /app/admin-console/dist /srv/towing/admin
EXPOSE 80 8080
