/**
 * A child process's V8 heap, read through its inspector: the process must run with
 * `--inspect=127.0.0.1:0`, which prints the address `output` then holds. The heap is counted after
 * a full collection, so that garbage not yet collected does not pass for a leak, nor hide one.
 */
export async function inspectorOf(output: string) {
  const address = /ws:\/\/127\.0\.0\.1:\d+\/[\w-]+/.exec(output)?.[0];
  if (!address) throw new Error(`The process printed no inspector address:\n${output}`);
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.resolve(message.result);
  });
  // A process that ended answers nothing: the question fails instead of waiting for the test's timeout.
  socket.addEventListener('close', () => {
    for (const { reject } of waiting.values()) reject(new Error('The inspected process closed its inspector'));
  });
  let lastId = 0;
  const call = <T>(method: string) =>
    new Promise<T>((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, { resolve: resolve as (result: unknown) => void, reject });
      socket.send(JSON.stringify({ id: lastId, method }));
    });
  return {
    /** The bytes the heap holds after a full collection. */
    async heapUsed(): Promise<number> {
      await call('HeapProfiler.collectGarbage');
      return (await call<{ usedSize: number }>('Runtime.getHeapUsage')).usedSize;
    },
    close: () => socket.close(),
  };
}
