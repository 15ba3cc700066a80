import type { CurrentUser } from "@shared/identity/user";
import { z } from "zod";
import { newPasswordField, signupNameField, ukMobileField } from "../identity/auth";

/** User settings (/settings): the same field rules as signup (data-model.md §5). */

/** PATCH /api/user: name required; mobile optional, and "" or null clears it. */
export const updateUserSchema = z.object({
  name: z.string({ error: "Name is required" }).pipe(signupNameField),
  mobile: z
    .string()
    .nullish()
    .transform((v) => (v == null || v.trim() === "" ? null : v))
    .pipe(ukMobileField.nullable()),
});
export type UpdateUserForm = z.input<typeof updateUserSchema>;

/** POST /api/user/change-password. */
export const SAME_PASSWORD_MESSAGE = "New password must be different from your current password";

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(1000, "Current password is incorrect"),
  newPassword: newPasswordField,
});

/** The settings form: the new password confirmed, with the reset form's messages (product.md §5). */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, "Please confirm your password") })
  .refine((v) => v.confirmPassword === v.newPassword, { message: "Passwords don't match", path: ["confirmPassword"] })
  .refine((v) => v.newPassword !== v.currentPassword || v.newPassword === "", {
    message: SAME_PASSWORD_MESSAGE,
    path: ["newPassword"],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";

/** The user as PATCH /api/user and the picture calls answer it: the same shape as GET /api/user. */
export type AccountUser = CurrentUser;
