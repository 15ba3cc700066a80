import { KeyRound, UserRound } from "lucide-react";
import type { AccountUser } from "@shared/account/account";
import { Card, CardContent, CardIconHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useUser } from "@web/features/auth/api/get-user";
import { ProfileDetailsForm } from "@web/features/account/components/profile-details-form";
import { ProfilePictureCard } from "@web/features/account/components/profile-picture-card";
import { ChangePasswordForm } from "@web/features/account/components/change-password-form";
import { NotificationSettingsCard } from "@web/features/notifications/components/notification-settings-card";

/** /settings: the signed-in user's own details, picture, password and which notifications also come by email. */
export default function SettingsPage() {
  const { user, isLoading } = useUser();
  const me = user as AccountUser | null;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">User Settings</h1>
        <p className="mt-1 text-sm text-slate-500">Your profile, picture, password and notifications.</p>
      </header>
      {isLoading || !me ? (
        <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]" aria-busy="true">
          <Skeleton className="h-72" />
          <div className="grid gap-6">
            <Skeleton className="h-64" />
            <Skeleton className="h-64" />
          </div>
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <Card className="lg:sticky lg:top-4">
            <CardContent className="p-6 sm:p-6">
              <ProfilePictureCard user={me} />
            </CardContent>
          </Card>
          <div className="grid min-w-0 gap-6">
            <Card>
              <CardIconHeader icon={UserRound} title="Profile" description="Your name and mobile number as the team sees them." />
              <CardContent>
                <ProfileDetailsForm user={me} />
              </CardContent>
            </Card>
            <Card>
              <CardIconHeader icon={KeyRound} title="Change password" description="Enter your current password, then choose a new one." />
              <CardContent>
                <ChangePasswordForm />
              </CardContent>
            </Card>
            <NotificationSettingsCard />
          </div>
        </div>
      )}
    </div>
  );
}
