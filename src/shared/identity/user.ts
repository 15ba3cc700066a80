import { z } from "zod";
import { timestamp } from "../common/wire";

/** The signed-in user as GET /api/user, /api/login and the account calls answer it (product.md §3). */
export const currentUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    mustChangePassword: z.boolean(),
    /** "database" when a picture was uploaded (served from /api/user/profile-picture), else a URL or null. */
    profilePicture: z.string().nullable(),
    mobile: z.string().nullable(),
    lastLoginAt: timestamp.nullable(),
  })
  .meta({ id: "CurrentUser" });
export type CurrentUser = z.output<typeof currentUserSchema>;
