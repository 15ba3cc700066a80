import { useState } from "react";
import { AlertTriangle, CircleHelp, Info, Trash2, type LucideIcon } from "lucide-react";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { confirm, type ConfirmOptions, type ConfirmVariant } from "@web/components/ui/confirm-dialog";
import { formatTime } from "@web/lib/format";

type Example = { variant: ConfirmVariant; icon: LucideIcon; summary: string; options: ConfirmOptions; buttonClass?: string };

const EXAMPLES: Example[] = [
  {
    variant: "destructive",
    icon: Trash2,
    summary: "For deleting: the confirm button is red.",
    options: {
      title: "Delete this supplier?",
      description: "Acme Aggregates Ltd will move to the recycle bin. You can restore it within 30 days.",
      confirmText: "Delete",
      variant: "destructive",
    },
  },
  {
    variant: "warning",
    icon: AlertTriangle,
    summary: "For changes with consequences worth a second look.",
    options: {
      title: "Close this purchase order?",
      description: "No further deliveries can be booked against PO-1042 once it is closed.",
      confirmText: "Close order",
      variant: "warning",
    },
  },
  {
    variant: "info",
    icon: Info,
    summary: "For informing before going ahead.",
    options: {
      title: "Send the diary to the client?",
      description: "Today's diary for A12 Road Widening will be emailed to the client contacts.",
      confirmText: "Send",
      variant: "info",
    },
  },
  {
    variant: "default",
    icon: CircleHelp,
    summary: "For ordinary questions.",
    options: { title: "Save changes?", description: "Your changes to the company profile will be saved.", confirmText: "Save", variant: "default" },
  },
];

type Result = { variant: ConfirmVariant; confirmed: boolean; at: Date };

/** /test-confirmations (product.md §2.1, §2.8): the four variants of the confirmation dialog and what each answered. */
export default function TestConfirmationsPage() {
  const [results, setResults] = useState<Result[]>([]);
  const last = results[0];

  async function ask(example: Example) {
    const confirmed = await confirm(example.options);
    setResults((r) => [{ variant: example.variant, confirmed, at: new Date() }, ...r].slice(0, 8));
  }

  return (
    <div className="mx-auto max-w-4xl p-4 sm:p-6">
      <h1 className="text-2xl font-semibold text-slate-900">Confirmation Dialogs</h1>
      <p className="mt-1 text-sm text-slate-600">
        Each variant resolves true when confirmed, and false when cancelled, closed with Escape or dismissed by clicking outside.
      </p>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {EXAMPLES.map((example) => (
          <Card key={example.variant}>
            <CardHeader className="flex-row items-start gap-3">
              <example.icon className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="grid gap-1">
                <CardTitle className="text-base capitalize">{example.variant}</CardTitle>
                <CardDescription>{example.summary}</CardDescription>
              </div>
            </CardHeader>
            <CardContent>
              <Button variant={example.variant === "destructive" ? "destructive" : "outline"} onClick={() => void ask(example)}>
                Show {example.variant} dialog
              </Button>
            </CardContent>
          </Card>
        ))}
      </div>

      <Card className="mt-6">
        <CardHeader>
          <CardTitle className="text-base">Last result</CardTitle>
          <CardDescription aria-live="polite">
            {last ? (
              <>
                The <strong className="font-semibold text-slate-800">{last.variant}</strong> dialog resolved{" "}
                <code data-testid="last-result" className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900">
                  {String(last.confirmed)}
                </code>
                .
              </>
            ) : (
              "Open a dialog above to see what it resolves to."
            )}
          </CardDescription>
        </CardHeader>
        {results.length > 0 && (
          <CardContent>
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
              {results.map((r, i) => (
                <li key={i} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <span className="capitalize text-slate-700">{r.variant}</span>
                  <span className="flex items-center gap-3">
                    <Badge variant={r.confirmed ? "success" : "secondary"}>{r.confirmed ? "true" : "false"}</Badge>
                    <time className="text-xs text-slate-500 tabular-nums">{formatTime(r.at)}</time>
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        )}
      </Card>
    </div>
  );
}
