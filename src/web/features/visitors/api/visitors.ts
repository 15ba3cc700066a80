import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { visitorsChanges, visitorsEndpoints } from "@shared/visitors/visitors.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";

export function useVisitor(id: number | null) {
  return useQuery(queryOf(visitorsEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null }));
}

/** One day's visitors, those on site first. */
export function useVisitorDay(slug: string, date: string, page: number) {
  return useQuery(queryOf(visitorsEndpoints.listForProject, { params: { slug }, query: { date, page, pageSize: 25 } }, { placeholderData: keepPreviousData }));
}

/** Signing out changes the visitor, attendance, the timeline and the carbon tab. */
export function useSignOutVisitor(slug: string) {
  return useWrite((id: number) => callApi(visitorsEndpoints.signOut, { params: { id } }), visitorsChanges, { slug });
}
