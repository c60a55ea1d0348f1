// JSON Schema for a schema of `schema.ts`, for the OpenAPI document. A function rather than
// methods on the schema classes: only the server needs it, and methods could not be left out of
// the browser bundle.
import {
  ArraySchema,
  BooleanSchema,
  CustomSchema,
  DefaultSchema,
  DiscriminatedSchema,
  EnumSchema,
  type JsonSchema,
  LazySchema,
  NullableSchema,
  NumberSchema,
  ObjectSchema,
  OptionalSchema,
  RecordSchema,
  RefinedSchema,
  type Schema,
  StringSchema,
  UnionSchema,
} from './schema';

/** A schema defined outside this library (a server field type) describes itself. */
export interface DescribesJsonSchema {
  jsonSchema(): JsonSchema;
}

function describesItself(schema: object): schema is DescribesJsonSchema {
  return typeof (schema as Partial<DescribesJsonSchema>).jsonSchema === 'function';
}

function shapeOf(schema: Schema<unknown>): JsonSchema {
  if (describesItself(schema)) return schema.jsonSchema();
  if (schema instanceof OptionalSchema || schema instanceof RefinedSchema) return toJsonSchema(schema.inner);
  if (schema instanceof LazySchema) return toJsonSchema(schema.schema);
  if (schema instanceof DefaultSchema) return { ...toJsonSchema(schema.inner), default: schema.fallback };
  if (schema instanceof NullableSchema) return { anyOf: [toJsonSchema(schema.inner), { type: 'null' }] };
  if (schema instanceof StringSchema) {
    const { min, max, pattern, format } = schema.options;
    return {
      type: 'string',
      ...(min !== undefined && { minLength: min }),
      ...(max !== undefined && { maxLength: max }),
      ...(pattern && { pattern: pattern.source }),
      ...(format && { format }),
    };
  }
  if (schema instanceof NumberSchema) {
    const { min, max, integer } = schema.options;
    return {
      type: integer ? 'integer' : 'number',
      ...(min !== undefined && { minimum: min }),
      ...(max !== undefined && { maximum: max }),
    };
  }
  if (schema instanceof BooleanSchema) return { type: 'boolean' };
  if (schema instanceof EnumSchema)
    return schema.values.length === 1 ? { const: schema.values[0] } : { enum: [...schema.values] };
  if (schema instanceof ArraySchema) {
    const { min, max } = schema.options;
    return {
      type: 'array',
      items: toJsonSchema(schema.item),
      ...(min !== undefined && { minItems: min }),
      ...(max !== undefined && { maxItems: max }),
    };
  }
  if (schema instanceof ObjectSchema) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [key, field] of Object.entries(schema.shape as Record<string, Schema<unknown>>)) {
      properties[key] = toJsonSchema(field);
      if (!(field instanceof OptionalSchema) && !(field instanceof DefaultSchema)) required.push(key);
    }
    return { type: 'object', properties, ...(required.length > 0 && { required }), additionalProperties: false };
  }
  if (schema instanceof RecordSchema) {
    const { maxKeys, key } = schema.options;
    return {
      type: 'object',
      additionalProperties: toJsonSchema(schema.value),
      ...(maxKeys !== undefined && { maxProperties: maxKeys }),
      ...(key && { propertyNames: toJsonSchema(key) }),
    };
  }
  if (schema instanceof UnionSchema) return { anyOf: schema.options.map((option) => toJsonSchema(option)) };
  if (schema instanceof DiscriminatedSchema) {
    return {
      oneOf: Object.values(schema.branches as Record<string, Schema<unknown>>).map((branch) => toJsonSchema(branch)),
      discriminator: { propertyName: schema.key },
    };
  }
  if (schema instanceof CustomSchema) return schema.json;
  throw new Error(`no JSON Schema for ${schema.constructor.name}: give it a jsonSchema() method`);
}

export function toJsonSchema(schema: Schema<unknown>): JsonSchema {
  const json = shapeOf(schema);
  return schema.description ? { ...json, description: schema.description } : json;
}
