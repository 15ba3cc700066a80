import { endpoint, fileResponse } from "../common/contract";
import { imageVersionQuery } from "../uploads/images";
import { companyProfileViewSchema } from "./company-profile-view";

/**
 * The two company calls the shell makes on every page (name, colour, logo), apart from the form's
 * writes so that the first download does not carry the form schema. Both are in companyEndpoints.
 */
export const companyReadEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/api/company-profile",
    access: "user",
    summary: "The company profile (404 until it has been set up)",
    response: companyProfileViewSchema,
    beforePasswordChange: true,
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
};
