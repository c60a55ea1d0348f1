// What an import tells its user: warnings (the import went on) and refusals (it did not). Each has
// a stable code and values, so the element shows it in the user's language; the English here is
// the API's `message` and the element's fallback. Placeholders are `{name}`, as in the element's catalogues.

export const IMPORT_WARNINGS = {
  mso_left_out: 'Outlook-only (MSO conditional) markup was left out: the renderer writes its own for Outlook',
  web_font: 'uses the web font {family}: saving it needs a plan with custom fonts',
  frames_left_out: 'frames were left out (email clients do not show them)',
  hidden_left_out: 'hidden content (display:none) was left out',
  deep_as_html: 'very deeply nested content was imported as html',
  tag_as_html: '<{tag}> has no block: kept as a sanitized html block (forms, frames and media do not work in email)',
  data_table: 'a data table was kept as an html block',
  nested_columns: 'columns inside columns were stacked in their column',
  block_as_html: 'a {type} block did not fit its schema and was kept as html',
  no_content: 'no content was found in the source',
  canvas_defaults: 'the email’s page settings could not be read; defaults were used',
  unlayer_content: 'Unlayer "{type}" content has no block: its text was kept as html',
  beefree_module: 'Beefree "{type}" module has no block: its content was kept as html',
  mjml_raw_mso: 'Outlook-only (MSO conditional) markup in mj-raw was left out',
  mjml_carousel: 'a carousel became its images one after another (email clients rarely animate carousels)',
  mjml_accordion: 'an accordion became its titles and texts, all open',
  mjml_include: "mj-include ({path}) cannot be resolved in an import: paste the included file's content",
  mjml_unknown: '<{tag}> is not a standard MJML component: its content was kept as html',
  mjml_hero: 'a hero’s background image was placed above its content',
  mjml_style: 'mj-style CSS classes are not applied; inline attributes are',
  too_many_blocks: 'more than {max} blocks: the rest of the email was imported as html blocks',
  unsafe_link: 'unsafe or unsupported link dropped: {href}',
  button_unsafe_link: "a button's unsafe or unsupported link was dropped: {href}",
  data_image_too_large: 'an inline (data:) image of {kb} KB was too large to keep',
  data_images_as_html: 'inline (data:) images were kept as html blocks; upload them to edit them',
  image_unsupported: 'an image with an unsupported address was left out: {url}',
  column_too_long: 'a column held more than {max} blocks: the rest became one html block',
} as const;

export const IMPORT_REFUSALS = {
  too_large: 'source is larger than {mb} MB',
  too_many_attributes: 'source has a <{tag}> tag with more than {max} attributes',
  too_deep: 'source is nested too deeply (more than {max} levels)',
  not_json: 'source is not JSON (a {format} design is a JSON object)',
  not_text: 'source must be the {format} text',
  unknown_format: 'format must be one of {formats}',
  invalid_document: 'the import is not a valid document: {path} {problem}',
  not_unlayer: 'source is not an Unlayer design (it has no body.rows array)',
  not_beefree: 'source is not a Beefree template (it has no page.rows array)',
  not_mjml: 'source is not MJML (no <mjml> root element with an <mj-body>)',
} as const;

export type ImportWarningCode = keyof typeof IMPORT_WARNINGS;
export type ImportRefusalCode = keyof typeof IMPORT_REFUSALS;
export type NoteValues = Record<string, string | number>;

export interface ImportWarning {
  code: ImportWarningCode;
  /** The English text (the element shows its own catalogue's, by code). */
  message: string;
  values: NoteValues;
}

/** Fills `{name}` placeholders; a value is never re-read as a placeholder. */
export function fillNote(text: string, values: NoteValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
