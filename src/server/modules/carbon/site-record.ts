import type { FastifyRequest } from "fastify";
import type { FigureView } from "@shared/carbon/carbon";
import { toPage, type Page, type PageQuery } from "@shared/common/paging";
import type { Resource } from "@shared/identity/permissions";
import type { BinRecordType } from "@shared/recycle-bin/recycle-bin";
import { totalKg, type CarbonFigure } from "@shared/rules/carbon";
import type { Db, Tx } from "../../db/client";
import { figuresBySource, figuresFor, removeFigures, replaceFigures, type FigureSource } from "./carbon-figures.service";
import { getLiveProjectById, getLiveProjectBySlug, type ProjectRow } from "../projects/project-lookup";
import { requireUser } from "../../platform/access";
import { audit } from "../../platform/audit";
import { badRequest, notFound } from "../../platform/errors";
import { requireRecordRight } from "../../platform/permissions";
import { moveToRecycleBin } from "../../platform/recycle-bin";
import type { Found, NewRowOf, RowOf, SiteRecordStore, SiteRecordTable } from "../../platform/site-record-store";

/**
 * One lifecycle for the site records that carry carbon (plant, deliveries, waste, energy, visitors,
 * other Scope 3): create or update → figures → audit, in one transaction; delete → recycle bin with
 * the figures, so a restore brings them back as they were (decision 0016). Each record type
 * configures it with its table, its figures, its view, its activity-log wording and its bin entry.
 */

export type RecordCtx = { db: Db; request: FastifyRequest };

/** What the form becomes before anything is written: the row's columns and its figures (plus anything the log needs). */
export type Prepared<T extends SiteRecordTable> = { columns: Partial<NewRowOf<T>>; figures: CarbonFigure[] };

/**
 * One activity-log entry's own words: its description, and for a diary record the carbon it names.
 * The lifecycle adds the action, the entity, the category and what every entry has: projectId, date
 * (created, deleted), changedFields (updated), recycleBinId (deleted); a carbon record's entries also
 * carry kgCo2e, with factorIds (created) and kgCo2eBefore (updated).
 */
export type Said = string | { description: string; metadata: Record<string, unknown> };

export type SiteRecordSpec<T extends SiteRecordTable, Input extends { projectId: number }, P extends Prepared<T>, View, Item, C extends RecordCtx> = {
  store: SiteRecordStore<T>;
  /**
   * What one record is: `noun` in messages ("energy entry": "Energy entry not found", "An energy entry
   * cannot be moved to another project"); `type` in the activity log (and its actions, "energy_entry_created"…)
   * and the recycle bin; its log `category`; `rights`, the page whose Delete removes a record someone
   * else logged (decision 0014); `createdAction` where a create is not "<type>_created" (a visitor signs in).
   */
  record: { noun: string; type: BinRecordType; category: "diary" | "carbon"; rights: Resource; createdAction?: string };
  /** Reads and checks the form (`stored`: the row an edit changes) and prices it, before the transaction. */
  prepare: (ctx: C, input: Input, project: ProjectRow, stored?: RowOf<T>) => Promise<P>;
  /** The fields an edit changed, for the log; by default every column whose text differs. */
  changed?: (before: RowOf<T>, columns: P["columns"]) => string[];
  present: (found: Found<RowOf<T>>, figures: FigureView[], db: Db) => View | Promise<View>;
  /** A project's list items from a page of rows; by default each row's view with its figures. */
  listItems?: (db: Db, rows: Found<RowOf<T>>[]) => Promise<Item[]>;
  /** The log's entity name: the project's name unless given. */
  logName?: (row: RowOf<T>) => string | undefined;
  created: (w: { input: Input; prepared: P; row: RowOf<T>; project: ProjectRow; total: number }) => Said;
  updated: (w: { input: Input; prepared: P; before: RowOf<T>; project: ProjectRow; total: number; changed: string[] }) => Said;
  deleted: (w: { row: RowOf<T>; project: ProjectRow; kept: Record<string, unknown> }) => Said;
  /** The record's name in the recycle bin. */
  binName: (row: RowOf<T>, project: ProjectRow) => string;
  /** Rows that cascade with this one besides its figures (plant's certificates), kept in the bin so a restore brings them back. */
  keep?: (tx: Tx, row: RowOf<T>) => Promise<Record<string, unknown>>;
};

/** The fields an edit changed, as the log's descriptions end: " (date, notes)", or nothing. */
export const changes = (changed: string[]) => (changed.length ? ` (${changed.join(", ")})` : "");

/** emission_factor: the main factor's value, unrounded, from the figures as stored (an edit that keeps them keeps it too). */
export const storedFactor = (figures: readonly { factor: { value: number } }[]) => {
  const v = figures[0]?.factor.value;
  return v === undefined ? null : String(v);
};

