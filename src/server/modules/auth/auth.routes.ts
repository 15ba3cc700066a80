import { authEndpoints } from "@shared/identity/auth.endpoints";
import type { Module } from "../../platform/module";
import { routes } from "../../platform/endpoints";
import { requireUser } from "../../platform/access";
import { endSession } from "../../platform/session";
import { audit, userRecord } from "../../platform/audit";
import { presentUser } from "./user.presenter";
import { login } from "./login.service";
import { proofLevel } from "./sign-in-holds";
import { requestResetCode, resetPassword } from "./password-reset.service";
import { changePasswordFirstLogin, register, requestAccess } from "./accounts.service";

/** Sign-in and accounts (shared/identity/auth.endpoints.ts): sessions, cookies and the bot check stay here, in the handlers. */
export const authRoutes: Module = async (app, deps) => {
  const { db, botCheck } = deps;

  routes(app, authEndpoints, {
    currentUser: async (request) => presentUser(requireUser(request)),

    login: (request, reply) => login(deps, request, reply, request.body),

    logout: async (request, reply) => {
      const user = requireUser(request);
      await audit(db, request, {
        action: "logout",
        description: `${user.name} signed out`,
        ...userRecord(user, "auth"),
      });
      await endSession(db, request, reply);
      return { message: "You have been successfully logged out." };
    },

    register: (request) => register(deps, request, request.body),
    forgotPassword: (request) => requestResetCode(deps, request, request.body),
    resetPassword: (request) => resetPassword(deps, request, request.body),
    requestAccess: (request) => requestAccess(deps, request, request.body),
    changePasswordFirstLogin: (request) => changePasswordFirstLogin(deps, request, request.body),

    botChallenge: async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { action, email } = request.query;
      // A locked account's own proof of work is asked for even with the check off (decision 0013).
      const level = action === "login" && email ? await proofLevel(db, email) : 0;
      if (level > 0) return { enabled: true, challenge: await botCheck.challenge(action, { email: email!, level }) };
      if (!botCheck.enabled) return { enabled: false };
      return { enabled: true, challenge: await botCheck.challenge(action) };
    },
  });
};
