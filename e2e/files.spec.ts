import { toastWithTitle } from "./support/helpers";
import { png } from "./support/png";
import { watchContentSecurityPolicy } from "./support/csp";
import { expect, test } from "./support/signed-in";

test.use({ signedInAs: "admin" });

test("project files: a folder, uploads checked by size and content, the preview with a comment and a reaction", async ({ page }) => {
  const refused = watchContentSecurityPolicy(page);
  await page.goto("/contracts");
  const created = await page.request.post("/api/projects", { data: { name: `Files Journey ${Date.now().toString(36)}`, address: "1 Quay Street, Hull" } });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = await created.json();

  await page.goto(`/project/${slug}?tab=files`);
  await expect(page.getByText("No files yet")).toBeVisible();

  // A folder, opened from its tile; the breadcrumb leads back.
  await page.getByRole("button", { name: "New folder" }).click();
  await page.getByLabel("Folder name").fill("Drawings");
  await page.getByRole("button", { name: "Create folder" }).click();
  await expect(toastWithTitle(page, "Folder created")).toBeVisible();
  await page.getByRole("button", { name: /^Drawings/ }).click();
  await expect(page.getByRole("navigation", { name: "Folders" })).toContainText("Drawings");

  // Three files at once: a photo goes in; a page named .jpg and an 11 MB file are refused with their reasons.
  const picker = page.locator('input[type="file"][multiple]');
  await picker.setInputFiles([
    { name: "Slab pour.png", mimeType: "image/png", buffer: png() },
    { name: "holiday.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<!doctype html><script>alert(1)</script>") },
    { name: "survey.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(11 * 1024 * 1024, 0x25) },
  ]);
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(uploads).toContainText("File size cannot exceed 10MB");
  await expect(uploads).toContainText("This type of file cannot be uploaded");
  await expect(toastWithTitle(page, "1 uploaded, 2 not uploaded")).toBeVisible();
  const photo = page.getByRole("list", { name: "Photos" }).getByRole("button", { name: "Slab pour.png" });
  await expect(photo).toBeVisible();

  // The preview: full picture, download link, a comment and a reaction that toggles.
  await photo.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Slab pour.png" })).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Slab pour.png" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Download" })).toHaveAttribute("href", /\/api\/files\/\d+\/content\?download=1$/);
  await dialog.getByLabel("Add a comment").fill("Cover blocks in place, ready to pour");
  await dialog.getByRole("button", { name: "Comment" }).click();
  await expect(dialog.getByText("Cover blocks in place, ready to pour")).toBeVisible();
  await dialog.getByRole("button", { name: "Add a reaction" }).click();
  await page.getByRole("menuitem", { name: "React 👍" }).click();
  const mine = dialog.getByRole("button", { name: "👍 1, including you" });
  await expect(mine).toHaveAttribute("aria-pressed", "true");
  await mine.click();
  await expect(dialog.getByRole("button", { name: /^👍/ })).toHaveCount(0);

  // The download is the original bytes with the original name.
  const href = await dialog.getByRole("link", { name: "Download" }).getAttribute("href");
  const download = await page.request.get(href!);
  expect(download.headers()["content-disposition"]).toContain('attachment; filename="Slab pour.png"');
  expect((await download.body()).equals(png())).toBe(true);

  // A PDF previews in a frame of the app's own (its answer allows that frame and no other site's).
  await page.keyboard.press("Escape");
  await picker.setInputFiles([
    { name: "Method statement.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1") },
  ]);
  await page.getByRole("button", { name: /^Method statement\.pdf/ }).click();
  const frame = page.getByRole("dialog").locator('iframe[title="Preview of Method statement.pdf"]');
  await expect(frame).toBeVisible();
  // The frame opens the file's own answer; whether the browser then draws the PDF is its viewer's
  // business (the headless shell the journeys run in has none, and saves it instead), so the answer is
  // checked for what lets a full browser show it inline in the app's frame and in no other site's.
  const src = await frame.getAttribute("src");
  expect(src).toMatch(/\/api\/files\/\d+\/content$/);
  const inline = await page.request.get(src!);
  expect(inline.headers()["content-type"]).toBe("application/pdf");
  expect(inline.headers()["content-disposition"]).toMatch(/^inline; filename="Method statement\.pdf"/);
  expect(inline.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect(inline.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(refused, "refused by the Content-Security-Policy").toEqual([]);
});
