import type { ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { Resource } from "@shared/identity/permissions";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen takes its own props (most none); the router only passes them on
export type Page = ComponentType<any>;

/**
 * A list read the shell warms in the background (product.md §7): in its place of the spec's
 * staggered list, for a user who may view its page, under the key its screen reads.
 */
export type AreaPrefetch = { resource: Resource; slot: number; warm: (queryClient: QueryClient) => Promise<unknown> };

/**
 * What one area of the browser app brings (docs/adding-an-area.md, decision 0061), from its folder
 * `app/routes/<area>/<area>.area.ts`; app/areas.ts names each once, and the router and the shell's
 * prefetch read that list. A screen's address is the shared route table's (shared/common/screen-routes.ts),
 * which the server reads too; here each screen name is its lazy component, one chunk per screen.
 */
export type WebArea = {
  /** Its screens by the route table's name, each `lazyScreen("Name", () => import("./name-page"))`. */
  screens: Record<string, Page>;
  /** The reads the shell warms for it, if the spec's prefetch list names any. */
  prefetch?: AreaPrefetch[];
};
