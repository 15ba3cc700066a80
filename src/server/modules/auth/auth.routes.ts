import { z } from "zod";
import type { Module } from "../../platform/module";
import { requireUser } from "../../platform/access";
import { endSession } from "../../platform/session";
import { audit } from "../../platform/audit";
import { BOT_ACTIONS } from "../../platform/bot-check";
import { accessRequestSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from "@shared/identity/auth";
import { presentUser } from "./user.presenter";
import { login } from "./login.service";
import { requestResetCode, resetPassword } from "./password-reset.service";
import { changePasswordFirstLogin, register, requestAccess } from "./accounts.service";

/** Sign-in and accounts: the calls of product.md §7, with their paths and field names. */
export const authRoutes: Module = async (app, deps) => {
  const { db, botCheck } = deps;
  const self = { access: "user", beforePasswordChange: true } as const;

  app.get("/api/user", { config: self }, async (request) => presentUser(requireUser(request)));

  app.post("/api/login", { config: { access: "public" }, schema: { body: loginSchema } }, (request, reply) => login(deps, request, reply, request.body));

  app.post("/api/logout", { config: self }, async (request, reply) => {
    const user = requireUser(request);
    await audit(db, request, {
      action: "logout",
      description: `${user.name} signed out`,
      category: "auth",
      entityType: "user",
      entityId: user.id,
      entityName: user.name,
    });
    await endSession(db, request, reply);
    return { message: "You have been successfully logged out." };
  });

  app.post("/api/register", { config: { access: "admin" }, schema: { body: signupSchema } }, async (request, reply) =>
    reply.status(201).send(await register(deps, request, request.body)),
  );

  app.post("/api/forgot-password", { config: { access: "public" }, schema: { body: forgotPasswordSchema } }, (request) =>
    requestResetCode(deps, request, request.body),
  );

  app.post("/api/reset-password", { config: { access: "public" }, schema: { body: resetPasswordSchema } }, (request) =>
    resetPassword(deps, request, request.body),
  );

  app.post("/api/send-registration-request", { config: { access: "public" }, schema: { body: accessRequestSchema } }, (request) =>
    requestAccess(deps, request, request.body),
  );

  // Validated in the service so a failure answers `{ error }` as well as `{ message }` (product.md §7).
  app.post("/api/change-password-first-login", { config: self }, (request) => changePasswordFirstLogin(deps, request, request.body));

  const challengeQuery = z.object({ action: z.enum(BOT_ACTIONS, { message: `action must be one of ${BOT_ACTIONS.join(", ")}` }) });
  app.get("/api/bot-check/challenge", { config: { access: "public" }, schema: { querystring: challengeQuery } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!botCheck.enabled) return { enabled: false };
    return { enabled: true, challenge: await botCheck.challenge(request.query.action) };
  });
};
