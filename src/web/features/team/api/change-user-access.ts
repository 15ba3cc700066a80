import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import type { TeamUser } from "@shared/identity/users";
import { useRefreshTeam } from "./refresh-team";

export type UserAccessAction = "deactivate" | "reactivate" | "reset-password";

/** POST /api/users/:id/deactivate | reactivate | reset-password. */
export const changeUserAccess = ({ id, action }: { id: number; action: UserAccessAction }) => apiRequest<TeamUser>("POST", `/api/users/${id}/${action}`, {});

export function useChangeUserAccess() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: changeUserAccess, onSuccess: refresh });
}
