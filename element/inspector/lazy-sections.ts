// The inspector's sections that editing a block does not wait for: the whole email's settings
// (shown with nothing selected), a block's display condition and its Mobile tab. One chunk,
// requested by the inspector when it first shows one of them, beside the editor and off the
// path to editing (nothing on that path imports it statically).
import '../i18n/en/sections-entry';

export { conditionSection } from './condition-section';
export { emailSettings } from './email-settings';
export { mobileSection } from './mobile-section';
