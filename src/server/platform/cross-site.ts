import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { forbidden } from "./errors";

export const CROSS_SITE_MESSAGE = "This request came from another website and was refused";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Sec-Fetch-Site values a browser sends for our own pages, or for a request the user typed. */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

/** The origin a browser says the request came from: Origin, else Referer's origin; undefined when it says neither. */
export function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === "string" && origin !== "") return origin.toLowerCase();
  const referer = request.headers.referer;
  if (typeof referer !== "string" || referer === "") return undefined;
  try {
    return new URL(referer).origin.toLowerCase();
  } catch {
    return "invalid";
  }
}

/**
 * The origins this server answers as: PUBLIC_URL when set, the one the request was addressed to,
 * and its HTTPS twin — a TLS proxy that keeps Host but is not trusted (TRUST_PROXY off) makes an
 * HTTPS page's requests arrive as plain HTTP. A page on another port or a sibling subdomain is
 * none of these.
 */
function ownOrigins(request: FastifyRequest, config: Config): string[] {
  const own = [originOf(request.protocol, request.host), originOf("https", request.host)];
  if (config.publicOrigin) own.push(config.publicOrigin.toLowerCase());
  return own;
}

/** As a browser writes it: lower case, without the scheme's default port (Host may say "example.com:80"). */
function originOf(protocol: string, host: string) {
  try {
    return new URL(`${protocol}://${host}`).origin.toLowerCase();
  } catch {
    return "invalid host";
  }
}

/**
 * Refuses state-changing requests that a browser says came from another site (CSRF: SameSite=Lax
 * does not stop a page on another port or a sibling subdomain, and "simple" form or no-cors posts
 * need no preflight). A browser always sends Origin on a cross-origin POST, so a request with
 * neither Origin nor Referer comes from a script or an integration and keeps working.
 * Runs first, before the session is read or the body parsed.
 */
export function registerCrossSiteCheck(app: FastifyInstance, config: Config) {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers["sec-fetch-site"];
    if (typeof fetchSite === "string" && !OWN_FETCH_SITES.has(fetchSite)) throw forbidden(CROSS_SITE_MESSAGE);
    const origin = claimedOrigin(request);
    if (origin === undefined) return;
    if (!ownOrigins(request, config).includes(origin)) throw forbidden(CROSS_SITE_MESSAGE);
  });
}
