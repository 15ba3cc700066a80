import { IDEMPOTENCY_KEY_HEADER } from "@shared/common/idempotency";

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

/** product.md §9: a write retries once after 1 s. */
export const WRITE_RETRY_DELAY_MS = 1000;

/**
 * Whether a write may be sent again: only when the app may not have answered it, that is a network
 * failure (no answer at all) or a gateway's 502/503/504. Safe even if the app did carry it out,
 * because the retry carries the same Idempotency-Key (docs/decisions/0004-write-retries.md).
 */
export const isRetryableWriteStatus = (status: number) => status === 502 || status === 503 || status === 504;

/** One key per write call, shared by its retry. getRandomValues, unlike randomUUID, works on plain HTTP too. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a write, and once more after 1 s with the same request (and so the same key) when the first may not have arrived. */
async function sendWrite(url: string, init: RequestInit): Promise<Response> {
  try {
    const res = await fetch(url, init);
    if (!isRetryableWriteStatus(res.status)) return res;
  } catch (error) {
    // fetch rejects with a TypeError when no answer came; an abort or anything else is final.
    if (!(error instanceof TypeError)) throw error;
  }
  await sleep(WRITE_RETRY_DELAY_MS);
  return fetch(url, init);
}

/**
 * Every write carries an Idempotency-Key and retries once itself (TanStack's mutation retry is off, so
 * a retry never goes out under a new key). `retry: false` for calls whose retry must differ, such as
 * the sign-in calls that need a fresh bot-check token each time. `keepalive` lets a request outlive
 * the page (an error report sent as the page goes away). `idempotencyKey`: a key made earlier, kept with
 * a write queued on the device (the gate offline), so every later attempt is the same write.
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  options: { retry?: boolean; blob?: boolean; keepalive?: boolean; idempotencyKey?: string } = {},
): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const isWrite = method !== "GET" && method !== "HEAD";
  const headers: Record<string, string> = {};
  if (body !== undefined && !isForm) headers["content-type"] = "application/json";
  if (isWrite) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey ?? newIdempotencyKey();
  const init: RequestInit = { method, credentials: "include", headers, body: body === undefined ? undefined : isForm ? body : JSON.stringify(body) };
  if (options.keepalive) init.keepalive = true;
  const res = isWrite && options.retry !== false ? await sendWrite(url, init) : await fetch(url, init);
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  if (options.blob) return res.blob() as Promise<T>;
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
