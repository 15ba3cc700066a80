import { useForm } from "react-hook-form";
import {
  CARD_SCHEMES,
  CHECK_METHODS,
  cardCheckSchema,
  workerCardSchema,
  type CardCheckInput,
  type WorkerCardInput,
  type WorkerCardView,
} from "@shared/workforce/worker";
import { ukToday } from "@shared/common/uk-dates";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { textsOf } from "@web/lib/form-texts";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";
import { useCheckCard, useSaveCard } from "../api/workers";

const CARD_TEXTS = [
  "schemeIdentifier",
  "cardNumber",
  "expiryDate",
  "cardTypeName",
  "customerName",
  "cardSerial",
  "registrationNumber",
  "qualificationType",
  "qualificationDetails",
] as const;
type CardFields = Record<(typeof CARD_TEXTS)[number], string>;

type Open = { open: boolean; onOpenChange: (open: boolean) => void };

/** Add card / Edit card: the scheme, the number and what is printed on it; the shared schema checks it here and on the server. */
export function CardDialog({ workerId, card, open, onOpenChange }: Open & { workerId: number; card: WorkerCardView | null }) {
  const save = useSaveCard(workerId);
  const form = useForm<CardFields, unknown, WorkerCardInput>({
    resolver: schemaResolver(workerCardSchema),
    defaultValues: textsOf(card, CARD_TEXTS),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { cardId: card?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast({ title: "Success", description: card ? `${saved.schemeIdentifier} card updated` : `${saved.schemeIdentifier} card added` });
          onOpenChange(false);
        },
        onError: (e) => {
          showServerErrors(form.setError, e, { accept: fieldOf(textsOf(null, CARD_TEXTS)) });
          toast({ title: "Error", description: errorText(e, card ? "Failed to update the card" : "Failed to add the card"), variant: "destructive" });
        },
      },
    ),
  );
  const text = (key: (typeof CARD_TEXTS)[number], label: string, props: React.ComponentProps<typeof Input> = {}, required = false) => (
    <FormField label={label} htmlFor={`card-${key}`} error={errors[key]?.message} required={required}>
      <Input {...props} {...form.register(key)} />
    </FormField>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{card ? "Edit card" : "Add card"}</DialogTitle>
          <DialogDescription>A card scheme the worker holds: CSCS, CPCS, NPORS, ECS and the rest. Its expiry is flagged 30 days ahead.</DialogDescription>
        </DialogHeader>
        <form id="worker-card-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={card ? "Edit card" : "Add card"}>
          <FormField label="Card scheme" htmlFor="card-schemeIdentifier" error={errors.schemeIdentifier?.message} required className="sm:col-span-2">
            <Select placeholder="Choose a scheme" options={CARD_SCHEMES} {...form.register("schemeIdentifier")} />
          </FormField>
          {text("cardNumber", "Card number", { autoComplete: "off" }, true)}
          {text("expiryDate", "Expiry date", { type: "date" })}
          {text("cardTypeName", "Card type", { placeholder: "e.g. Blue skilled worker" })}
          {text("customerName", "Name on the card")}
          {text("cardSerial", "Card serial")}
          {text("registrationNumber", "Registration number")}
          {text("qualificationType", "Qualification type", { placeholder: "e.g. A58 360° excavator" })}
          <FormField label="Qualification details" htmlFor="card-qualificationDetails" error={errors.qualificationDetails?.message} className="sm:col-span-2">
            <Textarea rows={2} {...form.register("qualificationDetails")} />
          </FormField>
        </form>
        <FormDialogFooter form="worker-card-form" pending={save.isPending} onCancel={() => onOpenChange(false)}>
          {save.isPending ? "Saving..." : card ? "Save card" : "Add card"}
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type CheckFields = { method: string; result: string; checkedOn: string };
const RESULTS = [
  { value: "valid", label: "Valid: the card is genuine and in date" },
  { value: "invalid", label: "Not valid" },
];

/** Record a check: who checked is the signed-in user (the server records the caller), when, how and what they found. */
export function CheckCardDialog({ workerId, card, checker, open, onOpenChange }: Open & { workerId: number; card: WorkerCardView; checker: string }) {
  const check = useCheckCard(workerId);
  const form = useForm<CheckFields, unknown, CardCheckInput>({
    resolver: schemaResolver(cardCheckSchema),
    defaultValues: { method: "in_person", result: "", checkedOn: ukToday() },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    check.mutate(
      { cardId: card.id, body },
      {
        onSuccess: (c) => {
          toast({
            title: "Success",
            description: `Check recorded: ${c.schemeIdentifier} ${c.cardNumber} ${c.validationResult === "valid" ? "valid" : "not valid"}`,
          });
          onOpenChange(false);
        },
        onError: (e) => {
          showServerErrors(form.setError, e, { accept: fieldOf({ method: "", result: "", checkedOn: "" }) });
          toast({ title: "Error", description: errorText(e, "Failed to record the check"), variant: "destructive" });
        },
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record a check</DialogTitle>
          <DialogDescription>
            {card.schemeLabel} card {card.cardNumber}, checked by {checker}.
          </DialogDescription>
        </DialogHeader>
        <form id="card-check-form" onSubmit={submit} noValidate className="grid gap-4" aria-label="Record a check">
          <FormField label="How it was checked" htmlFor="check-method" error={errors.method?.message} required>
            <Select options={CHECK_METHODS} {...form.register("method")} />
          </FormField>
          <FormField label="Result" htmlFor="check-result" error={errors.result?.message} required>
            <Select placeholder="Choose the result" options={RESULTS} {...form.register("result")} />
          </FormField>
          <FormField label="Checked on" htmlFor="check-checkedOn" error={errors.checkedOn?.message}>
            <Input type="date" max={ukToday()} {...form.register("checkedOn")} />
          </FormField>
        </form>
        <FormDialogFooter form="card-check-form" pending={check.isPending} onCancel={() => onOpenChange(false)}>
          {check.isPending ? "Saving..." : "Record check"}
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
