import { endpoint, fileResponse, multipart } from "../common/contract";
import { messageAnswer } from "../common/wire";
import { currentUserSchema } from "../identity/user";
import { imageVersionQuery } from "../uploads/images";
import { changePasswordSchema, updateUserSchema } from "./account";

/** User settings (/settings): the signed-in user's own name, mobile, picture and password. GET /api/user is the auth table's. */
export const accountEndpoints = {
  update: endpoint({
    method: "PATCH",
    path: "/api/user",
    access: "user",
    summary: "Change your own name and mobile",
    body: updateUserSchema,
    response: currentUserSchema,
  }),
  profilePicture: endpoint({
    method: "GET",
    path: "/api/user/profile-picture",
    access: "user",
    summary: "Your uploaded profile picture; ?t= a version lets the browser keep it",
    query: imageVersionQuery,
    response: fileResponse("image/*"),
    beforePasswordChange: true,
  }),
  uploadProfilePicture: endpoint({
    method: "POST",
    path: "/api/user/profile-picture",
    access: "user",
    summary: "Upload or replace your profile picture: one PNG, JPEG or WebP image up to 2 MB, checked by content",
    body: multipart(1),
    response: currentUserSchema,
  }),
  removeProfilePicture: endpoint({
    method: "DELETE",
    path: "/api/user/profile-picture",
    access: "user",
    summary: "Remove your profile picture",
    response: currentUserSchema,
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/api/user/change-password",
    access: "user",
    summary: "Change your password with the current one; your other sessions end",
    body: changePasswordSchema,
    response: messageAnswer,
  }),
};
