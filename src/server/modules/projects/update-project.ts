import type { FastifyRequest } from "fastify";
import { budgetChangeErrors, MONEY_FIELD_INFO, MONEY_FIELDS, moneyChanges, sameMoney, type MoneyField } from "@shared/projects/budget-fields";
import {
  FINISH_BEFORE_START,
  PRACTICAL_COMPLETION_BEFORE_START,
  PROJECT_FIELDS,
  PROJECT_LABELS,
  type ProjectField,
  type ProjectUpdateInput,
} from "@shared/projects/project-form";
import type { ProjectView } from "@shared/projects/project-view";
import type { Db } from "../../db/client";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, HttpError, notFound } from "../../platform/errors";
import { checkManagers } from "./project-managers";
import { findLiveProjectForUpdate, insertBudgetChangeLogs, updateProject as writeProject, type ProjectRow } from "./projects.repository";
import { getProject } from "./projects.service";

const isMoney = (f: ProjectField): f is MoneyField => (MONEY_FIELDS as readonly string[]).includes(f);
const same = (f: ProjectField, stored: unknown, next: unknown) =>
  isMoney(f) ? sameMoney(stored as string | null, next as string | null) : (stored ?? null) === (next ?? null);

/** Finish and practical completion not before start, judged on the dates the project will have after this save. */
function checkDates(current: ProjectRow, input: ProjectUpdateInput) {
  const start = input.startDate !== undefined ? input.startDate : current.startDate;
  const finish = input.finishDate !== undefined ? input.finishDate : current.finishDate;
  const completion = input.practicalCompletionDate !== undefined ? input.practicalCompletionDate : current.practicalCompletionDate;
  if (start && finish && finish < start) throw badRequest(FINISH_BEFORE_START, "finishDate");
  if (start && completion && completion < start) throw badRequest(PRACTICAL_COMPLETION_BEFORE_START, "practicalCompletionDate");
}

/**
 * Saves the fields sent. A money field set for the first time also becomes its original; a later
 * change needs its reason and is written to budget_change_logs. The slug never changes. Nothing
 * changed means nothing written, not even a log line.
 */
export async function updateProject(db: Db, request: FastifyRequest, id: number, input: ProjectUpdateInput): Promise<ProjectView> {
  const user = requireUser(request);
  await db.transaction(async (tx) => {
    const current = Number.isSafeInteger(id) ? await findLiveProjectForUpdate(tx, id) : undefined;
    if (!current) throw notFound("Project not found");
    const { reasons, ...next } = input;
    const changed = PROJECT_FIELDS.filter((f) => next[f] !== undefined && !same(f, current[f], next[f]));
    if (changed.length === 0) return;

    checkDates(current, input);
    await checkManagers(tx, next, current);
    const errors = budgetChangeErrors(current, next, reasons);
    if (errors.length > 0) throw new HttpError(400, errors[0].message, { errors });

    const values: Partial<ProjectRow> = Object.fromEntries(changed.map((f) => [f, next[f]]));
    const money = moneyChanges(current, next);
    for (const c of money) if (c.kind === "first") Object.assign(values, { [MONEY_FIELD_INFO[c.field].original]: c.to });
    const logged = money.filter((c) => c.kind === "change");
    await insertBudgetChangeLogs(
      tx,
      logged.map((c) => ({
        projectId: id,
        userId: user.id,
        fieldName: MONEY_FIELD_INFO[c.field].logName,
        oldValue: c.from ?? "",
        newValue: c.to ?? "",
        reason: reasons[c.field]!,
        createdBy: user.name,
      })),
    );
    const saved = await writeProject(tx, id, { ...values, updatedAt: new Date(), updatedBy: user.id });
    await audit(tx, request, {
      action: "project_updated",
      description: `Updated the contract ${saved.name}: ${changed.map((f) => PROJECT_LABELS[f]).join(", ")}`,
      entityType: "project",
      entityId: id,
      entityName: saved.name,
      category: "projects",
      metadata: {
        changedFields: changed,
        budgetChanges: logged.map((c) => ({ field: MONEY_FIELD_INFO[c.field].logName, from: c.from, to: c.to, reason: reasons[c.field] })),
      },
    });
  });
  return getProject(db, id);
}
