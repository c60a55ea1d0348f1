import type { Translation } from '../../catalog';
import type { importNotes } from '../../en/import-notes';

export default {
  'dialogs.import.note.mso_left_out':
    'Se omitió el marcado solo para Outlook (comentarios condicionales MSO): el renderizador escribe el suyo para Outlook',
  'dialogs.import.note.web_font':
    'usa la fuente web {family}: para guardarla hace falta un plan con fuentes personalizadas',
  'dialogs.import.note.frames_left_out': 'Se omitieron los marcos (los clientes de correo no los muestran)',
  'dialogs.import.note.hidden_left_out': 'Se omitió el contenido oculto (display:none)',
  'dialogs.import.note.deep_as_html': 'El contenido muy anidado se importó como HTML',
  'dialogs.import.note.tag_as_html':
    '<{tag}> no tiene bloque: se conservó como bloque HTML saneado (formularios, marcos y multimedia no funcionan en el correo)',
  'dialogs.import.note.data_table': 'Una tabla de datos se conservó como bloque HTML',
  'dialogs.import.note.nested_columns': 'Las columnas dentro de columnas se apilaron en su columna',
  'dialogs.import.note.block_as_html': 'Un bloque {type} no cumplía su esquema y se conservó como HTML',
  'dialogs.import.note.no_content': 'No se encontró contenido en la fuente',
  'dialogs.import.note.canvas_defaults':
    'No se pudo leer la configuración de página del correo; se usaron los valores predeterminados',
  'dialogs.import.note.unlayer_content':
    'El contenido de Unlayer «{type}» no tiene bloque: su texto se conservó como HTML',
  'dialogs.import.note.beefree_module':
    'El módulo de Beefree «{type}» no tiene bloque: su contenido se conservó como HTML',
  'dialogs.import.note.mjml_raw_mso': 'Se omitió el marcado solo para Outlook (MSO) dentro de mj-raw',
  'dialogs.import.note.mjml_carousel':
    'Un carrusel se convirtió en sus imágenes, una tras otra (los clientes de correo rara vez animan carruseles)',
  'dialogs.import.note.mjml_accordion': 'Un acordeón se convirtió en sus títulos y textos, todos abiertos',
  'dialogs.import.note.mjml_include':
    'mj-include ({path}) no se puede resolver al importar: pega el contenido del archivo incluido',
  'dialogs.import.note.mjml_unknown': '<{tag}> no es un componente MJML estándar: su contenido se conservó como HTML',
  'dialogs.import.note.mjml_hero': 'La imagen de fondo de una sección hero se colocó encima de su contenido',
  'dialogs.import.note.mjml_style': 'No se aplican las clases CSS de mj-style; los atributos en línea sí',
  'dialogs.import.note.too_many_blocks': 'Más de {max} bloques: el resto del correo se importó como bloques HTML',
  'dialogs.import.note.unsafe_link': 'Se quitó un enlace inseguro o no admitido: {href}',
  'dialogs.import.note.button_unsafe_link': 'Se quitó el enlace inseguro o no admitido de un botón: {href}',
  'dialogs.import.note.data_image_too_large':
    'Una imagen incrustada (data:) de {kb} KB era demasiado grande para conservarla',
  'dialogs.import.note.data_images_as_html':
    'Las imágenes incrustadas (data:) se conservaron como bloques HTML; súbelas para editarlas',
  'dialogs.import.note.image_unsupported': 'Se omitió una imagen con una dirección no admitida: {url}',
  'dialogs.import.note.column_too_long':
    'Una columna tenía más de {max} bloques: el resto se convirtió en un bloque HTML',
  'dialogs.import.refusal.too_large': 'La fuente supera los {mb} MB',
  'dialogs.import.refusal.too_many_attributes': 'La fuente tiene una etiqueta <{tag}> con más de {max} atributos',
  'dialogs.import.refusal.too_deep': 'La fuente está anidada a demasiada profundidad (más de {max} niveles)',
  'dialogs.import.refusal.not_json': 'La fuente no es JSON (un diseño de {format} es un objeto JSON)',
  'dialogs.import.refusal.not_text': 'La fuente debe ser el texto {format}',
  'dialogs.import.refusal.unknown_format': 'El formato debe ser uno de estos: {formats}',
  'dialogs.import.refusal.invalid_document': 'El resultado no es un documento válido: {path} {problem}',
  'dialogs.import.refusal.not_unlayer': 'La fuente no es un diseño de Unlayer (no tiene el array body.rows)',
  'dialogs.import.refusal.not_beefree': 'La fuente no es una plantilla de Beefree (no tiene el array page.rows)',
  'dialogs.import.refusal.not_mjml': 'La fuente no es MJML (no hay un elemento raíz <mjml> con <mj-body>)',
} as const satisfies Translation<typeof importNotes>;
