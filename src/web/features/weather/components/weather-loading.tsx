import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";

/** The weather card while its data loads; also the page's placeholder while the panel's own code loads. */
export function WeatherLoading() {
  return (
    <Card className="flex items-center gap-3 p-4" role="status" aria-busy="true" aria-label="Loading the site weather">
      <Skeleton className="size-10 rounded-full" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-3 w-64 max-w-full" />
      </div>
    </Card>
  );
}
