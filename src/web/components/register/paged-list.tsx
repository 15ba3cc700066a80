import type { Key, ReactNode } from "react";
import { Plus, type LucideIcon } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { Link } from "@web/lib/router";
import { totalOf } from "@web/lib/page-total";

/** A page of a register as the server answers it (shared/common/paging.ts pageOf). */
export type ListPage<T> = { items: T[]; page: number; pageCount: number; total: number; totalCapped?: boolean };
/** What the list needs of its query (a TanStack Query result fits). */
export type PageQuery<T> = { data?: ListPage<T>; isLoading: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

type Empty = { icon: LucideIcon; title: string; text: ReactNode };

type Props<T> = {
  query: PageQuery<T>;
  /** "The materials could not be loaded". */
  errorTitle: string;
  /** Whether a filter or search narrows the list: an empty list then says so, without the add action. */
  filtered: boolean;
  /** The empty register, with what to do first: a page to add one (`add`), or any other action. */
  empty: Empty & { add?: { to: string; label: string }; action?: ReactNode };
  /** Filters that match nothing. */
  noMatch: Partial<Empty> & { title: string; text: ReactNode };
  /** "1 item", "26 items" above the list, when given. */
  total?: [one: string, many: string];
  itemKey: (item: T) => Key;
  /** One record as a card: the whole list on a phone, or at every width when there is no table. */
  card: (item: T) => ReactNode;
  /** The page as a table from tablet width (the cards are then the phone's view). */
  table?: (items: T[]) => ReactNode;
  onPage: (page: number) => void;
  /** Leave out "Page 1 of 1" (a list that sits in another screen). */
  pagerOnlyWhenPaged?: boolean;
  /** Names the cards' list for assistive technology. */
  cardsLabel?: string;
  /** The empty and error boxes on a white ground (a grey page). */
  boxClassName?: string;
  className?: string;
};

/**
 * A register's paged list with its loading, error and empty states: cards on a phone (under the
 * `md` width, 768 px), a table above it, the total and the pager. A screen says what a record looks
 * like and what its empty list says; the list says how a list behaves.
 */
export function PagedList<T>(p: Props<T>) {
  const { query, filtered } = p;
  const body = (() => {
    if (query.isLoading) return [0, 1, 2].map((i) => <Skeleton key={i} className="h-20" />);
    if (query.error && !query.data) return <LoadError title={p.errorTitle} error={query.error} onRetry={() => query.refetch()} className={p.boxClassName} />;
    const data = query.data;
    if (!data) return null;
    if (data.items.length === 0) {
      if (filtered) return <EmptyState icon={p.noMatch.icon ?? p.empty.icon} title={p.noMatch.title} text={p.noMatch.text} className={p.boxClassName} />;
      const { add } = p.empty;
      const action = add ? (
        <Button asChild>
          <Link to={add.to}>
            <Plus aria-hidden="true" />
            {add.label}
          </Link>
        </Button>
      ) : (
        p.empty.action
      );
      return <EmptyState icon={p.empty.icon} title={p.empty.title} text={p.empty.text} action={action} className={p.boxClassName} />;
    }
    return (
      <>
        {p.total && (
          <p className="text-sm text-slate-500" aria-live="polite">
            {totalOf(data, ...p.total)}
          </p>
        )}
        <ul className={cn("grid grid-cols-[minmax(0,1fr)] gap-3", p.table && "md:hidden")} aria-label={p.cardsLabel}>
          {data.items.map((item) => (
            <li key={p.itemKey(item)}>{p.card(item)}</li>
          ))}
        </ul>
        {p.table && <div className="hidden md:block">{p.table(data.items)}</div>}
        {(!p.pagerOnlyWhenPaged || data.pageCount > 1) && (
          <Pagination page={data.page} pageCount={data.pageCount} totalCapped={data.totalCapped} onPageChange={p.onPage} disabled={query.isFetching} />
        )}
      </>
    );
  })();
  return <div className={cn("grid grid-cols-[minmax(0,1fr)] gap-4", query.isLoading && "gap-3", p.className)}>{body}</div>;
}

/** The link a record's card is: the whole card takes the tap, as a phone user expects. */
export const cardLinkClass =
  "block rounded-lg border bg-white p-4 shadow-sm transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none";

/** One fact on a record's card (where, who, when), its icon before it. */
export function CardFact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className="size-3.5" aria-hidden="true" />
      {children}
    </span>
  );
}

/** What a register's list screen hands its results: the read, whether filtered, the pager, and whether its reader may add one. */
export type RegisterResultsProps<T> = { list: PageQuery<T>; filtered: boolean; onPage: (page: number) => void; canCreate: boolean };

/**
 * A whole register's results (the assets, the fleet): every word of the list's states follows from
 * its nouns, so the registers cannot word them differently ("The vehicles could not be loaded", "No
 * vehicles yet", "No vehicles match these filters", "2 vehicles"). The screen says what an empty
 * register is for, where a new one is added, what else to try, and how a record looks.
 */
export function RegisterResults<T extends { id: number }>({
  list,
  filtered,
  onPage,
  canCreate,
  nouns: [one, many],
  icon,
  emptyText,
  add,
  tryAnother,
  card,
  table,
}: RegisterResultsProps<T> & {
  /** ["vehicle", "vehicles"]. */
  nouns: [one: string, many: string];
  icon: LucideIcon;
  /** Why one adds records here, under "No vehicles yet". */
  emptyText: string;
  /** The page that adds one and its button's words, shown to those who may create. */
  add: { to: string; label: string };
  /** Under "No vehicles match these filters": "Try another search, type, status or driver." */
  tryAnother: string;
  card: (item: T) => ReactNode;
  table: (items: T[]) => ReactNode;
}) {
  return (
    <PagedList
      query={list}
      errorTitle={`The ${many} could not be loaded`}
      filtered={filtered}
      empty={{ icon, title: `No ${many} yet`, text: emptyText, add: canCreate ? add : undefined }}
      noMatch={{ title: `No ${many} match these filters`, text: tryAnother }}
      total={[one, many]}
      itemKey={(item) => item.id}
      card={card}
      table={table}
      onPage={onPage}
      cardsLabel={many.charAt(0).toUpperCase() + many.slice(1)}
    />
  );
}
