// npm run bench:render — our renderer against MJML 5 on the same 20-section newsletter, in one
// process with alternating rounds of 20 renders (see shared/guides/performance.md). Prints both medians, the
// speed-up and the size ratio as `RESULT render speedup=<x> size_ratio=<y>`; then the checker on the
// same document (rendering included, as the editor runs it) as `RESULT checks ms=<x>` (target < 5);
// then half of its sections as custom blocks as `RESULT custom ms=<x> ratio=<x>` (render-custom.ts).
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { checkDocument } from '../../core/checks/index';
import type { Block, EmailDocument } from '../../core/document/schema';
import { validateDocument } from '../../core/document/validate';
import { renderHtml } from '../../core/render/index';
import { benchCustom } from './render-custom';
import { median } from './stats';

const WARMUP = 20;
const RUNS = 200;
/** RUNS renders per renderer, in this many alternating rounds. */
const ROUNDS = 10;
const ASSETS = 'https://example.com/assets';
const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";

type Mjml2Html = (
  mjml: string,
  options?: Record<string, unknown>,
) => Promise<{ html: string; errors: unknown[] }> | { html: string; errors: unknown[] };

interface Story {
  image: string;
  title: string;
  body: string;
  cta: string;
  href: string;
}

const STORIES: Story[] = [1, 2, 3, 4].map((n) => ({
  image: `https://cdn.example.com/newsletter/story-${n}.png`,
  title: `Story ${n}: what we learned shipping email at scale`,
  body: `Hi {{first_name}}, this is story number ${n}. We rebuilt our pipeline, cut render times and <strong>kept every client happy</strong>. <a href="https://example.com/blog/${n}">Read the full write-up</a> on our blog.`,
  cta: `Read story ${n}`,
  href: `https://example.com/stories/${n}?utm_source=newsletter&utm_medium=email`,
}));

/** image, heading, text, button, divider — four times: 20 sections. */
function newsletterDocument(): EmailDocument {
  const blocks: unknown[] = [];
  STORIES.forEach((story, i) => {
    blocks.push(
      {
        id: `img${i}`,
        type: 'image',
        props: { src: story.image, alt: story.title, width: 600, href: story.href },
        style: { padding: [8, 0, 8, 0] },
      },
      {
        id: `h${i}`,
        type: 'heading',
        props: { text: story.title, level: 2 },
        style: { padding: [16, 24, 8, 24], fontSize: 24 },
      },
      {
        id: `t${i}`,
        type: 'text',
        props: { html: `<p>${story.body}</p>` },
        style: { padding: [8, 24, 8, 24], fontSize: 16, lineHeight: 1.5 },
      },
      {
        id: `b${i}`,
        type: 'button',
        props: { label: story.cta, href: story.href, buttonColor: '#2563eb', textColor: '#ffffff', radius: 6 },
        style: { padding: [12, 24, 12, 24], fontSize: 16, fontWeight: 'bold' },
      },
      { id: `d${i}`, type: 'divider', props: { thickness: 1, color: '#e5e7eb' }, style: { padding: [16, 24, 16, 24] } },
    );
  });
  const result = validateDocument({
    canvas: { width: 600, preheader: 'Four stories from our team this month' },
    metadata: { subject: 'The monthly newsletter' },
    blocks,
  });
  if (!result.ok) throw new Error(`bench document is invalid: ${JSON.stringify(result.issues)}`);
  if (result.value.blocks.length !== 20) throw new Error('the newsletter must have 20 sections');
  return result.value;
}

/** The same newsletter in MJML: one mj-section per block, the same sizes, colours and paddings. */
function newsletterMjml(doc: EmailDocument): string {
  const sections = doc.blocks.map((block: Block) => {
    const [t, r, b, l] = block.style.padding ?? [0, 0, 0, 0];
    const padding = `${t}px ${r}px ${b}px ${l}px`;
    let content = '';
    if (block.type === 'image') {
      content = `<mj-image src="${block.props.src}" alt="${block.props.alt}" href="${block.props.href}" width="600px" padding="${padding}" />`;
    } else if (block.type === 'heading') {
      content = `<mj-text padding="${padding}" font-size="24px" font-weight="bold" line-height="30px" color="#1f2937"><h2 style="margin:0;font-size:24px">${block.props.text}</h2></mj-text>`;
    } else if (block.type === 'text') {
      content = `<mj-text padding="${padding}" font-size="16px" line-height="24px" color="#1f2937">${block.props.html}</mj-text>`;
    } else if (block.type === 'button') {
      content = `<mj-button href="${block.props.href.replaceAll('&', '&amp;')}" background-color="#2563eb" color="#ffffff" border-radius="6px" font-size="16px" font-weight="bold" inner-padding="12px 24px" padding="${padding}">${block.props.label}</mj-button>`;
    } else if (block.type === 'divider') {
      content = `<mj-divider border-width="1px" border-color="#e5e7eb" padding="${padding}" />`;
    }
    return `<mj-section background-color="#ffffff" padding="0"><mj-column>${content}</mj-column></mj-section>`;
  });
  return (
    `<mjml lang="en"><mj-head><mj-title>The monthly newsletter</mj-title><mj-preview>Four stories from our team this month</mj-preview>` +
    `<mj-attributes><mj-all font-family="${FONT}" /></mj-attributes></mj-head>` +
    `<mj-body width="600px" background-color="#f3f4f6">${sections.join('')}</mj-body></mjml>`
  );
}

