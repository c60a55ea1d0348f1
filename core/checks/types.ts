// What the checker reports. Codes are stable: hosts may block sending on them.

export type Severity = 'error' | 'warning' | 'info';

export type FindingCode =
  | 'image_alt_missing'
  | 'low_contrast'
  | 'heading_skipped'
  | 'vague_link_text'
  | 'link_invalid'
  | 'unknown_merge_tag'
  | 'subject_missing'
  | 'preheader_missing'
  | 'size_over_gmail_clip'
  | 'image_wider_than_column'
  | 'button_label_clipped'
  | 'image_placeholder'
  | 'link_placeholder'
  | 'sample_text';

export interface Finding {
  code: FindingCode;
  severity: Severity;
  /** The block the finding is about; absent for document-wide findings. */
  blockId?: string;
  message: string;
}

export interface CheckOptions {
  /** Merge tags the host defines (`first_name` or `{{first_name}}`); unknown tags are reported only when given. */
  mergeTags?: readonly string[];
  /** The rendered HTML when the caller already has it (saves rendering again for the size check). */
  html?: string;
}
