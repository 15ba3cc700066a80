import { lazyScreen } from "../../shell/lazy-screen";
import type { WebArea } from "../../web-area";

/** The suppliers screens (app/web-area.ts). */
export const suppliersArea: WebArea = {
  screens: {
    SuppliersPage: lazyScreen("SuppliersPage", () => import("./suppliers-page")),
  },
  // product.md §7's staggered list: diary entries, carbon entries, materials, suppliers.
  prefetch: [
    {
      resource: "Suppliers",
      slot: 3,
      warm: (queryClient) => import("@web/features/suppliers/api/suppliers").then((r) => queryClient.prefetchQuery(r.suppliersQuery({ page: 1 }))),
    },
  ],
};
