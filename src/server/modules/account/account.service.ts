import type { FastifyRequest } from "fastify";
import { CURRENT_PASSWORD_INCORRECT, SAME_PASSWORD_MESSAGE } from "@shared/account/account";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { hit, refuseIfReached, type RateLimit } from "../../platform/rate-limit";
import { hashPassword, verifyPassword } from "../../platform/passwords";
import type { ImageUpload } from "../../platform/uploads";
import { deleteOtherSessions, findUser, updateUser, type UserRow } from "./account.repository";

/** A stolen session must not become a way to guess the password: 5 wrong tries per 15 minutes. */
const WRONG_CURRENT_PASSWORDS: RateLimit = {
  max: 5,
  windowMs: 15 * 60 * 1000,
  message: "Too many incorrect attempts. Please wait 15 minutes and try again.",
  retryAfterSeconds: 15 * 60,
};
const wrongPasswordsKey = (userId: number) => `password-change:user:${userId}`;

const entity = (user: UserRow) => ({ entityType: "user", entityId: user.id, entityName: user.name });

export async function updateProfile(db: Db, request: FastifyRequest, input: { name: string; mobile: string | null }): Promise<UserRow> {
  const user = requireUser(request);
  const changed = (["name", "mobile"] as const).filter((f) => (user[f] ?? null) !== input[f]);
  if (changed.length === 0) return user;
  return db.transaction(async (tx) => {
    const saved = await updateUser(tx, user.id, { name: input.name, mobile: input.mobile, updatedAt: new Date() });
    await audit(tx, request, {
      action: "user_profile_updated",
      description: `Updated their profile: ${changed.join(", ")}`,
      ...entity(saved),
      category: "settings",
      metadata: { changedFields: changed },
    });
    return saved;
  });
}

export async function setProfilePicture(db: Db, request: FastifyRequest, upload: ImageUpload): Promise<UserRow> {
  const user = requireUser(request);
  return db.transaction(async (tx) => {
    const saved = await updateUser(tx, user.id, {
      profilePicture: "database",
      profilePictureData: upload.data,
      profilePictureType: upload.type,
      updatedAt: new Date(),
    });
    await audit(tx, request, {
      action: user.profilePictureData ? "profile_picture_replaced" : "profile_picture_uploaded",
      description: `${user.profilePictureData ? "Replaced" : "Uploaded"} their profile picture (${upload.type}, ${Math.ceil(upload.data.length / 1024)} KB)`,
      ...entity(saved),
      category: "settings",
      metadata: { type: upload.type, bytes: upload.data.length, filename: upload.filename },
    });
    return saved;
  });
}

export async function removeProfilePicture(db: Db, request: FastifyRequest): Promise<UserRow> {
  const user = requireUser(request);
  if (!user.profilePictureData && !user.profilePicture) throw notFound("There is no profile picture to remove");
  return db.transaction(async (tx) => {
    const saved = await updateUser(tx, user.id, { profilePicture: null, profilePictureData: null, profilePictureType: null, updatedAt: new Date() });
    await audit(tx, request, { action: "profile_picture_removed", description: "Removed their profile picture", ...entity(saved), category: "settings" });
    return saved;
  });
}

export async function getProfilePicture(db: Db, request: FastifyRequest) {
  const user = await findUser(db, requireUser(request).id);
  if (!user?.profilePictureData || !user.profilePictureType) throw notFound("No profile picture has been uploaded");
  return { data: user.profilePictureData, type: user.profilePictureType, version: user.updatedAt.toISOString() };
}

/** Checks the current password, sets the new one and signs the user out everywhere else. */
export async function changePassword(db: Db, request: FastifyRequest, input: { currentPassword: string; newPassword: string }): Promise<UserRow> {
  const user = requireUser(request);
  await refuseIfReached(db, wrongPasswordsKey(user.id), WRONG_CURRENT_PASSWORDS);
  if (!(await verifyPassword(input.currentPassword, user.password))) {
    await hit(db, wrongPasswordsKey(user.id), WRONG_CURRENT_PASSWORDS.windowMs);
    await audit(db, request, {
      action: "password_change_failed",
      description: "Entered an incorrect current password when changing their password",
      ...entity(user),
      category: "auth",
      severity: "warning",
    });
    throw badRequest(CURRENT_PASSWORD_INCORRECT, "currentPassword");
  }
  if (input.currentPassword === input.newPassword) throw badRequest(SAME_PASSWORD_MESSAGE, "newPassword");
  const password = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const now = new Date();
    const saved = await updateUser(tx, user.id, { password, passwordChangedAt: now, mustChangePassword: false, updatedAt: now });
    const ended = await deleteOtherSessions(tx, user.id, request.sessionId);
    await audit(tx, request, {
      action: "password_changed",
      description: ended > 0 ? `Changed their password and signed out ${ended} other session${ended === 1 ? "" : "s"}` : "Changed their password",
      ...entity(saved),
      category: "auth",
      metadata: { otherSessionsEnded: ended },
    });
    return saved;
  });
}
