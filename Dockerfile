# syntax=docker/dockerfile:1
# The product's images, one file with two targets (docker-compose.yml builds both):
#   server  the Express API on Node 24 LTS (TypeScript run by Node's own type stripping, no
#           build step), non-root, with a copy of the built site it checks for at start-up
#   client  nginx (stable, Debian) serving the prerendered site and proxying /api/ to server
# Build context: the repository root.
#   docker build --target server --build-arg SITE_URL=https://www.example.com -t inlet-server .
#   docker build --target client --build-arg SITE_URL=https://www.example.com -t inlet-client .

# --- Node with an exact npm and every workspace manifest (npm ci checks the lockfile
#     against all of them) ---
FROM node:24.21.0-trixie-slim AS node-base
ARG NPM_VERSION=11.19.1
RUN npm install -g "npm@${NPM_VERSION}" --no-audit --no-fund && npm cache clean --force
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY client/package.json client/
COPY server/package.json server/
COPY tests/package.json tests/

# --- the built site (both targets need it); built once, whichever target asks first ---
FROM node-base AS site
RUN npm ci --workspace client --workspace shared --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared shared
COPY client client
# Canonical origin of links, sitemap, RSS and structured data (read at build time).
ARG SITE_URL=https://inletventures.example
RUN SITE_URL="$SITE_URL" npm run build -w client

# --- production dependencies of the server and shared workspaces ---
FROM node-base AS server-deps
RUN npm ci --omit=dev --workspace server --workspace shared --no-audit --no-fund \
 && npm cache clean --force

# --- server ---
FROM node:24.21.0-trixie-slim AS server
ENV NODE_ENV=production
WORKDIR /app
COPY --from=server-deps /app ./
COPY shared/src shared/src
COPY server/src server/src
# The operator's CLI, for `docker compose exec server node scripts/inquiries.ts …` (docs/operations.md).
COPY server/scripts/inquiries.ts server/scripts/inquiries.ts
COPY --from=site /app/client/dist client/dist
# The outbox: owned by node here, so a new named volume mounted on it starts with that owner.
RUN mkdir -p /var/lib/inlet/outbox && chown node:node /var/lib/inlet/outbox
ENV PORT=3000 \
    HOST=0.0.0.0 \
    CLIENT_DIST=/app/client/dist \
    OUTBOX_DIR=/var/lib/inlet/outbox
USER node
WORKDIR /app/server
EXPOSE 3000
# A script file, not `node -e "…"`: some Docker API implementations split a healthcheck's
# arguments at spaces.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "src/healthcheck.ts"]
# Node is PID 1 and handles SIGTERM itself: it finishes the current delivery and exits.
CMD ["node", "src/main.ts"]

# --- client: nginx ---
FROM nginx:1.30-trixie AS client
# Where /api/ goes: the compose service name and the server's port.
ARG API_UPSTREAM=server:3000
# The TLS proxy or load balancer in front of nginx, if any: its addresses or subnets
# (comma-separated). nginx then takes the client's address from its X-Forwarded-For
# (realip; docs/decisions/023). Empty: the connection's own address.
ARG REAL_IP_FROM=
COPY client/nginx.conf /tmp/inlet.conf.template
COPY client/nginx-security-headers.conf client/nginx-asset-headers.conf /etc/nginx/
RUN rm -f /etc/nginx/conf.d/default.conf && rm -rf /usr/share/nginx/html/*
COPY --from=site /app/client/dist /usr/share/nginx/html
# Render the template exactly as the tests do (tests/stack/nginx-harness.ts): only these five
# names are substituted, nginx's own $variables stay. STYLE_SOURCES is the CSP hash of the inline
# stylesheet, as the build wrote it (docs/decisions/020); SET_REAL_IP_FROM is one
# set_real_ip_from line per REAL_IP_FROM entry, a subnet wider than /8 refused. The stock server
# on port 80 went above.
RUN set -e; \
    for proxy in $(echo "$REAL_IP_FROM" | tr ',' ' '); do \
      case "$proxy" in */[0-7]) echo "REAL_IP_FROM: $proxy trusts every address (or nearly)" >&2; exit 1;; esac; \
    done; \
    PORT=8080 ROOT=/usr/share/nginx/html API_UPSTREAM="$API_UPSTREAM" \
    STYLE_SOURCES="$(cat /usr/share/nginx/html/.csp-style-src)" \
    SET_REAL_IP_FROM="$(for proxy in $(echo "$REAL_IP_FROM" | tr ',' ' '); do echo "set_real_ip_from $proxy;"; done)" \
    envsubst '${PORT} ${ROOT} ${API_UPSTREAM} ${STYLE_SOURCES} ${SET_REAL_IP_FROM}' < /tmp/inlet.conf.template > /etc/nginx/conf.d/inlet.conf; \
    rm /tmp/inlet.conf.template
EXPOSE 8080
# The nginx image has curl (no wget).
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["curl", "-fsS", "-o", "/dev/null", "http://127.0.0.1:8080/"]
