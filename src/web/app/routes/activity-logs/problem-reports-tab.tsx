/** Placeholder: the admin's list of error and issue reports, built with the shell. */
export function ProblemReportsTab() {
  return null;
}
