/**
 * The API client (product.md §7–§8): credentials always sent, JSON bodies, and a non-OK answer
 * becomes an Error whose message is "status: detail".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly body: unknown,
  ) {
    super(`${status}: ${detail}`);
  }
}

async function detailOf(res: Response): Promise<{ detail: string; body: unknown }> {
  const text = await res.text().catch(() => "");
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: the raw text is the detail */
  }
  if (body && typeof body === "object") {
    const b = body as { message?: unknown; error?: unknown };
    if (typeof b.message === "string" && b.message) return { detail: b.message, body };
    if (typeof b.error === "string" && b.error) return { detail: b.error, body };
    if (b.error && typeof b.error === "object") return { detail: JSON.stringify(b.error), body };
  }
  return { detail: text || res.statusText || "Unknown error", body };
}

export async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  const { detail, body } = await detailOf(res);
  const error = new ApiError(res.status, detail, body);
  if (res.status >= 500) console.error(error);
  throw error;
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body !== undefined && !isForm ? { "content-type": "application/json" } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? res.json() : res.text()) as Promise<T>;
}

export const apiGet = <T>(url: string) => apiRequest<T>("GET", url);

/** A read where 401 means "nobody signed in" rather than an error (the current-user call). */
export async function apiGetOrNull<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { credentials: "include" });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return res.json() as Promise<T>;
}

/** Turns an error into the field message to show: the detail, without the status prefix. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** product.md §8: "the error message" of a failed call, as the spec's toasts show it ("401: Invalid email or password"). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
