import { z } from "zod";
import { pageQuery } from "../common/paging";
import { idParams } from "../common/ids";
import { signupEmailField, signupNameField, ukMobileField } from "./auth";
import { timestamp } from "../common/wire";
import { ROLES, USER_STATUSES } from "./roles";

/** Team Management: the contract of /api/users and /api/access-requests, shared by forms and routes. */

/** An optional UK mobile: empty means none (null); anything typed must pass the signup rule. */
export const optionalMobileField = z
  .string()
  .max(30, "Please enter a valid UK mobile number (e.g. 07123 456789 or +447123 456789)")
  .nullish()
  .transform((v) => v?.replace(/\s+/g, "") || null)
  .superRefine((v, ctx) => {
    if (v === null) return;
    const result = ukMobileField.safeParse(v);
    if (!result.success) ctx.addIssue({ code: "custom", message: result.error.issues[0]?.message ?? "Invalid mobile number" });
  });

export const roleField = z.enum(ROLES, { message: "Please select a role" });

/** POST /api/users: an admin adds someone directly (any role, Admin included). */
export const createUserSchema = z.object({
  name: signupNameField,
  email: signupEmailField,
  role: roleField,
  mobile: optionalMobileField,
});
export type CreateUserForm = z.input<typeof createUserSchema>;

/** PATCH /api/users/:id: name, role and mobile; send only what changes. */
export const updateUserSchema = z
  .object({ name: signupNameField, role: roleField, mobile: optionalMobileField })
  .partial()
  .refine((v) => v.name !== undefined || v.role !== undefined || v.mobile !== undefined, { message: "Nothing to change" });
export type UpdateUserForm = z.input<typeof updateUserSchema>;

export const listUsersQuery = pageQuery.extend({
  status: z.enum(USER_STATUSES, { message: "Status must be one of: pending, active, rejected, deactivated" }).optional(),
  search: z.string().trim().max(100, "Search must be less than 100 characters").optional(),
});
export type ListUsersQuery = z.input<typeof listUsersQuery>;

export const userIdParams = idParams("User not found");

/** POST /api/access-requests/:id/approve: the role defaults to the one requested. */
export const approveAccessRequestSchema = z.object({ role: roleField.optional() });
/** POST /api/access-requests/:id/reject: an optional reason, included in the email. */
export const rejectAccessRequestSchema = z.object({
  reason: z.string().trim().max(1000, "Reason must be less than 1000 characters").optional(),
});

/** A person as Team Management sees them: never the password hash or picture bytes. */
export const teamUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    /** One of ROLES; a pending request holds "Viewer" until approved. */
    role: z.string(),
    requestedRole: z.string().nullable(),
    /** One of USER_STATUSES. */
    status: z.string(),
    mustChangePassword: z.boolean(),
    mobile: z.string().nullable(),
    lastLoginAt: timestamp.nullable(),
    createdAt: timestamp,
    message: z.string().nullable(),
  })
  .meta({ id: "TeamUser" });
export type TeamUser = z.output<typeof teamUserSchema>;
