import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import type { TeamUser } from "@shared/identity/users";
import { useRefreshTeam } from "./refresh-team";

export const rejectAccessRequest = ({ id, reason }: { id: number; reason?: string }) =>
  apiRequest<TeamUser>("POST", `/api/access-requests/${id}/reject`, reason ? { reason } : {});

export function useRejectAccessRequest() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: rejectAccessRequest, onSuccess: refresh });
}
