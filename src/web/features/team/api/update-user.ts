import { useMutation } from "@tanstack/react-query";
import type { UpdateUserForm } from "@shared/identity/users";
import { usersEndpoints } from "@shared/identity/users.endpoints";
import { callApi } from "@web/lib/api-client";
import { useRefreshTeam } from "./refresh-team";

export const updateUser = ({ id, ...body }: UpdateUserForm & { id: number }) => callApi(usersEndpoints.update, { params: { id }, body });

export function useUpdateUser() {
  const refresh = useRefreshTeam();
  return useMutation({ mutationFn: updateUser, onSuccess: refresh });
}
