import { useCallback, useMemo, useState } from "react";
import { QrCode, Search, WifiOff } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import type { RosterRead } from "../api/site-sign-in";
import { useGateTaps, type TapResult } from "../api/use-gate-taps";
import { searchWorkers, withQueuedTaps, workerOfScan } from "../offline/roster-view";
import { useOnline } from "../offline/use-online";
import { GateResult } from "./gate-result";
import { QrScanner } from "@web/components/qr/qr-scanner";
import { QueueStatus } from "./queue-status";
import { WorkerPanel } from "./worker-panel";

type Props = { roster: RosterRead; canOverride: boolean; taps: ReturnType<typeof useGateTaps> };

/** The Gate view: find a worker (by name, or their QR), then one tap; the result shows, then the search is back for the next. */
export function GateView({ roster, canOverride, taps }: Props) {
  const online = useOnline();
  const [query, setQuery] = useState("");
  const [pickedId, setPickedId] = useState<number | null>(null);
  const [scanning, setScanning] = useState(false);
  const [scanProblem, setScanProblem] = useState<string | null>(null);
  const [result, setResult] = useState<TapResult | null>(null);

  const workers = useMemo(() => withQueuedTaps(roster.workers, taps.taps), [roster.workers, taps.taps]);
  const found = useMemo(() => searchWorkers(workers, query), [workers, query]);
  const picked = workers.find((w) => w.id === pickedId) ?? null;

  const pick = (id: number) => {
    setPickedId(id);
    setScanProblem(null);
  };
  const reset = useCallback(() => {
    setResult(null);
    setPickedId(null);
    setQuery("");
  }, []);
  const onScan = async (text: string) => {
    setScanning(false);
    const worker = await workerOfScan(workers, text);
    if (worker) pick(worker.id);
    else setScanProblem("This QR code is not one of this contract's workers.");
  };

  return (
    <div className="grid gap-4">
      {(!online || roster.fromDevice) && (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          <WifiOff className="size-4" aria-hidden /> Offline: using the list kept on this device. Sign-ins are saved here and sent when back online.
        </p>
      )}
      <QueueStatus taps={taps.taps} onSync={() => void taps.sync()} onDismiss={(id) => void taps.dismiss(id)} />
      {result ? (
        <GateResult result={result} onClose={reset} />
      ) : picked ? (
        <WorkerPanel
          key={picked.id}
          worker={picked}
          settings={roster.settings}
          sitePostcode={roster.project.postcode}
          canOverride={canOverride}
          offline={!online}
          tap={taps}
          onDone={setResult}
          onCancel={reset}
        />
      ) : scanning ? (
        <QrScanner
          onScan={(text) => void onScan(text)}
          onClose={() => setScanning(false)}
          hint="Hold the worker's QR code in the square."
          otherwise="search by name"
        />
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
              <Input
                type="search"
                aria-label="Search workers by name"
                placeholder="Search by name"
                autoComplete="off"
                className="h-14 pl-11 text-lg"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
            </div>
            <Button size="lg" className="h-14 text-lg" onClick={() => setScanning(true)}>
              <QrCode /> Scan QR
            </Button>
          </div>
          {scanProblem && (
            <p role="alert" className="text-base font-medium text-red-700">
              {scanProblem}
            </p>
          )}
          {query.trim() && (
            <ul aria-label="Workers found" className="grid gap-2">
              {found.length === 0 && <li className="text-base text-slate-600">No worker on this contract's list matches “{query}”.</li>}
              {found.map((w) => (
                <li key={w.id}>
                  <button
                    type="button"
                    onClick={() => pick(w.id)}
                    className="flex min-h-14 w-full items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-2 text-left shadow-sm hover:bg-slate-50"
                  >
                    <span className="min-w-0">
                      <span className="block truncate text-lg font-medium text-slate-900">{w.name}</span>
                      <span className="block truncate text-sm text-slate-500">{[w.trade, w.company].filter(Boolean).join(" · ")}</span>
                    </span>
                    <span className={`shrink-0 text-sm font-medium ${w.onSite ? "text-green-700" : w.refusals.length ? "text-amber-800" : "text-slate-500"}`}>
                      {w.onSite ? `On site since ${w.onSite.signInTime}` : w.refusals.length ? "Refused" : "Not on site"}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
