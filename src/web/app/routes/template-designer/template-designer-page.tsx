import { useCallback, useMemo, useRef, useState } from "react";
import { AlertTriangle } from "lucide-react";
import type { CompanyProfile } from "@shared/company/company-profile-view";
import { SAMPLE_PURCHASE_ORDER } from "@shared/pdf-templates/sample-purchase-order";
import type { PurchaseOrderDocument } from "@shared/pdf-templates/purchase-order-document";
import { Button } from "@web/components/ui/button";
import { confirm } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormSkeleton } from "@web/components/ui/skeleton";
import { logoUrl, useCompanyProfile } from "@web/features/company/api/get-company-profile";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useTemplate, useTemplateList } from "@web/features/pdf-templates/api/pdf-templates";
import { TemplateEditor } from "@web/features/pdf-templates/components/template-editor";
import { TemplateList } from "@web/features/pdf-templates/components/template-list";

/** Company Profile governs the designer (docs/decisions/0031-template-designer.md). */
const RESOURCE = "Company Profile";

/** The sample order as the canvas draws it, under the company's own name and details. */
function sampleFor(profile: CompanyProfile | null | undefined): PurchaseOrderDocument {
  if (!profile) return SAMPLE_PURCHASE_ORDER;
  const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    ...SAMPLE_PURCHASE_ORDER,
    company: {
      ...SAMPLE_PURCHASE_ORDER.company,
      name: profile.companyName,
      address: blank([profile.registeredAddress, profile.postcode].filter((s) => s?.trim()).join(", ")),
      phone: blank(profile.phoneNumber),
      email: blank(profile.emailAddress),
      vatNumber: blank(profile.vatNumber),
      companyNumber: blank(profile.companyNumber),
    },
  };
}

/**
 * The open template as `?template=<id>` (or `new`), so a link or a reload opens the same one. Only
 * this screen reads it, so the address is kept in step without the router.
 */
function useTemplateChoice() {
  const [choice, setChoice] = useState(() => new URLSearchParams(window.location.search).get("template"));
  const choose = (next: string | null) => {
    const url = new URL(window.location.href);
    if (next === null) url.searchParams.delete("template");
    else url.searchParams.set("template", next);
    window.history.replaceState(window.history.state, "", url);
    setChoice(next);
  };
  return [choice, choose] as const;
}

/** /template-designer: the PDF templates (product.md §2.1, data-model.md §3 pdf_templates). */
export default function TemplateDesignerPage() {
  const can = usePermission();
  const rights = { canEdit: can(RESOURCE, "edit"), canCreate: can(RESOURCE, "create"), canDelete: can(RESOURCE, "delete") };
  const [choice, setChoice] = useTemplateChoice();
  const list = useTemplateList();
  const { data: profile } = useCompanyProfile();
  const dirty = useRef(false);
  const onDirtyChange = useCallback((d: boolean) => {
    dirty.current = d;
  }, []);

  const items = list.data?.items ?? [];
  const isNew = choice === "new";
  const asked = Number(choice);
  // Without a choice, the default purchase order template opens (the list puts it first).
  const activeId = isNew ? null : Number.isSafeInteger(asked) && asked > 0 ? asked : (items[0]?.id ?? null);
  const template = useTemplate(activeId);
  const doc = useMemo(() => sampleFor(profile), [profile]);

  const open = async (next: number | "new") => {
    if (
      dirty.current &&
      !(await confirm({ title: "Leave without saving?", description: "Your changes to this template will be lost.", confirmText: "Leave", variant: "warning" }))
    )
      return;
    dirty.current = false;
    setChoice(String(next));
  };

  return (
    <div className="mx-auto w-full max-w-[100rem] px-4 py-6 sm:px-6">
      <header className="mb-5">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Template Designer</h1>
        <p className="mt-1 text-sm text-slate-500">
          Design the PDFs Sitebook sends: purchase orders, reports and certificates. Positions are in points on the page, exactly as printed.
        </p>
      </header>
      {list.isError ? (
        <EmptyState
          icon={AlertTriangle}
          title="The templates could not be loaded"
          text="Check your connection and try again."
          action={
            <Button variant="outline" onClick={() => list.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <div className="grid gap-6 2xl:grid-cols-[16rem_minmax(0,1fr)]">
          <TemplateList items={items} activeId={activeId} onOpen={(id) => void open(id)} onNew={() => void open("new")} canCreate={rights.canCreate} />
          {/* Not a <main>: the shell's <main> holds the page, and a page has one (issue 28). */}
          <div className="min-w-0">
            {list.isLoading || (activeId !== null && template.isLoading) ? (
              <FormSkeleton />
            ) : isNew || template.data ? (
              <TemplateEditor
                key={isNew ? "new" : `${template.data!.id}`}
                template={isNew ? null : template.data!}
                rights={rights}
                doc={doc}
                logoUrl={logoUrl(profile)}
                onDirtyChange={onDirtyChange}
                onSaved={(t) => {
                  dirty.current = false;
                  if (t.id !== activeId) setChoice(String(t.id));
                }}
                onDeleted={() => {
                  dirty.current = false;
                  setChoice(null);
                }}
              />
            ) : (
              <EmptyState icon={AlertTriangle} title="Template not found" text="It may have been deleted. Choose another template from the list." />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
