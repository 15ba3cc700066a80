export * from "./identity";
export * from "./projects";
export * from "./carbon";
export * from "./site";
export * from "./carbon-figures";
export * from "./idempotency";
