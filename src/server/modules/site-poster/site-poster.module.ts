import { signInLinkEndpoints } from "@shared/site-sign-in/sign-in-links.endpoints";
import { sitePosterEndpoints } from "@shared/site-sign-in/site-poster.endpoints";
import { sitePublicEndpoints } from "@shared/site-sign-in/site-public.endpoints";
import type { ServerModule } from "../../platform/module";
import { sitePosterRoutes } from "./site-poster.routes";

/** The sign-in poster, its public page and the personal links, as the server lists them (platform/module.ts). */
export const sitePosterModule: ServerModule = {
  name: "site-poster",
  permission: "Workforce",
  endpoints: {
    sitePoster: sitePosterEndpoints,
    signInLinks: signInLinkEndpoints,
    sitePublic: sitePublicEndpoints,
  },
  routes: sitePosterRoutes,
};
