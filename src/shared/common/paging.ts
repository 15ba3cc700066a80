import { z } from "zod";
import { countField } from "./whole-number";

export const MAX_PAGE_SIZE = 100;
/** Far past any real list; keeps page × pageSize a safe OFFSET. */
export const MAX_PAGE = 1_000_000;

/** Query string of every paged list: ?page=1&pageSize=25. */
export const pageQuery = z.object({
  page: countField("Page", MAX_PAGE).default(1),
  pageSize: countField("Page size", MAX_PAGE_SIZE).default(25),
});
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * Lists that may hold millions of rows (every contract's diary entries, carbon records) count no
 * further than this: past it the total reads "10,000+" (issue 13). Exact counts stay where they are cheap.
 */
export const COUNT_CAP = 10_000;

/** A row count that may have stopped at a cap: `total` is exact unless `capped`, when there are more. */
export type Counted = { total: number; capped: boolean };

export type Page<T> = { items: T[]; page: number; pageSize: number; total: number; pageCount: number; totalCapped?: boolean };

/** The response schema of a paged list of `item`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    pageCount: z.number().int(),
    totalCapped: z.boolean().optional().describe("True when the list holds more than `total` rows and was not counted further (shown as 10,000+)"),
  });

/**
 * A page with its total. A capped count is a floor: the total is at least what this page reaches, and
 * while the page is full there is a next one, so paging past the cap keeps working; a short page
 * past the cap ends the list and makes the total exact again.
 */
export function toPage<T>(items: T[], count: number | Counted, q: PageQuery): Page<T> {
  const { total: counted, capped: overCap } = typeof count === "number" ? { total: count, capped: false } : count;
  // How far this page reaches into the list (nothing is known from a page past its end).
  const reached = items.length ? (q.page - 1) * q.pageSize + items.length : 0;
  // A short page past the cap is the end of the list: there the total is known exactly.
  const capped = overCap && !(items.length > 0 && items.length < q.pageSize && reached > counted);
  const total = overCap ? Math.max(counted, reached) : counted;
  const pages = Math.max(1, Math.ceil(total / q.pageSize));
  const pageCount = capped && items.length === q.pageSize ? Math.max(pages, q.page + 1) : pages;
  return { items, page: q.page, pageSize: q.pageSize, total, pageCount, totalCapped: capped };
}
