import type { FactorView } from "@shared/carbon/carbon";

/** DESNZ names repeat the sheet's grouping ("Construction · Concrete · Primary material production"): the picker drops the first part. */
export const shortFactorName = (f: Pick<FactorView, "name" | "isCompany">) => (f.isCompany ? f.name : f.name.replace(/^Construction · /, ""));

/** The two lists the picker offers, as the caller's query loaded them (the picker fetches nothing: decision 0012). */
export type MaterialFactorLists = { data?: { year: number; desnz: FactorView[]; company: FactorView[] }; isLoading: boolean; isError: boolean };
