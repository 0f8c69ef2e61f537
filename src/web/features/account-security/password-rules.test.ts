import { describe, expect, it } from 'vitest';
import { checkPasswordRules } from './password-rules';

const met = (password: string) =>
  Object.fromEntries(checkPasswordRules(password).map((rule) => [rule.id, rule.isMet]));

describe('password checklist', () => {
  it('marks each rule of the spec as it holds', () => {
    expect(met('')).toEqual({ length: false, cases: false, digits: false, special: false, notCommon: false });
    expect(met('Abcdefg1!x')).toEqual({
      length: true,
      cases: true,
      digits: true,
      special: true,
      notCommon: true,
    });
    expect(met('password')).toMatchObject({ length: true, notCommon: false });
    expect(met('        ')).toMatchObject({ length: false });
  });

  it('counts letters and digits of any script, and emoji once', () => {
    expect(met('Ärger٣ßxyz')).toMatchObject({ cases: true, digits: true, special: false });
    expect(met('🔑🔑🔑🔑🔑🔑🔑')).toMatchObject({ length: false, special: true });
  });

  it('enforces only the length and the common list', () => {
    expect(
      checkPasswordRules('x')
        .filter((rule) => rule.isRequired)
        .map((rule) => rule.id),
    ).toEqual(['length', 'notCommon']);
  });
});
