// Wiki editor niceties (progressive enhancement; the editor works without this file).
// - ?block=YYYY-MM-DD selects that coach block in the textarea (the alert's "edit your block" link).
// - Leaving the page with unsaved text asks first, so nothing typed is lost by a stray click.
(function () {
  "use strict";
  var area = document.getElementById("wiki-content");
  var form = document.getElementById("editor-form");
  if (!area || !form) { return; }

  var block = area.getAttribute("data-focus-block");
  if (block) {
    var marker = "<!-- coach " + block + " -->";
    var start = area.value.indexOf(marker);
    if (start >= 0) {
      var end = area.value.indexOf("<!-- /coach -->", start);
      end = end >= 0 ? end + "<!-- /coach -->".length : start + marker.length;
      area.focus();
      area.setSelectionRange(start, end);
      var line = area.value.slice(0, start).split("\n").length;
      area.scrollTop = Math.max(0, (line - 3) * parseFloat(getComputedStyle(area).lineHeight || "20"));
    }
  }

  var original = area.value;
  var submitting = false;
  form.addEventListener("submit", function () { submitting = true; });
  window.addEventListener("beforeunload", function (event) {
    if (!submitting && area.value !== original) {
      event.preventDefault();
      event.returnValue = "";
    }
  });
})();
