import { useMutation, useQueryClient } from "@tanstack/react-query";
import { permissionsEndpoints } from "@shared/identity/permissions.endpoints";
import { callApi } from "@web/lib/api-client";
import type { RolePermissionRow } from "@shared/identity/role-permissions";
import { rolePermissionsQuery } from "./get-role-permissions";

/** PUT /api/role-permissions with the changed rows; the answer is the whole map. */
export const updateRolePermissions = (rows: RolePermissionRow[]) => callApi(permissionsEndpoints.update, { body: rows });

export function useUpdateRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRolePermissions,
    onSuccess: (map) => queryClient.setQueryData(rolePermissionsQuery.queryKey, map),
  });
}
