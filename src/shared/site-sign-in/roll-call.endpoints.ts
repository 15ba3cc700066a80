import { endpoint, fileResponse, noContent } from "../common/contract";
import { drillParams, drillSchema, rollCallSchema, tickInput } from "./roll-call";
import { workforceOnContract as onContract } from "./site-sign-in.endpoints";

/** The live roll-call, its events stream, the fire roll-call PDF and the evacuation drill (issue 31). */
export const rollCallEndpoints = {
  rollCall: onContract.read(
    "site-sign-in/roll-call",
    "Who is on site now, workers and visitors by employer, with overrides and any evacuation roll-call in progress",
    {
      response: rollCallSchema,
    },
  ),
  events: onContract.read("site-sign-in/events", "Server-sent events: `roll-call` whenever someone signs in or out or is ticked off", {
    response: fileResponse("text/event-stream"),
  }),
  firePdf: onContract.read("site-sign-in/roll-call.pdf", "The fire roll-call (A4 PDF): everyone on site now by employer, with a box to tick", {
    response: fileResponse("application/pdf"),
  }),
  startDrill: onContract.write("POST", "site-sign-in/drills", "create", "Start an evacuation roll-call", { response: drillSchema }),
  tick: endpoint({
    method: "POST",
    path: "/api/projects/by-slug/:slug/site-sign-in/drills/:drillId/ticks",
    access: ["Workforce", "create"],
    summary: "Tick a person off (or untick them) on the evacuation roll-call",
    params: drillParams,
    body: tickInput,
    response: drillSchema,
  }),
  endDrill: endpoint({
    method: "POST",
    path: "/api/projects/by-slug/:slug/site-sign-in/drills/:drillId/end",
    access: ["Workforce", "create"],
    summary: "End the evacuation roll-call",
    params: drillParams,
    response: noContent,
    status: 204,
  }),
};
