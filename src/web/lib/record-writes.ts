import type { z } from "zod";
import { urlOf, type Changes, type EndpointDef, type ResponseOf } from "@shared/common/contract";
import { apiRequest } from "./api";
import { keyAt, useWrite } from "./api-client";

/** The endpoints every site record has: plant, deliveries, waste, energy, scope 3, visitors. */
export type RecordTable = { readonly create: EndpointDef; readonly get: EndpointDef; readonly update: EndpointDef; readonly remove: EndpointDef };

type BodyOf<E extends EndpointDef> = E["body"] extends z.ZodType ? z.input<E["body"]> : never;
export type SaveRecord<T extends RecordTable> = { id: number | null; body: BodyOf<T["create"]> };

/** The saved record's id, read from the answer (every site record's view has one). */
const idIn = (saved: unknown): unknown => (typeof saved === "object" && saved !== null && "id" in saved ? saved.id : undefined);

/**
 * The one save and delete of a site record (decision 0062). Save creates (no id) or changes the
 * record and puts the answer in the record's cache; delete sends it to Delete Records and drops its
 * cache. Either then refreshes what the area's table says its writes change, for this contract.
 */
export function useRecordWrites<T extends RecordTable>(table: T, changes: Changes, slug: string) {
  const known = { slug };
  const save = useWrite(
    ({ id, body }: SaveRecord<T>) =>
      id === null
        ? apiRequest<ResponseOf<T["create"]>>(table.create.method, urlOf(table.create, {}), body)
        : apiRequest<ResponseOf<T["create"]>>(table.update.method, urlOf(table.update, { params: { id } }), body),
    changes,
    known,
    { onSuccess: (saved, _, client) => client.setQueryData(keyAt(table.get, { id: idIn(saved) }), saved) },
  );
  const remove = useWrite((id: number) => apiRequest<void>(table.remove.method, urlOf(table.remove, { params: { id } })), changes, known, {
    onSuccess: (_, id, client) => client.removeQueries({ queryKey: keyAt(table.get, { id }), exact: true }),
  });
  return { save, remove };
}
