/**
 * One way to declare a closed list of values with the words people read for them: the labels are
 * written once, in the order screens show them, and the values (for `z.enum`, selects and filters)
 * are their keys. A list and its labels cannot drift apart, and a new value without a label does
 * not compile.
 *
 *   export const { values: PO_STATUSES, labels: PO_STATUS_LABELS, label: poStatusLabel } = labelled({ draft: "Draft", … });
 *   export type PoStatus = (typeof PO_STATUSES)[number];
 */
export function labelled<const L extends Record<string, string>>(labels: L) {
  type Value = Extract<keyof L, string>;
  // Object.keys keeps the order the labels were written in (none of the keys is an integer).
  const values = Object.keys(labels) as [Value, ...Value[]];
  return {
    values,
    labels: labels as Readonly<Record<Value, string>>,
    /** A stored value's label; a value outside the list (an older record) is shown as it is. */
    label: (value: string) => (labels as Record<string, string>)[value] ?? value,
  };
}
