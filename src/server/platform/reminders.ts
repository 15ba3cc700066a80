import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { rowsOf } from "../db/client";
import { expiryState } from "@shared/common/expiry";
import { daysAfter } from "@shared/common/uk-dates";
import { REMINDER_DAYS } from "@shared/notifications/categories";
import type { ReminderCategoryKey, ReminderItem, ReminderState } from "@shared/reminders/reminders";

/**
 * The one reminders view's parts (issue 33): each module names what of its records falls due as
 * `ReminderSource`s in its descriptor (`reminders`), and the reminders module reads them from
 * `deps.areas.reminders`, never the modules. The view, the bell and the daily digest all gather
 * through `gatherReminders` below, so what is "due" is said once.
 *
 * A source answers one duty (a vehicle's MOT, a card's expiry) for the whole company: how many are due
 * or expired by `until`, and the first `limit` of them by due day. At scale (20,000 assets, 1,000
 * vehicles) it counts and reads one page by an index on the due day, never the whole table.
 */

export type { ReminderItem, ReminderState };

/** The window: everything due on or before `until` (today + REMINDER_DAYS), expired ones included. */
export type ReminderWindow = { today: string; until: string };
export type ReminderRead = ReminderWindow & { limit: number; state?: ReminderState };
export type ReminderPage = { total: number; items: ReminderItem[] };

export type ReminderSource = {
  /** Unique among sources, e.g. "vehicle_mot": names the duty in tests and logs. */
  name: string;
  category: ReminderCategoryKey;
  read: (db: Db | Tx, read: ReminderRead) => Promise<ReminderPage>;
};

export const reminderWindow = (today: string, days = REMINDER_DAYS): ReminderWindow => ({ today, until: daysAfter(today, days) });

/** The due-day bounds of a read as SQL over `due`: on or before `until`, and by state before or from today. */
export function dueBetween(due: SQL, { today, until, state }: ReminderRead): SQL {
  if (state === "expired") return sql`${due} < ${today}`;
  if (state === "expiring") return sql`${due} >= ${today} and ${due} <= ${until}`;
  return sql`${due} <= ${until}`;
}

/** A due day's state by the one expiry rule: only expired or expiring reach the view. */
export const reminderState = (due: string, today: string): ReminderState => (expiryState(due, today, REMINDER_DAYS) === "expired" ? "expired" : "expiring");

/** A row as a SQL source selects it: the record's id, its due day and whatever `item` reads. */
export type DueRow = { id: number; due: string } & Record<string, unknown>;

/**
 * A source written as one SQL select (`rows(bounds)`, with `bounds` the due-day condition it must put
 * in its WHERE beside the index's column, and with `id` and `due` among its columns): the count and
 * the first page are read from it, ordered by due day then id (or `then`) so paging is stable.
 */
export function sqlSource<R extends DueRow>(spec: {
  name: string;
  category: ReminderSource["category"];
  rows: (bounds: (due: SQL) => SQL, window: ReminderWindow) => SQL;
  /** What orders rows of one due day, over the select's columns as `s`: `s.id` unless the id alone can tie (a worker and a user). */
  then?: SQL;
  /** The item; `state` only where the source knows better than the due day (overdue by a meter, never done). */
  item: (row: R, window: ReminderWindow) => Omit<ReminderItem, "category" | "state" | "due"> & { state?: ReminderState };
}): ReminderSource {
  return {
    name: spec.name,
    category: spec.category,
    async read(db, read) {
      const select = spec.rows((due) => dueBetween(due, read), read);
      // One statement: the page, read in order by the due day's index and stopped at `limit`, and the
      // count beside it (an index range, run once); a page always starts at the first row, so an empty
      // page means none. A count over the window (count(*) over ()) read and sorted every due row.
      const page = await db.execute(
        sql`select s.*, (select count(*) from (${select}) c)::int as reminder_total from (${select}) s order by s.due, ${spec.then ?? sql`s.id`} limit ${read.limit}`,
      );
      const total = rowsOf<{ reminder_total: number }>(page)[0]?.reminder_total ?? 0;
      const items = rowsOf<R>(page).map((r) => {
        const { state, ...item } = spec.item(r, read);
        return { ...item, category: spec.category, due: r.due, state: state ?? reminderState(r.due, read.today) };
      });
      return { total, items };
    },
  };
}

export type CategoryReminders = { category: ReminderSource["category"]; total: number; items: ReminderItem[] };

/**
 * The reminders of the given categories on `today`: per category the count and the items from
 * `offset` to `offset + limit` by due day. Each source is asked for its first offset + limit rows (a
 * category's page can come from any of its sources), merged and cut.
 */
export async function gatherReminders(
  db: Db | Tx,
  sources: readonly ReminderSource[],
  opts: { today: string; categories: readonly string[]; state?: ReminderState; offset?: number; limit: number },
): Promise<CategoryReminders[]> {
  const window = reminderWindow(opts.today);
  const offset = opts.offset ?? 0;
  const wanted = sources.filter((s) => opts.categories.includes(s.category));
  const pages = await Promise.all(wanted.map((s) => s.read(db, { ...window, state: opts.state, limit: offset + opts.limit })));
  // Merged by due day, then source, then each source's own order: a total order that agrees with every
  // source's, so the first offset + limit of each hold the category's first offset + limit, and page 2
  // starts where page 1 ended however many items share a day (17,000 inspections can fall due today).
  type Placed = { item: ReminderItem; source: number; at: number };
  const byCategory = new Map<string, { total: number; placed: Placed[] }>();
  wanted.forEach((s, i) => {
    const into = byCategory.get(s.category) ?? { total: 0, placed: [] };
    into.total += pages[i].total;
    into.placed.push(...pages[i].items.map((item, at) => ({ item, source: i, at })));
    byCategory.set(s.category, into);
  });
  const order = (a: Placed, b: Placed) => (a.item.due < b.item.due ? -1 : a.item.due > b.item.due ? 1 : a.source - b.source || a.at - b.at);
  return opts.categories.flatMap((c) => {
    const found = byCategory.get(c);
    if (!found) return [];
    return [
      {
        category: c as ReminderSource["category"],
        total: found.total,
        items: found.placed
          .sort(order)
          .slice(offset, offset + opts.limit)
          .map((p) => p.item),
      },
    ];
  });
}
