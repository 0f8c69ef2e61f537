import { describe, expect, it } from 'vitest';
import { registerFormSchema, resetPasswordFormSchema } from './account-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('account forms use the shared password rule', () => {
  it('accept 128 characters of any script, including astral ones', () => {
    const password = '𝒜🔑'.repeat(64);
    expect(registerFormSchema.safeParse({ name: 'Ada', email: 'ada@example.com', password }).success).toBe(
      true,
    );
    expect(resetPasswordFormSchema.safeParse({ password, confirmation: password }).success).toBe(true);
  });

  it('refuse a password of only spaces with the server message', () => {
    const password = '\u3000'.repeat(10);
    const result = resetPasswordFormSchema.safeParse({ password, confirmation: password });
    expect(firstMessage(result)).toBe('Password cannot be only spaces.');
  });
});
