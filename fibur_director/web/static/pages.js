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

  // A tap is a press and a release on one element: a swap of the content between the two loses it (a helper
  // tapping a player at the door while another phone's mark arrives). The swap waits for the finger to lift,
  // and for the click that follows it, which the browser sends in the same turn as the release.
  var pressed = false, held = null;
  document.addEventListener("pointerdown", function () { pressed = true; }, true);
  function lifted() {
    pressed = false;
    setTimeout(function () { if (!pressed && held) { var run = held; held = null; run(); } }, 0);
  }
  document.addEventListener("pointerup", lifted, true);
  document.addEventListener("pointercancel", lifted, true);
  window.addEventListener("blur", lifted);  // a release outside the page is never seen

  var loading = false, again = false;
  function refresh() {
    if (loading) { again = true; return; }
    loading = true;
    fetch(location.href, { cache: "no-store", headers: { "Accept": "text/html" } })
      .then(function (answer) { return answer.ok ? answer.text() : Promise.reject(answer.status); })
      .then(function (html) {
        if (pressed) held = function () { swap(html); }; else swap(html);
      })
      .catch(function () { /* the next event tries again */ })
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
    });
    source.addEventListener("open", function () {
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
    listen();
  });
})();
