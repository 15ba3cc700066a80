import { useMutation } from "@tanstack/react-query";
import { accountEndpoints } from "@shared/account/account.endpoints";
import { callApi, hrefOf } from "@web/lib/api-client";
import { useSetCurrentUser } from "./update-user";

/** The signed-in user's picture; `version` changes after an upload so the browser fetches the new one. */
export const profilePictureUrl = (version: number | string) => hrefOf(accountEndpoints.profilePicture, { query: { t: String(version) } });

/** POST /api/user/profile-picture (multipart, field "file"). */
export function useUploadProfilePicture() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return callApi(accountEndpoints.uploadProfilePicture, { body });
    },
    onSuccess: setUser,
  });
}

/** DELETE /api/user/profile-picture. */
export function useRemoveProfilePicture() {
  const setUser = useSetCurrentUser();
  return useMutation({
    mutationFn: () => callApi(accountEndpoints.removeProfilePicture, {}),
    onSuccess: setUser,
  });
}
