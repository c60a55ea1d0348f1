/** What the caller wants: a picture for `src` (alt asked for) or one without alt (a dark-mode variant). */
export interface ImageRequest {
  /** A file dropped or pasted: the dialog opens on its crop step. */
  file?: File;
  /** Ask for alt text before inserting (default true). */
  askAlt?: boolean;
}

export interface ImageChoice {
  url: string;
  alt: string;
  decorative: boolean;
  width: number | null;
  height: number | null;
}
