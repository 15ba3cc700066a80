import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { responseSerializer } from "./platform/endpoints";
import type { Db } from "./db/client";
import type { Config } from "./config";
import { noSuchEndpoint, registerErrorHandler } from "./platform/errors";
import { registerAccessControl } from "./platform/access";
import { registerSecurityHeaders } from "./platform/security-headers";
import { registerCrossSiteCheck } from "./platform/cross-site";
import { registerInputGuard } from "./platform/input-guard";
import { registerIdempotency } from "./platform/idempotency";
import { addVary, chooseEncoding, createPageCompressor, registerCompression } from "./platform/compression";
import { createAppPage, SCREEN_MAP_PATH } from "./platform/app-page";
import { SESSION_COOKIE } from "./platform/session";
import { registerCarbonAccess } from "./platform/carbon-access";
import { registerNotificationMail } from "./platform/notify-mail";
import { createMailer, type Mailer } from "./platform/mail";
import { createBotCheck, type BotCheck, type ProofWork } from "./platform/bot-check";
import { createPdfRenderer } from "./platform/pdf-renderer";
import { createCsvExports } from "./platform/csv-export";
import { areas, modules } from "./modules/index";
import { PDF_WORKER_FILE } from "./modules/pdf-documents";

export type AppOptions = {
  db: Db;
  config: Config;
  mailer?: Mailer;
  botCheck?: BotCheck;
  /** The bot check's work when `botCheck` is not given; only tests pass one (see createBotCheck). */
  proofWork?: ProofWork;
  logger?: boolean;
  timeouts?: Partial<typeof TIMEOUTS>;
};

/**
 * Connections that send slowly are cut (slowloris): the headers within 20 s, the whole request within
 * 2 minutes (a 10 MB photo on a weak site connection of 1 Mbit/s takes about 80 s), and a socket that
 * sends nothing for a minute is closed. Node checks the request deadlines every few seconds.
 */
export const TIMEOUTS = { headersMs: 20_000, requestMs: 120_000, idleMs: 60_000, checkEveryMs: 5_000 };

/** The Fastify instance: used by main.ts to listen and by the API tests through inject(). */
export async function buildApp({ db, config, mailer, botCheck, proofWork, logger = true, timeouts }: AppOptions) {
  const limits = { ...TIMEOUTS, ...timeouts };
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: limits.requestMs,
    connectionTimeout: limits.idleMs,
    http: { headersTimeout: limits.headersMs, connectionsCheckingInterval: limits.checkEveryMs },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.validateResponses));
  registerErrorHandler(app);
  registerSecurityHeaders(app as unknown as FastifyInstance);
  registerCrossSiteCheck(app as unknown as FastifyInstance, config);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 50 } });
  registerAccessControl(app, db, config);
  registerInputGuard(app as unknown as FastifyInstance);
  // After the cross-site check and access control: a refused request never claims its key.
  registerIdempotency(app as unknown as FastifyInstance, db);
  // After idempotency's onSend: the key keeps the plain JSON, and a replay is compressed like a first answer.
  registerCompression(app as unknown as FastifyInstance);
  // Site records answer without their carbon to a reader without Carbon Tracking view (decision 0015).
  registerCarbonAccess(app as unknown as FastifyInstance, db);

  const pdfs = createPdfRenderer(config, PDF_WORKER_FILE);
  app.addHook("onClose", () => pdfs.close());
  const deps = {
    db,
    config,
    mailer: mailer ?? createMailer(db, config, areas.mailKinds),
    botCheck: botCheck ?? (await createBotCheck(db, config, proofWork)),
    pdfs,
    csv: createCsvExports(config),
    areas,
  };
  // An event's notification emails go after its request has answered (platform/notify-mail.ts).
  registerNotificationMail(app as unknown as FastifyInstance, db, config, deps.mailer);
  for (const mod of modules) await app.register(mod, deps);

  if (config.webRoot && fs.existsSync(path.join(config.webRoot, "index.html"))) {
    serveClient(app as unknown as FastifyInstance, config.webRoot);
  } else {
    app.setNotFoundHandler((request, reply) => reply.status(404).send(noSuchEndpoint(request.method, request.url)));
  }
  return app;
}

/**
 * The built SPA: hashed assets cached for a year, every other non-API path answers index.html.
 * The build writes `.br` and `.gz` beside each text asset (scripts/vite-precompress.ts): brotli is sent when
 * accepted, then gzip, else the plain file, always with `Vary: Accept-Encoding` (decision 0019).
 */
function serveClient(app: FastifyInstance, root: string) {
  app.register(fastifyStatic, {
    root,
    wildcard: false,
    // "/" is the contracts list: it gets the app page with that screen's files (createAppPage), not the bare index.html.
    index: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      res.header("cache-control", file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const readAsset = (href: string) => {
    try {
      return fs.readFileSync(path.join(root, href), "utf8");
    } catch {
      return null;
    }
  };
  const { appPage, screenMap } = createAppPage(fs.readFileSync(path.join(root, "index.html"), "utf8"), readAsset);
  // The map of each screen's files, for the client's warm-up (app-page.ts); the page names it with its version.
  if (screenMap)
    app.get(SCREEN_MAP_PATH, (_request, reply) =>
      reply.header("cache-control", "public, max-age=31536000, immutable").type("application/json").send(screenMap),
    );
  const compressPage = createPageCompressor();
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith("/api/") || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send(noSuchEndpoint(request.method, request.url));
    }
    const url = new URL(request.url, "http://app");
    const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
    const { key, html, links } = appPage(url.pathname, url.searchParams, signedIn);
    reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
    if (links.length > 0) reply.header("link", links.join(", "));
    addVary(reply);
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    if (!encoding) return reply.send(html);
    return reply.header("content-encoding", encoding).send(await compressPage(key, html, encoding));
  });
}
