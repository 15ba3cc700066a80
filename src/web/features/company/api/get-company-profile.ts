import { queryOptions, useQuery } from "@tanstack/react-query";

/** GET /api/company-profile as the shell reads it (product.md §3). */
export type CompanyProfileSummary = {
  companyName: string;
  brandColor: string;
  logo: string | null;
  /** True when a logo has been uploaded; it is served from /api/company-profile/logo. */
  logoData: boolean;
  logoUpdatedAt: string | null;
  [field: string]: unknown;
};

/** Non-OK gives empty; fresh 30 s, kept 5 min, no refetch on focus (product.md §7, §9). */
export const companyProfileQuery = queryOptions({
  queryKey: ["/api/company-profile"],
  queryFn: async (): Promise<CompanyProfileSummary | null> => {
    const res = await fetch("/api/company-profile", { credentials: "include" });
    return res.ok ? res.json() : null;
  },
  staleTime: 30_000,
  gcTime: 300_000,
  refetchOnWindowFocus: false,
});

export function useCompanyProfile() {
  return useQuery(companyProfileQuery);
}

/** The logo URL with a cache-busting timestamp, or null when none was uploaded. */
export function logoUrl(profile: CompanyProfileSummary | null | undefined): string | null {
  if (!profile?.logoData) return profile?.logo ?? null;
  return `/api/company-profile/logo?t=${encodeURIComponent(profile.logoUpdatedAt ?? "0")}`;
}
