import { formatPlate } from "@shared/rules/uk-plates";
import { cn } from "@web/lib/cn";

/**
 * A registration as a number plate: black on the rear plate's yellow, in the plate format ("AB12 CDE",
 * shared/rules/uk-plates.ts), whether it comes stored ("AB12CDE") or already formatted.
 */
export function PlateBadge({ plate, className }: { plate: string | null | undefined; className?: string }) {
  if (!plate) return null;
  const shown = formatPlate(plate);
  return (
    <span
      className={cn(
        "inline-block rounded border border-slate-900 bg-yellow-300 px-1.5 py-0.5 font-mono text-sm leading-none font-bold tracking-wider whitespace-nowrap text-slate-950",
        className,
      )}
      aria-label={`Registration ${shown}`}
    >
      {shown}
    </span>
  );
}
