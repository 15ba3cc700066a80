import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { outboxEndpoints } from "@shared/identity/outbox.endpoints";
import { queryOf } from "@web/lib/api-client";

export function outboxQuery(params: { page: number; pageSize?: number; to?: string }) {
  const query = { page: params.page, pageSize: params.pageSize ?? 20, to: params.to || undefined };
  // New mail arrives with every action on this page: read it fresh when the tab opens.
  return queryOf(outboxEndpoints.list, { query }, { placeholderData: keepPreviousData, staleTime: 0 });
}

export function useOutbox(params: { page: number; to?: string }, enabled = true) {
  return useQuery({ ...outboxQuery(params), enabled });
}

export function useOutboxEmail(id: number | null) {
  return useQuery(queryOf(outboxEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null }));
}

/** Whether mail leaves through SMTP or stays in the outbox (undefined until known). */
export function useMailIsSent(enabled = true) {
  const { data } = useQuery({ ...outboxQuery({ page: 1 }), enabled, staleTime: 60_000 });
  return data?.smtp;
}
