import { ukToday } from "@shared/common/uk-dates";
import { rightToWorkMethodLabel, type RightToWorkCheckInput } from "@shared/workforce/right-to-work";
import type { WorkerDetail } from "@shared/workforce/worker";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import * as repo from "./workers.repository";
import { getLiveWorker, getWorker, workerLabel, type Ctx } from "./workers.service";

/**
 * Records a right to work check (issue 31): who (the caller), when (today unless given), how, and the
 * follow-up for time-limited permission. The documents are never stored; `right_to_work` says a check is recorded.
 */
export async function recordRightToWorkCheck(ctx: Ctx, workerId: number, input: RightToWorkCheckInput): Promise<WorkerDetail> {
  const user = requireUser(ctx.request);
  const worker = await getLiveWorker(ctx.db, workerId);
  const on = input.checkedOn ?? ukToday();
  await ctx.db.transaction(async (tx) => {
    await repo.updateWorker(tx, workerId, {
      rightToWork: true,
      rightToWorkMethod: input.method,
      rightToWorkCheckedOn: on,
      rightToWorkCheckedBy: user.id,
      rightToWorkFollowUp: input.followUpOn,
      updatedBy: user.id,
    });
    const follow = input.followUpOn ? `, follow-up due ${input.followUpOn}` : "";
    await audit(tx, ctx.request, {
      action: "worker_right_to_work_checked",
      description: `Recorded a right to work check of ${workerLabel(worker)} (${rightToWorkMethodLabel(input.method).toLowerCase()} on ${on}${follow})`,
      entityType: "worker",
      entityId: workerId,
      entityName: `${worker.firstName} ${worker.lastName}`,
      category: "workers",
      metadata: { method: input.method, checkedOn: on, followUpOn: input.followUpOn },
    });
  });
  return getWorker(ctx, workerId);
}
