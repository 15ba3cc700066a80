import { urlOf, type CallInput, type EndpointDef, type ResponseOf } from "@shared/common/contract";
import { apiGetOrNull, apiRequest } from "./api";

/**
 * The one way the browser calls the API: an endpoint from its area's table (src/shared/<area>/
 * <area>.endpoints.ts) and its params, query and body, typed by the same schemas the server checks.
 * `callApi(energyEndpoints.get, { params: { id } })`. Writes carry an Idempotency-Key and retry once
 * (lib/api.ts); a file answer arrives as a Blob.
 */
export function callApi<E extends EndpointDef>(e: E, input: CallInput<E>, options: { retry?: boolean; keepalive?: boolean } = {}): Promise<ResponseOf<E>> {
  const fileAnswer = "kind" in e.response && e.response.kind === "file";
  return apiRequest<ResponseOf<E>>(e.method, urlOf(e, input), input.body, { ...options, blob: fileAnswer });
}

/** A read where 401 means "nobody signed in" rather than an error (the current-user call). */
export function callApiOrNull<E extends EndpointDef>(e: E, input: CallInput<E>): Promise<ResponseOf<E> | null> {
  return apiGetOrNull<ResponseOf<E>>(urlOf(e, input));
}

/** The address of a GET endpoint, for what the browser loads itself: an <img src>, a download link, an upload with progress. */
export const hrefOf = <E extends EndpointDef>(e: E, input: Pick<CallInput<E>, "params" | "query">): string => urlOf(e, input);
