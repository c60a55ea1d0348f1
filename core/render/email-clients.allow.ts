// Findings of the caniemail-based checker (@jsx-email/doiuse-email) that we accept, each with why.
// The checker cannot see conditional comments, so markup meant for one client family is judged
// by all; and it reports every "partial" support note, most of which are about uses we avoid.

export type Support = 'none' | 'partial';

export interface Allowance {
  /** Feature name exactly as the checker prints it between backticks. */
  feature: string;
  /** Client globs (`gmail.*`, `outlook.windows`). */
  clients: readonly string[];
  /** Which findings are accepted: "not supported", "only partially supported", or both. */
  support: readonly Support[];
  reason: string;
}

const BOTH: readonly Support[] = ['none', 'partial'];
const PARTIAL: readonly Support[] = ['partial'];

export const EMAIL_CLIENT_ALLOWANCES: readonly Allowance[] = [
  {
    feature: '<body> element',
    clients: ['gmail.*', 'outlook.*'],
    support: BOTH,
    reason:
      'Webmail replaces <body> with a div. The backdrop colour is repeated on the wrapper div and the 100% table, so nothing depends on body styles.',
  },
  {
    feature: '@media',
    clients: ['gmail.*', 'outlook.*'],
    support: BOTH,
    reason:
      'Media queries only enhance: columns are full-width (stacked) without them, Outlook for Windows gets fixed-width conditional tables, and hide/mobile overrides fall back to the desktop look.',
  },
  {
    feature: '!important keyword',
    clients: ['gmail.*', 'outlook.*'],
    support: PARTIAL,
    reason:
      'Used only inside head media queries, where it is needed to beat inline styles; clients that ignore it show the inline (desktop) value.',
  },
  {
    feature: 'Attribute selector',
    clients: ['gmail.*', 'outlook.*'],
    support: BOTH,
    reason:
      'Only `a[x-apple-data-detectors]`, an Apple Mail fix kept in its own <style> element so a client rejecting it loses nothing else.',
  },
  {
    feature: 'Class selector',
    clients: ['gmail.*'],
    support: BOTH,
    reason:
      'Outside media queries, class selectors appear only in the dark-mode rules for Outlook (`[data-ogsc] .eb-tx`); the Gmail apps ignore them and show the light design with its inline colours, and shipped logos carry their own light plate for Gmail’s inversion.',
  },
  {
    feature: 'ID selector',
    clients: ['gmail.*'],
    support: BOTH,
    reason: 'Only the `#outlook a` reset for Outlook.com; the inline styles already carry everything Gmail needs.',
  },
  {
    feature: 'Type selector',
    clients: ['gmail.*'],
    support: BOTH,
    reason: 'Reset rules (`table,td`, `img`, `p`, `body`) from email-html.md; every value that matters is also inlined.',
  },
  {
    feature: 'Descendant combinator',
    clients: ['gmail.*'],
    support: BOTH,
    reason: '`#outlook a` and the per-block mobile override (`.m-id *`); without it the desktop font size stays on phones.',
  },
  {
    feature: 'role attribute',
    clients: ['outlook.windows-mail'],
    support: BOTH,
    reason: 'role="presentation" / role="article" are for screen readers; a client that ignores them shows the same layout.',
  },
  {
    feature: 'aria-label attribute',
    clients: ['outlook.windows-mail'],
    support: BOTH,
    reason: 'Accessible name of the article wrapper; no visual effect.',
  },
  {
    feature: 'background-image',
    clients: ['outlook.windows', 'outlook.windows-mail'],
    support: BOTH,
    reason: 'Only the video panel, which sits inside <!--[if !mso]>: Outlook for Windows gets a plain linked thumbnail instead.',
  },
  {
    feature: 'background-position',
    clients: ['outlook.windows', 'outlook.windows-mail'],
    support: BOTH,
    reason: 'Video panel only, hidden from Outlook for Windows (see background-image).',
  },
  {
    feature: 'background-repeat',
    clients: ['outlook.windows', 'outlook.windows-mail'],
    support: BOTH,
    reason: 'Video panel only, hidden from Outlook for Windows (see background-image).',
  },
  {
    feature: 'background-size',
    clients: ['gmail.*', 'outlook.windows', 'outlook.windows-mail'],
    support: BOTH,
    reason: 'Video panel: without it the thumbnail shows at natural size, still behind the centred play badge.',
  },
  {
    feature: 'border-radius',
    clients: ['outlook.windows', 'outlook.windows-mail'],
    support: BOTH,
    reason: 'Decoration only; buttons get rounded corners in Outlook for Windows from the VML roundrect.',
  },
  {
    feature: 'display:none',
    clients: ['gmail.mobile-webmail', 'outlook.windows', 'outlook.windows-mail'],
    support: BOTH,
    reason:
      'Hides the preheader (with max-height:0, opacity:0 and mso-hide:all) and device-hidden blocks; desktop-hidden blocks are also kept out of Outlook by a conditional comment.',
  },
  {
    feature: 'opacity',
    clients: ['gmail.*', 'outlook.*'],
    support: BOTH,
    reason: 'Belt-and-braces hiding of the preheader next to display:none and mso-hide:all.',
  },
  {
    feature: 'overflow',
    clients: ['outlook.*', 'apple-mail.*'],
    support: BOTH,
    reason: 'Belt-and-braces hiding of the preheader next to display:none and mso-hide:all.',
  },
  {
    feature: 'outline',
    clients: ['outlook.windows', 'outlook.windows-mail'],
    support: BOTH,
    reason: 'Only in the image reset from email-html.md; a no-op where unsupported.',
  },
  {
    feature: '<ul>, <ol> and <dl>',
    clients: ['gmail.*', 'outlook.*'],
    support: PARTIAL,
    reason:
      "Lists come from the text block's allowed subset; margins and padding are inlined, so clients differ only in bullet indentation.",
  },
  {
    feature: 'align attribute',
    clients: ['outlook.macos'],
    support: PARTIAL,
    reason: 'Cell alignment is also expressed in CSS (text-align, margin auto) where clients honour that instead.',
  },
  {
    feature: 'dir attribute',
    clients: ['gmail.*', 'outlook.*'],
    support: PARTIAL,
    reason: 'Direction is set on <html>, the wrapper and the content cell; right-to-left documents also get text-align:right.',
  },
  {
    feature: 'width attribute',
    clients: ['outlook.windows'],
    support: PARTIAL,
    reason: 'Outlook ignores percentage width attributes on some elements; every fixed width it relies on is in px (ghost tables, images).',
  },
  {
    feature: 'height attribute',
    clients: ['outlook.windows'],
    support: PARTIAL,
    reason: 'Spacer and icon heights are also set in CSS with line-height and mso-line-height-rule:exactly.',
  },
  {
    feature: 'margin',
    clients: ['gmail.*', 'outlook.*'],
    support: PARTIAL,
    reason: 'Used to reset heading/paragraph margins and to centre block images; spacing that matters is cell padding.',
  },
  {
    feature: 'padding',
    clients: ['outlook.windows', 'outlook.windows-mail'],
    support: PARTIAL,
    reason: 'Outlook ignores padding on <a> and <div>: our spacing is on table cells, and buttons use VML in Outlook.',
  },
  {
    feature: 'border',
    clients: ['outlook.windows', 'outlook.windows-mail'],
    support: PARTIAL,
    reason: 'Outlook ignores borders on <p>: the divider has a conditional table cell with the border for Outlook.',
  },
  {
    feature: 'display',
    clients: ['gmail.*', 'outlook.windows', 'outlook.windows-mail'],
    support: PARTIAL,
    reason: 'inline-block columns are replaced by conditional table cells in Outlook; display:block on images is supported everywhere.',
  },
  {
    feature: 'max-width',
    clients: ['outlook.windows', 'outlook.windows-mail', 'apple-mail.ios'],
    support: PARTIAL,
    reason: 'Outlook gets fixed-width ghost tables and image width attributes; max-width only limits fluid layouts elsewhere.',
  },
  {
    feature: 'font-size',
    clients: ['outlook.windows', 'outlook.windows-mail'],
    support: PARTIAL,
    reason: 'Partial support is about keywords and rem/em units; we emit px only.',
  },
  {
    feature: 'font-weight',
    clients: ['outlook.windows', 'outlook.windows-mail'],
    support: PARTIAL,
    reason: 'We emit only normal and bold, which Outlook renders.',
  },
  {
    feature: 'line-height',
    clients: ['outlook.windows', 'outlook.windows-mail'],
    support: PARTIAL,
    reason: 'Line heights are px with mso-line-height-rule:exactly, the form Outlook honours.',
  },
  {
    feature: 'text-align',
    clients: ['gmail.*', 'outlook.windows', 'outlook.windows-mail'],
    support: PARTIAL,
    reason: 'Partial support concerns values like justify/start; we emit left, center or right, mirrored by align attributes.',
  },
  {
    feature: 'text-decoration',
    clients: ['gmail.*', 'outlook.windows', 'outlook.windows-mail'],
    support: PARTIAL,
    reason: 'Only none and underline, which all listed clients render; partial support concerns the shorthand with colour and style.',
  },
];
