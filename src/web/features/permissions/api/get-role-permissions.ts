import { useQuery } from "@tanstack/react-query";
import { can, type Action } from "@shared/identity/permissions";
import { permissionsEndpoints } from "@shared/identity/permissions.endpoints";
import { callApi, queryOf } from "@web/lib/api-client";
import { orRemembered } from "@web/lib/offline-session";
import { useUser } from "@web/features/auth/api/get-user";

const fromServer = queryOf(permissionsEndpoints.get, {});
/** At a gate with no signal, the last answer kept on the device (lib/offline-session.ts). */
export const rolePermissionsQuery = { ...fromServer, queryFn: () => orRemembered("permissions", () => callApi(permissionsEndpoints.get, {})) };

/** Fetched only when someone is signed in (product.md §6). */
export function useRolePermissions() {
  const { user } = useUser();
  return useQuery({ ...rolePermissionsQuery, enabled: Boolean(user) && !user?.mustChangePassword });
}

/** The client's half of the permission rule: hides what the server would refuse. */
export function usePermission() {
  const { user } = useUser();
  const { data } = useRolePermissions();
  return (resource: string, action: Action = "view") => can(data, user?.role, resource, action);
}
