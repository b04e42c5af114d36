/** Hostile markup a post, reply, edit or comment might carry; none of it may come back executable. */
export const XSS_CORPUS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="java&#10;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="javascript&#58;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="jav\nascript:alert(1)">x</a>',
  '<a href="javascript:/*--></title></style></textarea></script><svg/onload=alert(1)>">x</a>',
  '<a href="javascript:alert(1)" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" onmouseover=alert(1)>ok</a>',
  '<p><a href=javascript:alert(1)>unquoted</a></p>',
  '<p onmouseover="alert(1)">hover</p>',
  '<b/onclick=alert(1)>x</b>',
  '<span style="color: red" onclick="x()">ok</span>',
  '<span style="background-image:url(javascript:alert(1))">x</span>',
  '<span style="width: expression(alert(1))">x</span>',
  '<p style="color: red; background: url(\'javascript:alert(1)\')">x</p>',
  '<p style="color:expression(alert(1))">x</p>',
  '<p style="color: url(javascript:alert(1))">x</p>',
  '<p style="-moz-binding:url(http://evil.example/xss.xml#xss)">x</p>',
  '<h1 style="font-family: x; behavior: url(x.htc)">x</h1>',
  '<div style="position:fixed;top:0">overlay</div>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<body onload=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math href="javascript:alert(1)">x</math>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<<script>alert(1)//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img """><script>alert(1)</script>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<textarea><script>alert(1)</script></textarea>',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://ok.example/cat.png" onload="alert(1)" alt="cat">',
  '<pre><code onclick=alert(1)>code</code></pre>',
  '<ul><li><a href="mailto:a@example.org" style="color:#ff0000">mail</a></li></ul>',
];

const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', colon: ':', tab: '\t', newline: '\n' };

function decoded(value: string): string {
  return value.replace(ENTITY, (whole, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)));
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** What is wrong with sanitised markup: any tag outside `tags`, an event handler, an unsafe URL or style. Empty when safe. */
export function unsafeParts(html: string, tags: readonly string[]): string[] {
  const problems: string[] = [];
  const tag = /<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;
  for (const [whole, name, attributes] of html.matchAll(tag)) {
    if (!tags.includes(name!.toLowerCase())) problems.push(`tag ${whole}`);
    for (const [, attribute, , value = ''] of attributes!.matchAll(/([^\s=/]+)(="([^"]*)")?/g)) {
      const lower = attribute!.toLowerCase();
      if (!['href', 'style', 'target', 'rel', 'src', 'alt'].includes(lower)) problems.push(`attribute ${attribute} in ${whole}`);
      const url = decoded(value).replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
      if ((lower === 'href' || lower === 'src') && /^(javascript|data|vbscript):/.test(url)) problems.push(`url ${whole}`);
      if (lower === 'style' && /url\(|expression|behavior|binding|position/i.test(decoded(value))) problems.push(`style ${whole}`);
    }
  }
  // Whatever is not a kept tag is text: no bare "<" may start markup a browser would read.
  if (/<(?![a-zA-Z/])/.test(html.replace(tag, ''))) problems.push('stray <');
  if (/<script|<\/script/i.test(html)) problems.push('script');
  return problems;
}
