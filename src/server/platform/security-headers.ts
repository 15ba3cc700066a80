import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Security headers on every answer (the app page, its assets and the API), chosen by helmet. They are
 * the same for every answer, so helmet runs once at start-up and each request copies its headers
 * (issue 13: @fastify/helmet rebuilt the policy on every request, ~1 % of the contracts list). They are
 * set in onRequest, so errors and 404s carry them too; a route that serves user files
 * (file content, images) replaces the CSP with a stricter one of its own.
 *
 * Every API answer is `Cache-Control: no-store` (issue 28 §13): JSON and downloads carry a person's or
 * the company's data, which no shared or browser cache may keep after sign-out. A route that chose its
 * caching (a versioned photo, a file's revalidation) sets its own header, which replaces this one.
 * The app page's preloaded opening reads (`Link: rel=preload; as=fetch`) are still taken by the
 * page's own fetch: a preload is matched in the document, not through the HTTP cache.
 *
 * The CSP allows only what the built client uses: its own scripts (no inline script), its own
 * workers (the bot check's proof-of-work), same-origin frames (PDF and photo previews of project
 * files), and images from itself, data: and blob: URLs (previews before upload). Inline styles stay
 * allowed: Radix dialogs inject a scroll-lock <style> element, and style attributes cannot run code.
 * No upgrade-insecure-requests: a plain-HTTP install on a site LAN would lose its own assets.
 */
export const CONTENT_SECURITY_POLICY = {
  "default-src": ["'self'"],
  "base-uri": ["'self'"],
  "connect-src": ["'self'"],
  "font-src": ["'self'", "data:"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "frame-src": ["'self'"],
  "img-src": ["'self'", "data:", "blob:"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "worker-src": ["'self'", "blob:"],
};

/** One year, this host only: a company's other subdomains may not all speak HTTPS. */
const HSTS = "max-age=31536000";

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // Same-origin requests keep their Referer (and, by the Fetch rules, a real Origin on POST, which
  // the cross-site check reads); nothing about our URLs (project slugs) leaves for other sites.
  referrerPolicy: { policy: "same-origin" },
  xFrameOptions: { action: "deny" },
  // Helmet would send HSTS over plain HTTP too; it is only meaningful, and only sent, over HTTPS.
  strictTransportSecurity: false,
};

/** The headers helmet sets with these options, read once from its middleware. */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => void (failed = error));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
    done();
  });
}
