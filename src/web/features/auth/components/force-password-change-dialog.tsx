/** Placeholder until the auth screens land; replaced by the real blocking dialog. */
export function ForcePasswordChangeDialog() {
  return null;
}
