/**
 * Values for the OpenAPI bad-input walk: per JSON schema, plausible values and wrong ones (wrong types, edge
 * strings, huge values and lists), as fast-check arbitraries.
 */
import fc from 'fast-check';

/** The part of JSON Schema the contracts produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
}

// ---------------------------------------------------------------------------------------------- values

const edgeStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\u202egnp.exe',
  '\u200b\u200d',
  '😀👍🏽',
  'e\u0301',
  'ﷺ',
  '%00',
  '%E0%A4%A',
  '%zz',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '\\u0000',
  'null',
  '\r\n\r\n',
  '{"a":1}',
  'x'.repeat(5_000),
  'y'.repeat(300_000),
];

export const edgeString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...edgeStrings), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
);

const hugeList = Array.from({ length: 20_000 }, (_, index) => `item-${index}`);

/** Values of the wrong kind for any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  edgeString,
  fc.integer(),
  fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
  fc.constant(hugeList),
  fc.array(edgeString, { maxLength: 3 }),
  fc.dictionary(edgeString, edgeString, { maxKeys: 3 }),
);

export function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value for `schema`: often plausible (right type, sometimes over its bounds), often wrong. */
function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: plausibleValue(schema, depth), weight: 3 },
    { arbitrary: wrongValue, weight: 2 },
  );
}

function plausibleValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return wrongValue;
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((item) => valueFor(item, depth + 1)));
  const [type] = typesOf(schema).filter((entry) => entry !== 'null');
  switch (type) {
    case 'string':
      return schema.format === 'uuid'
        ? fc.oneof(fc.uuid(), edgeString)
        : fc.oneof(edgeString, fc.constant('z'.repeat((schema.maxLength ?? 100) + 1)));
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -10;
      const max = schema.maximum ?? 1000;
      // A range with a fractional bound (an overlay's 0.05-1 share) is drawn as doubles, others as integers.
      const inRange =
        Number.isInteger(min) && Number.isInteger(max)
          ? fc.integer({ min, max })
          : fc.double({ min, max, noNaN: true });
      return fc.oneof(inRange, fc.constantFrom(max + 1, min - 1, 0.5, -0));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.oneof(
        fc.array(schema.items ? valueFor(schema.items, depth + 1) : wrongValue, { maxLength: 4 }),
        fc.constant(Array.from({ length: (schema.maxItems ?? 50) + 1 }, () => 'facebook')),
        fc.constant(hugeList),
      );
    case 'object':
      return objectFor(schema, depth);
    default:
      return wrongValue;
  }
}

/** An object for `schema`: each property present or missing, sometimes wrong, plus extra fields. */
export function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const fields = fc.tuple(
    ...properties.map(([name, property]) =>
      fc.option(valueFor(property, depth + 1), { nil: undefined }).map((value) => [name, value] as const),
    ),
  );
  const extras = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'extra', 'isAdmin', 'workspaceId'),
    wrongValue,
    {
      maxKeys: 2,
    },
  );
  return fc.tuple(fields, extras).map(([entries, extra]) => {
    const value: Record<string, unknown> = {};
    for (const [name, field] of entries) if (field !== undefined) value[name] = field;
    for (const [name, field] of Object.entries(extra))
      Object.defineProperty(value, name, { value: field, enumerable: true });
    return value;
  });
}
