import { z } from "zod";
import { endpoint, fileResponse, multipart, under, type Changes } from "../common/contract";
import { cardParams, workerCardViewSchema } from "./worker-cards";
import { tradeCardRulesInput, tradeCardRulesSchema } from "./trade-card-rules";
import { workersEndpoints } from "./workers.endpoints";

/**
 * Required cards per trade and the photos of a card's two sides (issue 30, decision 0067), beside the
 * register's own table (workers.endpoints.ts) under the same Workforce page permission.
 */

export const CARD_SIDES = ["front", "back"] as const;
export type CardSide = (typeof CARD_SIDES)[number];
export const cardPhotoParams = cardParams.extend({ side: z.enum(CARD_SIDES, { error: "Side must be front or back" }) });

export const tradeCardRulesEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/trade-card-rules",
    access: ["Workforce", "view"],
    summary: "The cards each trade needs: groups of alternatives (CPCS or NPORS), every group met by one in-date card",
    response: tradeCardRulesSchema,
  }),
  replace: endpoint({
    method: "PUT",
    path: "/api/trade-card-rules",
    access: ["Workforce", "edit"],
    summary: "Replace every trade's rule at once (one rule per trade, matched without case); a trade left out has no rule",
    body: tradeCardRulesInput,
    response: tradeCardRulesSchema,
  }),
  addCardPhotos: endpoint({
    method: "POST",
    path: "/api/workers/:id/cards/:cardId/photos",
    access: ["Workforce", "edit"],
    summary: "Add or replace the photos of a card's sides: multipart files named front and/or back (PNG, JPEG, WebP or GIF, 10 MB each)",
    params: cardParams,
    body: multipart(2),
    response: workerCardViewSchema,
    status: 201,
  }),
  removeCardPhoto: endpoint({
    method: "DELETE",
    path: "/api/workers/:id/cards/:cardId/photos/:side",
    access: ["Workforce", "edit"],
    summary: "Remove the photo of one side of a card",
    params: cardPhotoParams,
    response: workerCardViewSchema,
  }),
  cardPhoto: endpoint({
    method: "GET",
    path: "/api/workers/:id/cards/:cardId/photos/:side",
    access: ["Workforce", "view"],
    summary: "The photo of one side of a card",
    params: cardPhotoParams,
    response: fileResponse("application/octet-stream"),
  }),
};

/** A rule changes every worker's standing; a photo changes its worker's card: every workers read and the rules. */
export const tradeCardRulesChanges: Changes = [under(workersEndpoints.list), tradeCardRulesEndpoints.list];
