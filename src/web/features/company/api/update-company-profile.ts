import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompanyProfile, CompanyProfileInput } from "@shared/company/company-profile";
import { companyEndpoints } from "@shared/company/company.endpoints";
import { companyReadEndpoints } from "@shared/company/company-read.endpoints";
import { callApi, refreshChanged } from "@web/lib/api-client";
import { applyBrandColour } from "@web/lib/theme";
import { companyProfileQuery } from "./get-company-profile";

/** After any change: the new profile in the cache at once, the brand colour applied, the shell refreshed. */
export function useApplyCompanyProfile() {
  const queryClient = useQueryClient();
  return (profile: CompanyProfile) => {
    queryClient.setQueryData(companyProfileQuery.queryKey, profile);
    applyBrandColour(profile.brandColor);
    void refreshChanged(queryClient, [companyReadEndpoints.get]);
  };
}

/** PUT /api/company-profile: the whole profile, as the form's schema output. */
export function useUpdateCompanyProfile() {
  const apply = useApplyCompanyProfile();
  return useMutation({
    mutationFn: (input: CompanyProfileInput) => callApi(companyEndpoints.update, { body: input }),
    onSuccess: apply,
  });
}
