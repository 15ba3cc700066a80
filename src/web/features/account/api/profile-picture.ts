import { useMutation } from "@tanstack/react-query";
import type { AccountUser } from "@shared/account/account";
import { apiRequest } from "@web/lib/api";
import { useSetCurrentUser } from "./update-user";

/** The signed-in user's picture; `version` changes after an upload so the browser fetches the new one. */
export const profilePictureUrl = (version: number | string) => `/api/user/profile-picture?t=${encodeURIComponent(String(version))}`;

/** POST /api/user/profile-picture (multipart, field "file"). */
export function useUploadProfilePicture() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return apiRequest<AccountUser>("POST", "/api/user/profile-picture", body);
    },
    onSuccess: setUser,
  });
}

/** DELETE /api/user/profile-picture. */
export function useRemoveProfilePicture() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: () => apiRequest<AccountUser>("DELETE", "/api/user/profile-picture"),
    onSuccess: setUser,
  });
}
