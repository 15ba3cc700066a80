import { endpoint } from "../common/contract";
import {
  personalLinkOwnerSchema,
  personalLinkParams,
  personalParams,
  posterParams,
  selfSignInInput,
  selfWorkerSchema,
  sitePageSchema,
  visitorSelfInput,
  visitorSignedInSchema,
  visitParams,
  visitStatusSchema,
} from "./site-public";

/**
 * The poster's public page (issue 31): no account, so the poster's token is the key, the visitor's
 * sign-in is bot-checked and rate-limited per connection, and bodies are small. A worker signs
 * themselves in with their personal link token, with the gate's refusals (409, no override).
 */

/** A form of a few short fields: 16 KB is ample, and the bot check's token fits. */
const SMALL_BODY = 16 * 1024;

export const sitePublicEndpoints = {
  page: endpoint({
    method: "GET",
    path: "/api/public/site/:token",
    access: "public",
    summary: "What the poster's page needs: the contract, the company and its colour, the travel methods",
    params: posterParams,
    response: sitePageSchema,
  }),
  visitorSignIn: endpoint({
    method: "POST",
    path: "/api/public/site/:token/visitors",
    access: "public",
    summary: "A visitor signs in on their own phone (bot-checked, rate-limited per connection); answers the sign-out token once",
    params: posterParams,
    body: visitorSelfInput,
    response: visitorSignedInSchema,
    status: 201,
    bodyLimit: SMALL_BODY,
  }),
  visit: endpoint({
    method: "GET",
    path: "/api/public/site/:token/visitors/:visitToken",
    access: "public",
    summary: "The visit this phone signed in: when, and whether still on site",
    params: visitParams,
    response: visitStatusSchema,
  }),
  visitorSignOut: endpoint({
    method: "POST",
    path: "/api/public/site/:token/visitors/:visitToken/sign-out",
    access: "public",
    summary: "The visitor signs out with the token their phone kept (once: the token then stops working)",
    params: visitParams,
    response: visitStatusSchema,
    bodyLimit: SMALL_BODY,
  }),
  worker: endpoint({
    method: "GET",
    path: "/api/public/site/:token/me/:linkToken",
    access: "public",
    summary: "The worker of a personal link on this contract: their name, whether on site, today's checks and their last travel",
    params: personalParams,
    response: selfWorkerSchema,
  }),
  workerSignIn: endpoint({
    method: "POST",
    path: "/api/public/site/:token/me/:linkToken/sign-in",
    access: "public",
    summary: "A worker signs themselves in with their personal link: the gate's checks and refusals apply (409 with the reasons)",
    params: personalParams,
    body: selfSignInInput,
    response: selfWorkerSchema,
    bodyLimit: SMALL_BODY,
  }),
  workerSignOut: endpoint({
    method: "POST",
    path: "/api/public/site/:token/me/:linkToken/sign-out",
    access: "public",
    summary: "A worker signs themselves out with their personal link",
    params: personalParams,
    response: selfWorkerSchema,
    bodyLimit: SMALL_BODY,
  }),
  linkOwner: endpoint({
    method: "GET",
    path: "/api/public/me/:linkToken",
    access: "public",
    summary: "Whose personal sign-in link this is (the name only), so the phone can say who it will sign in",
    params: personalLinkParams,
    response: personalLinkOwnerSchema,
  }),
};
