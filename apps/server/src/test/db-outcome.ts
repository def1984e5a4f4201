/**
 * What a statement came to: `done` when it succeeded, else the database's message (Drizzle wraps
 * it as the error's cause), for tests that assert a refusal by its words.
 */
export const outcomeOf = (work: PromiseLike<unknown>, done = 'done'): Promise<string> =>
  Promise.resolve(work).then(
    () => done,
    (e: Error) => String(e.cause ?? e),
  );
