// The copy-paste integration shown in "Embed it": the same three pieces this demo runs.
export interface Snippet {
  title: string;
  note: string;
  lang: 'js' | 'html';
  code: string;
}

export function snippets(apiUrl: string): Snippet[] {
  return [
    {
      title: 'Add one route to your server',
      note: 'Your secret key stays on the server. The route trades it for a 2-hour session token for the signed-in user.',
      lang: 'js',
      code: `// server.js (Koa; Express and others look the same)
router.post('/api/email-builder/session', requireLogin, async (ctx) => {
  const response = await fetch('${apiUrl}/v1/sessions', {
    method: 'POST',
    headers: {
      Authorization: \`Bearer \${process.env.EMAIL_BUILDER_SECRET_KEY}\`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ userId: ctx.state.user.id }),
  });
  ctx.body = await response.json(); // { sessionToken, expiresIn: 7200 }
});`,
    },
    {
      title: 'Load the element',
      note: 'One ES module served by your Email Builder API: cached for a year, revalidated by ETag.',
      lang: 'html',
      code: `<script type="module" src="${apiUrl}/element/email-builder.js"></script>`,
    },
    {
      title: 'Place it and hand it a token',
      note: 'When a token expires the element fires eb-session-expired; set a new api-key and the pending call resumes.',
      lang: 'html',
      code: `<email-builder id="editor" user-id="alice"></email-builder>

<script type="module">
  const editor = document.getElementById('editor');
  const token = async () => {
    const response = await fetch('/api/email-builder/session', { method: 'POST' });
    return (await response.json()).sessionToken;
  };

  // Your platform's merge tags; samples show in the preview, never in the export.
  editor.mergeTags = [{ name: 'First name', value: '{{first_name}}', sample: 'Maya', group: 'Contact' }];
  editor.setAttribute('api-key', await token());
  editor.addEventListener('eb-session-expired', async () => {
    editor.setAttribute('api-key', await token());
  });
  editor.addEventListener('eb-save', (event) => {
    console.log('saved', event.detail.template._id);
  });
</script>`,
    },
  ];
}
