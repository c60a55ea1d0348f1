// Response schemas for routes whose definitions do not carry one (keyed by "METHOD path"). A
// route that documents a 2xx without a schema here or in its definition fails the document build.
import { type Schema, s } from '../../../core/schema/schema';
import { blockTreeField } from '../../http/fields';
import { planFeatures as features } from '../keys/schema';

export const libraryItem = s.object({
  _id: s.string({ pattern: /^seed-[0-9]+$/ }),
  name: s.string(),
  tags: s.array(s.string()),
  thumbnail: s.string().nullable(),
  blockTree: blockTreeField,
});

export const dashboardAccount = s.object({
  id: s.string(),
  name: s.string(),
  plan: s.enum(['free', 'pro', 'agency', 'enterprise']),
  limits: s.object({
    requestsPerMinute: s.integer(),
    templates: s.integer(),
    renders: s.integer(),
    storageMb: s.number(),
  }),
  usage: s.object({ templates: s.integer(), renders: s.integer(), storageMb: s.number() }),
  features,
});

export const RESPONSE_SCHEMAS: Record<string, Schema<unknown>> = {
  'GET /v1/templates/library': s.array(libraryItem),
  'GET /v1/dashboard/account': dashboardAccount,
};
