import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@web/components/ui/toast";
import { loadStoredBrandColour } from "@web/lib/theme";
import { installFirstErrorFocus } from "@web/lib/focus-first-error";
import { createQueryClient } from "@web/lib/query-client";
import { AppRoutes, loadOpeningScreen } from "@web/app/router";
import "./index.css";

loadStoredBrandColour();
installFirstErrorFocus();
const queryClient = createQueryClient();

// The page's static spinner stays until the opening screen's code is in: rendering earlier only
// swapped it for React's own spinner and then a loading state per lazy part (router.tsx).
void loadOpeningScreen().then(() => {
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
