import type { CallInput, EndpointDef, ResponseOf } from "@shared/common/contract";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/common/idempotency";
import { ApiError, isRetryableWriteStatus, newIdempotencyKey, WRITE_RETRY_DELAY_MS } from "./api";
import { hrefOf } from "./api-client";

const NETWORK_FAILURE = "The upload failed: check your connection and try again";

/**
 * A multipart upload with progress (fetch cannot report upload progress; XMLHttpRequest can).
 * Fails with the same ApiError as every other call, so toasts show "status: detail". Like every
 * write (apiRequest), it carries an Idempotency-Key and is sent once more after 1 s, with the same
 * key, when no answer came or a gateway answered 502/503/504.
 */
export function uploadWithProgress<T>(url: string, body: FormData, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  const key = newIdempotencyKey();
  return new Promise<T>((resolve, reject) => {
    let retried = false;
    const retryOr = (fail: () => void) => {
      if (retried || signal?.aborted) return fail();
      retried = true;
      onProgress?.(0);
      setTimeout(() => (signal?.aborted ? reject(new Error("Upload cancelled")) : send()), WRITE_RETRY_DELAY_MS);
    };

    const send = () => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", url);
      xhr.withCredentials = true;
      xhr.responseType = "text";
      xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, key);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress?.(e.loaded / e.total);
      };
      xhr.onload = () => {
        let parsed: unknown = undefined;
        try {
          parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          parsed = xhr.responseText;
        }
        if (xhr.status >= 200 && xhr.status < 300) return resolve(parsed as T);
        const message =
          parsed && typeof parsed === "object" && typeof (parsed as { message?: unknown }).message === "string"
            ? (parsed as { message: string }).message
            : xhr.statusText || "Upload failed";
        const fail = () => reject(new ApiError(xhr.status, message, parsed));
        return isRetryableWriteStatus(xhr.status) ? retryOr(fail) : fail();
      };
      xhr.onerror = () => retryOr(() => reject(new Error(NETWORK_FAILURE)));
      xhr.onabort = () => reject(new Error("Upload cancelled"));
      signal?.addEventListener("abort", () => xhr.abort(), { once: true });
      xhr.send(body);
    };
    send();
  });
}

/** An upload to a multipart endpoint of an area's table, with progress: its address from the table, its answer typed by it. */
export function uploadTo<E extends EndpointDef>(
  e: E,
  input: Pick<CallInput<E>, "params" | "query">,
  body: FormData,
  onProgress?: (fraction: number) => void,
): Promise<ResponseOf<E>> {
  return uploadWithProgress<ResponseOf<E>>(hrefOf(e, input), body, onProgress);
}
