// Waiting for outside I/O no longer than a job may (half its lease): the work goes on, but the
// caller stops waiting for it. What the work does after the deadline (a late failure) is
// nobody's to hear, so it is caught here rather than left unhandled.
export const LATE = Symbol('late');

/** The work's result, or LATE when `ms` passed first. */
export async function beforeDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof LATE> {
  work.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
