import { badRequest } from "../../platform/errors";
import { sniffImageType } from "../../platform/uploads";
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_TOO_LARGE, SCREENSHOT_WRONG_TYPE } from "@shared/reports/error-report";

export type Screenshot = { data: Buffer; type: "image/png" | "image/jpeg" | "image/webp" };

/** A data URL from the sidebar dialog → checked bytes: PNG, JPEG or WebP by content, at most 5 MB. */
export function decodeScreenshot(dataUrl: string): Screenshot {
  const comma = dataUrl.indexOf(",");
  const data = Buffer.from(dataUrl.slice(comma + 1), "base64");
  if (data.length > SCREENSHOT_MAX_BYTES) throw badRequest(SCREENSHOT_TOO_LARGE, "screenshot");
  const type = sniffImageType(data);
  if (!type) throw badRequest(SCREENSHOT_WRONG_TYPE, "screenshot");
  return { data, type };
}
