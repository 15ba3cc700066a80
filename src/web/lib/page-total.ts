import { formatCount } from "@shared/common/numbers";

/** What a paged answer says of its size (shared/common/paging.ts pageOf). */
type Sized = { total: number; totalCapped?: boolean };

/**
 * A paged list's total as a person reads it, en-GB (product.md §9): "1,234", or "10,000+" when the
 * server stopped counting at its cap (issue 13, platform/capped-count.ts). Every list that shows its
 * total prints it through here, so a capped count never reads as exact.
 */
export const formatTotal = (page: Sized) => `${formatCount(page.total)}${page.totalCapped ? "+" : ""}`;

/** "1 entry", "1,234 entries", "10,000+ entries". */
export const totalOf = (page: Sized, one: string, many: string) => `${formatTotal(page)} ${page.total === 1 && !page.totalCapped ? one : many}`;
