// <EmailBuilder> for React apps: the custom element wrapped with @lit/react, so props become
// element properties (not string attributes) and the element's events become typed `on…` props.
//
//   import { EmailBuilder } from 'email-builder/element/integrations/react';
//   <EmailBuilder apiKey={sessionToken} userId="alice" theme="auto"
//     onEbSave={(e) => console.log(e.detail.template._id)} />
//
// React is the host app's: this module imports it, it does not bundle it.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EmailBuilder as EmailBuilderElement, type EmailBuilderEventMap } from '../email-builder/email-builder';

export const EmailBuilder = createComponent({
  tagName: 'email-builder',
  elementClass: EmailBuilderElement,
  react: React,
  events: {
    onEbReady: 'eb-ready' as EventName<EmailBuilderEventMap['eb-ready']>,
    onEbChange: 'eb-change' as EventName<EmailBuilderEventMap['eb-change']>,
    onEbSave: 'eb-save' as EventName<EmailBuilderEventMap['eb-save']>,
    onEbError: 'eb-error' as EventName<EmailBuilderEventMap['eb-error']>,
    onEbSessionExpired: 'eb-session-expired' as EventName<EmailBuilderEventMap['eb-session-expired']>,
    onEbDelete: 'eb-delete' as EventName<EmailBuilderEventMap['eb-delete']>,
    onEbDuplicate: 'eb-duplicate' as EventName<EmailBuilderEventMap['eb-duplicate']>,
    onEbUpgradeRequested: 'eb-upgrade-requested' as EventName<EmailBuilderEventMap['eb-upgrade-requested']>,
  },
  displayName: 'EmailBuilder',
});

export type EmailBuilderProps = React.ComponentProps<typeof EmailBuilder>;
