import type { Translation } from '../../catalog';
import type { importNotes } from '../../en/import-notes';

export default {
  'dialogs.import.note.mso_left_out':
    'A marcação exclusiva do Outlook (comentários condicionais MSO) foi omitida: o renderizador escreve a sua própria para o Outlook',
  'dialogs.import.note.web_font':
    'usa a fonte web {family}: para salvá-la é preciso um plano com fontes personalizadas',
  'dialogs.import.note.frames_left_out': 'Os frames foram omitidos (os clientes de e-mail não os exibem)',
  'dialogs.import.note.hidden_left_out': 'O conteúdo oculto (display:none) foi omitido',
  'dialogs.import.note.deep_as_html': 'Conteúdo muito aninhado foi importado como HTML',
  'dialogs.import.note.tag_as_html':
    '<{tag}> não tem bloco: mantido como bloco HTML higienizado (formulários, frames e mídia não funcionam em e-mail)',
  'dialogs.import.note.data_table': 'Uma tabela de dados foi mantida como bloco HTML',
  'dialogs.import.note.nested_columns': 'Colunas dentro de colunas foram empilhadas na sua coluna',
  'dialogs.import.note.block_as_html': 'Um bloco {type} não seguia seu esquema e foi mantido como HTML',
  'dialogs.import.note.no_content': 'Nenhum conteúdo foi encontrado na origem',
  'dialogs.import.note.canvas_defaults':
    'Não foi possível ler as configurações de página do e-mail; foram usados os valores padrão',
  'dialogs.import.note.unlayer_content':
    'O conteúdo “{type}” do Unlayer não tem bloco: seu texto foi mantido como HTML',
  'dialogs.import.note.beefree_module':
    'O módulo “{type}” do Beefree não tem bloco: seu conteúdo foi mantido como HTML',
  'dialogs.import.note.mjml_raw_mso': 'A marcação exclusiva do Outlook (MSO) em mj-raw foi omitida',
  'dialogs.import.note.mjml_carousel':
    'Um carrossel virou suas imagens, uma após a outra (os clientes de e-mail raramente animam carrosséis)',
  'dialogs.import.note.mjml_accordion': 'Um acordeão virou seus títulos e textos, todos abertos',
  'dialogs.import.note.mjml_include':
    'mj-include ({path}) não pode ser resolvido na importação: cole o conteúdo do arquivo incluído',
  'dialogs.import.note.mjml_unknown': '<{tag}> não é um componente MJML padrão: seu conteúdo foi mantido como HTML',
  'dialogs.import.note.mjml_hero': 'A imagem de fundo de uma seção hero foi colocada acima do seu conteúdo',
  'dialogs.import.note.mjml_style': 'As classes CSS de mj-style não são aplicadas; os atributos inline são',
  'dialogs.import.note.too_many_blocks': 'Mais de {max} blocos: o restante do e-mail foi importado como blocos HTML',
  'dialogs.import.note.unsafe_link': 'Link inseguro ou não suportado removido: {href}',
  'dialogs.import.note.button_unsafe_link': 'O link inseguro ou não suportado de um botão foi removido: {href}',
  'dialogs.import.note.data_image_too_large':
    'Uma imagem embutida (data:) de {kb} KB era grande demais para ser mantida',
  'dialogs.import.note.data_images_as_html':
    'As imagens embutidas (data:) foram mantidas como blocos HTML; envie-as para editá-las',
  'dialogs.import.note.image_unsupported': 'Uma imagem com endereço não suportado foi omitida: {url}',
  'dialogs.import.note.column_too_long': 'Uma coluna tinha mais de {max} blocos: o restante virou um bloco HTML',
  'dialogs.import.refusal.too_large': 'A origem tem mais de {mb} MB',
  'dialogs.import.refusal.too_many_attributes': 'A origem tem uma tag <{tag}> com mais de {max} atributos',
  'dialogs.import.refusal.too_deep': 'A origem está aninhada demais (mais de {max} níveis)',
  'dialogs.import.refusal.not_json': 'A origem não é JSON (um design do {format} é um objeto JSON)',
  'dialogs.import.refusal.not_text': 'A origem deve ser o texto {format}',
  'dialogs.import.refusal.unknown_format': 'O formato deve ser um destes: {formats}',
  'dialogs.import.refusal.invalid_document': 'O resultado não é um documento válido: {path} {problem}',
  'dialogs.import.refusal.not_unlayer': 'A origem não é um design do Unlayer (falta o array body.rows)',
  'dialogs.import.refusal.not_beefree': 'A origem não é um modelo do Beefree (falta o array page.rows)',
  'dialogs.import.refusal.not_mjml': 'A origem não é MJML (não há elemento raiz <mjml> com <mj-body>)',
} as const satisfies Translation<typeof importNotes>;
