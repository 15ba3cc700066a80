import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import type { TeamUser, UpdateUserForm } from "@shared/identity/users";
import { useRefreshTeam } from "./refresh-team";

export const updateUser = ({ id, ...body }: UpdateUserForm & { id: number }) => apiRequest<TeamUser>("PATCH", `/api/users/${id}`, body);

export function useUpdateUser() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: updateUser, onSuccess: refresh });
}
