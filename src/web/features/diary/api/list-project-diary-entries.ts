import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";

// Placeholder with the agreed signature; its owner (the diary) fills it in. The project list's card
// hover prefetches with exactly this query (product.md §7).
export const projectDiaryEntriesQuery = (slug: string) =>
  queryOptions({
    queryKey: ["/api/projects/by-slug", slug, "diary-entries"],
    queryFn: () => apiGet<unknown>(`/api/projects/by-slug/${encodeURIComponent(slug)}/diary-entries`),
  });
