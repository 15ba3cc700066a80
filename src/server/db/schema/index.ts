export * from "./identity";
export * from "./projects";
