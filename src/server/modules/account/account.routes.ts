import { accountEndpoints } from "@shared/account/account.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { readImageUpload, sendImage } from "../../platform/uploads";
import { presentUser } from "../auth/accounts.service";
import { changePassword, getProfilePicture, removeProfilePicture, setProfilePicture, updateProfile } from "./account.service";

/** User settings (/settings): the signed-in user's own name, mobile, picture and password. GET /api/user is the auth module's. */
export const accountRoutes: Module = async (app, { db }) => {
  routes(app, accountEndpoints, {
    update: async (request) => presentUser(await updateProfile(db, request, request.body)),
    profilePicture: async (request, reply) => sendImage(request, reply, await getProfilePicture(db, request)),
    uploadProfilePicture: async (request) => {
      const upload = await readImageUpload(request);
      return presentUser(await setProfilePicture(db, request, upload));
    },
    removeProfilePicture: async (request) => presentUser(await removeProfilePicture(db, request)),
    changePassword: async (request) => {
      await changePassword(db, request, request.body);
      return { message: "Your password has been updated." };
    },
  });
};
