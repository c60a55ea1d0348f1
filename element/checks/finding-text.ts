// A finding in the element's language. The checker (core/checks) writes one English `message`
// for the API and exports; the panel shows a title and an explanation chosen by the finding's
// `code`, with the message's figures (widths, colours, tags) read back out of it as parameters.
// When a message does not have the expected shape, the explanation falls back to the English one.
import type { Finding, FindingCode } from '../../core/checks/index';
import type { I18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/keys';

type Params = Record<string, string | number>;

const TITLES: Record<FindingCode, MessageKey> = {
  image_alt_missing: 'dialogs.checks.imageAltMissing.title',
  low_contrast: 'dialogs.checks.lowContrast.title',
  heading_skipped: 'dialogs.checks.headingSkipped.title',
  vague_link_text: 'dialogs.checks.vagueLinkText.title',
  link_invalid: 'dialogs.checks.linkInvalid.title',
  unknown_merge_tag: 'dialogs.checks.unknownMergeTag.title',
  subject_missing: 'dialogs.checks.subjectMissing.title',
  preheader_missing: 'dialogs.checks.preheaderMissing.title',
  size_over_gmail_clip: 'dialogs.checks.sizeOverGmailClip.title',
  image_wider_than_column: 'dialogs.checks.imageWiderThanColumn.title',
  button_label_clipped: 'dialogs.checks.buttonLabelClipped.title',
  image_placeholder: 'dialogs.checks.imagePlaceholder.title',
  link_placeholder: 'dialogs.checks.linkPlaceholder.title',
  sample_text: 'dialogs.checks.sampleText.title',
};

/** What a contrast finding is about, as the checker names it. */
const CONTRAST_SUBJECTS: Record<string, MessageKey> = {
  'Heading text': 'dialogs.checks.contrast.heading',
  Text: 'dialogs.checks.contrast.text',
  'Link colour': 'dialogs.checks.contrast.link',
  'Coloured text': 'dialogs.checks.contrast.span',
  'Menu link': 'dialogs.checks.contrast.menu',
  'Button label': 'dialogs.checks.contrast.button',
};

const CONTRAST =
  /^(.+) (#[0-9a-f]{3,8}) on (#[0-9a-f]{3,8}) has a contrast of ([\d.]+):1; (\d+)px( bold)? text needs ([\d.]+):1\.$/i;

/** The explanation's key and parameters, or null when the message is not in the shape the checker writes. */
function explanation(finding: Finding, i18n: I18n): { key: MessageKey; params?: Params } | null {
  const m = finding.message;
  const num = (value: string | undefined) => Number(value);
  switch (finding.code) {
    case 'image_alt_missing':
      return { key: 'dialogs.checks.imageAltMissing.detail' };
    case 'subject_missing':
      return { key: 'dialogs.checks.subjectMissing.detail' };
    case 'image_placeholder':
      return { key: 'dialogs.checks.imagePlaceholder.detail' };
    case 'sample_text':
      return { key: 'dialogs.checks.sampleText.detail' };
    case 'link_placeholder': {
      const [, text, href] = /^The link "(.*)" still goes to the example address "(.*)"\.$/s.exec(m) ?? [];
      return text !== undefined && href !== undefined
        ? { key: 'dialogs.checks.linkPlaceholder.detail', params: { text, href } }
        : null;
    }
    case 'preheader_missing':
      return { key: 'dialogs.checks.preheaderMissing.detail' };
    case 'low_contrast': {
      const [, what = '', fg = '', bg = '', ratio, size, bold, needed] = CONTRAST.exec(m) ?? [];
      const subject = CONTRAST_SUBJECTS[what];
      if (!subject) return null;
      return {
        key: bold ? 'dialogs.checks.lowContrast.detailBold' : 'dialogs.checks.lowContrast.detail',
        params: {
          what: i18n.t(subject),
          fg,
          bg,
          ratio: i18n.number(num(ratio), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
          size: num(size),
          needed: num(needed),
        },
      };
    }
    case 'heading_skipped': {
      const [, level, previous, allowed] =
        /^Heading level (\d+) follows level (\d+):.* use level (\d+)\.$/.exec(m) ?? [];
      return level
        ? {
            key: 'dialogs.checks.headingSkipped.detail',
            params: { level: num(level), previous: num(previous), allowed: num(allowed) },
          }
        : null;
    }
    case 'vague_link_text': {
      const [, text] = /^The link text "(.*)" does not say where it goes/s.exec(m) ?? [];
      return text !== undefined ? { key: 'dialogs.checks.vagueLinkText.detail', params: { text } } : null;
    }
    case 'link_invalid': {
      const [, text, href] = /^The link "(.*)" goes to "(.*)": only/s.exec(m) ?? [];
      if (text !== undefined && href !== undefined)
        return { key: 'dialogs.checks.linkInvalid.detail', params: { text, href } };
      const [, empty] = /^The link "(.*)" has no URL\.$/s.exec(m) ?? [];
      return empty !== undefined ? { key: 'dialogs.checks.linkInvalid.detailEmpty', params: { text: empty } } : null;
    }
    case 'unknown_merge_tag': {
      const [, tag] = /^(.+?) is not a merge tag this sender defines/s.exec(m) ?? [];
      return tag ? { key: 'dialogs.checks.unknownMergeTag.detail', params: { tag } } : null;
    }
    case 'size_over_gmail_clip': {
      const [, size] = /^The HTML is ([\d.]+) KB;/.exec(m) ?? [];
      const kb = i18n.number(num(size), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return size ? { key: 'dialogs.checks.sizeOverGmailClip.detail', params: { size: kb, limit: 102 } } : null;
    }
    case 'image_wider_than_column': {
      const [, width, available] = /^The image is set (\d+)px wide but its column has (\d+)px/.exec(m) ?? [];
      return width
        ? {
            key: 'dialogs.checks.imageWiderThanColumn.detail',
            params: { width: num(width), available: num(available) },
          }
        : null;
    }
    case 'button_label_clipped': {
      const [, needed, available] = /^The label needs about (\d+)px but the button has (\d+)px/.exec(m) ?? [];
      return needed
        ? {
            key: 'dialogs.checks.buttonLabelClipped.detail',
            params: { needed: num(needed), available: num(available) },
          }
        : null;
    }
    default:
      return null;
  }
}

/** The finding's title and explanation in `i18n`'s language. */
export function findingText(finding: Finding, i18n: I18n): { title: string; detail: string } {
  const title = TITLES[finding.code] ? i18n.t(TITLES[finding.code]) : '';
  const found = explanation(finding, i18n);
  return { title, detail: found ? i18n.t(found.key, found.params) : finding.message };
}
