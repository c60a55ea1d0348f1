import { s } from '../../../core/schema/schema';
import { emailAddressField } from '../../http/fields';

/** One whole merge tag as written in the document, in any of the three syntaxes (docs/api.md §9). */
const WHOLE_TAG = /^(?:\{\{\s*[A-Za-z0-9_.-]{1,80}\s*\}\}|\*\|[A-Za-z0-9_.-]{1,80}\|\*|%%[A-Za-z0-9_.-]{1,80}%%)$/;

export const MAX_SAMPLES = 500;

export const testSendBody = s.object({
  to: emailAddressField.describe(
    "the recipient: one of the session token's testRecipients, or any address with a secret key",
  ),
  samples: s
    .record(s.string({ max: 1000 }), {
      maxKeys: MAX_SAMPLES,
      key: s.string({
        min: 5,
        max: 100,
        pattern: WHOLE_TAG,
        patternMessage: 'must be one merge tag like {{first_name}}',
      }),
    })
    .describe(
      'sample values by merge tag as written (`{"{{first_name}}": "Ada"}`): the preview\'s sample data; tags without one stay as written',
    )
    .optional(),
});

export const testSendResponse = s.object({
  ok: s.literal(true),
  to: s.string(),
  subject: s.string().describe('the subject as sent (samples filled in)'),
});
