import { useQuery } from "@tanstack/react-query";
import { under, type Changes } from "@shared/common/contract";
import type { GateRoster, SignInBody, SignInSettingsInput } from "@shared/site-sign-in/site-sign-in";
import { siteSignInEndpoints, type RetentionInput } from "@shared/site-sign-in/site-sign-in.endpoints";
import { callApi, keyOf, queryOf, useWrite } from "@web/lib/api-client";
import { loadRoster, saveRoster } from "../offline/gate-db";
import type { QueuedTap } from "../offline/gate-queue";

/** The gate (issue 31, decisions 0069 and 0070): the contracts, a contract's roster and settings, and the taps. */

/** A sign-in or out changes the roster, the contracts' counts and every read of the day's record. */
export const gateChanges: Changes = [siteSignInEndpoints.roster, siteSignInEndpoints.contracts, under(siteSignInEndpoints.settings)];

export const useSignInContracts = () => useQuery(queryOf(siteSignInEndpoints.contracts, {}));

export type RosterRead = GateRoster & { fromDevice: boolean };

/**
 * The contract's roster: from the server when it answers (and then kept on the device), else the copy
 * kept on the device, so the gate looks workers up and shows their refusals without signal.
 */
export function useGateRoster(slug: string) {
  return useQuery({
    queryKey: keyOf(siteSignInEndpoints.roster, { params: { slug } }),
    queryFn: async (): Promise<RosterRead> => {
      try {
        const roster = await callApi(siteSignInEndpoints.roster, { params: { slug } });
        void saveRoster(slug, roster).catch(() => undefined);
        return { ...roster, fromDevice: false };
      } catch (error) {
        // No answer at all (no signal): the device's copy. Any answer (401, 403, 404) is the truth.
        if (!(error instanceof TypeError)) throw error;
        const kept = await loadRoster(slug);
        if (!kept) throw error;
        return { ...kept, fromDevice: true };
      }
    },
    // A phone at the gate: fresh on every return to the page, and every minute while it is open.
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    retry: false,
  });
}

export const useSignInSettings = (slug: string) => useQuery(queryOf(siteSignInEndpoints.settings, { params: { slug } }));

export function useSaveSignInSettings(slug: string) {
  return useWrite((body: SignInSettingsInput) => callApi(siteSignInEndpoints.saveSettings, { params: { slug }, body }), gateChanges, { slug });
}

/** A tap sent now (online): its own key, made here. */
export const sendSignIn = (slug: string, body: SignInBody) => callApi(siteSignInEndpoints.signIn, { params: { slug }, body }, { retry: true });
export const sendSignOut = (slug: string, workerId: number) => callApi(siteSignInEndpoints.signOut, { params: { slug }, body: { workerId } });

/** A queued tap, sent with the key it was given when it was queued (every attempt is the same write). */
export function sendQueued(tap: QueuedTap) {
  const options = { idempotencyKey: tap.key };
  return tap.kind === "in"
    ? callApi(siteSignInEndpoints.signIn, { params: { slug: tap.slug }, body: tap.body }, options)
    : callApi(siteSignInEndpoints.signOut, { params: { slug: tap.slug }, body: tap.body }, options);
}

/** How long sign-ins and gate answers are kept (the company's setting, decision 0069). */
export const useRetention = () => useQuery(queryOf(siteSignInEndpoints.retention, {}));
export function useSaveRetention() {
  return useWrite((body: RetentionInput) => callApi(siteSignInEndpoints.saveRetention, { body }), [siteSignInEndpoints.retention]);
}
