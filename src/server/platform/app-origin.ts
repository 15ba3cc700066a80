import type { FastifyRequest } from "fastify";
import type { Config } from "../config";

/**
 * The address a printed QR code or a mailed link opens: the configured public address (PUBLIC_URL),
 * else the one the request came to, so a label printed from the app opens that same app.
 */
export const appOrigin = (config: Pick<Config, "publicOrigin">, request: FastifyRequest) => config.publicOrigin ?? `${request.protocol}://${request.host}`;

/** The address a link in timed work's email opens (no request to go by): PUBLIC_URL, else this server on localhost. */
export const jobOrigin = (config: Pick<Config, "publicOrigin" | "port">) => config.publicOrigin ?? `http://localhost:${config.port}`;
