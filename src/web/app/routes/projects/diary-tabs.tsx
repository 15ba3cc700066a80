import type { ReactNode } from "react";
import { Suspense } from "react";
import { useNavigate } from "@web/lib/router";
import type { ProjectView } from "@shared/projects/project-view";
import { usePermission } from "@web/features/permissions/api/get-role-permissions";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import type { FormKind } from "./diary-add-actions";
import DiaryDaysWithPhotos from "./diary-days-with-photos";
import { TabLoading, TABS } from "./diary-loading";
import { useRevealInSteps } from "@web/lib/use-reveal-in-steps";
import DiarySideColumn from "./diary-side-column";
import { poLinks } from "@web/features/purchase-orders/lib/po-format";
import { AttendanceTab, CarbonTab, ContractRequests, DeliveriesTab, FilesTab, TimelineTab } from "./diary-tab-chunks";

export interface DiaryTabsProps {
  project: ProjectView;
  tab: string;
  onTabChange: (tab: string) => void;
  /** The phone's Add menu, beside the tabs; null for someone who may not add. */
  addMenu: ReactNode;
  /** The page's Contracts flags and who is asking (decision 0014). */
  permissions: { canCreate: boolean; canEdit: boolean; canDelete: boolean; userId: number | null };
  canRecordScope3: boolean;
  canViewCarbon: boolean;
  fromDate: string | null;
  onShowNewest: () => void;
  onOpenForm: (kind: FormKind, id: number | "new") => void;
  /** Tabs open forms by kind; a kind the page does not know (a later area) is ignored. */
  onOpenFromTab: (kind: string, id: number | "new") => void;
}

/**
 * The diary's six tabs (product.md §2.5): the diary's days and side column, and the other tabs, each a
 * chunk of its own. This is a chunk too (issue 13), which the page fetches beside the project's request.
 */
export default function DiaryTabs({
  project,
  tab,
  onTabChange,
  addMenu,
  permissions,
  canRecordScope3,
  canViewCarbon,
  fromDate,
  onShowNewest,
  onOpenForm,
  onOpenFromTab,
}: DiaryTabsProps) {
  const { canCreate, canEdit, canDelete } = permissions;
  const can = usePermission();
  const navigate = useNavigate();
  // The diary tab is built in steps after the header and tabs have painted: its days, then the side
  // column (below the days on a phone, beside them wider), each a short commit of its own, from answers
  // already in (web/app/opening-data.ts) so nothing shows a loading state in between.
  const step = useRevealInSteps(true, 2, 0, 1);
  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      {/* On a phone: the Add menu and the six tabs share one row, the tabs scrolling sideways (issue 11 item 18). */}
      <div className="flex items-center gap-2">
        {addMenu}
        <TabsList className="min-w-0 flex-1 overscroll-x-contain sm:flex-none">
          {TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="shrink-0 px-2.5 sm:px-3">
              <Icon aria-hidden="true" className="hidden sm:block" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>

      <TabsContent value="diary">
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          {step >= 1 && (
            <DiaryDaysWithPhotos
              project={project}
              permissions={permissions}
              onEdit={(id) => onOpenForm("labour", id)}
              onAddLabour={canCreate ? () => onOpenForm("labour", "new") : undefined}
              key={fromDate ?? "newest"}
              fromDate={fromDate}
              onShowNewest={onShowNewest}
            />
          )}
          {step >= 2 && <DiarySideColumn project={project} permissions={permissions} onOpenPlant={(id) => onOpenForm("plant", id)} />}
        </div>
      </TabsContent>
      <TabsContent value="timeline">
        <Suspense fallback={<TabLoading />}>
          <TimelineTab project={project} />
        </Suspense>
      </TabsContent>
      <TabsContent value="attendance">
        <Suspense fallback={<TabLoading />}>
          <AttendanceTab project={project} canCreate={canCreate} permissions={permissions} onOpen={onOpenFromTab} />
        </Suspense>
      </TabsContent>
      <TabsContent value="files">
        <Suspense fallback={<TabLoading />}>
          <FilesTab project={project} permissions={permissions} />
        </Suspense>
      </TabsContent>
      <TabsContent value="deliveries">
        <Suspense fallback={<TabLoading />}>
          <DeliveriesTab
            project={project}
            canCreate={canCreate}
            permissions={permissions}
            onOpen={onOpenFromTab}
            canViewOrders={can("Purchase Orders", "view")}
          />
        </Suspense>
        {/* The contract's material requests: what the site asked for, before it is ordered and delivered. */}
        <div className="mt-6">
          <Suspense fallback={<TabLoading />}>
            <ContractRequests
              projectSlug={project.slug}
              canRaise={canCreate}
              onRaise={() => onOpenForm("materials", "new")}
              canDecide={can("Purchase Orders", "edit")}
              canConvert={can("Purchase Orders", "create")}
              orderLink={can("Purchase Orders", "view") ? poLinks.view : undefined}
              onConverted={(id) => navigate(poLinks.edit(id))}
            />
          </Suspense>
        </div>
      </TabsContent>
      <TabsContent value="carbon">
        <Suspense fallback={<TabLoading />}>
          <CarbonTab
            project={project}
            canCreate={canCreate}
            canEdit={canEdit}
            canDelete={canDelete}
            onOpen={onOpenFromTab}
            canRecordScope3={canRecordScope3}
            canViewCarbon={canViewCarbon}
          />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}
