import { useQueryClient } from "@tanstack/react-query";
import { teamChanges } from "@shared/identity/users.endpoints";
import { refreshChanged } from "@web/lib/api-client";

/** After any change: what the users' table says a team write changes (decision 0062). */
export function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => refreshChanged(queryClient, teamChanges);
}
