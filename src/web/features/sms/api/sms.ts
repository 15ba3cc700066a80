import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { SendSmsForm, SmsAudienceQuery, SmsStatus } from "@shared/sms/sms";
import { smsChanges, smsEndpoints } from "@shared/sms/sms.endpoints";
import { projectsEndpoints } from "@shared/projects/projects.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";

/** SMS and WhatsApp to workers: reads by Workforce view, sending by Workforce create, the outbox by an admin. */

export type SmsListFilters = { page: number; status?: SmsStatus; batchId?: string; projectId?: number; workerId?: number };
export const useSmsMessages = (filters: SmsListFilters) =>
  useQuery(queryOf(smsEndpoints.list, { query: { pageSize: 20, ...filters } }, { placeholderData: keepPreviousData }));

export const useSmsOutbox = (page: number, status?: SmsStatus) =>
  // Messages arrive with every send: read it fresh when the tab opens.
  useQuery(queryOf(smsEndpoints.outbox, { query: { page, pageSize: 20, status } }, { placeholderData: keepPreviousData, staleTime: 0 }));

/** Who the message would reach: asked only once the audience is complete. */
export const useAudiencePreview = (query: SmsAudienceQuery | null) =>
  useQuery(queryOf(smsEndpoints.preview, { query: query ?? { audience: "worker" } }, { enabled: query !== null, placeholderData: keepPreviousData }));

export const useSmsEmployers = () => useQuery(queryOf(smsEndpoints.employers, {}));

export const useSendSms = () => useWrite((body: SendSmsForm) => callApi(smsEndpoints.send, { body }), smsChanges);

export type ContractChoice = { id: number; name: string };
/** The contracts a message may go to the site of (the first hundred, by the list's order). */
export const useContractChoices = () =>
  useQuery(
    queryOf(
      projectsEndpoints.list,
      { query: { page: 1, pageSize: 100 } },
      { select: (page) => page.items.map(({ id, name }): ContractChoice => ({ id, name })) },
    ),
  );
