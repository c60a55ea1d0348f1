import type { Infer } from '../../../core/schema/schema';
import { s } from '../../../core/schema/schema';
import { MAX_TEST_RECIPIENTS, SESSION_ROLES } from '../../auth/tokens';
import { principalOf } from '../../http/context';
import { displayNameField, emailAddressField, userIdField } from '../../http/fields';
import { defineRoute } from '../../http/route';

export const createSessionBody = s.object({
  userId: userIdField,
  role: s
    .enum(SESSION_ROLES)
    .optional()
    .describe(
      'member (default): own templates and blocks; manager: also writes the shared ones (docs/api.md §12); reviewer: reads what a member reads and writes nothing (§15)',
    ),
  name: displayNameField.optional(),
  testRecipients: s
    .array(emailAddressField, { max: MAX_TEST_RECIPIENTS })
    .describe('addresses this user may send test e-mails to (POST /v1/templates/{id}/test-send), at most 5')
    .optional(),
});
export const sessionResponse = s.object({ sessionToken: s.string(), expiresIn: s.integer() });

export const createSession = defineRoute<Infer<typeof createSessionBody>>({
  method: 'POST',
  path: '/v1/sessions',
  auth: 'secret',
  summary: 'Mint a 2-hour session token for one user of this key (secret key only)',
  tags: ['sessions'],
  body: createSessionBody,
  responses: {
    201: { description: 'the session token', schema: sessionResponse },
    400: {
      description:
        'missing or invalid userId, name or testRecipients, or a role other than member, manager or reviewer',
    },
    401: { description: 'missing or invalid secret key (session tokens are refused)' },
    429: { description: 'rate limit exceeded' },
  },
  handle(ctx, { body }, { tokens }) {
    const p = principalOf(ctx);
    if (p.kind !== 'secret') throw new Error('sessions route reached without a secret key');
    const issued = tokens.issueSession({
      accountId: p.accountId,
      keyId: p.keyId,
      generation: p.generation,
      userId: body.userId,
      role: body.role ?? 'member',
      ...(body.name !== undefined && { name: body.name }),
      ...(body.testRecipients !== undefined && { testRecipients: dedupe(body.testRecipients) }),
    });
    ctx.status = 201;
    ctx.body = { sessionToken: issued.token, expiresIn: issued.expiresIn };
  },
});

/** The same address twice (in any letter case) is one recipient. */
function dedupe(addresses: string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const sessionRoutes = [createSession];
