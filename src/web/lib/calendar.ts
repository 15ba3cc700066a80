/**
 * Dates and times in the en-GB forms Intl.DateTimeFormat gives, written out by hand (calendar.test.ts
 * compares them with Intl day by day). A page's first Intl.DateTimeFormat loads ICU's calendar
 * data: about 50 ms of a throttled phone's main thread in the header clock of every signed-in
 * page, for words that never change (issue 13). The browser's own clock zone applies, as with Intl.
 */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const two = (n: number) => String(n).padStart(2, "0");

/** 14/01/2025 */
export const dayMonthYear = (d: Date) => `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
/** 09:05 (24-hour) */
export const hoursMinutes = (d: Date) => `${two(d.getHours())}:${two(d.getMinutes())}`;
/** 09:05:07 (24-hour) */
export const hoursMinutesSeconds = (d: Date) => `${hoursMinutes(d)}:${two(d.getSeconds())}`;
/** Tuesday */
export const weekdayName = (d: Date) => WEEKDAYS[d.getDay()];
/** Tue, 14 Jan 2025 */
export const shortWeekdayDate = (d: Date) => `${WEEKDAYS[d.getDay()].slice(0, 3)}, ${d.getDate()} ${MONTHS_SHORT[d.getMonth()]} ${d.getFullYear()}`;
/** Tuesday, 14 January 2025 */
export const longWeekdayDate = (d: Date) => `${WEEKDAYS[d.getDay()]}, ${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
/** Tue 14 Jan */
export const shortWeekdayDay = (d: Date) => `${WEEKDAYS[d.getDay()].slice(0, 3)} ${d.getDate()} ${MONTHS_SHORT[d.getMonth()]}`;
/** "Mar 2025" for "2025-03" */
export const shortMonthOf = (month: string) => `${MONTHS_SHORT[Number(month.slice(5, 7)) - 1]} ${Number(month.slice(0, 4))}`;
/** "March 2025" for "2025-03" */
export const longMonthOf = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${Number(month.slice(0, 4))}`;
