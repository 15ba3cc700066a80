import type { FastifyRequest } from "fastify";
import { toPage, type Page, type PageQuery } from "@shared/common/paging";
import { BIN_RECORD_TYPES, type BinRecordType, type RecycleBinItem, type RestoreResult } from "@shared/recycle-bin/recycle-bin";
import type { Db, Tx } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { conflict, notFound } from "../../platform/errors";
import * as repo from "./recycle-bin.repository";
import type { BinRow } from "./recycle-bin.repository";
import { CONTRACT_FIRST, CONTRACT_GONE, contractIdOf, displayName, presentBinItem } from "./recycle-bin.presenter";
import type { Restorer } from "../../platform/recycle-bin";

export const NOT_IN_BIN = "Recycle bin entry not found";

export async function listBin(
  db: Db,
  restorers: Record<string, Restorer>,
  q: PageQuery & { recordType?: string; search?: string },
): Promise<Page<RecycleBinItem>> {
  const { rows, total } = await repo.listBin(db, q, q.pageSize, (q.page - 1) * q.pageSize);
  const ids = [...new Set(rows.map(contractIdOf).filter((id): id is number => id !== null))];
  const contracts = new Map((await repo.projectsByIds(db, ids)).map((p) => [p.id, p]));
  return toPage(
    rows.map((r) => presentBinItem(r, contracts.get(contractIdOf(r) ?? 0), restorers[r.recordType])),
    total,
    q,
  );
}

/** "Contract", "HSE certificate", "Scope 3 entry" inside a sentence: only a plain word loses its capital. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) && !label.startsWith("Scope") ? label[0].toLowerCase() + label.slice(1) : label);

/**
 * Puts one bin entry back (docs/decisions/0016-recycle-bin-restore.md), in one transaction with its
 * audit: refused with 409 when it was restored already, its time in the bin is over, or what it
 * hangs on (its contract, a certificate's plant entry) is not there to take it.
 */
export async function restoreFromBin(db: Db, restorers: Record<string, Restorer>, request: FastifyRequest, id: number): Promise<RestoreResult> {
  const user = requireUser(request);
  return db.transaction(async (tx) => {
    const bin = await repo.lockBinRow(tx, id);
    if (!bin) throw notFound(NOT_IN_BIN);
    if (bin.isRestored) throw conflict(`This record was restored${bin.restoredByName ? ` by ${bin.restoredByName}` : ""} already`);
    if (bin.expiresAt.getTime() <= Date.now()) throw conflict("Its time in the recycle bin is over: it can no longer be restored");
    const type = bin.recordType as BinRecordType;
    const restorer = restorers[type];
    if (!restorer) throw conflict("Records of this kind cannot be restored yet");

    const recordId = Number(bin.recordId);
    if (restorer.companyLevel) {
      await restorer.restore(tx, bin, (bin.recordData ?? {}) as Record<string, unknown>, {});
      return finish(tx, request, user, bin, type, recordId, null, restorer);
    }
    const contractId = contractIdOf(bin);
    const contract = contractId ? await repo.findProject(tx, contractId) : undefined;
    if (!contract) throw conflict(CONTRACT_GONE);
    if (type === "project") {
      if (!contract.deletedAt) throw conflict("This contract is not in the recycle bin any more");
      await repo.clearProjectDeleted(tx, contract.id, user.id);
    } else {
      if (contract.deletedAt) throw conflict(CONTRACT_FIRST);
      if (restorer.table && (await repo.rowExists(tx, restorer.table, recordId))) throw conflict("This record is already back where it was");
      await restorer.restore(tx, bin, (bin.recordData ?? {}) as Record<string, unknown>, (bin.metadata ?? {}) as Record<string, unknown>);
    }
    return finish(tx, request, user, bin, type, recordId, contract, restorer);
  });
}

/** Marks the row restored and audits it, in the restore's transaction. */
async function finish(
  tx: Tx,
  request: FastifyRequest,
  user: { id: number; name: string },
  bin: BinRow,
  type: BinRecordType,
  recordId: number,
  contract: { id: number; name: string; slug: string } | null,
  restorer: Restorer,
): Promise<RestoreResult> {
  await repo.markRestored(tx, bin.id, user);
  const label = BIN_RECORD_TYPES[type];
  const name = bin.recordName ?? label;
  await audit(tx, request, {
    action: `${type}_restored`,
    description: `Restored the ${inSentence(label)} ${name} from the recycle bin`,
    entityType: type,
    entityId: recordId,
    entityName: type === "project" && contract ? contract.name : name,
    category: restorer.category,
    metadata: { ...(contract ? { projectId: contract.id } : {}), recycleBinId: bin.id },
  });
  return {
    id: bin.id,
    recordType: type,
    recordName: displayName(name),
    link:
      restorer.link?.(recordId, (bin.recordData ?? {}) as Record<string, unknown>) ??
      linkTo(type, recordId, contract?.slug ?? "", bin.recordData as Record<string, unknown>),
  };
}

/** Where the restored record can be seen again. */
function linkTo(type: BinRecordType, id: number, slug: string, row: Record<string, unknown>): string {
  if (type === "supplier") return `/suppliers?supplier=${id}`;
  if (type === "material") return `/materials/edit/${id}`;
  if (type === "pdf_template") return `/template-designer?template=${id}`;
  if (type === "site_issue") return `/project/${slug}/site-issues/view/${id}`;
  if (type === "risk_assessment") return `/risk-assessment?assessment=${id}`;
  if (type === "purchase_order") return `/purchase-orders?order=${id}`;
  if (type === "material_request") return `/purchase-orders?tab=requests&request=${id}`;
  if (type === "diary_entry") return `/project/${slug}?tab=diary&date=${String(row.date ?? "")}`;
  return `/project/${slug}`;
}
