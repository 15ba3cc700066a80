import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { FILE_EMPTY_MESSAGE, FILE_REQUIRED_MESSAGE, FILE_SIZE_MESSAGE, FILE_TYPE_MESSAGE, MAX_FILE_BYTES } from "@shared/files/files";
import { HttpError, badRequest } from "../../platform/errors";
import { TEXT_NOT_ALLOWED_MESSAGE, hasForbiddenCharacters } from "@shared/common/text";
import { safeFileName } from "../../platform/file-names";
import { sniffFileType } from "../../platform/file-types";

/** One checked upload: bytes, the type read from them, and a name safe to show and to send back. */
/** `field`: the form's name for the file, for a route that takes files by name (a card's front and back). */
export type CheckedUpload = { data: Buffer; mimetype: string; extension: string; originalName: string; field?: string };

const errorCode = (e: unknown) => (e as { code?: string })?.code;

/**
 * Reads a multipart request: every file part (any field name) and the text fields. A file over 10 MB
 * is refused with data-model.md's message; an empty one, a missing one and one whose bytes are not an
 * accepted type are refused too, before anything is stored.
 */
/** `optional`: a form whose file is optional (a quote without its document); the text fields still come multipart. */
export async function readUploads(request: FastifyRequest, { maxFiles, optional = false }: { maxFiles: number; optional?: boolean }) {
  if (!request.isMultipart()) throw badRequest(FILE_REQUIRED_MESSAGE, "file");
  const uploads: CheckedUpload[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES, files: maxFiles } })) {
      if (part.type === "field") {
        // The JSON routes' net (platform/input-guard.ts) never sees multipart fields: the same check here.
        const value = String(part.value ?? "");
        if (hasForbiddenCharacters(value) || hasForbiddenCharacters(part.fieldname)) throw badRequest(TEXT_NOT_ALLOWED_MESSAGE, part.fieldname);
        fields[part.fieldname] = value;
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated) throw badRequest(FILE_SIZE_MESSAGE, "file");
      if (data.length === 0) throw badRequest(FILE_EMPTY_MESSAGE, "file");
      const sniffed = sniffFileType(data, part.filename ?? "");
      if (!sniffed) throw badRequest(FILE_TYPE_MESSAGE, "file");
      uploads.push({ data, ...sniffed, originalName: safeFileName(part.filename ?? "", sniffed.extension), field: part.fieldname });
    }
  } catch (e) {
    if (e instanceof HttpError) throw e;
    if (errorCode(e) === "FST_REQ_FILE_TOO_LARGE") throw badRequest(FILE_SIZE_MESSAGE, "file");
    if (errorCode(e) === "FST_FILES_LIMIT") throw badRequest(maxFiles === 1 ? "Upload one file at a time" : `Upload at most ${maxFiles} files at once`, "file");
    if (errorCode(e) === "FST_INVALID_MULTIPART_CONTENT_TYPE" || errorCode(e) === "FST_PARTS_LIMIT") throw badRequest(FILE_REQUIRED_MESSAGE, "file");
    throw e;
  }
  if (uploads.length === 0 && !optional) throw badRequest(FILE_REQUIRED_MESSAGE, "file");
  return { uploads, fields };
}

/** Multipart text fields through the shared schema, failing as the JSON routes do (400, each field's message). */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }));
  throw new HttpError(400, errors[0]?.message ?? "Invalid request", { errors });
}
