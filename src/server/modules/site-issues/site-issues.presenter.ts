import { fileContentUrl } from "@shared/files/files";
import { issueTypeLabel, type SiteIssueDetail, type SiteIssuePhotoView, type SiteIssueUpdateView, type SiteIssueView } from "@shared/site-issues/site-issue";
import { daysOverdue } from "@shared/site-issues/workflow";
import type { PhotoRow, SiteIssueRow, UpdateRow } from "./site-issues.repository";

/** What leaves the server about a site issue; `today` is the UK day the overdue rule is measured on. */
export function presentIssue(row: SiteIssueRow, today: string, photoCount: number): SiteIssueView {
  const days = daysOverdue(row.targetDate, row.status, today);
  return {
    id: row.id,
    projectId: row.projectId,
    date: row.date,
    issueType: row.issueType,
    issueTypeLabel: issueTypeLabel(row.issueType),
    priority: row.priority,
    status: row.status,
    location: row.location,
    assignedToId: row.assignedToId,
    assignedTo: row.assignedTo,
    targetDate: row.targetDate,
    issueDescription: row.issueDescription,
    immediateActions: row.immediateActions,
    proposedSolution: row.proposedSolution,
    resolutionNotes: row.resolutionNotes,
    reportedBy: row.reportedBy,
    reportedById: row.reportedById,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    overdue: days > 0,
    daysOverdue: days,
    photoCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const presentUpdate = ({ update, userName }: UpdateRow): SiteIssueUpdateView => ({
  id: update.id,
  fromStatus: update.fromStatus,
  toStatus: update.toStatus,
  note: update.note,
  user: update.userId !== null && userName !== null ? { id: update.userId, name: userName } : null,
  createdAt: update.createdAt.toISOString(),
});

export const presentPhoto = ({ file, uploadedBy }: PhotoRow): SiteIssuePhotoView => ({
  fileId: file.id,
  url: fileContentUrl(file.id),
  originalName: file.originalName,
  mimetype: file.mimetype,
  size: file.size,
  uploadedBy,
  createdAt: file.createdAt.toISOString(),
});

export function presentDetail(row: SiteIssueRow, today: string, updates: UpdateRow[], photos: PhotoRow[]): SiteIssueDetail {
  return { ...presentIssue(row, today, photos.length), updates: updates.map(presentUpdate), photos: photos.map(presentPhoto) };
}
