import { z } from "zod";
import { endpoint } from "../common/contract";
import { messageAnswer } from "../common/wire";
import { accessRequestSchema, botChallengeAnswer, botChallengeQuery, forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from "./auth";
import { currentUserSchema } from "./user";

/**
 * Sign-in and accounts: the calls of product.md §7, with their paths and field names. The public ones
 * carry a bot-check token (recaptchaToken) solved from the challenge route.
 */
export const authEndpoints = {
  currentUser: endpoint({
    method: "GET",
    path: "/api/user",
    access: "user",
    summary: "The signed-in user (401 when nobody is)",
    response: currentUserSchema,
    beforePasswordChange: true,
  }),
  login: endpoint({
    method: "POST",
    path: "/api/login",
    access: "public",
    summary: "Sign in with email (as username) and password; starts a session cookie",
    body: loginSchema,
    response: currentUserSchema,
  }),
  logout: endpoint({
    method: "POST",
    path: "/api/logout",
    access: "user",
    summary: "Sign out: ends this session",
    response: messageAnswer,
    beforePasswordChange: true,
  }),
  register: endpoint({
    method: "POST",
    path: "/api/register",
    access: "admin",
    summary: "An administrator creates an active account with a temporary password (docs/decisions/0005-register.md)",
    body: signupSchema,
    response: currentUserSchema,
    status: 201,
  }),
  forgotPassword: endpoint({
    method: "POST",
    path: "/api/forgot-password",
    access: "public",
    summary: "Email a 6-digit reset code; the same answer whether or not the email has an account",
    body: forgotPasswordSchema,
    response: messageAnswer,
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/api/reset-password",
    access: "public",
    summary: "Set a new password with an emailed reset code; ends every session of the account",
    body: resetPasswordSchema,
    response: messageAnswer,
  }),
  requestAccess: endpoint({
    method: "POST",
    path: "/api/send-registration-request",
    access: "public",
    summary: "Ask for an account with a role; the administrators are emailed",
    body: accessRequestSchema,
    response: messageAnswer,
  }),
  changePasswordFirstLogin: endpoint({
    method: "POST",
    path: "/api/change-password-first-login",
    access: "user",
    summary: "Replace a temporary password (the forced change at first sign-in)",
    // Checked by the route itself, so a refusal answers `{ error }` as well as `{ message }` (product.md §7).
    body: z.object({ newPassword: z.unknown().optional().describe("The new password (text), by the rules of product.md §5") }),
    response: messageAnswer,
    beforePasswordChange: true,
  }),
  botChallenge: endpoint({
    method: "GET",
    path: "/api/bot-check/challenge",
    access: "public",
    summary: "A fresh bot-check challenge (ALTCHA proof of work) for one sign-in action, or that the check is off",
    query: botChallengeQuery,
    response: botChallengeAnswer,
  }),
};
