import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { catalogue as de } from '../../i18n/locales/de';
import { catalogue as en } from '../../i18n/locales/en';
import { loginFormSchema, registerFormSchema, resetPasswordFormSchema } from './account-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

beforeAll(async () => {
  await i18n.init({ lng: 'en', fallbackLng: false, resources: { en, de } });
});

afterAll(async () => {
  await i18n.changeLanguage('en');
});

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

describe('account form messages follow the interface language', () => {
  it('word each check in English as the spec does, and in the language in force when checked', async () => {
    const login = { email: 'not-an-email', password: '', rememberMe: false };
    expect(loginFormSchema.safeParse(login).error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid email address',
      'Password is required',
    ]);
    const short = { name: 'Ada', email: 'ada@example.com', password: 'short' };
    expect(firstMessage(registerFormSchema.safeParse(short))).toBe('Password must be at least 8 characters.');

    await i18n.changeLanguage('de');
    expect(loginFormSchema.safeParse(login).error?.issues.map((issue) => issue.message)).toEqual([
      'Bitte gib eine gültige E-Mail-Adresse ein',
      'Bitte gib dein Passwort ein',
    ]);
    expect(firstMessage(registerFormSchema.safeParse(short))).toBe(
      'Das Passwort muss mindestens 8 Zeichen lang sein.',
    );
    const differ = resetPasswordFormSchema.safeParse({ password: 'violet harbour', confirmation: 'x' });
    expect(firstMessage(differ)).toBe('Die Passwörter stimmen nicht überein');
  });
});
