/**
 * Builds the Fastify application from resolved upstream bases: the HibiAPI-compatible API, the image
 * proxy, the web app and the health check. Pure wiring — no listening, no environment — so tests
 * build the same app with `inject`.
 */
import Fastify, { LogController, type FastifyInstance } from "fastify";
import type { ServerConfig, UpstreamBases } from "./config.js";
import { registerHibiApiRoutes } from "./routes/hibi-api.js";
import { imageHosts, registerImageProxy } from "./routes/image-proxy.js";
import { registerWebApp } from "./routes/web-app.js";
import { createAppApiClient } from "./upstream/app-api-client.js";
import { HttpError, errorBody } from "./upstream/errors.js";

export interface AppOptions {
  readonly bases: UpstreamBases;
  readonly webRoot: string | null;
  readonly logLevel?: ServerConfig["logLevel"];
  readonly upstream: ServerConfig["upstream"];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? "silent",
      redact: ["req.headers.authorization", "req.headers.cookie", "req.headers['x-auth']"],
    },
    // Request lines would drown the log at info level; errors are still logged by the handler below.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 1000 },
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
      return reply.code(error.statusCode).send(errorBody(error, request.url));
    }
    const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
    if (statusCode >= 500) request.log.error({ err: error }, "request failed");
    const message = statusCode >= 500 ? "Internal server error" : (error as Error).message;
    return reply
      .code(statusCode)
      .send(errorBody(new HttpError(statusCode, "server_error", message), request.url));
  });

  const appApi = createAppApiClient(options.bases.appApi);
  app.addHook("onClose", async () => {
    await appApi.close();
  });

  app.get("/healthz", () => ({ status: "ok", upstream: options.upstream }));
  registerHibiApiRoutes(app, appApi);
  registerImageProxy(app, imageHosts(options.bases));
  await registerWebApp(app, options.webRoot);
  return app;
}
