import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createRiskAssessmentSchema, RiskAssessmentDetail, updateRiskAssessmentSchema } from "@shared/risk/risk-assessment";
import { riskEndpoints } from "@shared/risk/risk.endpoints";
import { callApi } from "@web/lib/api-client";

export const riskKey = ["/api/risk-assessments"] as const;
export const RISK_PAGE_SIZE = 10;

export function riskAssessmentsQuery(projectId: number, page: number, q: string) {
  return queryOptions({
    queryKey: [...riskKey, "list", { projectId, page, q }],
    queryFn: () => callApi(riskEndpoints.list, { query: { projectId, page, pageSize: RISK_PAGE_SIZE, q: q || undefined } }),
    placeholderData: keepPreviousData,
  });
}
export const useRiskAssessments = (projectId: number | null, page: number, q: string) =>
  useQuery({ ...riskAssessmentsQuery(projectId ?? 0, page, q), enabled: projectId !== null });

export function useRiskAssessment(id: number | null) {
  return useQuery({
    queryKey: [...riskKey, id],
    queryFn: () => callApi(riskEndpoints.get, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    retry: false,
  });
}

export function useRiskRevision(id: number | null, revision: number | null) {
  return useQuery({
    queryKey: [...riskKey, id, "revisions", revision],
    queryFn: () => callApi(riskEndpoints.revision, { params: { id: id ?? 0, revision: revision ?? 0 } }),
    enabled: id !== null && revision !== null,
    retry: false,
    staleTime: Infinity, // a revision never changes
  });
}

/** After a save: the lists, the assessment, and the project (its timeline shows the revision). */
function useRefresh() {
  const client = useQueryClient();
  return (saved?: RiskAssessmentDetail) => {
    if (saved) client.setQueryData([...riskKey, saved.id], saved);
    return Promise.all([
      client.invalidateQueries({ queryKey: [...riskKey, "list"] }),
      saved ? client.invalidateQueries({ queryKey: ["/api/projects/by-slug", saved.project.slug] }) : undefined,
    ]);
  };
}

/** A new assessment (with its project) or a new revision of one (with its change note). */
export type SaveRiskAssessment =
  { id: null; body: z.input<typeof createRiskAssessmentSchema> } | { id: number; body: z.input<typeof updateRiskAssessmentSchema> };

export function useSaveRiskAssessment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (save: SaveRiskAssessment) =>
      save.id === null ? callApi(riskEndpoints.create, { body: save.body }) : callApi(riskEndpoints.update, { params: { id: save.id }, body: save.body }),
    onSuccess: refresh,
  });
}

export function useDeleteRiskAssessment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: number; slug: string }) => callApi(riskEndpoints.remove, { params: { id: a.id } }),
    onSuccess: (_r, a) => {
      client.removeQueries({ queryKey: [...riskKey, a.id] });
      return Promise.all([
        client.invalidateQueries({ queryKey: [...riskKey, "list"] }),
        client.invalidateQueries({ queryKey: ["/api/projects/by-slug", a.slug] }),
      ]);
    },
  });
}
