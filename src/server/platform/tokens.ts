import { randomBytes } from "node:crypto";

/**
 * An unguessable token for an address that opens something without signing in (a worker's ID card
 * QR, a contract's sign-in poster, an asset's label): 24 random bytes, 192 bits, as URL-safe base64
 * (32 characters), so it can sit in a path as it is; 32 bytes where a link is kept for years. Never an
 * id: a token is only ever looked up, so nothing about the record can be read from it or guessed from
 * another's.
 */
export const newToken = (bytes = 24) => randomBytes(bytes).toString("base64url");
