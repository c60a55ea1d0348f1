// `POST /v1/render`: a document (inline or a stored template in the caller's scope) to
// email-client-safe HTML and its plain-text part. Needs `exportHtml`; counts one render against
// the month's quota (check and increment in one Lua step) after every other check passed.
import { checkDocument } from '../../../core/checks';
import type { EmailDocument } from '../../../core/document/schema';
import { renderHtml, renderText } from '../../../core/render';
import type { Infer } from '../../../core/schema/schema';
import { errors } from '../../errors';
import { principalOf } from '../../http/context';
import { defineRoute } from '../../http/route';
import { CUSTOM_FONTS_FEATURE, isPlanName, PLANS, planAllowsDocument } from '../../plans';
import { blockTypesFor } from '../block-types/definitions';
import { visibleOr404 } from '../templates/scope';
import { renderBody, renderResponse } from './schema';

export const renderTemplate = defineRoute<Infer<typeof renderBody>>({
  method: 'POST',
  path: '/v1/render',
  auth: 'api',
  summary: 'Render a blockTree or a stored template to email HTML and plain text (counts one render)',
  tags: ['render'],
  reviewerMayCall: true,
  body: renderBody,
  responses: {
    200: { description: 'the rendered email', schema: renderResponse },
    400: { description: 'invalid body (the message names the field)' },
    401: { description: 'missing or invalid key or token' },
    402: {
      description: 'exportHtml not in the plan, a web font without customFonts, or the month’s renders are used up',
    },
    403: { description: "origin not in the key's allowlist" },
    404: { description: 'no such template in scope' },
    429: { description: 'rate limit exceeded (Retry-After)' },
  },
  async handle(ctx, { body }, { store, config }) {
    const p = principalOf(ctx);
    if (p.kind === 'dashboard') throw errors.unauthorized();
    let doc: EmailDocument;
    if (body.templateId !== undefined) {
      const record = visibleOr404(ctx, await store.templates.get(p.accountId, body.templateId));
      doc = JSON.parse(record.blockTreeJson) as EmailDocument;
    } else {
      doc = body.blockTree as EmailDocument;
    }
    const plan = isPlanName(p.plan) ? PLANS[p.plan] : null;
    if (!plan?.features.exportHtml) throw errors.featureNotInPlan('HTML export (exportHtml)', p.plan);
    if (!planAllowsDocument(p.plan, doc)) throw errors.featureNotInPlan(CUSTOM_FONTS_FEATURE, p.plan);
    const counted = await store.accounts.countRender(p.accountId);
    if (!counted.ok) throw errors.renderLimit(p.plan, counted.limit);
    const blockTypes = await blockTypesFor(store, p.accountId, p.plan, doc);
    const options = { assetBaseUrl: `${config.publicUrl}/assets`, syntax: body.syntax, blockTypes };
    const html = renderHtml(doc, options);
    const text = renderText(doc, options);
    ctx.body = body.checks
      ? { html, text, checks: checkDocument(doc, { html, mergeTags: body.mergeTags }) }
      : { html, text };
  },
});

export const renderRoutes = [renderTemplate];
