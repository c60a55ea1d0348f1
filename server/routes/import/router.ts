// `POST /v1/import`: an existing email (HTML, MJML, an Unlayer or Beefree design) to a document
// and a report (docs/api.md §7). Thin: core/import does the work; nothing is stored (a create
// stores it). The body may be 3 MB of JSON so a 2 MB source with its escaping fits; the source
// itself is measured by the importer (413 beyond 2 MB).
import { ImportError, importEmail } from '../../../core/import';
import type { Infer } from '../../../core/schema/schema';
import { errors } from '../../errors';
import { principalOf } from '../../http/context';
import { defineRoute } from '../../http/route';
import { importBody, importResponse } from './schema';

export const importDesign = defineRoute<Infer<typeof importBody>>({
  method: 'POST',
  path: '/v1/import',
  auth: 'api',
  summary: 'Import an HTML, MJML, Unlayer or Beefree email as a blockTree with a report (nothing is stored)',
  tags: ['import'],
  body: importBody,
  bodyLimit: { limit: '3mb', tooLarge: () => errors.sourceTooLarge('2 MB') },
  responses: {
    200: { description: 'the document and what the import made of the source', schema: importResponse },
    400: { description: 'unknown format, or a source that is not of that format (the message names the problem)' },
    401: { description: 'missing or invalid key or token' },
    403: { description: "origin not in the key's allowlist" },
    413: { description: 'the source is larger than 2 MB' },
    429: { description: 'rate limit exceeded (Retry-After)' },
  },
  handle(ctx, { body }) {
    if (principalOf(ctx).kind === 'dashboard') throw errors.unauthorized();
    try {
      ctx.body = importEmail(body);
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      throw error.kind === 'too_large'
        ? errors.sourceTooLarge('2 MB')
        : errors.badRequest(error.message, 'invalid_input');
    }
  },
});

export const importRoutes = [importDesign];
