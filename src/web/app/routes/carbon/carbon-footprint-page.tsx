import { Link, useNavigate, useParams, useSearchParams } from "@web/lib/router";
import { Building2, SearchX } from "lucide-react";
import type { SourceKind } from "@shared/carbon/carbon";
import { footprintQuery } from "@shared/carbon-footprint/carbon-footprint";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { ApiError } from "@web/lib/api";
import { usePermission, useRolePermissions } from "@web/features/permissions/api/get-role-permissions";
import { useFootprint } from "@web/features/carbon/api/get-footprint";
import { useCompanyFootprint } from "@web/features/carbon/api/get-company-footprint";
import { CarbonForbidden, FootprintSkeleton } from "@web/features/carbon/components/footprint-sections";
import { CompanyFootprintView } from "@web/features/carbon/components/company-footprint";
import { DateRangeFilter, type DateRange } from "@web/features/carbon/components/date-range-filter";
import { periodLabel, ProjectFootprintView } from "@web/features/carbon/components/project-footprint";
import { CarbonReportButton } from "@web/features/carbon/components/report-button";

/**
 * /project/{slug}/carbon-footprint and /carbon-footprint/{slug}: one project's footprint;
 * /carbon-footprint: the company overview. The range lives in the URL (?from=&to=) so it can be shared.
 */
export default function CarbonFootprintPage() {
  const { slug } = useParams();
  const can = usePermission();
  const permissions = useRolePermissions();
  const [params, setParams] = useSearchParams();
  const parsed = footprintQuery.safeParse({ from: params.get("from") ?? undefined, to: params.get("to") ?? undefined });
  const range: DateRange = parsed.success ? parsed.data : {};

  const setRange = (r: DateRange) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const k of ["from", "to", "page"] as const) next.delete(k);
      if (r.from) next.set("from", r.from);
      if (r.to) next.set("to", r.to);
      return next;
    });

  let body;
  if (permissions.isPending) body = <FootprintSkeleton />;
  else if (!can("Carbon Tracking", "view")) body = <CarbonForbidden />;
  else if (slug) return <ProjectScreen slug={slug} range={range} onRange={setRange} />;
  else return <CompanyScreen range={range} onRange={setRange} />;
  return <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">{body}</div>;
}

function ProjectScreen({ slug, range, onRange }: { slug: string; range: DateRange; onRange: (r: DateRange) => void }) {
  const footprint = useFootprint(slug, range);
  const can = usePermission();
  const navigate = useNavigate();
  // Records open in the project diary, which needs Contracts view; a carbon-only role reads figures only (decision 0015).
  const seesProject = can("Contracts", "view");
  // A vehicle's fuel is logged on the vehicle, not in the diary: its figure opens nothing here.
  const canOpen = (kind: SourceKind) => kind !== "fleet_fuel" && seesProject && (kind === "scope3" ? can("Carbon Tracking", "edit") : can("Contracts", "edit"));
  // The diary opens each record's form from its query string (?plant=12, ?energy=3, ?scope3=5 …).
  const onOpen = (kind: SourceKind, id: number) => navigate(`/project/${encodeURIComponent(slug)}?${kind}=${id}`);
  const error = footprint.error;
  const name = footprint.data?.project.name;

  let content;
  if (error instanceof ApiError && error.status === 404) {
    content = (
      <EmptyState
        icon={SearchX}
        title="Project not found"
        text="It may have been deleted, or the link is wrong."
        action={
          <Button asChild>
            <Link to="/carbon-footprint">All contracts' carbon</Link>
          </Button>
        }
        className="bg-white"
      />
    );
  } else if (error instanceof ApiError && error.status === 403) content = <CarbonForbidden />;
  else if (footprint.isPending) content = <FootprintSkeleton />;
  else if (!footprint.data)
    content = <LoadError title="The carbon footprint could not be loaded" error={error} onRetry={() => footprint.refetch()} className="bg-white" />;
  else content = <ProjectFootprintView key={`${range.from}-${range.to}`} footprint={footprint.data} range={range} canOpen={canOpen} onOpen={onOpen} />;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-5 p-4 sm:p-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          {seesProject && (
            <nav aria-label="Breadcrumb" className="mb-1 flex flex-wrap gap-x-1 text-sm text-slate-500">
              <Link to="/contracts" className="hover:text-slate-900 hover:underline">
                Contracts
              </Link>
              <span aria-hidden="true">/</span>
              <Link to={`/project/${encodeURIComponent(slug)}?tab=carbon`} className="min-w-0 break-words hover:text-slate-900 hover:underline">
                {name ?? "Project diary"}
              </Link>
            </nav>
          )}
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Carbon footprint</h1>
          <p className="mt-1 text-sm break-words text-slate-600">
            {name ? `${name} · ` : ""}
            {periodLabel(range.from, range.to)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to="/carbon-footprint">
              <Building2 aria-hidden="true" />
              All contracts
            </Link>
          </Button>
          {footprint.data && <CarbonReportButton slug={slug} name={footprint.data.project.name} from={range.from} to={range.to} variant="default" />}
        </div>
      </header>
      <DateRangeFilter value={range} onChange={onRange} />
      {content}
    </div>
  );
}

function CompanyScreen({ range, onRange }: { range: DateRange; onRange: (r: DateRange) => void }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const company = useCompanyFootprint({ ...range, page });
  const query = new URLSearchParams(Object.entries(range).filter(([, v]) => v) as [string, string][]).toString();
  const projectLink = (slug: string) => `/carbon-footprint/${encodeURIComponent(slug)}${query ? `?${query}` : ""}`;
  const onPage = (p: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set("page", String(p));
      return next;
    });

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-5 p-4 sm:p-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Carbon footprint</h1>
        <p className="mt-1 text-sm text-slate-600">Every live contract's emissions by scope, in kg CO2e, from the figures logged in the project diaries.</p>
      </header>
      <DateRangeFilter value={range} onChange={onRange} />
      {company.error instanceof ApiError && company.error.status === 403 ? (
        <CarbonForbidden />
      ) : company.isPending ? (
        <FootprintSkeleton />
      ) : !company.data ? (
        <LoadError title="The carbon footprint could not be loaded" error={company.error} onRetry={() => company.refetch()} className="bg-white" />
      ) : (
        <CompanyFootprintView data={company.data} projectLink={projectLink} onPage={onPage} busy={company.isPlaceholderData} />
      )}
    </div>
  );
}
