import { lazy, Suspense, type ReactNode } from "react";
import { useSearchParams } from "@web/lib/router";
import { useSticky } from "@web/lib/use-sticky";
import { Inbox, KeyRound, Mail, MessageSquare, ShieldAlert, Users, type LucideIcon } from "lucide-react";
import { ADMIN_ROLE } from "@shared/identity/roles";
import { EmptyState } from "@web/components/ui/empty-state";
import { Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useUser } from "@web/features/auth/api/get-user";
import { useAccessRequests } from "@web/features/team/api/get-access-requests";
import { useMailIsSent } from "@web/features/team/api/get-outbox";
import { UsersTab } from "@web/features/team/components/users-tab";

// The tabs a visit does not open first load when first opened (issue 13: the page's first download).
const AccessRequestsTab = lazy(() => import("@web/features/team/components/access-requests-tab").then((m) => ({ default: m.AccessRequestsTab })));
const OutboxTab = lazy(() => import("@web/features/team/components/outbox-tab").then((m) => ({ default: m.OutboxTab })));
const SmsOutboxTab = lazy(() => import("@web/features/sms/components/sms-outbox-tab").then((m) => ({ default: m.SmsOutboxTab })));
const PermissionMatrix = lazy(() => import("@web/features/permissions/components/permission-matrix").then((m) => ({ default: m.PermissionMatrix })));

function TabLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Loading" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

const TABS = ["users", "requests", "permissions", "outbox", "sms"] as const;
type Tab = (typeof TABS)[number];

function PageHeader() {
  return (
    <header className="mb-5 sm:mb-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Team Management</h1>
      <p className="mt-1 text-sm text-slate-600">Who can use Sitebook, what each role can see and do, and the emails and texts the system sends.</p>
    </header>
  );
}

/** /team: users, access requests, the role × page permission matrix, and the email and SMS outboxes (admin only). */
export default function TeamPage() {
  const { user, isLoading } = useUser();
  const isAdmin = user?.role === ADMIN_ROLE;
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get("tab") ?? "") ? (params.get("tab") as Tab) : "users";
  const setTab = (next: string) => setParams(next === "users" ? {} : { tab: next }, { replace: true });
  const requests = useAccessRequests(1, isAdmin);
  const mailIsSent = useMailIsSent(isAdmin);
  const permissionsOpened = useSticky(tab === "permissions");

  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading" />
      </div>
    );
  }

  if (!isAdmin) {
    return (
      <div className="mx-auto w-full max-w-3xl p-4 sm:p-6">
        <PageHeader />
        <EmptyState
          icon={ShieldAlert}
          title="Only administrators can manage the team"
          text="Ask an administrator if someone needs an account, a different role or a password reset."
          className="bg-white"
        />
      </div>
    );
  }

  const pending = requests.data?.total ?? 0;
  return (
    <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
      <PageHeader />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-full sm:w-auto">
          <TeamTab value="users" icon={Users}>
            Users
          </TeamTab>
          <TeamTab value="requests" icon={Inbox}>
            <span className="sm:hidden">Requests</span>
            <span className="hidden sm:inline">Access Requests</span>
            {pending > 0 && (
              <span
                className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-500 px-1.5 text-xs leading-5 font-semibold text-white"
                aria-label={`${pending} pending`}
              >
                {pending}
              </span>
            )}
          </TeamTab>
          <TeamTab value="permissions" icon={KeyRound}>
            {/* Five tabs share a phone's width: the short word there. */}
            <span className="sm:hidden">Roles</span>
            <span className="hidden sm:inline">Permissions</span>
          </TeamTab>
          <TeamTab value="outbox" icon={Mail}>
            Outbox
          </TeamTab>
          <TeamTab value="sms" icon={MessageSquare}>
            SMS
          </TeamTab>
        </TabsList>
        <TabsContent value="users">
          <UsersTab currentUserId={user?.id} mailIsSent={mailIsSent} onReviewRequests={() => setTab("requests")} />
        </TabsContent>
        <TabsContent value="requests">
          <TabLoading>
            <AccessRequestsTab mailIsSent={mailIsSent} />
          </TabLoading>
        </TabsContent>
        {/* Kept mounted once opened, so unsaved permission edits survive a look at another tab. */}
        <TabsContent value="permissions" forceMount className="data-[state=inactive]:hidden">
          {permissionsOpened && (
            <TabLoading>
              <PermissionMatrix />
            </TabLoading>
          )}
        </TabsContent>
        <TabsContent value="outbox">
          <TabLoading>
            <OutboxTab />
          </TabLoading>
        </TabsContent>
        <TabsContent value="sms">
          <TabLoading>
            <SmsOutboxTab />
          </TabLoading>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** A tab of the team page: the whole width shared on a phone (words only), its icon from `sm`. */
function TeamTab({ value, icon: Icon, children }: { value: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <TabsTrigger value={value} className="flex-1 px-2 sm:flex-none sm:px-3">
      <Icon aria-hidden="true" className="hidden sm:block" />
      {children}
    </TabsTrigger>
  );
}
