import type { Translation } from '../../catalog';
import type { importNotes } from '../../en/import-notes';

export default {
  'dialogs.import.note.mso_left_out':
    'Nur für Outlook bestimmtes Markup (MSO-Bedingungen) wurde weggelassen: Der Renderer erzeugt sein eigenes für Outlook',
  'dialogs.import.note.web_font':
    'verwendet die Webschrift {family}: Zum Speichern ist ein Tarif mit eigenen Schriften nötig',
  'dialogs.import.note.frames_left_out': 'Frames wurden weggelassen (E-Mail-Programme zeigen sie nicht an)',
  'dialogs.import.note.hidden_left_out': 'Versteckte Inhalte (display:none) wurden weggelassen',
  'dialogs.import.note.deep_as_html': 'Sehr tief verschachtelte Inhalte wurden als HTML übernommen',
  'dialogs.import.note.tag_as_html':
    '<{tag}> hat keinen Block: als bereinigter HTML-Block übernommen (Formulare, Frames und Medien funktionieren in E-Mails nicht)',
  'dialogs.import.note.data_table': 'Eine Datentabelle wurde als HTML-Block übernommen',
  'dialogs.import.note.nested_columns': 'Spalten in Spalten wurden in ihrer Spalte untereinander gestapelt',
  'dialogs.import.note.block_as_html':
    'Ein Block vom Typ {type} passte nicht zu seinem Schema und wurde als HTML übernommen',
  'dialogs.import.note.no_content': 'In der Quelle wurde kein Inhalt gefunden',
  'dialogs.import.note.canvas_defaults':
    'Die Seiteneinstellungen der E-Mail konnten nicht gelesen werden; es wurden Standardwerte verwendet',
  'dialogs.import.note.unlayer_content':
    'Unlayer-Inhalt „{type}“ hat keinen Block: Sein Text wurde als HTML übernommen',
  'dialogs.import.note.beefree_module':
    'Beefree-Modul „{type}“ hat keinen Block: Sein Inhalt wurde als HTML übernommen',
  'dialogs.import.note.mjml_raw_mso': 'Nur für Outlook bestimmtes Markup (MSO-Bedingungen) in mj-raw wurde weggelassen',
  'dialogs.import.note.mjml_carousel':
    'Ein Karussell wurde zu seinen Bildern untereinander (E-Mail-Programme animieren Karussells selten)',
  'dialogs.import.note.mjml_accordion': 'Ein Akkordeon wurde zu seinen Titeln und Texten, alle aufgeklappt',
  'dialogs.import.note.mjml_include':
    'mj-include ({path}) lässt sich beim Import nicht auflösen: Fügen Sie den Inhalt der eingebundenen Datei ein',
  'dialogs.import.note.mjml_unknown':
    '<{tag}> ist keine Standard-MJML-Komponente: Ihr Inhalt wurde als HTML übernommen',
  'dialogs.import.note.mjml_hero': 'Das Hintergrundbild eines Hero-Bereichs wurde über seinen Inhalt gesetzt',
  'dialogs.import.note.mjml_style': 'CSS-Klassen aus mj-style werden nicht angewendet, Inline-Attribute schon',
  'dialogs.import.note.too_many_blocks': 'Mehr als {max} Blöcke: Der Rest der E-Mail wurde als HTML-Blöcke übernommen',
  'dialogs.import.note.unsafe_link': 'Unsicherer oder nicht unterstützter Link entfernt: {href}',
  'dialogs.import.note.button_unsafe_link':
    'Der unsichere oder nicht unterstützte Link eines Buttons wurde entfernt: {href}',
  'dialogs.import.note.data_image_too_large':
    'Ein eingebettetes Bild (data:) mit {kb} KB war zu groß und wurde nicht übernommen',
  'dialogs.import.note.data_images_as_html':
    'Eingebettete Bilder (data:) wurden als HTML-Blöcke übernommen; laden Sie sie hoch, um sie zu bearbeiten',
  'dialogs.import.note.image_unsupported': 'Ein Bild mit nicht unterstützter Adresse wurde weggelassen: {url}',
  'dialogs.import.note.column_too_long':
    'Eine Spalte enthielt mehr als {max} Blöcke: Der Rest wurde zu einem HTML-Block',
  'dialogs.import.refusal.too_large': 'Die Quelle ist größer als {mb} MB',
  'dialogs.import.refusal.too_many_attributes': 'Die Quelle enthält ein <{tag}>-Tag mit mehr als {max} Attributen',
  'dialogs.import.refusal.too_deep': 'Die Quelle ist zu tief verschachtelt (mehr als {max} Ebenen)',
  'dialogs.import.refusal.not_json': 'Die Quelle ist kein JSON (ein {format}-Design ist ein JSON-Objekt)',
  'dialogs.import.refusal.not_text': 'Die Quelle muss {format}-Text sein',
  'dialogs.import.refusal.unknown_format': 'Das Format muss eines der folgenden sein: {formats}',
  'dialogs.import.refusal.invalid_document': 'Das Ergebnis ist kein gültiges Dokument: {path} {problem}',
  'dialogs.import.refusal.not_unlayer': 'Die Quelle ist kein Unlayer-Design (ihr fehlt das Array body.rows)',
  'dialogs.import.refusal.not_beefree': 'Die Quelle ist keine Beefree-Vorlage (ihr fehlt das Array page.rows)',
  'dialogs.import.refusal.not_mjml': 'Die Quelle ist kein MJML (kein <mjml>-Wurzelelement mit <mj-body>)',
} as const satisfies Translation<typeof importNotes>;
