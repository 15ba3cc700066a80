import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { TRAVEL_METHODS } from "@shared/carbon/carbon";
import { ukTime, ukToday } from "@shared/common/uk-dates";
import { TRAVEL_METHOD_KEYS } from "@shared/visitors/visitor";
import {
  POSTER_NOT_VALID,
  SIGN_OUT_LINK_NOT_VALID,
  VISITOR_TOO_MANY,
  type SitePage,
  type VisitorSelfInput,
  type VisitorSignedIn,
  type VisitStatus,
} from "@shared/site-sign-in/site-public";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { BotCheck } from "../../platform/bot-check";
import { notFound } from "../../platform/errors";
import { pdfCompany } from "../../platform/pdf-company";
import type { PostcodeLocator } from "../../platform/postcode-distance";
import { spend, timeLeft, type RateLimit } from "../../platform/rate-limit";
import { publishSiteChange } from "../../platform/site-changes";
import { findVisitorRow, insertVisitor, prepareVisitor, signOutVisitor } from "../visitors/visitors.service";
import * as repo from "./site-poster.repository";
import { sha256Hex } from "../../platform/hash";

/**
 * Visitors on the poster's page (issue 31): no account, so the poster's token finds the contract, the
 * sign-in is bot-checked and counted per connection, and the visit is written by the visitors' own
 * create path (the same travel carbon as one typed in the diary). The phone gets a sign-out token
 * once; only its SHA-256 is kept, so the database alone cannot sign anyone out.
 */

export type PublicDeps = { db: Db; config: Config; botCheck: BotCheck; locate: PostcodeLocator };

/** A crew arriving on one connection (the site office's wifi, a van's hotspot) still gets through. */
export const VISITOR_LIMIT: RateLimit = { max: 20, windowMs: 60 * 60 * 1000, message: (ms) => VISITOR_TOO_MANY(timeLeft(ms)) };

export async function contractOf(db: Db, token: string) {
  const contract = await repo.contractOfPoster(db, token);
  if (!contract) throw notFound(POSTER_NOT_VALID);
  return contract;
}

export async function page({ db, config }: PublicDeps, token: string): Promise<SitePage> {
  const contract = await contractOf(db, token);
  const company = await pdfCompany(db, config);
  return {
    contractName: contract.name,
    companyName: company.name,
    brandColor: company.brandColor,
    travelMethods: TRAVEL_METHOD_KEYS.map((key) => ({ key, label: TRAVEL_METHODS[key].label, hasCarbon: Boolean(TRAVEL_METHODS[key].factorId) })),
  };
}

const status = (v: { firstName: string; lastName: string; date: string; signInTime: string | null; signOutTime: string | null }): VisitStatus => ({
  name: `${v.firstName} ${v.lastName}`,
  date: v.date,
  signInTime: v.signInTime,
  signOutTime: v.signOutTime,
  // A visit of an earlier day the site team never closed is not "on site" for the phone: it offers the form again.
  onSite: v.signOutTime === null && v.date === ukToday(),
});

export async function signIn(deps: PublicDeps, request: FastifyRequest, token: string, input: VisitorSelfInput): Promise<VisitorSignedIn> {
  const { db, botCheck, locate } = deps;
  const contract = await contractOf(db, token);
  await spend(db, `poster-visitor:ip:${request.ip}`, VISITOR_LIMIT);
  await botCheck.verify(input.recaptchaToken, "visitor_sign_in");
  const { recaptchaToken: _, ...visit } = input;
  const ctx = { db, request, locate };
  const prepared = await prepareVisitor(ctx, { ...visit, projectId: contract.id, date: ukToday(), signInTime: ukTime(), signOutTime: null });
  const signOutToken = randomBytes(32).toString("base64url");
  const id = await db.transaction(async (tx) => {
    const visitorId = await insertVisitor(tx, request, prepared, { anonymous: true, columns: { signInMethod: "poster" } });
    await repo.saveSignOutToken(tx, visitorId, sha256Hex(signOutToken));
    return visitorId;
  });
  publishSiteChange(contract.id);
  return { visit: status((await findVisitorRow(db, id))!), signOutToken };
}

/** The visit of a sign-out token on this poster's contract: a token of another contract's visit is not found here. */
async function visitOf(db: Db, token: string, visitToken: string) {
  const contract = await contractOf(db, token);
  const visitorId = await repo.visitOfToken(db, sha256Hex(visitToken));
  const row = visitorId === undefined ? undefined : await findVisitorRow(db, visitorId);
  if (!row || row.projectId !== contract.id) throw notFound(SIGN_OUT_LINK_NOT_VALID);
  return row;
}

export async function visit({ db }: PublicDeps, token: string, visitToken: string): Promise<VisitStatus> {
  return status(await visitOf(db, token, visitToken));
}

/** Signs the visit out (sign_out_method self) and voids the token with it: it works once. */
export async function signOut({ db, locate }: PublicDeps, request: FastifyRequest, token: string, visitToken: string): Promise<VisitStatus> {
  const row = await visitOf(db, token, visitToken);
  await signOutVisitor({ db, request, locate }, row.id, { method: "self", inTx: (tx) => repo.dropSignOutToken(tx, row.id) });
  publishSiteChange(row.projectId);
  return status((await findVisitorRow(db, row.id))!);
}
