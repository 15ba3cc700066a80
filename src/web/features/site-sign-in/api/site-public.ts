import { useQuery } from "@tanstack/react-query";
import type { SelfSignInBody, VisitorSelfBody } from "@shared/site-sign-in/site-public";
import { sitePublicEndpoints } from "@shared/site-sign-in/site-public.endpoints";
import { callApi, queryOf } from "@web/lib/api-client";
import { takeBotToken } from "@web/lib/bot-check";

/** The poster's page on a visitor's or worker's own phone (issue 31): no account, the tokens are the keys. Writes are never retried. */

export const usePosterPage = (token: string) => useQuery(queryOf(sitePublicEndpoints.page, { params: { token } }, { retry: false }));

export const useVisit = (token: string, visitToken: string | null) =>
  useQuery(queryOf(sitePublicEndpoints.visit, { params: { token, visitToken: visitToken ?? "" } }, { enabled: visitToken !== null, retry: false }));

/** Signs the visitor in with a fresh bot-check token. */
export async function signInVisitor(token: string, body: Omit<VisitorSelfBody, "recaptchaToken">) {
  const recaptchaToken = await takeBotToken("visitor_sign_in");
  return callApi(sitePublicEndpoints.visitorSignIn, { params: { token }, body: { ...body, recaptchaToken } }, { retry: false });
}

export const signOutVisitor = (token: string, visitToken: string) =>
  callApi(sitePublicEndpoints.visitorSignOut, { params: { token, visitToken } }, { retry: false });

export const usePosterWorker = (token: string, linkToken: string | null) =>
  useQuery(queryOf(sitePublicEndpoints.worker, { params: { token, linkToken: linkToken ?? "" } }, { enabled: linkToken !== null, retry: false }));

export const signInSelf = (token: string, linkToken: string, body: SelfSignInBody) =>
  callApi(sitePublicEndpoints.workerSignIn, { params: { token, linkToken }, body }, { retry: false });

export const signOutSelf = (token: string, linkToken: string) => callApi(sitePublicEndpoints.workerSignOut, { params: { token, linkToken } }, { retry: false });

export const useLinkOwner = (linkToken: string) => useQuery(queryOf(sitePublicEndpoints.linkOwner, { params: { linkToken } }, { retry: false }));
