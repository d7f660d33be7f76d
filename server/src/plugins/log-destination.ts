/**
 * Where the server's log lines go: stdout, written once per turn of the event loop rather than
 * once per line. pino's default destination makes one write(2) per line, two per request, which
 * under load cost as much as answering the request itself; here every line of a turn leaves in
 * one call. Still synchronous and in order, so nothing is held longer than the current turn: an
 * uncaught error or process.exit() flushes what is pending on the way out ('exit'), and only a
 * SIGKILL can lose the lines of the turn it interrupts.
 */
export function createLogDestination(sink: { write(text: string): unknown } = process.stdout): {
  write(line: string): void;
  flush(): void;
  close(): void;
} {
  let pending: string[] = [];
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    try {
      // Files and pipes are written synchronously by Node on Linux, so this call is the write(2).
      sink.write(text);
    } catch {
      // stdout closed: a log line must never take the server down.
    }
  }

  process.on('exit', flush);
  return {
    write(line: string): void {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
    /** The app closed: what is pending goes now, and the process no longer flushes for it. */
    close(): void {
      flush();
      process.off('exit', flush);
    },
  };
}
