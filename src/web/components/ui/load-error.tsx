import { AlertCircle } from "lucide-react";
import { errorText } from "@web/lib/api";
import { Button } from "./button";
import { EmptyState } from "./empty-state";

/** A list or panel that failed to load: what failed, the server's reason, and a retry. */
export function LoadError({ title, error, onRetry, className }: { title: string; error: unknown; onRetry: () => void; className?: string }) {
  return (
    <EmptyState
      icon={AlertCircle}
      title={title}
      text={errorText(error, "Please try again.")}
      action={
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
      className={className}
    />
  );
}
