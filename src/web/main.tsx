import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@web/components/ui/toast";
import { loadStoredBrandColour } from "@web/lib/theme";
import { installFirstErrorFocus } from "@web/lib/focus-first-error";
import { createQueryClient } from "@web/lib/query-client";
import { AppRoutes, preloadOpeningScreen } from "@web/app/router";
import "./index.css";

loadStoredBrandColour();
installFirstErrorFocus();
const queryClient = createQueryClient();
preloadOpeningScreen();

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
