import { useId } from "react";
import { Link } from "@web/lib/router";
import { Building2, CircleSlash, ClipboardList, HardHat, MapPin } from "lucide-react";
import { parsePence } from "@shared/common/money";
import type { BudgetHeadUsed, ProjectListItem } from "@shared/projects/project-list";
import { formatCurrency } from "@web/lib/format";
import { ProjectStatusBadge } from "./project-status-badge";

function Money({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={value === null ? "text-sm text-slate-400" : "truncate text-sm font-semibold text-slate-900 tabular-nums"}>
        {value === null ? "Not set" : formatCurrency(value)}
      </dd>
    </div>
  );
}

const HEAD_LABEL: Record<BudgetHeadUsed["head"], string> = { labour: "Labour", plant: "Plant", materials: "Materials", waste: "Waste", energy: "Energy" };

/** Whole percent of the budget, from exact pence (no float sums); null with no budget to measure against. */
function percentOf(value: string, budget: string | null): number | null {
  const b = budget === null ? null : parsePence(budget);
  if (!b || b <= 0n) return null;
  return Number(((parsePence(value) ?? 0n) * 100n) / b);
}

/**
 * Budget used (decision 0039): per head, what purchase orders have committed (approved, ordered or
 * delivered) and delivered, net of VAT, against the head's budget, with a bar. Heads with neither a
 * budget nor an order are left out; with no order counted yet the card says so.
 */
function BudgetUsed({ project }: { project: ProjectListItem }) {
  const { costsRecorded, recordsLogged, heads } = project.budgetUsed;
  const shown = heads.filter((h) => h.budget !== null || h.committed !== "0.00");
  if (!costsRecorded) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-slate-500">
        {recordsLogged ? <ClipboardList className="size-3.5 shrink-0" aria-hidden="true" /> : <CircleSlash className="size-3.5 shrink-0" aria-hidden="true" />}
        No purchase orders committed yet
      </p>
    );
  }
  return (
    <ul className="grid gap-2" aria-label="Budget used">
      {shown.map((h) => {
        const share = percentOf(h.committed, h.budget);
        return (
          <li key={h.head} className="grid gap-1">
            <div className="flex justify-between gap-2 text-xs text-slate-600">
              <span className="font-medium text-slate-800">{HEAD_LABEL[h.head]}</span>
              <span className="truncate tabular-nums">
                {formatCurrency(h.committed)} committed{share !== null ? ` · ${share}%` : ""}
              </span>
            </div>
            {share !== null && (
              <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" role="presentation">
                <div className={share > 100 ? "h-full bg-red-500" : "h-full bg-brand"} style={{ width: `${Math.min(share, 100)}%` }} />
              </div>
            )}
            <p className="text-[11px] text-slate-500 tabular-nums">
              {formatCurrency(h.delivered)} delivered{h.budget !== null ? ` · budget ${formatCurrency(h.budget)}` : ""}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export interface ProjectCardProps {
  project: ProjectListItem;
  /** Hover or focus: warm the project's diary before the click (product.md §7). */
  onPrefetch?: (slug: string) => void;
}

/**
 * One contract in the list; the whole card opens its diary. The link is the title, stretched over the
 * card by its ::after, so its accessible name is the words it shows (WCAG 2.5.3 label in name) and a
 * screen reader reads the card's figures as text, not as one long link.
 */
export function ProjectCard({ project, onPrefetch }: ProjectCardProps) {
  const place = [project.address, project.postcode].filter(Boolean).join(", ");
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      onMouseEnter={() => onPrefetch?.(project.slug)}
      className="group relative flex w-full min-w-0 flex-col rounded-lg border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-brand hover:border-brand/50 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3 p-4 pb-3">
        <div className="min-w-0">
          {/* Two lines at most, and two lines kept from sm up, where cards sit side by side: a wrapped title no longer pushes one card's figures below its neighbours'. */}
          <h2 id={titleId} className="line-clamp-2 text-base leading-snug font-semibold text-slate-900 group-hover:text-brand-dark sm:min-h-[2lh]">
            <Link
              to={`/project/${project.slug}`}
              onFocus={() => onPrefetch?.(project.slug)}
              className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
            >
              {project.name}
            </Link>
          </h2>
          {project.code && <p className="mt-0.5 font-mono text-xs text-slate-500">{project.code}</p>}
        </div>
        <ProjectStatusBadge status={project.status} className="mt-0.5" />
      </div>
      <p className="flex items-center gap-1.5 px-4 text-sm text-slate-600">
        <Building2 className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="truncate">{project.clientName ?? <span className="text-slate-400">No client set</span>}</span>
      </p>
      <dl className="mx-4 mt-3 grid grid-cols-2 gap-3 rounded-md bg-slate-50 px-3 py-2.5">
        <Money label="Contract value" value={project.contractValue} />
        <Money label="Budget" value={project.budget} />
      </dl>
      <div className="px-4 pt-2.5 pb-4">
        <BudgetUsed project={project} />
      </div>
      <div className="mt-auto grid gap-1.5 border-t border-slate-100 px-4 py-3 text-xs text-slate-600">
        <p className="flex items-center gap-1.5">
          <MapPin className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">{place}</span>
        </p>
        <p className="flex items-center gap-1.5">
          <HardHat className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="truncate">{project.siteManager ? project.siteManager.name : <span className="text-slate-400">No site manager</span>}</span>
        </p>
      </div>
    </article>
  );
}
