import { Leaf } from "lucide-react";
import { Skeleton } from "@web/components/ui/skeleton";
import { LoadError } from "@web/components/ui/load-error";
import { EmptyState } from "@web/components/ui/empty-state";
import { ApiError } from "@web/lib/api";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { useCarbonSettings } from "@web/features/carbon-settings/api/carbon-settings";
import { ReportingYearCard } from "@web/features/carbon-settings/components/reporting-year-card";
import { FactorLibrary } from "@web/features/carbon-settings/components/factor-library";
import { CompanyFactors } from "@web/features/carbon-settings/components/company-factors";

/**
 * Carbon Standards (/carbon-settings): the DESNZ set the company reports in, the factor library, and
 * the company's own factors. The server refuses what a role may not do; this page hides it.
 */
export default function CarbonSettingsPage() {
  const can = usePermission();
  const settings = useCarbonSettings();

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Carbon Standards</h1>
        <p className="mt-1 text-sm text-slate-600">
          The conversion factors behind every carbon figure: which DESNZ set new figures use, the full library, and your company's own factors.
        </p>
      </header>
      {settings.isLoading ? (
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-48" />
          <Skeleton className="h-96" />
        </div>
      ) : settings.error instanceof ApiError && settings.error.status === 403 ? (
        <EmptyState icon={Leaf} title="Carbon Tracking is not available to your role" text="Ask an administrator if you need to see the carbon standards." />
      ) : !settings.data ? (
        <LoadError title="Carbon Standards could not be loaded" error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <>
          <ReportingYearCard settings={settings.data} canEdit={can("Carbon Tracking", "edit")} />
          <CompanyFactors canImport={can("Carbon Tracking", "create")} canDelete={can("Carbon Tracking", "delete")} />
          <FactorLibrary years={settings.data.availableYears} reportingYear={settings.data.effectiveYear} />
        </>
      )}
      <footer className="border-t border-slate-200 pt-4 text-xs text-slate-500">
        Contains public sector information licensed under the{" "}
        <a
          className="underline underline-offset-2 hover:text-slate-700"
          href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/"
          target="_blank"
          rel="noreferrer"
        >
          Open Government Licence v3.0
        </a>
        . Source: Department for Energy Security and Net Zero,{" "}
        <a
          className="underline underline-offset-2 hover:text-slate-700"
          href="https://www.gov.uk/government/collections/government-conversion-factors-for-company-reporting"
          target="_blank"
          rel="noreferrer"
        >
          Greenhouse gas reporting: conversion factors
        </a>{" "}
        (2023, 2024 and 2025 sets).
      </footer>
    </div>
  );
}
