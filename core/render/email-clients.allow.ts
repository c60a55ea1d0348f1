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
    clients: ['gmail.*', 'outlook.*', 'yahoo.*'],
    support: BOTH,
    reason:
      'Webmail replaces <body> with a div. The backdrop colour is repeated on the wrapper div and the 100% table, so nothing depends on body styles.',
  },
  {
    feature: '@media',
    clients: ['gmail.*', 'outlook.*', 'yahoo.*', 'samsung-email.*', 'thunderbird.*'],
    support: BOTH,
    reason:
      'Media queries only refine: without them, columns still sit side by side above 480 px and stack below it through their calc() widths (and stack full-width where calc() is unsupported), Outlook for Windows gets fixed-width conditional tables, hide/mobile overrides fall back to the desktop look and dark mode to the light design. Yahoo supports only screen/min-width/max-width queries, the only kind we emit besides prefers-color-scheme.',
  },
  {
    feature: '!important keyword',
    clients: ['gmail.*', 'outlook.*', 'yahoo.*'],
    support: PARTIAL,
    reason:
      'Used where a head rule must beat inline styles: phone overrides in media queries, the dark-mode rules, the Outlook-only font fallback and the Apple data-detector reset. A client that ignores it shows the inline value: the light, desktop design.',
  },
  {
    feature: 'Attribute selector',
    clients: ['gmail.*', 'outlook.*', 'yahoo.*'],
    support: BOTH,
    reason:
      "Only `a[x-apple-data-detectors]` (an Apple Mail fix in its own <style> element) and Outlook's `[data-ogsc]`/`[data-ogsb]` dark-mode hooks; a client that ignores them shows the light design unchanged.",
  },
  {
    feature: 'Class selector',
    clients: ['gmail.*', 'yahoo.*'],
    support: BOTH,
    reason:
      'Classes only hook head CSS that refines the inline design (desktop column shares, phone overrides, visibility, dark mode). Without it the inline design shows: columns size themselves with calc(), text and images keep their inline styles. Yahoo for Android drops the first <head> with its styles; the inline design then shows as described.',
  },
  {
    feature: 'ID selector',
    clients: ['gmail.*', 'yahoo.*'],
    support: BOTH,
    reason:
      'Only the `#outlook a` reset for Outlook.com; the inline styles already carry everything else. Yahoo for Android drops the first <head> with its styles; the inline design then shows as described.',
  },
  {
    feature: 'Type selector',
    clients: ['gmail.*', 'yahoo.*'],
    support: BOTH,
    reason:
      'Reset rules (`table,td`, `img`, `p`, `body`) from email-html.md and the dark-mode text rules; every value that matters is also inlined. Yahoo for Android drops the first <head> with its styles; the inline design then shows as described.',
  },
  {
    feature: 'Descendant combinator',
    clients: ['gmail.*', 'yahoo.*'],
    support: BOTH,
    reason:
      '`#outlook a`, the per-block mobile override (`.m-id *`) and the dark-mode rules (`.eb-tx a`, `[data-ogsc] .eb-tx`); without them the desktop sizes and the light colours stay. Yahoo for Android drops the first <head> with its styles; the inline design then shows as described.',
  },
  {
    feature: 'role attribute',
    clients: ['outlook.windows-mail', 'yahoo.*'],
    support: BOTH,
    reason:
      'role="presentation" / role="article" are for screen readers; a client that ignores them shows the same layout.',
  },
  {
    feature: 'aria-label attribute',
    clients: ['outlook.windows-mail', 'yahoo.*', 'thunderbird.*'],
    support: BOTH,
    reason: 'Accessible name of the article wrapper; no visual effect.',
  },
  {
    feature: 'background-image',
    clients: ['outlook.windows', 'outlook.windows-mail'],
    support: BOTH,
    reason:
      'Only the video panel, which sits inside <!--[if !mso]>: Outlook for Windows gets a plain linked thumbnail instead.',
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
    clients: ['outlook.windows', 'outlook.windows-mail', 'yahoo.*'],
    support: BOTH,
    reason:
      'Decoration only; buttons get rounded corners in Outlook for Windows from the VML roundrect. Yahoo lacks only the elliptical `a / b` notation; we emit one px value.',
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
    clients: ['gmail.*', 'outlook.*', 'yahoo.*'],
    support: BOTH,
    reason: 'Belt-and-braces hiding of the preheader next to display:none and mso-hide:all.',
  },
  {
    feature: 'overflow',
    clients: ['outlook.*', 'apple-mail.*', 'yahoo.*'],
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
    clients: ['gmail.*', 'outlook.*', 'yahoo.*'],
    support: PARTIAL,
    reason:
      "Lists come from the text block's allowed subset; margins and padding are inlined, so clients differ only in bullet indentation. Yahoo's partial support concerns the `reversed` attribute, which we never emit.",
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
    reason:
      'Direction is set on <html>, the wrapper and the content cell; right-to-left documents also get text-align:right.',
  },
  {
    feature: 'width attribute',
    clients: ['outlook.windows'],
    support: PARTIAL,
    reason:
      'Outlook ignores percentage width attributes on some elements; every fixed width it relies on is in px (ghost tables, images).',
  },
  {
    feature: 'height attribute',
    clients: ['outlook.windows'],
    support: PARTIAL,
    reason: 'Spacer and icon heights are also set in CSS with line-height and mso-line-height-rule:exactly.',
  },
  {
    feature: 'margin',
    clients: ['gmail.*', 'outlook.*', 'yahoo.*'],
    support: PARTIAL,
    reason:
      'Used to reset heading/paragraph margins and to centre block images; spacing that matters is cell padding. Yahoo lacks negative margins, which we never emit (the html block sanitiser drops them).',
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
    clients: ['gmail.*', 'outlook.windows', 'outlook.windows-mail', 'yahoo.*'],
    support: PARTIAL,
    reason:
      'We emit only block, inline-block and none (flex, grid and flow-root are what partial support lacks); inline-block columns are replaced by conditional table cells in Outlook.',
  },
  {
    feature: 'max-width',
    clients: ['outlook.windows', 'outlook.windows-mail', 'apple-mail.ios', 'yahoo.ios'],
    support: PARTIAL,
    reason:
      'Outlook gets fixed-width ghost tables and image width attributes; max-width only limits fluid layouts elsewhere.',
  },
  {
    feature: 'font-size',
    clients: ['outlook.windows', 'outlook.windows-mail', 'yahoo.*', 'samsung-email.*'],
    support: PARTIAL,
    reason: 'Partial support is about keywords and rem, em, relative and percentage units; we emit px only.',
  },
  {
    feature: 'font-weight',
    clients: ['outlook.windows', 'outlook.windows-mail', 'yahoo.*'],
    support: PARTIAL,
    reason: 'We emit only normal and bold (partial support concerns arbitrary numeric weights).',
  },
  {
    feature: 'line-height',
    clients: ['outlook.windows', 'outlook.windows-mail'],
    support: PARTIAL,
    reason: 'Line heights are px with mso-line-height-rule:exactly, the form Outlook honours.',
  },
  {
    feature: 'text-align',
    clients: ['gmail.*', 'outlook.windows', 'outlook.windows-mail', 'yahoo.*'],
    support: PARTIAL,
    reason:
      'Partial support concerns justify and the flow-relative start/end; we emit left, center or right, mirrored by align attributes.',
  },
  {
    feature: 'text-decoration',
    clients: ['gmail.*', 'outlook.windows', 'outlook.windows-mail'],
    support: PARTIAL,
    reason:
      'Only none and underline, which all listed clients render; partial support concerns the shorthand with colour and style.',
  },
  {
    feature: 'lang attribute',
    clients: ['yahoo.*'],
    support: PARTIAL,
    reason: 'Yahoo ignores lang on <td>; we set it on <html> and on the wrapper div only.',
  },
  {
    feature: 'background-image',
    clients: ['yahoo.*'],
    support: PARTIAL,
    reason:
      "Yahoo lacks multiple backgrounds and unquoted URLs; the video panel has one background, its URL in quotes (url('…')).",
  },
  {
    feature: '<img> element',
    clients: ['thunderbird.*'],
    support: PARTIAL,
    reason:
      'caniemail has no test result for Thunderbird ("unknown"), which renders with Gecko like Firefox; every image also has styled alt text for images-off.',
  },
  {
    feature: 'mailto: links',
    clients: ['yahoo.android'],
    support: PARTIAL,
    reason:
      "Yahoo's Android app opens a contact card for a mailto link instead of a new message; the address stays visible and usable, and no email can change that.",
  },
];
