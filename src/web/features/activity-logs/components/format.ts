import { dayMonthYear, hoursMinutesSeconds } from "@web/lib/calendar";

/** dd/MM/yyyy HH:mm:ss in the browser's time zone (en-GB, 24-hour). */
export function formatLogTime(iso: string): string {
  const at = new Date(iso);
  return `${dayMonthYear(at)} ${hoursMinutesSeconds(at)}`;
}

/** Words that a plain split would get wrong: acronyms stay capitals, Scope 3 keeps its space. */
const WORDS: Record<string, string> = { hse: "HSE", scope3: "Scope 3", pdf: "PDF", csv: "CSV", co2e: "CO2e", api: "API" };

/** "company_profile_updated" → "Company profile updated"; "hse_certificate_added" → "HSE certificate added". */
export function humanise(value: string): string {
  const words = value
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => WORDS[w.toLowerCase()] ?? w)
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Descriptions and record names are written by the server with ISO days; the screen shows dd/MM/yyyy (one rule, shared). */
export { ukDates } from "@shared/common/uk-dates";

/** A short name for a browser's user-agent string: "Chrome on Windows". */
export function describeAgent(agent: string | null): string | null {
  if (!agent) return null;
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /OPR\//.test(agent)
      ? "Opera"
      : /Firefox\//.test(agent)
        ? "Firefox"
        : /Chrom(e|ium)\//.test(agent)
          ? "Chrome"
          : /Safari\//.test(agent)
            ? "Safari"
            : null;
  const os = /iPhone|iPad/.test(agent)
    ? "iOS"
    : /Android/.test(agent)
      ? "Android"
      : /Windows/.test(agent)
        ? "Windows"
        : /Mac OS X/.test(agent)
          ? "macOS"
          : /Linux/.test(agent)
            ? "Linux"
            : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? null;
}
