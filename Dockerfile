# pxv as a container image (docs/DEPLOY.md). Two stages: `build` installs every dependency and
# builds the server, the shared packages and the web app; `runtime` installs only the server's
# production dependencies and copies the built files in. Debian, not Alpine: sharp ships glibc
# binaries. apps/server/src/production-layout.test.ts replays the runtime stage's steps in a
# temporary folder, in this order, so keep each COPY and RUN on its own line.

FROM node:20-bookworm-slim AS build
# better-sqlite3 (the sync store) compiles from source when no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/pixiv/package.json packages/pixiv/
COPY packages/sandbox/package.json packages/sandbox/
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
# ffmpeg makes the server-side ugoira videos; tini forwards signals so pxv drains on `docker stop`.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg tini && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PXV_HOST=0.0.0.0 PXV_PORT=8787
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/packages/pixiv/package.json packages/pixiv/
COPY --from=build /app/packages/sandbox/package.json packages/sandbox/
# The sandbox (and sharp, its picture renderer) only when wanted: the server imports it only in
# sandbox mode, so by default the image runs on pixiv (PIXIV_REFRESH_TOKEN) and holds neither;
# `--build-arg PXV_SANDBOX=1` makes an image that also runs without a pixiv account.
ARG PXV_SANDBOX=
# No install scripts here (better-sqlite3's is the only one among the server's dependencies): its
# binary, compiled in the build stage for the same Node, is copied in instead of compiled again.
RUN npm ci --omit=dev --workspace=@pxv/server ${PXV_SANDBOX:+--workspace=@pxv/sandbox} --ignore-scripts && npm cache clean --force
COPY --from=build /app/node_modules/better-sqlite3/build node_modules/better-sqlite3/build
COPY --from=build /app/packages/pixiv/dist packages/pixiv/dist
COPY --from=build /app/packages/sandbox/dist packages/sandbox/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/data apps/server/data
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# The sync store's SQLite file (PXV_DATA_DIR's default); mount a volume here to keep it.
RUN mkdir -p .pxv/data && chown node:node .pxv/data
VOLUME /app/.pxv/data
USER node
EXPOSE 8787
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PXV_PORT || 8787) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["tini", "--"]
CMD ["node", "apps/server/dist/main.js"]
