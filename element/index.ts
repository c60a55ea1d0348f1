// The package entry: importing it registers <email-builder> and its inner elements.
// First, before anything else is evaluated: the page's elements start their first reads.
import './api/early';

export type { Finding, FindingCode, Severity } from '../core/checks/types';
export { ApiClient } from './api/client';
export { ApiError } from './api/errors';
export type {
  ApiErrorDetail,
  ExportResult,
  Features,
  LibraryItem,
  Template,
  TemplateListItem,
  ValidateResult,
} from './api/types';
export type {
  AssistantContext,
  AssistantField,
  AssistantFn,
  AssistantRequest,
  AssistantTask,
  AssistantTone,
} from './assistant/types';
export type { DataSource, DataSourceItem, DataSources } from './data-sources/types';
export type {
  EbChangeDetail,
  EbErrorDetail,
  EbReadyDetail,
  EbSaveDetail,
  EmailBuilderEventMap,
} from './email-builder/email-builder';
export { EmailBuilder } from './email-builder/email-builder';
