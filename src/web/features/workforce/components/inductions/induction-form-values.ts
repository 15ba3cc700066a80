import { z } from "zod";
import { inductionInput, type InductionView, type SectionKind } from "@shared/workforce/inductions";

/**
 * The editor's values as its inputs hold them (text), and the way to the shared schema: the server
 * checks the same `inductionInput`, so a field's message is the same on both sides.
 */
export type SectionValues = { kind: SectionKind; heading: string; body: string; fileId: string; fileName: string; caption: string; url: string };
export type QuestionValues = { question: string; options: string[]; correct: string };
export type InductionEditorValues = {
  title: string;
  sections: SectionValues[];
  questions: QuestionValues[];
  passMark: string;
  maxAttempts: string;
  signOffStatement: string;
};

export const newSection = (kind: SectionKind): SectionValues => ({ kind, heading: "", body: "", fileId: "", fileName: "", caption: "", url: "" });
export const newQuestion = (): QuestionValues => ({ question: "", options: ["", ""], correct: "" });

export const emptyInduction = (title: string): InductionEditorValues => ({
  title,
  sections: [newSection("text")],
  questions: [newQuestion()],
  passMark: "80",
  maxAttempts: "3",
  signOffStatement: "I have read and understood this induction and I will follow the site rules it sets out.",
});

export function fromInduction(i: InductionView): InductionEditorValues {
  return {
    title: i.title,
    sections: i.sections.map((s) => ({
      ...newSection(s.kind),
      heading: s.heading,
      ...(s.kind === "text" ? { body: s.body } : {}),
      ...(s.kind === "image" ? { fileId: String(s.fileId), caption: s.caption } : {}),
      ...(s.kind === "pdf" ? { fileId: String(s.fileId) } : {}),
      ...(s.kind === "video" ? { url: s.url } : {}),
    })),
    questions: i.questions.map((q) => ({ question: q.question, options: [...q.options], correct: String(q.correct) })),
    passMark: String(i.passMark),
    maxAttempts: String(i.maxAttempts),
    signOffStatement: i.signOffStatement,
  };
}

const number = (v: string) => (v.trim() === "" ? undefined : Number(v));

/** Each section as its kind holds it, numbers as numbers; then the shared schema. */
function toInput(v: InductionEditorValues) {
  return {
    title: v.title,
    sections: v.sections.map((s) => {
      if (s.kind === "text") return { kind: s.kind, heading: s.heading, body: s.body };
      if (s.kind === "image") return { kind: s.kind, heading: s.heading, fileId: s.fileId, caption: s.caption };
      if (s.kind === "pdf") return { kind: s.kind, heading: s.heading, fileId: s.fileId };
      return { kind: s.kind, heading: s.heading, url: s.url };
    }),
    questions: v.questions.map((q) => ({ question: q.question, options: q.options, correct: number(q.correct) })),
    passMark: number(v.passMark),
    maxAttempts: number(v.maxAttempts),
    signOffStatement: v.signOffStatement,
  };
}

export const editorSchema = z.preprocess((v) => toInput(v as InductionEditorValues), inductionInput);
