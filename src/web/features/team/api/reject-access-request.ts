import { useMutation } from "@tanstack/react-query";
import { usersEndpoints } from "@shared/identity/users.endpoints";
import { callApi } from "@web/lib/api-client";
import { useRefreshTeam } from "./refresh-team";

export const rejectAccessRequest = ({ id, reason }: { id: number; reason?: string }) =>
  callApi(usersEndpoints.rejectAccessRequest, { params: { id }, body: reason ? { reason } : {} });

export function useRejectAccessRequest() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: rejectAccessRequest, onSuccess: refresh });
}
