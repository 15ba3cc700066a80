import { useState } from "react";
import { useForm } from "react-hook-form";
import { quoteFieldsSchema, type QuoteFields, type QuoteFormValues } from "@shared/materials/material-quote";
import { PHOTO_ACCEPT, fileSizeProblem } from "@shared/files/files";
import { ukToday } from "@shared/common/uk-dates";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { ApiError, errorText } from "@web/lib/api";
import { schemaResolver } from "@web/lib/schema-form";

type FormValues = { [K in keyof QuoteFormValues]-?: string };
export type QuoteUpload = { fields: FormValues; file: File | null };

const empty = (supplierId?: number | null): FormValues => ({
  supplierId: supplierId ? String(supplierId) : "",
  quoteReference: "",
  quoteDate: ukToday(),
  expiryDate: "",
  quotedPrice: "",
  notes: "",
});

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The register's suppliers to choose from. */
  suppliers: readonly { id: number; name: string }[];
  defaultSupplierId?: number | null;
  /** What the price is for: per unit of a material, or the whole order. */
  description: string;
  /** Sends the raw text as multipart fields with the file; the server parses them with the same schema. */
  save: (upload: QuoteUpload) => Promise<unknown>;
};

/**
 * Add a supplier's quote (a material's or a purchase order's, decision 0012): the one schema
 * (shared/materials/material-quote.ts) checks the text fields here and on the server; the file is optional.
 */
export function QuoteFormDialog({ open, onOpenChange, suppliers, defaultSupplierId, description, save }: Props) {
  const [pending, setPending] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useForm<FormValues, unknown, QuoteFields>({ resolver: schemaResolver(quoteFieldsSchema), defaultValues: empty(defaultSupplierId) });
  const { errors } = form.formState;

  const close = (next: boolean) => {
    if (!next) {
      form.reset(empty(defaultSupplierId));
      setFile(null);
      setFileError(undefined);
    }
    onOpenChange(next);
  };

  const submit = form.handleSubmit(async () => {
    if (fileError) return;
    setPending(true);
    try {
      await save({ fields: form.getValues(), file });
      toast({ title: "Success", description: "Quote added" });
      close(false);
    } catch (e) {
      const fields = e instanceof ApiError ? ((e.body as { errors?: { field: string; message: string }[] })?.errors ?? []) : [];
      for (const f of fields) {
        if (f.field === "file") setFileError(f.message);
        else if (f.field in empty()) form.setError(f.field as keyof FormValues, { message: f.message });
      }
      toast({ title: "Error", description: errorText(e, "Failed to add the quote"), variant: "destructive" });
    } finally {
      setPending(false);
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Add quote</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Add quote" className="grid gap-4 sm:grid-cols-2">
          <FormField label="Supplier" htmlFor="quote-supplier" error={errors.supplierId?.message} required className="sm:col-span-2">
            <Select placeholder="Choose a supplier" options={suppliers.map((s) => ({ value: String(s.id), label: s.name }))} {...form.register("supplierId")} />
          </FormField>
          <FormField label="Quoted price (£)" htmlFor="quote-price" error={errors.quotedPrice?.message} required>
            <Input inputMode="decimal" placeholder="0.00" {...form.register("quotedPrice")} />
          </FormField>
          <FormField label="Reference" htmlFor="quote-reference" error={errors.quoteReference?.message}>
            <Input placeholder="e.g. Q-2041" {...form.register("quoteReference")} />
          </FormField>
          <FormField label="Quote date" htmlFor="quote-date" error={errors.quoteDate?.message} required>
            <Input type="date" {...form.register("quoteDate")} />
          </FormField>
          <FormField label="Expiry date" htmlFor="quote-expiry" error={errors.expiryDate?.message}>
            <Input type="date" {...form.register("expiryDate")} />
          </FormField>
          <FormField label="Quote document" htmlFor="quote-file" error={fileError} hint="PDF or image, up to 10 MB" className="sm:col-span-2">
            <Input
              type="file"
              accept={`application/pdf,${PHOTO_ACCEPT}`}
              onChange={(e) => {
                const f = e.target.files?.[0] ?? null;
                setFile(f);
                setFileError(f ? (fileSizeProblem(f) ?? undefined) : undefined);
              }}
            />
          </FormField>
          <FormField label="Notes" htmlFor="quote-notes" error={errors.notes?.message} className="sm:col-span-2">
            <Textarea rows={2} placeholder="Delivery included, minimum order, lead time" {...form.register("notes")} />
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : "Add quote"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
