// The game page without page loads: ← → Home End step through the plies, swapping the board
// image, its caption and the highlighted move, and keeping the address (?ply=N) in step.
// Without this script every control is a plain link that does the same.
(function () {
  "use strict";
  var game = document.getElementById("game");
  if (!game) return;
  var plies = Number(game.dataset.plies);
  var ply = Number(game.dataset.ply);
  var lang = game.dataset.lang;
  var img = document.getElementById("board");
  var caption = document.getElementById("caption");
  var moves = Array.prototype.slice.call(document.querySelectorAll("a.move[data-ply]"));
  function at(n) { return "?ply=" + n + "&lang=" + encodeURIComponent(lang); }
  function info(n) { return n === 0 ? game : moves[n - 1]; }
  function show(n) {
    n = Math.max(0, Math.min(plies, n));
    if (n === ply) return;
    ply = n;
    img.src = game.dataset.image + n + ".png?lang=" + encodeURIComponent(lang);
    img.alt = info(n).dataset.alt;
    caption.textContent = info(n).dataset.caption;
    moves.forEach(function (a) {
      if (Number(a.dataset.ply) === n) a.setAttribute("aria-current", "step");
      else a.removeAttribute("aria-current");
    });
    document.getElementById("first").href = at(0);
    document.getElementById("back").href = at(Math.max(0, n - 1));
    document.getElementById("forward").href = at(Math.min(plies, n + 1));
    document.getElementById("last").href = at(plies);
    history.replaceState(null, "", at(n));
  }
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    switch (e.key) {
      case "ArrowLeft": show(ply - 1); break;
      case "ArrowRight": show(ply + 1); break;
      case "Home": show(0); break;
      case "End": show(plies); break;
      default: return;
    }
    e.preventDefault();
  });
})();
