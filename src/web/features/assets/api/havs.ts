import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { LogHavsBody } from "@shared/assets/havs";
import { havsChanges, havsEndpoints } from "@shared/assets/havs.endpoints";
import { workersEndpoints } from "@shared/workforce/workers.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";

/** Hand-arm vibration (issue 32): the reads and the log, each from the endpoint table. */

export const useToolLogs = (assetId: number) => useQuery(queryOf(havsEndpoints.toolLogs, { params: { id: assetId } }, { retry: false }));

export const useContractHavsDay = (slug: string, day: string) =>
  useQuery(queryOf(havsEndpoints.contractDay, { params: { slug }, query: { day } }, { retry: false, placeholderData: keepPreviousData }));

export const useHavsTools = (q: string, projectId: number | null, enabled: boolean) =>
  useQuery(queryOf(havsEndpoints.tools, { query: { q: q || undefined, projectId: projectId ?? undefined } }, { enabled, placeholderData: keepPreviousData }));

/** Workers to log for, from the register (its list never carries personal data). */
export const useWorkerChoices = (q: string, enabled: boolean) =>
  useQuery(queryOf(workersEndpoints.list, { query: { q: q || undefined, page: 1, pageSize: 50 } }, { enabled, placeholderData: keepPreviousData }));

export const useLogHavs = () => useWrite((body: LogHavsBody) => callApi(havsEndpoints.log, { body }), havsChanges);
