import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";

/**
 * The weather card while its data loads; also the page's placeholder while the panel's own code loads.
 * Each width gets the loaded card's shape, so nothing below it moves when the weather arrives: a
 * phone's one folded line (weather-panel.tsx), a wider screen's open card.
 */
export function WeatherLoading() {
  return (
    <Card className="overflow-hidden" role="status" aria-busy="true" aria-label="Loading the site weather">
      <div className="flex h-9 items-center gap-2 px-3 sm:hidden">
        <Skeleton className="size-4 rounded-full" />
        <Skeleton className="h-3 w-32" />
      </div>
      {/* The open card's three lines: temperature, wind and humidity, where the reading came from. */}
      <div className="hidden items-center gap-3 p-4 sm:flex">
        <Skeleton className="size-11 shrink-0 rounded-full" />
        <div className="grid flex-1">
          <div className="flex h-7 items-center">
            <Skeleton className="h-5 w-40" />
          </div>
          <div className="flex h-5 items-center">
            <Skeleton className="h-3.5 w-52" />
          </div>
          <div className="flex h-4 items-center">
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
        </div>
      </div>
    </Card>
  );
}
