import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ListRegistrationsQuery } from "@shared/workforce/worker-registrations.endpoints";
import type { Db, Tx } from "../../db/client";
import { files, inductions, projects, registrationLinks, users, workerCards, workerRegistrations, workers } from "../../db/schema/index";

/** The queries of registration before arrival (issue 30, decision 0068). */

type Exec = Db | Tx;
export type RegistrationRow = typeof workerRegistrations.$inferSelect;
export type LinkRow = typeof registrationLinks.$inferSelect;
export type InductionRow = typeof inductions.$inferSelect;

export async function linkOf(db: Exec, projectId: number): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(registrationLinks).where(eq(registrationLinks.projectId, projectId));
  return row;
}

/** Issues the contract's token, replacing any before it (the old one stops working at once). */
export async function saveLink(tx: Tx, projectId: number, token: string, issuedBy: number): Promise<LinkRow> {
  const issuedAt = new Date();
  const [row] = await tx
    .insert(registrationLinks)
    .values({ projectId, token, issuedBy, issuedAt })
    .onConflictDoUpdate({ target: registrationLinks.projectId, set: { token, issuedBy, issuedAt } })
    .returning();
  return row;
}

/** The live contract a token opens, or nothing: a re-issued token, or a deleted contract's, opens none. */
export async function contractOfToken(db: Exec, token: string) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, slug: projects.slug })
    .from(registrationLinks)
    .innerJoin(projects, eq(projects.id, registrationLinks.projectId))
    .where(and(eq(registrationLinks.token, token), isNull(projects.deletedAt)));
  return row;
}

/** The contract's own induction (decision 0068: one per contract), or none. */
export async function inductionOf(db: Exec, projectId: number): Promise<InductionRow | undefined> {
  const [row] = await db.select().from(inductions).where(eq(inductions.projectId, projectId));
  return row;
}

export async function inductionById(db: Exec, id: number): Promise<InductionRow | undefined> {
  const [row] = await db.select().from(inductions).where(eq(inductions.id, id));
  return row;
}

export async function insertRegistration(tx: Tx, values: typeof workerRegistrations.$inferInsert): Promise<RegistrationRow> {
  const [row] = await tx.insert(workerRegistrations).values(values).returning();
  return row;
}

export async function updateRegistration(tx: Tx, id: number, values: Partial<typeof workerRegistrations.$inferInsert>) {
  await tx.update(workerRegistrations).set(values).where(eq(workerRegistrations.id, id));
}

const withNames = {
  row: workerRegistrations,
  contractName: projects.name,
  reviewerName: users.name,
};
export type ListedRegistration = { row: RegistrationRow; contractName: string; reviewerName: string | null };

function listWhere(q: Pick<ListRegistrationsQuery, "status" | "projectId">) {
  return and(eq(workerRegistrations.status, q.status), q.projectId ? eq(workerRegistrations.projectId, q.projectId) : undefined);
}

export async function listRegistrations(db: Db, q: ListRegistrationsQuery): Promise<{ rows: ListedRegistration[]; total: number }> {
  const where = listWhere(q);
  const rows = await db
    .select(withNames)
    .from(workerRegistrations)
    .innerJoin(projects, eq(projects.id, workerRegistrations.projectId))
    .leftJoin(users, eq(users.id, workerRegistrations.reviewedBy))
    .where(where)
    .orderBy(desc(workerRegistrations.submittedAt), desc(workerRegistrations.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workerRegistrations)
    .where(where);
  return { rows, total: Number(n) };
}

export async function findRegistration(db: Exec, id: number): Promise<ListedRegistration | undefined> {
  const [row] = await db
    .select(withNames)
    .from(workerRegistrations)
    .innerJoin(projects, eq(projects.id, workerRegistrations.projectId))
    .leftJoin(users, eq(users.id, workerRegistrations.reviewedBy))
    .where(eq(workerRegistrations.id, id));
  return row;
}

export async function lockRegistration(tx: Tx, id: number): Promise<RegistrationRow | undefined> {
  const [row] = await tx.select().from(workerRegistrations).where(eq(workerRegistrations.id, id)).for("update");
  return row;
}

export async function findFileRecord(db: Exec, id: number) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export async function deleteFiles(tx: Tx, ids: number[]) {
  if (ids.length) await tx.delete(files).where(inArray(files.id, ids));
}

type MatchKey = { firstName: string; lastName: string; dateOfBirth: string | null; cards: { schemeIdentifier: string; cardNumber: string }[] };
export type Match = { id: number; name: string; matchedBy: "name_dob" | "card" };

/**
 * The live worker a registration is (decision 0068): first and last name without case and the date
 * of birth, else a card already held (scheme and number, without case). The oldest if several.
 */
export async function findMatch(db: Exec, key: MatchKey): Promise<Match | null> {
  if (key.dateOfBirth) {
    const [byName] = await db
      .select({ id: workers.id, name: workers.fullName })
      .from(workers)
      .where(
        and(
          isNull(workers.deletedAt),
          sql`lower(trim(${workers.firstName})) = lower(trim(${key.firstName}))`,
          sql`lower(trim(${workers.lastName})) = lower(trim(${key.lastName}))`,
          eq(workers.dateOfBirth, key.dateOfBirth),
        ),
      )
      .orderBy(workers.id)
      .limit(1);
    if (byName) return { id: byName.id, name: byName.name ?? "", matchedBy: "name_dob" };
  }
  for (const card of key.cards) {
    const [byCard] = await db
      .select({ id: workers.id, name: workers.fullName })
      .from(workerCards)
      .innerJoin(workers, eq(workers.id, workerCards.workerId))
      .where(
        and(
          isNull(workers.deletedAt),
          sql`lower(${workerCards.schemeIdentifier}) = lower(${card.schemeIdentifier})`,
          sql`lower(replace(${workerCards.cardNumber}, ' ', '')) = lower(replace(${card.cardNumber}, ' ', ''))`,
        ),
      )
      .orderBy(workers.id)
      .limit(1);
    if (byCard) return { id: byCard.id, name: byCard.name ?? "", matchedBy: "card" };
  }
  return null;
}

/**
 * The next free worker ID in the register's own style ("W1041"): one past the highest W and digits
 * held by any worker, deleted ones too, so a restored worker never finds their ID taken.
 */
export async function nextWorkerId(tx: Tx): Promise<string> {
  const [{ top }] = await tx
    .select({ top: sql<number | null>`max(cast(substring(${workers.workerId} from 2) as integer))` })
    .from(workers)
    .where(sql`${workers.workerId} ~ '^[Ww][0-9]{1,9}$'`);
  return `W${String(Number(top ?? 1000) + 1).padStart(4, "0")}`;
}
