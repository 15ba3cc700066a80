import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import type { CreateUserForm, TeamUser } from "@shared/identity/users";
import { useRefreshTeam } from "./refresh-team";

export const createUser = (body: CreateUserForm) => apiRequest<TeamUser>("POST", "/api/users", body);

export function useCreateUser() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: createUser, onSuccess: refresh });
}
