/** The roles a person can hold. "Admin" may do everything; the rest get what role_permissions grants. */
export const ADMIN_ROLE = "Admin" as const;

/** Role choices on registration and access requests (product.md §3), in the spec's order. */
export const REQUESTABLE_ROLES = [
  "Managing Director",
  "Director",
  "Contracts Manager",
  "Project Manager",
  "Site Manager",
  "Site Supervisor",
  "Buyer",
  "QS",
  "Other",
  "Viewer",
] as const;

export const ROLES = [ADMIN_ROLE, ...REQUESTABLE_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ["pending", "active", "rejected", "deactivated"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
