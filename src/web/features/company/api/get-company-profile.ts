import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CompanyProfile } from "@shared/company/company-profile-view";
import { companyReadEndpoints } from "@shared/company/company-read.endpoints";
import { ApiError } from "@web/lib/api";
import { callApi, hrefOf, keyOf } from "@web/lib/api-client";

/** Non-OK gives empty; fresh 30 s, kept 5 min, no refetch on focus (product.md §7, §9). */
export const companyProfileQuery = queryOptions({
  queryKey: keyOf(companyReadEndpoints.get, {}),
  queryFn: (): Promise<CompanyProfile | null> =>
    callApi(companyReadEndpoints.get, {}).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    }),
  staleTime: 30_000,
  gcTime: 300_000,
  refetchOnWindowFocus: false,
});

export function useCompanyProfile() {
  return useQuery(companyProfileQuery);
}

/** The logo URL with a cache-busting timestamp, or null when none was uploaded. */
export function logoUrl(profile: Pick<CompanyProfile, "logo" | "logoData" | "logoUpdatedAt"> | null | undefined): string | null {
  if (!profile?.logoData) return profile?.logo ?? null;
  return hrefOf(companyReadEndpoints.logo, { query: { t: profile.logoUpdatedAt ?? "0" } });
}
