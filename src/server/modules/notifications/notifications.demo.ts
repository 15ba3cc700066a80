import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications, projects, purchaseOrders, siteIssues } from "../../db/schema/index";
import type { DemoStaff } from "../../platform/module";
import { formatMoneyText } from "@shared/common/money";
import { issueTypeLabel, priorityLabel } from "@shared/site-issues/site-issue";

const HOUR = 3_600_000;

/**
 * The bell on a new install (issue 33): an order waiting for the managing director's approval, the
 * buyer told of an approval, and an issue assigned to the site manager. Read from what the orders' and
 * site activity's demos wrote, dated from `now`; nothing is written when they are absent.
 */
export async function seedDemoNotifications(db: Db, staff: DemoStaff[], now: Date) {
  const director = staff.find((s) => s.role === "Managing Director");
  const buyer = staff.find((s) => s.role === "Buyer");
  const siteManager = staff.find((s) => s.role === "Site Manager");
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const rows: (typeof notifications.$inferInsert)[] = [];

  const latest = (status: string) =>
    db
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.status, status), eq(purchaseOrders.requiresApproval, true)))
      .orderBy(desc(purchaseOrders.id))
      .limit(1)
      .then((r) => r[0]);
  const waiting = await latest("pending_approval");
  const approved = (await latest("approved")) ?? (await latest("ordered"));
  if (director && buyer && waiting)
    rows.push({
      userId: director.id,
      title: `Purchase order ${waiting.poNumber} needs your approval`,
      message: `${buyer.name} raised an order to ${waiting.supplier} for ${formatMoneyText(waiting.totalAmount)}.`,
      type: "po_pending_approval",
      category: "approvals",
      priority: "high",
      projectId: waiting.projectId,
      link: `/purchase-orders?order=${waiting.id}`,
      createdAt: ago(2),
    });
  if (director && buyer && approved)
    rows.push({
      userId: buyer.id,
      title: `Purchase order ${approved.poNumber} approved`,
      message: `${director.name} approved your order to ${approved.supplier} for ${formatMoneyText(approved.totalAmount)}.`,
      type: "po_approved",
      category: "approvals",
      priority: "high",
      projectId: approved.projectId,
      link: `/purchase-orders?order=${approved.id}`,
      read: true,
      readAt: ago(20),
      createdAt: ago(26),
    });

  if (siteManager) {
    const [issue] = await db
      .select({
        id: siteIssues.id,
        type: siteIssues.issueType,
        priority: siteIssues.priority,
        description: siteIssues.issueDescription,
        location: siteIssues.location,
        slug: projects.slug,
        name: projects.name,
        projectId: projects.id,
      })
      .from(siteIssues)
      .innerJoin(projects, eq(projects.id, siteIssues.projectId))
      .where(and(eq(siteIssues.assignedToId, siteManager.id), isNotNull(siteIssues.location), eq(siteIssues.status, "open")))
      .orderBy(desc(siteIssues.id))
      .limit(1);
    if (issue)
      rows.push({
        userId: siteManager.id,
        title: `Site issue #${issue.id} ${issueTypeLabel(issue.type)} assigned to you`,
        message: `A ${priorityLabel(issue.priority).toLowerCase()} priority issue on ${issue.name}${issue.location ? ` at ${issue.location}` : ""}: ${issue.description}`,
        type: "site_issue_assigned",
        category: "site_issues",
        priority: "medium",
        projectId: issue.projectId,
        link: `/project/${issue.slug}/site-issues/view/${issue.id}`,
        createdAt: ago(5),
      });
  }
  if (rows.length) await db.insert(notifications).values(rows);
}
