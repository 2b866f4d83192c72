// @vitest-environment jsdom
/**
 * The sanitiser against a few thousand XSS payloads: classic vectors (handlers on every kind of element, script and
 * style blocks, javascript:, data: and vbscript: links with encodings, spaces and controls), parser-confusion tricks
 * (comments, CDATA, unclosed tags and quotes, foreign content, noscript and textarea breakouts, mXSS shapes), each
 * also wrapped in allowed elements. Whatever comes out, read back by a real HTML parser, holds only the allowed
 * elements, no attribute but a link's href/target/rel, and no link a browser would run.
 */
import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, sanitizeHtml } from '~/components/SafeHtml';
import { parseFragment, type SafeNode } from '~/components/htmlFragment';

const handlers = ['onerror', 'onload', 'onclick', 'onmouseover', 'onfocus', 'ONERROR', 'oNlOaD', 'onanimationstart'];
const tags = ['img', 'svg', 'body', 'iframe', 'video', 'audio', 'input', 'details', 'p', 'a', 'span', 'div', 'math'];
const schemes = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjava\nscript:alert(1)',
  'java&#x09;script:alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  '&#x6A;avascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '\u0001javascript:alert(1)',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example',
];
const quotes = [(v: string) => `"${v}"`, (v: string) => `'${v}'`, (v: string) => v.replace(/ /g, '/')];
const tricks = [
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<!---><img src=x onerror=alert(1)>',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<style><img src=x onerror=alert(1)></style>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<a href="javascript:alert(1)"<img src=x onerror=alert(1)>',
  '<img src=x onerror=alert(1)//',
  '<img """><script>alert(1)</script>">',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<p/onclick=alert(1)>x</p>',
  '<p\nonclick=alert(1)>x</p>',
  '<p =onclick=alert(1)>x</p>',
  '<a href=javascript:alert(1)>x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="https://ok.example" onclick="alert(1)" href="javascript:alert(1)">x</a>',
  '<a href="javascript:alert(1)" href="https://ok.example">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:/"><a href="x">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<template><img src=x onerror=alert(1)></template>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<span style="background:url(javascript:alert(1))">x</span>',
  '<div style="x:expression(alert(1))">x</div>',
  '<a href="#" target="_top">x</a>',
  '<p id="x" class="y" data-x="1" aria-label="z" name="w">x</p>',
  '<img src=x onerror=alert(1)\u0000>',
  '<scr\u0000ipt>alert(1)</script>',
  '<</p>img src=x onerror=alert(1)>',
  '<p><</p>script>alert(1)<</p>/script>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="https://ok.example/?a=1&amp;b=<2>">ok</a>',
];

function payloads(): string[] {
  const out: string[] = [...tricks];
  for (const tag of tags)
    for (const h of handlers)
      for (const q of quotes) out.push(`<${tag} src=x ${h}=${q('alert(1)')}>t</${tag}>`, `<${tag} ${h}=alert(1)//>`);
  for (const s of schemes)
    for (const q of quotes)
      for (const attr of ['href', 'src', 'action', 'formaction', 'xlink:href'])
        out.push(`<a ${attr}=${q(s)}>x</a>`, `<a href=${q(s)} target=_blank>x</a>`);
  const wrappers = [
    (p: string) => p,
    (p: string) => `<p>${p}</p>`,
    (p: string) => `<ul><li>${p}</li></ul>`,
    (p: string) => `<a href="https://ok.example">${p}</a>`,
    (p: string) => `<blockquote><strong>${p}`,
    (p: string) => `${p}<p>after</p>`,
  ];
  return out.flatMap((p) => wrappers.map((w) => w(p)));
}

const ALLOWED = new Set<string>(ALLOWED_TAGS);
const SCRIPT_URL = /^\s*(?:javascript|data|vbscript):/i;

function checkTree(nodes: SafeNode[]) {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    expect(ALLOWED.has(node.tag)).toBe(true);
    if (node.tag !== 'a') expect(node.attrs).toEqual({});
    else {
      expect(Object.keys(node.attrs).every((k) => ['href', 'target', 'rel'].includes(k))).toBe(true);
      if (node.attrs.href !== undefined) expect(node.attrs.href).toMatch(/^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i);
    }
    checkTree(node.children);
  }
}

describe('SafeHtml against XSS payloads', () => {
  const all = payloads();

  it('is fed a few thousand payloads', () => {
    expect(all.length).toBeGreaterThan(2000);
  });

  it('builds only allowed elements and attributes from each', () => {
    for (const payload of all) checkTree(parseFragment(payload));
  });

  it('writes markup that a real parser reads back with nothing but the allowlist', () => {
    const doc = document.implementation.createHTMLDocument('');
    const box = doc.createElement('div');
    for (const payload of all) {
      box.innerHTML = sanitizeHtml(payload);
      for (const el of box.querySelectorAll('*')) {
        const fail = `${payload} -> ${box.innerHTML}`;
        expect(ALLOWED.has(el.localName), fail).toBe(true);
        for (const attr of el.attributes) {
          expect(el.localName === 'a' && ['href', 'target', 'rel'].includes(attr.name), fail).toBe(true);
          if (attr.name === 'href') expect(SCRIPT_URL.test(attr.value), fail).toBe(false);
          if (attr.name === 'target') expect(['_blank', '_self']).toContain(attr.value);
        }
      }
    }
  });

  it('keeps the text of a described fragment, with references decoded once', () => {
    expect(sanitizeHtml('<p>Caf&eacute; &amp; t&#233; &lt;b&gt; &amp;lt;</p>')).toBe(
      '<p>Café &amp; té &lt;b&gt; &amp;lt;</p>',
    );
    expect(sanitizeHtml('<a href="https://ok.example/?a=1&amp;b=2">ok</a>')).toBe(
      '<a href="https://ok.example/?a=1&amp;b=2" rel="noopener noreferrer">ok</a>',
    );
    expect(sanitizeHtml('<p>one<p>two</p><ul><li>a<li>b</ul>')).toBe(
      '<p>one</p><p>two</p><ul><li>a</li><li>b</li></ul>',
    );
    expect(sanitizeHtml('<p>a <!-- hidden --> b<script>x</script> c</p>')).toBe('<p>a  b c</p>');
  });
});
