import { useMutation } from "@tanstack/react-query";
import type { CompanyProfile } from "@shared/company/company-profile";
import { apiRequest } from "@web/lib/api";
import { useApplyCompanyProfile } from "./update-company-profile";

/** POST /api/company-profile/logo (multipart, field "file"). */
export function useUploadCompanyLogo() {
  const apply = useApplyCompanyProfile();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return apiRequest<CompanyProfile>("POST", "/api/company-profile/logo", body);
    },
    onSuccess: apply,
  });
}

/** DELETE /api/company-profile/logo. */
export function useRemoveCompanyLogo() {
  const apply = useApplyCompanyProfile();
  return useMutation({
    mutationFn: () => apiRequest<CompanyProfile>("DELETE", "/api/company-profile/logo"),
    onSuccess: apply,
  });
}
