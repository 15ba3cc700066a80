import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { materialRequests, projects, purchaseOrders, users } from "../../db/schema/index";
import { cappedTotal, pageOffset } from "../../platform/register/paged-list";
import type { ListMaterialRequestsQuery } from "@shared/material-requests/material-request";

type Exec = Db | Tx;
export type MrRow = typeof materialRequests.$inferSelect;
export type NewMr = typeof materialRequests.$inferInsert;

const requester = alias(users, "requester");
const decider = alias(users, "decider");

/** A request with what its view names: contract, requester, decider and the order it became. */
const selectView = (db: Exec) =>
  db
    .select({
      request: materialRequests,
      projectName: projects.name,
      projectSlug: projects.slug,
      requesterName: requester.name,
      deciderName: decider.name,
      poNumber: purchaseOrders.poNumber,
    })
    .from(materialRequests)
    .innerJoin(projects, eq(projects.id, materialRequests.projectId))
    .leftJoin(requester, eq(requester.id, materialRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, materialRequests.decidedBy))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, materialRequests.convertedToPo));

/** Live: neither the request nor its contract is in the recycle bin. */
const live = and(isNull(materialRequests.deletedAt), isNull(projects.deletedAt));

export async function findView(db: Exec, id: number) {
  const [row] = await selectView(db).where(and(eq(materialRequests.id, id), live));
  return row;
}
export type MrViewRow = NonNullable<Awaited<ReturnType<typeof findView>>>;

/** Locked for the transaction: two buyers cannot both convert one request. */
export async function findForUpdate(tx: Tx, id: number): Promise<MrRow | undefined> {
  const [row] = await tx
    .select()
    .from(materialRequests)
    .where(and(eq(materialRequests.id, id), isNull(materialRequests.deletedAt)))
    .for("update");
  return row;
}

export async function insertRequest(tx: Exec, values: NewMr): Promise<MrRow> {
  const [row] = await tx.insert(materialRequests).values(values).returning();
  return row;
}

export async function updateRequest(tx: Exec, id: number, values: Partial<NewMr>): Promise<MrRow> {
  const [row] = await tx
    .update(materialRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(materialRequests.id, id))
    .returning();
  return row;
}

/** Pending first, most urgent first among them, then newest. */
const urgencyRank = sql`case ${materialRequests.urgencyLevel} when 'critical' then 0 when 'urgent' then 1 else 2 end`;
const pendingFirst = sql`case ${materialRequests.status} when 'pending' then 0 when 'approved' then 1 else 2 end`;

export async function listRequests(db: Db, q: ListMaterialRequestsQuery) {
  const where: SQL | undefined = and(
    isNull(materialRequests.deletedAt),
    sql`${materialRequests.projectId} in (select id from projects where deleted_at is null)`,
    q.status ? eq(materialRequests.status, q.status) : undefined,
    q.urgency ? eq(materialRequests.urgencyLevel, q.urgency) : undefined,
    q.projectId ? eq(materialRequests.projectId, q.projectId) : undefined,
  );
  const rows = await selectView(db)
    .where(where)
    .orderBy(pendingFirst, urgencyRank, desc(materialRequests.createdAt), desc(materialRequests.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  return { rows, total: await cappedTotal(db, materialRequests, where, rows, q) };
}
