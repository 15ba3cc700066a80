import { useMutation, useQuery, type QueryClient } from "@tanstack/react-query";
import type { TemplateDetail, TemplateInput } from "@shared/pdf-templates/pdf-template";
import { pdfTemplatesChanges, pdfTemplatesEndpoints as api } from "@shared/pdf-templates/pdf-templates.endpoints";
import { callApi, keyOf, queryOf, useWrite } from "@web/lib/api-client";

/** The template designer's calls (shared/pdf-templates/pdf-templates.endpoints.ts). */
export const templateListQuery = queryOf(api.list, {});
export const useTemplateList = () => useQuery(templateListQuery);

export const templateQuery = (id: number) => queryOf(api.get, { params: { id } });
export const useTemplate = (id: number | null) => useQuery({ ...templateQuery(id ?? 0), enabled: id !== null });

/** After any write: the template's own answer in the cache at once, the list refreshed behind it. */
const apply = {
  background: true,
  onSuccess: (t: TemplateDetail, _: unknown, client: QueryClient) => client.setQueryData(keyOf(api.get, { params: { id: t.id } }), t),
};

export function useSaveTemplate() {
  return useWrite(
    ({ id, body }: { id: number | null; body: TemplateInput }) => (id === null ? callApi(api.create, { body }) : callApi(api.update, { params: { id }, body })),
    pdfTemplatesChanges,
    {},
    apply,
  );
}

export function useSetDefaultTemplate() {
  return useWrite((id: number) => callApi(api.setDefault, { params: { id } }), pdfTemplatesChanges, {}, apply);
}

export function useDuplicateTemplate() {
  return useWrite((id: number) => callApi(api.duplicate, { params: { id } }), pdfTemplatesChanges, {}, apply);
}

export function useDeleteTemplate() {
  return useWrite((id: number) => callApi(api.remove, { params: { id } }), pdfTemplatesChanges);
}

/**
 * The designer's current state drawn by the server as a PDF. The tab is opened before the request (a
 * tab opened after an await is a blocked pop-up) and pointed at the file when it arrives.
 */
/**
 * Opens a preview in a new tab: the designer's current state for those who may edit templates, the
 * saved template for those who may only look (drawing an unsaved one needs Edit, decision 0053).
 */
export function usePreviewPdf() {
  return useMutation({
    mutationFn: async (what: { body: TemplateInput } | { id: number }) => {
      const tab = window.open("", "_blank");
      try {
        const blob = "body" in what ? await callApi(api.preview, { body: what.body }) : await callApi(api.previewSaved, { params: { id: what.id } });
        const url = URL.createObjectURL(blob);
        if (tab) tab.location.href = url;
        else window.location.assign(url);
        // The tab has its own copy once loaded; the URL is let go after a minute.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch (e) {
        tab?.close();
        throw e;
      }
    },
  });
}
