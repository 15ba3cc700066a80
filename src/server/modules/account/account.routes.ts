import { changePasswordSchema, updateUserSchema } from "@shared/account/account";
import type { Module } from "../../platform/module";
import { readImageUpload, sendImage } from "../../platform/uploads";
import { presentUser } from "../auth/user.presenter";
import { changePassword, getProfilePicture, removeProfilePicture, setProfilePicture, updateProfile } from "./account.service";

/** User settings (/settings): the signed-in user's own name, mobile, picture and password. GET /api/user is the auth module's. */
export const accountRoutes: Module = async (app, { db }) => {
  const own = { access: "user" } as const;

  app.patch("/api/user", { config: own, schema: { body: updateUserSchema } }, async (request) => presentUser(await updateProfile(db, request, request.body)));

  app.get("/api/user/profile-picture", { config: { access: "user", beforePasswordChange: true } }, async (request, reply) =>
    sendImage(request, reply, await getProfilePicture(db, request)),
  );

  app.post("/api/user/profile-picture", { config: own }, async (request) => {
    const upload = await readImageUpload(request);
    return presentUser(await setProfilePicture(db, request, upload));
  });

  app.delete("/api/user/profile-picture", { config: own }, async (request) => presentUser(await removeProfilePicture(db, request)));

  app.post("/api/user/change-password", { config: own, schema: { body: changePasswordSchema } }, async (request) => {
    await changePassword(db, request, request.body);
    return { message: "Your password has been updated." };
  });
};
