import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { RegistrationStatus } from "@shared/workforce/worker-registrations";
import type { RegistrationDetails } from "@shared/workforce/worker-registrations";
import {
  registrationChanges,
  registrationLinkChanges,
  registrationLinkEndpoints,
  workerRegistrationsEndpoints,
} from "@shared/workforce/worker-registrations.endpoints";
import { callApi, hrefOf, queryOf, useWrite } from "@web/lib/api-client";

/** The site team's side of registration before arrival (issue 30): the list, one registration, the decision, a contract's link. */

export const REGISTRATIONS_PAGE_SIZE = 25;

export type RegistrationFilters = { status: RegistrationStatus; projectId?: number; page: number };

export function registrationsQuery(f: RegistrationFilters) {
  return queryOf(workerRegistrationsEndpoints.list, { query: { ...f, pageSize: REGISTRATIONS_PAGE_SIZE } }, { placeholderData: keepPreviousData });
}
export const useRegistrations = (f: RegistrationFilters) => useQuery(registrationsQuery(f));

/** How many wait for the site team: the header's count (a one-row page; its total is the count). */
export function usePendingCount(enabled: boolean) {
  return useQuery(queryOf(workerRegistrationsEndpoints.list, { query: { status: "pending", page: 1, pageSize: 1 } }, { enabled, select: (p) => p.total }));
}

export const registrationPhotoHref = (id: number, fileId: number) => hrefOf(workerRegistrationsEndpoints.photo, { params: { id, fileId } });

export type Decision = { id: number; decision: "approve" | "reject"; note: string; details?: RegistrationDetails };

export function useDecideRegistration() {
  return useWrite(
    ({ id, ...body }: Decision) => callApi(workerRegistrationsEndpoints.decide, { params: { id }, body }),
    registrationChanges,
    {},
    { refetchType: "all" },
  );
}

export function useRegistrationLink(slug: string | null) {
  return useQuery(queryOf(registrationLinkEndpoints.link, { params: { slug: slug ?? "" } }, { enabled: slug !== null }));
}

export function useIssueRegistrationLink(slug: string) {
  return useWrite(() => callApi(registrationLinkEndpoints.issueLink, { params: { slug } }), registrationLinkChanges, { slug });
}
