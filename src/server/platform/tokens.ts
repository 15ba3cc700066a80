import { randomBytes } from "node:crypto";

/**
 * An unguessable token for a link or a QR code (a worker's ID card, an asset's label, a poster):
 * random bytes in URL-safe base64, so nothing about the record can be read from it or guessed from
 * another's. 24 bytes (192 bits) by default, 32 where a link is kept for years.
 */
export const newToken = (bytes = 24) => randomBytes(bytes).toString("base64url");
