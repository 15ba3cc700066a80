import { z } from "zod";
import { wholeNumber } from "./whole-number";

export const MAX_PAGE_SIZE = 100;
/** Far past any real list; keeps page × pageSize a safe OFFSET. */
export const MAX_PAGE = 1_000_000;

/** Query string of every paged list: ?page=1&pageSize=25. */
export const pageQuery = z.object({
  page: wholeNumber({
    message: "Page must be a whole number",
    min: 1,
    max: MAX_PAGE,
    tooSmall: "Page must be 1 or more",
    tooBig: `Page must be at most ${MAX_PAGE}`,
  }).default(1),
  pageSize: wholeNumber({
    message: "Page size must be a whole number",
    min: 1,
    max: MAX_PAGE_SIZE,
    tooSmall: "Page size must be 1 or more",
    tooBig: `Page size must be at most ${MAX_PAGE_SIZE}`,
  }).default(25),
});
export type PageQuery = z.infer<typeof pageQuery>;

export type Page<T> = { items: T[]; page: number; pageSize: number; total: number; pageCount: number };

/** The response schema of a paged list of `item`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), pageCount: z.number().int() });

export function toPage<T>(items: T[], total: number, q: PageQuery): Page<T> {
  return { items, page: q.page, pageSize: q.pageSize, total, pageCount: Math.max(1, Math.ceil(total / q.pageSize)) };
}
