import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { z } from "zod";
import { isoDay, WEATHER_CONDITIONS, WIND_DIRECTIONS, weatherEntrySchema, type WeatherRecordView } from "@shared/weather/weather";
import { FormDialogFooter } from "@web/components/forms/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { DateField } from "@web/components/forms/date-field";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/toast";
import { ApiError, errorText } from "@web/lib/api";
import { useSaveWeather } from "../api/save-weather";
import { isoDayToUk, localIsoDay } from "./weather-look";
import { schemaResolver } from "@web/lib/schema-form";

const FIELDS = ["date", "temperature", "condition", "humidity", "windSpeed", "windDirection", "pressure", "visibility", "uvIndex", "description"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const schema = weatherEntrySchema.extend({
  date: isoDay.refine((d) => d <= localIsoDay(), "Weather cannot be entered for a future date"),
});
type Output = z.output<typeof schema>;
const resolver: Resolver<Values, unknown, Output> = schemaResolver(schema);

const blank: Values = {
  date: "",
  temperature: "",
  condition: "",
  humidity: "",
  windSpeed: "",
  windDirection: "",
  pressure: "",
  visibility: "",
  uvIndex: "",
  description: "",
};
const str = (v: string | null | undefined) => (v == null ? "" : String(Number(v)));

function valuesFor(date: string, record: WeatherRecordView | undefined): Values {
  if (!record) return { ...blank, date };
  return {
    date,
    temperature: str(record.temperature),
    condition: record.condition,
    humidity: str(record.humidity),
    windSpeed: str(record.windSpeed),
    windDirection: record.windDirection ?? "",
    pressure: str(record.pressure),
    visibility: str(record.visibility),
    uvIndex: str(record.uvIndex),
    description: record.description ?? "",
  };
}

const conditionOptions = WEATHER_CONDITIONS.map((c) => ({ value: c, label: c }));
const directionOptions = WIND_DIRECTIONS.map((d) => ({ value: d, label: d }));

/** "Enter today's weather": one day's reading by hand (any past day can be chosen); an existing day is filled in to correct. */
export function WeatherEntryDialog({
  slug,
  open,
  onOpenChange,
  history,
}: {
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  history: WeatherRecordView[];
}) {
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: blank, mode: "onTouched" });
  const save = useSaveWeather(slug);
  const date = form.watch("date");

  useEffect(() => {
    if (!open) return;
    const today = localIsoDay();
    form.reset(
      valuesFor(
        today,
        history.find((h) => h.date === today),
      ),
    );
  }, [open, form, history]);

  // Choosing a day that already has a reading fills it in, to correct it; otherwise what was typed stays.
  useEffect(() => {
    if (!open || !date || !form.getFieldState("date").isDirty) return;
    const record = history.find((h) => h.date === date);
    if (record) form.reset(valuesFor(date, record));
  }, [date, open, form, history]);

  // A condition typed elsewhere (or by the service) is still offered in the list.
  const condition = form.watch("condition");
  const conditions =
    condition && !(WEATHER_CONDITIONS as readonly string[]).includes(condition)
      ? [{ value: condition, label: condition }, ...conditionOptions]
      : conditionOptions;

  const onSubmit = form.handleSubmit(({ date: day, ...input }) =>
    save.mutate(
      { date: day, ...input },
      {
        onSuccess: () => {
          toast({ title: "Weather saved", description: `The weather for ${isoDayToUk(day)} has been saved.` });
          onOpenChange(false);
        },
        onError: (error) => {
          const body = error instanceof ApiError ? (error.body as { errors?: { field: string; message: string }[] }) : undefined;
          body?.errors?.forEach((e) => (FIELDS as readonly string[]).includes(e.field) && form.setError(e.field as Field, { message: e.message }));
          toast({ title: "Weather not saved", description: errorText(error, "Please try again."), variant: "destructive" });
        },
      },
    ),
  );

  const err = form.formState.errors;
  const pending = save.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Enter the day's weather</DialogTitle>
          <DialogDescription>
            Temperature and condition are needed; the rest helps explain delays. A day entered by hand is kept when the weather service updates.
          </DialogDescription>
        </DialogHeader>
        <form id="weather-form" onSubmit={onSubmit} noValidate className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
          <DateField id="weather-date" error={err.date?.message} max={localIsoDay()} {...form.register("date")} />
          <FormField label="Temperature (°C)" htmlFor="weather-temperature" error={err.temperature?.message} required>
            <Input inputMode="decimal" autoComplete="off" {...form.register("temperature")} />
          </FormField>
          <FormField label="Condition" htmlFor="weather-condition" error={err.condition?.message} required className="col-span-2">
            <Select placeholder="Select the condition" options={conditions} {...form.register("condition")} />
          </FormField>
          <FormField label="Wind speed (mph)" htmlFor="weather-wind-speed" error={err.windSpeed?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register("windSpeed")} />
          </FormField>
          <FormField label="Wind direction" htmlFor="weather-wind-direction" error={err.windDirection?.message}>
            <Select placeholder="Not recorded" options={directionOptions} {...form.register("windDirection")} />
          </FormField>
          <FormField label="Humidity (%)" htmlFor="weather-humidity" error={err.humidity?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register("humidity")} />
          </FormField>
          <FormField label="Pressure (hPa)" htmlFor="weather-pressure" error={err.pressure?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register("pressure")} />
          </FormField>
          <FormField label="Visibility (km)" htmlFor="weather-visibility" error={err.visibility?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register("visibility")} />
          </FormField>
          <FormField label="UV index" htmlFor="weather-uv" error={err.uvIndex?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register("uvIndex")} />
          </FormField>
          <FormField
            label="Notes"
            htmlFor="weather-notes"
            error={err.description?.message}
            hint="E.g. heavy showers after 14:00, ground waterlogged."
            className="col-span-2"
          >
            <Textarea rows={2} {...form.register("description")} />
          </FormField>
        </form>
        <FormDialogFooter form="weather-form" pending={pending} onCancel={() => onOpenChange(false)} spinner>
          {pending ? "Saving..." : "Save weather"}
        </FormDialogFooter>
      </DialogContent>
    </Dialog>
  );
}
