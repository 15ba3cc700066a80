import { AlertTriangle } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormSkeleton } from "@web/components/ui/skeleton";
import { useCompanyProfile } from "@web/features/company/api/get-company-profile";
import { CompanyProfileForm } from "@web/features/company/components/company-profile-form";
import { SectionNav } from "@web/features/company/components/section-nav";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";

/** /company: the company profile (product.md §2.1, data-model.md §3). */
export default function CompanyPage() {
  const { data: profile, isLoading, refetch, isRefetching } = useCompanyProfile();
  const can = usePermission();
  const canEdit = can("Company Profile", "edit");

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Company Profile</h1>
        <p className="mt-1 text-sm text-slate-500">Registration, contacts, insurance, accreditations, bank details and branding for your company.</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
        <SectionNav />
        {isLoading ? (
          <FormSkeleton />
        ) : profile ? (
          <CompanyProfileForm profile={profile} canEdit={canEdit} />
        ) : (
          <EmptyState
            icon={AlertTriangle}
            title="The company profile could not be loaded"
            text="Check your connection and try again."
            action={
              <Button variant="outline" onClick={() => refetch()} disabled={isRefetching}>
                Try again
              </Button>
            }
          />
        )}
      </div>
    </div>
  );
}
