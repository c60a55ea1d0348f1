// `npm run packages`: the element and its React wrapper as installable npm packages, packed with
// `npm pack` into dist/packages/ (EB_DIST_DIR moves dist; the packages test uses a temporary one):
//   @email-builder/element  the element build (dist/element: module, chunks, types, custom-elements.json)
//                           plus `./vue`, the Vue type shim (GlobalComponents) that types props and events
//   @email-builder/react    <EmailBuilder> (element/integrations/react.ts) as one ES module; `react`
//                           and the element are peer dependencies, so the app has one copy of each
// Install both tarballs in an app: `npm install ./email-builder-element-X.tgz ./email-builder-react-X.tgz`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { buildTarget, isFresh, ROOT } from '../demo/build';

export const ELEMENT_PACKAGE = '@email-builder/element';
export const REACT_PACKAGE = '@email-builder/react';

interface RootManifest {
  version: string;
  description: string;
  dependencies: Record<string, string>;
}

const root = (): RootManifest => JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as RootManifest;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The Vue shim: props from the element's manifest attributes, events from EmailBuilderEventMap (by type). */
function vueShim(manifestFile: string): string {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    modules: Array<{ declarations?: Array<{ tagName?: string; attributes?: Array<{ fieldName?: string }> }> }>;
  };
  const element = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'email-builder');
  const fields = (element?.attributes ?? []).map((a) => a.fieldName).filter((f): f is string => Boolean(f));
  if (fields.length === 0) throw new Error('custom-elements.json lists no attributes of <email-builder>');
  return `// Vue: <email-builder> typed in templates (vue-tsc, Volar). Import it once for its types:
//   import type {} from '${ELEMENT_PACKAGE}/vue';
// Props are the element's attributes (custom-elements.json); \`@eb-…\` handlers get each event's type.
import type { DefineComponent } from 'vue';
import type { EmailBuilder, EmailBuilderEventMap } from './email-builder';

type Pascal<S extends string> = S extends \`\${infer Head}-\${infer Tail}\` ? \`\${Capitalize<Head>}\${Pascal<Tail>}\` : Capitalize<S>;
type Props = Partial<Pick<EmailBuilder, ${fields.map((f) => `'${f}'`).join(' | ')}>>;
type Events = { [K in keyof EmailBuilderEventMap as \`on\${Pascal<K>}\`]?: (event: EmailBuilderEventMap[K]) => void };

declare module 'vue' {
  interface GlobalComponents {
    'email-builder': DefineComponent<Props & Events>;
  }
}

export type EmailBuilderVueProps = Props & Events;
`;
}

function elementPackage(elementDir: string, outDir: string): void {
  const { version, description, dependencies } = root();
  rmSync(outDir, { recursive: true, force: true });
  cpSync(elementDir, outDir, { recursive: true });
  writeFileSync(join(outDir, 'vue.d.ts'), vueShim(join(outDir, 'custom-elements.json')));
  writeFileSync(
    join(outDir, 'package.json'),
    json({
      name: ELEMENT_PACKAGE,
      version,
      description: `${description} The <email-builder> custom element.`,
      type: 'module',
      module: './email-builder.js',
      types: './email-builder.d.ts',
      exports: {
        '.': { types: './email-builder.d.ts', default: './email-builder.js' },
        './vue': { types: './vue.d.ts' },
        './custom-elements.json': './custom-elements.json',
        './package.json': './package.json',
      },
      customElements: 'custom-elements.json',
      // Importing it registers <email-builder>, and its chunks register their messages and inner
      // elements when they load: a bundler must keep every module, used bindings or not.
      sideEffects: true,
      // Lit is bundled into the module; these are for the declarations (the element's class extends LitElement).
      dependencies: {
        lit: dependencies.lit,
        '@lit/context': dependencies['@lit/context'],
        '@lit/task': dependencies['@lit/task'],
      },
      peerDependencies: { vue: '>=3.3' },
      peerDependenciesMeta: { vue: { optional: true } },
    }),
  );
  writeFileSync(
    join(outDir, 'README.md'),
    `# ${ELEMENT_PACKAGE}\n\n\`import '${ELEMENT_PACKAGE}'\` registers \`<email-builder>\`. Set \`base-url\` to your API's address and \`api-key\` to a session token from \`POST /v1/sessions\`. Vue: \`import type {} from '${ELEMENT_PACKAGE}/vue'\` and treat \`email-builder\` as a custom element (\`compilerOptions.isCustomElement\`). Built by \`npm run packages\`.\n`,
  );
}

