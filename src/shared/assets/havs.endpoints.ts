import { z } from "zod";
import { endpoint, noContent, type Changes } from "../common/contract";
import { contractEndpoints } from "../common/record-endpoints";
import { slugParams } from "../common/slug";
import { assetParams } from "./asset";
import {
  havsContractDaySchema,
  havsDayQuery,
  havsLogAnswerSchema,
  havsParams,
  havsToolLogsSchema,
  havsToolSchema,
  havsToolsQuery,
  havsWorkerDaySchema,
  havsWorkerParams,
  logHavsSchema,
  updateHavsSchema,
} from "./havs";

/**
 * Hand-arm vibration (issue 32, decision 0076). Exposure is health-surveillance data about a person,
 * so besides each route's access below every answer that carries it also needs Workforce view (read)
 * and Assets view (the tool): the service checks the second right. Logging is Workforce create, as
 * signing in at the gate is (decision 0069): the people who run the site's day; correcting or deleting
 * an entry, and going past the limit value, are Assets edit.
 */
const onContract = contractEndpoints("Assets", slugParams);

export const havsEndpoints = {
  log: endpoint({
    method: "POST",
    path: "/api/havs-exposures",
    access: ["Workforce", "create"],
    summary:
      "Log a worker's trigger time on a tool; points from the tool's magnitude, kept. From 100 points a warning, at 400 refused (409) unless overridden with a reason (Assets edit)",
    body: logHavsSchema,
    response: havsLogAnswerSchema,
    status: 201,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/havs-exposures/:id",
    access: ["Assets", "edit"],
    summary: "Correct a wrong entry's day or minutes (points worked again from the magnitude it was logged with)",
    params: havsParams,
    body: updateHavsSchema,
    response: havsLogAnswerSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/havs-exposures/:id",
    access: ["Assets", "edit"],
    summary: "Delete a wrong entry (to Delete Records)",
    params: havsParams,
    response: noContent,
    status: 204,
  }),
  workerDay: endpoint({
    method: "GET",
    path: "/api/havs-exposures/workers/:workerId",
    access: ["Assets", "view"],
    summary: "A worker's exposure for a day (today unless asked): tool by tool, the total and its state; Workforce view too",
    params: havsWorkerParams,
    query: havsDayQuery,
    response: havsWorkerDaySchema,
  }),
  tools: endpoint({
    method: "GET",
    path: "/api/havs-exposures/tools",
    access: ["Assets", "view"],
    summary: "Tools that can be logged (live assets with a vibration magnitude), the contract's first, searched by name",
    query: havsToolsQuery,
    response: z.array(havsToolSchema),
  }),
  toolLogs: endpoint({
    method: "GET",
    path: "/api/assets/:id/havs",
    access: ["Assets", "view"],
    summary: "A tool's recent vibration logs (the newest 20); Workforce view too",
    params: assetParams,
    response: havsToolLogsSchema,
  }),
  contractDay: onContract.read(
    "havs",
    "A contract's day of vibration exposure: every worker with their day's total and state, worst first; Workforce view too",
    {
      query: havsDayQuery,
      response: havsContractDaySchema,
    },
  ),
};

/** A log, an edit or a delete changes every exposure read (a worker's day, a tool's logs, a contract's day). */
export const havsChanges: Changes = [havsEndpoints.workerDay, havsEndpoints.toolLogs, havsEndpoints.contractDay];
