import { useNavigate } from "@web/lib/router";
import { useQuery } from "@tanstack/react-query";
import { ADMIN_ROLE } from "@shared/identity/roles";
import { userQuery } from "@web/features/auth/api/get-user";
import { useLogout } from "@web/features/auth/api/logout";
import { profilePictureUrl } from "@web/features/account/api/profile-picture";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import type { Visibility } from "./nav-items";

/** Who is signed in, what they may see, and how they leave: what every part of the shell needs. */
export function useShellSession() {
  const { data: user, dataUpdatedAt } = useQuery(userQuery);
  const can = usePermission();
  const logout = useLogout();
  const navigate = useNavigate();
  const visibility: Visibility = { isAdmin: user?.role === ADMIN_ROLE, canView: (resource) => can(resource, "view"), can };
  return {
    user: user ?? null,
    visibility,
    /** Changes when the user record reloads (e.g. after a new picture), busting the image cache. */
    pictureUrl: user?.profilePicture ? profilePictureUrl(dataUpdatedAt) : null,
    logout: (after?: () => void) =>
      logout.mutate(undefined, {
        onSuccess: () => {
          after?.();
          navigate("/auth");
        },
      }),
    loggingOut: logout.isPending,
  };
}
export type ShellSession = ReturnType<typeof useShellSession>;
