import { toast } from "@web/components/ui/toast";
import { confirm } from "@web/components/ui/confirm-dialog";
import { errorText } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { canDeleteRecord, type PagePermissions } from "@web/lib/record-rights";
import { restoreNote } from "@web/lib/restore-note";

const capital = (noun: string) => noun[0].toUpperCase() + noun.slice(1);

/**
 * What a site record's save says (the spec's words): "<Noun> created/updated successfully" or
 * "Failed to create/update <noun>". `saved` goes on from the answer (stay on it, close); `refused`
 * puts the server's field messages under their fields before the toast.
 */
export function saveOutcome<T>(noun: string, editing: boolean, then: { saved: (record: T) => void; refused?: (error: unknown) => void }) {
  return {
    onSuccess: (record: T) => {
      toast({ title: "Success", description: `${capital(noun)} ${editing ? "updated" : "created"} successfully` });
      then.saved(record);
    },
    onError: (error: unknown) => {
      then.refused?.(error);
      toast({ title: "Error", description: `Failed to ${editing ? "update" : "create"} ${noun}`, variant: "destructive" });
    },
  };
}

type Removal = { mutate: (id: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void };
type Dated = { id: number; date: string; createdBy?: { id: number } | null };
/** How a delete names the record: the dialog's title, its subject ("The reading"), what goes with it, the toast's noun. */
export type DeleteWords = { title: string; subject: string; figures: string; noun: string };

/**
 * Delete on a saved site record (energy, waste, Scope 3), or undefined where it is not offered:
 * decision 0014, your own record with Edit, anyone's with Delete as well (the server's rule). It
 * asks first, sends the record to Delete Records, says so, and closes the form.
 */
export function deleteAction(record: Dated | null, permissions: PagePermissions | undefined, remove: Removal, words: DeleteWords, onDone: () => void) {
  if (!record || !permissions || !canDeleteRecord(permissions, record.createdBy?.id ?? null)) return undefined;
  return async () => {
    const description = `${words.subject} of ${formatDate(record.date)} and its ${words.figures} go to Delete Records. ${restoreNote(true)}`;
    if (!(await confirm({ title: words.title, description, confirmText: "Delete", variant: "destructive" }))) return;
    remove.mutate(record.id, {
      onSuccess: () => {
        toast({ title: "Success", description: `${capital(words.noun)} deleted` });
        onDone();
      },
      onError: (err) => toast({ title: "Error", description: errorText(err, `Failed to delete ${words.noun}`), variant: "destructive" }),
    });
  };
}
