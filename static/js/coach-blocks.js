// Coach blocks without HTML (docs/console.md, "Coach blocks in the editor"): progressive enhancement of
// the wiki editor. The textarea keeps the exact markers the server stores; this script draws her blocks
// as highlighted, labelled regions behind it (the markers themselves shown faint), and adds a
// "Add a coach note" button that inserts a dated block at the cursor. Without JavaScript the markers are
// plain text and the help stays open.
(function () {
  "use strict";
  var area = document.getElementById("wiki-content");
  if (!area) { return; }
  var BLOCK = /(<!-- coach (\d{4}-\d{2}-\d{2}) -->)(\n[\s\S]*?)(<!-- \/coach -->)/g;
  var PLACEHOLDER = "Your note";

  function escape(text) {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  }

  function highlighted(text) {
    var html = "";
    var last = 0;
    text.replace(BLOCK, function (match, open, date, body, close, offset) {
      html += escape(text.slice(last, offset));
      html += '<mark class="coach-region" data-label="Your note · ' + date + '">' +
        '<span class="coach-marker coach-open">' + escape(open) + "</span>" + escape(body) +
        '<span class="coach-marker">' + escape(close) + "</span></mark>";
      last = offset + match.length;
      return match;
    });
    return html + escape(text.slice(last)) + "\n";  // the trailing newline keeps the last line's height
  }

  var wrap = document.createElement("div");
  wrap.className = "coach-editor";
  var backdrop = document.createElement("div");
  backdrop.className = "coach-backdrop";
  backdrop.setAttribute("aria-hidden", "true");
  area.parentNode.insertBefore(wrap, area);
  wrap.appendChild(backdrop);
  wrap.appendChild(area);
  area.classList.add("coach-overlay");

  function refresh() {
    backdrop.innerHTML = highlighted(area.value);
    backdrop.scrollTop = area.scrollTop;
    var count = (area.value.match(BLOCK) || []).length;
    legend.textContent = count ? count + " of your notes highlighted — no machine edits them." :
      "No notes of yours on this page yet.";
  }

  var bar = document.createElement("div");
  bar.className = "coach-toolbar";
  var button = document.createElement("button");
  button.type = "button";
  button.className = "secondary";
  button.id = "add-coach-note";
  button.textContent = "Add a coach note";
  var legend = document.createElement("span");
  legend.className = "muted coach-legend";
  bar.appendChild(button);
  bar.appendChild(legend);
  wrap.parentNode.insertBefore(bar, wrap);

  button.addEventListener("click", function () {
    var date = area.getAttribute("data-today");
    var at = area.selectionEnd;
    var before = area.value.slice(0, at);
    var lead = before === "" || /\n\n$/.test(before) ? "" : (/\n$/.test(before) ? "\n" : "\n\n");
    var opening = lead + "<!-- coach " + date + " -->\n";
    area.value = before + opening + PLACEHOLDER + "\n<!-- /coach -->\n" + area.value.slice(at);
    area.focus();
    area.setSelectionRange(at + opening.length, at + opening.length + PLACEHOLDER.length);
    area.dispatchEvent(new Event("input", { bubbles: true }));  // preview (htmx) and highlight follow
  });
  area.addEventListener("input", refresh);
  area.addEventListener("scroll", function () { backdrop.scrollTop = area.scrollTop; });

  var help = document.getElementById("coach-help");
  if (help) { help.open = false; }  // the highlight explains itself; the help is one click away
  refresh();
})();
