import { useState } from "react";
import { Download } from "lucide-react";
import { daysBefore } from "@shared/common/uk-dates";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { toast } from "@web/components/ui/toast";
import { errorText } from "@web/lib/api";
import { useAttendanceExport } from "../api/roll-call";

/** The payroll and subcontractor export: an employer (or all) and a date range, as CSV or XLSX. */
export function AttendanceExport({ employers, date }: { employers: string[]; date: string }) {
  const [from, setFrom] = useState(daysBefore(date, 6));
  const [to, setTo] = useState(date);
  const [company, setCompany] = useState("");
  const download = useAttendanceExport();
  const run = (format: "csv" | "xlsx") =>
    download.mutate(
      { format, from, to, company: company || undefined },
      { onError: (e) => toast({ title: "Error", description: errorText(e, "The export could not be made"), variant: "destructive" }) },
    );
  return (
    <Card>
      <CardContent className="grid gap-3 pt-4 sm:pt-5">
        <h3 className="text-base font-semibold text-slate-900">Export</h3>
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField label="From" htmlFor="export-from">
            <Input id="export-from" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
          </FormField>
          <FormField label="To" htmlFor="export-to">
            <Input id="export-to" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          </FormField>
          <FormField label="Employer" htmlFor="export-company">
            <Select
              id="export-company"
              value={company}
              onChange={(e) => setCompany(e.target.value)}
              options={[{ value: "", label: "Every employer" }, ...employers.map((e) => ({ value: e, label: e }))]}
            />
          </FormField>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => run("csv")} disabled={download.isPending}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
          <Button variant="outline" onClick={() => run("xlsx")} disabled={download.isPending}>
            <Download aria-hidden="true" />
            Export XLSX
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
