import type { Translation } from '../../catalog';
import type { customBlocks } from '../../en/custom-blocks';

export default {
  'editor.customBlocks.heading': 'Tus bloques',
  'editor.customBlocks.loading': 'Cargando tus bloques…',
  'editor.customBlocks.failed': 'No se pudieron cargar tus bloques: {error}',
  'editor.customBlocks.retry': 'Reintentar',
  'editor.customBlocks.fields': 'Contenido',
  'editor.customBlocks.fieldsLoading': 'Cargando los campos de este bloque…',
  'editor.customBlocks.missing':
    'El tipo de este bloque, «{name}», ya no está disponible, así que el bloque se muestra como se editó por última vez. Su contenido no se puede cambiar.',
  'editor.customBlocks.choose': 'Añadir desde {source}',
  'editor.customBlocks.remove': 'Quitar {title}',
  'editor.customBlocks.nothingChosen': 'Aún no se ha elegido nada.',
  'editor.customBlocks.noSource': 'Tu aplicación no ofrece ninguna fuente de datos llamada «{source}».',
  'editor.customBlocks.untitled': 'Sin título',
  'editor.customBlocks.pickerTitle': 'Elegir de {source}',
  'editor.customBlocks.search': 'Buscar en {source}',
  'editor.customBlocks.results': 'Resultados',
  'editor.customBlocks.searching': 'Buscando…',
  'editor.customBlocks.stop': 'Detener la búsqueda',
  'editor.customBlocks.stopped': 'Búsqueda detenida. Escribe para buscar de nuevo.',
  'editor.customBlocks.noResults': 'No se encontró nada para «{query}».',
  'editor.customBlocks.searchFailed': 'La búsqueda de tu aplicación falló: {error}',
  'editor.customBlocks.searchFailedUnknown': 'La búsqueda de tu aplicación falló.',
  'editor.customBlocks.badAnswer': 'La búsqueda de tu aplicación no respondió con una lista de elementos.',
  'editor.customBlocks.close': 'Cerrar',
} satisfies Translation<typeof customBlocks>;
