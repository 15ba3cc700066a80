import { useState } from "react";
import { Plus, Trash2 } from "lucide-react";
import { ASSET_TYPES, ASSET_TYPE_LABELS, type AssetType } from "@shared/assets/asset-lists";
import { checklistsSchema, type ChecklistsView } from "@shared/assets/asset-checks";
import { FormActions, saveText } from "@web/components/forms/form-actions";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { serverFieldErrors } from "@web/lib/server-field-errors";
import { useSaveChecklists } from "../api/asset-checks";

/**
 * The pre-use checklists (decision 0074): each asset type's list, one check a line, starting from the
 * built-in one, and lists for a category within a type. A type whose lines are the built-in ones is
 * saved as no list of its own, so a later change to the built-in lists reaches it.
 */

type CategoryList = { key: number; assetType: string; category: string; text: string };
type Draft = { types: Record<AssetType, string>; categories: CategoryList[] };

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
const textOf = (items: readonly string[]) => items.join("\n");
const TYPE_OPTIONS = ASSET_TYPES.map((t) => ({ value: t, label: ASSET_TYPE_LABELS[t] }));

function draftOf(view: ChecklistsView): Draft {
  const own = (t: AssetType) => view.lists.find((l) => l.assetType === t && !l.category);
  return {
    types: Object.fromEntries(ASSET_TYPES.map((t) => [t, textOf(own(t)?.items ?? view.defaults[t])])) as Record<AssetType, string>,
    categories: view.lists.filter((l) => l.category).map((l, key) => ({ key, assetType: l.assetType, category: l.category!, text: textOf(l.items) })),
  };
}

/** The lists to save, and for each the box a message belongs to. */
function listsOf(draft: Draft, view: ChecklistsView) {
  const boxes: string[] = [];
  const lists: { assetType: string; category: string | null; items: string[] }[] = [];
  for (const t of ASSET_TYPES) {
    const items = linesOf(draft.types[t]);
    if (textOf(items) === textOf(view.defaults[t])) continue;
    lists.push({ assetType: t, category: null, items });
    boxes.push(`type-${t}`);
  }
  for (const c of draft.categories) {
    lists.push({ assetType: c.assetType, category: c.category, items: linesOf(c.text) });
    boxes.push(`category-${c.key}`);
  }
  return { lists, boxes };
}

export function ChecklistsForm({ view, canEdit }: { view: ChecklistsView; canEdit: boolean }) {
  const save = useSaveChecklists();
  const [draft, setDraft] = useState(() => draftOf(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setType = (t: AssetType, text: string) => setDraft((d) => ({ ...d, types: { ...d.types, [t]: text } }));
  const setCategory = (key: number, change: Partial<CategoryList>) =>
    setDraft((d) => ({ ...d, categories: d.categories.map((c) => (c.key === key ? { ...c, ...change } : c)) }));
  const addCategory = () =>
    setDraft((d) => ({
      ...d,
      categories: [...d.categories, { key: Math.max(-1, ...d.categories.map((c) => c.key)) + 1, assetType: "plant", category: "", text: "" }],
    }));

  // One height for every type's box, so the two columns line up: the longest list's, 4 to 10 lines.
  const rows = Math.min(10, Math.max(4, ...ASSET_TYPES.map((t) => linesOf(draft.types[t]).length + 1)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { lists, boxes } = listsOf(draft, view);
    const show = (problems: { path: string; message: string }[]) => {
      const found: Record<string, string> = {};
      for (const p of problems) {
        const [, i] = p.path.split(".");
        const box = boxes[Number(i)];
        if (box) found[box] ??= p.message;
      }
      setErrors(found);
    };
    const parsed = checklistsSchema.safeParse({ lists });
    if (!parsed.success) return show(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        toast({ title: "Success", description: "Checklists saved" });
      },
      onError: (e) => {
        show(serverFieldErrors(e).map((f) => ({ path: f.field, message: f.message })));
        toast({ title: "Error", description: errorText(e, "Failed to save the checklists"), variant: "destructive" });
      },
    });
  };

  return (
    <Card>
      <CardContent className="pt-4 sm:pt-6">
        <form onSubmit={submit} noValidate aria-label="Pre-use checklists" className="grid gap-4">
          <div className="grid gap-1">
            <h2 className="text-base font-semibold text-slate-900">Pre-use checklists</h2>
            <p className="text-sm text-slate-600">
              One check a line. A defect on any of them takes the item out of use until someone authorised clears it. Lifting accessories (slings, shackles,
              chains) are asked the lifting gear checks ({view.liftingGear.join(", ")}) unless their type or category has a list of its own.
            </p>
          </div>
          <fieldset disabled={!canEdit} className="grid items-start gap-4 md:grid-cols-2">
            <legend className="sr-only">Lists by type</legend>
            {ASSET_TYPES.map((t) => {
              const builtIn = textOf(linesOf(draft.types[t])) === textOf(view.defaults[t]);
              return (
                <FormField
                  key={t}
                  htmlFor={`checklist-${t}`}
                  error={errors[`type-${t}`]}
                  label={
                    <span className="flex items-center gap-2">
                      {ASSET_TYPE_LABELS[t]}
                      {builtIn ? <Badge variant="secondary">Built-in</Badge> : <Badge variant="info">Your list</Badge>}
                    </span>
                  }
                  hint={
                    !builtIn && canEdit ? (
                      <button type="button" className="underline" onClick={() => setType(t, textOf(view.defaults[t]))}>
                        Back to the built-in list
                      </button>
                    ) : undefined
                  }
                >
                  <Textarea rows={rows} value={draft.types[t]} onChange={(e) => setType(t, e.target.value)} />
                </FormField>
              );
            })}
          </fieldset>
          <fieldset disabled={!canEdit} className="grid gap-3">
            <legend className="mb-1 text-sm font-semibold text-slate-900">Lists for a category</legend>
            <p className="text-xs text-slate-500">An item of that type and category (e.g. Plant › Excavator) is asked this list instead of its type's.</p>
            {draft.categories.map((c, i) => (
              <div key={c.key} className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[10rem_1fr_auto]">
                <FormField label="Type" htmlFor={`category-type-${c.key}`}>
                  <Select options={TYPE_OPTIONS} value={c.assetType} onChange={(e) => setCategory(c.key, { assetType: e.target.value })} />
                </FormField>
                <FormField label="Category" htmlFor={`category-name-${c.key}`} error={errors[`category-${c.key}`]} required>
                  <Input value={c.category} placeholder="e.g. Excavator" onChange={(e) => setCategory(c.key, { category: e.target.value })} />
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  className="sm:mt-6"
                  aria-label={`Remove list ${i + 1}`}
                  onClick={() => setDraft((d) => ({ ...d, categories: d.categories.filter((x) => x.key !== c.key) }))}
                >
                  <Trash2 />
                </Button>
                <FormField label="Checks, one a line" htmlFor={`category-items-${c.key}`} className="sm:col-span-3">
                  <Textarea rows={4} value={c.text} onChange={(e) => setCategory(c.key, { text: e.target.value })} />
                </FormField>
              </div>
            ))}
            {canEdit && (
              <Button type="button" variant="outline" className="justify-self-start" onClick={addCategory}>
                <Plus aria-hidden="true" /> Add a list for a category
              </Button>
            )}
          </fieldset>
          {canEdit && <FormActions pending={save.isPending} submitText={saveText(true, "Save checklists", "Save checklists")} />}
        </form>
      </CardContent>
    </Card>
  );
}
