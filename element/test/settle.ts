// Waiting for what the user sees to stop moving, instead of a fixed delay: a frame, then every
// running transition or animation that will end (a spinner's never does) in the page and in
// every shadow tree in it. Self-contained, so e2e tests hand it to Playwright's page.evaluate.

export async function settled(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  // getAnimations() does not reach into shadow trees: each root is asked itself.
  const roots: Array<Document | ShadowRoot> = [document];
  for (let i = 0; i < roots.length; i++)
    for (const node of (roots[i] as Document | ShadowRoot).querySelectorAll('*'))
      if (node.shadowRoot) roots.push(node.shadowRoot);
  const running = roots.flatMap((root) => root.getAnimations());
  const ending = running.filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
  await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
}

/** Every element matching `selector` in `root`'s shadow trees, nested ones too. */
export function inShadows(root: Element, selector: string): Element[] {
  const found: Element[] = [];
  const visit = (node: Element | ShadowRoot): void => {
    for (const child of node.querySelectorAll('*')) {
      if (child.matches(selector)) found.push(child);
      if (child.shadowRoot) visit(child.shadowRoot);
    }
  };
  if (root.shadowRoot) visit(root.shadowRoot);
  return found;
}
