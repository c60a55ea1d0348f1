// Pinecrest CRM's own merge tags: the fields its sending pipeline fills in, with sample values so
// the element's preview ("Show sample data") reads like a real customer's email.
import type { MergeTag } from '../../element/state/merge-tags';

export const CRM_MERGE_TAGS: MergeTag[] = [
  { name: 'First name', value: '{{first_name}}', sample: 'Maya', group: 'Contact' },
  { name: 'Last name', value: '{{last_name}}', sample: 'Okafor', group: 'Contact' },
  { name: 'Email', value: '{{email}}', sample: 'maya.okafor@example.com', group: 'Contact' },
  { name: 'Company', value: '{{company}}', sample: 'Okafor Outfitters', group: 'Contact' },
  { name: 'Lifecycle stage', value: '{{contact.stage}}', sample: 'Customer', group: 'Contact' },
  { name: 'Deal name', value: '{{deal.name}}', sample: 'Spring restock', group: 'Deal' },
  { name: 'Deal amount', value: '{{deal.amount}}', sample: '$4,800', group: 'Deal' },
  { name: 'Account owner', value: '{{owner.name}}', sample: 'Jordan Lee', group: 'Pinecrest' },
  {
    name: 'Owner’s meeting link',
    value: '{{owner.meeting_url}}',
    sample: 'https://pinecrest.example/meet/jordan',
    group: 'Pinecrest',
  },
  {
    name: 'Unsubscribe link',
    value: '{{unsubscribe_url}}',
    sample: 'https://pinecrest.example/unsubscribe',
    group: 'Links',
  },
];
