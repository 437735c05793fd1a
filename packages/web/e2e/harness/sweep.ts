/**
 * How many requests a route sweep keeps in flight: the server renders one page while the next request travels
 * and the previous answer is read, and a handful at once stays far below what a visitor's browser opens. The
 * journeys' server runs without the simulation's burst limit (globalSetup.ts).
 */
const IN_FLIGHT = 4;

/** `task` for every item, at most IN_FLIGHT at a time; the answers in the items' order. */
export async function sweep<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const answers = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, items.length) }, worker));
  return answers;
}
