import { AlertTriangle, Printer, Siren, Users, Wifi, WifiOff } from "lucide-react";
import { ukToday } from "@shared/common/uk-dates";
import { FIRE_ROLL_CALL_FILENAME, type RollCallPerson, type RollCallView } from "@shared/site-sign-in/roll-call";
import { rollCallEndpoints } from "@shared/site-sign-in/roll-call.endpoints";
import { SkeletonRows } from "@web/components/forms/query-body";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { confirm } from "@web/components/ui/confirm-dialog";
import { DownloadButton } from "@web/components/ui/download-button";
import { LoadError } from "@web/components/ui/load-error";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { hrefOf } from "@web/lib/api-client";
import { useRollCall, useRollCallLive, useStartDrill, type LiveState } from "../api/roll-call";
import { EvacuationView } from "./evacuation-view";

type Props = { slug: string; /** Workforce create: may start an evacuation roll-call and tick people off. */ canCreate?: boolean };

/** Who is on site now, live on every open device (issue 31), the fire roll-call to print and the evacuation roll-call. */
export function RollCallPanel({ slug, canCreate = false }: Props) {
  const live = useRollCallLive(slug);
  const roll = useRollCall(slug);
  const start = useStartDrill(slug);
  const data = roll.data;

  const onStart = async () => {
    if (
      !(await confirm({
        title: "Start the evacuation roll-call?",
        description: "Every device on this site shows the list to tick off at the muster point.",
        confirmText: "Start",
      }))
    )
      return;
    start.mutate(undefined, {
      onError: (e) => toast({ title: "Error", description: errorText(e, "The roll-call could not be started"), variant: "destructive" }),
    });
  };

  if (roll.isLoading) return <SkeletonRows rows={["h-24", "h-16", "h-16"]} />;
  if (roll.isError || !data) return <LoadError title="The roll-call could not be loaded" error={roll.error} onRetry={() => roll.refetch()} />;
  if (data.drill) return <EvacuationView slug={slug} roll={data} drill={data.drill} canTick={canCreate} live={<LiveBadge state={live} />} />;

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <p className="text-3xl font-semibold text-slate-900 tabular-nums" data-testid="on-site-count">
            {data.onSiteCount}
          </p>
          <div className="text-sm text-slate-600">
            <p>on site now{data.headcountLimit !== null && ` (limit ${data.headcountLimit})`}</p>
            <p>
              {data.workerCount} {data.workerCount === 1 ? "worker" : "workers"} · {data.visitorCount} {data.visitorCount === 1 ? "visitor" : "visitors"}
            </p>
          </div>
          <LiveBadge state={live} />
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadButton
            href={hrefOf(rollCallEndpoints.firePdf, { params: { slug } })}
            filename={FIRE_ROLL_CALL_FILENAME(slug, ukToday())}
            label="Print fire roll-call"
            failure="The fire roll-call could not be printed"
            icon={Printer}
          />
          {canCreate && (
            <Button variant="destructive" onClick={onStart} disabled={start.isPending}>
              <Siren aria-hidden="true" />
              Start evacuation roll-call
            </Button>
          )}
        </div>
      </div>
      {data.people.length === 0 ? (
        <Card>
          <CardContent className="flex items-center gap-2 py-6 text-sm text-slate-600">
            <Users className="size-4 text-slate-400" aria-hidden="true" />
            Nobody is signed in on this site.
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {groupsOf(data).map((g) => (
            <Card key={g.company}>
              <CardContent className="grid gap-2 pt-4">
                <h3 className="flex items-baseline justify-between gap-2 text-sm font-semibold text-slate-900">
                  <span className="break-words">{g.company}</span>
                  <span className="shrink-0 font-normal text-slate-500 tabular-nums">{g.people.length}</span>
                </h3>
                <ul className="divide-y divide-slate-100">
                  {g.people.map((p) => (
                    <PersonRow key={`${p.kind}:${p.attendanceId}`} person={p} />
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}

/** The people of each employer, in the server's order of employers (largest first). */
export function groupsOf(data: RollCallView) {
  return data.byEmployer.map((g) => ({ company: g.company, people: data.people.filter((p) => (p.company ?? "No employer recorded") === g.company) }));
}

export function LiveBadge({ state }: { state: LiveState }) {
  if (state === "live")
    return (
      <Badge variant="success" aria-live="polite">
        <Wifi aria-hidden="true" />
        Live
      </Badge>
    );
  return (
    <Badge variant="warning" aria-live="polite">
      <WifiOff aria-hidden="true" />
      {state === "connecting" ? "Connecting" : "Reconnecting"}
    </Badge>
  );
}

function PersonRow({ person: p }: { person: RollCallPerson }) {
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2 text-sm">
      <span className="font-medium text-slate-900">{p.name}</span>
      <span className="text-slate-500">{p.kind === "visitor" ? "Visitor" : (p.trade ?? "")}</span>
      <span className="ml-auto text-slate-600 tabular-nums">In {p.signInTime}</span>
      <span className="flex w-full flex-wrap gap-1 empty:hidden">
        {p.override && (
          <Badge variant="warning" title={`${p.override.reason}${p.override.by ? ` (${p.override.by})` : ""}`}>
            <AlertTriangle aria-hidden="true" />
            Override: {p.override.refusals.map((r) => r.reason).join("; ") || p.override.reason}
          </Badge>
        )}
        {p.flaggedRefusals.map((r) => (
          <Badge key={r.code} variant="destructive">
            Flagged: {r.reason}
          </Badge>
        ))}
        {p.recordedOffline && <Badge variant="secondary">Recorded offline</Badge>}
      </span>
    </li>
  );
}
