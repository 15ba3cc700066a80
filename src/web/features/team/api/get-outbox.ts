import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@web/lib/api";
import type { OutboxEmail, OutboxPage } from "@shared/identity/outbox";

export const outboxQueryKey = ["/api/outbox"] as const;

export function outboxQuery(params: { page: number; pageSize?: number; to?: string }) {
  const qs = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize ?? 20) });
  if (params.to) qs.set("to", params.to);
  return queryOptions({
    queryKey: [...outboxQueryKey, "list", params],
    queryFn: () => apiGet<OutboxPage>(`/api/outbox?${qs}`),
    placeholderData: keepPreviousData,
    // New mail arrives with every action on this page: read it fresh when the tab opens.
    staleTime: 0,
  });
}

export function useOutbox(params: { page: number; to?: string }, enabled = true) {
  return useQuery({ ...outboxQuery(params), enabled });
}

export function useOutboxEmail(id: number | null) {
  return useQuery({
    queryKey: [...outboxQueryKey, "email", id],
    queryFn: () => apiGet<OutboxEmail>(`/api/outbox/${id}`),
    enabled: id !== null,
  });
}

/** Whether mail leaves through SMTP or stays in the outbox (undefined until known). */
export function useMailIsSent(enabled = true) {
  const { data } = useQuery({ ...outboxQuery({ page: 1 }), enabled, staleTime: 60_000 });
  return data?.smtp;
}
