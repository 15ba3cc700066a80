import { useCallback, useRef, useState } from "react";
import { fileSizeProblem } from "@shared/files/files";
import { errorText } from "@web/lib/api";

export type QueuedUpload = { key: number; name: string; size: number; progress: number; status: "waiting" | "uploading" | "done" | "failed"; error?: string };

/**
 * Files waiting to go, going and gone, one at a time so a phone on a weak signal sends each in turn.
 * Too-big or empty files fail at once with the server's message; a finished row clears itself.
 */
export function useUploadQueue(send: (file: File, onProgress: (f: number) => void) => Promise<unknown>, onSettled?: (ok: number, failed: number) => void) {
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const queue = useRef<{ key: number; file: File }[]>([]);
  const running = useRef(false);
  const nextKey = useRef(1);
  const tally = useRef({ ok: 0, failed: 0 });

  const patch = (key: number, change: Partial<QueuedUpload>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    while (queue.current.length > 0) {
      const { key, file } = queue.current.shift()!;
      patch(key, { status: "uploading", progress: 0 });
      try {
        await send(file, (progress) => patch(key, { progress }));
        tally.current.ok += 1;
        patch(key, { status: "done", progress: 1 });
        setTimeout(() => setItems((all) => all.filter((i) => i.key !== key)), 1500);
      } catch (e) {
        tally.current.failed += 1;
        patch(key, { status: "failed", error: errorText(e, "The upload failed. Please try again.") });
      }
    }
    running.current = false;
    onSettled?.(tally.current.ok, tally.current.failed);
    tally.current = { ok: 0, failed: 0 };
  }, [send, onSettled]);

  const add = useCallback(
    (files: File[]) => {
      const added: QueuedUpload[] = [];
      for (const file of files) {
        const key = nextKey.current++;
        const problem = fileSizeProblem(file);
        added.push({ key, name: file.name, size: file.size, progress: 0, status: problem ? "failed" : "waiting", error: problem ?? undefined });
        if (problem) tally.current.failed += 1;
        else queue.current.push({ key, file });
      }
      setItems((all) => [...all, ...added]);
      void run();
    },
    [run],
  );

  const dismiss = (key: number) => setItems((all) => all.filter((i) => i.key !== key));
  return { items, add, dismiss, busy: items.some((i) => i.status === "uploading" || i.status === "waiting") };
}
