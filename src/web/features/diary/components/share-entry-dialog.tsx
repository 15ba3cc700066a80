import { useState, type KeyboardEvent } from "react";
import { Mail, Send, X } from "lucide-react";
import { MAX_SHARE_RECIPIENTS, SHARE_EMAIL_MESSAGE, SHARE_LIMIT_MESSAGE, emailListField, type DiaryEntryView } from "@shared/diary/diary-entry";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { fieldClasses } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { useShareDiaryEntry } from "../api/diary-entries";
import { formatDayLong } from "../lib/diary-format";

/** Sends one entry by email to up to 50 people; each address becomes a chip (Enter, comma or space adds it). */
export function ShareEntryDialog({
  slug,
  entry,
  open,
  onOpenChange,
}: {
  slug: string;
  entry: DiaryEntryView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const share = useShareDiaryEntry(slug);
  const [emails, setEmails] = useState<string[]>([]);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | undefined>();

  /** Adds the complete addresses in `raw`; `rest` (a half-typed address) stays in the box. */
  const add = (raw: string, rest = "") => {
    const parts = raw
      .split(/[\s,;]+/)
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean);
    if (parts.length === 0) return setDraft(rest);
    const next = [...new Set([...emails, ...parts])];
    const checked = emailListField.safeParse(next);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? SHARE_EMAIL_MESSAGE);
      if (next.length > MAX_SHARE_RECIPIENTS) return;
      const bad = parts.find((p) => !emailListField.safeParse([p]).success);
      if (bad) return setDraft(bad);
    } else setError(undefined);
    setEmails(next);
    setDraft(rest);
  };

  /** Typing or pasting a separator turns what came before it into chips. */
  const onChange = (value: string) => {
    const cut = Math.max(value.lastIndexOf(","), value.lastIndexOf(";"), value.lastIndexOf(" "));
    if (cut < 0) return setDraft(value);
    add(value.slice(0, cut), value.slice(cut + 1));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (["Enter", ",", " ", ";"].includes(e.key)) {
      e.preventDefault();
      add(draft);
    } else if (e.key === "Backspace" && draft === "" && emails.length > 0) setEmails(emails.slice(0, -1));
  };

  const close = (next: boolean) => {
    if (!next) {
      setEmails([]);
      setDraft("");
      setError(undefined);
    }
    onOpenChange(next);
  };

  const send = () => {
    const all = draft.trim()
      ? [
          ...new Set([
            ...emails,
            ...draft
              .split(/[\s,;]+/)
              .map((p) => p.trim().toLowerCase())
              .filter(Boolean),
          ]),
        ]
      : emails;
    const checked = emailListField.safeParse(all);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    if (all.length === 0) return setError("Add at least one email address");
    share.mutate(
      { id: entry.id, emails: checked.data },
      {
        onSuccess: (res) => {
          toast({ title: "Entry shared", description: `Sent to ${res.sent} ${res.sent === 1 ? "person" : "people"}.` });
          close(false);
        },
        onError: (e) => setError(errorText(e, "Failed to share the entry")),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share diary entry</DialogTitle>
          <DialogDescription>
            Email the entry of {formatDayLong(entry.date)} by {entry.author}. Up to {MAX_SHARE_RECIPIENTS} recipients.
          </DialogDescription>
        </DialogHeader>
        <FormField label="Email addresses" htmlFor={`share-${entry.id}`} error={error} hint="Press Enter or comma after each address.">
          <div
            className={cn(fieldClasses, "h-auto min-h-10 flex-wrap items-center gap-1.5 py-1.5")}
            onClick={() => document.getElementById(`share-${entry.id}`)?.focus()}
          >
            {emails.map((email) => (
              <span
                key={email}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand/10 py-0.5 pr-1 pl-2.5 text-xs font-medium text-slate-800 ring-1 ring-brand/30"
              >
                <span className="truncate">{email}</span>
                <button
                  type="button"
                  aria-label={`Remove ${email}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    setEmails(emails.filter((x) => x !== email));
                    setError(undefined);
                  }}
                  className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </span>
            ))}
            <input
              id={`share-${entry.id}`}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={draft}
              onChange={(e) => onChange(e.target.value)}
              onKeyDown={onKeyDown}
              onBlur={() => draft.trim() && add(draft)}
              placeholder={emails.length ? "Add another…" : "client@example.co.uk"}
              className="min-w-40 flex-1 bg-transparent py-0.5 text-base outline-none placeholder:text-slate-400 sm:text-sm"
            />
          </div>
        </FormField>
        <p className="text-xs text-slate-500" aria-live="polite">
          {emails.length} of {MAX_SHARE_RECIPIENTS} recipients{emails.length > MAX_SHARE_RECIPIENTS ? ` — ${SHARE_LIMIT_MESSAGE}` : ""}
        </p>
        {entry.sharedWith.length > 0 && (
          <div className="rounded-md bg-slate-50 p-3 text-xs text-slate-600">
            <p className="mb-1 flex items-center gap-1.5 font-medium text-slate-700">
              <Mail className="size-3.5" aria-hidden="true" />
              Already shared with
            </p>
            <p className="break-words">{entry.sharedWith.join(", ")}</p>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)} disabled={share.isPending}>
            Cancel
          </Button>
          <Button onClick={send} disabled={share.isPending}>
            <Send aria-hidden="true" />
            {share.isPending ? "Sending..." : "Send"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
