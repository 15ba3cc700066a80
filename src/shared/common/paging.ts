import { z } from "zod";

export const MAX_PAGE_SIZE = 100;

/** Query string of every paged list: ?page=1&pageSize=25. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, "Page must be 1 or more").default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`).default(25),
});
export type PageQuery = z.infer<typeof pageQuery>;

export type Page<T> = { items: T[]; page: number; pageSize: number; total: number; pageCount: number };

export function toPage<T>(items: T[], total: number, q: PageQuery): Page<T> {
  return { items, page: q.page, pageSize: q.pageSize, total, pageCount: Math.max(1, Math.ceil(total / q.pageSize)) };
}
