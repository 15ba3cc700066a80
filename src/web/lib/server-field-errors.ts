import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api";

/** One field's message in a 400's body: `{ errors: [{ field, message }] }`, the server's refusal of bad input. */
export type FieldMessage = { field: string; message: string };

/** The field messages a refused save came back with; none for any other failure (offline, 403, 500). */
export function serverFieldErrors(error: unknown): FieldMessage[] {
  if (!(error instanceof ApiError)) return [];
  return (error.body as { errors?: FieldMessage[] } | null | undefined)?.errors ?? [];
}

export type ShowServerErrorsOptions = {
  /** The fields the form shows; a message for any other stays with the form's toast. Every field when left out. */
  accept?: (field: string) => boolean;
  /** Move the focus to the first refused field (the diary's long delivery and waste forms). */
  focus?: boolean;
  /** The error's type, where a form tells the server's messages from its own ("server"). */
  type?: string;
};

/**
 * The server's field messages shown under their fields, as the form's own check would show them:
 * the same schema refuses on both sides, so this is mostly what a stale form or a race lets through
 * (a SKU taken meanwhile, a date the server's clock disagrees with).
 */
export function showServerErrors<V extends FieldValues>(setError: UseFormSetError<V>, error: unknown, options: ShowServerErrorsOptions = {}) {
  const { accept, focus, type } = options;
  for (const { field, message } of serverFieldErrors(error)) {
    if (accept && !accept(field)) continue;
    setError(field as Path<V>, type ? { type, message } : { message }, focus ? { shouldFocus: true } : undefined);
  }
}

/** `accept` for a form whose values hold every field it shows: a message is taken for a key of `values`. */
export const fieldOf = (values: object) => (field: string) => field in values;
