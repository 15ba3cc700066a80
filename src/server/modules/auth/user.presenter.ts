import type { users } from "../../db/schema/index";
import type { CurrentUser } from "@shared/identity/user";

export type PresentedUser = CurrentUser;

type UserRow = typeof users.$inferSelect;

/** The only shape of a user that leaves the server: never the password hash, picture bytes or lock-out counters. */
export function presentUser(row: UserRow): PresentedUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: row.role,
    mustChangePassword: row.mustChangePassword,
    profilePicture: row.profilePictureData ? "database" : (row.profilePicture ?? null),
    mobile: row.mobile ?? null,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}
