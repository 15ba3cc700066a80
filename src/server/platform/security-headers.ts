import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";

/**
 * Security headers on every answer (the app page, its assets and the API), through @fastify/helmet.
 * Helmet sets them in onRequest, so errors and 404s carry them too; a route that serves user files
 * (file content, images) replaces the CSP with a stricter one of its own.
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

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Same-origin requests keep their Referer (and, by the Fetch rules, a real Origin on POST, which
    // the cross-site check reads); nothing about our URLs (project slugs) leaves for other sites.
    referrerPolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
    // Helmet would send HSTS over plain HTTP too; it is only meaningful, and only sent, over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}
