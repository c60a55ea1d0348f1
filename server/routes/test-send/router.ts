// `POST /v1/templates/{id}/test-send` (docs/api.md §16): the rendered template, with the
// preview's sample data, to one address. Not an open relay: a session token may send only to
// the addresses its host put in the token, and every sender and account is limited (one Lua
// step charges both windows before the mail goes out; a send that did not go out is refunded).
import type { EmailDocument } from '../../../core/document/schema';
import { showBlockFor } from '../../../core/merge-tags/conditions';
import { fillSamples } from '../../../core/merge-tags/samples';
import { renderHtml, renderText } from '../../../core/render';
import { subjectOf } from '../../../core/render/document';
import type { Infer } from '../../../core/schema/schema';
import { errors } from '../../errors';
import { type AppContext, principalOf } from '../../http/context';
import { defineRoute } from '../../http/route';
import { isPlanName, PLANS } from '../../plans';
import type { TestSender } from '../../store/test-sends';
import { blockTypesFor } from '../block-types/definitions';
import { actingUser, loadReadableTemplate, visibleTo } from '../templates/scope';
import { sendTestMessage } from './mailer';
import { testSendBody, testSendResponse } from './schema';

export const testSend = defineRoute<Infer<typeof testSendBody>>({
  method: 'POST',
  path: '/v1/templates/:id/test-send',
  auth: 'api',
  summary: 'Send the rendered template with sample data to one test recipient (needs testSend and SMTP_URL)',
  tags: ['templates', 'test-send'],
  body: testSendBody,
  responses: {
    200: { description: 'the mail server accepted the message', schema: testSendResponse },
    400: { description: 'invalid body: `to` is not one plain address, or a bad `samples` entry' },
    401: { description: 'missing or invalid key or token' },
    402: { description: 'testSend is not in the plan (feature_not_in_plan)' },
    403: {
      description:
        "origin not in the key's allowlist, or `to` is not one of the session token's testRecipients (recipient_not_allowed)",
    },
    404: { description: 'no such template in scope' },
    429: {
      description:
        'rate limit, or 10 test sends per user an hour / 200 per account a day (test_send_limit, Retry-After)',
    },
    501: { description: 'SMTP_URL is not set on this server (test_send_not_configured)' },
    502: { description: 'the mail server refused the message (smtp_rejected); not counted' },
    503: { description: 'the mail server could not be reached or asked to retry (smtp_unavailable); not counted' },
  },
  load: loadReadableTemplate,
  async handle(ctx, { body, params }, { store, config, logger }) {
    const p = principalOf(ctx);
    if (p.kind === 'dashboard') throw errors.unauthorized();
    if (!isPlanName(p.plan) || !PLANS[p.plan].features.testSend)
      throw errors.featureNotInPlan('Test sends (testSend)', p.plan);
    if (!config.smtp) throw errors.testSendNotConfigured();
    if (!recipientAllowed(ctx, body.to)) throw errors.recipientNotAllowed();
    const record = await store.templates.get(p.accountId, params.id ?? '');
    // Deleted between the check and now.
    if (!record || !visibleTo(record, actingUser(ctx))) throw errors.notFound('template not found');

    const sender: TestSender = p.kind === 'session' ? { userId: p.userId } : { keyId: p.keyId };
    const charge = await store.testSends.charge(p.accountId, sender);
    if (!charge.allowed) {
      throw errors.testSendLimit(
        charge.limit,
        charge.window === 'sender' ? 'user' : 'account',
        Math.ceil(charge.retryAfterMs / 1000),
      );
    }
    const doc = JSON.parse(record.blockTreeJson) as EmailDocument;
    const samples = new Map(Object.entries(body.samples ?? {}));
    // Display conditions are decided from the samples, as the preview shows them (docs/api.md §16).
    const options = {
      assetBaseUrl: `${config.publicUrl}/assets`,
      showBlock: showBlockFor(samples),
      blockTypes: await blockTypesFor(store, p.accountId, p.plan, doc),
    };
    const message = {
      to: body.to,
      subject: fillSamples(subjectOf(doc), samples, 'text') || record.name,
      html: fillSamples(renderHtml(doc, options), samples, 'html'),
      text: fillSamples(renderText(doc, options), samples, 'text'),
    };
    try {
      await sendTestMessage(config.smtp, message, logger);
    } catch (error) {
      await charge.refund();
      throw error;
    }
    ctx.body = { ok: true, to: body.to, subject: message.subject };
  },
});

/** A session token sends only to its own testRecipients (any letter case); a secret key anywhere. */
function recipientAllowed(ctx: AppContext, to: string): boolean {
  const p = principalOf(ctx);
  if (p.kind !== 'session') return true;
  const wanted = to.toLowerCase();
  return (p.testRecipients ?? []).some((address) => address.toLowerCase() === wanted);
}

export const testSendRoutes = [testSend];
