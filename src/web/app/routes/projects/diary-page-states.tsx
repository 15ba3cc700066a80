import { Link } from "@web/lib/router";
import { SearchX, ShieldAlert } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { LoadError } from "@web/components/ui/load-error";

/**
 * What the diary page shows instead of a project: a chunk of its own (issue 13), as most visits never
 * need it.
 */
export default function DiaryPageProblem({ problem, error, onRetry }: { problem: "not-found" | "forbidden" | "error"; error?: unknown; onRetry: () => void }) {
  if (problem === "not-found") return <NotFound />;
  if (problem === "forbidden") return <Forbidden />;
  return (
    <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
      <LoadError title="The project could not be loaded" error={error} onRetry={onRetry} />
    </div>
  );
}

function NotFound() {
  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6">
      <EmptyState
        icon={SearchX}
        title="Project not found"
        text="It may have been deleted, or the link is wrong. Find it in the list of contracts."
        action={
          <Button asChild>
            <Link to="/contracts">Back to Contracts</Link>
          </Button>
        }
        className="bg-white"
      />
    </div>
  );
}

function Forbidden() {
  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6">
      <EmptyState
        icon={ShieldAlert}
        title="You cannot view contracts"
        text="Your role does not include Contracts. Ask an administrator if you need access to project diaries."
        className="bg-white"
      />
    </div>
  );
}
