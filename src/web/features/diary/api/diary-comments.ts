import type { CreateDiaryCommentBody, UpdateDiaryCommentBody } from "@shared/diary/diary-comment";
import { diaryCommentsChanges, diaryCommentsEndpoints } from "@shared/diary/diary-comments.endpoints";
import { callApi, useWrite } from "@web/lib/api-client";

/** Comments arrive with their day in the diary; every change refreshes the diary's pages. */
export function useCreateDiaryComment(slug: string) {
  return useWrite((body: CreateDiaryCommentBody) => callApi(diaryCommentsEndpoints.create, { params: { slug }, body }), diaryCommentsChanges, { slug });
}

export function useUpdateDiaryComment(slug: string) {
  return useWrite(
    ({ id, body }: { id: number; body: UpdateDiaryCommentBody }) => callApi(diaryCommentsEndpoints.update, { params: { id }, body }),
    diaryCommentsChanges,
    { slug },
  );
}

export function useDeleteDiaryComment(slug: string) {
  return useWrite((id: number) => callApi(diaryCommentsEndpoints.remove, { params: { id } }), diaryCommentsChanges, { slug });
}
