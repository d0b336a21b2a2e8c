/* global document, location */
// /clara?code=…: its first view is the same HTML for everyone (web/prerender.mjs), so this fills the code field
// from the link before the app takes over (issue 21). A file, not inline: the CSP allows no inline script.
(function () {
  var code = new URLSearchParams(location.search).get('code');
  var input = document.querySelector('#root input[name="code"]');
  if (code && input) input.value = code.trim();
})();
