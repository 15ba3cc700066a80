import { useQueryClient } from "@tanstack/react-query";
import { usersQueryKey } from "./get-users";
import { accessRequestsQueryKey } from "./get-access-requests";
import { outboxQueryKey } from "./get-outbox";

/** After any change: the lists it touches, and the outbox (most actions send an email). */
export function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: usersQueryKey }),
      queryClient.invalidateQueries({ queryKey: accessRequestsQueryKey }),
      queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
    ]);
}
