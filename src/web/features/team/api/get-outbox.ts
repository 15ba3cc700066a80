import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { OutboxAttachment } from "@shared/identity/outbox";
import { outboxEndpoints } from "@shared/identity/outbox.endpoints";
import { callApi, hrefOf } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

export const outboxQueryKey = ["/api/outbox"] as const;

export function outboxQuery(params: { page: number; pageSize?: number; to?: string }) {
  return queryOptions({
    queryKey: [...outboxQueryKey, "list", params],
    queryFn: () => callApi(outboxEndpoints.list, { query: { page: params.page, pageSize: params.pageSize ?? 20, to: params.to || undefined } }),
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
    queryFn: () => callApi(outboxEndpoints.get, { params: { id: id! } }),
    enabled: id !== null,
  });
}

/** Whether mail leaves through SMTP or stays in the outbox (undefined until known). */
export function useMailIsSent(enabled = true) {
  const { data } = useQuery({ ...outboxQuery({ page: 1 }), enabled, staleTime: 60_000 });
  return data?.smtp;
}

/** Saves a file sent with an email (a purchase order's PDF) as it went. A download is a read: never retried. */
export function useDownloadAttachment(emailId: number | null) {
  return useMutation({
    mutationFn: (file: OutboxAttachment) =>
      downloadFile(hrefOf(outboxEndpoints.attachment, { params: { id: emailId!, attachmentId: file.id } }), file.filename),
    retry: false,
  });
}
