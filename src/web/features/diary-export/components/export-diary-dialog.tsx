import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { FileDown } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import { diaryExportQuery, MAX_EXPORT_DAYS, type DiaryExportQuery } from "@shared/diary-export/diary-export";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { errorMessage } from "@web/lib/api";
import { useDownloadDiaryPdf } from "../api/download-diary-pdf";
import { schemaResolver } from "@web/lib/schema-form";

type Values = { from: string; to: string };
const resolver: Resolver<Values, unknown, DiaryExportQuery> = schemaResolver(diaryExportQuery);

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** The last 7 days, today included. */
function lastWeek(): Values {
  const to = new Date();
  const from = new Date(to);
  from.setDate(to.getDate() - 6);
  return { from: isoDay(from), to: isoDay(to) };
}

/** The export dialog: its form (react-hook-form, zod) and the Radix dialog load with the first click. */
export default function ExportDiaryDialog({ project, open, setOpen }: { project: ProjectView; open: boolean; setOpen: (open: boolean) => void }) {
  const form = useForm<Values, unknown, DiaryExportQuery>({ resolver, defaultValues: lastWeek(), mode: "onTouched" });
  const download = useDownloadDiaryPdf();

  useEffect(() => {
    if (open) form.reset(lastWeek());
  }, [open, form]);

  const onSubmit = form.handleSubmit(({ from, to }) =>
    download.mutate(
      { slug: project.slug, from, to },
      {
        onSuccess: () => {
          toast({ title: "Diary exported", description: `${project.name}: the PDF is in your downloads.` });
          setOpen(false);
        },
        onError: (error) =>
          toast({ title: "Export failed", description: errorMessage(error, "The PDF could not be made. Please try again."), variant: "destructive" }),
      },
    ),
  );

  const err = form.formState.errors;
  const pending = download.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Export the diary</DialogTitle>
          <DialogDescription>
            A PDF of {project.name} with each day's entries, labour, weather and comments, and a labour summary, under your company's logo. Up to{" "}
            {MAX_EXPORT_DAYS} days.
          </DialogDescription>
        </DialogHeader>
        <form id="diary-export-form" onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label="From" htmlFor="diary-export-from" error={err.from?.message} required>
            <Input
              type="date"
              {...form.register("from", {
                onChange: () => {
                  if (form.formState.errors.to) void form.trigger("to");
                },
              })}
            />
          </FormField>
          <FormField label="To" htmlFor="diary-export-to" error={err.to?.message} required>
            <Input type="date" {...form.register("to")} />
          </FormField>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form="diary-export-form" disabled={pending}>
            {pending ? <Spinner size="sm" className="text-current" label="Preparing the PDF" /> : <FileDown aria-hidden="true" />}
            {pending ? "Preparing PDF..." : "Download PDF"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
