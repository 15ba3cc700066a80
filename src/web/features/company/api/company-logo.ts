import { useMutation } from "@tanstack/react-query";
import { companyEndpoints } from "@shared/company/company.endpoints";
import { callApi } from "@web/lib/api-client";
import { useApplyCompanyProfile } from "./update-company-profile";

/** POST /api/company-profile/logo (multipart, field "file"). */
export function useUploadCompanyLogo() {
  const apply = useApplyCompanyProfile();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return callApi(companyEndpoints.uploadLogo, { body });
    },
    onSuccess: apply,
  });
}

/** DELETE /api/company-profile/logo. */
export function useRemoveCompanyLogo() {
  const apply = useApplyCompanyProfile();
  return useMutation({
    mutationFn: () => callApi(companyEndpoints.removeLogo, {}),
    onSuccess: apply,
  });
}
