import { useState } from "react";
import type { AttendanceView } from "@shared/site-sign-in/site-sign-in";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { serverFieldErrors } from "@web/lib/server-field-errors";
import { formatDate } from "@web/lib/format";
import { useCorrectAttendance } from "../api/roll-call";

type Props = { slug: string; record: AttendanceView; onClose: () => void };

/** A site manager's correction of a sign-in or sign-out time, with the note kept beside it, and the history so far. */
export function CorrectionDialog({ slug, record: r, onClose }: Props) {
  const [signInTime, setSignIn] = useState(r.signInTime);
  const [signOutTime, setSignOut] = useState(r.signOutTime ?? "");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const correct = useCorrectAttendance(slug);

  const onSave = () =>
    correct.mutate(
      {
        id: r.id,
        signInTime: signInTime === r.signInTime ? null : signInTime,
        signOutTime: signOutTime === (r.signOutTime ?? "") ? null : signOutTime || null,
        note,
      },
      {
        onSuccess: () => {
          toast({ title: "Success", description: `${r.workerName}'s times corrected` });
          onClose();
        },
        onError: (e) => {
          const fields = Object.fromEntries(serverFieldErrors(e).map((x) => [x.field, x.message]));
          setErrors(fields);
          if (Object.keys(fields).length === 0) toast({ title: "Error", description: errorText(e, "The correction was not saved"), variant: "destructive" });
        },
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Correct {r.workerName}'s times</DialogTitle>
          <DialogDescription>
            {formatDate(r.date)} · {r.company ?? "No employer recorded"}. The correction and its note are kept with the record.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Signed in" htmlFor="correct-in" error={errors.signInTime}>
            <Input id="correct-in" type="time" value={signInTime} onChange={(e) => setSignIn(e.target.value)} />
          </FormField>
          <FormField label="Signed out" htmlFor="correct-out" error={errors.signOutTime}>
            <Input id="correct-out" type="time" value={signOutTime} onChange={(e) => setSignOut(e.target.value)} />
          </FormField>
        </div>
        <FormField label="Why the time is corrected" htmlFor="correct-note" error={errors.note} required>
          <Textarea id="correct-note" value={note} onChange={(e) => setNote(e.target.value)} placeholder="e.g. Left at 16:00; the gate team saw him go" />
        </FormField>
        {r.corrections.length > 0 && (
          <div className="grid gap-1">
            <p className="text-sm font-medium text-slate-900">Earlier corrections</p>
            <ul className="grid gap-1 text-xs text-slate-600">
              {r.corrections.map((c, i) => (
                <li key={i}>
                  {c.field === "signInTime" ? "In" : "Out"} {c.before ?? "none"} → {c.after}: {c.note}
                  {c.by ? ` (${c.by})` : ""}
                </li>
              ))}
            </ul>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSave} disabled={correct.isPending}>
            {correct.isPending ? "Saving..." : "Save correction"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
