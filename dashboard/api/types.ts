// Shapes of the dashboard's slice of the /v1 API, taken from the types generated from the API's
// OpenAPI document (`npm run generate:client`): one source for the element, the dashboard and
// integrators, so a changed response shape fails the type check here instead of drifting.
import type { EmailDocument } from '../../core/document/schema';
import type { operations } from '../../element/api/api-types';

/** The JSON body an operation answers with for `status`. */
type Json<
  Op extends keyof operations,
  Status extends keyof operations[Op]['responses'],
> = operations[Op]['responses'][Status] extends {
  content: { 'application/json': infer Body };
}
  ? Body
  : never;

export type Account = Json<'getDashboardAccount', 200>;
export type Features = Account['features'];
export type KeySummary = Json<'getDashboardKeys', 200>[number];
/** A key as created or rotated: the only time its secret is ever sent. */
export type CreatedKey = Json<'postDashboardKeys', 201>;
export type RotatedKey = Json<'postDashboardKeysByIdRotate', 201>;
/** A shared template in review, who asked and when (docs/api.md §15). */
export type ReviewQueueItem = Json<'getDashboardReviewQueue', 200>[number];
export type LoginResult = Json<'postDashboardLogin', 200>;
export type OriginsResult = Json<'patchKeysByIdOrigins', 200>;
/** The document is typed as core's schema (the API validated it with that schema; OpenAPI only says "an object"). */
export type LibraryItem = Omit<Json<'getTemplatesLibrary', 200>[number], 'blockTree'> & { blockTree: EmailDocument };
