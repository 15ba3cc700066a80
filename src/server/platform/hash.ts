import { createHash } from "node:crypto";

/** SHA-256 of a text as hex: how a token is kept or keyed (a session, a QR, a sign-out link) without the token itself. */
export const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");
