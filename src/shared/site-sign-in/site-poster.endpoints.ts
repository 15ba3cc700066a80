import { fileResponse, type Changes } from "../common/contract";
import { signInSettingsViewSchema } from "./site-sign-in";
import { siteSignInEndpoints, workforceOnContract as onContract } from "./site-sign-in.endpoints";

/**
 * The contract's sign-in poster (issue 31): one public page for visitors (no account) and for workers
 * signing themselves in with their personal link. The public routes are in site-public.endpoints.ts.
 */
export const sitePosterEndpoints = {
  issuePoster: onContract.write("POST", "site-sign-in/poster", "edit", "Issue the contract's sign-in poster link, or a new one: the old poster stops working", {
    response: signInSettingsViewSchema,
  }),
  poster: onContract.read("site-sign-in/poster.pdf", "The site's sign-in poster (A4 PDF) for visitors and workers' own phones", {
    response: fileResponse("application/pdf"),
  }),
};

/** Issuing the poster changes the contract's settings (their poster address). */
export const sitePosterChanges: Changes = [siteSignInEndpoints.settings];
