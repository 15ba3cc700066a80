import { EventEmitter } from "node:events";

/**
 * "Someone signed in or out on this contract": the roll-call's events stream (issue 31) tells every open
 * device to read the roll-call again within 2 seconds. Writers publish after their transaction commits;
 * the events stream subscribes per contract. In one process this is immediate; the stream also
 * re-reads a cheap change marker on a short timer, so a write made by another instance of the app is
 * heard too (roll-call module).
 */
const bus = new EventEmitter();
// One listener per open roll-call screen: a busy site has dozens, which is not a leak.
bus.setMaxListeners(0);

export function publishSiteChange(projectId: number): void {
  bus.emit(`project:${projectId}`);
}

/** Calls `listener` on each change to the contract's sign-ins; returns the unsubscribe. */
export function onSiteChange(projectId: number, listener: () => void): () => void {
  const name = `project:${projectId}`;
  bus.on(name, listener);
  return () => bus.off(name, listener);
}
