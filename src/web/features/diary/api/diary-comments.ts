import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateDiaryCommentBody, UpdateDiaryCommentBody } from "@shared/diary/diary-comment";
import { diaryCommentsEndpoints } from "@shared/diary/diary-comments.endpoints";
import { callApi } from "@web/lib/api-client";
import { projectDiaryKey } from "./list-project-diary-entries";

/** Comments arrive with their day in the diary; every change refreshes the diary's pages. */
function useRefresh(slug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectDiaryKey(slug) });
}

export function useCreateDiaryComment(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: (body: CreateDiaryCommentBody) => callApi(diaryCommentsEndpoints.create, { params: { slug }, body }),
    onSuccess: refresh,
  });
}

export function useUpdateDiaryComment(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateDiaryCommentBody }) => callApi(diaryCommentsEndpoints.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteDiaryComment(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({ mutationFn: (id: number) => callApi(diaryCommentsEndpoints.remove, { params: { id } }), onSuccess: refresh });
}
