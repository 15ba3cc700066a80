import { z } from "zod";
import { REQUESTABLE_ROLES } from "./roles";

/** The sign-in and account schemas of product.md §5 and data-model.md §5, shared by forms and routes. */

/** A text field; `missing` is the message when it is absent or not text (zod's own is for developers). */
const trimmed = (missing = "This field is required") => z.string({ error: missing }).trim();

export const emailField = trimmed("Email is required")
  .min(1, "Email is required")
  .pipe(z.email("Please enter a valid email"))
  .transform((e) => e.toLowerCase());
const botToken = z.string().max(10_000).optional();

/** New passwords (reset, forced change, user settings): product.md §5. */
export const newPasswordField = z
  .string({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be less than 128 characters")
  .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
  .regex(/[a-z]/, "Password must contain at least one lowercase letter")
  .regex(/[0-9]/, "Password must contain at least one number");

const confirmMatches = <T extends { confirmPassword: string }>(key: keyof T & string) =>
  [(v: T) => v.confirmPassword === (v[key] as unknown), { message: "Passwords don't match", path: ["confirmPassword"] as PropertyKey[] }] as const;

// Login ---------------------------------------------------------------------------------------
export const loginFormSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Password is required"),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/** POST /api/login: the username field carries the email. */
export const loginSchema = z.object({
  username: emailField,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1000, "Password is required"),
  recaptchaToken: botToken,
});

// Forgot and reset ----------------------------------------------------------------------------
export const forgotPasswordSchema = z.object({ email: emailField, recaptchaToken: botToken });
export const forgotPasswordFormSchema = forgotPasswordSchema.pick({ email: true });

export const resetPasswordSchema = z.object({
  email: emailField,
  resetCode: trimmed("Reset code is required").min(1, "Reset code is required").max(20, "Reset code is required"),
  newPassword: newPasswordField,
  recaptchaToken: botToken,
});
export const resetPasswordFormSchema = resetPasswordSchema
  .omit({ recaptchaToken: true })
  .extend({ confirmPassword: z.string().min(1, "Please confirm your password") })
  .refine(...confirmMatches<{ newPassword: string; confirmPassword: string }>("newPassword"));
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

// Forced change at first login ----------------------------------------------------------------
export const changePasswordFirstLoginSchema = z.object({ newPassword: newPasswordField });
export const newPasswordFormSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string().min(1, "Please confirm your password") })
  .refine(...confirmMatches<{ newPassword: string; confirmPassword: string }>("newPassword"));

// Register (the sign-in form's reading, product.md §5) ----------------------------------------
export const registerFormSchema = z
  .object({
    email: trimmed("Please enter a valid email").pipe(z.email("Please enter a valid email")),
    name: trimmed("Full name is required").min(1, "Full name is required"),
    role: z.enum(REQUESTABLE_ROLES, { message: "Please select a role" }),
    password: z.string().min(6, "Password must be at least 6 characters"),
    confirmPassword: z.string().min(6, "Please confirm your password"),
  })
  .refine(...confirmMatches<{ password: string; confirmPassword: string }>("password"));

/** Accounts created on the server: data-model.md §5 "User signup", the stricter reading. */
export const signupPasswordField = z
  .string({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be less than 128 characters")
  .regex(
    /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])/,
    "Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character",
  );
