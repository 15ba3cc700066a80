import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet, apiRequest } from "./api";

/** docs/decisions/0004: a write retries once after 1 s with the same Idempotency-Key, and only when no answer from the app came. */
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const keysSent = () => fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)["Idempotency-Key"]);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Runs a call to the end, letting the 1 s retry delay pass; returns how long it waited. */
async function settle<T>(promise: Promise<T>) {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  const start = Date.now();
  await vi.runAllTimersAsync();
  return { ...(await outcome), waitedMs: Date.now() - start };
}

describe("apiRequest writes", () => {
  it("a network failure is retried once after 1 s with the same key", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(json(201, { id: 7 }));
    const result = await settle(apiRequest("POST", "/api/projects", { name: "A" }));
    expect(result).toMatchObject({ value: { id: 7 } });
    expect(result.waitedMs).toBeGreaterThanOrEqual(1000);
    const [first, second] = keysSent();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
  });

  it.each([502, 503, 504])("a gateway's %i is retried once with the same key", async (status) => {
    fetchMock.mockResolvedValueOnce(json(status, { message: "Bad gateway" })).mockResolvedValueOnce(json(200, { ok: true }));
    expect(await settle(apiRequest("PATCH", "/api/projects/1", { name: "B" }))).toMatchObject({ value: { ok: true } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Set(keysSent()).size).toBe(1);
  });

  it("only once: a second failure is the error the caller sees", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const result = await settle(apiRequest("DELETE", "/api/projects/1"));
    expect(result).toMatchObject({ error: expect.any(TypeError) });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([400, 409, 422, 500])("an answer from the app (%i) is final", async (status) => {
    fetchMock.mockResolvedValueOnce(json(status, { message: "No" }));
    const result = await settle(apiRequest("POST", "/api/projects", { name: "C" }));
    expect(result).toMatchObject({ error: expect.any(ApiError) });
    expect((result as { error: ApiError }).error.message).toBe(`${status}: No`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("each write call has its own key", async () => {
    fetchMock.mockImplementation(async () => json(201, {}));
    await settle(apiRequest("POST", "/api/projects", { name: "D" }));
    await settle(apiRequest("POST", "/api/projects", { name: "D" }));
    const [a, b] = keysSent();
    expect(a).not.toBe(b);
  });

  it("retry: false sends once (the sign-in calls retry with a fresh bot-check token instead)", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await settle(apiRequest("POST", "/api/login", {}, { retry: false }))).toMatchObject({ error: expect.any(TypeError) });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

it("reads carry no key and are not retried here (the query client retries reads)", async () => {
  fetchMock.mockResolvedValueOnce(json(503, { message: "Busy" }));
  expect(await settle(apiGet("/api/projects"))).toMatchObject({ error: expect.any(ApiError) });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(keysSent()).toEqual([undefined]);
});
