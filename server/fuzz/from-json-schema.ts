import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema (draft 2020-12) that z.toJSONSchema writes for this project's schemas. */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** Kept small: the fuzzer wants many requests, not big ones (hostile.ts brings the big ones). */
const LENGTH_CAP = 40;
const ITEMS_CAP = 4;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('1950-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1950-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl();
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? LENGTH_CAP, LENGTH_CAP));
  return fc.string({ unit: 'grapheme', minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return inRange.filter(
    (value) =>
      (schema.exclusiveMinimum === undefined || value > schema.exclusiveMinimum) &&
      (schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum),
  );
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const known = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value)]));
  const record = fc.record(known, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) });
  const extra = schema.additionalProperties;
  if (extra === undefined || extra === false || Object.keys(properties).length > 0) return record;
  // A map (z.record): its keys from propertyNames, its values from additionalProperties.
  const keys = schema.propertyNames ? stringArbitrary(schema.propertyNames) : fc.string({ maxLength: 12 });
  const values = extra === true ? fc.jsonValue({ maxDepth: 2 }) : arbitraryFor(extra);
  return fc.dictionary(keys, values, { maxKeys: ITEMS_CAP });
}

function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map(arbitraryFor));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0]);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryFor({ ...schema, type })));
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? ITEMS_CAP, ITEMS_CAP));
      return fc.array(schema.items ? arbitraryFor(schema.items) : fc.jsonValue({ maxDepth: 1 }), {
        minLength,
        maxLength,
      });
    }
    case 'object':
      return objectArbitrary(schema);
    default:
      // {} is "anything": the free-form metadata of the auth service.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values shaped by a zod schema, through its JSON Schema (z.toJSONSchema). Refinements the
 * JSON Schema cannot say (a web link, the guardian's consent) are not honoured, so some values
 * are refused by the route: the fuzzer wants both kinds.
 */
export function arbitraryFromZod(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  return arbitraryFor(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}
