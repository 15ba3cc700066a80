import { useState, type ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { CardRulesEditor, type CardRuleDraft, type CardRulesEditorProps, type CardRuleView } from "./card-rules-editor";

type Read = { data?: { rules: readonly (CardRuleView & { id: number; text: string })[] }; isError: boolean; error: unknown };

type Props = {
  title: string;
  description: ReactNode;
  /** The set as read, each rule by its name (a trade, a plant category) with its words. */
  read: Read;
  canEdit: boolean;
  editor: Omit<CardRulesEditorProps, "initial" | "pending" | "problem" | "onSubmit" | "onCancel">;
  /** Checks the drafts with the area's schema and saves the set: `fail` with a message, or `done`. */
  save: { isPending: boolean; run: (drafts: CardRuleDraft[], done: () => void, fail: (message: string) => void) => void };
  onClose: () => void;
};

/**
 * A set of card rules in a dialog, the same for the cards each trade needs (workforce) and each plant
 * category's operators need (assets): the editor for those who may change it, the rules in words for
 * those who may only read them.
 */
export function CardRulesDialog({ title, description, read, canEdit, editor, save, onClose }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (drafts: CardRuleDraft[]) => {
    setProblem(null);
    save.run(
      drafts,
      () => {
        toast({ title: "Card rules saved" });
        onClose();
      },
      setProblem,
    );
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {!read.data ? (
          read.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(read.error, "The card rules could not be loaded")}
            </p>
          ) : (
            <Skeleton className="h-32" />
          )
        ) : canEdit ? (
          <CardRulesEditor {...editor} initial={[...read.data.rules]} pending={save.isPending} problem={problem} onSubmit={submit} onCancel={onClose} />
        ) : (
          <>
            {read.data.rules.length === 0 ? (
              <p className="text-sm text-slate-600">No card rules yet.</p>
            ) : (
              <dl className="grid gap-2 text-sm">
                {read.data.rules.map((r) => (
                  <div key={r.id} className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-2">
                    <dt className="font-medium text-slate-900">{r.name}</dt>
                    <dd className="text-slate-700">{r.text}</dd>
                  </div>
                ))}
              </dl>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
