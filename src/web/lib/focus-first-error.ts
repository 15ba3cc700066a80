/**
 * On every form: a submit refused for invalid fields ends with the focus, and so the scroll, on the
 * first invalid field in the order the user reads the form (issue 11 item 17).
 *
 * react-hook-form focuses the first invalid field it knows, in the order fields registered: plain
 * inputs register as the form renders, controlled pickers (waste code, material factor, tags) only
 * after, so an empty Waste Code focused the Description below it instead. Installed once for the
 * whole app: after a submit, when the invalid marks (aria-invalid, set by FormField and the pickers)
 * first appear, the focus moves to the first of them in the page, unless the user has moved on.
 * CSS scroll-margin keeps the field clear of the sticky header and Save bar (index.css).
 */

/** How long after a submit its invalid marks are waited for. */
const WAIT_MS = 1500;
const FOCUSABLE = "input:not([type=hidden]), select, textarea, button, [tabindex]";

export function firstInvalidField(form: HTMLFormElement): HTMLElement | null {
  for (const el of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    if (el.matches(FOCUSABLE) && !el.matches(":disabled") && el.getClientRects().length > 0) return el;
  }
  return null;
}

export function installFirstErrorFocus(doc: Document = document): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const focusBefore = doc.activeElement;
    let done = false;
    const finish = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
    };
    // After react-hook-form's own focusing (now and on its next timer tick), which it schedules
    // before React commits the invalid marks this observer sees.
    const settle = () =>
      setTimeout(() => {
        const first = firstInvalidField(form);
        const active = doc.activeElement;
        const userMovedOn = active !== focusBefore && active !== doc.body && !form.contains(active);
        if (first && active !== first && !userMovedOn) first.focus();
      }, 0);
    const observer = new MutationObserver(() => {
      if (done || !firstInvalidField(form)) return;
      finish();
      settle();
    });
    observer.observe(form, { subtree: true, attributes: true, attributeFilter: ["aria-invalid"], childList: true });
    const timer = setTimeout(finish, WAIT_MS);
    // A form refused again with the same marks already showing changes no attribute.
    if (firstInvalidField(form)) {
      setTimeout(() => {
        if (done) return;
        finish();
        settle();
      }, 50);
    }
  };
  doc.addEventListener("submit", onSubmit, true);
  return () => doc.removeEventListener("submit", onSubmit, true);
}
