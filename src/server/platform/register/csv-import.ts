import { setImmediate as nextTurn } from "node:timers/promises";
import type { FastifyRequest } from "fastify";
import { formatCount } from "@shared/common/numbers";
import { HttpError, badRequest } from "../errors";
import { safeFileName } from "../file-names";

/**
 * A register's CSV import (decision 0060): the one file of a multipart request read as text, every
 * row checked by the area's parser (the form's schema, messages by row number) before anything is
 * saved, and a refused file answered 400 with its problems listed. The area then saves every row in
 * one transaction, so a file goes in whole or not at all.
 */

export type CsvFile = { text: string; filename: string };

const FILE_REQUIRED = "Choose a CSV file to import";
const FILE_SIZE = "The file must be 1 MB or smaller";
/** A refused file lists its problems; past this many, the rest are counted. */
const MAX_LISTED = 100;

/** The one CSV file of the request, as text: refused when missing, over `maxBytes`, empty or binary. */
export async function readCsvFile(request: FastifyRequest, maxBytes: number): Promise<CsvFile> {
  if (!request.isMultipart()) throw badRequest(FILE_REQUIRED, "file");
  let data: Buffer;
  let filename: string;
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: true });
    if (!file) throw badRequest(FILE_REQUIRED, "file");
    filename = safeFileName(file.filename);
    data = await file.toBuffer();
    if (file.file.truncated) throw badRequest(FILE_SIZE, "file");
  } catch (e) {
    if ((e as { code?: string })?.code === "FST_REQ_FILE_TOO_LARGE") throw badRequest(FILE_SIZE, "file");
    throw e;
  }
  if (data.length === 0) throw badRequest("The file is empty", "file");
  const text = new TextDecoder("utf-8").decode(data);
  if (text.includes("\u0000")) throw badRequest("The file must be a CSV (comma-separated text) file", "file");
  return { text, filename };
}

/** 400 "The file was not imported: 3 problems to fix", each problem one of the answer's errors. */
export function csvRefusal(problems: readonly string[]): HttpError {
  const listed = problems.slice(0, MAX_LISTED);
  if (problems.length > listed.length) listed.push(`…and ${formatCount(problems.length - listed.length)} more problems`);
  const n = problems.length;
  return new HttpError(400, `The file was not imported: ${formatCount(n)} ${n === 1 ? "problem" : "problems"} to fix`, {
    errors: listed.map((message) => ({ field: "file", message })),
  });
}

/**
 * The file's rows once every one has passed `parse`, or the refusal listing every problem. Parsing is
 * synchronous work: other requests get a turn before and after it.
 */
export async function checkedCsvRows<R>(parse: () => { ok: true; rows: R[] } | { ok: false; errors: string[] }): Promise<R[]> {
  await nextTurn();
  const parsed = parse();
  await nextTurn();
  if (!parsed.ok) throw csvRefusal(parsed.errors);
  return parsed.rows;
}
