import { and, count, desc, eq, getTableName, type InferInsertModel, type InferSelectModel, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { SourceKind } from "@shared/carbon/carbon";
import type { Db, Tx } from "../db/client";
import { carbonEntries, users } from "../db/schema/index";
import type { SessionUser } from "./session";

type Exec = Db | Tx;

/** A table of records logged on a project's days: the columns every site record has. */
export type SiteRecordTable = PgTable & { id: AnyPgColumn; projectId: AnyPgColumn; date: AnyPgColumn; updatedBy: AnyPgColumn; updatedAt: AnyPgColumn };

export type RowOf<T extends SiteRecordTable> = InferSelectModel<T>;
export type NewRowOf<T extends SiteRecordTable> = InferInsertModel<T>;

/** The source kind this record type's figures carry: with a row's id, their owner in carbon_figures (decision 0063). */
export type FigureLink = { kind: SourceKind };

/** Where a row keeps its figures' total kg, and the main factor's value where it keeps one (emission_factor). */
export type TotalColumns<T extends SiteRecordTable> = { kg: keyof RowOf<T> & string; factor?: keyof RowOf<T> & string };

/** A row with the person who logged it, as the views name them. */
export type Found<Row> = { row: Row; creator: { id: number; name: string } | null };

/** Who logged a record and when it was written, as every site record's view says it. */
export const authorship = ({ row, creator }: Found<{ createdAt: Date; updatedAt: Date }>) => ({
  createdBy: creator,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The reads and writes of one site record type: the same statements whatever table it lives in. */
export type SiteRecordStore<T extends SiteRecordTable> = {
  /** The table's SQL name, as the recycle bin records it. */
  tableName: string;
  figures: FigureLink;
  totals: TotalColumns<T>;
  /** What a custom query selects to get a row with its creator, and how it is shaped. */
  withCreator: { row: T; creatorId: typeof users.id; creatorName: typeof users.name };
  shape: (r: { row: RowOf<T>; creatorId: number | null; creatorName: string | null }) => Found<RowOf<T>>;
  /** The join to the person who logged the row. */
  creatorJoin: SQL;
  /** Who logged a row (decision 0014's owner). */
  ownerOf: (row: RowOf<T>) => number | null;
  /** The columns a new row carries for the person logging it. */
  loggedBy: (user: SessionUser) => Partial<NewRowOf<T>>;
  find: (db: Exec, id: number) => Promise<Found<RowOf<T>> | undefined>;
  /** Locked for the rest of the transaction, so two saves of one record cannot interleave their figures. */
  findForUpdate: (tx: Tx, id: number) => Promise<RowOf<T> | undefined>;
  insert: (tx: Exec, values: Partial<NewRowOf<T>>) => Promise<RowOf<T>>;
  update: (tx: Exec, id: number, values: Partial<NewRowOf<T>>) => Promise<RowOf<T>>;
  remove: (tx: Exec, id: number) => Promise<void>;
  /** A project's records, newest day first (each table's project-and-date index serves the order). */
  listPage: (db: Db, projectId: number, limit: number, offset: number) => Promise<{ rows: Found<RowOf<T>>[]; total: number }>;
};

type StoreSpec<T extends SiteRecordTable> = {
  table: T;
  figures: FigureLink;
  totals: TotalColumns<T>;
  /** The column holding the id of the person who logged the row, and its value in a row. */
  creator: AnyPgColumn;
  ownerOf: (row: RowOf<T>) => number | null;
  loggedBy: (user: SessionUser) => Partial<NewRowOf<T>>;
  /** A table several record types share (carbon_entries): its `kind` column and this record type's value, written on insert. */
  kind?: { column: AnyPgColumn; value: string };
  /** Columns every write sets besides updated_at. */
  touch?: (now: Date) => Partial<NewRowOf<T>>;
};

function store<T extends SiteRecordTable>(spec: StoreSpec<T>): SiteRecordStore<T> {
  type Row = RowOf<T>;
  const { table, kind } = spec;
  // Drizzle's `from` cannot check a table that is still a type parameter: it reads the table through its
  // constraint, and the rows are cast back to the table's own row type below.
  const t = table as unknown as SiteRecordTable;
  const ofKind = (where: SQL) => (kind ? and(where, eq(kind.column, kind.value))! : where);
  const byId = (id: number) => ofKind(eq(table.id, id));
  const withCreator = { row: table, creatorId: users.id, creatorName: users.name };
  const creatorJoin = eq(users.id, spec.creator);
  const shape = (r: { row: Row; creatorId: number | null; creatorName: string | null }): Found<Row> => ({
    row: r.row,
    creator: r.creatorId !== null && r.creatorName !== null ? { id: r.creatorId, name: r.creatorName } : null,
  });
  const set = (values: Partial<NewRowOf<T>>) => {
    const now = new Date();
    return { ...values, ...spec.touch?.(now), updatedAt: now } as PgUpdateSetSource<T>;
  };

  return {
    tableName: getTableName(table),
    figures: spec.figures,
    totals: spec.totals,
    withCreator,
    shape,
    creatorJoin,
    ownerOf: spec.ownerOf,
    loggedBy: spec.loggedBy,
    async find(db, id) {
      if (!Number.isSafeInteger(id)) return undefined;
      const [r] = (await db.select(withCreator).from(t).leftJoin(users, creatorJoin).where(byId(id))) as Parameters<typeof shape>[0][];
      return r && shape(r);
    },
    async findForUpdate(tx, id) {
      const [row] = (await tx.select().from(t).where(byId(id)).for("update")) as Row[];
      return row;
    },
    async insert(tx, values) {
      const [row] = (await tx
        .insert(table)
        .values({ ...values, ...(kind && { kind: kind.value }) } as PgInsertValue<T>)
        .returning()) as Row[];
      return row;
    },
    async update(tx, id, values) {
      const [row] = (await tx.update(table).set(set(values)).where(byId(id)).returning()) as Row[];
      return row;
    },
    async remove(tx, id) {
      await tx.delete(table).where(byId(id));
    },
    async listPage(db, projectId, limit, offset) {
      const where = ofKind(eq(table.projectId, projectId));
      const [rows, [{ total }]] = await Promise.all([
        db.select(withCreator).from(t).leftJoin(users, creatorJoin).where(where).orderBy(desc(table.date), desc(table.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(t).where(where),
      ]);
      return { rows: (rows as Parameters<typeof shape>[0][]).map(shape), total };
    },
  };
}

/** A table of its own whose created_by names who logged the row (energy, other Scope 3, visitors). */
export const siteRecordStore = <T extends SiteRecordTable & { createdBy: AnyPgColumn }>(table: T, figures: FigureLink, totals: TotalColumns<T>) =>
  store({
    table,
    figures,
    totals,
    creator: table.createdBy,
    ownerOf: (row) => (row as { createdBy: number | null }).createdBy,
    loggedBy: (user) => ({ createdBy: user.id, updatedBy: user.id }) as Partial<NewRowOf<T>>,
  });

/**
 * carbon_entries holds plant, deliveries and waste, told apart by `kind`; user_id is who logged the
 * row and created_by their name as it was then; last_modified follows every write.
 */
export const carbonEntryStore = (kind: "plant" | "delivery" | "waste") =>
  store({
    table: carbonEntries,
    figures: { kind },
    totals: { kg: "carbonEmitted" },
    creator: carbonEntries.userId,
    ownerOf: (row) => row.userId,
    loggedBy: (user) => ({ userId: user.id, createdBy: user.name, updatedBy: user.id }),
    kind: { column: carbonEntries.kind, value: kind },
    touch: (now) => ({ lastModified: now }),
  });
