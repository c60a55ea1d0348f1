// Custom block types (docs/api.md §16): request and response shapes. The body passes the core
// definition check (shape, fields, template sections and markup, icon), which also sanitises
// the icon; the OpenAPI document shows the definition's shape.
import {
  type BlockTypeDefinition,
  blockTypeDefinitionSchema,
  validateBlockType,
} from '../../../core/block-types/definition';
import { toJsonSchema } from '../../../core/schema/json-schema';
import { INVALID, type Issue, type JsonSchema, Schema, s } from '../../../core/schema/schema';

class BlockTypeBodySchema extends Schema<BlockTypeDefinition> {
  check(value: unknown, path: string, issues: Issue[]): BlockTypeDefinition | typeof INVALID {
    const result = validateBlockType(value);
    if (result.ok) return result.value;
    for (const issue of result.issues)
      issues.push({ path: path ? `${path}.${issue.path}` : issue.path, message: issue.message });
    return INVALID;
  }
  jsonSchema(): JsonSchema {
    return toJsonSchema(blockTypeDefinitionSchema);
  }
}

export const blockTypeBody = new BlockTypeBodySchema().describe(
  '`label`, optional `icon`, at most 30 `fields` and a `template` of at most 20 KB (see docs/api.md §16)',
);

export const blockTypeResponse = blockTypeDefinitionSchema.extend({
  name: s.string().describe('the type name, as in the path'),
  updatedAt: s.integer().describe('last create or replace, epoch milliseconds'),
});
