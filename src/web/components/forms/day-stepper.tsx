import { ChevronLeft, ChevronRight } from "lucide-react";
import { daysAfter } from "@shared/common/uk-dates";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";

type Props = { id: string; date: string; today: string; onPick: (day: string) => void };

/** A day to read, up to today: the date, a day back or forward, and back to today (the diary's attendance, the sign-in records). */
export function DayStepper({ id, date, today, onPick }: Props) {
  const pick = (d: string) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(d)) onPick(d);
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          Day
        </label>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" className="size-10" aria-label="Previous day" onClick={() => pick(daysAfter(date, -1))}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Input id={id} type="date" value={date} max={today} onChange={(e) => pick(e.target.value)} className="w-40" />
          <Button variant="outline" size="icon" className="size-10" aria-label="Next day" disabled={date >= today} onClick={() => pick(daysAfter(date, 1))}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      {date !== today && (
        <Button variant="ghost" onClick={() => pick(today)}>
          Today
        </Button>
      )}
    </div>
  );
}
