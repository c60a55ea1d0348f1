// The plan's template limit (402 `template_limit_reached`) and its way out, wherever a create
// meets it (a save in the editor, a copy or an Undo in the gallery): delete a template, or upgrade.
import { ApiError } from '../api/errors';
import type { SessionInfo } from '../shared/context';
import type { EmitFn } from '../shared/events';
import type { KeyedNotice } from '../state/notices';

export const isTemplateLimit = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'template_limit_reached';

/** The way out of the plan's template limit: delete one, or ask the host to open its billing page. */
export function templateLimitNotice(host: { readonly session: SessionInfo | null; emit: EmitFn }): KeyedNotice {
  const plan = host.session?.plan ?? '';
  return {
    code: 'template_limit_reached',
    kind: 'warning',
    text: { key: 'error.templateLimitReached' },
    action: {
      label: { key: 'notice.upgrade' },
      run: () => host.emit('eb-upgrade-requested', { feature: 'templates', plan }),
    },
  };
}