export const signupNameField = trimmed("Name is required")
  .min(1, "Name is required")
  .max(100, "Name must be less than 100 characters")
  .regex(/^[\p{L} .'-]+$/u, "Name can only contain letters, spaces, hyphens, apostrophes, and periods");
export const signupEmailField = trimmed("Email is required")
  .min(5, "Email must be at least 5 characters")
  .max(254, "Email must be less than 255 characters")
  .pipe(z.email("Invalid email format"))
  .transform((e) => e.toLowerCase());
export const ukMobileField = z
  .string()
  .transform((v) => v.replace(/\s+/g, ""))
  .refine((v) => /^(07\d{9}|\+447\d{9})$/.test(v), "Please enter a valid UK mobile number (e.g. 07123 456789 or +447123 456789)");

export const signupSchema = z.object({
  email: signupEmailField,
  password: signupPasswordField,
  name: signupNameField,
  username: trimmed()
    .min(3, "Username must be at least 3 characters")
    .max(50, "Username must be less than 50 characters")
    .regex(/^[A-Za-z0-9_-]+$/, "Username can only contain letters, numbers, underscores, and hyphens")
    .optional()
    .or(signupEmailField),
  // The spec names the ten requestable roles on the form; they are the roles stored (docs/decisions/0002-roles.md).
  role: z.enum(REQUESTABLE_ROLES, { message: "Please select a role" }),
  mobile: ukMobileField.optional(),
  company: z.string().max(200, "Company name must be less than 200 characters").optional(),
  message: z.string().max(1000, "Message must be less than 1000 characters").optional(),
});

/**
 * The Register tab's form as an administrator fills it (docs/decisions/0005-register.md): the server's
 * stricter signup rules on the spec's five fields, so the form shows what the server would refuse.
 */
export const adminRegisterFormSchema = z
  .object({
    email: signupEmailField,
    name: trimmed("Full name is required").min(1, "Full name is required").pipe(signupNameField),
    role: z
      .string()
      .min(1, "Please select a role")
      .pipe(z.enum(REQUESTABLE_ROLES, { message: "Please select a role" })),
    password: signupPasswordField,
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine(...confirmMatches<{ password: string; confirmPassword: string }>("password"));
export type AdminRegisterForm = z.input<typeof adminRegisterFormSchema>;

// Request access ------------------------------------------------------------------------------
export const accessRequestFormSchema = z.object({
  name: trimmed("Full name is required").min(1, "Full name is required").max(100, "Name must be less than 100 characters"),
  email: trimmed("Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address"))
    .transform((e) => e.toLowerCase()),
  role: z
    .string()
    .min(1, "Role is required")
    .pipe(z.enum(REQUESTABLE_ROLES, { message: "Role is required" })),
  message: z.string().max(1000, "Message must be less than 1000 characters").optional(),
});
export const accessRequestSchema = accessRequestFormSchema.extend({ recaptchaToken: botToken });
export type AccessRequestForm = z.input<typeof accessRequestFormSchema>;

// Header issue report -------------------------------------------------------------------------
export const reportIssueSchema = z.object({
  subject: trimmed("Subject must be at least 3 characters")
    .min(3, "Subject must be at least 3 characters")
    .max(200, "Subject must be less than 200 characters"),
  description: trimmed("Description must be at least 10 characters")
    .min(10, "Description must be at least 10 characters")
    .max(5000, "Description must be less than 5000 characters"),
  name: trimmed().max(100).optional(),
  email: trimmed("Email is required").min(1, "Email is required").pipe(z.email("Invalid email address")),
});

// Bot check ---------------------------------------------------------------------------------------
/** The spec's bot-check actions (product.md §7), and a worker's registration before arrival (issue 30): each token is solved for one of them. */
export const BOT_ACTIONS = ["login", "forgot_password", "reset_password", "request_access", "register_worker", "visitor_sign_in"] as const;
export type BotAction = (typeof BOT_ACTIONS)[number];

/**
 * GET /api/bot-check/challenge?action=…[&email=…]: with the email of a locked account (sign-in), the
 * challenge is that account's proof of work, its cost rising with the guesses during the lock.
 */
export const botChallengeQuery = z.object({
  action: z.enum(BOT_ACTIONS, { message: `action must be one of ${BOT_ACTIONS.join(", ")}` }),
  email: emailField.optional(),
});

/** An ALTCHA challenge (altcha-lib's Challenge): the proof of work the browser solves. */
const botChallengeSchema = z.object({
  codeChallenge: z.object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() }).optional(),
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

/** With the check off (BOT_CHECK=off) there is no challenge and the sign-in calls need no token. */
export const botChallengeAnswer = z.object({ enabled: z.boolean(), challenge: botChallengeSchema.optional() });
