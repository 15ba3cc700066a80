import type { ReactNode } from "react";
import { Check, Siren } from "lucide-react";
import type { DrillView, RollCallPerson, RollCallView } from "@shared/site-sign-in/roll-call";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { useEndDrill, useTick } from "../api/roll-call";

const surname = (name: string) => name.trim().split(/\s+/).at(-1) ?? name;
const bySurname = (a: RollCallPerson, b: RollCallPerson) =>
  surname(a.name).localeCompare(surname(b.name), "en-GB", { sensitivity: "base" }) || a.name.localeCompare(b.name, "en-GB");

type Props = { slug: string; roll: RollCallView; drill: DrillView; canTick: boolean; live: ReactNode };

/**
 * The marshal's phone at the muster point: big boxes to tick, those not yet accounted for first (by
 * surname), the count at the top. A tick on one phone shows on every other within 2 s (the events stream).
 */
export function EvacuationView({ slug, roll, drill, canTick, live }: Props) {
  const tick = useTick(slug);
  const end = useEndDrill(slug);
  const ticked = new Set(drill.ticked.map((t) => `${t.kind}:${t.attendanceId}`));
  const key = (p: RollCallPerson) => `${p.kind}:${p.attendanceId}`;
  // By surname: at the muster point people call out their names, and the marshal finds them in the list.
  const people = [...roll.people].sort(bySurname);
  const missing = people.filter((p) => !ticked.has(key(p)));
  const found = people.filter((p) => ticked.has(key(p)));

  const toggle = (p: RollCallPerson) =>
    tick.mutate(
      { drillId: drill.id, kind: p.kind, attendanceId: p.attendanceId, ticked: !ticked.has(key(p)) },
      { onError: (e) => toast({ title: "Error", description: errorText(e, "The tick was not saved"), variant: "destructive" }) },
    );
  const onEnd = async () => {
    const description =
      missing.length > 0 ? `${missing.length} ${missing.length === 1 ? "person is" : "people are"} not accounted for.` : "Everyone is accounted for.";
    if (!(await confirm({ title: "End the evacuation roll-call?", description, confirmText: "End roll-call" }))) return;
    end.mutate(drill.id, { onError: (e) => toast({ title: "Error", description: errorText(e, "The roll-call could not be ended"), variant: "destructive" }) });
  };

  return (
    <div className="grid gap-4">
      <div className="sticky top-0 z-10 grid gap-2 rounded-md border border-red-200 bg-red-50 p-3">
        <div className="flex items-center gap-2 text-red-800">
          <Siren className="size-5" aria-hidden="true" />
          <p className="font-semibold">Evacuation roll-call</p>
          <span className="ml-auto">{live}</span>
        </div>
        <p className="text-2xl font-semibold text-slate-900 tabular-nums" aria-live="polite" data-testid="accounted">
          {found.length} of {roll.onSiteCount} accounted for
        </p>
        {canTick && (
          <Button variant="outline" className="justify-self-start" onClick={onEnd} disabled={end.isPending}>
            End roll-call
          </Button>
        )}
      </div>
      {missing.length > 0 && (
        <PeopleList title={`Not yet accounted for (${missing.length})`} people={missing} ticked={false} canTick={canTick} onToggle={toggle} />
      )}
      {found.length > 0 && <PeopleList title={`Accounted for (${found.length})`} people={found} ticked canTick={canTick} onToggle={toggle} />}
    </div>
  );
}

function PeopleList(props: { title: string; people: RollCallPerson[]; ticked: boolean; canTick: boolean; onToggle: (p: RollCallPerson) => void }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-700">{props.title}</h3>
      <ul className="grid gap-2">
        {props.people.map((p) => (
          <li key={`${p.kind}:${p.attendanceId}`}>
            <button
              type="button"
              role="checkbox"
              aria-checked={props.ticked}
              disabled={!props.canTick}
              onClick={() => props.onToggle(p)}
              className={cn(
                "flex min-h-14 w-full items-center gap-3 rounded-md border p-3 text-left focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none disabled:cursor-default",
                props.ticked ? "border-emerald-300 bg-emerald-50" : "border-slate-300 bg-white",
              )}
            >
              <span
                className={cn(
                  "flex size-9 shrink-0 items-center justify-center rounded-md border-2",
                  props.ticked ? "border-emerald-600 bg-emerald-600 text-white" : "border-slate-400 bg-white",
                )}
                aria-hidden="true"
              >
                {props.ticked && <Check className="size-6" />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words text-slate-900">{p.name}</span>
                <span className="block text-sm text-slate-600">
                  {p.company ?? "No employer recorded"}
                  {p.kind === "visitor" ? " · Visitor" : ""} · In {p.signInTime}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
