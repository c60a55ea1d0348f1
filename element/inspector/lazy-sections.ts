// The inspector's sections that editing a block does not wait for: the whole email's settings
// (shown with nothing selected), a block's display condition and its Mobile tab. One chunk, requested as soon as an
// inspector connects, so opening a template for editing downloads neither on its path.
import '../i18n/en/sections-entry';
export { conditionSection } from './condition-section';
export { emailSettings } from './email-settings';
export { mobileSection } from './mobile-section';
