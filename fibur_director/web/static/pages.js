// FIBur Director live pages: the search box filters the list as you type, and with a live server the page
// refreshes its content when the desk commits a change (Server-Sent Events), without reloading.
"use strict";
(function () {
  function fold(text) {
    return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/ł/g, "l").replace(/ø/g, "o").replace(/đ/g, "d").replace(/ß/g, "ss");
  }

  function filter() {
    var box = document.getElementById("cerca");
    if (!box) return;
    var wanted = fold(box.value.trim());
    var shown = 0;
    document.querySelectorAll("[data-cerca]").forEach(function (row) {
      var match = !wanted || row.getAttribute("data-cerca").indexOf(wanted) >= 0;
      row.hidden = !match;
      if (match) shown++;
    });
    var none = document.querySelector(".nessuno");
    if (none) none.hidden = shown > 0 || !wanted;
  }

  // The projector turns its slides; the round clock counts down from what the desk last said.
  var slide = 0, endsAt = null, left = null;
  function slides() {
    var all = document.querySelectorAll(".proiettore .diapositiva");
    if (!all.length) return;
    all.forEach(function (s, i) { s.classList.toggle("attiva", i === slide % all.length); });
  }
  function setClock(clock) {
    var el = document.getElementById("orologio");
    if (!el) return;
    if (!clock) { el.hidden = true; endsAt = null; left = null; return; }
    el.hidden = false;
    left = clock.left;
    endsAt = clock.running ? Date.now() / 1000 + clock.left : null;
    showClock();
  }
  function showClock() {
    var el = document.getElementById("orologio");
    if (!el || left === null) return;
    var seconds = endsAt !== null ? Math.max(0, endsAt - Date.now() / 1000) : left;
    var m = Math.floor(seconds / 60), s = Math.floor(seconds % 60);
    el.textContent = (m < 10 ? "0" : "") + m + ":" + (s < 10 ? "0" : "") + s;
    el.classList.toggle("scaduto", seconds <= 0);
  }

  // A tap is a press, a release and a click on one element: a swap of the content in between loses it, or sends
  // it to the row that moved under the finger (a helper tapping a player at the door while another phone's mark
  // arrives). The swap waits until the tap is over: the click, which follows the release in the same turn for a
  // mouse and in a later one for a finger; or half a second after a release no click followed (a long press),
  // a scroll that cancelled it, or the page losing the focus (a release outside it is never seen).
  var tapping = false, held = null, lifting = null;
  function tapped() {
    tapping = false;
    if (lifting !== null) { clearTimeout(lifting); lifting = null; }
    if (held) { var run = held; held = null; run(); }
  }
  document.addEventListener("pointerdown", function () {
    tapping = true;
    if (lifting !== null) { clearTimeout(lifting); lifting = null; }
  }, true);
  document.addEventListener("pointerup", function () {
    if (lifting !== null) clearTimeout(lifting);
    lifting = setTimeout(tapped, 500);
  }, true);
  document.addEventListener("click", function () { setTimeout(tapped, 0); }, true);
  document.addEventListener("pointercancel", tapped, true);
  window.addEventListener("blur", tapped);

  // A page the server could not give now (a busy room's 503, a restart) is asked again a moment later, a few
  // times, at a random moment so that a room of phones does not come back all at once (issue 39).
  var loading = false, again = false, retries = 0;
  function refresh() {
    if (loading) { again = true; return; }
    loading = true;
    fetch(location.href, { cache: "no-store", headers: { "Accept": "text/html" } })
      .then(function (answer) { return answer.ok ? answer.text() : Promise.reject(answer.status); })
      .then(function (html) {
        retries = 0;
        // The newest page wins: one held from before is dropped, never applied over this one later.
        held = null;
        if (tapping) held = function () { swap(html); }; else swap(html);
      })
      .catch(function () {
        if (retries < 5) { retries += 1; setTimeout(refresh, 1000 + Math.random() * 2000 * retries); }
      })
      .finally(function () {
        loading = false;
        if (again) { again = false; refresh(); }
      });
  }

  function swap(html) {
    var page = new DOMParser().parseFromString(html, "text/html");
    var fresh = page.getElementById("live"), here = document.getElementById("live");
    if (fresh && here) {
      var typing = document.activeElement && document.activeElement.id === "cerca";
      var value = document.getElementById("cerca") ? document.getElementById("cerca").value : null;
      here.innerHTML = fresh.innerHTML;
      var box = document.getElementById("cerca");
      if (box && value !== null) { box.value = value; if (typing) box.focus(); }
      document.body.setAttribute("data-version", page.body.getAttribute("data-version"));
      filter();
      slides();
    }
    var title = document.querySelector(".testata-proiettore .titolo"), freshTitle = page.querySelector(".testata-proiettore .titolo");
    if (title && freshTitle) title.textContent = freshTitle.textContent;
    var status = document.getElementById("stato-diretta"), freshStatus = page.getElementById("stato-diretta");
    if (status && freshStatus) status.textContent = freshStatus.textContent;
    // The newest round's fingerprint moves with each result (issue 27): the footer follows the content.
    var print = document.getElementById("impronta"), freshPrint = page.getElementById("impronta");
    if (print && freshPrint) { print.textContent = freshPrint.textContent; print.title = freshPrint.title; }
    var code = document.getElementById("impronta-qr"), freshCode = page.getElementById("impronta-qr");
    if (code && freshCode) { code.innerHTML = freshCode.innerHTML; code.title = freshCode.title; }
  }

  // An exported site (issue 40): the fingerprint and the time of publication are in impronta.js, one small file
  // shared by every page, loaded by a script tag (which works from a folder on a USB stick as well); on a web
  // site it is read again past the browser's cache, so a page kept from an earlier visit shows the newest.
  function showPublication(data) {
    if (!data) return;
    var when = document.getElementById("pubblicazione");
    if (when) when.textContent = data.published_words;
    var print = document.getElementById("impronta");
    if (print) { print.textContent = data.words; print.title = data.verify; }
    var code = document.getElementById("impronta-qr");
    if (code) { code.innerHTML = data.qr; code.title = data.claim; }
    var big = document.getElementById("impronta-pagina");
    if (big) big.textContent = data.words + " (" + data.claim + ") · " + data.published_words;
    var bigCode = document.getElementById("impronta-qr-pagina");
    if (bigCode) bigCode.innerHTML = data.qr;
  }
  function publication() {
    if (!document.getElementById("pubblicazione")) return;
    showPublication(window.fiburPubblicazione);
    if (!/^https?:$/.test(location.protocol) || !window.fetch) return;
    fetch("impronta.js", { cache: "no-cache" })
      .then(function (answer) { return answer.ok ? answer.text() : Promise.reject(answer.status); })
      .then(function (text) { showPublication(JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1))); })
      .catch(function () { /* the copy the script tag loaded stays */ });
  }

  // EventSource reconnects by itself after a network failure, but an answer that is not 200 (the server's quick
  // 503 when a room or one device holds all the streams it may) closes it for good: then the page opens it again
  // itself, after a few seconds at a random moment, waiting longer after each refusal (issue 39).
  var pause = 5000;
  function listen() {
    var url = document.body.getAttribute("data-events");
    if (!url || !window.EventSource) return;
    var source = new EventSource(url);
    source.addEventListener("version", function (event) {
      var data = JSON.parse(event.data);
      setClock(data.clock);
      if (String(data.version) !== document.body.getAttribute("data-version")) refresh();
    });
    source.addEventListener("error", function () {
      var status = document.getElementById("stato-diretta");
      if (status) status.classList.add("interrotta");
      if (source.readyState === 2) {  // EventSource.CLOSED: it will not try again by itself
        source.close();
        setTimeout(listen, pause + Math.random() * pause);
        pause = Math.min(pause * 2, 60000);
      }
    });
    source.addEventListener("open", function () {
      pause = 5000;
      var status = document.getElementById("stato-diretta");
      if (status) status.classList.remove("interrotta");
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var box = document.getElementById("cerca");
    document.addEventListener("input", function (event) {
      if (event.target && event.target.id === "cerca") filter();
    });
    if (box) filter();
    var clock = document.getElementById("orologio");
    if (clock && clock.hasAttribute("data-left")) {
      setClock({ left: parseFloat(clock.getAttribute("data-left")), running: clock.getAttribute("data-running") === "1" });
    }
    if (document.body.classList.contains("proiettore")) {
      document.body.classList.add("a-rotazione");
      slides();
      setInterval(function () { slide++; slides(); }, 12000);
      setInterval(showClock, 250);
    }
    publication();
    listen();
  });
})();
