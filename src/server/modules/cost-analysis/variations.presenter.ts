import { variationNumber, type CostHead, type VariationStatus, type VariationView } from "@shared/cost-analysis/variations";
import type { Wire } from "@shared/common/contract";
import type { VariationWithPeople } from "./variations.repository";

/** A variation as the register shows it: its number as people say it ("V003"), the people by name. */
export function presentVariation({ row, createdBy, changedBy }: VariationWithPeople): Wire<VariationView> {
  return {
    id: row.id,
    number: variationNumber(row.number),
    title: row.title,
    description: row.description,
    head: row.head as CostHead,
    status: row.status as VariationStatus,
    valueEstimate: row.valueEstimate,
    costEstimate: row.costEstimate,
    agreedValue: row.agreedValue,
    agreedCost: row.agreedCost,
    statusNote: row.statusNote,
    statusChangedAt: row.statusChangedAt,
    statusChangedBy: changedBy,
    createdAt: row.createdAt,
    createdBy,
    updatedAt: row.updatedAt,
  };
}
