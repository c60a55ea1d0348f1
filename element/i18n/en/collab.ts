// English messages of live co-editing (docs/api.md §14): registered by the collab chunk
// (./collab-entry.ts), which loads only when a template joins its live session.
import type { Catalogue } from '../catalog';

export const collab = {
  'collab.people': 'People in this template',
  'collab.you': '{name} (you)',
  'collab.typing': '{name} is typing here',
  'collab.offline': 'Offline — your changes will sync when the connection is back.',
  'collab.readOnly': 'You can view this template live as others edit it, but not change it.',
  'collab.limitReached':
    'The most people your plan allows are already editing this template, so it opened read-only. Their changes appear here live.',
  'collab.deleted': 'Someone deleted this template. Nothing more can be saved to it.',
} as const satisfies Catalogue;
