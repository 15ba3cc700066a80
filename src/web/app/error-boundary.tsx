import { Component, type ErrorInfo, type ReactNode } from "react";
import { AlertTriangle, House, RefreshCw, RotateCcw } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { reportBoundaryError } from "@web/features/reports/api/send-error-report";
import { isReportedPreloadFailure } from "./shell/lazy-screen";

/** product.md §9: Try Again is offered three times, then only Go Home and Refresh Page remain. */
export const MAX_RETRIES = 3;

/** Sends the boundary report, unless the error is a failed screen load already reported as such. */
function report(error: unknown, componentStack?: string | null) {
  if (!isReportedPreloadFailure(error)) void reportBoundaryError(error, componentStack);
}

/** The error fallback screen (product.md §2.7). */
export function ErrorFallback({ retries, onRetry }: { retries: number; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center p-4 sm:p-6">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-100 text-red-600">
          <AlertTriangle className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-4 text-xl font-semibold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-sm text-slate-600">We encountered an unexpected error. Please try again.</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          {onRetry && retries < MAX_RETRIES && (
            <Button onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              Try Again
            </Button>
          )}
          <Button variant="outline" onClick={() => window.location.assign("/")}>
            <House aria-hidden="true" />
            Go Home
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Refresh Page
          </Button>
        </div>
      </div>
    </div>
  );
}

type Props = {
  children: ReactNode;
  /** A change (the path) clears the error and the retry count. */
  resetKey?: unknown;
  /** Around the whole page (outside the shell): the fallback fills the screen. */
  page?: boolean;
};
type State = { error: unknown; failed: boolean; retries: number };

/** Catches a screen's render errors, reports them once (de-duplicated) and shows the fallback. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false, retries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    report(error, info.componentStack);
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && (this.state.failed || this.state.retries > 0)) {
      this.setState({ error: null, failed: false, retries: 0 });
    }
  }

  retry = () => this.setState((s) => ({ error: null, failed: false, retries: s.retries + 1 }));

  render() {
    if (this.state.failed) {
      const fallback = <ErrorFallback retries={this.state.retries} onRetry={this.retry} />;
      return this.props.page ? <div className="min-h-dvh bg-slate-50">{fallback}</div> : fallback;
    }
    return this.props.children;
  }
}
