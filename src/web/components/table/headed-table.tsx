import type { Key, ReactNode } from "react";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { cn } from "@web/lib/cn";

/** A column's heading: its text, or its text with the heading cell's classes (a figure's is right-aligned). */
export type Column = string | { label: ReactNode; key: string; className?: string };

/** A column whose heading cell has classes of its own (a width, the table's inset). */
export const col = (label: string, className: string): Column => ({ label, key: label, className });

/** A figure's column: the heading sits over the right-aligned numbers. */
export const right = (label: string): Column => col(label, "text-right");

/** A column whose heading says nothing on screen (the row's actions), named for a screen reader. */
export const hidden = (label: string, className = "text-right"): Column => ({ label: <span className="sr-only">{label}</span>, key: label, className });

type Props = {
  columns: readonly (Column | false)[];
  /** The rows (`TableRow`s). */
  children: ReactNode;
  /** Each column's width class ("" leaves one to take the rest), for a fixed layout. */
  widths?: readonly string[];
  className?: string;
};

/**
 * A table with one heading row: the columns say their headings once, in order, and the rows follow.
 * A column left out for this user (`false`, e.g. the actions without the right) takes no cell.
 */
export function HeadedTable({ columns, children, widths, className }: Props) {
  return (
    <Table className={className}>
      {widths && (
        <colgroup>
          {widths.map((w, i) => (
            <col key={i} className={w || undefined} />
          ))}
        </colgroup>
      )}
      <TableHeader>
        <TableRow>
          {columns.map((c) =>
            c === false ? null : typeof c === "string" ? (
              <TableHead key={c}>{c}</TableHead>
            ) : (
              <TableHead key={c.key} className={c.className}>
                {c.label}
              </TableHead>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

type CardsProps<T> = {
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** One item as a phone's card. */
  card: (item: T) => ReactNode;
  /** The cards' list: a grid of boxes unless told (rows divided by lines). */
  listClassName?: string;
  /** The card's box, when the list item is it. */
  cardClassName?: string;
  /** The same items as a table, from tablet width. */
  table: ReactNode;
  /** Both shown faded (the previous page's items while the next one loads). */
  faded?: boolean;
};

/** A short list as cards on a phone (under `md`, 768 px) and as a table above, as the registers are. */
export function CardsOrTable<T>({ items, itemKey, card, listClassName = "grid gap-2", cardClassName, table, faded }: CardsProps<T>) {
  return (
    <>
      <ul className={cn(listClassName, "md:hidden", faded && "opacity-60")}>
        {items.map((item) => (
          <li key={itemKey(item)} className={cardClassName}>
            {card(item)}
          </li>
        ))}
      </ul>
      <div className={cn("hidden md:block", faded && "opacity-60")}>{table}</div>
    </>
  );
}
