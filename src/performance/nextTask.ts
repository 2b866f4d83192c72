/**
 * Resolves in a new task: work after it runs as a short task of its own instead of prolonging the current one, so
 * the page stays responsive while it starts (Lighthouse counts every task over 50 ms as blocking). A
 * message, not a timer: timers follow the page's clock (clamped in background tabs, paused by test clocks).
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
