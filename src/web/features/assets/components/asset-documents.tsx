import { ASSET_DOCUMENT_CATEGORY_LABELS } from "@shared/assets/asset";
import { assetDocumentFieldsSchema } from "@shared/assets/asset-document";
import { RecordDocuments } from "@web/components/register/record-documents";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useAddAssetDocument, useAsset, useRemoveAssetDocument, useUpdateAssetDocument } from "../api/assets";

const WRITES = { useAdd: useAddAssetDocument, useUpdate: useUpdateAssetDocument, useRemove: useRemoveAssetDocument };

/**
 * The asset's documents (§5 Asset document): insurance, inspection reports, manuals, a hired machine's
 * evidence, each with its expiry state from the server (the one expiry rule) and the file to view or
 * download; an upload form with the category, title, expiry and notes, 10 MB at most, and the same
 * form in a document's place to change those (the file stays). A failed upload says why under the file.
 */
export function AssetDocuments({ assetId }: { assetId: number }) {
  const asset = useAsset(assetId);
  const can = usePermission();
  return (
    <RecordDocuments
      recordId={assetId}
      description="Certificates, inspection reports, insurance, manuals and hire evidence, with their expiry."
      read={asset}
      canEdit={can("Assets", "edit")}
      schema={assetDocumentFieldsSchema}
      categories={ASSET_DOCUMENT_CATEGORY_LABELS}
      writes={WRITES}
      idPrefix="asset-doc"
      placeholders={{ title: "e.g. LOLER thorough examination report", notes: "e.g. Examined by Allianz, no defects" }}
      uploadError="under-file"
    />
  );
}
