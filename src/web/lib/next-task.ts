/**
 * Resolves in a task of its own, after the tasks already queued (not a timer: a background tab holds a
 * timer for a second). Work split across tasks lets a phone paint and answer a tap in between (issue 13).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
