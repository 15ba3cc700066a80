import { useState, type FormEvent, type ReactNode } from "react";
import { ASSET_CONDITION_LABELS, ASSET_CONDITIONS } from "@shared/assets/asset";
import type { Whereabouts } from "@shared/assets/asset-use";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { serverFieldErrors } from "@web/lib/server-field-errors";
import { useCheckIn, useContractOptions, useMove, useOffHire } from "../api/asset-use";

type Props = { asset: Whereabouts; onClose: () => void };
type Write<B> = { mutate: (body: B, o: { onSuccess: () => void; onError: (e: unknown) => void }) => void; isPending: boolean };

/** A small movement form in a dialog: its fields, the server's field messages under them, any other refusal above the buttons. */
function useMovement<B>(write: Write<B>, done: string, onClose: () => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const send = (body: B) => {
    setErrors({});
    setProblem(null);
    write.mutate(body, {
      onSuccess: () => {
        toast({ title: done });
        onClose();
      },
      onError: (err) => {
        const fields = serverFieldErrors(err);
        if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
        else setProblem(errorText(err, "It could not be saved"));
      },
    });
  };
  return { errors, problem, send };
}

function MovementDialog(p: {
  id: string;
  title: string;
  description: string;
  submit: string;
  pending: boolean;
  problem: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    p.onSubmit();
  };
  return (
    <Dialog open onOpenChange={(o) => !o && p.onClose()}>
      <DialogContent className="max-w-md grid-cols-[minmax(0,1fr)]">
        <DialogHeader>
          <DialogTitle>{p.title}</DialogTitle>
          <DialogDescription>{p.description}</DialogDescription>
        </DialogHeader>
        <form id={p.id} onSubmit={submit} className="grid grid-cols-[minmax(0,1fr)] gap-4" noValidate>
          {p.children}
          {p.problem && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
              {p.problem}
            </p>
          )}
          <FormDialogFooter form={p.id} pending={p.pending} onCancel={p.onClose} spinner>
            {p.submit}
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const CONDITION_OPTIONS = ASSET_CONDITIONS.map((c) => ({ value: c, label: ASSET_CONDITION_LABELS[c] }));

/** Check in: who had it, the condition it came back in, and a note (a defect to look at). */
export function CheckInDialog({ asset, onClose }: Props) {
  const [condition, setCondition] = useState("");
  const [note, setNote] = useState("");
  const write = useCheckIn(asset.assetId);
  const m = useMovement(write, `${asset.name} checked in`, onClose);
  const holder = asset.holder?.name ?? "its holder";
  return (
    <MovementDialog
      id="asset-check-in"
      title={`Check in ${asset.name}`}
      description={`Back from ${holder}${asset.place ? ` on ${asset.place.name}` : ""}.`}
      submit="Check in"
      pending={write.isPending}
      problem={m.problem}
      onSubmit={() => m.send({ condition: condition || null, note: note || null })}
      onClose={onClose}
    >
      <FormField label="Condition" htmlFor="check-in-condition" error={m.errors.condition}>
        <Select value={condition} onChange={(e) => setCondition(e.target.value)} placeholder="As it went out" options={CONDITION_OPTIONS} />
      </FormField>
      <FormField label="Note" htmlFor="check-in-note" error={m.errors.note}>
        <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} placeholder="Anything wrong with it, missing parts" />
      </FormField>
    </MovementDialog>
  );
}

/** Move to a contract or the yard: it arrives there today, when an inspection due at a new site falls due. */
export function MoveDialog({ asset, onClose }: Props) {
  const [to, setTo] = useState("");
  const [location, setLocation] = useState("");
  const [note, setNote] = useState("");
  const contracts = useContractOptions();
  const write = useMove(asset.assetId);
  const m = useMovement(write, `${asset.name} moved`, onClose);
  const here = asset.place ? String(asset.place.id) : "yard";
  const options = [{ value: "yard", label: "The yard" }, ...(contracts.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))].filter(
    (o) => o.value !== here,
  );
  return (
    <MovementDialog
      id="asset-move"
      title={`Move ${asset.name}`}
      description={`Now ${asset.place ? `on ${asset.place.name}` : "in the yard"}. It arrives at the new place today: an examination due at a new site falls due then.`}
      submit="Move"
      pending={write.isPending}
      problem={m.problem}
      onSubmit={() => m.send({ projectId: to === "yard" ? null : to, location: location || null, note: note || null })}
      onClose={onClose}
    >
      <FormField label="Move to" htmlFor="move-to" error={m.errors.projectId} required>
        <Select
          value={to}
          onChange={(e) => setTo(e.target.value)}
          placeholder={contracts.isLoading ? "Loading contracts…" : "Choose where"}
          options={options}
        />
      </FormField>
      <FormField label="Location there" htmlFor="move-location" error={m.errors.location} hint="Within the site or yard: a bay, a container">
        <Input value={location} onChange={(e) => setLocation(e.target.value)} />
      </FormField>
      <FormField label="Note" htmlFor="move-note" error={m.errors.note}>
        <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
    </MovementDialog>
  );
}

/** Off-hire a hired-in item: the day it goes off hire, the supplier's off-hire reference, the collection day. */
export function OffHireDialog({ asset, onClose }: Props) {
  const hire = asset.hire;
  const [offHireDate, setOffHireDate] = useState(hire?.offHireDate ?? "");
  const [reference, setReference] = useState(hire?.offHireReference ?? "");
  const [collection, setCollection] = useState(hire?.collectionDate ?? "");
  const write = useOffHire(asset.assetId);
  const m = useMovement(write, `${asset.name} called off hire`, onClose);
  return (
    <MovementDialog
      id="asset-off-hire"
      title={`Off-hire ${asset.name}`}
      description={`Hired from ${hire?.supplier ?? "the supplier"}${hire?.orderReference ? `, order ${hire.orderReference}` : ""}. Give the reference the supplier quotes when you call it off.`}
      submit="Save off-hire"
      pending={write.isPending}
      problem={m.problem}
      onSubmit={() => m.send({ offHireDate, offHireReference: reference || null, collectionDate: collection || null })}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Off-hire date" htmlFor="off-hire-date" error={m.errors.offHireDate} required>
          <Input type="date" min={hire?.onHireDate ?? undefined} value={offHireDate} onChange={(e) => setOffHireDate(e.target.value)} />
        </FormField>
        <FormField label="Collection date" htmlFor="off-hire-collection" error={m.errors.collectionDate}>
          <Input type="date" min={offHireDate || undefined} value={collection} onChange={(e) => setCollection(e.target.value)} />
        </FormField>
      </div>
      <FormField label="Off-hire reference" htmlFor="off-hire-reference" error={m.errors.offHireReference}>
        <Input value={reference} onChange={(e) => setReference(e.target.value)} placeholder="e.g. OH-7781" />
      </FormField>
    </MovementDialog>
  );
}
