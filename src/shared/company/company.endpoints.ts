import { endpoint, fileResponse, multipart } from "../common/contract";
import { imageVersionQuery } from "../uploads/images";
import { companyProfileSchema, companyProfileViewSchema } from "./company-profile";

/** The company profile (/company) and its logo. Everyone signed in reads it: the shell shows name, colour and logo. */
export const companyEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/company-profile",
    access: "user",
    summary: "The company profile (404 until it has been set up)",
    response: companyProfileViewSchema,
    beforePasswordChange: true,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/company-profile",
    access: ["Company Profile", "edit"],
    summary: "Save the whole profile; the activity log names the fields that changed",
    body: companyProfileSchema,
    response: companyProfileViewSchema,
  }),
  logo: endpoint({
    method: "GET",
    path: "/api/company-profile/logo",
    access: "user",
    summary: "The uploaded logo (PNG, JPEG or WebP); ?t= the profile's logoUpdatedAt lets the browser keep it",
    query: imageVersionQuery,
    response: fileResponse("image/*"),
    beforePasswordChange: true,
  }),
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