async function main(): Promise<void> {
  const doc = newsletterDocument();
  const mjmlSource = newsletterMjml(doc);
  // Cold require (~0.5 s) stays outside every timing.
  const mjml2html = createRequire(import.meta.url)('mjml') as Mjml2Html;
  const renderMjml = async () => {
    const out = await mjml2html(mjmlSource, { validationLevel: 'soft' });
    return out.html;
  };
  const ours = renderHtml(doc, { assetBaseUrl: ASSETS });
  const theirs = await renderMjml();
  if (!theirs.includes('Story 4')) throw new Error('MJML output is missing content');

  for (let i = 0; i < WARMUP; i++) {
    renderHtml(doc, { assetBaseUrl: ASSETS });
    await renderMjml();
  }
  const oursMs: number[] = [];
  const mjmlMs: number[] = [];
  let sink = 0;
  const timeOurs = () => {
    const start = performance.now();
    sink += renderHtml(doc, { assetBaseUrl: ASSETS }).length;
    oursMs.push(performance.now() - start);
  };
  const timeMjml = async () => {
    const start = performance.now();
    sink += (await renderMjml()).length;
    mjmlMs.push(performance.now() - start);
  };
  // Alternating rounds (which renderer goes first alternates too): both see the same machine noise.
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) for (let i = 0; i < RUNS / ROUNDS; i++) timeOurs();
    for (let i = 0; i < RUNS / ROUNDS; i++) await timeMjml();
    if (round % 2 === 1) for (let i = 0; i < RUNS / ROUNDS; i++) timeOurs();
  }
  if (sink === 0) throw new Error('nothing rendered');

  const oursMedian = median(oursMs);
  const mjmlMedian = median(mjmlMs);
  const oursBytes = Buffer.byteLength(ours);
  const mjmlBytes = Buffer.byteLength(theirs);
  const speedup = mjmlMedian / oursMedian;
  // Our first render of each round runs right after MJML has evicted our code and data from the caches.
  const perRound = RUNS / ROUNDS;
  const oursColdMedian = median(oursMs.filter((_, i) => i % perRound === 0));
  const sizeRatio = oursBytes / mjmlBytes;
  console.log(
    `newsletter: ${doc.blocks.length} sections, ${WARMUP} warm-ups, ${RUNS} timed renders each in ${ROUNDS} alternating rounds`,
  );
  console.log(`ours  median ${oursMedian.toFixed(4)} ms  output ${(oursBytes / 1024).toFixed(1)} KB`);
  console.log(`ours  first render of each round (cache-cold after MJML) median ${oursColdMedian.toFixed(4)} ms`);
  console.log(`mjml5 median ${mjmlMedian.toFixed(4)} ms  output ${(mjmlBytes / 1024).toFixed(1)} KB`);
  console.log(`speed-up ${speedup.toFixed(1)}x (target >= 100), size ratio ${sizeRatio.toFixed(3)} (target <= 0.35)`);
  console.log(`RESULT render speedup=${speedup.toFixed(1)} size_ratio=${sizeRatio.toFixed(3)}`);
  benchChecks(doc, ours);
  benchCustom(doc, ASSETS);
}

/** A full check of the newsletter: with the HTML rendered inside (the editor's case) and with it given (the server's). */
function benchChecks(doc: EmailDocument, html: string): void {
  const fullMs: number[] = [];
  const givenMs: number[] = [];
  let findings = 0;
  for (let i = 0; i < WARMUP; i++) findings += checkDocument(doc).length;
  for (let i = 0; i < RUNS; i++) {
    let start = performance.now();
    findings += checkDocument(doc).length;
    fullMs.push(performance.now() - start);
    start = performance.now();
    findings += checkDocument(doc, { html }).length;
    givenMs.push(performance.now() - start);
  }
  const full = median(fullMs);
  // The editor's budget case: a 200-block document (the newsletter ten times over), rendering included.
  const big: EmailDocument = {
    ...doc,
    blocks: Array.from({ length: 10 }, (_, n) =>
      doc.blocks.map((block) => ({ ...block, id: `${block.id}-${n}` }) as Block),
    ).flat(),
  };
  const bigMs: number[] = [];
  for (let i = 0; i < RUNS / 4; i++) {
    const start = performance.now();
    findings += checkDocument(big).length;
    bigMs.push(performance.now() - start);
  }
  console.log(
    `checks of a ${big.blocks.length}-block document median ${median(bigMs).toFixed(3)} ms (the editor's 16 ms frame budget)`,
  );
  console.log(
    `checks median ${full.toFixed(4)} ms with rendering, ${median(givenMs).toFixed(4)} ms with the HTML given ` +
      `(${findings} findings in all runs; target < 5 ms)`,
  );
  console.log(`RESULT checks ms=${full.toFixed(3)}`);
}

await main();
