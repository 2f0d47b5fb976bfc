// Test helper: run `fn`, expect a 400 AppError with `code`, return its message.
import { expect } from 'vitest';
import { AppError, type ErrorCode } from '../errors/app-error.ts';

export function badRequestMessage(code: ErrorCode, fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    expect((error as AppError).code).toBe(code);
    return (error as AppError).message;
  }
  throw new Error(`expected a 400 ${code}`);
}
