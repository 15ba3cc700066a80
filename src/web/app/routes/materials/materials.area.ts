import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The materials screens (app/web-area.ts). */
export const materialsArea: WebArea = {
  screens: {
    MaterialsPage: lazyScreen("MaterialsPage", () => import("./materials-page")),
    MaterialPage: lazyScreen("MaterialPage", () => import("./material-page")),
  },
  // product.md §7's staggered list: diary entries, carbon entries, materials, suppliers.
  prefetch: [
    {
      resource: "Materials",
      slot: 2,
      warm: (queryClient) => import("@web/features/materials/api/materials").then((r) => queryClient.prefetchQuery(r.materialsQuery({ page: 1 }))),
    },
  ],
};
