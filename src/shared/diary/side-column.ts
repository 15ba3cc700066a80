/**
 * The diary tab's side column: how many journal messages and plant entries its panels show first and
 * add with each "Show more". The server preloads those first pages with a diary (opening-reads.ts).
 */
export const JOURNAL_PANEL_PAGE = 10;
export const PLANT_PANEL_PAGE = 5;
