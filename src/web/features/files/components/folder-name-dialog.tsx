import { useEffect, useState, type FormEvent } from "react";
import { folderNameField } from "@shared/files/files";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { errorText } from "@web/lib/api";

/** "New folder" and "Rename folder": one name field checked with the server's rule. */
export function FolderNameDialog({
  open,
  onOpenChange,
  title,
  description,
  submitText,
  initialName = "",
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitText: string;
  initialName?: string;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setName(initialName);
      setError(undefined);
    }
  }, [open, initialName]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = folderNameField.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setSaving(true);
    try {
      await onSubmit(parsed.data);
      onOpenChange(false);
    } catch (err) {
      setError(errorText(err, "The folder could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <FormField label="Folder name" htmlFor="folder-name" error={error} required>
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoFocus autoComplete="off" placeholder="e.g. Drawings" />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : submitText}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
