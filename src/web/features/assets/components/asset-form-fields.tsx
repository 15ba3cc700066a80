import type { UseFormReturn } from "react-hook-form";
import type { CreateAssetFormValues, CreateAssetInput } from "@shared/assets/asset";
import { FormSection, recordFields } from "@web/components/forms/record-fields";

/** The form's values as its boxes hold them: text, and two ticks. */
type Flag = "dependsOnInstallation" | "portableElectrical";
export type TextKey = Exclude<keyof CreateAssetFormValues, Flag>;
export type AssetFormFields = { [K in TextKey]: string } & { [K in Flag]: boolean };
export type AssetFormApi = UseFormReturn<AssetFormFields, unknown, CreateAssetInput>;

/** The form's boxes, each labelled and showing its message (the kit's, components/forms/record-fields.tsx). */
export const fieldsOf = (form: AssetFormApi) => recordFields(form, "asset");

export const Section = FormSection;
