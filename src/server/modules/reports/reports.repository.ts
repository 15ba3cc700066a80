import { and, count, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { companyProfiles, errorReports, issueReports, users } from "../../db/schema/index";
import type { ReportStatus } from "@shared/reports/report-admin";

type ListQuery = { page: number; pageSize: number; status?: ReportStatus };

const author = { authorId: users.id, authorName: users.name, authorEmail: users.email };

export async function insertIssueReport(tx: Db | Tx, values: typeof issueReports.$inferInsert) {
  const [row] = await tx.insert(issueReports).values(values).returning();
  return row;
}

export async function insertErrorReport(tx: Db | Tx, values: typeof errorReports.$inferInsert) {
  const [row] = await tx.insert(errorReports).values(values).returning({ id: errorReports.id });
  return row;
}

/** Whether the same fingerprint was already reported since the given moment. */
export async function fingerprintSeenSince(db: Db, fingerprint: string, since: Date) {
  const [row] = await db
    .select({ id: errorReports.id })
    .from(errorReports)
    .where(and(eq(errorReports.fingerprint, fingerprint), gt(errorReports.createdAt, since)))
    .limit(1);
  return Boolean(row);
}

const statusFilter = (column: typeof issueReports.status | typeof errorReports.status, status?: ReportStatus): SQL | undefined =>
  status ? eq(column, status) : undefined;

export async function listIssueReports(db: Db, q: ListQuery) {
  const where = statusFilter(issueReports.status, q.status);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ report: issueReports, ...author })
      .from(issueReports)
      .leftJoin(users, eq(users.id, issueReports.userId))
      .where(where)
      .orderBy(desc(issueReports.createdAt), desc(issueReports.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(issueReports).where(where),
  ]);
  return { rows, total };
}

/** Every column except the screenshot bytes, plus whether there is one. */
const errorColumns = {
  id: errorReports.id,
  kind: errorReports.kind,
  message: errorReports.message,
  stack: errorReports.stack,
  severity: errorReports.severity,
  source: errorReports.source,
  url: errorReports.url,
  userAgent: errorReports.userAgent,
  payload: errorReports.payload,
  fingerprint: errorReports.fingerprint,
  status: errorReports.status,
  createdAt: errorReports.createdAt,
  hasScreenshot: sql<boolean>`${errorReports.screenshotData} is not null`,
  ...author,
};

export async function listErrorReports(db: Db, q: ListQuery) {
  const where = statusFilter(errorReports.status, q.status);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(errorColumns)
      .from(errorReports)
      .leftJoin(users, eq(users.id, errorReports.userId))
      .where(where)
      .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(errorReports).where(where),
  ]);
  return { rows, total };
}

export async function getErrorReport(db: Db | Tx, id: number) {
  const [row] = await db.select(errorColumns).from(errorReports).leftJoin(users, eq(users.id, errorReports.userId)).where(eq(errorReports.id, id));
  return row;
}

export type ErrorReportRow = NonNullable<Awaited<ReturnType<typeof getErrorReport>>>;

export async function getIssueReport(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ report: issueReports, ...author })
    .from(issueReports)
    .leftJoin(users, eq(users.id, issueReports.userId))
    .where(eq(issueReports.id, id));
  return row;
}

export async function getScreenshot(db: Db, id: number) {
  const [row] = await db.select({ data: errorReports.screenshotData, type: errorReports.screenshotType }).from(errorReports).where(eq(errorReports.id, id));
  return row;
}

export async function setIssueStatus(tx: Tx, id: number, status: ReportStatus) {
  const [row] = await tx.update(issueReports).set({ status }).where(eq(issueReports.id, id)).returning({ id: issueReports.id });
  return row;
}

export async function setErrorStatus(tx: Tx, id: number, status: ReportStatus) {
  const [row] = await tx.update(errorReports).set({ status }).where(eq(errorReports.id, id)).returning({ id: errorReports.id });
  return row;
}

/** Where reports are emailed: the company's address, else every active admin. */
export async function adminRecipients(db: Db): Promise<string[]> {
  const [company] = await db.select({ email: companyProfiles.emailAddress }).from(companyProfiles).orderBy(companyProfiles.id).limit(1);
  if (company?.email?.trim()) return [company.email.trim().toLowerCase()];
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, "Admin"), eq(users.status, "active")));
  return admins.map((a) => a.email);
}
