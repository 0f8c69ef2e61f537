import { describe, expect, it } from 'vitest';
import { commonPasswordList } from './common-passwords';
import { checkPassword, isCommonPassword, passwordMaxUtf16Units } from './passwords';

describe('checkPassword', () => {
  it('refuses passwords under 8 characters', () => {
    expect(checkPassword('Ab1!xyz')).toEqual({
      ok: false,
      message: 'Password must be at least 8 characters.',
    });
    expect(checkPassword('')).toEqual({ ok: false, message: 'Password must be at least 8 characters.' });
  });

  it('counts code points, so emoji count once', () => {
    expect(checkPassword('🔑🔑🔑🔑🔑🔑🔑').ok).toBe(false);
    expect(checkPassword('🔑🔑🔑🔑🔑🔑🔑🔑')).toEqual({ ok: true });
  });

  it('refuses passwords over 128 characters and accepts exactly 128', () => {
    expect(checkPassword('x7'.repeat(64))).toEqual({ ok: true });
    expect(checkPassword(`${'x7'.repeat(64)}q`)).toEqual({
      ok: false,
      message: 'Password must be at most 128 characters.',
    });
  });

  it('accepts 128 characters of any script, including 128 astral ones (256 UTF-16 units)', () => {
    const astral = '𝒜🔑'.repeat(64);
    expect(astral.length).toBe(256);
    expect(checkPassword(astral)).toEqual({ ok: true });
    expect(checkPassword(`${astral}x`).ok).toBe(false);
    expect(checkPassword('パスワード長い文'.repeat(16))).toEqual({ ok: true });
    expect(checkPassword('كلمة سر طويلة جدا')).toEqual({ ok: true });
    expect(passwordMaxUtf16Units).toBe(256);
  });

  it('refuses a password of only spaces, whatever the script, and keeps spaces inside one', () => {
    const blank = { ok: false, message: 'Password cannot be only spaces.' };
    expect(checkPassword(' '.repeat(12))).toEqual(blank);
    expect(checkPassword('\u3000'.repeat(8))).toEqual(blank);
    expect(checkPassword(' \t\u00a0 \n   ')).toEqual(blank);
    expect(checkPassword('  violet tractor  ')).toEqual({ ok: true });
  });

  it('refuses common passwords whatever their case', () => {
    const tooCommon = { ok: false, message: 'This password is too common. Choose a less predictable one.' };
    expect(checkPassword('password')).toEqual(tooCommon);
    expect(checkPassword('Password1')).toEqual(tooCommon);
    expect(checkPassword('QWERTYUIOP')).toEqual(tooCommon);
    expect(checkPassword('12345678')).toEqual(tooCommon);
  });

  it('accepts an unremarkable long passphrase', () => {
    expect(checkPassword('violet tractor sings at dawn')).toEqual({ ok: true });
  });
});

describe('common password list', () => {
  it('holds about a thousand or more lower-case, unique entries', () => {
    expect(commonPasswordList.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(commonPasswordList).size).toBe(commonPasswordList.length);
    expect(commonPasswordList.every((entry) => entry === entry.toLowerCase() && entry.trim() === entry)).toBe(
      true,
    );
  });

  it('knows the best-known ones', () => {
    for (const entry of ['123456', 'iloveyou', 'trustno1', 'letmein', 'football', '1q2w3e4r', 'P@ssw0rd']) {
      expect(isCommonPassword(entry)).toBe(true);
    }
    expect(isCommonPassword('correct horse battery staple 42')).toBe(false);
  });
});
