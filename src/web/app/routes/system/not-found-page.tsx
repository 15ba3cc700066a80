import { Link } from "@web/lib/router";
import { Button } from "@web/components/ui/button";

/** product.md §2.1: the not-found screen. */
export default function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center p-6 text-center">
      <p className="text-6xl font-bold text-slate-400">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Page Not Found</h1>
      <p className="mt-2 max-w-md text-slate-600">The page you're looking for doesn't exist or has been moved.</p>
      <Button asChild className="mt-6">
        <Link to="/materials">Go to Materials</Link>
      </Button>
    </div>
  );
}
