import type { ActivityLogEntry } from "@shared/activity-logs/activity-logs";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { TableCell, TableRow } from "@web/components/ui/table";
import { HeadedTable } from "@web/components/table/headed-table";
import { DeferredTooltip, useLoadTooltipsWhenIdle } from "@web/components/ui/deferred-tooltip";
import { describeAgent, formatLogTime, humanise, ukDates } from "./format";

const SEVERITY_LOOK: Record<string, BadgeProps["variant"]> = { info: "info", warning: "warning", critical: "destructive" };

export function SeverityBadge({ severity }: { severity: string }) {
  return <Badge variant={SEVERITY_LOOK[severity] ?? "secondary"}>{humanise(severity)}</Badge>;
}

function Who({ entry }: { entry: ActivityLogEntry }) {
  const name = entry.userName ?? entry.username;
  if (!name) return <span className="text-slate-400">System</span>;
  return (
    <div className="min-w-0">
      <div className="truncate font-medium text-slate-900" title={name}>
        {name}
      </div>
      {entry.userName && entry.username && entry.username !== entry.userName && (
        <div className="truncate text-xs text-slate-500" title={entry.username}>
          {entry.username}
        </div>
      )}
    </div>
  );
}

function Entity({ entry }: { entry: ActivityLogEntry }) {
  if (!entry.entityType && !entry.entityName) return <span className="text-slate-400">—</span>;
  return (
    <div className="min-w-0">
      {entry.entityName && (
        <div className="truncate text-slate-900" title={ukDates(entry.entityName)}>
          {ukDates(entry.entityName)}
        </div>
      )}
      {entry.entityType && <div className="truncate text-xs text-slate-500">{humanise(entry.entityType)}</div>}
    </div>
  );
}

function Agent({ agent }: { agent: string | null }) {
  if (!agent) return <span className="text-slate-400">—</span>;
  return (
    <DeferredTooltip label={agent} contentClassName="max-w-sm break-words">
      <span tabIndex={0} className="block max-w-full cursor-help truncate rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand">
        {describeAgent(agent) ?? agent}
      </span>
    </DeferredTooltip>
  );
}

/** The table on wide screens, a list of cards on a phone. */
export function ActivityLogTable({ items }: { items: ActivityLogEntry[] }) {
  // The agent tooltips' code arrives once the log is on screen (components/ui/deferred-tooltip.tsx).
  useLoadTooltipsWhenIdle(() => true);
  return (
    <>
      <div className="hidden md:block">
        <HeadedTable
          className="table-fixed"
          columns={["Time", "User", "Action", "Entity", "Description", "IP address", "User agent"]}
          widths={["w-28", "w-36", "w-40", "w-32", "", "w-28", "w-32"]}
        >
          {items.map((e) => (
            <TableRow key={e.id}>
              <TableCell className="text-xs whitespace-nowrap text-slate-600 tabular-nums">
                <time dateTime={e.createdAt} className="grid">
                  <span className="font-medium text-slate-800">{formatLogTime(e.createdAt).slice(0, 10)}</span>
                  <span>{formatLogTime(e.createdAt).slice(11)}</span>
                </time>
              </TableCell>
              <TableCell>
                <Who entry={e} />
              </TableCell>
              <TableCell>
                <div className="grid justify-items-start gap-1">
                  <span className="font-medium break-words text-slate-900">{humanise(e.action)}</span>
                  <span className="flex flex-wrap gap-1">
                    <SeverityBadge severity={e.severity} />
                    <Badge variant="outline">{humanise(e.category)}</Badge>
                  </span>
                </div>
              </TableCell>
              <TableCell>
                <Entity entry={e} />
              </TableCell>
              <TableCell className="break-words text-slate-700">{ukDates(e.description)}</TableCell>
              <TableCell className="font-mono text-xs break-all text-slate-600">{e.ipAddress ?? "—"}</TableCell>
              <TableCell className="text-slate-600">
                <Agent agent={e.userAgent} />
              </TableCell>
            </TableRow>
          ))}
        </HeadedTable>
      </div>
      <ul className="divide-y divide-slate-200 md:hidden">
        {items.map((e) => {
          const who = e.userName ?? e.username ?? "System";
          const meta = [e.ipAddress, describeAgent(e.userAgent)].filter(Boolean).join(" · ");
          return (
            <li key={e.id} className="grid gap-1.5 px-4 py-3">
              <div className="flex items-start justify-between gap-3">
                <span className="font-medium text-slate-900">{humanise(e.action)}</span>
                <SeverityBadge severity={e.severity} />
              </div>
              <p className="text-sm text-slate-700">{ukDates(e.description)}</p>
              {e.entityName && e.entityName !== who && (
                <p className="truncate text-xs text-slate-600">
                  {e.entityType ? `${humanise(e.entityType)}: ` : ""}
                  {ukDates(e.entityName)}
                </p>
              )}
              <p className="text-xs text-slate-500">
                <time dateTime={e.createdAt} className="font-medium text-slate-700 tabular-nums">
                  {formatLogTime(e.createdAt)}
                </time>
                {" · "}
                {who}
              </p>
              {meta && <p className="truncate text-xs text-slate-400">{meta}</p>}
            </li>
          );
        })}
      </ul>
    </>
  );
}
