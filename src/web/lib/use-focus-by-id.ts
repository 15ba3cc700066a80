import { useImperativeHandle, type Ref } from "react";

export type Focusable = { focus: () => void };

/**
 * Gives a composite control (a picker whose focusable element changes as it opens and closes) a
 * handle react-hook-form can focus through `field.ref`, so a refused form focuses it, and scrolls it
 * into view, when it holds the first error, as it does plain fields (issue 11 item 17).
 */
export function useFocusById(ref: Ref<Focusable> | undefined, id: string) {
  useImperativeHandle(ref, () => ({ focus: () => document.getElementById(id)?.focus() }), [id]);
}
