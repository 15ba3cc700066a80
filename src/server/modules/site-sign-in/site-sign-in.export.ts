import { and, asc, count, eq, gte, isNull, lte, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SIGN_OUT_METHOD_LABELS } from "@shared/site-sign-in/site-sign-in";
import { EXPORT_MAX_DAYS, type ExportQuery } from "@shared/site-sign-in/site-sign-in.endpoints";
import { daysBetween } from "@shared/common/uk-dates";
import type { Db } from "../../db/client";
import { projects, siteAttendance, siteAttendanceCorrections } from "../../db/schema/index";
import { audit } from "../../platform/audit";
import { pagesByOffset, type CsvExports } from "../../platform/csv-export";
import { badRequest } from "../../platform/errors";
import { minutesOnSite } from "../site-attendance/attendance.service";

/**
 * Attendance for payroll and subcontractor checks (issue 31): per employer and date range, one
 * contract or all, as CSV or XLSX through the platform's streamed, capped exports (platform/csv-export.ts).
 */

export const EXPORT_HEADER = [
  "Date",
  "Contract",
  "Worker",
  "Employee ID",
  "Employer",
  "Trade",
  "Sign in",
  "Sign out",
  "Hours",
  "How signed out",
  "Override reason",
  "Corrected",
] as const;

const A = siteAttendance;
const corrected = sql<boolean>`exists (select 1 from ${siteAttendanceCorrections} where ${siteAttendanceCorrections.attendanceId} = ${A.id})`;

function where(q: ExportQuery) {
  return and(
    gte(A.date, q.from),
    lte(A.date, q.to),
    isNull(projects.deletedAt),
    q.projectId ? eq(A.projectId, q.projectId) : undefined,
    q.company ? sql`lower(${A.company}) = lower(${q.company})` : undefined,
  );
}

const page = (db: Db, q: ExportQuery) => (limit: number, offset: number) =>
  db
    .select({ row: A, contract: projects.name, corrected })
    .from(A)
    .innerJoin(projects, eq(projects.id, A.projectId))
    .where(where(q))
    .orderBy(asc(A.date), asc(sql`lower(${projects.name})`), asc(sql`lower(${A.workerName})`), asc(A.id))
    .limit(limit)
    .offset(offset);
type ExportRow = Awaited<ReturnType<ReturnType<typeof page>>>[number];

function cells({ row: r, contract, corrected }: ExportRow): (string | number | null)[] {
  const minutes = minutesOnSite(r);
  return [
    r.date,
    contract,
    r.workerName,
    r.workerEmployeeId,
    r.company,
    r.trade,
    r.signInTime,
    r.signOutTime,
    minutes === null ? null : Number((minutes / 60).toFixed(2)),
    r.signOutMethod ? (SIGN_OUT_METHOD_LABELS[r.signOutMethod as keyof typeof SIGN_OUT_METHOD_LABELS] ?? r.signOutMethod) : null,
    r.overrideReason,
    corrected ? "yes" : "no",
  ];
}

async function countUpTo(db: Db, q: ExportQuery, atMost: number) {
  const inner = db
    .select({ one: sql`1` })
    .from(A)
    .innerJoin(projects, eq(projects.id, A.projectId))
    .where(where(q))
    .limit(atMost)
    .as("capped");
  const [{ n }] = await db.select({ n: count() }).from(inner);
  return Number(n);
}

export async function exportAttendance(db: Db, csv: CsvExports, request: FastifyRequest, reply: FastifyReply, q: ExportQuery) {
  if (daysBetween(q.from, q.to) + 1 > EXPORT_MAX_DAYS) throw badRequest(`Choose a date range of at most ${EXPORT_MAX_DAYS} days`, "to");
  const filename = `attendance-${q.from}-to-${q.to}${q.company ? `-${q.company}` : ""}.${q.format}`;
  await audit(db, request, {
    action: "site_attendance_exported",
    description: `Exported attendance from ${q.from} to ${q.to}${q.company ? ` for ${q.company}` : ""} as ${q.format.toUpperCase()}`,
    category: "workers",
    metadata: { ...q },
  });
  const read = page(db, q);
  const spec = {
    filename,
    header: EXPORT_HEADER,
    count: (atMost: number) => countUpTo(db, q, atMost),
    pages: () => pagesByOffset(read, cells),
    sheet: { name: "Attendance", widths: { Worker: 28, Contract: 28 } },
  };
  return csv.send(request, reply, spec, q.format);
}
