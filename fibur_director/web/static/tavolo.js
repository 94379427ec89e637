// The tables' phone page (issue 26): the running totals of a sheet entered deal by deal. Only a help to the eye:
// the page works without it, and the server adds the deals up itself.
"use strict";
document.querySelectorAll("table.smazzate").forEach(function (grid) {
  function add(side) {
    var sum = 0, all = true, any = false;
    grid.querySelectorAll('input[name^="' + side + '"]').forEach(function (input) {
      var text = input.value.replace(/\s/g, "").replace("−", "-");
      if (/^[-+]?\d+$/.test(text)) { sum += parseInt(text, 10); any = true; } else if (text !== "") { all = false; }
    });
    grid.querySelector('output[data-totale="' + side + '"]').textContent = !all ? "?" : any ? String(sum) : "—";
  }
  grid.addEventListener("input", function () { add("ns"); add("ew"); });
  add("ns"); add("ew");
});
