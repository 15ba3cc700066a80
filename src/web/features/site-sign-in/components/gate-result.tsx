import { useEffect } from "react";
import { CheckCircle2, CloudOff } from "lucide-react";
import type { TapResult } from "../api/use-gate-taps";

/** How long a result stays before the gate is back to its search: long enough to read, short for a queue at 7:30. */
export const RESULT_SHOWN_MS = 4000;

const SAVED_TEXT = "Saved on this device — will send when back online";

/** The outcome of a tap, big and plain; never "signed in" for a tap only stored on the device. */
export function GateResult({ result, onClose }: { result: TapResult; onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, RESULT_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  const saved = result.kind === "saved";
  const what =
    result.kind === "signed-in"
      ? `Signed in at ${result.time}`
      : result.kind === "signed-out"
        ? `Signed out at ${result.time}`
        : `${result.action === "in" ? "Sign-in" : "Sign-out"} at ${result.time} not sent yet`;
  return (
    <button
      type="button"
      role="status"
      onClick={onClose}
      className={`flex w-full flex-col items-center gap-2 rounded-xl border-2 p-6 text-center ${saved ? "border-amber-400 bg-amber-50" : "border-green-600 bg-green-50"}`}
    >
      {saved ? <CloudOff className="size-12 text-amber-700" aria-hidden /> : <CheckCircle2 className="size-12 text-green-700" aria-hidden />}
      <span className="text-2xl font-semibold text-slate-900">{result.name}</span>
      <span className="text-lg text-slate-800">{what}</span>
      {saved && <span className="text-base font-medium text-amber-900">{SAVED_TEXT}</span>}
      {result.kind === "signed-in" && result.warning && <span className="text-base font-medium text-amber-900">{result.warning}</span>}
    </button>
  );
}
