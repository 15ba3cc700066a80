import { useMutation } from "@tanstack/react-query";
import type { Role } from "@shared/identity/roles";
import { usersEndpoints } from "@shared/identity/users.endpoints";
import { callApi } from "@web/lib/api-client";
import { useRefreshTeam } from "./refresh-team";

export const approveAccessRequest = ({ id, role }: { id: number; role: Role }) =>
  callApi(usersEndpoints.approveAccessRequest, { params: { id }, body: { role } });

export function useApproveAccessRequest() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: approveAccessRequest, onSuccess: refresh });
}
