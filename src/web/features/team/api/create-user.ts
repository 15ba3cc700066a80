import { useMutation } from "@tanstack/react-query";
import type { CreateUserForm } from "@shared/identity/users";
import { usersEndpoints } from "@shared/identity/users.endpoints";
import { callApi } from "@web/lib/api-client";
import { useRefreshTeam } from "./refresh-team";

export const createUser = (body: CreateUserForm) => callApi(usersEndpoints.create, { body });

export function useCreateUser() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: createUser, onSuccess: refresh });
}
