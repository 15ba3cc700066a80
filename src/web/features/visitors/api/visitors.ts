import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { VisitorBody } from "@shared/visitors/visitor";
import { visitorsEndpoints } from "@shared/visitors/visitors.endpoints";
import { callApi } from "@web/lib/api-client";

const projectKey = (slug: string) => ["/api/projects/by-slug", slug] as const;
const visitorsKey = (slug: string) => [...projectKey(slug), "visitors"] as const;

export function useVisitor(slug: string, id: number | null) {
  return useQuery({
    queryKey: [...visitorsKey(slug), "visitor", id],
    queryFn: () => callApi(visitorsEndpoints.get, { params: { id: id! } }),
    enabled: id !== null,
  });
}

/** One day's visitors, those on site first. */
export function useVisitorDay(slug: string, date: string, page: number) {
  return useQuery({
    queryKey: [...visitorsKey(slug), "day", date, page],
    queryFn: () => callApi(visitorsEndpoints.listForProject, { params: { slug }, query: { date, page, pageSize: 25 } }),
    placeholderData: keepPreviousData,
  });
}

/** After any change, the whole project refreshes: attendance, timeline and carbon tab. */
function useRefreshProject(slug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKey(slug) });
}

export function useSaveVisitor(slug: string) {
  const refresh = useRefreshProject(slug);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: VisitorBody }) =>
      id === null ? callApi(visitorsEndpoints.create, { body }) : callApi(visitorsEndpoints.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useSignOutVisitor(slug: string) {
  const refresh = useRefreshProject(slug);
  return useMutation({ mutationFn: (id: number) => callApi(visitorsEndpoints.signOut, { params: { id } }), onSuccess: refresh });
}

export function useDeleteVisitor(slug: string) {
  const refresh = useRefreshProject(slug);
  return useMutation({ mutationFn: (id: number) => callApi(visitorsEndpoints.remove, { params: { id } }), onSuccess: refresh });
}
