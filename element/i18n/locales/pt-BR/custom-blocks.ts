import type { Translation } from '../../catalog';
import type { customBlocks } from '../../en/custom-blocks';

export default {
  'editor.customBlocks.heading': 'Seus blocos',
  'editor.customBlocks.loading': 'Carregando seus blocos…',
  'editor.customBlocks.failed': 'Não foi possível carregar seus blocos: {error}',
  'editor.customBlocks.retry': 'Tentar novamente',
  'editor.customBlocks.fields': 'Conteúdo',
  'editor.customBlocks.fieldsLoading': 'Carregando os campos deste bloco…',
  'editor.customBlocks.missing':
    'O tipo deste bloco, “{name}”, não está mais disponível, então o bloco aparece como foi editado pela última vez. O conteúdo dele não pode ser alterado.',
  'editor.customBlocks.choose': 'Adicionar de {source}',
  'editor.customBlocks.remove': 'Remover {title}',
  'editor.customBlocks.nothingChosen': 'Nada escolhido ainda.',
  'editor.customBlocks.noSource': 'Seu aplicativo não oferece nenhuma fonte de dados chamada “{source}”.',
  'editor.customBlocks.untitled': 'Sem título',
  'editor.customBlocks.pickerTitle': 'Escolher em {source}',
  'editor.customBlocks.search': 'Pesquisar em {source}',
  'editor.customBlocks.results': 'Resultados',
  'editor.customBlocks.searching': 'Pesquisando…',
  'editor.customBlocks.stop': 'Parar a pesquisa',
  'editor.customBlocks.stopped': 'Pesquisa interrompida. Digite para pesquisar de novo.',
  'editor.customBlocks.noResults': 'Nada encontrado para “{query}”.',
  'editor.customBlocks.searchFailed': 'A pesquisa do seu aplicativo falhou: {error}',
  'editor.customBlocks.searchFailedUnknown': 'A pesquisa do seu aplicativo falhou.',
  'editor.customBlocks.badAnswer': 'A pesquisa do seu aplicativo não respondeu com uma lista de itens.',
  'editor.customBlocks.close': 'Fechar',
} satisfies Translation<typeof customBlocks>;
