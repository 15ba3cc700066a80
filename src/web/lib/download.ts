import { throwIfNotOk } from "./api";

/** The name a Content-Disposition header gives (RFC 5987's UTF-8 form first), or null. */
export function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const starred = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (starred) {
    try {
      return decodeURIComponent(starred[1]);
    } catch {
      // A malformed encoding: fall back to the quoted name.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/**
 * GET a file and save it through an anchor: fetched first so a button can show that it is working
 * and a refusal (400, 403, 429) becomes a toast instead of a browser error page. The server's name
 * for the file wins over `fallbackName`.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { credentials: "include" });
  await throwIfNotOk(res);
  const name = attachmentName(res.headers.get("content-disposition")) ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement("a");
    a.href = href;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}
