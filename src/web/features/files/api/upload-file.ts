import { ApiError } from "@web/lib/api";

/**
 * A multipart upload with progress (fetch cannot report upload progress; XMLHttpRequest can).
 * Fails with the same ApiError as every other call, so toasts show "status: detail".
 */
export function uploadWithProgress<T>(url: string, body: FormData, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.responseType = "text";
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
      const message = parsed && typeof parsed === "object" && typeof (parsed as { message?: unknown }).message === "string" ? (parsed as { message: string }).message : xhr.statusText || "Upload failed";
      reject(new ApiError(xhr.status, message, parsed));
    };
    xhr.onerror = () => reject(new Error("The upload failed: check your connection and try again"));
    xhr.onabort = () => reject(new Error("Upload cancelled"));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(body);
  });
}
