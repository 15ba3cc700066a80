/** Moved to common/paging.ts (the shared primitives); kept so code written against the old path still builds. */
export * from "./common/paging";
