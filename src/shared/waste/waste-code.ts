/** "170101", "17-01-01", "17 01 05 *" → "17 01 01" / "17 01 05*"; anything else is returned trimmed. */
export function normaliseWasteCode(raw: string): string {
  const t = raw.trim();
  const m = /^(\d{2})[\s.-]?(\d{2})[\s.-]?(\d{2})\s*(\*?)$/.exec(t);
  return m ? `${m[1]} ${m[2]} ${m[3]}${m[4]}` : t;
}
/** List of Waste codes marked with an asterisk are hazardous. */
export const isHazardousCode = (code: string) => normaliseWasteCode(code).endsWith("*");
