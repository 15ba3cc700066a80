/**
 * A JSON file the server serves beside the page, not an API answer (the screen map, app-page.ts):
 * null when it is missing or unreadable, as its readers carry on without it.
 */
export async function readStaticJson<T>(url: string): Promise<T | null> {
  try {
    const res = await fetch(url);
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}
