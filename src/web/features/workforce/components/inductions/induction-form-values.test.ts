import { describe, expect, it } from "vitest";
import type { InductionView } from "@shared/workforce/inductions";
import { editorSchema, emptyInduction, fromInduction, newQuestion, newSection } from "./induction-form-values";

const saved: InductionView = {
  id: 3,
  projectId: 7,
  contractName: "Kirkstall Road Apartments",
  title: "Site induction",
  sections: [
    { kind: "text", heading: "Rules", body: "Sign in at the gate." },
    { kind: "image", heading: "Assembly point", fileId: 41, caption: "By the gate" },
    { kind: "pdf", heading: "Site plan", fileId: 42 },
    { kind: "video", heading: "Working at height", url: "https://www.hse.gov.uk/work-at-height/" },
  ],
  questions: [{ question: "Where is the assembly point?", options: ["Car park", "Canteen"], correct: 1 }],
  passMark: 80,
  maxAttempts: 3,
  signOffStatement: "I will follow the site rules.",
  version: 2,
  updatedAt: "2026-11-27T09:00:00.000Z",
};

const messages = (values: unknown) => {
  const r = editorSchema.safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the induction editor's values", () => {
  it("a saved induction comes back as the same input", () => {
    const { id: _id, projectId: _p, contractName: _c, version: _v, updatedAt: _u, ...input } = saved;
    expect(editorSchema.parse(fromInduction(saved))).toEqual(input);
  });

  it("a blank section, question, pass mark and missing file say what is wrong, at their fields", () => {
    const values = { ...emptyInduction("Company induction"), sections: [newSection("text"), newSection("image")], questions: [newQuestion()], passMark: "" };
    expect(messages(values)).toEqual([
      "sections.0.heading: Heading is required",
      "sections.0.body: Text is required",
      "sections.1.heading: Heading is required",
      "sections.1.fileId: Choose a file to upload",
      "questions.0.question: Question is required",
      "questions.0.options.0: Answer is required",
      "questions.0.options.1: Answer is required",
      "questions.0.correct: Mark the right answer",
      "passMark: Pass mark must be a whole number from 1 to 100",
    ]);
  });
});
