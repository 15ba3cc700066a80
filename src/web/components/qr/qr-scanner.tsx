import { useEffect, useRef, useState } from "react";
import { Button } from "@web/components/ui/button";

// Not yet in TypeScript's DOM types: the part of the Barcode Detection API the gate uses.
type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;
const nativeDetector = (): DetectorClass | null => (window as { BarcodeDetector?: DetectorClass }).BarcodeDetector ?? null;

/** Reads with the browser's own detector, a frame every 200 ms; the returned function stops it. */
function scanNatively(video: HTMLVideoElement, Detect: DetectorClass, onText: (text: string) => void): () => void {
  const detector = new Detect({ formats: ["qr_code"] });
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    const codes = await detector.detect(video).catch(() => []);
    if (codes[0]) onText(codes[0].rawValue);
    else window.setTimeout(() => void tick(), 200);
  };
  void tick();
  return () => void (stopped = true);
}

/**
 * The rear camera, read for a QR code (a worker's at the gate, an asset's label): BarcodeDetector
 * where the browser has it, else ZXing (loaded on first use). The text read goes to `onScan` once;
 * the camera stops when this closes. `hint` says what to hold up; `otherwise` how to go on without a
 * camera ("search by name").
 */
export function QrScanner({
  onScan,
  onClose,
  hint = "Hold the QR code in the square.",
  otherwise,
}: {
  onScan: (text: string) => void;
  onClose: () => void;
  hint?: string;
  otherwise?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<"denied" | "none" | null>(null);
  const done = useRef(onScan);
  done.current = onScan;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopScan: (() => void) | null = null;
    let closed = false;
    let read = false;
    const onText = (text: string) => {
      if (read) return;
      read = true;
      done.current(text);
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
        if (closed || !video.current) return stream.getTracks().forEach((t) => t.stop());
        video.current.srcObject = stream;
        await video.current.play().catch(() => undefined);
        const Detect = nativeDetector();
        stopScan = Detect ? scanNatively(video.current, Detect, onText) : await (await import("./zxing-scan")).scanWithZxing(video.current, onText);
        if (closed) stopScan();
      } catch (error) {
        const denied = error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "SecurityError");
        setProblem(denied ? "denied" : "none");
      }
    })();
    return () => {
      closed = true;
      stopScan?.();
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <section aria-label="Scan QR" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      {problem ? (
        <p role="alert" className="text-base text-red-700">
          {problem === "denied"
            ? `The camera is not allowed: allow it in the browser's settings${otherwise ? `, or ${otherwise}` : ""}.`
            : `No camera could be opened${otherwise ? `: ${otherwise}` : ""}.`}
        </p>
      ) : (
        <>
          <video ref={video} muted playsInline className="aspect-square w-full rounded-lg bg-slate-900 object-cover" aria-label="Camera" />
          <p className="text-center text-sm text-slate-600">{hint}</p>
        </>
      )}
      <Button variant="outline" onClick={onClose}>
        Close camera
      </Button>
    </section>
  );
}
