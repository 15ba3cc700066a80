import { CalendarClock } from "lucide-react";
import { dueWords, type ReminderGroup, type ReminderItem } from "@shared/reminders/reminders";
import { ExpiryBadge } from "@web/components/register/documents-panel";
import { Badge } from "@web/components/ui/badge";
import { EmptyState } from "@web/components/ui/empty-state";
import { Pagination } from "@web/components/ui/pagination";
import { formatDate } from "@web/lib/format";
import { Link } from "@web/lib/router";

/**
 * The reminders by category: each category's count and its items by due day, every item with its
 * due day, its state in words and colour (the one expiry rule's, from the server) and a link to its
 * record. One category alone is paged; in the overview each shows its first few and a link to the rest.
 */
export function ReminderGroups({
  groups,
  today,
  single,
  onPage,
  showAll,
}: {
  groups: ReminderGroup[];
  today: string;
  /** One category asked for: its pager shows. */
  single: boolean;
  onPage: (page: number) => void;
  /** The address of one category on its own. */
  showAll: (category: string) => string;
}) {
  if (groups.length === 0) return <EmptyState icon={CalendarClock} title="No reminders for you" text="Your role has no reminders of this kind to act on." />;
  if (groups.every((g) => g.total === 0)) return <EmptyState icon={CalendarClock} title="Nothing due" text="Nothing is due or expired in the next 30 days." />;
  return (
    <div className="space-y-4">
      {groups
        .filter((g) => single || g.total > 0)
        .map((g) => (
          <section key={g.category} aria-labelledby={`reminders-${g.category}`} className="rounded-lg border border-slate-200 bg-white shadow-sm">
            <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
              <h2 id={`reminders-${g.category}`} className="text-base font-semibold text-slate-900">
                {g.label}
              </h2>
              <Badge variant="secondary" aria-label={`${g.total} due or expired`}>
                {g.total}
              </Badge>
            </header>
            {g.items.length === 0 ? (
              <p className="px-4 py-6 text-sm text-slate-500">Nothing of this kind.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {g.items.map((item) => (
                  <ReminderRow key={item.key} item={item} today={today} />
                ))}
              </ul>
            )}
            {single
              ? g.pageCount > 1 && <Pagination className="border-t border-slate-100 px-4" page={g.page} pageCount={g.pageCount} onPageChange={onPage} />
              : g.total > g.items.length && (
                  <div className="border-t border-slate-100 px-4 py-2 text-sm">
                    <Link to={showAll(g.category)} className="font-medium text-blue-700 hover:underline">
                      Show all {g.total} {g.label.toLowerCase()}
                    </Link>
                  </div>
                )}
          </section>
        ))}
    </div>
  );
}

function ReminderRow({ item, today }: { item: ReminderItem; today: string }) {
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link to={item.link} className="font-medium break-words text-slate-900 hover:underline">
          {item.title}
        </Link>
        <p className="text-sm text-slate-600">{item.what}</p>
      </div>
      <div className="flex shrink-0 items-center gap-3 text-sm">
        <span className="text-slate-600 tabular-nums">{formatDate(item.due)}</span>
        <ExpiryBadge state={item.state}>{dueWords(item.due, today, item.state)}</ExpiryBadge>
      </div>
    </li>
  );
}