/** data-model.md §9: carbon is numeric(10,3), so one record holds at most this many kg. */
export const MAX_RECORD_KG = 9_999_999.999;

/** A record's total must fit its carbon column: a bigger figure is a 400 on `field`, never a database overflow. */
export function checkRecordTotal(figures: CarbonFigure[], field: string) {
  if (totalKg(figures) > MAX_RECORD_KG) throw badRequest("The carbon for one entry must be under 10,000 t CO2e: split it into smaller entries", field);
}

/** The columns of `keys` whose stored text differs from the new value (numeric columns compare as "7.500"). */
export function changedColumns<K extends string>(before: Partial<Record<K, unknown>>, next: Partial<Record<K, unknown>>, keys: readonly K[]): K[] {
  return keys.filter((k) => String(before[k] ?? "") !== String(next[k] ?? ""));
}

export function siteRecord<T extends SiteRecordTable, Input extends { projectId: number }, P extends Prepared<T>, View, C extends RecordCtx, Item = View>(
  spec: SiteRecordSpec<T, Input, P, View, Item, C>,
) {
  type Row = RowOf<T>;
  const { store } = spec;
  const link = store.figures;
  const source = (id: number): FigureSource => ({ kind: link.kind, id });
  const { noun, type, category } = spec.record;
  const notFoundText = `${noun[0].toUpperCase()}${noun.slice(1)} not found`;
  const cannotMove = `${/^[aeiou]/i.test(noun) ? "An" : "A"} ${noun} cannot be moved to another project`;
  const actions = { created: spec.record.createdAction ?? `${type}_created`, updated: `${type}_updated`, deleted: `${type}_deleted` };
  const kgOf = (row: Row) => Number(row[store.totals.kg]);
  const changed =
    spec.changed ??
    ((before: Row, columns: P["columns"]) => changedColumns(before as Record<string, unknown>, columns as Record<string, unknown>, Object.keys(columns)));

  /** The record and its live project, or 404 (a project in the recycle bin hides its records). */
  async function getLive(db: Db, id: number) {
    const found = await store.find(db, id);
    if (!found) throw notFound(notFoundText);
    const project = await getLiveProjectById(db, found.row.projectId as number);
    return { found, project };
  }

  async function view(db: Db, id: number): Promise<View> {
    const found = await store.find(db, id);
    if (!found) throw notFound(notFoundText);
    return spec.present(found, await figuresFor(db, source(id)), db);
  }

  /**
   * Stores the figures and the row's totals in the caller's transaction. With a request (an edit), a
   * figure whose quantities and factor choice are unchanged keeps its factor; a re-pricing is logged.
   */
  async function price(tx: Tx, id: number, project: ProjectRow, date: string, figures: CarbonFigure[], request?: FastifyRequest) {
    const total = await replaceFigures(tx, source(id), { projectId: project.id, date }, figures, request);
    const totals: Record<string, string | null> = { [store.totals.kg]: total.toFixed(3) };
    if (store.totals.factor) totals[store.totals.factor] = storedFactor(await figuresFor(tx, source(id)));
    return { total, row: await store.update(tx, id, totals as Partial<NewRowOf<T>>) };
  }

  /** One activity-log entry; `carbon` is what a carbon record's entry says of its kg. */
  function log(
    tx: Tx,
    request: FastifyRequest,
    what: keyof typeof actions,
    row: Row,
    project: ProjectRow,
    said: Said,
    common: Record<string, unknown>,
    carbon: Record<string, unknown>,
  ) {
    const own = typeof said === "string" ? { description: said, metadata: {} } : said;
    return audit(tx, request, {
      action: actions[what],
      description: own.description,
      entityType: type,
      entityId: row.id as number,
      entityName: spec.logName ? spec.logName(row) : project.name,
      category,
      severity: what === "deleted" ? "warning" : undefined,
      metadata: { projectId: project.id, ...common, ...own.metadata, ...(category === "carbon" ? carbon : {}) },
    });
  }

  /** Reads and prices a new record before any transaction (its reads must not run inside one: PGlite has one connection). */
  async function prepareCreate(ctx: C, input: Input) {
    const project = await getLiveProjectById(ctx.db, input.projectId);
    return { input, project, prepared: await spec.prepare(ctx, input, project) };
  }

  /**
   * Writes a prepared record, its figures (from the factors, never the caller's number), its total and
   * the log entry in the caller's transaction, so another use case (goods receipt) can create a diary
   * record atomically with its own rows. Returns the new row's id.
   */
  async function insertPrepared(
    tx: Tx,
    request: FastifyRequest,
    p: Awaited<ReturnType<typeof prepareCreate>>,
    /** `anonymous`: a public page's write (a visitor on their own phone), logged by nobody; `columns`: what the caller adds. */
    own: { anonymous?: boolean; columns?: Partial<NewRowOf<T>> } = {},
  ): Promise<number> {
    const author = own.anonymous ? {} : store.loggedBy(requireUser(request));
    const { input, project, prepared } = p;
    const inserted = await store.insert(tx, { ...prepared.columns, ...own.columns, ...author, projectId: project.id } as Partial<NewRowOf<T>>);
    const { total, row } = await price(tx, inserted.id as number, project, inserted.date as string, prepared.figures);
    const said = spec.created({ input, prepared, row, project, total });
    await log(tx, request, "created", row, project, said, { date: row.date }, { kgCo2e: total, factorIds: prepared.figures.map((f) => f.factor.factorId) });
    return row.id as number;
  }

  /** Prepares, then writes the record in one transaction. */
  async function create(ctx: C, input: Input): Promise<View> {
    requireUser(ctx.request);
    const p = await prepareCreate(ctx, input);
    const id = await ctx.db.transaction((tx) => insertPrepared(tx, ctx.request, p));
    return view(ctx.db, id);
  }

  /** Recomputes the figures on every save, in the reporting year as it is now (decision 0009); the record keeps its author (decision 0014). */
  async function update(ctx: C, id: number, input: Input): Promise<View> {
    const user = requireUser(ctx.request);
    const { found, project } = await getLive(ctx.db, id);
    if (input.projectId !== found.row.projectId) throw badRequest(cannotMove, "projectId");
    const prepared = await spec.prepare(ctx, input, project, found.row);
    await ctx.db.transaction(async (tx) => {
      const before = await store.findForUpdate(tx, id);
      if (!before) throw notFound(notFoundText);
      const fields = changed(before, prepared.columns);
      const saved = await store.update(tx, id, { ...prepared.columns, updatedBy: user.id } as Partial<NewRowOf<T>>);
      const { total, row } = await price(tx, id, project, saved.date as string, prepared.figures, ctx.request);
      const said = spec.updated({ input, prepared, before, project, total, changed: fields });
      await log(tx, ctx.request, "updated", row, project, said, { changedFields: fields }, { kgCo2eBefore: kgOf(before), kgCo2e: total });
    });
    return view(ctx.db, id);
  }

  async function get(db: Db, id: number): Promise<View> {
    await getLive(db, id);
    return view(db, id);
  }

  /** The record goes to the recycle bin with its figures, then leaves the diary and the ledger. */
  async function remove(ctx: C, id: number) {
    const { found, project } = await getLive(ctx.db, id);
    await requireRecordRight(ctx.db, requireUser(ctx.request), "delete", { resource: spec.record.rights, ownerId: store.ownerOf(found.row) });
    await ctx.db.transaction(async (tx) => {
      const row = await store.findForUpdate(tx, id);
      if (!row) throw notFound(notFoundText);
      const kept = spec.keep ? await spec.keep(tx, row) : {};
      // The figures go with the row: kept in the bin so a restore puts them back with their factors.
      const figures = await figuresFor(tx, source(id));
      const bin = await moveToRecycleBin(tx, ctx.request, {
        recordType: type,
        tableName: store.tableName,
        recordId: row.id as number,
        recordData: row,
        recordName: spec.binName(row, project),
        metadata: { projectId: project.id, projectSlug: project.slug, ...kept, figures },
      });
      await removeFigures(tx, source(id));
      await store.remove(tx, id);
      const said = spec.deleted({ row, project, kept });
      await log(tx, ctx.request, "deleted", row, project, said, { date: row.date, recycleBinId: bin.id }, { kgCo2e: kgOf(row) });
    });
  }

  /** Each row's view with its own figures, read in one query for the page. */
  async function withFigures(db: Db, rows: Found<Row>[]): Promise<View[]> {
    const figures = await figuresBySource(
      db,
      [link.kind],
      rows.map((r) => r.row.id as number),
    );
    return Promise.all(rows.map((r) => spec.present(r, figures.get(r.row.id as number) ?? [], db)));
  }

  async function listProject(db: Db, slug: string, q: PageQuery): Promise<Page<Item>> {
    const project = await getLiveProjectBySlug(db, slug);
    const { rows, total } = await store.listPage(db, project.id, q.pageSize, (q.page - 1) * q.pageSize);
    const items = spec.listItems ? await spec.listItems(db, rows) : ((await withFigures(db, rows)) as unknown as Item[]);
    return toPage(items, total, q);
  }

  return { getLive, view, get, create, prepareCreate, insertPrepared, update, remove, listProject };
}
