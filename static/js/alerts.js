// Keyboard shortcuts in the alerts inbox (docs/console.md, "Alerts"): k = Keep old, a = Accept new on
// the contradiction card that holds the focus, else the first open one. Buttons keep working without it.
(function () {
  "use strict";
  function typing(target) {
    return target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  }
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    var key = event.key.toLowerCase();
    if (key !== "k" && key !== "a") return;
    var focused = document.activeElement && document.activeElement.closest(".alert-card");
    var card = focused && focused.querySelector("[data-shortcut]") ? focused : null;
    if (!card) {
      var first = document.querySelector(".alert-card:not(.resolved) [data-shortcut]");
      card = first ? first.closest(".alert-card") : null;
    }
    var button = card && card.querySelector('[data-shortcut="' + key + '"]');
    if (!button) return;
    event.preventDefault();
    button.click();
  });
})();
