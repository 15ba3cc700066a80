import type { ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { DialogFooter } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";

type Props = {
  /** The id of the dialog's form, which the submit button sends from outside it. */
  form: string;
  pending: boolean;
  onCancel: () => void;
  /** The submit button's words ("Add user", "Save weather"). */
  children: ReactNode;
  /** A spinner in the submit button while saving. */
  spinner?: boolean;
  /** False while the form cannot be sent yet (a required text still empty). */
  ready?: boolean;
};

/** A form dialog's Cancel and submit: both wait while the form saves, so it is sent once. */
export function FormDialogFooter({ form, pending, onCancel, children, spinner, ready = true }: Props) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" form={form} disabled={!ready || pending}>
        {spinner && pending && <Spinner size="sm" className="text-current" label="Saving" />}
        {children}
      </Button>
    </DialogFooter>
  );
}
