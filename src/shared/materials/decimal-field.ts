import { optionalDecimal, requiredDecimal as required } from "../common/decimal";

/**
 * A material's exact decimals (data-model.md §9: money 12,2, quantities 12,3), read by the one
 * decimal reader (common/decimal.ts): "£1,250.50" is 1250.50, "1e2" is not a number.
 */
type Shape = { whole: number; places: number; example: string };

export const decimalField = (label: string, { whole, places, example }: Shape) => optionalDecimal({ label, whole, scale: places, example, symbols: true });

/** A required decimal: "" or missing is "<label> is required". */
export const requiredDecimal = (label: string, { whole, places, example }: Shape) => required({ label, whole, scale: places, example, symbols: true });

/** data-model.md §9 general money 12,2. */
export const MONEY_12_2 = { whole: 10, places: 2, example: "48.50" };
/** data-model.md §9 quantities 12,3. */
export const QUANTITY_12_3 = { whole: 9, places: 3, example: "0.012" };
