import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RiskAssessmentDetail, RiskAssessmentList, RiskRevisionView } from "@shared/risk/risk-assessment";
import { apiGet, apiRequest } from "@web/lib/api";

export const riskKey = ["/api/risk-assessments"] as const;
export const RISK_PAGE_SIZE = 10;

export function riskAssessmentsQuery(projectId: number, page: number, q: string) {
  const qs = new URLSearchParams({ projectId: String(projectId), page: String(page), pageSize: String(RISK_PAGE_SIZE) });
  if (q) qs.set("q", q);
  return queryOptions({
    queryKey: [...riskKey, "list", { projectId, page, q }],
    queryFn: () => apiGet<RiskAssessmentList>(`/api/risk-assessments?${qs}`),
    placeholderData: keepPreviousData,
  });
}
export const useRiskAssessments = (projectId: number | null, page: number, q: string) =>
  useQuery({ ...riskAssessmentsQuery(projectId ?? 0, page, q), enabled: projectId !== null });

export function useRiskAssessment(id: number | null) {
  return useQuery({
    queryKey: [...riskKey, id],
    queryFn: () => apiGet<RiskAssessmentDetail>(`/api/risk-assessments/${id}`),
    enabled: id !== null,
    retry: false,
  });
}

export function useRiskRevision(id: number | null, revision: number | null) {
  return useQuery({
    queryKey: [...riskKey, id, "revisions", revision],
    queryFn: () => apiGet<RiskRevisionView>(`/api/risk-assessments/${id}/revisions/${revision}`),
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

export function useSaveRiskAssessment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      id === null
        ? apiRequest<RiskAssessmentDetail>("POST", "/api/risk-assessments", body)
        : apiRequest<RiskAssessmentDetail>("PATCH", `/api/risk-assessments/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteRiskAssessment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: number; slug: string }) => apiRequest<void>("DELETE", `/api/risk-assessments/${a.id}`),
    onSuccess: (_r, a) => {
      client.removeQueries({ queryKey: [...riskKey, a.id] });
      return Promise.all([
        client.invalidateQueries({ queryKey: [...riskKey, "list"] }),
        client.invalidateQueries({ queryKey: ["/api/projects/by-slug", a.slug] }),
      ]);
    },
  });
}
