/**
 * Script-injection payloads for the HTML sinks (issue 13 §4): each sets `window.top.__finPwned`
 * if it runs. Classic vectors, event handlers, URL schemes and the known DOMPurify mutation
 * (mXSS) bypasses of past versions.
 */
const run = 'window.top.__finPwned=1';

export const XSS_CORPUS: readonly string[] = [
  `<script>${run}</script>`,
  `<img src=x onerror="${run}">`,
  `<svg onload="${run}"></svg>`,
  `<svg><script>${run}</script></svg>`,
  `<iframe src="javascript:${run}"></iframe>`,
  `<iframe srcdoc="<script>${run}</script>"></iframe>`,
  `<a href="javascript:${run}">click</a>`,
  `<a href="JaVaScRiPt:${run}">click</a>`,
  `<a href=" &#14;javascript:${run}">click</a>`,
  `<a href="javascript&colon;${run}">click</a>`,
  `<a href="data:text/html,<script>${run}</script>">click</a>`,
  `<p onclick="${run}" onmouseover="${run}">hover</p>`,
  `<details open ontoggle="${run}"><summary>x</summary></details>`,
  `<body onload="${run}">`,
  `<object data="javascript:${run}"></object>`,
  `<embed src="javascript:${run}">`,
  `<form action="javascript:${run}"><button>go</button></form>`,
  `<input autofocus onfocus="${run}">`,
  `<video><source onerror="${run}"></video>`,
  `<style>@import "javascript:${run}";</style><p style="background:url(javascript:${run})">s</p>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${run}">`,
  `<base href="javascript:${run}//">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${run}">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${run}">`,
  `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror='${run}' src=1>">`,
  `<svg></p><style><a id="</style><img src=1 onerror='${run}'>">`,
  `<noscript><p title="</noscript><img src=x onerror='${run}'>">`,
  `<xmp><p title="</xmp><img src=x onerror='${run}'>">`,
  `<a href="https://x.example"><svg><a href="javascript:${run}">y</a></svg></a>`,
  `<template><img src=x onerror="${run}"></template>`,
  `<img src=x onerror="${run}"`,
];
