import { badRequest } from "../../platform/errors";
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_TOO_LARGE, SCREENSHOT_WRONG_TYPE } from "@shared/reports/error-report";

export type Screenshot = { data: Buffer; type: "image/png" | "image/jpeg" | "image/webp" };

/** The image type told by its first bytes, never by the name or the declared type. */
export function sniffImageType(data: Buffer): Screenshot["type"] | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "image/png";
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "image/jpeg";
  if (data.length >= 12 && data.toString("ascii", 0, 4) === "RIFF" && data.toString("ascii", 8, 12) === "WEBP") return "image/webp";
  return null;
}

/** A data URL from the sidebar dialog → checked bytes: PNG, JPEG or WebP by content, at most 5 MB. */
export function decodeScreenshot(dataUrl: string): Screenshot {
  const comma = dataUrl.indexOf(",");
  const data = Buffer.from(dataUrl.slice(comma + 1), "base64");
  if (data.length > SCREENSHOT_MAX_BYTES) throw badRequest(SCREENSHOT_TOO_LARGE, "screenshot");
  const type = sniffImageType(data);
  if (!type) throw badRequest(SCREENSHOT_WRONG_TYPE, "screenshot");
  return { data, type };
}
