import { sniffImageType } from "./uploads";

/**
 * What a stored document really is, judged from its bytes: the browser's type and the file name are
 * the sender's say-so. Only types a site team exchanges are taken; HTML, SVG, scripts, executables and
 * bare archives are refused, because the file is later served from our own origin.
 */
export type SniffedFile = { mimetype: string; extension: string };

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";

const IMAGE_EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp", "image/gif": "gif" };

/** The old binary Office formats share one container (OLE2): the name tells which program it is for. */
const OLE_BY_EXTENSION: Record<string, string> = {
  doc: "application/msword",
  dot: "application/msword",
  xls: "application/vnd.ms-excel",
  xlt: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
  pps: "application/vnd.ms-powerpoint",
};

const TEXT_BY_EXTENSION: Record<string, string> = { csv: "text/csv", txt: "text/plain" };

export function extensionOf(filename: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(filename.trim());
  return m ? m[1].toLowerCase() : "";
}

function startsWith(data: Buffer, bytes: number[], at = 0) {
  return data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
}

function sniffGif(data: Buffer) {
  const head = data.toString("latin1", 0, 6);
  return head === "GIF87a" || head === "GIF89a";
}

/**
 * Office Open XML is a ZIP whose entries name its parts: `[Content_Types].xml` plus the main part
 * (`word/document.xml`, `xl/workbook.xml` or `ppt/presentation.xml`). Entry names are stored uncompressed in the local headers and the central directory.
 */
function sniffOfficeOpenXml(data: Buffer): SniffedFile | null {
  if (!startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return null;
  const text = data.toString("latin1");
  if (!text.includes("[Content_Types].xml")) return null;
  if (text.includes("word/document.xml")) return { mimetype: DOCX, extension: "docx" };
  if (text.includes("xl/workbook.xml")) return { mimetype: XLSX, extension: "xlsx" };
  if (text.includes("ppt/presentation.xml")) return { mimetype: PPTX, extension: "pptx" };
  return null;
}

/** UTF-8 text with no NUL bytes: what a CSV export or a note is. Binary renamed .txt fails here. */
function isPlainText(data: Buffer) {
  if (data.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** The real type of an upload, or null when it is not one we accept. */
export function sniffFileType(data: Buffer, filename: string): SniffedFile | null {
  if (data.length === 0) return null;
  const image = sniffImageType(data) ?? (sniffGif(data) ? "image/gif" : null);
  if (image) return { mimetype: image, extension: IMAGE_EXTENSIONS[image] };
  if (data.toString("latin1", 0, 5) === "%PDF-") return { mimetype: "application/pdf", extension: "pdf" };
  const ooxml = sniffOfficeOpenXml(data);
  if (ooxml) return ooxml;
  const ext = extensionOf(filename);
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const mimetype = OLE_BY_EXTENSION[ext];
    return mimetype ? { mimetype, extension: ext } : null;
  }
  // AutoCAD drawings: "AC10" and a two-digit release (AC1015 is 2000, AC1032 is 2018).
  if (/^AC10\d\d$/.test(data.toString("latin1", 0, 6))) return { mimetype: "application/acad", extension: "dwg" };
  const textType = TEXT_BY_EXTENSION[ext];
  if (textType && isPlainText(data)) return { mimetype: textType, extension: ext };
  return null;
}
