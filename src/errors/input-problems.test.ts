import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { asBadInput, InputProblems } from './input-problems.ts';

const problems = ['steps[0].type: "NOPE" is not a step type', 'trigger: must be an object'];

describe('asBadInput', () => {
  it('turns InputProblems thrown by the work into the documented 400 naming every problem', () => {
    let caught: unknown;
    try {
      asBadInput(() => {
        throw new InputProblems(problems);
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', messages: problems });
  });

  it('does the same for a promise that rejects with InputProblems', async () => {
    await expect(asBadInput(async () => Promise.reject(new InputProblems(problems)))).rejects.toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', messages: problems });
  });

  it('answers the work\'s value, and lets every other error through unchanged', async () => {
    expect(asBadInput(() => 42)).toBe(42);
    await expect(asBadInput(async () => 'done')).resolves.toBe('done');
    const bug = new TypeError('a bug');
    expect(() => asBadInput(() => { throw bug; })).toThrow(bug);
    await expect(asBadInput(async () => Promise.reject(bug))).rejects.toBe(bug);
  });
});
