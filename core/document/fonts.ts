// Web-safe font stacks: each ends in a generic family so Outlook never falls back to Times.
export const FONT_STACKS = {
  arial: 'Arial, Helvetica, sans-serif',
  helvetica: "'Helvetica Neue', Helvetica, Arial, sans-serif",
  verdana: 'Verdana, Geneva, sans-serif',
  tahoma: 'Tahoma, Verdana, Segoe, sans-serif',
  trebuchet: "'Trebuchet MS', 'Lucida Grande', sans-serif",
  system: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  georgia: 'Georgia, Times, serif',
  times: "'Times New Roman', Times, serif",
  palatino: "'Palatino Linotype', Palatino, 'Book Antiqua', serif",
  courier: "'Courier New', Courier, monospace",
} as const;

export type FontId = keyof typeof FONT_STACKS;
export const FONT_IDS = Object.keys(FONT_STACKS) as FontId[];
