import type { Translation } from '../../catalog';
import type { collab } from '../../en/collab';

export default {
  'collab.people': 'Pessoas neste modelo',
  'collab.you': '{name} (você)',
  'collab.typing': '{name} está digitando aqui',
  'collab.offline': 'Offline — suas alterações serão sincronizadas quando a conexão voltar.',
  'collab.readOnly': 'Você vê este modelo ao vivo enquanto outras pessoas o editam, mas não pode alterá-lo.',
  'collab.limitReached':
    'O número máximo de pessoas que seu plano permite já está editando este modelo, então ele abriu somente para leitura. As alterações delas aparecem aqui ao vivo.',
  'collab.deleted': 'Alguém excluiu este modelo. Nada mais pode ser salvo nele.',
} satisfies Translation<typeof collab>;
