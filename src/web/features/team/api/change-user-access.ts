import { useMutation } from "@tanstack/react-query";
import { usersEndpoints } from "@shared/identity/users.endpoints";
import { callApi } from "@web/lib/api-client";
import { useRefreshTeam } from "./refresh-team";

export type UserAccessAction = "deactivate" | "reactivate" | "reset-password";

const ACTIONS = { deactivate: usersEndpoints.deactivate, reactivate: usersEndpoints.reactivate, "reset-password": usersEndpoints.resetPassword } as const;

/** POST /api/users/:id/deactivate | reactivate | reset-password. */
export const changeUserAccess = ({ id, action }: { id: number; action: UserAccessAction }) => callApi(ACTIONS[action], { params: { id } });

export function useChangeUserAccess() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: changeUserAccess, onSuccess: refresh });
}
