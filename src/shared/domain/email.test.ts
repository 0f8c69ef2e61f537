import { describe, expect, it } from 'vitest';
import { isEmailShaped, normalizeEmail } from './email';

describe('isEmailShaped', () => {
  it('accepts ordinary addresses', () => {
    for (const value of [
      'ada@example.com',
      'first.last+tag@mail.example.co.uk',
      ' ada@example.com ',
      "o'brien@example.ie",
      'user@xn--bcher-kva.example',
      'jorg@müller.de',
    ]) {
      expect(isEmailShaped(value)).toBe(true);
    }
  });

  it('refuses malformed addresses', () => {
    for (const value of [
      '',
      'plainaddress',
      '@example.com',
      'ada@',
      'ada@example',
      'ada@@example.com',
      'ada@exa mple.com',
      'a da@example.com',
      '.ada@example.com',
      'ada.@example.com',
      'a..da@example.com',
      'ada@-example.com',
      'ada@example..com',
      'ada@example.c',
      'ada@127.0.0.1',
      `${'a'.repeat(65)}@example.com`,
      `ada@${'a'.repeat(250)}.com`,
    ]) {
      expect(isEmailShaped(value), value).toBe(false);
    }
  });

  it('normalises by trimming and lower-casing', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});
