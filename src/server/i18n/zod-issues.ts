import type { TextTemplate, TextValue } from './user-text';

/** A failed Zod check as the error plugin sees it: its code and the issue's other fields (no input). */
export interface ZodIssueDetail {
  readonly code: string;
  readonly [field: string]: unknown;
}

/** Zod's way of quoting a value in its messages (`"text"`, `12`, `10n`). */
function quote(value: unknown): string {
  if (typeof value === 'bigint') return `${value.toString()}n`;
  if (typeof value === 'string') return `"${value}"`;
  return String(value);
}

const sizedOrigins: Record<string, string> = { string: 'string', array: 'array', set: 'array', file: 'file' };
const numberOrigins = new Set(['number', 'int', 'bigint']);
const namedFormats = new Set(['email', 'url', 'uuid', 'datetime', 'date']);
const stringChecks: Record<string, { key: string; field: string }> = {
  starts_with: { key: 'startsWith', field: 'prefix' },
  ends_with: { key: 'endsWith', field: 'suffix' },
  includes: { key: 'includes', field: 'includes' },
};

/** A catalogue key of the `validation` namespace and its values. */
type Template = [key: string, values: Record<string, TextValue>];

/** A too_big or too_small issue: by size (characters, items, bytes; a plural count) or by value. */
function describeBound(detail: ZodIssueDetail): Template {
  const bound = detail.code === 'too_big' ? 'tooBig' : 'tooSmall';
  const limit = bound === 'tooBig' ? detail.maximum : detail.minimum;
  if (typeof limit !== 'number' && typeof limit !== 'bigint') return ['invalidInput', {}];
  const origin = String(detail.origin);
  const isInclusive = detail.inclusive !== false || detail.exact === true;
  const sized = sizedOrigins[origin];
  if (sized) {
    // Sizes are whole numbers: '< 5' reads as 'at most 4'.
    const count = Number(limit) + (isInclusive ? 0 : bound === 'tooBig' ? -1 : 1);
    return [`${bound}.${sized}`, { count }];
  }
  if (!numberOrigins.has(origin)) return ['invalidInput', {}];
  const name = bound === 'tooBig' ? 'maximum' : 'minimum';
  return [`${bound}.${isInclusive ? 'number' : 'numberExclusive'}`, { [name]: String(limit) }];
}

/** The catalogue key and values of an issue Zod worded itself; undefined leaves it generic. */
function findTemplate(detail: ZodIssueDetail, english: string): Template | undefined {
  switch (detail.code) {
    case 'invalid_type': {
      const received = /received (\S+)$/.exec(english)?.[1];
      if (!received) return ['invalidInput', {}];
      const expected = String(detail.expected);
      return received === 'undefined'
        ? ['invalidType.missing', { expected }]
        : ['invalidType', { expected, received }];
    }
    case 'invalid_value': {
      const values = Array.isArray(detail.values) ? (detail.values as unknown[]) : [];
      return values.length === 1
        ? ['invalidValue', { value: quote(values[0]) }]
        : ['invalidOption', { values: values.map(quote).join('|') }];
    }
    case 'too_big':
    case 'too_small':
      return describeBound(detail);
    case 'invalid_format': {
      const format = String(detail.format);
      const check = stringChecks[format];
      if (check) return [`invalidFormat.${check.key}`, { [check.field]: String(detail[check.field]) }];
      if (format === 'regex') return ['invalidFormat.regex', { pattern: String(detail.pattern) }];
      if (namedFormats.has(format)) return [`invalidFormat.${format}`, {}];
      return ['invalidFormat.other', { format }];
    }
    case 'not_multiple_of':
      return ['notMultipleOf', { divisor: String(detail.divisor) }];
    case 'unrecognized_keys': {
      const keys = Array.isArray(detail.keys) ? (detail.keys as unknown[]) : [];
      return ['unrecognizedKeys', { count: keys.length, keys: keys.map(quote).join(', ') }];
    }
    case 'invalid_key':
      return ['invalidKey', { origin: String(detail.origin) }];
    case 'invalid_element':
      return ['invalidElement', { origin: String(detail.origin) }];
    default:
      return undefined;
  }
}

/**
 * A message Zod worded itself (no custom message in the contract), in every language: English stays Zod's
 * text word for word; the other languages read the `validation` catalogue's template for the issue's code,
 * filled from the issue's fields (an unknown code reads as 'Invalid input').
 */
export function describeZodIssue(detail: ZodIssueDetail | undefined, english: string): TextTemplate {
  const [key, values] = (detail && findTemplate(detail, english)) ?? ['invalidInput', {}];
  return { key, namespace: 'validation', values, english };
}
