import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { filesEndpoints } from "@shared/files/files.endpoints";
import { ApiError } from "@web/lib/api";
import { hrefOf } from "@web/lib/api-client";
import { uploadWithProgress } from "@web/lib/upload";

/** The upload follows the write rule (docs/decisions/0004): one retry after 1 s with the same Idempotency-Key. */
type Outcome = { status: number; body?: unknown } | "network-error";
let outcomes: Outcome[] = [];
let sent: { headers: Record<string, string> }[] = [];

class FakeXhr {
  status = 0;
  statusText = "";
  responseText = "";
  responseType = "";
  withCredentials = false;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private headers: Record<string, string> = {};
  open() {}
  abort() {
    this.onabort?.();
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    sent.push({ headers: this.headers });
    const outcome = outcomes.shift() ?? "network-error";
    setTimeout(() => {
      if (outcome === "network-error") return this.onerror?.();
      this.status = outcome.status;
      this.responseText = JSON.stringify(outcome.body ?? {});
      this.onload?.();
    }, 10);
  }
}

beforeEach(() => {
  outcomes = [];
  sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function upload() {
  const outcome = uploadWithProgress(hrefOf(filesEndpoints.upload, { params: { slug: "a" } }), new FormData()).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

it("a dropped connection is retried once with the same key", async () => {
  outcomes = ["network-error", { status: 201, body: [{ id: 3 }] }];
  expect(await upload()).toEqual({ value: [{ id: 3 }] });
  expect(sent).toHaveLength(2);
  expect(sent[0]!.headers["Idempotency-Key"]).toMatch(/^[0-9a-f]{32}$/);
  expect(sent[1]!.headers["Idempotency-Key"]).toBe(sent[0]!.headers["Idempotency-Key"]);
});

it("a gateway's 504 is retried; a second failure is shown", async () => {
  outcomes = [{ status: 504 }, "network-error"];
  const result = await upload();
  expect(sent).toHaveLength(2);
  expect((result as { error: Error }).error.message).toBe("The upload failed: check your connection and try again");
});

it("the app's own refusal is final", async () => {
  outcomes = [{ status: 400, body: { message: "This file type is not allowed" } }];
  const result = await upload();
  expect(sent).toHaveLength(1);
  expect((result as { error: ApiError }).error.message).toBe("400: This file type is not allowed");
});
