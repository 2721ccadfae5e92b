// A game in progress, followed move by move: one EventSource on the game's stream; each
// "board" frame swaps the picture, the status, the move list, the turn's deadline and the
// number watching. EventSource reconnects by itself and sends the last version it saw.
(function () {
  "use strict";
  var live = document.getElementById("live");
  if (!live || !window.EventSource) return;
  var img = document.getElementById("board");
  var status = document.getElementById("status");
  var moves = document.getElementById("moves");
  var deadline = document.getElementById("deadline");
  var watching = document.getElementById("watching");
  var version = Number(live.dataset.version);
  var until = Number(deadline.dataset.deadline) || 0;
  function tick() {
    if (!until) { deadline.textContent = ""; return; }
    var left = Math.max(0, Math.round((until - Date.now()) / 1000));
    var h = Math.floor(left / 3600), m = Math.floor(left % 3600 / 60), s = left % 60;
    deadline.textContent = live.dataset.timeLeft + " " + (h ? h + ":" + String(m).padStart(2, "0") : m) + ":" + String(s).padStart(2, "0");
  }
  setInterval(tick, 1000);
  tick();
  // A picture refused for a moment (the per-client limit, a busy server) is asked again, a
  // little later each time, unless a newer board came meanwhile.
  var tries = 0;
  img.addEventListener("load", function () { tries = 0; });
  img.addEventListener("error", function () {
    if (tries >= 5) return;
    tries += 1;
    var failed = img.src;
    setTimeout(function () {
      if (img.src !== failed) return;
      var plain = failed.replace(/[&?]retry=\d+$/, "");
      img.src = plain + (plain.indexOf("?") < 0 ? "?" : "&") + "retry=" + tries;
    }, 1000 * tries);
  });
  var source = new EventSource(live.dataset.events);
  source.addEventListener("board", function (e) {
    var f = JSON.parse(e.data);
    if (f.version < version) return;
    version = f.version;
    live.dataset.version = String(version);
    img.src = f.picture;
    img.alt = f.alt;
    status.textContent = f.status;
    while (moves.firstChild) moves.removeChild(moves.firstChild);
    f.moves.forEach(function (mv) {
      var li = document.createElement("li");
      var code = document.createElement("code");
      code.textContent = mv;
      li.appendChild(code);
      moves.appendChild(li);
    });
    until = f.deadline || 0;
    tick();
    watching.textContent = live.dataset.watching + " " + f.watching;
    if (f.over) {
      source.close();
      var p = document.createElement("p");
      p.id = "over";
      p.textContent = live.dataset.overText;
      live.insertBefore(p, live.firstChild);
    }
  });
})();

// The signed-in player's move box: sent without a page load; a refusal is said in the box,
// a move played shows through the stream like anyone's. Its suggestions are refreshed after
// each change (only the player's own moves, on their turn).
(function () {
  "use strict";
  var form = document.getElementById("move-form");
  var live = document.getElementById("live");
  if (!form || !live || !window.fetch) return;
  var input = document.getElementById("move-input");
  var version = document.getElementById("move-version");
  var error = document.getElementById("move-error");
  var list = document.getElementById("legal-moves");
  var targets = document.getElementById("board-targets");
  var retry = null;
  function refresh() {
    version.value = live.dataset.version;
    clearTimeout(retry);
    // The squares of the last board no longer play: none until this board's come.
    while (targets.firstChild) targets.removeChild(targets.firstChild);
    var asked = live.dataset.version;
    fetch(form.dataset.moves, { credentials: "same-origin" })
      .then(function (r) {
        // Asked too often (or the server is busy): ask again in a moment.
        if (r.status === 429 || r.status === 503) {
          retry = setTimeout(refresh, 1000 * (Number(r.headers.get("Retry-After")) || 1));
          return null;
        }
        return r.ok ? r.json() : { moves: [], regions: [] };
      })
      .then(function (mine) {
        // A newer board is on its way, or this answer was a refusal: nothing to show.
        if (!mine || asked !== live.dataset.version) return;
        while (list.firstChild) list.removeChild(list.firstChild);
        mine.moves.forEach(function (mv) {
          var option = document.createElement("option");
          option.value = mv;
          list.appendChild(option);
        });
        // The squares to touch, laid over the picture (fractions of its size).
        while (targets.firstChild) targets.removeChild(targets.firstChild);
        mine.regions.forEach(function (r) {
          var button = document.createElement("button");
          button.type = "button";
          button.className = "target";
          button.style.left = r.x * 100 + "%";
          button.style.top = r.y * 100 + "%";
          button.style.width = r.w * 100 + "%";
          button.style.height = r.h * 100 + "%";
          button.dataset.move = r.move;
          button.setAttribute("aria-label", form.dataset.playLabel + " " + r.move);
          button.title = r.move;
          button.addEventListener("click", function () { send(r.move); });
          targets.appendChild(button);
        });
      });
  }
  new MutationObserver(refresh).observe(live, { attributes: true, attributeFilter: ["data-version"] });
  refresh();
  function send(move) {
    error.textContent = "";
    var body = new URLSearchParams({ version: live.dataset.version, move: move });
    fetch(form.action, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Accept": "application/json" },
      body: body
    })
      .then(function (r) { return r.json(); })
      .then(function (answer) {
        if (answer.ok) input.value = "";
        else error.textContent = answer.error;
      })
      .catch(function () { error.textContent = "…"; });
  }
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    send(input.value);
  });
})();
