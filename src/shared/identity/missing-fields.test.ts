import { describe, expect, it } from "vitest";
import { loginSchema, reportIssueSchema, resetPasswordSchema, signupSchema } from "./auth";
import { createUserSchema } from "./users";

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

/** A caller that leaves a field out gets the same words a person sees for an empty one, never zod's developer text. */
describe("missing fields", () => {
  it.each([
    ["login", loginSchema, ["Email is required", "Password is required"]],
    ["reset password", resetPasswordSchema, ["Email is required", "Reset code is required", "Password is required"]],
    ["signup (register)", signupSchema, ["Email is required", "Password is required", "Name is required", "Please select a role"]],
    ["create user", createUserSchema, ["Name is required", "Email is required", "Please select a role"]],
    ["report issue", reportIssueSchema, ["Subject must be at least 3 characters", "Description must be at least 10 characters", "Email is required"]],
  ] as const)("%s", (_name, schema, expected) => {
    expect(messages(schema.safeParse({}))).toEqual(expected);
  });
});
