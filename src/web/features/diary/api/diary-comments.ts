import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateDiaryCommentBody, UpdateDiaryCommentBody } from "@shared/diary/diary-comment";
import type { DiaryCommentView } from "@shared/diary/diary-entry";
import { apiRequest } from "@web/lib/api";
import { projectDiaryKey } from "./list-project-diary-entries";

/** Comments arrive with their day in the diary; every change refreshes the diary's pages. */
function useRefresh(slug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectDiaryKey(slug) });
}

export function useCreateDiaryComment(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: (body: CreateDiaryCommentBody) =>
      apiRequest<DiaryCommentView>("POST", `/api/projects/by-slug/${encodeURIComponent(slug)}/diary-comments`, body),
    onSuccess: refresh,
  });
}

export function useUpdateDiaryComment(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateDiaryCommentBody }) => apiRequest<DiaryCommentView>("PATCH", `/api/diary-comments/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteDiaryComment(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({ mutationFn: (id: number) => apiRequest<void>("DELETE", `/api/diary-comments/${id}`), onSuccess: refresh });
}
