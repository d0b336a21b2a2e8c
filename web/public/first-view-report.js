/* global document, location, window */
// /analysis?code=…: the report's one read (GET /api/chat/{code}) starts with the HTML, beside the app's scripts,
// instead of after them (issue 21); the app takes its answer (features/analysis/api.ts). Once the answer says it
// is a practice's report, the completion video's poster (the page's largest paint) is fetched too. A file, not
// inline: the CSP allows no inline script. web/prerender.mjs adds it only to builds without App Check (this read
// carries no App Check token).
(function () {
  var script = document.currentScript;
  var code = (new URLSearchParams(location.search).get('code') || '').trim();
  if (!code || !window.fetch) return;
  var read = fetch('/api/chat/' + encodeURIComponent(code));
  window.__claraReport = { code: code, response: read };
  var poster = script && script.getAttribute('data-poster');
  if (!poster) return;
  read
    .then(function (response) {
      return response.ok ? response.clone().json() : null;
    })
    .then(function (session) {
      if (!session || !session.isPractice || !session.analysis) return;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = poster;
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
    })
    .catch(function () {});
})();
