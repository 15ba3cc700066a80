/** A UK registration as a plate reads: "AB12 CDE" (stored without spaces), in the plate's yellow-and-black look. */
export const plateFormat = (plate: string) => (/^[A-Z]{2}\d{2}[A-Z]{3}$/.test(plate) ? `${plate.slice(0, 4)} ${plate.slice(4)}` : plate);

export function PlateText({ plate }: { plate: string }) {
  return (
    <span className="inline-block rounded border border-slate-900 bg-yellow-300 px-2 py-0.5 font-mono text-sm font-bold tracking-wider text-slate-950">
      {plateFormat(plate)}
    </span>
  );
}
