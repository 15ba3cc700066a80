import { useQuery } from "@tanstack/react-query";
import type { TradeCardRulesFormValues } from "@shared/workforce/trade-card-rules";
import { tradeCardRulesChanges, tradeCardRulesEndpoints, type CardSide } from "@shared/workforce/trade-card-rules.endpoints";
import { callApi, queryOf, useWrite } from "@web/lib/api-client";
import { refreshWorker } from "./workers";

/** The cards each trade needs (decision 0067): read by Workforce view, replaced as a set by Workforce edit. */
export const useTradeRules = (enabled = true) => useQuery(queryOf(tradeCardRulesEndpoints.list, {}, { enabled }));

export function useSaveTradeRules() {
  return useWrite((body: TradeCardRulesFormValues) => callApi(tradeCardRulesEndpoints.replace, { body }), tradeCardRulesChanges, {}, { refetchType: "all" });
}

/** A photo of one side of a card, added or replaced; the worker is read again for the card's new address. */
export function useAddCardPhoto(id: number) {
  const add = ({ cardId, side, file }: { cardId: number; side: CardSide; file: File }) => {
    const body = new FormData();
    body.append(side, file, file.name);
    return callApi(tradeCardRulesEndpoints.addCardPhotos, { params: { id, cardId }, body });
  };
  return useWrite(add, tradeCardRulesChanges, {}, refreshWorker(id));
}

export function useRemoveCardPhoto(id: number) {
  return useWrite(
    ({ cardId, side }: { cardId: number; side: CardSide }) => callApi(tradeCardRulesEndpoints.removeCardPhoto, { params: { id, cardId, side } }),
    tradeCardRulesChanges,
    {},
    refreshWorker(id),
  );
}
