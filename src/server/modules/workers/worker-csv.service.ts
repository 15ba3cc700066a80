import type { FastifyReply, FastifyRequest } from "fastify";
import { formatCount } from "@shared/common/numbers";
import { ukToday } from "@shared/common/uk-dates";
import { parseWorkerCsv, workerCsvHeader, workerCsvRow } from "@shared/workforce/worker-csv";
import { WORKER_ID_TAKEN_MESSAGE, WORKER_IMPORT_MAX_BYTES, type WorkerFilters } from "@shared/workforce/worker";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { pagesByOffset, type CsvExports } from "../../platform/csv-export";
import { createHeavyWorkLimiter } from "../../platform/heavy-work";
import { checkedCsvRows, csvRefusal, readCsvFile } from "../../platform/register/csv-import";
import * as repo from "./workers.repository";
import { seesPersonalData, type Ctx } from "./workers.service";
import { validityDays } from "./induction-results.store";
import { inductedOn } from "./workers.presenter";

/** The register as CSV with the list's filters, a page at a time; personal columns only for Workforce edit (decision 0065). */
export async function exportWorkers(ctx: Ctx, csv: CsvExports, reply: FastifyReply, f: WorkerFilters) {
  const today = ukToday();
  const personal = await seesPersonalData(ctx);
  const days = await validityDays(ctx.db);
  return csv.send(ctx.request, reply, {
    filename: `workers-${today}.csv`,
    header: workerCsvHeader(personal),
    count: (atMost) => repo.countWorkersUpTo(ctx.db, f, today, days, atMost),
    pages: () =>
      pagesByOffset(
        (limit, offset) => repo.pageOfWorkers(ctx.db, f, today, days, limit, offset),
        // Induction completed as the register answers it: the induction date within the validity period.
        (w) => workerCsvRow({ ...w, inductionCompleted: inductedOn(w.inductionDate, today, days) }, personal),
      ),
  });
}

/** One import at a time per user, a few across everyone: reading and checking 2,000 rows is real work. */
export const importPlaces = createHeavyWorkLimiter({
  perUser: 1,
  total: 4,
  messages: {
    userBusy: "You already have a worker import in progress. Try again when it has finished.",
    serverBusy: "The server is busy with other imports. Try again in a few seconds.",
  },
});

export const readWorkerFile = (request: FastifyRequest) => readCsvFile(request, WORKER_IMPORT_MAX_BYTES);

/**
 * Adds every worker of the file, or none: each row checked by the form's schema (messages by row
 * number), worker IDs against each other and the register, the rows in one transaction.
 */
export async function importWorkers(ctx: Ctx, file: { text: string; filename: string }): Promise<{ imported: number }> {
  const user = requireUser(ctx.request);
  const rows = await checkedCsvRows(() => parseWorkerCsv(file.text));
  return ctx.db.transaction(async (tx) => {
    const taken = await repo.takenWorkerIds(
      tx,
      rows.map((r) => r.worker.workerId.toLowerCase()),
    );
    const clashes = rows.filter((r) => taken.has(r.worker.workerId.toLowerCase()));
    if (clashes.length) throw csvRefusal(clashes.map((r) => `Row ${r.row}: ${WORKER_ID_TAKEN_MESSAGE} (${r.worker.workerId})`));
    const values = rows.map((r) => ({ ...r.worker, createdBy: user.id, updatedBy: user.id }));
    for (let i = 0; i < values.length; i += 500) await repo.insertWorkers(tx, values.slice(i, i + 500));
    await audit(tx, ctx.request, {
      action: "workers_imported",
      description: `Imported ${file.filename}: ${formatCount(values.length)} ${values.length === 1 ? "worker" : "workers"} added`,
      entityType: "worker",
      entityName: file.filename,
      category: "workers",
      metadata: { filename: file.filename, rows: values.length },
    });
    return { imported: values.length };
  });
}
