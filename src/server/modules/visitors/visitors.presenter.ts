import type { FigureView, TravelMethod } from "@shared/carbon/carbon";
import type { VisitorListItem, VisitorView } from "@shared/visitors/visitor";
import type { VisitorWithCreator } from "./visitors.repository";
import { authorship } from "../../platform/site-record-store";

export function presentVisitorItem({ row: v, creator }: VisitorWithCreator): VisitorListItem {
  return {
    id: v.id,
    projectId: v.projectId,
    firstName: v.firstName,
    lastName: v.lastName,
    company: v.company,
    reasonForVisit: v.reasonForVisit,
    date: v.date,
    signInTime: v.signInTime,
    signOutTime: v.signOutTime,
    onSite: v.signOutTime === null,
    travelMethod: v.travelMethod as TravelMethod | null,
    travelDistance: v.travelDistance === null ? null : Number(v.travelDistance),
    distanceEstimated: v.travelDistanceEstimated,
    travelOriginPostcode: v.travelOriginPostcode,
    travelCarbon: Number(v.travelCarbon ?? 0),
    ...authorship({ row: v, creator }),
  };
}

export const presentVisitor = (row: VisitorWithCreator, figures: FigureView[]): VisitorView => ({ ...presentVisitorItem(row), figures });
