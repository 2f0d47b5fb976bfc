// A client's input that breaks rules only a domain reader knows (a workflow's definition, a
// sequence's steps): every fault found, each naming its place. Domain code throws it where it
// reads; the service method that took the input wraps the read in asBadInput, the one place it
// becomes the documented 400 (VALIDATION_FAILED; GraphQL BAD_USER_INPUT). Stored definitions
// read without asBadInput stay internal errors: a fault there is not the client's.
import { validationFailed } from './app-error.ts';

export class InputProblems extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'InputProblems';
  }
}

function rethrowAsBadInput(error: unknown): never {
  if (error instanceof InputProblems) throw validationFailed(...error.problems);
  throw error;
}

/** `work()`, with an InputProblems it throws (or its promise rejects with) as the 400. */
export function asBadInput<T>(work: () => T): T {
  try {
    const result = work();
    return (result instanceof Promise ? result.catch(rethrowAsBadInput) : result) as T;
  } catch (error) {
    return rethrowAsBadInput(error);
  }
}
