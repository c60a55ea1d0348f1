// The two host apps the packages test builds from the packed tarballs: a React 19 + Vite app and a
// Vue 3 + Vite app, written as an integrator would from the README (no resolve.dedupe, baseUrl
// set). Each fetches `/session` from its own server (the test's stand-in for the customer's
// backend: a session token, the user and the API's address) and logs the element's events in
// `#log`. `?nobase` leaves baseUrl out, to show what a missing base-url reports.
export type AppFiles = Record<string, string>;

/** Registry packages of each app (the tarballs are added by the test). */
export const REACT_DEPENDENCIES = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  vite: '8.3.8',
  typescript: '5.9.3',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
};
export const VUE_DEPENDENCIES = {
  vue: '3.5.45',
  '@vitejs/plugin-vue': '6.0.11',
  'vue-tsc': '3.3.14',
  typescript: '5.9.3',
  vite: '8.3.8',
};

const html = (title: string, mount: string, entry: string) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>${title}</title></head>
  <body style="margin: 0; font-family: system-ui, sans-serif; background: #f4f5f7">
    <div id="${mount}"></div>
    <script type="module" src="${entry}"></script>
  </body>
</html>
`;

const SHELL_STYLE = `header { display: flex; align-items: center; gap: 12px; padding: 12px 24px; background: #14213d; color: #fff; }
header h1 { font-size: 18px; margin: 0; } header span { opacity: .75; font-size: 14px; }
main { padding: 16px 24px; } #log { font: 12px ui-monospace, monospace; color: #444; columns: 3; }`;

const STRICT = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'bundler',
  strict: true,
  noEmit: true,
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  skipLibCheck: true,
  types: [],
};

export const REACT_APP: AppFiles = {
  'index.html': html('Acme CRM (React 19)', 'root', '/src/main.tsx'),
  'tsconfig.json': `${JSON.stringify({ compilerOptions: { ...STRICT, jsx: 'react-jsx' }, include: ['src'] }, null, 2)}\n`,
  // Never rendered: tsc proves the on… props are typed per event (each expected error must happen).
  'src/probe.tsx': `import { EmailBuilder } from '@email-builder/react';

export const probes = [
  <EmailBuilder key="1" onEbDirtyChange={(e) => e.detail.dirty satisfies boolean} onEbUpgradeRequested={(e) => e.detail.feature.toUpperCase()} />,
  // @ts-expect-error eb-ready's detail is {plan, features}: it has no template
  <EmailBuilder key="2" onEbReady={(e) => e.detail.template} />,
  // @ts-expect-error there is no eb-saved event
  <EmailBuilder key="3" onEbSaved={() => {}} />,
];
`,
  'src/main.tsx': `import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EmailBuilder } from '@email-builder/react';

interface Session { sessionToken: string; userId: string; apiUrl: string }
const withBase = !new URLSearchParams(location.search).has('nobase');

function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((lines) => [...lines, line]);
  useEffect(() => {
    fetch('/session').then((r) => r.json()).then(setSession);
  }, []);
  return (
    <>
      <style>{${JSON.stringify(SHELL_STYLE)}}</style>
      <header><h1>Acme CRM</h1><span>React 19 + Vite, @email-builder/react from its npm package</span></header>
      <main>
        {session && (
          <EmailBuilder
            apiKey={session.sessionToken}
            userId={session.userId}
            {...(withBase ? { baseUrl: session.apiUrl } : {})}
            style={{ display: 'block', height: 620 }}
            onEbReady={(e) => note(\`ready \${e.detail.plan}\`)}
            onEbDirtyChange={(e) => note(\`dirty \${e.detail.dirty}\`)}
            onEbSave={(e) => note(\`saved \${e.detail.template._id}\`)}
            onEbError={(e) => note(\`error \${e.detail.code}\`)}
          />
        )}
        <ul id="log">{log.map((line, i) => <li key={i}>{line}</li>)}</ul>
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
`,
};

export const VUE_APP: AppFiles = {
  'index.html': html('Acme CRM (Vue 3)', 'app', '/src/main.ts'),
  'vite.config.ts': `import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'email-builder' } } })],
});
`,
  'tsconfig.json': `${JSON.stringify({ compilerOptions: { ...STRICT, jsx: 'preserve' }, include: ['src/**/*.ts', 'src/**/*.vue'] }, null, 2)}\n`,
  'src/env.d.ts': `declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent;
  export default component;
}
`,
  'src/main.ts': `import '@email-builder/element';
import type {} from '@email-builder/element/vue';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
`,
  'src/App.vue': `<script setup lang="ts">
import type { EbSaveDetail } from '@email-builder/element';
import { onMounted, ref } from 'vue';

const session = ref<{ sessionToken: string; userId: string; apiUrl: string } | null>(null);
const log = ref<string[]>([]);
onMounted(async () => {
  session.value = await (await fetch('/session')).json();
});
function onSave(event: CustomEvent<EbSaveDetail>) {
  log.value.push(\`saved \${event.detail.template._id}\`);
}
</script>

<template>
  <header style="padding: 12px 24px; background: #14213d; color: #fff"><h1 style="font-size: 18px; margin: 0">Acme CRM (Vue 3)</h1></header>
  <main style="padding: 16px 24px">
    <email-builder
      v-if="session"
      :api-key="session.sessionToken"
      :user-id="session.userId"
      :base-url="session.apiUrl"
      style="display: block; height: 620px"
      @eb-ready="(e) => log.push(\`ready \${e.detail.plan}\`)"
      @eb-dirty-change="(e) => log.push(\`dirty \${e.detail.dirty}\`)"
      @eb-save="onSave"
      @eb-error="(e) => log.push(\`error \${e.detail.code}\`)"
    />
    <ul id="log"><li v-for="(line, i) in log" :key="i">{{ line }}</li></ul>
  </main>
</template>
`,
  // Never mounted: vue-tsc proves the events are typed (each expected error must happen, or it fails).
  'src/Probe.vue': `<script setup lang="ts">
import { ref } from 'vue';
const plan = ref('');
</script>

<template>
  <!-- @vue-expect-error eb-ready's detail is {plan, features}: it has no template -->
  <email-builder @eb-ready="(e) => (plan = e.detail.template._id)" />
  <email-builder api-key="token" @eb-ready="(e) => (plan = e.detail.plan)" />
  <!-- @vue-expect-error eb-dirty-change's detail.dirty is a boolean, not a string -->
  <email-builder @eb-dirty-change="(e) => (plan = e.detail.dirty)" />
</template>
`,
};
