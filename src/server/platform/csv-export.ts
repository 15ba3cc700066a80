import { PassThrough, Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import ExcelJS from "exceljs";
import type { FastifyReply, FastifyRequest } from "fastify";
import { CSV_BOM, csvRecord, type CsvCell } from "@shared/common/csv";
import type { Config } from "../config";
import { badRequest } from "./errors";
import { contentDisposition } from "./file-names";
import { createHeavyWorkLimiter } from "./heavy-work";
import { formatCount } from "@shared/common/numbers";

/**
 * CSV (or XLSX) exports of lists that can run to hundreds of thousands of rows (a large project's
 * carbon ledger). The rows are read a page at a time and written to a stream (XLSX through exceljs's
 * streaming writer), the event loop getting a turn between pages, so other requests keep being answered; the number of rows is capped (400, narrow
 * the dates), and each user may run only a few exports at once (429; everyone's together 503). An
 * export keeps its place until its last byte has gone or the client has gone.
 */

export type CsvExportSpec = {
  filename: string;
  header: readonly string[];
  /** How many rows the export would hold, counting at most `atMost` (a count need not read past the cap). */
  count: (atMost: number) => Promise<number>;
  /** The rows, a page at a time, in their order. */
  pages: () => AsyncIterable<readonly (readonly CsvCell[])[]>;
  /**
   * XLSX only: the sheet's name, the widths (in characters) of the columns that need more than 14, and
   * the number formats of columns (by header) that hold figures: there a cell given as a plain decimal
   * ("1234.50", as the CSV writes it) is written as a number in that format, so a spreadsheet adds it
   * up (money: `MONEY_FORMAT`). Anything else in the column (an empty cell, a word) is written as given.
   */
  sheet?: { name: string; widths?: Partial<Record<string, number>>; formats?: Partial<Record<string, string>> };
};

/** Pounds with two places and the sign before the £ ("-£1,250.50"), as the screens write money. */
export const MONEY_FORMAT = '"£"#,##0.00;-"£"#,##0.00';
/** A plain decimal as the exports write figures: "1234.50", "-3", never "1e3" or "£5". */
const DECIMAL = /^-?\d+(\.\d+)?$/;

export type ExportFormat = "csv" | "xlsx";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export type CsvExports = {
  /** Checks the limits and the row count, then answers with the streamed file (CSV unless asked for XLSX). */
  send(request: FastifyRequest, reply: FastifyReply, spec: CsvExportSpec, format?: ExportFormat): Promise<FastifyReply>;
  /**
   * A workbook laid out by its area (several sheets, a report's own shape) under the same places per
   * user and in all, built while the place is held and sent whole: for files of hundreds of rows, not
   * a register's thousands, which stream through `send`.
   */
  sendWorkbook(request: FastifyRequest, reply: FastifyReply, build: () => Promise<{ filename: string; file: Buffer }>): Promise<FastifyReply>;
};

export const CSV_EXPORT_MESSAGES = {
  userBusy: "You already have exports being prepared. Try again in a few seconds.",
  serverBusy: "The server is busy preparing exports. Try again in a few seconds.",
  tooLarge: (max: number) => `This export would have more than ${formatCount(max)} rows. Choose a shorter date range.`,
};

/** Rows read per query: large enough to keep the queries few, small enough to keep each turn short. */
export const CSV_PAGE_SIZE = 1000;

export function createCsvExports(config: Pick<Config, "exportUserLimit" | "exportLimit" | "exportMaxRows">): CsvExports {
  const places = createHeavyWorkLimiter({ perUser: config.exportUserLimit, total: config.exportLimit, messages: CSV_EXPORT_MESSAGES });

  return {
    async send(request, reply, spec, format = "csv") {
      const release = places.acquire(request);
      try {
        if ((await spec.count(config.exportMaxRows + 1)) > config.exportMaxRows) throw badRequest(CSV_EXPORT_MESSAGES.tooLarge(config.exportMaxRows));
        const body = format === "csv" ? Readable.from(chunks(spec), { objectMode: false }) : xlsxBody(request, spec);
        // Given back when the last byte has been read ("end", before the answer finishes) or the stream is
        // torn down: an error, or a client that went away ("close").
        body.once("end", release).once("close", release);
        return reply
          .header("content-type", format === "csv" ? "text/csv; charset=utf-8" : XLSX_TYPE)
          .header("content-disposition", contentDisposition("attachment", spec.filename))
          .header("cache-control", "private, no-store")
          .send(body);
      } catch (error) {
        release();
        throw error;
      }
    },
    async sendWorkbook(request, reply, build) {
      const { filename, file } = await places.run(request, build);
      return reply
        .header("content-type", XLSX_TYPE)
        .header("content-disposition", contentDisposition("attachment", filename))
        .header("cache-control", "private, no-store")
        .send(file);
    },
  };
}

async function* chunks(spec: CsvExportSpec) {
  yield Buffer.from(CSV_BOM + csvRecord(spec.header));
  for await (const rows of spec.pages()) {
    let chunk = "";
    for (const row of rows) chunk += csvRecord(row);
    yield Buffer.from(chunk);
    // Writing a page is synchronous work: give other requests their turn before the next one.
    await nextTurn();
  }
}

function xlsxBody(request: FastifyRequest, spec: CsvExportSpec) {
  const out = new PassThrough();
  void writeXlsx(out, spec).catch((e: unknown) => {
    request.log.warn({ err: e }, "XLSX export failed");
    out.destroy(e as Error);
  });
  return out;
}

async function writeXlsx(out: PassThrough, spec: CsvExportSpec) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(spec.sheet?.name ?? "Export");
  const formats = spec.header.map((h) => spec.sheet?.formats?.[h]);
  sheet.columns = spec.header.map((h, i) => ({
    header: h,
    key: h,
    width: spec.sheet?.widths?.[h] ?? 14,
    ...(formats[i] ? { style: { numFmt: formats[i] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const cell = (value: CsvCell, i: number) => (formats[i] && typeof value === "string" && DECIMAL.test(value) ? Number(value) : value);
  for await (const rows of spec.pages()) {
    for (const row of rows) sheet.addRow(row.map(cell)).commit();
    // Writing a page is synchronous work: give other requests their turn before the next one.
    await nextTurn();
  }
  sheet.commit();
  await book.commit();
}

/**
 * A register's rows for `CsvExportSpec.pages`, read by offset a CSV_PAGE_SIZE at a time in the list's
 * own filter and sort (a register is thousands of rows, not the ledger's millions, which pages by key).
 */
export async function* pagesByOffset<T>(read: (limit: number, offset: number) => Promise<T[]>, toRow: (row: T) => readonly CsvCell[]) {
  for (let offset = 0; ; offset += CSV_PAGE_SIZE) {
    const rows = await read(CSV_PAGE_SIZE, offset);
    if (rows.length) yield rows.map(toRow);
    if (rows.length < CSV_PAGE_SIZE) return;
  }
}
