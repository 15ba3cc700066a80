import { type Locator, type Page } from "@playwright/test";
import { createUserViaApi, toastWithTitle, uniqueEmail } from "./support/helpers";
import { shot } from "./support/shots";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

/**
 * Issue 4's journeys (docs/decisions/0010-site-issue-workflow.md, 0011-risk-scoring.md):
 * a site issue raised, assigned, started and resolved with its history, next to a late one that shows
 * as overdue; and a risk assessment scored likelihood × severity live, saved, revised, and its first
 * revision read back. Set-up (the project, a team member) goes through the API; the rest through the UI.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** The success toast saying this (earlier toasts may still be on screen). */
const success = (page: Page, text: string | RegExp) => toastWithTitle(page, "Success").filter({ hasText: text });
async function createProject(page: Page, prefix: string) {
  const res = await page.request.post("/api/projects", {
    data: {
      name: `${prefix} ${Date.now().toString(36)}`,
      address: "Kirkstall Road, Leeds",
      postcode: "LS4 2AZ",
      clientName: "Aire Valley Homes Ltd",
      contractValue: "2400000",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; slug: string; name: string };
}

/** A UK day (yyyy-mm-dd) so many days before today, as the server counts overdue days. */
function ukDaysAgo(days: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

test("a site issue is raised, assigned, worked and resolved; a late one shows as overdue", async ({ page }) => {
  await page.goto("/contracts");
  const project = await createProject(page, "Kirkstall Forge Block C");
  const assignee = "Priya Raman";
  await createUserViaApi(page.request, { name: assignee, email: uniqueEmail("priya"), role: "Site Manager" });

  // From the project's diary to its site issues: nothing raised yet.
  await page.goto(`/project/${project.slug}`);
  await page.getByRole("link", { name: "Site issues" }).click();
  await expect(page.getByRole("heading", { name: "Site issues", level: 1 })).toBeVisible();
  await expect(page.getByText("No site issues raised")).toBeVisible();

  // Raise it, unassigned at first.
  await page.getByRole("link", { name: "Raise issue" }).first().click();
  await expect(page.getByRole("heading", { name: "Raise issue", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Raise site issue" });
  await form.getByLabel("Issue type").selectOption({ label: "Health & Safety" });
  await form.getByLabel("Priority").selectOption({ label: "High" });
  await form.getByLabel("Location").fill("Level 2, grid C4");
  await form.getByLabel("Issue description").fill("Edge protection missing on the north slab edge after the formwork strike.");
  await form.getByLabel("Immediate actions").fill("Area cordoned off, gang briefed.");
  await form.getByRole("button", { name: "Raise issue" }).click();
  await expect(success(page, /Site issue #\d+ raised/)).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Issue #\d+: Health & Safety$/ })).toBeVisible();
  const issueUrl = page.url();

  const details = page.getByRole("article");
  const history = page.getByRole("region", { name: "History" });
  const chip = (text: string) => details.locator("span").filter({ hasText: new RegExp(`^${text}$`) });
  await expect(chip("Open")).toBeVisible();
  await expect(chip("High")).toBeVisible();
  await expect(details).toContainText("Level 2, grid C4");
  await expect(details).toContainText("Area cordoned off, gang briefed.");
  await expect(details).toContainText("Assigned toUnassigned");
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem")).toContainText("RaisedAdministrator");

  // Assigned through Edit: the picker lists the team, and the history names the assignment.
  await details.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("heading", { name: /^Edit issue #\d+$/ })).toBeVisible();
  await page.getByLabel("Assigned to").selectOption({ label: `${assignee} (Site Manager)` });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(success(page, "Site issue updated")).toBeVisible();
  await expect(page).toHaveURL(issueUrl);
  await expect(details).toContainText(`Assigned to${assignee}`);
  await expect(history.getByRole("listitem").first()).toContainText(`UpdateAssigned to ${assignee}`);

  // Start work.
  await details.getByRole("button", { name: "Start work" }).click();
  let dialog = page.getByRole("dialog", { name: "Start work on this issue" });
  await dialog.getByLabel("Note (optional)").fill("Scaffolders booked for 07:30.");
  await dialog.getByRole("button", { name: "Start work" }).click();
  await expect(success(page, "Work started")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(chip("In progress")).toBeVisible();
  await expect(history.getByRole("listitem").first()).toContainText("Work startedScaffolders booked for 07:30.");

  // Resolve: the notes are required before the step is taken.
  await details.getByRole("button", { name: "Resolve" }).click();
  dialog = page.getByRole("dialog", { name: "Resolve this issue" });
  await dialog.getByRole("button", { name: "Resolve" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Resolution notes are required to resolve an issue");
  await dialog.getByLabel("Resolution notes").fill("Double guardrail and toe boards fitted; inspected and tagged.");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Resolve" }).click();
  await expect(success(page, "Issue resolved")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(chip("Resolved")).toBeVisible();
  await expect(details).toContainText("Resolution notesDouble guardrail and toe boards fitted; inspected and tagged.");
  await expect(details.getByRole("button", { name: "Close", exact: true })).toBeVisible();
  await expect(details.getByRole("button", { name: "Reopen" })).toBeVisible();
  await expect(details.getByRole("button", { name: "Resolve" })).toHaveCount(0);
  const entries = history.getByRole("listitem");
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText("In progress → ResolvedDouble guardrail and toe boards fitted");
  await expect(entries.nth(1)).toContainText("Work started");
  await expect(entries.nth(2)).toContainText(`Assigned to ${assignee}`);
  await expect(entries.nth(3)).toContainText("Raised");
  await shot(page, "site-issue-resolved");

  // A second issue, raised ten days ago with a target three days ago: overdue.
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Site issues" }).click();
  await expect(page.getByRole("table")).toContainText("Edge protection missing");
  await page.getByRole("link", { name: "Raise issue" }).click();
  await form.getByRole("textbox", { name: "Date", exact: true }).fill(ukDaysAgo(10));
  await form.getByLabel("Issue type").selectOption({ label: "Defect / snag" });
  await form.getByLabel("Location").fill("Plot 14 kitchen");
  await form.getByLabel("Issue description").fill("Cracked lintel over the kitchen window.");
  await form.getByLabel("Target date").fill(ukDaysAgo(3));
  await form.getByRole("button", { name: "Raise issue" }).click();
  await expect(page).toHaveURL(/\/site-issues\/view\/\d+$/);
  await expect(success(page, `Site issue #${page.url().split("/").pop()} raised`)).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Issue #\d+: Defect \/ snag$/ })).toBeVisible();
  await expect(page.getByText("Overdue by 3 days")).toBeVisible();

  // The list: counts on the status chips, the overdue issue first and marked.
  await page.getByRole("link", { name: "Back", exact: true }).click();
  const tabs = page.getByRole("tablist", { name: "Filter by status" });
  const tab = (name: string) => tabs.getByRole("tab", { name: new RegExp(`^${name}`) });
  const counts = [
    ["All", 2],
    ["Open", 1],
    ["In progress", 0],
    ["Overdue", 1],
    ["Resolved", 1],
    ["Closed", 0],
  ] as const;
  for (const [name, n] of counts) await expect(tab(name)).toHaveText(`${name}${n}`);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("Cracked lintel over the kitchen window.");
  await expect(rows.nth(1)).toContainText("Overdue by 3 days");
  await expect(rows.nth(2)).toContainText("Edge protection missing");
  await expect(rows.nth(2)).toContainText("Resolved");
  await expect(rows.nth(2)).toContainText(assignee);
  await expect(rows.nth(2)).not.toContainText("Overdue");
  await shot(page, "site-issues-list");

  await tab("Overdue").click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Cracked lintel");
});

/** One hazard row of the editor and the score badge under one of its labels. */
const hazardRow = (form: Locator, i: number) =>
  form
    .getByRole("region", { name: /^Hazards/ })
    .getByRole("listitem")
    .nth(i);
const scoreOf = (row: Locator, label: string) => row.locator("[aria-live]").filter({ hasText: label });

test("a risk assessment is scored live, saved, revised, and its first revision read back", async ({ page }) => {
  // No project chosen is no project asked for: "/api/projects/by-slug/" with an empty slug is a 400 (issue 11).
  const emptySlug: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/projects\/by-slug\/(?:[?#]|$)/.test(r.url())) emptySlug.push(r.url());
  });
  await page.goto("/contracts");
  const project = await createProject(page, "Armley Gyratory Works");

  await page.getByRole("link", { name: "Risk Assessment", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Risk assessment", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choose a project" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Choose a project" })).toBeVisible();
  expect(emptySlug).toEqual([]);
  await page.getByLabel("Project", { exact: true }).selectOption({ label: project.name });
  await expect(page.getByText("No risk assessments yet")).toBeVisible();

  await page.getByRole("button", { name: "New assessment" }).click();
  await expect(page.getByRole("heading", { name: `New risk assessment for ${project.name}` })).toBeVisible();
  const form = page.getByRole("form", { name: "New risk assessment" });
  await form.getByLabel("Title").fill("Superstructure: frame and slabs");

  // Hazard 1: likely × catastrophic = 20 Very high; after edge protection unlikely × catastrophic = 10 High.
  let row = hazardRow(form, 0);
  await row.getByLabel("Hazard", { exact: true }).fill("Work at height on slab edges");
  await row.getByLabel("Who is at risk").fill("Operatives");
  await row.getByLabel("Likelihood", { exact: true }).selectOption({ label: "4 Likely" });
  await row.getByLabel("Severity", { exact: true }).selectOption({ label: "5 Catastrophic" });
  await expect(scoreOf(row, "Risk before controls")).toContainText("20 Very high");
  await row.getByLabel("Controls").fill("Edge protection to every open edge; harness where it is removed.");
  await row.getByLabel("Residual likelihood").selectOption({ label: "2 Unlikely" });
  await row.getByLabel("Residual severity").selectOption({ label: "5 Catastrophic" });
  await expect(scoreOf(row, "Residual risk")).toContainText("10 High");
  await row.getByLabel("Owner").fill("Site manager");

  // Hazard 2: possible × major = 12 High; controls may not raise it (5 × 3 = 15 is refused on sight).
  await form.getByRole("button", { name: "Add hazard" }).click();
  row = hazardRow(form, 1);
  await row.getByLabel("Hazard", { exact: true }).fill("Reversing telehandler in the laydown area");
  await row.getByLabel("Likelihood", { exact: true }).selectOption({ label: "3 Possible" });
  await row.getByLabel("Severity", { exact: true }).selectOption({ label: "4 Major" });
  await expect(scoreOf(row, "Risk before controls")).toContainText("12 High");
  await row.getByLabel("Residual likelihood").selectOption({ label: "5 Almost certain" });
  await expect(row.getByRole("alert")).toHaveText("Residual risk cannot be higher than the risk before controls");
  await row.getByLabel("Controls").fill("Banksman and segregated walkways.");
  await row.getByLabel("Residual likelihood").selectOption({ label: "1 Rare" });
  await row.getByLabel("Residual severity").selectOption({ label: "3 Moderate" });
  await expect(scoreOf(row, "Residual risk")).toContainText("3 Low");
  await expect(row.getByRole("alert")).toHaveCount(0);

  // Overall = mean residual (10 + 3) / 2 = 6.50 Medium; the highest residual is not hidden by it.
  await expect(form.getByRole("region", { name: /^Hazards/ })).toContainText("Hazards (2)");
  await expect(form.getByText("Overall score")).toContainText("6.50 Medium");
  await expect(form.getByText("Highest residual risk")).toContainText("10 High");
  await expect(form.getByRole("img", { name: "Likelihood 2, severity 5: risk 10 High, 1 hazard" })).toBeVisible();
  await form.getByRole("radio", { name: "Before controls" }).click();
  await expect(form.getByRole("img", { name: "Likelihood 4, severity 5: risk 20 Very high, 1 hazard" })).toBeVisible();
  await expect(form.getByRole("img", { name: "Likelihood 3, severity 4: risk 12 High, 1 hazard" })).toBeVisible();
  await form.getByLabel("Mitigation plan").fill("Weekly edge protection inspection; telehandler lift plans briefed daily.");
  await shot(page, "risk-assessment-new");
  await form.getByRole("button", { name: "Create assessment" }).click();
  await expect(success(page, "Risk assessment created")).toBeVisible();

  // Listed with its score; opened as revision 1.
  const listed = page.getByRole("region", { name: "Risk assessments" }).getByRole("button", { name: /Superstructure: frame and slabs/ });
  await expect(listed).toContainText("6.50 Medium");
  await expect(listed).toContainText("2 hazards · highest 10 · rev. 1");
  await expect(page.getByRole("heading", { name: "Superstructure: frame and slabs", level: 2 })).toBeVisible();
  await expect(page.getByText(/^Revision 1 · updated .* by Administrator$/)).toBeVisible();

  // Revised: hazard 1's residual lowered to rare × catastrophic = 5; overall (5 + 3) / 2 = 4.00 Low.
  const edit = page.getByRole("form", { name: "Edit risk assessment" });
  await expect(hazardRow(edit, 0).getByLabel("Hazard", { exact: true })).toHaveValue("Work at height on slab edges");
  await hazardRow(edit, 0).getByLabel("Residual likelihood").selectOption({ label: "1 Rare" });
  await expect(scoreOf(hazardRow(edit, 0), "Residual risk")).toContainText("5 Medium");
  await expect(edit.getByText("Overall score")).toContainText("4.00 Low");
  await expect(edit.getByText("Saved as revision 2.")).toBeVisible();
  await edit.getByRole("button", { name: "Save revision" }).click();
  await expect(edit.getByRole("alert")).toHaveText("Say what changed in this revision");
  await edit.getByLabel("What changed").fill("Edge protection inspected and signed off");
  await edit.getByRole("button", { name: "Save revision" }).click();
  await expect(success(page, "Saved as revision 2")).toBeVisible();
  await expect(page.getByText(/^Revision 2 · updated .* by Administrator$/)).toBeVisible();
  await expect(listed).toContainText("4.00 Low");
  await expect(listed).toContainText("2 hazards · highest 5 · rev. 2");

  const revisions = page.getByRole("region", { name: "Revisions" }).getByRole("listitem");
  await expect(revisions).toHaveCount(2);
  await expect(revisions.nth(0)).toContainText("Revision 2(current)4.00 LowEdge protection inspected and signed off");
  await expect(revisions.nth(1)).toContainText("Revision 16.50 MediumFirst issue");

  // Revision 1 opens read-only, as it was saved.
  await revisions.nth(1).getByRole("button").click();
  await expect(page.getByText(/^Revision 1 \(read-only\), saved .* by Administrator/)).toBeVisible();
  const old = page.getByRole("form", { name: "Revision 1" });
  await expect(old.getByLabel("Title")).toBeDisabled();
  await expect(old.getByLabel("Title")).toHaveValue("Superstructure: frame and slabs");
  await expect(hazardRow(old, 0).getByLabel("Residual likelihood")).toHaveValue("2");
  await expect(hazardRow(old, 0).getByLabel("Residual likelihood")).toBeDisabled();
  await expect(scoreOf(hazardRow(old, 0), "Residual risk")).toContainText("10 High");
  await expect(old.getByText("Overall score")).toContainText("6.50 Medium");
  await expect(old.getByRole("button", { name: "Save revision" })).toHaveCount(0);
  await shot(page, "risk-assessment-revision-1");

  await page.getByRole("button", { name: "Back to current" }).click();
  await expect(page.getByRole("form", { name: "Edit risk assessment" }).getByText("Overall score")).toContainText("4.00 Low");
});
