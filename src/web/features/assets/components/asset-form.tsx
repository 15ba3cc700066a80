import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { assetShape, createAssetSchema, type CreateAssetInput } from "@shared/assets/asset";
import type { AssetDetail } from "@shared/assets/asset-register";
import { FormActions, saveText } from "@web/components/forms/form-actions";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useAssetOptions, useSaveAsset } from "../api/assets";
import type { AssetFormFields, TextKey } from "./asset-form-fields";
import { AssetFormSections } from "./asset-form-sections";

const FLAGS = ["dependsOnInstallation", "portableElectrical"] as const;
const TEXT_KEYS = [...Object.keys(assetShape).filter((k) => !(FLAGS as readonly string[]).includes(k)), "projectId"] as TextKey[];

const emptyForm = (): AssetFormFields => ({
  ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, ""])) as Record<TextKey, string>),
  status: "active",
  ownership: "owned",
  dependsOnInstallation: false,
  portableElectrical: false,
});

/** A saved asset as the boxes hold it: numbers as their digits, none as an empty box. */
function fromAsset(a: AssetDetail): AssetFormFields {
  const record = a as unknown as Record<string, unknown>;
  return {
    ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, record[k] === null || record[k] === undefined ? "" : String(record[k])])) as Record<TextKey, string>),
    dependsOnInstallation: a.dependsOnInstallation,
    portableElectrical: a.portableElectrical,
  };
}

/**
 * Add or edit an asset in its sections; the shared schema checks here and again on the server, and
 * the server's messages land on their fields. Its place is chosen when it is added; afterwards it moves
 * with Move, which keeps the history.
 */
export function AssetForm({
  asset,
  readOnly = false,
  onDone,
  onCancel,
  onDelete,
  deleting,
}: {
  asset: AssetDetail | null;
  readOnly?: boolean;
  onDone: (id: number) => void;
  onCancel: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  const save = useSaveAsset();
  const options = useAssetOptions();
  const form = useForm<AssetFormFields, unknown, CreateAssetInput>({
    resolver: schemaResolver(createAssetSchema),
    defaultValues: asset ? fromAsset(asset) : emptyForm(),
  });
  useEffect(() => {
    if (!asset) form.setFocus("name");
  }, [form, asset]);

  const submit = form.handleSubmit((values) => {
    const { projectId, ...fields } = values;
    // Awaited rather than mutate's callbacks: the saved asset re-keys this form (its updatedAt), and a
    // callback of an unmounted form never runs, so the toast would be lost.
    save.mutateAsync(asset ? { id: asset.id, body: fields } : { id: null, body: { ...fields, projectId } }).then(
      (saved) => {
        toast({ title: "Success", description: asset ? `${saved.name} updated` : `${saved.name} added` });
        onDone(saved.id);
      },
      (e: unknown) => {
        showServerErrors(form.setError, e, { accept: fieldOf(emptyForm()) });
        toast({ title: "Error", description: errorText(e, asset ? "Failed to update the asset" : "Failed to add the asset"), variant: "destructive" });
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={asset ? "Edit asset" : "Add asset"} className="grid gap-4">
      <fieldset disabled={readOnly} className="grid min-w-0 gap-4">
        <AssetFormSections form={form} asset={asset} options={options.data} />
      </fieldset>
      {!readOnly && (
        <FormActions onCancel={onCancel} pending={save.isPending} submitText={saveText(Boolean(asset), "Add asset")} onDelete={onDelete} deleting={deleting} />
      )}
    </form>
  );
}
