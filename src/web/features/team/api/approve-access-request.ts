import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import type { TeamUser } from "@shared/identity/users";
import { useRefreshTeam } from "./refresh-team";

export const approveAccessRequest = ({ id, role }: { id: number; role: string }) =>
  apiRequest<TeamUser>("POST", `/api/access-requests/${id}/approve`, { role });

export function useApproveAccessRequest() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: approveAccessRequest, onSuccess: refresh });
}
