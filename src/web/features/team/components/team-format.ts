import { dayMonthYear, hoursMinutes } from "@web/lib/calendar";

/** dd/MM/yyyy, HH:mm (en-GB, 24-hour). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const at = new Date(iso);
  return `${dayMonthYear(at)}, ${hoursMinutes(at)}`;
}

/** "access_approved" → "Access approved". */
export const humanise = (kind: string) => {
  const words = kind.replace(/[-_]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : "General";
};

/** An email's kind as the outbox shows it: the label its module declares, else (an older kind) its name in words. */
export const mailKindText = (m: { kind: string; kindLabel: string | null }) => m.kindLabel ?? humanise(m.kind);

/** The server's field errors from a 400, for react-hook-form's setError. */
export function fieldErrors(body: unknown): { field: string; message: string }[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((e): e is { field: string; message: string } => typeof e?.field === "string") : [];
}
