import type { ReactNode } from "react";
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from "react-hook-form";
import { Gauge } from "lucide-react";
import type { z } from "zod";
import { QueryBody } from "@web/components/forms/query-body";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format";
import { schemaResolver } from "@web/lib/schema-form";
import { fieldOf, showServerErrors } from "@web/lib/server-field-errors";

/*
 * A register record's meter over time (an asset's engine hours and miles, a vehicle's odometer): the
 * latest readings, and for those who may, a form to add one. The server refuses a reading lower than
 * the last one; the card says so and shows its message under the box. The two areas built this card
 * and its form twice; a screen now says its meter's words, how a reading reads, and its boxes.
 */

/** A reading as listed: its day and who took it; the rest the screen words. */
export type ListedReading = { id: number; day: string; recordedBy: { name: string } | null };

type Read<R> = { data?: R[]; isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown };

export function ReadingsCard<R extends ListedReading>({
  title,
  description,
  listLabel,
  read,
  value,
  source,
  form,
}: {
  title: string;
  description: string;
  /** Names the list for assistive technology: "Mileage readings". */
  listLabel: string;
  read: Read<R>;
  /** The reading in words: "45,210 miles". */
  value: (reading: R) => ReactNode;
  /** Where it came from, after its day ("Walkaround check"), when the meter keeps that. */
  source?: (reading: R) => string;
  /** The form to add one, for those who may. */
  form: ReactNode;
}) {
  return (
    <Card>
      <CardIconHeader icon={Gauge} title={title} description={description} />
      <CardContent className="grid gap-4">
        <QueryBody
          read={read}
          rows={["h-12"]}
          errorTitle="The readings could not be loaded"
          empty={read.data?.length === 0 && <p className="text-sm text-slate-500">No readings yet.</p>}
        >
          <ul className="grid gap-1 text-sm" aria-label={listLabel}>
            {read.data?.slice(0, 10).map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 border-b border-slate-100 pb-1">
                <span className="text-slate-900">{value(r)}</span>
                <span className="text-xs text-slate-500">
                  {formatDate(r.day)}
                  {source && <> · {source(r)}</>}
                  {r.recordedBy ? ` · ${r.recordedBy.name}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </QueryBody>
        {form}
      </CardContent>
    </Card>
  );
}

/** What the form needs of the area's add mutation (a TanStack Query mutation fits). */
type Add<O> = { mutate: (body: O, on: { onSuccess: () => void; onError: (e: unknown) => void }) => void; isPending: boolean };

/**
 * The add-a-reading form: the area's boxes in a row with Add reading after them. On success it says
 * what was recorded and starts again from `empty()`; the server's messages show under their boxes.
 */
export function ReadingForm<F extends FieldValues, S extends z.ZodType>({
  label,
  columns,
  schema,
  empty,
  add,
  recorded,
  children,
}: {
  /** "Add a mileage reading". */
  label: string;
  /** The row's columns from the phone's width up, the button's last: "sm:grid-cols-[1fr_1fr_auto]". */
  columns: string;
  schema: S;
  empty: () => F;
  add: Add<z.output<S>>;
  /** The success toast's words: "45,210 miles recorded". */
  recorded: (body: z.output<S>) => string;
  children: (form: UseFormReturn<F, unknown, z.output<S>>) => ReactNode;
}) {
  const form = useForm<F, unknown, z.output<S>>({ resolver: schemaResolver<F, S>(schema), defaultValues: empty() as DefaultValues<F> });
  const submit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        toast({ title: "Success", description: recorded(body) });
        form.reset(empty());
      },
      onError: (e) => {
        showServerErrors(form.setError, e, { accept: fieldOf(empty()) });
        toast({ title: "Error", description: errorText(e, "Failed to record the reading"), variant: "destructive" });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={label} className={cn("grid items-start gap-3 border-t border-slate-200 pt-4", columns)}>
      {children(form)}
      <Button type="submit" className="sm:mt-6" disabled={add.isPending}>
        {add.isPending ? "Saving..." : "Add reading"}
      </Button>
    </form>
  );
}
