import { Bug, MessageSquareWarning } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { IssueReportsPanel } from "@web/features/reports/components/issue-reports-panel";
import { ErrorReportsPanel } from "@web/features/reports/components/error-reports-panel";

/**
 * The admin's problem reports, shown as a tab of /activity-logs: issues sent from the header's
 * Report Issue dialog, and error reports (screen errors, failed loads and "Report a problem").
 */
export function ProblemReportsTab() {
  return (
    <Tabs defaultValue="issues">
      <TabsList>
        <TabsTrigger value="issues">
          <MessageSquareWarning aria-hidden="true" />
          Issue reports
        </TabsTrigger>
        <TabsTrigger value="errors">
          <Bug aria-hidden="true" />
          Error reports
        </TabsTrigger>
      </TabsList>
      <TabsContent value="issues">
        <IssueReportsPanel />
      </TabsContent>
      <TabsContent value="errors">
        <ErrorReportsPanel />
      </TabsContent>
    </Tabs>
  );
}
