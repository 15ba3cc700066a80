import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fileBlobs, files, inductions } from "../../db/schema/index";
import { buildProject } from "../../seed/factories";
import { call, createTestApp, type TestApp } from "../../test/harness";
import { workforceSessions } from "./workers.test-support";
import { solvedToken } from "../../test/bot-token";
import { pngBytes } from "../../test/png";
import { multipartMany } from "../files/files.test-support";

/** Helpers of the registration-before-arrival API tests (issue 30, decision 0068). */

export const QUESTIONS = [
  { question: "Where is the first aid kit?", options: ["Site office", "In the van"], correct: 0 },
  { question: "What must you wear on site?", options: ["Trainers", "Hard hat and boots", "Shorts"], correct: 1 },
];
/** Right on both: 100 %. */
export const RIGHT = [0, 1];
export const SIGNATURE = "M 10 10 L 50 50 L 90 20";

/** A contract with its induction (an image section, two questions, pass at 100 %, three attempts). */
export async function contractWithInduction(db: Db) {
  const project = await buildProject(db);
  const [file] = await db
    .insert(files)
    .values({
      filename: "gate.png",
      originalName: "gate.png",
      mimetype: "image/png",
      size: 10,
      path: "db:file_blobs/x",
      projectId: null,
      description: "Induction image",
    })
    .returning();
  await db.insert(fileBlobs).values({ fileId: file.id, data: pngBytes() });
  await db
    .update(files)
    .set({ path: `db:file_blobs/${file.id}` })
    .where(eq(files.id, file.id));
  const [induction] = await db
    .insert(inductions)
    .values({
      projectId: project.id,
      title: `${project.name} induction`,
      sections: [
        { kind: "text", heading: "Welcome", body: "Sign in at the gate every morning." },
        { kind: "image", heading: "The gate", fileId: file.id, caption: "" },
      ],
      questions: QUESTIONS,
      passMark: 100,
      maxAttempts: 3,
      signOffStatement: "I have read and understood the site induction.",
    })
    .returning();
  return { project, induction, imageFileId: file.id };
}

export const details = (over: Record<string, unknown> = {}) => ({
  firstName: "Declan",
  lastName: "Ashworth",
  dateOfBirth: "1991-07-19",
  nationalInsurance: "jk123456c",
  mobilePhone: "07700 900321",
  employer: "Calder Valley Scaffolding Ltd",
  trade: "Scaffolder",
  nextOfKin: "Erin Ashworth",
  nextOfKinPhone: "07700 900654",
  medicalConditions: "Asthma",
  allergies: "Penicillin",
  ...over,
});

export const cscs = (over: Record<string, unknown> = {}) => ({
  schemeIdentifier: "CSCS",
  cardNumber: "81234567",
  expiryDate: "2099-03-31",
  cardTypeName: "Blue Skilled Worker",
  ...over,
});

type Photo = { field: string; name?: string; type?: string; data?: Buffer };

/** POSTs a registration as the phone does: the JSON part, a solved bot check (the app checks it), the photos. */
export async function register(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  { photos = [], ip = "203.0.113.10", solve = true }: { photos?: Photo[]; ip?: string; solve?: boolean } = {},
) {
  const recaptchaToken = solve ? (await solvedToken(t.app, "register_worker")).token : undefined;
  const parts = [
    { field: "registration", value: JSON.stringify({ consent: true, cards: [], ...body, recaptchaToken }) },
    ...photos.map((p) => ({ field: p.field, name: p.name ?? `${p.field}.png`, type: p.type ?? "image/png", data: p.data ?? pngBytes() })),
  ];
  return t.app.inject({ method: "POST", url: `/api/public/register/${token}`, remoteAddress: ip, ...multipartMany(parts) });
}

/**
 * The app both registration test files start: the bot check on (the public form's token is checked as
 * the browser's would be), the three workforce sessions, a contract with an induction and its link.
 */
export async function registrationFixture() {
  const t = await createTestApp({ botCheck: true });
  const sessions = await workforceSessions(t);
  const contract = await contractWithInduction(t.db);
  const issued = await call(t.app, sessions.supervisor, { method: "POST", url: `/api/projects/by-slug/${contract.project.slug}/registration-link` });
  const token: string = issued.json().path.split("/").pop();
  return { t, ...sessions, contract, token };
}
