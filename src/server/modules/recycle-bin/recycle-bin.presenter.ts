import { formatCount } from "@shared/common/numbers";
import { ukDates } from "@shared/common/uk-dates";
import { BIN_RECORD_TYPES, type RecycleBinItem } from "@shared/recycle-bin/recycle-bin";
import type { BinRow } from "./recycle-bin.repository";
import type { Restorer } from "../../platform/recycle-bin";

type ContractRef = { id: number; name: string; slug: string; deletedAt: Date | null };

export const CONTRACT_FIRST = "Restore the contract first";
export const CONTRACT_GONE = "The contract it belonged to has been removed for good";
export const FIGURES_MISSING =
  "This record was deleted before its carbon figures were kept in the recycle bin, so it cannot be restored with them: log it again";

const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * The dependents of the record types the bin had before modules named their own restorers (a contract's,
 * by the names countDependents gives them, a supplier's); a module's restorer names its own (`dependents`).
 */
const DEPENDENTS: Record<string, [string, string]> = {
  diaryEntries: ["diary entry", "diary entries"],
  diaryComments: ["diary comment", "diary comments"],
  journalMessages: ["journal message", "journal messages"],
  folders: ["folder", "folders"],
  files: ["file", "files"],
  weatherRecords: ["weather record", "weather records"],
  weatherSnapshots: ["weather snapshot", "weather snapshots"],
  budgetChanges: ["budget change", "budget changes"],
  supplierRatings: ["rating", "ratings"],
  supplierContracts: ["contract link", "contract links"],
  purchaseOrders: ["purchase order", "purchase orders"],
};

/** Names were written with ISO days ("Armley Mills: 2025-03-14"): the screen reads dd/MM/yyyy. */
export const displayName = ukDates;

const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);

/** What comes back with the record, in words, from the bin row's metadata. Zero counts are left out. */
export function comesBack(meta: Record<string, unknown> | null, restorer?: Restorer): string[] {
  if (!meta) return [];
  const out: string[] = [];
  const dependents = (meta.dependents ?? {}) as Record<string, unknown>;
  for (const [key, [one, many]] of Object.entries({ ...DEPENDENTS, ...restorer?.dependents })) {
    const n = Number(dependents[key] ?? 0);
    if (n > 0) out.push(plural(n, one, many));
  }
  const parts: [unknown, string, string][] = [
    [meta.figures, "carbon figure", "carbon figures"],
    [meta.hseCertificates, "HSE certificate", "HSE certificates"],
    [meta.photoFileIds, "photo link", "photo links"],
    [meta.updates, "history entry", "history entries"],
    [meta.revisions, "revision", "revisions"],
  ];
  for (const [value, one, many] of parts) if (count(value) > 0) out.push(plural(count(value), one, many));
  return out;
}

/** The contract a bin row belongs to: its own record for a contract, metadata.projectId for the rest. */
export function contractIdOf(row: BinRow): number | null {
  if (row.recordType === "project") return Number(row.recordId);
  const id = Number((row.metadata as { projectId?: unknown } | null)?.projectId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function blockedReason(row: BinRow, contract: ContractRef | undefined, restorer: Restorer | undefined): string | null {
  // A company record (a supplier, a worker) belongs to no contract: nothing of one can block it.
  if (restorer?.companyLevel) return null;
  if (row.recordType === "project") return contract ? null : CONTRACT_GONE;
  if (!contract) return CONTRACT_GONE;
  if (contract.deletedAt) return CONTRACT_FIRST;
  const meta = (row.metadata ?? {}) as Record<string, unknown>;
  const data = (row.recordData ?? {}) as Record<string, unknown>;
  const carbon = row.recordType === "visitor" ? data.travelCarbon : data.carbonEmitted;
  if ((row.recordType === "plant_entry" || row.recordType === "visitor") && !Array.isArray(meta.figures) && carbon != null && Number(carbon) !== 0)
    return FIGURES_MISSING;
  return null;
}

/**
 * A bin row as Delete Records lists it. The snapshot itself (recordData: client contacts, visitor
 * names and phones) never leaves the server: the name, type, contract and counts are enough to choose.
 */
export function presentBinItem(row: BinRow, contract: ContractRef | undefined, restorer: Restorer | undefined): RecycleBinItem {
  return {
    id: row.id,
    recordType: row.recordType,
    typeLabel: BIN_RECORD_TYPES[row.recordType as keyof typeof BIN_RECORD_TYPES] ?? row.recordType,
    recordName: displayName(row.recordName ?? `${row.recordType} ${row.recordId}`),
    contract: contract ? { id: contract.id, name: contract.name, slug: contract.slug, deleted: contract.deletedAt !== null } : null,
    deletedByName: row.deletedByName,
    deletedAt: row.deletedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    comesBack: comesBack(row.metadata as Record<string, unknown> | null, restorer),
    blockedReason: blockedReason(row, contract, restorer),
  };
}
