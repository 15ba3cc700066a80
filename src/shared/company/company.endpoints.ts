import { endpoint, multipart } from "../common/contract";
import { companyProfileSchema, companyProfileViewSchema } from "./company-profile";
import { companyReadEndpoints } from "./company-read.endpoints";

/** The company profile (/company) and its logo. Everyone signed in reads it: the shell shows name, colour and logo. */
export const companyEndpoints = {
  get: companyReadEndpoints.get,
  update: endpoint({
    method: "PUT",
    path: "/api/company-profile",
    access: ["Company Profile", "edit"],
    summary: "Save the whole profile; the activity log names the fields that changed",
    body: companyProfileSchema,
    response: companyProfileViewSchema,
  }),
  logo: companyReadEndpoints.logo,
  uploadLogo: endpoint({
    method: "POST",
    path: "/api/company-profile/logo",
    access: ["Company Profile", "edit"],
    summary: "Upload or replace the logo: one PNG, JPEG or WebP image up to 2 MB, checked by content",
    body: multipart(1),
    response: companyProfileViewSchema,
  }),
  removeLogo: endpoint({
    method: "DELETE",
    path: "/api/company-profile/logo",
    access: ["Company Profile", "edit"],
    summary: "Remove the logo",
    response: companyProfileViewSchema,
  }),
};
