// A game in progress, followed move by move: one EventSource on the game's stream; each
// "board" frame swaps the picture, the status, the move list, the turn's deadline and the
// number watching. Once the game is over, "news" says a rematch offered, then links the next
// game in the channel (the Activity opens it at once), and the stream ends. EventSource
// reconnects by itself and sends the last version it saw.
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
    if (f.over && !document.getElementById("over")) {
      var p = document.createElement("p");
      p.id = "over";
      p.textContent = live.dataset.overText;
      live.insertBefore(p, live.firstChild);
    }
  });
  var lapse = 0;
  source.addEventListener("news", function (e) {
    var n = JSON.parse(e.data);
    var news = document.getElementById("news");
    if (!news) {
      news = document.createElement("p");
      news.id = "news";
      news.setAttribute("role", "status");
      var over = document.getElementById("over");
      live.insertBefore(news, over ? over.nextSibling : live.firstChild);
    }
    while (news.firstChild) news.removeChild(news.firstChild);
    clearTimeout(lapse);
    if (n.next) {
      source.close();
      news.appendChild(document.createTextNode(n.next.text + " "));
      var a = document.createElement("a");
      a.id = "next-game";
      a.href = n.next.url;
      a.textContent = n.next.link;
      news.appendChild(a);
      document.dispatchEvent(new CustomEvent("boardbot-next-game", { detail: n.next.game }));
    } else if (n.offer) {
      news.textContent = n.offer;
      // The offer lapses unanswered: it is no news any more.
      lapse = setTimeout(function () { news.textContent = ""; }, Math.max(0, n.lapses_in));
    }
  });
})();

// The signed-in player's move box and touchable board: sent without a page load; a refusal
// is said in the box, a move played shows through the stream like anyone's. The board works
// in the pickers' steps: touching a piece (a choice that completes no move) adds it to the
// path and lights up where it may go; a choice that completes a move plays it. Back (or
// Escape) takes the last pick back; a new board starts again from the first step.
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
  var prompt = document.getElementById("board-prompt");
  var choices = document.getElementById("board-choices");
  var path = [];
  var retry = null;
  function clear(node) {
    while (node && node.firstChild) node.removeChild(node.firstChild);
  }
  function place(node, r) {
    node.style.left = r.x * 100 + "%";
    node.style.top = r.y * 100 + "%";
    node.style.width = r.w * 100 + "%";
    node.style.height = r.h * 100 + "%";
  }
  function choose(c) {
    if (c.plays) {
      path = [];
      send(c.plays);
    } else {
      path.push(c.token);
      refresh();
    }
  }
  function back() {
    if (!path.length) return;
    path.pop();
    refresh();
  }
  function show(step) {
    clear(targets);
    clear(choices);
    if (prompt) prompt.textContent = step.choices.length ? step.prompt : "";
    if (step.chosen) {
      var mark = document.createElement("div");
      mark.className = "chosen";
      place(mark, step.chosen);
      targets.appendChild(mark);
    }
    step.choices.forEach(function (c) {
      var button = document.createElement("button");
      button.type = "button";
      button.dataset.token = c.token;
      if (c.plays) button.dataset.move = c.plays;
      var name = c.detail ? c.label + " (" + c.detail + ")" : c.label;
      button.addEventListener("click", function () { choose(c); });
      if (c.region) {
        // A square to touch, laid over the picture (fractions of its size); after a first
        // pick, the continuations light up.
        button.className = path.length ? "target next" : "target";
        place(button, c.region);
        button.setAttribute("aria-label", (c.plays ? form.dataset.playLabel + " " : "") + name);
        button.title = name;
        targets.appendChild(button);
      } else if (choices) {
        button.className = "choice";
        button.textContent = c.label;
        if (c.detail) button.title = c.detail;
        choices.appendChild(button);
      }
    });
    if (path.length && choices) {
      var undo = document.createElement("button");
      undo.type = "button";
      undo.className = "choice back";
      undo.textContent = form.dataset.backLabel;
      undo.addEventListener("click", back);
      choices.appendChild(undo);
    }
  }
  function refresh() {
    version.value = live.dataset.version;
    clearTimeout(retry);
    // The squares of the last board no longer play: none until this board's come.
    clear(targets);
    clear(choices);
    var asked = live.dataset.version;
    var askedPath = path.join(",");
    var url = form.dataset.moves + (form.dataset.moves.indexOf("?") < 0 ? "?" : "&") +
      "path=" + encodeURIComponent(askedPath);
    fetch(url, { credentials: "same-origin" })
      .then(function (r) {
        // Asked too often (or the server is busy): ask again in a moment.
        if (r.status === 429 || r.status === 503) {
          retry = setTimeout(refresh, 1000 * (Number(r.headers.get("Retry-After")) || 1));
          return null;
        }
        return r.ok ? r.json() : { moves: [], choices: [] };
      })
      .then(function (mine) {
        // A newer board or another pick is on its way, or this answer was a refusal.
        if (!mine || asked !== live.dataset.version || askedPath !== path.join(",")) return;
        clear(list);
        mine.moves.forEach(function (mv) {
          var option = document.createElement("option");
          option.value = mv;
          list.appendChild(option);
        });
        // A path that leads nowhere now (the position changed under it): start again.
        if (path.length && !mine.choices.length) {
          path = [];
          refresh();
          return;
        }
        show(mine);
      });
  }
  new MutationObserver(function () {
    path = [];
    refresh();
  }).observe(live, { attributes: true, attributeFilter: ["data-version"] });
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape") back();
  });
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
        else { error.textContent = answer.error; refresh(); }
      })
      .catch(function () { error.textContent = "…"; });
  }
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    send(input.value);
  });
})();
