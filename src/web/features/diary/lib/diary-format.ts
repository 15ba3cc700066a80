import { FILE_SIZE_MESSAGE, MAX_FILE_BYTES, PHOTO_ACCEPT, PHOTO_TYPE_MESSAGE, isImageType } from "@shared/files/files";
import { longWeekdayDate, shortWeekdayDay } from "@web/lib/calendar";

/** Diary-specific wording and dates; everything else comes from @web/lib/format. */

/** An ISO day as the user's calendar day (not shifted by the time zone). */
export const isoDayToDate = (day: string) => new Date(`${day}T00:00:00`);

/** "Friday, 14 March 2025" */
export const formatDayLong = (day: string) => longWeekdayDate(isoDayToDate(day));
/** "Fri 14 Mar" */
export const formatDayShort = (day: string) => shortWeekdayDay(isoDayToDate(day));

/** 8 → "8.0 h" (the shared rule: hours to 1 decimal). */
export { formatHours } from "@shared/common/numbers";

/** A quick check before sending an image; the server reads the bytes. */
export function imageProblem(file: File): string | null {
  if (!isImageType(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > MAX_FILE_BYTES) return FILE_SIZE_MESSAGE;
  return null;
}

export { PHOTO_ACCEPT };
