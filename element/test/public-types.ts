// Type-level checks of the public surface, enforced by `npm run typecheck` (never executed): the
// tag name maps to EmailBuilder and every eb-* event carries its typed detail.
import type { EmailBuilder } from '../index';

export function publicTypes(root: ParentNode): void {
  const created: EmailBuilder = document.createElement('email-builder');
  const found: EmailBuilder | null = root.querySelector('email-builder');
  found?.addEventListener('eb-save', (e) => e.detail.template._id.toUpperCase());
  created.addEventListener('eb-ready', (e) => e.detail.features.exportHtml === e.detail.plan.startsWith('pro'));
  created.addEventListener('eb-change', (e) => e.detail.document.blocks.length);
  created.addEventListener('eb-error', (e) => [e.detail.status.toFixed(), e.detail.code.trim()]);
  void created
    .exportHtml()
    .then((r) => r.checks.filter((f) => f.severity === 'error').map((f) => [f.code, f.blockId ?? '', f.message]));
  // @ts-expect-error eb-ready's detail has no template
  created.addEventListener('eb-ready', (e) => e.detail.template);
  // @ts-expect-error eb-save's template is not a number
  created.addEventListener('eb-save', (e) => e.detail.template.toFixed());
}
