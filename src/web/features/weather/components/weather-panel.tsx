import { lazy, Suspense, useState } from "react";
import { ChevronDown, CloudOff, Droplets, PencilLine, RefreshCw, Wind } from "lucide-react";
import type { ProjectView } from "@shared/projects/project-view";
import type { WeatherRecordView } from "@shared/weather/weather";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@web/components/ui/collapsible";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { cn } from "@web/lib/cn";
import { formatDate, formatDateTime, formatNumber, formatTime } from "@web/lib/format";
import { useProjectWeather } from "../api/get-weather";
import { useRefreshWeather } from "../api/save-weather";
import { conditionIcon, isoDayToUk, localIsoDay, temperature, wind } from "./weather-look";
import { useSticky } from "@web/lib/use-sticky";
import { WeatherLoading } from "./weather-loading";

// The entry form (react-hook-form, zod, the Radix dialog) loads when first opened.
const WeatherEntryDialog = lazy(() => import("./weather-entry-dialog").then((m) => ({ default: m.WeatherEntryDialog })));

/**
 * The site weather card in the diary header: live conditions when a weather service is configured,
 * otherwise the last day recorded by hand; 30 days of history behind a disclosure; hand entry for editors.
 */
export function WeatherPanel({ project, canEdit }: { project: ProjectView; canEdit: boolean }) {
  const weather = useProjectWeather(project.slug);
  const refresh = useRefreshWeather(project.slug);
  const [entering, setEntering] = useState(false);
  const enteringRequested = useSticky(entering);
  const [unfolded, setUnfolded] = useState(false);

  if (weather.isPending) {
    return <WeatherLoading />;
  }
  if (weather.isError) {
    return (
      <Card className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
        <span className="flex items-center gap-2 text-slate-600">
          <CloudOff className="size-5 text-slate-400" aria-hidden="true" />
          The site weather could not be loaded: {errorText(weather.error, "please try again.")}
        </span>
        <Button size="sm" variant="outline" onClick={() => weather.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }

  const { provider, current, history } = weather.data;
  const today = localIsoDay();
  const latest = history[0];
  const onRefresh = () =>
    refresh.mutate(
      {},
      {
        onSuccess: () => toast({ title: "Weather updated", description: `Site weather for ${project.postcode ?? project.name} at ${formatTime(new Date())}.` }),
        onError: (error) => toast({ title: "Weather not updated", description: errorText(error, "Please try again."), variant: "destructive" }),
      },
    );

  const shown =
    provider && current
      ? { condition: current.condition, temp: current.temperature }
      : latest
        ? { condition: latest.condition, temp: latest.temperature }
        : null;
  const FoldIcon = shown ? conditionIcon(shown.condition) : CloudOff;

  return (
    <Card className="overflow-hidden">
      {/* A phone sees the weather as one line that unfolds (issue 11 item 18); from 640 px the card is always open. */}
      <button
        type="button"
        className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none focus-visible:ring-inset sm:hidden"
        aria-expanded={unfolded}
        onClick={() => setUnfolded((v) => !v)}
      >
        <FoldIcon className="size-4 shrink-0 text-sky-700" aria-hidden="true" />
        <span className="sr-only">Site weather: </span>
        {shown ? (
          <>
            <span className="font-semibold text-slate-900 tabular-nums">{temperature(shown.temp)}</span>
            <span className="min-w-0 truncate text-slate-700">{shown.condition ?? "Unknown"}</span>
          </>
        ) : (
          <span className="min-w-0 truncate text-slate-600">No weather recorded yet</span>
        )}
        <ChevronDown className={cn("ml-auto size-4 shrink-0 text-slate-500 transition-transform", unfolded && "rotate-180")} aria-hidden="true" />
      </button>
      <div className={cn(unfolded ? "border-t border-slate-100 sm:border-0" : "hidden", "sm:block")}>
        <Collapsible>
          <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            {provider && current ? (
              <Current
                condition={current.condition}
                temp={current.temperature}
                feelsLike={current.feelsLike}
                wind={wind(current.windSpeed, current.windDirection)}
                humidity={current.humidity}
                note={`Site weather${project.postcode ? ` for ${project.postcode}` : ""} · updated ${isToday(current.at) ? formatTime(current.at) : formatDateTime(current.at)}`}
              />
            ) : latest ? (
              <Current
                condition={latest.condition}
                temp={latest.temperature}
                wind={wind(latest.windSpeed, latest.windDirection)}
                humidity={latest.humidity}
                note={`${latest.date === today ? "Recorded today" : `Last recorded ${isoDayToUk(latest.date)}`} · ${
                  provider ? "waiting for the weather service" : "weather is entered by hand"
                }`}
              />
            ) : (
              <div className="flex items-center gap-3">
                <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500">
                  <CloudOff className="size-5" aria-hidden="true" />
                </div>
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">No weather recorded yet</p>
                  <p className="text-sm text-slate-500">
                    {provider
                      ? project.postcode
                        ? `The weather service records ${project.postcode} once a day.`
                        : "Add a postcode to the project to record its weather automatically."
                      : "Weather is entered by hand for this site."}
                  </p>
                </div>
              </div>
            )}

            <div className="flex flex-wrap items-center gap-2">
              {history.length > 0 && (
                <CollapsibleTrigger asChild>
                  <Button size="sm" variant="ghost" className="group">
                    30-day history
                    <ChevronDown className="transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
                  </Button>
                </CollapsibleTrigger>
              )}
              {canEdit && provider && project.postcode && (
                <Button size="sm" variant="outline" onClick={onRefresh} disabled={refresh.isPending} aria-label="Refresh the site weather">
                  {refresh.isPending ? <Spinner size="sm" className="text-current" label="Refreshing" /> : <RefreshCw aria-hidden="true" />}
                  Refresh
                </Button>
              )}
              {canEdit && (
                <Button size="sm" variant="outline" onClick={() => setEntering(true)}>
                  <PencilLine aria-hidden="true" />
                  Enter today's weather
                </Button>
              )}
            </div>
          </div>
          <CollapsibleContent>
            <History history={history} />
          </CollapsibleContent>
        </Collapsible>
      </div>
      {canEdit && enteringRequested && (
        <Suspense fallback={null}>
          <WeatherEntryDialog slug={project.slug} open={entering} onOpenChange={setEntering} history={history} />
        </Suspense>
      )}
    </Card>
  );
}

const isToday = (iso: string) => formatDate(iso) === formatDate(new Date());

type CurrentProps = { condition: string | null; temp: string | null; feelsLike?: string | null; wind: string | null; humidity: string | null; note: string };

function Current({ condition, temp, feelsLike, wind: windText, humidity, note }: CurrentProps) {
  const Icon = conditionIcon(condition);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sky-100 text-sky-700">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2 text-slate-900">
          <span className="text-xl font-semibold tabular-nums">{temperature(temp)}</span>
          <span className="font-medium">{condition ?? "Unknown"}</span>
          {feelsLike != null && <span className="text-sm text-slate-500">feels like {temperature(feelsLike)}</span>}
        </p>
        {(windText || humidity != null) && (
          <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
            {windText && (
              <span className="inline-flex items-center gap-1">
                <Wind className="size-3.5 text-slate-400" aria-hidden="true" />
                <span className="sr-only">Wind</span>
                {windText}
              </span>
            )}
            {humidity != null && (
              <span className="inline-flex items-center gap-1">
                <Droplets className="size-3.5 text-slate-400" aria-hidden="true" />
                {formatNumber(humidity, 0)}% humidity
              </span>
            )}
          </p>
        )}
        <p className="text-xs text-slate-500">{note}</p>
      </div>
    </div>
  );
}

function History({ history }: { history: WeatherRecordView[] }) {
  return (
    <div className="border-t border-slate-100 bg-slate-50/60 p-4">
      <h3 className="mb-3 text-sm font-semibold text-slate-900">The last 30 days</h3>
      <ol className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-10">
        {history.map((day) => {
          const Icon = conditionIcon(day.condition);
          return (
            <li
              key={day.date}
              className={cn("flex flex-col items-center gap-0.5 rounded-md border border-slate-200 bg-white px-1 py-2 text-center")}
              title={[day.condition, wind(day.windSpeed, day.windDirection), day.description].filter(Boolean).join(" · ")}
            >
              <span className="text-xs font-medium text-slate-700">{isoDayToUk(day.date).slice(0, 5)}</span>
              <Icon className="size-5 text-sky-700" aria-hidden="true" />
              <span className="text-sm font-semibold text-slate-900 tabular-nums">{temperature(day.temperature)}</span>
              <span className="line-clamp-1 text-[11px] text-slate-500">{day.condition}</span>
              {day.source === "manual" && <span className="text-[10px] text-slate-400">by hand</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
