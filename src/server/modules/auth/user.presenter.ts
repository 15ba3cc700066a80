import type { users } from "../../db/schema/index";

type UserRow = typeof users.$inferSelect;

/** The current user as GET /api/user and /api/login answer it (product.md §3). */
export type PresentedUser = {
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
  mustChangePassword: boolean;
  /** "database" when a picture was uploaded (served from /api/user/profile-picture), else a URL or null. */
  profilePicture: string | null;
  mobile: string | null;
  lastLoginAt: string | null;
};

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
