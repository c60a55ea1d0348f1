// <EmailBuilder> for React apps: the custom element wrapped with @lit/react, so props become
// element properties (not string attributes) and every `eb-*` event of the element becomes a
// typed `on…` prop (`eb-dirty-change` → `onEbDirtyChange`), derived from the events module.
//
//   import { EmailBuilder } from '@email-builder/react';
//   <EmailBuilder apiKey={sessionToken} userId="alice" baseUrl="https://email-api.example.com"
//     onEbSave={(e) => console.log(e.detail.template._id)} />
//
// React is the host app's (a peer dependency of the package): this module imports it, it does
// not bundle it, so the app has one copy of React without any resolve.dedupe.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EmailBuilder as EmailBuilderElement, type EmailBuilderEventMap } from '../email-builder/email-builder';
import { EVENT_NAMES, handlerName, type PascalEvent } from '../email-builder/event-names';

type EventProps = { [K in keyof EmailBuilderEventMap as `on${PascalEvent<K>}`]: EventName<EmailBuilderEventMap[K]> };

const events = Object.fromEntries(EVENT_NAMES.map((name) => [handlerName(name), name])) as EventProps;

export const EmailBuilder = createComponent({
  tagName: 'email-builder',
  elementClass: EmailBuilderElement,
  react: React,
  events,
  displayName: 'EmailBuilder',
});

export type EmailBuilderProps = React.ComponentProps<typeof EmailBuilder>;
