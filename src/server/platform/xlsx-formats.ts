/**
 * Number formats of the XLSX files the server writes (ExcelJS `numFmt`), one place for every export,
 * so a money cell reads the same in each: a NUMBER the spreadsheet can add up, shown in pounds. Money
 * is never written as text ("£1,234.50" in a cell is a string nobody can sum).
 */

/** Pounds with pence, thousands grouped, negatives with a minus: £1,234.50 and -£5.50. */
export const XLSX_MONEY_FORMAT = '"£"#,##0.00;-"£"#,##0.00';

/** A fraction as a percentage to one place: 0.123 → 12.3%. */
export const XLSX_PERCENT_FORMAT = "0.0%";

/**
 * Exact decimal money ("1234.50", as the API and snapshots carry it) as the number a cell holds. A
 * spreadsheet keeps doubles, so this is the one step where money becomes a float; every amount below
 * £90 trillion still reads back to the same penny.
 */
export const xlsxMoney = (decimal: string): number => Number(decimal);
