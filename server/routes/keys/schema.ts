import { normaliseOrigin } from '../../../core/origins';
import { INVALID, type Issue, type JsonSchema, Schema, s } from '../../../core/schema/schema';

export const MAX_ORIGINS = 100;

/** Origins in canonical form, de-duplicated; anything that is not `http(s)://host[:port]` is a 400. */
class OriginListSchema extends Schema<string[]> {
  check(value: unknown, path: string, issues: Issue[]): string[] | typeof INVALID {
    if (!Array.isArray(value)) {
      issues.push({ path, message: 'must be an array of origins' });
      return INVALID;
    }
    if (value.length > MAX_ORIGINS) {
      issues.push({ path, message: `must have at most ${MAX_ORIGINS} items` });
      return INVALID;
    }
    const out = new Set<string>();
    for (const [i, item] of value.entries()) {
      const origin = typeof item === 'string' ? normaliseOrigin(item.trim()) : null;
      if (origin === null) {
        issues.push({
          path: `${path}[${i}]`,
          message:
            'must be a plain origin like https://app.example.com (scheme, host and optional port; no wildcards, paths or percent-encoding)',
        });
        return INVALID;
      }
      out.add(origin);
    }
    return [...out];
  }
  jsonSchema(): JsonSchema {
    return {
      type: 'array',
      maxItems: MAX_ORIGINS,
      items: {
        type: 'string',
        pattern: '^[Hh][Tt][Tt][Pp][Ss]?://([A-Za-z0-9.-]+|\\[[0-9A-Fa-f:.]+\\])(:[1-9][0-9]{0,4})?$',
      },
    };
  }
}

export const setOriginsBody = s.object({ origins: new OriginListSchema() });
export const originsResponse = s.object({ id: s.string(), origins: s.array(s.string()) });

const limitsShape = s.object({
  renders: s.number(),
  storageMb: s.number(),
  templates: s.number(),
  coEditors: s.integer().describe('people live in one template at once; the next one joins read-only'),
});

/** The plan's features, as `GET /v1/keys/validate` and the dashboard report them. */
export const planFeatures = s.object({
  imageUpload: s.boolean(),
  customFonts: s.boolean(),
  exportHtml: s.boolean(),
  templateLibrary: s.boolean(),
  whiteLabel: s.boolean(),
  coEditing: s.boolean(),
  comments: s.boolean(),
  customBlocks: s.boolean(),
  testSend: s.boolean(),
});
export const validateResponse = s.object({
  plan: s.string(),
  limits: limitsShape,
  usage: s.object({ renders: s.number(), storageMb: s.number(), templates: s.number() }),
  features: planFeatures,
  operator: s.object({ name: s.string() }),
  userId: s.string().optional(),
  role: s.enum(['member', 'manager', 'reviewer'] as const).optional(),
  name: s.string().describe("session tokens: the user's display name, when the token carries one").optional(),
  testRecipients: s
    .array(s.string())
    .describe('session tokens: the addresses test sends may go to, when the token carries any')
    .optional(),
});
