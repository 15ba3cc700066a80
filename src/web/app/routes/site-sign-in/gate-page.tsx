import { useEffect, type ReactNode } from "react";
import { NoAccess, recordState, RecordMissing, ScreenFrame } from "@web/components/screen/screen-parts";
import { ViewTabs } from "@web/components/screen/view-tabs";
import { Skeleton } from "@web/components/ui/skeleton";
import { LoadError } from "@web/components/ui/load-error";
import { gatePath, useGateLock } from "@web/lib/gate-lock";
import { Link, useParams } from "@web/lib/router";
import { MessageSquare } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useUser } from "@web/features/auth/api/get-user";
import { login } from "@web/features/auth/api/login";
import { useGateRoster, useSignInSettings, type RosterRead } from "@web/features/site-sign-in/api/site-sign-in";
import { useGateTaps } from "@web/features/site-sign-in/api/use-gate-taps";
import { GateHeader } from "@web/features/site-sign-in/components/gate-header";
import { GateLock } from "@web/features/site-sign-in/components/gate-lock";
import { GateView } from "@web/features/site-sign-in/components/gate-view";
import { SignInSettingsForm } from "@web/features/site-sign-in/components/settings-form";
import { PosterPanel } from "@web/features/site-sign-in/components/poster-panel";
import { RollCallPanel } from "@web/features/site-sign-in/components/roll-call-panel";
import { AttendanceRecordsPanel } from "@web/features/site-sign-in/components/attendance-records-panel";
import { onSiteCountWith, withQueuedTaps } from "@web/features/site-sign-in/offline/roster-view";
import { registerGateWorker } from "@web/features/site-sign-in/offline/register-worker";

type Can = ReturnType<typeof usePermission>;
type ViewContext = { slug: string; roster: RosterRead; taps: ReturnType<typeof useGateTaps>; can: Can };
/** One view of the gate page: its address tail ("" for the Gate), who may see it, and what it shows. */
type GateScreenView = { key: string; label: string; allowed: (can: Can) => boolean; render: (c: ViewContext) => ReactNode };

/** The page's views, one line each (the roll-call and the day's record join here). */
const VIEWS: readonly GateScreenView[] = [
  {
    key: "",
    label: "Gate",
    allowed: (can) => can("Workforce", "create"),
    render: (c) => <GateView roster={c.roster} canOverride={c.can("Workforce", "edit")} taps={c.taps} />,
  },
  {
    key: "roll-call",
    label: "Roll-call",
    allowed: (can) => can("Workforce", "view"),
    render: (c) => <RollCallPanel slug={c.slug} canCreate={c.can("Workforce", "create")} />,
  },
  {
    key: "records",
    label: "Records",
    allowed: (can) => can("Workforce", "view"),
    render: (c) => <AttendanceRecordsPanel slug={c.slug} canEdit={c.can("Workforce", "edit")} />,
  },
  { key: "settings", label: "Settings", allowed: (can) => can("Workforce", "edit"), render: (c) => <SettingsView slug={c.slug} /> },
];

/** /site-sign-in/:projectSlug (issue 31): a phone or tablet at one contract's gate, working without signal. */
export default function GatePage() {
  const can = usePermission();
  const { projectSlug: slug = "", view = "" } = useParams();
  const locked = useGateLock() === slug;
  useEffect(registerGateWorker, []);
  const frame = (body: ReactNode) => (
    // Locked, the page covers the shell: no navigation, only the gate.
    <div className={locked ? "fixed inset-0 z-50 overflow-y-auto bg-slate-50" : undefined}>
      <ScreenFrame width="4xl">{body}</ScreenFrame>
    </div>
  );
  if (!can("Workforce", "view")) return frame(<NoAccess area="Workforce" action="view" />);
  return frame(<Gate slug={slug} view={locked ? "" : view} locked={locked} can={can} />);
}

function Gate({ slug, view, locked, can }: { slug: string; view: string; locked: boolean; can: Can }) {
  const roster = useGateRoster(slug);
  const taps = useGateTaps(slug);
  const { user } = useUser();
  const state = recordState(roster, {
    errorTitle: "The contract's workers could not be loaded",
    missing: <RecordMissing title="Contract not found" back={{ to: "/site-sign-in", label: "All contracts" }} />,
  });
  if ("view" in state) return state.view;
  const data = state.data;
  const shown = withQueuedTaps(data.workers, taps.taps);
  const onSite = onSiteCountWith(data.onSiteCount, data.workers, shown);
  const views = VIEWS.filter((v) => v.allowed(can) && (!locked || v.key === ""));
  const current = views.find((v) => v.key === view) ?? null;
  const unlock = (password: string) => login({ email: user?.email ?? "", password });

  return (
    <>
      <GateHeader
        name={data.project.name}
        onSite={onSite}
        limit={data.settings.headcountLimit}
        actions={
          can("Workforce", "create") && (
            <div className="flex flex-wrap gap-2">
              {/* Not on a locked gate: the device there is for tapping in, not for texting the site. */}
              {!locked && (
                <Button asChild variant="outline">
                  <Link to={`/workforce/messages?contract=${data.project.id}`}>
                    <MessageSquare aria-hidden="true" />
                    Message everyone on site
                  </Link>
                </Button>
              )}
              <GateLock slug={slug} locked={locked} unlock={unlock} />
            </div>
          )
        }
      />
      {views.length > 1 && (
        <ViewTabs
          label="Site sign-in views"
          tabs={views.map((v) => ({ to: v.key ? `${gatePath(slug)}/${v.key}` : gatePath(slug), label: v.label, active: v === current }))}
        />
      )}
      {current ? current.render({ slug, roster: data, taps, can }) : <NoAccess area="Workforce" action={view === "" ? "create" : "edit"} />}
    </>
  );
}

function SettingsView({ slug }: { slug: string }) {
  const settings = useSignInSettings(slug);
  if (settings.isPending) return <Skeleton className="h-96" />;
  if (!settings.data) return <LoadError title="The gate settings could not be loaded" error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <div className="grid gap-4">
      <SignInSettingsForm slug={slug} settings={settings.data} />
      <PosterPanel slug={slug} />
    </div>
  );
}
