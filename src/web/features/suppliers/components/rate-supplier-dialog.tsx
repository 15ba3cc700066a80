import { useState } from "react";
import { useForm } from "react-hook-form";
import { Star } from "lucide-react";
import { rateSupplierSchema, type RateSupplierInput } from "@shared/suppliers/supplier";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useRateSupplier } from "../api/suppliers";
import { schemaResolver } from "@web/lib/schema-form";

type FormValues = { performanceRating: string; qualityRating: string; note: string };

/** Rate supplier: two scores from 0 to 5 (two decimals) and a note; the supplier's ratings become everyone's average. */
export function RateSupplierButton({ supplier }: { supplier: { id: number; name: string } }) {
  const [open, setOpen] = useState(false);
  const rate = useRateSupplier(supplier.id);
  const form = useForm<FormValues, unknown, RateSupplierInput>({
    resolver: schemaResolver(rateSupplierSchema),
    defaultValues: { performanceRating: "", qualityRating: "", note: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    rate.mutate(values, {
      onSuccess: (s) => {
        toast({
          title: "Success",
          description: `Rating saved: ${s.name} now averages ${s.performanceRating} for performance and ${s.qualityRating} for quality`,
        });
        form.reset();
        setOpen(false);
      },
      onError: (e) => toast({ title: "Error", description: errorText(e, "Failed to save the rating"), variant: "destructive" }),
    }),
  );
  const score = (name: "performanceRating" | "qualityRating", label: string) => (
    <FormField label={`${label} (0 to 5)`} htmlFor={`rate-${name}`} error={errors[name]?.message} required>
      <Input inputMode="decimal" placeholder="e.g. 4 or 3.5" {...form.register(name)} />
    </FormField>
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Star aria-hidden="true" />
        Rate supplier
      </Button>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Rate supplier">
          <DialogHeader>
            <DialogTitle>Rate {supplier.name}</DialogTitle>
            <DialogDescription>Score the job you have just had from them. 5 is excellent, 0 is unacceptable.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            {score("performanceRating", "Performance")}
            {score("qualityRating", "Quality")}
          </div>
          <FormField label="Note" htmlFor="rate-note" error={errors.note?.message}>
            <Textarea rows={3} placeholder="What went well or badly, e.g. late on two loads" {...form.register("note")} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={rate.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={rate.isPending}>
              {rate.isPending ? "Saving..." : "Save rating"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
