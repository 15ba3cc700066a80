/** Cards per page of the contracts list; its first page is a signed-in first visit's read (opening-reads.ts) and the background prefetch's. */
export const PROJECT_LIST_PAGE_SIZE = 12;
