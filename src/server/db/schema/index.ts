export * from "./identity";
