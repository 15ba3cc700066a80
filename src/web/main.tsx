import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@web/components/ui/toast";
import { loadStoredBrandColour } from "@web/lib/theme";
import { installFirstErrorFocus } from "@web/lib/focus-first-error";
import { createQueryClient } from "@web/lib/query-client";
import { showFetching } from "@web/lib/fetching-signal";
import { warmClassMerge } from "@web/lib/cn";
import { nextTask } from "@web/lib/next-task";
import { AppRoutes, loadOpeningScreen } from "@web/app/router";
import { loadOpeningData, OPENING_DATA_WAIT_MS, settledWithin } from "@web/app/opening-data";
import "./index.css";

loadStoredBrandColour();
installFirstErrorFocus();
const queryClient = createQueryClient();
showFetching(queryClient);
// Queued now, so it runs before the first render's task, which React's scheduler queues later.
void nextTask().then(warmClassMerge);

// The page's static spinner stays until the opening screen's code and its first answers are in
// (decision 0046): rendering earlier only swapped it for React's own spinner, then a loading state
// per lazy part, then a blocking re-render per answer.
void Promise.all([loadOpeningScreen(), settledWithin(loadOpeningData(queryClient, window.location), OPENING_DATA_WAIT_MS)]).then(() => {
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <AppRoutes />
          <Toaster />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
});
