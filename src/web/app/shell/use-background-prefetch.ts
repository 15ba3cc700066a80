import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { companyProfileQuery } from "@web/features/company/api/get-company-profile";
import { rolePermissionsQuery } from "@web/features/permissions/api/get-role-permissions";
import { preloadScreen } from "./lazy-screen";

const START_AFTER_MS = 1000;

/**
 * Background prefetching (product.md §7): one second after the shell appears (never on /auth, which
 * has no shell), warm the reads and screens a user is likely to need next.
 *
 * Only what exists today is fetched. The spec's list also prefetches projects, diary entries,
 * carbon entries, materials and suppliers (staggered from 500 ms in 200 ms steps, then the first
 * three projects by slug), and preloads the diary, project list, carbon footprint and edit-project
 * screens: those join here when their areas are built. Never call an endpoint that does not exist.
 */
export function useBackgroundPrefetch(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      void queryClient.prefetchQuery(companyProfileQuery);
      void queryClient.prefetchQuery(rolePermissionsQuery);
      preloadScreen("SettingsPage");
    }, START_AFTER_MS);
    return () => clearTimeout(timer);
  }, [enabled, queryClient]);
}