async function reactPackage(outDir: string): Promise<void> {
  const { version, description, dependencies } = root();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [join(ROOT, 'element/integrations/react.ts')],
    outfile: join(outDir, 'index.js'),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    logLevel: 'warning',
    external: ['react', '@lit/react', ELEMENT_PACKAGE],
    plugins: [
      {
        // The element is the app's one copy from its own package, never a second one inside this module.
        name: 'element-from-its-package',
        setup(b) {
          b.onResolve({ filter: /\/email-builder\/email-builder$/ }, () => ({ path: ELEMENT_PACKAGE, external: true }));
        },
      },
    ],
  });
  const tsc = spawnSync(
    join(ROOT, 'node_modules/.bin/tsc'),
    ['-p', join(ROOT, 'element/tsconfig.react-types.json'), '--outDir', join(outDir, 'types')],
    {
      encoding: 'utf8',
    },
  );
  if (tsc.status !== 0) throw new Error(`declarations for the React wrapper failed:\n${tsc.stdout}${tsc.stderr}`);
  writeFileSync(join(outDir, 'index.d.ts'), "export * from './types/element/integrations/react';\n");
  writeFileSync(
    join(outDir, 'package.json'),
    json({
      name: REACT_PACKAGE,
      version,
      description: `${description} <EmailBuilder> for React 18 and 19.`,
      type: 'module',
      module: './index.js',
      types: './index.d.ts',
      exports: { '.': { types: './index.d.ts', default: './index.js' }, './package.json': './package.json' },
      sideEffects: false,
      dependencies: { '@lit/react': dependencies['@lit/react'] },
      peerDependencies: { react: '>=18', [ELEMENT_PACKAGE]: version },
    }),
  );
  writeFileSync(
    join(outDir, 'README.md'),
    `# ${REACT_PACKAGE}\n\n\`<EmailBuilder apiKey={sessionToken} userId="alice" baseUrl="https://email-api.example.com" onEbSave={…} />\`: every \`eb-*\` event as an \`on…\` prop. Install it with \`${ELEMENT_PACKAGE}\`. Built by \`npm run packages\`.\n`,
  );
}

function pack(dir: string, destination: string): string {
  const npm = spawnSync('npm', ['pack', '--json', '--pack-destination', destination], { cwd: dir, encoding: 'utf8' });
  if (npm.status !== 0) throw new Error(`npm pack in ${dir} failed:\n${npm.stderr}`);
  const [packed] = JSON.parse(npm.stdout) as Array<{ filename: string }>;
  if (!packed) throw new Error(`npm pack in ${dir} reported nothing`);
  return join(destination, packed.filename);
}

export interface Packed {
  element: string;
  react: string;
}

/** Builds the element when its build is stale, then both packages and their tarballs under `distDir/packages`. */
export async function buildPackages(distDir: string, log: (line: string) => void = () => {}): Promise<Packed> {
  const elementDir = join(distDir, 'element');
  if (!isFresh('element', elementDir, 'email-builder.d.ts')) {
    log('building the element…');
    await buildTarget('element', elementDir, log, 'warn');
  }
  const out = join(distDir, 'packages');
  mkdirSync(out, { recursive: true });
  elementPackage(elementDir, join(out, 'element'));
  await reactPackage(join(out, 'react'));
  return { element: pack(join(out, 'element'), out), react: pack(join(out, 'react'), out) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = process.env.EB_DIST_DIR ?? join(ROOT, 'dist');
  buildPackages(distDir, (line) => console.log(`  ${line}`)).then(
    (packed) => {
      for (const file of Object.values(packed)) console.log(`✔ ${relative(process.cwd(), file)}`);
      console.log('Install both in your app: npm install <the two .tgz files>');
    },
    (error: unknown) => {
      console.error(`✖ packages failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
