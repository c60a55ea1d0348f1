import { s } from '../../../core/schema/schema';
import { validateResponse } from '../keys/schema';
import { templateListItem } from '../templates/schema';

/** `GET /v1/start`: the key check and the first page of the template list, in one answer. */
export const startResponse = s.object({
  key: validateResponse,
  templates: s.array(templateListItem),
  next: s.string().nullable(),
});
