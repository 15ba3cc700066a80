import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import type { RolePermissionMap } from "@shared/identity/permissions";
import type { RolePermissionRow } from "@shared/identity/role-permissions";
import { rolePermissionsQuery } from "./get-role-permissions";

/** PUT /api/role-permissions with the changed rows; the answer is the whole map. */
export const updateRolePermissions = (rows: RolePermissionRow[]) => apiRequest<RolePermissionMap>("PUT", "/api/role-permissions", rows);

export function useUpdateRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRolePermissions,
    onSuccess: (map) => queryClient.setQueryData(rolePermissionsQuery.queryKey, map),
  });
}
