const dateTime = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false });
const date = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "numeric" });

/** dd/MM/yyyy, HH:mm (en-GB, 24-hour). */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : "");
/** dd/MM/yyyy. */
export const formatDate = (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : "");

/** "access_approved" → "Access approved". */
export const humanise = (kind: string) => {
  const words = kind.replace(/[-_]+/g, " ").trim();
  return words ? words[0].toUpperCase() + words.slice(1) : "General";
};

/** The server's field errors from a 400, for react-hook-form's setError. */
export function fieldErrors(body: unknown): { field: string; message: string }[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((e): e is { field: string; message: string } => typeof e?.field === "string") : [];
}
