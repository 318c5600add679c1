export interface GroupCommitOptions<I> {
  /** At most this many items go in one batch (default 256). */
  maxItems?: number;
  /**
   * How long an item that finds nothing running may wait for company before its batch starts
   * (ms; default 0, none). An item arriving meanwhile with no wait of its own starts the batch at
   * once, taking the waiting ones along.
   */
  linger?: (item: I) => number;
}

/**
 * Group commit for one kind of statement: while a batch is in the database, the items that
 * arrive wait and go together in the next — one statement and one commit for many items under
 * load, no wait at all when idle (unless `linger` asks for one). `run` writes a batch and answers
 * each item, in order; an item's promise settles once its batch committed. When a batch of
 * several fails, each of its items is run alone, so an error stays with its item.
 */
export function createGroupCommit<I, O>(
  run: (items: I[]) => Promise<O[]>,
  { maxItems = 256, linger }: GroupCommitOptions<I> = {},
): (item: I) => Promise<O> {
  let waiting: { item: I; resolve: (answer: O) => void; reject: (error: unknown) => void }[] = [];
  let running = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const drain = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    running = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxItems);
      waiting = waiting.slice(batch.length);
      try {
        const answers = await run(batch.map((w) => w.item));
        batch.forEach((w, i) => w.resolve(answers[i]!));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else {
          for (const w of batch)
            await run([w.item]).then(([answer]) => w.resolve(answer!), w.reject);
        }
      }
    }
    running = false;
  };
  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (running) return;
      const wait = linger?.(item) ?? 0;
      if (wait <= 0) void drain();
      else timer ??= setTimeout(() => void drain(), wait);
    });
}
