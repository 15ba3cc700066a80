import { PassThrough } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import ExcelJS from "exceljs";
import { and, asc, count, eq, gte, isNull, lte, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SIGN_OUT_METHOD_LABELS } from "@shared/site-sign-in/site-sign-in";
import { EXPORT_MAX_DAYS, type ExportQuery } from "@shared/site-sign-in/site-sign-in.endpoints";
import { daysBetween } from "@shared/common/uk-dates";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { projects, siteAttendance, siteAttendanceCorrections } from "../../db/schema/index";
import { audit } from "../../platform/audit";
import { CSV_EXPORT_MESSAGES, CSV_PAGE_SIZE, pagesByOffset, type CsvExports } from "../../platform/csv-export";
import { badRequest } from "../../platform/errors";
import { contentDisposition } from "../../platform/file-names";
import { createHeavyWorkLimiter, type HeavyWork } from "../../platform/heavy-work";
import { minutesOnSite } from "../site-attendance/attendance.service";

/**
 * Attendance for payroll and subcontractor checks (issue 31): per employer and date range, one
 * contract or all, as CSV (the platform's streamed, capped exports) or XLSX (exceljs's streaming
 * writer, a page of rows at a time with the event loop given a turn between pages, under the same
 * per-user and server-wide limits).
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
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

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

export type Exporter = { csv: CsvExports; xlsxPlaces: HeavyWork; config: Pick<Config, "exportMaxRows"> };

export function createExporter(csv: CsvExports, config: Pick<Config, "exportUserLimit" | "exportLimit" | "exportMaxRows">): Exporter {
  return { csv, config, xlsxPlaces: createHeavyWorkLimiter({ perUser: config.exportUserLimit, total: config.exportLimit, messages: CSV_EXPORT_MESSAGES }) };
}

export async function exportAttendance(db: Db, ex: Exporter, request: FastifyRequest, reply: FastifyReply, q: ExportQuery) {
  if (daysBetween(q.from, q.to) + 1 > EXPORT_MAX_DAYS) throw badRequest(`Choose a date range of at most ${EXPORT_MAX_DAYS} days`, "to");
  const filename = `attendance-${q.from}-to-${q.to}${q.company ? `-${q.company}` : ""}.${q.format}`;
  await audit(db, request, {
    action: "site_attendance_exported",
    description: `Exported attendance from ${q.from} to ${q.to}${q.company ? ` for ${q.company}` : ""} as ${q.format.toUpperCase()}`,
    category: "workers",
    metadata: { ...q },
  });
  const read = page(db, q);
  if (q.format === "csv") {
    return ex.csv.send(request, reply, {
      filename,
      header: EXPORT_HEADER,
      count: (atMost) => countUpTo(db, q, atMost),
      pages: () => pagesByOffset(read, cells),
    });
  }
  const release = ex.xlsxPlaces.acquire(request);
  try {
    const max = ex.config.exportMaxRows;
    if ((await countUpTo(db, q, max + 1)) > max) throw badRequest(CSV_EXPORT_MESSAGES.tooLarge(max));
    const body = new PassThrough();
    body.once("end", release).once("close", release);
    void writeXlsx(body, read).catch((e) => {
      request.log.warn({ err: e }, "attendance XLSX export failed");
      body.destroy(e as Error);
    });
    return reply
      .header("content-type", XLSX_TYPE)
      .header("content-disposition", contentDisposition("attachment", filename))
      .header("cache-control", "private, no-store")
      .send(body);
  } catch (error) {
    release();
    throw error;
  }
}

async function writeXlsx(out: PassThrough, read: (limit: number, offset: number) => Promise<ExportRow[]>) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet("Attendance");
  sheet.columns = EXPORT_HEADER.map((h) => ({ header: h, key: h, width: h === "Worker" || h === "Contract" ? 28 : 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (let offset = 0; ; offset += CSV_PAGE_SIZE) {
    const rows = await read(CSV_PAGE_SIZE, offset);
    for (const r of rows) sheet.addRow(cells(r)).commit();
    if (rows.length < CSV_PAGE_SIZE) break;
    // Writing a page is synchronous work: give other requests their turn before the next one.
    await nextTurn();
  }
  sheet.commit();
  await book.commit();
}
