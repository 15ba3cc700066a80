import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { createRiskAssessmentSchema, RiskAssessmentDetail, updateRiskAssessmentSchema } from "@shared/risk/risk-assessment";
import { riskChanges, riskEndpoints } from "@shared/risk/risk.endpoints";
import { callApi, keyOf, queryOf, useWrite } from "@web/lib/api-client";

export const RISK_PAGE_SIZE = 10;

export function riskAssessmentsQuery(projectId: number, page: number, q: string) {
  return queryOf(riskEndpoints.list, { query: { projectId, page, pageSize: RISK_PAGE_SIZE, q: q || undefined } }, { placeholderData: keepPreviousData });
}
export const useRiskAssessments = (projectId: number | null, page: number, q: string) =>
  useQuery({ ...riskAssessmentsQuery(projectId ?? 0, page, q), enabled: projectId !== null });

export function useRiskAssessment(id: number | null) {
  return useQuery(queryOf(riskEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null, retry: false }));
}

export function useRiskRevision(id: number | null, revision: number | null) {
  return useQuery(
    queryOf(
      riskEndpoints.revision,
      { params: { id: id ?? 0, revision: revision ?? 0 } },
      { enabled: id !== null && revision !== null, retry: false, staleTime: Infinity }, // a revision never changes
    ),
  );
}

/** A new assessment (with its project) or a new revision of one (with its change note). */
export type SaveRiskAssessment =
  { id: null; body: z.input<typeof createRiskAssessmentSchema> } | { id: number; body: z.input<typeof updateRiskAssessmentSchema> };

export function useSaveRiskAssessment() {
  // The answer is the assessment: in its cache at once; then the lists and its contract (the timeline shows the revision).
  return useWrite(
    (save: SaveRiskAssessment) =>
      save.id === null ? callApi(riskEndpoints.create, { body: save.body }) : callApi(riskEndpoints.update, { params: { id: save.id }, body: save.body }),
    riskChanges,
    (saved: RiskAssessmentDetail) => ({ slug: saved.project.slug }),
    { onSuccess: (saved, _, client) => client.setQueryData(keyOf(riskEndpoints.get, { params: { id: saved.id } }), saved) },
  );
}

export function useDeleteRiskAssessment() {
  return useWrite(
    (a: { id: number; slug: string }) => callApi(riskEndpoints.remove, { params: { id: a.id } }),
    riskChanges,
    (_r, a) => ({ slug: a.slug }),
    {
      onSuccess: (_r, a, client) => client.removeQueries({ queryKey: keyOf(riskEndpoints.get, { params: { id: a.id } }) }),
    },
  );
}
