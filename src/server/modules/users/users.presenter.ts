import type { TeamUser } from "@shared/identity/users";
import type { users } from "../../db/schema/index";

type UserRow = typeof users.$inferSelect;

/** A user as Team Management lists them: never the password hash, lock-out counters or picture bytes. */
export function presentTeamUser(row: UserRow): TeamUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    requestedRole: row.requestedRole,
    status: row.status,
    mustChangePassword: row.mustChangePassword,
    mobile: row.mobile,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    message: row.message,
  };
}
