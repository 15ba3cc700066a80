import { randomBytes } from "node:crypto";
import { sign, unsign } from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { systemSecret } from "../../platform/bot-check";
import { LIMITS } from "./auth.limits";

/**
 * A device the account has signed in from (decision 0013): a random device id and the accounts that
 * signed in on it, signed with an installation secret. It proves nothing on its own (the password is
 * still needed); it only exempts its accounts from locks an attacker elsewhere can trigger.
 */
export const DEVICE_COOKIE = "sitebook_device";
export type KnownDevice = { id: string; userIds: number[] };

const secret = (db: Db) => systemSecret(db, "known_device_secret");
const VALUE = /^([0-9a-f]{32})\.(\d{1,12})\.(\d{1,10}(?:-\d{1,10}){0,9})$/;

/** The device the browser names, or null when the cookie is absent, expired, malformed or not ours. */
export async function readKnownDevice(db: Db, request: FastifyRequest): Promise<KnownDevice | null> {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw || raw.length > 500) return null;
  const { valid, value } = unsign(raw, await secret(db));
  const match = valid && value ? VALUE.exec(value) : null;
  if (!match || Number(match[2]) * 1000 < Date.now()) return null;
  return { id: match[1], userIds: match[3].split("-").map(Number) };
}

/** After a sign-in: this account first, then the device's others, for another LIMITS.knownDeviceMs. */
export async function rememberDevice(db: Db, request: FastifyRequest, reply: FastifyReply, device: KnownDevice | null, userId: number) {
  const userIds = [userId, ...(device?.userIds ?? []).filter((id) => id !== userId)].slice(0, LIMITS.knownDeviceAccounts);
  const expires = Math.floor((Date.now() + LIMITS.knownDeviceMs) / 1000);
  const value = `${device?.id ?? randomBytes(16).toString("hex")}.${expires}.${userIds.join("-")}`;
  reply.setCookie(DEVICE_COOKIE, sign(value, await secret(db)), {
    // Only the sign-in call reads it; no page script can (HttpOnly), no other site sends it (Strict).
    path: "/api/login",
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    maxAge: Math.floor(LIMITS.knownDeviceMs / 1000),
  });
}
