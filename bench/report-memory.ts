// Loaded into the benchmarked server process (node --import): reports its own memory to the bench
// over the IPC channel, so the figures are the server's, not the client's that uploads.
const report = () => {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.send?.({ kind: 'memory', rss, heapUsed, external, arrayBuffers, at: Date.now() });
};

if (process.send) {
  setInterval(report, 20).unref();
  process.on('message', (message: { kind?: string }) => {
    if (message.kind !== 'baseline') return;
    // Collected first, so the baseline is what the server really holds at rest.
    (globalThis as { gc?: () => void }).gc?.();
    report();
    process.send?.({ kind: 'baseline-done' });
  });
}
