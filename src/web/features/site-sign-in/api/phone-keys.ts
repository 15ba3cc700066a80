/**
 * What the phone keeps (localStorage) between visits to the poster's page: a visitor's sign-out token,
 * per poster, so the same link signs them out; and a worker's personal link, so any poster signs them in.
 * Storage can be off (private browsing): then the phone simply remembers nothing.
 */

const VISIT_KEY = (posterToken: string) => `sitebook.visit.${posterToken}`;
const PERSONAL_KEY = "sitebook.personal-link";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing kept: the visitor signs out at the gate instead.
  }
}

export const keptVisit = (posterToken: string) => read(VISIT_KEY(posterToken));
export const keepVisit = (posterToken: string, signOutToken: string | null) => write(VISIT_KEY(posterToken), signOutToken);

export type KeptLink = { token: string; name: string };
export function keptPersonalLink(): KeptLink | null {
  try {
    const parsed = JSON.parse(read(PERSONAL_KEY) ?? "null") as KeptLink | null;
    return parsed && typeof parsed.token === "string" && typeof parsed.name === "string" ? parsed : null;
  } catch {
    return null;
  }
}
export const keepPersonalLink = (link: KeptLink | null) => write(PERSONAL_KEY, link === null ? null : JSON.stringify(link));
