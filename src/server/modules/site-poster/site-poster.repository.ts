import { and, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { projects, siteSignInSettings, visitorSignOutTokens, workerSignInLinks, workers } from "../../db/schema/index";

/** The poster's and the personal links' tokens (site_sign_in_settings, worker_sign_in_links, visitor_sign_out_tokens). */

type Exec = Db | Tx;
export type SettingsRow = typeof siteSignInSettings.$inferSelect;

export async function settingsOf(db: Exec, projectId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(siteSignInSettings).where(eq(siteSignInSettings.projectId, projectId));
  return row;
}

/** A new poster token on the contract's settings row (created with no checks when absent): the old token stops working. */
export async function savePosterToken(tx: Tx, projectId: number, token: string, userId: number) {
  const now = new Date();
  const set = { posterToken: token, posterIssuedAt: now, updatedBy: userId, updatedAt: now };
  const [row] = await tx
    .insert(siteSignInSettings)
    .values({ projectId, ...set })
    .onConflictDoUpdate({ target: siteSignInSettings.projectId, set })
    .returning();
  return row;
}

/** The live contract a poster token belongs to, or undefined (unknown, re-issued, or the contract deleted). */
export async function contractOfPoster(db: Exec, token: string) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, slug: projects.slug, postcode: projects.postcode })
    .from(siteSignInSettings)
    .innerJoin(projects, eq(projects.id, siteSignInSettings.projectId))
    .where(and(eq(siteSignInSettings.posterToken, token), isNull(projects.deletedAt)));
  return row;
}

export async function linkOf(db: Exec, workerId: number) {
  const [row] = await db.select().from(workerSignInLinks).where(eq(workerSignInLinks.workerId, workerId));
  return row;
}

export async function saveLink(tx: Tx, workerId: number, token: string, userId: number) {
  const set = { token, issuedBy: userId, issuedAt: new Date() };
  const [row] = await tx
    .insert(workerSignInLinks)
    .values({ workerId, ...set })
    .onConflictDoUpdate({ target: workerSignInLinks.workerId, set })
    .returning();
  return row;
}

/** The live, active worker a personal link token belongs to. */
export async function workerOfLink(db: Exec, token: string) {
  const [row] = await db
    .select({ id: workers.id, firstName: workers.firstName, lastName: workers.lastName })
    .from(workerSignInLinks)
    .innerJoin(workers, eq(workers.id, workerSignInLinks.workerId))
    .where(and(eq(workerSignInLinks.token, token), isNull(workers.deletedAt)));
  return row;
}

export async function saveSignOutToken(tx: Tx, visitorId: number, tokenHash: string) {
  await tx.insert(visitorSignOutTokens).values({ visitorId, tokenHash });
}

export async function visitOfToken(db: Exec, tokenHash: string) {
  const [row] = await db.select({ visitorId: visitorSignOutTokens.visitorId }).from(visitorSignOutTokens).where(eq(visitorSignOutTokens.tokenHash, tokenHash));
  return row?.visitorId;
}

export async function dropSignOutToken(tx: Tx, visitorId: number) {
  await tx.delete(visitorSignOutTokens).where(eq(visitorSignOutTokens.visitorId, visitorId));
}
